"""Hogs of War lookups: range between lanes, whether an action is legal, hand sizes, readings.

Pure functions of the loaded model; names match case-insensitively and through the
rulebook's other wordings. Nothing here reads files or prints.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.core.terms import Term
from rulesref.errors import RulesError, UnknownNameError
from rulesref.games.hogs_of_war.model import (
    Action,
    ActionId,
    Condition,
    HogsOfWar,
    Lane,
    Reading,
    Requirement,
    Seat,
    Side,
)

# --------------------------------------------------------------------------- names


def _spellings(action: Action) -> list[str]:
    base = [action.id.value, action.name, action.listed_as, *action.aliases]
    return [*base, *(s.replace("-", " ").replace("_", " ") for s in base)]


@cache
def _action_table(rules: HogsOfWar) -> dict[str, Action]:
    return names.index((s, a) for a in rules.actions.actions for s in _spellings(a))


def find_action(rules: HogsOfWar, name: str) -> Action:
    """The action called ``name``: its short id (``remove-stun``), heading or listed wording.

    :raises UnknownNameError: with close matches.
    """
    key = name.replace("_", "-")
    table = _action_table(rules)
    if names.fold(key) in table:
        return table[names.fold(key)]
    return names.find("action", name, table, [a.id.value for a in rules.actions.actions])


def action_by_id(rules: HogsOfWar, action_id: ActionId) -> Action:
    """The action with id ``action_id``.

    :raises UnknownNameError: when the data has no such action.
    """
    for action in rules.actions.actions:
        if action.id is action_id:
            return action
    raise UnknownNameError("action", action_id.value, [])


@cache
def _term_table(rules: HogsOfWar) -> dict[str, Term]:
    return names.index((n, t) for t in rules.terms for n in (t.name, *t.aliases))


def find_term(rules: HogsOfWar, name: str) -> Term:
    """The glossary entry for ``name`` (case-insensitive, through its printed variants).

    :raises UnknownNameError: with close matches.
    """
    return names.find("term", name, _term_table(rules), [t.name for t in rules.terms])


# --------------------------------------------------------------------------- readings


def readings_in(node: object) -> Iterator[Reading]:
    """Every :class:`Reading` inside a record (or tuple of records), in field order."""
    if isinstance(node, Reading):
        yield node
    elif isinstance(node, tuple):
        for item in node:
            yield from readings_in(item)
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            yield from readings_in(getattr(node, f.name))


def all_readings(rules: HogsOfWar) -> tuple[Reading, ...]:
    """Every reading the model records, in data order."""
    return tuple(readings_in(rules))


# --------------------------------------------------------------------------- range


@dataclass(frozen=True, slots=True)
class RangeAnswer:
    """The range from the acting Hog's lane to another lane, with its rule."""

    from_lane: Lane
    to_lane: Lane
    side: Side
    range: int
    lanes: int
    cite: Citation
    readings: tuple[Reading, ...]

    @property
    def opposing(self) -> bool:
        """Whether the target is the opposing Hog (straight across)."""
        return self.side is Side.ENEMY and self.from_lane == self.to_lane


def lane_range(
    rules: HogsOfWar, from_lane: Lane, to_lane: Lane, *, side: Side = Side.ENEMY,
    four_player: bool = False,
) -> RangeAnswer:
    """The range from a Hog in friendly lane ``from_lane`` to a Hog in lane ``to_lane``.

    Lanes are numbered 1 to 5 from the same end of the table in both rows, so friendly lane
    N faces enemy lane N. Defeated Hogs keep their lanes, so they count like any other.
    With ``side=Side.FRIENDLY`` both Hogs stand in one row (the Mind Control case), which
    the rulebook leaves to our reading; ``four_player`` uses the team game's rows (also our
    reading).

    :raises RulesError: for a lane that does not exist, or a Hog measured to itself.
    """
    lanes = rules.four_player.lanes_per_team if four_player else rules.board.lanes_per_player
    for lane in (from_lane, to_lane):
        if not 1 <= lane <= lanes:
            raise RulesError(
                f"there is no lane {lane}: each row has lanes 1 to {lanes} "
                f"({rules.board.cite.short()})")
    rule = rules.range_rule
    readings: list[Reading] = []
    if four_player:
        readings.append(rules.four_player.lanes_reading)
    if side is Side.FRIENDLY:
        if from_lane == to_lane:
            raise RulesError("a Hog is not at any range from itself; give two different lanes")
        distance = abs(from_lane - to_lane) * rule.per_lane
        readings.insert(0, rule.same_side)
    else:
        distance = rule.opposite + abs(from_lane - to_lane) * rule.per_lane
    return RangeAnswer(from_lane, to_lane, side, distance, lanes, rule.cite, tuple(readings))


