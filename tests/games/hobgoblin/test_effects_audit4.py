"""A fourth audit of Hobgoblin effects against the book (issue 26), made fresh and
independently of the earlier three: each object's printed text was read first, then what
``rulesref show`` says of it, field by field and in its plain words.

Each row is one rule object: its name as the model holds it, the page, the verdict this audit
reached on the model as it stood before its fixes (``right``, or ``fixed`` when it was wrong
and was corrected), and each of its effects as worked out by hand from the book. The rows are
checked by :func:`tests.games.hobgoblin.audit_rows.assert_row`.

Tally: 212 rule objects and 323 of their effects read (as the model now holds them; the
fixes added two). The rows below record 200 and more of them. Found wrong: 41 effects in 27
objects, all fixed:
- whom it picks (25 effects): the Battlefield Table's terrain results (Rubble and Ruins,
  Mushroom Groves, High Ground, Watch Tower, The Columns, The Marble Forest, The City, Founts
  of Magma), Blood & Sludge's Gore Marker and The Fortress's wall gave their keywords to every
  piece of terrain on the table, not to the pieces the rule places (a new core scope,
  ``placed``); Altars of Grief made all terrain Grim, not its three altar markers;
  Void of Nebularis's words said the terrain within 6" is Perilous, where the book makes the
  whole area within 6" Perilous terrain;
- direction (4): Eldritch Redirection, Shooting target and Spells with a target unit had the
  chosen unit *make* the targeting, where it is the one targeted; Engaged units and shooting
  barred engaged enemy units from targeting, where they may not be targeted;
- missing part (4): Impassable lacked "nor be placed on it"; Tunnel Fighting lacked the
  rectangular table's turned split; Quicksilver lacked turning a die to the spent die's face
  instead of re-rolling it; Reinforcements did not say where the unit is placed;
- amount (3): Like Clockwork's draw was not "as many as discarded"; Tattered Banner's words
  dropped "rounding up"; Void of Nebularis's card effect said the unit removes cards, not
  that the played card leaves the game;
- place and words (4): Tunnels used its 4" as a distance moved, where it is the reach of the
  entrances the unit comes out near; Surprise Engagement did not say the D3 picks the third;
  Shoot into Combat's and Book of Tysthy's words named no object ("may target", "may cast");
- reading (1): Manipulate Time's "after this player has completed its movement phase" was
  taken silently as after the whole phase (now a recorded reading).
Not audited here (another helper's): Sneaky, Scouts, No Man's Land, Pets, Huddled Together,
Allied Fortune Cards, Bloodbath, Bathed in Glory, the scenario tie-breakers, Familiar, Scroll
of Occult Knowledge, and Tides of War.
"""

from __future__ import annotations

from typing import Any

from tests.games.hobgoblin.audit_rows import Row, Spec, audit_tests

MAGIC = "Magic Phase"
MOVE = "Movement Phase"
ROUND = "end_of_round"
GAME = "end_of_game"
SETUP = "Set Up Battlefield"
IN_PLAY = "all:in play"
NOT_BROKEN = "none:has keyword Broken"
BROKEN = "all:has keyword Broken"


def grant(keyword: str, **extra: Any) -> Spec:
    """The scope gains a keyword."""
    return {"kind": "grant", "keyword": keyword, **extra}


def spell(*keywords: str, **extra: Any) -> list[Spec]:
    """A spell's target gains these keywords until the round ends."""
    return [grant(k, scope="target", duration=ROUND, at=MAGIC, **extra) for k in keywords]


def card(*keywords: str, **extra: Any) -> list[Spec]:
    """A Fortune card's unit gains these keywords until the round ends."""
    return [grant(k, scope="target", duration=ROUND, **extra) for k in keywords]


def conveys(*keywords: str) -> list[Spec]:
    """A Cursed Artefact gives the General's unit these keywords for the game."""
    return [grant(k, duration=GAME) for k in keywords]


def placed(*keywords: str, at: str = SETUP) -> list[Spec]:
    """The terrain pieces a set-up rule places have these keywords for the game."""
    return [grant(k, scope="placed", at=at, duration=GAME) for k in keywords]


def doom(op: str, **extra: Any) -> Spec:
    """Doom tokens placed (gained) or removed (discarded)."""
    return {"kind": "tokens", "token": "Doom", "op": op, **extra}


