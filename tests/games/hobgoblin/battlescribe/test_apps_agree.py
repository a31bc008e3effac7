"""``rulesref validate`` and the apps agree (issue 28): for every list, the verdict and the
points ``validate`` gives equal what an evaluator of BattleScribe's documented semantics
(:mod:`.evaluator`, independent of the export code) gives on the roster rulesref writes,
over the catalogue rulesref exports. Hand-written lists break each army rule in turn (and
keep to it); hypothesis draws the rest.

A rule the format cannot express (its rule object says why, and the coverage report lists
it) is left out of the verdict compared: the apps cannot see it, which the hand-written
lists for those rules show too.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesref.games.hobgoblin.army import ArmyList, ArmyReport, validate
from rulesref.games.hobgoblin.army_limits import engine
from rulesref.games.hobgoblin.battlescribe.export import files
from rulesref.games.hobgoblin.battlescribe.roster_write import roster_bytes
from rulesref.games.hobgoblin.model import Hobgoblin
from tests.games.hobgoblin.armies import army, legal_army, legal_units
from tests.games.hobgoblin.battlescribe.evaluator import Evaluator, Verdict


@pytest.fixture(scope="module")
def apps(rules: Hobgoblin) -> Evaluator:
    made = {f.name: f.data for f in files(rules)}
    return Evaluator(made["Hobgoblin.gst"], made["Hobgoblin.cat"])


def _inexpressible(rules: Hobgoblin) -> frozenset[str]:
    return frozenset(o.code for o in engine(rules) if o.inexpressible is not None)


def judge(rules: Hobgoblin, apps: Evaluator, the_army: ArmyList
          ) -> tuple[ArmyReport, Verdict]:
    """``validate``'s report and the apps' verdict on the roster, checked to agree."""
    report = validate(rules, the_army)
    verdict = apps.check(roster_bytes(rules, the_army))
    seen = [p.code for p in report.violations if p.code not in _inexpressible(rules)]
    assert (not seen) == verdict.valid, (
        f"validate: {[(p.code, p.message) for p in report.violations]}; "
        f"apps: {verdict.errors}")
    assert report.total_points == verdict.points, (report.total_points, verdict.points)
    return report, verdict


GENERAL = {"name": "Chief", "type": "Heavy Infantry", "keywords": ["General",
                                                                 "Battle Standard"]}


def _with(*units: dict[str, Any], limit: int = 5000, artefact: Any = None) -> ArmyList:
    data: dict[str, Any] = {"game": "hobgoblin", "name": "Hand", "points_limit": limit,
                            "units": [copy.deepcopy(GENERAL), *units]}
    if artefact is not None:
        data["artefact"] = artefact
    return army(data)


def _unit(utype: str, *keywords: str, **more: Any) -> dict[str, Any]:
    return {"name": "U", "type": utype, "keywords": list(keywords), **more}


# One list breaking each rule (the code it breaks), and one keeping to it where that needs
# more than the plain General: (code, army, broken?)
CASES: list[tuple[str, ArmyList, bool]] = [
    # Heavy Infantry 350 (p. 10) with General and Battle Standard (free, p. 28)
    ("HG001", _with(limit=349), True),
    ("HG001", _with(limit=350), False),
    ("HG002", army({"game": "hobgoblin", "name": "H", "points_limit": 5000,
                    "units": [_unit("Beasts", "Battle Standard")]}), True),
    ("HG002", _with(_unit("Beasts", "General")), True),
    ("HG003", _with(_unit("Beasts", "Battle Standard")), True),
    ("HG004", _with(_unit("Beasts", "Cowardly", "Berserk", "Unruly")), True),
    ("HG004", _with(_unit("Beasts", "Cowardly", "Berserk")), False),
    ("HG005", _with(_unit("Chariot", "Fragile")), True),  # Chariot starts Fragile
    ("HG006", _with(_unit("Beasts", "Brutal", "Brutal")), True),
    ("HG006", _with(_unit("Beasts", "Hero [+1]", "Hero [+2]")), False),
    ("HG007", _with(_unit("Light Infantry", "Narrow Footprint", "Horde")), True),
    ("HG008", _with(_unit("War Wagon", "Narrow Footprint")), True),
    ("HG008", _with(_unit("Beasts", "Narrow Footprint")), False),
    ("HG009", _with(_unit("Heavy Cavalry", "Wide Footprint")), True),
    ("HG009", _with(_unit("War Wagon", "Wide Footprint")), False),
    ("HG010", _with(_unit("Light Cavalry", "Horde")), True),
    ("HG010", _with(_unit("Light Infantry", "Horde")), False),
    ("HG011", _with(_unit("Beasts", "Wild")), True),
    ("HG012", _with(_unit("Artillery", "Cowardly")), True),
    ("HG012", _with(_unit("Artillery", "Short-Ranged")), False),
    ("HG013", _with(_unit("Beasts", "Short-Ranged")), True),
    ("HG013", _with(_unit("Beasts", "Ranged [+6]", "Short-Ranged")), False),
    ("HG014", _with(_unit("Monster", "Wizard")), True),
    ("HG014", _with(_unit("Monster", "Wizard", allegiance=["Gomb", "Gomb"])), True),
    ("HG014", _with(_unit("Monster", "Wizard", allegiance=["Gomb", "Atare"])), True),
    ("HG014", _with(_unit("Monster", "Wizard", allegiance="Gomb")), False),
    ("HG014", _with(_unit("Monster", "Wizard", allegiance=["Gomb"])), False),
    ("HG015", army({"game": "hobgoblin", "name": "H", "points_limit": 5000,
                    "artefact": "The Helm of Dust",
                    "units": [_unit("Beasts", "Battle Standard")]}), True),
    ("HG015", _with(artefact=[]), True),
    ("HG015", _with(artefact=["The Helm of Dust", "The Stone of Souls"]), True),
    ("HG015", _with(artefact="The Helm of Dust"), False),
    ("HG016", army({"game": "hobgoblin", "name": "H", "points_limit": 5000,
                    "artefact": "The Ferric Blade",  # Nullify bars Wizard (p. 35)
                    "units": [_unit("Monster", "General", "Battle Standard", "Wizard",
                                    allegiance="Gomb")]}), True),
    # The Staff of Ruin's Tome of Magic: a Wizard General may pick two (p. 34)
    ("HG014", army({"game": "hobgoblin", "name": "H", "points_limit": 5000,
                    "artefact": "The Staff of Ruin",
                    "units": [_unit("Monster", "General", "Battle Standard", "Wizard",
                                    allegiance=["Gomb", "Atare"])]}), False),
    ("HG017", _with(_unit("Beasts", "Hero [+3]")), True),
    ("HG018", _with(_unit("Beasts", base={"width_mm": 1, "depth_mm": 1})), True),
    ("HG020", _with(_unit("Dragon")), True),
    ("HG021", _with(_unit("Beasts", "Gloom")), True),
    ("HG022", _with(_unit("Monster", "Wizard", allegiance="Nobody")), True),
    ("HG023", _with(artefact="The Lost Spoon"), True),
    ("HGW01", _with(_unit("Monster", "Large")), False),  # Monster starts Large
    ("HGW02", _with(_unit("Beasts", "Ravenous")), False),
    ("HGW03", _with(_unit("Beasts", allegiance="Gomb")), False),
]


@pytest.mark.parametrize(("code", "the_army", "broken"), CASES,
                         ids=[f"{c}-{'broken' if b else 'kept'}-{n}"
                              for n, (c, _, b) in enumerate(CASES)])
def test_each_rule_alike(rules, apps, code, the_army, broken) -> None:  # type: ignore[no-untyped-def]
    report, verdict = judge(rules, apps, the_army)
    codes = {p.code for p in (*report.violations, *report.warnings)}
    assert (code in codes) == (broken or code.startswith("HGW")), codes
    if broken and code not in _inexpressible(rules):
        assert not verdict.valid  # the apps see it too
    if not broken:
        assert report.valid and verdict.valid


def test_the_hand_written_lists_break_every_rule_but_solo_play(rules) -> None:  # type: ignore[no-untyped-def]
    broken = {c for c, _, b in CASES if b} | {c for c, _, _ in CASES if c.startswith("HGW")}
    # HG019 is about how a list is used (solo play), never in the list or its roster
    assert broken == {r.code for r in rules.army_rules} - {"HG019"}


ANY_KEYWORDS = ["General", "Battle Standard", "Brutal", "Elite", "Hero [+1]", "Hero [+2]",
                "Horde", "Narrow Footprint", "Wide Footprint", "Wizard", "Ranged [+6]",
                "Tough [+1]", "Berserk", "Cowardly", "Cursed", "Fragile", "Self-Destructive",
                "Short-Ranged", "Slow [+2]", "Unruly", "Large", "Ravenous", "Wild",
                "Hero [+3]"]
ALLEGIANCES = ["Gomb", "Atare", "Polyceus", "Nobody"]
ARTEFACTS = ["The Staff of Ruin", "The Ferric Blade", "The Helm of Dust",
             "The Obsidian Puzzle Box"]


@st.composite
def any_army(draw: st.DrawFn) -> ArmyList:
    """A legal list (a General, a Battle Standard, legal purchases) changed in up to three
    ways, each of which may break a rule or not: a keyword bought, one taken away, a
    Wizard with an allegiance (or two, or the same twice), an allegiance on any unit, the
    General moved, an artefact; and a points limit that may or may not hold it."""
    units = draw(legal_units())
    for _ in range(draw(st.integers(0, 3))):
        unit = units[draw(st.integers(0, len(units) - 1))]
        keywords: list[str] = unit["keywords"]
        change = draw(st.sampled_from(["buy", "drop", "wizard", "allegiance", "general"]))
        if change == "buy":
            keywords.append(draw(st.sampled_from(ANY_KEYWORDS)))
        elif change == "drop" and keywords:
            keywords.pop(draw(st.integers(0, len(keywords) - 1)))
        elif change == "wizard":
            keywords.append("Wizard")
            unit["allegiance"] = draw(st.one_of(
                st.sampled_from(ALLEGIANCES[:3]),
                st.lists(st.sampled_from(ALLEGIANCES[:3]), min_size=1, max_size=2)))
        elif change == "allegiance":
            unit["allegiance"] = draw(st.sampled_from(ALLEGIANCES))
        elif change == "general" and "General" in units[0]["keywords"]:
            units[0]["keywords"].remove("General")
            units[-1]["keywords"].append("General")
    data = legal_army(units, draw(st.integers(300, 6000)))
    artefact = draw(st.one_of(st.none(), st.none(), st.sampled_from(ARTEFACTS),
                              st.lists(st.sampled_from(ARTEFACTS), max_size=2)))
    if artefact is not None:
        data["artefact"] = artefact
    return army(data)


@settings(max_examples=250, suppress_health_check=[HealthCheck.too_slow])
@given(any_army())
def test_drawn_lists_alike(rules, apps, the_army) -> None:  # type: ignore[no-untyped-def]
    judge(rules, apps, the_army)


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(legal_units())
def test_drawn_legal_lists_alike(rules, apps, units) -> None:  # type: ignore[no-untyped-def]
    report, verdict = judge(rules, apps, army(legal_army(units)))
    assert report.valid and verdict.valid


# --------------------------------------------------------------------------- profiles


def _shown(report: ArmyReport) -> list[dict[str, str]]:
    """Speed, Strikes and Courage of each unit as rulesref derives them."""
    out = []
    for unit in report.units:
        prof = unit.profile
        assert prof is not None
        out.append({"Speed": "-" if prof.speed is None else str(prof.speed),
                    "Strikes": str(prof.strikes), "Courage": str(prof.courage)})
    return out


def test_iron_guard_shows_what_rulesref_derives(rules, apps) -> None:  # type: ignore[no-untyped-def]
    # Heavy Infantry: Strikes 10, Courage 10 (p. 10); the General's Hero [2] adds 2 Strikes
    # and 1 Courage... as the copper host's Iron Guard shows: Strikes 12, Courage 11
    from rulesref.games.hobgoblin.army import load_army
    from tests.conftest import ROOT

    the_army = load_army(ROOT / "examples" / "armies" / "copper-host.yaml", rules).army
    shown = apps.profiles(roster_bytes(rules, the_army))
    assert the_army.units[0].name == "Iron Guard"
    assert (shown[0]["Strikes"], shown[0]["Courage"]) == ("12", "11")
    assert [{k: s[k] for k in ("Speed", "Strikes", "Courage")} for s in shown] == _shown(
        validate(rules, the_army))


@settings(max_examples=100, suppress_health_check=[HealthCheck.too_slow])
@given(legal_units())
def test_drawn_legal_lists_show_the_derived_profiles(rules, apps, units) -> None:  # type: ignore[no-untyped-def]
    the_army = army(legal_army(units))
    shown = apps.profiles(roster_bytes(rules, the_army))
    assert [{k: s[k] for k in ("Speed", "Strikes", "Courage")} for s in shown] == _shown(
        validate(rules, the_army))


def test_purchases_that_change_no_statistic_change_none_together(rules) -> None:  # type: ignore[no-untyped-def]
    # what the export's profile modifiers rest on: it corrects only the pairs in which one
    # purchase changes Speed, Strikes or Courage alone
    from rulesref.games.hobgoblin import lookups
    from rulesref.games.hobgoblin.battlescribe.catalogue import purchasable

    def stats(utype: str, *keywords: str) -> tuple[object, ...]:
        found = lookups.profile(rules, utype, keywords)
        return found.speed, found.strikes, found.courage

    entries = [e.keyword for e, _ in purchasable(rules)]
    for utype in rules.unit_types:
        plain = stats(utype.name)
        still = [k for k in entries if stats(utype.name, k) == plain]
        assert still  # Berserk, for one, changes none of them
        for n, first in enumerate(still):
            for second in still[n + 1:]:
                assert stats(utype.name, first, second) == plain, (utype.name, first, second)
