"""``rulesref lint --game hobgoblin`` on a page, a planted fault caught in the real book and
the book read as two columns run together (which need the real books,
:mod:`tests.rulebooks`)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from rulesref.cli import cli
from rulesref.lint.reading import read_manuscript
from rulesref.lint.rulesets import rulesets
from tests.rulebooks import book, needs_books


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
    manuscript = read_manuscript(book("hobgoblin.txt"), "hobgoblin.txt")
    from rulesref.lint.runner import lint

    found = lint([manuscript], replace(vocabulary, facts=facts))
    assert {(f.code, f.words) for f in found if f.code == "RL301"} == {
        ("RL301", "Cantrip (2)"), ("RL301", "Cantrips ... 2 Mercury")}


@needs_books
def test_the_real_book_reads_as_two_columns_with_its_seam_unchanged() -> None:
    """The book's pages are two columns run together line by line; the column width read
    from it is the one read before single-column books were told apart (issue 27)."""
    from rulesref.lint.known import analyse

    manuscript = read_manuscript(book("hobgoblin.txt"), "hobgoblin.txt")
    assert analyse(manuscript).column_width == 58
