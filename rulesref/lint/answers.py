"""``lint`` as functions: a rulebook's text checked against its rules model, as an answer
record (the command line reads files; the MCP tool takes the text itself)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulesref.core.commands import Command, Param, Verdict
from rulesref.core.record import result
from rulesref.errors import RulesError

if TYPE_CHECKING:
    from rulesref.lint.model import Manuscript
    from rulesref.lint.runner import LintReport


@result
class LintAnswer:
    """Every finding in the manuscripts, each with its register entry if acknowledged."""

    report: LintReport
    """The findings, the register's verdicts and the counts."""

    @property
    def verdict(self) -> Verdict:
        """Broken on a new finding; inconclusive when part of the input could not be read."""
        if any(not t.finding.inconclusive for t in self.report.new):
            return Verdict.BROKEN
        return Verdict.INCONCLUSIVE if self.report.inconclusive else Verdict.OK

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref lint --json`` prints it."""
        report = self.report
        return {
            "game": report.game,
            "files": list(report.files),
            "passed": not report.new,
            "findings": [
                {"code": t.finding.code, "file": t.finding.file, "line": t.finding.line,
                 "page": t.finding.page, "words": t.finding.words,
                 "message": t.finding.message, "citation": t.finding.citation,
                 "confidence": t.finding.confidence, "occurrences": t.finding.occurrences,
                 "fingerprint": t.finding.fingerprint,
                 "inconclusive": t.finding.inconclusive, "status": t.status,
                 "verdict": t.entry.verdict.value if t.entry else None,
                 "why": t.entry.why if t.entry else None}
                for t in report.findings
            ],
            "model_gaps": [
                {"code": g.code, "file": g.file, "line": g.line, "page": g.page,
                 "words": g.words, "message": g.message, "occurrences": g.occurrences}
                for g in report.gaps],
            "new": len(report.new),
            "acknowledged": len(report.findings) - len(report.new),
            "noise": report.noise,
            "noise_share": round(report.noise_share, 3),
            "unmatched_register_entries": [
                {"code": e.code, "words": e.words, "fingerprint": e.fingerprint}
                for e in report.unmatched],
            "seconds": round(report.seconds, 3),
        }


def games() -> tuple[str, ...]:
    """The rulesets whose text can be linted (the choices of ``game``)."""
    from rulesref.lint.rulesets import rulesets

    return tuple(sorted(rulesets()))


def _check_game(game: str) -> None:
    from rulesref.core.names import suggest

    known = games()
    if game not in known:
        hint = suggest(game, known)
        raise RulesError(f"unknown game {game!r}; known: {', '.join(known)}"
                         + (f" (did you mean {hint[0]!r}?)" if hint else ""))


def _run(manuscripts: list[Manuscript], game: str, *, unused: bool,
         min_confidence: float | None, register: Path | None) -> LintAnswer:
    from rulesref.lint.register import load_register
    from rulesref.lint.rulesets import rulesets
    from rulesref.lint.runner import DEFAULT_MIN_CONFIDENCE, run

    _check_game(game)
    known = rulesets()
    if min_confidence is not None and not 0 <= min_confidence <= 1:
        raise RulesError(f"min_confidence {min_confidence} is outside 0..1")
    ruleset = known[game]
    found = load_register(register or ruleset.register, str(register) if register else None)
    return LintAnswer(report=run(
        game, manuscripts, ruleset.vocabulary(), found, unused=unused,
        min_confidence=DEFAULT_MIN_CONFIDENCE if min_confidence is None else min_confidence))


def lint(files: Sequence[Path], *, game: str, unused: bool = False,
         min_confidence: float | None = None, register: Path | None = None) -> LintAnswer:
    """Lint the manuscripts ``files`` (text, Markdown or PDF) against ``game``'s model.

    :raises RulesError: for no file, an unknown game, or a file or register that cannot be
        read.
    """
    from rulesref.lint.reading import read_manuscript

    if not files:
        raise RulesError("no FILE given: name the manuscripts to lint (.txt, .md or .pdf)")
    _check_game(game)
    return _run([read_manuscript(path, str(path)) for path in files], game, unused=unused,
                min_confidence=min_confidence, register=register)


def lint_text(text: str, *, game: str, markdown: bool = False, unused: bool = False,
              min_confidence: float | None = None) -> LintAnswer:
    """Lint a manuscript given as text (named ``text`` in findings) against ``game``'s model.

    :raises RulesError: for an unknown game or binary data.
    """
    from rulesref.lint.reading import manuscript_text

    return _run([manuscript_text(text, "text", markdown=markdown)], game, unused=unused,
                min_confidence=min_confidence, register=None)


COMMANDS: tuple[Command, ...] = (
    Command(
        name="lint", game=None, run="rulesref.lint.answers:lint_text",
        title="Check rulebook text against its rules model",
        description=("Reports undefined or inconsistent terms, dangling references, numbers "
                     "that disagree with the model, and typos in a manuscript's text, each "
                     "with the register's verdict if acknowledged."),
        params=(Param(name="text", required=True, max_length=200_000,
                      help="The manuscript text."),
                Param(name="game", required=True, choices="rulesref.lint.answers:games",
                      help="The ruleset to check against."),
                Param(name="markdown", type="boolean", help="The text is Markdown."),
                Param(name="unused", type="boolean", help="Also report unused names."),
                Param(name="min_confidence", type="number", minimum=0, maximum=1,
                      help="Leave out less sure findings.")),
        audience="maintainer", pages="findings", heavy=True, example={}),
)
"""The command specs of ``lint`` (for the MCP server's maintainer tools)."""