def tn(attack: str, change: str, **extra: Any) -> Spec:
    """A change to the unit's target number for its attacks of a kind."""
    return {"kind": "target_number", "attack": attack, "op": change, **extra}


# --- Index of Keywords, pp. 65-67 -----------------------------------------------------------
KEYWORDS: list[Row] = [
    ("Battle Standard", 65, "right", [grant("Command [+1]"), grant("Hero [+1]")]),
    ("General", 66, "right", [grant("Command [+1]"), grant("Hero [+2]")]),
    # unengaged at the Movement Phase's end: D3 Doom, unless it advanced 6"+ at a seen enemy
    ("Berserk", 65, "right", [
        doom("place", dice="D3", at=MOVE, moment="end",
             **{"if": {"none:engaged", "none:advanced towards visible enemy 6"}})]),
    # each time an enemy in base contact becomes Broken: discard D3
    ("Bloodthirsty", 65, "right", [
        doom("remove", dice="D3", **{"trigger.event": "status_gained",
                                     "trigger.repeats": "each_time"})]),
    ("Broken", 65, "right", [
        {"kind": "move", "how": "remove_from_play", "at": "Remove Broken Units"},
        {"kind": "remove", "keyword": "Broken", "words": "fewer than its Courage"}]),
    ("Brutal", 65, "right", [{"kind": "attack", "side": "attacker", "attack": "close_combat",
                              "action": "reroll_misses", "optional": True}]),
    ("Command", 65, "right", [{"kind": "stat", "stat": "courage", "op": "add",
                               "scope": "friendly", "within": 8}]),
    # at the start of its own movement activation: Distracted or D3 Doom, one of the two
    ("Cowardly", 65, "right", [
        grant("Distracted", choice="cowardly", **{"trigger.event": "activation_starts"}),
        doom("place", dice="D3", choice="cowardly",
             **{"trigger.event": "activation_starts"})]),
    ("Critical Hits", 65, "right", [{"kind": "attack", "attack": "close_combat",
                                     "action": "extra_hit_on_six"}]),
    ("Cursed", 65, "right", [{"kind": "attack", "attack": "close_combat",
                              "action": "reroll_hits", "optional": False}]),
    ("Despised", 65, "right", [{"kind": "action", "action": "cause_panic", "allowed": False}]),
    ("Distracted", 65, "right", [{"kind": "action", "action": "engage", "allowed": False}]),
    ("Fearless", 65, "right", [{"kind": "ignore", "words": "panic"}]),
    # once per activation, unengaged and not Distracted: fly straight ahead, 12" at least
    ("Flying", 66, "right", [
        {"kind": "move", "how": "fly", "heading": "forward", "min_distance": 12,
         "optional": True, "limit": "once_per_activation",
         "if": {"none:engaged", "none:has keyword Distracted"}},
        # (audit 6a: the ban on ending in contact with a unit flown over was missing)
        {"kind": "action", "action": "engage", "allowed": False,
         "duration": "this_activation"},
        # (audit 7a: it may pass over units and terrain, but not end on Impassable terrain
        # or another unit)
        {"kind": "ignore", "optional": True},
        {"kind": "action", "action": "end_overlapping", "allowed": False}]),
    ("Fragile", 66, "right", [{"kind": "break", "threshold": "half_stat_round_up"}]),
    ("Hero", 66, "right", [{"kind": "stat", "stat": "strikes", "op": "add", "amount": None}]),
    ("Immobile", 66, "right", [{"kind": "action", "action": "activate", "allowed": False,
                                "at": MOVE}]),
    ("Nimble", 66, "right", [{"kind": "action", "action": "reform", "cost": 2}]),
    # -1 Courage per enemy on a side, rear edge or rear corner; 5 dice to a flank, 3 to rear
    ("Outmaneuvered", 66, "right", [
        {"kind": "stat", "stat": "courage", "op": "subtract", "amount": 1},
        {"kind": "parameter", "op": "at_most", "amount": 5},
        {"kind": "parameter", "op": "at_most", "amount": 3}]),
    # the unit may be deployed fully within its zone at a movement phase's start, losing
    # Reinforcements and gaining Distracted
    ("Reinforcements", 66, "fixed", [
        {"kind": "move", "how": "place", "at": MOVE, "moment": "start", "optional": True,
         "where": "anywhere fully within its deployment zone"},
        {"kind": "remove", "keyword": "Reinforcements", "at": MOVE, "moment": "start"},
        grant("Distracted", **{"trigger.event": "deployed", "trigger.repeats": "once"})]),
    ("Self-Destructive", 67, "right", [{"kind": "attack", "side": "attacker",
                                        "action": "attacker_token_on_one"}]),
    # Shoot into Combat: its row moved to test_effects_left.py when the units it may target
    # became typed (on, on_if)
    ("Short-Ranged", 67, "right", [
        {"kind": "stat", "stat": "range", "op": "halve"},
        {"kind": "forbid", "keyword": "Short-Ranged", "only_buying": True,
         "if": {"none:has keyword Ranged"}}]),
    ("Skirmishers", 67, "right", [
        {"kind": "attack", "side": "defender", "attack": "shooting",
         "action": "no_shooting_cap"},
        {"kind": "ignore", "optional": True, "words": "Rough"}]),
    ("Slow", 67, "right", [{"kind": "stat", "stat": "speed", "op": "subtract"}]),
    ("Swift", 67, "right", [{"kind": "stat", "stat": "speed", "op": "add"}]),
    ("Stubborn", 67, "right", [{"kind": "stat", "stat": "courage", "op": "add", "amount": 1,
                                "per": "engaged_enemy"}]),
    # enemies within 8" taking panic Doom take 2 more, once per Doom Phase
    ("Terrifying", 67, "right", [
        doom("place", amount=2, scope="enemy", within=8, limit="once_per_phase")]),
    ("Tough", 67, "right", [{"kind": "attack", "side": "defender", "attack": "close_combat",
                             "action": "ignore_first_tokens", "optional": True}]),
    ("Unruly", 67, "right", [{"kind": "ignore", "words": "Command"}]),
    ("Weak", 67, "right", [{"kind": "stat", "stat": "strikes", "op": "subtract",
                            "when": "close_combat"}]),
    ("Wizard", 67, "right", [{"kind": "action", "action": "cast", "at": MAGIC}]),
]

