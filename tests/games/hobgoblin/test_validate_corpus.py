"""Army validation gives exactly the reports it gave before it was made faster (issue 13): a
saved corpus of legal and illegal lists, drawn by the hypothesis strategies, that between them
break every army rule, against the fingerprints saved from the validator before the change
(:mod:`tests.games.hobgoblin.validate_corpus`)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rulesref.games.hobgoblin.army import validate
from tests.games.hobgoblin.armies import army
from tests.games.hobgoblin.validate_corpus import FIXTURE, VARIANTS, codes, fingerprints


@pytest.fixture(scope="module")
def corpus() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = json.loads(FIXTURE.read_text())
    return cases


def test_every_report_is_the_one_saved(rules, corpus) -> None:  # type: ignore[no-untyped-def]
    changed = [n for n, case in enumerate(corpus)
               if fingerprints(rules, case["document"]) != case["fingerprints"]]
    assert changed == [], f"{len(changed)} lists now get other reports, the first: " \
                          f"{json.dumps(corpus[changed[0]]['document'])}"


def test_the_corpus_breaks_every_rule(rules, corpus) -> None:  # type: ignore[no-untyped-def]
    found = set().union(*(codes(rules, case["document"]) for case in corpus))
    assert found == {r.code for r in rules.army_rules}
    assert len(corpus) >= 500
    # lists that are not army lists at all, and legal ones, are in it too
    assert {len(case["fingerprints"]) for case in corpus} == {1, len(VARIANTS)}
    legal = [case for case in corpus if len(case["fingerprints"]) == len(VARIANTS)
             and validate(rules, army(case["document"])).valid]
    assert len(legal) >= 20
