"""``rulesref hogs``: Hogs of War: The Card Game lookups (range, legal actions, hand size)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from rulesref.cli import BadInput, RuleBroken, RulesrefGroup, domain_errors, emit, json_option
from rulesref.games.hogs_of_war.model import Seat

if TYPE_CHECKING:
    from rulesref.games.hogs_of_war.model import HogsOfWar, Reading


def _rules() -> HogsOfWar:
    from rulesref.games import hogs_of_war

    return hogs_of_war.load()


def _readings_json(readings: tuple[Reading, ...]) -> list[dict[str, str]]:
    return [{"id": r.id, "kind": r.kind.value, "question": r.question, "reading": r.reading,
             "citation": str(r.cite)} for r in readings]


def _readings_text(readings: tuple[Reading, ...]) -> list[str]:
    return [f"  our reading ({r.id}, the rulebook is {r.kind.value}): {r.reading} "
            f"[{r.cite.short()}]" for r in readings]


@click.group("hogs_of_war", cls=RulesrefGroup,
             short_help="Hogs of War: The Card Game: range, actions, hand size.")
def hogs_group() -> None:
    """Look up Hogs of War: The Card Game rules.

    Lanes are numbered 1 to 5 in both rows from the same end of the table, so friendly
    lane N faces enemy lane N (the rulebook numbers none).
    """


def _card_options(function: Any) -> Any:
    """The options that describe the acting Hog's class and the card it plays."""
    for option in reversed([
        click.option("--class", "hog_class", metavar="CLASS",
                     help="The acting Hog's class (Sniper, Bombardier, Engineer)."),
        click.option("--card", metavar="CARD",
                     help="The card played (a named card such as Headshot or Minefield)."),
        click.option("--reach", metavar="MIN[-MAX]",
                     help="A Weapon card's printed range: '2' (fixed), '1-3', '2-' (no "
                          "maximum)."),
        click.option("--family", "families", multiple=True, metavar="FAMILY",
                     help="A family the card belongs to, as printed on it (Guns, Explosive "
                          "cards); repeatable."),
        click.option("--no-optional", is_flag=True,
                     help="Do not use optional class abilities (the Bombardier's -1)."),
    ]):
        function = option(function)
    return function


def _parse_reach(text: str | None) -> tuple[int | None, int | None]:
    if text is None:
        return None, None
    low_text, dash, high_text = text.partition("-")
    try:
        low = int(low_text) if low_text.strip() else None
        high = int(high_text) if high_text.strip() else (None if dash else low)
    except ValueError:
        raise BadInput(f"--reach {text!r}: write a range as '2', '1-3' or '2-'") from None
    return low, high


def _resolve(rules: HogsOfWar, hog_class: str | None, card: str | None) -> tuple[Any, Any]:
    from rulesref.games.hogs_of_war.lookups import find_card, find_class

    return (find_class(rules, hog_class) if hog_class else None,
            find_card(rules, card) if card else None)


def _named(card: Any) -> Any:
    from rulesref.games.hogs_of_war.model import NamedCard

    return card if isinstance(card, NamedCard) else None


@hogs_group.command("range", short_help="Range from a Hog's lane to a lane.")
@click.argument("lane_a", type=int)
@click.argument("lane_b", type=int)
@click.option("--same-side", is_flag=True,
              help="Both lanes in one row (the Mind Control case; our reading).")
@click.option("--four-player", is_flag=True,
              help="The team game's rows of ten lanes (our reading).")
