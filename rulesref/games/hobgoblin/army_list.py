"""The Hobgoblin army list file format, its loading, and the records validation reports in.

An :class:`ArmyList` is only what the file says; it may break every rule.
:func:`~rulesref.games.hobgoblin.army.validate` checks it.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

from rulesref.core.keywords import KeywordRef
from rulesref.core.record import record, result
from rulesref.core.yamlio import Document, PathKey, format_path, load_file
from rulesref.errors import KeywordSyntaxError, RulesDataError, UnknownNameError
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.model import ArmyRule, Hobgoblin, Points

# --------------------------------------------------------------------------- file format


@record
class Base:
    """A unit's base or movement tray."""

    width_mm: int
    """Frontage in millimetres."""
    depth_mm: int
    """Depth in millimetres."""


@record
class UnitEntry:
    """One unit of an army list, as written in the file."""

    name: str
    """The player's name for the unit."""
    type: str
    """Its unit type (``Heavy Cavalry``)."""
    keywords: tuple[str, ...] = ()
    """Purchased keywords as in the cost table (``"Hero [+1]"``), plus General and
    Battle Standard."""
    allegiance: str | tuple[str, ...] | None = None
    """The Abyssal Allegiance of a Wizard (a list of two with Tome of Magic)."""
    base: Base | None = None
    """The unit's base size, checked against its footprint."""

    def allegiances(self) -> tuple[str, ...]:
        """The allegiance field as a tuple."""
        return as_tuple(self.allegiance)


def as_tuple(field: str | tuple[str, ...] | None) -> tuple[str, ...]:
    """A field written as one name or a list of them, as a tuple (empty when absent)."""
    if field is None:
        return ()
    if isinstance(field, str):
        return (field,)
    return field


@record
class ArmyList:
    """A Hobgoblin army list file."""

    game: Literal["hobgoblin"]
    """The ruleset; ``hobgoblin``."""
    name: str
    """The army's name."""
    points_limit: int
    """The agreed points limit."""
    artefact: str | tuple[str, ...] | None = None
    """The Cursed Artefact carried by the General's unit, if any. A list is allowed so that
    a roster taking the artefact choice with no artefact, or two, can say so: a list of
    other than one breaks HG015."""
    units: tuple[UnitEntry, ...]
    """The units."""

    def artefacts(self) -> tuple[str, ...]:
        """The artefact field as a tuple."""
        return as_tuple(self.artefact)


def army_schema() -> dict[str, object]:
    """The army file format as JSON Schema."""
    from pydantic import TypeAdapter

    schema = TypeAdapter(ArmyList).json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Hobgoblin army list (rulesref)"
    return schema


@result
class LoadedArmy:
    """An army list with the document it came from (for line numbers)."""

    army: ArmyList
    document: Document


def parse_army(doc: Document, rules: Hobgoblin | None = None, *, pure: bool = False
               ) -> LoadedArmy:
    """Validate a parsed document as an army list.

    Besides the types, every keyword must be written as a keyword (``Hero [+1]``) with a
    value the rules allow (:func:`lookups.check_value`); a keyword the book does not define
    is a broken rule for :func:`validate` to report, not a malformed file.

    :param rules: the ruleset whose keywords are checked (the shipped one by default).
    :param pure: read it without pydantic (:mod:`rulesref.core.typecheck`, with the same
        errors), as the builder page does in the browser (which passes ``rules``).
    :raises RulesDataError: when it is not an army list at all (wrong types, missing fields,
        a malformed keyword or a value out of bounds), located in the file.
    """
    if pure:
        from rulesref.core.typecheck import validate as validate_data
    else:
        from rulesref.core.loader import validate as validate_data

    if doc.data is None:
        raise RulesDataError(doc.name, "", "file is empty")
    if not isinstance(doc.data, dict):
        raise doc.error((), "an army list must be a mapping with game, name, points_limit, units")
    army = validate_data(ArmyList, doc.data, doc)
    if army.points_limit <= 0:
        raise doc.error(("points_limit",), f"must be a positive number (got {army.points_limit})")
    if rules is None:
        from rulesref.games.hobgoblin.loading import load

        rules = load()
    for i, unit in enumerate(army.units):
        for j, text in enumerate(unit.keywords):
            problem = keyword_problem(rules, text)
            if problem is not None:
                raise doc.error(("units", i, "keywords", j), f"{unit.name}: {problem}")
    return LoadedArmy(army, doc)


@lru_cache(maxsize=8192)  # bounded: the text is whatever a list says
def keyword_problem(rules: Hobgoblin, text: str) -> str | None:
    """Why ``text`` is not a keyword as a list may write it (:func:`lookups.keyword_ref`), or
    ``None`` (cached: lists repeat keywords)."""
    try:
        lookups.keyword_ref(rules, text)
    except (KeywordSyntaxError, lookups.KeywordValueError) as exc:
        return str(exc)
    return None


def load_army(path: Path, rules: Hobgoblin | None = None) -> LoadedArmy:
    """Read an army list file (YAML or JSON); the file is only read, never written.

    :param rules: as for :func:`parse_army`.
    :raises RulesDataError: when the file cannot be read as an army list.
    """
    return parse_army(load_file(path), rules)


# --------------------------------------------------------------------------- results


@result
class Problem:
    """A broken rule (violation) or a legal-but-pointless choice (warning)."""

    code: str
    path: PathKey
    message: str
    rule: ArmyRule
    line: int | None = None
    column: int | None = None

    @property
    def where(self) -> str:
        """``units[2].keywords[1]`` with ``line:column`` where known."""
        text = format_path(self.path)
        if self.line is not None:
            text = f"{self.line}:{self.column}: {text}"
        return text


@result
class UnitReport:
    """A unit's points and derived profile."""

    name: str
    unit_type: str | None
    points: Points
    cost: lookups.CostBreakdown | None
    allegiances: tuple[str, ...]
    keywords: lookups.KeywordSet | None
    profile_args: tuple[Hobgoblin, str, tuple[KeywordRef, ...], frozenset[str]] | None

    @property
    def profile(self) -> lookups.Profile | None:
        """The unit's derived profile (worked out when first asked for, then cached)."""
        if self.profile_args is None:
            return None
        rules, unit_type, extra, blocked = self.profile_args
        return lookups.profile_of(rules, lookups.find_unit_type(rules, unit_type), extra,
                                  blocked)


@result
class ArmyReport:
    """Everything :func:`validate` found about one army list."""

    name: str
    points_limit: int
    total_points: Points
    mercury_per_round: int
    violations: tuple[Problem, ...]
    warnings: tuple[Problem, ...]
    units: tuple[UnitReport, ...]

    @property
    def valid(self) -> bool:
        """Whether no rule is broken."""
        return not self.violations


def did_you_mean(error: UnknownNameError) -> str:
    """``; did you mean ...?`` for an unknown name with close matches, else nothing."""
    if not error.suggestions:
        return ""
    return "; did you mean " + " or ".join(repr(s) for s in error.suggestions) + "?"
