"""Audit 9, slice e (issue 26): every Hobgoblin record of kind ``rule`` (92: core concepts,
fighting battles, magic, Fortune cards, setup and the scenario tie-breakers) checked against
the book by an auditor new to the model. The printed text of each record was read first
(columns put back together, pages from the running footers) and every effect written down in
/work/audit9e-verdicts.md before the model was opened; then ``rulesref show`` (plain and
``--json``) was compared field by field and in its plain words.

Each row: the name as the model holds it, the page, the verdict on the model as it stood
before this audit's fixes (``right`` or ``fixed``), and each effect as worked out by hand from
the book, checked by :func:`tests.games.hobgoblin.audit_rows.assert_row`. Where this audit's
hand-worked effects agree with audit 8e's rows (89 of 92 records), those rows are reused, with
this audit's verdicts; the three records fixed here get rows of their own.

A record with no effects was judged right when its rule is a definition, a measuring or
physical convention, a dice procedure, a number other records or the game structure use
(Game length: ``rounds: 5``), or a permission that changes no state.

Tally: 92 records read (62 with effects, 30 without); 80 effects read before fixes. Wrong
before fixes: 3 effects in 3 records, none in a record without effects. By kind:
- amount (2): Shuffle's sideways slide and Retreat's backward move gave no distance (the
  half inch per movement point, p. 23, lived only in the summary, as the whole-inch
  ``distance`` could not hold it); now ``half_inches: 1`` per movement point (core: Move
  gained ``half_inches``);
- missing part (1): Punishing a disengaging unit said only "may punish"; pp. 23-24 make the
  punishment a free combat attack fought as from the start position, and separately cap its
  dice at what the punisher could have assigned before the disengagement. Neither the effect
  nor the summary gave the cap (audit 8e judged the cap implied; this audit reads the book's
  separate sentence as a part of its own). Both now say it.
All three fixed.
Judged right, with a note: The Rule of Carnage and Specific rule precedence (the
precedence effect's word "tie" stands for the book's unclear interaction or conflict);
Initiative roll ("may hold" stands for keep-or-pass); Force of Will, Engaged units and
shooting, Becoming Broken, Who casts spells (blank whom on a rule: the unit or attacker the
rule concerns); Panic radius (the First Player resolves panic first, p. 25, in no effect:
panic only reaches friendly units, so the order changes nothing); Leaving the play area (its
"over a table edge" covers ending fully outside; the clash with impassable edges is the
recorded reading table-edge-impassable-vs-leaving); Line of sight (p. 16's restating bullet
says "centre of the acting unit" where the rule says the centre of its front edge, printed
three times: the model follows the rule; no reading recorded); Spells without a target unit
(whose units a spell reaches is each spell's own text); Choosing the first First Player (no
rule for players whose latest paint jobs tie; too thin to be a reading); Tie-breaker: Altars
of Grief (Doom on the player's own units, the plain reading); Numerical keyword values and
Unit stats are counts (their summaries name recorded readings).
"""

from __future__ import annotations

from tests.games.hobgoblin.audit_rows import Row, audit_tests, open_and_coverage_tests
from tests.games.hobgoblin.test_effects_audit8e import MOVE
from tests.games.hobgoblin.test_effects_audit8e import ROWS as AUDIT8E_ROWS

HALF_INCH_PER_POINT = {"half_inches": 1, "distance": None, "per.count": "movement_point",
                       "at": MOVE, "optional": True,
                       "words": "0.5\" per movement point spent"}

FIXED: list[Row] = [
    # left or right, up to half an inch for each point spent
    ("Shuffle (half inch per point)", 23, "fixed", [
        {"kind": "move", "how": "slide", "heading": "sideways", **HALF_INCH_PER_POINT}]),
    # Distracted, then straight back up to half an inch for each point spent
    ("Retreat (half inch per point)", 23, "fixed", [
        {"kind": "grant", "keyword": "Distracted", "if": {"all:manoeuvring retreat"}},
        {"kind": "move", "how": "retreat", "heading": "backward", **HALF_INCH_PER_POINT}]),
    # an unbroken enemy left behind may make a free combat attack, as from the old
    # position, with no more dice than it could have assigned there
    ("Punishing a disengaging unit", 23, "fixed", [
        {"kind": "action", "action": "punish", "scope": "enemy", "optional": True,
         "trigger.event": "activation_ends",
         "if": {"all:disengaged by source", "none:has keyword Broken"},
         "what": ("with a free combat attack, fought as if the units still stood where "
                  "they were engaged at the activation's start, with no more dice than it "
                  "could have assigned there")}]),
]

_FIXED_NAMES = {name for name, *_ in FIXED}
ROWS: list[Row] = [*[(name, page, "right", specs) for name, page, _, specs in AUDIT8E_ROWS
                     if name not in _FIXED_NAMES], *FIXED]

test_effect_as_the_book_says, _two_hundred = audit_tests(ROWS)
_open_rows, test_every_rule_record_audited = open_and_coverage_tests(ROWS, [], "rule", 92)


def test_the_punishment_caps_its_dice(rules: object) -> None:
    """pp. 23-24: the punishing attack may assign no more dice than it could have before the
    disengagement; the effect and the summary both say so."""
    by_name = {r.name: r for r in rules.game_rules}  # type: ignore[attr-defined]
    rule = by_name["Punishing a disengaging unit"]
    (punish,) = rule.effects
    assert punish.what is not None and "no more dice" in punish.what
    assert "no more dice" in rule.summary
