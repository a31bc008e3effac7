"""Keywords as a ruleset writes them: references such as ``Hero [+1]`` and the numerical
keyword algebra (``[X]`` copies set a value, ``[+X]`` copies add to it).

What a keyword *is* in a given game (its traits, its definition record) belongs to that
game's package; core only parses and combines references."""

from __future__ import annotations

import enum
import functools
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulesref.core import lazy
from rulesref.core.quoting import quoted
from rulesref.core.record import result
from rulesref.errors import KeywordSyntaxError

if TYPE_CHECKING:
    # the numeric effects live with the rest of the effect vocabulary; re-exported here
    from rulesref.core.effects import AttackEffect as AttackEffect
    from rulesref.core.effects import BreakEffect as BreakEffect
    from rulesref.core.effects import Effect as Effect
    from rulesref.core.effects import FootprintEffect as FootprintEffect
    from rulesref.core.effects import Situation as Situation
    from rulesref.core.effects import Stat as Stat
    from rulesref.core.effects import StatEffect as StatEffect
    from rulesref.core.effects import TargetNumberEffect as TargetNumberEffect
else:  # imported on first use: parsing a keyword reference needs none of them
    __getattr__, __dir__ = lazy.exports(__name__, dict.fromkeys(
        ("AttackEffect", "BreakEffect", "Effect", "FootprintEffect", "Situation", "Stat",
         "StatEffect", "TargetNumberEffect"), "rulesref.core.effects"))


class Mode(enum.Enum):
    """How a numerical keyword reference changes the keyword's value."""

    PLAIN = "plain"
    """Not numerical: ``Wild``."""
    SET = "set"
    """``Keyword [X]``: set the value to X."""
    ADD = "add"
    """``Keyword [+X]``: add X to the value (or set it to X if the keyword is absent)."""
    VARIABLE = "variable"
    """``Keyword [x]``: the definition form, with no number."""

    # members are singletons compared by identity, so identity hashing agrees with equality
    # and spares the per-call Python-level hash of the name (references are cache keys)
    __hash__ = object.__hash__


_VALUE = re.compile(r"(?P<sign>[+-]?)\s*(?P<digits>[0-9]+)")
#: Most digits in a keyword's value (the books' values have one or two): a syntax limit;
#: each keyword's own bounds are checked elsewhere.
MAX_VALUE_DIGITS = 6
_HINT = "write e.g. 'Wild', 'Tough [1]', 'Hero [+1]' or 'Tough [x]'"


@dataclass(frozen=True, slots=True, order=True)
class KeywordRef:
    """A keyword as written in a rule or a list: ``Wild``, ``Tough [1]``, ``Hero [+1]``."""

    name: str
    mode: Mode = Mode.PLAIN
    value: int | None = None

    @classmethod
    def parse(cls, text: str) -> KeywordRef:
        """Parse ``"Hero [+1]"`` and the like: a name, then optionally a value in brackets,
        ``[N]``, ``[-N]``, ``[+N]`` or ``[x]`` (at most :data:`MAX_VALUE_DIGITS` digits).

        :raises KeywordSyntaxError: when the text is not a keyword reference; the message
            quotes it.
        """
        if not isinstance(text, str):
            raise KeywordSyntaxError(f"not a keyword: {quoted(text)} ({_HINT})")
        return _parse(text)

    @property
    def numeric(self) -> bool:
        """Whether this reference carries a value in brackets."""
        return self.mode is not Mode.PLAIN

    def __str__(self) -> str:
        if self.mode is Mode.PLAIN:
            return self.name
        if self.mode is Mode.VARIABLE:
            return f"{self.name} [x]"
        if self.mode is Mode.ADD:
            return f"{self.name} [+{self.value}]"
        return f"{self.name} [{self.value}]"


def _quote(text: str) -> str:
    """``text`` as ``repr`` shows it, shortened when very long."""
    if len(text) <= 80:
        return repr(text)
    return f"{quoted(text[:60])} (and {len(text) - 60} more characters)"


