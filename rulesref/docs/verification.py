"""The verification report pages: every finding of ``rulesref verify`` with its status and the
readings the model records (apart from the findings) on one page, and the errata register on a
page of its own (:func:`errata_page`), so that the report a player opens on a phone does not
carry every acknowledgement with it.

Works on the shape of ``rulesref_verify.runner.Report`` (duck-typed, so any game's report renders);
timings are left out so the page only changes when the findings do.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from rulesref.docs import rst

STATUS_TEXT = {
    "new": "**new**",
    "changed": "**changed** since it was acknowledged",
    "acknowledged": "acknowledged",
}


def _status(reported: Any) -> str:
    if reported.finding.inconclusive:
        return "**inconclusive**"
    return STATUS_TEXT.get(reported.status, rst.inline(str(reported.status)))


def verification_page(
    report: Any,
    *,
    label: str,
    link: Callable[[str], str] = rst.escape,
    title: str = "Verification report",
    intro: str | None = None,
    errata: str | None = None,
) -> Iterator[str]:
    """The report as a page, without the errata register (see :func:`errata_page`).

    :param report: a ``rulesref_verify.runner.Report``.
    :param label: the page's label (``toy-verification``).
    :param link: turns a finding's message into reST (to link the names it mentions).
    :param intro: the opening paragraph in reST, saying what the game's checks look at; the
        default names the command only.
    :param errata: the label of the errata register's page, which the report links to.
    """
    yield from rst.heading(title, 0, label=label)
    findings = tuple(report.findings)
    stale = tuple(report.stale)
    new = [r for r in findings if r.status != "acknowledged" and not r.finding.inconclusive]
    inconclusive = [r for r in findings if r.finding.inconclusive]
    acknowledged = [r for r in findings if r.status == "acknowledged"
                    and not r.finding.inconclusive]
    if intro is None:
        intro = (f"``rulesref verify --game {report.game}`` checks the rulebook against "
                 "itself.")
    yield from rst.paragraph(
        intro + " A finding is derived by a check from the model; one the errata register "
        "acknowledges (for the same facts) carries the reading the model follows, and "
        "anything new, changed, inconclusive or stale fails the check. Readings, where the "
        "book is unclear, are listed apart: they are the model's, not a check's.")
    verdict = ("Failed" if new or stale else "Inconclusive" if inconclusive else "Passed")
    readings = tuple(getattr(report, "readings", ()))
    summary = (f"{len(findings)} finding(s): {len(acknowledged)} acknowledged, {len(new)} new, "
               f"{len(inconclusive)} inconclusive; {len(readings)} reading(s); {len(stale)} "
               f"stale errata entr{'y' if len(stale) == 1 else 'ies'}.")
    yield from rst.directive("admonition", verdict, [("class", "rules-verdict rules-"
                                                       + verdict.lower())],
                             rst.paragraph(rst.inline(summary)))
    checks = tuple(report.checks)
    if checks:
        yield from technical([f"{len(checks)} checks ran: "
                              + ", ".join(f"``{c}``" for c in checks) + "."])
    yield from rst.heading("Findings", 1)
    if not findings:
        yield from rst.paragraph("No check found anything.")
    by_check: dict[str, list[Any]] = {}
    for reported in findings:
        by_check.setdefault(reported.finding.check, []).append(reported)
    for check, items in by_check.items():
        yield from rst.heading(check_title(check), 2)
        for reported in items:
            yield from _finding(reported, label, link, errata is not None)
    yield from rst.heading("Readings", 1)
    if not readings:
        yield from rst.paragraph("The model records no reading.")
    else:
        yield from rst.paragraph(
            f"{len(readings)} reading(s): where the book is silent, ambiguous or "
            "inconsistent, the model records the reading it takes, with the other readings "
            "the words allow. They are reported, never counted as findings.")
        rows = [[f"``{item.reading.id}``", item.reading.kind.value,
                 link(item.reading.question), link(item.reading.reading),
                 " Or: ".join(link(a) for a in item.reading.alternatives) or "–",
                 rst.inline(str(item.reading.cite))] for item in readings]
        yield from rst.list_table(["Reading", "Kind", "The question", "Taken", "Other readings",
                                   "Citation"], rows)
    consequences = tuple(getattr(report, "consequences", ()))
    if consequences:
        yield from rst.heading("Under the readings the model rejects", 2)
        yield from rst.paragraph(
            f"{len(consequences)} consequence(s) a check works out for a reading the model "
            "does not take: what the book would mean read that way. They are not faults of "
            "the book and never fail the check.")
        rows = [[f"``{f.assumes}``", rst.inline(f.kind_name), link(f.message),
                 "; ".join(rst.inline(c) for c in f.cited) or "–"] for f in consequences]
        yield from rst.list_table(["Reading", "Kind", "Read the other way", "Citation"], rows)
    gaps = tuple(getattr(report, "gaps", ()))
    if gaps:
        yield from rst.heading("Gaps in the model", 2)
        yield from rst.paragraph(
            f"{len(gaps)} question(s) a check could not decide because the model lacks a fact "
            "the book need not print: for the model's maintainers, not faults of the book.")
        rows = [[f"``{f.id}``", link(f.message), "; ".join(rst.inline(c) for c in f.cited)
                 or "–"] for f in gaps]
        yield from rst.list_table(["Gap", "What the model lacks", "Citation"], rows)
    if errata is not None:
        yield from rst.heading("Errata register", 1)
        yield from rst.paragraph(
            f"Each acknowledged finding links to its entry in ``{report.errata_file}``, which "
            "says why the model follows that reading: see the "
            + rst.role("ref", errata, "errata register") + ".")


def errata_page(
    report: Any,
    *,
    label: str,
    report_label: str,
    link: Callable[[str], str] = rst.escape,
    title: str = "Errata register",
) -> Iterator[str]:
    """The errata register as a page: each entry with where it is in the file, whether a
    finding still matches it, a link to that finding and why the model follows its reading.

    :param report: a ``rulesref_verify.runner.Report``.
    :param label: this page's label (``toy-errata``).
    :param report_label: the label of the verification page, whose findings the entries
        acknowledge (the entries' and findings' permalinks are made from it).
    :param link: turns a stale entry's reading into reST (to link the names it mentions).
    """
    yield from rst.heading(title, 0, label=label)
    findings = tuple(report.findings)
    stale = tuple(report.stale)
    yield from rst.paragraph(
        f"``rulesref verify --game {report.game}`` compares its findings with this register: "
        "an entry acknowledges one finding for the facts it names, and says why the model "
        "follows the reading shown with that finding on the "
        + rst.role("ref", report_label, "verification report") + " (a stale entry, which no "
        "finding matches any more, shows its reading here). A finding that no entry "
        "acknowledges, or a stale entry, fails the check.")
    entries = {r.erratum.id: r.erratum for r in findings if r.erratum is not None}
    for entry in stale:
        entries.setdefault(entry.id, entry)
    stale_ids = {e.id for e in stale}
    lines = dict(report.errata_lines)
    if not entries:
        yield from rst.paragraph(f"``{report.errata_file}`` has no entries.")
        return
    for entry_id in sorted(entries, key=lambda i: (lines.get(i, 0), i)):
        entry = entries[entry_id]
        stale_entry = entry_id in stale_ids
        state = "**stale**: it matches no finding" if stale_entry else "matched"
        where = f"line {lines[entry_id]}, " if entry_id in lines else ""
        permalink = rst.role("rules:anchor", "#" + erratum_label(report_label, entry_id),
                             "errata entry")
        # A matched entry's reading is shown with its finding; printing it again here
        # would only add weight to a page read on a phone.
        shown = (("Reading we follow", link(entry.reading)) if stale_entry else
                 ("Finding", f":ref:`the finding it acknowledges "
                             f"<{finding_label(report_label, entry_id)}>`"))
        # The why is plain text: the names in it are linked, with their popovers, in the
        # findings on the report's page, and links here would add weight for nothing new.
        body = [*rst.paragraph(f"{permalink} ``{entry_id}`` ({where}{state}; facts "
                               f"``{entry.fingerprint}``)"),
                *rst.field_list([shown, ("Why", rst.escape(entry.why))])]
        yield f".. _{erratum_label(report_label, entry_id)}:"
        yield ""
        yield from rst.directive("container", "rules-erratum", content=body)


def check_title(check: str) -> str:
    """A check's name in words, for a heading: ``check_cost_traits`` → ``Cost traits``."""
    words = check.removeprefix("check_").replace("_", " ").strip()
    return (words[:1].upper() + words[1:]) or check


