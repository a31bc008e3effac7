"""What every Livestock Uprising page generator shares: the section context and its linker."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from rulesref.docs import rst
from rulesref.docs.blocks import Section, capitalised, make_linker
from rulesref.docs.linker import Linker
from rulesref.docs.linker import Term as LinkTerm
from rulesref.games.livestock_uprising import lookups
from rulesref.games.livestock_uprising.model import Amount, LivestockUprising

GAME = "livestock_uprising"

#: Names on nearly every line of the rules; linking each would bury the useful links.
PLAIN = frozenset({"General"})


@dataclass(frozen=True)
class Context:
    """The model and the section a page is generated from."""

    rules: LivestockUprising
    section: Section


@cache
def context(rules: LivestockUprising) -> Context:
    """The page context of a loaded ruleset (built once per model)."""
    return Context(rules, Section(GAME, rules.book.title, linker(rules),
                                  paged=rules.book.paginated))


def all_rules(rules: LivestockUprising) -> list[tuple[str, str]]:
    """Every named rule of play: (name, what kind of rule), army rules by their code."""
    out = [(r.name, "rule of play") for r in rules.play_rules]
    out += [(r.name, "Super Army rule") for r in rules.super_army.rules]
    out += [(r.code, "army rule") for r in rules.army_rules]
    return out


def linker(rules: LivestockUprising) -> Linker:
    """Troops, Special Forces, tile kinds and the capitalised game terms link in running
    text; rules of play and every term can be linked by name."""
    free: list[LinkTerm] = []
    for unit in lookups.all_units(rules):
        aliases = getattr(unit, "aliases", ())
        free += [LinkTerm(n, "unittype", unit.name) for n in (unit.name, *aliases)]
    free += [LinkTerm(t.name, "terrain", t.name) for t in rules.board.tile_kinds]
    known: list[LinkTerm] = []
    for term in rules.terms:
        spellings = [term.name, *term.aliases]
        known += [LinkTerm(n, "term", term.name) for n in spellings]
        if term.name not in PLAIN:
            free += [LinkTerm(n, "term", term.name) for n in capitalised(spellings)]
    known += [LinkTerm(name, "rule", name) for name, _ in all_rules(rules)]
    known += [LinkTerm(r.name, "rule", r.code) for r in rules.army_rules]
    return make_linker(free, known)


def ref_printed(ctx: Context, objtype: str, name: str) -> str:
    """A link to ``name``, also found through its singular (``General Cards`` links to
    the term General Card), shown as printed."""
    links = ctx.section.links
    for candidate in (name, name[:-1] if name.endswith("s") else name):
        if links.has(objtype, candidate):
            return links.ref(objtype, candidate, name)
    return rst.inline(name)


def cost_text(rules: LivestockUprising, amounts: Iterable[Amount]) -> str:
    """A cost as the book writes it: ``1 Grass, 2 Hay``."""
    return lookups.totals_text(rules, amounts)


def reading_links(ctx: Context, reading_ids: Iterable[str | None]) -> str:
    """Links to the readings with these ids (``None`` skipped)."""
    return ", ".join(ctx.section.reading_ref(r) for r in reading_ids if r)
