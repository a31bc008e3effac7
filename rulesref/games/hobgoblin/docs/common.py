"""What every Hobgoblin page generator shares: the context, labels, links and small blocks."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.core.effect_words import describe
from rulesref.core.effects import Effect, keyword_of, trait_of
from rulesref.core.keywords import KeywordRef
from rulesref.docs import rst
from rulesref.docs.linker import Linker, Term
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.model import Hobgoblin

GAME = "hobgoblin"


@dataclass(frozen=True)
class Context:
    """The model and the linker a page is generated from."""

    rules: Hobgoblin
    links: Linker
    game: str = GAME


@cache
def context(rules: Hobgoblin) -> Context:
    """The page context of a loaded ruleset (built once per model)."""
    return Context(rules, linker(rules))


def linker(rules: Hobgoblin) -> Linker:
    """A linker for every keyword and unit type of ``rules`` and every other named object.

    Only keywords and unit types are looked for in free text; the other objects are known
    so that :meth:`Linker.ref` can link them by name.
    """
    terms: list[Term] = []
    for unit in rules.unit_types:
        terms += [Term(n, "unittype", unit.name) for n in (unit.name, *unit.aliases)]
    for kw in lookups.all_keyword_defs(rules):
        terms += [Term(n, "keyword", kw.name, kw.numeric) for n in (kw.name, *kw.aliases)]
    found = Linker.from_terms(terms)
    known = dict(found.known)
    extra: list[tuple[str, str]] = [("allegiance", a.name) for a in rules.allegiances]
    extra += [("spell", s.name) for a in rules.allegiances for s in a.spells]
    extra += [("card", c.name) for c in rules.fortune.cards]
    extra += [("artefact", a.name) for a in rules.artefacts]
    extra += [("terrain", t.name) for t in rules.terrain_examples.examples]
    extra += [(section_objtype(s.id), r.name) for s in rules.sections for r in s.rules]
    extra += [("rule", r.code) for r in rules.army_rules]
    extra += [("result", e.result) for t in rules.dice_tables if t.id != "scenario"
              for e in t.entries]
    for objtype, name in extra:
        known.setdefault((objtype, names.fold(name)), name)
    return Linker(found.terms, found.pattern, known)


SCENARIO_SECTIONS = frozenset({"scenarios", "narrative_scenarios"})


def section_objtype(section_id: str) -> str:
    """The object type of a section's named rules: scenarios, or plain rules."""
    return "scenario" if section_id in SCENARIO_SECTIONS else "rule"


#: The object type of each kind of rule the effect walk and the source lists name.
RULE_OBJTYPES = {"unit type": "unittype", "keyword": "keyword", "spell": "spell",
                 "card": "card", "artefact": "artefact", "terrain": "terrain"}


def rule_objtype(kind: str, group_id: str = "") -> str:
    """The object type of a rule of ``kind`` (a table result or a section's rule by the id of
    its table or section); ``""`` for a kind with no objects (a rule of play)."""
    if kind == "table":
        return "scenario" if group_id == "scenario" else "result"
    if kind == "section":
        return section_objtype(group_id)
    return RULE_OBJTYPES.get(kind, "")


def page_label(ctx: Context, path: str) -> str:
    """The label at the top of a generated page: ``hobgoblin-keywords``."""
    return f"{ctx.game}-{path.replace('/', '-')}"


def page_ref(ctx: Context, path: str, title: str | None = None) -> str:
    """A link to a generated page."""
    return rst.role("ref", page_label(ctx, path), title)


def cell_label(ctx: Context, attacker: str, defender: str) -> str:
    """The label of a chart cell's explanation on the hidden-logic page."""
    return f"{ctx.game}-tn-{rst.slug(attacker)}-{rst.slug(defender)}"


def hit_chance(target: int) -> str:
    """The chance one die hits, as sixths: a 6 always hits, a 1 always misses."""
    return f"{min(5, max(1, 7 - target))}/6"


def cell_ref(ctx: Context, attacker: str, defender: str, value: int) -> str:
    """A colour-graded chart cell linking to its explanation, with its popover's summary
    and the chart's citation."""
    chart = lookups.canonical_chart(ctx.rules)
    summary = (f"Hits on {value}+: a {hit_chance(value)} chance per die, before keywords. "
               "The link shows how the hidden logic gives this number.")
    return rst.cell_role(cell_label(ctx, attacker, defender), f"{value}+",
                         f"{attacker} attacking {defender}", summary, chart.cite.short())


def cite(c: Citation) -> str:
    """A citation as reST: page and section."""
    return rst.inline(c.short())


def obj(
    objtype: str, name: str, summary: str, body: Iterable[str], *,
    aliases: Iterable[str] = (), annotation: str = "",
) -> Iterator[str]:
    """A ``rules`` domain object: its name, tooltip summary and body lines."""
    options = [("summary", rst.option_text(summary))]
    alias_list = [a for a in aliases if a]
    if alias_list:
        options.append(("aliases", "; ".join(alias_list)))
    if annotation:
        options.append(("annotation", rst.option_text(annotation)))
    yield from rst.directive(f"rules:{objtype}", name, options, body)


def keyword_list(ctx: Context, texts: Iterable[str]) -> str:
    """Keyword references (``Ranged [24]``) as links, comma-separated."""
    return ", ".join(ctx.links.ref("keyword", t) for t in texts)


_FIELDS = (("Gives", ("grant",)), ("Takes away or ignores", ("remove", "ignore")),
           ("Forbids", ("forbid",)), ("Refers to", ("mention",)))


def effect_fields(ctx: Context, effects: Iterable[Effect]) -> list[tuple[str, str]]:
    """Fields for what a rule's effects do with keywords (gives, takes away or ignores,
    forbids, refers to; a keyword a condition tests for is referred to), linked, and every
    effect in plain words."""
    effects = list(effects)
    fields = []
    for title, kinds in _FIELDS:
        shown: list[str] = []
        for effect in effects:
            if effect.kind not in kinds:
                continue
            written = keyword_of(effect)
            trait = trait_of(effect)
            shown.append(ctx.links.ref("keyword", written) if written
                         else rst.inline(f"a {trait} keyword") if trait else "")
        if title == "Refers to":
            shown += [ctx.links.ref("keyword", t.keyword) for e in effects
                      for c in (e.requires, e.condition) if c is not None for t in c.tests()
                      if t.keyword and ctx.links.has("keyword", KeywordRef.parse(t.keyword).name)]
        fields.append((title, ", ".join(dict.fromkeys(x for x in shown if x))))
    fields.append(("Effects", "; ".join(rst.inline(describe(e)) for e in effects)))
    return fields


def page_start(ctx: Context, path: str, title: str) -> Iterator[str]:
    """The label and title every generated page starts with."""
    yield from rst.heading(title, 0, label=page_label(ctx, path))
