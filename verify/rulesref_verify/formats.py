"""A verification report in each format ``rulesref verify`` writes: text for people, JSON,
JUnit XML, GitHub Actions annotations and SARIF 2.1.0 for code-scanning pages.

Every format keeps apart: the findings a check derived from the model, the readings the
model records (its interpretation of an unclear rule, with the alternatives), the gaps in
the model (what a check could not decide for want of a fact the model lacks), and the
errata that acknowledge findings. Pure functions from :class:`~.runner.Report` to
text or data; the command line prints them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rulesref.core.cireports import Case, Suite, github_annotation, junit_xml
from rulesref_verify.runner import (
    ACKNOWLEDGED,
    CHANGED,
    Report,
    Reported,
    ReportedReading,
    display_path,
)

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


def data_line(report: Report, file: str | None, key: str | None) -> tuple[str, int]:
    """The data file (as the report shows paths) and the first line that mentions ``key``."""
    if not file:
        return "", 1
    path = report.data_dir / file
    rel = display_path(path)
    if key and path.exists():
        last = key.replace("[", ".").split(".")[-1].rstrip("]")
        for needle in (key, last):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if needle and needle in line:
                    return rel, number
    return rel, 1


# --------------------------------------------------------------------------- JSON, text


def _reading_json(report: Report, item: ReportedReading) -> dict[str, Any]:
    r = item.reading
    file, line = data_line(report, item.file, r.id)
    return {"id": r.id, "kind": r.kind.value, "topic": r.topic, "question": r.question,
            "reading": r.reading, "choice": r.choice, "alternatives": list(r.alternatives),
            "citation": str(r.cite), "see_also": [str(x.cite) for x in r.see_also],
            "file": file or None, "line": line if file else None}


def report_json(report: Report) -> dict[str, Any]:
    """The JSON object of a verification report: ``findings`` and ``readings`` apart."""
    return {
        "game": report.game,
        "passed": report.passed,
        "checks": list(report.checks),
        "counts": counts(report),
        "findings": [
            {"id": r.finding.id, "check": r.finding.check, "kind": r.finding.kind_name,
             "message": r.finding.message,
             "citation": r.finding.citation, "citations": list(r.finding.cited),
             "status": r.status,
             "inconclusive": r.finding.inconclusive, "file": r.finding.file,
             "key": r.finding.key, "fingerprint": r.finding.fingerprint,
             "facts": dict(r.finding.facts),
             "reading": r.erratum.reading if r.erratum and r.status == ACKNOWLEDGED else None}
            for r in report.findings
        ],
        "readings": [_reading_json(report, item) for item in report.readings],
        "consequences_of_rejected_readings": [
            {"id": f.id, "check": f.check, "kind": f.kind_name, "reading": f.assumes,
             "message": f.message, "citations": list(f.cited)}
            for f in report.consequences],
        "model_gaps": [
            {"id": f.id, "check": f.check, "message": f.message, "citations": list(f.cited),
             "file": f.file, "key": f.key}
            for f in report.gaps],
        "stale": [{"id": e.id, "reading": e.reading} for e in report.stale],
        "seconds": round(report.seconds, 3),
    }


def counts(report: Report) -> dict[str, int]:
    """How many of each: findings (acknowledged, new, changed, inconclusive), readings,
    stale errata entries."""
    inconclusive = sum(r.finding.inconclusive for r in report.findings)
    return {"findings": len(report.findings), "acknowledged": len(report.acknowledged),
            "new": sum(r.status != ACKNOWLEDGED and not r.finding.inconclusive
                       for r in report.findings),
            "changed": sum(r.status == CHANGED for r in report.findings),
            "inconclusive": inconclusive, "readings": len(report.readings),
            "consequences": len(report.consequences), "model_gaps": len(report.gaps),
            "stale": len(report.stale)}


def _finding_text(r: Reported) -> list[str]:
    f = r.finding
    tag = ("??? " if f.inconclusive else "ok  " if r.status == ACKNOWLEDGED
           else "CHG " if r.status == CHANGED else "NEW ")
    cited = "; ".join(f.cited)
    lines = [f"{tag}{f.id} ({f.kind_name})",
             f"      {f.message}" + (f" [{cited}]" if cited else "")]
    if r.status == ACKNOWLEDGED and r.erratum:
        lines.append(f"      erratum: {r.erratum.reading}")
    elif r.status == CHANGED and r.erratum:
        lines.append(f"      the register acknowledged other facts (fingerprint "
                     f"{r.erratum.fingerprint}); these have fingerprint {f.fingerprint}")
    elif not f.inconclusive:
        lines.append(f"      fingerprint: {f.fingerprint}")
    return lines


def report_text(report: Report, *, readings: bool = True) -> str:
    """The human report: findings, then readings (with the consequences of the rejected
    ones), then the gaps in the model, then stale errata, then the counts."""
    lines = []
    if report.findings:
        lines.append(f"{report.game}: findings (derived by the checks from the model)")
        for r in report.findings:
            lines += _finding_text(r)
    if readings and report.readings:
        lines.append(f"{report.game}: readings (where the book is unclear, the reading the "
                     "model takes)")
        for item in report.readings:
            rd = item.reading
            others = f"; or: {'; '.join(rd.alternatives)}" if rd.alternatives else ""
            lines += [f"read {rd.id} ({rd.kind.value})",
                      f"      {rd.question} Taken: {rd.reading}{others} [{rd.cite}]"]
    if readings and report.consequences:
        lines.append(f"{report.game}: consequences of readings the model rejects (not faults "
                     "of the book)")
        for f in report.consequences:
            lines += [f"if {f.assumes} were read otherwise: {f.id}", f"      {f.message}"]
    if report.gaps:
        lines.append(f"{report.game}: gaps in the model (for its maintainers; not faults of "
                     "the book)")
        for f in report.gaps:
            cited = "; ".join(f.cited)
            lines += [f"gap {f.id}", f"      {f.message}" + (f" [{cited}]" if cited else "")]
    for e in report.stale:
        lines.append(f"STALE {e.id}: the errata register lists it but no check finds it "
                     f"({report.errata_file})")
    c = counts(report)
    lines.append(
        f"{report.game}: {len(report.checks)} checks, {c['findings']} findings "
        f"({c['acknowledged']} acknowledged, {c['new']} new"
        + (f" of which {c['changed']} changed" if c["changed"] else "")
        + (f", {c['inconclusive']} inconclusive" if c["inconclusive"] else "")
        + f"), {c['readings']} readings, {c['stale']} stale errata entries - "
        + report.outcome.upper())
    return "\n".join(lines)


# --------------------------------------------------------------------------- CI formats


def github_annotations(report: Report) -> list[str]:
    """GitHub Actions annotations for new, changed and inconclusive findings and stale
    errata entries."""
    out = []
    for r in report.new:
        file, line = data_line(report, r.finding.file, r.finding.key)
        level = "warning" if r.finding.inconclusive else "error"
        out.append(github_annotation(level, file, line, r.finding.id, r.finding.message))
    for e in report.stale:
        line = report.errata_lines.get(e.id, 1)
        out.append(github_annotation("error", str(report.errata_file), line, "stale erratum",
                                     f"{e.id} matches no finding any more"))
    return out


def junit_suite(report: Report) -> Suite:
    """The report as a JUnit suite: one test case per check, failing on new findings, and
    one for the errata register, failing on stale entries."""
    cases = []
    for check in report.checks:
        mine = [r for r in report.findings if r.finding.check == check]
        new = [r for r in mine if r.status != ACKNOWLEDGED]
        cases.append(Case(
            f"verify.{report.game}", check,
            failure=f"{len(new)} new finding(s)" if new else None,
            details="\n".join(f"{r.finding.id}: {r.finding.message}" for r in new),
            output="\n".join(f"acknowledged {r.finding.id}" for r in mine
                             if r.status == ACKNOWLEDGED)))
    cases.append(Case(f"verify.{report.game}", "errata register is current",
                      failure="stale errata entries" if report.stale else None,
                      details="\n".join(e.id for e in report.stale)))
    return Suite(f"rulesref verify {report.game}", tuple(cases), report.seconds)


def junit_many(reports: Sequence[Report]) -> str:
    """The reports as one JUnit document (a ``testsuites`` element for several)."""
    return junit_xml([junit_suite(r) for r in reports])


def sarif(reports: Sequence[Report], version: str) -> dict[str, Any]:
    """The reports as one SARIF 2.1.0 log: one run, a rule per check, a result per finding.

    Acknowledged findings carry an accepted external suppression with the erratum's reading;
    inconclusive findings are warnings; each result's ``partialFingerprints`` holds the
    fingerprint of its facts. Readings are not results: they are listed in the run's
    properties, apart from the findings.
    """
    rules: dict[str, dict[str, Any]] = {}
    results = []
    for report in reports:
        for check in report.checks:
            rule_id = f"{report.game}/{check}"
            rules.setdefault(rule_id, {"id": rule_id, "name": check,
                                       "shortDescription": {"text": f"{check} ({report.game})"}})
        for r in report.findings:
            f = r.finding
            rule_id = f"{report.game}/{f.check}"
            rules.setdefault(rule_id, {"id": rule_id, "name": f.check,
                                       "shortDescription": {"text": f.check}})
            result: dict[str, Any] = {
                "ruleId": rule_id,
                "level": "warning" if f.inconclusive else "error",
                "message": {"text": f.message
                            + (f" [{'; '.join(f.cited)}]" if f.cited else "")},
                "partialFingerprints": {"rulesrefFacts/v1": f.fingerprint},
                "properties": {"findingId": f.id, "status": r.status, "kind": f.kind_name,
                               "citations": list(f.cited), "inconclusive": f.inconclusive},
            }
            file, line = data_line(report, f.file, f.key)
            if file:
                result["locations"] = [{"physicalLocation": {
                    "artifactLocation": {"uri": file},
                    "region": {"startLine": line}}}]
            if r.status == ACKNOWLEDGED and r.erratum is not None:
                result["suppressions"] = [{"kind": "external", "status": "accepted",
                                           "justification": r.erratum.reading}]
            results.append(result)
    readings = [{"game": report.game, **_reading_json(report, item)}
                for report in reports for item in report.readings]
    return {
        "version": "2.1.0",
        "$schema": SARIF_SCHEMA,
        "runs": [{
            "tool": {"driver": {"name": "rulesref verify", "version": version,
                                "rules": list(rules.values())}},
            "results": results,
            "properties": {"readings": readings},
        }],
    }
