"""The engine's end-of-game, pile and play-variant role checks come for free to a fifth
ruleset: each fault is planted in the Toy data, and the check fires, names its kind and
carries every citation it rests on; the Toy data as shipped is silent (test_toy_ruleset)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from rulesref.cli import cli
from tests import test_toy_ruleset
from tests.test_toy_ruleset import new_findings, plant

toy = test_toy_ruleset.toy  # the Toy package on the import path (a fixture)

SIEGE, STORM = "Toy Rules, p. 6, Siege", "Toy Rules, p. 7, Storm"


def _plant(toy: Path, runner: CliRunner, *edits: tuple[str, str], fails: bool = True
           ) -> dict[str, Any]:
    """The new findings of ``verify --game toy`` once each ``(old, new)`` edit is made to the
    play data (a run that must fail, or with ``fails=False`` pass with none)."""
    plant(toy / "toy_ruleset" / "data" / "play.yaml", edits)
    if fails:
        return new_findings(runner)
    result = runner.invoke(cli, ["verify", "--game", "toy", "--json"])
    assert result.exit_code == 0, result.output
    return {}


def test_an_end_with_no_outcome(toy: Path, runner: CliRunner) -> None:
    # planted: the Storm can fell both sides' last gates at once, and the draw is gone
    found = _plant(toy, runner, ('      - {name: a storm draw, when: "left == 0", cite: '
                                 '{page: 7, section: Storm}}\n', ""))
    assert set(found) == {"endgame:no-outcome:endgames:both fallen"}
    missing = found["endgame:no-outcome:endgames:both fallen"]
    assert missing["kind"] == "missing"
    assert "Red.gates = 0, Red.sworn = " in missing["message"]
    assert "Blue.gates = 0" in missing["message"]
    assert missing["citations"] == [SIEGE, STORM]


def test_an_end_needs_a_change_the_rules_allow(toy: Path, runner: CliRunner) -> None:
    # planted: no draw, and no Storm either: one change fells one side's gates only, so both
    # sides can never fall at once and the end with no outcome is never reached
    found = _plant(toy, runner, ('      - {name: a storm draw, when: "left == 0", cite: '
                                 '{page: 7, section: Storm}}\n', ""),
                   ("    together:\n      - {name: Storm, counts: [gates], cite: {page: 7, "
                    "section: Storm}}\n", ""), fails=False)
    assert found == {}


def test_two_outcomes_at_once(toy: Path, runner: CliRunner) -> None:
    found = _plant(toy, runner, ('when: "left == 0", cite: {page: 7',
                                 'when: "left <= 1", cite: {page: 7'))
    two = [f for k, f in found.items() if k.startswith("endgame:two-outcomes:endgames:")]
    assert len(two) == 1 and two[0]["kind"] == "conflict"
    assert "'a storm draw' gives a draw" in two[0]["message"]
    assert two[0]["citations"] == [SIEGE, STORM]


def test_a_side_that_loses_by_doing_better(toy: Path, runner: CliRunner) -> None:
    # planted: Red wins with exactly two flags, Blue otherwise, so three flags lose
    found = _plant(toy, runner, ('when: "flags >= 2"', 'when: "flags == 2"'))
    assert set(found) == {"endgame:favours:scenarios.gate_rush:flags"}
    reversed_ = found["endgame:favours:scenarios.gate_rush:flags"]
    assert reversed_["kind"] == "reversed outcome"
    assert "Red wins with flags = 2" in reversed_["message"]
    assert "(flags = 3) 'else Blue' holds instead" in reversed_["message"]
    assert reversed_["citations"] == ["Toy Rules, p. 5, Gate Rush", "Toy Rules, p. 5, Rush Ends"]


def test_a_side_left_with_nothing(toy: Path, runner: CliRunner) -> None:
    # planted: only a side that swore the oath is out when its gates fall
    found = _plant(toy, runner, ('when: "self.gates == 0", per_side',
                                 'when: "self.gates == 0 and self.sworn == 1", per_side'))
    assert set(found) == {"endgame:stranded:endgames"}
    stranded = found["endgame:stranded:endgames"]
    assert stranded["kind"] == "dead end" and "Red can be left with no gates" in \
        stranded["message"] and "Red.sworn = 0" in stranded["message"]
    assert stranded["citations"] == [SIEGE, STORM]


def test_a_game_that_cannot_end(toy: Path, runner: CliRunner) -> None:
    # planted: nothing puts a side out, so no side is ever the last one left
    found = _plant(toy, runner, ('    out:\n      - {name: no gates, when: "self.gates == 0", '
                                 'per_side: true, cite: {page: 6, section: Siege}}\n', ""))
    assert set(found) == {"endgame:never-ends:endgames"}
    never = found["endgame:never-ends:endgames"]
    assert never["kind"] == "dead end" and "no state the counts allow ends the game" in \
        never["message"]
    assert never["citations"] == [SIEGE, STORM]


def test_a_pile_never_laid_out(toy: Path, runner: CliRunner) -> None:
    found = _plant(toy, runner, ("  - {component: Omen Cards, op: create, setup: true, by: "
                                 "Setup, summary: Shuffle them.,\n     cite: {page: 2, "
                                 "section: Setup}}\n", ""))
    assert set(found) == {"piles:never-made:omen cards"}
    never = found["piles:never-made:omen cards"]
    assert never["kind"] == "missing" and "'the omen pile'" in never["message"]
    assert never["citations"] == ["Toy Rules, p. 2, Setup", "Toy Rules, p. 3, Rounds"]


def test_a_pile_cleared_at_set_up_and_drawn_from_later(toy: Path, runner: CliRunner) -> None:
    # planted: set-up discards the undealt omens, and no spent omen goes back
    found = _plant(toy, runner, ("op: return, by: Score", "op: empty, setup: true, by: Setup"))
    assert set(found) == {"piles:cleared:omen cards"}
    cleared = found["piles:cleared:omen cards"]
    assert cleared["kind"] == "conflict" and "Score takes cards from the pile" in \
        cleared["message"]
    assert cleared["citations"] == ["Toy Rules, p. 3, Rounds"]  # both passages on p. 3


def test_a_variant_without_a_role_a_step_needs(toy: Path, runner: CliRunner) -> None:
    # planted: Solo Siege no longer says who counts the points in the Referee's place
    found = _plant(toy, runner, ("step: Score, summary: The player counts the points.,",
                                 "step: Move, summary: The player counts the points.,"))
    assert set(found) == {"variant:role:siege:round:score"}
    role = found["variant:role:siege:round:score"]
    assert role["kind"] == "missing" and "needs the Referee (the Referee)" in role["message"]
    assert role["citations"] == ["Toy Rules, p. 9, Solo Siege", "Toy Rules, p. 3, Rounds"]


def test_a_condition_that_cannot_be_read_is_inconclusive(toy: Path, runner: CliRunner) -> None:
    # planted: a rule for being out that depends on who is out, and one the parser refuses
    data = toy / "toy_ruleset" / "data" / "play.yaml"
    text = data.read_text(encoding="utf-8")
    for old, new in (('when: "self.gates == 0", per_side', 'when: "left == 1", per_side'),
                     ('when: "flags >= 2"', 'when: "flags ** 2"')):
        text = text.replace(old, new)
    data.write_text(text, encoding="utf-8")
    result = runner.invoke(cli, ["verify", "--game", "toy", "--json"])
    assert result.exit_code == 3, result.output
    cannot = [f for f in json.loads(result.output)["findings"] if f["inconclusive"]]
    # each end is reported once by each check that reads the broken rule (whether the
    # scenario can end reads no outcome), and the others still run
    assert {f["id"] for f in cannot} == {
        f"{check}:cannot-read:{key}" for key in ("endgames", "scenarios.gate_rush")
        for check in ("check_end_outcomes", "check_end_favours", "check_end_reachable")
    } - {"check_end_reachable:cannot-read:scenarios.gate_rush"}
    assert all(f["kind"] == "data" for f in cannot)
    assert all("cannot depend on who is out" in f["message"] for f in cannot
               if f["id"].endswith(":endgames"))
    assert all("cannot read the condition 'flags ** 2'" in f["message"] for f in cannot
               if f["id"].endswith("gate_rush"))


def test_a_pile_only_discarded_to_needs_no_laying_out(toy: Path, runner: CliRunner) -> None:
    # the omen pile is no longer drawn from, only discarded to: it starts with its first card
    # (and nobody plays omens any more, which would need some pile to supply them)
    found = _plant(toy, runner, ("  - {component: Omen Cards, op: create, setup: true, by: "
                                 "Setup, summary: Shuffle them.,\n     cite: {page: 2, "
                                 "section: Setup}}\n", ""),
                   ("op: draw, setup: true, by: Setup", "op: return, by: Setup"),
                   ("op: draw, by: Score", "op: return, by: Score"),
                   ("  - {component: Omen Cards, op: play, by: Score, summary: The scorer "
                    "plays one.,\n     cite: {page: 3, section: Rounds}}\n", ""), fails=False)
    assert found == {}


def test_an_end_read_the_way_the_model_rejects_gives_a_consequence(toy: Path,
                                                                   runner: CliRunner) -> None:
    # the same end with no outcome, transcribed under the reading the model rejects
    found = _plant(toy, runner, ('      - {name: a storm draw, when: "left == 0", cite: '
                                 '{page: 7, section: Storm}}\n', ""),
                   ("endgames:\n  - sides: [Red, Blue]",
                    "endgames:\n  - assumes: gate-height\n    sides: [Red, Blue]"), fails=False)
    assert found == {}
    result = runner.invoke(cli, ["verify", "--game", "toy", "--json"])
    apart = json.loads(result.output)["consequences_of_rejected_readings"]
    assert [(c["id"], c["reading"]) for c in apart] == [
        ("endgame:no-outcome:endgames:both fallen", "gate-height")]
