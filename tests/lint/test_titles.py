"""The book's title printed without the colon before its subtitle (RL488)."""

from __future__ import annotations

from tests.lint.vocab import findings

TITLED = """Marsh Wars: The Card Game
In Marsh Wars the Card Game, frogs leap over the reeds.
Marsh Wars: The Card Game is played in rounds.
Play Marsh Wars, the card game about frogs.
"""


def test_the_title_without_its_colon_is_found() -> None:
    (found,) = findings(TITLED, "RL488")
    assert (found.line, found.words) == (2, "Marsh Wars the Card Game")
    assert found.message == (
        "'Marsh Wars the Card Game': the book's title is 'Marsh Wars: The Card Game', with a "
        "colon before the subtitle, but here name and subtitle run together; print 'Marsh "
        "Wars: The Card Game'")
    assert findings(TITLED.replace("Wars the Card", "Wars: The Card"), "RL488") == []


def test_a_title_without_a_subtitle_is_not_judged() -> None:
    plain = "Marsh Wars\nIn Marsh Wars the Card Game, frogs leap.\n"
    assert findings(plain, "RL488") == []
