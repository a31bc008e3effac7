"""Reading XML and zip files a stranger wrote, with every limit a hostile file could test.

XML is parsed by defusedxml's expat reader with document type declarations forbidden: a
roster never has one, and refusing them outright stops entity expansion ("billion laughs"),
external entities and external DTDs before anything is expanded or fetched. defusedxml is
chosen over lxml because it is a small pure-Python wrapper of the standard library's expat
(no compiled dependency, so it also runs under Pyodide on the website), and refusing every
DTD is its documented switch rather than a set of parser options to get right. On top of
that the tree is limited in elements and depth.

Zip archives (``.rosz``) are limited in entry count and in uncompressed size, counted while
decompressing and never trusted from the header: a zip bomb stops after
:data:`MAX_XML_BYTES`. There is no limit on the compression ratio, which would add nothing
to that bound and would refuse honest rosters (a long repeated name compresses a
thousandfold, and rulesref writes such rosters itself).

Each refusal is one :class:`RulesDataError` naming the file and the limit.
"""

from __future__ import annotations

import io
import re
import zipfile
import zlib
from dataclasses import dataclass, field
from typing import Any
from xml.sax import SAXException, SAXParseException
from xml.sax.handler import ContentHandler

from rulesref.errors import RulesDataError

#: Largest XML document accepted, in bytes (after unzipping).
MAX_XML_BYTES = 8_000_000
#: Most elements in one document.
MAX_ELEMENTS = 200_000
#: Deepest element nesting.
MAX_DEPTH = 64
#: Most entries in a zip archive (a ``.rosz`` holds one).
MAX_ZIP_ENTRIES = 4

#: What a damaged member raises while it is decompressed: a corrupt bzip2 stream raises
#: OSError, a corrupt LZMA one LZMAError.
_UNZIP_ERRORS: tuple[type[Exception], ...] = (
    zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, RuntimeError, ValueError,
    OSError)
try:
    from lzma import LZMAError
    _UNZIP_ERRORS += (LZMAError,)
except ImportError:  # a Python built without lzma (zipfile then refuses LZMA members)
    pass


@dataclass
class Node:
    """A parsed XML element: its local name, namespace, attributes, children and position."""

    tag: str
    namespace: str | None
    attrs: dict[str, str]
    line: int
    column: int
    children: list[Node] = field(default_factory=list)

    def find(self, tag: str) -> Node | None:
        """The first child called ``tag``."""
        return next((c for c in self.children if c.tag == tag), None)

    def all(self, *path: str) -> list[Node]:
        """The children reached through ``path`` (``"selections", "selection"``)."""
        nodes = [self]
        for tag in path:
            nodes = [c for n in nodes for c in n.children if c.tag == tag]
        return nodes


class _Stop(SAXException):
    """A limit was reached."""


class _Builder(ContentHandler):
    def __init__(self) -> None:
        super().__init__()
        self.stack: list[Node] = []
        self.root: Node | None = None
        self.count = 0
        self.locator: Any = None

    def setDocumentLocator(self, locator: Any) -> None:
        self.locator = locator

    def startElementNS(self, name: tuple[str | None, str], qname: str | None,
                       attrs: Any) -> None:
        self.count += 1
        if self.count > MAX_ELEMENTS:
            raise _Stop(f"more than {MAX_ELEMENTS} elements")
        if len(self.stack) >= MAX_DEPTH:
            raise _Stop(f"elements nested deeper than {MAX_DEPTH}")
        values = {local: str(value) for (ns, local), value in attrs.items() if ns is None}
        line = self.locator.getLineNumber() if self.locator else 0
        column = (self.locator.getColumnNumber() or 0) + 1 if self.locator else 0
        node = Node(name[1], name[0], values, line, column)
        if self.stack:
            self.stack[-1].children.append(node)
        else:
            self.root = node
        self.stack.append(node)

    def endElementNS(self, name: tuple[str | None, str], qname: str | None) -> None:
        self.stack.pop()