# --- Terrain Keywords, p. 68 ----------------------------------------------------------------
TERRAIN: list[Row] = [
    ("Arcane", 68, "right", [
        {"kind": "tokens", "token": "Mercury", "amount": 1, "at": MAGIC, "moment": "start",
         "scope": "all_units"}]),
    ("Blocking", 68, "right", [{"kind": "action", "action": "see_through", "allowed": False}]),
    ("Elevated", 68, "right", [grant("Large", scope="all_units", duration="while")]),
    ("Grim", 68, "right", [doom("place", amount=1, scope="all_units",
                                limit="once_per_phase")]),
    # never moved into, nor placed on
    ("Impassable", 68, "fixed", [
        {"kind": "action", "action": "enter", "allowed": False, "scope": "all_units"},
        {"kind": "action", "action": "be_placed_in", "allowed": False, "scope": "all_units",
         "words": "cannot be placed in it"}]),
    # a unit suffers a one-die War Wagon attack per movement point spent in it
    ("Perilous", 68, "right", [
        {"kind": "action", "action": "attack_as", "dice": 1, "as_unit_type": "War Wagon",
         "direction": "suffers", "per.count": "movement_point"}]),
    ("Rough", 68, "right", [doom("place", amount=1, choice="rough", scope="all_units"),
                            grant("Distracted", choice="rough", scope="all_units")]),
]

