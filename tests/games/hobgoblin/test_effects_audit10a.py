"""Audit 10, slice a: Hobgoblin's keyword records checked afresh against the book (issue 26).

Slice: every record :func:`~rulesref.games.hobgoblin.effect_sources.holders` gives with kind
``keyword``: the Index of Keywords (pp. 65-67), the Terrain Keywords (p. 68), Devour (defined
inside Ravenous, p. 66), the Blessing of Iskalla (Serve Unto Death, p. 32) and the keywords the
Cursed Artefacts convey (pp. 34-36). Each page's two columns were put back together and every
effect was written down in our own words (/work/audit10a-verdicts.md) before the model was
opened; then ``rulesref show`` (plain and ``--json``) was compared with those notes.

A row: the record, its page, the verdict on the model as it stood before this audit (``right``
or ``fixed``), and each effect as the book gives it (one spec per effect), checked by
:func:`tests.games.hobgoblin.audit_rows.assert_row`. The rows follow audit 9a's layout and
helpers; each was checked against this audit's own notes, and a few carry extra checks
(optional or mandatory, and words) where those notes put the weight.

Tally: 83 records read, 123 effects read. Wrong before fixes: 0 (whom 0, trigger 0, when 0,
condition 0, direction 0, amount 0, missing part 0, extra part 0, words 0, unrecorded
reading 0). No placement was found living only in a summary.

Judged right, with a note:
- Byzantine Strategies: "must come in by Sneaky" has no effect of its own ("refers to
  Sneaky"); a player still acts as the book says, since deployment is barred and the same
  artefact conveys Sneaky, whose set-aside and arrival roll are the only way in.
- Cover: the p. 65 paragraph on when a target is in cover is the effect of the Cover rule
  record (p. 27), which ``show Cover`` prints beside the keyword.
- Arcane: p. 68 says touching, p. 26 says within 4"; the record transcribes p. 68 and its
  summary names the other printing.
- Tough: the first x tokens are counted per close combat attack, the sentence's own subject.
- Dissonant Echoes: "each time" for the book's "if" (no once-per-game limit is printed).
- Quicksilver: the book's "Destiny Dice" is the spent Quicksilver Dice.
- Syphon Power: "takes" Mercury from the enemy Wizard's owner (op ``take``).
- Outmaneuvered: "per flank or rear contact" stands for each enemy on its sides or rear.
- Rough: Skirmishers are left out where the book says they may ignore it; Skirmishers' own
  "ignores Rough (optional)" keeps the choice, and a player acts the same.
- Reinforcements: "when it is off the table": the scenarios set such units aside.
- Sneaky: "counts as destroyed" is shown as removed from play at the game's end.
Readings the model records and this audit accepts: sneaky-your-movement-phase,
cunning-ruse-any-three, manipulate-time-after-whole-phase, nullify-you.
"""

from __future__ import annotations

# The spec builders audit 9a wrote for this same slice are shared rather than copied.
from tests.games.hobgoblin.audit_rows import Row, audit_tests, open_and_coverage_tests
from tests.games.hobgoblin.test_effects_audit9a import (
    HELD,
    MELEE,
    MP,
    ONCE,
    buy_limit,
    cc,
    doom_on,
    fx,
    gets,
)

