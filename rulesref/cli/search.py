"""The ``search`` command: ranked search over the named objects of every installed game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from rulesref.cli import RulesrefCommand, answer, json_option
from rulesref.core.answers import MAX_LIMIT
from rulesref.core.answers import hit_json as hit_json
from rulesref.core.answers import object_json as object_json
from rulesref.core.search import DEFAULT_LIMIT, Kind

if TYPE_CHECKING:
    from rulesref.core.search import Hit


def _hit_text(hit: Hit) -> str:
    obj = hit.object
    also = f" (as {hit.matched})" if hit.matched not in (obj.name, "summary") else ""
    return (f"{obj.name}{also}  {obj.kind.label}, {obj.game}  [{obj.citation.short()}]\n"
            f"    {obj.summary}")


@click.command("search", cls=RulesrefCommand,
               short_help="Find keywords, unit types, spells, cards, rules, terms.")
@click.argument("query")
@click.option("--game", metavar="GAME",
              help="Only this game (its id as in the results; a unique prefix is enough).")
@click.option("--kind", type=click.Choice([k.value for k in Kind], case_sensitive=False),
              help="Only objects of this kind.")
@click.option("--prefer", metavar="GAME",
              help="The game you are asking about: its objects come first at equal match.")
@click.option("--limit", type=click.IntRange(1, MAX_LIMIT), default=DEFAULT_LIMIT,
              show_default=True, help="Most results to list.")
@json_option
def search_command(query: str, game: str | None, kind: str | None, prefer: str | None,
                   limit: int, as_json: bool) -> None:
    """Search every installed game for QUERY, best matches first.

    Names match regardless of case and accents, with typos (Devestating), with a numerical
    keyword's bracket (Hero [+1]) and in players' own words ("morale", "how many Mercury do
    I get"); summaries are searched too. The website's search ranks the same way.
    """
    from rulesref.core.answers import search

    found = search(query, game=game, kind=kind, prefer=prefer, limit=limit)

    def text() -> str:
        if not found.hits:
            where = f" in {found.game}" if found.game else ""
            return f"nothing{where} matches {query!r}"
        return "\n".join(_hit_text(h) for h in found.hits)

    answer(found, as_json, text)
