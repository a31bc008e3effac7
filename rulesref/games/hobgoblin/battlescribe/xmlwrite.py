"""Deterministic XML and zip writing: attributes in the order given, two-space indents, and
zip entries with a fixed timestamp and permissions, so the same content gives the same bytes.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from rulesref.errors import RulesDataError

#: The timestamp of every zip entry (the earliest a zip file can record).
ZIP_TIME = (1980, 1, 1, 0, 0, 0)

_ATTR = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "\n": "&#10;", "\r": "&#13;",
         "\t": "&#9;"}
_TEXT = {"&": "&amp;", "<": "&lt;", ">": "&gt;", "\r": "&#13;"}


def xml_unsafe(text: str) -> str | None:
    """The first character of ``text`` that XML 1.0 cannot hold at all (a control character
    other than tab and line breaks, a lone surrogate, U+FFFE or U+FFFF), or ``None``."""
    for ch in text:
        code = ord(ch)
        if (code < 0x20 and ch not in "\t\n\r") or 0xD800 <= code <= 0xDFFF or code in (
                0xFFFE, 0xFFFF):
            return ch
    return None


def _escape(text: str, table: dict[str, str]) -> str:
    if not any(ch in table for ch in text):
        return text
    return "".join(table.get(ch, ch) for ch in text)


@dataclass
class Element:
    """An XML element being built: a tag, attributes in order, text, and children."""

    tag: str
    attrs: dict[str, str] = field(default_factory=dict)
    children: list[Element] = field(default_factory=list)
    text: str | None = None

    def add(self, tag: str, text: str | None = None, **attrs: str | int | bool | None
            ) -> Element:
        """Append a child element and return it; ``None`` attributes are left out, booleans
        are written ``true``/``false``."""
        child = Element(tag, _attrs(attrs), text=text)
        self.children.append(child)
        return child

    def extend(self, children: Iterable[Element]) -> None:
        """Append children built elsewhere."""
        self.children.extend(children)

    def list(self, tag: str) -> Element:
        """The child list element ``tag`` (``selectionEntries``), created on first use."""
        for child in self.children:
            if child.tag == tag:
                return child
        return self.add(tag)


def element(tag: str, text: str | None = None, **attrs: str | int | bool | None) -> Element:
    """A new element (see :meth:`Element.add` for the attributes)."""
    return Element(tag, _attrs(attrs), text=text)


def _attrs(attrs: dict[str, str | int | bool | None]) -> dict[str, str]:
    out = {}
    for key, value in attrs.items():
        if value is None:
            continue
        name = key.rstrip("_")  # type_ for type, import_ for import
        out[name] = ("true" if value else "false") if isinstance(value, bool) else str(value)
    return out


def _lines(node: Element, depth: int) -> Iterator[str]:
    pad = "  " * depth
    attrs = "".join(f' {k}="{_escape(v, _ATTR)}"' for k, v in node.attrs.items())
    if not node.children and node.text is None:
        yield f"{pad}<{node.tag}{attrs}/>"
    elif not node.children:
        yield f"{pad}<{node.tag}{attrs}>{_escape(node.text or '', _TEXT)}</{node.tag}>"
    else:
        yield f"{pad}<{node.tag}{attrs}>"
        for child in node.children:
            yield from _lines(child, depth + 1)
        yield f"{pad}</{node.tag}>"


def _check(node: Element, file: str) -> None:
    for value in (node.text or "", *node.attrs.values()):
        bad = xml_unsafe(value)
        if bad is not None:
            raise RulesDataError(file, "", f"{value!r} holds the character U+{ord(bad):04X}, "
                                 "which an XML file cannot hold")
    for child in node.children:
        _check(child, file)


def serialize(root: Element, file: str = "<xml>") -> bytes:
    """The document as UTF-8 bytes with an XML declaration and a final newline.

    :raises RulesDataError: when some text holds a character XML cannot represent.
    """
    _check(root, file)
    head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    return ("\n".join([head, *_lines(root, 0)]) + "\n").encode("utf-8")


def zip_one(name: str, data: bytes) -> bytes:
    """A zip archive holding one file ``name``, with fixed metadata (deterministic)."""
    info = zipfile.ZipInfo(name, date_time=ZIP_TIME)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.create_system = 3
    info.external_attr = 0o644 << 16
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr(info, data, compresslevel=9)
    return buffer.getvalue()
