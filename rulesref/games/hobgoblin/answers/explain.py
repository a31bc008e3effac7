"""Hobgoblin's ``explain``: an army list explained unit by unit, from the validator's own
report (:func:`rulesref.games.hobgoblin.army.validate`): each unit's points as the validator
priced them, its profile, every keyword it holds with what it does, its allegiance's
spells, the artefact it carries; the army's points and Mercury with the rules behind them;
and every rule the list breaks. Nothing is priced or checked here a second time.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rulesref.core.citation import Citation
from rulesref.core.commands import Verdict
from rulesref.core.record import result

if TYPE_CHECKING:
    from rulesref.core.yamlio import Document
    from rulesref.games.hobgoblin.army import ArmyList, ArmyReport, UnitReport
    from rulesref.games.hobgoblin.model import Allegiance, Artefact, GameRule, Hobgoblin
    from rulesref.games.hobgoblin.model.keywords import KeywordDef

@result
class Explained:
    """A keyword, allegiance or artefact with what it does, in our words, cited."""

    name: str
    summary: str
    cite: Citation
    detail: str = ""
    """More of it in a few words: a keyword's traits and whether the unit bought it, an
    allegiance's spells, an artefact's keywords."""
    effects: tuple[str, ...] = ()
    """For a keyword: what it does, effect by effect, in words (whom it picks, what sets it
    off, when, for how long, under what condition), each with its page."""

    def to_json(self) -> dict[str, Any]:
        """As JSON."""
        return {"name": self.name, "summary": self.summary, "detail": self.detail,
                "effects": list(self.effects), "citation": str(self.cite)}


@result
class UnitExplained:
    """One unit of the list: the validator's report of it, with its parts explained."""

    report: UnitReport
    unit_type: Explained | None
    """Its unit type (``None`` when the list names no unit type the book has)."""
    keywords: tuple[Explained, ...]
    """Every keyword it holds, in its profile's order."""
    allegiances: tuple[Explained, ...]
    artefact: Explained | None
    """The army's artefact, when this unit carries it."""


@result
class ExplainAnswer:
    """An army list explained, with the validator's verdict."""

    report: ArmyReport
    units: tuple[UnitExplained, ...]
    mercury_rules: tuple[GameRule, ...]
    """The rules that give each player Mercury as the Magic Phase starts."""
    points_cite: Citation
    """The keyword cost table that prices the purchases."""

    @property
    def verdict(self) -> Verdict:
        """:attr:`Verdict.BROKEN` when the list breaks an army-building rule."""
        return Verdict.OK if self.report.valid else Verdict.BROKEN

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref explain --json`` prints it: the validator's report
        (as ``validate --json`` gives it) with each unit's parts explained."""
        from rulesref.games.hobgoblin.reports import report_json

        data = report_json("army", self.report)
        del data["file"]
        for unit, explained in zip(data["units"], self.units, strict=True):
            unit["unit_type"] = (explained.unit_type.to_json()
                                 if explained.unit_type is not None else None)
            unit["keywords"] = [k.to_json() for k in explained.keywords]
            unit["conditional_keywords"] = [] if explained.report.profile is None else [
                {"keyword": c.keyword, "when": c.words(), "citation": str(c.cite)}
                for c in explained.report.profile.conditional]
            unit["allegiances"] = [a.to_json() for a in explained.allegiances]
            unit["artefact"] = (explained.artefact.to_json()
                                if explained.artefact is not None else None)
        data["mercury_rules"] = [{"name": r.name, "summary": r.summary,
                                  "citation": str(r.cite)} for r in self.mercury_rules]
        data["points_citation"] = str(self.points_cite)
        return data


def keyword_explained(text: str, kw: KeywordDef, bought: bool | None = None) -> Explained:
    """A keyword a unit holds, explained: ``text`` as the unit's profile holds it
    (``Tough [2]``), its traits, whether the unit bought it (when known), and each of its
    effects in words with the page it is printed on. The builder shows the same."""
    from rulesref.core.effect_words import describe

    traits = ", ".join(kw.trait_names()) or "no traits"
    held = "" if bought is None else (
        f"; {'bought' if bought else 'held without buying it'}")
    effects = tuple(f"{describe(e)} [p. {(e.cite or kw.cite).page}]" for e in kw.effects)
    return Explained(text, kw.summary, kw.cite, f"{traits}{held}", effects)


def _allegiance(allegiance: Allegiance) -> Explained:
    spells = "; ".join(
        f"{s.name} ({s.spell_class.value}, {s.cost} Mercury"
        + (f', range {s.range}"' if s.range is not None else "") + f"): {s.summary}"
        for s in allegiance.spells)
    return Explained(allegiance.name, f"Abyssal Allegiance ({allegiance.spell_group})",
                     allegiance.cite, f"spells: {spells}")


