"""Reading a stranger's PDF with explicit limits, in a child process with a time budget.

A PDF is a program for a reader more than a document: references may chain or loop, a CMap
a few hundred bytes long may expand to millions of entries, a Flate stream may inflate a
thousandfold, one page may hold hundreds of thousands of operators. pdfminer (under
pdfplumber) trusts all of that, so before it reads a page, :func:`check` walks the file
with these limits and refuses the first one it breaks, naming the object or page:

* :data:`MAX_OBJECTS` objects, :data:`MAX_PAGES` pages;
* references followed at most :data:`MAX_REFERENCE_DEPTH` deep, and never in a loop;
* :data:`MAX_DECODED_BYTES` bytes decoded from all streams together, counted while each
  filter of a stream's chain decodes (Flate, LZW, ASCII85, ASCIIHex, RunLength; CCITT fax
  as the most it may decode to), before pdfminer decodes the stream: the cross-reference
  streams (and, in a file whose cross-reference sections cannot be read, the object streams
  pdfminer's own scan of the file decodes) while the file is opened (:func:`open_document`),
  then object streams, before pdfminer reads an object from one; an image that is only an
  image is not decoded, as reading text never does;
* cross-reference sections never read twice (a ``/Prev`` or ``/XRefStm`` loop);
* :data:`MAX_CMAP_CODES` character codes mapped by the ranges of any one CMap;
* :data:`MAX_PAGE_OPERATORS` operators on a page and :data:`MAX_OPERATORS` in all;
* a page's MediaBox (and CropBox) four finite numbers of at most :data:`MAX_COORDINATE`.

The reading itself runs in a child process (:func:`read_in_child`) that is stopped after
:data:`TIME_BUDGET_SECONDS` and may use at most :data:`MEMORY_BYTES` of memory, so what the
limits above do not foresee ends in a one-line cause too, never a hang. The child answers
one JSON object on standard output; it is this module run as ``python -m``.
"""

from __future__ import annotations

import json
import math
import os
import re
import subprocess
import sys
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any, BinaryIO

#: Most pages in a manuscript.
MAX_PAGES = 2_000
#: Most objects in the file's cross-reference tables.
MAX_OBJECTS = 500_000
#: Longest chain of references from one object to another, each a bare reference.
MAX_REFERENCE_DEPTH = 32
#: Most bytes decoded from all streams together, by every filter of each stream's chain.
MAX_DECODED_BYTES = 100_000_000
#: Most character codes the ranges of one CMap may map (a full two-byte space is 65,536).
MAX_CMAP_CODES = 200_000
#: Most content-stream operators on one page, and in the whole file.
MAX_PAGE_OPERATORS = 100_000
MAX_OPERATORS = 2_000_000
#: Largest absolute value of a page-box coordinate, in points (the format's own page size
#: limit is 14,400 points; a box may be offset from the origin).
MAX_COORDINATE = 100_000.0
#: Wall-clock seconds the child may take for one file.
TIME_BUDGET_SECONDS = 60
#: Address space the child may use.
MEMORY_BYTES = 2 * 1024**3


class PdfLimit(Exception):
    """The file breaks a limit, or is not a PDF this reader can read; one line."""


# ------------------------------------------------------------------ the checks


def _resolve(value: object) -> object:
    """Follow bare references from ``value``, at most :data:`MAX_REFERENCE_DEPTH` deep.

    :raises PdfLimit: for a loop or a chain too long.
    """
    from pdfminer.pdftypes import PDFObjRef

    seen: list[int] = []
    while isinstance(value, PDFObjRef):
        if value.objid in seen:
            raise PdfLimit(f"object {seen[0]}: a reference loop through objects "
                           + " -> ".join(str(n) for n in [*seen, value.objid]))
        seen.append(value.objid)
        if len(seen) > MAX_REFERENCE_DEPTH:
            raise PdfLimit(f"object {seen[0]}: a chain of more than {MAX_REFERENCE_DEPTH} "
                           "references")
        value = value.doc.getobj(value.objid) if value.doc is not None else None
    return value


