"""The ``search`` command: ranked search over the named objects of every installed game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from rulesref.cli import RulesrefCommand, emit, json_option
from rulesref.core.search import DEFAULT_LIMIT, Kind

if TYPE_CHECKING:
    from rulesref.core.search import Hit, RulesObject

MAX_LIMIT = 100
"""Most results one search returns."""


def object_json(obj: RulesObject) -> dict[str, Any]:
    """The JSON object of one rules object."""
    return {"name": obj.name, "kind": obj.kind.value, "game": obj.game,
            "summary": obj.summary, "citation": str(obj.citation), "aliases": list(obj.aliases)}


def hit_json(hit: Hit) -> dict[str, Any]:
    """The JSON object of one search result: the object, its score and what matched."""
    return {**object_json(hit.object), "score": hit.score, "matched": hit.matched}


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
@click.option("--limit", type=click.IntRange(1, MAX_LIMIT), default=DEFAULT_LIMIT,
              show_default=True, help="Most results to list.")
@json_option
def search_command(query: str, game: str | None, kind: str | None, limit: int,
                   as_json: bool) -> None:
    """Search every installed game for QUERY, best matches first.

    Names match regardless of case and accents, with typos (Devestating) and with a
    numerical keyword's bracket (Hero [+1]); summaries are searched too.
    """
    from rulesref.core.search import find_game, installed_index

    index = installed_index()
    only_game = find_game(game, index.games) if game is not None else None
    only_kind = Kind(kind.lower()) if kind is not None else None
    hits = index.search(query, game=only_game, kind=only_kind, limit=limit)
    data = {"query": query, "game": only_game, "kind": kind and kind.lower(),
            "results": [hit_json(h) for h in hits]}

    def text() -> str:
        if not hits:
            where = f" in {only_game}" if only_game else ""
            return f"nothing{where} matches {query!r}"
        return "\n".join(_hit_text(h) for h in hits)

    emit(as_json, data, text)
