"""Audit 8, slice a: a fresh audit of Hobgoblin's keyword effects against the book (issue 26).

Every record :func:`~rulesref.games.hobgoblin.effect_sources.holders` yields with kind
``keyword``: the Index of Keywords (pp. 65-67), the Terrain Keywords (p. 68), Devour (only
defined inside Ravenous, p. 66), the Blessing of Iskalla (from Serve Unto Death, p. 32) and
the Cursed Artefacts' keywords (pp. 34-36). The printed text of each was put back together
from the two interleaved columns and written down in our own words (/work/audit8a-verdicts.md)
before the model was opened; then ``rulesref show`` (plain and ``--json``) was compared with
it field by field and in its words.

Each row: the record's name, its page, the verdict on the model as it stood BEFORE this
audit's fixes (``right`` or ``fixed``), and each effect as worked out by hand from the book,
checked by :func:`tests.games.hobgoblin.audit_rows.assert_row` (one spec per effect).

Tally: 83 records read, 122 effects read (123 after the fixes: Cunning Ruse gained one).
Wrong before the fixes: 6 effects in 5 records, of which 1 known-open (Cunning Ruse's turn
order, listed in /work/AUDIT8-known.md, read only after the verdicts were written) and 5 new.
- whom 0, trigger 0, when 0, direction 0, amount 0, words 0, unrecorded reading 0;
- missing part 3: Broken's removal in the Doom Phase had no "unless another game effect acts
  on it"; Large's ignoring of units and terrain in the way was mandatory and spoke only of
  its own sight, where the book says "may" and covers sight drawn to it as well; Cunning
  Ruse's turn order when both players hold it was in the summary only (a known-open item
  from audit 7; new core value ``Precedence.otherwise = first_deployer_then_turns``);
- condition 3: Obscuring gave Cover through a piece the shooter itself touches (the Cover
  rule it points to ignores such a piece); both of Rough's alternatives applied to
  Skirmishers, which the Rough entry lets ignore it.
All 6 fixed here. The older audit tests' expectations for these records were updated to match.
Judged right, with a note (see the verdicts file): Command (itself included; stacking of two
auras left open by the book and by the model); Cover (the p. 65 paragraph on gaining cover
is the Cover rule record, printed by ``show Cover`` with it); Narrow/Wide Footprint (the
purchase limit tests the keyword, the book the unit type's list: the same units); Outmaneuvered
("per flank or rear contact"); Ranged ("set"; the summary gives the book's adding example);
Ravenous (when in the phase the 8" test falls is unsaid by both); Shoot into Combat (a
permission, tersely worded); Sneaky ("counts as destroyed" as removed at game end);
Haunted Melody (lasts the Doom Phase); Dissonant Echoes ("each time" for "if"); Byzantine
Strategies ("refers to Sneaky", with Sneaky conveyed and deployment barred); Quicksilver (the
book's "Destiny Dice" is the spent Quicksilver Dice).
"""

from __future__ import annotations

from tests.games.hobgoblin.audit_rows import Row, Spec, audit_tests, open_and_coverage_tests

MOVE = "Movement Phase"
IN_PLAY = "all:in play"
CC = "close_combat"


def gain(keyword: str, **extra: object) -> Spec:
    """The unit (or the scope) gains a keyword."""
    return {"kind": "grant", "keyword": keyword, **extra}


def stat(name: str, op: str, amount: int | None = None, **extra: object) -> Spec:
    """A stat change; ``amount`` None stands for the keyword's own x."""
    return {"kind": "stat", "stat": name, "op": op, "amount": amount, **extra}


def doom(**extra: object) -> Spec:
    """Doom Tokens placed."""
    return {"kind": "tokens", "token": "Doom", "op": "place", **extra}


def only_buyable(keyword: str, unless: str) -> Spec:
    """Army building: only a unit meeting ``unless`` may buy the keyword."""
    return {"kind": "forbid", "keyword": keyword, "only_buying": True, "scope": "army",
            "if": {f"none:{unless}"}}


