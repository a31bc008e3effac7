"""Whom effects pick, what sets them off, the conditions they test, what their amounts count
and which way they point: each row worked out by hand from the printed rule (page in the
row), never from the code that renders or checks the effect.

A row names a holder, an effect kind and the fields one of its effects must have; a dotted
field reads inside the selection, trigger or count (``select.count``), and ``cond`` lists the
predicates (with their parameters) the effect's condition or requirement must test.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulesref.games.hobgoblin.effect_sources import holders

Row = tuple[str, str, dict[str, Any], int]

#: Whom an effect picks (Selection).
SELECTION: list[Row] = [
    # Black Gate: one other unit within 18" of the target that it counts as friendly (p. 31)
    ("Black Gate", "grant", {"trait": "Character", "select.pick": "exactly", "select.count": 1,
                             "select.chooser": "owner", "select.other_than_target": True,
                             "within": 18, "around": "target", "scope": "friendly"}, 31),
    # War Horn: another friendly unit within 8" of this unit (p. 34)
    ("War Horn", "action", {"action": "attack", "select.pick": "exactly", "select.count": 1,
                            "select.other_than_source": True, "within": 8,
                            "limit": "once_per_game"}, 34),
    # Hidden Passages: up to three friendly units within 24" (p. 35)
    ("Hidden Passages", "grant", {"keyword": "Flying", "select.pick": "up_to",
                                  "select.count": 3, "within": 24,
                                  "duration": "end_of_round"}, 35),
    # Champions: each player may select two of their units to gain Hero [+1] (p. 45)
    ("Twists Table 43-44 Champions", "grant",
     {"keyword": "Hero [+1]", "select.pick": "exactly", "select.count": 2,
      "select.chooser": "each_player", "optional": True}, 45),
    # Assassins: one unit, noted in secret, gains Hero [+4] (p. 45)
    ("Twists Table 45-46 Assassins", "grant",
     {"keyword": "Hero [+4]", "select.count": 1, "select.secret": True}, 45),
    # Soldiers of Renown: a single friendly unit gains Elite (p. 45)
    ("Twists Table 51 Soldiers of Renown", "grant",
     {"keyword": "Elite", "select.pick": "exactly", "select.count": 1,
      "select.secret": False}, 45),
    # Cauldron of Magic Potion: one unit each gains Brutal (p. 45)
    ("Twists Table 65 Cauldron of Magic Potion", "grant",
     {"keyword": "Brutal", "select.pick": "exactly", "select.count": 1}, 45),
    # Arcane Conclave: one extra Wizard keyword, given to a unit without it (p. 45)
    ("Twists Table 41-42 Arcane Conclave", "grant",
     {"keyword": "Wizard", "select.count": 1, "select.chooser": "each_player",
      "cond.none": {("has_keyword", "Wizard")}}, 45),
    # Surprise!: each player may select 3 of their units to gain Sneaky (p. 43)
    ("Deployment Table 34-36 Surprise!", "grant",
     {"keyword": "Sneaky", "select.pick": "exactly", "select.count": 3, "optional": True}, 43),
    # Vanguard Skirmish: exactly two units deploy, the rest are set aside (p. 43)
    ("Deployment Table 44-46 Vanguard Skirmish", "grant",
     {"keyword": "Reinforcements", "select.pick": "all_but", "select.count": 2}, 43),
    ("Deployment Table 44-46 Vanguard Skirmish", "move",
     {"how": "set_aside", "select.pick": "all_but", "select.count": 2}, 43),
    # Forced March: half of each player's units, rounding up (p. 43)
    ("Deployment Table 14-16 Forced March", "parameter",
     {"amount": 12, "select.pick": "half", "select.rounding": "up",
      "select.chooser": "each_player"}, 43),
    # Eldritch Redirection: choose one unit, friendly or enemy, within 8" (p. 28)
    ("Eldritch Redirection", "action", {"action": "target", "scope": "all_units",
                                        "within": 8, "select.count": 1,
                                        "select.chooser": "owner"}, 28),
    # Bold Challenge: each enemy Character unit engaged with this unit (p. 28)
    ("Bold Challenge", "grant", {"keyword": "Cowardly", "select.pick": "each",
                                 "within": 0, "scope": "enemy"}, 28),
    # Surprise Engagement: each unit is placed in a section a D3 picks (p. 43)
    ("Deployment Table 41-43 Surprise Engagement", "move",
     {"how": "place", "select.pick": "each", "trigger.event": "roll_made",
      "trigger.roll": "D3"}, 43),
    # Ruinous Price: 1 Doom on a friendly unit within 12", possibly itself (p. 34)
    ("Ruinous Price", "tokens", {"amount": 1, "within": 12, "select.pick": "exactly",
                                 "select.count": 1, "select.other_than_source": False}, 34),
    # Cunning Ruse: pick up and redeploy any three friendly units (p. 34)
    ("Cunning Ruse", "move", {"how": "redeploy", "select.count": 3,
                              "limit": "once_per_game"}, 34),
    # Unspool: in the extra Movement Phase each player moves up to three units (p. 35)
    ("Unspool", "action", {"action": "activate", "select.pick": "up_to", "select.count": 3,
                           "select.chooser": "each_player"}, 35),
    # Anguished Spirits: no *other* unit within 12" may be shot at (p. 35)
    ("Anguished Spirits", "action", {"action": "target", "allowed": False,
                                     "direction": "suffers", "within": 12,
                                     "select.pick": "all",
                                     "select.other_than_source": True}, 35),
    # Select Target: a single unengaged enemy in Range and sight (p. 20)
    ("Shooting target", "action", {"action": "target", "scope": "enemy",
                                   "select.pick": "exactly", "select.count": 1,
                                   "select.chooser": "owner"}, 20),
    # The Pendulum's Swing: each unbroken unit within 8" of a marker scores (p. 38)
    ("Scenarios: The Pendulum’s Swing", "score", {"amount": 1, "select.pick": "each",
                                                  "cap": 10}, 38),
]

#: What sets an effect off (Trigger).
TRIGGERS: list[Row] = [
    # Cowardly: at the start of this unit's own movement activation (p. 65, Keywords)
    ("Cowardly", "grant", {"keyword": "Distracted", "trigger.event": "activation_starts",
                           "trigger.by": "self", "trigger.phase": "Movement Phase",
                           "at": None}, 65),
    ("Cowardly", "tokens", {"dice": "D3", "trigger.event": "activation_starts",
                            "trigger.phase": "Movement Phase", "choice": "cowardly"}, 65),
    # Barge Through: played at the start of a friendly unit's Movement Activation (p. 28)
    ("Barge Through", "ignore", {"trigger.event": "activation_starts", "trigger.by": "friendly",
                                 "trigger.repeats": "once", "duration": "this_activation"}, 28),
    ("Barge Through", "action", {"action": "end_overlapping", "allowed": False}, 28),
    # Better Part of Valour: same moment (p. 28)
    ("Better Part of Valour", "ignore", {"trigger.event": "activation_starts",
                                         "trigger.phase": "Movement Phase",
                                         "at": None}, 28),
    # War Horn: just before or just after this unit activates in the Combat Phase (p. 34)
    ("War Horn", "action", {"trigger.event": "activation_starts",
                            "trigger.phase": "Combat Phase", "choice": "war_horn"}, 34),
    ("War Horn", "action", {"trigger.event": "activation_ends",
                            "trigger.phase": "Combat Phase", "choice": "war_horn"}, 34),
    # Polyceus' Blessing: after this player plays a Fortune card on a friendly unit (p. 30)
    ("Polyceus’ Blessing", "cards", {"op": "draw", "amount": 1, "trigger.event": "card_played",
                                     "trigger.by": "self", "trigger.on": "friendly",
                                     "trigger.deck": "Fortune", "duration": "end_of_round"},
     30),
    # Fateful Deeds: whenever a player plays a Fortune card, the opponent draws (p. 45)
    ("Twists Table 61 Fateful Deeds", "cards",
     {"scope": "opponent", "amount": 1, "trigger.event": "card_played",
      "trigger.repeats": "each_time"}, 45),
    # Magic-Eater: affected by a spell cast by an enemy unit (p. 35)
    ("Magic-Eater", "tokens", {"token": "Mercury", "dice": "D3", "scope": "player",
                               "trigger.event": "spell_affects", "trigger.by": "enemy",
                               "trigger.on": "self", "at": None}, 35),
    ("Magic-Eater", "ignore", {"trigger.event": "spell_affects", "trigger.by": "enemy"}, 35),
    # Eldritch Redirection: when a friendly unit is targeted by a spell (p. 28)
    ("Eldritch Redirection", "action", {"trigger.event": "targeted", "trigger.on": "friendly",
                                        "trigger.source": "spell", "requires": None}, 28),
    # Shoot into Combat: when it targets an engaged enemy, the hits are shared out (p. 67)
    ("Shoot into Combat", "attack", {"action": "split_hits_in_combat",
                                     "trigger.event": "targeted", "trigger.by": "self",
                                     "trigger.source": "shooting"}, 67),
    # Cover: a shooting attack that targets this unit (p. 65, Index of Keywords)
    ("Cover", "target_number", {"delta": 1, "trigger.event": "targeted", "trigger.on": "self",
                                "trigger.source": "shooting"}, 65),
    # Cover (the rule): a shooting attack at a target behind Obscuring or Blocking (p. 27)
    ("Cover", "grant", {"keyword": "Cover", "scope": "target", "duration": "this_attack",
                        "trigger.event": "targeted", "trigger.source": "shooting"}, 27),
    # Obscuring: the same, for a line crossing this terrain (p. 68, Terrain Keywords)
    ("Obscuring", "grant", {"keyword": "Cover", "trigger.event": "targeted",
                            "trigger.source": "shooting",
                            "cond.all": {("cover_line_crosses_untouched", "Obscuring")}}, 68),
    # Sneaky: a D6 rolled at the end of a Movement Phase, above the round number (p. 67)
    ("Sneaky", "move", {"how": "place", "trigger.event": "roll_made", "trigger.roll": "D6",
                        "at": "Movement Phase", "moment": "end",
                        "cond.all": {("set_aside",), ("round_below_roll",)}}, 67),
    ("Sneaky", "grant", {"keyword": "Distracted", "trigger.event": "roll_made",
                         "trigger.roll": "D6", "duration": "end_of_round"}, 67),
    # Press the Initiative: the token holder's D6 against the round number (p. 18)
    ("Initiative roll", "action", {"action": "hold_token", "token": "First Player",
                                   "optional": True, "trigger.event": "roll_made",
                                   "trigger.roll": "D6",
                                   "req.all": {("holds_token", "First Player"),
                                               ("round_below_roll",)}}, 18),
    ("Initiative roll", "tokens", {"token": "First Player", "op": "take", "scope": "opponent",
                                   "trigger.event": "roll_made",
                                   "req.none": {("round_below_roll",)}}, 18),
    # His Deployment: a D6 for each of His units picks its table section (p. 50)
    ("Solo Play Setup: Deploying His Army", "move",
     {"how": "place", "select.pick": "each", "trigger.event": "roll_made",
      "trigger.roll": "D6", "cond.all": {("automated",)}}, 50),
    # Spell Costs: 2, 4 or 6 Mercury spent as a Cantrip, Making or Cataclysm is cast (p. 19)
    ("Cantrip cost", "tokens", {"token": "Mercury", "op": "remove", "amount": 2,
                                "trigger.event": "spell_cast",
                                "req.all": {("casting", "Cantrip")}}, 19),
    ("Making cost", "tokens", {"token": "Mercury", "op": "remove", "amount": 4,
                               "trigger.event": "spell_cast",
                               "req.all": {("casting", "Making")}}, 19),
    ("Cataclysm cost", "tokens", {"token": "Mercury", "op": "remove", "amount": 6,
                                  "trigger.event": "spell_cast",
                                  "req.all": {("casting", "Cataclysm")}}, 19),
    # Scroll Of Occult Knowledge: before a friendly Wizard casts (p. 29)
    ("Scroll Of Occult Knowledge", "action", {"trigger.event": "spell_cast",
                                              "trigger.by": "friendly"}, 29),
    # Quicksilver: each Mercury its owner would gain comes as a Quicksilver Dice (p. 36)
    ("Quicksilver", "tokens", {"token": "Quicksilver Dice", "instead_of": "Mercury",
                               "scope": "player", "trigger.event": "token_placed",
                               "trigger.token": "Mercury", "trigger.by": "self"}, 36),
    # Reinforcements: the unit may give the keyword up to come on; once it is deployed it
    # is Distracted, with no further choice (p. 66)
    ("Reinforcements", "remove", {"keyword": "Reinforcements", "optional": True,
                                  "moment": "start"}, 66),
    ("Reinforcements", "grant", {"keyword": "Distracted", "optional": False,
                                 "trigger.event": "deployed", "moment": "start"}, 66),
    # Leaving the Play Area: judged as any manoeuvre ends, in whatever phase (p. 24)
    ("Leaving the play area", "move", {"how": "remove_from_play", "at": None,
                                       "trigger.event": "moved",
                                       "cond.all": {("over_table_edge",)}}, 24),
    # Punishing: the disengaging unit's movement activation ending sets it off (p. 23)
    ("Punishing a disengaging unit", "action",
     {"action": "punish", "scope": "enemy", "optional": True,
      "trigger.event": "activation_ends", "trigger.phase": "Movement Phase",
      "cond.none": {("has_keyword", "Broken")}}, 23),
    # Blood & Sludge: when a unit is removed from play, a Gore Marker (p. 45)
    ("Twists Table 66 Blood & Sludge", "grant", {"keyword": "Grim",
                                                 "trigger.event": "unit_removed"}, 45),
    # Hollow: when this unit is removed, its controller earns nothing (p. 66)
    ("Hollow", "ignore", {"trigger.event": "unit_removed", "trigger.on": "self"}, 66),
    # Hopelessness: after an enemy unit gains Doom from panic (p. 29)
    ("Hopelessness", "tokens", {"dice": "D3", "trigger.event": "token_placed",
                                "trigger.token": "Doom", "trigger.on": "enemy"}, 29),
    # Relentless: after a friendly unit gains Doom from a shooting attack (p. 29)
    ("Relentless", "move", {"distance": 4, "trigger.event": "token_placed",
                            "trigger.on": "friendly"}, 29),
    # Haunting Voices: when a unit receives Doom from Panic, 1 more (p. 45)
    ("Twists Table 56 Haunting Voices", "tokens", {"amount": 1,
                                                   "trigger.event": "token_placed"}, 45),
    # Bloodthirsty: each time a touching enemy unit becomes Broken (p. 65)
    ("Bloodthirsty", "tokens", {"op": "remove", "trigger.event": "status_gained",
                                "trigger.status": "Broken", "trigger.on": "enemy"}, 65),
    # Dissonant Echoes: if the General's unit becomes Broken (p. 35)
    ("Dissonant Echoes", "cards", {"amount": 5, "scope": "opponent",
                                   "trigger.event": "status_gained", "trigger.on": "self"}, 35),
    # Familiar: before a friendly Wizard casts; the card needs a Wizard, nothing more (p. 29)
    ("Familiar", "action", {"trigger.event": "spell_cast", "trigger.by": "friendly",
                            "req.all": {("has_keyword", "Wizard")}}, 29),
    # Void of Nebularis: a card played on a unit within 6" of the marker leaves the game
    # (p. 31)
    ("Void of Nebularis", "cards", {"op": "remove", "trigger.event": "card_played",
                                    "trigger.deck": "Fortune", "within": 6}, 31),
    # Terrifying and Grim: when a unit gains Doom from panic (pp. 67-68)
    ("Terrifying", "tokens", {"amount": 2, "trigger.event": "token_placed",
                              "trigger.on": "enemy", "limit": "once_per_phase"}, 67),
    ("Grim", "tokens", {"amount": 1, "trigger.event": "token_placed",
                        "trigger.token": "Doom"}, 68),
    # Rough: a unit moving into or through it (p. 68)
    ("Rough", "grant", {"keyword": "Distracted", "trigger.event": "moved", "at": None,
                        "choice": "rough"}, 68),
    # Frozen Lake: after a unit moves (p. 44)
    ("Twists Table 23-24 Frozen Lake", "move", {"distance": 3, "heading": "forward",
                                               "trigger.event": "moved"}, 44),
    # Disengaging: judged as the unit's movement activation ends (p. 23)
    ("Disengaging", "action", {"action": "disengage", "trigger.event": "activation_ends",
                               "trigger.phase": "Movement Phase"}, 23),
]

#: Conditions the new predicates say.
CONDITIONS: list[Row] = [
    # Rushing Arrival: units with a Speed of 8 or lower (p. 43)
    ("Deployment Table 21-23 Rushing Arrival", "parameter",
     {"amount": 12, "cond.all": {("stat_at_most", 8, "speed")}}, 43),
    # Frozen Lake: roll at least the Speed on 3D6, or slide 3" (p. 44)
    ("Twists Table 23-24 Frozen Lake", "move",
     {"cond.all": {("roll_below_stat", "speed", "3D6")}}, 44),
    ("Twists Table 23-24 Frozen Lake", "ignore",
     {"keyword": "Distracted", "cond.all": {("roll_below_stat", "speed", "3D6")}}, 44),
    # The Pendulum's Swing: all three markers in the other player's half (p. 38)
    ("Scenarios: The Pendulum’s Swing", "stat",
     {"amount": 2, "scope": "friendly", "cond.all": {("markers_in_half", 3, "enemy")}}, 38),
    # ... and scoring only at the end of the last two rounds (p. 38)
    ("Scenarios: The Pendulum’s Swing", "score",
     {"amount": 2, "cond.all": {("last_rounds", 2), ("points_over", 500)}}, 38),
    # The Wages of Sin: no *unbroken* enemy within 8" of the marker (p. 39)
    ("Scenarios: The Wages of Sin", "score",
     {"amount": 2, "req.none": {("enemy_within", 8, "Broken")},
      "req.all": {("wholly_in_zone", "enemy"), ("friendly_within", 4, "Broken")}}, 39),
    ("Scenarios: The Wages of Sin", "score",
     {"amount": 1, "req.none": {("enemy_within", 8, "Broken"), ("wholly_in_zone", "enemy")}},
     39),
    # Surprise Engagement: a unit that will not fit (p. 43)
    ("Deployment Table 41-43 Surprise Engagement", "grant",
     {"keyword": "Reinforcements", "cond.all": {("does_not_fit",)}}, 43),
    ("Deployment Table 41-43 Surprise Engagement", "move",
     {"how": "set_aside", "cond.all": {("does_not_fit",)}}, 43),
    # Tunnel Entrances: a unit that fits no zone (p. 43)
    ("Deployment Table 51-52 Tunnel Entrances", "grant",
     {"keyword": "Reinforcements", "cond.all": {("does_not_fit",)}}, 43),
    # Huddled Together: infantry that will not fit (p. 43; "the Infantry keyword" read as the
    # unit types named Infantry, reading infantry-keyword-as-unit-type)
    ("Deployment Table 53-54 Huddled Together", "grant",
     {"cond.all": {("unit_type_name_has", "Infantry"), ("does_not_fit",)},
      "reading": "infantry-keyword-as-unit-type"}, 43),
    # Broken: lost once Doom drops below Courage (p. 65)
    ("Broken", "remove", {"keyword": "Broken",
                          "cond.all": {("tokens_below_stat", "Doom", "courage")}}, 65),
    # Who's Next?: engaged when the Doom Phase began, unengaged now (p. 25)
    ("Who’s Next? reform", "action", {"action": "reform", "cost": 0, "optional": True,
                                      "cond.all": {("was_engaged", "Doom Phase")},
                                      "cond.none": {("engaged",)}}, 25),
    ("Disengaging", "action", {"cond.all": {("disengaged",)}}, 23),
    # Deploying: fully within its own zone (p. 37)
    ("Deploying fully within the zone", "action",
     {"action": "deploy", "allowed": False, "cond.none": {("wholly_in_zone", "friendly")}}, 37),
    # Team play objectives score by thresholds, not per tick (p. 49)
    ("Team Play: Combined Arms", "score",
     {"amount": 1, "cond.all": {("tally_at_least", 1)}, "cond.none": {("tally_at_least", 3)}},
     49),
    ("Team Play: Brothers-in-Arms", "score",
     {"amount": 2, "cond.all": {("tally_at_least", 5)}}, 49),
    ("Team Play: Shared Ruination", "score", {"amount": 2, "cond.all": {("markers_left", 0)}},
     49),
    # Shared Ruination: two allied units within 4" of one marker may lift it (p. 49)
    ("Team Play: Shared Ruination", "move", {"how": "remove_from_play", "scope": "markers",
                                             "req.all": {("friendly_within", 4, 2)}}, 49),
    # Lodestone: only Makings and Cataclysms cost one less (p. 42)
    ("Battlefield Table 54-56 Lodestone", "parameter",
     {"name": "spell_cost", "amount": 1, "cond.any": {("casting", "Making"),
                                                       ("casting", "Cataclysm")}}, 42),
    # Hopelessness: the Doom came from panic (p. 29)
    ("Hopelessness", "tokens", {"req.all": {("gained_tokens_from", "panic", "Doom")}}, 29),
]

#: Amounts that scale, directions, and the rules that had no record.
AMOUNTS_AND_RULES: list[Row] = [
    # Death's Harvest: 2 Mercury or 1 Fortune card for each own Broken unit removed, chosen
    # unit by unit (pp. 18, 19 and 28)
    ("Death’s Harvest reward", "tokens", {"token": "Mercury", "amount": 2,
                                          "trigger.event": "unit_removed",
                                          "trigger.on": "friendly",
                                          "trigger.status": "Broken", "choice": "harvest"}, 18),
    ("Death’s Harvest reward", "cards", {"amount": 1, "trigger.event": "unit_removed",
                                         "trigger.status": "Broken", "choice": "harvest"}, 18),
    # Perilous: the unit suffers a one-die War Wagon attack per movement point (p. 68, as on
    # p. 26)
    ("Perilous", "action", {"direction": "suffers", "dice": 1, "as_unit_type": "War Wagon",
                            "per.count": "movement_point"}, 68),
    # Retreat: straight backwards (p. 23)
    ("Retreat (half inch per point)", "move", {"how": "retreat", "heading": "backward"}, 23),
    # Markers: units cross them; markers never move unless a rule says (p. 9)
    ("Units cross markers", "ignore", {"scope": "all_units"}, 9),
    ("Markers stay where placed", "move", {"how": "no_move", "direction": "suffers",
                                           "scope": "markers"}, 9),
    # Engagement: base contact, both ways (pp. 9 and 23)
    ("Engagement", "action", {"action": "engage", "required": True, "scope": "all_units"}, 23),
    ("Engaged (core rules)", "action", {"action": "engage", "required": True,
                                      "scope": "all_units"}, 9),
    # Units are rectangles with one front edge (p. 10)
    ("Unit shape", "parameter", {"name": "unit_edges", "amount": 4}, 10),
    ("Front edge", "parameter", {"name": "front_edges", "amount": 1}, 10),
    # Fortune hands are secret (p. 28)
    ("Fortune hands are secret", "action", {"action": "look_at_hand", "allowed": False,
                                            "scope": "opponent"}, 28),
    # Raise The Dead: a new Light Infantry unit, with Hollow and 2D6 Doom (p. 32)
    ("Raise The Dead", "move", {"how": "place", "unit_type": "Light Infantry",
                                "scope": "created", "within": 12}, 32),
    ("Raise The Dead", "tokens", {"dice": "2D6", "scope": "created"}, 32),
    # Allied Fortune cards: each player, never on themselves or their own units; allied
    # units are friendly (p. 49)
    ("Team Play: Allied Fortune Cards", "action", {"action": "play_cards_on",
                                                   "allowed": False, "scope": "players"}, 49),
    # Cover: one more to hit, never above 6 (p. 65)
    ("Cover", "target_number", {"delta": 1, "clamp": 6}, 65),
]

#: The core rules that give or take a status, and the status keywords themselves, re-read
#: against the book (each row's page and section in its comment).
CORE_RULES: list[Row] = [
    # Broken (p. 15): Doom at or above Courage gives Broken, for as long as that holds
    ("Becoming Broken", "grant", {"keyword": "Broken", "duration": "while",
                                  "cond.none": {("tokens_below_stat", "Doom", "courage")}}, 15),
    # Doom Phase, Panic (p. 18): each Broken unit gives 1 Doom to friendly units within 8"
    ("Panic radius (inches)", "tokens", {"token": "Doom", "amount": 1, "scope": "friendly",
                                         "within": 8, "at": "Panic",
                                         "req.all": {("has_keyword", "Broken")}}, 18),
    # Doom Phase, Remove Broken Units (p. 18): all Broken units go together
    ("Simultaneous removal", "move", {"how": "remove_from_play", "scope": "all_units",
                                      "at": "Remove Broken Units",
                                      "cond.all": {("has_keyword", "Broken")}}, 18),
    # Distracted (p. 22) and Ready Units (p. 18): every unit loses it as the Doom Phase ends
    ("Distracted cleared", "remove", {"keyword": "Distracted", "scope": "all_units",
                                      "at": "Ready Units"}, 22),
    # Wheel (p. 22): only wheeling backwards gives Distracted, and then always
    ("Wheel (inches per point)", "grant",
     {"keyword": "Distracted", "optional": False,
      "cond.all": {("manoeuvring", "wheel_backwards")}}, 22),
    # Retreat (p. 23): the unit gains Distracted, then moves straight back
    ("Retreat (half inch per point)", "grant", {"keyword": "Distracted", "optional": False},
     23),
    ("Retreat (half inch per point)", "move", {"how": "retreat", "optional": True}, 23),
    # Reform (p. 23): 5 points; the unit gains Distracted, then turns about its centre
    ("Reform cost", "grant", {"keyword": "Distracted", "optional": False}, 23),
    ("Reform cost", "action", {"action": "reform", "cost": 5, "optional": True}, 23),
    # Shooting (p. 20): a Ranged unit gains Distracted to shoot; an engaged one cannot
    ("Who shoots", "grant", {"keyword": "Distracted", "at": "Gain Distracted",
                             "optional": False, "req.all": {("has_keyword", "Ranged")},
                             "req.none": {("engaged",)}}, 20),
    ("Who shoots", "action", {"action": "shoot", "req.all": {("has_keyword", "Ranged")}}, 20),
    # Engaged Units & Shooting (p. 20): engaged units neither shoot nor are shot at
    ("Engaged units and shooting", "action", {"action": "shoot", "allowed": False,
                                              "cond.all": {("engaged",)}}, 20),
    ("Engaged units and shooting", "action", {"action": "target", "allowed": False,
                                              "scope": "enemy",
                                              "cond.all": {("engaged",)}}, 20),
    # Outmanoeuvring a Unit (p. 24): an enemy on a side, rear edge or rear corner
    ("Outmanoeuvring", "grant", {"keyword": "Outmaneuvered", "duration": "while",
                                 "cond.all": {("flank_or_rear_contact",)}}, 24),
    # Cover (p. 27): the target gains Cover for that attack only
    ("Cover", "grant", {"keyword": "Cover", "duration": "this_attack",
                        "cond.any": {("cover_line_crosses_untouched", "Obscuring"),
                                     ("cover_line_crosses_untouched", "Blocking")}}, 27),
    # Broken (p. 65): removed in the Doom Phase unless something intervenes
    ("Broken", "move", {"how": "remove_from_play", "at": "Remove Broken Units"}, 65),
    # Distracted (p. 65): no contact with an enemy it was not engaged with; no phase named
    ("Distracted", "action", {"action": "engage", "allowed": False, "at": None}, 65),
    # Outmaneuvered (p. 66): -1 Courage per enemy on a side or the rear; 5 and 3 dice at most
    ("Outmaneuvered", "stat", {"stat": "courage", "op": "subtract", "amount": 1,
                               "per": "flank_or_rear_contact"}, 66),
    ("Outmaneuvered", "parameter", {"name": "flank_dice_limit", "op": "at_most", "amount": 5},
     66),
    ("Outmaneuvered", "parameter", {"name": "rear_dice_limit", "op": "at_most", "amount": 3},
     66),
    # Reinforcements (p. 66): at a Movement Phase's start it may come on, anywhere in its zone
    ("Reinforcements", "move", {"how": "place", "at": "Movement Phase", "moment": "start",
                                "optional": True}, 66),
    # Ravenous and Devour (p. 66): engaged with a Broken enemy, it gains Devour ...
    ("Ravenous", "grant", {"keyword": "Devour",
                           "cond.all": {("engaged_with", "Broken")}}, 66),
    # ... and next Movement Phase, with no enemy within 8", it stays put; it loses Devour
    ("Devour", "move", {"how": "no_move", "at": "Movement Phase",
                        "cond.none": {("enemy_within", 8)}}, 66),
    ("Devour", "remove", {"keyword": "Devour", "at": "Movement Phase"}, 66),
    # Sightless Eyes (p. 30): the target sees every unit until the round ends
    ("Sightless Eyes", "ignore", {"scope": "target", "duration": "end_of_round",
                                  "at": "Magic Phase"}, 30),
]

ROWS = SELECTION + TRIGGERS + CONDITIONS + AMOUNTS_AND_RULES + CORE_RULES


def _field(effect: Any, path: str) -> Any:
    value = effect
    for part in path.split("."):
        value = getattr(value, part, None) if value is not None else None
    return getattr(value, "value", value)


def _tests(condition: Any, where: str) -> set[tuple[Any, ...]]:
    if condition is None:
        return set()
    found = set()
    for test in getattr(condition, where):
        params = tuple(v for v in (test.keyword, test.trait, test.unit_type, test.distance,
                                   test.value, test.source, test.side, test.token, test.stat,
                                   test.dice, test.without) if v is not None)
        found.add((test.pred.value, *params))
    return found


def _matches(effect: Any, expected: dict[str, Any]) -> bool:
    for path, want in expected.items():
        if path.startswith(("cond.", "req.")):
            head, where = path.split(".")
            condition = effect.condition if head == "cond" else effect.requires
            if not want <= _tests(condition, where):
                return False
        elif _field(effect, path) != want:
            return False
    return True


@pytest.mark.parametrize(("name", "kind", "expected", "page"), ROWS,
                         ids=[f"{r[0]}-{r[1]}-p{r[3]}-{i}" for i, r in enumerate(ROWS)])
def test_effect_worked_from_the_book(rules, name: str, kind: str,  # type: ignore[no-untyped-def]
                                     expected: dict[str, Any], page: int) -> None:
    found = [h for h in holders(rules) if h.name == name]
    assert found, name
    assert any(h.cite.page == page for h in found) or any(
        e.cite is not None and e.cite.page == page for h in found for e in h.effects), (
        name, [h.cite.page for h in found])
    candidates = [e for h in found for e in h.effects if e.kind == kind]
    assert any(_matches(e, expected) for e in candidates), (name, kind, candidates)


#: The kinds the book prints fewer than five of, with every one it prints (searched through
#: every chapter: keywords, spells, Fortune cards, artefacts, tables, scenarios, solo and team
#: play). "Up to" amounts (Serve Unto Death's up to 5 Doom, p. 32; up to two Weakness keywords
#: a unit, p. 27) pick no units and are not selections; the secrecy of Fortune hands (pp. 28
#: and 49) is a rule about cards, not a choice of units.
FEWER_IN_THE_BOOK = {
    "select.pick=up_to": {"Hidden Passages", "Unspool"},  # both p. 35
    "select.pick=all_but": {"Deployment Table 44-46 Vanguard Skirmish"},  # p. 43
    "select.pick=half": {"Deployment Table 14-16 Forced March"},  # p. 43
    "select.secret=True": {"Twists Table 45-46 Assassins"},  # p. 45
}


def _kinds(expected: dict[str, Any]) -> set[str]:
    return {f"{path}={value}" for path, value in expected.items()
            if path in ("select.pick", "select.secret", "trigger.event")}


def test_five_rows_for_each_kind_the_book_prints_five_of(rules) -> None:  # type: ignore[no-untyped-def]
    """At least five rows for each kind of selection and trigger; a kind the book prints
    fewer of has a row for every holder of it in the model, and the model has no others."""
    rows: dict[str, set[str]] = {}
    for name, _kind, expected, _page in ROWS:
        for kind in _kinds(expected):
            rows.setdefault(kind, set()).add(name)
    held: dict[str, set[str]] = {}
    for holder in holders(rules):
        for effect in holder.effects:
            if effect.select is not None:
                held.setdefault(f"select.pick={effect.select.pick.value}", set()).add(
                    holder.name)
                if effect.select.secret:
                    held.setdefault("select.secret=True", set()).add(holder.name)
    for kind, names in FEWER_IN_THE_BOOK.items():
        assert rows[kind] == names == held[kind], kind
    for event in ("activation_starts", "targeted", "spell_cast", "roll_made", "token_placed"):
        count = sum(1 for r in ROWS if r[2].get("trigger.event") == event)
        assert count >= 5, event
    assert sum(1 for r in ROWS if r[2].get("select.pick") == "exactly") >= 5


def test_old_requirements_give_way_to_triggers(rules) -> None:  # type: ignore[no-untyped-def]
    """Eldritch Redirection (p. 28) is set off by a spell targeting a friendly unit, and
    Familiar (p. 29) by a friendly Wizard casting: neither repeats that as a requirement."""
    by_name = {h.name: h for h in holders(rules)}
    (redirect,) = by_name["Eldritch Redirection"].effects
    assert redirect.requires is None and redirect.trigger.source == "spell"
    (familiar,) = by_name["Familiar"].effects
    assert [t.pred.value for t in familiar.requires.tests()] == ["has_keyword"]


def test_enough_rows_of_each_kind() -> None:
    """The issue asks for at least 60 rows, and at least five for each of selection,
    triggers and conditions."""
    assert len(ROWS) >= 60
    assert min(len(SELECTION), len(TRIGGERS), len(CONDITIONS)) >= 5


def test_whole_scope_is_not_a_pick(rules) -> None:  # type: ignore[no-untyped-def]
    """Mutation guard: the effects the book gives to "one", "two" or "up to three" units
    never fall back to every unit in range (the audit's commonest fault)."""
    for name, count in (("Black Gate", 1), ("War Horn", 1), ("Hidden Passages", 3),
                        ("Twists Table 43-44 Champions", 2)):
        (holder,) = [h for h in holders(rules) if h.name == name]
        picked = [e for e in holder.effects if e.select is not None]
        assert picked and all(e.select.count == count for e in picked), name


def test_the_keyword_page_follows_a_changed_pick(rules) -> None:  # type: ignore[no-untyped-def]
    """Mutation: turn Hidden Passages' "up to three friendly units" (p. 35) into "every
    friendly unit within 24\"", and Flying's keyword page, which lists what grants it, says so
    instead."""
    from rulesref.games.hobgoblin import lookups
    from rulesref.games.hobgoblin.docs import keywords
    from rulesref.games.hobgoblin.docs.common import context
    from tests.verify.mutate import replace_where, with_field

    def page(model):  # type: ignore[no-untyped-def]
        ctx = context(model)
        return "\n".join(keywords.keyword_entry(ctx, lookups.find_keyword(model, "Flying")))

    def widen(artefact):  # type: ignore[no-untyped-def]
        return with_field(artefact, keywords=replace_where(
            artefact.keywords, lambda k: k.name == "Hidden Passages",
            lambda k: with_field(k, effects=tuple(with_field(e, select=None)
                                                  for e in k.effects))))

    before = page(rules)
    assert 'up to three of the friendly units within 24"' in before
    widened = with_field(rules, artefacts=replace_where(
        rules.artefacts, lambda a: a.name == "The Weaver’s Chart", widen))
    after = page(widened)
    assert 'up to three' not in after and 'friendly units within 24": gains Flying' in after


def test_the_builders_explanation_follows_a_changed_pick(rules) -> None:  # type: ignore[no-untyped-def]
    """Mutation, the builder's half: the same change to Hidden Passages (p. 35) changes what
    the builder shows for a unit holding the keyword, and what ``explain`` says of it."""
    import json

    from rulesref.games.hobgoblin import builder
    from rulesref.games.hobgoblin.answers.army import army_document
    from rulesref.games.hobgoblin.answers.explain import explain_army
    from tests.verify.mutate import replace_where, with_field

    def widen(artefact):  # type: ignore[no-untyped-def]
        return with_field(artefact, keywords=replace_where(
            artefact.keywords, lambda k: k.name == "Hidden Passages",
            lambda k: with_field(k, effects=tuple(with_field(e, select=None)
                                                  for e in k.effects))))

    # The Weaver's Chart gives the General's unit Hidden Passages (p. 35)
    army = {"game": "hobgoblin", "name": "Mutation", "points_limit": 2000,
            "artefact": "The Weaver’s Chart",
            "units": [{"name": "Guides", "type": "Light Infantry", "keywords": ["General"]}]}

    def shown(model):  # type: ignore[no-untyped-def]
        unit = builder.view(model, json.dumps(army), open_unit=0)["units"][0]
        (held,) = [k for k in unit["held"] if k["name"] == "Hidden Passages"]
        return "\n".join(held["effects"])

    def explained(model):  # type: ignore[no-untyped-def]
        answer = explain_army(model, army_document(army, None).army)
        (held,) = [k for k in answer.units[0].keywords if k.name == "Hidden Passages"]
        return "\n".join(held.effects)

    widened = with_field(rules, artefacts=replace_where(
        rules.artefacts, lambda a: a.name == "The Weaver’s Chart", widen))
    for words in (shown, explained):
        before, after = words(rules), words(widened)
        assert before.startswith('up to three of the friendly units within 24"'), before
        assert after.startswith('friendly units within 24": gains Flying'), after
        assert "up to three" not in after
