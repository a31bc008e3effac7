"""A fresh audit of Hobgoblin effects against the book (issue 26), kept as tests.

Each row was worked out by reading the printed passage first (page and section in the row)
and writing down, in the effect vocabulary's terms, whom it picks, what sets it off, when,
for how long, under what condition, by how much and which way it points; only then was the
model compared. A row names a holder, an effect kind and the fields one of its effects must
have. A dotted field reads inside the selection, trigger or count (``select.count``);
``cond.all``/``cond.any``/``cond.none`` (the effect's condition) and ``req.*`` (what the
source must meet) list predicates with their parameters that must be among its tests, and a
trailing ``=`` asks for exactly those tests.

Every effect of an audited holder must match a row (:func:`test_no_effect_left_unaudited`),
so a holder cannot gain an effect the audit has not read. The core rules in
``game_rules.yaml`` and Sightless Eyes, Distracted, Quicksilver, Shared Ruination, Eldritch
Redirection and Familiar are audited elsewhere.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from rulesref.core.effects import Scope
from rulesref.games.hobgoblin.effect_sources import Holder, holders
from tests.games.hobgoblin.test_effects_worked import _field

Row = tuple[str, str, dict[str, Any], int, str]

KW = "Index of Keywords"
TERRAIN = "Terrain Keywords"
SPELLS = "Abyssal Sorcery"
CARDS = "Fortune Cards Text"
ARTEFACTS = "Cursed Artefacts"
BATTLEFIELD = "Battlefield Table"
DEPLOYMENT = "Deployment Table"
TWISTS = "Twists Table"

MOVE = "Movement Phase"
MAGIC = "Magic Phase"
# out of a tunnel only in the Movement Phase after the one it went in (audit 7c)
TUNNEL_NEXT = {("set_aside", "entering_a_tunnel"), ("was_set_aside", "Movement Phase")}
ROUND = {"duration": "end_of_round"}
GAME = {"duration": "end_of_game"}
TARGET_ROUND = {"scope": "target", "duration": "end_of_round", "at": MAGIC}
BROKEN = ("has_keyword", "Broken")
ENGAGED = ("engaged",)
IN_PLAY = ("in_play",)


def _conveys(artefact: str, keywords: tuple[str, ...], page: int) -> list[Row]:
    """An artefact puts its keywords on the General's unit for the game (pp. 34-36)."""
    return [(artefact, "grant", {"keyword": k, "scope": "self", **GAME}, page, ARTEFACTS)
            for k in keywords]


def _terrain(name: str, keywords: tuple[str, ...], page: int, section: str,
             at: str = "Set Up Battlefield", scope: str = "placed") -> list[Row]:
    """A set-up result or scenario gives terrain its keywords for the game: the pieces it
    places (audit 4 found every piece on the table given them)."""
    return [(name, "grant", {"keyword": k, "scope": scope, "at": at, **GAME}, page, section)
            for k in keywords]