_RANGE = re.compile(rb"<([0-9A-Fa-f]{1,8})>\s*<([0-9A-Fa-f]{1,8})>")


def _cmap_codes(data: bytes) -> int:
    """Character codes the ranges of a CMap map (each ``<lo> <hi>`` counts hi - lo + 1)."""
    total = 0
    for block in re.finditer(rb"begin(?:bf|cid)range", data):
        end = data.find(b"endbfrange", block.end())
        end2 = data.find(b"endcidrange", block.end())
        stop = min(e for e in (end, end2, len(data)) if e >= 0)
        for lo, hi in _RANGE.findall(data[block.end():stop]):
            total += max(0, int(hi, 16) - int(lo, 16) + 1)
    return total


#: One token of a content stream; only the last group is an operator, as pdfminer reads
#: one: a run of regular characters opening with a letter, or any other regular character
#: alone (``??`` is two operators to pdfminer's interpreter: a page of millions of them took
#: 23 s to read). Each alternative
#: starts with its own characters and a string or hex string need not close, so the scan is
#: linear whatever the bytes.
_TOKEN = re.compile(rb"\((?:\\.|[^\\()])*\)?|<<|>>|<[^>]*>?|/[^\s/\[\]()<>{}%]*|%[^\r\n]*"
                    rb"|[-+.0-9]+|[\[\]{}]|([A-Za-z][^\s/\[\]()<>{}%]*|[^\s/\[\]()<>{}%])",
                    re.DOTALL)


def count_operators(content: bytes) -> int:
    """The operators in a content stream (names, numbers, strings and comments skipped)."""
    return sum(1 for m in _TOKEN.finditer(content) if m.group(1) is not None)


class _Budget:
    """What the whole file may still decode, and the operators counted so far."""

    def __init__(self) -> None:
        self.decoded = 0
        self.operators = 0

    def take(self, objid: int, size: int) -> None:
        """Count ``size`` more bytes decoded from object ``objid``.

        :raises PdfLimit: once the file's streams have decoded more than the budget.
        """
        self.decoded += size
        if self.decoded > MAX_DECODED_BYTES:
            raise PdfLimit(f"object {objid}: streams decode to more than "
                           f"{MAX_DECODED_BYTES} bytes in all")

    @property
    def room(self) -> int:
        """The bytes that may still be decoded."""
        return MAX_DECODED_BYTES - self.decoded


#: Output handed back by one step of a decoder, at most.
_PIECE = 1 << 20


def _flate(data: bytes, objid: int, budget: _Budget, _params: object) -> bytes:
    """Inflate, a piece at a time; a damaged stream gives what came before the damage, as
    pdfminer reads it."""
    inflater = zlib.decompressobj()
    out: list[bytes] = []
    rest = data
    try:
        while rest and not inflater.eof:
            piece = inflater.decompress(rest, _PIECE)
            budget.take(objid, len(piece))
            out.append(piece)
            rest = inflater.unconsumed_tail
        if not inflater.eof:
            piece = inflater.flush()
            budget.take(objid, len(piece))
            out.append(piece)
    except zlib.error:
        budget.decoded -= sum(map(len, out))  # read again from the start, counted there
        return _flate_damaged(data, objid, budget)
    return b"".join(out)


def _flate_damaged(data: bytes, objid: int, budget: _Budget) -> bytes:
    """A damaged Flate stream as pdfminer reads it: fed a byte at a time, keeping every
    byte inflated before the damage (a bad checksum at the end keeps the whole stream)."""
    inflater = zlib.decompressobj()
    out: list[bytes] = []
    try:
        for at in range(len(data)):
            piece = inflater.decompress(data[at:at + 1])
            budget.take(objid, len(piece))
            out.append(piece)
    except zlib.error:
        pass
    return b"".join(out)


