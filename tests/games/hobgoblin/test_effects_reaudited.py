"""A second, independent audit of Hobgoblin effects against the book (issue 26), kept as tests.

Each row was written from the printed passage (page and section in the row) before the
model was read, and keeps only what the first audit's rows (``test_effects_audited.py``) do
not check: the fields that carry the book's meaning there (a "may", a "more than", which
way a move points, a roll for a distance, a card picked at random, a count of units, a
reading the model takes). A row names a holder, an effect kind and the fields one of its
effects must have, read as in the first audit (dotted fields read inside the selection,
trigger or count; ``cond.*`` and ``req.*`` list tests that must be among the effect's own).
Holders in ``game_rules.yaml`` (the core rules) are read here too.
"""

from __future__ import annotations

import pytest

from rulesref.core.show import show
from tests.games.hobgoblin.test_effects_audited import (
    ARTEFACTS,
    CARDS,
    KW,
    MAGIC,
    SPELLS,
    Row,
    row_test,
    shown_texts,
)

#: The first audit's leftovers, each worked again from the book.
LEFTOVERS: list[Row] = [
    # p. 30: the card looked at is one of the target's controller's, picked at random
    ("Prescience", "cards", {"op": "look", "amount": 1, "at_random": True, "scope": "player",
                             "hand": "target_controller"}, 30, SPELLS),
    # the swap that follows is the caster's choice, and not at random
    ("Prescience", "cards", {"op": "swap", "optional": True, "at_random": False}, 30, SPELLS),
    # p. 35: the attack is made at a unit with Wizard; being engaged with one is not enough
    ("Syphon Power", "tokens", {"req.all=": {("attacking", "Wizard", "close_combat")}}, 35,
     ARTEFACTS),
    # p. 39: the scoring side then pushes the marker D6+2" straight at the enemy edge
    ("Scenarios: Tides of War", "move",
     {"how": "slide", "direction": "suffers", "dice": "D6", "distance": 2,
      "towards": "the enemy table edge", "req.all": {("friendly_within", 0)}}, 39,
     "Tides of War"),
    # p. 40: a unit costing over 500 points is two units in the count near an altar
    ("Scenarios: Altars of Grief", "score",
     {"per.count": "marker", "req.all=": {("outnumbers_near", 12, 500)}}, 40,
     "Altars of Grief"),
    # p. 46: the Attacker's win is one of two alternatives (the Defender's, with no moment,
    # is in the first audit's rows)
    ("Narrative Scenarios: The Chasm", "score",
     {"outcome": "win", "choice": "winner", "at": "Doom Phase", "moment": "end"}, 46,
     "The Chasm"),
    # p. 51: when He seizes the initiative He always takes the token
    ("Playing the Game: Initiative Phase", "action",
     {"action": "hold_token", "token": "First Player", "required": True, "optional": False,
      "cond.all=": {("automated",)}}, 51, "Initiative Phase"),
    # pp. 65, 67: both are printed with "may"
    ("Brutal", "attack", {"action": "reroll_misses", "optional": True}, 65, KW),
    ("Tough", "attack", {"action": "ignore_first_tokens", "optional": True}, 67, KW),
    # p. 67: more than 8" from every enemy unit, so exactly 8" is too near
    ("Sneaky", "move", {"how": "place", "min_distance": 8, "beyond": True,
                        "from_": "enemy units", "optional": True}, 67, KW),
    # p. 35 (with p. 28: cards go on units of either side): whom "you" bars is a reading
    ("Nullify", "action", {"action": "play_cards_on", "allowed": False, "scope": "player",
                           "reading": "nullify-you"}, 35, ARTEFACTS),
]

