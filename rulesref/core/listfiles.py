"""Army list files as the builder pages handle them, for every game: read from bytes exactly
as the command line reads a file, shown with exact numbers, exported as JSON or YAML, and
imported back. Pure: no click, no pydantic; PyYAML only to read or write a YAML file."""

from __future__ import annotations

import json
import re
from typing import Any

from rulesref.core import docedit, yamlio, yamlout
from rulesref.core.yamlio import Document
from rulesref.errors import RulesDataError


def read(raw: bytes | str, name: str) -> Document:
    """Parse a file's bytes (or text) as ``rulesref`` reads the file ``name``.

    :raises RulesDataError: as the command line would for the same file.
    """
    if isinstance(raw, bytes):
        if len(raw) > yamlio.MAX_BYTES:
            raise RulesDataError(name, "", f"file is too large ({len(raw)} bytes; limit "
                                 f"{yamlio.MAX_BYTES})")
        text = yamlio.decode(raw, name)
    else:
        text = raw
    return yamlio.parse(text, name)


def link_text(fragment: str, name: str) -> str:
    """The text of the file a share link carries.

    :raises RulesDataError: for a damaged link, or bytes that are not UTF-8 text.
    """
    return yamlio.decode(docedit.from_link(fragment, name), name)


def display(value: Any) -> Any:
    """Plain data with every number as text, so a page shows it exactly."""
    if type(value) is dict:
        return {k: display(v) for k, v in value.items()}
    if type(value) is list:
        return [display(v) for v in value]
    if type(value) in (int, float):
        return str(value)
    return value


def imported_text(doc: Document, raw: bytes) -> str:
    """The list a file the user picked becomes: a JSON file as it is, a YAML file as the
    builder's JSON of the same data."""
    if doc.name.lower().endswith(".json"):
        return yamlio.decode(raw, doc.name)
    return docedit.canonical(doc.data)


def export(text: str, fmt: str, title: Any = None) -> dict[str, str]:
    """A list as a file to save, ``json`` (the text itself) or ``yaml``, with a file name
    made from ``title`` (the army's name, when it has one).

    :raises EditError: when the text is not JSON (it cannot be exported as YAML then).
    """
    try:
        data = json.loads(text)
    except ValueError:
        raise docedit.EditError("the list is not JSON; fix it as text first") from None
    stem = re.sub(r"[^a-z0-9]+", "-", str(title or "army").casefold()).strip("-")[:60]
    stem = stem or "army"
    if fmt == "yaml":
        return {"name": f"{stem}.yaml", "text": yamlout.dump(data)}
    return {"name": f"{stem}.json", "text": text}


def title_of(text: str, key: str = "name") -> Any:
    """The ``key`` of a JSON list, if it has one (for file names)."""
    try:
        data = json.loads(text)
    except ValueError:
        return None
    return data.get(key) if type(data) is dict else None


__all__ = ["display", "export", "imported_text", "link_text", "read", "title_of"]
