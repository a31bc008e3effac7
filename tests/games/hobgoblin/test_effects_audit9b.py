"""A ninth audit of Hobgoblin effects against the book (issue 26), slice b: every record of
kind ``spell``, ``card`` or ``artefact``. Keywords that an artefact or spell defines inline
(War Horn, Nullify, Blessing of Iskalla...) are keyword records, another slice.

Method: the printed text was read first and written down field by field (whom, trigger,
when and how long, condition, direction, amount, limits) with the columns put back
together: Fortune Cards Text (pp. 28-29, first run of those numbers), Abyssal Sorcery
(pp. 29-33) and Cursed Artefacts (pp. 34-36), with the casting rules of pp. 18-19 (a target
within range and sight of the caster; a spell without a target reaches every unit in range)
and the round structure of p. 17. Only then was the model opened (``rulesref show``, plain
and ``--json``, then the data) and compared.

Each row: the name, the page, the verdict on the model as it stood before this audit's fixes
(``right`` or ``fixed``), and each effect as worked out by hand from the book.

Tally: 61 records read (27 spells, 24 cards, 10 artefacts), 99 effects. Wrong before fixes:
1 effect in 1 record. By kind:
- when (1): Against All Odds lasted "until the round ends"; the card says until the next
  round begins, which reaches past the end-of-round moment where scenarios score unbroken
  units (pp. 37-44). The model left open whether the card still held at that scoring. Fixed
  with a new game-agnostic duration, ``next_round_starts`` ("until the next round begins").
  Audit 8b judged this right (end of round = start of next); this audit differs, and audit
  8b's row now expects the new duration.

Judged right, with a note: Book of Tysthy "counts as knowing" the spells, the model "may
cast" them: a wizard may cast every spell it knows (p. 29), so a player acts the same.
Carpe Diem's "Seize the Initiative roll" is the step p. 17 calls Press the Initiative; the
effect "may hold" the token, and not holding it is giving it away. Eldritch Redirection's 8"
has no printed reference point, nor does the model's effect; the natural reading (from the
card's unit) is the only one a player would use. Prescience on a friendly target looks at
its own player's hand: pointless, not unclear. Serve Unto Death's "until the end of the
round" is read as the keyword's span; Doom tokens never expire by themselves in this game.
Take Heart prints no moment; the model gives none (any time the condition holds). Black
Gate's "ignoring line of sight" is only in the summary, but the unit picked there is not a
target, so no sight rule would apply anyway. Marble Forest's placer and Light of
Guldvarlden's roll are recorded readings. Void of Nebularis prints no end; the model keeps
the marker's area for the game. Artefact effects are the keywords each conveys; the inline
keywords' own effects belong to the keyword slice.
"""

from __future__ import annotations

from typing import Any

from tests.games.hobgoblin.audit_rows import Row, Spec, audit_tests
from tests.games.hobgoblin.test_effects_audit8b import (
    GAME,
    MAGIC,
    ROUND,
    carries,
    cast_gains,
    everyone_near,
    gain,
    tokens,
)

BROKEN = "all:has keyword Broken"
UNBROKEN = "none:has keyword Broken"
WIZARD = "all:has keyword Wizard"
ADVANCED_6_ENGAGED = {"all:advanced 6", "all:engaged"}


def on_move_activation(**extra: Any) -> Spec:
    """Played as a friendly unit's Movement Phase activation starts, for that activation."""
    return {"scope": "target", "trigger.event": "activation_starts", "trigger.by": "friendly",
            "trigger.phase": "Movement Phase", "duration": "this_activation", **extra}


