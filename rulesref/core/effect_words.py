"""Effects in plain words, for lookups and the website (no rules logic here)."""

from __future__ import annotations

from rulesref.core.comparison import Comparison
from rulesref.core.conditions import Condition, Predicate, Test
from rulesref.core.effects import (
    KEYWORD_KINDS,
    Action,
    AttackEffect,
    BreakEffect,
    Cards,
    Damage,
    Duration,
    Effect,
    FootprintEffect,
    Frame,
    LookupAs,
    Moment,
    Move,
    Parameter,
    Place,
    Precedence,
    Reroll,
    Scope,
    Score,
    SequenceChange,
    StatEffect,
    Tally,
    TargetNumberEffect,
    Tokens,
    keyword_of,
    trait_of,
)
from rulesref.core.effects.targeting import (
    Chooser,
    Counted,
    Direction,
    Event,
    Per,
    Pick,
    Selection,
    Side,
    Trigger,
)

_SCOPE = {
    Scope.SELF: "", Scope.TARGET: "the target", Scope.FRIENDLY: "friendly units",
    Scope.ENEMY: "enemy units", Scope.ALL_UNITS: "every unit", Scope.ARMY: "army building",
    Scope.PLAYER: "its player", Scope.TEAM: "its team", Scope.OPPONENT: "the opponent",
    Scope.PLAYERS: "each player",
    Scope.GAME: "the game", Scope.TERRAIN: "terrain", Scope.MARKERS: "markers",
    Scope.CREATED: "a new unit", Scope.OWN: "its player's own units",
    Scope.PLACED: "the terrain it places",
}
_DURATION = {
    Duration.THIS_ATTACK: "for that attack", Duration.THIS_ACTIVATION: "for that activation",
    Duration.NEXT_SPELL: "for its next spell", Duration.END_OF_ROUND: "until the round ends",
    Duration.NEXT_ROUND_STARTS: "until the next round begins",
    Duration.END_OF_GAME: "for the rest of the game", Duration.WHILE: "while it holds",
}
_MOMENT = {Moment.DURING: "in {}", Moment.START: "at the start of {}",
           Moment.END: "at the end of {}", Moment.BEFORE: "just before {}",
           Moment.AFTER: "just after {}"}

