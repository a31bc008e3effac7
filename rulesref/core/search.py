"""Ranked search over the named objects of every installed ruleset.

Each game package exposes its objects (keywords, unit types, spells, cards, rules, terms...)
through a pure ``objects(model)`` function in its ``objects`` module; this module ranks them
for a query without knowing any game. Matching tolerates case, accents, typos
(``"Devestating"`` finds Devastating) and the bracket forms of numerical keywords
(``"Hero [+1]"`` finds Hero).

The ranking engine (:class:`SearchIndex`) is pure; :func:`game_packages` and
:func:`installed_index` are the one place that finds and loads the game packages.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Iterator, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from rulesref.core.citation import Citation
from rulesref.core.names import fold
from rulesref.core.record import record, result

if TYPE_CHECKING:
    from rulesref.core.sequences import Sequence as RulesSequence
    from rulesref.core.terms import PlayerWords

DEFAULT_LIMIT = 10
"""Results returned when no limit is given."""


class Kind(enum.Enum):
    """What sort of rules object a search result is."""

    KEYWORD = "keyword"
    """A keyword: a named ability or weakness a unit can have."""
    UNIT_TYPE = "unit-type"
    """A unit type or troop, with its profile or cost."""
    SPELL = "spell"
    """A spell a wizard can cast."""
    CARD = "card"
    """A card, or a kind of card."""
    RULE = "rule"
    """A numbered or named rule of play."""
    ARMY_RULE = "army-rule"
    """A rule the army validator enforces (its code is an alias)."""
    TERM = "term"
    """A glossary term."""
    PHASE = "phase"
    """A phase or step of the turn sequence."""
    TABLE = "table"
    """A dice table."""
    TABLE_RESULT = "table-result"
    """One result of a dice table: what a roll gives."""
    ALLEGIANCE = "allegiance"
    """A school of magic a wizard draws spells from."""
    ARTEFACT = "artefact"
    """An artefact an army can carry."""
    FACTION = "faction"
    """A side a player can play."""
    CLASS = "class"
    """A class of fighter with its ability."""
    TOKEN = "token"
    """A token placed in play and what it does."""
    COMPONENT = "component"
    """A physical component of the game."""
    DECK = "deck"
    """A deck of cards a game can be played with."""
    ATTRIBUTE = "attribute"
    """A printed attribute of a card that sets can be made of."""
    READING = "reading"
    """How rulesref reads a rule the book leaves unclear."""

    @property
    def label(self) -> str:
        """The kind in words (``unit type``)."""
        return self.value.replace("-", " ")


@record
class RulesObject:
    """One named thing of a ruleset that a player might look up."""

    name: str
    """The name as printed."""
    kind: Kind
    """What sort of thing it is."""
    game: str
    """The ruleset it belongs to: the name of the game's package."""
    summary: str
    """One line in rulesref's own words."""
    citation: Citation
    """Where it is printed."""
    aliases: tuple[str, ...] = ()
    """Other names it is known or printed by (an army rule's code is one)."""
    words: tuple[str, ...] = ()
    """Words players use for it that the book does not print as its name (``morale`` for a
    unit's Courage): found as well as an alias, ranked a little lower."""


@result
class Hit:
    """One search result: the object, its score and the name that matched."""

    object: RulesObject
    """The object found."""
    score: int
    """How well it matches, 0 to 100: 100 for the name or an alias exactly, else its
    ranking score against that of an exact name."""
    matched: str
    """The name or alias that matched, or ``"summary"`` when only the summary did."""


_BRACKETS = re.compile(r"\[[^\]]*\]|\([^)]*\)")
_NON_WORD = re.compile(r"[^\w']+")


def normalize(text: str) -> str:
    """The form names are compared in: folded, bracket parts dropped, punctuation as spaces
    (``"Hero [+1]"`` and ``"hero"`` are the same; ``"Short-Ranged"`` is ``"short ranged"``)."""
    plain = _BRACKETS.sub(" ", fold(text))
    return " ".join(_NON_WORD.sub(" ", plain).replace("'", "").split())


def document(obj: RulesObject) -> dict[str, Any]:
    """One object as a document of the shared index (:mod:`rulesref.core.searchrank`)."""
    return {"game": obj.game, "kind": obj.kind.value, "name": obj.name,
            "summary": obj.summary, "aliases": list(obj.aliases), "words": list(obj.words),
            "citation": str(obj.citation)}


