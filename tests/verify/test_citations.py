"""The engine's one citation check, for every installed ruleset: the shipped data passes; a
citation that drops its page in a book whose pages are numbered, or cites a section the
table of contents does not have, makes it fire."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from rulesref.core import registry
from rulesref.core.citation import Citation
from rulesref_verify.citations import check_citations, citations

USING = [r for r in registry.rulesets() if check_citations in r.load_checks()]


def _replace_first_cite(node: Any, change: dict[str, Any]) -> tuple[Any, bool]:
    """``node`` with its first citation (in model order) changed; whether one was found."""
    if isinstance(node, Citation):
        return dataclasses.replace(node, **change), True
    if isinstance(node, tuple):
        items, done = [], False
        for item in node:
            if not done:
                item, done = _replace_first_cite(item, change)
            items.append(item)
        return tuple(items), done
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            value, done = _replace_first_cite(getattr(node, f.name), change)
            if done:
                return dataclasses.replace(node, **{f.name: value}), True
    return node, False


def test_every_ruleset_runs_the_one_check() -> None:
    assert {r.name for r in USING} == set(registry.names())


@pytest.mark.parametrize("ruleset", USING, ids=[r.name for r in USING])
def test_the_shipped_data_passes(ruleset: registry.Ruleset) -> None:
    rules = ruleset.load()
    assert list(citations(rules))  # every ruleset cites its book
    assert check_citations(rules) == []


@pytest.mark.parametrize("ruleset", USING, ids=[r.name for r in USING])
def test_a_citation_without_a_page_fires_only_in_a_paged_book(ruleset: registry.Ruleset
                                                              ) -> None:
    rules = ruleset.load()
    paged = any(c.page is not None for _, c in citations(rules))
    broken, done = _replace_first_cite(rules, {"page": None})
    assert done
    found = [f for f in check_citations(broken) if f.id.startswith("citations:no-page:")]
    if paged:  # a book that numbers its pages
        [finding] = found
        assert "without a page" in finding.message and finding.check == "check_citations"
        assert finding.file and finding.file.endswith(".yaml")
    else:  # a book published as one web page: no citation gives a page, none is missing
        assert found == []


@pytest.mark.parametrize("ruleset", USING, ids=[r.name for r in USING])
def test_a_section_missing_from_the_contents_fires_where_the_model_has_them(
        ruleset: registry.Ruleset) -> None:
    rules = ruleset.load()
    broken, _ = _replace_first_cite(rules, {"section": "Planted Heading"})
    found = {f.id for f in check_citations(broken)}
    if getattr(rules, "contents", None) is not None:  # the model records the contents
        assert "citations:section:planted-heading" in found
    else:
        assert "citations:section:planted-heading" not in found
