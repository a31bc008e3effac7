"""``rulesref livestock turn`` and ``super-army``: a player's turn phase by phase, and the
checklist for forming a Super Army and the rules it then plays by."""

from __future__ import annotations

import click

from rulesref.cli import RulesrefCommand, answer, json_option


@click.command("turn", cls=RulesrefCommand,
               short_help="A player's turn, phase by phase, with what a Super Army changes.")
@json_option
def turn_command(as_json: bool) -> None:
    """Print the phases of a turn and their steps, with citations, the rule changes a Super
    Army brings and how the game ends."""
    from rulesref.games.livestock_uprising.answers.commands import turn

    found = turn()
    turn_seq, st, phases, transfer = found.turn, found.model.structure, found.phases, \
        found.transfer

    def text() -> str:
        lines = [f"A turn  [{turn_seq.cite}]"]
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
        lines.append(f"Then play passes to the left [{turn_seq.cite.short()}]")
        return "\n".join(lines)

    answer(found, as_json, text)


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
    from rulesref.games.livestock_uprising.answers.commands import super_army

    found = super_army(outside=outside, units=units)
    seq, size, problems, before, after = (found.steps, found.size, found.problems,
                                          found.before, found.after)

    def text() -> str:
        lines = []
        if problems:
            lines.append("not yet:")
            lines += [f"  - {p['detail']}: {p['rule']} [{p['citation']}]" for p in problems]
        elif found.asked:
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

    answer(found, as_json, text)


COMMANDS = (turn_command, super_army_command)
"""The commands this module adds to ``rulesref livestock``."""