SPELLS: list[Row] = [
    # p. 29, Ljudlös. Cantrip: the caster knows (may cast) a picked allegiance's spells
    ("Book of Tysthy", 29, "right", [
        {"kind": "action", "action": "cast", "scope": "self", "duration": ROUND, "at": MAGIC,
         "words": "every spell of one Abyssal Allegiance it picks"}]),
    # Making: the caster is a Monster when target numbers are looked up, to the round's end
    ("Summon Lloigor", 29, "right", [
        {"kind": "lookup_as", "unit_type": "Monster", "scope": "self", "duration": ROUND}]),
    # Cataclysm: every enemy unit within 18" is Unruly to the round's end
    ("Orb of Silence", 29, "right", everyone_near("Unruly", "enemy", 18)),
    # p. 30, Gomb. Range 18": the target sees every unit to the end of the battle round
    ("Sightless Eyes", 30, "right", [
        {"kind": "ignore", "scope": "target", "duration": ROUND,
         "words": "it sees every unit"}]),
    ("The Tenebrous Piper", 30, "right", cast_gains("Berserk", "Swift [+4]")),
    ("The Esurient Dark", 30, "right", everyone_near("Self-Destructive", "enemy", 18)),
    # p. 30, Polyceus. one card of the target's controller at random; a swap may follow
    ("Prescience", 30, "right", [
        {"kind": "cards", "op": "look", "amount": 1, "at_random": True,
         "hand": "target_controller"},
        {"kind": "cards", "op": "swap", "amount": 1, "optional": True,
         "hand": "target_controller"}]),
    # the caster has one non-Reserved Strength keyword of its enemy target to the round's end
    ("Reflective Soulgem", 30, "right", [
        {"kind": "grant", "trait": "Strength", "except_trait": "Reserved", "scope": "self",
         "copied_from": "target", "duration": ROUND}]),
    # each card its player plays on a friendly unit this round draws one card
    ("Polyceus’ Blessing", 30, "right", [
        {"kind": "cards", "op": "draw", "amount": 1, "scope": "player", "duration": ROUND,
         "trigger.event": "card_played", "trigger.on": "friendly",
         "trigger.repeats": "each_time"}]),
    # p. 31, Atare
    ("Hasten", 31, "right", cast_gains("Brutal", "Swift [+2]", "Fragile")),
    # Range 12": its owner redeploys it by the agreed setup rules; Doom and effects stay
    ("Flicker", 31, "right", [
        {"kind": "move", "how": "redeploy", "scope": "target",
         "words": "by its owner, under the game's agreed setup rules, keeping its Doom"}]),
    ("Stalking Death", 31, "right", everyone_near("Cowardly", "enemy", 18)),
    # p. 31, Nebularis. one Character keyword moves from the friendly target, for good, to
    # one other unit within 18" of the target that it counts as friendly
    ("Black Gate", 31, "right", [
        {"kind": "remove", "trait": "Character", "scope": "target", "duration": GAME},
        {"kind": "grant", "trait": "Character", "scope": "friendly", "within": 18,
         "around": "target", "select.count": 1, "duration": GAME}]),
    # an unengaged target is set aside; at the round's end, before victory points, it comes
    # back anywhere more than 8" from its own enemies (who places it: a recorded reading)
    ("Marble Forest", 31, "right", [
        {"kind": "move", "how": "set_aside", "scope": "target", "if": {"none:engaged"}},
        {"kind": "move", "how": "return", "scope": "target", "min_distance": 8,
         "beyond": True, "moment": "end", "reading": "marble-forest-owner-places"}]),
    # a marker (20mm at most) within 18" of the caster; Perilous within 6" of it; cards
    # played on units within 6" of it leave the game
    ("Void of Nebularis", 31, "right", [
        {"kind": "move", "how": "place", "scope": "markers", "words": "within 18\""},
        {"kind": "grant", "keyword": "Perilous", "scope": "terrain", "within": 6,
         "around": "placed"},
        {"kind": "cards", "op": "remove", "scope": "all_units", "within": 6,
         "around": "placed", "trigger.event": "card_played"}]),
    # p. 32, Mycena
    ("Monstrous Growth", 32, "right", cast_gains("Brutal", "Large")),
    ("Mother’s Blessing", 32, "right", [
        tokens("Doom", "remove", dice="D6", scope="target", needs={UNBROKEN})]),
    ("Light of Guldvarlden", 32, "right", [
        tokens("Doom", "remove", dice="D3", scope="friendly", within=12,
               reading="light-of-guldvarlden-one-roll-each")]),
    # p. 32, Iskalla. Range 12": the target may ignore its Weakness keywords this round
    ("By My Will", 32, "right", [
        {"kind": "ignore", "trait": "Weakness", "scope": "target", "optional": True,
         "decided_by": "target_controller", "duration": ROUND}]),
    # the target's controller may add up to 5 Doom and Blessing of Iskalla for the round
    ("Serve Unto Death", 32, "right", [
        tokens("Doom", "place", amount=5, up_to=True, optional=True, scope="target",
               decided_by="target_controller"),
        gain("Blessing of Iskalla", optional=True, decided_by="target_controller")]),
    # a new Light Infantry unit with Hollow wholly within 12" of the caster; then 2D6 Doom
    ("Raise The Dead", 32, "right", [
        {"kind": "move", "how": "place", "unit_type": "Light Infantry", "scope": "created",
         "words": "wholly within 12\""},
        {"kind": "grant", "keyword": "Hollow", "scope": "created"},
        tokens("Doom", "place", dice="2D6", scope="created")]),
    # p. 33, Marabis and Cylosi: friendly targets (Scuttle: Distracted ignored)
    ("Trapdoor", 33, "right", cast_gains("Devastating Charge", "Swift [+4]")),
    ("Scuttle", 33, "right", [
        {"kind": "ignore", "keyword": "Distracted", "scope": "target", "duration": ROUND,
         "at": MAGIC}]),
    ("Spectral Webs", 33, "right", cast_gains("Flying", "Swift [+6]")),
    ("Crystal Blades", 33, "right", cast_gains("Hero [+2]")),
    ("Armour of Pelahg", 33, "right", cast_gains("Tough [+1]")),
    ("Stone Heart", 33, "right", everyone_near("Courage [+1]", "friendly", 18)),
]

