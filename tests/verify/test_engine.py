"""The verification engine on a tiny model of its own: three-valued proofs, fingerprints,
errata matching, the check guard, the reading and term checks, and the report formats.
Nothing here depends on a shipped ruleset."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulesref.core.citation import Citation
from rulesref.core.readings import CrossRef, Reading, ReadingKind
from rulesref.core.record import record, root_record
from rulesref.core.terms import Term
from rulesref.errors import RulesDataError
from rulesref_verify import formats
from rulesref_verify.errata import ErrataEntry
from rulesref_verify.findings import Finding, Verdict, facts
from rulesref_verify.readings import check_readings, recorded_readings
from rulesref_verify.runner import Report, ReportedReading, classify, run_check
from rulesref_verify.solver import make_optimizer, make_solver, optimum, prove, satisfiable
from rulesref_verify.terms import Use, singular, terms_check, where_used

CITE = Citation(book="Toy", page=3, section="Rules")


@record
class Rule:
    """A rule that may depend on a reading."""

    name: str
    cite: Citation
    reading: str | None = None
    mentions: tuple[str, ...] = ()


@root_record
class Toy:
    """A model with readings, terms and rules."""

    rules: tuple[Rule, ...]
    readings: tuple[Reading, ...]
    terms: tuple[Term, ...] = ()


def reading(rid: str, **changes: object) -> Reading:
    values: dict[str, object] = dict(id=rid, kind=ReadingKind.AMBIGUOUS, question="Which?",
                                     reading="This one.", cite=CITE)
    values.update(changes)
    return Reading(**values)  # type: ignore[arg-type]


TOY = Toy(rules=(Rule(name="Move", cite=CITE, reading="diagonals", mentions=("tile",)),),
          readings=(reading("diagonals", choice="yes", alternatives=("no",),
                            see_also=(CrossRef(cite=CITE),)),),
          terms=(Term(name="tile", summary="A square.", cite=CITE, aliases=("tiles",)),
                 Term(name="barn", summary="Assumed: a home tile.", cite=CITE,
                      defined=False)))


# --------------------------------------------------------------------------- solver


def test_prove_negates_the_claim_itself() -> None:
    import z3

    x = z3.Int("x")
    assert prove(x + 1 > x).verdict is Verdict.CONFIRMED
    refuted = prove(x > 0)
    assert refuted.verdict is Verdict.REFUTED
    assert refuted.counterexample.eval(x).as_long() <= 0
    given = make_solver()
    given.add(x > 5)
    assert prove(x > 0, given).verdict is Verdict.CONFIRMED


def test_satisfiable_and_unknown_is_never_a_pass() -> None:
    import z3

    x = z3.Int("x")
    solver = make_solver()
    solver.add(x > 1, x < 3)
    assert satisfiable(solver) is Verdict.CONFIRMED and solver.model().eval(x).as_long() == 2
    solver.add(x > 2)
    assert satisfiable(solver) is Verdict.REFUTED
    assert prove(x + 1 > x, make_solver(rlimit=1)).verdict is Verdict.UNKNOWN


def test_an_optimum_is_proved_or_unknown_never_a_best_so_far() -> None:
    import z3

    x, y = z3.Ints("x y")
    opt = make_optimizer()
    opt.add(x >= 0, y >= 0, x <= 4, x + y >= 5)
    least = opt.minimize(3 * x + 2 * y)
    # by hand: y >= 5 - x, so 3x + 2y >= x + 10, least at x = 0, y = 5
    assert optimum(opt) is Verdict.CONFIRMED
    assert opt.lower(least).as_long() == opt.upper(least).as_long() == 10
    assert (opt.model().eval(x).as_long(), opt.model().eval(y).as_long()) == (0, 5)
    opt.add(x + y < 0)
    assert optimum(opt) is Verdict.REFUTED
    for stopped in (make_optimizer(rlimit=1), make_optimizer(rlimit=100)):
        stopped.add(x >= 0, y >= 0, x + y >= 5)
        stopped.minimize(x + y)
        assert optimum(stopped) is Verdict.UNKNOWN


@given(weights=st.tuples(st.integers(-3, 3), st.integers(-3, 3)),
       floor=st.integers(-4, 8), top=st.integers(0, 4), maximise=st.booleans())
def test_an_optimum_is_the_best_of_every_point(weights: tuple[int, int], floor: int,
                                               top: int, maximise: bool) -> None:
    """On a small box with one more constraint, the proved optimum is the best value of
    every point, found by trying them all (no point at all: REFUTED)."""
    import z3

    a, b = weights
    x, y = z3.Ints("x y")
    opt = make_optimizer()
    opt.add(x >= 0, y >= 0, x <= top, y <= top, x + y >= floor)
    objective = a * x + b * y
    handle = opt.maximize(objective) if maximise else opt.minimize(objective)
    values = [a * i + b * j for i, j in itertools.product(range(top + 1), repeat=2)
              if i + j >= floor]
    verdict = optimum(opt)
    if not values:
        assert verdict is Verdict.REFUTED
        return
    assert verdict is Verdict.CONFIRMED
    best = max(values) if maximise else min(values)
    assert opt.model().eval(objective).as_long() == best
    assert opt.lower(handle).as_long() == opt.upper(handle).as_long() == best


# --------------------------------------------------------------------------- findings, errata


def finding(**changes: object) -> Finding:
    values: dict[str, object] = dict(id="toy:overlap:3", check="check_toy",
                                     message="a roll of 3 matches two rows", citation=str(CITE),
                                     facts=facts(roll=3, rows=["1-3 A", "3-6 B"]))
    values.update(changes)
    return Finding(**values)  # type: ignore[arg-type]


def test_the_fingerprint_rests_on_the_facts() -> None:
    base = finding()
    assert len(base.fingerprint) == 16
    assert finding(message="reworded").fingerprint == base.fingerprint
    assert finding(facts=facts(roll=3, rows=["1-3 A", "2-6 B"])).fingerprint != base.fingerprint
    assert facts(b=1, a=[1, 2]) == (("a", "[\"1\", \"2\"]"), ("b", "1"))
    plain = finding(facts=())
    assert plain.fingerprint != finding(facts=(), message="other").fingerprint


def test_errata_match_by_id_and_fingerprint() -> None:
    ok = finding()
    entry = ErrataEntry(id=ok.id, fingerprint=ok.fingerprint, reading="Take A.", why="Why A.")
    gone = ErrataEntry(id="toy:gone", fingerprint="0" * 16, reading="-", why="Why gone.")
    reported, stale = classify([ok], [entry, gone])
    assert [r.status for r in reported] == ["acknowledged"] and stale == (gone,)
    moved = finding(facts=facts(roll=3, rows=["1-3 A", "2-6 B"]))
    reported, stale = classify([moved], [entry])
    assert [r.status for r in reported] == ["changed"] and stale == ()
    undecided = finding(inconclusive=True)
    reported, stale = classify([undecided], [entry])
    assert [r.status for r in reported] == ["new"] and stale == (entry,)


def test_a_check_that_raises_is_inconclusive_not_a_crash() -> None:
    def check_broken(rules: object) -> list[Finding]:
        return [] if rules is None else {}["missing row"]

    def check_bad_data(rules: object) -> list[Finding]:
        raise RulesDataError("toy.yaml", "rows[2].name", "no such unit type")

    (crash,) = run_check(check_broken, TOY)
    assert crash.inconclusive and crash.id == "check_broken:cannot-run"
    assert "KeyError" in crash.message and "'missing row'" in crash.message
    (data,) = run_check(check_bad_data, TOY)
    assert data.inconclusive and (data.file, data.key) == ("toy.yaml", "rows[2].name")
    assert run_check(check_broken, None) == []


# --------------------------------------------------------------------------- readings, terms


def test_readings_are_collected_not_echoed() -> None:
    found = {r.reading.id: r for r in recorded_readings(TOY)}
    assert set(found) == {"diagonals", "term:barn"}
    assert found["diagonals"].key == "readings[0]" and found["diagonals"].field == "readings"
    barn = found["term:barn"].reading
    assert barn.kind is ReadingKind.SILENT and barn.reading == "Assumed: a home tile."
    assert check_readings(TOY) == []


def test_the_reading_check_fires_on_planted_faults() -> None:
    broken = Toy(rules=(Rule(name="Move", cite=CITE, reading="diagonal"),),
                 readings=(reading("diagonals", choice="yes", alternatives=("yes", "no")),
                           reading("diagonals")))
    found = {f.id: f for f in check_readings(broken)}
    assert set(found) == {"reading:duplicate:diagonals", "reading:choice-is-alternative:diagonals",
                          "reading:unknown:diagonal"}
    assert found["reading:unknown:diagonal"].key == "rules[0].reading"
    assert found["reading:unknown:diagonal"].citation == str(CITE)
    assert "readings[0] and readings[1]" in found["reading:duplicate:diagonals"].message


def uses(rules: Toy) -> list[Use]:
    return [Use(m, f"rule {r.name}", str(r.cite), "rules.yaml", f"rules[{i}]")
            for i, r in enumerate(rules.rules) for m in r.mentions]


def test_the_term_check_and_where_each_term_is_used() -> None:
    check = terms_check(uses, lambda rules: ["Move"])
    assert check.__name__ == "check_terms" and check(TOY) == []
    assert singular("Troop Cards") == "troop card" and singular("dice") == "die"
    planted = Toy(rules=(Rule(name="Move", cite=CITE, mentions=("tiles", "meadow")),),
                  readings=(), terms=(*TOY.terms, Term(name="field", summary="-", cite=CITE,
                                                       aliases=("tile",))))
    found = {f.id: f for f in check(planted)}
    assert set(found) == {"terms:undefined:meadow", "terms:clash:tile"}
    assert (found["terms:undefined:meadow"].file, found["terms:undefined:meadow"].key) == \
        ("rules.yaml", "rules[0]")
    used = where_used(planted, uses(planted))
    assert [u.where for u in used["tile"]["tiles"]] == ["rule Move"]


# --------------------------------------------------------------------------- formats


def report(tmp_path: Path) -> Report:
    (tmp_path / "rules.yaml").write_text("rules:\n  - name: Move\n    roll: 3\n")
    found = [finding(file="rules.yaml", key="roll"), finding(id="toy:undecided",
                                                            inconclusive=True)]
    entry = ErrataEntry(id="toy:overlap:3", fingerprint=found[0].fingerprint,
                        reading="Take A.", why="Why A.")
    reported, stale = classify(found, [entry])
    readings = tuple(ReportedReading(r.reading, "rules.yaml", r.key)
                     for r in recorded_readings(TOY))
    return Report("toy", reported, stale, "toy/errata.yaml", {}, ("check_toy",), 0.5,
                  tmp_path, readings)


def test_json_keeps_findings_and_readings_apart(tmp_path: Path) -> None:
    data = formats.report_json(report(tmp_path))
    assert [f["id"] for f in data["findings"]] == ["toy:overlap:3", "toy:undecided"]
    assert {r["id"] for r in data["readings"]} == {"diagonals", "term:barn"}
    assert data["counts"] == {"findings": 2, "acknowledged": 1, "new": 0, "changed": 0,
                              "inconclusive": 1, "readings": 2, "consequences": 0, "model_gaps": 0,
                              "stale": 0}
    diagonals = next(r for r in data["readings"] if r["id"] == "diagonals")
    assert diagonals["alternatives"] == ["no"] and diagonals["choice"] == "yes"
    assert data["findings"][0]["facts"] == {"roll": "3", "rows": "[\"1-3 A\", \"3-6 B\"]"}


def test_text_counts_say_which_is_which(tmp_path: Path) -> None:
    text = formats.report_text(report(tmp_path))
    assert text.splitlines()[-1] == (
        "toy: 1 checks, 2 findings (1 acknowledged, 0 new, 1 inconclusive), 2 readings, "
        "0 stale errata entries - UNKNOWN")
    assert "toy: readings (where the book is unclear" in text
    assert text.index("ok  toy:overlap:3") < text.index("read diagonals (ambiguous)")


def test_gaps_in_the_model_are_listed_apart(tmp_path: Path) -> None:
    import dataclasses

    gap = finding(id="toy:tiles:copies", message="whether 9 tiles split by colour add up "
                  "cannot be decided: the model does not hold the split", gap=True)
    base = dataclasses.replace(report(tmp_path), gaps=(gap,))
    text = formats.report_text(base)
    assert "toy: gaps in the model (for its maintainers; not faults of the book)\n" \
        "gap toy:tiles:copies\n      whether 9 tiles" in text
    assert text.index("read diagonals") < text.index("gap toy:tiles:copies")
    data = formats.report_json(base)
    assert [g["id"] for g in data["model_gaps"]] == ["toy:tiles:copies"]
    assert "toy:tiles:copies" not in {f["id"] for f in data["findings"]}
    assert data["counts"]["model_gaps"] == 1 and base.outcome == report(tmp_path).outcome


def test_sarif_log(tmp_path: Path) -> None:
    log = formats.sarif([report(tmp_path)], "9.9")
    json.dumps(log)
    run = log["runs"][0]
    assert run["tool"]["driver"]["version"] == "9.9"
    acknowledged, undecided = run["results"]
    assert acknowledged["suppressions"][0]["justification"] == "Take A."
    assert acknowledged["locations"][0]["physicalLocation"]["region"]["startLine"] == 3
    assert undecided["level"] == "warning" and "suppressions" not in undecided
    assert {r["id"] for r in run["properties"]["readings"]} == {"diagonals", "term:barn"}


@pytest.mark.parametrize("outcome", ["passed", "failed", "unknown"])
def test_outcome(tmp_path: Path, outcome: str) -> None:
    import dataclasses

    base = report(tmp_path)
    if outcome == "passed":
        base = dataclasses.replace(base, findings=base.findings[:1])
    elif outcome == "failed":
        gone = ErrataEntry(id="toy:gone", fingerprint="0" * 16, reading="-", why="Why gone.")
        base = dataclasses.replace(base, stale=(gone,))
    assert base.outcome == outcome
