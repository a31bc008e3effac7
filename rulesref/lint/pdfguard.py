"""Reading a stranger's PDF with explicit limits, in a child process with a time budget.

A PDF is a program for a reader more than a document: references may chain or loop, a CMap
a few hundred bytes long may expand to millions of entries, a Flate stream may inflate a
thousandfold, one page may hold hundreds of thousands of operators. pdfminer (under
pdfplumber) trusts all of that, so before it reads a page, :func:`check` walks the file
with these limits and refuses the first one it breaks, naming the object or page:

* :data:`MAX_OBJECTS` objects, :data:`MAX_PAGES` pages;
* references followed at most :data:`MAX_REFERENCE_DEPTH` deep, and never in a loop;
* :data:`MAX_INFLATED_BYTES` bytes inflated from Flate streams in all, counted while
  inflating;
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
from typing import Any

#: Most pages in a manuscript.
MAX_PAGES = 2_000
#: Most objects in the file's cross-reference tables.
MAX_OBJECTS = 500_000
#: Longest chain of references from one object to another, each a bare reference.
MAX_REFERENCE_DEPTH = 32
#: Most bytes inflated from all Flate streams together.
MAX_INFLATED_BYTES = 100_000_000
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


#: One token of a content stream; only the last group is an operator. Each alternative
#: starts with its own characters and a string or hex string need not close, so the scan is
#: linear whatever the bytes.
_TOKEN = re.compile(rb"\((?:\\.|[^\\()])*\)?|<<|>>|<[^>]*>?|/[^\s/\[\]()<>{}%]*|%[^\r\n]*"
                    rb"|[-+.0-9]+|[\[\]{}]|([A-Za-z'\"*][^\s/\[\]()<>{}%]*)", re.DOTALL)


def count_operators(content: bytes) -> int:
    """The operators in a content stream (names, numbers, strings and comments skipped)."""
    return sum(1 for m in _TOKEN.finditer(content) if m.group(1) is not None)


class _Budget:
    def __init__(self) -> None:
        self.inflated = 0
        self.operators = 0

    def inflate(self, objid: int, raw: bytes) -> bytes:
        room = MAX_INFLATED_BYTES - self.inflated
        try:
            out = zlib.decompressobj().decompress(raw, room + 1)
        except zlib.error:
            return b""  # pdfminer reads what it can of a damaged stream; so do the checks
        self.inflated += len(out)
        if self.inflated > MAX_INFLATED_BYTES:
            raise PdfLimit(f"object {objid}: Flate streams inflate to more than "
                           f"{MAX_INFLATED_BYTES} bytes in all")
        return out


def _stream_bytes(stream: Any, budget: _Budget) -> bytes:
    """A stream's data after a first Flate filter, inflated within the budget (other
    filters left as they are: only the size and the CMap ranges matter here)."""
    from pdfminer.psparser import LIT

    filters = _resolve(stream.attrs.get("Filter", stream.attrs.get("F")))
    first = filters[0] if isinstance(filters, list) and filters else filters
    first = _resolve(first)
    raw = stream.rawdata if stream.rawdata is not None else stream.data or b""
    if first in (LIT("FlateDecode"), LIT("Fl")):
        return budget.inflate(stream.objid or 0, raw)
    return bytes(raw)


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


def check(document: Any) -> None:
    """Every limit of the module's docstring, on a parsed pdfminer ``PDFDocument``.

    :raises PdfLimit: naming the object or page that breaks the first limit found.
    """
    from pdfminer.pdfpage import PDFPage
    from pdfminer.pdftypes import PDFObjRef, PDFStream

    budget = _Budget()
    for objid in _objids(document):
        try:
            value = document.getobj(objid)
        except PdfLimit:
            raise
        except Exception:  # a damaged object: pdfminer skips it when reading too
            continue
        if isinstance(value, PDFObjRef):
            _resolve(value)
        elif isinstance(value, PDFStream):
            data = _stream_bytes(value, budget)
            if b"begincmap" in data and _cmap_codes(data) > MAX_CMAP_CODES:
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
    from pdfminer.pdfdocument import PDFDocument
    from pdfminer.pdfparser import PDFParser

    from rulesref.lint.reading import column_lines

    logging.disable(logging.CRITICAL)  # pdfminer logs every oddity it forgives
    sys.setrecursionlimit(2_000)
    with open(path, "rb") as stream:
        check(PDFDocument(PDFParser(stream)))
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