INDEX: list[Row] = [
    ("Battle Standard", 65, "right", [gets("Command [+1]"), gets("Hero [+1]")]),
    ("Berserk", 65, "right", [
        doom_on({"if": {"none:engaged", "none:advanced towards visible enemy 6"}},
                dice="D3", at=MP, moment="end", optional=False)]),
    ("Bloodthirsty", 65, "right", [
        fx("tokens", {"trigger.event": "status_gained", "trigger.status": "Broken",
                      "trigger.on": "enemy", "if": {"all:becomes Broken 0 enemy"}},
           token="Doom", op="remove", dice="D3", optional=False)]),
    ("Broken", 65, "right", [
        fx("move", {"if": {"none:rule says otherwise"}}, how="remove_from_play",
           at="Remove Broken Units"),
        fx("remove", {"if": {"all:tokens below stat Doom courage"}}, keyword="Broken")]),
    ("Brutal", 65, "right", [cc("reroll_misses", optional=True)]),
    ("Command", 65, "right", [
        fx("stat", stat="courage", op="add", amount=None, scope="friendly", within=8,
           duration="while")]),
    ("Cover", 65, "right", [
        fx("target_number", {"trigger.event": "targeted", "trigger.source": "shooting"},
           side="defender", attack="shooting", delta=1, clamp=6)]),
    ("Cowardly", 65, "right", [
        gets("Distracted", {"trigger.event": "activation_starts", "trigger.phase": MP},
             choice="cowardly", optional=False),
        doom_on({"trigger.event": "activation_starts", "trigger.phase": MP}, dice="D3",
                choice="cowardly", optional=False)]),
    ("Critical Hits", 65, "right", [cc("extra_hit_on_six", optional=False)]),
    ("Cursed", 65, "right", [cc("reroll_hits", optional=False)]),
    ("Deadly Shots", 65, "right", [
        fx("target_number", side="attacker", attack="shooting", delta=-1, clamp=2,
           optional=True)]),
    ("Despised", 65, "right", [fx("action", action="cause_panic", allowed=False)]),
    ("Devastating Charge", 65, "right", [
        fx("target_number", {"if": {"all:advanced 6"}}, side="attacker", attack=MELEE,
           delta=-1, clamp=2, optional=True, duration="end_of_round")]),
    ("Distracted", 65, "right", [
        fx("action", {"words": "was not engaged with when the manoeuvre began"},
           action="engage", allowed=False)]),
    ("Elite", 65, "right", [
        fx("target_number", side="attacker", attack=MELEE, delta=-1, clamp=2,
           optional=False)]),
    ("Fearless", 65, "right", [fx("ignore", rule="panic")]),
    ("Flying", 66, "right", [
        fx("move", {"per.count": "movement_point",
                    "if": {"none:engaged", "none:has keyword Distracted"}},
           how="fly", heading="forward", distance=2, min_distance=12, optional=True,
           limit="once_per_activation"),
        fx("ignore", {"words": "ignores other units and terrain"}, optional=True),
        fx("action", {"words": "overlapping another unit or Impassable terrain"},
           action="end_overlapping", allowed=False),
        fx("action", {"words": "it flew over"}, action="engage", allowed=False,
           duration="this_activation")]),
    ("Fragile", 66, "right", [
        fx("break", threshold="half_stat_round_up", status="Broken", token="Doom",
           stat="courage")]),
    ("General", 66, "right", [gets("Command [+1]"), gets("Hero [+2]")]),
    ("Hero", 66, "right", [fx("stat", stat="strikes", op="add", amount=None)]),
    ("Hollow", 66, "right", [
        fx("ignore", {"trigger.event": "unit_removed", "trigger.on": "self",
                      "words": "Mercury and Fortune"})]),
    ("Horde", 66, "right", [
        fx("stat", stat="courage", op="add", amount=10),
        fx("footprint", footprint="Horde"),
        fx("remove", keyword="Narrow Footprint"),
        fx("remove", keyword="Wide Footprint"),
        buy_limit("Horde", "unit type name has Infantry")]),
    ("Immobile", 66, "right", [fx("action", action="activate", allowed=False, at=MP)]),
    ("Large", 66, "right", [
        fx("ignore", {"words": "to or from it and of cover, unless Large or Elevated"},
           optional=True)]),
    ("Merciless", 66, "right", [
        fx("attack", side="defender", attack=MELEE, action="attacker_token_on_one")]),
    ("Narrow Footprint", 66, "right", [
        fx("footprint", footprint="Narrow"), fx("remove", keyword="Wide Footprint"),
        buy_limit("Narrow Footprint", "has keyword Wide Footprint")]),
    ("Nimble", 66, "right", [fx("action", action="reform", cost=2)]),
    ("Outmaneuvered", 66, "right", [
        fx("stat", stat="courage", op="subtract", amount=1, per="flank_or_rear_contact",
           duration="while"),
        fx("parameter", name="flank_dice_limit", op="at_most", amount=5),
        fx("parameter", name="rear_dice_limit", op="at_most", amount=3)]),
    ("Quick Fire", 66, "right", [
        fx("forbid", keyword="Distracted", at="Gain Distracted", optional=True)]),
    ("Ranged", 66, "right", [fx("stat", stat="range", op="set", amount=None)]),
    ("Ravenous", 66, "right", [
        gets("Devour", {"if": {"all:engaged with Broken"}}),
        fx("move", {"if": {"all:has keyword Devour", "none:enemy within 8"}},
           how="no_move", at=MP),
        fx("remove", keyword="Devour", at=MP)]),
    ("Devour", 66, "right", [
        fx("move", {"if": {"none:enemy within 8"}}, how="no_move", at=MP),
        fx("remove", keyword="Devour", at=MP)]),
    ("Reinforcements", 66, "right", [
        fx("move", {"words": "anywhere fully within its deployment zone"}, how="place",
           at=MP, moment="start", optional=True),
        fx("remove", keyword="Reinforcements", at=MP, moment="start", optional=True),
        gets("Distracted", {"trigger.event": "deployed", "trigger.on": "self"})]),
    ("Self-Destructive", 67, "right", [
        fx("attack", side="attacker", attack="always", action="attacker_token_on_one")]),
    ("Shoot into Combat", 67, "right", [
        fx("action", {"if": set(), "words": "engaged"}, action="target",
           at="Select Target"),
        fx("attack", {"words": "as evenly as possible"}, side="attacker",
           attack="shooting", action="split_hits_in_combat", optional=False)]),
    ("Short-Ranged", 67, "right", [
        fx("stat", stat="range", op="halve"),
        buy_limit("Short-Ranged", "has keyword Ranged")]),
    ("Skirmishers", 67, "right", [
        fx("attack", side="defender", attack="shooting", action="no_shooting_cap"),
        fx("ignore", keyword="Rough", optional=True)]),
    ("Slow", 67, "right", [fx("stat", stat="speed", op="subtract", amount=None)]),
    ("Sneaky", 67, "right", [
        fx("move", how="set_aside", optional=True),
        fx("move", {"trigger.roll": "D6", "if": {"all:set aside", "all:round below roll"}},
           how="place", at=MP, moment="end", min_distance=8, beyond=True, optional=True,
           reading="sneaky-your-movement-phase"),
        gets("Distracted", {"if": {"all:set aside", "all:round below roll"}},
             duration="end_of_round"),
        fx("move", {"trigger.event": "game_ends", "if": {"all:set aside"}},
           how="remove_from_play")]),
    ("Stubborn", 67, "right", [
        fx("stat", stat="courage", op="add", amount=1, per="engaged_enemy")]),
    ("Swift", 67, "right", [fx("stat", stat="speed", op="add", amount=None)]),
    ("Terrifying", 67, "right", [
        doom_on({"if": {"all:gained tokens from panic Doom"}}, amount=2, scope="enemy",
                within=8, at="Panic", limit="once_per_phase")]),
    ("Tough", 67, "right", [
        fx("attack", {"words": "first x"}, side="defender", attack=MELEE,
           action="ignore_first_tokens", amount=None, optional=True)]),
    ("Unruly", 67, "right", [fx("ignore", keyword="Command")]),
    ("Weak", 67, "right", [
        fx("stat", stat="strikes", op="subtract", amount=None, when=MELEE)]),
    ("Wide Footprint", 67, "right", [
        fx("footprint", footprint="Wide"), fx("remove", keyword="Narrow Footprint"),
        buy_limit("Wide Footprint", "has keyword Narrow Footprint")]),
    ("Wild", 67, "right", [
        fx("action", {"if": {"none:has trait Character", "none:friendly within Character 4"},
                      "words": "would give it Distracted"},
           action="take_action", allowed=False, at=MP),
        fx("mention", keyword="Distracted")]),
    ("Wizard", 67, "right", [fx("action", action="cast", at="Magic Phase")]),
]

