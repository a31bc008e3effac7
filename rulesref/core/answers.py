"""The commands of every game that live in the core: ``search`` as a function returning an
answer record, and the specs of the commands of every game (:data:`COMMANDS`) for the
generated adapters. ``verify``'s function is in :mod:`rulesref_verify.answers` and
``lint``'s in :mod:`rulesref.lint.answers`; their specs are listed in :data:`SPECS`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesref.core import searchrank
from rulesref.core.commands import Command, Given, Param
from rulesref.core.record import result
from rulesref.errors import RulesError

if TYPE_CHECKING:
    from rulesref.core.search import Hit, RulesObject

#: Most results one search returns.
MAX_LIMIT = 100
#: The longest query searched: the ranking's own limit (longer ones are refused, unread).
MAX_QUERY = searchrank.MAX_QUERY


def object_json(obj: RulesObject) -> dict[str, Any]:
    """The JSON object of one rules object."""
    return {"name": obj.name, "kind": obj.kind.value, "game": obj.game,
            "summary": obj.summary, "citation": str(obj.citation), "aliases": list(obj.aliases)}


def hit_json(hit: Hit) -> dict[str, Any]:
    """The JSON object of one search result: the object, its score and what matched."""
    return {**object_json(hit.object), "score": hit.score, "matched": hit.matched}


def kinds() -> tuple[str, ...]:
    """The kinds of named objects (the choices of ``kind``)."""
    from rulesref.core.search import Kind

    return tuple(k.value for k in Kind)


def game_names() -> tuple[str, ...]:
    """Every installed game's id (the choices of ``game``)."""
    from rulesref.core.registry import names

    return names()


@result
class SearchAnswer(Given):
    """The named objects matching a query, best first."""

    query: str
    """The query as given."""
    game: str | None
    """The game the search was limited to."""
    kind: str | None
    """The kind of object the search was limited to."""
    hits: tuple[Hit, ...]
    """The matches, best first."""
    prefer: str | None = None
    """The game whose objects ranked first at equal match (the game asked about)."""
    offset: int = 0
    """How many better matches were skipped (to page through the results)."""


    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref search --json`` prints it."""
        data: dict[str, Any] = {"query": self.query, "game": self.game, "kind": self.kind,
                                "results": [hit_json(h) for h in self.hits]}
        if self.prefer:
            data["prefer"] = self.prefer
        if self.offset:
            data["offset"] = self.offset
        return data


def search(query: str, *, game: str | None = None, kind: str | None = None,
           prefer: str | None = None, limit: int = 10, offset: int = 0) -> SearchAnswer:
    """The named objects of every installed game (or of ``game``) matching ``query``, the
    objects of ``prefer`` (the game asked about) first at equal match.

    :raises RulesError: for an unknown game or kind, a query over :data:`MAX_QUERY`
        characters (not echoed), or a limit outside 1..:data:`MAX_LIMIT`.
    """
    from rulesref.core.search import Kind, find_game, installed_index

    if not 1 <= limit <= MAX_LIMIT or offset < 0:
        raise RulesError(f"limit must be 1 to {MAX_LIMIT} and offset at least 0")
    index = installed_index()
    only_game = find_game(game, index.games) if game is not None else None
    try:
        only_kind = Kind(kind.lower()) if kind is not None else None
    except ValueError:
        raise RulesError(f"unknown kind {kind!r}: one of {', '.join(kinds())}") from None
    preferred = find_game(prefer, index.games) if prefer is not None else None
    hits = index.search(query, game=only_game, kind=only_kind, prefer=preferred,
                        limit=offset + limit)
    return SearchAnswer(query=query, game=only_game, kind=kind and kind.lower(),
                        prefer=preferred, hits=hits[offset:], offset=offset)


COMMANDS: tuple[Command, ...] = (
    Command(
        name="search", game=None, run="rulesref.core.answers:search",
        title="Find a rules object by name in any game",
        description=(
            "Finds keywords, unit types, spells, cards, rules and terms of any game by name "
            "(typos allowed) or by a plain question, best first, with citations. Use it "
            "when unsure of a name or its game. Example: 'how many Mercury do I get'."),
        params=(Param(name="query", required=True, max_length=MAX_QUERY,
                      help="A name or a few words."),
                Param(name="game", choices="rulesref.core.answers:game_names",
                      help="Only this game."),
                Param(name="kind", choices="rulesref.core.answers:kinds",
                      help="Only this kind of object."),
                Param(name="prefer", choices="rulesref.core.answers:game_names",
                      help="The game asked about: its objects first."),
                Param(name="limit", type="integer", minimum=1, maximum=MAX_LIMIT, default=10,
                      help="Most results."),
                Param(name="offset", type="integer", minimum=0, maximum=1000,
                      help="Skip this many (the next page).")),
        pages="results", example={"query": "charge"}),
    Command(
        name="show", game=None, run="rulesref.core.show:show",
        title="Any rules object of any game, by name, with every effect in words",
        description=(
            "Any rules object by name, effects in words. Example: Cover."),
        params=(Param(name="name", required=True),
                Param(name="game", choices="rulesref.core.answers:game_names")),
        example={"name": "Cover"}),
)
"""The specs of ``search`` and ``show``."""

#: ``"module:attribute"`` of the spec tuples of the commands of every game: search here,
#: verify in the verification engine, lint in the linter (each imported only when listed).
SPECS = ("rulesref.core.answers:COMMANDS", "rulesref_verify.answers:COMMANDS",
         "rulesref.lint.answers:COMMANDS")