def _syntax_error(text: str, why: str) -> KeywordSyntaxError:
    return KeywordSyntaxError(f"not a keyword: {_quote(text)} ({why})")


@functools.lru_cache(maxsize=4096)
def _parse(text: str) -> KeywordRef:
    cls = KeywordRef
    # by hand, not one regular expression: that took cubic time on long runs of spaces
    body, raw = text.strip(), None
    if body.endswith("]") and "[" in body:
        start = body.rfind("[")
        body, raw = body[:start], body[start + 1:-1].strip()
    name = " ".join(body.split())
    if not name or "[" in name or "]" in name or (raw is not None and "[" in raw):
        raise _syntax_error(text, _HINT)
    if raw is None:
        return cls(name)
    if raw in ("x", "X"):
        return cls(name, Mode.VARIABLE)
    value = _VALUE.fullmatch(raw)
    if value is None:
        raise _syntax_error(text, f"the value in brackets must be a whole number, +number "
                                  f"or x, not {_quote(raw)}; {_HINT}")
    digits = value.group("digits")
    if len(digits) > MAX_VALUE_DIGITS:
        raise _syntax_error(text, f"the value has {len(digits)} digits; "
                                  f"at most {MAX_VALUE_DIGITS} are allowed")
    number = int(digits)
    if value.group("sign") == "+":
        return cls(name, Mode.ADD, number)
    return cls(name, Mode.SET, -number if value.group("sign") == "-" else number)


@result
class KeywordValues:
    """The result of resolving a unit's keyword copies: a name set and a value per numeric name."""

    names: tuple[str, ...]
    values: Mapping[str, int]
    folded_names: frozenset[str]
    folded_values: Mapping[str, int]

    def has(self, name: str) -> bool:
        """Whether the unit has a keyword of this name (case-insensitive)."""
        return name.casefold() in self.folded_names

    def value(self, name: str) -> int | None:
        """The resolved value of a numerical keyword, or ``None``."""
        return self.folded_values.get(name.casefold())

    def display(self) -> list[str]:
        """Keywords as the book writes them on a unit: ``Tough [2]``, ``Wild``."""
        out = []
        for name in self.names:
            val = self.value(name)
            out.append(f"{name} [{val}]" if val is not None else name)
        return out


def resolve(refs: Iterable[KeywordRef], weakness: frozenset[str] = frozenset()) -> KeywordValues:
    """Resolve keyword copies into one value per keyword, as the keyword rules summary says.

    Duplicate plain keywords count once. For numerical keywords, all ``[X]`` copies apply
    first, then all ``[+X]`` copies add up. The owner picks the order of several ``[X]``
    copies, so only the last one applied counts: we take the owner's best pick, the highest
    for a strength and the lowest for a keyword named in ``weakness``. This makes the result
    independent of the order the copies are listed in.
    """
    names: list[str] = []
    seen: set[str] = set()
    sets: dict[str, list[int]] = {}
    adds: dict[str, list[int]] = {}
    canonical: dict[str, str] = {}
    for ref in refs:
        key = ref.name.casefold()
        canonical.setdefault(key, ref.name)
        if key not in seen:
            seen.add(key)
            names.append(canonical[key])
        if ref.mode is Mode.SET and ref.value is not None:
            sets.setdefault(key, []).append(ref.value)
        elif ref.mode is Mode.ADD and ref.value is not None:
            adds.setdefault(key, []).append(ref.value)
    folded_weak = {w.casefold() for w in weakness}
    values: dict[str, int] = {}
    for key in {*sets, *adds}:
        base = 0
        if key in sets:
            base = min(sets[key]) if key in folded_weak else max(sets[key])
        values[canonical[key]] = base + sum(adds.get(key, ()))
    return KeywordValues(tuple(names), values, frozenset(n.casefold() for n in names),
                         {k.casefold(): v for k, v in values.items()})