#: Each predicate as a short phrase about "it", the unit tested; ``{x}`` names a parameter.
_TESTS: dict[Predicate, str] = {
    Predicate.HAS_KEYWORD: "it has {keyword}",
    Predicate.HAS_TRAIT: "it has a {trait} keyword",
    Predicate.UNIT_TYPE: "its unit type is {unit_type}",
    Predicate.UNIT_TYPE_NAME_HAS: "its unit type's name includes {unit_type}",
    Predicate.ENGAGED: "it is engaged",
    Predicate.ENGAGED_WITH: "it is engaged with a {keyword} enemy",
    Predicate.WAS_ENGAGED: "it was engaged when {source} began",
    Predicate.FLANK_OR_REAR_CONTACT: "an enemy touches its flank or rear",
    Predicate.WITHIN_OF_SOURCE: "it is {close_to} the source",
    Predicate.IN_RANGE: "it is in the source's range{reach}",
    Predicate.IN_LINE_OF_SIGHT: "the source can see it",
    Predicate.FRIENDLY_WITHIN: "{friendly_units}{are}{within}",
    Predicate.ENEMY_WITHIN: "an enemy{what} unit{lacking}{state} is{within}",
    Predicate.ADVANCED: "it advanced {distance}\" or more this round",
    Predicate.ADVANCED_TOWARDS_VISIBLE_ENEMY:
        "it advanced {distance}\" or more towards an enemy it could see",
    Predicate.MOVED_THROUGH_TERRAIN: "it moved into or through {keyword} terrain",
    Predicate.TOUCHING_TERRAIN: "it touches {keyword} terrain",
    Predicate.TOUCHING_PLACED: "it touches the terrain the rule places",
    Predicate.MOSTLY_ON_TERRAIN: "over half its footprint is on {keyword} terrain",
    Predicate.NEAR_TERRAIN: "it is {close_to} {keyword} terrain",
    Predicate.COVER_LINE_CROSSES: "the cover line to it crosses {keyword} terrain",
    Predicate.COVER_LINE_CROSSES_UNTOUCHED:
        "the cover line to it crosses {keyword} terrain the attacker does not touch",
    Predicate.OVER_TABLE_EDGE: "it ends a manoeuvre over a table edge",
    Predicate.ENDED_MANOEUVRE: "it has just ended a manoeuvre",
    Predicate.IN_PLAY: "it is in play",
    Predicate.SET_ASIDE: "it is off the table{set_by}",
    Predicate.WAS_SET_ASIDE: "it was already off the table when the {source} began",
    Predicate.ROUND_AT_MOST: "the round number is {value} or less",
    Predicate.LAST_ROUNDS: "it is one of the last {value} rounds",
    Predicate.ROUND_BELOW_ROLL: "a D6 rolls higher than the round number",
    Predicate.GAINED_TOKENS_FROM: "it has just taken {token} from {source}",
    Predicate.WOULD_SUFFER_HITS: "it is about to suffer hits",
    Predicate.ATTACKING: "it is attacking{at_unit}{how}",
    Predicate.TARGETED_BY: "it is the target of {whose}{source}",
    Predicate.CASTING: "it is about to cast a{spell_class} spell",
    Predicate.MANOEUVRING: "it is manoeuvring: {source}",
    Predicate.BECOMES: "{who} becomes {keyword}",
    Predicate.TOKENS_BELOW_STAT: "its {token} tokens are fewer than its {stat_name}",
    Predicate.STAT_AT_MOST: "its {stat_name} is {value} or lower",
    Predicate.ROLL_BELOW_STAT: "a {dice} roll for it comes out below its {stat_name}",
    Predicate.DOES_NOT_FIT: "it will not fit in any zone it may deploy in",
    Predicate.WHOLLY_IN_ZONE: "it lies wholly in {half} deployment zone",
    Predicate.MOST_OF: "{player} has the higher total of {keyword}{near}",
    Predicate.TALLY_AT_LEAST: "its tally for this rule is {value} or more",
    Predicate.MARKERS_LEFT: "{markers_left}",
    Predicate.MARKERS_IN_HALF: "all {value} markers are in {half} table half",
    Predicate.REMOVED_FROM_PLAY: "it is removed from play",
    Predicate.POINTS_OVER: "it costs more than {value} points",
    Predicate.AUTOMATED: "it belongs to the automated solo opponent",
    Predicate.HOLDS_TOKEN: "its player holds the {token} token",
    Predicate.DECK_EMPTY: "the {keyword} deck is empty",
    Predicate.DISCARD_EMPTY: "the {keyword} discard pile is empty",
    Predicate.SCORES_TIED: "the players are level on {keyword}",
    Predicate.OUTNUMBERS_NEAR: "its side has more units{lacking} than the foe within "
                               "{distance}\" of a marker{centre}{doubled}",
    Predicate.HAS_ROLE: "its player is the {role}",
    Predicate.ALONE_NEAR_SOURCE: "it is the only unit{near_source}",
    Predicate.TABLE_SQUARE: "the table is square",
    Predicate.UNITS_IN_PLAY: "{at_least}{side_words}{what} unit{plural} in play",
    Predicate.MARKERS_WITH: "{value} or more of the markers have {keyword}",
    Predicate.LEAST_OF: "its side has the lower {keyword}",
    Predicate.NEAR_MARKERS: "units of its side are within {distance}\" of {value} or more "
                            "markers",
    Predicate.DISENGAGED_BY_SOURCE: "this unit has disengaged from it",
    Predicate.DISENGAGED: "it has left contact with an enemy it began the activation "
                          "engaged with",
    Predicate.AVERTED_BY: "only the {keyword} of {whose_unit} keeps it from that",
    Predicate.MOVED_IN: "it moved in the {source} this round",
    Predicate.WIDER_THAN_PLACED: "it is wider than the terrain the rule places",
    Predicate.WIDTH_MOSTLY_ON_PLACED: "more than half its width rests on that terrain",
    Predicate.RULE_SAYS_OTHERWISE: "another rule says otherwise",
    Predicate.TOO_FEW_DICE: "it has too few dice for the least number on each unit it is "
                            "engaged with",
}

#: Whose unit, for a test's ``side`` (``own``: of its player's own army).
_WHOSE_UNIT = {"own": "one of its player's own units", "friendly": "a friendly unit",
               "enemy": "an enemy unit", "allied": "an allied unit"}

#: What a test about nearby units says of their engagement (``engaged``: yes, no, not asked).
_ENGAGED_STATE = {None: "", True: " that is engaged", False: " that is not engaged"}


def _friendly_units(test: Test) -> str:
    """The friendly units a ``friendly_within`` test asks for: ``a friendly unit``, ``2 or
    more friendly units``, ``friendly units of 2 different players``, ``an unengaged ...``."""
    named = test.keyword or test.trait
    many = test.value not in (None, 1)
    lacking = f" without {test.without}" if test.without else ""
    state = _ENGAGED_STATE[test.engaged]
    if many:
        state = state.replace(" is", " are")
    noun = f"friendly{' ' + named if named else ''} unit{'s' if many else ''}{lacking}{state}"
    if test.players is not None:
        return (f"friendly{' ' + named if named else ''} units of {test.players} different "
                f"players{lacking}{state.replace(' is', ' are')}")
    return f"{test.value} or more {noun}" if many else f"a {noun}"


