"""A tenth audit of Hobgoblin effects against the book (issue 26), slice b: every record of
kind ``spell``, ``card`` or ``artefact``. Keywords an artefact or spell names and defines on
the spot (War Horn, Nullify, Blessing of Iskalla...) are keyword records of another slice;
an artefact's effects here are the keywords it conveys.

Method: the verdicts were written from the book first (/work/audit10b-verdicts.md), with the
two-column pages put back together: Fortune Cards Text (pp. 28-29, first run of those page
numbers), Abyssal Sorcery (pp. 29-33), Cursed Artefacts (pp. 34-36), and the casting rules
(p. 18: a "target unit" must be in range and sight; a spell without one reaches every unit
in range whatever the sight) and round order (p. 17: the Doom Phase ends the round). Only
then was the model opened (``rulesref show``, plain and ``--json``) and compared field by
field. Each row: name, page, verdict on the model before this audit's fixes (``right`` or
``fixed``), and each effect as worked out by hand from the book.

Tally: 61 records read (27 spells, 24 cards, 10 artefacts), 99 effects. Wrong before fixes:
none (0 of 99); nothing was changed in the model.

Judged right, with a note:
- Black Gate prints "ignoring line of sight" for the unit that receives the keyword; the
  effect does not say so. The p. 18 sight rule binds only a spell's "target unit", and the
  receiving unit is picked, not targeted, so a player who trusts the effect plays the same.
- Carpe Diem: "may hold the First Player token" after the Press the Initiative roll (the
  step the card calls Seize the Initiative). With two players, choosing not to hold it is
  handing it over, as in the model's own initiative roll, which uses the same words.
- Summon Lloigor counts the caster as a Monster "for looking up target numbers" without
  saying whether as attacker, defender or both; the model is as general as the book.
- By My Will: the target unit "may" ignore its Weaknesses; the model gives that choice to
  the unit's controller, the player who makes every choice for a unit.
- Eldritch Redirection's 8" has no printed reference point; the model measures from the
  card's unit (the unit targeted), the natural reading; the book, like the model, gives no
  sight or range test for the new target.
- Orb of Silence, The Esurient Dark, Stalking Death, Stone Heart: "units within 18""
  are taken once, when the spell is cast (an effect in the Magic Phase), as the book says.
- Take Heart prints no moment; the model gives none (the card is playable while its
  condition holds).
- Serve Unto Death: "until the end of the round" bounds the keyword; the Doom tokens stay
  (tokens do not expire in this game); "up to 5" lets the controller take the keyword with
  no tokens, as the book's words also allow.
- Marble Forest (who places the returned unit) and Light of Guldvarlden (one D3 or one per
  unit) are recorded readings; the return is at the end of the Doom Phase, which is the
  end of the round, before victory points.
- Void of Nebularis gives no end to its marker; the model keeps it for the game.
- Book of Tysthy "counts as knowing" the spells; a wizard may cast every spell it knows
  (p. 29), so "may cast" plays the same.
"""

from __future__ import annotations

from typing import Any

from tests.games.hobgoblin.audit_rows import Row, Spec, audit_tests, taken_over
from tests.games.hobgoblin.test_effects_audit8b import (
    GAME,
    MAGIC,
    ROUND,
    gain,
    tokens,
)
from tests.games.hobgoblin.test_effects_audit9b import ARTEFACTS as AUDIT9B_ARTEFACTS
from tests.games.hobgoblin.test_effects_audit9b import (
    BROKEN,
    UNBROKEN,
    WIZARD,
    on_move_activation,
)
from tests.games.hobgoblin.test_effects_audit9b import CARDS as AUDIT9B_CARDS
from tests.games.hobgoblin.test_effects_audit9b import SPELLS as AUDIT9B_SPELLS


def on_own_move(**extra: Any) -> Spec:
    """Played as a friendly unit's own Movement Phase activation starts, once, lasting that
    activation (audit 9b's helper, with the trigger's once)."""
    return on_move_activation(**{"trigger.repeats": "once", **extra})


