"""Livestock Uprising's glossary and readings pages."""

from __future__ import annotations

from collections.abc import Iterator

from rulesref.core import names
from rulesref.docs import rst
from rulesref.docs.blocks import ReadingView, readings_page, term_entry
from rulesref.docs.schema import member_docs
from rulesref.games.livestock_uprising.docs.common import Context
from rulesref.games.livestock_uprising.model import TermKind

KIND_TITLES = {
    TermKind.COMPONENT: "Components",
    TermKind.UNIT: "Units",
    TermKind.RESOURCE: "Resources",
    TermKind.TILE: "Tiles",
    TermKind.PHASE: "Phases",
    TermKind.STATUS: "Statuses",
    TermKind.CONCEPT: "Concepts",
}


def glossary_page(ctx: Context) -> Iterator[str]:
    """Every game term, by what it names, with every name it is printed under."""
    rules, sec = ctx.rules, ctx.section
    yield from sec.start("glossary", "Glossary")
    undefined = [t for t in rules.terms if not t.defined]
    yield from rst.paragraph(
        f"The {len(rules.terms)} terms the rules lean on, each under the name the book uses "
        f"most, with its other printed forms. The book leaves {len(undefined)} of them "
        "unexplained; the " + sec.ref("verification", "term check") + " reports those and "
        "every term printed under more than one name.")
    docs = member_docs(TermKind)
    for kind in TermKind:
        terms = sorted((t for t in rules.terms if t.kind is kind),
                       key=lambda t: names.fold(t.name))
        if not terms:
            continue
        yield from rst.heading(KIND_TITLES[kind], 1)
        yield from rst.paragraph(rst.inline(docs.get(kind.name, "")))
        for term in terms:
            yield from term_entry(sec, term)


def _used_by(ctx: Context) -> dict[str, list[str]]:
    """For each reading id, links to the rules and pages that rely on it."""
    rules, sec = ctx.rules, ctx.section
    out: dict[str, list[str]] = {}

    def note(reading: str | None, link: str) -> None:
        if reading:
            out.setdefault(reading, []).append(link)

    for rule in (*rules.play_rules, *rules.super_army.rules):
        note(rule.reading, sec.links.ref("rule", rule.name))
    for army in rules.army_rules:
        note(army.reading, sec.links.ref("rule", army.code))
    for change in rules.state_changes:
        note(change.reading, sec.ref("turn", f"{change.name} (the turn)"))
    sup = rules.super_army
    for reading in (rules.battle.no_defense.reading, sup.roll_reading, sup.clash_reading,
                    sup.casualties_reading):
        note(reading, sec.ref("battle-odds", "the battle odds"))
    return out


def readings_views(ctx: Context) -> list[ReadingView]:
    """Every reading of the model, ready for the readings page."""
    sec = ctx.section
    used = _used_by(ctx)
    return [ReadingView(id=r.id, title=r.topic or r.id, question=r.question, reading=r.reading,
                        kind=r.kind,
                        cites=(r.cite, *(p.cite for p in r.see_also)),
                        alternatives=tuple(sec.text(a) for a in r.alternatives),
                        used_by=tuple(dict.fromkeys(used.get(r.id, ()))))
            for r in ctx.rules.readings]


def livestock_readings_page(ctx: Context) -> Iterator[str]:
    """The readings page."""
    return readings_page(ctx.section, readings_views(ctx))
