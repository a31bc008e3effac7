"""Hobgoblin effects that still read wrong in ``rulesref show``, read again from the book
(issue 26): a removal at the game's end, distances the book prints as bounds, whom team
play bars from playing cards on whom, scoring with no moment, and two cards that showed
only "may cast".

Each row was worked by hand from the printed passage (page and section in the row) and is
read as in the first audit (``test_effects_audited.py``): a holder, an effect kind and the
fields one of its effects must have.
"""

from __future__ import annotations

from rulesref.core.effects import Scope
from rulesref.core.show import show
from rulesref.games.hobgoblin.effect_sources import holders
from tests.games.hobgoblin.test_effects_audited import KW, Row, row_test, shown_texts

DT = "Deployment Table"
_DT = f"{DT} "
ENDS = {"trigger.event": "game_ends", "trigger.repeats": "once"}

ROWS: list[Row] = [
    # p. 67: a unit still set aside when the game ends counts as destroyed; until then
    # nothing removes it
    ("Sneaky", "move", {"how": "remove_from_play", "duration": "instant", **ENDS,
                        "cond.all=": {("set_aside",)}}, 67, KW),
    # p. 43: units go down at least 16" from every enemy unit: 16" exactly will do
    (f"{_DT}11-13 Scouts", "parameter", {"name": "deployment_enemy_distance",
                                         "op": "at_least", "amount": 16}, 43, DT),
    # p. 44: nobody deploys within 8" of the markers, so only beyond 8" is allowed
    (f"{_DT}61-63 No Man’s Land", "parameter", {"name": "deployment_marker_keep_away",
                                                "op": "more_than", "amount": 8},
     44, DT),
    # p. 43: Monster and Beast units go down (at least partly) within 12" of the General's
    (f"{_DT}55-56 Pets", "parameter", {"name": "deployment_general_distance",
                                       "op": "at_most", "amount": 12}, 43, DT),
    # p. 43: Infantry units go down (at least partly) within 12" of their side's marker
    (f"{_DT}53-54 Huddled Together", "parameter",
     {"name": "deployment_marker_distance", "op": "at_most", "amount": 12}, 43, DT),
    # p. 49: the bar is on each player, about whom they play on: not themselves, not their
    # own units (allies, allied units and enemy units remain)
    ("Team Play: Allied Fortune Cards", "action",
     {"action": "play_cards_on", "allowed": False, "scope": "players",
      "on": (Scope.PLAYER, Scope.OWN)}, 49, "Allied Fortune Cards"),
    # p. 40: the points still in play are totalled at the end of the game
    ("Scenarios: Bloodbath", "score", {"outcome": "win", **ENDS}, 40, "Bloodbath"),
    ("Scenarios: Bloodbath", "score", {"outcome": "draw", **ENDS}, 40, "Bloodbath"),
    # p. 40: enemy Character units are counted at the end of the game
    ("Scenarios: Bathed in Glory", "score", {"amount": 5, "choice": "glory", **ENDS}, 40,
     "Bathed in Glory"),
    ("Scenarios: Bathed in Glory", "score", {"amount": 1, "cap": 5, "choice": "glory", **ENDS},
     40, "Bathed in Glory"),
    # pp. 38-41: each tie-breaker is worked out at the end of the game, level on VP
    ("Tie-breaker: The Pendulum’s Swing", "score", {"outcome": "tie_break", **ENDS}, 38,
     "The Pendulum’s Swing"),
    ("Tie-breaker: The Wages of Sin", "score", {"outcome": "draw", **ENDS}, 39,
     "The Wages of Sin"),
    ("Tie-breaker: Tides of War", "score", {"outcome": "tie_break", **ENDS}, 39,
     "Tides of War"),
    ("Tie-breaker: Bathed in Glory", "score", {"outcome": "tie_break", **ENDS}, 40,
     "Bathed in Glory"),
    ("Tie-breaker: Altars of Grief", "score", {"outcome": "tie_break", **ENDS}, 40,
     "Altars of Grief"),
    ("Tie-breaker: Desperate Search", "score", {"outcome": "draw", **ENDS}, 41,
     "Desperate Search"),
    # p. 41: the Defender's 1VP per War Wagon objective still in play, at the end
    ("Scenarios: Desperate Search", "score", {"scope": "player", "req.all=": {("has_role",
                                              "Defender")}, **ENDS}, 41, "Desperate Search"),
    # p. 46: a game that ends without the Attacker's win is the Defender's
    ("Narrative Scenarios: The Chasm", "score",
     {"outcome": "win", "at": None, "req.all=": {("has_role", "Defender")}, **ENDS}, 46,
     "The Chasm"),
    # p. 47: the Attacker wins at once when three markers are Broken; otherwise the
    # Defender's win comes when the game ends
    ("Narrative Scenarios: The Fortress", "score",
     {"outcome": "win", "req.all=": {("has_role", "Defender")}, **ENDS}, 47, "The Fortress"),
    ("Narrative Scenarios: The Fortress", "score",
     {"outcome": "win", "trigger": None, "req.all=": {("has_role", "Attacker"),
                                                      ("markers_with", "Broken", 3)}}, 47,
     "The Fortress"),
    # p. 49: each Unlikely Allies objective is scored at the end of the game
    ("Team Play: Combined Arms", "score", {"amount": 2, **ENDS}, 49,
     "Unlikely Allies Objectives"),
    ("Team Play: Brothers-in-Arms", "score", {"amount": 1, **ENDS}, 49,
     "Unlikely Allies Objectives"),
    ("Team Play: Hands Around Their Throats", "score", {"amount": 2, **ENDS}, 49,
     "Unlikely Allies Objectives"),
    ("Team Play: United in Death", "score", {"amount": 2, **ENDS}, 49,
     "Unlikely Allies Objectives"),
    ("Team Play: Shared Slaughter", "score", {"amount": 1, "choice": "slaughter", **ENDS}, 49,
     "Unlikely Allies Objectives"),
    # p. 29: for its next spell only, range and line of sight may be taken from any
    # friendly unit in play
    ("Familiar", "action", {"action": "cast", "duration": "next_spell",
                            "measured_from": "friendly", "what": None}, 29,
     "Fortune Cards Text"),
    # p. 29: its next casting may be a single spell from any School of Magic
    ("Scroll Of Occult Knowledge", "action",
     {"action": "cast", "duration": "next_spell", "measured_from": None,
      "what": "one spell of any School of Magic"}, 29, "Fortune Cards Text"),
    # p. 51: solo play, most points left on the table at the end of the game wins
    ("Game Length and Victory: Game Length and Victory", "score", {"outcome": "win", **ENDS},
     51, "Game Length and Victory"),
]