#: Index of Keywords, pp. 65-67.
KEYWORDS: list[Row] = [
    ("Battle Standard", "grant", {"keyword": "Command [+1]", "scope": "self"}, 65, KW),
    ("Battle Standard", "grant", {"keyword": "Hero [+1]", "scope": "self"}, 65, KW),
    # end of the Movement Phase, unengaged, unless it advanced 6" towards a seen enemy
    ("Berserk", "tokens", {"token": "Doom", "op": "place", "dice": "D3", "at": MOVE,
                           "moment": "end", "cond.none=": {ENGAGED,
                           ("advanced_towards_visible_enemy", 6)}}, 65, KW),
    # each time a base-contact enemy becomes Broken: discard D3
    ("Bloodthirsty", "tokens", {"op": "remove", "dice": "D3", "trigger.event": "status_gained",
                                "trigger.status": "Broken", "trigger.on": "enemy",
                                "cond.all": {("becomes", "Broken", 0, "enemy")}}, 65, KW),
    ("Broken", "move", {"how": "remove_from_play", "at": "Remove Broken Units"}, 65, KW),
    ("Broken", "remove", {"keyword": "Broken",
                          "cond.all": {("tokens_below_stat", "Doom", "courage")}}, 65, KW),
    ("Brutal", "attack", {"side": "attacker", "attack": "close_combat",
                          "action": "reroll_misses"}, 65, KW),
    # all friendly units within 8" (itself included) add x
    ("Command", "stat", {"stat": "courage", "op": "add", "amount": None, "scope": "friendly",
                         "within": 8}, 65, KW),
    ("Cover", "target_number", {"side": "defender", "attack": "shooting", "delta": 1,
                                "clamp": 6}, 65, KW),
    ("Cowardly", "grant", {"keyword": "Distracted", "choice": "cowardly",
                           "trigger.event": "activation_starts", "trigger.by": "self",
                           "trigger.phase": MOVE}, 65, KW),
    ("Cowardly", "tokens", {"token": "Doom", "dice": "D3", "choice": "cowardly",
                            "trigger.event": "activation_starts", "trigger.by": "self"}, 65, KW),
    ("Critical Hits", "attack", {"side": "attacker", "attack": "close_combat",
                                 "action": "extra_hit_on_six"}, 65, KW),
    ("Cursed", "attack", {"side": "attacker", "attack": "close_combat",
                          "action": "reroll_hits", "optional": False}, 65, KW),
    ("Deadly Shots", "target_number", {"side": "attacker", "attack": "shooting", "delta": -1,
                                       "clamp": 2, "optional": True}, 65, KW),
    ("Despised", "action", {"action": "cause_panic", "allowed": False}, 65, KW),
    ("Devastating Charge", "target_number", {"side": "attacker", "attack": "close_combat",
                                             "delta": -1, "clamp": 2, "optional": True,
                                             "duration": "end_of_round",
                                             "cond.all": {("advanced", 6)}}, 65, KW),
    ("Elite", "target_number", {"side": "attacker", "attack": "close_combat", "delta": -1,
                                "clamp": 2, "optional": False}, 65, KW),
    ("Fearless", "ignore", {"rule": "panic", "scope": "self"}, 65, KW),
    # unengaged and not Distracted; once per activation; at least 12"
    ("Flying", "move", {"how": "fly", "optional": True, "limit": "once_per_activation",
                        "min_distance": 12,
                        "cond.none=": {ENGAGED, ("has_keyword", "Distracted")}}, 66, KW),
    # (audit 6a) for the rest of that activation, no contact with an enemy it flew over
    ("Flying", "action", {"action": "engage", "allowed": False,
                          "duration": "this_activation"}, 66, KW),
    # (audit 7a) it may pass over units and terrain, but not end on Impassable terrain or a unit
    ("Flying", "ignore", {"optional": True}, 66, KW),
    ("Flying", "action", {"action": "end_overlapping", "allowed": False}, 66, KW),
    ("Fragile", "break", {"threshold": "half_stat_round_up", "status": "Broken",
                         "token": "Doom", "stat": "courage"}, 66, KW),
    ("General", "grant", {"keyword": "Command [+1]", "scope": "self"}, 66, KW),
    ("General", "grant", {"keyword": "Hero [+2]", "scope": "self"}, 66, KW),
    ("Hero", "stat", {"stat": "strikes", "op": "add", "amount": None, "when": "always"}, 66, KW),
    ("Hollow", "ignore", {"trigger.event": "unit_removed", "trigger.on": "self",
                          "at": "Death’s Harvest"}, 66, KW),
    ("Horde", "stat", {"stat": "courage", "op": "add", "amount": 10}, 66, KW),
    ("Horde", "footprint", {"footprint": "Horde"}, 66, KW),
    ("Horde", "remove", {"keyword": "Narrow Footprint"}, 66, KW),
    ("Horde", "remove", {"keyword": "Wide Footprint"}, 66, KW),
    ("Horde", "forbid", {"keyword": "Horde", "scope": "army", "only_buying": True,
                         "cond.none": {("unit_type_name_has", "Infantry")}}, 66, KW),
    ("Immobile", "action", {"action": "activate", "allowed": False, "at": MOVE}, 66, KW),
    ("Large", "ignore", {"scope": "self", "condition": None}, 66, KW),
    ("Merciless", "attack", {"side": "defender", "attack": "close_combat",
                             "action": "attacker_token_on_one"}, 66, KW),
    ("Narrow Footprint", "footprint", {"footprint": "Narrow"}, 66, KW),
    ("Narrow Footprint", "remove", {"keyword": "Wide Footprint"}, 66, KW),
    ("Narrow Footprint", "forbid", {"keyword": "Narrow Footprint", "only_buying": True,
                                    "cond.none": {("has_keyword", "Wide Footprint")}}, 66, KW),
    ("Nimble", "action", {"action": "reform", "cost": 2, "allowed": True}, 66, KW),
    ("Outmaneuvered", "stat", {"stat": "courage", "op": "subtract", "amount": 1,
                               "per": "flank_or_rear_contact"}, 66, KW),
    ("Outmaneuvered", "parameter", {"name": "flank_dice_limit", "op": "at_most", "amount": 5},
     66, KW),
    ("Outmaneuvered", "parameter", {"name": "rear_dice_limit", "op": "at_most", "amount": 3},
     66, KW),
    # may shoot without becoming Distracted
    ("Quick Fire", "forbid", {"keyword": "Distracted", "at": "Gain Distracted",
                              "optional": True}, 66, KW),
    ("Ranged", "stat", {"stat": "range", "op": "set", "amount": None}, 66, KW),
    ("Ravenous", "grant", {"keyword": "Devour", "cond.all": {("engaged_with", "Broken")}},
     66, KW),
    ("Ravenous", "move", {"how": "no_move", "at": MOVE, "cond.all": {("has_keyword", "Devour")},
                          "cond.none": {("enemy_within", 8)}}, 66, KW),
    ("Ravenous", "remove", {"keyword": "Devour", "at": MOVE}, 66, KW),
    ("Devour", "move", {"how": "no_move", "at": MOVE, "cond.none": {("enemy_within", 8)}},
     66, KW),
    ("Devour", "remove", {"keyword": "Devour", "at": MOVE}, 66, KW),
    # start of a movement phase, may: placed in its zone, loses the keyword, Distracted
    ("Reinforcements", "move", {"how": "place", "at": MOVE, "moment": "start",
                                "optional": True, "cond.all": {("set_aside",)}}, 66, KW),
    ("Reinforcements", "remove", {"keyword": "Reinforcements", "moment": "start",
                                  "optional": True}, 66, KW),
    ("Reinforcements", "grant", {"keyword": "Distracted", "at": MOVE, "moment": "start"},
     66, KW),
    ("Self-Destructive", "attack", {"side": "attacker", "attack": "always",
                                    "action": "attacker_token_on_one"}, 67, KW),
    ("Shoot into Combat", "action", {"action": "target", "at": "Select Target",
                                     "allowed": True}, 67, KW),
    ("Shoot into Combat", "attack", {"side": "attacker", "attack": "shooting",
                                     "action": "split_hits_in_combat"}, 67, KW),
    ("Short-Ranged", "stat", {"stat": "range", "op": "halve"}, 67, KW),
    ("Short-Ranged", "forbid", {"keyword": "Short-Ranged", "only_buying": True,
                                "cond.none": {("has_keyword", "Ranged")}}, 67, KW),
    ("Skirmishers", "attack", {"side": "defender", "attack": "shooting",
                               "action": "no_shooting_cap"}, 67, KW),
    ("Skirmishers", "ignore", {"keyword": "Rough", "optional": True}, 67, KW),
    ("Slow", "stat", {"stat": "speed", "op": "subtract", "amount": None}, 67, KW),
    # may start set aside; after a movement phase a D6 over the round number places it
    # more than 8" from enemies, Distracted to the round's end; still out at the end: lost
    ("Sneaky", "move", {"how": "set_aside", "at": "Deployment", "optional": True}, 67, KW),
    ("Sneaky", "move", {"how": "place", "at": MOVE, "moment": "end", "min_distance": 8,
                        "cond.all=": {("set_aside",), ("round_below_roll",)}}, 67, KW),
    ("Sneaky", "grant", {"keyword": "Distracted", "duration": "end_of_round", "moment": "end",
                         "cond.all": {("set_aside",), ("round_below_roll",)}}, 67, KW),
    ("Sneaky", "move", {"how": "remove_from_play", "trigger.event": "game_ends",
                        "cond.all": {("set_aside",)}}, 67, KW),
    ("Stubborn", "stat", {"stat": "courage", "op": "add", "amount": 1,
                          "per": "engaged_enemy"}, 67, KW),
    ("Swift", "stat", {"stat": "speed", "op": "add", "amount": None}, 67, KW),
    # enemy within 8" gaining Doom from panic gains 2 more, once per Doom Phase
    ("Terrifying", "tokens", {"amount": 2, "scope": "enemy", "within": 8,
                              "limit": "once_per_phase", "trigger.token": "Doom",
                              "cond.all": {("gained_tokens_from", "panic", "Doom")}}, 67, KW),
    ("Tough", "attack", {"side": "defender", "attack": "close_combat",
                         "action": "ignore_first_tokens"}, 67, KW),
    ("Unruly", "ignore", {"keyword": "Command", "scope": "self"}, 67, KW),
    ("Weak", "stat", {"stat": "strikes", "op": "subtract", "when": "close_combat"}, 67, KW),
    ("Wide Footprint", "footprint", {"footprint": "Wide"}, 67, KW),
    ("Wide Footprint", "remove", {"keyword": "Narrow Footprint"}, 67, KW),
    ("Wide Footprint", "forbid", {"keyword": "Wide Footprint", "only_buying": True,
                                  "cond.none": {("has_keyword", "Narrow Footprint")}}, 67, KW),
    # the "Sneaky" between Wild's lines is the next column's heading, not an exception
    # (audit 6a) it is barred from any action that would give it Distracted
    ("Wild", "action", {"action": "take_action", "allowed": False, "at": MOVE,
                        "cond.none=": {("has_trait", "Character"),
                                       ("friendly_within", "Character", 4)}}, 67, KW),
    ("Wild", "mention", {"keyword": "Distracted", "at": MOVE}, 67, KW),
    ("Wizard", "action", {"action": "cast", "at": MAGIC}, 67, KW),
]

#: Terrain Keywords, p. 68.
TERRAIN_KEYWORDS: list[Row] = [
    ("Arcane", "tokens", {"token": "Mercury", "op": "place", "amount": 1, "scope": "all_units",
                          "at": MAGIC, "moment": "start",
                          "cond.all=": {("has_keyword", "Wizard"),
                                        ("touching_terrain", "Arcane")}}, 68, TERRAIN),
    ("Blocking", "action", {"action": "see_through", "allowed": False}, 68, TERRAIN),
    ("Elevated", "grant", {"keyword": "Large",
                           "cond.all": {("mostly_on_terrain", "Elevated")}}, 68, TERRAIN),
    ("Grim", "tokens", {"amount": 1, "limit": "once_per_phase",
                        "cond.all": {("near_terrain", "Grim", 8),
                                     ("gained_tokens_from", "panic", "Doom")}}, 68, TERRAIN),
    ("Impassable", "action", {"action": "enter", "allowed": False, "scope": "all_units"},
     68, TERRAIN),
    ("Impassable", "action", {"action": "be_placed_in", "allowed": False,
                              "scope": "all_units"}, 68, TERRAIN),
    ("Obscuring", "grant", {"keyword": "Cover", "scope": "target", "duration": "this_attack",
                            "cond.all": {("cover_line_crosses_untouched", "Obscuring")}},
     68, TERRAIN),
    # the unit suffers a one-die War Wagon attack per movement point spent in it
    ("Perilous", "action", {"action": "attack_as", "direction": "suffers", "dice": 1,
                            "as_unit_type": "War Wagon", "per.count": "movement_point",
                            "cond.all": {("moved_through_terrain", "Perilous")}}, 68, TERRAIN),
    ("Rough", "tokens", {"token": "Doom", "amount": 1, "choice": "rough",
                         "cond.all": {("moved_through_terrain", "Rough")}}, 68, TERRAIN),
    ("Rough", "grant", {"keyword": "Distracted", "choice": "rough",
                        "cond.all": {("moved_through_terrain", "Rough")}}, 68, TERRAIN),
]

