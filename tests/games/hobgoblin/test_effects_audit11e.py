"""Audit 11, slice e (issue 26): every Hobgoblin record of kind ``rule`` (92: core concepts,
fighting battles, magic, Fortune cards, setup and the scenario tie-breakers) checked against
the book by an auditor new to the model. Each record's printed text was read first (columns
put back together, pages from the running footers) and its effects written down in
/work/audit11e-verdicts.md before the model was opened; then ``rulesref show`` (plain, and
``--json`` or the data where the words left a field unclear) was compared field by field.

Each row: the name as the model holds it, the page, the verdict on the model as it stood
before this audit's fixes (``right`` or ``fixed``), and each effect as worked out by hand from
the book. Where this audit's hand-worked effects agree with audit 10e's rows (91 of 92
records), those rows are reused with this audit's verdicts; the one record fixed here gets a
row of its own.

Tally: 92 records read (64 with effects, 28 without); 82 effects read. Wrong before fixes: 1,
of kind unrecorded reading:
- Tie-breaker: Altars of Grief (p. 40): the book gives the tie-break VP to the player with the
  most Doom on units within 12" of an altar without saying whose units count; the model took
  a side (the summary's "the side with more Doom") and recorded no reading. Now the tie-break
  effect names the recorded reading altars-doom-own-units (each player counts the Doom on
  their own units; the other reading, Doom on the opponent's units, is listed), and the
  summary names it.

A record with no effects was judged right when its rule is a definition, a measuring or
physical convention, a dice procedure, a number other records or the game structure use, or a
permission that changes no state. Judged right, with a note: Mercury per Wizard (the book says
"each in-play unit with the Wizard keyword" without "your"; the summary's "their" units is the
only reading under which the Mercury goes to a side); The Rule of Carnage and Specific rule
precedence ("a tie" stands for the book's unclear interaction or conflict); Initiative roll
("takes 1 First Player" is awkward words for taking the token); Force of Will (blank whom: the
attacker); Panic radius (the First Player resolves panic first, p. 25, in no effect: panic
reaches only friendly units, so the order changes nothing); Leaving the play area ("over a
table edge" covers ending fully outside, which impassable table edges rule out anyway); Line
of sight (the restating bullet on p. 16 says "centre of the acting unit", but the full rule is
printed three times, pp. 16, 19 and 20, from the centre of the front edge, as the model has
it); the other tie-breakers ("higher total of points" is the summary's points of units in
play).
"""

from __future__ import annotations

from tests.games.hobgoblin.audit_rows import Row, audit_tests, open_and_coverage_tests
from tests.games.hobgoblin.test_effects_audit8e import GAME_END
from tests.games.hobgoblin.test_effects_audit10e import ROWS as AUDIT10E_ROWS

FIXED: list[Row] = [
    # p. 40: level on VP, the player with the most Doom on units within 12" of an altar gains
    # 1VP; whose units count is unclear, now a recorded reading (their own)
    ("Tie-breaker: Altars of Grief", 40, "fixed", [
        {"kind": "score", "outcome": "tie_break", "amount": 1, "scope": "players",
         **GAME_END, "if": {"all:scores tied VP", "all:most of Doom 12"},
         "reading": "altars-doom-own-units"},
        {"kind": "score", "outcome": "draw", "scope": "players", **GAME_END,
         "if": {"all:scores tied VP", "all:scores tied Doom"}}]),
]

_FIXED_NAMES = {name for name, *_ in FIXED}
ROWS: list[Row] = [*[(name, page, "right", specs) for name, page, _, specs in AUDIT10E_ROWS
                     if name not in _FIXED_NAMES], *FIXED]

test_effect_as_the_book_says, _two_hundred = audit_tests(ROWS)
_open_rows, test_every_rule_record_audited = open_and_coverage_tests(ROWS, [], "rule", 92)


def test_altars_reading_is_recorded(rules: object) -> None:
    """The reading the Altars tie-break names is recorded as ambiguous, about that record,
    cited to p. 40, with the other reading (the opponent's units) listed."""
    held = {r.id: r for r in rules.readings}  # type: ignore[attr-defined]
    reading = held["altars-doom-own-units"]
    assert reading.kind.value == "ambiguous"
    assert reading.about == "Tie-breaker: Altars of Grief"
    assert reading.cite.page == 40
    assert any("opponent's units" in other for other in reading.alternatives)
    by_name = {r.name: r for r in rules.game_rules}  # type: ignore[attr-defined]
    assert "our reading (altars-doom-own-units)" in by_name["Tie-breaker: Altars of Grief"].summary
