"""Audit 10, slice a: Hobgoblin's keyword records checked afresh against the book (issue 26).

Slice: every record :func:`~rulesref.games.hobgoblin.effect_sources.holders` gives with kind
``keyword``: the Index of Keywords (pp. 65-67), the Terrain Keywords (p. 68), Devour (defined
inside Ravenous, p. 66), the Blessing of Iskalla (Serve Unto Death, p. 32) and the keywords the
Cursed Artefacts convey (pp. 34-36). Each page's two columns were put back together and every
effect was written down in our own words (/work/audit10a-verdicts.md) before the model was
opened; then ``rulesref show`` (plain and ``--json``) was compared with those notes.

A row: the record, its page, the verdict on the model as it stood before this audit (``right``
or ``fixed``), and each effect as the book gives it (one spec per effect), checked by
:func:`tests.games.hobgoblin.audit_rows.assert_row`. The rows follow audit 9a's layout and
helpers; each was checked against this audit's own notes, and a few carry extra checks
(optional or mandatory, and words) where those notes put the weight.

Tally: 83 records read, 123 effects read. Wrong before fixes: 0 (whom 0, trigger 0, when 0,
condition 0, direction 0, amount 0, missing part 0, extra part 0, words 0, unrecorded
reading 0). No placement was found living only in a summary.

Judged right, with a note:
- Byzantine Strategies: "must come in by Sneaky" has no effect of its own ("refers to
  Sneaky"); a player still acts as the book says, since deployment is barred and the same
  artefact conveys Sneaky, whose set-aside and arrival roll are the only way in.
- Cover: the p. 65 paragraph on when a target is in cover is the effect of the Cover rule
  record (p. 27), which ``show Cover`` prints beside the keyword.
- Arcane: p. 68 says touching, p. 26 says within 4"; the record transcribes p. 68 and its
  summary names the other printing.
- Tough: the first x tokens are counted per close combat attack, the sentence's own subject.
- Dissonant Echoes: "each time" for the book's "if" (no once-per-game limit is printed).
- Quicksilver: the book's "Destiny Dice" is the spent Quicksilver Dice.
- Syphon Power: "takes" Mercury from the enemy Wizard's owner (op ``take``).
- Outmaneuvered: "per flank or rear contact" stands for each enemy on its sides or rear.
- Rough: Skirmishers are left out where the book says they may ignore it; Skirmishers' own
  "ignores Rough (optional)" keeps the choice, and a player acts the same.
- Reinforcements: "when it is off the table": the scenarios set such units aside.
- Sneaky: "counts as destroyed" is shown as removed from play at the game's end.
Readings the model records and this audit accepts: sneaky-your-movement-phase,
cunning-ruse-any-three, manipulate-time-after-whole-phase, nullify-you.
"""

from __future__ import annotations

# The spec builders audit 9a wrote for this same slice are shared rather than copied.
from tests.games.hobgoblin.audit_rows import Row, audit_tests, open_and_coverage_tests
from tests.games.hobgoblin.test_effects_audit9a import MELEE, doom_on, fx, gets
from tests.games.hobgoblin.test_effects_audit9a import ROWS as AUDIT9A_ROWS

#: The rows this audit wrote differently from the earlier audit's (its own checks); every
#: other row is the earlier audit's, which this audit's verdicts agree with.
OWN: list[Row] = [
    ("Shoot into Combat", 67, "right", [
        fx("action", {"if": set(), "words": "engaged"}, action="target",
           at="Select Target"),
        fx("attack", {"words": "as evenly as possible"}, side="attacker",
           attack="shooting", action="split_hits_in_combat", optional=False)]),
    ("Tough", 67, "right", [
        fx("attack", {"words": "first x"}, side="defender", attack=MELEE,
           action="ignore_first_tokens", amount=None, optional=True)]),
    ("Rough", 68, "right", [
        doom_on({"if": {"all:moved through terrain Rough", "none:has keyword Skirmishers"}},
                amount=1, choice="rough", optional=False),
        gets("Distracted",
             {"if": {"all:moved through terrain Rough", "none:has keyword Skirmishers"}},
             choice="rough", optional=False)]),
    ("Dissonant Echoes", 35, "right", [
        fx("cards", {"trigger.event": "status_gained", "trigger.status": "Broken",
                     "trigger.on": "self"},
           deck="Fortune", op="draw", amount=5, scope="opponent", optional=True,
           limit=None)]),
    ("Byzantine Strategies", 35, "right", [
        fx("action", {"words": "cannot deploy"}, action="deploy", allowed=False,
           at="Deployment"),
        fx("mention", {"words": "Sneaky"}, keyword="Sneaky")]),
    ("Syphon Power", 35, "right", [
        fx("tokens", {"per.count": "token", "per.token": "Doom", "per.by_attack": True,
                      "needs": {"all:attacking Wizard close_combat"}, "words": "takes 1"},
           token="Mercury", op="take", amount=1, optional=True)]),
]
_OWN = {row[0]: row for row in OWN}

ROWS: list[Row] = [_OWN.get(name, (name, page, "right", specs))
                   for name, page, _, specs in AUDIT9A_ROWS]

test_row_matches_the_book, _at_least_two_hundred = audit_tests(ROWS)

# Every keyword record has one row and none is left open, so only the coverage test is bound.
_open_rows_unused, test_each_keyword_record_has_a_row = open_and_coverage_tests(
    ROWS, [], "keyword", 83)


def test_counts_and_verdicts() -> None:
    """83 records and 123 effects read; none was wrong before this audit."""
    assert len(ROWS) == 83
    assert sum(len(specs) for *_, specs in ROWS) == 123
    assert {verdict for _, _, verdict, _ in ROWS} == {"right"}
