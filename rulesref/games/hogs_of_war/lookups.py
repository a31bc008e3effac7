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
from rulesref.errors import RulesError, UnknownNameError
from rulesref.games.hogs_of_war.model import (
    Action,
    ActionId,
    CardKind,
    Condition,
    HogClass,
    HogsOfWar,
    Icon,
    Lane,
    NamedCard,
    Reading,
    Requirement,
    Seat,
    Side,
    Term,
    Token,
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


# --------------------------------------------------------------------------- cards, tokens


Card = NamedCard | CardKind
"""A card the rulebook names (Mind Control) or a kind of card (Weapon card)."""


def _with_word(name: str, word: str) -> list[str]:
    """``name`` as printed, and without (or with) a trailing ``word`` (``Burn token``,
    ``Burn``), so a player may leave the word out."""
    folded = names.fold(name)
    suffix = " " + names.fold(word)
    if folded.endswith(suffix):
        return [name, name[: -len(suffix)]]
    return [name, f"{name} {word}"]


@cache
def _card_table(rules: HogsOfWar) -> dict[str, Card]:
    pairs: list[tuple[str, Card]] = []
    for card in rules.named_cards:
        pairs += [(n, card) for n in (card.name, *card.aliases)]
        pairs += [(n, card) for n in _with_word(card.name, "card")]
    for kind in rules.card_kinds:
        pairs += [(n, kind) for n in _with_word(kind.name, "card")]
        pairs += [(n + "s", kind) for n in _with_word(kind.name, "card")]
    return names.index(pairs)


def find_card(rules: HogsOfWar, name: str) -> Card:
    """The named card (``Mind Control``, ``Jet Pack``) or kind of card (``Skill``,
    ``Weapon cards``) called ``name``, case-insensitively.

    :raises UnknownNameError: with close matches.
    """
    choices = [c.name for c in rules.named_cards] + [k.name for k in rules.card_kinds]
    return names.find("card", name, _card_table(rules), choices)


@cache
def _token_table(rules: HogsOfWar) -> dict[str, Token]:
    pairs = [(n, t) for t in rules.tokens for n in _with_word(t.name, "token")]
    pairs += [(n.rstrip("s"), t) for t in rules.tokens for n in _with_word(t.name, "tokens")]
    pairs += [(n + "s", t) for t in rules.tokens for n in _with_word(t.name, "token")]
    return names.index(pairs)


def find_token(rules: HogsOfWar, name: str) -> Token:
    """The token called ``name`` (``Burn``, ``Dynamite token``, ``damage``).

    :raises UnknownNameError: with close matches.
    """
    return names.find("token", name, _token_table(rules), [t.name for t in rules.tokens])


def find_icon(rules: HogsOfWar, name: str) -> Icon:
    """The card icon called ``name`` (``Bandage``, ``Dynamite icon``).

    :raises UnknownNameError: with close matches.
    """
    table = names.index((n, i) for i in rules.icons for n in _with_word(i.name, "icon"))
    return names.find("icon", name, table, [i.name for i in rules.icons])


def find_class(rules: HogsOfWar, name: str) -> HogClass:
    """The Hog class called ``name`` (``sniper``), among those the rulebook shows.

    :raises UnknownNameError: with close matches.
    """
    table = names.index((c.name, c) for c in rules.hog_classes)
    return names.find("Hog class", name, table, [c.name for c in rules.hog_classes])


def card_kind_of(rules: HogsOfWar, card: NamedCard) -> CardKind:
    """The kind a named card belongs to.

    :raises UnknownNameError: when its kind is not a kind the data defines.
    """
    table = names.index((k.name, k) for k in rules.card_kinds)
    return names.find("kind of card", card.kind, table, [k.name for k in rules.card_kinds])


def readings_about(rules: HogsOfWar, ids: tuple[str, ...]) -> tuple[Reading, ...]:
    """The readings with these ids, in the order given (unknown ids are skipped)."""
    by_id = {r.id: r for r in all_readings(rules)}
    return tuple(by_id[i] for i in ids if i in by_id)


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
    class_may_play: bool = True
    lane_reachable: bool = True

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