def predicate_words(test: Test, player: str = "its player") -> str:
    """One test as a short phrase: ``it is engaged with a Routed enemy``; ``player`` names
    whose totals are compared (``its team`` in team play)."""
    named = test.keyword or test.trait
    within = ("" if test.distance is None else " in base contact" if test.distance == 0
              else f" within {test.distance}\"")
    values = {
        "within": within,
        "close_to": ("in base contact with" if test.distance == 0
                     else f"within {test.distance}\" of"),
        "keyword": test.keyword, "trait": test.trait, "unit_type": test.unit_type,
        "distance": test.distance, "value": test.value,
        "source": (test.source or "").replace("_", " "),
        "what": f" {named}" if named else "",
        "reach": f" ({test.distance}\")" if test.distance is not None else "",
        "how": f" ({test.source.replace('_', ' ')})" if test.source else "",
        "at_unit": f" a {test.keyword} unit" if test.keyword else "",
        "are": " is" if test.value in (None, 1) and test.players is None else " are",
        "doubled": (f" (a unit over {test.value} points counting as two)"
                    if test.value is not None else ""),
        "whose": f"an {test.side} " if test.side == "enemy" else
                 (f"a {test.side} " if test.side else ""),
        "side_words": (("an " if test.side == "enemy" else "a ") if test.value in (None, 1)
                       else "") + (test.side or ""),
        "token": test.token, "dice": test.dice,
        "spell_class": f" {test.source}" if test.source else "",
        "near": f" within {test.distance}\" of a marker" if test.distance is not None else "",
        "lacking": f" without {test.without}" if test.without else "",
        "centre": "'s centre point" if test.centre else "",
        "friendly_units": _friendly_units(test) if test.pred is Predicate.FRIENDLY_WITHIN
        else "",
        "state": _ENGAGED_STATE[test.engaged],
        "whose_unit": _WHOSE_UNIT.get(test.side or "", "a unit"),
        "stat_name": (test.stat or "").capitalize(),
        "half": "the opponent's" if test.side == "enemy" else "its own",
        "role": test.role, "player": player,
        "set_by": f" after {test.source.replace('_', ' ')}" if test.source else "",
        "markers_left": ("none of its markers is left" if test.value == 0 else
                         "exactly 1 of its markers is left" if test.value == 1 else
                         f"exactly {test.value} of its markers are left"),
        "near_source": " in base contact with the source" if test.distance == 0 else
                       f" within {test.distance}\" of the source",
        "at_least": "" if test.value in (None, 1) else f"{test.value} or more ",
        "plural": " is" if test.value in (None, 1) else "s are",
        "who": (f"an {test.side} unit{within}" if test.side == "enemy" else
                f"a {test.side} unit{within}" if test.side else "it"),
    }
    return _TESTS[test.pred].format(**values)


def condition_words(condition: Condition, subject: str = "it",
                    player: str = "its player") -> str:
    """A condition as a phrase: ``it is off the table and a D6 rolls higher than the round
    number``, ``unless it has a Character keyword or ...``; ``subject`` names what "it" is
    when that is not the unit the effect applies to (``the source``); ``player``, whose
    totals are compared."""

    def words(test: Test) -> str:
        phrase = predicate_words(test, player)
        if phrase.startswith("it "):
            return f"{subject}{phrase[2:]}"
        near = test.pred in (Predicate.FRIENDLY_WITHIN, Predicate.ENEMY_WITHIN)
        if subject != "it" and near and test.distance is not None:
            # units near something other than the unit the effect applies to: say near what
            return f"{phrase} {'with' if test.distance == 0 else 'of'} {subject}"
        return phrase

    parts = [words(t) for t in condition.all]
    if condition.any:
        parts.append(" or ".join(words(t) for t in condition.any))
    text = " and ".join(parts)
    if condition.none:
        unless = "unless " + " or ".join(words(t) for t in condition.none)
        text = f"{text}, {unless}" if text else unless
    return text


_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
_CHOOSER = {Chooser.OWNER: "chosen by its player", Chooser.OPPONENT: "chosen by the opponent",
            Chooser.EACH_PLAYER: "each player choosing among their own",
            Chooser.CHANCE: "chosen by a roll",
            Chooser.TARGET_CONTROLLER: "chosen by the target unit's controller"}
#: Who decides whether an optional effect applies, when not the source's player.
_DECIDER = {Chooser.OWNER: "its player decides", Chooser.OPPONENT: "the opponent decides",
            Chooser.EACH_PLAYER: "each player decides for their own units",
            Chooser.CHANCE: "a roll decides",
            Chooser.TARGET_CONTROLLER: "the target unit's controller decides"}
_SIDE = {Side.SELF: "this", Side.FRIENDLY: "a friendly", Side.ENEMY: "an enemy",
         Side.ANY: "any", Side.ALLIED: "an allied"}
_PLAYER = {Side.SELF: "its player", Side.FRIENDLY: "its player", Side.ENEMY: "the opponent",
           Side.ANY: "a player", Side.ALLIED: "an ally"}

#: What targets a unit, for a ``targeted`` trigger.
_MEANS = {"spell": "a spell", "card": "a card", "attack": "an attack",
          "shooting": "a shooting attack", "close_combat": "a close combat attack"}


def selection_words(select: Selection, pool: str) -> str:
    """Whom a selection picks from ``pool`` (``friendly units within 18"``), in words:
    ``one friendly unit within 18", chosen by its player``."""
    number = _NUMBERS.get(select.count or 0, str(select.count))
    head = {
        Pick.ALL: f"all {pool}", Pick.EACH: f"each of the {pool}",
        Pick.EXACTLY: f"{number} of the {pool}", Pick.UP_TO: f"up to {number} of the {pool}",
        Pick.ALL_BUT: f"all the {pool} but {number}",
        Pick.HALF: f"half the {pool} (rounding {select.rounding})",
        Pick.MEETING: f"the {pool} that qualify",
    }[select.pick]
    if select.other_than_source:
        head += " other than this one"
    if select.other_than_target:
        head += " other than the target"
    if select.chooser is not None:
        head += f", {_CHOOSER[select.chooser]}"
    if select.order is not None:
        head += {"dearest_first": ", one after another from the dearest down",
                 "owner_chooses": ", one after another in an order the player using this rule"
                                  " picks, whosever the units are"}[
            select.order]
    if select.secret:
        head += " in secret"
    if select.revealed_by is not None:
        head += f", shown at the latest at {select.revealed_by}"
    return head


