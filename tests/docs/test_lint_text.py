"""The verification page's "Text" section, generated without a Sphinx build."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesref.core import registry
from rulesref.docs.lint_text import book_report, text_section
from rulesref.lint.model import fingerprint
from rulesref.lint.reading import read_manuscript
from rulesref.lint.register import load_register
from rulesref.lint.runner import run
from tests.lint.vocab import MANUSCRIPTS, VOCABULARY


def test_the_section_lists_findings_with_verdicts(tmp_path: Path) -> None:
    register = tmp_path / "r.yaml"
    register.write_text("acknowledged:\n  - code: RL403\n    words: the the\n"
                        f"    fingerprint: '{fingerprint('the the')}'\n"
                        "    verdict: book-fault\n    why: The invented text doubles an "
                        "article on its sixteenth line.\n", encoding="utf-8")
    manuscript = read_manuscript(MANUSCRIPTS / "planted.txt", "planted.txt")
    report = run("marsh_wars", [manuscript], VOCABULARY, load_register(register))
    lines = list(text_section(report, book="Marsh Wars"))
    page = "\n".join(lines)
    assert lines[0] == "Text"
    assert "1 book fault, 10 not yet triaged; noise is 0% of them." in page
    assert "     - ``RL403``" in page
    assert "The invented text doubles an article on its sixteenth line." in page
    assert page.count("**new**") == 10
    # the three names the invented model lacks are gaps in it, listed apart from findings
    assert "The book also uses 3 name(s) as terms that the model does not hold yet" in page
    assert "Glory Marker (line 4, 1 use(s))" in page
    parses(page)


def parses(page: str) -> None:
    """The lines are valid reST: docutils reads them without a warning."""
    from docutils.core import publish_doctree

    publish_doctree(page, settings_overrides={"halt_level": 2, "report_level": 2})


def test_the_section_says_when_the_book_was_missing() -> None:
    page = "\n".join(text_section(None, book="Marsh Wars"))
    assert "was not given when this site was built (the ``RULESREF_RULEBOOKS`` folder)" in page


@pytest.mark.parametrize("game", [*registry.names(), "chess"])
def test_no_report_without_the_book(tmp_path: Path, game: str,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    assert book_report(game, tmp_path) is None
    monkeypatch.delenv("RULESREF_RULEBOOKS", raising=False)
    assert book_report(game) is None  # nothing configured: no guess beside the project


def test_the_book_comes_from_the_configured_folder(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from rulesref.lint.rulesets import rulesets

    ruleset = next(r for r in rulesets().values() if r.book)
    assert ruleset.book is not None
    (tmp_path / ruleset.book).write_text("Some Text\n\nA short chapter.\n", encoding="utf-8")
    monkeypatch.setenv("RULESREF_RULEBOOKS", str(tmp_path))
    report = book_report(ruleset.name)
    assert report is not None
    assert report.files == (ruleset.book,)
