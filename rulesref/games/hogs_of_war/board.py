"""Hogs of War class and card rules on the board: which enemy Hogs a card can reach, whether
a Skill card may be played, and which lanes a Deployable may go into.

Pure functions of the loaded model. Class abilities are read from their structured
:class:`~rulesref.games.hogs_of_war.model.ClassRule` effects and cards from their fields
(``range``, ``any_range``, ``ignores_hidden``, ``classes``); nothing here decides anything
from a class's or a card's name. Nothing reads files or prints.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.errors import RulesError
from rulesref.games.hogs_of_war.lookups import (
    Card,
    action_by_id,
    card_kind_of,
    lane_range,
    readings_about,
)
from rulesref.games.hogs_of_war.model import (
    ActionId,
    ClassEffect,
    ClassRule,
    HogClass,
    HogsOfWar,
    Lane,
    NamedCard,
    Reading,
)


class HogStatus(enum.Enum):
    """What an enemy Hog on the board is, as far as targeting goes."""

    READY = "ready"
    """Undefeated and not Hidden (exhausted or not makes no difference to targeting)."""
    HIDDEN = "hidden"
    """Carries a Hidden token."""
    DEFEATED = "defeated"
    """Face down in its lane: it still counts for range but is out of play."""


@dataclass(frozen=True, slots=True)
class Reach:
    """The ranges a card reaches, before and after the acting Hog's class changes them."""

    low: int | None
    """Nearest range it may target (``None``: no limit)."""
    high: int | None
    """Farthest range (``None``: no limit)."""
    notes: tuple[str, ...]
    """What changed the printed range, in words, with citations."""


def _class_rules(hog_class: HogClass | None, effect: ClassEffect) -> tuple[ClassRule, ...]:
    if hog_class is None:
        return ()
    return tuple(r for r in hog_class.rules if r.effect is effect)


def _in_family(rule: ClassRule, families: tuple[str, ...]) -> bool:
    return rule.family is None or names.fold(rule.family) in {names.fold(f) for f in families}


def card_reach(hog_class: HogClass | None, low: int | None, high: int | None,
               families: tuple[str, ...] = (), *, use_optional: bool = True) -> Reach:
    """The band of ranges a card with printed ``low``..``high`` reaches for a Hog of
    ``hog_class``, after class effects on the minimum range (the Bombardier's, for cards of
    its family).

    :raises RulesError: when ``low`` is above ``high`` or a range is below 1.
    """
    for value in (low, high):
        if value is not None and value < 1:
            raise RulesError(f"a range is at least 1 (the opposing Hog), not {value}")
    if low is not None and high is not None and low > high:
        raise RulesError(f"a minimum range of {low} is above the maximum of {high}")
    notes: list[str] = []
    for rule in _class_rules(hog_class, ClassEffect.MIN_RANGE):
        if low is None or rule.amount is None or not _in_family(rule, families):
            continue
        if rule.optional and not use_optional:
            notes.append(f"{_class_name(hog_class)} may lower the minimum range by "
                         f"{-rule.amount} (not used) [{rule.cite}]")
            continue
        changed = max(1, low + rule.amount)
        notes.append(f"{_class_name(hog_class)}: minimum range {low} -> {changed}"
                     + (" (optional)" if rule.optional else "") + f" [{rule.cite}]")
        low = changed
    return Reach(low, high, tuple(notes))


def _class_name(hog_class: HogClass | None) -> str:
    return hog_class.name if hog_class is not None else "this Hog"


@dataclass(frozen=True, slots=True)
class Target:
    """One enemy Hog and whether the card can be aimed at it."""

    lane: Lane
    range: int
    status: HogStatus
    reasons: tuple[tuple[str, Citation], ...]
    """Why it cannot be targeted (empty when it can), each with its rule's citation."""

    @property
    def targetable(self) -> bool:
        """No rule stops the card being aimed at this Hog."""
        return not self.reasons


@dataclass(frozen=True, slots=True)
class TargetAnswer:
    """Every enemy Hog on the board, which of them the card reaches, and the rules used."""

    from_lane: Lane
    reach: Reach
    targets: tuple[Target, ...]
    cite: Citation
    readings: tuple[Reading, ...]

    @property
    def in_range(self) -> tuple[Target, ...]:
        """The enemy Hogs the card can be aimed at."""
        return tuple(t for t in self.targets if t.targetable)


def may_target_hidden(hog_class: HogClass | None, card: NamedCard | None,
                      families: tuple[str, ...]) -> tuple[bool, str]:
    """Whether a card may be aimed at a Hidden Hog, and which card or ability allows it."""
    if card is not None and card.ignores_hidden:
        return True, f"{card.name} ignores Hidden [{card.cite}]"
    for rule in _class_rules(hog_class, ClassEffect.IGNORES_HIDDEN):
        if rule.family is not None and _in_family(rule, families):
            return True, f"{_class_name(hog_class)} ignores Hidden with {rule.family} [{rule.cite}]"
    return False, ""


