"""A sixth audit of Hobgoblin effects against the book (issue 26), slice b: every spell,
Fortune card and Cursed Artefact (the keywords they grant are audit6a's). Each object's
printed text was read first, both columns put back together (Fortune Cards Text, pp. 28-29;
Abyssal Sorcery, pp. 29-33 of the second run of page numbers; Cursed Artefacts, pp. 34-36),
and written down in our own words before the model was opened; then what ``rulesref show``
says of it, field by field and in its plain words.

Each row: the name as the model holds it, the page, the verdict on the model as it stood
before this audit's fixes (``right``, or ``fixed``), and each effect as worked out by hand
from the book, checked by :func:`tests.games.hobgoblin.audit_rows.assert_row`.

Tally: 61 objects read (24 cards, 27 spells, 10 artefacts) with 98 effects (now 99: Void of
Nebularis gained the placing of its marker). Found wrong: 9 effects in 7 objects (9 %).
By kind (none in trigger, direction or amount):
- whom (5): Void of Nebularis measured its Perilous ground and its card rule from the caster,
  where the book measures 6" from the Void marker (new core field ``around: placed``);
  Reflective Soulgem's words do not say that the keyword copied must be one the target has;
  who chooses: Serve Unto Death's two effects left the choice to the caster's player, where
  the target unit's controller makes it (new core field ``decided_by`` and chooser
  ``target_controller``);
- when (1): Marble Forest's unit comes back before the round's victory points are scored;
- condition (1): Raise The Dead's unit lies wholly within 12", not merely within;
- words (2): Bold Challenge's enemy aims as many attack dice as it legally can, not all of
  them (the combat limits of 3 and 5 dice apply); Barge Through's words bar ending on top of
  any unit, where the book bars only friendly units;
- missing part (1, in Void of Nebularis, whose two effects are counted above): the marker
  put within 18" of the caster had no effect.
Fixed: 7 effects in 5 objects (Void of Nebularis, Serve Unto Death, Marble Forest, Raise The
Dead, Bold Challenge), the missing marker, and Helm of Dust's summary (it offered its two
rules as a choice).
Not fixed here: Barge Through's "friendly" and Reflective Soulgem's "the target's keyword"
were known-open items of the left26 helper; their rows (``LEFT_OPEN`` below) are checked
with the others now that work has landed.
Right but worth a note: Black Gate measures its 18" from the target (the spell's source in
the model's terms); Light of Guldvarlden does not say whether one D3 is rolled or one per
unit, nor does the model.
"""

from __future__ import annotations

from typing import Any

from tests.games.hobgoblin.audit_rows import Row, Spec, audit_tests

ROUND = "end_of_round"
GAME = "end_of_game"
MAGIC = "Magic Phase"
BROKEN = "all:has keyword Broken"
UNBROKEN = "none:has keyword Broken"
CHARGED = {"all:advanced 6", "all:engaged"}
WIZARD = "all:has keyword Wizard"


def grant(keyword: str, **extra: Any) -> Spec:
    """The scope gains a keyword."""
    return {"kind": "grant", "keyword": keyword, **extra}


def card_grant(keyword: str, **extra: Any) -> list[Spec]:
    """The unit the card is played on has the keyword until the round ends."""
    return [grant(keyword, scope="target", duration=ROUND, **extra)]


def on_target(*keywords: str) -> list[Spec]:
    """A spell's target has these keywords until the round ends."""
    return [grant(k, scope="target", duration=ROUND, at=MAGIC) for k in keywords]


def area(keyword: str, scope: str, within: int) -> list[Spec]:
    """Every unit of a side within so many inches of the caster has the keyword until the
    round ends (no target: line of sight is not needed)."""
    return [grant(keyword, scope=scope, within=within, select=None, duration=ROUND, at=MAGIC,
                  words=f"{scope} units within {within}\"")]


def doom(op: str, **extra: Any) -> Spec:
    """Doom tokens gained (``place``) or discarded (``remove``)."""
    return {"kind": "tokens", "token": "Doom", "op": op, **extra}


def carries(*keywords: str) -> list[Spec]:
    """The General's unit has these keywords for the rest of the game."""
    return [grant(k, scope="self", duration=GAME) for k in keywords]


