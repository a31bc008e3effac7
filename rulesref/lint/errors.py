"""The errors the lint engine raises."""

from __future__ import annotations

from rulesref.errors import RulesError


class ManuscriptError(RulesError):
    """A manuscript cannot be read: missing, not text, a broken PDF, an unknown format.

    :param file: the file as the user named it.
    :param message: what is wrong, in one line.
    """

    def __init__(self, file: str, message: str) -> None:
        self.file = file
        self.message = message
        super().__init__(f"{file}: {message}")