test_effect_agrees_with_the_book = row_test(ROWS)


def test_no_score_is_left_without_a_moment(rules) -> None:  # type: ignore[no-untyped-def]
    """Every score says when it is made: a phase or step moment, or an event. The one
    exception the book gives is the Fortress Attacker's win, the moment three markers are
    Broken (p. 47), which any moment of the game may bring."""
    bare = {h.name for h in holders(rules) for e in h.effects
            if e.kind == "score" and e.at is None and e.trigger is None}
    assert bare == {"Narrative Scenarios: The Fortress"}


def test_the_fixes_read_right_in_show() -> None:
    """``show`` says each fix in words, in its text and its JSON: the removal at the end of
    the game (p. 67), the bounds (pp. 43-44), whom team play bars (p. 49), the game-end
    moment of the scores (pp. 38-41) and what two cards change about a cast (p. 29)."""
    texts = shown_texts
    sneaky = texts("Sneaky")
    assert "moves: remove from play (at the end of the game, when it is off the table)" in sneaky
    assert "for the rest of the game" not in sneaky
    assert "deployment enemy distance at least 16" in texts("Scouts")
    assert "deployment marker keep away more than 8" in texts("No Man's Land")
    assert "deployment general distance at most 12" in texts("Pets")
    assert "deployment marker distance at most 12" in texts("Huddled Together")
    for name in ("Scouts", "No Man's Land", "Pets", "Huddled Together"):
        assert "distance set to" not in texts(name), name
        assert "keep away set to" not in texts(name), name
    assert texts("Allied Fortune Cards").startswith(
        "each player: cannot play cards on itself or its own units |")
    assert "scores a win (at the end of the game, if its player has the higher total" in (
        texts("Bloodbath"))
    glory = texts("Bathed in Glory")
    assert glory.count("(at the end of the game,") == 2
    assert "scores 1 tie-break VP (at the end of the game, when the players are level on VP" in (
        texts("Tie-breaker: Altars of Grief"))
    assert "may cast, measuring range and line of sight from any friendly unit" in (
        texts("Familiar"))
    assert "may cast one spell of any School of Magic" in texts("Scroll of Occult Knowledge")
    data = show("Allied Fortune Cards").to_json()
    effect, _secret = [e for result in data["results"] for e in result["effects"]]
    assert (effect["whom"], effect["does"]) == (
        "each player", "cannot play cards on itself or its own units")
    sneaky_json = [e for result in show("Sneaky").to_json()["results"]
                   for e in result["effects"]]
    assert any(e["trigger"] == "at the end of the game" for e in sneaky_json)
