"""The lint register: findings a ruleset acknowledges, each triaged with a specific reason.

One ``lint_register.yaml`` per ruleset. An entry matches a finding by its code and the
fingerprint of its words (see :func:`rulesref.lint.model.fingerprint`), so it keeps matching
when the text moves; it carries a verdict (``book-fault``, ``model-gap``, ``noise``) and a
``why`` that says what this finding is, not what its kind is. Its ``allowed_words`` are the
ruleset's spelling allowlist, each with its own ``why``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rulesref.core.loader import validate
from rulesref.core.record import record
from rulesref.core.yamlio import load_file
from rulesref.errors import RulesDataError
from rulesref.lint.model import Verdict, fingerprint


@record
class Acknowledgement:
    """A finding the register acknowledges."""

    code: str
    """The finding's code (``RL101``)."""
    fingerprint: str
    """The fingerprint of the finding's words."""
    words: str
    """The finding's words, for the reader (they must give the fingerprint)."""
    verdict: Verdict
    """Book fault, model gap or noise."""
    why: str
    """Why, for this finding in particular."""


@record
class AllowedWord:
    """A word the ruleset's spelling allowlist accepts, with why."""

    word: str
    """The word as the book prints it."""
    why: str
    """Why it is right (a real English word the word list lacks, a deliberate coinage)."""


@record
class RegisterFile:
    """The register file's shape."""

    acknowledged: tuple[Acknowledgement, ...] = ()
    """The acknowledged findings."""
    allowed_words: tuple[AllowedWord, ...] = ()
    """The ruleset's spelling allowlist: words the spelling check accepts besides the English
    word list, the model's names and the book's own vocabulary."""


@dataclass(frozen=True, slots=True)
class LintRegister:
    """A loaded register, with the line of each entry (for annotations)."""

    file: Path
    entries: tuple[Acknowledgement, ...]
    lines: dict[tuple[str, str], int]
    allowed_words: tuple[AllowedWord, ...] = ()
    """The ruleset's spelling allowlist."""

    def get(self, code: str, print_: str) -> Acknowledgement | None:
        """The entry for a code and a fingerprint, if any."""
        for entry in self.entries:
            if entry.code == code and entry.fingerprint == print_:
                return entry
        return None


def load_register(path: Path, display: str | None = None) -> LintRegister:
    """A lint register (empty when the file does not exist).

    :raises RulesDataError: when the file is malformed, an entry's words do not give its
        fingerprint, or two entries acknowledge the same finding.
    """
    name = display or path.name
    if not path.exists():
        return LintRegister(path, (), {})
    doc = load_file(path, display=name)
    register = validate(RegisterFile, doc.data if doc.data is not None else {}, doc)
    lines: dict[tuple[str, str], int] = {}
    for index, entry in enumerate(register.acknowledged):
        pos = doc.where(("acknowledged", index))
        line = pos[0] if pos else None
        if fingerprint(entry.words) != entry.fingerprint:
            raise RulesDataError(name, f"acknowledged[{index}].fingerprint",
                                 f"{entry.fingerprint!r} is not the fingerprint of "
                                 f"{entry.words!r} ({fingerprint(entry.words)!r})", line=line)
        key = (entry.code, entry.fingerprint)
        if key in lines:
            raise RulesDataError(name, f"acknowledged[{index}]",
                                 f"{entry.code} {entry.words!r} is acknowledged twice "
                                 f"(also line {lines[key]})", line=line)
        lines[key] = line or 1
    return LintRegister(path, register.acknowledged, lines, register.allowed_words)