#: The rows this audit wrote differently from audit 9b's (its own checks, such as the moment,
#: the deck or a trigger's once); every other row is audit 9b's, which this audit's verdicts
#: agree with (:func:`~tests.games.hobgoblin.audit_rows.taken_over`).
OWN_SPELLS: list[Row] = [
    # p. 29 (Ljudlös). Cantrip, no target: the caster may cast the spells of one picked
    # allegiance until the round ends
    ("Book of Tysthy", 29, "right", [
        {"kind": "action", "action": "cast", "scope": "self", "at": MAGIC, "duration": ROUND,
         "words": "one Abyssal Allegiance it picks"}]),
    # Making, no target: the caster's unit type is Monster for target numbers this round
    ("Summon Lloigor", 29, "right", [
        {"kind": "lookup_as", "unit_type": "Monster", "scope": "self", "at": MAGIC,
         "duration": ROUND}]),
    # p. 30 (Gomb). Range 18": the target draws sight to every unit this battle round
    ("Sightless Eyes", 30, "right", [
        {"kind": "ignore", "scope": "target", "at": MAGIC, "duration": ROUND,
         "words": "sees every unit"}]),
    # p. 30 (Polyceus). one random card of the target's controller seen; a swap may follow
    ("Prescience", 30, "right", [
        {"kind": "cards", "deck": "Fortune", "op": "look", "amount": 1, "at_random": True,
         "hand": "target_controller", "scope": "player"},
        {"kind": "cards", "deck": "Fortune", "op": "swap", "amount": 1, "optional": True,
         "hand": "target_controller", "scope": "player"}]),
    # enemy target: the caster also has one of its non-Reserved Strength keywords
    ("Reflective Soulgem", 30, "right", [
        {"kind": "grant", "trait": "Strength", "except_trait": "Reserved", "scope": "self",
         "copied_from": "target", "at": MAGIC, "duration": ROUND}]),
    # this round, every card its player plays on a friendly unit draws it a card
    ("Polyceus’ Blessing", 30, "right", [
        {"kind": "cards", "deck": "Fortune", "op": "draw", "amount": 1, "scope": "player",
         "duration": ROUND, "trigger.event": "card_played", "trigger.by": "self",
         "trigger.on": "friendly", "trigger.repeats": "each_time"}]),
    # Range 12": the owner takes the target off and deploys it again by the setup rules
    ("Flicker", 31, "right", [
        {"kind": "move", "how": "redeploy", "direction": "suffers", "scope": "target",
         "at": MAGIC, "words": "keeping its Doom tokens and other effects"}]),
    # p. 31 (Nebularis). friendly target loses one Character keyword for good; exactly one
    # other unit within 18" of the target, that it counts friendly, gets it
    ("Black Gate", 31, "right", [
        {"kind": "remove", "trait": "Character", "scope": "target", "at": MAGIC,
         "duration": GAME},
        {"kind": "grant", "trait": "Character", "scope": "friendly", "within": 18,
         "around": "target", "select.pick": "exactly", "select.count": 1,
         "select.chooser": "owner", "select.other_than_target": True, "duration": GAME}]),
    # unengaged target set aside; back at the round's end, over 8" from its enemies
    ("Marble Forest", 31, "right", [
        {"kind": "move", "how": "set_aside", "direction": "suffers", "scope": "target",
         "at": MAGIC, "if": {"none:engaged"}},
        {"kind": "move", "how": "return", "direction": "suffers", "scope": "target",
         "at": "Doom Phase", "moment": "end", "min_distance": 8, "beyond": True,
         "reading": "marble-forest-owner-places", "words": "victory points"}]),
    # a marker within 18" of the caster; Perilous within 6"; cards played there leave play
    ("Void of Nebularis", 31, "right", [
        # the placing kind since place26
        {"kind": "place", "piece": "Void marker", "at": MAGIC,
         "words": "at most 20mm across"},
        {"kind": "grant", "keyword": "Perilous", "scope": "terrain", "within": 6,
         "around": "placed", "duration": GAME},
        {"kind": "cards", "deck": "Fortune", "op": "remove", "scope": "all_units",
         "within": 6, "around": "placed", "duration": GAME, "trigger.event": "card_played",
         "trigger.by": "any"}]),
    ("Mother’s Blessing", 32, "right", [
        tokens("Doom", "remove", dice="D6", scope="target", at=MAGIC, needs={UNBROKEN})]),
    ("Light of Guldvarlden", 32, "right", [
        tokens("Doom", "remove", dice="D3", scope="friendly", within=12, at=MAGIC,
               reading="light-of-guldvarlden-one-roll-each")]),
    # p. 32 (Iskalla). Range 12": the target may ignore its Weaknesses this round
    ("By My Will", 32, "right", [
        {"kind": "ignore", "trait": "Weakness", "scope": "target", "optional": True,
         "decided_by": "target_controller", "at": MAGIC, "duration": ROUND}]),
    # the target's controller may take up to 5 Doom and Blessing of Iskalla for the round
    ("Serve Unto Death", 32, "right", [
        tokens("Doom", "place", amount=5, up_to=True, optional=True, scope="target",
               decided_by="target_controller", at=MAGIC),
        gain("Blessing of Iskalla", optional=True, decided_by="target_controller",
             at=MAGIC)]),
    # a new Light Infantry unit with Hollow, wholly within 12" of the caster, then 2D6 Doom
    ("Raise The Dead", 32, "right", [
        {"kind": "move", "how": "place", "unit_type": "Light Infantry", "scope": "created",
         "at": MAGIC, "words": "in its sight or not"},
        {"kind": "grant", "keyword": "Hollow", "scope": "created", "duration": GAME},
        tokens("Doom", "place", dice="2D6", scope="created", at=MAGIC)]),
]