def scope_words(effect: Frame) -> str:
    """Whom the effect applies to, in words (empty for the unit itself)."""
    picked = effect.select is not None and (effect.select.pick is not Pick.ALL
                                            or effect.select.other_than_source
                                            or effect.select.other_than_target
                                            or effect.select.order is not None)
    words = "units of either side" if picked and effect.scope is Scope.ALL_UNITS else \
        "players" if picked and effect.scope is Scope.PLAYERS else _SCOPE[effect.scope]
    if effect.within is not None and effect.scope is Scope.TERRAIN:
        words = "the ground"
    if effect.within is not None:
        words += " in base contact" if effect.within == 0 else f" within {effect.within}\""
        if effect.around == "placed":
            words += " of the marker it places"
        elif effect.around == "target":
            words += " of the target"
    if effect.select is not None and picked:
        words = selection_words(effect.select, words or "units")
    return words


def trigger_words(trigger: Trigger) -> str:
    """What sets an effect off, in words: ``each time its player plays a card on a
    friendly unit``; ``at the end of the game``."""
    if trigger.event is Event.GAME_ENDS:
        return "at the end of the game"
    by = _SIDE[trigger.by] if trigger.by else "a"
    on = f" on {_SIDE[trigger.on]} unit" if trigger.on else ""
    unit = f"{_SIDE[trigger.on]} unit" if trigger.on else "a unit"
    phase = f" {trigger.phase}" if trigger.phase else ""
    card = f"{trigger.deck} card" if trigger.deck else "card"
    what = {
        Event.ACTIVATION_STARTS: f"{by} unit's{phase} activation starts",
        Event.ACTIVATION_ENDS: f"{by} unit's{phase} activation ends",
        Event.CARD_PLAYED: f"{_PLAYER[trigger.by or Side.ANY]} plays a {card}{on}",
        Event.SPELL_CAST: f"{by} unit casts a spell{on.replace(' on', ' at')}",
        Event.SPELL_AFFECTS: (f"a spell cast by {by} unit affects {unit}"
                              .replace("by a unit", "by any unit")),
        Event.TARGETED: (f"{by} unit targets {unit}" if trigger.by else f"{unit} is targeted")
                        + (f" {'with' if trigger.by else 'by'} {_MEANS[trigger.source]}"
                           if trigger.source else ""),
        Event.UNIT_REMOVED: f"{unit}{' that is ' + trigger.status if trigger.status else ''}"
                            " is removed from play",
        Event.TOKEN_PLACED: (f"{trigger.token} is placed on {unit}" if trigger.on or not trigger.by
                             else f"{_PLAYER[trigger.by]} gains {trigger.token}"),
        Event.STATUS_GAINED: f"{unit} becomes {trigger.status}",
        Event.ROLL_MADE: _roll_words(trigger),
        Event.MOVED: f"{unit} moves",
        Event.DEPLOYED: f"{unit} is deployed",
        Event.CARD_DUE: f"{_PLAYER[trigger.by or Side.ANY]} is due to draw a {card}",
        Event.ENGAGES: f"{by} unit engages {unit}"
                       + (" in the flank or rear" if trigger.edge else ""),
        Event.STATUS_AVERTED: f"{unit} would become {trigger.status} but does not",
        Event.CONCEDES: f"{_PLAYER[trigger.by or Side.ANY]} concedes the game",
    }[trigger.event]
    head = {"once": "once, when ", "each_time": "each time ",
            "once_per_unit": "the first time for each unit (or pair of units) that "}
    return head[trigger.repeats] + what


def _roll_words(trigger: Trigger) -> str:
    """``its player rolls a D6``, ``2D6 is rolled``, ``the players roll off with 2D6``."""
    dice = trigger.roll or "a roll"
    dice = f"a {dice}" if dice.startswith("D") else dice
    if trigger.opposed:
        return f"the players roll off with {trigger.roll or 'a roll'} and one rolls higher"
    if trigger.by is None:
        return f"{dice} is rolled"
    return f"{_PLAYER[trigger.by]} rolls {dice}"


def per_words(per: Per | str) -> str:
    """What a scaling amount counts, in words: ``per own Routed unit removed``."""
    if isinstance(per, str):
        return f"per {per.replace('_', ' ')}"
    side = {Side.SELF: "own ", Side.FRIENDLY: "friendly ", Side.ENEMY: "enemy ",
            Side.ANY: "", Side.ALLIED: "allied "}[per.side] if per.side else ""
    status = f"{per.status} " if per.status else ""
    every = f"full {per.every} " if per.every else ""
    noun = {
        Counted.UNIT: f"{side}{status}unit in play",
        Counted.UNIT_REMOVED: f"{side}{status}unit removed",
        Counted.TOKEN: f"{per.token} token" + (" that attack places" if per.by_attack else ""),
        Counted.CARD: f"{per.deck} card",
        Counted.MARKER: f"{side}marker", Counted.POINTS: f"{every}points",
        Counted.ENGAGED_ENEMY: "engaged enemy unit",
        Counted.MOVEMENT_POINT: "movement point spent", Counted.ROUND: "round",
    }[per.count]
    picked = ", the alternative picked for each" if per.each_choice else ""
    return f"per {noun}{picked}"


