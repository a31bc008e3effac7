"""``rulesref lint``: check a rulebook's text against its rules model, like a code linter."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from rulesref.cli import BadInput, RulesrefCommand, emit, exit_by, json_option
from rulesref.lint.rulesets import rulesets

if TYPE_CHECKING:
    from rulesref.lint.runner import LintReport

ROOT = Path(__file__).resolve().parent.parent.parent


def _bad(as_json: bool, message: str) -> BadInput:
    return BadInput(message, as_json=as_json)  # which prints the JSON object itself, once


def _where(file: str, line: int, page: int | None) -> str:
    where = f"{file}:{line}" if line else file
    return where + (f" (p. {page})" if page is not None else "")


def report_text(report: LintReport) -> str:
    """The human report: one line per finding, then a summary."""
    lines = []
    for t in report.findings:
        f = t.finding
        tag = "??? " if f.inconclusive else "NEW " if t.entry is None else "ok  "
        # said apart from the message, which may give counts of its own
        more = f"; {f.occurrences} printings in all" if f.occurrences > 1 else ""
        lines.append(f"{tag}{_where(f.file, f.line, f.page)}: {f.code} "
                     f"[{f.confidence:.2f}] {f.message}{more}"
                     + (f" [{f.citation}]" if f.citation else ""))
        if t.entry is not None:
            lines.append(f"      {t.entry.verdict.value}: {t.entry.why}")
    if report.gaps:
        lines.append(f"{report.game}: names the book uses that the model lacks (gaps in the "
                     "model, for its maintainers; not faults of the book)")
        lines += [f"gap {_where(g.file, g.line, g.page)}: {g.words} "
                  f"({g.occurrences} use{'' if g.occurrences == 1 else 's'})"
                  for g in report.gaps]
    acknowledged = len(report.findings) - len(report.new)
    if not report.findings:
        lines.append(f"{report.game}: no findings in {len(report.files)} file(s) - PASSED")
        return "\n".join(lines)
    lines.append(
        f"{report.game}: {len(report.findings)} findings in {len(report.files)} file(s) "
        f"({acknowledged} acknowledged, {len(report.new)} new); acknowledged as noise: "
        f"{report.noise} of {len(report.findings)} ({report.noise_share:.0%}); "
        f"{len(report.unmatched)} register entries not seen in these files - "
        + ("PASSED" if not report.new else "FAILED"))
    return "\n".join(lines)


def github_annotations(report: LintReport) -> list[str]:
    """GitHub Actions annotations for the new findings."""
    from rulesref.core.cireports import github_annotation

    return [github_annotation("warning" if t.finding.inconclusive or t.finding.confidence < 0.7
                              else "error", t.finding.file, max(t.finding.line, 1),
                              t.finding.code, t.finding.message)
            for t in report.new]


def junit_xml(report: LintReport) -> str:
    """The report as JUnit XML: one test case per code, failing on its new findings."""
    from rulesref.core.cireports import Case, Suite
    from rulesref.core.cireports import junit_xml as write_junit
    from rulesref.lint.runner import CODES

    cases = []
    for code, what in CODES.items():
        mine = [t for t in report.findings if t.finding.code == code]
        new = [t for t in mine if t.entry is None]
        cases.append(Case(
            f"lint.{report.game}", f"{code} {what}",
            failure=f"{len(new)} new finding(s)" if new else None,
            details="\n".join(f"{_where(t.finding.file, t.finding.line, t.finding.page)}: "
                              f"{t.finding.message}" for t in new),
            output="\n".join(f"acknowledged {t.finding.code} {t.finding.words}"
                             for t in mine if t.entry is not None)))
    return write_junit([Suite(f"rulesref lint {report.game}", tuple(cases), report.seconds)])


@click.command("lint", cls=RulesrefCommand,
               short_help="Check a rulebook's text against its rules model.")
@click.argument("files", nargs=-1, type=click.Path(path_type=Path))
@click.option("--game", help="The ruleset whose model the text is checked against "
                             "(a package under rulesref.games); required.")
@click.option("--junit", "junit", type=click.Path(dir_okay=False, path_type=Path),
              help="Also write the results as JUnit XML to this file.")
@click.option("--github", is_flag=True,
              help="Print GitHub Actions annotations (not with --json).")
@click.option("--unused", is_flag=True,
              help="Also report defined names the files never use (for a whole book).")
@click.option("--min-confidence", type=click.FloatRange(0, 1), default=None,
              help="Leave out findings less sure than this (default 0.55).")
@click.option("--register", "register_file", type=click.Path(dir_okay=False, path_type=Path),
              help="A register of acknowledged findings (default: the ruleset's own).")
@json_option
def lint_command(files: tuple[Path, ...], game: str | None, junit: Path | None, github: bool,
                 unused: bool, min_confidence: float | None, register_file: Path | None,
                 as_json: bool) -> None:
    """Read manuscripts (text, Markdown or PDF) and report undefined or inconsistent terms,
    dangling references, numbers that disagree with the model, and typos.

    Exit 0 when every finding is acknowledged in the register; 1 on a new finding; 2 on bad
    input; 3 when part of the input could not be read (a PDF page without text).
    """
    from rulesref.lint.answers import lint

    if github and as_json:
        raise _bad(True, "--github and --json both print on standard output; give one "
                         "(with --json, --junit writes the results to a file)")
    known = dict(sorted(rulesets().items()))
    if game is None:
        raise _bad(as_json, f"--game is required; known: {', '.join(known)}")
    if not files:
        raise _bad(as_json, "no FILE given: name the manuscripts to lint (.txt, .md or .pdf)")
    if junit is not None:
        from rulesref.core.safefiles import same_file

        for given in (*files, *([register_file] if register_file else [])):
            if same_file(junit, given):  # device and inode: a link to an input too
                raise _bad(as_json, f"{junit}: --junit would overwrite the input {given}")
    found = lint(files, game=game, unused=unused, min_confidence=min_confidence,
                 register=register_file)
    report = found.report
    emit(as_json, found.to_json(), lambda: report_text(report))
    if github:
        for line in github_annotations(report):
            click.echo(line)
    if junit is not None:
        from rulesref.core.safefiles import write_new
        from rulesref.errors import RulesDataError

        try:  # atomic: never through a link planted at that name, never into a FIFO
            write_new(junit, junit_xml(report).encode("utf-8"))
        except RulesDataError as exc:
            raise _bad(as_json, str(exc)) from None
    exit_by(found.verdict)
