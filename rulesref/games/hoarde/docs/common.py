"""What every HOARDE page generator shares: the section context and its linker."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from rulesref.docs.blocks import Section, make_linker
from rulesref.docs.linker import Linker
from rulesref.docs.linker import Term as LinkTerm
from rulesref.games.hoarde.model import Hoarde

GAME = "hoarde"


@dataclass(frozen=True)
class Context:
    """The model and the section a page is generated from."""

    rules: Hoarde
    section: Section


@cache
def context(rules: Hoarde) -> Context:
    """The page context of a loaded ruleset (built once per model)."""
    return Context(rules, Section(GAME, rules.title, linker(rules), paged=False))


def linker(rules: Hoarde) -> Linker:
    """The card attributes and the decks link in running text (a deck only by its full
    name: a bare ``DECK`` may mean either); the rules of play can be linked by name."""
    free: list[LinkTerm] = []
    for attribute in rules.attributes:
        free += [LinkTerm(n, "term", attribute.name)
                 for n in (attribute.name, *attribute.aliases)]
    free += [LinkTerm(d.name, "term", d.name) for d in rules.decks]
    known = [LinkTerm(a, "term", d.name) for d in rules.decks for a in d.aliases]
    known += [LinkTerm(r.name, "rule", r.name) for r in rules.game_rules]
    return make_linker(free, known)


def reading_links(ctx: Context, reading_ids: Iterable[str | None]) -> str:
    """Links to the readings with these ids (``None`` skipped)."""
    return ", ".join(ctx.section.reading_ref(r) for r in reading_ids if r)
