"""The capitals checks on small invented books: a pronoun the book capitalises for one actor
and prints in small letters among those printings (RL422), and a proper name printed in
small letters where the book capitalises it (RL423), are found with their printings; the
corrected books are silent, and so are a book without a clear majority, capitals at a
sentence's start, and English words (a game term in small letters is no proper name)."""

from __future__ import annotations

from tests.lint.vocab import findings

SOLO = """Solo Play
Your opponent is called Him. You build an army for Him, and His army is bigger.
Roll a die to see where He deploys: His units start 8" from the centreline.
When it is His turn, he moves each of his units toward you.
If He wins the roll, He keeps the first turn.
Afterwards He scores.
"""


def test_a_pronoun_capitalised_for_one_actor_and_not_elsewhere_is_found() -> None:
    (finding,) = findings(SOLO, "RL422")
    assert (finding.line, finding.words, finding.occurrences) == (4, "Him / he", 2)
    assert finding.message == (
        "the book capitalises the pronoun in mid-sentence for one actor, 'Him' (8: line 2, "
        "line 3, line 4, line 5 and 1 more), but prints it in small letters among those, "
        "'he' (2: line 4)")
    fixed = SOLO.replace("he moves each of his", "He moves each of His")
    assert findings(fixed, "RL422") == []


def test_a_pronoun_inside_a_capitalised_name_is_no_convention() -> None:
    # a card named His Majesty's Guard five times, and the story's own he and his
    cards = "Cards\n" + "Draw the card His Majesty's Guard, then draw again.\n" * 5
    text = cards.replace("again.\n", "again; he smiles at his luck.\n", 2)
    assert findings(text, "RL422") == []


def test_no_clear_convention_no_finding() -> None:
    # capitals at a sentence's start only: ordinary English, no convention
    plain = "Story\nHe grew up by the marsh. His father fished, and he swam.\n" * 3
    assert findings(plain, "RL422") == []
    # the small letters outnumber the capitals between them: no majority to measure against
    mixed = SOLO.replace("Afterwards He scores.\n", "") \
        + "Then he rests, his frogs sleep, he wakes, his toads croak, and he waits.\n" \
        "Later his herons leave, and he is alone with his lily pads.\nAfterwards He scores.\n"
    assert findings(mixed, "RL422") == []


NAMES = """The World
Far below lies Isvarden, where the Murkfolk dwell. The Murkfolk fish the black lakes,
and the Murkfolk trade with the toads. Travellers fear the Murkfolk and their nets.
Few murkfolk ever climb to the surface. The Frogs hop and the frogs croak.
"""


def test_a_proper_name_in_small_letters_is_found() -> None:
    (finding,) = findings(NAMES, "RL423")
    assert (finding.line, finding.words) == (4, "murkfolk")
    assert finding.message == (
        "the name 'Murkfolk' (4: line 2, line 3) is capitalised in mid-sentence, but printed "
        "in small letters 'murkfolk' (1: line 4)")
    assert findings(NAMES.replace("Few murkfolk", "Few Murkfolk"), "RL423") == []
    # the English word 'frogs' is no proper name, however the book capitalises it
    assert all(f.words != "frogs" for f in findings(NAMES, "RL423"))


def test_a_name_printed_both_ways_about_equally_is_no_finding() -> None:
    even = NAMES.replace("and the Murkfolk trade", "and the murkfolk trade")
    assert findings(even, "RL423") == []
