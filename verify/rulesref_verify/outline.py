"""Pointers into the book's outline, and the names procedures are called by.

Reads the model's ``outline``, ``section_pointers`` and ``procedures``
(:mod:`rulesref.core.outline`; empty when a ruleset has none), so every ruleset with such
records gets the checks without naming them.

- :func:`check_section_pointers`: a place that sends the reader to a section for a named
  rule must name a section that holds it. One whose section does not hold the rule, while
  another section does, is a conflict citing the pointer and both sections. A section or
  rule the outline lacks is a gap in the model and gives nothing.
- :func:`check_procedure_calls`: a procedure's quoted calling words are its heading's
  words. Where they differ, the calling words name no heading (undefined); where another
  procedure's heading lies as near to them, a rule using those words could mean either, and
  the finding (a variant) cites that procedure too.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.names import fold
from rulesref.core.outline import OutlineSection, Procedure, SectionPointer
from rulesref_verify.findings import Finding, Kind, facts


def _records(rules: Any, field: str) -> tuple[Any, ...]:
    return tuple(getattr(rules, field, ()))


def check_section_pointers(rules: Any) -> list[Finding]:
    """Every pointer names a section that holds the rule it is given for."""
    pointers: tuple[SectionPointer, ...] = _records(rules, "section_pointers")
    outline: tuple[OutlineSection, ...] = _records(rules, "outline")
    by_name = {fold(s.name): s for s in outline}
    out = []
    for pointer in pointers:
        named = by_name.get(fold(pointer.see))
        rule = fold(pointer.rule)
        holders = [s for s in outline if rule in {fold(p) for p in s.parts}]
        if named is None or not holders or named in holders:
            continue
        where = ", ".join(f"{s.name} ({s.cite.short()})" for s in holders)
        cites = tuple(dict.fromkeys(
            (str(pointer.cite), str(named.cite), *(str(s.cite) for s in holders))))
        out.append(Finding(
            f"outline:pointer:{fold(pointer.see)}:{rule}", "check_section_pointers",
            f"{pointer.by} sends the reader to {named.name} ({named.cite.short()}) for "
            f"'{pointer.rule}', but that section holds no such part; it is printed under "
            f"{where}: point to the section that holds it", cites[0], key="section_pointers",
            kind=Kind.CONFLICT, citations=cites,
            facts=facts(rule=pointer.rule, see=named.name,
                        held_by=sorted(s.name for s in holders))))
    return out


def _words(text: str) -> tuple[str, ...]:
    return tuple(fold(text).split())


def _distance(a: tuple[str, ...], b: tuple[str, ...]) -> int:
    """How many words must be added, dropped or changed to turn ``a`` into ``b``."""
    row = list(range(len(b) + 1))
    for i, word in enumerate(a, 1):
        previous, row[0] = row[0], i
        for j, other in enumerate(b, 1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1,
                                           previous + (word != other))
    return row[-1]


def check_procedure_calls(rules: Any) -> list[Finding]:
    """Every procedure's quoted calling words are its heading's words."""
    procedures: tuple[Procedure, ...] = _records(rules, "procedures")
    out = []
    for procedure in procedures:
        if procedure.called_as is None:
            continue
        called = _words(procedure.called_as)
        apart = _distance(called, _words(procedure.name))
        if apart == 0:
            continue
        near = [p for p in procedures if p is not procedure
                and _distance(called, _words(p.name)) <= apart]
        also = "; " + ", ".join(f"'{p.name}' ({p.cite.short()})" for p in near) + \
            (" is" if len(near) == 1 else " are") + " as near to those words, so a rule " \
            "calling them could mean either" if near else ""
        cites = tuple(dict.fromkeys((str(procedure.cite), *(str(p.cite) for p in near))))
        out.append(Finding(
            f"outline:procedure-call:{fold(procedure.name)}", "check_procedure_calls",
            f"the procedure headed '{procedure.name}' ({procedure.cite.short()}) says it is "
            f"used when asked to '{procedure.called_as}', words its heading does not "
            f"print{also}: quote the heading's own words", cites[0], key="procedures",
            kind=Kind.VARIANT if near else Kind.UNDEFINED, citations=cites,
            facts=facts(heading=procedure.name, called_as=procedure.called_as,
                        as_near=sorted(p.name for p in near))))
    return out


CHECKS = (check_section_pointers, check_procedure_calls)