#: Abyssal Sorcery, pp. 29-33.
SPELL_ROWS: list[Row] = [
    ("Book of Tysthy", "action", {"action": "cast", **ROUND}, 29, SPELLS),
    ("Summon Lloigor", "lookup_as", {"unit_type": "Monster", "table": "target_number",
                                     "scope": "self", **ROUND}, 29, SPELLS),
    ("Orb of Silence", "grant", {"keyword": "Unruly", "scope": "enemy", "within": 18, **ROUND},
     29, SPELLS),
    ("The Tenebrous Piper", "grant", {"keyword": "Berserk", **TARGET_ROUND}, 30, SPELLS),
    ("The Tenebrous Piper", "grant", {"keyword": "Swift [+4]", **TARGET_ROUND}, 30, SPELLS),
    ("The Esurient Dark", "grant", {"keyword": "Self-Destructive", "scope": "enemy",
                                    "within": 18, **ROUND}, 30, SPELLS),
    # the caster's player looks at one card of the target unit's controller (whoever that
    # is: the opponent, an ally, or the caster's own player); may swap it for one of theirs
    ("Prescience", "cards", {"op": "look", "amount": 1, "deck": "Fortune", "scope": "player",
                             "hand": "target_controller"}, 30, SPELLS),
    ("Prescience", "cards", {"op": "swap", "amount": 1, "scope": "player", "optional": True,
                             "hand": "target_controller"}, 30, SPELLS),
    # a Strength keyword of the target that is not Reserved; the caster has it too
    ("Reflective Soulgem", "grant", {"trait": "Strength", "except_trait": "Reserved",
                                     "scope": "self", **ROUND,
                                     "req.all=": {("has_trait", "Strength")},
                                     "req.none=": set()}, 30, SPELLS),
    ("Polyceus’ Blessing", "cards", {"op": "draw", "amount": 1, "scope": "player",
                                     "trigger.event": "card_played", "trigger.by": "self",
                                     "trigger.on": "friendly", **ROUND}, 30, SPELLS),
    ("Hasten", "grant", {"keyword": "Brutal", **TARGET_ROUND}, 31, SPELLS),
    ("Hasten", "grant", {"keyword": "Swift [+2]", **TARGET_ROUND}, 31, SPELLS),
    ("Hasten", "grant", {"keyword": "Fragile", **TARGET_ROUND}, 31, SPELLS),
    ("Flicker", "move", {"how": "redeploy", "scope": "target", "duration": "instant"}, 31,
     SPELLS),
    ("Stalking Death", "grant", {"keyword": "Cowardly", "scope": "enemy", "within": 18,
                                 **ROUND}, 31, SPELLS),
    ("Black Gate", "remove", {"trait": "Character", "scope": "target", **GAME}, 31, SPELLS),
    ("Black Gate", "grant", {"trait": "Character", "scope": "friendly", "within": 18,
                             "select.pick": "exactly", "select.count": 1, **GAME}, 31, SPELLS),
    # an unengaged target is set aside, then put back at the round's end >8" from enemies
    ("Marble Forest", "move", {"how": "set_aside", "scope": "target",
                               "cond.none": {ENGAGED}}, 31, SPELLS),
    ("Marble Forest", "move", {"how": "return", "moment": "end", "min_distance": 8}, 31,
     SPELLS),
    ("Void of Nebularis", "move", {"how": "place", "scope": "markers"}, 31, SPELLS),
    ("Void of Nebularis", "grant", {"keyword": "Perilous", "scope": "terrain", "within": 6},
     31, SPELLS),
    ("Void of Nebularis", "cards", {"op": "remove", "deck": "Fortune",
                                    "trigger.event": "card_played", "within": 6}, 31, SPELLS),
    ("Monstrous Growth", "grant", {"keyword": "Brutal", **TARGET_ROUND}, 32, SPELLS),
    ("Monstrous Growth", "grant", {"keyword": "Large", **TARGET_ROUND}, 32, SPELLS),
    ("Mother’s Blessing", "tokens", {"op": "remove", "dice": "D6", "scope": "target",
                                     "req.none": {BROKEN}}, 32, SPELLS),
    ("Light of Guldvarlden", "tokens", {"op": "remove", "dice": "D3", "scope": "friendly",
                                        "within": 12}, 32, SPELLS),
    ("By My Will", "ignore", {"trait": "Weakness", "optional": True, **TARGET_ROUND}, 32,
     SPELLS),
    ("Serve Unto Death", "tokens", {"op": "place", "amount": 5, "up_to": True,
                                    "optional": True, "scope": "target"}, 32, SPELLS),
    ("Serve Unto Death", "grant", {"keyword": "Blessing of Iskalla", "optional": True,
                                   **TARGET_ROUND}, 32, SPELLS),
    ("Blessing of Iskalla", "attack", {"side": "attacker", "attack": "close_combat",
                                       "action": "extra_dice_per_two_tokens",
                                       "at": "Assign Attack Dice"}, 32, SPELLS),
    ("Raise The Dead", "move", {"how": "place", "unit_type": "Light Infantry",
                                "scope": "created", "within": 12}, 32, SPELLS),
    ("Raise The Dead", "grant", {"keyword": "Hollow", "scope": "created", **GAME}, 32, SPELLS),
    ("Raise The Dead", "tokens", {"op": "place", "dice": "2D6", "scope": "created"}, 32,
     SPELLS),
    ("Trapdoor", "grant", {"keyword": "Devastating Charge", **TARGET_ROUND}, 33, SPELLS),
    ("Trapdoor", "grant", {"keyword": "Swift [+4]", **TARGET_ROUND}, 33, SPELLS),
    ("Scuttle", "ignore", {"keyword": "Distracted", **TARGET_ROUND}, 33, SPELLS),
    ("Spectral Webs", "grant", {"keyword": "Flying", **TARGET_ROUND}, 33, SPELLS),
    ("Spectral Webs", "grant", {"keyword": "Swift [+6]", **TARGET_ROUND}, 33, SPELLS),
    ("Crystal Blades", "grant", {"keyword": "Hero [+2]", **TARGET_ROUND}, 33, SPELLS),
    ("Armour of Pelahg", "grant", {"keyword": "Tough [+1]", **TARGET_ROUND}, 33, SPELLS),
    ("Stone Heart", "grant", {"keyword": "Courage [+1]", "scope": "friendly", "within": 18,
                              **ROUND}, 33, SPELLS),
]

#: Fortune Cards Text, pp. 28-29.
CARD_ROWS: list[Row] = [
    ("Against All Odds", "ignore", {"keyword": "Broken", "scope": "target",
                                    "duration": "next_round_starts",
                                    "req.all": {BROKEN}}, 28, CARDS),
    ("Barge Through", "ignore", {"trigger.event": "activation_starts",
                                 "trigger.by": "friendly", "trigger.repeats": "once",
                                 "duration": "this_activation"}, 28, CARDS),
    ("Barge Through", "action", {"action": "end_overlapping", "allowed": False,
                                 "duration": "this_activation"}, 28, CARDS),
    ("Better Part of Valour", "ignore", {"trigger.event": "activation_starts",
                                         "trigger.phase": MOVE,
                                         "duration": "this_activation"}, 28, CARDS),
    # each engaged enemy Character unit: aim all legal dice at this unit, or Cowardly
    ("Bold Challenge", "action", {"action": "aim_all_dice_at_source", "scope": "enemy",
                                  "within": 0, "select.pick": "each", "choice": "challenge",
                                  "cond.all": {("has_trait", "Character"), ENGAGED}}, 28,
     CARDS),
    ("Bold Challenge", "grant", {"keyword": "Cowardly", "scope": "enemy", "within": 0,
                                 "choice": "challenge", **GAME}, 28, CARDS),
    ("Carpe Diem", "action", {"action": "hold_token", "token": "First Player",
                              "scope": "player", "moment": "after"}, 28, CARDS),
    ("Crushing Charge", "grant", {"keyword": "Critical Hits", "scope": "target", **ROUND,
                                  "at": MOVE, "moment": "end",
                                  "req.all=": {("advanced", 6), ENGAGED}}, 28, CARDS),
    ("Decisive Move", "action", {"action": "activate", "at": MOVE, "moment": "start",
                                 "req.none": {BROKEN}}, 28, CARDS),
    ("Eager for Battle", "tokens", {"op": "remove", "dice": "D3", "at": MOVE, "moment": "end",
                                    "req.all=": {("advanced", 6), ENGAGED}}, 28, CARDS),
    ("Enchanted Shield", "attack", {"side": "defender", "action": "cancel_hits", "amount": 1,
                                    "duration": "this_attack",
                                    "req.all": {("would_suffer_hits",)}}, 29, CARDS),
    ("Famous Blade", "grant", {"keyword": "Hero [+2]", "scope": "target", **ROUND}, 29,
     CARDS),
    ("Go Down Fighting", "tokens", {"op": "place", "amount": 1, "scope": "enemy", "within": 0,
                                    "req.all": {BROKEN}}, 29, CARDS),
    ("Healing Potion", "tokens", {"op": "remove", "dice": "D3", "scope": "target",
                                  "req.none": {BROKEN}}, 29, CARDS),
    ("Heroic Last Stand", "grant", {"keyword": "Brutal", **ROUND, "req.all": {BROKEN}}, 29,
     CARDS),
    ("Hold!", "grant", {"keyword": "Courage [+2]", **ROUND, "req.none": {BROKEN}}, 29, CARDS),
    ("Hopelessness", "tokens", {"op": "place", "dice": "D3", "scope": "target",
                                "trigger.on": "enemy", "trigger.repeats": "once",
                                "req.all": {("gained_tokens_from", "panic", "Doom")}}, 29,
     CARDS),
    ("Moment of Glory", "grant", {"keyword": "Elite", "at": "Combat Phase", "moment": "start",
                                  **ROUND}, 29, CARDS),
    ("Redeploy", "grant", {"keyword": "Swift [+4]", "scope": "target", **ROUND}, 29, CARDS),
    ("Relentless", "move", {"how": "advance", "distance": 4, "trigger.on": "friendly",
                            "req.all": {("gained_tokens_from", "shooting", "Doom")}}, 29,
     CARDS),
    ("Scroll Of Occult Knowledge", "action", {"action": "cast", "duration": "next_spell",
                                              "trigger.event": "spell_cast",
                                              "req.all": {("has_keyword", "Wizard")}}, 29,
     CARDS),
    ("Take Heart", "tokens", {"op": "remove", "dice": "D6", "optional": True,
                              "req.all": {("engaged_with", "Broken")},
                              "req.none": {BROKEN}}, 29, CARDS),
    ("Tattered Banner", "attack", {"side": "defender", "action": "halve_hits",
                                   "duration": "this_attack"}, 29, CARDS),
    ("Vial of Mercury", "tokens", {"token": "Mercury", "op": "place", "amount": 2,
                                   "scope": "player"}, 29, CARDS),
]