class SearchIndex:
    """Objects prepared for ranking; build once, query many times. The ranking is
    :func:`rulesref.core.searchrank.rank`, the same the site's search page runs."""

    def __init__(self, objects: Iterable[RulesObject]) -> None:
        from rulesref.core import searchrank

        self._objects = tuple(objects)
        self.data = searchrank.build([document(o) for o in self._objects])
        """The index as JSON-ready data (what the site's search page loads)."""

    @property
    def objects(self) -> tuple[RulesObject, ...]:
        """Every object in the index, in the order given."""
        return self._objects

    @property
    def games(self) -> tuple[str, ...]:
        """The games of the objects, sorted."""
        return tuple(sorted({o.game for o in self._objects}))

    def search(self, query: str, *, game: str | None = None, kind: Kind | None = None,
               prefer: str | None = None, limit: int = DEFAULT_LIMIT) -> tuple[Hit, ...]:
        """The objects matching ``query``, best first (ties: by game, kind and name).

        ``game`` and ``kind`` restrict the results; ``prefer`` ranks that game's objects
        first at equal match; an empty tuple means nothing matched.

        :raises RulesError: for a query longer than
            :data:`~rulesref.core.searchrank.MAX_QUERY` characters (not echoed).
        """
        from rulesref.core import searchrank

        searchrank.check_query(query)
        ranked = searchrank.rank(self.data, query, game=game,
                                 kind=kind.value if kind is not None else None,
                                 prefer=prefer, limit=limit)
        if not ranked:
            return ()
        top = searchrank.best_possible(self.data, query)
        key = searchrank.plain(query)
        query_words = set(searchrank.words(query))
        docs = self.data["docs"]
        return tuple(Hit(self._objects[doc],
                         100 if key == docs[doc]["key"] or key in docs[doc]["keys"]
                         else min(99, round(100 * score / top)),
                         _matched(self._objects[doc], key, query_words))
                     for doc, score in ranked)


def _matched(obj: RulesObject, key: str, query_words: set[str]) -> str:
    """The name or alias that matched (one equal to the query first), else a word players
    use for it, else ``"summary"``."""
    from rulesref.core.searchrank import plain, words

    for name in (obj.name, *obj.aliases):
        if plain(name) == key:
            return name
    for name in (obj.name, *obj.aliases):
        if query_words & set(words(name)):
            return name
    for word in obj.words:
        if query_words & set(words(word)):
            return word
    if query_words & set(words(obj.summary)):
        return "summary"
    return obj.name


# --------------------------------------------------------------------------- the installed games

RULESETS_GROUP = "rulesref.rulesets"
"""The entry-point group rulesets register under."""


def _objects_module(module: str) -> str | None:
    """The ``objects`` module of the package ``module`` is in (or is), if it has one."""
    import importlib.util

    parts = module.split(".")
    while len(parts) > 1:
        candidate = ".".join((*parts, "objects"))
        try:
            if importlib.util.find_spec(candidate) is not None:
                return candidate
        except ModuleNotFoundError:
            pass
        parts.pop()
    return None


def game_packages() -> tuple[str, ...]:
    """The module names of the installed game packages that have an ``objects`` module,
    found through the ruleset registry."""
    from rulesref.core.registry import rulesets

    modules = [r.loader.split(":", 1)[0] for r in rulesets()]
    found = {m.rsplit(".", 1)[0] for m in map(_objects_module, modules) if m}
    return tuple(sorted(found))


def objects_of(package: str) -> tuple[RulesObject, ...]:
    """Load one game package's model and list its objects.

    :raises RulesDataError: when its shipped data is malformed.
    """
    import importlib

    model = importlib.import_module(package).load()
    objects: Sequence[RulesObject] = importlib.import_module(f"{package}.objects").objects(model)
    return tuple(objects)


@cache
def installed_index() -> SearchIndex:
    """The search index over every installed game's objects (built once per process).

    :raises RulesDataError: when a game's shipped data is malformed.
    """
    return SearchIndex(obj for package in game_packages() for obj in objects_of(package))


