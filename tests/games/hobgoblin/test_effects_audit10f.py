"""A tenth audit of slice f of Hobgoblin's effects against the book (issue 26), audit10f: the
section records outside the scenarios, namely team play (p. 49) and solo play (pp. 50-54:
set-up, game length and victory, playing the game, target selection, unit behaviour), and the
two play variants (solo and team play) as changes to the sequences. Each record's printed text
was read first (columns put back together) and written down in our own words
(/work/audit10f-verdicts.md) before the model was opened; then the model was compared field
by field and in its plain words (``rulesref show``).

Each row: the name as the model holds it, the page, the verdict on the model as it stood
before this audit's fixes (``right`` or ``fixed``), and each effect as worked out by hand from
the book, checked by :func:`tests.games.hobgoblin.audit_rows.assert_row`. A row with no
effects says the record, read against the book, needs none (a definition, or a rule the play
variant holds as a change to a sequence).

Tally: 31 records read, 58 effects before fixes (59 after). Wrong before fixes: 2 effects in
2 records, by kind: missing part 1, unrecorded reading 1.
- missing part: Table Setup (p. 50): the solo player lays out the terrain as they like; the
  placement lived only in the summary and the variant's step summary. Now a ``place`` effect.
- unrecorded reading: Combat Phase (p. 52): "resolve the combats in an order of your
  choosing" against the core First Player then Second Player order (p. 18): the model
  silently mixed both sides' combats in one order; now recorded as reading
  ``solo-combat-order`` (the other reading: each side still fights in turn).
Play variants (checked as sequence changes), fixed here:
- solo play's army-building change sat on "Choose a Unit Type", but neither of its parts is
  about the unit type: His points by difficulty belong to agreeing the points limit, and the
  Wizard ban to adding keywords (Building an Army, p. 26). Now two changes, "Agree a Points
  Limit" and "Add Keywords" (solo play changes 16 steps).
Judged right, with a note: Unlikely Allies, Unlikely Allies Objectives and the Warlord of
Teams & Allies hold no effects of their own: the team variant's changes hold them; the
Initiative Phase record's "He draws no Fortune cards" is held by Playing the Game's effects and
the variant's Draw 1 Fortune Card change; Doom Phase's "you resolve His panic" by the variant's
Panic change; Brothers-in-Arms' "only the Command of one of its player's own units" is read
as "but for that Command it would break"; Select a Visible Unit within D+3" measures D, too,
from the middle of the front edge, as the shortlist is (the core measure for a targeted
action, p. 12); Cautious Behaviour's "in range and line of sight" is the unit's own range, as
its yes-branch (shoot it) needs; ties in United in Death, Shared Slaughter and solo victory
are not printed and not modelled.
"""

from __future__ import annotations

from tests.games.hobgoblin.audit_rows import Row, Spec, audit_tests, taken_over
from tests.games.hobgoblin.test_effects_audit9f import HIM
from tests.games.hobgoblin.test_effects_audit9f import OPEN as AUDIT9F_OPEN
from tests.games.hobgoblin.test_effects_audit9f import SOLO as AUDIT9F_SOLO
from tests.games.hobgoblin.test_effects_audit9f import TEAM as AUDIT9F_TEAM

#: Table Setup (p. 50): the solo player sets out terrain as they like, any amount, anywhere.
TERRAIN: Spec = {"kind": "place", "sort": "terrain", "placed_by": "solo_player",
                 "amount": None, "at": "Set Up Battlefield", "words": "as the player likes"}


#: The rows this audit wrote differently from audit 9f's (the fixes it made; Table Setup was
#: audit 9f's one open row); every other row is audit 9f's, which this audit's verdicts agree
#: with (:func:`~tests.games.hobgoblin.audit_rows.taken_over`).
OWN: list[Row] = [
    # lay out the terrain as you see fit (placement added here)
    ("Solo Play Setup: Table Setup", 50, "fixed", [TERRAIN]),
    # you order the combats (whether the sides still fight in turn: a recorded reading, added
    # here); His units split their dice as evenly as they can
    ("Playing the Game: Combat Phase", 52, "fixed", [
        {"kind": "action", "action": "attack", "required": True,
         "select.order": "owner_chooses", "at": "Combat Phase", "if": {"all:engaged"},
         "reading": "solo-combat-order"},
        {"kind": "attack", "action": "spread_dice_evenly", "at": "Combat Phase",
         "if": {HIM}}]),
]

