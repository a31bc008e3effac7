"""Deterministic XML and zip writing: ElementTree elements with attributes in the order
given, written with two-space indents, and zip entries with a fixed timestamp and
permissions, so the same content gives the same bytes.
"""

from __future__ import annotations

import copy
import io
import re
import xml.etree.ElementTree as ET
import zipfile
from xml.etree.ElementTree import Element

from rulesref.errors import RulesDataError

#: The timestamp of every zip entry (the earliest a zip file can record).
ZIP_TIME = (1980, 1, 1, 0, 0, 0)


#: A character XML 1.0 cannot hold at all: a control character other than tab and line
#: breaks, a lone surrogate, U+FFFE or U+FFFF.
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def xml_unsafe(text: str) -> str | None:
    """The first character of ``text`` that XML 1.0 cannot hold at all (a control character
    other than tab and line breaks, a lone surrogate, U+FFFE or U+FFFF), or ``None``."""
    found = _NOT_XML.search(text)
    return found.group() if found else None


def element(tag: str, text: str | None = None, **attrs: str | int | bool | None) -> Element:
    """A new element: ``None`` attributes are left out, booleans are written
    ``true``/``false``, and a trailing underscore is dropped from a name (``type_`` for
    ``type``)."""
    node = Element(tag, _attrs(attrs))
    node.text = text
    return node


def new_child(parent: Element, tag: str, text: str | None = None,
        **attrs: str | int | bool | None) -> Element:
    """Append a new child element (see :func:`element`) to ``parent`` and return it."""
    child = element(tag, text, **attrs)
    parent.append(child)
    return child


def child_list(parent: Element, tag: str) -> Element:
    """The child list element ``tag`` of ``parent`` (``selectionEntries``), created on first
    use."""
    found = parent.find(tag)
    return new_child(parent, tag) if found is None else found


def _attrs(attrs: dict[str, str | int | bool | None]) -> dict[str, str]:
    out = {}
    for key, value in attrs.items():
        if value is None:
            continue
        name = key.rstrip("_")  # type_ for type, import_ for import
        out[name] = ("true" if value else "false") if isinstance(value, bool) else str(value)
    return out


def _check(root: Element, file: str) -> None:
    for node in root.iter():
        for value in (node.text or "", *node.attrib.values()):
            bad = xml_unsafe(value)
            if bad is not None:
                raise RulesDataError(file, "", f"{value!r} holds the character "
                                     f"U+{ord(bad):04X}, which an XML file cannot hold")


_RAW = re.compile("[\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def serialize(root: Element, file: str = "<xml>") -> bytes:
    """The document as UTF-8 bytes: an XML declaration, then the elements indented by two
    spaces (:func:`xml.etree.ElementTree.indent`, on a copy: ``root`` is left as it is),
    and a final newline.

    :raises RulesDataError: when some text holds a character XML cannot represent.
    """
    _check(root, file)
    tree = copy.deepcopy(root)
    ET.indent(tree, "  ")
    # ElementTree writes a carriage return in text as it is, which a reader takes for a
    # line break; as a character reference it stays a carriage return (attributes already
    # have it so, and the indenting adds none)
    body = ET.tostring(tree, encoding="unicode").replace("\r", "&#13;")
    # DEL, C1 controls and bidirectional overrides are legal XML but never raw in what is
    # printed: as character references they read back as the same characters
    body = _RAW.sub(lambda m: f"&#x{ord(m.group()):X};", body)
    head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    return f"{head}\n{body}\n".encode()


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


__all__ = ["ZIP_TIME", "Element", "child_list", "element", "new_child", "serialize",
           "xml_unsafe", "zip_one"]
