"""Hogs of War's commands as functions: typed arguments in, an answer record out.

Each record keeps what was looked up (the model's own answers and records); ``to_json`` is
what ``rulesref hogs ... --json`` prints and what the MCP tool returns.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rulesref.core.commands import Given, Verdict
from rulesref.core.record import result
from rulesref.errors import RulesError

if TYPE_CHECKING:
    from rulesref.core.sequences import Sequence as Steps
    from rulesref.games.hogs_of_war import board, lookups
    from rulesref.games.hogs_of_war.lookups import Card
    from rulesref.games.hogs_of_war.model import (
        Action,
        CardKind,
        HogClass,
        HogsOfWar,
        NamedCard,
        Reading,
        Token,
    )


def rules() -> HogsOfWar:
    """The shipped Hogs of War model."""
    from rulesref.games import hogs_of_war

    return hogs_of_war.load()


def seats() -> tuple[str, ...]:
    """The seats a hand size is asked for (the choices of ``seat``)."""
    from rulesref.games.hogs_of_war.model import Seat

    return tuple(s.value for s in Seat)


def readings_json(readings: Sequence[Reading]) -> list[dict[str, str]]:
    """The short JSON of readings a lookup took."""
    return [{"id": r.id, "kind": r.kind.value, "question": r.question, "reading": r.reading,
             "citation": str(r.cite)} for r in readings]


def reading_json(r: Reading) -> dict[str, Any]:
    """The full JSON of one reading (its other passages and any rule it adds)."""
    return {"id": r.id, "kind": r.kind.value, "question": r.question, "reading": r.reading,
            "citation": str(r.cite), "also": [str(x.cite) for x in r.see_also],
            "adds_rule": r.adds_rule.value if r.adds_rule else None}


def parse_reach(text: str | None) -> tuple[int | None, int | None]:
    """A Weapon card's printed range as ``(min, max)``: ``'2'``, ``'1-3'``, ``'2-'``.

    :raises RulesError: for anything else.
    """
    if text is None:
        return None, None
    low_text, dash, high_text = text.partition("-")
    try:
        low = int(low_text) if low_text.strip() else None
        high = int(high_text) if high_text.strip() else (None if dash else low)
    except ValueError:
        raise RulesError(f"--reach {text!r}: write a range as '2', '1-3' or '2-'") from None
    return low, high


def _resolve(model: HogsOfWar, hog_class: str | None, card: str | None
             ) -> tuple[HogClass | None, Card | None]:
    from rulesref.games.hogs_of_war.lookups import find_card, find_class

    return (find_class(model, hog_class) if hog_class else None,
            find_card(model, card) if card else None)


def _named(card: Card | None) -> NamedCard | None:
    from rulesref.games.hogs_of_war.model import NamedCard

    return card if isinstance(card, NamedCard) else None


# --------------------------------------------------------------------------- range


@result
class RangeAnswer:
    """The range between two lanes and, when a card was described, whether it can be aimed
    at the Hog there."""

    found: lookups.RangeAnswer
    """The range and its rule."""
    target: board.Target | None
    """The Hog in the far lane as a target of the described card (``None``: none asked)."""
    aim: board.TargetAnswer | None
    """The card's reach from the acting lane."""
    hidden: bool
    """Whether the target Hog is Hidden."""

    @property
    def verdict(self) -> Verdict:
        """Broken when the described card cannot be aimed at the Hog."""
        return Verdict.BROKEN if self.target is not None and not self.target.targetable \
            else Verdict.OK

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref hogs range --json`` prints it."""
        found = self.found
        data: dict[str, Any] = {
            "from_lane": found.from_lane, "to_lane": found.to_lane, "side": found.side.value,
            "range": found.range, "opposing": found.opposing, "lanes": found.lanes,
            "citation": str(found.cite), "readings": readings_json(found.readings)}
        if self.target is not None and self.aim is not None:
            aim = self.aim
            data["target"] = {"targetable": self.target.targetable, "hidden": self.hidden,
                              "reach": {"min": aim.reach.low, "max": aim.reach.high},
                              "notes": list(aim.reach.notes),
                              "reasons": [{"rule": why, "citation": str(c)}
                                          for why, c in self.target.reasons],
                              "citation": str(aim.cite)}
        return data


def lane_range(lane_a: int, lane_b: int, *, same_side: bool = False,
               four_player: bool = False, hidden: bool = False, hog_class: str | None = None,
               card: str | None = None, reach: str | None = None,
               families: Sequence[str] = (), no_optional: bool = False) -> RangeAnswer:
    """The range from the Hog in friendly ``lane_a`` to the Hog in ``lane_b``; with a class,
    card, reach, family or ``hidden``, also whether that card can be aimed at it.

    :raises RulesError: for a lane that does not exist, a malformed reach, an unknown name,
        or a card asked about off the two-player board's enemy row.
    """
    from rulesref.games.hogs_of_war import lookups as found_in
    from rulesref.games.hogs_of_war.board import HogStatus, targets
    from rulesref.games.hogs_of_war.model import Side

    low, high = parse_reach(reach)
    asks = any((hog_class, card, reach, families, hidden))
    if asks and (same_side or four_player):
        raise RulesError("the class and card options work on the two-player board, enemy row")
    model = rules()
    side = Side.FRIENDLY if same_side else Side.ENEMY
    found = found_in.lane_range(model, lane_a, lane_b, side=side, four_player=four_player)
    if not asks:
        return RangeAnswer(found=found, target=None, aim=None, hidden=hidden)
    found_class, found_card = _resolve(model, hog_class, card)
    row = tuple(HogStatus.HIDDEN if hidden and lane == lane_b else HogStatus.READY
                for lane in range(1, model.board.lanes_per_player + 1))
    aim = targets(model, lane_a, row, hog_class=found_class, card=_named(found_card),
                  low=low, high=high, families=tuple(families), use_optional=not no_optional)
    return RangeAnswer(found=found, target=aim.targets[lane_b - 1], aim=aim, hidden=hidden)


# --------------------------------------------------------------------------- can


@result
class CanAnswer:
    """Whether a Hog in a described state may take an action, and every rule against it."""

    found: lookups.ActionVerdict
    """The action, the state and the rules that forbid it."""
    hog_class: HogClass | None
    """The Hog's class, if given."""
    card: Card | None
    """The card played or placed, if given."""
    checks: tuple[board.ClassCheck, ...]
    """The class and lane rules that say something here."""
    readings: tuple[Reading, ...]
    """Every reading taken."""
    lane: int | None
    """The Hog's own lane, if given."""
    into: int | None
    """The lane a Deployable goes into, if given."""
    enemy_lane: bool
    """Whether ``into`` is an enemy lane."""

    @property
    def verdict(self) -> Verdict:
        """Broken when the action is not legal."""
        return Verdict.OK if self.found.legal else Verdict.BROKEN

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref hogs can --json`` prints it."""
        found, state = self.found, self.found.state
        act = found.action
        return {
            "action": act.name, "id": act.id.value, "legal": found.legal,
            "state": {"defeated": state.defeated, "exhausted": state.exhausted,
                      "stunned": state.stunned, "hidden": state.hidden,
                      "extra_action": state.extra_action, "has_card": state.has_card,
                      "adjacent_friendly": state.adjacent_friendly,
                      "lane_deployables": state.lane_deployables,
                      "class": self.hog_class.name if self.hog_class else None,
                      "card": self.card.name if self.card else None,
                      "lane": self.lane, "into": self.into, "enemy_lane": self.enemy_lane},
            "blockers": [{"condition": b.condition.value, "must_be": b.must_be,
                          "rule": b.why, "citation": str(b.cite)} for b in found.blockers],
            "class_rules": [{"holds": c.holds, "rule": c.why,
                             "citation": str(c.cite) if c.cite else None}
                            for c in self.checks],
            "readings": readings_json(self.readings),
            "citation": str(act.cite),
        }


def can(action: str, *, stunned: bool = False, hidden: bool = False,
        exhausted: bool = False, defeated: bool = False, extra_action: bool = False,
        no_cards: bool = False, no_adjacent: bool = False, lane_deployables: int = 0,
        hog_class: str | None = None, card: str | None = None, lane: int | None = None,
        into: int | None = None, enemy_lane: bool = False) -> CanAnswer:
    """Whether a Hog in the described state may take ``action``.

    :raises UnknownNameError: for an unknown action, class or card.
    :raises RulesError: for ``lane`` without ``into`` (or the other way), or a bad lane.
    """
    from rulesref.games.hogs_of_war.board import class_may_play, lane_reachable
    from rulesref.games.hogs_of_war.lookups import HogState, check_action

    if (lane is None) != (into is None):
        raise RulesError("give --lane and --into together")
    model = rules()
    found_class, found_card = _resolve(model, hog_class, card)
    may_play = class_may_play(model, found_card, found_class)
    reachable = None
    if lane is not None and into is not None:
        reachable = lane_reachable(model, lane, into, enemy=enemy_lane,
                                   hog_class=found_class, card=_named(found_card))
    state = HogState(defeated=defeated, exhausted=exhausted, stunned=stunned, hidden=hidden,
                     has_card=not no_cards, adjacent_friendly=not no_adjacent,
                     lane_deployables=lane_deployables, extra_action=extra_action,
                     class_may_play=may_play.holds,
                     lane_reachable=reachable.holds if reachable else True)
    found = check_action(model, action, state)
    return CanAnswer(
        found=found, hog_class=found_class, card=found_card,
        checks=tuple(c for c in (may_play, reachable) if c is not None and c.why),
        readings=(*found.readings, *(reachable.readings if reachable else ())),
        lane=lane, into=into, enemy_lane=enemy_lane)


# --------------------------------------------------------------------------- hand size


@result
class HandSizeAnswer(Given):
    """The hand size for a round and seat."""

    found: lookups.HandSizeAnswer
    """The size, the default and where it is stated."""


    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref hogs hand-size --json`` prints it."""
        found = self.found
        return {"round": found.round, "seat": found.seat.value, "hand_size": found.size,
                "default": found.default, "citation": str(found.cite),
                "readings": readings_json(found.readings)}


