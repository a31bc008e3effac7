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
)

if TYPE_CHECKING:
    from rulesref_verify.runner import Report


def _data_line(report: Report, file: str | None, key: str | None) -> tuple[str, int]:
    """The data file (as the report shows paths) and the first line that mentions ``key``."""
    if not file:
        return "", 1
    from rulesref_verify.runner import display_path

    path = report.data_dir / file
    rel = display_path(path)
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
        file, line = _data_line(report, r.finding.file, r.finding.key)
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


class VerifyGroup(RulesrefGroup):
    """``rulesref verify`` with the subcommands rulesets add (``verify target-table``)."""

    def _added(self) -> list[click.Command]:
        from rulesref.core.registry import resolve, rulesets

        found = (resolve(ref) for r in rulesets() for ref in r.verify_commands)
        return [c for c in found if isinstance(c, click.Command)]

    def list_commands(self, ctx: click.Context) -> list[str]:
        """The subcommands rulesets add, sorted."""
        return sorted({*self.commands, *(c.name or "" for c in self._added())})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        """A subcommand some ruleset adds, by its command name."""
        if cmd_name not in self.commands:
            for command in self._added():
                if command.name == cmd_name:
                    self.add_command(command)
        return super().get_command(ctx, cmd_name)


@click.group("verify", cls=VerifyGroup, invoke_without_command=True,
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
    from rulesref.core.registry import find_ruleset, names
    from rulesref.errors import UnknownNameError
    from rulesref_verify.runner import run

    known = names()
    if game != "all":
        try:
            game = find_ruleset(game).name
        except UnknownNameError as exc:
            hint = exc.suggestions
            raise BadInput(f"unknown game {game!r}; known: {', '.join(known)}"
                           + (f" (did you mean {hint[0]!r}?)" if hint else "")) from None
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