@click.option("--hidden", is_flag=True, help="The target Hog is Hidden.")
@_card_options
@json_option
def range_command(lane_a: int, lane_b: int, same_side: bool, four_player: bool,
                  hidden: bool, hog_class: str | None, card: str | None, reach: str | None,
                  families: tuple[str, ...], no_optional: bool, as_json: bool) -> None:
    """Print the range from the acting Hog in friendly LANE_A to the Hog in enemy LANE_B.

    With --class, --card, --reach, --family or --hidden it also says whether the card can
    be aimed at that Hog (exit 1 when it cannot).
    """
    from rulesref.games.hogs_of_war.board import HogStatus, targets
    from rulesref.games.hogs_of_war.lookups import lane_range
    from rulesref.games.hogs_of_war.model import Side

    low, high = _parse_reach(reach)
    asks = any((hog_class, card, reach, families, hidden))
    if asks and (same_side or four_player):
        raise BadInput("the class and card options work on the two-player board, enemy row")
    with domain_errors(as_json):
        rules = _rules()
        side = Side.FRIENDLY if same_side else Side.ENEMY
        answer = lane_range(rules, lane_a, lane_b, side=side, four_player=four_player)
        target = None
        if asks:
            found_class, found_card = _resolve(rules, hog_class, card)
            board = tuple(HogStatus.HIDDEN if hidden and lane == lane_b else HogStatus.READY
                          for lane in range(1, rules.board.lanes_per_player + 1))
            aim = targets(rules, lane_a, board, hog_class=found_class,
                          card=_named(found_card), low=low, high=high, families=families,
                          use_optional=not no_optional)
            target = aim.targets[lane_b - 1]
    data: dict[str, Any] = {
        "from_lane": answer.from_lane,
        "to_lane": answer.to_lane,
        "side": answer.side.value,
        "range": answer.range,
        "opposing": answer.opposing,
        "lanes": answer.lanes,
        "citation": str(answer.cite),
        "readings": _readings_json(answer.readings),
    }
    if target is not None:
        data["target"] = {"targetable": target.targetable, "hidden": hidden,
                          "reach": {"min": aim.reach.low, "max": aim.reach.high},
                          "notes": list(aim.reach.notes),
                          "reasons": [{"rule": why, "citation": str(c)}
                                      for why, c in target.reasons],
                          "citation": str(aim.cite)}

    def text() -> str:
        where = "friendly" if same_side else "enemy"
        lines = [f"Range {answer.range}  friendly lane {lane_a} -> {where} lane {lane_b}"
                 + ("  (the opposing Hog)" if answer.opposing else ""),
                 "  straight across is Range 1, each lane sideways adds 1; lanes of defeated "
                 f"Hogs still count [{answer.cite}]"]
        if target is not None:
            lines.append(("  can be targeted" if target.targetable else "  cannot be targeted")
                         + f" [{aim.cite}]")
            lines += [f"  - {why} [{c}]" for why, c in target.reasons]
            lines += [f"  note: {n}" for n in aim.reach.notes]
        lines += _readings_text(answer.readings)
        return "\n".join(lines)

    emit(as_json, data, text)
    if target is not None and not target.targetable:
        raise RuleBroken("")


@hogs_group.command("can", short_help="Whether a Hog may take an action, and why not.")
@click.argument("action")
@click.option("--stunned", is_flag=True, help="The Hog carries a Stun token.")
@click.option("--hidden", is_flag=True, help="The Hog carries a Hidden token (hid last turn).")
@click.option("--exhausted", is_flag=True, help="The Hog has already acted this round.")
@click.option("--defeated", is_flag=True, help="The Hog has been defeated.")
@click.option("--extra-action", is_flag=True, help="A card grants the Hog one more action.")
@click.option("--no-cards", is_flag=True,
              help="The player holds no card of the kind the action plays.")
@click.option("--no-adjacent", is_flag=True,
              help="No undefeated friendly Hog stands in a neighbouring lane.")
@click.option("--lane-deployables", type=click.IntRange(min=0), default=0, show_default=True,
              help="Deployables already in the lane receiving a Deployable.")
@click.option("--class", "hog_class", metavar="CLASS",
              help="The Hog's class (Sniper, Bombardier, Engineer).")
@click.option("--card", metavar="CARD", help="The card to play or place (Headshot, Minefield).")
@click.option("--lane", type=int, default=None, help="The Hog's own friendly lane.")
@click.option("--into", "into_lane", type=int, default=None,
              help="The lane the Deployable goes into (friendly unless --enemy-lane).")
