"""Names a module offers but imports only when first used (PEP 562 module ``__getattr__``).

A lookup such as ``rulesref tn`` reads two sections of one model; creating every record class
of every other section (each standard dataclass costs most of a millisecond to create) would
double its start-up. A module that holds or re-exports record classes other code seldom needs
declares them lazily::

    if TYPE_CHECKING:  # the type checker sees ordinary imports
        from rulesref.core.effects import AnyEffect
    else:
        __getattr__, __dir__ = lazy.exports(__name__, {"AnyEffect": "rulesref.core.effects"})

On first use, ``module.AnyEffect`` (or ``from module import AnyEffect``) imports
``rulesref.core.effects`` and keeps the value in the module, so later reads cost nothing.
Annotations naming such a name are resolved through the module object (see
:func:`type_hints`), never by evaluating text taken from data.
"""

from __future__ import annotations

import importlib
import sys
import typing
from collections.abc import Callable, Mapping
from typing import Any

#: Attribute of a module holding its lazy table: ``{name: module that defines it}``.
TABLE = "__lazy_exports__"


def exports(module_name: str, table: Mapping[str, str]
            ) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The ``__getattr__`` and ``__dir__`` of module ``module_name`` for the names in
    ``table`` (name to the module that defines it under the same name)."""
    module = sys.modules[module_name]
    frozen = dict(table)
    setattr(module, TABLE, frozen)

    def __getattr__(name: str) -> Any:
        source = frozen.get(name)
        if source is None:
            raise AttributeError(f"module {module_name!r} has no attribute {name!r}",
                                 name=name, obj=module)
        value = getattr(importlib.import_module(source), name)
        setattr(module, name, value)  # read from the module's dict from now on
        return value

    def __dir__() -> list[str]:
        return sorted({*vars(module), *frozen})

    return __getattr__, __dir__


def load_all(module: Any) -> None:
    """Import every lazy name of ``module`` now (for code that reads its ``__dict__``, such as
    :func:`typing.get_type_hints`)."""
    for name in getattr(module, TABLE, ()):
        getattr(module, name)


def type_hints(cls: type[Any], *, include_extras: bool = False) -> dict[str, Any]:
    """:func:`typing.get_type_hints` of a class whose annotations may name lazy names of the
    modules that define it and its bases."""
    for base in cls.__mro__:
        module = sys.modules.get(base.__module__)
        if module is not None:
            load_all(module)
    return typing.get_type_hints(cls, include_extras=include_extras)