CARDS: list[Row] = [
    # p. 28. 1: a friendly Broken unit ignores Broken until the NEXT round begins
    ("Against All Odds", 28, "fixed", [
        {"kind": "ignore", "keyword": "Broken", "scope": "target",
         "duration": "next_round_starts", "needs": {BROKEN},
         "words": "until the next round begins"}]),
    # 2: may pass friendly units this activation, may not end on one
    ("Barge Through", 28, "right", [
        {"kind": "ignore", **on_move_activation(optional=True)},
        {"kind": "action", "action": "end_overlapping", "allowed": False,
         **on_move_activation()}]),
    # 3: disengaging unpunished this activation
    ("Better Part of Valour", 28, "right", [
        {"kind": "ignore", **on_move_activation(words="disengaging")}]),
    # 4: each engaged enemy Character unit: all the dice it can at this unit, or Cowardly
    # for the game (engaged is base contact, p. 8)
    ("Bold Challenge", 28, "right", [
        {"kind": "action", "action": "aim_all_dice_at_source", "scope": "enemy", "within": 0,
         "choice": "challenge", "moment": "start",
         "if": {"all:has trait Character", "all:engaged"}},
        {"kind": "grant", "keyword": "Cowardly", "scope": "enemy", "within": 0,
         "choice": "challenge", "duration": GAME,
         "if": {"all:has trait Character", "all:engaged"}}]),
    # 5: after the initiative roll, its player keeps or passes the First Player token
    ("Carpe Diem", 28, "right", [
        {"kind": "action", "action": "hold_token", "token": "First Player",
         "scope": "player", "moment": "after"}]),
    # 6 and 8: end of the Movement Phase, having advanced 6" or more and now engaged
    ("Crushing Charge", 28, "right", [
        gain("Critical Hits", at="Movement Phase", moment="end", needs=ADVANCED_6_ENGAGED)]),
    # 7: a friendly unbroken unit takes its movement activation now
    ("Decisive Move", 28, "right", [
        {"kind": "action", "action": "activate", "scope": "target", "at": "Movement Phase",
         "moment": "start", "needs": {UNBROKEN}}]),
    ("Eager for Battle", 28, "right", [
        tokens("Doom", "remove", dice="D3", scope="target", at="Movement Phase",
               moment="end", needs=ADVANCED_6_ENGAGED)]),
    # 9: one unit of either side within 8", picked by the card's player, is the new target
    ("Eldritch Redirection", 28, "right", [
        {"kind": "action", "action": "target", "direction": "suffers", "scope": "all_units",
         "within": 8, "select.count": 1, "select.chooser": "owner",
         "trigger.event": "targeted", "trigger.on": "friendly", "trigger.source": "spell"}]),
    # p. 29. 10: one hit cancelled before Doom; 23: hits halved rounding up
    ("Enchanted Shield", 29, "right", [
        {"kind": "attack", "action": "cancel_hits", "amount": 1, "scope": "target"}]),
    # 11: range and sight from any friendly unit in play, next spell only
    ("Familiar", 29, "right", [
        {"kind": "action", "action": "cast", "duration": "next_spell",
         "measured_from": "friendly", "needs": {WIZARD}}]),
    ("Famous Blade", 29, "right", [gain("Hero [+2]", at=None)]),
    # 13: each enemy unit in base contact with the Broken card unit gains 1 Doom
    ("Go Down Fighting", 29, "right", [
        tokens("Doom", "place", amount=1, scope="enemy", within=0, needs={BROKEN})]),
    ("Healing Potion", 29, "right", [
        tokens("Doom", "remove", dice="D3", scope="target", needs={UNBROKEN})]),
    ("Heroic Last Stand", 29, "right", [gain("Brutal", needs={BROKEN})]),
    ("Hold!", 29, "right", [gain("Courage [+2]", needs={UNBROKEN})]),
    # 17: an enemy unit that just took panic Doom takes D3 more
    ("Hopelessness", 29, "right", [
        tokens("Doom", "place", dice="D3", scope="target", **{"trigger.on": "enemy"})]),
    ("Moment of Glory", 29, "right", [gain("Elite", at="Combat Phase", moment="start")]),
    ("Redeploy", 29, "right", [gain("Swift [+4]", at=None)]),
    # 20: after shooting Doom, the unit may advance 4"
    ("Relentless", 29, "right", [
        {"kind": "move", "how": "advance", "distance": 4, "scope": "target", "optional": True,
         "needs": {"all:gained tokens from shooting Doom"}}]),
    ("Scroll Of Occult Knowledge", 29, "right", [
        {"kind": "action", "action": "cast", "duration": "next_spell", "needs": {WIZARD},
         "words": "any School of Magic"}]),
    # 22: unbroken, engaged with a Broken enemy: may discard D6 Doom
    ("Take Heart", 29, "right", [
        tokens("Doom", "remove", dice="D6", optional=True,
               needs={UNBROKEN, "all:engaged with Broken"})]),
    ("Tattered Banner", 29, "right", [
        {"kind": "attack", "action": "halve_hits", "scope": "target", "words": "rounding up"}]),
    ("Vial of Mercury", 29, "right", [
        tokens("Mercury", "place", amount=2, scope="player")]),
]