def find_game(name: str, games: Sequence[str]) -> str:
    """The game ``name`` stands for: its id, or a unique prefix of it; case, spaces and
    dashes are ignored.

    :raises UnknownNameError: with close matches.
    """
    from rulesref.core.names import suggest
    from rulesref.errors import UnknownNameError

    wanted = re.sub(r"[\s-]+", "_", fold(name))
    if wanted in games:
        return wanted
    prefixed = [g for g in games if g.startswith(wanted)] if wanted else []
    if len(prefixed) == 1:
        return prefixed[0]
    raise UnknownNameError("game", name, prefixed or suggest(name, games))


class Maker:
    """Builds one game's objects positionally: ``make(name, kind, summary, cite, aliases)``."""

    def __init__(self, game: str) -> None:
        self.game = game

    def __call__(self, name: str, kind: Kind, summary: str, cite: Citation,
                 aliases: tuple[str, ...] = ()) -> RulesObject:
        """One object of this game."""
        return RulesObject(name=name, kind=kind, game=self.game, summary=summary,
                           citation=cite, aliases=aliases)


def step_objects(make: Maker, sequences: Iterable[RulesSequence]) -> Iterator[RulesObject]:
    """Every step of a game's canonical sequences, with the sequence it belongs to."""
    for sequence in sequences:
        if sequence.canonical:
            for step in sequence.steps:
                yield make(step.name, Kind.PHASE, f"{sequence.name}: {step.summary}",
                           sequence.cite)


def with_sequences(objects: Sequence[RulesObject], make: Maker,
                   sequences: Iterable[RulesSequence]) -> tuple[RulesObject, ...]:
    """``objects`` and, after them, each canonical sequence as a whole, with its steps in
    order, unless an object already has its name (the step ``Doom Phase``, the term
    ``Super Army``), which then answers for it."""
    taken = {fold(obj.name) for obj in objects}
    extra = []
    for sequence in sequences:
        if sequence.canonical and fold(sequence.name) not in taken:
            taken.add(fold(sequence.name))
            count = len(sequence.steps)
            extra.append(make(
                sequence.name, Kind.PHASE,
                (f"{count} steps in order: " if count != 1 else "One step: ")
                + ", ".join(step.name for step in sequence.steps) + ".", sequence.cite))
    return (*objects, *extra)


def game_objects(game: str, objects: Iterable[RulesObject],
                 sequences: Iterable[RulesSequence],
                 words: Iterable[PlayerWords]) -> tuple[RulesObject, ...]:
    """One game's objects as search and the site hold them: ``objects`` without repeats
    (:func:`dedupe`), its sequences as a whole (:func:`with_sequences`), and the words
    players use for them (:func:`with_player_words`)."""
    found = with_sequences(tuple(dedupe(objects)), Maker(game), sequences)
    return with_player_words(found, words)


def with_player_words(objects: Sequence[RulesObject],
                      words: Iterable[PlayerWords]) -> tuple[RulesObject, ...]:
    """``objects`` with the words players use for them (:class:`~rulesref.core.terms.
    PlayerWords`) added, each to the object it names (of its kind, when it gives one).

    :raises RulesError: for words naming no object, or several of different kinds.
    """
    import dataclasses

    from rulesref.errors import RulesError

    extra: dict[int, list[str]] = {}
    for entry in words:
        found = [i for i, o in enumerate(objects) if fold(o.name) == fold(entry.name)
                 and (entry.kind is None or o.kind.value == entry.kind)]
        if not found or len({objects[i].kind for i in found}) > 1:
            kinds = sorted({objects[i].kind.value for i in found})
            raise RulesError(f"player words for {entry.name!r}"
                             + (f" ({entry.kind})" if entry.kind else "")
                             + (": no such object" if not found else
                                f": several kinds ({', '.join(kinds)}); give its kind"))
        for i in found:
            extra.setdefault(i, []).extend(entry.words)
    return tuple(dataclasses.replace(o, words=(*o.words, *extra[i])) if i in extra else o
                 for i, o in enumerate(objects))


def dedupe(objects: Iterable[RulesObject]) -> Iterator[RulesObject]:
    """The objects with repeats left out (the first one stays): a repeat is the same kind and
    name, or a glossary term named like any object before it."""
    seen: set[tuple[Kind, str]] = set()
    names: set[str] = set()
    for obj in objects:
        key = (obj.kind, fold(obj.name))
        if key in seen or (obj.kind is Kind.TERM and key[1] in names):
            continue
        seen.add(key)
        names.add(key[1])
        yield obj