# --- Abyssal Sorcery, pp. 29-33 -------------------------------------------------------------
SPELLS: list[Row] = [
    ("Book of Tysthy", 29, "fixed", [
        {"kind": "action", "action": "cast", "duration": ROUND,
         "words": "may cast every spell of one Abyssal Allegiance"}]),
    ("Summon Lloigor", 29, "right", [{"kind": "lookup_as", "unit_type": "Monster",
                                      "duration": ROUND}]),
    ("Orb of Silence", 29, "right", [grant("Unruly", scope="enemy", within=18, duration=ROUND)]),
    ("The Tenebrous Piper", 30, "right", spell("Berserk", "Swift [+4]")),
    ("The Esurient Dark", 30, "right", [grant("Self-Destructive", scope="enemy", within=18,
                                              duration=ROUND)]),
    ("Polyceus’ Blessing", 30, "right", [
        {"kind": "cards", "op": "draw", "amount": 1, "duration": ROUND,
         "trigger.event": "card_played", "trigger.on": "friendly"}]),
    ("Hasten", 31, "right", spell("Brutal", "Swift [+2]", "Fragile")),
    ("Flicker", 31, "right", [{"kind": "move", "how": "redeploy", "direction": "suffers",
                               "scope": "target"}]),
    ("Stalking Death", 31, "right", [grant("Cowardly", scope="enemy", within=18,
                                           duration=ROUND)]),
    # set aside unengaged; back at the round's end more than 8" from its enemies
    ("Marble Forest", 31, "right", [
        {"kind": "move", "how": "set_aside", "scope": "target", "if": {"none:engaged"}},
        {"kind": "move", "how": "return", "min_distance": 8, "beyond": True}]),
    # the ground within 6" of the marker is Perilous; cards played on units there leave the game
    ("Void of Nebularis", 31, "fixed", [
        # the marker itself, put within 18" of the caster (added by audit6b)
        {"kind": "move", "how": "place", "scope": "markers", "words": "within 18\" of the caster"},
        grant("Perilous", scope="terrain", within=6, duration=GAME, around="placed",
              words="the ground within 6\""),
        {"kind": "cards", "op": "remove", "amount": 1, "trigger.event": "card_played",
         "words": "the Fortune card played on it leaves the game"}]),
    ("Monstrous Growth", 32, "right", spell("Brutal", "Large")),
    ("Mother’s Blessing", 32, "right", [doom("remove", dice="D6", scope="target",
                                             needs={NOT_BROKEN})]),
    ("Light of Guldvarlden", 32, "right", [doom("remove", dice="D3", scope="friendly",
                                                within=12)]),
    ("By My Will", 32, "right", [{"kind": "ignore", "scope": "target", "duration": ROUND,
                                  "optional": True}]),
    # the target's controller may give it up to 5 Doom and Blessing of Iskalla
    ("Serve Unto Death", 32, "right", [
        doom("place", amount=5, up_to=True, optional=True, scope="target"),
        grant("Blessing of Iskalla", optional=True, scope="target", duration=ROUND)]),
    ("Blessing of Iskalla", 32, "right", [{"kind": "attack", "side": "attacker",
                                           "action": "extra_dice_per_two_tokens"}]),
    # a new Hollow Light Infantry unit wholly within 12", then 2D6 Doom
    ("Raise The Dead", 32, "right", [
        {"kind": "move", "how": "place", "unit_type": "Light Infantry", "scope": "created",
         "within": 12},
        grant("Hollow", scope="created", duration=GAME),
        doom("place", dice="2D6", scope="created")]),
    ("Trapdoor", 33, "right", spell("Devastating Charge", "Swift [+4]")),
    ("Scuttle", 33, "right", [{"kind": "ignore", "scope": "target", "duration": ROUND,
                               "words": "Distracted"}]),
    ("Spectral Webs", 33, "right", spell("Flying", "Swift [+6]")),
    ("Crystal Blades", 33, "right", spell("Hero [+2]")),
    ("Armour of Pelahg", 33, "right", spell("Tough [+1]")),
    ("Stone Heart", 33, "right", [grant("Courage [+1]", scope="friendly", within=18,
                                        duration=ROUND)]),
]