#: Team Play, p. 49.
TEAM: list[Row] = AUDIT9F_TEAM
#: Solo play, pp. 50-54 (Table Setup in its place on p. 50, after Playing Against Him).
SOLO: list[Row] = taken_over([AUDIT9F_SOLO[0], *AUDIT9F_OPEN, *AUDIT9F_SOLO[1:]], OWN)

ROWS: list[Row] = [*TEAM, *SOLO]

test_effect_as_the_book_says, _two_hundred = audit_tests(ROWS)


def test_every_record_of_the_slice_has_a_row(rules) -> None:  # type: ignore[no-untyped-def]
    """The 31 section records outside the scenarios each have one row, 59 effects in all
    (58 before this audit, and Table Setup's placement)."""
    from rulesref.games.hobgoblin.effect_sources import holders

    held = sorted(h.name for h in holders(rules)
                  if h.kind == "section"
                  and h.group_id not in ("scenarios", "narrative_scenarios"))
    rows = ROWS
    assert sorted(name for name, *_ in rows) == held
    assert len(held) == 31
    assert sum(len(specs) for *_, specs in rows) == 59


def test_team_play_is_reachable_by_its_heading(rules) -> None:  # type: ignore[no-untyped-def]
    """Team play is named by its page heading (p. 49), not by the section rule's name, so both
    the rule and the variant can be looked up; the Warlords make the set-up rolls."""
    from rulesref.core.show import show

    (team,) = [v for v in rules.play_variants if v.id == "team"]
    assert team.name == "Team Play"
    found = show("Team Play", game="hobgoblin")
    assert [item.to_json()["name"] for item in found.shown] == ["Team Play"]
    assert "Form Teams" in str(found.to_json())
    (first,) = [c for c in team.changes if c.step == "Determine First Player"]
    assert (first.op, first.actor, first.declares) == (
        "change", "each team's Warlord", ("actor",))


def test_solo_play_skips_distracted_for_him(rules) -> None:  # type: ignore[no-untyped-def]
    """Undistractable (p. 50) changes how His units shoot: no Distracted is taken."""
    (solo,) = [v for v in rules.play_variants if v.id == "solo"]
    (change,) = [c for c in solo.changes if c.step == "Gain Distracted"]
    assert (change.op, change.sequence, change.cite.page, change.cite.section) == (
        "change", "shooting_attack", 50, "Undistractable")
    assert len(solo.changes) == 16


def test_solo_army_building_changes_the_limit_and_the_keywords(rules) -> None:  # type: ignore[no-untyped-def]
    """Army Lists (p. 50) changes two parts of army building (p. 26): His points limit, by the
    difficulty, and the keywords His units may buy (no Wizard); not the choice of unit type."""
    (solo,) = [v for v in rules.play_variants if v.id == "solo"]
    building = [(c.op, c.step, c.cite.page, c.cite.section) for c in solo.changes
                if c.sequence == "army_building"]
    assert building == [("change", "Agree a Points Limit", 50, "Army Lists"),
                        ("change", "Add Keywords", 50, "Army Lists")]
    (limit,) = [c for c in solo.changes if c.step == "Agree a Points Limit"]
    assert all(word in limit.summary for word in ("Easy Mode", "Normal", "Hardcore"))
    (keywords,) = [c for c in solo.changes if c.step == "Add Keywords"]
    assert "Wizard" in keywords.summary


def test_solo_combat_order_is_a_recorded_reading(rules) -> None:  # type: ignore[no-untyped-def]
    """Combat Phase (p. 52) against the core order (p. 18): the reading names both ways."""
    (reading,) = [r for r in rules.readings if r.id == "solo-combat-order"]
    assert reading.kind.value == "ambiguous" and reading.cite.page == 52
    assert len(reading.alternatives) == 1
