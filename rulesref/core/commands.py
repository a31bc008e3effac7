"""Commands as functions: typed arguments in, a typed answer out.

Every rulesref command is first a plain function (in its ruleset's ``answers`` module, or in
the core) that takes typed arguments and returns an :class:`Answer`: a frozen record holding
what was found, its citations and a :class:`Verdict`. The function never prints, exits, reads
``sys.argv`` or raises to signal a broken rule: a broken rule is an answer whose verdict is
:attr:`Verdict.BROKEN`. Bad input (an unknown name, a value out of range) raises a
:class:`~rulesref.errors.RulesError`.

The command line, the MCP server, the site's scripts and the builder are adapters over the
same functions: each parses its own input, calls the function, renders ``answer.to_json()``
(or its own view of the record) and maps the verdict to an exit code or an error. No adapter
calls another adapter.

A :class:`Command` describes one function for the adapters that are generated rather than
written by hand (the MCP tools): its name, the game it belongs to, who it is for, a paragraph
saying what it answers with an example, each :class:`Param` with its type, bounds and, for
a closed set, its choices, and whether one call can take seconds (:attr:`Command.heavy`). A
ruleset lists its commands in the ``answers`` entry of its
:class:`~rulesref.core.registry.Ruleset`; the specs are plain data, cheap to import, and the
function itself is imported only when the command runs.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from rulesref.core.record import result


class Verdict(enum.IntEnum):
    """How an answer ends. Its value is the command line's exit code."""

    OK = 0
    """The answer is given: a lookup found what was asked, a list is legal, every check
    passed."""
    BROKEN = 1
    """A rule is broken (an illegal list, a refused purchase) or a check found a fault."""
    UNREADABLE = 2
    """Some of the input could not be read (a file of several given); the rest was answered.
    A command given one input raises a :class:`~rulesref.errors.RulesError` instead."""
    INCONCLUSIVE = 3
    """A check could not decide. Never a pass."""


#: The exit code of bad input or usage, which is an error, never an answer.
EXIT_BAD_INPUT = 2


@result
class Given:
    """The base of an answer that is always given (a lookup, a turn, a list of readings):
    its verdict is :attr:`Verdict.OK`. An answer that can be a broken rule or inconclusive
    has a ``verdict`` of its own."""

    @property
    def verdict(self) -> Verdict:
        """Always an answer."""
        return Verdict.OK


class Answer(Protocol):
    """What a command function returns: a frozen record with its citations."""

    @property
    def verdict(self) -> Verdict:
        """How the answer ends (the command line's exit code)."""

    def to_json(self) -> dict[str, Any]:
        """The answer as plain JSON data: what ``--json`` prints and what an MCP tool
        returns as structured content, citations included."""


Audience = Literal["player", "maintainer"]
"""Who a command is for: a player's lookups, or a maintainer's checks of the book itself."""

ParamType = Literal["string", "integer", "number", "boolean", "object"]
"""The JSON type of one value of a parameter."""

#: The longest string any parameter takes unless it says otherwise: a name or a query is
#: never longer, and a longer one is refused without being echoed.
MAX_TEXT = 200
#: The most values a list parameter takes unless it says otherwise.
MAX_ITEMS = 50
#: The longest document (an ``object`` parameter, counted as JSON text) any command takes.
MAX_DOCUMENT = 1_000_000


@dataclass(frozen=True, slots=True, kw_only=True)
class Param:
    """One argument of a command function."""

    name: str
    """The function's keyword argument (``defender_with``)."""
    type: ParamType = "string"
    """The JSON type of one value."""
    help: str = ""
    """What the value is, in a few words, with an example."""
    many: bool = False
    """Whether it takes a list of values."""
    required: bool = False
    """Whether the function needs it (otherwise the function's default applies)."""
    choices: str | tuple[str, ...] | None = None
    """A closed set: the values themselves, or ``"module:function"`` of a function of no
    arguments returning them (a ruleset's unit types, read from its model)."""
    minimum: float | None = None
    """The smallest number allowed."""
    maximum: float | None = None
    """The largest number allowed."""
    max_length: int = MAX_TEXT
    """The longest string allowed."""
    max_items: int = MAX_ITEMS
    """The most values allowed in a list."""
    default: Any = None
    """The value the function uses when the parameter is not given (shown to a model)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Command:
    """One command function, described for the generated adapters."""

    name: str
    """The command's name in its group (``tn``, ``in-range``)."""
    game: str | None
    """The ruleset it belongs to (``toy``), or ``None`` for a command of every game."""
    run: str
    """``"module:function"`` of the function (imported when the command first runs)."""
    title: str
    """A one-line summary."""
    description: str
    """A short paragraph on what it answers, written for a reader who has not seen the
    command line, ending with an example."""
    params: tuple[Param, ...] = ()
    """Its arguments, in order."""
    audience: Audience = "player"
    """Who it is for."""
    example: Mapping[str, Any] = field(default_factory=dict)
    """A typical call's arguments, as the MCP tool takes them."""
    pages: str | None = None
    """The field of the answer's JSON holding a list that can be long (search results,
    readings): an adapter may hand it out a part at a time."""
    heavy: bool = False
    """Whether its time grows with its input or it runs a solver (an army list, a pool of
    dice or cards, a manuscript, a proof), so that one call can take seconds: the MCP server
    runs it in a worker process, which can be stopped at the time limit and never holds up a
    lookup. A lookup (a name, a table cell, a turn) is not heavy."""

    @property
    def tool_name(self) -> str:
        """The name an assistant calls it by: the game, then the command, words joined by
        ``_`` (``toy_tn``; ``search`` for a command of every game)."""
        words = self.name.replace("-", "_").replace(" ", "_")
        return f"{self.game}_{words}" if self.game else words

    def function(self) -> Callable[..., Answer]:
        """The command function itself.

        :raises RulesError: when its module or attribute is missing (a packaging fault).
        """
        from rulesref.core.registry import resolve

        found = resolve(self.run)
        if not callable(found):
            from rulesref.errors import RulesError

            raise RulesError(f"{self.run} is not a function")
        return found  # type: ignore[no-any-return]

    def choices_of(self, param: Param) -> tuple[str, ...] | None:
        """The closed set of ``param``'s values, reading the model when it names a
        function."""
        if param.choices is None or isinstance(param.choices, tuple):
            return param.choices
        from rulesref.core.registry import resolve

        return tuple(resolve(param.choices)())
