"""The engine's check of stepwise worked examples comes for free to a fifth ruleset: an
example step that acts on another item than the one it is about is found as a conflict citing
the example and the procedure; the corrected example is silent."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from rulesref.cli import cli
from tests import test_toy_ruleset
from tests.test_toy_ruleset import new_findings, plant

toy = test_toy_ruleset.toy  # the Toy package on the import path (a fixture)

ANCHOR = "claims:\n"


def _example(second_acts_on: str) -> str:
    return (ANCHOR + "  - {id: raising-example, kind: example_steps, subject: Raising Gates,\n"
            '     says: "The oak gate goes up, then the elm gate.",\n'
            "     steps: [{about: first gate, acts_on: first gate},\n"
            f"             {{about: second gate, acts_on: {second_acts_on}}}],\n"
            "     procedure_cite: {page: 6, section: Moving},\n"
            "     cite: {page: 10, section: Raising Example}}\n")


def test_a_step_acting_on_another_item(toy: Path, runner: CliRunner) -> None:
    plant(toy / "toy_ruleset" / "data" / "play.yaml", ((ANCHOR, _example("first gate")),))
    found = new_findings(runner)
    assert set(found) == {"claim:raising-example"}
    conflict = found["claim:raising-example"]
    assert conflict["kind"] == "conflict" and conflict["check"] == "check_claims"
    assert conflict["citations"] == ["Toy Rules, p. 10, Raising Example",
                                     "Toy Rules, p. 6, Moving"]
    assert "step 2 is about second gate but tells you to act on first gate" in \
        conflict["message"]


def test_the_corrected_example_is_silent(toy: Path, runner: CliRunner) -> None:
    plant(toy / "toy_ruleset" / "data" / "play.yaml", ((ANCHOR, _example("second gate")),))
    result = runner.invoke(cli, ["verify", "--game", "toy", "--json"])
    assert result.exit_code == 0, result.output