#: Cursed Artefacts, pp. 34-36.
ARTEFACT_ROWS: list[Row] = [
    *_conveys("The Staff of Ruin", ("Wizard", "Tome of Magic", "Mystic Roots",
                                    "Ruinous Price"), 34),
    ("Tome of Magic", "parameter", {"name": "allegiances_per_wizard", "op": "set",
                                    "amount": 2, "scope": "army"}, 34, ARTEFACTS),
    ("Mystic Roots", "tokens", {"token": "Mercury", "amount": 1, "scope": "player",
                                "at": MAGIC, "moment": "start", "req.all": {IN_PLAY}}, 34,
     ARTEFACTS),
    # must put 1 Doom on a friendly unit within 12" (itself allowed)
    ("Ruinous Price", "tokens", {"amount": 1, "scope": "friendly", "within": 12,
                                 "select.pick": "exactly", "select.count": 1,
                                 "select.other_than_source": False, "optional": False}, 34,
     ARTEFACTS),
    *_conveys("The Cursed Mantle", ("Cunning Ruse", "Prepared Mind",
                                    "Overconfident Schemes"), 34),
    # "any three": three of the player's choosing, or none, is a reading
    ("Cunning Ruse", "move", {"how": "redeploy", "select.count": 3, "select.chooser": "owner",
                              "limit": "once_per_game", "at": "Deployment",
                              "moment": "after", "reading": "cunning-ruse-any-three"}, 34,
     ARTEFACTS),
    # both players hold it: the first to deploy redeploys first, then they alternate (8a)
    ("Cunning Ruse", "precedence", {"otherwise": "first_deployer_then_turns"}, 34, ARTEFACTS),
    ("Prepared Mind", "cards", {"op": "draw", "amount": 1, "optional": True,
                                "at": "Initiative Phase", "moment": "start",
                                "req.all": {IN_PLAY}}, 34, ARTEFACTS),
    ("Overconfident Schemes", "action", {"action": "hold_token", "token": "First Player",
                                         "allowed": False, "req.all": {IN_PLAY}}, 34,
     ARTEFACTS),
    *_conveys("The Horn of the Manticore", ("Brutal", "War Horn", "Thirst for Battle"), 34),
    ("War Horn", "action", {"action": "attack", "within": 8, "select.count": 1,
                            "select.other_than_source": True, "limit": "once_per_game",
                            "trigger.event": "activation_starts"}, 34, ARTEFACTS),
    ("War Horn", "action", {"action": "attack", "within": 8, "select.count": 1,
                            "limit": "once_per_game", "trigger.event": "activation_ends"}, 34,
     ARTEFACTS),
    ("Thirst for Battle", "tokens", {"amount": 1, "at": "Combat Phase", "moment": "start",
                                     "cond.none": {ENGAGED}}, 34, ARTEFACTS),
    *_conveys("The Obsidian Puzzle Box", ("Swift [+4]", "Manipulate Time",
                                          "Unreliable Master"), 34),
    ("Manipulate Time", "action", {"action": "move_phase", "scope": "friendly", "within": 12,
                                   "limit": "once_per_game", "cond.none": {ENGAGED}}, 34,
     ARTEFACTS),
    ("Unreliable Master", "forbid", {"keyword": "Command", "scope": "self"}, 35, ARTEFACTS),
    *_conveys("The Wretched Whistle", ("Haunted Melody", "Abyssal Piping",
                                       "Dissonant Echoes"), 35),
    ("Haunted Melody", "ignore", {"keyword": "Broken", "scope": "friendly", "within": 4,
                                  "at": "Doom Phase", "duration": "end_of_phase",
                                  "limit": "once_per_game"}, 35, ARTEFACTS),
    ("Abyssal Piping", "grant", {"keyword": "Cowardly", "scope": "enemy", "within": 4,
                                 "duration": "while"}, 35, ARTEFACTS),
    ("Dissonant Echoes", "cards", {"op": "draw", "amount": 5, "scope": "opponent",
                                   "optional": True, "trigger.status": "Broken",
                                   "trigger.on": "self"}, 35, ARTEFACTS),
    *_conveys("The Weaver’s Chart", ("Sneaky", "Hidden Passages", "Byzantine Strategies"),
              35),
    ("Hidden Passages", "grant", {"keyword": "Flying", "select.pick": "up_to",
                                  "select.count": 3, "within": 24, "limit": "once_per_game",
                                  **ROUND}, 35, ARTEFACTS),
    ("Byzantine Strategies", "action", {"action": "deploy", "allowed": False,
                                        "at": "Deployment"}, 35, ARTEFACTS),
    ("Byzantine Strategies", "mention", {"keyword": "Sneaky"}, 35, ARTEFACTS),
    *_conveys("The Helm of Dust", ("Suspended Agony", "Unspool"), 35),
    ("Suspended Agony", "sequence", {"change": "skip", "step": "Doom Phase",
                                     "moment": "start", "limit": "once_per_game",
                                     "req.all": {IN_PLAY}}, 35, ARTEFACTS),
    ("Unspool", "sequence", {"change": "add", "step": MOVE, "moment": "end",
                             "limit": "once_per_game"}, 35, ARTEFACTS),
    ("Unspool", "action", {"action": "activate", "select.pick": "up_to", "select.count": 3,
                           "select.chooser": "each_player"}, 35, ARTEFACTS),
    *_conveys("The Stone of Souls", ("Vengeful Shades", "Anguished Spirits", "Skirmishers"),
              35),
    ("Vengeful Shades", "grant", {"keyword": "Ranged [+12]", "scope": "all_units",
                                  "moment": "before", "limit": "once_per_game", **ROUND}, 35,
     ARTEFACTS),
    # no *other* unit within 12" may be made the target of a shooting attack
    ("Anguished Spirits", "action", {"action": "target", "allowed": False,
                                     "direction": "suffers", "scope": "all_units",
                                     "within": 12, "select.other_than_source": True,
                                     "at": "Select Target"}, 35, ARTEFACTS),
    *_conveys("The Ferric Blade", ("Magic-Eater", "Syphon Power", "Futility", "Nullify",
                                   "Hollow"), 35),
    ("Magic-Eater", "ignore", {"trigger.event": "spell_affects", "trigger.by": "enemy",
                               "trigger.on": "self"}, 35, ARTEFACTS),
    ("Magic-Eater", "tokens", {"token": "Mercury", "dice": "D3", "scope": "player",
                               "trigger.event": "spell_affects"}, 35, ARTEFACTS),
    ("Syphon Power", "tokens", {"op": "take", "amount": 1, "token": "Mercury",
                                "per.count": "token", "per.token": "Doom", "optional": True,
                                "req.all": {("attacking", "Wizard", "close_combat")}}, 35,
     ARTEFACTS),
    ("Futility", "grant", {"keyword": "Hollow", "scope": "enemy", "within": 0,
                           "duration": "while"}, 35, ARTEFACTS),
    ("Nullify", "forbid", {"keyword": "Wizard", "scope": "self"}, 35, ARTEFACTS),
    ("Nullify", "ignore", {"scope": "self", "trigger": None}, 35, ARTEFACTS),
    # "you" may not play Fortune cards on it: its own player
    ("Nullify", "action", {"action": "play_cards_on", "allowed": False, "scope": "player"},
     35, ARTEFACTS),
    *_conveys("The Horologist’s Heart", ("Quicksilver", "Like Clockwork", "Stolen Time"), 35),
    ("Like Clockwork", "cards", {"op": "discard", "amount": None, "optional": True,
                                 "at": "Initiative Phase", "moment": "end"}, 36, ARTEFACTS),
    ("Like Clockwork", "cards", {"op": "draw", "amount": 1, "optional": True,
                                 "at": "Initiative Phase", "moment": "end"}, 36, ARTEFACTS),
    ("Stolen Time", "cards", {"op": "reveal", "scope": "player", "duration": "while",
                              "req.all": {IN_PLAY}}, 36, ARTEFACTS),
]

