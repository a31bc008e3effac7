"""The ``show`` command: any rules object of any installed game, by name."""

from __future__ import annotations

import click

from rulesref.cli import RulesrefCommand, answer, json_option


@click.command("show", cls=RulesrefCommand,
               short_help="Any rules object by name, with every effect in words.")
@click.argument("name")
@click.option("--game", metavar="GAME",
              help="Only this game (its id; a unique prefix is enough).")
@click.option("--book", "books", multiple=True, metavar="GAME=PATH",
              help="Your own copy of a game's book (PDF, text or Markdown; repeatable): each "
                   "object is shown with its rule's passage in it.")
@json_option
def show_command(name: str, game: str | None, books: tuple[str, ...], as_json: bool) -> None:
    """Show the rules object called NAME: keyword, unit type, spell, card, artefact, rule,
    term, phase or table, of any installed game, with its summary, citation, printed facts
    and every effect in words (whom, what, when, how long, under what condition)."""
    from rulesref.core.show import show
    from rulesref.lint.passages import read_books

    found = show(name, game, books=read_books(books))

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
            for r in item.readings:
                lines.append(f"  Reading {r.id} ({r.kind.value}): {r.reading} "
                             f"[{r.cite.short()}]")
                lines.extend(f"    other reading: {a}" for a in r.alternatives)
            for part, summary, cite in item.details.parts:
                where = f" [{cite.short()}]" if cite else ""
                lines.append(f"  - {part}" + (f": {summary}" if summary else "") + where)
            if item.book:
                lines.extend(_passage_lines(item.passage))
        return "\n".join(lines)

    answer(found, as_json, text)


def _passage_lines(passage: object) -> list[str]:
    """The passage of the user's copy, as lines (or a line saying it was not found)."""
    data = passage.to_json() if passage is not None else None  # type: ignore[attr-defined]
    if not data:
        return ["  In your copy: not found (no heading of that section near that page)"]
    page = f", p. {data['page']}" if data["page"] is not None else ""
    return [f"  In your copy ({data['file']}{page}, line {data['line']}):",
            *(f"    | {line}" for line in str(data["text"]).splitlines())]
