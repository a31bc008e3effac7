"""``rulesref livestock turn`` and ``super-army``: a player's turn phase by phase, and the
checklist for forming a Super Army and the rules it then plays by."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from rulesref.cli import RuleBroken, RulesrefCommand, domain_errors, emit, json_option

if TYPE_CHECKING:
    from rulesref.core.sequences import Sequence
    from rulesref.games.livestock_uprising.model import LivestockUprising


def _rules() -> LivestockUprising:
    from rulesref.games import livestock_uprising

    return livestock_uprising.load()


def _sequence(rules: LivestockUprising, seq_id: str | None) -> Sequence | None:
    return next((s for s in rules.sequences if s.id == seq_id and s.canonical), None)


def _reading(rules: LivestockUprising, reading_id: str | None) -> dict[str, str] | None:
    from rulesref.games.livestock_uprising.lookups import find_reading

    if reading_id is None:
        return None
    found = find_reading(rules, reading_id)
    return {"id": found.id, "reading": found.reading, "citation": str(found.cite)}


@click.command("turn", cls=RulesrefCommand,
               short_help="A player's turn, phase by phase, with what a Super Army changes.")
@json_option
def turn_command(as_json: bool) -> None:
    """Print the phases of a turn and their steps, with citations, the rule changes a Super
    Army brings and how the game ends."""
    from rulesref.games.livestock_uprising.lookups import find_reading

    with domain_errors(as_json):
        rules = _rules()
        st = rules.structure
        turn = _sequence(rules, st.round)
        if turn is None:
            raise click.ClickException("the data has no turn sequence")
        phases = [(step, _sequence(rules, step.substeps)) for step in turn.steps]
        transfer = find_reading(rules, "turn_transfer_step")
    data = {
        "phases": [{"name": step.name, "summary": step.summary,
                    "steps": [{"name": s.name, "summary": s.summary} for s in sub.steps]
                    if sub else [],
                    "citation": str(sub.cite if sub else turn.cite)}
                   for step, sub in phases],
        "changes": [{"source": c.source, "adds": list(c.adds), "skips": list(c.skips),
                     "citation": str(c.cite)} for c in st.round_changes],
        "end_conditions": [{"name": c.name, "summary": c.summary, "citation": str(c.cite)}
                           for c in st.end_conditions],
        "readings": [_reading(rules, transfer.id)],
        "citation": str(turn.cite),
    }

    def text() -> str:
        lines = [f"A turn  [{turn.cite}]"]
        for number, (step, sub) in enumerate(phases, start=1):
            lines.append(f"  {number}. {step.name}: {step.summary}")
            if sub is not None:
                lines += [f"     - {s.name}: {s.summary}" for s in sub.steps]
        for change in st.round_changes:
            what = ", ".join([*(f"adds {a}" for a in change.adds),
                              *(f"skips the {s}" for s in change.skips)])
            lines.append(f"  {change.source}: {what} [{change.cite.short()}]")
        for cond in st.end_conditions:
            lines.append(f"Game end ({cond.name}): {cond.summary}  [{cond.cite.short()}]")
        lines.append(f"  our reading ({transfer.id}): {transfer.reading}")
        lines.append(f"Then play passes to the left [{turn.cite.short()}]")
        return "\n".join(lines)

    emit(as_json, data, text)


@click.command("super-army", cls=RulesrefCommand,
               short_help="Checklist for forming a Super Army, and its rules.")
@click.option("--outside", type=click.IntRange(min=0), default=None, metavar="N",
              help="Generals not yet in the barn: exits 1 while any is outside.")
@click.option("--units", type=click.IntRange(min=0), default=None, metavar="N",
              help="Units the Super Army would hold: checked against its size limit.")
@json_option
def super_army_command(outside: int | None, units: int | None, as_json: bool) -> None:
    """Print what forming a Super Army takes, step by step, and the rules it then plays by.

    With --outside or --units it checks whether the player may form it now (exit 1 when not).
    """
    from rulesref.games.livestock_uprising.lookups import army_rule

    with domain_errors(as_json):
        rules = _rules()
        seq = _sequence(rules, "super_army")
        if seq is None:
            raise click.ClickException("the data has no Super Army sequence")
        sup = rules.super_army
        size = army_rule(rules, "LU006")
    before = [r for r in sup.rules if r.cite == seq.cite]
    after = [r for r in sup.rules if r.cite != seq.cite]
    problems: list[dict[str, Any]] = []
    if outside:
        barn = next(r for r in sup.rules if r.id == "formation_in_barn")
        problems.append({"rule": barn.summary, "detail": f"{outside} General(s) outside",
                         "citation": str(barn.cite), "reading": barn.reading})
    if units is not None and size.limit is not None and units > size.limit:
        problems.append({"rule": size.summary, "detail": f"{units} units; at most {size.limit}",
                         "citation": str(size.cite), "reading": size.reading})
    data: dict[str, Any] = {
        "ready": not problems if (outside is not None or units is not None) else None,
        "problems": problems,
        "steps": [{"name": s.name, "summary": s.summary} for s in seq.steps],
        "conditions": [{"name": r.name, "summary": r.summary, "value": r.value,
                        "reading": _reading(rules, r.reading), "citation": str(r.cite)}
                       for r in before],
        "rules": [{"name": r.name, "summary": r.summary, "value": r.value,
                   "reading": _reading(rules, r.reading), "citation": str(r.cite)}
                  for r in after],
        "dice": sup.dice.value,
        "casualties": sup.casualties.value,
        "movement": sup.movement.value,
        "size_limit": {"limit": size.limit, "reading": _reading(rules, size.reading),
                       "citation": str(size.cite)},
        "citation": str(seq.cite),
    }

    def text() -> str:
        lines = []
        if problems:
            lines.append("not yet:")
            lines += [f"  - {p['detail']}: {p['rule']} [{p['citation']}]" for p in problems]
        elif data["ready"]:
            lines.append("ready to form a Super Army")
        lines.append(f"Forming a Super Army  [{seq.cite}]")
        lines += [f"  [ ] {n}. {s.name}: {s.summary}" for n, s in enumerate(seq.steps, 1)]
        for r in before:
            note = f" (our reading {r.reading})" if r.reading else ""
            lines.append(f"  note: {r.name}: {r.summary}{note}")
        lines.append(f"Then  [{after[0].cite if after else seq.cite}]")
        for r in after:
            note = f" (our reading {r.reading})" if r.reading else ""
            lines.append(f"  - {r.name}: {r.summary}{note}")
        lines.append(f"  - at most {size.limit} units (our reading {size.reading})"
                     if size.reading else f"  - at most {size.limit} units")
        return "\n".join(lines)

    emit(as_json, data, text)
    if problems:
        raise RuleBroken("")


COMMANDS = (turn_command, super_army_command)
"""The commands this module adds to ``rulesref livestock``."""
