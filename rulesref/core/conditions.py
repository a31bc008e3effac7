"""Conditions: typed tests on the game state that decide whether an effect applies.

A :class:`Condition` combines :class:`Test` atoms: every test in ``all`` holds, at least one
in ``any`` holds (when ``any`` is not empty), and none in ``none`` holds. One level of
combination is enough for the rulebooks modelled ("engaged with an enemy that has a status, and
without it"; "unless it has a keyword of a trait, or a friendly unit with one is within
4\"").

The predicates are a fixed vocabulary (:class:`Predicate`); an unknown one is a loading error
with the file and path. Which parameters each predicate needs is :data:`PARAMETERS`, checked
by the rulesets' effect checks.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterator

from rulesref.core.record import record


class Predicate(enum.Enum):
    """What a test asks about the unit (or player) the effect applies to."""

    HAS_KEYWORD = "has_keyword"
    """It has the keyword ``keyword``."""
    HAS_TRAIT = "has_trait"
    """It has a keyword with the trait ``trait`` (one the ruleset's vocabulary registers)."""
    UNIT_TYPE = "unit_type"
    """Its unit type is ``unit_type``."""
    UNIT_TYPE_NAME_HAS = "unit_type_name_has"
    """Its unit type's name contains ``unit_type`` (``Infantry``)."""
    ENGAGED = "engaged"
    """It is engaged with (in base contact with) an enemy unit."""
    ENGAGED_WITH = "engaged_with"
    """It is engaged with an enemy unit that has ``keyword`` (an enemy with a status)."""
    WAS_ENGAGED = "was_engaged"
    """It was engaged when ``source`` began (``activation``: its own activation; or a phase
    named by the ruleset's sequences)."""
    FLANK_OR_REAR_CONTACT = "flank_or_rear_contact"
    """An enemy unit touches its side edges, rear edge or rear corners."""
    WITHIN_OF_SOURCE = "within_of_source"
    """It is within ``distance`` inches of the effect's source (0: in base contact), measured
    between the nearest points of the two (an effect without a target: "within X")."""
    IN_RANGE = "in_range"
    """It is within the source's range: the Range stat for a shooting attack, else
    ``distance`` inches (a spell's or card's range), measured from the middle of the
    source's front edge to its nearest point (an effect with a target)."""
    IN_LINE_OF_SIGHT = "in_line_of_sight"
    """The source has line of sight to it: a line from the middle of the source's front edge
    reaches some point of it without crossing a unit (the source included) or Blocking
    terrain; units engaged with each other always see each other."""
    FRIENDLY_WITHIN = "friendly_within"
    """A friendly unit (with ``keyword`` or ``trait`` when given; at least ``value`` of them
    when given; of at least ``players`` different players of the side when given; engaged
    or not as ``engaged`` says when given) is within ``distance``."""
    ENEMY_WITHIN = "enemy_within"
    """An enemy unit (with ``keyword``, or without ``without``, when given; engaged or not
    as ``engaged`` says when given) is within ``distance`` inches (0: in base contact)."""
    ADVANCED = "advanced"
    """It advanced ``distance`` inches or more this round."""
    ADVANCED_TOWARDS_VISIBLE_ENEMY = "advanced_towards_visible_enemy"
    """It advanced ``distance`` inches or more towards an enemy unit it could see."""
    MOVED_THROUGH_TERRAIN = "moved_through_terrain"
    """It moved into or through terrain with the keyword ``keyword``."""
    TOUCHING_TERRAIN = "touching_terrain"
    """It touches terrain with ``keyword``."""
    TOUCHING_PLACED = "touching_placed"
    """It touches the terrain the effect's source places (the scope ``placed``: a wall a
    scenario marks out), not other terrain with the same keywords."""
    MOSTLY_ON_TERRAIN = "mostly_on_terrain"
    """More than half of its footprint touches terrain with ``keyword``."""
    NEAR_TERRAIN = "near_terrain"
    """It is within ``distance`` inches of terrain with ``keyword``."""
    COVER_LINE_CROSSES = "cover_line_crosses"
    """The attacker's cover line to it crosses terrain with ``keyword``."""
    COVER_LINE_CROSSES_UNTOUCHED = "cover_line_crosses_untouched"
    """The attacker's cover line to it crosses terrain with ``keyword`` that the attacker
    itself does not touch (a piece the attacker touches does not count)."""
    OVER_TABLE_EDGE = "over_table_edge"
    """It ends a manoeuvre overlapping a table edge or beyond it."""
    ENDED_MANOEUVRE = "ended_manoeuvre"
    """The move it has just made was a manoeuvre of its own, now ended (not a move another
    rule pushes it through): for a ``moved`` trigger that only a manoeuvre's end sets off."""
    IN_PLAY = "in_play"
    """It is in play (on the table)."""
    SET_ASIDE = "set_aside"
    """It is set aside, off the table (held in reserve, or gone into a passage); with ``source``,
    only when it was set aside that way (``entering_a_portal``)."""
    WAS_SET_ASIDE = "was_set_aside"
    """It was already set aside, off the table, when ``source`` began (a phase named by the
    ruleset's sequences): it left in an earlier phase, so it comes back in the next such
    phase rather than the one it left in."""
    ROUND_AT_MOST = "round_at_most"
    """The battle round number is at most ``value``."""
    LAST_ROUNDS = "last_rounds"
    """The battle round is one of the game's last ``value`` rounds."""
    ROUND_BELOW_ROLL = "round_below_roll"
    """A roll of ``value`` dice (a D6) is higher than the battle round number."""
    GAINED_TOKENS_FROM = "gained_tokens_from"
    """It has just gained ``token`` tokens from ``source`` (``panic``, ``shooting``)."""
    WOULD_SUFFER_HITS = "would_suffer_hits"
    """It is about to suffer hits from an attack."""
    ATTACKING = "attacking"
    """It is making an attack (``source``: ``close_combat`` or ``shooting`` when given), at a
    unit with ``keyword`` when given."""
    TARGETED_BY = "targeted_by"
    """It is the target of ``source`` (``spell``, ``shooting``) from a ``side`` unit."""
    CASTING = "casting"
    """It is about to cast a spell (of the class ``source`` when given)."""
    MANOEUVRING = "manoeuvring"
    """It is making the manoeuvre ``source`` (``wheel_backwards``): for an effect that only
    one way of making a manoeuvre brings."""
    BECOMES = "becomes"
    """It (or, with ``side``, a unit of that side within ``distance``) gains ``keyword`` right
    now (a status)."""
    TOKENS_BELOW_STAT = "tokens_below_stat"
    """It has fewer ``token`` tokens than its ``stat``."""
    STAT_AT_MOST = "stat_at_most"
    """Its ``stat`` is ``value`` or lower."""
    ROLL_BELOW_STAT = "roll_below_stat"
    """A roll of ``dice`` (``3D6``) made for it comes out below its ``stat``."""
    DOES_NOT_FIT = "does_not_fit"
    """It cannot be placed (fully) in any zone it may be deployed in."""
    WHOLLY_IN_ZONE = "wholly_in_zone"
    """It lies wholly within the deployment zone of the ``side`` player (``enemy``: the
    opponent of its owner)."""
    MOST_OF = "most_of"
    """Its player has the higher total of ``keyword`` (``points`` of units in play, or tokens
    on units within ``distance`` inches of a marker when given)."""
    TALLY_AT_LEAST = "tally_at_least"
    """The player's (or team's) tally of ticks for the rule is ``value`` or more."""
    MARKERS_LEFT = "markers_left"
    """Exactly ``value`` of the player's (or team's) own markers are still in play."""
    MARKERS_IN_HALF = "markers_in_half"
    """``value`` markers (all of them) lie in the table half of the ``side`` player, as seen
    from the unit's player (``enemy``: the opponent's half)."""
    REMOVED_FROM_PLAY = "removed_from_play"
    """It is being removed from play."""
    POINTS_OVER = "points_over"
    """Its cost is more than ``value`` points."""
    AUTOMATED = "automated"
    """It belongs to the automated solo opponent."""
    HOLDS_TOKEN = "holds_token"
    """Its controller holds the player token ``token``."""
    DECK_EMPTY = "deck_empty"
    """The deck named ``keyword`` has no cards left."""
    DISCARD_EMPTY = "discard_empty"
    """The discard pile of that deck has no cards either."""
    SCORES_TIED = "scores_tied"
    """The players have equal totals of ``keyword`` (``VP``, ``points``)."""
    OUTNUMBERS_NEAR = "outnumbers_near"
    """Its side has more units than the foe within ``distance`` inches of a marker (of its
    centre point when ``centre``; counting only units without ``without`` when given; a unit
    costing more than ``value`` points, when given, counts as two)."""
    HAS_ROLE = "has_role"
    """Its player holds the role ``role`` (a part such as attacker or defender that a
    scenario or set-up hands out)."""
    ALONE_NEAR_SOURCE = "alone_near_source"
    """It is the only unit, of either side, within ``distance`` inches of the effect's source
    (0: in base contact)."""
    TABLE_SQUARE = "table_square"
    """The playing surface is square rather than oblong."""
    UNITS_IN_PLAY = "units_in_play"
    """At least ``value`` (one when not given) units of ``side`` (with ``keyword`` or
    ``trait`` when given) are in play."""
    MARKERS_WITH = "markers_with"
    """At least ``value`` of the markers the rule names have ``keyword`` (a status)."""
    LEAST_OF = "least_of"
    """Its player (or team) has the lower total of ``keyword`` (``points gap``: the highest
    remaining points of a team's players less the lowest)."""
    NEAR_MARKERS = "near_markers"
    """Units of its side are within ``distance`` inches of ``value`` or more markers."""
    AVERTED_BY = "averted_by"
    """The status its trigger names (``status_averted``) is kept from it by the effect of
    ``keyword`` held by a unit of ``side`` (``own``: of its player's own army, not an
    ally's); without that effect it would have gained the status."""
    MOVED_IN = "moved_in"
    """It moved in the phase ``source`` (a phase of the ruleset's sequences) this round."""
    WIDER_THAN_PLACED = "wider_than_placed"
    """It is wider than the terrain piece the rule places that it is on or crossing (a
    narrow crossing)."""
    WIDTH_MOSTLY_ON_PLACED = "width_mostly_on_placed"
    """More than half of its width rests on the terrain piece the rule places that it is
    crossing; the rest may hang over the edges."""
    DISENGAGED_BY_SOURCE = "disengaged_by_source"
    """The effect's source was engaged with it when the source's activation began and is no
    longer engaged with it now that the activation ends: the source has disengaged from it
    (leaving contact part-way through the activation does not count)."""
    RULE_SAYS_OTHERWISE = "rule_says_otherwise"
    """Some other rule of the game says otherwise for it (a standing rule's exception left
    to whichever later rule makes it: a marker stays put unless a rule moves it)."""
    DISENGAGED = "disengaged"
    """It has disengaged: an enemy unit it was engaged with when its own activation began is
    not in contact with it as the activation ends (leaving contact part-way through does not
    count, and contact with another enemy unit does not make up for it)."""
    TOO_FEW_DICE = "too_few_dice"
    """It has too few attack dice to give every unit it is engaged with the least number a
    rule asks for each (the rule then says how the dice are shared instead)."""


#: The parameters each predicate needs (the others must be left out).
PARAMETERS: dict[Predicate, frozenset[str]] = {
    Predicate.HAS_KEYWORD: frozenset({"keyword"}),
    Predicate.HAS_TRAIT: frozenset({"trait"}),
    Predicate.UNIT_TYPE: frozenset({"unit_type"}),
    Predicate.UNIT_TYPE_NAME_HAS: frozenset({"unit_type"}),
    Predicate.ENGAGED_WITH: frozenset({"keyword"}),
    Predicate.WITHIN_OF_SOURCE: frozenset({"distance"}),
    Predicate.WAS_ENGAGED: frozenset({"source"}),
    Predicate.WAS_SET_ASIDE: frozenset({"source"}),
    Predicate.FRIENDLY_WITHIN: frozenset({"distance"}),
    Predicate.ENEMY_WITHIN: frozenset({"distance"}),
    Predicate.ADVANCED: frozenset({"distance"}),
    Predicate.ADVANCED_TOWARDS_VISIBLE_ENEMY: frozenset({"distance"}),
    Predicate.MOVED_THROUGH_TERRAIN: frozenset({"keyword"}),
    Predicate.TOUCHING_TERRAIN: frozenset({"keyword"}),
    Predicate.MOSTLY_ON_TERRAIN: frozenset({"keyword"}),
    Predicate.NEAR_TERRAIN: frozenset({"keyword", "distance"}),
    Predicate.COVER_LINE_CROSSES: frozenset({"keyword"}),
    Predicate.COVER_LINE_CROSSES_UNTOUCHED: frozenset({"keyword"}),
    Predicate.ROUND_AT_MOST: frozenset({"value"}),
    Predicate.LAST_ROUNDS: frozenset({"value"}),
    Predicate.GAINED_TOKENS_FROM: frozenset({"token", "source"}),
    Predicate.TOKENS_BELOW_STAT: frozenset({"token", "stat"}),
    Predicate.STAT_AT_MOST: frozenset({"stat", "value"}),
    Predicate.ROLL_BELOW_STAT: frozenset({"dice", "stat"}),
    Predicate.MARKERS_IN_HALF: frozenset({"value", "side"}),
    Predicate.TALLY_AT_LEAST: frozenset({"value"}),
    Predicate.MOST_OF: frozenset({"keyword"}),
    Predicate.MARKERS_LEFT: frozenset({"value"}),
    Predicate.HOLDS_TOKEN: frozenset({"token"}),
    Predicate.WHOLLY_IN_ZONE: frozenset({"side"}),
    Predicate.TARGETED_BY: frozenset({"source"}),
    Predicate.MANOEUVRING: frozenset({"source"}),
    Predicate.BECOMES: frozenset({"keyword"}),
    Predicate.POINTS_OVER: frozenset({"value"}),
    Predicate.DECK_EMPTY: frozenset({"keyword"}),
    Predicate.DISCARD_EMPTY: frozenset({"keyword"}),
    Predicate.SCORES_TIED: frozenset({"keyword"}),
    Predicate.OUTNUMBERS_NEAR: frozenset({"distance"}),
    Predicate.HAS_ROLE: frozenset({"role"}),
    Predicate.ALONE_NEAR_SOURCE: frozenset({"distance"}),
    Predicate.UNITS_IN_PLAY: frozenset({"side"}),
    Predicate.MARKERS_WITH: frozenset({"value", "keyword"}),
    Predicate.NEAR_MARKERS: frozenset({"distance", "value"}),
    Predicate.LEAST_OF: frozenset({"keyword"}),
    Predicate.AVERTED_BY: frozenset({"keyword", "side"}),
    Predicate.MOVED_IN: frozenset({"source"}),
}

#: Parameters a predicate may take besides the ones it needs.
OPTIONAL: dict[Predicate, frozenset[str]] = {
    Predicate.FRIENDLY_WITHIN: frozenset({"keyword", "trait", "without", "value", "players",
                                          "engaged"}),
    Predicate.ENEMY_WITHIN: frozenset({"keyword", "without", "engaged"}),
    Predicate.IN_RANGE: frozenset({"distance"}),
    Predicate.ATTACKING: frozenset({"source", "keyword"}),
    Predicate.TARGETED_BY: frozenset({"side"}),
    Predicate.BECOMES: frozenset({"side", "distance"}),
    Predicate.REMOVED_FROM_PLAY: frozenset({"side"}),
    Predicate.MOST_OF: frozenset({"distance"}),
    Predicate.CASTING: frozenset({"source"}),
    Predicate.OUTNUMBERS_NEAR: frozenset({"without", "value", "centre"}),
    Predicate.UNITS_IN_PLAY: frozenset({"keyword", "trait", "value"}),
    Predicate.SET_ASIDE: frozenset({"source"}),
}

_PARAMS = ("keyword", "trait", "unit_type", "distance", "value", "source", "side", "token",
           "stat", "dice", "without", "role", "players", "engaged", "centre")


@record
class Test:
    """One typed test, ``{pred: engaged_with, keyword: Routed}``."""

    __test__ = False  # not a pytest test class

    pred: Predicate
    """What is tested."""
    keyword: str | None = None
    """The keyword (or terrain keyword, deck, score) the test names."""
    trait: str | None = None
    """The trait the test names (one the ruleset's vocabulary registers)."""
    unit_type: str | None = None
    """The unit type (or part of its name) the test names."""
    distance: int | None = None
    """A distance in inches."""
    value: int | None = None
    """A number: a round, a points cost."""
    source: str | None = None
    """Where something comes from: ``panic``, ``shooting``, ``close_combat``, ``spell``."""
    side: str | None = None
    """Whose unit: ``friendly`` or ``enemy``; for ``averted_by``, ``own`` (the player's own army,
    not an ally's)."""
    token: str | None = None
    """A token the ruleset's vocabulary registers (checked when loading)."""
    stat: str | None = None
    """A stat the ruleset's vocabulary registers."""
    dice: str | None = None
    """Dice rolled (``3D6``)."""
    without: str | None = None
    """For a test about another unit: that unit lacks this keyword (an enemy without a status)."""
    role: str | None = None
    """A role a player holds, as the ruleset's scenarios name it (``Attacker``)."""
    players: int | None = None
    """For a test about other units: they belong to at least this many different players
    of their side (team play: the player and an ally)."""
    engaged: bool | None = None
    """For a test about another unit: that unit is (``True``) or is not (``False``)
    engaged."""
    centre: bool | None = None
    """For a distance to a marker: ``True`` when the rule measures it to the marker's centre
    point rather than to its nearest edge."""

    def given(self) -> frozenset[str]:
        """The names of the parameters this test sets."""
        return frozenset(p for p in _PARAMS if getattr(self, p) is not None)

    def __str__(self) -> str:
        words = self.pred.value.replace("_", " ")
        extra = [_shown(p, getattr(self, p)) for p in _PARAMS if getattr(self, p) is not None]
        return f"{words} {' '.join(extra)}".strip()


def _shown(name: str, value: object) -> str:
    """A parameter in a test's short form: the value, or for a yes-or-no parameter its name
    (``engaged``, ``not engaged``), and a count of players with its noun (``2 players``)."""
    if isinstance(value, bool):
        return name if value else f"not {name}"
    return f"{value} {name}" if name == "players" else str(value)


@record
class Condition:
    """Tests combined: all of ``all``, at least one of ``any`` (if given), none of ``none``."""

    all: tuple[Test, ...] = ()
    """Tests that must all hold."""
    any: tuple[Test, ...] = ()
    """Tests of which at least one must hold (ignored when empty)."""
    none: tuple[Test, ...] = ()
    """Tests none of which may hold."""

    def tests(self) -> Iterator[Test]:
        """Every test, whatever its place."""
        yield from self.all
        yield from self.any
        yield from self.none

    def __str__(self) -> str:
        parts = [str(t) for t in self.all]
        if self.any:
            parts.append(" or ".join(str(t) for t in self.any))
        parts += [f"not {t}" for t in self.none]
        return " and ".join(parts)


#: Decides one test about a known situation: ``True`` it holds, ``False`` it cannot,
#: ``None`` the situation does not say.
Decide = Callable[[Test], bool | None]


def verdict(condition: Condition | None, decide: Decide) -> bool | None:
    """Whether ``condition`` holds in a partly known situation, in three values (Kleene
    logic): ``True`` it holds, ``False`` it cannot hold, ``None`` it may or may not.
    No condition always holds."""
    if condition is None:
        return True
    unknown = False
    for test in condition.all:
        answer = decide(test)
        if answer is False:
            return False
        unknown = unknown or answer is None
    for test in condition.none:
        answer = decide(test)
        if answer is True:
            return False
        unknown = unknown or answer is None
    if condition.any:
        answers = [decide(t) for t in condition.any]
        if True not in answers:
            if None not in answers:
                return False
            unknown = True
    return None if unknown else True


def can_hold(condition: Condition | None, decide: Decide) -> bool:
    """Whether ``condition`` may hold in the situation ``decide`` knows about."""
    return verdict(condition, decide) is not False
