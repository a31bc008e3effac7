"""Hostile PDFs for ``lint``, through the installed binary: each exits 2 with one line
naming the file and the object or page that breaks a limit, well within the time budget,
whatever pdfminer would have done with it (a hang, gigabytes, an internal error). The PDFs
are built at test time by :mod:`tests.lint.hostile_pdfs`. Nothing is timed: the subprocess
timeout only guards against a hang.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from rulesref.lint import pdfguard
from rulesref.lint.errors import ManuscriptError
from rulesref.lint.reading import read_manuscript
from rulesref.lint.rulesets import rulesets
from tests.badinput.runbin import run
from tests.lint import hostile_pdfs as make

#: A ruleset to lint against (any: the PDF is refused before its model matters).
GAME = min(rulesets())

#: (file name, builder, the cause the one line must hold)
CASES: list[tuple[str, Callable[[], bytes], str]] = [
    ("short-box.pdf", make.media_box(b"[0 0 612]"),
     "refused: page 1: the MediaBox is not four numbers ([0, 0, 612])"),
    ("string-box.pdf", make.media_box(b"(Letter)"),
     "refused: page 1: the MediaBox is not four numbers"),
    ("huge-box.pdf", make.media_box(b"[0 0 1e300 1e300]"),
     "refused: page 1: the MediaBox"),
    ("far-box.pdf", make.media_box(b"[0 0 612 1000000000]"),
     "refused: page 1: the MediaBox holds 1000000000, not a number of at most 100000 points"),
    ("chain.pdf", make.reference_chain, "refused: object 7: a chain of more than 32 references"),
    ("loop.pdf", make.reference_loop,
     "refused: object 7: a reference loop through objects 7 -> 6 -> 7"),
    ("cmap-bomb.pdf", make.cmap_bomb,
     "refused: object 6: a CMap mapping more than 200000 character codes"),
    ("damaged-cmap-bomb.pdf", lambda: make.cmap_bomb(damaged=True),
     "refused: object 6: a CMap mapping more than 200000 character codes"),
    ("flate-bomb.pdf", lambda: make.flate_bomb(150_000_000),
     "refused: object 4: streams decode to more than 100000000 bytes in all"),
    ("lzw-bomb.pdf", make.lzw_bomb,
     "refused: object 4: streams decode to more than 100000000 bytes in all"),
    ("runlength-bomb.pdf", make.run_length_bomb,
     "refused: object 4: streams decode to more than 100000000 bytes in all"),
    ("ascii85-flate-bomb.pdf", lambda: make.chain_bomb("ASCII85Decode"),
     "refused: object 4: streams decode to more than 100000000 bytes in all"),
    ("hex-flate-bomb.pdf", lambda: make.chain_bomb("ASCIIHexDecode"),
     "refused: object 4: streams decode to more than 100000000 bytes in all"),
    ("ccitt-bomb.pdf", make.ccitt_bomb,
     "refused: object 4: streams decode to more than 100000000 bytes in all"),
    ("object-stream-bomb.pdf", make.object_stream_bomb,
     "refused: object 7: streams decode to more than 100000000 bytes in all"),
    ("xref-stream-bomb.pdf", make.xref_stream_bomb,
     "refused: object 6: streams decode to more than 100000000 bytes in all"),
    ("xref-loop.pdf", make.xref_loop,
     "refused: the cross-reference section at byte 420 is reached again (a loop of /Prev or "
     "/XRefStm)"),
    ("fallback-object-stream-bomb.pdf", make.fallback_object_stream_bomb,
     "refused: object 6: streams decode to more than 100000000 bytes in all"),
    ("operators.pdf", make.many_operators,
     "refused: page 1: more than 100000 operators (400003)"),
    ("unknown-operators.pdf", make.unknown_operators,
     "refused: page 1: more than 100000 operators (400000)"),
    ("pages.pdf", lambda: make.many_pages(pdfguard.MAX_PAGES + 1),
     "refused: more than 2000 pages"),
]


@pytest.mark.parametrize(("name", "build", "cause"), CASES, ids=[c[0] for c in CASES])
@pytest.mark.parametrize("as_json", [False, True], ids=["text", "json"])
def test_a_hostile_pdf_is_bad_input(tmp_path: Path, name: str, build: Callable[[], bytes],
                                    cause: str, as_json: bool) -> None:
    (tmp_path / name).write_bytes(build())
    result = run(["lint", name, "--game", GAME, *(["--json"] if as_json else [])],
                 cwd=tmp_path)
    assert "internal error" not in result.stderr, result.stderr
    assert result.returncode == 2, (result.returncode, result.stderr)
    (line,) = result.stderr.splitlines()
    assert f"{name}: {cause}" in line, line
    if as_json:
        assert cause in json.loads(result.stdout)["error"]


def test_the_harmless_pdfs_still_read(tmp_path: Path) -> None:
    (tmp_path / "legal.pdf").write_bytes(make.legal())
    (tmp_path / "kids.pdf").write_bytes(make.kids_loop())  # pdfminer skips the loop itself
    (tmp_path / "image.pdf").write_bytes(make.ccitt_image())  # an image is never decoded
    (tmp_path / "objstm.pdf").write_bytes(make.object_stream_bomb(1000))  # a small one
    (tmp_path / "xref.pdf").write_bytes(make.xref_stream_bomb(1_000_000))  # a small one
    (tmp_path / "scan.pdf").write_bytes(make.fallback_object_stream_bomb(1_000_000))
    for name in ("legal.pdf", "kids.pdf", "image.pdf", "objstm.pdf", "xref.pdf", "scan.pdf"):
        result = run(["lint", name, "--game", GAME], cwd=tmp_path)
        assert result.returncode == 0, result.stderr
        assert result.stderr == ""  # pdfminer's warnings are not printed


def test_the_limits_pass_a_page_just_under_them(tmp_path: Path) -> None:
    # BT, Tf and ET, and one Tj per string: exactly the most operators a page may hold
    body = b"BT /F1 1 Tf " + b"(a) Tj\n" * (pdfguard.MAX_PAGE_OPERATORS - 3) + b"ET"
    path = tmp_path / "dense.pdf"
    path.write_bytes(make.one_page(body, deflate=True))
    from pdfminer.pdfdocument import PDFDocument
    from pdfminer.pdfparser import PDFParser

    with path.open("rb") as stream:
        pdfguard.check(PDFDocument(PDFParser(stream)))  # no PdfLimit


@pytest.mark.parametrize(("content", "count"), [
    (b"BT /F1 12 Tf 72 700 Td (Heavy Infantry charge.) Tj ET", 5),
    (b"q 1 0 0 1 0 0 cm [(A) -120 (B)] TJ Q", 4),
    (b"(unclosed " + b"(" * 1000, 0),
    (b"% a comment Tj\n<< /Key /Name >> BDC EMC", 2),
    (b"(a\\) Tj) Tj", 1),
    (b"? ?? 1 Tw", 4),  # pdfminer's interpreter takes any regular run for an operator
])
def test_operators_are_counted_outside_strings_and_names(content: bytes, count: int) -> None:
    assert pdfguard.count_operators(content) == count


@pytest.mark.parametrize("content", [b"(" * 200_000, b"(" + b"a" * 200_000,
                                     b"<" + b"0" * 200_000, b"(a" * 100_000])
def test_the_operator_scan_stays_linear_on_unclosed_strings(content: bytes) -> None:
    # a string that never closes ends at the next "(" or the end: the tokens never overlap,
    # so the scan reads each byte once (no retry from every opening bracket)
    spans = [m.span() for m in pdfguard._TOKEN.finditer(content)]
    assert sum(end - start for start, end in spans) == len(content)
    assert all(a[1] <= b[0] for a, b in itertools.pairwise(spans))
    assert pdfguard.count_operators(content) == 0


def test_the_time_budget_ends_a_slow_read(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The budget's mechanism, not a timing: with no time allowed, a harmless PDF is
    refused for the budget rather than read."""
    path = tmp_path / "legal.pdf"
    path.write_bytes(make.legal())
    monkeypatch.setattr(pdfguard, "TIME_BUDGET_SECONDS", 0.0001)
    with pytest.raises(ManuscriptError, match="not read within the time budget"):
        read_manuscript(path, "legal.pdf")