# --- Fortune cards, pp. 28-29 ----------------------------------------------------------------
CARDS: list[Row] = [
    # any time, a friendly Broken unit: it ignores Broken until the next round begins
    # audit 9b: the card lasts until the next round begins (p. 28)
    ("Against All Odds", 28, "right", [
        {"kind": "ignore", "keyword": "Broken", "scope": "target",
         "duration": "next_round_starts", "needs": {BROKEN}}]),
    # as the unit's own movement activation starts: it may disengage unpunished
    ("Better Part of Valour", 28, "right", [
        {"kind": "ignore", "scope": "target", "duration": "this_activation",
         "trigger.event": "activation_starts", "trigger.phase": "Movement Phase",
         "words": "disengaging"}]),
    # start of the Combat Phase: each engaged enemy Character unit aims as many dice as it
    # legally can at this unit, or becomes Cowardly for the rest of the game
    ("Bold Challenge", 28, "fixed", [
        {"kind": "action", "action": "aim_all_dice_at_source", "scope": "enemy", "within": 0,
         "select.pick": "each", "at": "Combat Phase", "moment": "start", "choice": "challenge",
         "if": {"all:has trait Character", "all:engaged"},
         "words": "as many attack dice as it legally can"},
        grant("Cowardly", scope="enemy", within=0, duration=GAME, at="Combat Phase",
              moment="start", choice="challenge",
              **{"select.pick": "each", "if": {"all:has trait Character", "all:engaged"}})]),
    # just after the initiative roll: you keep the First Player token or hand it over
    ("Carpe Diem", 28, "right", [
        {"kind": "action", "action": "hold_token", "token": "First Player", "scope": "player",
         "at": "Press the Initiative", "moment": "after"}]),
    # end of the Movement Phase, after an advance of 6" or more ending engaged
    ("Crushing Charge", 28, "right", [
        grant("Critical Hits", scope="target", duration=ROUND, at="Movement Phase",
              moment="end", needs=CHARGED)]),
    # start of the Movement Phase, an unbroken unit activates now, First Player or not
    ("Decisive Move", 28, "right", [
        {"kind": "action", "action": "activate", "scope": "target", "at": "Movement Phase",
         "moment": "start", "needs": {UNBROKEN}}]),
    ("Eager for Battle", 28, "right", [
        doom("remove", dice="D3", scope="target", at="Movement Phase", moment="end",
             needs=CHARGED)]),
    # when a friendly unit is targeted by a spell: one unit of either side within 8" is made
    # the target instead
    ("Eldritch Redirection", 28, "right", [
        {"kind": "action", "action": "target", "direction": "suffers", "scope": "all_units",
         "within": 8, "select.pick": "exactly", "select.count": 1, "select.chooser": "owner",
         "trigger.event": "targeted", "trigger.on": "friendly", "trigger.source": "spell"}]),
    ("Enchanted Shield", 29, "right", [
        {"kind": "attack", "side": "defender", "action": "cancel_hits", "amount": 1,
         "scope": "target", "duration": "this_attack", "needs": {"all:would suffer hits"}}]),
    # a friendly Wizard's next spell may be measured from any friendly unit in play
    ("Familiar", 29, "right", [
        {"kind": "action", "action": "cast", "measured_from": "friendly", "scope": "target",
         "duration": "next_spell", "needs": {WIZARD}}]),
    ("Famous Blade", 29, "right", card_grant("Hero [+2]")),
    # a friendly Broken unit: each enemy unit in base contact gains 1 Doom
    ("Go Down Fighting", 29, "right", [
        doom("place", amount=1, scope="enemy", within=0, select=None, needs={BROKEN})]),
    ("Healing Potion", 29, "right", [doom("remove", dice="D3", scope="target",
                                          needs={UNBROKEN})]),
    ("Heroic Last Stand", 29, "right", card_grant("Brutal", needs={BROKEN})),
    ("Hold!", 29, "right", card_grant("Courage [+2]", needs={UNBROKEN})),
    # an enemy unit that panic has just given Doom gains D3 more
    ("Hopelessness", 29, "right", [
        doom("place", dice="D3", scope="target", at="Panic",
             needs={"all:gained tokens from panic Doom"},
             **{"trigger.event": "token_placed", "trigger.on": "enemy"})]),
    ("Moment of Glory", 29, "right", card_grant("Elite", at="Combat Phase", moment="start")),
    ("Redeploy", 29, "right", card_grant("Swift [+4]")),
    # a friendly unit a shooting attack has just given Doom may advance 4" at once
    ("Relentless", 29, "right", [
        {"kind": "move", "how": "advance", "distance": 4, "direction": "makes",
         "scope": "target", "optional": True, "trigger.event": "token_placed",
         "trigger.on": "friendly", "needs": {"all:gained tokens from shooting Doom"}}]),
    ("Scroll Of Occult Knowledge", 29, "right", [
        {"kind": "action", "action": "cast", "scope": "target", "duration": "next_spell",
         "needs": {WIZARD}, "words": "any School of Magic"}]),
    # an unbroken unit engaged with a Broken enemy may discard D6 Doom (no timing printed)
    ("Take Heart", 29, "right", [
        doom("remove", dice="D6", scope="target", optional=True, at=None,
             needs={"all:engaged with Broken", UNBROKEN})]),
    ("Tattered Banner", 29, "right", [
        {"kind": "attack", "side": "defender", "action": "halve_hits", "scope": "target",
         "duration": "this_attack", "words": "rounding up"}]),
    ("Vial of Mercury", 29, "right", [
        {"kind": "tokens", "token": "Mercury", "op": "place", "amount": 2, "scope": "player",
         "at": None}]),
]

