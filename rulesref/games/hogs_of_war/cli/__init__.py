"""``rulesref hogs``: Hogs of War: The Card Game lookups (range, legal actions, hand size)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from rulesref.cli import RulesrefGroup, answer, json_option
from rulesref.games.hogs_of_war.model import Seat

if TYPE_CHECKING:
    from rulesref.games.hogs_of_war.model import Reading


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
    from rulesref.games.hogs_of_war.answers.lookups import lane_range

    found = lane_range(lane_a, lane_b, same_side=same_side, four_player=four_player,
                       hidden=hidden, hog_class=hog_class, card=card, reach=reach,
                       families=families, no_optional=no_optional)
    result, target, aim = found.found, found.target, found.aim

    def text() -> str:
        where = "friendly" if same_side else "enemy"
        lines = [f"Range {result.range}  friendly lane {lane_a} -> {where} lane {lane_b}"
                 + ("  (the opposing Hog)" if result.opposing else ""),
                 "  straight across is Range 1, each lane sideways adds 1; lanes of defeated "
                 f"Hogs still count [{result.cite}]"]
        if target is not None and aim is not None:
            lines.append(("  can be targeted" if target.targetable else "  cannot be targeted")
                         + f" [{aim.cite}]")
            lines += [f"  - {why} [{c}]" for why, c in target.reasons]
            lines += [f"  note: {n}" for n in aim.reach.notes]
        lines += _readings_text(result.readings)
        return "\n".join(lines)

    answer(found, as_json, text)


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
    from rulesref.games.hogs_of_war.answers.lookups import can

    found = can(action, stunned=stunned, hidden=hidden, exhausted=exhausted,
                defeated=defeated, extra_action=extra_action, no_cards=no_cards,
                no_adjacent=no_adjacent, lane_deployables=lane_deployables,
                hog_class=hog_class, card=card, lane=lane, into=into_lane,
                enemy_lane=enemy_lane)
    verdict, act, checks, readings = found.found, found.found.action, found.checks, \
        found.readings

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

    answer(found, as_json, text)


@hogs_group.command("hand-size", short_help="Maximum hand size by round and seat.")
@click.argument("round_number", metavar="ROUND", type=click.IntRange(min=1))
@click.argument("seat", type=click.Choice([s.value for s in Seat], case_sensitive=False))
@click.option("--four-player", is_flag=True, help="The team game (our reading).")
@json_option
def hand_size_command(round_number: int, seat: str, four_player: bool, as_json: bool) -> None:
    """Print the hand size for ROUND of the player in SEAT (first: holds the First Player
    token this round; second: the other player)."""
    from rulesref.games.hogs_of_war.answers.lookups import hand_size

    found = hand_size(round_number, seat, four_player=four_player)
    result = found.found

    def text() -> str:
        when = "dealt in setup" if round_number == 1 else "drawn at the end of the round before"
        lines = [f"{result.size} cards  round {round_number}, {result.seat.value} seat "
                 f"({when})", f"  default hand size {result.default} [{result.cite}]"]
        lines += _readings_text(result.readings)
        return "\n".join(lines)

    answer(found, as_json, text)


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
    from rulesref.games.hogs_of_war.answers.lookups import in_range

    found = in_range(lane, board=board, hog_class=hog_class, card=card, reach=reach,
                     families=families, no_optional=no_optional)
    result, may_play = found.found, found.may_play

    def text() -> str:
        hit = result.in_range
        head = (f"enemy lanes in reach from friendly lane {lane}: "
                + (", ".join(str(t.lane) for t in hit) if hit else "none"))
        lines = [head + f"  [{result.cite}]"]
        for t in result.targets:
            mark = "yes" if t.targetable else "no "
            why = "; ".join(w for w, _ in t.reasons)
            lines.append(f"  {mark} enemy lane {t.lane} (range {t.range}, {t.status.value})"
                         + (f": {why}" if why else ""))
        lines += [f"  note: {n}" for n in result.reach.notes]
        if may_play.why:
            verdict = "class rule" if may_play.holds else "not playable by this Hog"
            lines.append(f"  {verdict}: {may_play.why} [{may_play.cite}]")
        return "\n".join(lines)

    answer(found, as_json, text)


from rulesref.games.hogs_of_war.cli.catalogue import COMMANDS  # noqa: E402

for _command in COMMANDS:
    hogs_group.add_command(_command)