# --------------------------------------------------------------------------- actions


@dataclass(frozen=True, slots=True)
class HogState:
    """What the legality of an action depends on: the Hog, its player's hand, its lane."""

    defeated: bool = False
    exhausted: bool = False
    stunned: bool = False
    hidden: bool = False
    has_card: bool = True
    adjacent_friendly: bool = True
    lane_deployables: int = 0
    extra_action: bool = False

    def holds(self, condition: Condition, lane_limit: int) -> bool:
        """Whether ``condition`` is true in this state."""
        if condition is Condition.LANE_HAS_ROOM:
            return self.lane_deployables < lane_limit
        return bool(getattr(self, condition.name.lower()))


@dataclass(frozen=True, slots=True)
class ActionVerdict:
    """Whether an action is legal in a state, and every rule that forbids it."""

    action: Action
    state: HogState
    blockers: tuple[Requirement, ...]
    readings: tuple[Reading, ...]

    @property
    def legal(self) -> bool:
        """No requirement fails."""
        return not self.blockers


def requirements(rules: HogsOfWar, action: Action) -> tuple[Requirement, ...]:
    """Everything ``action`` needs: the shared requirements, then its own."""
    return (*rules.actions.common, *action.requires)


def fails(rules: HogsOfWar, requirement: Requirement, state: HogState) -> bool:
    """Whether ``requirement`` is not met in ``state``."""
    limit = rules.deployables.lane_limit
    if requirement.unless is not None and state.holds(requirement.unless, limit):
        return False
    return state.holds(requirement.condition, limit) != requirement.must_be


def check_action(rules: HogsOfWar, action: Action | str, state: HogState) -> ActionVerdict:
    """Whether ``action`` is legal for a Hog in ``state``, with every rule it breaks.

    Readings shown are the action's own and those of the shared rules that the state
    triggers (a Hidden Hog, an extra action).

    :raises UnknownNameError: for an unknown action name.
    :raises RulesError: for a negative Deployable count.
    """
    if state.lane_deployables < 0:
        raise RulesError(f"a lane cannot hold {state.lane_deployables} Deployables")
    found = find_action(rules, action) if isinstance(action, str) else action
    blockers = tuple(r for r in requirements(rules, found) if fails(rules, r, state))
    limit = rules.deployables.lane_limit
    shared = [r for r in rules.actions.readings
              if r.when and all(state.holds(c, limit) for c in r.when)]
    return ActionVerdict(found, state, blockers, (*found.readings, *shared))


def legal_actions(rules: HogsOfWar, state: HogState) -> tuple[Action, ...]:
    """The actions a Hog in ``state`` may take, in the printed order."""
    return tuple(a for a in rules.actions.actions
                 if not any(fails(rules, r, state) for r in requirements(rules, a)))


# --------------------------------------------------------------------------- hand size


@dataclass(frozen=True, slots=True)
class HandSizeAnswer:
    """The hand size for a round and seat, with where it is stated."""

    round: int
    seat: Seat
    size: int
    default: int
    cite: Citation
    readings: tuple[Reading, ...]


def hand_size(
    rules: HogsOfWar, round_number: int, seat: Seat, *, four_player: bool = False
) -> HandSizeAnswer:
    """The maximum hand size of the player in ``seat`` for round ``round_number``.

    Round 1's hands are dealt in setup; later rounds' are drawn at the end of the round
    before. In the team game, ``seat`` first is the token holder and second any other
    player (our reading).

    :raises RulesError: for a round below 1, or when the data covers it not exactly once.
    """
    if round_number < 1:
        raise RulesError(f"rounds are numbered from 1 (got {round_number})")
    matching = [r for r in rules.hand_sizes.rules
                if r.first_round <= round_number
                and (r.last_round is None or round_number <= r.last_round)
                and (r.seat is None or r.seat is seat)]
    if len(matching) != 1:
        raise RulesError(f"hand_sizes.yaml: {len(matching)} rules cover round {round_number} "
                         f"for the {seat.value} seat; exactly one should")
    rule = matching[0]
    readings = rules.hand_sizes.readings if four_player else ()
    return HandSizeAnswer(round_number, seat, rule.size, rules.hand_sizes.default, rule.cite,
                          tuple(readings))