# --- Spells, pp. 29-33 -----------------------------------------------------------------------
SPELLS: list[Row] = [
    ("Book of Tysthy", 29, "right", [
        {"kind": "action", "action": "cast", "scope": "self", "duration": ROUND,
         "words": "every spell of one Abyssal Allegiance"}]),
    ("Summon Lloigor", 29, "right", [
        {"kind": "lookup_as", "unit_type": "Monster", "table": "target_number",
         "scope": "self", "duration": ROUND}]),
    ("Orb of Silence", 29, "right", area("Unruly", "enemy", 18)),
    ("Sightless Eyes", 30, "right", [
        {"kind": "ignore", "scope": "target", "duration": ROUND, "words": "line of sight"}]),
    ("The Tenebrous Piper", 30, "right", on_target("Berserk", "Swift [+4]")),
    ("The Esurient Dark", 30, "right", area("Self-Destructive", "enemy", 18)),
    # look at one card, at random, of the target's controller; you may swap it for one of yours
    ("Prescience", 30, "right", [
        {"kind": "cards", "op": "look", "amount": 1, "at_random": True,
         "hand": "target_controller", "scope": "player"},
        {"kind": "cards", "op": "swap", "amount": 1, "hand": "target_controller",
         "optional": True, "scope": "player"}]),
    # until the round ends, each card this player plays on a friendly unit draws them one
    ("Polyceus’ Blessing", 30, "right", [
        {"kind": "cards", "op": "draw", "amount": 1, "scope": "player", "duration": ROUND,
         "trigger.event": "card_played", "trigger.by": "self", "trigger.on": "friendly",
         "trigger.repeats": "each_time"}]),
    ("Hasten", 31, "right", on_target("Brutal", "Swift [+2]", "Fragile")),
    # the target's owner takes it off and deploys it again by the game's set-up rules
    ("Flicker", 31, "right", [
        {"kind": "move", "how": "redeploy", "direction": "suffers", "scope": "target"}]),
    ("Stalking Death", 31, "right", area("Cowardly", "enemy", 18)),
    # a Character keyword moves from the friendly target to one other unit within 18" of it
    ("Black Gate", 31, "right", [
        {"kind": "remove", "trait": "Character", "scope": "target", "duration": GAME},
        # audit7b: the 18" and "another" are said of the target in the data itself
        {"kind": "grant", "trait": "Character", "scope": "friendly", "within": 18,
         "around": "target", "select.pick": "exactly", "select.count": 1,
         "select.chooser": "owner", "select.other_than_target": True, "duration": GAME}]),
    # an unengaged target is set aside; it must come back at the round's end, before victory
    # points are scored, more than 8" from its enemies
    ("Marble Forest", 31, "fixed", [
        {"kind": "move", "how": "set_aside", "scope": "target", "if": {"none:engaged"}},
        {"kind": "move", "how": "return", "scope": "target", "at": "Doom Phase",
         "moment": "end", "min_distance": 8, "beyond": True,
         "words": "before the round's victory points are scored"}]),
    # a marker within 18" of the caster; 6" round it is Perilous, and a card played on a
    # unit there leaves the game
    ("Void of Nebularis", 31, "fixed", [
        {"kind": "move", "how": "place", "scope": "markers",
         "words": "Void marker (20mm across at most) anywhere within 18\" of the caster"},
        grant("Perilous", scope="terrain", within=6, around="placed", duration=GAME,
              words="the ground within 6\" of the marker it places"),
        {"kind": "cards", "op": "remove", "amount": 1, "scope": "all_units", "within": 6,
         "around": "placed", "trigger.event": "card_played", "played": True,
         "duration": GAME}]),
    ("Monstrous Growth", 32, "right", on_target("Brutal", "Large")),
    ("Mother’s Blessing", 32, "right", [doom("remove", dice="D6", scope="target",
                                             needs={UNBROKEN})]),
    ("Light of Guldvarlden", 32, "right", [doom("remove", dice="D3", scope="friendly",
                                                within=12)]),
    ("By My Will", 32, "right", [
        {"kind": "ignore", "trait": "Weakness", "scope": "target", "duration": ROUND,
         "optional": True}]),
    # the target's controller may take up to 5 Doom and Blessing of Iskalla
    ("Serve Unto Death", 32, "fixed", [
        doom("place", amount=5, up_to=True, optional=True, decided_by="target_controller",
             scope="target"),
        grant("Blessing of Iskalla", optional=True, decided_by="target_controller",
              scope="target", duration=ROUND,
              words="the target unit's controller decides")]),
    # a new Light Infantry unit with Hollow wholly within 12" of the caster, then 2D6 Doom
    ("Raise The Dead", 32, "fixed", [
        {"kind": "move", "how": "place", "unit_type": "Light Infantry", "scope": "created",
         "words": "wholly within 12\" of the caster"},
        grant("Hollow", scope="created", duration=GAME),
        doom("place", dice="2D6", scope="created")]),
    ("Trapdoor", 33, "right", on_target("Devastating Charge", "Swift [+4]")),
    ("Scuttle", 33, "right", [
        {"kind": "ignore", "keyword": "Distracted", "scope": "target", "duration": ROUND}]),
    ("Spectral Webs", 33, "right", on_target("Flying", "Swift [+6]")),
    ("Crystal Blades", 33, "right", on_target("Hero [+2]")),
    ("Armour of Pelahg", 33, "right", on_target("Tough [+1]")),
    ("Stone Heart", 33, "right", area("Courage [+1]", "friendly", 18)),
]