_BF = "Battlefield Table"
_DT = "Deployment Table"
_TT = "Twists Table"

#: Chaos of War: the Battlefield (p. 42), Deployment (pp. 43-44) and Twists (pp. 44-45)
#: tables.
TABLE_ROWS: list[Row] = [
    *_terrain(f"{_BF} 11-16 Rubble and Ruins", ("Perilous", "Obscuring"), 42, BATTLEFIELD),
    *_terrain(f"{_BF} 21-26 Mushroom Groves", ("Grim", "Obscuring"), 42, BATTLEFIELD),
    *_terrain(f"{_BF} 31-36 High Ground", ("Elevated",), 42, BATTLEFIELD),
    *_terrain(f"{_BF} 41-43 Watch Tower", ("Impassible", "Elevated", "Blocking"), 42,
              BATTLEFIELD),
    *_terrain(f"{_BF} 44-45 The Columns", ("Impassable", "Elevated", "Blocking"), 42,
              BATTLEFIELD),
    *_terrain(f"{_BF} 46 The Marble Forest", ("Impassable", "Elevated", "Blocking"), 42,
              BATTLEFIELD),
    *_terrain(f"{_BF} 51-53 The City", ("Impassable", "Elevated", "Blocking"), 42,
              BATTLEFIELD),
    *_terrain(f"{_BF} 61-63 Founts of Magma", ("Perilous", "Obscuring"), 42, BATTLEFIELD),
    # a Wizard within 4" of the lodestone: Makings and Cataclysms cost one less
    (f"{_BF} 54-56 Lodestone", "parameter",
     {"name": "spell_cost", "op": "subtract", "amount": 1,
      "cond.all": {("has_keyword", "Wizard"), ("within_of_source", 4)},
      "cond.any=": {("casting", "Making"), ("casting", "Cataclysm")}}, 42, BATTLEFIELD),
    # ending within 4" of an entrance: may go in; next Movement Phase out within 4" of
    # either end for 6 movement points and 1 Doom
    (f"{_BF} 64-66 Tunnels", "move", {"how": "set_aside", "optional": True,
                                      "cond.all": {("ended_manoeuvre",),
                                                   ("within_of_source", 4)}}, 42, BATTLEFIELD),
    (f"{_BF} 64-66 Tunnels", "move", {"how": "place", "distance": None, "at": MOVE,
                                      "cond.all": TUNNEL_NEXT},
     42, BATTLEFIELD),
    (f"{_BF} 64-66 Tunnels", "parameter", {"name": "movement_points", "op": "subtract",
                                           "amount": 6}, 42, BATTLEFIELD),
    (f"{_BF} 64-66 Tunnels", "tokens", {"token": "Doom", "amount": 1,
                                        "cond.all": TUNNEL_NEXT},
     42, BATTLEFIELD),
    (f"{_DT} 11-13 Scouts", "parameter", {"name": "deployment_enemy_distance", "op": "at_least",
                                          "amount": 16, "at": "Deployment"}, 43, DEPLOYMENT),
    # the zone is the whole table half (audit 3)
    (f"{_DT} 11-13 Scouts", "parameter", {"name": "deployment_zone_offset", "op": "set",
                                          "amount": 0, "at": "Deployment"}, 43, DEPLOYMENT),
    (f"{_DT} 14-16 Forced March", "parameter",
     {"name": "deployment_zone_offset", "amount": 12, "select.pick": "half",
      "select.rounding": "up"}, 43, DEPLOYMENT),
    (f"{_DT} 21-23 Rushing Arrival", "parameter",
     {"name": "deployment_zone_offset", "amount": 12,
      "cond.all=": {("stat_at_most", 8, "speed")}}, 43, DEPLOYMENT),
    (f"{_DT} 24-26 Early Sighting", "parameter",
     {"name": "deployment_zone_offset", "amount": 12,
      "cond.none=": {("has_keyword", "Skirmishers")}}, 43, DEPLOYMENT),
    # square table: 8" from the side edges (an oblong table is split the other way)
    (f"{_DT} 31-33 Tunnel Fighting", "parameter",
     {"name": "deployment_side_edge_distance", "amount": 8,
      "req.all=": {("table_square",)}}, 43, DEPLOYMENT),
    (f"{_DT} 31-33 Tunnel Fighting", "parameter",
     {"name": "degrees_the_centreline_turns", "amount": 90,
      "req.none=": {("table_square",)}}, 43, DEPLOYMENT),
    (f"{_DT} 34-36 Surprise!", "grant", {"keyword": "Sneaky", "select.count": 3,
                                         "select.chooser": "each_player", "optional": True},
     43, DEPLOYMENT),
    (f"{_DT} 41-43 Surprise Engagement", "move", {"how": "place", "select.pick": "each",
                                                  "trigger.roll": "D3"}, 43, DEPLOYMENT),
    (f"{_DT} 41-43 Surprise Engagement", "grant", {"keyword": "Reinforcements",
                                                   "cond.all": {("does_not_fit",)}}, 43,
     DEPLOYMENT),
    (f"{_DT} 41-43 Surprise Engagement", "move", {"how": "set_aside",
                                                  "cond.all": {("does_not_fit",)}}, 43,
     DEPLOYMENT),
    (f"{_DT} 44-46 Vanguard Skirmish", "grant", {"keyword": "Reinforcements",
                                                 "select.pick": "all_but",
                                                 "select.count": 2}, 43, DEPLOYMENT),
    (f"{_DT} 44-46 Vanguard Skirmish", "move", {"how": "set_aside", "select.pick": "all_but",
                                                "select.count": 2}, 43, DEPLOYMENT),
    (f"{_DT} 44-46 Vanguard Skirmish", "parameter", {"name": "deployment_side_edge_strip",
                                                     "amount": 4, **GAME}, 43, DEPLOYMENT),
    (f"{_DT} 51-52 Tunnel Entrances", "parameter", {"name": "deployment_marker_distance",
                                                    "amount": 8}, 43, DEPLOYMENT),
    (f"{_DT} 51-52 Tunnel Entrances", "grant", {"keyword": "Reinforcements",
                                                "cond.all": {("does_not_fit",)}}, 43,
     DEPLOYMENT),
    (f"{_DT} 51-52 Tunnel Entrances", "move", {"how": "set_aside",
                                               "cond.all": {("does_not_fit",)}}, 43,
     DEPLOYMENT),
    (f"{_DT} 53-54 Huddled Together", "parameter",
     {"name": "deployment_marker_distance", "amount": 12,
      "cond.all": {("unit_type_name_has", "Infantry")}}, 43, DEPLOYMENT),
    (f"{_DT} 53-54 Huddled Together", "grant",
     {"keyword": "Reinforcements", "cond.all": {("unit_type_name_has", "Infantry"),
                                                ("does_not_fit",)}}, 43, DEPLOYMENT),
    (f"{_DT} 53-54 Huddled Together", "move",
     {"how": "set_aside", "cond.all": {("unit_type_name_has", "Infantry"),
                                       ("does_not_fit",)}}, 43,
     DEPLOYMENT),
    (f"{_DT} 55-56 Pets", "parameter",
     {"name": "deployment_general_distance", "amount": 12,
      "cond.any=": {("unit_type", "Monster"), ("unit_type", "Beasts")}}, 43, DEPLOYMENT),
    (f"{_DT} 55-56 Pets", "mention", {"keyword": "General"}, 43, DEPLOYMENT),
    # deployed only after the General's unit (audit 6c)
    (f"{_DT} 55-56 Pets", "move", {"how": "place", "at": "Deployment",
                                   "cond.any=": {("unit_type", "Monster"),
                                                 ("unit_type", "Beasts")}}, 43, DEPLOYMENT),
    (f"{_DT} 61-63 No Man’s Land", "parameter", {"name": "deployment_marker_keep_away",
                                                 "amount": 8}, 44, DEPLOYMENT),
    (f"{_DT} 63-66 Last Stand", "parameter", {"name": "deployment_zone_radius",
                                              "amount": 10}, 44, DEPLOYMENT),
    # the Attacker deploys from 16" out (audit 3)
    (f"{_DT} 63-66 Last Stand", "parameter", {"name": "deployment_zone_inner_radius",
                                              "amount": 16, "req.all=": {("has_role", "Attacker")}},
     44, DEPLOYMENT),
    # +2 Courage for the Defender's units only
    (f"{_DT} 63-66 Last Stand", "stat", {"stat": "courage", "amount": 2, **GAME,
                                         "cond.all=": {("has_role", "Defender")}}, 44,
     DEPLOYMENT),
    (f"{_TT} 11-12 Smoke and Darkness", "parameter", {"name": "line_of_sight_range",
                                                      "op": "at_most", "amount": 12,
                                                      "scope": "all_units"}, 44, TWISTS),
    (f"{_TT} 13-14 Easy Underfoot", "grant", {"keyword": "Swift [+2]", "scope": "all_units",
                                              **GAME}, 44, TWISTS),
    (f"{_TT} 15-16 Underground Mercury Lake", "tokens", {"token": "Mercury", "amount": 3,
                                                         "scope": "players"}, 44, TWISTS),
    (f"{_TT} 21-22 Quicksilver Spring", "tokens", {"token": "Mercury", "amount": 6,
                                                   "scope": "players"}, 44, TWISTS),
    (f"{_TT} 23-24 Frozen Lake", "move", {"how": "advance", "distance": 3,
                                          "heading": "forward", "trigger.event": "moved",
                                          "cond.all": {("roll_below_stat", "speed", "3D6")}},
     44, TWISTS),
    (f"{_TT} 23-24 Frozen Lake", "ignore", {"keyword": "Distracted",
                                            "trigger.event": "moved"}, 44, TWISTS),
    (f"{_TT} 25-26 Desperate Fighting", "sequence", {"change": "skip", "step": "Panic",
                                                     **GAME}, 44, TWISTS),
    (f"{_TT} 31-32 To The Last", "stat", {"stat": "courage", "op": "add", "amount": 3,
                                          "scope": "all_units"}, 44, TWISTS),
    (f"{_TT} 33-34 Bitter Cold", "stat", {"stat": "courage", "op": "subtract", "amount": 1,
                                          "per": "round", "scope": "all_units"}, 44, TWISTS),
    (f"{_TT} 35-36 Exhausted Forces", "ignore",
     {"keyword": "Command", **GAME,
      "req.any=": {("has_keyword", "General"), ("has_keyword", "Battle Standard")}}, 44,
     TWISTS),
    (f"{_TT} 41-42 Arcane Conclave", "grant", {"keyword": "Wizard", "select.count": 1,
                                               "cond.none": {("has_keyword", "Wizard")}},
     45, TWISTS),
    (f"{_TT} 43-44 Champions", "grant", {"keyword": "Hero [+1]", "select.count": 2,
                                         "optional": True}, 45, TWISTS),
    (f"{_TT} 45-46 Assassins", "grant", {"keyword": "Hero [+4]", "select.count": 1,
                                         "select.secret": True}, 45, TWISTS),
    (f"{_TT} 51 Soldiers of Renown", "grant", {"keyword": "Elite", "select.count": 1,
                                               "select.chooser": "each_player"}, 45, TWISTS),
    (f"{_TT} 52 Hand of Fate", "cards", {"op": "draw", "amount": 1, "scope": "players",
                                         "at": "Initiative Phase", "moment": "start"}, 45,
     TWISTS),
    # at each Magic Phase start, outnumbering the foe within 4" of a marker: 2 Mercury or
    # one card
    (f"{_TT} 53 Places of Power", "tokens", {"token": "Mercury", "amount": 2,
                                             "per.count": "marker", "optional": True,
                                             "choice": "power",
                                             "req.all": {("outnumbers_near", 4)}}, 45, TWISTS),
    (f"{_TT} 53 Places of Power", "cards", {"op": "draw", "amount": 1, "per.count": "marker",
                                            "optional": True, "choice": "power",
                                            "req.all": {("outnumbers_near", 4)}}, 45, TWISTS),
    (f"{_TT} 54 Songs in the Dark", "parameter", {"name": "command_range", "op": "set",
                                                  "amount": 12}, 45, TWISTS),
    (f"{_TT} 54 Songs in the Dark", "mention", {"keyword": "Command"}, 45, TWISTS),
    (f"{_TT} 55 Echoes in the Dark", "parameter", {"name": "command_range", "op": "set",
                                                   "amount": 4}, 45, TWISTS),
    (f"{_TT} 55 Echoes in the Dark", "mention", {"keyword": "Command"}, 45, TWISTS),
    (f"{_TT} 56 Haunting Voices", "tokens", {"amount": 1, "trigger.token": "Doom",
                                             "cond.all": {("gained_tokens_from", "panic",
                                                           "Doom")}}, 45, TWISTS),
    (f"{_TT} 61 Fateful Deeds", "cards", {"op": "draw", "amount": 1, "scope": "opponent",
                                          "trigger.event": "card_played"}, 45, TWISTS),
    (f"{_TT} 62 No Quarter", "sequence", {"change": "skip", "step": "Remove Broken Units",
                                          "cond.all": {("round_at_most", 2)}}, 45, TWISTS),
    (f"{_TT} 63 Torches Burning Low", "sequence", {"change": "rounds", "rounds": 4}, 45,
     TWISTS),
    (f"{_TT} 64 ‘Til The Bitter End", "sequence", {"change": "rounds", "rounds": 6}, 45,
     TWISTS),
    (f"{_TT} 65 Cauldron of Magic Potion", "grant", {"keyword": "Brutal", "select.count": 1},
     45, TWISTS),
    (f"{_TT} 66 Blood & Sludge", "grant", {"keyword": "Grim", "scope": "placed",
                                           "trigger.event": "unit_removed"}, 45, TWISTS),
]