def _lzw(data: bytes, objid: int, budget: _Budget, _params: object) -> bytes:
    """LZW (pdfminer's decoder, a code at a time)."""
    import io

    from pdfminer.lzw import LZWDecoder

    out: list[bytes] = []
    pending = 0
    try:
        for piece in LZWDecoder(io.BytesIO(data)).run():
            out.append(piece)
            pending += len(piece)
            if pending >= _PIECE:
                budget.take(objid, pending)
                pending = 0
    except PdfLimit:
        raise
    except Exception:  # damaged: what came before, as pdfminer stops there too
        pass
    budget.take(objid, pending)
    return b"".join(out)


def _ascii(decoder: str) -> Any:
    """ASCII85 or ASCIIHex (pdfminer's: neither gives more bytes than it is given)."""
    def run(data: bytes, objid: int, budget: _Budget, _params: object) -> bytes:
        from pdfminer import ascii85

        try:
            out: bytes = getattr(ascii85, decoder)(data)
        except Exception:  # damaged: pdfminer fails on it too
            return b""
        budget.take(objid, len(out))
        return out
    return run


def _run_length(data: bytes, objid: int, budget: _Budget, _params: object) -> bytes:
    """RunLength: each run's length checked against the budget before it is made."""
    out = bytearray()
    at, end, pending = 0, len(data), 0
    while at < end:
        length = data[at]
        if length == 128:
            break
        if length < 128:
            run = data[at + 1:at + length + 2]
            at += length + 2
        elif at + 1 < end:
            run = data[at + 1:at + 2] * (257 - length)
            at += 2
        else:
            break
        out += run
        pending += len(run)
        if pending >= _PIECE:
            budget.take(objid, pending)
            pending = 0
    budget.take(objid, pending)
    return bytes(out)


