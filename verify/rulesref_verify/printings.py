"""Checks over printings transcribed one at a time (:mod:`rulesref.core.printings`): a rule
printed twice compared field by field, the limits on one quantity solved together, a
printed list checked for repeats and against its other printings item by item, a list
printed as a choice out of another checked against that list, and a quantity the rules use
looked for a passage that gives it.

They read only the model's ``restatements``, ``printed_bounds``, ``printed_lists`` and
``printed_quantities`` (empty when a ruleset has none), so every ruleset that transcribes
such records gets the checks without code of its own: the runner adds :data:`CHECKS` to
every ruleset's checks.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rulesref.core.names import fold
from rulesref.core.printings import PrintedBound, PrintedList, PrintedQuantity, Restatement
from rulesref_verify.findings import Finding, Kind, Verdict, facts


def check_restatements(rules: Any) -> list[Finding]:
    """Every rule printed more than once says the same on each field it states in more than
    one printing (geometry included: where a line is drawn from, what it is measured to).
    A field only one printing states is no conflict: a restatement may be shorter."""
    printed: Sequence[Restatement] = getattr(rules, "restatements", ())
    groups: dict[tuple[str, str], list[Restatement]] = {}
    for fact in printed:
        groups.setdefault((fold(fact.topic), fold(fact.field)), []).append(fact)
    out = []
    for group in groups.values():
        values: dict[str, list[Restatement]] = {}
        for fact in group:
            values.setdefault(fold(fact.value), []).append(fact)
        if len(values) < 2:
            continue
        first = group[0]
        said = "; ".join(f"'{v[0].value}' ({', '.join(f.cite.short() for f in v)})"
                         for v in values.values())
        cites = tuple(str(f.cite) for f in group)
        out.append(Finding(
            f"restatement:{first.topic}:{first.field}", "check_restatements",
            f"{first.topic}, {first.field}: the printings disagree: {said}", cites[0],
            key=first.topic, kind=Kind.CONFLICT, citations=cites,
            facts=facts(topic=first.topic, field=first.field,
                        printed=sorted(f"{f.value} @ {f.cite.short()}" for f in group))))
    return out


def _bound_terms(bound: PrintedBound, x: Any) -> list[tuple[str, Any]]:
    """The z3 terms of one printed bound on ``x``, each with the side it limits."""
    terms = []
    if bound.low is not None:
        terms.append(("low", x > bound.low if bound.low_open else x >= bound.low))
    if bound.high is not None:
        terms.append(("high", x < bound.high if bound.high_open else x <= bound.high))
    return terms


def _words(bound: PrintedBound) -> str:
    low = "" if bound.low is None else f"{'>' if bound.low_open else '>='} {bound.low:g}"
    high = "" if bound.high is None else f"{'<' if bound.high_open else '<='} {bound.high:g}"
    return f"{bound.applies_to} {' and '.join(p for p in (low, high) if p)} " \
           f"({bound.cite.short()})"


def _applying(bounds: Sequence[PrintedBound], things: str) -> list[PrintedBound]:
    """Every bound on ``things``: its own, and those of each broader class it belongs to."""
    by_class: dict[str, list[PrintedBound]] = {}
    broader: dict[str, str] = {}
    for b in bounds:
        by_class.setdefault(fold(b.applies_to), []).append(b)
        if b.kind_of:
            broader.setdefault(fold(b.applies_to), fold(b.kind_of))
    out, seen, current = [], set(), fold(things)
    while current and current not in seen:
        seen.add(current)
        out += by_class.get(current, [])
        current = broader.get(current, "")
    return out


def check_single_values(rules: Any) -> list[Finding]:
    """The limits the book puts on one quantity of one class of things (its own, and its
    broader class's) leave a range, not a single value and not nothing (z3 over the reals).
    A class whose printings leave exactly one value, or none, is a finding citing them all."""
    printed: Sequence[PrintedBound] = getattr(rules, "printed_bounds", ())
    if not printed:
        return []  # nothing to solve: z3 is not even imported
    import z3

    from rulesref_verify.solver import make_solver, satisfiable

    by_quantity: dict[str, list[PrintedBound]] = {}
    for b in printed:
        by_quantity.setdefault(fold(b.quantity), []).append(b)
    out = []
    for bounds in by_quantity.values():
        for things in sorted({b.applies_to for b in bounds if b.kind_of}, key=fold):
            applying = _applying(bounds, things)
            if len(applying) < 2:
                continue
            quantity = applying[0].quantity
            x = z3.Real(f"{things} {quantity}")
            solver = make_solver()
            for n, b in enumerate(applying):
                for side, term in _bound_terms(b, x):
                    solver.assert_and_track(term, f"{b.applies_to}[{n}].{side} "
                                                  f"({b.cite.short()})")
            verdict = satisfiable(solver)
            ident = f"bounds:{things}:{quantity}"
            cites = tuple(str(b.cite) for b in applying)
            said = "; ".join(_words(b) for b in applying)
            if verdict is Verdict.UNKNOWN:
                out.append(Finding(f"{ident}:unknown", "check_single_values",
                                   f"z3 could not decide the limits on {things}: {said}",
                                   cites[0], key=things, inconclusive=True, kind=Kind.DATA,
                                   citations=cites))
                continue
            if verdict is Verdict.REFUTED:
                out.append(Finding(
                    ident, "check_single_values",
                    f"{things}, {quantity}: no value meets every limit: {said}", cites[0],
                    key=things, kind=Kind.CONFLICT, citations=cites,
                    facts=facts(things=things, quantity=quantity, limits=said)))
                continue
            value = solver.model().eval(x)
            other = make_solver()
            for b in applying:
                for _side, term in _bound_terms(b, x):
                    other.add(term)
            other.add(x != value)
            if satisfiable(other) is Verdict.REFUTED:
                shown = value.as_decimal(6).rstrip("?")
                out.append(Finding(
                    ident, "check_single_values",
                    f"{things}, {quantity}: the limits leave a single value, {shown}: {said}",
                    cites[0], key=things, kind=Kind.ONE_POINT, citations=cites,
                    facts=facts(things=things, quantity=quantity, value=shown,
                                limits=said)))
    return out


def check_printed_lists(rules: Any) -> list[Finding]:
    """No printed list names one item twice (case aside), and the printings of one list name
    the same items: an item one printing has and another lacks is a conflict citing both.
    Order is not compared (a list is not a sequence). An item a printing leaves to a
    convention the book states once for all (its ``implied`` items) counts as named there."""
    printed: Sequence[PrintedList] = getattr(rules, "printed_lists", ())
    out = []
    groups: dict[str, list[PrintedList]] = {}
    for lst in printed:
        groups.setdefault(fold(lst.topic), []).append(lst)
        if lst.implied and lst.implied_by is None:
            out.append(Finding(
                f"list:implied:{lst.topic}:{lst.cite.short()}", "check_printed_lists",
                f"{lst.topic} ({lst.cite.short()}) leaves {', '.join(lst.implied)} to a "
                "convention it does not cite", str(lst.cite), key=lst.topic,
                inconclusive=True, kind=Kind.DATA))
        counts: dict[str, list[str]] = {}
        for item in lst.items:
            counts.setdefault(fold(item), []).append(item)
        for same in (v for v in counts.values() if len(v) > 1):
            out.append(Finding(
                f"list:repeat:{lst.topic}:{same[0]}", "check_printed_lists",
                f"{lst.topic} ({lst.cite.short()}) names '{same[0]}' {len(same)} times",
                str(lst.cite), key=lst.topic, kind=Kind.REPEAT,
                facts=facts(topic=lst.topic, item=same[0], times=len(same))))
    for group in (g for g in groups.values() if len(g) > 1):
        named = [{fold(i): i for i in (*lst.items, *lst.implied)} for lst in group]
        every = {k: v for n in named for k, v in n.items()}
        gaps = [(lst, sorted(every[k] for k in every if k not in n))
                for lst, n in zip(group, named, strict=True)]
        gaps = [(lst, lacks) for lst, lacks in gaps if lacks]
        if not gaps:
            continue
        first = group[0]
        said = "; ".join(f"{lst.cite.short()} lacks {', '.join(lacks)}" for lst, lacks in gaps)
        having = sorted({lst.cite.short() for lst, n in zip(group, named, strict=True)
                         if any(fold(i) in n for _, lacks in gaps for i in lacks)})
        cites = tuple(dict.fromkeys(str(c) for lst in group
                                    for c in (lst.cite, lst.implied_by) if c))
        out.append(Finding(
            f"list:differs:{first.topic}", "check_printed_lists",
            f"{first.topic}: the printings disagree: {said}, which {', '.join(having)} "
            f"name{'s' if len(having) == 1 else ''}", cites[0], key=first.topic,
            kind=Kind.CONFLICT, citations=cites,
            facts=facts(topic=first.topic, printed=sorted(
                f"{', '.join(sorted(lst.items, key=fold))} @ {lst.cite.short()}"
                for lst in group))))
    return out


def _names(item: str, full: str) -> bool:
    """Whether ``item`` names the list item ``full``: the same words, or its first words
    (``remove a token`` names ``remove a token from itself``), case aside."""
    words, whole = fold(item).split(), fold(full).split()
    return bool(words) and whole[:len(words)] == words


def check_list_choices(rules: Any) -> list[Finding]:
    """A list printed as a choice out of another list (what a unit may do next, out of the
    book's list of actions) names only items of that list: an item no printing of it has is
    a conflict citing both printings. A choice out of a list the model does not transcribe is
    inconclusive (a data slip, not a fault of the book)."""
    printed: Sequence[PrintedList] = getattr(rules, "printed_lists", ())
    by_topic: dict[str, list[PrintedList]] = {}
    for lst in printed:
        by_topic.setdefault(fold(lst.topic), []).append(lst)
    out = []
    for lst in (p for p in printed if p.chosen_from):
        source = by_topic.get(fold(lst.chosen_from or ""), [])
        if not source:
            out.append(Finding(
                f"list:choice-of-nothing:{lst.topic}", "check_list_choices",
                f"{lst.topic} ({lst.cite.short()}) picks from '{lst.chosen_from}', which no "
                "printed list has as its topic", str(lst.cite), key=lst.topic,
                inconclusive=True, kind=Kind.DATA))
            continue
        offered = [i for s in source for i in (*s.items, *s.implied)]
        strays = [i for i in lst.items if not any(_names(i, full) for full in offered)]
        if not strays:
            continue
        cites = tuple(dict.fromkeys(str(c) for c in (lst.cite, *(s.cite for s in source))))
        out.append(Finding(
            f"list:not-offered:{lst.topic}", "check_list_choices",
            f"{lst.topic} ({lst.cite.short()}) names {', '.join(repr(i) for i in strays)}, "
            f"which {source[0].topic} ({', '.join(s.cite.short() for s in source)}) does not "
            f"list: it lists {', '.join(dict.fromkeys(offered))} (name the choice by one of "
            "those, or add the item to that list)", cites[0], key=lst.topic,
            kind=Kind.CONFLICT, citations=cites,
            facts=facts(topic=lst.topic, chosen_from=source[0].topic, strays=strays,
                        offered=sorted(set(offered), key=fold))))
    return out


def check_quantities_given(rules: Any) -> list[Finding]:
    """Every quantity the rules count with is given a value by some passage: one that
    passages only use (a card adds 'the appropriate number' of tokens, a piece regains
    health from a start never stated) is a rule the book lacks, citing every use."""
    printed: Sequence[PrintedQuantity] = getattr(rules, "printed_quantities", ())
    groups: dict[str, list[PrintedQuantity]] = {}
    for q in printed:
        groups.setdefault(fold(q.quantity), []).append(q)
    out = []
    for group in groups.values():
        if any(q.value is not None for q in group):
            continue
        first = group[0]
        said = "; ".join(
            q.by + (f" ({q.cite.short()})" if fold(q.cite.short()) != fold(q.by) else "")
            + (f": {q.words!r}" if q.words else "") for q in group)
        cites = tuple(dict.fromkeys(str(q.cite) for q in group))
        out.append(Finding(
            f"quantity:never-given:{first.quantity}", "check_quantities_given",
            f"{first.quantity}: the rules count with it ({said}), but no passage gives its "
            "value; state it, or where the component prints it", cites[0],
            key=first.quantity, kind=Kind.MISSING, citations=cites,
            facts=facts(quantity=first.quantity,
                        used=sorted(f"{q.by} @ {q.cite.short()}" for q in group))))
    return out


CHECKS = (check_restatements, check_single_values, check_printed_lists, check_list_choices,
          check_quantities_given)
"""The printing checks every ruleset gets (they find nothing without the records)."""