def technical(paragraphs: list[str]) -> Iterator[str]:
    """A collapsed "Technical details" block (check and finding names, data files)."""
    body: list[str] = []
    for text in paragraphs:
        body += rst.paragraph(text)
    yield from rst.directive("dropdown", "Technical details",
                             [("class-container", "rules-technical"), ("chevron", "down-up")],
                             body)


def finding_label(page_label: str, finding_id: str) -> str:
    """The permalink id of a finding on the verification page."""
    return f"{page_label}-finding-{rst.slug(finding_id)}"


def erratum_label(page_label: str, entry_id: str) -> str:
    """The label of an errata register entry (on the errata page), made from the verification
    page's label."""
    return f"{page_label}-erratum-{rst.slug(entry_id)}"


def _finding(reported: Any, label: str, link: Callable[[str], str], register: bool
             ) -> Iterator[str]:
    """One finding; with ``register``, its reading links to its entry on the errata page."""
    f = reported.finding
    status = _status(reported)
    anchor = rst.role("rules:anchor", finding_label(label, f.id), "finding")
    body = [*rst.paragraph(f"{anchor} {status} · ``{f.id}``"), *rst.paragraph(link(f.message))]
    fields = [("Kind", rst.inline(f.kind_name)),
              ("Where", "; ".join(rst.inline(c) for c in f.cited) if f.cited else "–")]
    if reported.erratum is not None and reported.status == "acknowledged":
        entry = (" (" + rst.role("ref", erratum_label(label, reported.erratum.id),
                                 "errata entry") + ")") if register else ""
        fields.append(("Reading we follow", link(reported.erratum.reading) + entry))
    body += rst.field_list(fields)
    data = f"data ``{f.file}``" + (f" ({rst.inline(f.key)})" if f.key else "") if f.file \
        else ""
    # one line of small print rather than a collapsed block: the block's markup weighed
    # more than the line it hid, on every finding of a page read on a phone
    body += rst.directive("container", "rules-technical", content=rst.paragraph(
        f"Check ``{f.check}``" + (f"; {data}" if data else "") + "."))
    kind = "inconclusive" if f.inconclusive else str(reported.status)
    yield from rst.directive("container", f"rules-finding rules-finding-{kind}", content=body)