_SC = "Scenarios: "
_NS = "Narrative Scenarios: "
_TP = "Team Play: "
_UAO = "Unlikely Allies Objectives"
ATTACKER = ("has_role", "Attacker")
DEFENDER = ("has_role", "Defender")

#: Scenario special rules (pp. 38-41, 46-48), team play (p. 49) and solo play (pp. 50-51).
SCENARIO_ROWS: list[Row] = [
    (f"{_SC}The Pendulum’s Swing", "stat",
     {"amount": 2, "scope": "friendly", "cond.all": {("markers_in_half", 3, "enemy")}}, 38,
     "The Pendulum’s Swing"),
    # before deployment, for each marker both players roll 2D6; the higher roller slides
    # it straight for their own deployment zone as many inches as they rolled; a tie: none
    (f"{_SC}The Pendulum’s Swing", "move",
     {"how": "slide", "direction": "suffers", "scope": "markers", "select.pick": "each",
      "by_roll": True, "dice": None, "distance": None,
      "towards": "the higher roller's deployment zone", "at": "Deployment",
      "moment": "before", "trigger.event": "roll_made", "trigger.roll": "2D6",
      "trigger.opposed": True}, 38, "The Pendulum’s Swing"),
    (f"{_SC}The Pendulum’s Swing", "score",
     {"amount": 1, "cap": 10, "select.pick": "each",
      "cond.all": {("within_of_source", 8), ("last_rounds", 2)},
      "cond.none=": {BROKEN, ("points_over", 500)}}, 38, "The Pendulum’s Swing"),
    (f"{_SC}The Pendulum’s Swing", "score",
     {"amount": 2, "cap": 10, "cond.all": {("points_over", 500)}, "cond.none=": {BROKEN}},
     38, "The Pendulum’s Swing"),
    (f"{_SC}The Wages of Sin", "score",
     {"amount": 2, "optional": True, "choice": "lift",
      "req.none=": {("enemy_within", 8, "Broken")}}, 39, "The Wages of Sin"),
    (f"{_SC}The Wages of Sin", "score",
     {"amount": 1, "optional": True, "choice": "lift",
      "req.all=": {("friendly_within", 4, "Broken")}}, 39, "The Wages of Sin"),
    # audit 8d: lifting the marker takes it away
    (f"{_SC}The Wages of Sin", "move",
     {"how": "remove_from_play", "optional": True,
      "req.none=": {("enemy_within", 8, "Broken")}}, 39, "The Wages of Sin"),
    # a single unengaged unit in base contact with the marker
    (f"{_SC}Tides of War", "score",
     {"amount": 1, "cond.all=": {("within_of_source", 0), ("alone_near_source", 0)},
      "cond.none=": {ENGAGED}}, 39, "Tides of War"),
    # then the scoring side moves that marker D6+2" straight for the enemy table edge
    (f"{_SC}Tides of War", "move",
     {"scope": "markers", "direction": "suffers", "dice": "D6", "distance": 2,
      "towards": "the enemy table edge", "at": "Doom Phase", "moment": "end"}, 39,
     "Tides of War"),
    (f"{_SC}Bloodbath", "score", {"outcome": "win", "per": None,
                                  "req.all=": {("most_of", "points")}}, 40, "Bloodbath"),
    (f"{_SC}Bloodbath", "score", {"outcome": "draw",
                                  "cond.all": {("scores_tied", "points")}}, 40, "Bloodbath"),
    # the opponent's Character units decide: none left 5VP, else 1VP per one gone (max 5)
    (f"{_SC}Bathed in Glory", "score",
     {"amount": 5, "req.none=": {("units_in_play", "Character", "enemy")}}, 40,
     "Bathed in Glory"),
    (f"{_SC}Bathed in Glory", "score",
     {"amount": 1, "cap": 5, "req.all=": {("units_in_play", "Character", "enemy")}}, 40,
     "Bathed in Glory"),
    (f"{_SC}Altars of Grief", "grant", {"keyword": "Grim", "scope": "markers", **GAME}, 40,
     "Altars of Grief"),
    # 1VP for each altar where its side has more units within 12"
    (f"{_SC}Altars of Grief", "score", {"amount": 1, "per.count": "marker",
                                        "req.all": {("outnumbers_near", 12, 500)}}, 40,
     "Altars of Grief"),
    (f"{_SC}Burn Them Out", "parameter",
     {"name": "deployment_centreline_distance", "op": "at_most", "amount": 12,
      "req.all": {DEFENDER}}, 41, "Burn Them Out"),
    (f"{_SC}Burn Them Out", "parameter",
     {"name": "objective_spacing", "op": "more_than", "amount": 16, "req.all": {DEFENDER}},
     41, "Burn Them Out"),
    # only the three new buildings are War Wagons with Immobile and Objective
    (f"{_SC}Burn Them Out", "move", {"how": "place", "unit_type": "War Wagon",
                                     "scope": "created", "req.all": {DEFENDER}}, 41,
     "Burn Them Out"),
    (f"{_SC}Burn Them Out", "grant", {"keyword": "Immobile", "scope": "created"}, 41,
     "Burn Them Out"),
    (f"{_SC}Burn Them Out", "grant", {"keyword": "Objective", "scope": "created"}, 41,
     "Burn Them Out"),
    (f"{_SC}Burn Them Out", "score",
     {"outcome": "win", "req.all=": {DEFENDER,
                                     ("units_in_play", "Objective", 2, "friendly")}}, 41,
     "Burn Them Out"),
    (f"{_SC}Burn Them Out", "score",
     {"outcome": "win", "req.all=": {ATTACKER},
      "req.none=": {("units_in_play", "Objective", 2, "enemy")}}, 41, "Burn Them Out"),
    (f"{_SC}Desperate Search", "score",
     {"amount": 1, "optional": True, "req.all=": {ATTACKER},
      "req.any=": {("friendly_within", "General", 4),
                   ("friendly_within", "Battle Standard", 4)},
      "req.none=": {("enemy_within", 4)}}, 41, "Desperate Search"),
    # audit 7d: lifting the marker takes it away (p. 41)
    (f"{_SC}Desperate Search", "move", {"how": "remove_from_play", "scope": "markers",
                                        "optional": True, "req.all=": {ATTACKER}}, 41,
     "Desperate Search"),
    (f"{_SC}Desperate Search", "score", {"amount": 1, "scope": "player",
                                         "req.all=": {DEFENDER}}, 41, "Desperate Search"),
    (f"{_NS}The Chasm", "stat", {"amount": 5, "cond.all=": {ATTACKER}}, 46, "The Chasm"),
    (f"{_NS}The Chasm", "parameter", {"name": "sneaky_chasm_distance", "amount": 4,
                                      "cond.all=": {ATTACKER, ("has_keyword", "Sneaky")}}, 46,
     "The Chasm"),
    (f"{_NS}The Chasm", "ignore", {"cond.all=": {("has_keyword", "Flying")}}, 46, "The Chasm"),
    (f"{_NS}The Chasm", "move", {"how": "cross"}, 46, "The Chasm"),
    (f"{_NS}The Chasm", "score", {"outcome": "win",
                                  "req.all=": {ATTACKER, ("near_markers", 2, 2)}}, 46,
     "The Chasm"),
    # a game that ends without that win is the Defender's
    (f"{_NS}The Chasm", "score", {"outcome": "win", "choice": "winner", "at": None,
                                  "req.all=": {DEFENDER}}, 46, "The Chasm"),
    *_terrain(f"{_NS}The Fortress", ("Impassible", "Elevated", "Blocking"), 47,
              "The Fortress"),
    (f"{_NS}The Fortress", "stat", {"amount": 2, "cond.all=": {DEFENDER}}, 47, "The Fortress"),
    (f"{_NS}The Fortress", "ignore", {"cond.all=": {DEFENDER}}, 47, "The Fortress"),
    (f"{_NS}The Fortress", "ignore", {"cond.all=": {ATTACKER}}, 47, "The Fortress"),
    (f"{_NS}The Fortress", "mention", {"keyword": "Broken"}, 47, "The Fortress"),
    # audit 3: line of sight past the wall; markers attacked as War Wagons of Courage 7
    (f"{_NS}The Fortress", "ignore", {"cond.all=": {DEFENDER, ("touching_placed",)}},
     47, "The Fortress"),
    (f"{_NS}The Fortress", "action", {"action": "attack", "cond.all=": {
        ATTACKER, ("within_of_source", 0)}, "cond.none=": {ENGAGED}}, 47, "The Fortress"),
    (f"{_NS}The Fortress", "lookup_as", {"unit_type": "War Wagon", "scope": "markers"}, 47,
     "The Fortress"),
    (f"{_NS}The Fortress", "stat", {"stat": "courage", "op": "set", "amount": 7,
                                    "scope": "markers"}, 47, "The Fortress"),
    (f"{_NS}The Fortress", "score",
     {"outcome": "win", "req.all=": {ATTACKER, ("markers_with", "Broken", 3)}}, 47,
     "The Fortress"),
    (f"{_NS}The Fortress", "score",
     {"outcome": "win", "req.all=": {DEFENDER}, "req.none=": {("markers_with", "Broken", 3)}},
     47, "The Fortress"),
    (f"{_NS}The Breach", "grant", {"keyword": "Reinforcements",
                                   "cond.all=": {DEFENDER, ("does_not_fit",)}}, 47,
     "The Breach"),
    (f"{_NS}The Breach", "move", {"how": "set_aside",
                                  "cond.all=": {DEFENDER, ("does_not_fit",)}}, 47, "The Breach"),
    (f"{_NS}The Breach", "stat", {"amount": 2, "cond.all=": {ATTACKER}}, 47, "The Breach"),
    (f"{_NS}The Breach", "score",
     {"outcome": "win", "req.all=": {("outnumbers_near", 8, "Broken")}}, 47, "The Breach"),
    (f"{_TP}Allied Fortune Cards", "action", {"action": "play_cards_on", "allowed": False,
                                              "scope": "players", "on": (Scope.PLAYER, Scope.OWN)},
     49, "Allied Fortune Cards"),
    # audit6d: the hand is secret from allies too (audit7f: its holder may not tell it)
    (f"{_TP}Allied Fortune Cards", "action", {"action": "tell_hand", "allowed": False,
                                              "scope": "players"}, 49, "Allied Fortune Cards"),
    # what earns each tick (test_effects_left.py)
    (f"{_TP}Combined Arms", "tally", {"amount": 1}, 49, _UAO),
    (f"{_TP}Hands Around Their Throats", "tally", {"amount": 1}, 49, _UAO),
    (f"{_TP}Combined Arms", "score", {"amount": 1, "cond.all": {("tally_at_least", 1)},
                                      "cond.none": {("tally_at_least", 3)}}, 49, _UAO),
    (f"{_TP}Combined Arms", "score", {"amount": 2, "cond.all": {("tally_at_least", 3)}}, 49,
     _UAO),
    # the two mentions became the tick's test and trigger (test_effects_left.py)
    (f"{_TP}Brothers-in-Arms", "tally", {"amount": 1}, 49, _UAO),
    (f"{_TP}Brothers-in-Arms", "score", {"amount": 1, "cond.all": {("tally_at_least", 3)},
                                         "cond.none": {("tally_at_least", 5)}}, 49, _UAO),
    (f"{_TP}Brothers-in-Arms", "score", {"amount": 2, "cond.all": {("tally_at_least", 5)}},
     49, _UAO),
    (f"{_TP}Hands Around Their Throats", "score",
     {"amount": 1, "cond.all": {("tally_at_least", 1)},
      "cond.none": {("tally_at_least", 3)}}, 49, _UAO),
    (f"{_TP}Hands Around Their Throats", "score",
     {"amount": 2, "cond.all": {("tally_at_least", 3)}}, 49, _UAO),
    # the team whose players' remaining totals are closest together
    (f"{_TP}United in Death", "score", {"amount": 2, "req.all=": {("least_of", "points gap")}},
     49, _UAO),
    (f"{_TP}Shared Slaughter", "score",
     {"amount": 1, "req.all=": {("most_of", "points"), ("units_in_play", "enemy")}}, 49, _UAO),
    (f"{_TP}Shared Slaughter", "score",
     {"amount": 2, "req.all=": {("most_of", "points")},
      "req.none=": {("units_in_play", "enemy")}}, 49, _UAO),
    ("Solo Play Setup: Army Lists", "forbid", {"keyword": "Wizard", "scope": "army",
                                               "cond.all": {("automated",)}}, 50,
     "Army Lists"),
    # audit8f: His points as a share of the player's, by difficulty (Easy, Normal, Hardcore)
    *[("Solo Play Setup: Army Lists", "parameter",
       {"amount": share, "choice": "difficulty", "cond.all": {("automated",)}}, 50,
       "Army Lists") for share in (100, 150, 200)],
    ("Solo Play Setup: Undistractable", "forbid", {"keyword": "Distracted",
                                                   "cond.all": {("automated",)}}, 50,
     "Undistractable"),
    ("Solo Play Setup: Undistractable", "ignore", {"keyword": "Distracted",
                                                   "cond.all": {("automated",)}}, 50,
     "Undistractable"),
    ("Game Length and Victory: Game Length and Victory", "score",
     {"outcome": "win", "per": None, "req.all=": {("most_of", "points")}}, 51,
     "Game Length and Victory"),
]