# --- p. 65 ------------------------------------------------------------------------------------
P65: list[Row] = [
    # carries the Battle Standard: Command [+1], Hero [+1]
    ("Battle Standard", 65, "right", [gain("Command [+1]"), gain("Hero [+1]")]),
    # Movement Phase ends, unengaged, no 6" advance towards a seen enemy: D3 Doom, must
    ("Berserk", 65, "right", [
        doom(dice="D3", amount=None, at=MOVE, moment="end", optional=False,
             **{"if": {"none:engaged", "none:advanced towards visible enemy 6"}})]),
    # each time an enemy in base contact becomes Broken: discard D3 Doom
    ("Bloodthirsty", 65, "right", [
        {"kind": "tokens", "token": "Doom", "op": "remove", "dice": "D3",
         "trigger.event": "status_gained", "trigger.status": "Broken", "trigger.on": "enemy",
         "if": {"all:becomes Broken 0 enemy"}}]),
    # removed in the Doom Phase unless another effect intervenes; loses Broken once its Doom
    # falls below its Courage
    ("Broken", 65, "fixed", [
        {"kind": "move", "how": "remove_from_play", "at": "Remove Broken Units",
         "if": {"none:rule says otherwise"}, "words": "unless another rule says otherwise"},
        {"kind": "remove", "keyword": "Broken", "if": {"all:tokens below stat Doom courage"}}]),
    # close combat: may re-roll misses once
    ("Brutal", 65, "right", [
        {"kind": "attack", "side": "attacker", "attack": CC, "action": "reroll_misses",
         "optional": True}]),
    # every friendly unit within 8" (itself too): Courage +x while there
    ("Command", 65, "right", [stat("courage", "add", scope="friendly", within=8,
                                   duration="while")]),
    # targeted by a shooting attack: the shooter's target number +1, at most 6
    ("Cover", 65, "right", [
        {"kind": "target_number", "side": "defender", "attack": "shooting", "delta": 1,
         "clamp": 6, "trigger.event": "targeted", "trigger.source": "shooting"}]),
    # its movement activation starts: Distracted or D3 Doom, one of the two, must
    ("Cowardly", 65, "right", [
        gain("Distracted", choice="cowardly", optional=False,
             **{"trigger.event": "activation_starts", "trigger.phase": MOVE}),
        doom(dice="D3", choice="cowardly", optional=False,
             **{"trigger.event": "activation_starts", "trigger.phase": MOVE})]),
    # close combat: each 6 makes one more hit
    ("Critical Hits", 65, "right", [
        {"kind": "attack", "side": "attacker", "attack": CC, "action": "extra_hit_on_six"}]),
    # close combat: must re-roll its hits once
    ("Cursed", 65, "right", [
        {"kind": "attack", "side": "attacker", "attack": CC, "action": "reroll_hits",
         "optional": False}]),
    # shooting: may lower its target number by 1, to 2 at best
    ("Deadly Shots", 65, "right", [
        {"kind": "target_number", "side": "attacker", "attack": "shooting", "delta": -1,
         "clamp": 2, "optional": True}]),
    # causes no Panic
    ("Despised", 65, "right", [{"kind": "action", "action": "cause_panic",
                                "allowed": False}]),
    # advanced 6" or more this round: may lower its close combat target number by 1 (min 2)
    # to the end of the round
    ("Devastating Charge", 65, "right", [
        {"kind": "target_number", "side": "attacker", "attack": CC, "delta": -1, "clamp": 2,
         "optional": True, "duration": "end_of_round", "if": {"all:advanced 6"}}]),
    # no moving into contact with an enemy it did not start the manoeuvre engaged with
    ("Distracted", 65, "right", [
        {"kind": "action", "action": "engage", "allowed": False,
         "words": "not engaged with when the manoeuvre began"}]),
    # close combat target number -1 (min 2), not a choice
    ("Elite", 65, "right", [
        {"kind": "target_number", "side": "attacker", "attack": CC, "delta": -1, "clamp": 2,
         "optional": False}]),
    # ignores panic
    ("Fearless", 65, "right", [{"kind": "ignore", "rule": "panic"}]),
]