def moment_words(effect: Frame) -> str:
    """When it happens, in words (``at the start of the Movement Phase``), or ``""``."""
    if not effect.at:
        return ""
    named = f"the {effect.at}" if effect.at.endswith("Phase") else effect.at
    return _MOMENT[effect.moment].format(named)


def duration_words(effect: Frame) -> str:
    """How long it lasts, in words (``until the round ends``), or ``""``."""
    if effect.duration in (Duration.END_OF_STEP, Duration.END_OF_PHASE):
        kind = "step" if effect.duration is Duration.END_OF_STEP else "phase"
        named = effect.until or effect.at
        if not named:
            return f"until the {kind} ends"
        return f"until the {named} ends" if named.endswith("Phase") else f"until {named} ends"
    return _DURATION.get(effect.duration, "")


def condition_part_words(effect: Frame) -> str:
    """Under what condition, and with what limits, in words (``if it is engaged``)."""
    parts = []
    whose = "its team" if effect.scope is Scope.TEAM else "its player"
    if effect.requires is not None:
        # what the source must meet is said of the source, unless the effect is its own
        # or its target's (the unit a card is played on, which "it" already names); for a
        # player's effect set off by something happening to a unit, of that unit
        about = "it" if effect.scope in (Scope.SELF, Scope.TARGET) else "the source"
        if effect.requires_of == "target":
            about = "the target"
        if effect.trigger is not None and effect.trigger.on is not None and \
                effect.scope in (Scope.PLAYER, Scope.PLAYERS, Scope.OPPONENT, Scope.TEAM):
            about = "that unit"
        words = condition_words(effect.requires, about, whose)
        parts.append(words if words.startswith("unless") else f"if {words}")
    if effect.condition is not None:
        words = condition_words(effect.condition, player=whose)
        parts.append(words if words.startswith("unless") else f"when {words}")
    if effect.optional:
        parts.append("optional" if effect.decided_by is None
                     else f"optional, {_DECIDER[effect.decided_by]}")
    if effect.limit:
        parts.append(effect.limit.replace("_", " "))
    if effect.choice:
        parts.append(f"one of the {effect.choice.replace('_', ' ')} alternatives")
    if effect.reading:
        parts.append(f"reading {effect.reading}")
    return ", ".join(parts)


def set_off_words(effect: Frame) -> str:
    """What sets it off, in words (``each time its player plays a card``), or ``""``."""
    return trigger_words(effect.trigger) if effect.trigger is not None else ""


def when_words(effect: Frame) -> str:
    """What sets it off, when, how long and under what condition, in words."""
    parts = (set_off_words(effect), moment_words(effect), duration_words(effect),
             condition_part_words(effect))
    return ", ".join(p for p in parts if p)


def _count(amount: int | None, dice: str | None = None, up_to: bool = False) -> str:
    if dice:
        return dice
    if amount is None:
        return "any number of"
    return f"up to {amount}" if up_to else str(amount)


#: Whose hand a card effect reaches into, when not the scope's own.
_HAND = {"target_controller": "the target unit's controller", "opponent": "the opponent"}


#: What becomes of the card whose play set the effect off.
_PLAYED = {"remove": "leaves the game instead of being discarded", "discard": "is discarded",
           "reveal": "is shown", "shuffle": "is shuffled back into its deck",
           "draw": "is drawn back", "look": "is looked at", "swap": "is swapped"}


def _cards_words(effect: Cards) -> str:
    """``draws 2 Fortune cards``, ``looks at 1 Fortune card at random in the hand of the
    target unit's controller``."""
    if effect.played:
        return f"the {effect.deck} card played on it {_PLAYED[effect.op]}"
    verb = "looks at" if effect.op == "look" else f"{effect.op}s"
    gone = " from the game" if effect.op == "remove" else ""
    amount = "" if effect.amount is None else f"{effect.amount} "
    noun = "card" if effect.amount == 1 else "cards"
    random = " at random" if effect.at_random else ""
    per = f" {per_words(effect.per)}" if effect.per else ""
    whose = ""
    if effect.hand != "own":
        holder = _HAND[effect.hand]
        where = {"look": "in", "reveal": "in", "swap": "with"}.get(effect.op, "from")
        whose = f" {where} the hand of {holder}"
    return f"{verb} {amount}{effect.deck} {noun}{gone}{random}{whose}{per}"


#: Actions whose name alone does not read as words.
_ACTION_WORDS = {
    "attack_as": "attack", "move_phase": "make an extra movement phase",
    "end_overlapping": "end a move overlapping another unit",
    "play_cards_on": "play cards on the unit", "look_at_hand": "look at the other's hand",
    "tell_hand": "tell anyone which cards it holds",
    "aim_all_dice_at_source": "aim as many attack dice as it legally can at the source",
    "see_through": "see through it", "be_placed_in": "be placed in it",
    "take_action": "take any action",
}

#: Any one unit of a scope, in words (where range is measured from).
_ANY_ONE = {Scope.FRIENDLY: "any friendly unit", Scope.ENEMY: "any enemy unit",
            Scope.ALL_UNITS: "any unit", Scope.OWN: "any of its player's own units"}

