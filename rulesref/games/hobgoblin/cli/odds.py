"""The ``odds`` command: exact odds of the Doom a Hobgoblin attack places."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

import click

from rulesref.cli import BadInput, RulesrefCommand, answer, json_option
from rulesref.games.hobgoblin.answers.odds import FORCE_OF_WILL_MODES

if TYPE_CHECKING:
    from rulesref.games.hobgoblin.odds import AttackOdds, DoomOdds

MAX_DICE = 100
"""Most attack dice ``--dice`` accepts: :data:`rulesref.games.hobgoblin.odds.MAX_DICE`, kept
here so the command line starts without loading the rules model (a test keeps them in step);
the calculator applies the same cap to dice from Strikes."""
MAX_FORCE_OF_WILL = 30
"""Most Force of Will re-rolls the command accepts (the calculator's own cap, likewise)."""
BAR_WIDTH = 40
"""Characters of the longest bar drawn by ``--plot``."""
SHOWN_BELOW = Fraction(1, 2000)
"""Rows at the tail of the text table below this probability are left out (JSON has them all)."""


def _percent(p: Fraction) -> str:
    if 0 < p < Fraction(1, 2000):
        return "<0.1%"
    if 1 > p > Fraction(1999, 2000):
        return ">99.9%"
    return f"{float(p):.1%}"


def _table(odds: DoomOdds, plot: bool) -> list[str]:
    dist = odds.distribution
    last = max((k for k, p in enumerate(dist) if p >= SHOWN_BELOW), default=0)
    top = max(dist)
    lines = ["    Doom  exactly  at least"]
    for k in range(last + 1):
        row = f"    {k:>4}  {_percent(dist[k]):>7}  {_percent(odds.at_least[k]):>8}"
        if plot:
            bar = "#" * round(BAR_WIDTH * dist[k] / top) if top else ""
            row += f"  |{bar}"
        lines.append(row.rstrip())
    if last + 1 < len(dist):
        lines.append(f"    {last + 1}+ Doom together: {_percent(odds.at_least[last + 1])} "
                     "(all rows with --json)")
    return lines


def _summary(odds: DoomOdds) -> str:
    broken = ("already Broken" if odds.current_doom >= odds.breaks_at
              else f"Broken: {_percent(odds.broken_probability)}")
    return (f"mean {float(odds.mean):.2f}; has {odds.current_doom}, Courage {odds.courage}, "
            f"breaks at {odds.breaks_at}; {broken}")


def odds_text(result: AttackOdds, plot: bool = False) -> str:
    """The human report for one attack's odds."""
    kind = "shooting" if result.attack == "shooting" else "close combat"
    lines = [f"{result.attacker} attacking {result.defender} ({kind}): "
             f"{result.dice} dice hitting on {result.target_number}+",
             f"Doom on {result.defender}: {_summary(result.defender_doom)}",
             *_table(result.defender_doom, plot)]
    if result.attacker_doom is not None:
        lines += [f"Doom on {result.attacker} from its own 1s: "
                  f"{_summary(result.attacker_doom)}", *_table(result.attacker_doom, plot)]
    lines.append("Rules applied:")
    lines += [f"  {a.name} ({a.side}): {a.effect} [{a.cite.short()}]" for a in result.applied]
    lines += [f"Note: {note}" for note in result.notes]
    return "\n".join(lines)


@click.command("odds", cls=RulesrefCommand,
               short_help="Exact odds of the Doom an attack places.")
@click.argument("attacker")
@click.argument("defender")
@click.option("--shooting", is_flag=True, help="A shooting attack (default: close combat).")
@click.option("--dice", type=click.IntRange(0, MAX_DICE), metavar="N",
              help="Roll N attack dice instead of the attacker's Strikes.")
@click.option("--with", "with_", multiple=True, metavar="KEYWORD",
              help="A keyword or Fortune card of the attacker (repeatable): Brutal, "
                   "'Hero [+1]', 'Devastating Charge', 'Crushing Charge'...")
@click.option("--defender-with", multiple=True, metavar="KEYWORD",
              help="A keyword or Fortune card of the defender (repeatable): 'Tough [1]', "
                   "Cover, Merciless, 'Command [+1]', Stubborn, 'Tattered Banner'...")
@click.option("--defender-doom", type=click.IntRange(0), default=0, show_default=True,
              metavar="D", help="Doom tokens the defender already has.")
@click.option("--attacker-doom", type=click.IntRange(0), default=0, show_default=True,
              metavar="D", help="Doom tokens the attacker already has.")
@click.option("--force-of-will", type=click.IntRange(0, MAX_FORCE_OF_WILL), default=0,
              show_default=True, metavar="N",
              help="Mercury tokens or Fortune cards spent to re-roll missed dice.")
@click.option("--force-of-will-mode", type=click.Choice(FORCE_OF_WILL_MODES),
              default=FORCE_OF_WILL_MODES[0], show_default=True,
              help="Spend tokens one at a time (a die may be re-rolled again) or all at once.")
@click.option("--engaged-enemies", type=click.IntRange(0), metavar="N",
              help="Enemies engaged with the defender, for Stubborn "
                   "(default 1 in close combat, 0 for shooting).")
@json_option
@click.option("--plot", is_flag=True, help="Draw each distribution as a bar chart.")
def odds_command(attacker: str, defender: str, shooting: bool, dice: int | None,
                 with_: tuple[str, ...], defender_with: tuple[str, ...], defender_doom: int,
                 attacker_doom: int, force_of_will: int, force_of_will_mode: str,
                 engaged_enemies: int | None, as_json: bool, plot: bool) -> None:
    """Print the exact distribution of the Doom ATTACKER places on DEFENDER.

    Both units' own keywords count (a Heavy Infantry target is Tough [1]). Also printed: the
    mean, the chance of at least k Doom, the chance the defender becomes Broken, and the
    attacker's own Doom when Self-Destructive or Merciless can give it some.

    \b
    Readings of open rules (page numbers of the rulebook):
    - Brutal re-rolls misses before Cursed re-rolls hits: weaknesses go last (p. 9).
    - Force of Will comes after keyword re-rolls, only on missed dice, 1s first; by default
      one token at a time, so a die may be re-rolled again (pp. 8, 15).
    - Self-Destructive and Merciless count final 1s; Tough never covers the attacker.
    - Tattered Banner halves the hits, then Enchanted Shield cancels one, then Tough or the
      shooting cap of five applies (pp. 15, 29, 67).
    - Devastating Charge applies only when named with --with (advanced 6", p. 65).
    - Stubborn counts --engaged-enemies; Hold! adds 2 Courage; Fragile halves the final Courage.

    Exit 2 for an unknown unit type, keyword or card, an attack the rules do not allow, or
    more than 100 dice (however they come: --dice, or Strikes raised by keywords).
    """
    from rulesref.games.hobgoblin.answers.odds import odds

    if plot and as_json:
        raise BadInput("--plot draws a text chart; leave out --json to see it")
    found = odds(attacker, defender, shooting=shooting, dice=dice, attacker_keywords=with_,
                 defender_keywords=defender_with, defender_doom=defender_doom,
                 attacker_doom=attacker_doom, force_of_will=force_of_will,
                 force_of_will_mode=force_of_will_mode, engaged_enemies=engaged_enemies)
    answer(found, as_json, lambda: odds_text(found.found, plot))


COMMANDS = (odds_command,)