OWN_CARDS: list[Row] = [
    # p. 28. 1: a friendly Broken unit is free of Broken until the next round begins
    ("Against All Odds", 28, "right", [
        {"kind": "ignore", "keyword": "Broken", "scope": "target",
         "duration": "next_round_starts", "needs": {BROKEN}}]),
    # 2: through friendly units this activation (may), not ending on one (must not)
    ("Barge Through", 28, "right", [
        {"kind": "ignore", **on_own_move(optional=True)},
        {"kind": "action", "action": "end_overlapping", "allowed": False,
         "words": "overlapping friendly units",
         **on_own_move()}]),
    # 3: disengages without the penalty this activation
    ("Better Part of Valour", 28, "right", [
        {"kind": "ignore", **on_own_move(words="punished for disengaging")}]),
    # 4: each engaged (base contact) enemy Character unit picks: all its dice at this unit,
    # or Cowardly for the game
    ("Bold Challenge", 28, "right", [
        {"kind": "action", "action": "aim_all_dice_at_source", "scope": "enemy", "within": 0,
         "select.pick": "each", "choice": "challenge", "at": "Combat Phase",
         "moment": "start", "if": {"all:has trait Character", "all:engaged"}},
        {"kind": "grant", "keyword": "Cowardly", "scope": "enemy", "within": 0,
         "select.pick": "each", "choice": "challenge", "at": "Combat Phase",
         "moment": "start", "duration": GAME,
         "if": {"all:has trait Character", "all:engaged"}}]),
    # 5: right after the initiative roll its player may hold the token (or hand it over)
    ("Carpe Diem", 28, "right", [
        {"kind": "action", "action": "hold_token", "token": "First Player",
         "scope": "player", "at": "Press the Initiative", "moment": "after"}]),
    # 9: once a spell targets a friendly unit, one unit of either side within 8" becomes
    # the target, picked by the card's player
    ("Eldritch Redirection", 28, "right", [
        {"kind": "action", "action": "target", "direction": "suffers", "scope": "all_units",
         "within": 8, "select.pick": "exactly", "select.count": 1, "select.chooser": "owner",
         "trigger.event": "targeted", "trigger.on": "friendly", "trigger.source": "spell",
         "trigger.repeats": "once"}]),
    # p. 29. 10: one hit cancelled before Doom; 23: hits halved, rounding up
    ("Enchanted Shield", 29, "right", [
        {"kind": "attack", "action": "cancel_hits", "amount": 1, "scope": "target",
         "side": "defender", "duration": "this_attack"}]),
    # 11: next spell only, range and sight from any friendly unit in play
    ("Familiar", 29, "right", [
        {"kind": "action", "action": "cast", "scope": "target", "duration": "next_spell",
         "measured_from": "friendly", "needs": {WIZARD}}]),
    ("Famous Blade", 29, "right", [gain("Hero [+2]", at=None, needs=set())]),
    ("Heroic Last Stand", 29, "right", [gain("Brutal", at=None, needs={BROKEN})]),
    ("Hold!", 29, "right", [gain("Courage [+2]", at=None, needs={UNBROKEN})]),
    # 17: an enemy unit that just took panic Doom takes D3 more
    ("Hopelessness", 29, "right", [
        tokens("Doom", "place", dice="D3", scope="target", at="Panic",
               **{"trigger.on": "enemy", "trigger.event": "token_placed"})]),
    ("Redeploy", 29, "right", [gain("Swift [+4]", at=None, needs=set())]),
    # 20: after Doom from shooting, the unit may advance 4" at once
    ("Relentless", 29, "right", [
        {"kind": "move", "how": "advance", "distance": 4, "scope": "target", "optional": True,
         "trigger.on": "friendly", "needs": {"all:gained tokens from shooting Doom"}}]),
    ("Scroll Of Occult Knowledge", 29, "right", [
        {"kind": "action", "action": "cast", "scope": "target", "duration": "next_spell",
         "needs": {WIZARD}, "words": "any School of Magic"}]),
    # 22: unbroken and engaged with a Broken enemy: may discard D6 Doom
    ("Take Heart", 29, "right", [
        tokens("Doom", "remove", dice="D6", scope="target", optional=True,
               needs={UNBROKEN, "all:engaged with Broken"})]),
    ("Tattered Banner", 29, "right", [
        {"kind": "attack", "action": "halve_hits", "scope": "target", "side": "defender",
         "words": "halved, rounding up"}]),
]

SPELLS: list[Row] = taken_over(AUDIT9B_SPELLS, OWN_SPELLS)
CARDS: list[Row] = taken_over(AUDIT9B_CARDS, OWN_CARDS)
#: pp. 34-36: the conveyed keywords, as audit 9b wrote them and this audit read them again
ARTEFACTS: list[Row] = AUDIT9B_ARTEFACTS

ROWS: list[Row] = SPELLS + CARDS + ARTEFACTS

test_effect_as_the_book_says, _two_hundred = audit_tests(ROWS)  # 99 here; 200 is all slices


def test_the_rows_cover_the_slice(rules: Any) -> None:
    """One row for each spell, card and artefact the model holds (27, 24 and 10), and 99
    effects read in all."""
    from rulesref.games.hobgoblin.effect_sources import holders

    kinds = ("spell", "card", "artefact")
    assert {h.name for h in holders(rules) if h.kind in kinds} == {name for name, *_ in ROWS}
    assert [len(SPELLS), len(CARDS), len(ARTEFACTS), len(ROWS)] == [27, 24, 10, 61]
    assert sum(len(specs) for *_, specs in ROWS) == 99