#: What the second audit found wrong, worked from the book.
FOUND: list[Row] = [
    # p. 66: the Fly manoeuvre goes straight ahead
    ("Flying", "move", {"how": "fly", "heading": "forward", "min_distance": 12,
                        "beyond": False, "limit": "once_per_activation"}, 66, KW),
    # p. 31: Marble Forest sets the target aside and returns it more than 8" from enemies;
    # the spell moves it
    ("Marble Forest", "move", {"how": "set_aside", "direction": "suffers"}, 31, SPELLS),
    ("Marble Forest", "move", {"how": "return", "direction": "suffers", "min_distance": 8,
                               "beyond": True, "at": "Doom Phase", "moment": "end"}, 31,
     SPELLS),
    # p. 31: the owner takes the target off and deploys it again
    ("Flicker", "move", {"how": "redeploy", "direction": "suffers", "scope": "target"}, 31,
     SPELLS),
    # p. 29: the unit may advance 4"
    ("Relentless", "move", {"how": "advance", "distance": 4, "optional": True}, 29, CARDS),
    # p. 28: the unit may pass through friendly units
    ("Barge Through", "ignore", {"optional": True, "duration": "this_activation"}, 28, CARDS),
    # p. 42: a Wizard near the lodestone may cast Makings and Cataclysms for one less
    ("Battlefield Table 54-56 Lodestone", "parameter",
     {"name": "spell_cost", "op": "subtract", "amount": 1, "optional": True}, 42,
     "Battlefield Table"),
    # p. 49: two allied units within 4" of the same marker may remove it
    ("Team Play: Shared Ruination", "move",
     {"how": "remove_from_play", "optional": True, "req.all=": {("friendly_within", 4, 2)}},
     49, "Unlikely Allies Objectives"),
]

#: Read and found right; these check fields of meaning the first audit's rows leave open.
CONFIRMED: list[Row] = [
    # p. 65: each time a base-contact enemy becomes Broken, D3 Doom come off
    ("Bloodthirsty", "tokens", {"op": "remove", "dice": "D3", "trigger.event": "status_gained",
                                "trigger.repeats": "each_time"}, 65, KW),
    # p. 31: the Void turns cards played near it out of the game
    ("Void of Nebularis", "cards", {"op": "remove", "trigger.event": "card_played",
                                    "trigger.by": "any", "played": True}, 31, SPELLS),
    # p. 32: D6 off the target, which must be unbroken
    ("Mother’s Blessing", "tokens", {"dice": "D6", "op": "remove",
                                     "req.none=": {("has_keyword", "Broken")}}, 32, SPELLS),
    # p. 32: the raised unit is new, within 12", and starts with 2D6 Doom
    ("Raise The Dead", "tokens", {"dice": "2D6", "scope": "created", "within": 12}, 32,
     SPELLS),
    # p. 34: one friendly unit within 12", the General's own allowed
    ("Ruinous Price", "tokens", {"select.count": 1, "select.chooser": "owner",
                                 "select.other_than_source": False, "within": 12}, 34,
     ARTEFACTS),
    # p. 43: half of each player's units, rounding up, 12" back
    ("Deployment Table 14-16 Forced March", "parameter",
     {"select.pick": "half", "select.rounding": "up", "select.chooser": "each_player",
      "amount": 12}, 43, "Deployment Table"),
    # p. 44: a 3D6 under Speed makes the unit slide 3" more
    ("Twists Table 23-24 Frozen Lake", "move",
     {"distance": 3, "cond.all=": {("roll_below_stat", "speed", "3D6")}}, 44, "Twists Table"),
    # p. 18: two Mercury or a card for each own Broken unit removed
    ("Death’s Harvest reward", "tokens", {"amount": 2, "trigger.event": "unit_removed",
                                          "trigger.status": "Broken", "optional": True,
                                          "choice": "harvest"}, 18, "Doom Phase"),
    # p. 18: every friendly unit within 8" of a Broken unit takes one Doom
    ("Panic radius (inches)", "tokens", {"amount": 1, "within": 8, "scope": "friendly"}, 18,
     "Doom Phase"),
    # p. 23: a Broken unit cannot punish; the punisher may choose to
    ("Punishing a disengaging unit", "action",
     {"optional": True, "cond.none=": {("has_keyword", "Broken")},
      "cond.all=": {("disengaged_by_source",)}}, 23, "Disengaging"),
    # p. 23: a retreat goes backwards
    ("Retreat (half inch per point)", "move", {"how": "retreat", "heading": "backward"}, 23,
     "Retreat (1+)"),
    # p. 19: at the start of each Magic Phase
    ("Mercury per 1000 points", "tokens", {"amount": 1, "at": MAGIC, "moment": "start"}, 19,
     "Mercury Tokens"),
]

