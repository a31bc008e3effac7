"""Writing plain data (an army list) as YAML with PyYAML's safe dumper, so that reading it
back, as :mod:`rulesref.core.yamlio` reads (YAML 1.2 core) or as any YAML 1.1 reader does,
gives the same data.

PyYAML quotes any text its own (YAML 1.1) resolvers would read as something else (``yes``,
``1_000``, ``2024-01-01``); :class:`_Dumper` also quotes text the YAML 1.2 core schema reads
as a number (``0o17``, ``1e3``), which YAML 1.1 takes as text. Mappings keep their order;
lists and mappings of plain values go on one line (``keywords: [General, 'Tough [+1]']``);
text holding a line break or any character that is not printable is double-quoted, with the
dumper's escapes.
"""

from __future__ import annotations

import functools
import math
import re
from typing import Any


@functools.cache
def _dumper() -> Any:
    """PyYAML's safe dumper, also quoting text that YAML 1.2 core reads as a number, and
    refusing NaN (which no reader gives back equal to itself)."""
    import yaml

    from rulesref.core.plaindata import _DECIMAL, _FLOAT, _OCT_HEX, FLOAT, INT, STR

    class _Dumper(yaml.SafeDumper):
        """PyYAML's safe dumper for YAML both 1.1 and 1.2 core readers read alike."""

    # the numbers of the 1.2 core schema, as the reader resolves them
    _Dumper.add_implicit_resolver(INT, re.compile(f"{_DECIMAL.pattern}|{_OCT_HEX.pattern}"),
                                  list("-+0123456789"))
    _Dumper.add_implicit_resolver(FLOAT, _FLOAT, list("-+.0123456789"))

    def represent_float(dumper: yaml.SafeDumper, value: float) -> yaml.ScalarNode:
        if math.isnan(value):
            raise ValueError("NaN cannot be written to an army file")
        return dumper.represent_float(value)

    def represent_str(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
        # double quotes, where the dumper escapes every such character, for text holding
        # a line break, a tab or a character that is not printable
        style = None if value.isprintable() else '"'
        return dumper.represent_scalar(STR, value, style=style)

    _Dumper.add_representer(float, represent_float)
    _Dumper.add_representer(str, represent_str)
    return _Dumper


def dump(data: Any) -> str:
    """``data`` (a mapping, as an army file holds) as a YAML document.

    :raises ValueError: for a value plain YAML cannot hold exactly (NaN, or a type other
        than text, numbers, booleans, null, lists and mappings).
    """
    import yaml

    try:
        return yaml.dump(data, Dumper=_dumper(), sort_keys=False, allow_unicode=True,
                         default_flow_style=None, width=2**31 - 1)
    except yaml.representer.RepresenterError as exc:
        raise ValueError(f"cannot write {exc.args[-1]!r} to an army file") from None


__all__ = ["dump"]
