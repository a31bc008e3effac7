"""``rulesref verify``: every rulebook check, and ``verify target-table`` for the z3 proof."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from rulesref.cli import (
    BadInput,
    Inconclusive,
    RuleBroken,
    RulesrefGroup,
    echo_text,
    emit,
    json_option,
    shown,
)

if TYPE_CHECKING:
    from verify.runner import Report

ROOT = Path(__file__).resolve().parent.parent


def _data_line(game: str, file: str | None, key: str | None) -> tuple[str, int]:
    """The data file (relative to the project) and the first line that mentions ``key``."""
    if not file:
        return "", 1
    path = ROOT / "games" / game / "data" / file
    rel = f"rulesref/games/{game}/data/{file}"
    if key and path.exists():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if key in line:
                return rel, number
    return rel, 1


def report_json(report: Report) -> dict[str, Any]:
    """The JSON object of a verification report."""
    return {
        "game": report.game,
        "passed": report.passed,
        "checks": list(report.checks),
        "findings": [
            {"id": r.finding.id, "check": r.finding.check, "message": r.finding.message,
             "citation": r.finding.citation, "status": r.status,
             "inconclusive": r.finding.inconclusive,
             "reading": r.erratum.reading if r.erratum else None}
            for r in report.findings
        ],
        "stale": [{"id": e.id, "reading": e.reading} for e in report.stale],
        "seconds": round(report.seconds, 3),
    }


def report_text(report: Report) -> str:
    """The human summary of a verification report."""
    lines = []
    for r in report.findings:
        tag = "NEW " if r.status == "new" else "ok  "
        if r.finding.inconclusive:
            tag = "??? "
        lines.append(f"{tag}{r.finding.id}\n      {r.finding.message} [{r.finding.citation}]")
        if r.erratum:
            lines.append(f"      reading: {r.erratum.reading}")
    for e in report.stale:
        lines.append(f"STALE {e.id}: the errata register lists it but no check finds it "
                     f"({report.errata_file})")
    acknowledged = sum(1 for r in report.findings if r.status == "acknowledged")
    lines.append(f"{report.game}: {len(report.checks)} checks, {len(report.findings)} findings "
                 f"({acknowledged} acknowledged, {len(report.new)} new), "
                 f"{len(report.stale)} stale errata entries - "
                 + ("PASSED" if report.passed else "FAILED"))
    return "\n".join(lines)


def github_annotations(report: Report) -> list[str]:
    """GitHub Actions annotations for new findings and stale errata entries."""
    out = []
    for r in report.new:
        file, line = _data_line(report.game, r.finding.file, r.finding.key)
        level = "warning" if r.finding.inconclusive else "error"
        message = r.finding.message.replace("\n", " ").replace("%", "%25")
        out.append(f"::{level} file={file},line={line},title={r.finding.id}::{message}")
    for e in report.stale:
        line = report.errata_lines.get(e.id, 1)
        out.append(f"::error file={report.errata_file},line={line},title=stale erratum::"
                   f"{e.id} matches no finding any more")
    return out


def junit_xml(report: Report) -> str:
    """The report as JUnit XML: one test case per check, failing on new findings."""
    import xml.etree.ElementTree as ET

    suite = ET.Element("testsuite", name=f"rulesref verify {report.game}",
                       tests=str(len(report.checks) + 1), time=f"{report.seconds:.3f}")
    failures = 0
    for check in report.checks:
        case = ET.SubElement(suite, "testcase", classname=f"verify.{report.game}", name=check)
        mine = [r for r in report.findings if r.finding.check == check]
        new = [r for r in mine if r.status == "new"]
        if new:
            failures += 1
            failure = ET.SubElement(case, "failure", message=f"{len(new)} new finding(s)")
            failure.text = "\n".join(f"{r.finding.id}: {r.finding.message}" for r in new)
        acknowledged = [r for r in mine if r.status == "acknowledged"]
        if acknowledged:
            out = ET.SubElement(case, "system-out")
            out.text = "\n".join(f"acknowledged {r.finding.id}" for r in acknowledged)
    case = ET.SubElement(suite, "testcase", classname=f"verify.{report.game}",
                         name="errata register is current")
    if report.stale:
        failures += 1
        failure = ET.SubElement(case, "failure", message="stale errata entries")
        failure.text = "\n".join(e.id for e in report.stale)
    suite.set("failures", str(failures))
    return ET.tostring(suite, encoding="unicode", xml_declaration=True)


@click.group("verify", cls=RulesrefGroup, invoke_without_command=True,
             short_help="Run every check of the rulebook (z3, graphs, consistency).")
@click.option("--game", default="all", show_default=True,
              help="The ruleset to check, or 'all'.")
@click.option("--junit", "junit", type=click.Path(dir_okay=False, path_type=Path),
              help="Also write the results as JUnit XML to this file.")
@click.option("--github", is_flag=True, help="Print GitHub Actions annotations.")
@json_option
@click.pass_context
def verify_command(ctx: click.Context, game: str, junit: Path | None, github: bool,
                   as_json: bool) -> None:
    """Run every rulebook check and compare the findings with the errata register.

    Exit 0 when every finding is acknowledged; 1 on a new finding or a stale register entry;
    3 when a check was inconclusive.
    """
    if ctx.invoked_subcommand is not None:
        return
    from verify.runner import games, run

    known = games()
    if game != "all" and game not in known:
        from rulesref.core.names import suggest

        hint = suggest(game, known)
        raise BadInput(f"unknown game {game!r}; known: {', '.join(known)}"
                       + (f" (did you mean {hint[0]!r}?)" if hint else ""))
    reports = [run(g) for g in (known if game == "all" else (game,))]
    if as_json:
        data = [report_json(r) for r in reports]
        emit(True, data[0] if len(data) == 1 else {"games": data}, lambda: "")
    else:
        echo_text("\n".join(report_text(r) for r in reports))
    if github:
        for r in reports:
            for line in github_annotations(r):
                click.echo(line)
    if junit is not None:
        try:
            junit.write_text("\n".join(junit_xml(r) for r in reports) if len(reports) == 1
                             else _junit_many(reports), encoding="utf-8")
        except OSError as exc:
            raise BadInput(f"{junit}: cannot write: {exc.strerror or exc}") from None
    if any(r.new or r.stale for r in reports):
        raise RuleBroken("")
    if any(r.inconclusive for r in reports):
        raise Inconclusive("")


def _junit_many(reports: list[Report]) -> str:
    body = "".join(junit_xml(r).split("?>", 1)[1] for r in reports)
    return f"<?xml version='1.0' encoding='utf-8'?>\n<testsuites>{body}</testsuites>"


@verify_command.command("target-table",
                        short_help="Prove the target chart follows the hidden-order logic.")
@click.option("--table", type=click.Path(path_type=Path),
              help="A chart as CSV (defenders in the header row, attackers in the first "
                   "column); default: the printed chart.")
@click.option("--unknown-base", is_flag=True,
              help="Also infer the base Order-against-Order table instead of taking the "
                   "designer's.")
@click.option("--bound", type=click.IntRange(0, 6), default=3, show_default=True,
              help="Search attack and defence modifiers in -BOUND..BOUND.")
@json_option
def target_table_command(table: Path | None, unknown_base: bool, bound: int,
                         as_json: bool) -> None:
    """Check a target number chart against the designer's hidden stats with z3.

    Exit 0 confirmed, 1 refuted (the smallest set of differing cells is listed), 2 for a
    table that cannot be read (the row and column are named), 3 unknown.
    """
    from rulesref.core.yamlio import decode, read_bytes
    from rulesref.games import hobgoblin
    from verify import target_table as tt
    from verify.findings import Verdict

    rules = hobgoblin.load()
    if table is None:
        chart = tt.chart_from_rules(rules)
    else:
        raw = decode(read_bytes(table, str(table)), str(table))
        chart = tt.read_chart_csv(raw, str(table), rules)
    hidden = tt.hidden_from_rules(rules)
    confirmed = tt.confirm(chart, hidden)
    inferred = tt.infer(chart, base=None if unknown_base else hidden.base, designer=hidden,
                        bound=bound)
    diagnosis = tt.diagnose(chart, base=hidden.base) if confirmed.verdict is Verdict.REFUTED \
        else None
    verdict = confirmed.verdict
    if diagnosis is not None and diagnosis.verdict is Verdict.UNKNOWN:
        verdict = Verdict.UNKNOWN
    cells = diagnosis.cells if diagnosis is not None else ()

    def cell(c: tt.Cell) -> dict[str, Any]:
        return {"attacker": c.attacker, "defender": c.defender, "printed": c.printed,
                "explained": c.explained}

    data: dict[str, Any] = {
        "status": verdict.value,
        "chart": chart.source,
        "clamped": [{"attacker": c.attacker, "defender": c.defender, "raw": c.raw,
                     "value": c.value} for c in confirmed.clamped],
        "designer_mismatches": [cell(c) for c in confirmed.cells],
        "inference": {"status": inferred.verdict.value, "solutions": len(inferred.solutions),
                      "complete": inferred.complete, "unique": inferred.unique,
                      "designer_found": any(s.matches_designer for s in inferred.solutions),
                      "symmetries": list(inferred.symmetries), "bound": inferred.bound,
                      "base_known": inferred.base_known,
                      "classes": [_solution_json(s) for s in inferred.solutions]},
    }
    if verdict is Verdict.REFUTED:
        data["cells"] = [cell(c) for c in cells]

    def text() -> str:
        lines = [f"{verdict.value.upper()}: {shown(chart.source)}"]
        if verdict is Verdict.CONFIRMED:
            lines.append("  every cell equals the hidden-order logic (z3 found no cell that "
                         "differs)")
        if verdict is Verdict.REFUTED:
            lines.append(f"  the fewest cells to change so that some hidden stats explain the "
                         f"chart: {len(cells)}")
            lines += [f"  {c.attacker} attacking {c.defender}: printed {c.printed}+, "
                      f"explained {c.explained}+" for c in cells]
        if confirmed.clamped:
            lines.append("  cells where the clamp to 2..6 decides the value:")
            lines += [f"    {c.attacker} attacking {c.defender}: logic gives {c.raw}, "
                      f"clamped to {c.value}" for c in confirmed.clamped]
        base = "the designer's base table" if inferred.base_known else "the base table unknown"
        found = ("unique" if inferred.unique else
                 f"{len(inferred.solutions)}{'' if inferred.complete else '+'} solution classes")
        lines.append(f"  inference from the chart alone ({base}, modifiers within "
                     f"+/-{inferred.bound}): "
                     f"{inferred.verdict.value}, {found}"
                     + (", the designer's stats among them"
                        if any(s.matches_designer for s in inferred.solutions) else ""))
        lines += [f"    {s}" for s in inferred.symmetries]
        return "\n".join(lines)

    emit(as_json, data, text)
    if verdict is Verdict.REFUTED:
        raise RuleBroken("")
    if verdict is Verdict.UNKNOWN:
        raise Inconclusive("")


def _solution_json(solution: Any) -> dict[str, Any]:
    hidden = solution.hidden
    return {
        "matches_designer": solution.matches_designer,
        "units": {u: {"order": hidden.order[u], "attack": hidden.attack[u],
                      "defence": hidden.defence[u]} for u in hidden.order},
        "base": [{"attacker": a, "defender": d, "target": v}
                 for (a, d), v in hidden.base.items()],
    }


COMMANDS = (verify_command,)
