"""An eleventh audit of slice f of Hobgoblin's effects against the book (issue 26), audit11f:
the section records outside the scenarios, namely team play (p. 49) and solo play (pp. 50-54:
set-up, game length and victory, playing the game, target selection, unit behaviour), and the
two play variants (solo and team play) as changes to the sequences. Each record's printed
text was read first (columns put back together) and written down in our own words
(/work/audit11f-verdicts.md) before the model was opened; then the model was compared field by
field and in its plain words (``rulesref show``).

Each row: the name as the model holds it, the page, the verdict on the model as it stood
before this audit's fixes (``right`` or ``fixed``), and each effect as worked out by hand from
the book, checked by :func:`tests.games.hobgoblin.audit_rows.assert_row`. A row with no
effects says the record, read against the book, needs none (a definition, or a rule the play
variant holds as a change to a sequence).

Tally: 31 records read, 59 effects. Wrong before fixes: 3 effects in 2 records, by kind:
unrecorded reading 3.
- United in Death (p. 49): "the team with the smallest difference" says nothing of equal
  gaps; the model silently gave neither team the 2VP. Now reading ``united-in-death-tie``.
- Shared Slaughter (p. 49), both effects: "the team with the highest total remaining" says
  nothing of equal totals; the model silently gave neither team the VP. Now reading
  ``shared-slaughter-tie``.
Play variants (checked as sequence changes): team play's "replace Determine Scenario" chose,
without saying so, that no scenario is rolled at all, while the book replaces only the
standard victory conditions (scenarios also give set-up, p. 38); solo play's change on the
same step already says the book is silent there. Team play's change now says so too (kept as
a replacement, so the earlier audit's step list stands).
Judged right, with a note: Unlikely Allies, Unlikely Allies Objectives and the Warlord of
Teams & Allies hold no effects of their own: the team variant's changes hold them; "He draws
no Fortune cards" (Initiative Phase) is held by Playing the Game's effects; "you resolve His
panic" (Doom Phase) by the variant's Panic change, as it changes who does the work, not the
result; Brothers-in-Arms' "only the Command ... keeps it from that" is read as "but for that
Command it would break", what "saves" means; the solo zones 8" from the centreline are the
core zones (p. 37), so no effect is needed; Magic Phase's "silent" is held as "cannot cast"
(His army has no Wizard anyway); whether He still collects Mercury there for Force of Will
is not asked by the text and left alone; a tie in solo victory is a draw on any reading.
"""

from __future__ import annotations

from tests.games.hobgoblin.audit_rows import Row, audit_tests
from tests.games.hobgoblin.test_effects_audit9f import vp
from tests.games.hobgoblin.test_effects_audit10f import ROWS as AUDIT10F_ROWS

#: The rows this audit wrote differently from audit 10f's (the two tie readings it found);
#: every other row is audit 10f's, which this audit's verdicts agree with.
OWN: list[Row] = [
    ("Team Play: United in Death", 49, "fixed", [
        vp(2, reading="united-in-death-tie", needs={"all:least of points gap"})]),
    ("Team Play: Shared Slaughter", 49, "fixed", [
        vp(1, choice="slaughter", reading="shared-slaughter-tie",
           needs={"all:most of points", "all:units in play enemy"}),
        vp(2, choice="slaughter", reading="shared-slaughter-tie",
           needs={"all:most of points", "none:units in play enemy"})]),
]
_OWN = {row[0]: row for row in OWN}

ROWS: list[Row] = [_OWN.get(name, (name, page, "right", specs))
                   for name, page, _, specs in AUDIT10F_ROWS]

test_effect_as_the_book_says, _two_hundred = audit_tests(ROWS)


def test_every_record_of_the_slice_has_a_row(rules) -> None:  # type: ignore[no-untyped-def]
    """The 31 section records outside the scenarios each have one row, 59 effects in all."""
    from rulesref.games.hobgoblin.effect_sources import holders

    held = sorted(h.name for h in holders(rules)
                  if h.kind == "section"
                  and h.group_id not in ("scenarios", "narrative_scenarios"))
    assert sorted(name for name, *_ in ROWS) == held
    assert len(held) == 31
    assert sum(len(specs) for *_, specs in ROWS) == 59


def test_the_tie_readings_are_recorded(rules) -> None:  # type: ignore[no-untyped-def]
    """Both tie readings (p. 49) name the record, the page and the other way to read it."""
    by_id = {r.id: r for r in rules.readings}
    for rid, about in (("united-in-death-tie", "United in Death"),
                       ("shared-slaughter-tie", "Shared Slaughter")):
        reading = by_id[rid]
        assert (reading.kind.value, reading.about, reading.cite.page) == (
            "ambiguous", about, 49)
        assert len(reading.alternatives) == 1
        assert "Both teams" in reading.alternatives[0]


def test_team_play_says_the_scenario_question_is_open(rules) -> None:  # type: ignore[no-untyped-def]
    """Team play (p. 49) replaces the standard victory conditions; whether a scenario is still
    rolled for its set-up is not printed, and the variant's change says so, as solo's does."""
    (team,) = [v for v in rules.play_variants if v.id == "team"]
    (solo,) = [v for v in rules.play_variants if v.id == "solo"]
    (objectives,) = [c for c in team.changes if c.step == "Determine Scenario"]
    (solo_scenario,) = [c for c in solo.changes if c.step == "Determine Scenario"]
    assert (objectives.op, objectives.new) == ("replace", "Choose Unlikely Allies Objectives")
    assert "does not say whether a scenario is still rolled" in objectives.summary
    assert "does not say whether a scenario is still rolled" in solo_scenario.summary
    assert [(c.op, c.step) for c in team.changes] == [
        ("add", "Form Teams"), ("change", "Determine First Player"),
        ("replace", "Determine Scenario"), ("change", "Draw Fortune Cards")]
    assert len(solo.changes) == 16