# --- p. 66 ------------------------------------------------------------------------------------
P66: list[Row] = [
    # unengaged, not Distracted, once per movement activation: Fly 2" per point straight
    # ahead, 12" at least; over units and terrain; not ending on Impassable terrain or a
    # unit; not ending in contact with an enemy flown over, for that activation
    ("Flying", 66, "right", [
        {"kind": "move", "how": "fly", "heading": "forward", "distance": 2,
         "per.count": "movement_point", "min_distance": 12, "optional": True,
         "limit": "once_per_activation", "if": {"none:engaged", "none:has keyword Distracted"}},
        {"kind": "ignore", "optional": True, "words": "other units and terrain"},
        {"kind": "action", "action": "end_overlapping", "allowed": False,
         "words": "Impassable terrain"},
        {"kind": "action", "action": "engage", "allowed": False,
         "duration": "this_activation", "words": "flew over"}]),
    # Broken at Doom >= half its Courage, rounded up
    ("Fragile", 66, "right", [
        {"kind": "break", "threshold": "half_stat_round_up", "status": "Broken",
         "token": "Doom", "stat": "courage"}]),
    # the General's unit: Command [+1], Hero [+2]
    ("General", 66, "right", [gain("Command [+1]"), gain("Hero [+2]")]),
    # Strikes +x
    ("Hero", 66, "right", [stat("strikes", "add")]),
    # removed from play: no Mercury or Fortune for it
    ("Hollow", 66, "right", [
        {"kind": "ignore", "trigger.event": "unit_removed", "trigger.on": "self",
         "words": "Mercury and Fortune"}]),
    # only "Infantry" types; Courage +10; Horde footprint, dropping Narrow and Wide
    ("Horde", 66, "right", [
        stat("courage", "add", 10), {"kind": "footprint", "footprint": "Horde"},
        {"kind": "remove", "keyword": "Narrow Footprint"},
        {"kind": "remove", "keyword": "Wide Footprint"},
        only_buyable("Horde", "unit type name has Infantry")]),
    # never activated in the Movement Phase
    ("Immobile", 66, "right", [{"kind": "action", "action": "activate", "allowed": False,
                                "at": MOVE}]),
    # sight from it, sight to it, and cover: units and terrain in between MAY be ignored
    # unless Large or Elevated
    ("Large", 66, "fixed", [
        {"kind": "ignore", "optional": True,
         "words": "line of sight to or from it and of cover, unless Large or Elevated"}]),
    # an enemy attacking it in close combat: 1 Doom for each 1 it rolls
    ("Merciless", 66, "right", [
        {"kind": "attack", "side": "defender", "attack": CC,
         "action": "attacker_token_on_one"}]),
    # only types listed with Wide; Narrow footprint instead of Wide
    ("Narrow Footprint", 66, "right", [
        {"kind": "footprint", "footprint": "Narrow"},
        {"kind": "remove", "keyword": "Wide Footprint"},
        only_buyable("Narrow Footprint", "has keyword Wide Footprint")]),
    # a reform costs 2 movement points
    ("Nimble", 66, "right", [{"kind": "action", "action": "reform", "cost": 2}]),
    # Courage -1 per enemy on a side, rear edge or rear corner; at most 5 dice to one on a
    # side or rear corner, at most 3 to one on the rear edge
    ("Outmaneuvered", 66, "right", [
        stat("courage", "subtract", 1, per="flank_or_rear_contact", duration="while"),
        {"kind": "parameter", "name": "flank_dice_limit", "op": "at_most", "amount": 5},
        {"kind": "parameter", "name": "rear_dice_limit", "op": "at_most", "amount": 3}]),
    # shooting in the Shooting Phase need not make it Distracted
    ("Quick Fire", 66, "right", [
        {"kind": "forbid", "keyword": "Distracted", "at": "Gain Distracted",
         "optional": True}]),
    # Range stat = x"
    ("Ranged", 66, "right", [stat("range", "set")]),
    # engaged with a Broken enemy: Devour; next Movement Phase, no enemy within 8": no move;
    # Devour lost
    ("Ravenous", 66, "right", [
        gain("Devour", **{"if": {"all:engaged with Broken"}}),
        {"kind": "move", "how": "no_move", "at": MOVE,
         "if": {"all:has keyword Devour", "none:enemy within 8"}},
        {"kind": "remove", "keyword": "Devour", "at": MOVE}]),
    # start of a movement phase, may: drop the keyword, be set up fully in its own zone,
    # then Distracted
    ("Reinforcements", 66, "right", [
        {"kind": "move", "how": "place", "at": MOVE, "moment": "start", "optional": True,
         "words": "fully within its deployment zone"},
        {"kind": "remove", "keyword": "Reinforcements", "at": MOVE, "moment": "start",
         "optional": True},
        gain("Distracted", **{"trigger.event": "deployed", "trigger.on": "self"})]),
    # Devour (inside Ravenous): next Movement Phase, no enemy within 8": no move; then lost
    ("Devour", 66, "right", [
        {"kind": "move", "how": "no_move", "at": MOVE, "if": {"none:enemy within 8"}},
        {"kind": "remove", "keyword": "Devour", "at": MOVE}]),
]