ROWS = (KEYWORDS + TERRAIN_KEYWORDS + SPELL_ROWS + CARD_ROWS + ARTEFACT_ROWS + TABLE_ROWS
        + SCENARIO_ROWS)

_PARAMS = ("keyword", "trait", "unit_type", "distance", "value", "source", "side", "token",
           "stat", "dice", "without", "role")


def _tests(condition: Any, where: str) -> set[tuple[Any, ...]]:
    if condition is None:
        return set()
    return {(t.pred.value, *(getattr(t, p) for p in _PARAMS if getattr(t, p) is not None))
            for t in getattr(condition, where)}


def _matches(effect: Any, expected: dict[str, Any]) -> bool:
    for path, want in expected.items():
        if path.startswith(("cond.", "req.")):
            head, where = path.rstrip("=").split(".")
            found = _tests(effect.condition if head == "cond" else effect.requires, where)
            if not (found == want if path.endswith("=") else want <= found):
                return False
        elif _field(effect, path) != want:
            return False
    return True


def _audited(rules: Any, name: str) -> list[Holder]:
    return [h for h in holders(rules) if h.name == name and h.file != "game_rules.yaml"]


def named(rules: Any, name: str) -> list[Holder]:
    """Every holder called ``name``, wherever the model keeps it."""
    return [h for h in holders(rules) if h.name == name]