def hand_size(round_number: int, seat: str, *, four_player: bool = False) -> HandSizeAnswer:
    """The maximum hand size in round ``round_number`` of the player in ``seat``.

    :raises RulesError: for a round below 1 or an unknown seat.
    """
    from rulesref.games.hogs_of_war import lookups as found_in
    from rulesref.games.hogs_of_war.model import Seat

    try:
        chosen = Seat(seat.lower())
    except ValueError:
        raise RulesError(f"unknown seat {seat!r}: one of {', '.join(seats())}") from None
    return HandSizeAnswer(found=found_in.hand_size(rules(), round_number, chosen,
                                                   four_player=four_player))


# --------------------------------------------------------------------------- in range


@result
class InRangeAnswer:
    """Which enemy Hogs a card can be aimed at from a lane."""

    found: board.TargetAnswer
    """Every enemy Hog with its range and what rules it out."""
    hog_class: HogClass | None
    """The acting Hog's class, if given."""
    card: Card | None
    """The card, if given."""
    may_play: board.ClassCheck
    """Whether the acting Hog's class may play the card at all."""

    @property
    def verdict(self) -> Verdict:
        """Broken when the Hog's class may not play the card."""
        return Verdict.OK if self.may_play.holds else Verdict.BROKEN

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref hogs in-range --json`` prints it."""
        found, may_play = self.found, self.may_play
        return {
            "from_lane": found.from_lane,
            "class": self.hog_class.name if self.hog_class else None,
            "card": self.card.name if self.card else None,
            "reach": {"min": found.reach.low, "max": found.reach.high},
            "in_range": [t.lane for t in found.in_range],
            "targets": [{"lane": t.lane, "range": t.range, "status": t.status.value,
                         "targetable": t.targetable,
                         "reasons": [{"rule": why, "citation": str(c)}
                                     for why, c in t.reasons]}
                        for t in found.targets],
            "notes": list(found.reach.notes),
            "class_rule": ({"holds": may_play.holds, "rule": may_play.why,
                            "citation": str(may_play.cite)} if may_play.why else None),
            "citation": str(found.cite),
        }


def _parse_board(text: str, lanes: int) -> tuple[board.HogStatus, ...]:
    from rulesref.games.hogs_of_war.board import HogStatus

    words = [w.strip().lower() for w in text.split(",")]
    allowed = [s.value for s in HogStatus]
    if len(words) != lanes or any(w not in allowed for w in words):
        raise RulesError(f"--board {text!r}: give {lanes} comma-separated lane states, enemy "
                         f"lane 1 first, each one of {', '.join(allowed)} "
                         "(e.g. ready,hidden,ready,defeated,ready)")
    return tuple(HogStatus(w) for w in words)


def in_range(lane: int, *, board: str | None = None, hog_class: str | None = None,
             card: str | None = None, reach: str | None = None,
             families: Sequence[str] = (), no_optional: bool = False) -> InRangeAnswer:
    """The enemy Hogs the Hog in friendly ``lane`` can aim a card at.

    :raises RulesError: for a bad lane, board or reach, or an unknown name.
    """
    from rulesref.games.hogs_of_war.board import HogStatus, class_may_play, targets

    low, high = parse_reach(reach)
    model = rules()
    lanes = model.board.lanes_per_player
    row = _parse_board(board, lanes) if board is not None else (HogStatus.READY,) * lanes
    found_class, found_card = _resolve(model, hog_class, card)
    found = targets(model, lane, row, hog_class=found_class, card=_named(found_card),
                    low=low, high=high, families=tuple(families),
                    use_optional=not no_optional)
    return InRangeAnswer(found=found, hog_class=found_class, card=found_card,
                         may_play=class_may_play(model, found_card, found_class))


# --------------------------------------------------------------------------- catalogue


@result
class CardAnswer(Given):
    """What the rulebook says about a card, or a kind of card."""

    card: Card
    """The card (or kind) found."""
    kind: CardKind
    """Its kind (the card itself when a kind was asked for)."""
    played_with: Action | None
    """The action that plays cards of this kind, or ``None``."""

    @property
    def named(self) -> NamedCard | None:
        """The card, when a single card (not a kind) was found."""
        return _named(self.card)


    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref hogs card --json`` prints it."""
        card, kind, named = self.card, self.kind, self.named
        return {
            "name": card.name, "kind": kind.name, "summary": card.summary,
            "played_by": kind.played_by.value if kind.played_by else None,
            "classes": list(named.classes) if named else [],
            "damage": named.damage if named else None,
            "range": named.range if named else None,
            "any_range": named.any_range if named else False,
            "ignores_hidden": named.ignores_hidden if named else False,
            "mentions": list(card.mentions),
            "readings": [reading_json(r) for r in card.readings],
            "citation": str(card.cite),
        }


