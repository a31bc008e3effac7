"""Livestock Uprising commands, grouped under ``rulesref livestock``: ``odds``, ``cost``,
``army``, ``board`` and ``readings`` (adapters over
:mod:`rulesref.games.livestock_uprising.answers.commands`).

Exit codes as for every rulesref command: 0 success, 1 a rule is broken (an army over a
limit, an attack the rules forbid, units that cannot be paid for), 2 bad input.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from rulesref.cli import RulesrefCommand, RulesrefGroup, answer, json_option, shown
from rulesref.games.livestock_uprising.answers.commands import CLASH_CHOICES, cite

if TYPE_CHECKING:
    from rulesref.games.livestock_uprising.lookups import ArmyReport
    from rulesref.games.livestock_uprising.odds import Odds


@click.group("livestock_uprising", cls=RulesrefGroup,
             short_help="Livestock Uprising: battle odds, marshalling costs, army checks.")
def livestock_group() -> None:
    """Look up Livestock Uprising rules: battle odds, marshalling costs, army limits."""


# --------------------------------------------------------------------------- odds


def _odds_text(result: Odds) -> str:
    from rulesref.games.livestock_uprising.model import BattleResult

    who = {True: "Super Army", False: "General"}
    lines = [f"{who[result.attacker_super]} attacking with {result.attack} vs "
             f"{who[result.defender_super]} defending with {result.defense}"]
    for label, res in (("attacker wins", BattleResult.ATTACKER_WINS),
                       ("tie", BattleResult.TIE),
                       ("defender wins", BattleResult.DEFENDER_WINS)):
        value = result.probability(res)
        lines.append(f"  {label:<14}{value!s:>10}  {float(value):7.2%}")
    automatic = [r for r in result.routes if r.automatic]
    if automatic:
        lines.append("  automatic results:")
        lines.extend(f"    {r.route}: {r.result.value.replace('_', ' ')} {r.probability} "
                     f"[{cite(r.cite)}]" for r in automatic)
    for res, cas in result.casualties.items():
        lines.append(f"  if {res.value.replace('_', ' ')}: the {cas.side.value} discards "
                     f"{cas.count} unit(s)")
    if result.destroys_troopless:
        lines.append("  a defending General with no troops at all is destroyed")
    if result.readings:
        lines.append(f"  depends on readings: {', '.join(result.readings)} "
                     "(see 'rulesref livestock readings')")
    from rulesref.games.livestock_uprising.answers.commands import rules

    lines.append(f"  [{cite(rules().battle.outcomes[0].cite)}]")
    return "\n".join(lines)


@click.command("odds", cls=RulesrefCommand,
               short_help="Exact battle odds from attack and defense totals.")
@click.option("--attack", type=click.IntRange(min=0), required=True, metavar="A",
              help="The attacker's attack points from its units (before dice).")
@click.option("--defense", type=click.IntRange(min=0), required=True, metavar="D",
              help="The defender's defense points from its units (before dice).")
@click.option("--attacker-super", is_flag=True, help="The attacker is a Super Army.")
@click.option("--defender-super", is_flag=True, help="The defender is a Super Army.")
@click.option("--clash", type=click.Choice(CLASH_CHOICES), default=None,
              help="Override the reading for two Super Armies rolling the same automatic "
                   "result.")
@json_option
def odds_command(attack: int, defense: int, attacker_super: bool, defender_super: bool,
                 clash: str | None, as_json: bool) -> None:
    """Print the exact chances of an attacker win, a tie and a defender win.

    Exits 1 when the rules do not allow the attack at all.
    """
    from rulesref.games.livestock_uprising.answers.commands import odds

    found = odds(attack, defense, attacker_super=attacker_super,
                 defender_super=defender_super, clash=clash)
    rule = found.odds.blocked_by
    if rule is not None:
        message = (f"this attack is not allowed: {rule.summary} "
                   f"(needs {rule.value}, has {attack}) [{cite(rule.cite)}]")
        answer(found, as_json, lambda: message)
    else:
        answer(found, as_json, lambda: _odds_text(found.odds))


# --------------------------------------------------------------------------- cost


@click.command("cost", cls=RulesrefCommand,
               short_help="Resource tokens needed to marshal units.")
@click.argument("units", nargs=-1, required=True)
@click.option("--have", multiple=True, metavar="RESOURCE=N",
              help="Tokens held (repeatable): Grass=3 or '3 Grass'. Exits 1 if short.")
@json_option
def cost_command(units: tuple[str, ...], have: tuple[str, ...], as_json: bool) -> None:
    """Print what marshalling UNITS costs ('2x Dynamite Donkey' counts two)."""
    from rulesref.games.livestock_uprising.answers.commands import cost, rules
    from rulesref.games.livestock_uprising.lookups import totals_text

    found = cost(units, have=have)
    model, bill, held, missing = rules(), found.bill, found.held, found.missing

    def text() -> str:
        lines = [f"{totals_text(model, bill.totals)}  ({bill.tokens} tokens)"]
        lines.extend(f"  {ln.count} x {ln.unit} ({ln.kind}): {totals_text(model, ln.each)} each "
                     f"[{cite(ln.cite)}]" for ln in bill.lines)
        if held is not None:
            lines.append("  affordable" if not missing
                         else f"  short of {totals_text(model, missing)}")
        return "\n".join(lines)

    answer(found, as_json, text)


# --------------------------------------------------------------------------- army


def _army_text(report: ArmyReport) -> str:
    status = "legal" if report.legal else f"ILLEGAL: {len(report.violations)} rule(s) broken"
    lines = [f"army: {status}" + (f" ({report.faction})" if report.faction else "")]
    for group in report.groups:
        lines.append(f"  {group.label}: {len(group.units)} unit(s)"
                     + (f": {', '.join(group.units)}" if group.units else ""))
    for v in report.violations:
        lines.append(f"  error {v.rule.code} at {v.where}: {v.message}")
        lines.append(f"      rule: {v.rule.name}: {v.rule.summary} [{cite(v.rule.cite)}]")
        if v.rule.reading:
            lines.append(f"      this rule rests on our reading {v.rule.reading}, not on the "
                         "book's words (see 'rulesref livestock readings')")
    flagged = {v.rule.code for v in report.violations}
    for rule, reading in _applied_readings(report):
        if rule.code not in flagged:
            lines.append(f"  checked {rule.code} ({rule.name}) under our reading "
                         f"{reading.id}: {reading.reading}")
    return "\n".join(shown(line) for line in lines)  # names from the file stay on their line


def _applied_readings(report: ArmyReport) -> list[tuple[Any, Any]]:
    """The army rules applied to this army that rest on a reading, with the reading."""
    from rulesref.games.livestock_uprising.answers.commands import rules
    from rulesref.games.livestock_uprising.reports import applied_readings

    return applied_readings(rules(), report)


@click.command("army", cls=RulesrefCommand,
               short_help="Check an army against the per-General limits.")
@click.argument("file", required=False, type=click.Path(path_type=Path))
@click.option("--general", "generals", multiple=True, metavar="[NAME:]UNITS",
              help="One General's units, comma-separated (repeatable): "
                   "'Clucky: 2x Sacrificial Sheep, Dynamite Donkey'.")
@click.option("--faction", metavar="FACTION", help="The player's faction (Chickens...).")
@click.option("--super-army", is_flag=True, help="The units form one Super Army.")
@json_option
def army_command(file: Path | None, generals: tuple[str, ...], faction: str | None,
                 super_army: bool, as_json: bool) -> None:
    """Check an army (FILE, or --general options) against every army rule.

    Exits 0 when legal, 1 when a limit is broken, 2 for unknown names or a bad file.
    """
    from rulesref.games.livestock_uprising.answers.army import army

    found = army(generals, faction=faction, super_army=super_army, file=file)
    answer(found, as_json, lambda: _army_text(found.report))


# --------------------------------------------------------------------------- board, readings


@click.command("board", cls=RulesrefCommand,
               short_help="Starting and final board size for a player count.")
@click.argument("players", type=int)
@json_option
def board_command(players: int, as_json: bool) -> None:
    """Print the starting and final grid for PLAYERS players."""
    from rulesref.games.livestock_uprising.answers.commands import board, rules

    found = board(players)
    (sc, sr), (fc, fr) = found.starting, found.final
    shape = rules().board
    answer(found, as_json, lambda: (
        f"{players} players: start {sc}x{sr}, final {fc}x{fr} ({fc * fr} tiles)\n"
        f"  [{cite(shape.starting_cite)}; {cite(shape.final_cite)}]"))


@click.command("readings", cls=RulesrefCommand,
               short_help="Where the book is unclear, and how rulesref reads it.")
@json_option
def readings_command(as_json: bool) -> None:
    """List every point where the book is silent or ambiguous, with rulesref's reading."""
    from rulesref.games.livestock_uprising.answers.commands import readings

    found = readings()

    def text() -> str:
        if not found.model.readings:
            return "no readings recorded"
        lines = []
        for r in found.model.readings:
            lines += [f"{r.id}: {r.topic}", f"  question: {r.question}",
                      f"  reading: {r.reading}", f"  [{cite(r.cite)}]"]
        return "\n".join(lines)

    answer(found, as_json, text)


from rulesref.games.livestock_uprising.cli.play import COMMANDS  # noqa: E402

for _command in (odds_command, cost_command, army_command, board_command, readings_command,
                 *COMMANDS):
    livestock_group.add_command(_command)