# --- p. 67 ------------------------------------------------------------------------------------
P67: list[Row] = [
    # any attack it makes: 1 Doom on itself per 1 rolled
    ("Self-Destructive", 67, "right", [
        {"kind": "attack", "side": "attacker", "attack": "always",
         "action": "attacker_token_on_one"}]),
    # may shoot at engaged enemies; the hits then spread as evenly as possible over the
    # target and every unit engaged with it
    ("Shoot into Combat", 67, "right", [
        {"kind": "action", "action": "target", "at": "Select Target",
         "words": "provided each is engaged"},
        {"kind": "attack", "side": "attacker", "attack": "shooting",
         "action": "split_hits_in_combat"}]),
    # only with Ranged; its shooting range halved
    ("Short-Ranged", 67, "right", [
        stat("range", "halve"), only_buyable("Short-Ranged", "has keyword Ranged")]),
    # shooting hits past the fifth Doom still land, one Doom each; may ignore Rough
    ("Skirmishers", 67, "right", [
        {"kind": "attack", "side": "defender", "attack": "shooting",
         "action": "no_shooting_cap"},
        {"kind": "ignore", "keyword": "Rough", "optional": True}]),
    # Speed -x
    ("Slow", 67, "right", [stat("speed", "subtract")]),
    # may start set aside; end of a movement phase, D6 above the round number: may be set
    # up more than 8" from enemies, Distracted to the round's end; off the table at the end:
    # destroyed
    ("Sneaky", 67, "right", [
        {"kind": "move", "how": "set_aside", "optional": True},
        {"kind": "move", "how": "place", "at": MOVE, "moment": "end", "min_distance": 8,
         "beyond": True, "optional": True, "trigger.roll": "D6",
         "reading": "sneaky-your-movement-phase",
         "if": {"all:set aside", "all:round below roll"}},
        gain("Distracted", duration="end_of_round",
             **{"if": {"all:set aside", "all:round below roll"}}),
        {"kind": "move", "how": "remove_from_play", "trigger.event": "game_ends",
         "if": {"all:set aside"}}]),
    # Courage +1 per enemy engaged with it
    ("Stubborn", 67, "right", [stat("courage", "add", 1, per="engaged_enemy")]),
    # Speed +x
    ("Swift", 67, "right", [stat("speed", "add")]),
    # enemy within 8" gaining panic Doom: 2 more, once per Doom Phase
    ("Terrifying", 67, "right", [
        doom(amount=2, scope="enemy", within=8, at="Panic", limit="once_per_phase",
             **{"if": {"all:gained tokens from panic Doom"}})]),
    # from a close combat attack: may ignore the first x Doom
    ("Tough", 67, "right", [
        {"kind": "attack", "side": "defender", "attack": CC,
         "action": "ignore_first_tokens", "optional": True, "amount": None}]),
    # no benefit from Command
    ("Unruly", 67, "right", [{"kind": "ignore", "keyword": "Command"}]),
    # close combat: Strikes -x
    ("Weak", 67, "right", [stat("strikes", "subtract", when="close_combat")]),
    # only types listed with Narrow; Wide footprint instead of Narrow
    ("Wide Footprint", 67, "right", [
        {"kind": "footprint", "footprint": "Wide"},
        {"kind": "remove", "keyword": "Narrow Footprint"},
        only_buyable("Wide Footprint", "has keyword Narrow Footprint")]),
    # Movement Phase: nothing that would bring Distracted, unless it or a friendly unit
    # within 4" has a Character keyword
    ("Wild", 67, "right", [
        {"kind": "action", "action": "take_action", "allowed": False, "at": MOVE,
         "if": {"none:has trait Character", "none:friendly within Character 4"},
         "words": "Distracted"},
        {"kind": "mention", "keyword": "Distracted"}]),
    # may cast spells
    ("Wizard", 67, "right", [{"kind": "action", "action": "cast", "at": "Magic Phase"}]),
]