def parse_xml(data: bytes, file: str) -> Node:
    """Parse an XML document with the limits above.

    :raises RulesDataError: for a document type declaration, an entity, malformed XML, or
        a document over a limit; one line naming the file.
    """
    import defusedxml
    from defusedxml.expatreader import DefusedExpatParser

    if len(data) > MAX_XML_BYTES:
        raise RulesDataError(file, "", f"refused: the XML is {len(data)} bytes, over the "
                             f"limit of {MAX_XML_BYTES}")
    builder = _Builder()
    parser = DefusedExpatParser(namespaceHandling=1, forbid_dtd=True, forbid_entities=True,
                                forbid_external=True)
    parser.setContentHandler(builder)
    try:
        parser.parse(io.BytesIO(data))
    except defusedxml.DTDForbidden:
        raise RulesDataError(file, "", "refused: the XML declares a document type (DTD); "
                             "rosters never do, and DTDs carry entity-expansion and "
                             "external-entity attacks") from None
    except defusedxml.EntitiesForbidden:
        raise RulesDataError(file, "", "refused: the XML declares an entity") from None
    except defusedxml.ExternalReferenceForbidden:
        raise RulesDataError(file, "", "refused: the XML refers to an external "
                             "resource") from None
    except defusedxml.DefusedXmlException as exc:
        raise RulesDataError(file, "", f"refused: {exc}") from None
    except _Stop as exc:
        raise RulesDataError(file, "", f"refused: {exc.getMessage()}") from None
    except SAXParseException as exc:
        raise RulesDataError(file, "", f"not well-formed XML: {exc.getMessage()}",
                             line=exc.getLineNumber(),
                             column=(exc.getColumnNumber() or 0) + 1) from None
    except SAXException as exc:
        raise RulesDataError(file, "", f"cannot read the XML: {exc.getMessage()}") from None
    except (ValueError, LookupError):
        # expat reads UTF-8, UTF-16, ISO-8859-1 and US-ASCII; another declared encoding
        # (Shift_JIS, UTF-7, an unknown name) fails in the codec machinery, not as XML
        raise RulesDataError(file, "", f"refused: the XML declares the encoding "
                             f"{_declared_encoding(data)!r}; a roster is UTF-8",
                             line=1) from None
    if builder.root is None:
        raise RulesDataError(file, "", "the file holds no XML element")
    return builder.root


def _declared_encoding(data: bytes) -> str:
    """The encoding named in the XML declaration (for a message only)."""
    head = data[:200].decode("ascii", "replace")
    found = re.search(r"""encoding\s*=\s*["']([^"']{0,40})""", head)
    return found.group(1) if found else "unknown"


def unzip_one(data: bytes, file: str, suffix: str) -> tuple[str, bytes]:
    """The one member of a zip archive whose name ends with ``suffix``, decompressed with
    the limits above; returns its name and contents.

    :raises RulesDataError: for a file that is not a zip archive, one with too many entries,
        an encrypted one, one without such a member, or one over a size or ratio limit.
    """
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, EOFError):
        raise RulesDataError(file, "", "not a zip archive (a .rosz is a zipped "
                             ".ros)") from None
    with archive:
        members = archive.infolist()
        if len(members) > MAX_ZIP_ENTRIES:
            raise RulesDataError(file, "", f"refused: the archive has {len(members)} "
                                 f"entries, over the limit of {MAX_ZIP_ENTRIES}")
        wanted = [m for m in members if m.filename.lower().endswith(suffix)
                  and not m.is_dir()]
        if not wanted:
            raise RulesDataError(file, "", f"the archive holds no {suffix} file")
        member = wanted[0]
        if member.flag_bits & 0x1:
            raise RulesDataError(file, "", "refused: the archive is encrypted")
        if member.file_size > MAX_XML_BYTES:
            raise RulesDataError(file, "", f"refused: {member.filename} unzips to "
                                 f"{member.file_size} bytes, over the limit of "
                                 f"{MAX_XML_BYTES}")
        out = bytearray()
        try:
            with archive.open(member) as stream:
                while chunk := stream.read(65536):
                    out += chunk
                    if len(out) > MAX_XML_BYTES:
                        raise RulesDataError(file, "", f"refused: {member.filename} unzips "
                                             f"to over {MAX_XML_BYTES} bytes")
        except _UNZIP_ERRORS as exc:
            raise RulesDataError(file, "", f"cannot unzip {member.filename}: {exc}") from None
    return member.filename, bytes(out)