_ATTACKS = {"close_combat": "close combat attacks", "shooting": "shooting attacks",
            "always": "attacks"}


def _numbers(effect: Effect) -> str | None:
    """Words for the effects that change a number or an action, or ``None``."""
    if isinstance(effect, TargetNumberEffect):
        whose = ("its own " if effect.side == "attacker" else "") + _ATTACKS[effect.attack]
        against = "" if effect.side == "attacker" else " against it"
        bound = "minimum" if effect.delta < 0 else "maximum"
        return (f"target number {effect.delta:+d} for {whose}{against} "
                f"({bound} {effect.clamp})")
    if isinstance(effect, Tokens):
        verb = {"place": "gains", "remove": "discards", "take": "takes"}[effect.op]
        per = f" {per_words(effect.per)}" if effect.per else ""
        instead = f" instead of {effect.instead_of}" if effect.instead_of else ""
        rolled = ", each rolled at once and kept showing its face" if effect.rolled else ""
        return (f"{verb} {_count(effect.amount, effect.dice, effect.up_to)} {effect.token}"
                f"{instead}{per}{rolled}")
    if isinstance(effect, Damage):
        per = f" {per_words(effect.per)}" if effect.per else ""
        verb = "takes" if effect.op == "inflict" else "regains"
        return f"{verb} {effect.amount} {'damage' if effect.op == 'inflict' else 'health'}{per}"
    if isinstance(effect, Cards):
        return _cards_words(effect)
    if isinstance(effect, Tally):
        ticks = "tick" if effect.amount == 1 else "ticks"
        return f"gains {effect.amount} {ticks} on its tally for this rule"
    if isinstance(effect, StatEffect):
        amount = "x" if effect.amount is None else str(effect.amount)
        change = {"add": f"+{amount}", "subtract": f"-{amount}", "set": f"set to {amount}",
                  "halve": "halved"}[effect.op]
        per = f" {per_words(effect.per)}" if effect.per else ""
        when = "" if effect.when == "always" else f" in {effect.when.replace('_', ' ')}"
        bounds = [f"not below {effect.floor}"] if effect.floor is not None else []
        bounds += [f"at most {effect.cap}"] if effect.cap is not None else []
        bound = f" ({', '.join(bounds)})" if bounds else ""
        return f"{effect.stat.capitalize()} {change}{per}{when}{bound}"
    if isinstance(effect, Action):
        what = _ACTION_WORDS.get(effect.action, effect.action.replace("_", " "))
        if effect.on:
            bare = what.removesuffix(" the unit").removesuffix(" it").removesuffix(" another unit")
            what = f"{bare} {_on_words(effect)}"
            if effect.on_if is not None:
                each = condition_words(effect.on_if, "each")
                what += f", {each}" if each.startswith("unless") else f", provided {each}"
        if effect.token is not None:
            what = f"{what.removesuffix(' token')} the {effect.token} token"
        # what the action is taken on follows "it" when the unit in scope is the one barred
        # from suffering it (no unit may target it with a shooting attack)
        barred = effect.direction is Direction.SUFFERS and not effect.allowed
        if effect.what is not None and not barred:
            what += f" {effect.what}"
        if effect.dice is not None:
            what += f" with {effect.dice} {'die' if effect.dice == 1 else 'dice'}"
        if effect.as_unit_type:
            what += f" as if by a {effect.as_unit_type}"
        if effect.measured_from is not None:
            unit = _ANY_ONE.get(effect.measured_from, _SCOPE[effect.measured_from])
            what += f", measuring range and line of sight from {unit}"
        if effect.cost is not None:
            plural = "" if effect.cost == 1 else "s"
            what += (" at no cost" if effect.cost == 0
                     else f" for {effect.cost} movement point{plural}")
        if effect.per is not None:
            what += f", {per_words(effect.per)}"
        if barred:
            return f"no unit may {what} it" + (f" {effect.what}" if effect.what else "")
        if effect.direction is Direction.SUFFERS and effect.action == "target":
            return f"becomes the target{what.removeprefix('target')}"
        if effect.direction is Direction.SUFFERS:
            return f"suffers an {what}" if what.startswith("attack") else f"suffers: {what}"
        if not effect.allowed:
            return f"cannot {what}"
        return f"always {what}" if effect.required else f"may {what}"
    if isinstance(effect, Move):
        how = effect.how.replace("_", " ")
        if effect.heading:
            how += f" ({effect.heading})"
        if effect.unit_type:
            how += f" a new {effect.unit_type} unit"
        verb = "is moved" if effect.direction is Direction.SUFFERS else "moves"
        far = effect.dice or ""
        if effect.distance is not None:
            far += f"+{effect.distance}" if effect.dice else str(effect.distance)
        if effect.half_inches is not None:
            far += f"{'+' if effect.dice else ''}{effect.half_inches / 2:g}"
        if not far and effect.by_roll:
            won = effect.trigger is not None and effect.trigger.opposed
            far = f" as many inches as the {'winning ' if won else ''}roll"
        elif far:
            far = f" {far}\""
        if effect.per is not None:
            far += f" {per_words(effect.per)}"
        towards = f" towards {effect.towards}" if effect.towards else ""
        towards += f" {effect.where}" if effect.where else ""
        if effect.min_distance is not None:
            bound = "more than" if effect.beyond else "at least"
            away = f" from {effect.from_}" if effect.from_ else ""
            towards += f", {bound} {effect.min_distance}\"{away}"
        return f"{verb}: {how}{far}{towards}"
    if isinstance(effect, Parameter):
        name = effect.name.replace("_", " ")
        extent = {None: "", "partly": " (at least part of the unit within that distance)",
                  "entirely": " (all of the unit within that distance)"}[effect.extent]
        if isinstance(effect.op, Comparison):
            return f"{name} {effect.op.words(effect.amount)}{extent}"
        verb = {"add": "+", "subtract": "-", "set": "set to "}[effect.op]
        return f"{name} {verb}{effect.amount}"
    if isinstance(effect, Score):
        what = {"vp": "VP", "win": "a win", "draw": "a draw", "tie_break": "tie-break VP"}[
            effect.outcome]
        amount = f"{effect.amount} " if effect.amount is not None else ""
        per = f" {per_words(effect.per)}" if effect.per else ""
        shared = (" for its player over the game, the rule's other scoring included"
                  if effect.cap_shared else "")
        cap = f" (at most {effect.cap}{shared})" if effect.cap is not None else ""
        return f"scores {amount}{what}{per}{cap}"
    return None