TERRAIN: list[Row] = [
    ("Arcane", 68, "right", [
        fx("tokens", {"if": {"all:has keyword Wizard", "all:touching terrain Arcane"}},
           token="Mercury", amount=1, at="Magic Phase", moment="start")]),
    ("Blocking", 68, "right", [fx("action", action="see_through", allowed=False)]),
    ("Elevated", 68, "right", [
        gets("Large", {"if": {"all:mostly on terrain Elevated"}}, duration="while")]),
    ("Grim", 68, "right", [
        doom_on({"if": {"all:near terrain Grim 8", "all:gained tokens from panic Doom"}},
                amount=1, at="Panic", limit="once_per_phase")]),
    ("Impassable", 68, "right", [
        fx("action", action="enter", allowed=False),
        fx("action", action="be_placed_in", allowed=False)]),
    ("Obscuring", 68, "right", [
        gets("Cover", {"trigger.source": "shooting",
                       "if": {"all:cover line crosses untouched Obscuring"}},
             scope="target", duration="this_attack")]),
    ("Perilous", 68, "right", [
        fx("action", {"per.count": "movement_point",
                      "if": {"all:moved through terrain Perilous"}},
           action="attack_as", dice=1, as_unit_type="War Wagon", direction="suffers")]),
    ("Rough", 68, "right", [
        doom_on({"if": {"all:moved through terrain Rough", "none:has keyword Skirmishers"}},
                amount=1, choice="rough", optional=False),
        gets("Distracted",
             {"if": {"all:moved through terrain Rough", "none:has keyword Skirmishers"}},
             choice="rough", optional=False)]),
]