ARTEFACTS: list[Row] = [
    # pp. 34-36: the General's unit has the conveyed keywords for the game
    ("The Staff of Ruin", 34, "right",
     carries("Wizard", "Tome of Magic", "Mystic Roots", "Ruinous Price")),
    ("The Cursed Mantle", 34, "right",
     carries("Cunning Ruse", "Prepared Mind", "Overconfident Schemes")),
    ("The Horn of the Manticore", 34, "right",
     carries("Brutal", "War Horn", "Thirst for Battle")),
    ("The Obsidian Puzzle Box", 34, "right",
     carries("Swift [+4]", "Manipulate Time", "Unreliable Master")),
    ("The Wretched Whistle", 35, "right",
     carries("Haunted Melody", "Abyssal Piping", "Dissonant Echoes")),
    ("The Weaver’s Chart", 35, "right",
     carries("Sneaky", "Hidden Passages", "Byzantine Strategies")),
    ("The Helm of Dust", 35, "right", carries("Suspended Agony", "Unspool")),
    ("The Stone of Souls", 35, "right",
     carries("Vengeful Shades", "Anguished Spirits", "Skirmishers")),
    ("The Ferric Blade", 35, "right",
     carries("Magic-Eater", "Syphon Power", "Futility", "Nullify", "Hollow")),
    ("The Horologist’s Heart", 35, "right",
     carries("Quicksilver", "Like Clockwork", "Stolen Time")),
]

ROWS: list[Row] = SPELLS + CARDS + ARTEFACTS

test_effect_as_the_book_says, _two_hundred = audit_tests(ROWS)


def test_the_rows_are_the_whole_slice(rules: Any) -> None:
    """One row per spell, card and artefact (27, 24 and 10), 99 effects in all."""
    from rulesref.games.hobgoblin.effect_sources import holders

    held = sorted(h.name for h in holders(rules) if h.kind in ("spell", "card", "artefact"))
    assert held == sorted(row[0] for row in ROWS)
    assert (len(SPELLS), len(CARDS), len(ARTEFACTS)) == (27, 24, 10)
    assert sum(len(row[3]) for row in ROWS) == 99