def _ccitt(data: bytes, objid: int, budget: _Budget, params: object) -> bytes:
    """CCITT fax, counted without decoding it (pdfminer's decoder is pure Python and a CPU
    bomb of its own): as the most it may decode to, a row as wide as ``/Columns`` for each
    bit, since one bit (a vertical-mode code) can repeat a whole row. Nothing is returned:
    it is an image, no text."""
    params = _resolve(params)
    columns = _resolve(params.get("Columns", 1728)) if isinstance(params, dict) else 1728
    if not isinstance(columns, int) or isinstance(columns, bool) or columns < 1:
        return b""
    budget.take(objid, (columns + 7) // 8 * 8 * len(data))
    return b""


_DECODERS = {
    "FlateDecode": _flate, "Fl": _flate,
    "LZWDecode": _lzw, "LZW": _lzw,
    "ASCII85Decode": _ascii("ascii85decode"), "A85": _ascii("ascii85decode"),
    "ASCIIHexDecode": _ascii("asciihexdecode"), "AHx": _ascii("asciihexdecode"),
    "RunLengthDecode": _run_length, "RL": _run_length,
    "CCITTFaxDecode": _ccitt, "CCF": _ccitt,
}


def _stream_bytes(stream: Any, budget: _Budget, objid: int | None = None) -> bytes:
    """A stream's data with every filter of its chain decoded in turn, each decoder's
    output counted against the budget as it is made (``objid``: the object it is, when
    pdfminer has not said). A filter that leaves its data as it is
    (an image's DCT, JPX or JBIG2) or that pdfminer does not know ends the chain there:
    only the sizes and the CMap ranges matter here."""
    filters = _resolve(stream.attrs.get("Filter", stream.attrs.get("F")))
    params = _resolve(stream.attrs.get("DecodeParms", stream.attrs.get("DP")))
    names = filters if isinstance(filters, list) else [] if filters is None else [filters]
    data = bytes(stream.rawdata if stream.rawdata is not None else stream.data or b"")
    for index, name in enumerate(names):
        name = _resolve(name)
        decode = _DECODERS.get(getattr(name, "name", ""))
        if decode is None:
            break
        param = (params[index] if index < len(params) else None) if isinstance(
            params, list) else params
        data = decode(data, stream.objid or objid or 0, budget, param)
    return data


def _box(page_number: int, name: str, value: object) -> None:
    box = _resolve(value)
    if not isinstance(box, list) or len(box) != 4:
        raise PdfLimit(f"page {page_number}: the {name} is not four numbers ({_short(box)})")
    for corner in box:
        number = _resolve(corner)
        if (not isinstance(number, (int, float)) or isinstance(number, bool)
                or not math.isfinite(number) or abs(number) > MAX_COORDINATE):
            raise PdfLimit(f"page {page_number}: the {name} holds {_short(number)}, not a "
                           f"number of at most {MAX_COORDINATE:g} points")


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _objids(document: Any) -> list[int]:
    seen: set[int] = set()
    for xref in document.xrefs:
        for objid in xref.get_objids():
            if objid not in seen:
                seen.add(objid)
                if len(seen) > MAX_OBJECTS:
                    raise PdfLimit(f"more than {MAX_OBJECTS} objects")
    return sorted(seen)


def _object_streams(document: Any, objids: list[int]) -> list[int]:
    """The object streams the file's objects are kept in.

    :raises PdfLimit: for an object stream kept in an object stream (the format forbids it,
        and pdfminer would decode the outer one to find the inner one).
    """
    holders: dict[int, int] = {}
    for xref in document.xrefs:
        for objid in objids:
            try:
                holder = xref.get_pos(objid)[0]
            except Exception:  # not in this table
                continue
            if holder is not None:
                holders.setdefault(objid, holder)
    for holder in set(holders.values()):
        if holder in holders:
            raise PdfLimit(f"object {holder}: an object stream inside object stream "
                           f"{holders[holder]}")
    return sorted(set(holders.values()))


def open_document(file: BinaryIO, budget: _Budget | None = None) -> Any:
    """pdfminer's ``PDFDocument`` for ``file``, with what pdfminer decodes while opening it
    counted against ``budget`` first: every cross-reference stream, and, should no
    cross-reference section be readable, every object stream pdfminer's scan of the whole
    file decodes to list the objects inside. Each is decoded here within the budget before
    pdfminer decodes it (pdfminer's own decoding has no limit).

    :raises PdfLimit: when those streams decode to more than the budget, or a
        cross-reference section is reached twice (a ``/Prev`` or ``/XRefStm`` loop, which
        pdfminer would follow until its stack ran out, decoding the section each time).
    """
    from pdfminer.pdfdocument import PDFDocument, PDFNoValidXRef
    from pdfminer.pdfparser import PDFParser

    spent = _Budget() if budget is None else budget
    starts: list[int] = []
    scanned: list[bool] = []

    def scan_once(parser: PDFParser) -> None:
        if not scanned:  # pdfminer falls back to its scan once, however deep the failure
            scanned.append(True)
            _count_fallback(parser, spent)

    class Guarded(PDFDocument):
        """pdfminer's document, each cross-reference section looked at before it is read."""

        def find_xref(self, parser: PDFParser) -> int:
            try:
                return super().find_xref(parser)
            except PDFNoValidXRef:
                scan_once(parser)
                raise

        def read_xref_from(self, parser: PDFParser, start: int, xrefs: list[Any]) -> None:
            if start in starts:
                raise PdfLimit(f"the cross-reference section at byte {start} is reached "
                               "again (a loop of /Prev or /XRefStm)")
            starts.append(start)
            _count_xref_stream(parser, start, spent)
            try:
                super().read_xref_from(parser, start, xrefs)
            except PDFNoValidXRef:
                scan_once(parser)
                raise

    return Guarded(PDFParser(file))


def _count_xref_stream(parser: Any, start: int, budget: _Budget) -> None:
    """Count the cross-reference stream at byte ``start``, if one is there, as pdfminer
    finds it (an object whose stream is of type XRef), against the budget."""
    from pdfminer.pdftypes import PDFStream
    from pdfminer.psparser import LIT

    try:
        parser.seek(start)
        parser.reset()
        _, objid = parser.nexttoken()
        if not isinstance(objid, int):
            return  # a cross-reference table: nothing decoded
        for _ in range(2):  # the generation and "obj"
            parser.nexttoken()
        _, stream = parser.nextobject()
    except Exception:  # pdfminer fails on it the same way, decoding nothing
        return
    if isinstance(stream, PDFStream) and stream.attrs.get("Type") is LIT("XRef"):
        _counted(stream, budget, objid)


def _count_fallback(parser: Any, budget: _Budget) -> None:
    """Count the object streams pdfminer decodes when it scans the file for objects, having
    found no cross-reference section it can read: each ``N G obj`` at a line's start, up to
    the first ``trailer`` line, read as its own scan reads it."""
    from pdfminer.pdftypes import PDFStream
    from pdfminer.psparser import LIT, PSEOF

    parser.fallback = True  # as pdfminer reads the file then: streams up to "endstream"
    parser.seek(0)
    while True:
        try:
            position, line = parser.nextline()
        except PSEOF:
            return
        if line.startswith(b"trailer"):
            return
        cue = _OBJECT_CUE.match(line)
        if cue is None:
            continue
        try:
            parser.seek(position)
            _, found = parser.nextobject()
        except Exception:  # pdfminer's scan stops here too, and the file is not opened
            return
        if isinstance(found, PDFStream) and found.attrs.get("Type") is LIT("ObjStm"):
            _counted(found, budget, int(cue.group(1)))


#: An object's start as pdfminer's scan finds it (at a line's start).
_OBJECT_CUE = re.compile(rb"(\d+)\s+(\d+)\s+obj\b")


def _counted(stream: Any, budget: _Budget, objid: int) -> None:
    """Decode ``stream`` (object ``objid``) within the budget, as pdfminer is about to
    decode it; a stream that cannot be decoded is left for pdfminer to fail on."""
    try:
        _stream_bytes(stream, budget, objid)
    except PdfLimit:
        raise
    except Exception:  # a damaged dictionary (a filter named through a missing object)
        return


def check(document: Any, budget: _Budget | None = None) -> None:
    """Every limit of the module's docstring, on a parsed pdfminer ``PDFDocument``.

    :param budget: what opening the file already decoded (:func:`open_document`).
    :raises PdfLimit: naming the object or page that breaks the first limit found.
    """
    from pdfminer.pdfpage import PDFPage
    from pdfminer.pdftypes import PDFObjRef, PDFStream
    from pdfminer.psparser import LIT

    budget = _Budget() if budget is None else budget
    objids = _objids(document)
    # an object in an object stream is read by decoding the whole stream: each such stream
    # is decoded here first, within the budget, before pdfminer decodes it for one object
    counted = set()
    for objid in _object_streams(document, objids):
        stream = _resolve(document.getobj(objid))
        if isinstance(stream, PDFStream):
            _stream_bytes(stream, budget)
            counted.add(objid)
    for objid in objids:
        if objid in counted:
            continue
        try:
            value = document.getobj(objid)
        except PdfLimit:
            raise
        except Exception:  # a damaged object: pdfminer skips it when reading too
            continue
        if isinstance(value, PDFObjRef):
            _resolve(value)
        elif isinstance(value, PDFStream) and _resolve(value.attrs.get("Subtype")) != LIT(
                "Image"):  # pdfminer never decodes an image to read the text
            data = _stream_bytes(value, budget)
            if b"range" in data and _cmap_codes(data) > MAX_CMAP_CODES:
                raise PdfLimit(f"object {objid}: a CMap mapping more than {MAX_CMAP_CODES} "
                               "character codes")
    for number, page in enumerate(PDFPage.create_pages(document), 1):
        if number > MAX_PAGES:
            raise PdfLimit(f"more than {MAX_PAGES} pages")
        _box(number, "MediaBox", page.attrs.get("MediaBox", [0, 0, 612, 792]))
        if "CropBox" in page.attrs:
            _box(number, "CropBox", page.attrs["CropBox"])
        on_page = 0
        for stream in _contents(page.attrs.get("Contents")):
            if isinstance(stream, PDFStream):
                on_page += count_operators(_stream_bytes(stream, budget))
        if on_page > MAX_PAGE_OPERATORS:
            raise PdfLimit(f"page {number}: more than {MAX_PAGE_OPERATORS} operators "
                           f"({on_page})")
        budget.operators += on_page
        if budget.operators > MAX_OPERATORS:
            raise PdfLimit(f"page {number}: more than {MAX_OPERATORS} operators in all")


def _contents(value: object) -> Iterator[object]:
    value = _resolve(value)
    if isinstance(value, list):
        for item in value[:1000]:
            yield _resolve(item)
    elif value is not None:
        yield value


# ------------------------------------------------------------------ the child


def _read(path: str) -> dict[str, Any]:
    """What the child answers: each page's lines in reading order, or the cause."""
    import logging

    import pdfplumber

    from rulesref.lint.reading import column_lines

    logging.disable(logging.CRITICAL)  # pdfminer logs every oddity it forgives
    sys.setrecursionlimit(2_000)
    budget = _Budget()
    with open(path, "rb") as stream:
        check(open_document(stream, budget), budget)
    pages: list[list[str]] = []
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            words = page.extract_words(use_text_flow=False, keep_blank_chars=False)
            pages.append(column_lines(words, float(page.width)) if words else [])
    return {"pages": pages}


def main(argv: list[str]) -> int:
    """The child: read the PDF ``argv[0]``, answer one JSON object on standard output."""
    try:
        answer = _read(argv[0])
    except PdfLimit as exc:
        answer = {"error": f"refused: {exc}"}
    except RecursionError:
        answer = {"error": "not a readable PDF (its objects nest too deeply)"}
    except MemoryError:
        answer = {"error": f"refused: needs more than {MEMORY_BYTES // 1024**2} MiB"}
    except Exception as exc:  # any failure of a reader fed hostile bytes is bad input
        answer = {"error": f"not a readable PDF ({type(exc).__name__})"}
    sys.stdout.write(json.dumps(answer))
    return 0


def _limit_child() -> None:  # pragma: no cover - runs in the child before exec
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_BYTES, MEMORY_BYTES))
    seconds = max(1, math.ceil(TIME_BUDGET_SECONDS))
    resource.setrlimit(resource.RLIMIT_CPU, (seconds, seconds + 5))


