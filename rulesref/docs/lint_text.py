"""A game's text page: ``rulesref lint`` on the real book, each finding with the register's
verdict and reason.

A pure function from a lint report to reST lines; :func:`book_report` makes the report when
the book's text is configured (the ``RULESREF_RULEBOOKS`` folder, see
:mod:`rulesref.lint.books`), and the section says so when it is not.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from rulesref.docs import rst

if TYPE_CHECKING:
    from rulesref.lint.runner import LintReport

VERDICT_TEXT = {"book-fault": "book fault", "model-gap": "model gap", "noise": "noise"}


def book_report(game: str, books: Path | None = None) -> LintReport | None:
    """``rulesref lint --unused`` of a ruleset's real book, or ``None`` when the ruleset has
    no lint adapter or its book is not there.

    :param books: the folder of the books' texts; by default the configured one
        (:func:`rulesref.lint.books.books_folder`).
    :raises RulesDataError: when the ruleset's data or register is malformed.
    """
    from rulesref.lint.books import book_path
    from rulesref.lint.reading import read_manuscript
    from rulesref.lint.register import load_register
    from rulesref.lint.rulesets import rulesets
    from rulesref.lint.runner import run

    ruleset = rulesets().get(game)
    path = book_path(ruleset.book, books) if ruleset is not None else None
    if ruleset is None or ruleset.book is None or path is None:
        return None
    manuscript = read_manuscript(path, ruleset.book)
    return run(game, [manuscript], ruleset.vocabulary(), load_register(ruleset.register),
               unused=True)


def text_section(report: LintReport | None, *, book: str, level: int = 1, title: str = "Text",
                 label: str | None = None, lintable: bool = True) -> Iterator[str]:
    """The section (a page at ``level`` 0): a summary, then one row per finding with its
    verdict and reason. ``lintable`` is false for a ruleset ``rulesref lint`` cannot read."""
    yield from rst.heading(title, level, label=label)
    if not lintable:
        yield from rst.paragraph(f"``rulesref lint`` has no adapter for {rst.inline(book)}.")
        return
    if report is None:
        yield from rst.paragraph(
            f"The text of {rst.inline(book)} was not given when this site was built (the "
            "``RULESREF_RULEBOOKS`` folder), so ``rulesref lint`` did not run on it.")
        return
    findings = report.findings
    yield from rst.paragraph(
        f"``rulesref lint`` reads the text of {rst.inline(book)} and compares its terms, "
        "references, numbers and spelling with the model. Every finding is triaged in the "
        "lint register: a fault of the book, a gap in the model, or noise (the lint was "
        "wrong).")
    if not findings:
        yield from rst.paragraph("The lint found nothing.")
        return
    verdicts = Counter(t.entry.verdict.value if t.entry else "new" for t in findings)
    parts = [f"{verdicts[v]} {VERDICT_TEXT[v]}{'s' if verdicts[v] != 1 and v != 'noise' else ''}"
             for v in VERDICT_TEXT if verdicts[v]]
    if verdicts["new"]:
        parts.append(f"{verdicts['new']} not yet triaged")
    yield from rst.paragraph(
        f"{len(findings)} finding(s): {', '.join(parts)}; noise is "
        f"{report.noise_share:.0%} of them.")
    rows = []
    for t in findings:
        f = t.finding
        where = str(f.line) if f.line else "–"
        verdict = VERDICT_TEXT[t.entry.verdict.value] if t.entry else "**new**"
        why = rst.inline(t.entry.why) if t.entry else ""
        rows.append([where, f"``{f.code}``", rst.inline(f.words), rst.inline(f.message),
                     verdict, why])
    yield from rst.list_table(["Line", "Code", "Words", "Finding", "Verdict", "Why"], rows,
                              widths=[6, 8, 16, 30, 10, 30], classes=["rules-lint"])
    yield from _gaps(report)


def _gaps(report: LintReport) -> Iterator[str]:
    """The names the book uses as terms that the model lacks: gaps in the model, listed for
    its maintainers apart from the findings."""
    if not report.gaps:
        return
    yield from rst.paragraph(
        f"The book also uses {len(report.gaps)} name(s) as terms that the model does not "
        "hold yet. They are gaps in the model, not faults of the book: "
        + "; ".join(f"{rst.inline(g.words)} (line {g.line}, {g.occurrences} use(s))"
                    for g in report.gaps) + ".")
