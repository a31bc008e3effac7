"""The four real books against their models: every finding triaged in the register, the
register current, and the findings acknowledged as noise under a quarter.

The books are not part of the project; these tests run where ``../shared/rulebooks/`` is
present beside the repository (CI and developers) and skip elsewhere.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from rulesref.cli import cli
from rulesref.lint.model import LintRuleset
from rulesref.lint.reading import read_manuscript
from rulesref.lint.register import load_register
from rulesref.lint.rulesets import rulesets
from rulesref.lint.runner import LintReport, run

BOOKS = Path(__file__).resolve().parents[2].parent / "shared" / "rulebooks"
RULESETS = sorted(rulesets().values(), key=lambda r: r.name)
needs_books = pytest.mark.skipif(
    not BOOKS.is_dir(), reason=f"the real rulebooks are not at {BOOKS} (../shared/rulebooks "
                               "beside the repository); they are not part of the project")


def _report(ruleset: LintRuleset) -> LintReport:
    assert ruleset.book is not None
    manuscript = read_manuscript(BOOKS / ruleset.book, ruleset.book)
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


def test_noise_share_is_reported_by_the_command(runner: CliRunner, tmp_path: Path) -> None:
    page = tmp_path / "t.txt"
    page.write_text("Light Infantry may gain Hero [+1].\n", encoding="utf-8")
    result = runner.invoke(cli, ["lint", str(page), "--game", "hobgoblin", "--json"])
    assert result.exit_code == 0
    assert '"noise_share": 0.0' in result.output


@needs_books
def test_a_changed_spell_cost_is_caught_in_the_real_book() -> None:
    """Mutation: with the model's Cantrip cost changed, every spell the book prints as
    ``Cantrip (2)`` disagrees with it, and so does the sentence giving the class's cost."""
    from dataclasses import replace

    ruleset = rulesets()["hobgoblin"]
    vocabulary = ruleset.vocabulary()
    facts = tuple(replace(f, value=3) if f.entity == "Cantrip" else f for f in vocabulary.facts)
    manuscript = read_manuscript(BOOKS / "hobgoblin.txt", "hobgoblin.txt")
    from rulesref.lint.runner import lint

    found = lint([manuscript], replace(vocabulary, facts=facts))
    assert {(f.code, f.words) for f in found if f.code == "RL301"} == {
        ("RL301", "Cantrip (2)"), ("RL301", "Cantrips ... 2 Mercury")}