#: The last four the audits left wrong or unread (issue 26), each worked from the book.
LAST: list[Row] = [
    # p. 41: each building goes more than 16" from any other objective, so 16" is too near
    ("Scenarios: Burn Them Out", "parameter",
     {"name": "objective_spacing", "op": "more_than", "amount": 16, "at": "Deployment"}, 41,
     "Burn Them Out"),
    # ... and within 12" of the centreline, so exactly 12" is allowed
    ("Scenarios: Burn Them Out", "parameter",
     {"name": "deployment_centreline_distance", "op": "at_most", "amount": 12}, 41,
     "Burn Them Out"),
    # p. 30: whose hand is the target unit's controller's, whichever side that is; the
    # looker is the caster's player
    ("Prescience", "cards", {"op": "look", "deck": "Fortune", "scope": "player",
                             "hand": "target_controller", "at_random": True}, 30, SPELLS),
    ("Prescience", "cards", {"op": "swap", "deck": "Fortune", "scope": "player",
                             "hand": "target_controller", "optional": True}, 30, SPELLS),
    # p. 38: a 2D6 roll-off per marker; the winner's roll is the distance, towards the
    # winner's own zone; before deployment
    ("Scenarios: The Pendulum’s Swing", "move",
     {"how": "slide", "direction": "suffers", "scope": "markers", "select.pick": "each",
      "by_roll": True, "trigger.event": "roll_made", "trigger.roll": "2D6",
      "trigger.opposed": True, "trigger.repeats": "each_time", "at": "Deployment",
      "moment": "before"}, 38, "The Pendulum’s Swing"),
    # p. 49: two allied units within 4" of the same marker, at a round's end; which two
    # is the reading
    ("Team Play: Shared Ruination", "move",
     {"how": "remove_from_play", "scope": "markers", "optional": True, "at": "Doom Phase",
      "moment": "end", "reading": "shared-ruination-two-allied-units",
      "req.all=": {("friendly_within", 4, 2)}}, 49, "Unlikely Allies Objectives"),
    # p. 49: the team's markers are counted at the end of the game: one left 1VP, none 2VP
    ("Team Play: Shared Ruination", "score",
     {"amount": 1, "trigger.event": "game_ends", "cond.all=": {("markers_left", 1)}}, 49,
     "Unlikely Allies Objectives"),
    ("Team Play: Shared Ruination", "score",
     {"amount": 2, "trigger.event": "game_ends", "cond.all=": {("markers_left", 0)}}, 49,
     "Unlikely Allies Objectives"),
    # p. 41: who wins is settled at the end of the game, by the buildings still in play
    ("Scenarios: Burn Them Out", "score",
     {"outcome": "win", "trigger.event": "game_ends", "trigger.repeats": "once",
      "req.all=": {("has_role", "Defender"), ("units_in_play", "Objective", 2, "friendly")}},
     41, "Burn Them Out"),
    # p. 34: "any three" friendly units, chosen by their player; three or none is a reading
    ("Cunning Ruse", "move",
     {"how": "redeploy", "scope": "friendly", "select.pick": "exactly", "select.count": 3,
      "select.chooser": "owner", "optional": True, "reading": "cunning-ruse-any-three"}, 34,
     ARTEFACTS),
]

ROWS = LEFTOVERS + FOUND + CONFIRMED + LAST


test_effect_agrees_with_the_book = row_test(ROWS)


def test_the_nullify_reading_is_recorded(rules) -> None:  # type: ignore[no-untyped-def]
    """The reading an effect names is one the model records, with the other reading the
    words allow (p. 35)."""
    reading = next(r for r in rules.readings if r.id == "nullify-you")
    assert reading.about == "Nullify"
    assert (reading.cite.page, reading.cite.section) == (35, ARTEFACTS)
    assert reading.alternatives


