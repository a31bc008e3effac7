"""Where the real rulebooks' texts are: never part of the package, so they come in only
through configuration, the folder named by the ``RULESREF_RULEBOOKS`` environment variable
(or a folder a caller passes). Nothing here guesses a place beside the project."""

from __future__ import annotations

import os
from pathlib import Path

#: The environment variable naming the folder of the real books' texts.
BOOKS_VARIABLE = "RULESREF_RULEBOOKS"


def books_folder(folder: Path | None = None) -> Path | None:
    """``folder`` if given, else the folder ``RULESREF_RULEBOOKS`` names, else ``None`` (no
    books configured). The folder need not exist: a caller checks for the book it wants."""
    if folder is not None:
        return folder
    configured = os.environ.get(BOOKS_VARIABLE, "").strip()
    return Path(configured) if configured else None


def book_path(book: str | None, folder: Path | None = None) -> Path | None:
    """The real book's file ``book`` in the configured folder, when both are known and the
    file is there."""
    found = books_folder(folder)
    if book is None or found is None:
        return None
    path = found / book
    return path if path.is_file() else None


__all__ = ["BOOKS_VARIABLE", "book_path", "books_folder"]