# --- Fortune Cards Text, pp. 28-29 ----------------------------------------------------------
CARDS: list[Row] = [
    # audit 9b: the card lasts until the next round begins (p. 28)
    ("Against All Odds", 28, "right", [{"kind": "ignore", "scope": "target",
                                        "duration": "next_round_starts",
                                        "words": "Broken"}]),
    ("Better Part of Valour", 28, "right", [
        {"kind": "ignore", "scope": "target", "duration": "this_activation",
         "trigger.event": "activation_starts"}]),
    ("Crushing Charge", 28, "right", card("Critical Hits", at=MOVE, moment="end")),
    ("Decisive Move", 28, "right", [{"kind": "action", "action": "activate", "scope": "target",
                                     "at": MOVE, "moment": "start"}]),
    ("Eager for Battle", 28, "right", [doom("remove", dice="D3", scope="target", at=MOVE,
                                            moment="end")]),
    # a unit of either side within 8", picked by the card's player, becomes the spell's target
    ("Eldritch Redirection", 28, "fixed", [
        {"kind": "action", "action": "target", "direction": "suffers", "within": 8,
         "select.pick": "exactly", "select.count": 1, "trigger.event": "targeted",
         "words": "becomes the target of the spell instead"}]),
    ("Enchanted Shield", 29, "right", [{"kind": "attack", "side": "defender",
                                        "action": "cancel_hits", "amount": 1}]),
    ("Famous Blade", 29, "right", card("Hero [+2]")),
    ("Go Down Fighting", 29, "right", [doom("place", amount=1, scope="enemy", within=0)]),
    ("Healing Potion", 29, "right", [doom("remove", dice="D3", scope="target",
                                          needs={NOT_BROKEN})]),
    ("Heroic Last Stand", 29, "right", card("Brutal")),
    ("Hold!", 29, "right", card("Courage [+2]")),
    ("Hopelessness", 29, "right", [doom("place", dice="D3", scope="target")]),
    ("Moment of Glory", 29, "right", card("Elite", at="Combat Phase", moment="start")),
    ("Redeploy", 29, "right", card("Swift [+4]")),
    ("Relentless", 29, "right", [{"kind": "move", "how": "advance", "distance": 4,
                                  "optional": True, "scope": "target"}]),
    ("Take Heart", 29, "right", [doom("remove", dice="D6", optional=True, scope="target")]),
    ("Tattered Banner", 29, "fixed", [{"kind": "attack", "side": "defender",
                                       "action": "halve_hits", "words": "rounding up"}]),
    ("Vial of Mercury", 29, "right", [{"kind": "tokens", "token": "Mercury", "amount": 2,
                                       "scope": "player"}]),
]

# --- Cursed Artefacts, pp. 34-36 ------------------------------------------------------------
ARTEFACTS: list[Row] = [
    ("The Staff of Ruin", 34, "right",
     conveys("Wizard", "Tome of Magic", "Mystic Roots", "Ruinous Price")),
    ("Mystic Roots", 34, "right", [{"kind": "tokens", "token": "Mercury", "amount": 1,
                                    "scope": "player", "at": MAGIC, "moment": "start"}]),
    # one friendly unit within 12" (itself allowed) takes 1 Doom as the Magic Phase starts
    ("Ruinous Price", 34, "right", [
        doom("place", amount=1, scope="friendly", within=12, at=MAGIC, moment="start",
             **{"select.pick": "exactly", "select.count": 1})]),
    ("The Cursed Mantle", 34, "right",
     conveys("Cunning Ruse", "Prepared Mind", "Overconfident Schemes")),
    ("Prepared Mind", 34, "right", [{"kind": "cards", "op": "draw", "amount": 1,
                                     "optional": True, "scope": "player"}]),
    ("The Horn of the Manticore", 34, "right",
     conveys("Brutal", "War Horn", "Thirst for Battle")),
    ("Thirst for Battle", 34, "right", [doom("place", amount=1, at="Combat Phase",
                                             moment="start", **{"if": {"none:engaged"}})]),
    ("The Obsidian Puzzle Box", 34, "right",
     conveys("Swift [+4]", "Manipulate Time", "Unreliable Master")),
    ("Manipulate Time", 34, "fixed", [
        {"kind": "action", "action": "move_phase", "scope": "friendly", "within": 12,
         "limit": "once_per_game", "if": {"none:engaged"},
         "reading": "manipulate-time-after-whole-phase"}]),
    ("The Wretched Whistle", 35, "right",
     conveys("Haunted Melody", "Abyssal Piping", "Dissonant Echoes")),
    ("Haunted Melody", 35, "right", [{"kind": "ignore", "scope": "friendly", "within": 4,
                                      "limit": "once_per_game", "optional": True}]),
    ("Abyssal Piping", 35, "right", [grant("Cowardly", scope="enemy", within=4,
                                           duration="while")]),
    ("Dissonant Echoes", 35, "right", [{"kind": "cards", "op": "draw", "amount": 5,
                                        "scope": "opponent", "optional": True}]),
    ("The Weaver’s Chart", 35, "right",
     conveys("Sneaky", "Hidden Passages", "Byzantine Strategies")),
    ("Hidden Passages", 35, "right", [
        grant("Flying", scope="friendly", within=24, duration=ROUND, limit="once_per_game",
              **{"select.pick": "up_to", "select.count": 3})]),
    ("The Helm of Dust", 35, "right", conveys("Suspended Agony", "Unspool")),
    ("Suspended Agony", 35, "right", [{"kind": "sequence", "change": "skip",
                                       "step": "Doom Phase", "limit": "once_per_game",
                                       "optional": True}]),
    ("The Stone of Souls", 35, "right",
     conveys("Vengeful Shades", "Anguished Spirits", "Skirmishers")),
    ("Vengeful Shades", 35, "right", [grant("Ranged [+12]", scope="all_units",
                                            duration=ROUND, limit="once_per_game")]),
    # no other unit within 12" may be targeted (in the shooting attack's Select Target step)
    ("Anguished Spirits", 35, "right", [
        {"kind": "action", "action": "target", "allowed": False, "direction": "suffers",
         "within": 12, "at": "Select Target", "select.other_than_source": True}]),
    ("The Ferric Blade", 35, "right",
     conveys("Magic-Eater", "Syphon Power", "Futility", "Nullify", "Hollow")),
    ("Futility", 35, "right", [grant("Hollow", scope="enemy", within=0, duration="while")]),
    ("The Horologist’s Heart", 35, "right",
     conveys("Quicksilver", "Like Clockwork", "Stolen Time")),
    # Mercury comes as rolled Quicksilver Dice; spent on a re-roll, the die may instead be
    # turned to the spent die's face
    ("Quicksilver", 36, "fixed", [
        {"kind": "tokens", "token": "Quicksilver Dice", "amount": 1, "instead_of": "Mercury"},
        {"kind": "reroll", "dice": "attack", "count": "one", "set_face": True,
         "optional": True, "words": "turns that die to the face the spent die shows"}]),
    ("Like Clockwork", 36, "fixed", [
        {"kind": "cards", "op": "discard", "amount": None, "optional": True},
        {"kind": "cards", "op": "draw", "amount": 1, "per": "card discarded",
         "optional": True}]),
    ("Stolen Time", 36, "right", [{"kind": "cards", "op": "reveal", "duration": "while"}]),
]

