"""The ``show`` command: any rules object of any installed game, by name."""

from __future__ import annotations

import click

from rulesref.cli import RulesrefCommand, answer, json_option


@click.command("show", cls=RulesrefCommand,
               short_help="Any rules object by name, with every effect in words.")
@click.argument("name")
@click.option("--game", metavar="GAME",
              help="Only this game (its id; a unique prefix is enough).")
@json_option
def show_command(name: str, game: str | None, as_json: bool) -> None:
    """Show the rules object called NAME: keyword, unit type, spell, card, artefact, rule,
    term, phase or table, of any installed game, with its summary, citation, printed facts
    and every effect in words (whom, what, when, how long, under what condition)."""
    from rulesref.core.show import show

    found = show(name, game)

    def text() -> str:
        lines: list[str] = []
        for item in found.shown:
            obj = item.object
            if lines:
                lines.append("")
            lines += [f"{obj.name}  ({obj.kind.label}, {obj.game})", f"  {obj.summary}"]
            lines.extend(f"  {label}: {value}" for label, value in item.details.facts)
            if obj.aliases:
                lines.append(f"  Also called: {', '.join(obj.aliases)}")
            lines.append(f"  [{obj.citation}]")
            if item.effects:
                lines.append("  Effects:")
                lines.extend(f"    {e.text} [{e.cite.short()}]" for e in item.effects)
            for part, summary, cite in item.details.parts:
                where = f" [{cite.short()}]" if cite else ""
                lines.append(f"  - {part}" + (f": {summary}" if summary else "") + where)
        return "\n".join(lines)

    answer(found, as_json, text)
