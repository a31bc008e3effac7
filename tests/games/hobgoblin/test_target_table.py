"""The z3 target-table checks: confirm, infer, diagnose, modifier bounds, the CLI."""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesref.cli import cli
from rulesref.games.hobgoblin.checks import target_table as tt
from rulesref_verify.findings import Verdict
from rulesref_verify.solver import make_optimizer, make_solver


@pytest.fixture(scope="module")
def chart(rules):  # type: ignore[no-untyped-def]
    return tt.chart_from_rules(rules)


@pytest.fixture(scope="module")
def hidden(rules):  # type: ignore[no-untyped-def]
    return tt.hidden_from_rules(rules)


def test_shipped_chart_is_confirmed(chart, hidden) -> None:  # type: ignore[no-untyped-def]
    result = tt.confirm(chart, hidden)
    assert result.verdict is Verdict.CONFIRMED and result.cells == ()
    clamped = {(c.attacker, c.defender): (c.raw, c.value) for c in result.clamped}
    # Worked by hand from the designer's tables (pages 59-60): Monster is Free order with
    # attack +2; Free against Close is 3; 3 - 2 + 0 = 1, printed as 2+.
    assert clamped[("Monster", "Light Infantry")] == (1, 2)
    # Ranged Infantry (Loose, attack -1) against Heavy Infantry (Close, defence +1): 5+1+1 = 7.
    assert clamped[("Ranged Infantry", "Heavy Infantry")] == (7, 6)
    assert len(clamped) == 7


def test_every_printing_is_confirmed(rules, hidden) -> None:  # type: ignore[no-untyped-def]
    for printing in rules.chart_printings:
        chart = tt.chart_from_rules(rules, printing.printing)
        assert tt.confirm(chart, hidden).verdict is Verdict.CONFIRMED


def test_inference_is_unique_and_finds_the_designer(chart, hidden) -> None:  # type: ignore[no-untyped-def]
    known = tt.infer(chart, base=hidden.base, designer=hidden)
    assert known.verdict is Verdict.CONFIRMED and known.unique
    assert known.solutions[0].matches_designer
    assert any("rock-paper-scissors" in s for s in known.symmetries)
    assert any("shift" in s for s in known.symmetries)
    unknown_base = tt.infer(chart, base=None, designer=hidden)
    assert unknown_base.unique and unknown_base.solutions[0].matches_designer
    assert unknown_base.solutions[0].hidden.base == hidden.base


def test_no_solution_names_cells(chart, hidden) -> None:  # type: ignore[no-untyped-def]
    # Light Infantry and Heavy Infantry rows are identical; making them differ against the
    # same defender with both attackers the same Order and modifier is still explainable, so
    # force a contradiction instead: a bound of 0 cannot reach any modifier.
    result = tt.infer(chart, base=hidden.base, bound=0)
    assert result.verdict is Verdict.REFUTED and result.solutions == ()
    assert result.core and all(c.startswith("cell[") for c in result.core)


cells = st.tuples(st.integers(0, 10), st.integers(0, 10), st.integers(2, 6))


@settings(max_examples=20)
@given(cells)
def test_one_changed_cell_is_refuted_and_named(chart, hidden, change) -> None:  # type: ignore[no-untyped-def]
    a, d, value = chart.types[change[0]], chart.types[change[1]], change[2]
    if chart.cells[(a, d)] == value:
        value = 2 if value != 2 else 6
    bad = tt.corrupt(chart, [((a, d), value)])
    assert tt.confirm(bad, hidden).verdict is Verdict.REFUTED
    diagnosis = tt.diagnose(bad, base=hidden.base)
    assert diagnosis.verdict is Verdict.REFUTED
    assert [(c.attacker, c.defender, c.printed) for c in diagnosis.cells] == [(a, d, value)]
    assert diagnosis.cells[0].explained == chart.cells[(a, d)]


def test_three_corrupted_cells_are_all_named(chart, hidden) -> None:  # type: ignore[no-untyped-def]
    changes = [(("Monster", "Beasts"), 5), (("Light Infantry", "Chariot"), 2),
               (("Artillery", "War Wagon"), 3)]
    diagnosis = tt.diagnose(tt.corrupt(chart, changes), base=hidden.base)
    assert {(c.attacker, c.defender, c.printed) for c in diagnosis.cells} == {
        (a, d, v) for (a, d), v in changes}