def _on_words(effect: Action) -> str:
    """Whom an action is taken on, in words: ``itself or its own units`` when a player is
    barred from playing cards on itself and its own units."""
    players = effect.scope in (Scope.PLAYER, Scope.PLAYERS)
    mine = {Scope.PLAYER: "itself", Scope.OWN: "its own units"} if players else {}
    return " or ".join(mine.get(scope, _SCOPE[scope]) for scope in effect.on)


#: What a change to the resolution of attack dice does, with ``{n}`` for its amount.
_ATTACK_ACTIONS = {
    "reroll_misses": "misses are rolled again",
    "reroll_hits": "hits are rolled again",
    "extra_hit_on_six": "each 6 rolled scores an extra hit",
    "attacker_token_on_one": "the attacker takes a token for each 1 it rolls",
    "ignore_first_tokens": "the first {n} tokens they would give it are ignored",
    "no_shooting_cap": "no cap on the tokens its hits give",
    "shooting_cap": "hits give it tokens only until it has {n}; any further hits are ignored",
    "halve_hits": "the hits are halved, rounding up",
    "cancel_hits": "{n} of the hits cancelled",
    "split_hits_in_combat": "the hits are shared out as evenly as possible between the "
                            "target and every unit engaged with it",
    "extra_dice_per_two_tokens": "an extra die for every two tokens it has",
    "spread_dice_evenly": "its dice are shared as evenly as they can be among the units it "
                          "is engaged with",
}
_REROLL_COUNTS = {"one_per_token": "one {d}die per {cost} spent", "misses": "the missed {d}dice",
                  "hits": "the {d}dice that hit", "one": "one {d}die"}
_TIE_BREAKS = {"most_carnage": "the outcome that destroys the most",
               "specific_first": "the more specific rule", "owner_chooses": "the owner's choice"}


#: Who places (or owns) pieces, in words.
_PARTIES = {"first_player": "the first player", "second_player": "the second player",
            "each_player": "each player", "both_players": "both players",
            "attacker": "the Attacker", "defender": "the Defender", "placer": "the placer",
            "placer_opponent": "the placer's opponent", "scorer": "the scorer",
            "team": "the team", "each_team": "each team", "solo_player": "the solo player",
            "roll_off_winner": "the winner of a roll-off", "controller": "its player",
            "split_by_roll": "the players as a roll shares them out"}


def place_words(effect: Place) -> str:
    """A placement in words: ``each player places 1 small marker in the opponent's half,
    more than 8" from a table edge or the centreline``."""
    who = _PARTIES[effect.placed_by] if effect.placed_by else "someone (the book does not " \
        "say who)"
    how_many = _count(effect.amount, effect.dice)
    if effect.or_more:
        how_many = f"at least {how_many}"
        if effect.ideally is not None:
            how_many += f" (ideally {effect.ideally})"
    size = f"{effect.size} " if effect.size and effect.size not in effect.piece else ""
    counted = effect.amount is not None or effect.dice is not None
    times = "" if not counted or (effect.amount == 1 and not effect.or_more) else " ×"
    sort = "" if effect.sort in effect.piece.lower() else f" ({effect.sort})"
    text = f"{who} places {how_many}{times} {size}{effect.piece}{sort} {effect.where}"
    for spacing in effect.spacing:
        bound = spacing.bound.words(spacing.inches)
        if spacing.roughly:
            bound = f"roughly {bound.removeprefix('exactly ')}"
        if spacing.bound is Comparison.AT_MOST:
            text += f", within {bound.removeprefix('at most ')}\" of {spacing.of}"
        else:
            text += f", {bound}\" from {spacing.of}"
    if effect.across_min is not None or effect.across_max is not None:
        low, high = effect.across_min, effect.across_max
        mark = "mm" if effect.across_in == "mm" else "\""
        span = f"{low}{mark} to {high}{mark}" if low is not None and high is not None else \
            f"at least {low}{mark}" if low is not None else f"at most {high}{mark}"
        if low is not None and low == high:
            span = f"{low}{mark}"
        rough = "roughly " if effect.across_roughly else ""
        text += f", each {rough}{span} across"
    if effect.keywords:
        text += f", with {', '.join(effect.keywords)}"
    if effect.owner:
        text += f", owned by {_PARTIES[effect.owner]}"
        if effect.shared_out:
            text += f" ({effect.shared_out})"
    return text