# --- Cursed Artefacts, pp. 34-35: each gives the General's unit its keywords ------------------
ARTEFACTS: list[Row] = [
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

ROWS: list[Row] = CARDS + SPELLS + ARTEFACTS

#: Found wrong here and fixed by the left26 helper (known-open items of issue 26), moved up
#: from the rows left open when that work landed.
LEFT_OPEN: list[Row] = [
    # as the unit's own movement activation starts: it may pass friendly units, and may not
    # end that activation on top of a friendly unit (any other unit is not named)
    ("Barge Through", 28, "fixed", [
        {"kind": "ignore", "scope": "target", "optional": True, "duration": "this_activation",
         "trigger.event": "activation_starts", "trigger.phase": "Movement Phase"},
        {"kind": "action", "action": "end_overlapping", "allowed": False, "scope": "target",
         "duration": "this_activation", "trigger.event": "activation_starts",
         "words": "overlapping friendly units"}]),
    # the caster takes one non-Reserved Strength keyword that the enemy target has
    ("Reflective Soulgem", 30, "fixed", [
        {"kind": "grant", "trait": "Strength", "except_trait": "Reserved", "scope": "self",
         "duration": ROUND, "words": "the target"}]),
]

test_effect_as_the_book_says, _two_hundred = audit_tests(ROWS + LEFT_OPEN)


def test_every_spell_card_and_artefact_has_a_row(rules: Any) -> None:
    """The rows (with those left open) cover every spell, card and artefact the model holds."""
    from rulesref.games.hobgoblin.effect_sources import holders

    held = {h.name for h in holders(rules) if h.kind in ("spell", "card", "artefact")}
    assert held == {row[0] for row in ROWS + LEFT_OPEN}
    assert len(held) == 61

