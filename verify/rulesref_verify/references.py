"""The reference check: every name a rule refers to as a thing of some kind (``the Footman
keyword``, ``gains Nerve [+2]``) is defined, and defined as that kind.

It reads the model's ``printed_references`` and ``defined_names``
(:mod:`rulesref.core.references`; empty when a ruleset has none), so every ruleset that has
such records gets the check without naming it: the runner adds it to every ruleset's checks.

:func:`check_figures` does the same for the book's figures (``figures`` and
``figure_citations``): a label cited where the book prints no figure of that label, and a
figure cited for things that differ from each other or from its caption.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rulesref.core.keywords import KeywordRef
from rulesref.core.names import fold
from rulesref.core.references import (
    DefinedName,
    Figure,
    FigureCitation,
    PrintedReference,
    is_of_kind,
)
from rulesref.errors import KeywordSyntaxError
from rulesref_verify.findings import Finding, Kind, facts


def _bare(name: str) -> str:
    """A printed name without its value in brackets (``Nerve [+2]`` is ``Nerve``)."""
    try:
        return KeywordRef.parse(name).name
    except KeywordSyntaxError:
        return name


def _records(rules: Any, field: str) -> tuple[Any, ...]:
    value = getattr(rules, field, ())
    return tuple(value() if callable(value) else value)


def _by(refs: Iterable[PrintedReference]) -> str:
    """The referring rules, each once, with the forms they print, and the verb."""
    said: dict[str, list[str]] = {}
    for ref in refs:
        forms = said.setdefault(ref.by, [])
        if ref.name is not None and ref.name not in forms:
            forms.append(ref.name)
    verb = "refers" if len(said) == 1 else "refer"
    return "; ".join(f"{by} ({', '.join(forms)})" for by, forms in said.items()) + " " + verb


def _undefined_kinds(kinds: dict[str, list[PrintedReference]], defined: set[str]
                     ) -> list[Finding]:
    """A finding for each kind of thing rules refer to (``any Order of Sorcery``) that no
    defined name is of."""
    out = []
    for kind, group in kinds.items():
        if any(is_of_kind(d, kind) for d in defined):
            continue
        said = group[0].kind
        cites = tuple(dict.fromkeys(str(r.cite) for r in group))
        by = list(dict.fromkeys(r.by for r in group))
        out.append(Finding(
            f"reference:undefined-kind:{said}", "check_references",
            f"{'; '.join(by)} {'refers' if len(by) == 1 else 'refer'} to a {said}, a kind of "
            "thing the book defines nowhere (none of its names is one)", cites[0], key=said,
            kind=Kind.UNDEFINED, citations=cites,
            facts=facts(kind=said, by=sorted(by), cited=sorted(cites))))
    return out


def _read_as(rules: Any, name: str) -> str:
    """How the model reads a reference to ``name``, where a reading is about it."""
    for reading in getattr(rules, "readings", ()):
        if reading.about is not None and fold(reading.about) == fold(name):
            return f"; the model reads it as: {reading.reading} (reading {reading.id})"
    return ""


def check_references(rules: Any) -> list[Finding]:
    """A name a rule refers to as a thing of some kind must be defined as that kind (or a
    narrower one): one defined nowhere is undefined; one the book defines only as something
    else (a statistic given as a keyword, a unit keyword on a terrain piece) is a conflict
    between the reference and the definition, citing both. A reference to any thing of a
    kind needs some defined name of that kind."""
    refs: tuple[PrintedReference, ...] = _records(rules, "printed_references")
    if not refs:
        return []
    defined: dict[str, list[DefinedName]] = {}
    for d in _records(rules, "defined_names"):
        for name in dict.fromkeys(fold(n) for n in (d.name, *d.aliases)):
            defined.setdefault(name, []).append(d)
    groups: dict[tuple[str, str], list[PrintedReference]] = {}
    kinds: dict[str, list[PrintedReference]] = {}
    for ref in refs:
        if ref.name is None:
            kinds.setdefault(fold(ref.kind), []).append(ref)
        else:
            groups.setdefault((fold(_bare(ref.name)), fold(ref.kind)), []).append(ref)
    out = _undefined_kinds(kinds, {d.kind for ds in defined.values() for d in ds})
    for (key, kind), group in groups.items():
        defs = defined.get(key, [])
        if any(is_of_kind(d.kind, kind) for d in defs):
            continue
        name, said = _bare(group[0].name or ""), group[0].kind
        cites = tuple(dict.fromkeys(str(r.cite) for r in group))
        printed = sorted({f"{r.name} @ {r.cite.short()}" for r in group})
        if not defs:
            out.append(Finding(
                f"reference:undefined:{said}:{name}", "check_references",
                f"{_by(group)} to the {said} '{name}', which the book defines "
                f"nowhere{_read_as(rules, name)}", cites[0], key=name, kind=Kind.UNDEFINED,
                citations=cites, facts=facts(name=name, kind=said, printed=printed)))
            continue
        defined_as = sorted({d.kind for d in defs})
        where = ", ".join(f"{d.kind} ({d.cite.short()})" for d in defs)
        out.append(Finding(
            f"reference:kind:{said}:{name}", "check_references",
            f"{_by(group)} to '{name}' as a {said}, but the book defines it only as "
            f"a {where}{_read_as(rules, name)}", cites[0], key=name, kind=Kind.CONFLICT,
            citations=(*cites, *dict.fromkeys(str(d.cite) for d in defs)),
            facts=facts(name=name, kind=said, defined_as=defined_as, printed=printed)))
    return out


def _figure_finding(label: str, figure: Figure | None, group: list[FigureCitation]
                    ) -> Finding | None:
    """The finding for the places citing ``label``, or ``None`` when they agree with each
    other and with the figure's caption."""
    cites = tuple(dict.fromkeys(
        [*(str(c.cite) for c in group), *([str(figure.cite)] if figure else [])]))
    uses = "; ".join(f"{c.cite.short()}: {c.says}" for c in group)
    if figure is None:
        return Finding(
            f"figure:missing:{label}", "check_figures",
            f"{label} is cited ({uses}), but the book prints no {label}", cites[0],
            key=label, kind=Kind.DANGLING, citations=cites,
            facts=facts(label=label, by=sorted({c.by for c in group})))
    subjects = dict.fromkeys(fold(c.subject) for c in group)
    if figure.subject is not None:
        subjects.setdefault(fold(figure.subject))
    if len(subjects) < 2:
        return None
    caption = f"; its caption shows {figure.shows or figure.subject} " \
        f"({figure.cite.short()})" if figure.subject is not None else ""
    return Finding(
        f"figure:subjects:{label}", "check_figures",
        f"{label} is cited for {len(subjects)} different things: {uses}{caption}", cites[0],
        key=label, kind=Kind.CONFLICT, citations=cites,
        facts=facts(label=label, subjects=sorted(s for s in subjects if s)))