# --- Chaos of War tables, pp. 42-45 ---------------------------------------------------------
BF = "Battlefield Table"
DT = "Deployment Table"
TT = "Twists Table"
TABLES: list[Row] = [
    (f"{BF} 11-16 Rubble and Ruins", 42, "fixed", placed("Perilous", "Obscuring")),
    (f"{BF} 21-26 Mushroom Groves", 42, "fixed", placed("Grim", "Obscuring")),
    (f"{BF} 31-36 High Ground", 42, "fixed", placed("Elevated")),
    (f"{BF} 41-43 Watch Tower", 42, "fixed", placed("Impassible", "Elevated", "Blocking")),
    (f"{BF} 44-45 The Columns", 42, "fixed", placed("Impassable", "Elevated", "Blocking")),
    (f"{BF} 46 The Marble Forest", 42, "fixed", placed("Impassable", "Elevated", "Blocking")),
    (f"{BF} 51-53 The City", 42, "fixed", placed("Impassable", "Elevated", "Blocking")),
    (f"{BF} 61-63 Founts of Magma", 42, "fixed", placed("Perilous", "Obscuring")),
    # in: set aside; next Movement Phase: out at least partly within 4" of either entrance,
    # 6 movement points and 1 Doom
    (f"{BF} 64-66 Tunnels", 42, "fixed", [
        {"kind": "move", "how": "set_aside", "optional": True},
        {"kind": "move", "how": "place", "distance": None,
         "words": "within 4\" of either entrance of the tunnel it entered"},
        {"kind": "parameter", "name": "movement_points", "op": "subtract", "amount": 6},
        doom("place", amount=1, at=MOVE)]),
    (f"{DT} 21-23 Rushing Arrival", 43, "right", [
        {"kind": "parameter", "name": "deployment_zone_offset", "amount": 12,
         "if": {"all:stat at most 8 speed"}}]),
    (f"{DT} 31-33 Tunnel Fighting", 43, "fixed", [
        {"kind": "parameter", "name": "deployment_side_edge_distance", "amount": 8,
         "needs": {"all:table square"}},
        {"kind": "parameter", "name": "degrees_the_centreline_turns", "amount": 90,
         "needs": {"none:table square"}}]),
    (f"{DT} 41-43 Surprise Engagement", 43, "fixed", [
        {"kind": "move", "how": "place", "select.pick": "each", "trigger.roll": "D3",
         "words": "third of its half that its D3 picks"},
        grant("Reinforcements", **{"if": {"all:does not fit"}}),
        {"kind": "move", "how": "set_aside", "if": {"all:does not fit"}}]),
    # all but two of each player's units wait off the table with Reinforcements
    (f"{DT} 44-46 Vanguard Skirmish", 43, "right", [
        grant("Reinforcements", **{"select.pick": "all_but", "select.count": 2}),
        {"kind": "move", "how": "set_aside", "select.pick": "all_but", "select.count": 2},
        {"kind": "parameter", "name": "deployment_side_edge_strip", "amount": 4}]),
    (f"{TT} 11-12 Smoke and Darkness", 44, "right", [
        {"kind": "parameter", "op": "at_most", "amount": 12, "duration": GAME}]),
    (f"{TT} 13-14 Easy Underfoot", 44, "right", [grant("Swift [+2]", scope="all_units",
                                                       duration=GAME)]),
    (f"{TT} 15-16 Underground Mercury Lake", 44, "right", [
        {"kind": "tokens", "token": "Mercury", "amount": 3, "scope": "players"}]),
    (f"{TT} 21-22 Quicksilver Spring", 44, "right", [
        {"kind": "tokens", "token": "Mercury", "amount": 6, "scope": "players"}]),
    # after a move, a 3D6 under its Speed slides it on 3" forward, Distracted or not
    (f"{TT} 23-24 Frozen Lake", 44, "right", [
        {"kind": "move", "how": "advance", "heading": "forward", "distance": 3},
        {"kind": "ignore", "words": "Distracted"}]),
    (f"{TT} 25-26 Desperate Fighting", 44, "right", [{"kind": "sequence", "change": "skip",
                                                      "step": "Panic"}]),
    (f"{TT} 31-32 To The Last", 44, "right", [{"kind": "stat", "stat": "courage", "op": "add",
                                               "amount": 3, "scope": "all_units"}]),
    (f"{TT} 33-34 Bitter Cold", 44, "right", [{"kind": "stat", "stat": "courage",
                                               "op": "subtract", "amount": 1,
                                               "per": "round"}]),
    (f"{TT} 43-44 Champions", 45, "right", [
        grant("Hero [+1]", optional=True, **{"select.pick": "exactly", "select.count": 2,
                                             "select.chooser": "each_player"})]),
    (f"{TT} 45-46 Assassins", 45, "right", [
        grant("Hero [+4]", **{"select.count": 1, "select.secret": True})]),
    (f"{TT} 51 Soldiers of Renown", 45, "right", [grant("Elite", **{"select.count": 1})]),
    (f"{TT} 52 Hand of Fate", 45, "right", [{"kind": "cards", "op": "draw", "amount": 1,
                                             "scope": "players"}]),
    (f"{TT} 56 Haunting Voices", 45, "right", [doom("place", amount=1, scope="all_units",
                                                    limit=None)]),
    (f"{TT} 61 Fateful Deeds", 45, "right", [{"kind": "cards", "op": "draw", "amount": 1,
                                              "scope": "opponent",
                                              "trigger.event": "card_played"}]),
    (f"{TT} 63 Torches Burning Low", 45, "right", [{"kind": "sequence", "change": "rounds",
                                                    "rounds": 4}]),
    (f"{TT} 64 ‘Til The Bitter End", 45, "right", [{"kind": "sequence", "change": "rounds",
                                                    "rounds": 6}]),
    (f"{TT} 65 Cauldron of Magic Potion", 45, "right", [grant("Brutal",
                                                              **{"select.count": 1})]),
    # the Gore Marker a removed unit leaves is Grim terrain
    (f"{TT} 66 Blood & Sludge", 45, "fixed", [
        grant("Grim", scope="placed", **{"trigger.event": "unit_removed"})]),
]

