"""Citations: the one check over every :class:`~rulesref.core.citation.Citation` a ruleset's
model holds, for any ruleset.

Two things are checked, both from the model alone:

- **page numbers** — a book either numbers its pages or it does not: when some citations
  give a page, one that gives none cannot be looked up (a rulebook published as one web page
  has none anywhere, and that is fine);
- **sections** — when the model records the book's table of contents (a ``contents``
  attribute: the heading paths as citations give them), every cited section must be one of
  them.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from typing import Any

from rulesref.core.citation import Citation
from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts

CHECK = "check_citations"


def citations(rules: Any) -> Iterator[tuple[str, Citation]]:
    """Every citation in the model, with a dotted key naming where it is
    (``troops[2].cite``)."""
    def walk(obj: object, key: str) -> Iterator[tuple[str, Citation]]:
        if isinstance(obj, Citation):
            yield key, obj
        elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
            for f in dataclasses.fields(obj):
                yield from walk(getattr(obj, f.name), f"{key}.{f.name}" if key else f.name)
        elif isinstance(obj, tuple):
            for i, item in enumerate(obj):
                yield from walk(item, f"{key}[{i}]")

    yield from walk(rules, "")


def _file(key: str) -> str:
    """The data file of a model key: its top-level field (``troops[2].cite`` is in
    ``troops.yaml``)."""
    return key.split(".")[0].split("[")[0] + ".yaml"


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", fold(text)).strip("-")


def check_citations(rules: Any) -> list[Finding]:
    """Every citation can be looked up: it gives a page when the book's other citations do,
    and cites a section the table of contents has (when the model records one)."""
    found = list(citations(rules))
    out: list[Finding] = []
    paged = sum(1 for _, cite in found if cite.page is not None)
    if paged:
        for key, cite in found:
            if cite.page is None:
                out.append(Finding(
                    f"citations:no-page:{key}", CHECK,
                    f"{key} cites {cite.section!r} without a page, though {paged} other "
                    "citation(s) of the book give one", str(cite), _file(key), key,
                    facts=facts(section=cite.section, paged=paged), kind=Kind.DATA))
    contents = getattr(rules, "contents", None)
    if contents is not None:
        headings = set(contents)
        reported: set[str] = set()
        for key, cite in found:
            if cite.section not in headings and cite.section not in reported:
                reported.add(cite.section)
                out.append(Finding(
                    f"citations:section:{_slug(cite.section)}", CHECK,
                    f"cited section {cite.section!r} is not in the table of contents",
                    str(cite), _file(key), key, facts=facts(section=cite.section), kind=Kind.DATA))
    return out
