"""What every Hogs of War page generator shares: the section context and its linker."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from rulesref.docs.blocks import Section, capitalised, make_linker
from rulesref.docs.linker import Linker
from rulesref.docs.linker import Term as LinkTerm
from rulesref.games.hogs_of_war.model import Action, HogsOfWar, Reading

GAME = "hogs_of_war"

#: Names on nearly every line of the rules; linking each would bury the useful links.
PLAIN = frozenset({"Hog"})


@dataclass(frozen=True)
class Context:
    """The model and the section a page is generated from."""

    rules: HogsOfWar
    section: Section


@cache
def context(rules: HogsOfWar) -> Context:
    """The page context of a loaded ruleset (built once per model)."""
    return Context(rules, Section(GAME, rules.title, linker(rules), paged=False))


def action_names(action: Action) -> list[str]:
    """The heading, the listed wording and the other names of an action."""
    return list(dict.fromkeys([action.name, action.listed_as, *action.aliases]))


def linker(rules: HogsOfWar) -> Linker:
    """Named cards, Hog classes, the actions and the capitalised glossary terms link in
    running text; every glossary term can be linked by name."""
    free: list[LinkTerm] = []
    for card in rules.named_cards:
        free += [LinkTerm(n, "card", card.name) for n in (card.name, *card.aliases)]
    free += [LinkTerm(c.name, "unittype", c.name) for c in rules.hog_classes]
    for action in rules.actions.actions:
        free += [LinkTerm(n, "rule", action.name) for n in capitalised(action_names(action))]
    known: list[LinkTerm] = []
    for term in rules.terms:
        spellings = [term.name, *term.aliases]
        known += [LinkTerm(n, "term", term.name) for n in spellings]
        if term.name not in PLAIN:
            free += [LinkTerm(n, "term", term.name) for n in capitalised(spellings)]
    return make_linker(free, known)


def term_ref(ctx: Context, name: str) -> str:
    """A link to the glossary entry for ``name``, or the name as text if it has none."""
    return ctx.section.links.ref("term", name)


def readings_line(ctx: Context, readings: Iterable[Reading], lead: str = "Our readings: ") -> str:
    """Links to readings, after ``lead``; empty when there are none."""
    links = [ctx.section.reading_ref(r.id) for r in readings]
    return lead + ", ".join(links) if links else ""
