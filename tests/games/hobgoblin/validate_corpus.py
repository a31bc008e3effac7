"""A corpus of army lists, legal and illegal, and a fingerprint of every report on them, saved
from the validator before it was made faster (issue 13): ``test_validate_corpus`` checks that
today's reports are still exactly those.

The lists are drawn once by the tests' hypothesis strategies (derandomised) and kept with the
fingerprints in ``fixtures/validate_corpus.json``, so the comparison does not depend on the
hypothesis version. Regenerate only for a change of behaviour that is meant, and say so::

    python -m tests.games.hobgoblin.validate_corpus
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from rulesref.core.yamlio import Document
from rulesref.errors import RulesDataError
from rulesref.games.hobgoblin.army import ArmyReport, parse_army, validate
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref.games.hobgoblin.reports import report_json
from tests.games.hobgoblin.armies import UNIT_TYPES, legal_army, legal_units
from tests.games.hobgoblin.army_documents import ARTEFACTS, army_documents

FIXTURE = Path(__file__).parent / "fixtures" / "validate_corpus.json"

#: Each list is validated as written, for the solo opponent, and under a lower limit.
VARIANTS: tuple[dict[str, Any], ...] = ({}, {"solo_opponent": True}, {"points_limit": 1000})

#: Keywords a unit type starts with, or that only some unit types may buy, or that an
#: artefact forbids: the rules the general strategies seldom reach (HG005, HG016).
EDGE_KEYWORDS = ["Fragile", "Immobile", "Skirmishers", "Wild", "Large", "Nimble", "Wizard",
                 "Command", "Tome of Magic", "Horde", "Narrow Footprint", "Wide Footprint",
                 "Devastating Charge", "Short-Ranged", "Self-Destructive", "Ranged [+6]",
                 "Tough [+1]", "Hero [+1]", "Hero [+2]", "Weak [+2]", "Berserk", "Elite",
                 "Ravenous"]


@st.composite
def edge_armies(draw: st.DrawFn) -> dict[str, Any]:
    """A list whose General's unit carries an artefact and whose units buy what their type
    starts with, what their type may not buy, and what the artefact forbids."""
    units: list[dict[str, Any]] = []
    for n in range(draw(st.integers(1, 4))):
        keywords = draw(st.lists(st.sampled_from(EDGE_KEYWORDS), max_size=4))
        units.append({"name": f"Unit {n}", "type": draw(st.sampled_from(UNIT_TYPES)),
                      "keywords": keywords})
        if draw(st.booleans()):
            units[-1]["allegiance"] = draw(st.sampled_from(["Polyceus", "Gomb", ["Gomb",
                                                                                 "Atare"]]))
    units[0]["keywords"] = ["General", *units[0]["keywords"]]
    if draw(st.booleans()):
        units[0]["keywords"].append("Wizard")  # what The Ferric Blade's Nullify forbids
    doc: dict[str, Any] = {"game": "hobgoblin", "name": "Edge", "points_limit": 2000,
                           "units": units}
    if draw(st.booleans()):
        doc["artefact"] = draw(st.sampled_from(["The Ferric Blade", "The Obsidian Puzzle Box",
                                                *ARTEFACTS]))
    return doc


def documents(count: int) -> list[Any]:
    """``count`` army documents from the strategies, the same ones on every run."""
    found: list[Any] = []

    @settings(derandomize=True, max_examples=count, deadline=None, database=None,
              suppress_health_check=list(HealthCheck), phases=[Phase.generate])
    @given(st.one_of(army_documents(), legal_units().map(legal_army), edge_armies()))
    def collect(doc: Any) -> None:
        found.append(doc)

    collect()
    return found


def report_data(report: ArmyReport) -> dict[str, Any]:
    """Everything a report says: its JSON, each unit's keywords, footprint and profile key,
    and each problem's place."""
    return {
        "json": report_json("list.yaml", report),
        "units": [[None if u.keywords is None else sorted(u.keywords.names),
                   None if u.keywords is None else u.keywords.footprint,
                   None if u.profile_args is None else repr(u.profile_args[1:]),
                   repr(u.cost)] for u in report.units],
        "problems": [[p.code, list(p.path), p.message, p.line, p.column]
                     for p in (*report.violations, *report.warnings)],
    }


def fingerprints(rules: Hobgoblin, doc: Any) -> list[str]:
    """One fingerprint per variant of the list's reports (or of its loading error)."""
    try:
        army = parse_army(Document("list.yaml", doc, {}), rules).army
    except RulesDataError as exc:
        return [_digest({"error": str(exc)})]
    return [_digest(report_data(validate(rules, army, **variant))) for variant in VARIANTS]


def codes(rules: Hobgoblin, doc: Any) -> set[str]:
    """The rule codes the list's reports name."""
    try:
        army = parse_army(Document("list.yaml", doc, {}), rules).army
    except RulesDataError:
        return set()
    reports = [validate(rules, army, **variant) for variant in VARIANTS]
    return {p.code for r in reports for p in (*r.violations, *r.warnings)}


def _digest(data: Any) -> str:
    text = json.dumps(data, sort_keys=True, ensure_ascii=True)
    return hashlib.sha256(text.encode()).hexdigest()


def main() -> None:
    """Draw the corpus and save it with the fingerprints of today's reports."""
    from rulesref.games import hobgoblin

    rules = hobgoblin.load()
    docs = documents(500)
    cases = [{"document": d, "fingerprints": fingerprints(rules, d)} for d in docs]
    FIXTURE.write_text(json.dumps(cases, ensure_ascii=True, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