@click.option("--enemy-lane", is_flag=True, help="--into names an enemy lane.")
@json_option
def can_command(action: str, stunned: bool, hidden: bool, exhausted: bool, defeated: bool,
                extra_action: bool, no_cards: bool, no_adjacent: bool, lane_deployables: int,
                hog_class: str | None, card: str | None, lane: int | None,
                into_lane: int | None, enemy_lane: bool, as_json: bool) -> None:
    """Say whether a Hog in the described state may take ACTION (exit 0) or not (exit 1).

    ACTION is move, hide, remove-stun, play-card or place-deployable (or the rulebook's
    wording, such as "Remove Stun"). --class and --card check the class rules (a Skill card
    only for its class); --lane and --into check where a Deployable may go (the Engineer's
    neighbouring lanes, a Minefield's enemy lane).
    """
    from rulesref.games.hogs_of_war.board import class_may_play, lane_reachable
    from rulesref.games.hogs_of_war.lookups import HogState, check_action

    if (lane is None) != (into_lane is None):
        raise BadInput("give --lane and --into together")
    with domain_errors(as_json):
        rules = _rules()
        found_class, found_card = _resolve(rules, hog_class, card)
        may_play = class_may_play(rules, found_card, found_class)
        reachable = None
        if lane is not None and into_lane is not None:
            reachable = lane_reachable(rules, lane, into_lane, enemy=enemy_lane,
                                       hog_class=found_class, card=_named(found_card))
        state = HogState(defeated=defeated, exhausted=exhausted, stunned=stunned,
                         hidden=hidden, has_card=not no_cards,
                         adjacent_friendly=not no_adjacent,
                         lane_deployables=lane_deployables, extra_action=extra_action,
                         class_may_play=may_play.holds,
                         lane_reachable=reachable.holds if reachable else True)
        verdict = check_action(rules, action, state)
    act = verdict.action
    readings = (*verdict.readings, *(reachable.readings if reachable else ()))
    checks = [c for c in (may_play, reachable) if c is not None and c.why]
    data: dict[str, Any] = {
        "action": act.name,
        "id": act.id.value,
        "legal": verdict.legal,
        "state": {"defeated": defeated, "exhausted": exhausted, "stunned": stunned,
                  "hidden": hidden, "extra_action": extra_action, "has_card": not no_cards,
                  "adjacent_friendly": not no_adjacent, "lane_deployables": lane_deployables,
                  "class": found_class.name if found_class else None,
                  "card": found_card.name if found_card else None,
                  "lane": lane, "into": into_lane, "enemy_lane": enemy_lane},
        "blockers": [{"condition": b.condition.value, "must_be": b.must_be, "rule": b.why,
                      "citation": str(b.cite)} for b in verdict.blockers],
        "class_rules": [{"holds": c.holds, "rule": c.why,
                         "citation": str(c.cite) if c.cite else None} for c in checks],
        "readings": _readings_json(readings),
        "citation": str(act.cite),
    }

    def text() -> str:
        if verdict.legal:
            lines = [f"legal: {act.name}  [{act.cite}]", f"  {act.summary}"]
        else:
            lines = [f"not legal: {act.name}"]
            lines += [f"  - {b.condition.value}: {b.why} [{b.cite}]" for b in verdict.blockers]
        lines += [f"  class rule: {c.why}" + (f" [{c.cite}]" if c.cite else "")
                  for c in checks]
        lines += _readings_text(readings)
        return "\n".join(lines)

    emit(as_json, data, text)
    if not verdict.legal:
        raise RuleBroken("")


@hogs_group.command("hand-size", short_help="Maximum hand size by round and seat.")
@click.argument("round_number", metavar="ROUND", type=click.IntRange(min=1))
@click.argument("seat", type=click.Choice([s.value for s in Seat], case_sensitive=False))
@click.option("--four-player", is_flag=True, help="The team game (our reading).")
@json_option
def hand_size_command(round_number: int, seat: str, four_player: bool, as_json: bool) -> None:
    """Print the hand size for ROUND of the player in SEAT (first: holds the First Player
    token this round; second: the other player)."""
    from rulesref.games.hogs_of_war.lookups import hand_size

    with domain_errors(as_json):
        answer = hand_size(_rules(), round_number, Seat(seat.lower()), four_player=four_player)
    data = {
        "round": answer.round,
        "seat": answer.seat.value,
        "hand_size": answer.size,
        "default": answer.default,
        "citation": str(answer.cite),
        "readings": _readings_json(answer.readings),
    }

    def text() -> str:
        when = "dealt in setup" if round_number == 1 else "drawn at the end of the round before"
        lines = [f"{answer.size} cards  round {round_number}, {answer.seat.value} seat "
                 f"({when})", f"  default hand size {answer.default} [{answer.cite}]"]
        lines += _readings_text(answer.readings)
        return "\n".join(lines)

    emit(as_json, data, text)