@settings(max_examples=15)
@given(st.randoms(use_true_random=False))
def test_generated_chart_is_explained(chart, hidden, rnd: random.Random) -> None:  # type: ignore[no-untyped-def]
    types = chart.types
    orders = {u: rnd.choice(tt.ORDERS) for u in types}
    attack = {u: rnd.randint(-2, 2) for u in types}
    defence = {u: rnd.randint(-2, 2) for u in types}
    defence[types[0]] = 0
    made = tt.Hidden(orders, attack, defence, hidden.base)
    # an independent generator: plain arithmetic, the way the designer describes it
    values = {(a, d): min(6, max(2, hidden.base[(orders[a], orders[d])] - attack[a]
                                 + defence[d])) for a in types for d in types}
    generated = tt.Chart(types, values, "generated")
    result = tt.infer(generated, base=hidden.base, designer=made)
    assert result.verdict is Verdict.CONFIRMED
    assert any(s.matches_designer for s in result.solutions) or not result.complete
    assert tt.confirm(generated, result.solutions[0].hidden).verdict is Verdict.CONFIRMED


def test_modifier_bounds(rules) -> None:  # type: ignore[no-untyped-def]
    result = tt.modifier_bounds(rules)
    assert result.verdict is Verdict.CONFIRMED
    assert {m.split(" (")[0] for m in result.modifiers} == {
        "Elite", "Devastating Charge", "Deadly Shots", "Cover"}


def test_modifier_bounds_catch_a_bad_clamp(rules) -> None:  # type: ignore[no-untyped-def]
    keywords = []
    for kw in rules.keywords:
        if kw.name == "Elite":
            effects = tuple(dataclasses.replace(e, clamp=1) for e in kw.effects)
            kw = dataclasses.replace(kw, effects=effects)
        keywords.append(kw)
    broken = dataclasses.replace(rules, keywords=tuple(keywords))
    result = tt.modifier_bounds(broken)
    assert result.verdict is Verdict.REFUTED and result.counterexample


def test_unknown_is_never_a_pass(chart, hidden, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from rulesref.games.hobgoblin.checks import chart_proofs

    monkeypatch.setattr(chart_proofs, "make_solver", lambda: make_solver(rlimit=1))
    assert tt.confirm(chart, hidden).verdict is Verdict.UNKNOWN
    assert tt.infer(chart, base=hidden.base).verdict is Verdict.UNKNOWN
    monkeypatch.setattr(chart_proofs, "make_optimizer", lambda: make_optimizer(rlimit=1))
    bad = tt.corrupt(chart, [(("Monster", "Beasts"), 5)])
    diagnosis = tt.diagnose(bad, base=hidden.base)
    assert (diagnosis.verdict, diagnosis.cells) == (Verdict.UNKNOWN, ())


def _csv(chart: tt.Chart, changes: dict[tuple[str, str], str] | None = None) -> str:
    changes = changes or {}
    rows = ["Attacker," + ",".join(chart.types)]
    for a in chart.types:
        rows.append(a + "," + ",".join(changes.get((a, d), f"{chart.cells[(a, d)]}+")
                                       for d in chart.types))
    return "\n".join(rows) + "\n"


def test_cli_confirms_shipped_chart(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["verify", "target-table", "--json"])
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["status"] == "confirmed" and data["inference"]["unique"]


def test_cli_refutes_a_csv(runner: CliRunner, chart, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "chart.csv"
    path.write_text(_csv(chart, {("Beasts", "Monster"): "6"}).lower())
    result = runner.invoke(cli, ["verify", "target-table", "--table", str(path), "--json"])
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert data["status"] == "refuted"
    assert data["cells"] == [{"attacker": "Beasts", "defender": "Monster", "printed": 6,
                              "explained": 4}]
    text = runner.invoke(cli, ["verify", "target-table", "--table", str(path)])
    assert "Beasts attacking Monster: printed 6+, explained 4+" in text.output


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda t: "\n".join(t.splitlines()[:-1]), "expected a header row and 11 rows"),
        (lambda t: t.replace("War Wagon,", "War Waggon,", 1), "row 1, column 9"),
        (lambda t: t.replace("Chariot,2+", "Chariot,7+", 1), "row 8, column 2"),
        (lambda t: t.replace("Chariot,2+", "Chariot,x", 1), "must be 2 to 6"),
    ],
)
def test_cli_malformed_csv(runner: CliRunner, chart, tmp_path: Path, mutate, message: str) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "bad.csv"
    path.write_text(mutate(_csv(chart)))
    result = runner.invoke(cli, ["verify", "target-table", "--table", str(path)])
    assert result.exit_code == 2, result.output
    assert message in result.output and "Traceback" not in result.output


