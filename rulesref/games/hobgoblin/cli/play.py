"""Playing commands: ``turn``."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from rulesref.cli import RulesrefCommand, answer, json_option

if TYPE_CHECKING:
    from rulesref.games.hobgoblin.answers.turn import TurnStep


@click.command("turn", cls=RulesrefCommand,
               short_help="The battle round phase by phase, step by step, cited.")
@json_option
def turn_command(as_json: bool) -> None:
    """Print how a game of Hobgoblin runs: the set-up, then the battle round's phases and
    their steps in the book's order, each with what happens and the rules that apply there;
    how many rounds, what changes the round, and how the game ends."""
    from rulesref.games.hobgoblin.answers.turn import turn

    found = turn()

    def text() -> str:
        lines = [f"Before the first round  [{found.setup_cite}]"]
        lines += _step_lines(found.setup, "  ")
        lines.append(f"A battle round  [{found.round_cite}]")
        lines += _step_lines(found.round, "  ")
        if found.shared:
            lines.append("Rules at a step of more than one phase:")
            lines += [f"  at {step}: {r.name}: {r.summary} [{r.cite.short()}]"
                      for step, r in found.shared]
        if found.rounds is not None:
            lines.append(f"The game lasts {found.rounds} battle rounds "
                         f"[{found.rounds_cite.short()}]")
        for change in found.changes:
            what = [f"{change.rounds} rounds"] if change.rounds is not None else []
            what += [f"adds {a}" + (f" after the {change.after}" if change.after else "")
                     for a in change.adds]
            what += [f"skips {s}" for s in change.skips]
            lines.append(f"  {change.source}: {', '.join(what)} [{change.cite.short()}]")
        for cond in found.end_conditions:
            lines.append(f"Game end ({cond.name}): {cond.summary} [{cond.cite.short()}]")
        return "\n".join(lines)

    answer(found, as_json, text)


def _step_lines(steps: tuple[TurnStep, ...], indent: str) -> list[str]:
    lines = []
    for number, step in enumerate(steps, start=1):
        lines.append(f"{indent}{number}. {step.name}: {step.summary}")
        lines += [f"{indent}   rule: {r.name}: {r.summary} [{r.cite.short()}]"
                  for r in step.rules]
        if step.steps:
            lines.append(f"{indent}   [{step.steps[0].cite.short()}]")
            lines += _step_lines(step.steps, indent + "   ")
    return lines
