"""Audit 10, slice e (issue 26): every Hobgoblin record of kind ``rule`` (92: core concepts,
fighting battles, magic, Fortune cards, setup and the scenario tie-breakers) checked against
the book by an auditor new to the model. Each record's printed text was read first (columns
put back together, pages from the running footers) and its effects written down in
/work/audit10e-verdicts.md before the model was opened; then ``rulesref show`` (plain, and
``--json``/the data where the words left a field unclear) was compared field by field.

Each row: the name as the model holds it, the page, the verdict on the model as it stood
before this audit's fixes (``right`` or ``fixed``), and each effect as worked out by hand from
the book, checked by :func:`tests.games.hobgoblin.audit_rows.assert_row`. Where this audit's
hand-worked effects agree with audit 9e's rows (90 of 92 records), those rows are reused with
this audit's verdicts; the two records fixed here get rows of their own.

A record with no effects was judged right when its rule is a definition, a measuring or
physical convention, a dice procedure, a number other records or the game structure use, or a
permission that changes no state. It was judged wrong (missing part) when the book's rule
acts on the pieces (a ban or a change to what a unit holds) and the vocabulary already says
such a thing for a sibling record.

Tally: 92 records read (62 with effects, 30 without, before fixes); 80 effects read. Wrong
before fixes: 2, both of kind missing part, both in records without effects:
- Reserved keywords: p. 9 (and p. 27) bars buying a Reserved keyword; the ban lived only in
  the summary, while Artillery weaknesses carries its own ban as an army-scope forbid. Now a
  forbid on the Reserved trait, except the three Reserved keywords the cost table prices
  (General, Battle Standard, Ravenous: each buyable under a recorded reading, now named in
  the summary), enforced by army rule HG011;
- Duplicate keywords: p. 9 says a unit gains nothing from a further copy of a keyword it
  has, numerical keywords aside; only the summary said so. Now an ignore on every unit.
Both fixed; audit 8e's rows for these two records (reused by audit 9e) now expect them.
Judged right, with a note: Game length and Movement points, Close combat and Shooting attack
dice, Hitting, Starting Doom (the number a stat or the game structure uses; the book's "gains
movement points equal to its Speed" is the Speed stat's meaning, not a grant the vocabulary
holds); Mercury carries over and Repeat casting (permissions that change no state); Surrender
(no timing printed: any time is the plain reading); The Rule of Carnage and Specific rule
precedence ("tie" stands for the book's unclear interaction or conflict); Initiative roll
("may hold" stands for keep-or-pass); Force of Will (blank whom: the attacker the rule
concerns); Panic radius (the First Player resolves panic first, p. 25, in no effect: panic
reaches only friendly units, so the order changes nothing; the chain follows from the effect
applying to every Broken unit in the Panic step); Simultaneous removal ("together" only in the
summary: one step removes them all); Leaving the play area ("over a table edge" covers ending
fully outside); Spells without a target unit (whose units a spell reaches is each spell's own
text); the tie-breakers ("higher total of points" is the summary's points of units in play);
Tie-breaker: Altars of Grief (Doom on the player's own units, the plain reading); Numerical
keyword values and Unit stats are counts (their summaries name recorded readings).
"""

from __future__ import annotations

from tests.games.hobgoblin.audit_rows import Row, audit_tests, open_and_coverage_tests
from tests.games.hobgoblin.test_effects_audit9e import ROWS as AUDIT9E_ROWS

FIXED: list[Row] = [
    # p. 9: no unit buys a Reserved keyword; the three the cost table prices stay buyable
    # under their recorded readings
    ("Reserved keywords", 9, "fixed", [
        {"kind": "forbid", "trait": "Reserved", "scope": "army", "only_buying": True,
         "except_": ("General", "Battle Standard", "Ravenous"),
         "words": "cannot buy any Reserved keyword but General"}]),
    # p. 9: a further copy of a keyword a unit holds does nothing, numerical ones aside
    ("Duplicate keywords", 9, "fixed", [
        {"kind": "ignore", "scope": "all_units", "keyword": None, "trait": None,
         "words": "ignores any further copy of a keyword it already has, unless the keyword "
                  "is numerical"}]),
]

_FIXED_NAMES = {name for name, *_ in FIXED}
ROWS: list[Row] = [*[(name, page, "right", specs) for name, page, _, specs in AUDIT9E_ROWS
                     if name not in _FIXED_NAMES], *FIXED]

test_effect_as_the_book_says, _two_hundred = audit_tests(ROWS)
_open_rows, test_every_rule_record_audited = open_and_coverage_tests(ROWS, [], "rule", 92)
