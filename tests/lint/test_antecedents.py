"""A that pointing back at a game piece its paragraph never named (RL489), on small invented
books whose lines are paragraphs."""

from __future__ import annotations

from tests.lint.vocab import findings

POINTING = """Marsh Rules
Burn
Each burn deals 10 damage until the Light Infantry is defeated.
Dynamite
A card with the dynamite icon adds tokens to that enemy Light Infantry. Each deals 40.
Pick a Light Infantry. In that case it is spent, and the tokens on that Light Infantry stay.
"""


def test_a_that_with_nothing_to_point_back_at_is_found() -> None:
    (found,) = findings(POINTING, "RL489")
    assert (found.line, found.words) == (5, "that enemy Light Infantry")
    assert found.message == (
        "'that enemy Light Infantry': 'that' points back, but nothing earlier in its "
        "paragraph mentions 'enemy' or 'Light' or 'Infantry'; say which one is meant ('the "
        "... Infantry'), or name it first")
    named = POINTING.replace("A card with", "Pick an enemy unit. A card with")
    assert findings(named, "RL489") == []


def test_the_paragraph_before_counts_unless_a_heading_comes_between() -> None:
    # the Light Infantry of the Burn paragraph is behind the Dynamite heading: still reported
    assert [f.line for f in findings(POINTING, "RL489")] == [5]
    joined = POINTING.replace("Dynamite\n", "")
    assert findings(joined, "RL489") == []


def test_a_capitalised_word_the_model_does_not_hold_is_no_piece() -> None:
    # an abbreviation or a product's name may be pointed at from what the text implies
    assert findings("Marsh Rules\nCall the service with that API key.\n", "RL489") == []