def _record_decoding(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The ids of the streams pdfminer decodes from now on, in order."""
    from pdfminer.pdftypes import PDFStream

    decoded: list[object] = []
    real = PDFStream.decode

    def decode(self: PDFStream) -> None:
        decoded.append(self.objid)
        real(self)

    monkeypatch.setattr(PDFStream, "decode", decode)
    return decoded


def test_an_object_stream_is_counted_before_pdfminer_decodes_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # object 6 lives in object stream 7: the check reaches 6 first, and reading it would
    # make pdfminer decode all of 7, unbounded, before the budget ever saw 7
    import io

    from pdfminer.pdfdocument import PDFDocument
    from pdfminer.pdfparser import PDFParser

    document = PDFDocument(PDFParser(io.BytesIO(make.object_stream_bomb())))
    decoded = _record_decoding(monkeypatch)
    with pytest.raises(pdfguard.PdfLimit, match="object 7: streams decode to more than"):
        pdfguard.check(document)
    assert 7 not in decoded


def test_a_damaged_flate_stream_is_read_whole_and_counted_once() -> None:
    import zlib

    page = b"BT (a) Tj ET\n" * 200_000  # more than one piece of inflated output
    packed = zlib.compress(page)
    packed = packed[:-1] + bytes([packed[-1] ^ 0xFF])  # a wrong closing checksum
    budget = pdfguard._Budget()
    assert pdfguard._flate(packed, 4, budget, None) == page
    assert budget.decoded == len(page)


@pytest.mark.parametrize("build", [make.xref_stream_bomb, make.fallback_object_stream_bomb],
                         ids=["xref-stream", "fallback-scan"])
def test_what_opening_decodes_is_counted_before_pdfminer_decodes_it(
        build: Callable[[], bytes], monkeypatch: pytest.MonkeyPatch) -> None:
    # opening the file makes pdfminer decode its cross-reference stream (or, with none it can
    # read, every object stream its scan meets), unbounded: the guard counts it first
    import io

    decoded = _record_decoding(monkeypatch)
    with pytest.raises(pdfguard.PdfLimit, match="object 6: streams decode to more than"):
        pdfguard.open_document(io.BytesIO(build()))
    assert decoded == []
