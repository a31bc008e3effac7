"""Terms in a report: the one check over any ruleset's glossary (its
:class:`~rulesref.core.terms.Term` records), and where each term and variant is used.

A ruleset says where its data uses names (:class:`Use`), and may name other things it
defines (units, components, sections) that count as known; :func:`terms_check` makes the
check from those two functions. The check finds names used but defined nowhere and variants
claimed by two terms. It never echoes the glossary back: a term's variants are facts of the
glossary, and a term the book does not explain is a reading (see :mod:`.readings`).
:func:`check_circular_conditions`, which the runner gives every ruleset, finds a condition
counted over a defined class that asks of its members what the definition rules out.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from rulesref.core.names import fold
from rulesref.core.terms import Term
from rulesref_verify.findings import Finding, Kind, facts


@dataclass(frozen=True, slots=True)
class Use:
    """One place the data uses a name that the glossary should know."""

    name: str
    """The name as used."""
    where: str
    """Who uses it, for people (``the Hide action``)."""
    citation: str
    """The citation of the using rule."""
    file: str | None = None
    """The data file the use is in."""
    key: str | None = None
    """Where in the file (a dotted path or a name to find)."""


def singular(name: str) -> str:
    """``name`` folded, with its last word singular (``Troop Cards`` as ``troop card``), so a
    plural use finds its term."""
    words = fold(name).split()
    if not words:
        return ""
    last = words[-1]
    if last == "dice":
        last = "die"
    elif last.endswith("s") and not last.endswith("ss") and len(last) > 3:
        last = last[:-1]
    return " ".join([*words[:-1], last])


def glossary(rules: Any) -> tuple[Term, ...]:
    """Every term record in the model, in model order."""
    out: list[Term] = []

    def walk(node: Any) -> None:
        if isinstance(node, tuple):
            for item in node:
                walk(item)
        elif isinstance(node, Term):
            out.append(node)
        elif dataclasses.is_dataclass(node) and not isinstance(node, type):
            for f in dataclasses.fields(node):
                walk(getattr(node, f.name))

    walk(rules)
    return tuple(out)


def where_used(rules: Any, uses: Iterable[Use]) -> dict[str, dict[str, list[Use]]]:
    """For each term, for its name and each variant, the places the data uses it."""
    terms = glossary(rules)
    exact: dict[str, tuple[str, str]] = {}
    loose: dict[str, tuple[str, str]] = {}
    for term in terms:
        for name in (term.name, *term.aliases):
            exact.setdefault(fold(name), (term.name, name))
            loose.setdefault(singular(name), (term.name, name))
    out: dict[str, dict[str, list[Use]]] = {t.name: {} for t in terms}
    for use in uses:
        found = exact.get(fold(use.name)) or loose.get(singular(use.name))
        if found is not None:
            out[found[0]].setdefault(found[1], []).append(use)
    return out


Uses = Callable[[Any], Iterable[Use]]
Names = Callable[[Any], Iterable[str]]


def terms_check(uses: Uses, also_defined: Names | None = None) -> Callable[[Any], list[Finding]]:
    """The term check for a ruleset: ``uses`` lists every name its data uses, ``also_defined``
    the names it defines outside the glossary (unit types, components...)."""

    def check_terms(rules: Any) -> list[Finding]:
        """Every name the data uses is a term (or a variant of one) or something else the
        ruleset defines, and no variant belongs to two terms."""
        out: list[Finding] = []
        owner: dict[str, Term] = {}
        for term in glossary(rules):
            for name in (term.name, *term.aliases):
                other = owner.setdefault(singular(name), term)
                if other is not term and other.name != term.name:
                    out.append(Finding(
                        f"terms:clash:{name}", "check_terms",
                        f"{name!r} is a variant of both {other.name!r} and {term.name!r}",
                        str(term.cite), None, term.name,
                        facts=facts(variant=name, terms=sorted([other.name, term.name])),
                        kind=Kind.VARIANT))
        known = set(owner) | {singular(n) for n in (also_defined(rules) if also_defined else ())}
        reported: set[str] = set()
        for use in uses(rules):
            key = singular(use.name)
            if not key or key in known or key in reported:
                continue
            reported.add(key)
            out.append(Finding(
                f"terms:undefined:{use.name}", "check_terms",
                f"{use.where} uses {use.name!r}, which is defined nowhere (not a term or a "
                "variant of one)", use.citation, use.file, use.key,
                facts=facts(name=use.name, where=use.where), kind=Kind.VARIANT))
        return out

    return check_terms


def check_circular_conditions(rules: Any) -> list[Finding]:
    """A condition that holds once every member of a defined class is or has done something
    (any of its ``meets``) is circular when the class's definition rules out each of those
    things: no member can meet it, so it holds exactly when no member is left, and it says
    so through the definition it depends on. It cites the condition and every printing of
    the definition. A condition over a class no definition covers is not checked."""
    definitions: dict[str, list[Any]] = {}
    for d in getattr(rules, "printed_definitions", ()):
        definitions.setdefault(singular(d.name), []).append(d)
    out = []
    for cond in getattr(rules, "printed_conditions", ()):
        defs = definitions.get(singular(cond.every), [])
        excluded = {fold(x) for d in defs for x in d.excludes}
        if not defs or not cond.meets or any(fold(m) not in excluded for m in cond.meets):
            continue
        cites = tuple(dict.fromkeys(str(c) for c in (cond.cite, *(d.cite for d in defs))))
        asked, one = " or ".join(cond.meets), defs[0].name
        out.append(Finding(
            f"terms:circular:{cond.rule}", "check_circular_conditions",
            f"'{cond.rule}' holds once every {cond.every} {asked}, but by definition no "
            f"{one} {asked} ({'; '.join(d.cite.short() for d in defs)}): it holds only "
            f"when no {one} is left, and says so through its own definition; say it "
            f"as 'when no {one} is left'", cites[0],
            key=cond.rule, kind=Kind.CIRCULAR, citations=cites,
            facts=facts(rule=cond.rule, every=cond.every, meets=sorted(cond.meets),
                        excludes=sorted(excluded))))
    return out