def targets(rules: HogsOfWar, from_lane: Lane, board: tuple[HogStatus, ...], *,
            hog_class: HogClass | None = None, card: NamedCard | None = None,
            low: int | None = None, high: int | None = None, families: tuple[str, ...] = (),
            use_optional: bool = True) -> TargetAnswer:
    """Which enemy Hogs a card played by the Hog in friendly lane ``from_lane`` can be aimed
    at, given the enemy row ``board`` (one status per lane, lane 1 first).

    The card is a named card (its printed range and abilities) or a Weapon card described
    by its range band ``low``..``high`` and its families (``Guns``). Defeated Hogs count
    for range but are out of play; Hidden Hogs can be aimed at only when a card or class
    ability allows it.

    :raises RulesError: for a lane that does not exist, a board of the wrong length, or a
        bad range band.
    """
    lanes = rules.board.lanes_per_player
    if len(board) != lanes:
        raise RulesError(f"the enemy row has {lanes} lanes; the board gives {len(board)}")
    if card is not None:
        if card.any_range:
            low = high = None
        elif card.range is not None and low is None and high is None:
            low = high = card.range
    reach = card_reach(hog_class, low, high, families, use_optional=use_optional)
    hidden_ok, hidden_why = may_target_hidden(hog_class, card, families)
    hide = action_by_id(rules, ActionId.HIDE)
    out = []
    for lane, status in enumerate(board, start=1):
        answer = lane_range(rules, from_lane, lane)
        reasons: list[tuple[str, Citation]] = []
        if status is HogStatus.DEFEATED:
            reasons.append(("defeated: face down and out of play, though its lane still "
                            "counts for range", rules.damage.cite))
        if status is HogStatus.HIDDEN and not hidden_ok:
            reasons.append(("Hidden: no card or class ability here allows targeting it",
                            hide.cite))
        if reach.low is not None and answer.range < reach.low:
            reasons.append((f"range {answer.range} is nearer than the minimum {reach.low}",
                            rules.range_rule.cite))
        if reach.high is not None and answer.range > reach.high:
            reasons.append((f"range {answer.range} is beyond the card's {reach.high}",
                            rules.range_rule.cite))
        out.append(Target(lane, answer.range, status, tuple(reasons)))
    notes = list(reach.notes) + ([hidden_why] if hidden_why else [])
    return TargetAnswer(from_lane, Reach(reach.low, reach.high, tuple(notes)), tuple(out),
                        rules.damage.targeting_cite, ())


# --------------------------------------------------------------------------- class limits


@dataclass(frozen=True, slots=True)
class ClassCheck:
    """Whether a class condition of an action holds, with the rule and any reading."""

    holds: bool
    why: str
    cite: Citation | None
    readings: tuple[Reading, ...] = ()


def class_may_play(rules: HogsOfWar, card: Card | None, hog_class: HogClass | None
                   ) -> ClassCheck:
    """Whether a Hog of ``hog_class`` may play ``card``: a card that names classes (a Skill
    card) is played only by those classes; any other card by anyone.

    :raises UnknownNameError: when the card's kind is not defined.
    """
    if not isinstance(card, NamedCard) or not card.classes:
        return ClassCheck(True, "", None)
    allowed = ", ".join(card.classes)
    kind = card_kind_of(rules, card)
    if hog_class is None:
        return ClassCheck(True, f"{card.name} may be played only by: {allowed} (no class "
                          "given, so not checked)", kind.cite)
    ok = names.fold(hog_class.name) in {names.fold(c) for c in card.classes}
    return ClassCheck(ok, f"{card.name} may be played only by: {allowed}", kind.cite)


def lane_reachable(rules: HogsOfWar, from_lane: Lane, into_lane: Lane, *, enemy: bool,
                   hog_class: HogClass | None, card: NamedCard | None) -> ClassCheck:
    """Whether the Hog in friendly lane ``from_lane`` may place a Deployable into lane
    ``into_lane`` (of the enemy row when ``enemy``).

    The own lane always; an enemy lane only with a card whose printed range reaches it; a
    neighbouring friendly lane only for a class whose ability deploys into adjacent lanes.

    :raises RulesError: for a lane that does not exist.
    """
    answer = lane_range(rules, from_lane, into_lane)
    cite = rules.deployables.cite
    if enemy:
        reach = card.range if card is not None else None
        if reach is not None and answer.range <= reach:
            return ClassCheck(True, f"{card.name if card else 'the card'} has range {reach} "
                              f"and enemy lane {into_lane} is at range {answer.range}", cite)
        what = (f"{card.name} has range {reach}" if card is not None and reach is not None
                else "the card has no printed range")
        return ClassCheck(False, f"enemy lane {into_lane} is at range {answer.range}; {what}",
                          cite)
    if into_lane == from_lane:
        return ClassCheck(True, "the Hog's own lane", cite)
    adjacent = _class_rules(hog_class, ClassEffect.DEPLOYS_ADJACENT)
    if abs(into_lane - from_lane) == 1 and adjacent:
        rule = adjacent[0]
        found = readings_about(rules, (rule.reading,) if rule.reading else ())
        return ClassCheck(True, f"{_class_name(hog_class)} may deploy into the lanes beside "
                          "its own", rule.cite, found)
    if abs(into_lane - from_lane) == 1:
        return ClassCheck(False, f"friendly lane {into_lane} is beside the Hog's lane; only a "
                          "class that deploys into adjacent lanes may use it", cite)
    return ClassCheck(False, f"friendly lane {into_lane} is not the Hog's own lane "
                      f"({from_lane})", cite)
