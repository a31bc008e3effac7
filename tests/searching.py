"""What each game's search tests share: the first result for a query, as a player of that game
(the game they came from preferred) would get it."""

from __future__ import annotations

from rulesref.core.search import Kind, installed_index


def first(query: str, game: str) -> tuple[str, str, Kind]:
    """The name, game and kind of the first result for ``query``, ``game`` preferred."""
    best = installed_index().search(query, prefer=game)[0].object
    return best.name, best.game, best.kind