def _parse_board(text: str, lanes: int) -> tuple[Any, ...]:
    from rulesref.games.hogs_of_war.board import HogStatus

    words = [w.strip().lower() for w in text.split(",")]
    allowed = [s.value for s in HogStatus]
    if len(words) != lanes or any(w not in allowed for w in words):
        raise BadInput(f"--board {text!r}: give {lanes} comma-separated lane states, enemy "
                       f"lane 1 first, each one of {', '.join(allowed)} "
                       "(e.g. ready,hidden,ready,defeated,ready)")
    return tuple(HogStatus(w) for w in words)


@hogs_group.command("in-range", short_help="Which enemy Hogs a card can reach from a lane.")
@click.argument("lane", type=int)
@click.option("--board", default=None, metavar="STATES",
              help="The enemy row, lane 1 first: ready, hidden or defeated per lane "
                   "(default: all ready).")
@_card_options
@json_option
def in_range_command(lane: int, board: str | None, hog_class: str | None, card: str | None,
                     reach: str | None, families: tuple[str, ...], no_optional: bool,
                     as_json: bool) -> None:
    """List the enemy Hogs the Hog in friendly LANE can aim a card at, with the range to
    each and the rule that rules out the others."""
    from rulesref.games.hogs_of_war.board import HogStatus, class_may_play, targets

    low, high = _parse_reach(reach)
    with domain_errors(as_json):
        rules = _rules()
        lanes = rules.board.lanes_per_player
        row = (_parse_board(board, lanes) if board is not None
               else (HogStatus.READY,) * lanes)
        found_class, found_card = _resolve(rules, hog_class, card)
        answer = targets(rules, lane, row, hog_class=found_class, card=_named(found_card),
                         low=low, high=high, families=families, use_optional=not no_optional)
        may_play = class_may_play(rules, found_card, found_class)
    data = {
        "from_lane": lane,
        "class": found_class.name if found_class else None,
        "card": found_card.name if found_card else None,
        "reach": {"min": answer.reach.low, "max": answer.reach.high},
        "in_range": [t.lane for t in answer.in_range],
        "targets": [{"lane": t.lane, "range": t.range, "status": t.status.value,
                     "targetable": t.targetable,
                     "reasons": [{"rule": why, "citation": str(c)} for why, c in t.reasons]}
                    for t in answer.targets],
        "notes": list(answer.reach.notes),
        "class_rule": ({"holds": may_play.holds, "rule": may_play.why,
                        "citation": str(may_play.cite)} if may_play.why else None),
        "citation": str(answer.cite),
    }

    def text() -> str:
        hit = answer.in_range
        head = (f"enemy lanes in reach from friendly lane {lane}: "
                + (", ".join(str(t.lane) for t in hit) if hit else "none"))
        lines = [head + f"  [{answer.cite}]"]
        for t in answer.targets:
            mark = "yes" if t.targetable else "no "
            why = "; ".join(w for w, _ in t.reasons)
            lines.append(f"  {mark} enemy lane {t.lane} (range {t.range}, {t.status.value})"
                         + (f": {why}" if why else ""))
        lines += [f"  note: {n}" for n in answer.reach.notes]
        if may_play.why:
            verdict = "class rule" if may_play.holds else "not playable by this Hog"
            lines.append(f"  {verdict}: {may_play.why} [{may_play.cite}]")
        return "\n".join(lines)

    emit(as_json, data, text)
    if not may_play.holds:
        raise RuleBroken("")


from rulesref.games.hogs_of_war.cli.catalogue import COMMANDS  # noqa: E402

for _command in COMMANDS:
    hogs_group.add_command(_command)