#: Articles a name may open with in one printing and not in another (``The Marble Hall`` and
#: ``Marble Hall`` are one name).
_ARTICLES = ("the ", "a ", "an ")


def _name_key(name: str) -> str:
    """A name as compared for clashes: folded, its last word singular, a leading article
    dropped."""
    from rulesref_verify.terms import singular

    key = singular(name)
    for article in _ARTICLES:
        if key.startswith(article) and len(key) > len(article):
            return key[len(article):]
    return key


def _table_results(rules: Any) -> tuple[DefinedName, ...]:
    """The results of the model's dice tables that print rules of their own (the model holds
    effects for them), each as a name of the kind ``<table> result``: such a row defines
    what its name means. A row without rules of its own may only point at a thing defined
    elsewhere (a table of random spells), so it defines no name."""
    out = []
    for table in _records(rules, "dice_tables"):
        for entry in table.entries:
            if entry.effects:
                out.append(DefinedName(name=entry.result, kind=f"{fold(table.name)} result",
                                       cite=entry.cite or table.cite))
    return tuple(out)


def check_name_clashes(rules: Any) -> list[Finding]:
    """One name (its singular, folded, without a leading article) is not defined as two kinds
    of thing, neither a kind of the other (a card in the deck and a reminder card handed out
    apart from it; a spell and a dice table's result): a rule that uses the name leaves the
    reader to guess which is meant. The names are the model's ``defined_names`` and the
    results of its dice tables that print rules of their own (:func:`_table_results`); two
    tables' results alone never clash (two tables may each print a row for one outcome). It
    cites every definition and every rule that refers to the name."""
    named: dict[str, list[DefinedName]] = {}
    results = _table_results(rules)
    for d in (*_records(rules, "defined_names"), *results):
        for name in dict.fromkeys(_name_key(n) for n in (d.name, *d.aliases)):
            named.setdefault(name, []).append(d)
    from_tables = {d.kind for d in results}
    used: dict[str, list[PrintedReference]] = {}
    for ref in _records(rules, "printed_references"):
        if ref.name is not None:
            used.setdefault(_name_key(_bare(ref.name)), []).append(ref)
    out = []
    for key, defs in named.items():
        kinds = list(dict.fromkeys(d.kind for d in defs))
        apart = [k for k in kinds
                 if not any(o != k and (is_of_kind(k, o) or is_of_kind(o, k)) for o in kinds)]
        if len(apart) < 2 or all(k in from_tables for k in apart):
            continue
        where = "; ".join(f"{d.kind} ({d.cite.short()})" for d in defs)
        refs = used.get(key, [])
        uses = "; ".join(f"{r.by} ({r.cite.short()})" for r in refs)
        said = f"; the rules that use the name do not say which ({uses})" if refs else ""
        out.append(Finding(
            f"names:two-things:{key}", "check_name_clashes",
            f"'{defs[0].name}' names {len(apart)} different things: {where}{said}: give one "
            "of them a name of its own",
            str(defs[0].cite), None, key, kind=Kind.CONFLICT,
            citations=tuple(dict.fromkeys([*(str(d.cite) for d in defs),
                                           *(str(r.cite) for r in refs)])),
            facts=facts(name=key, kinds=sorted(apart), used_by=[r.by for r in refs])))
    return out


def check_figures(rules: Any) -> list[Finding]:
    """Every figure label a place cites is a figure the book prints, and every place citing
    one figure cites it for the same thing its caption shows (where it has a caption)."""
    citing: tuple[FigureCitation, ...] = _records(rules, "figure_citations")
    if not citing:
        return []
    figures = {fold(f.label): f for f in _records(rules, "figures") if f.label is not None}
    groups: dict[str, list[FigureCitation]] = {}
    for c in citing:
        groups.setdefault(fold(c.label), []).append(c)
    found = (_figure_finding(group[0].label, figures.get(key), group)
             for key, group in groups.items())
    return [f for f in found if f is not None]