def _artefact(artefact: Artefact) -> Explained:
    keywords = "; ".join(f"{k.name}: {k.summary}" for k in artefact.keywords)
    return Explained(artefact.name, artefact.summary, artefact.cite,
                     f"carried by the {artefact.carrier}'s unit"
                     + (f"; its keywords: {keywords}" if keywords else ""))


def _unit(rules: Hobgoblin, unit: UnitReport, carried: Artefact | None) -> UnitExplained:
    from rulesref.core import names
    from rulesref.core.keywords import KeywordRef
    from rulesref.errors import RulesError
    from rulesref.games.hobgoblin import lookups

    utype = None
    if unit.unit_type is not None:
        found = lookups.find_unit_type(rules, unit.unit_type)
        utype = Explained(found.name, found.summary, found.cite,
                          f"{found.points} points, keyword costs x{found.cost_multiplier}")
    bought = ({names.fold(KeywordRef.parse(ln.keyword).name) for ln in unit.cost.lines}
              if unit.cost is not None else set())
    keywords = []
    for text in unit.profile.keywords if unit.profile is not None else ():
        try:
            kw = lookups.find_keyword(rules, KeywordRef.parse(text).name)
        except RulesError:  # a name the book does not define: the report says so
            continue
        keywords.append(keyword_explained(text, kw, names.fold(kw.name) in bought))
    by_name = {names.fold(a.name): a for a in rules.allegiances}
    allegiances = tuple(_allegiance(by_name[names.fold(a)]) for a in unit.allegiances
                        if names.fold(a) in by_name)
    return UnitExplained(unit, utype, tuple(keywords), allegiances,
                         _artefact(carried) if carried is not None else None)


def _carrier(rules: Hobgoblin, army: ArmyList) -> tuple[int, Artefact] | None:
    """The unit carrying the army's artefact, as the validator assigns it: the first unit
    that buys the artefact's carrier keyword (Cursed Artefacts, p. 34)."""
    from rulesref.core import names
    from rulesref.core.keywords import KeywordRef
    from rulesref.errors import KeywordSyntaxError

    if len(army.artefacts()) != 1:  # none, or a list of none or several: the report's
        return None               # violation says so
    (chosen,) = army.artefacts()
    artefact = next((a for a in rules.artefacts
                     if names.fold(a.name) == names.fold(chosen)), None)
    if artefact is None:
        return None  # an unknown artefact: the report's violation says so
    for i, unit in enumerate(army.units):
        for text in unit.keywords:
            try:
                if names.fold(KeywordRef.parse(text).name) == names.fold(artefact.carrier):
                    return i, artefact
            except KeywordSyntaxError:  # the list was parsed: every keyword parses
                continue
    return None


def _mercury_rules(rules: Hobgoblin) -> tuple[GameRule, ...]:
    """The game rules whose effects give Mercury tokens as a Magic Phase starts."""
    from rulesref.core.effects import Moment, Tokens

    return tuple(r for r in rules.game_rules if any(
        isinstance(e, Tokens) and e.token == "Mercury" and e.op == "place"
        and e.at == "Magic Phase" and e.moment is Moment.START for e in r.effects))


def explain_army(rules: Hobgoblin, army: ArmyList, *, points_limit: int | None = None,
                 solo_opponent: bool = False, document: Document | None = None
                 ) -> ExplainAnswer:
    """An army list explained from the validator's report of it."""
    from rulesref.games.hobgoblin import lookups
    from rulesref.games.hobgoblin.army import validate

    report = validate(rules, army, points_limit=points_limit, solo_opponent=solo_opponent,
                      document=document)
    carrier = _carrier(rules, army)
    units = tuple(_unit(rules, unit, carrier[1] if carrier and carrier[0] == i else None)
                  for i, unit in enumerate(report.units))
    return ExplainAnswer(report, units, _mercury_rules(rules),
                         lookups.canonical_costs(rules).cite)


def explain(army: Mapping[str, Any], *, points_limit: int | None = None,
            solo_opponent: bool = False) -> ExplainAnswer:
    """The army list ``army`` (the army file format as a JSON object) explained unit by
    unit, with the validator's verdict.

    :raises RulesError: when the data is not an army list at all (located in it), or for
        a points limit below 1.
    """
    from rulesref.games import hobgoblin
    from rulesref.games.hobgoblin.answers.army import army_document

    loaded = army_document(army, points_limit)
    return explain_army(hobgoblin.load(), loaded.army, points_limit=points_limit,
                        solo_opponent=solo_opponent, document=loaded.document)
