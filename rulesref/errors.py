"""The errors rulesref raises: every one is a :class:`RulesError` and says what and where."""

from __future__ import annotations

from collections.abc import Sequence

from rulesref.core.quoting import quoted


class RulesError(ValueError):
    """Base class of every error rulesref raises on purpose."""


class RulesDataError(RulesError):
    """A data file (shipped rules data or a user's file) is malformed.

    :param file: the file's name as the user should see it.
    :param path: a dotted path into the file (``unit_types[3].points``), or ``""``.
    :param message: what is wrong, in one line.
    :param line: 1-based line of the offending node when known.
    :param column: 1-based column of the offending node when known.
    """

    def __init__(
        self, file: str, path: str, message: str, *, line: int | None = None,
        column: int | None = None,
    ) -> None:
        self.file = file
        self.path = path
        self.message = message
        self.line = line
        self.column = column
        super().__init__(str(self))

    def __str__(self) -> str:
        where = self.file
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        if self.path:
            where += f": {self.path}"
        return f"{where}: {self.message}"


class UnknownNameError(RulesError, LookupError):
    """A name (unit type, keyword, allegiance...) matches nothing; carries close matches."""

    def __init__(self, kind: str, name: str, suggestions: Sequence[str] = ()) -> None:
        self.kind = kind
        self.name = name
        self.suggestions = tuple(suggestions)
        super().__init__(str(self))

    def __str__(self) -> str:
        text = f"unknown {self.kind} {quoted(self.name)}"
        if self.suggestions:
            text += "; did you mean " + " or ".join(quoted(s) for s in self.suggestions) + "?"
        return text


class KeywordSyntaxError(RulesError):
    """A keyword reference such as ``"Hero [+1]"`` cannot be parsed."""


class SnapshotError(RulesError):
    """A snapshot (a cached or shipped dump of a rules model) is malformed or does not match
    the model; a cache treats it as missing."""
