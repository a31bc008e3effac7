"""The four real books against their models: every finding triaged in the register, the
register current, and the findings acknowledged as noise under a quarter.

The books are not part of the project: they come from ``RULESREF_RULEBOOKS`` (see
:mod:`tests.rulebooks`); these tests skip where they are missing, and fail so in CI.
"""

from __future__ import annotations

import pytest

from rulesref.lint.model import LintRuleset
from rulesref.lint.reading import read_manuscript
from rulesref.lint.register import load_register
from rulesref.lint.rulesets import rulesets
from rulesref.lint.runner import LintReport, run
from tests.rulebooks import book, needs_books

RULESETS = sorted(rulesets().values(), key=lambda r: r.name)


def _report(ruleset: LintRuleset) -> LintReport:
    assert ruleset.book is not None
    manuscript = read_manuscript(book(ruleset.book), ruleset.book)
    return run(ruleset.name, [manuscript], ruleset.vocabulary(),
               load_register(ruleset.register), unused=True)


@needs_books
@pytest.mark.parametrize("ruleset", RULESETS, ids=[r.name for r in RULESETS])
def test_every_finding_on_the_real_book_is_triaged(ruleset: LintRuleset) -> None:
    report = _report(ruleset)
    assert [(t.finding.code, t.finding.line, t.finding.words) for t in report.new] == []
    assert [(e.code, e.words) for e in report.unmatched] == [], "stale register entries"


@needs_books
@pytest.mark.parametrize("ruleset", RULESETS, ids=[r.name for r in RULESETS])
def test_noise_stays_under_a_quarter(ruleset: LintRuleset) -> None:
    report = _report(ruleset)
    assert report.noise_share < 0.25, f"{report.noise} of {len(report.findings)} are noise"


@pytest.mark.parametrize("ruleset", RULESETS, ids=[r.name for r in RULESETS])
def test_every_ruleset_names_its_book_and_register(ruleset: LintRuleset) -> None:
    assert ruleset.book and ruleset.book.endswith(".txt")
    assert ruleset.register.name == "lint_register.yaml" and ruleset.register.exists()


def test_every_why_is_specific() -> None:
    whys = [(r.name, e.why) for r in RULESETS for e in load_register(r.register).entries]
    texts = [" ".join(why.split()).casefold() for _, why in whys]
    repeated = sorted({t for t in texts if texts.count(t) > 1})
    assert repeated == [], "a why must be about its own finding"
    assert all(len(why.split()) >= 8 for _, why in whys), "a why says what this finding is"