def read_in_child(path: Path) -> list[list[str]]:
    """Each page's lines in reading order (an empty list for a page without text), read in
    a child process within the limits, the time budget and the memory cap.

    :raises PdfLimit: with the one-line cause.
    """
    root = str(Path(__file__).resolve().parents[2])  # where this package is imported from
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        p for p in (root, os.environ.get("PYTHONPATH", "")) if p)}
    try:
        done = subprocess.run([sys.executable, "-m", "rulesref.lint.pdfguard", str(path)],
                              capture_output=True, stdin=subprocess.DEVNULL, env=env,
                              timeout=TIME_BUDGET_SECONDS, check=False,
                              preexec_fn=_limit_child if os.name == "posix" else None)
    except subprocess.TimeoutExpired:
        raise PdfLimit(f"refused: not read within the time budget of {TIME_BUDGET_SECONDS} "
                       "s") from None
    except (OSError, subprocess.SubprocessError) as exc:
        raise PdfLimit(f"cannot start the PDF reader: {getattr(exc, 'strerror', None) or exc}"
                       ) from None
    try:
        answer = json.loads(done.stdout)
    except ValueError:
        raise PdfLimit("refused: the PDF reader stopped (over its memory cap of "
                       f"{MEMORY_BYTES // 1024**2} MiB or its time budget of "
                       f"{TIME_BUDGET_SECONDS} s)") from None
    if "error" in answer:
        raise PdfLimit(str(answer["error"]))
    pages: list[list[str]] = answer["pages"]
    return pages


if __name__ == "__main__":  # pragma: no cover - the child's entry point
    raise SystemExit(main(sys.argv[1:]))