def _dice_and_rules(effect: Effect) -> str | None:
    """Words for the effects on dice, footprints, lookups and the game's sequence, or
    ``None``."""
    if isinstance(effect, AttackEffect):
        whose = (f"its own {_ATTACKS[effect.attack]}" if effect.side == "attacker"
                 else f"{_ATTACKS[effect.attack]} against it")
        amount = "x" if effect.amount is None else str(effect.amount)
        return f"{whose}: {_ATTACK_ACTIONS[effect.action].format(n=amount)}"
    if isinstance(effect, BreakEffect):
        half = effect.threshold == "half_stat_round_up"
        if effect.status and effect.token and effect.stat:
            return (f"becomes {effect.status} once its {effect.token} tokens reach "
                    f"{'half ' if half else ''}its {effect.stat}{', rounding up' if half else ''}")
        return ("breaks at half its break stat in tokens, rounding up" if half
                else "breaks at its break stat in tokens")
    if isinstance(effect, FootprintEffect):
        return f"its footprint becomes {effect.footprint}"
    if isinstance(effect, Reroll):
        dice = "" if effect.dice == "any" else f"{effect.dice} "
        what = _REROLL_COUNTS[effect.count].format(d=dice, cost=effect.cost or "token")
        spend = (f", spending {effect.cost}"
                 if effect.cost and effect.count != "one_per_token" else "")
        if effect.set_face:
            return (f"re-rolls {what}{spend}, or turns that die to the face the spent "
                    "die shows instead")
        return f"re-rolls {what}{spend}"
    if isinstance(effect, LookupAs):
        return (f"counts as a {effect.unit_type} when the {effect.table.replace('_', ' ')} "
                "table is read")
    if isinstance(effect, SequenceChange):
        if effect.change == "rounds":
            return f"the game lasts {effect.rounds} rounds"
        return (f"{effect.step} is skipped" if effect.change == "skip"
                else f"an extra {effect.step}")
    if isinstance(effect, Place):
        return place_words(effect)
    if isinstance(effect, Precedence):
        if effect.otherwise == "first_deployer_then_turns":
            return "the player who deployed first goes first, then the players take turns"
        last = f"effects of {effect.last} keywords apply last; " if effect.last else ""
        return f"{last}a tie goes to {_TIE_BREAKS[effect.otherwise]}"
    return None


def _what(effect: Effect) -> str:
    kind = effect.kind
    if kind in KEYWORD_KINDS:
        trait = trait_of(effect)
        thing = (keyword_of(effect) or (f"a {trait} keyword" if trait else None)
                 or getattr(effect, "rule", None) or "")
        verb = {"grant": "gains", "remove": "loses", "forbid": "cannot gain",
                "ignore": "ignores", "mention": "refers to"}[kind]
        if kind == "forbid" and trait:
            thing = f"any {trait} keyword"
        if kind == "ignore" and trait:
            thing = f"every {trait} keyword"
        barred = getattr(effect, "except_trait", None)
        if barred:
            thing += f" that is not {barred}"
        copied = getattr(effect, "copied_from", None)
        if copied is not None:
            thing += f", copied from one {_SCOPE[copied] or 'the unit itself'} has"
        if getattr(effect, "only_buying", False):
            verb = "cannot buy"
        text = f"{verb} {thing}"
        spared = getattr(effect, "except_", ())
        return text + (f" but {' and '.join(spared)}" if spared else "")
    words = _numbers(effect)
    if words is None:
        words = _dice_and_rules(effect)
    if words is not None:
        return words
    fields = [f for f in type(effect).__dataclass_fields__ if f not in Frame.__dataclass_fields__
              and f != "kind"]
    # ``in (None, False, True, ())`` would also drop 1 and 0, which equal True and False
    values = [_field_words(f.rstrip("_"), getattr(effect, f)) for f in fields
              if not _blank(getattr(effect, f))]
    return f"{kind.replace('_', ' ')}: {', '.join(values)}"


def _blank(value: object) -> bool:
    """Whether a field has nothing to show: ``None``, ``False`` or empty (never a number)."""
    return value is None or value is False or (isinstance(value, tuple) and not value)


def _field_words(name: str, value: object) -> str:
    if value is True:
        return name.replace("_", " ")
    shown = value.value if hasattr(value, "value") and not isinstance(value, int) else value
    return f"{name.replace('_', ' ')} {shown}"


def keyword_change_words(effect: Effect) -> str:
    """What a keyword effect does, without whom or when: ``gains Routed``."""
    return _what(effect)


def describe(effect: Effect) -> str:
    """One effect as a short phrase: ``enemy units within 18": gains Unruly, until the
    round ends``."""
    head = scope_words(effect)
    text = f"{head}: {_what(effect)}" if head else _what(effect)
    when = when_words(effect)
    return f"{text} ({when})" if when else text