# --- Terrain Keywords, p. 68 ------------------------------------------------------------------
P68: list[Row] = [
    # start of the Magic Phase: a Wizard unit touching it gets 1 more Mercury
    ("Arcane", 68, "right", [
        {"kind": "tokens", "token": "Mercury", "amount": 1, "at": "Magic Phase",
         "moment": "start", "if": {"all:has keyword Wizard", "all:touching terrain Arcane"}}]),
    # no line of sight through it
    ("Blocking", 68, "right", [{"kind": "action", "action": "see_through",
                                "allowed": False}]),
    # over half of a unit's footprint on it: Large
    ("Elevated", 68, "right", [
        gain("Large", duration="while", **{"if": {"all:mostly on terrain Elevated"}})]),
    # within 8" of it and gaining panic Doom: 1 more, once per Doom Phase
    ("Grim", 68, "right", [
        doom(amount=1, at="Panic", limit="once_per_phase",
             **{"if": {"all:near terrain Grim 8", "all:gained tokens from panic Doom"}})]),
    # never entered, never placed on
    ("Impassable", 68, "right", [
        {"kind": "action", "action": "enter", "allowed": False},
        {"kind": "action", "action": "be_placed_in", "allowed": False}]),
    # may give Cover (see Cover): not a piece the shooter touches
    ("Obscuring", 68, "fixed", [
        gain("Cover", scope="target", duration="this_attack",
             **{"trigger.source": "shooting",
                "if": {"all:cover line crosses untouched Obscuring"}})]),
    # a one-die War Wagon attack suffered per movement point spent in it
    ("Perilous", 68, "right", [
        {"kind": "action", "action": "attack_as", "dice": 1, "as_unit_type": "War Wagon",
         "direction": "suffers", "per.count": "movement_point",
         "if": {"all:moved through terrain Perilous"}}]),
    # moving into or through it: 1 Doom or Distracted; Skirmishers may ignore it
    ("Rough", 68, "fixed", [
        doom(amount=1, choice="rough",
             **{"if": {"all:moved through terrain Rough", "none:has keyword Skirmishers"}}),
        gain("Distracted", choice="rough",
             **{"if": {"all:moved through terrain Rough", "none:has keyword Skirmishers"}})]),
]

# --- Abyssal Sorcery, p. 32 -------------------------------------------------------------------
P32: list[Row] = [
    # assigning attack dice in the Combat Phase: one more die per 2 Doom it has
    ("Blessing of Iskalla", 32, "right", [
        {"kind": "attack", "side": "attacker", "attack": CC,
         "action": "extra_dice_per_two_tokens", "at": "Assign Attack Dice"}]),
]

