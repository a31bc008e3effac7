"""A that pointing back at a game piece its paragraph never named (RL481), on small invented
books whose lines are paragraphs."""

from __future__ import annotations

from tests.lint.vocab import findings

POINTING = """Marsh Rules
Burn token
Each Burn token deals 10 damage until the Frog is defeated.
Dynamite token
A card with the Dynamite icon adds tokens to that enemy Frog. Each token deals 40 damage.
A Heron at range 1 may be attacked. Move that Heron back one lane.
Pick a Toad. In that case the Toad is spent, and the tokens on that Toad stay.
"""


def test_a_that_with_nothing_to_point_back_at_is_found() -> None:
    (found,) = findings(POINTING, "RL481")
    assert (found.line, found.words) == (5, "that enemy Frog")
    assert found.message == (
        "'that enemy Frog': 'that' points back, but nothing earlier in its paragraph "
        "mentions 'enemy' or 'Frog'; say which one is meant ('the ... Frog'), or name it "
        "first")
    named = POINTING.replace("A card with", "Pick an enemy Frog. A card with")
    assert findings(named, "RL481") == []


def test_the_paragraph_before_counts_unless_a_heading_comes_between() -> None:
    # the Frog of the Burn paragraph is behind the Dynamite heading: still reported
    assert [f.line for f in findings(POINTING, "RL481")] == [5]
    joined = POINTING.replace("Dynamite token\n", "")
    assert findings(joined, "RL481") == []