def test_the_new_words_are_shown() -> None:
    """What the fixes add is said in words: the rolled distance and where the marker goes
    (p. 39), "more than" (p. 67), "at random" (p. 30), "always" (p. 51), two units (p. 49),
    a unit counting as two (p. 40) and the reading taken (p. 35)."""
    texts = shown_texts
    assert 'slide D6+2" towards the enemy table edge' in texts("Tides of War")
    assert 'place, more than 8" from enemy units' in texts("Sneaky")
    assert "looks at 1 Fortune card at random" in texts("Prescience")
    assert "always hold the First Player token" in texts("Initiative Phase")
    assert '2 or more friendly units are within 4"' in texts("Shared Ruination")
    assert "a unit over 500 points counting as two" in texts("Altars of Grief")
    assert "reading nullify-you" in texts("Nullify")
    assert "attacking a Wizard unit (close combat)" in texts("Syphon Power")


@pytest.mark.parametrize(("reading_id", "about", "page", "section"), [
    ("shared-ruination-two-allied-units", "Shared Ruination", 49, "Unlikely Allies Objectives"),
    ("cunning-ruse-any-three", "Cunning Ruse", 34, ARTEFACTS),
])
def test_the_last_readings_are_recorded(rules, reading_id: str,  # type: ignore[no-untyped-def]
                                        about: str, page: int, section: str) -> None:
    """Each unclear wording the model reads is a recorded reading, cited, with another
    reading the words allow (pp. 34, 49)."""
    reading = next(r for r in rules.readings if r.id == reading_id)
    assert reading.about == about
    assert reading.kind.value == "ambiguous"
    assert (reading.cite.page, reading.cite.section) == (page, section)
    assert reading.alternatives


def test_the_last_four_are_shown_in_words() -> None:
    """``show`` says each fix in words, in its text and its JSON: "more than 16" (p. 41),
    the target unit's controller's hand (p. 30), the marker slid by the winning roll of a
    2D6 roll-off (p. 38), and the readings for "two allied units" (p. 49) and "any three"
    (p. 34), reported as readings with their other readings."""
    texts = shown_texts
    burn = texts("Burn Them Out")
    assert "objective spacing more than 16" in burn
    assert "deployment centreline distance at most 12" in burn
    assert "set to 16" not in burn
    assert "scores a win (at the end of the game, if its player is the Defender" in burn
    prescience = texts("Prescience")
    assert ("looks at 1 Fortune card at random in the hand of the target unit's controller"
            in prescience)
    assert "swaps 1 Fortune card with the hand of the target unit's controller" in prescience
    assert "the opponent" not in prescience
    assert ("each of the markers: is moved: slide as many inches as the winning roll towards "
            "the higher roller's deployment zone (each time the players roll off with 2D6 "
            "and one rolls higher, just before Deployment)") in texts("The Pendulum’s Swing")
    for name, reading_id in (("Shared Ruination", "shared-ruination-two-allied-units"),
                             ("Cunning Ruse", "cunning-ruse-any-three")):
        assert f"reading {reading_id}" in texts(name)
        data = show(name).to_json()
        followed = [r for result in data["results"] for r in result["readings"]]
        assert [r["id"] for r in followed] == [reading_id]
        assert followed[0]["alternatives"] and followed[0]["citation"]


def test_burn_them_out_markers_are_more_than_16_apart(rules) -> None:  # type: ignore[no-untyped-def]
    """Burn Them Out (p. 41): exactly 16" apart is too near; 16.5" is far enough. The set-up
    says so in words too."""
    from rulesref.core.comparison import Comparison
    from rulesref.core.show import show

    (burn,) = next(s for s in rules.scenarios if s.id == "burn_them_out").setup.markers
    assert (burn.apart, burn.apart_by) == (16, Comparison.MORE_THAN)
    assert not burn.apart_by.holds(16, burn.apart)
    assert burn.apart_by.holds(16.5, burn.apart)
    parts = [text for item in show("Burn Them Out").shown for _, text, _ in item.details.parts]
    assert any('more than 16" apart' in p for p in parts)