def card(name: str) -> CardAnswer:
    """The card ``name`` (Mind Control, Headshot) or the kind of card ``name`` (Weapon).

    :raises UnknownNameError: for an unknown card.
    """
    from rulesref.games.hogs_of_war.lookups import action_by_id, card_kind_of, find_card
    from rulesref.games.hogs_of_war.model import NamedCard

    model = rules()
    found = find_card(model, name)
    kind = card_kind_of(model, found) if isinstance(found, NamedCard) else found
    played = action_by_id(model, kind.played_by) if kind.played_by is not None else None
    return CardAnswer(card=found, kind=kind, played_with=played)


@result
class TokenAnswer(Given):
    """What the rulebook says about a token."""

    token: Token
    """The token found."""


    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref hogs token --json`` prints it."""
        token = self.token
        return {"name": token.name, "summary": token.summary, "damage": token.damage,
                "trigger": token.trigger, "removed_by": token.removed_by,
                "mentions": list(token.mentions),
                "readings": [reading_json(r) for r in token.readings],
                "citation": str(token.cite)}


def token(name: str) -> TokenAnswer:
    """The token ``name`` (Burn, Dynamite, Stun, Hidden).

    :raises UnknownNameError: for an unknown token.
    """
    from rulesref.games.hogs_of_war.lookups import find_token

    return TokenAnswer(token=find_token(rules(), name))


def _sequence(model: HogsOfWar, seq_id: str | None) -> Steps | None:
    return next((s for s in model.sequences if s.id == seq_id and s.canonical), None)


def _sequence_json(seq: Steps | None) -> dict[str, Any] | None:
    if seq is None:
        return None
    return {"id": seq.id, "name": seq.name, "citation": str(seq.cite),
            "steps": [{"name": st.name, "summary": st.summary, "substeps": st.substeps}
                      for st in seq.steps]}


@result
class TurnAnswer(Given):
    """How a round runs: its steps, the parts they open, hand sizes and how the game ends."""

    model: HogsOfWar
    """The rules model the round is read from."""
    round: Steps | None
    """The round's steps."""
    parts: tuple[Steps, ...]
    """The sequences the round's steps open (a Hog's turn, the end of the round)."""
    first: tuple[lookups.HandSizeAnswer, lookups.HandSizeAnswer]
    """Round 1's hand sizes, first seat then second."""
    later: lookups.HandSizeAnswer
    """The hand size of every later round."""

    def substeps(self, seq_id: str | None) -> Steps | None:
        """The sequence a step opens, if any."""
        return _sequence(self.model, seq_id)


    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref hogs turn --json`` prints it."""
        st = self.model.structure
        return {
            "round": _sequence_json(self.round),
            "parts": [_sequence_json(p) for p in self.parts],
            "hand_sizes": {"round_1": {"first": self.first[0].size,
                                       "second": self.first[1].size},
                           "later": self.later.size, "citation": str(self.later.cite)},
            "end_conditions": [{"name": c.name, "summary": c.summary,
                                "citation": str(c.cite)} for c in st.end_conditions],
            "readings": [reading_json(r) for r in self.model.round_rules.readings],
            "citation": str(st.cite),
        }


def turn() -> TurnAnswer:
    """How a round of Hogs of War runs, step by step."""
    from rulesref.games.hogs_of_war import lookups as found_in
    from rulesref.games.hogs_of_war.model import Seat

    model = rules()
    round_seq = _sequence(model, model.structure.round)
    parts = tuple(p for p in (_sequence(model, st.substeps) for st in
                              (round_seq.steps if round_seq else ()) if st.substeps)
                  if p is not None)
    return TurnAnswer(model=model, round=round_seq, parts=parts,
                      first=(found_in.hand_size(model, 1, Seat.FIRST),
                             found_in.hand_size(model, 1, Seat.SECOND)),
                      later=found_in.hand_size(model, 2, Seat.FIRST))


@result
class ReadingsAnswer(Given):
    """Every place the rulebook is unclear, with the reading rulesref takes."""

    readings: tuple[Reading, ...]
    """The readings, in the model's order."""


    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref hogs readings --json`` prints it."""
        return {"readings": [reading_json(r) for r in self.readings]}


def readings() -> ReadingsAnswer:
    """Every reading the Hogs of War model takes."""
    from rulesref.games.hogs_of_war.lookups import all_readings

    return ReadingsAnswer(readings=all_readings(rules()))