def test_cli_infers_the_base_table_too(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["verify", "target-table", "--unknown-base", "--json"])
    assert result.exit_code == 0
    inference = json.loads(result.output)["inference"]
    assert inference["base_known"] is False and inference["unique"]
    (solution,) = inference["classes"]
    assert solution["matches_designer"]
    assert solution["units"]["Monster"] == {"order": "Free", "attack": 2, "defence": 1}
    assert any(s.startswith("assumption:") for s in inference["symmetries"])


# ------------------------------------------------------------------ data slips (issue 11.7)


def _hidden(rules, index, **changes):  # type: ignore[no-untyped-def]
    stats = list(rules.hidden_logic.stats)
    stats[index] = dataclasses.replace(stats[index], **changes)
    logic = dataclasses.replace(rules.hidden_logic, stats=tuple(stats))
    return dataclasses.replace(rules, hidden_logic=logic)


def test_a_misspelt_hidden_unit_type(rules) -> None:  # type: ignore[no-untyped-def]
    broken = _hidden(rules, 0, unit_type="Light Infantri")
    found = {f.id: f for f in tt.check_target_table(broken)}
    slip = found["target-table:hidden:unknown-unit:Light Infantri"]
    assert (slip.file, slip.key) == ("hidden_logic.yaml", "hidden_logic.stats[0].unit_type")
    assert "did you mean 'Light Infantry'" in slip.message and not slip.inconclusive
    assert "target-table:hidden:missing:Light Infantry" in found
    assert found["target-table:cannot-run"].inconclusive  # the proofs did not run: no pass


def test_a_missing_chart_row(rules) -> None:  # type: ignore[no-untyped-def]
    from rulesref.games.hobgoblin.checks import CHECKS
    from rulesref_verify.runner import run_check

    printings = list(rules.chart_printings)
    canonical = next(i for i, p in enumerate(printings) if p.canonical)
    printings[canonical] = dataclasses.replace(
        printings[canonical], rows=tuple(r for r in printings[canonical].rows
                                         if r.attacker != "Monster"))
    broken = dataclasses.replace(rules, chart_printings=tuple(printings))
    found = {f.id: f for check in CHECKS for f in run_check(check, broken)}
    printing = printings[canonical].printing
    row = found[f"target-table:chart:{printing}:missing-row:Monster"]
    assert row.file == "target_chart.yaml" and row.key == f"chart_printings[{canonical}].rows"
    assert found["target-table:cannot-run"].inconclusive
    crashed = [f for f in found.values() if f.id.endswith(":cannot-run")
               and f.id != "target-table:cannot-run"]
    assert all(f.inconclusive and "could not run" in f.message for f in crashed)


def test_verify_reports_a_slip(rules, runner, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from rulesref.cli import cli
    from rulesref.games.hobgoblin import loading

    monkeypatch.setattr(loading.LOADER, "load",
                        lambda: _hidden(rules, 3, unit_type="Monstrous Infantri"))
    result = runner.invoke(cli, ["verify", "--game", "hobgoblin"])
    assert result.exit_code == 1, result.output
    assert "internal error" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "NEW target-table:hidden:unknown-unit:Monstrous Infantri" in result.output
    assert "hidden_logic.yaml: hidden_logic.stats[3].unit_type" in result.output
    assert "??? target-table:cannot-run" in result.output
