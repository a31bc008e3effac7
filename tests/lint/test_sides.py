"""Words that put the players on the wrong side (RL486, RL487) on small invented books: each
slip planted is found and named at its line, the corrected book is silent."""

from __future__ import annotations

from tests.lint.vocab import findings

TEAMS = """Marsh Rules
With the Heron expansion, four players battle in a two vs two co-operative mode.
In the co-operative mode players pair up. Turns pass to the opposing team in turn.
In the co-operative mode all players face the marsh together.
"""


def test_a_cooperative_game_of_opposed_teams_is_found() -> None:
    found = findings(TEAMS, "RL486")
    assert [(f.line, f.words) for f in found] == [(2, "co-operative"), (3, "co-operative")]
    assert found[0].message == (
        "'co-operative': a co-operative game puts all the players on one side, but the "
        "passage sets them against each other ('two vs two'); call it a team game (or drop "
        "'co-operative')")
    assert "('opposing team')" in found[1].message
    # a team game, and a co-operative game where everyone shares a side, stay silent
    assert findings(TEAMS.replace("co-operative mode players", "team mode players")
                    .replace("two co-operative", "two team"), "RL486") == []


def test_opposition_two_sentences_away_is_not_read_into_a_cooperative_one() -> None:
    far = ("Marsh Rules\nThe co-operative mode pairs players. They sit down. Teams face "
           "the opposing team.\n")
    assert findings(far, "RL486") == []


SIDES = """Marsh Rules
Each player defeats all of their opponent's enemy frogs to win.
Enemy frogs block the way. An enemy frog at range 1 is opposed.
Move away from the enemy toads.
"""


def test_a_side_word_after_the_opponents_possessive_is_found() -> None:
    (found,) = findings(SIDES, "RL487")
    assert (found.line, found.words) == (2, "opponent's enemy")
    assert found.message == (
        "'opponent's enemy': 'enemy' names the opponent's side as the player sees it (the "
        "book prints it so 3 times), so after 'opponent's' it turns round to the player's "
        "own; write 'the enemy ...' or 'opponent's ...', not both")
    assert findings(SIDES.replace("opponent's enemy", "opponent's"), "RL487") == []


def test_a_book_that_rarely_says_enemy_is_not_judged() -> None:
    thin = SIDES.replace("Enemy frogs block the way. An enemy frog at range 1 is opposed.\n", "")
    assert findings(thin, "RL487") == []
