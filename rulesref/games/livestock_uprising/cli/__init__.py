"""Livestock Uprising commands, grouped under ``rulesref livestock``: ``odds``, ``cost``,
``army``, ``board`` and ``readings``.

Exit codes as for every rulesref command: 0 success, 1 a rule is broken (an army over a
limit, an attack the rules forbid, units that cannot be paid for), 2 bad input.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from rulesref.cli import (
    BadInput,
    RuleBroken,
    RulesrefCommand,
    RulesrefGroup,
    domain_errors,
    emit,
    json_option,
    shown,
)
from rulesref.errors import RulesError, UnknownNameError

if TYPE_CHECKING:
    from rulesref.core.citation import Citation
    from rulesref.games.livestock_uprising.lookups import ArmyReport
    from rulesref.games.livestock_uprising.model import LivestockUprising
    from rulesref.games.livestock_uprising.odds import Odds

CLASH_CHOICES = ("compare_totals", "tie")


def _rules() -> LivestockUprising:
    from rulesref.games import livestock_uprising

    return livestock_uprising.load()


def _cite(cite: Citation) -> str:
    from rulesref.games.livestock_uprising.lookups import cite_text

    return cite_text(_rules(), cite)


def _prob(value: Fraction) -> dict[str, Any]:
    return {"fraction": str(value), "probability": round(float(value), 6)}


@click.group("livestock_uprising", cls=RulesrefGroup,
             short_help="Livestock Uprising: battle odds, marshalling costs, army checks.")
def livestock_group() -> None:
    """Look up Livestock Uprising rules: battle odds, marshalling costs, army limits."""


# --------------------------------------------------------------------------- odds


def _odds_json(result: Odds) -> dict[str, Any]:
    rules = _rules()
    sup, battle = rules.super_army, rules.battle
    from rulesref.games.livestock_uprising.lookups import find_reading

    return {
        "attack": result.attack,
        "defense": result.defense,
        "attacker_super": result.attacker_super,
        "defender_super": result.defender_super,
        "allowed": result.allowed,
        "dice": {"attacker": sup.dice.value if result.attacker_super
                 else battle.attack_dice.value,
                 "defender": sup.dice.value if result.defender_super
                 else battle.defense_dice.value},
        "attacker_wins": _prob(result.attacker_wins),
        "tie": _prob(result.tie),
        "defender_wins": _prob(result.defender_wins),
        "automatic": _prob(result.automatic),
        "routes": [{"route": r.route, "result": r.result.value, **_prob(r.probability),
                    "automatic": r.automatic, "reading": r.reading, "citation": _cite(r.cite)}
                   for r in result.routes],
        "casualties": {res.value: {"side": c.side.value, "count": c.count,
                                   "reading": c.reading, "citation": _cite(c.cite)}
                       for res, c in result.casualties.items()},
        "destroys_troopless": result.destroys_troopless,
        "clash_reading": result.clash.value,
        "readings": [{"id": rid, "reading": find_reading(rules, rid).reading,
                      "citation": _cite(find_reading(rules, rid).cite)}
                     for rid in result.readings],
        "citation": _cite(battle.outcomes[0].cite),
    }


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
                     f"[{_cite(r.cite)}]" for r in automatic)
    for res, cas in result.casualties.items():
        lines.append(f"  if {res.value.replace('_', ' ')}: the {cas.side.value} discards "
                     f"{cas.count} unit(s)")
    if result.destroys_troopless:
        lines.append("  a defending General with no troops at all is destroyed")
    if result.readings:
        lines.append(f"  depends on readings: {', '.join(result.readings)} "
                     "(see 'rulesref livestock readings')")
    lines.append(f"  [{_cite(_rules().battle.outcomes[0].cite)}]")
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
    from rulesref.games.livestock_uprising.model import ClashReading
    from rulesref.games.livestock_uprising.odds import battle_odds

    with domain_errors(as_json):
        result = battle_odds(_rules(), attack, defense, attacker_super=attacker_super,
                             defender_super=defender_super,
                             clash=ClashReading(clash) if clash else None)
    rule = result.blocked_by
    if rule is not None:
        message = (f"this attack is not allowed: {rule.summary} "
                   f"(needs {rule.value}, has {attack}) [{_cite(rule.cite)}]")
        emit(as_json, {**_odds_json(result), "rule": {
            "summary": rule.summary, "value": rule.value, "citation": _cite(rule.cite)}},
            lambda: message)
        raise RuleBroken("")
    emit(as_json, _odds_json(result), lambda: _odds_text(result))


# --------------------------------------------------------------------------- cost


@click.command("cost", cls=RulesrefCommand,
               short_help="Resource tokens needed to marshal units.")
@click.argument("units", nargs=-1, required=True)
@click.option("--have", multiple=True, metavar="RESOURCE=N",
              help="Tokens held (repeatable): Grass=3 or '3 Grass'. Exits 1 if short.")
@json_option
def cost_command(units: tuple[str, ...], have: tuple[str, ...], as_json: bool) -> None:
    """Print what marshalling UNITS costs ('2x Dynamite Donkey' counts two)."""
    from rulesref.games.livestock_uprising.lookups import (
        amounts_json,
        expand_units,
        marshal_cost,
        parse_resources,
        shortfall,
        totals_text,
    )

    rules = _rules()
    with domain_errors(as_json):
        bill = marshal_cost(rules, expand_units(rules, units))
        held = parse_resources(rules, have) if have else None
    missing = shortfall(rules, bill, held) if held is not None else ()
    data: dict[str, Any] = {
        "units": [{"unit": ln.unit, "kind": ln.kind, "count": ln.count,
                   "each": amounts_json(ln.each), "citation": _cite(ln.cite)}
                  for ln in bill.lines],
        "total": amounts_json(bill.totals),
        "tokens": bill.tokens,
    }
    if held is not None:
        data.update(have=amounts_json(held), affordable=not missing,
                    missing=amounts_json(missing))

    def text() -> str:
        lines = [f"{totals_text(rules, bill.totals)}  ({bill.tokens} tokens)"]
        lines.extend(f"  {ln.count} x {ln.unit} ({ln.kind}): {totals_text(rules, ln.each)} each "
                     f"[{_cite(ln.cite)}]" for ln in bill.lines)
        if held is not None:
            lines.append("  affordable" if not missing
                         else f"  short of {totals_text(rules, missing)}")
        return "\n".join(lines)

    emit(as_json, data, text)
    if missing:
        raise RuleBroken("")


# --------------------------------------------------------------------------- army


def _parse_general(text: str) -> dict[str, Any]:
    name, sep, rest = text.partition(":")
    if not sep:
        name, rest = "", text
    units = [u.strip() for u in rest.split(",") if u.strip()]
    return {"name": name.strip() or None, "units": units}


def _army_text(report: ArmyReport) -> str:
    status = "legal" if report.legal else f"ILLEGAL: {len(report.violations)} rule(s) broken"
    lines = [f"army: {status}" + (f" ({report.faction})" if report.faction else "")]
    for group in report.groups:
        lines.append(f"  {group.label}: {len(group.units)} unit(s)"
                     + (f": {', '.join(group.units)}" if group.units else ""))
    for v in report.violations:
        lines.append(f"  error {v.rule.code} at {v.where}: {v.message}")
        lines.append(f"      rule: {v.rule.name}: {v.rule.summary} [{_cite(v.rule.cite)}]")
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
    from rulesref.games.livestock_uprising.reports import applied_readings

    return applied_readings(_rules(), report)


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
    from rulesref.core.loader import validate
    from rulesref.core.yamlio import Document
    from rulesref.games.livestock_uprising.lookups import ArmyList, load_army, validate_army

    if (file is None) == (not generals):
        raise BadInput("give an army FILE or one or more --general options (not both)")
    with domain_errors(as_json):
        if file is not None:
            army = load_army(file)
            if faction or super_army:
                army = ArmyList(faction=faction or army.faction,
                                super_army=super_army or army.super_army,
                                generals=army.generals)
        else:
            data = {"faction": faction, "super_army": super_army,
                    "generals": [_parse_general(g) for g in generals]}
            army = validate(ArmyList, data, Document("--general", data, {}))
        try:
            report = validate_army(_rules(), army)
        except UnknownNameError:
            raise
        except RulesError as exc:  # a count the box cannot hold: name the file
            raise RulesError(f"{file}: {exc}" if file is not None else str(exc)) from None
    from rulesref.games.livestock_uprising.reports import army_json

    emit(as_json, army_json(_rules(), report), lambda: _army_text(report))
    if not report.legal:
        raise RuleBroken("")


# --------------------------------------------------------------------------- board, readings


@click.command("board", cls=RulesrefCommand,
               short_help="Starting and final board size for a player count.")
@click.argument("players", type=int)
@json_option
def board_command(players: int, as_json: bool) -> None:
    """Print the starting and final grid for PLAYERS players."""
    from rulesref.games.livestock_uprising.lookups import board_for

    rules = _rules()
    with domain_errors(as_json):
        size = board_for(rules, players)
    (sc, sr), (fc, fr) = size.starting, size.final
    data = {"players": players, "starting": f"{sc}x{sr}", "final": f"{fc}x{fr}",
            "tiles": fc * fr, "starting_citation": _cite(rules.board.starting_cite),
            "final_citation": _cite(rules.board.final_cite)}
    emit(as_json, data, lambda: (
        f"{players} players: start {sc}x{sr}, final {fc}x{fr} ({fc * fr} tiles)\n"
        f"  [{_cite(rules.board.starting_cite)}; {_cite(rules.board.final_cite)}]"))


@click.command("readings", cls=RulesrefCommand,
               short_help="Where the book is unclear, and how rulesref reads it.")
@json_option
def readings_command(as_json: bool) -> None:
    """List every point where the book is silent or ambiguous, with rulesref's reading."""
    rules = _rules()
    data = {"readings": [{"id": r.id, "topic": r.topic, "question": r.question,
                          "reading": r.reading, "alternatives": list(r.alternatives),
                          "citation": _cite(r.cite),
                          "also": [_cite(p.cite) for p in r.see_also]}
                         for r in rules.readings]}

    def text() -> str:
        if not rules.readings:
            return "no readings recorded"
        lines = []
        for r in rules.readings:
            lines += [f"{r.id}: {r.topic}", f"  question: {r.question}",
                      f"  reading: {r.reading}", f"  [{_cite(r.cite)}]"]
        return "\n".join(lines)

    emit(as_json, data, text)


from rulesref.games.livestock_uprising.cli.play import COMMANDS  # noqa: E402

for _command in (odds_command, cost_command, army_command, board_command, readings_command,
                 *COMMANDS):
    livestock_group.add_command(_command)