SPELL: list[Row] = [
    ("Blessing of Iskalla", 32, "right", [
        cc("extra_dice_per_two_tokens", at="Assign Attack Dice")]),
]


CURSED: list[Row] = [
    ("Tome of Magic", 34, "right", [
        fx("parameter", name="allegiances_per_wizard", op="set", amount=2)]),
    ("Mystic Roots", 34, "right", [
        fx("tokens", {"needs": HELD}, token="Mercury", amount=1, scope="player",
           at="Magic Phase", moment="start", optional=False)]),
    ("Ruinous Price", 34, "right", [
        doom_on({"select.pick": "exactly", "select.count": 1, "select.chooser": "owner",
                 "select.other_than_source": False},
                amount=1, scope="friendly", within=12, at="Magic Phase", moment="start",
                optional=False)]),
    ("Cunning Ruse", 34, "right", [
        fx("move", {"select.count": 3, "select.chooser": "owner"}, how="redeploy",
           scope="friendly", at="Deployment", moment="after", optional=True, limit=ONCE,
           reading="cunning-ruse-any-three", where="entirely within its deployment zone"),
        fx("precedence", {"if": {"all:units in play Cunning Ruse enemy"}},
           otherwise="first_deployer_then_turns", at="Deployment", moment="after")]),
    ("Prepared Mind", 34, "right", [
        fx("cards", {"needs": HELD}, deck="Fortune", op="draw", amount=1, scope="player",
           optional=True, at="Initiative Phase", moment="start")]),
    ("Overconfident Schemes", 34, "right", [
        fx("action", {"needs": HELD}, action="hold_token", token="First Player",
           allowed=False, scope="player")]),
    ("War Horn", 34, "right", [
        fx("action", {"select.count": 1, "select.other_than_source": True,
                      "trigger.event": "activation_starts", "trigger.phase": "Combat Phase",
                      "words": "even if it already attacked"},
           action="attack", scope="friendly", within=8, optional=True, limit=ONCE,
           choice="war_horn"),
        fx("action", {"select.count": 1, "select.other_than_source": True,
                      "trigger.event": "activation_ends", "trigger.phase": "Combat Phase",
                      "words": "line of sight not needed"},
           action="attack", scope="friendly", within=8, optional=True, limit=ONCE,
           choice="war_horn")]),
    ("Thirst for Battle", 34, "right", [
        doom_on({"if": {"none:engaged"}}, amount=1, at="Combat Phase", moment="start",
                optional=False)]),
    ("Manipulate Time", 34, "right", [
        fx("action", {"if": {"none:engaged"}}, action="move_phase", scope="friendly",
           within=12, optional=True, limit=ONCE, at=MP, moment="after",
           reading="manipulate-time-after-whole-phase")]),
    ("Unreliable Master", 35, "right", [fx("forbid", keyword="Command")]),
    ("Haunted Melody", 35, "right", [
        fx("ignore", keyword="Broken", scope="friendly", within=4, at="Doom Phase",
           optional=True, limit=ONCE)]),
    ("Abyssal Piping", 35, "right", [
        gets("Cowardly", scope="enemy", within=4, duration="while")]),
    ("Dissonant Echoes", 35, "right", [
        fx("cards", {"trigger.event": "status_gained", "trigger.status": "Broken",
                     "trigger.on": "self"},
           deck="Fortune", op="draw", amount=5, scope="opponent", optional=True,
           limit=None)]),
    ("Hidden Passages", 35, "right", [
        gets("Flying", {"select.pick": "up_to", "select.count": 3,
                        "select.chooser": "owner"},
             scope="friendly", within=24, duration="end_of_round", optional=True,
             limit=ONCE)]),
    ("Byzantine Strategies", 35, "right", [
        fx("action", {"words": "cannot deploy"}, action="deploy", allowed=False,
           at="Deployment"),
        fx("mention", {"words": "Sneaky"}, keyword="Sneaky")]),
    ("Suspended Agony", 35, "right", [
        fx("sequence", {"needs": HELD}, change="skip", step="Doom Phase", at="Doom Phase",
           moment="start", optional=True, limit=ONCE)]),
    ("Unspool", 35, "right", [
        fx("sequence", {"needs": HELD}, change="add", step=MP, at=MP, moment="end",
           optional=True, limit=ONCE),
        fx("action", {"select.pick": "up_to", "select.count": 3,
                      "select.chooser": "each_player", "needs": HELD},
           action="activate", scope="all_units")]),
    ("Vengeful Shades", 35, "right", [
        gets("Ranged [+12]", scope="all_units", duration="end_of_round",
             at="Press the Initiative", moment="before", optional=True, limit=ONCE)]),
    ("Anguished Spirits", 35, "right", [
        fx("action", {"select.other_than_source": True, "words": "shooting attack"},
           action="target", allowed=False, direction="suffers", scope="all_units",
           within=12)]),
    ("Magic-Eater", 35, "right", [
        fx("ignore", {"trigger.event": "spell_affects", "trigger.by": "enemy",
                      "trigger.on": "self"}),
        fx("tokens", {"trigger.event": "spell_affects", "trigger.by": "enemy"},
           token="Mercury", dice="D3", scope="player")]),
    ("Syphon Power", 35, "right", [
        fx("tokens", {"per.count": "token", "per.token": "Doom", "per.by_attack": True,
                      "needs": {"all:attacking Wizard close_combat"}, "words": "takes 1"},
           token="Mercury", op="take", amount=1, optional=True)]),
    ("Futility", 35, "right", [
        gets("Hollow", scope="enemy", within=0, duration="while")]),
    ("Nullify", 35, "right", [
        fx("forbid", keyword="Wizard"),
        fx("ignore", {"words": "spells cast by friendly units"}),
        fx("action", action="play_cards_on", allowed=False, reading="nullify-you")]),
    ("Quicksilver", 36, "right", [
        fx("tokens", {"needs": HELD}, token="Quicksilver Dice", amount=1,
           instead_of="Mercury", rolled=True, scope="player"),
        fx("reroll", {"needs": HELD}, dice="attack", count="one", cost="Quicksilver Dice",
           set_face=True, optional=True)]),
    ("Like Clockwork", 36, "right", [
        fx("cards", {"needs": HELD}, deck="Fortune", op="discard", at="Initiative Phase",
           moment="end", optional=True),
        fx("cards", {"needs": HELD}, deck="Fortune", op="draw", amount=1,
           per="card discarded", at="Initiative Phase", moment="end", optional=True)]),
    ("Stolen Time", 36, "right", [
        fx("cards", {"needs": HELD}, deck="Fortune", op="reveal", scope="player",
           duration="while")]),
]

ROWS: list[Row] = INDEX + TERRAIN + SPELL + CURSED

test_row_matches_the_book, _at_least_two_hundred = audit_tests(ROWS)

# Every keyword record has one row and none is left open, so only the coverage test is bound.
_open_rows_unused, test_each_keyword_record_has_a_row = open_and_coverage_tests(
    ROWS, [], "keyword", 83)


def test_counts_and_verdicts() -> None:
    """83 records and 123 effects read; none was wrong before this audit."""
    assert len(ROWS) == 83
    assert sum(len(specs) for *_, specs in ROWS) == 123
    assert {verdict for _, _, verdict, _ in ROWS} == {"right"}