def row_test(rows: list[Row],
             found: Callable[[Any, str], list[Holder]] = named) -> Callable[..., None]:
    """The test an audit module runs on its rows: each row's effect is printed at the row's
    place and has the row's fields. Bind it to a module name starting ``test_``."""

    @pytest.mark.parametrize(("name", "kind", "expected", "page", "section"), rows,
                             ids=[f"{r[0]}-{r[1]}-p{r[3]}-{i}" for i, r in enumerate(rows)])
    def agrees_with_the_book(rules: Any, name: str, kind: str, expected: dict[str, Any],
                             page: int, section: str) -> None:
        assert_row(found(rules, name), name, kind, expected, page, section)

    test: Callable[..., None] = agrees_with_the_book
    return test


test_effect_agrees_with_the_book = row_test(ROWS, _audited)


def shown_texts(name: str) -> str:
    """Every effect ``show`` gives for ``name``, in its plain words, joined by ``|``."""
    from rulesref.core.show import show

    return " | ".join(e.text for item in show(name).shown for e in item.effects)


def assert_row(found: list[Holder], name: str, kind: str, expected: dict[str, Any], page: int,
               section: str) -> None:
    """The holders named ``name`` are printed at the row's place, and one of their effects
    of the row's kind has the row's fields."""
    assert found, name
    cites = {(h.cite.page, h.cite.section) for h in found} | {
        (e.cite.page, e.cite.section) for h in found for e in h.effects if e.cite is not None}
    assert (page, section) in cites, (name, cites)
    candidates = [e for h in found for e in h.effects if e.kind == kind]
    assert any(_matches(e, expected) for e in candidates), (name, kind, candidates)


def test_no_effect_left_unaudited(rules) -> None:  # type: ignore[no-untyped-def]
    """Each effect of an audited holder answers to its own row: as many rows of a kind as
    effects of that kind, and every effect matched by one."""
    wanted = Counter((name, kind) for name, kind, *_ in ROWS)
    for (name, kind), count in wanted.items():
        effects = [e for h in _audited(rules, name) for e in h.effects if e.kind == kind]
        assert len(effects) == count, (name, kind, len(effects), count)
    for name in {r[0] for r in ROWS}:
        rows = [r for r in ROWS if r[0] == name]
        for effect in (e for h in _audited(rules, name) for e in h.effects):
            assert any(effect.kind == kind and _matches(effect, expected)
                       for _, kind, expected, *_ in rows), (name, effect)


def test_audit_size() -> None:
    """Issue 26 asks for a fresh audit of at least 200 effects, across every chapter."""
    assert len(ROWS) >= 200
    assert all(len(part) >= 9 for part in (KEYWORDS, TERRAIN_KEYWORDS, SPELL_ROWS, CARD_ROWS,
                                           ARTEFACT_ROWS, TABLE_ROWS, SCENARIO_ROWS))


def test_an_unknown_role_is_named(rules) -> None:  # type: ignore[no-untyped-def]
    """Mutation: a role test naming a part no scenario hands out is a finding of the effect
    terms check, naming the holder (Last Stand, p. 44)."""
    from rulesref.core.conditions import Condition, Predicate, Test
    from rulesref.games.hobgoblin.checks import effects as effect_checks
    from tests.verify.mutate import replace_where, with_field

    wrong = Condition(all=(Test(pred=Predicate.HAS_ROLE, role="Defnder"),))

    def plant(table):  # type: ignore[no-untyped-def]
        return with_field(table, entries=replace_where(
            table.entries, lambda e: e.result == "Last Stand",
            lambda e: with_field(e, effects=tuple(
                with_field(x, condition=wrong) if x.kind == "stat" else x
                for x in e.effects))))

    assert effect_checks.check_effect_terms(rules) == []
    bad = with_field(rules, dice_tables=tuple(
        plant(t) if any(e.result == "Last Stand" for e in t.entries) else t
        for t in rules.dice_tables))
    found = [f for f in effect_checks.check_effect_terms(bad) if "role" in f.id]
    assert [f.id for f in found] == ["effects:role:Deployment Table 63-66 Last Stand:Defnder"]
