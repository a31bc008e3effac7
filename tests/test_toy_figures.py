"""The engine's figure check comes for free to a fifth ruleset: a diagram cited for two
different things, or one the book does not print, is found with its kind and every citation;
citations that agree with each other and with the caption are silent."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from rulesref.cli import cli
from tests import test_toy_ruleset
from tests.test_toy_ruleset import new_findings

toy = test_toy_ruleset.toy  # the Toy package on the import path (a fixture)

FIGURES = """figures:
  - {label: Figure 1, subject: gate raising, shows: a gate being raised,
     cite: {page: 6, section: Moving}}
figure_citations:
  - {label: Figure 1, subject: gate raising, says: how a gate goes up, by: Moving,
     cite: {page: 6, section: Moving}}
  - {label: LABEL, subject: SUBJECT, says: what the second place says, by: Scoring,
     cite: {page: 7, section: Scoring}}
"""


def _figures(toy: Path, subject: str, label: str = "Figure 1") -> None:
    text = FIGURES.replace("SUBJECT", subject).replace("LABEL", label)
    (toy / "toy_ruleset" / "data" / "figures.yaml").write_text(text, encoding="utf-8")


def test_a_figure_cited_for_two_things(toy: Path, runner: CliRunner) -> None:
    _figures(toy, "points counted")
    found = new_findings(runner)
    assert set(found) == {"figure:subjects:Figure 1"}
    conflict = found["figure:subjects:Figure 1"]
    assert conflict["kind"] == "conflict" and conflict["check"] == "check_figures"
    assert conflict["citations"] == ["Toy Rules, p. 6, Moving", "Toy Rules, p. 7, Scoring"]
    assert "how a gate goes up" in conflict["message"]
    assert "what the second place says" in conflict["message"]


def test_a_figure_the_book_does_not_print(toy: Path, runner: CliRunner) -> None:
    _figures(toy, "gate raising", label="Figure 4")
    found = new_findings(runner)
    assert set(found) == {"figure:missing:Figure 4"}
    assert found["figure:missing:Figure 4"]["kind"] == "dangling reference"
    assert found["figure:missing:Figure 4"]["citations"] == ["Toy Rules, p. 7, Scoring"]


def test_agreeing_citations_are_silent(toy: Path, runner: CliRunner) -> None:
    _figures(toy, "gate raising")
    result = runner.invoke(cli, ["verify", "--game", "toy", "--json"])
    assert result.exit_code == 0, result.output
