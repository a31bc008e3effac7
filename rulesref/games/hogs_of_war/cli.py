"""``rulesref hogs``: Hogs of War: The Card Game lookups (range, legal actions, hand size)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from rulesref.cli import RuleBroken, RulesrefGroup, domain_errors, emit, json_option
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


@hogs_group.command("range", short_help="Range from a Hog's lane to a lane.")
@click.argument("lane_a", type=int)
@click.argument("lane_b", type=int)
@click.option("--same-side", is_flag=True,
              help="Both lanes in one row (the Mind Control case; our reading).")
@click.option("--four-player", is_flag=True,
              help="The team game's rows of ten lanes (our reading).")
@json_option
def range_command(lane_a: int, lane_b: int, same_side: bool, four_player: bool,
                  as_json: bool) -> None:
    """Print the range from the acting Hog in friendly LANE_A to the Hog in enemy LANE_B."""
    from rulesref.games.hogs_of_war.lookups import lane_range
    from rulesref.games.hogs_of_war.model import Side

    with domain_errors(as_json):
        side = Side.FRIENDLY if same_side else Side.ENEMY
        answer = lane_range(_rules(), lane_a, lane_b, side=side, four_player=four_player)
    data = {
        "from_lane": answer.from_lane,
        "to_lane": answer.to_lane,
        "side": answer.side.value,
        "range": answer.range,
        "opposing": answer.opposing,
        "lanes": answer.lanes,
        "citation": str(answer.cite),
        "readings": _readings_json(answer.readings),
    }

    def text() -> str:
        target = "friendly" if same_side else "enemy"
        lines = [f"Range {answer.range}  friendly lane {lane_a} -> {target} lane {lane_b}"
                 + ("  (the opposing Hog)" if answer.opposing else ""),
                 "  straight across is Range 1, each lane sideways adds 1; lanes of defeated "
                 f"Hogs still count [{answer.cite}]"]
        lines += _readings_text(answer.readings)
        return "\n".join(lines)

    emit(as_json, data, text)


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
@json_option
def can_command(action: str, stunned: bool, hidden: bool, exhausted: bool, defeated: bool,
                extra_action: bool, no_cards: bool, no_adjacent: bool, lane_deployables: int,
                as_json: bool) -> None:
    """Say whether a Hog in the described state may take ACTION (exit 0) or not (exit 1).

    ACTION is move, hide, remove-stun, play-card or place-deployable (or the rulebook's
    wording, such as "Remove Stun").
    """
    from rulesref.games.hogs_of_war.lookups import HogState, check_action

    state = HogState(defeated=defeated, exhausted=exhausted, stunned=stunned, hidden=hidden,
                     has_card=not no_cards, adjacent_friendly=not no_adjacent,
                     lane_deployables=lane_deployables, extra_action=extra_action)
    with domain_errors(as_json):
        verdict = check_action(_rules(), action, state)
    act = verdict.action
    data: dict[str, Any] = {
        "action": act.name,
        "id": act.id.value,
        "legal": verdict.legal,
        "state": {"defeated": defeated, "exhausted": exhausted, "stunned": stunned,
                  "hidden": hidden, "extra_action": extra_action, "has_card": not no_cards,
                  "adjacent_friendly": not no_adjacent, "lane_deployables": lane_deployables},
        "blockers": [{"condition": b.condition.value, "must_be": b.must_be, "rule": b.why,
                      "citation": str(b.cite)} for b in verdict.blockers],
        "readings": _readings_json(verdict.readings),
        "citation": str(act.cite),
    }

    def text() -> str:
        if verdict.legal:
            lines = [f"legal: {act.name}  [{act.cite}]", f"  {act.summary}"]
        else:
            lines = [f"not legal: {act.name}"]
            lines += [f"  - {b.condition.value}: {b.why} [{b.cite}]" for b in verdict.blockers]
        lines += _readings_text(verdict.readings)
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