# --- Cursed Artefacts, pp. 34-36 --------------------------------------------------------------
ARTEFACTS: list[Row] = [
    # may take two schools of magic
    ("Tome of Magic", 34, "right", [
        {"kind": "parameter", "name": "allegiances_per_wizard", "op": "set", "amount": 2}]),
    # in play, each Magic Phase's start: its player +1 Mercury
    ("Mystic Roots", 34, "right", [
        {"kind": "tokens", "token": "Mercury", "amount": 1, "scope": "player",
         "at": "Magic Phase", "moment": "start", "needs": {IN_PLAY}}]),
    # magic phase start: must put 1 Doom on one friendly unit within 12" (itself allowed)
    ("Ruinous Price", 34, "right", [
        doom(amount=1, scope="friendly", within=12, at="Magic Phase", moment="start",
             optional=False, **{"select.pick": "exactly", "select.count": 1,
                                "select.chooser": "owner", "select.other_than_source": False})]),
    # once, after deployment: redeploy three friendly units wholly in the zone; both players
    # holding it: the first deployer goes first, then they alternate
    ("Cunning Ruse", 34, "fixed", [
        {"kind": "move", "how": "redeploy", "scope": "friendly", "select.count": 3,
         "select.chooser": "owner", "at": "Deployment", "moment": "after",
         "optional": True, "limit": "once_per_game", "reading": "cunning-ruse-any-three",
         "where": "entirely within its deployment zone"},
        {"kind": "precedence", "otherwise": "first_deployer_then_turns", "at": "Deployment",
         "moment": "after", "if": {"all:units in play Cunning Ruse enemy"},
         "words": "the player who deployed first goes first, then the players take turns"}]),
    # in play: may draw one more Fortune card as each round starts
    ("Prepared Mind", 34, "right", [
        {"kind": "cards", "deck": "Fortune", "op": "draw", "amount": 1, "scope": "player",
         "optional": True, "at": "Initiative Phase", "moment": "start", "needs": {IN_PLAY}}]),
    # in play: never holds the First Player token
    ("Overconfident Schemes", 34, "right", [
        {"kind": "action", "action": "hold_token", "token": "First Player", "allowed": False,
         "scope": "player", "needs": {IN_PLAY}}]),
    # once, just before or after it activates in its combat phase: another friendly unit
    # within 8" (no sight needed) may attack at once, its own attack kept
    ("War Horn", 34, "right", [
        {"kind": "action", "action": "attack", "scope": "friendly", "within": 8,
         "optional": True, "select.count": 1, "select.other_than_source": True,
         "trigger.event": event, "trigger.phase": "Combat Phase", "limit": "once_per_game",
         "choice": "war_horn", "words": "line of sight not needed"}
        for event in ("activation_starts", "activation_ends")]),
    # start of the Combat Phase, unengaged: 1 Doom
    ("Thirst for Battle", 34, "right", [
        doom(amount=1, at="Combat Phase", moment="start", **{"if": {"none:engaged"}})]),
    # once, after the movement phase: unengaged friendly units within 12" move again
    ("Manipulate Time", 34, "right", [
        {"kind": "action", "action": "move_phase", "scope": "friendly", "within": 12,
         "optional": True, "limit": "once_per_game", "at": MOVE, "moment": "after",
         "reading": "manipulate-time-after-whole-phase", "if": {"none:engaged"}}]),
    # never gains Command
    ("Unreliable Master", 35, "right", [{"kind": "forbid", "keyword": "Command"}]),
    # once, in the Doom Phase: friendly units within 4" of the General may ignore Broken
    ("Haunted Melody", 35, "right", [
        {"kind": "ignore", "keyword": "Broken", "scope": "friendly", "within": 4,
         "at": "Doom Phase", "optional": True, "limit": "once_per_game"}]),
    # enemy units within 4": Cowardly while there
    ("Abyssal Piping", 35, "right", [gain("Cowardly", scope="enemy", within=4,
                                          duration="while")]),
    # the General's unit becomes Broken: the opponent may draw 5 Fortune cards
    ("Dissonant Echoes", 35, "right", [
        {"kind": "cards", "deck": "Fortune", "op": "draw", "amount": 5, "scope": "opponent",
         "optional": True, "trigger.event": "status_gained", "trigger.status": "Broken"}]),
    # once: up to 3 friendly units within 24" of the General fly to the round's end
    ("Hidden Passages", 35, "right", [
        gain("Flying", scope="friendly", within=24, duration="end_of_round", optional=True,
             limit="once_per_game",
             **{"select.pick": "up_to", "select.count": 3, "select.chooser": "owner"})]),
    # not set up at the start; comes in by Sneaky
    ("Byzantine Strategies", 35, "right", [
        {"kind": "action", "action": "deploy", "allowed": False, "at": "Deployment"},
        {"kind": "mention", "keyword": "Sneaky"}]),
    # once, a Doom Phase's start, in play: that Doom Phase may be skipped for both
    ("Suspended Agony", 35, "right", [
        {"kind": "sequence", "change": "skip", "step": "Doom Phase", "at": "Doom Phase",
         "moment": "start", "optional": True, "limit": "once_per_game", "needs": {IN_PLAY}}]),
    # once, a Movement Phase's end, in play: a second one, each player moving up to 3 units
    ("Unspool", 35, "right", [
        {"kind": "sequence", "change": "add", "step": MOVE, "at": MOVE, "moment": "end",
         "optional": True, "limit": "once_per_game", "needs": {IN_PLAY}},
        {"kind": "action", "action": "activate", "scope": "all_units", "select.pick": "up_to",
         "select.count": 3, "select.chooser": "each_player", "needs": {IN_PLAY}}]),
    # once, before the initiative roll: all units on the table Ranged [+12] this round
    ("Vengeful Shades", 35, "right", [
        gain("Ranged [+12]", scope="all_units", duration="end_of_round",
             at="Press the Initiative", moment="before", optional=True,
             limit="once_per_game")]),
    # no other unit within 12" of it may be a shooting attack's target
    ("Anguished Spirits", 35, "right", [
        {"kind": "action", "action": "target", "allowed": False, "direction": "suffers",
         "scope": "all_units", "within": 12, "select.other_than_source": True,
         "words": "with a shooting attack"}]),
    # an enemy's spell affects it: the spell does nothing to it, its owner gains D3 Mercury
    ("Magic-Eater", 35, "right", [
        {"kind": "ignore", "trigger.event": "spell_affects", "trigger.by": "enemy",
         "trigger.on": "self"},
        {"kind": "tokens", "token": "Mercury", "dice": "D3", "scope": "player",
         "trigger.event": "spell_affects", "trigger.by": "enemy"}]),
    # close combat against an enemy Wizard unit: may take 1 Mercury per Doom placed
    ("Syphon Power", 35, "right", [
        {"kind": "tokens", "token": "Mercury", "op": "take", "amount": 1, "optional": True,
         "per.count": "token", "per.token": "Doom", "per.by_attack": True,
         "needs": {"all:attacking Wizard close_combat"}}]),
    # enemy units in base contact: Hollow while there
    ("Futility", 35, "right", [gain("Hollow", scope="enemy", within=0, duration="while")]),
    # never Wizard; friendly spells do nothing to it; no Fortune cards on it
    ("Nullify", 35, "right", [
        {"kind": "forbid", "keyword": "Wizard"},
        {"kind": "ignore", "words": "spells cast by friendly units"},
        {"kind": "action", "action": "play_cards_on", "allowed": False,
         "reading": "nullify-you"}]),
    # in play: Mercury arrives as Quicksilver Dice, rolled at once; one spent on a Force of
    # Will re-roll may set an attack die to its face instead
    ("Quicksilver", 36, "right", [
        {"kind": "tokens", "token": "Quicksilver Dice", "amount": 1, "instead_of": "Mercury",
         "rolled": True, "scope": "player", "needs": {IN_PLAY}},
        {"kind": "reroll", "dice": "attack", "count": "one", "cost": "Quicksilver Dice",
         "set_face": True, "optional": True, "needs": {IN_PLAY}}]),
    # in play, end of the Initiative Phase: discard any number of Fortune cards, draw as many
    ("Like Clockwork", 36, "right", [
        {"kind": "cards", "deck": "Fortune", "op": "discard", "at": "Initiative Phase",
         "moment": "end", "optional": True, "needs": {IN_PLAY}},
        {"kind": "cards", "deck": "Fortune", "op": "draw", "amount": 1,
         "per": "card discarded", "at": "Initiative Phase", "moment": "end",
         "optional": True, "needs": {IN_PLAY}}]),
    # in play: its player's Fortune cards stay face up
    ("Stolen Time", 36, "right", [
        {"kind": "cards", "deck": "Fortune", "op": "reveal", "scope": "player",
         "duration": "while", "needs": {IN_PLAY}}]),
]

ROWS: list[Row] = P65 + P66 + P67 + P68 + P32 + ARTEFACTS

test_effect_as_the_book_says, _two_hundred = audit_tests(ROWS)

# No known-open rows are left in this slice (Cunning Ruse is fixed above), so only the
# coverage test is bound: every keyword record has exactly one row here.
_no_open_rows, test_every_keyword_record_is_audited = open_and_coverage_tests(
    ROWS, [], "keyword", 83)


def test_tally() -> None:
    """83 rows, 123 effects after the fixes; the five records this audit fixed."""
    assert len(ROWS) == 83
    assert sum(len(specs) for *_, specs in ROWS) == 123
    fixed = sorted(name for name, _, verdict, _ in ROWS if verdict == "fixed")
    assert fixed == ["Broken", "Cunning Ruse", "Large", "Obscuring", "Rough"]