# --- Core rules that grant or take away statuses, and targeting, pp. 15-28 -----------------
CORE: list[Row] = [
    ("Becoming Broken", 15, "right", [grant("Broken", duration="while")]),
    ("Simultaneous removal", 18, "right", [{"kind": "move", "how": "remove_from_play",
                                            "at": "Remove Broken Units"}]),
    # (audit 8e: the choice is made for each Broken unit removed, pp. 19 and 28)
    ("Death’s Harvest reward", 18, "right", [
        {"kind": "tokens", "token": "Mercury", "amount": 2, "choice": "harvest",
         "trigger.event": "unit_removed", "trigger.on": "friendly",
         "trigger.status": "Broken"},
        {"kind": "cards", "op": "draw", "amount": 1, "choice": "harvest",
         "trigger.event": "unit_removed", "trigger.on": "friendly", "trigger.status": "Broken"}]),
    ("Retreat (half inch per point)", 23, "right", [
        grant("Distracted", at=MOVE),
        {"kind": "move", "how": "retreat", "heading": "backward"}]),
    ("Reform cost", 23, "right", [grant("Distracted", at=MOVE),
                                  {"kind": "action", "action": "reform", "cost": 5},
                                  # audit 8e: across units while turning, not ending on one
                                  {"kind": "ignore", "if": {"all:manoeuvring reform"}},
                                  {"kind": "action", "action": "end_overlapping",
                                   "allowed": False}]),
    ("Who’s Next? reform", 25, "right", [{"kind": "action", "action": "reform", "cost": 0,
                                          "at": "Who’s Next?", "if": {"none:engaged",
                                          "all:was engaged Doom Phase"}}]),
    # one unengaged enemy unit in range and sight is made the target
    ("Shooting target", 20, "fixed", [
        {"kind": "action", "action": "target", "direction": "suffers", "scope": "enemy",
         "select.count": 1, "words": "becomes the target"}]),
    # an engaged unit may neither shoot nor be made the target of a shooting attack
    ("Engaged units and shooting", 20, "fixed", [
        {"kind": "action", "action": "shoot", "allowed": False, "if": {"all:engaged"}},
        {"kind": "action", "action": "target", "allowed": False, "direction": "suffers",
         "if": {"all:engaged"}, "words": "no unit may target it"}]),
    ("Spells with a target unit", 19, "fixed", [
        {"kind": "action", "action": "target", "direction": "suffers", "scope": "target",
         "if": {"all:in range", "all:in line of sight"}}]),
    ("Fortune opening hand", 28, "right", [{"kind": "cards", "op": "draw", "amount": 4,
                                            "scope": "players"}]),
]

# --- Scenarios, pp. 39-41 ------------------------------------------------------------------
SCENARIOS: list[Row] = [
    # the three altar markers count as Grim terrain; 1VP per altar where a side has more
    # units within 12" (a unit over 500 points counting as two)
    ("Scenarios: Altars of Grief", 40, "fixed", [
        grant("Grim", scope="markers", duration=GAME),
        {"kind": "score", "outcome": "vp", "amount": 1, "per.count": "marker"}]),
    # a round's end: an unbroken unit within 4" of its own marker, no unbroken enemy within
    # 8", may lift it: 2VP if it lay wholly in the opponent's zone, else 1VP
    ("Scenarios: The Wages of Sin", 39, "right", [
        {"kind": "score", "outcome": "vp", "amount": 2, "optional": True, "choice": "lift",
         "words": "unless an enemy unit without Broken is within 8\""},
        {"kind": "score", "outcome": "vp", "amount": 1, "optional": True, "choice": "lift"},
        # audit 8d: lifting the marker takes it away (p. 39)
        {"kind": "move", "how": "remove_from_play", "scope": "markers", "optional": True}]),
    # the Attacker lifts a marker for 1VP with a General or Battle Standard unit within 4"
    # and no enemy within 4"; the Defender scores 1VP per marker left at the end
    ("Scenarios: Desperate Search", 41, "right", [
        {"kind": "score", "outcome": "vp", "amount": 1, "optional": True,
         "words": "unless an enemy unit is within 4\""},
        # audit 7d: lifting the marker takes it away (p. 41)
        {"kind": "move", "how": "remove_from_play", "scope": "markers", "optional": True},
        {"kind": "score", "outcome": "vp", "amount": 1, "words": "per marker still in play"}]),
]

ROWS: list[Row] = [*KEYWORDS, *TERRAIN, *SPELLS, *CARDS, *ARTEFACTS, *TABLES, *CORE,
                   *SCENARIOS]


#: Each row as the book says it, and the audit's size (issue 26's goal of 200 effects).
test_effect_as_the_book_says, test_the_audit_covers_two_hundred_effects = audit_tests(ROWS)
