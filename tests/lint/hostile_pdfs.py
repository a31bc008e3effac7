"""Small generators of hostile PDFs for the lint reader's limits: each builds its file at
test time from a few objects (nothing big is committed). A PDF here is a list of object
bodies (object n is ``bodies[n - 1]``), with object 1 the catalogue and 2 the page tree."""

from __future__ import annotations

import zlib
from collections.abc import Callable

FONT = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"


def pdf(bodies: list[bytes]) -> bytes:
    """A PDF file holding ``bodies`` as objects 1, 2, ... with a correct cross-reference
    table."""
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(bodies, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(bodies) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(bodies) + 1, xref)
    return bytes(out)


def stream(data: bytes, extra: bytes = b"", *, deflate: bool = False) -> bytes:
    """A stream object's body."""
    if deflate:
        data = zlib.compress(data, 9)
        extra += b" /Filter /FlateDecode"
    return b"<< /Length %d%s >>\nstream\n" % (len(data), extra) + data + b"\nendstream"


def one_page(content: bytes, *, media_box: bytes = b"[0 0 612 792]", deflate: bool = False,
             font: bytes = FONT, more: list[bytes] | None = None) -> bytes:
    """A one-page PDF: catalogue, page tree, page, its content stream, its font, and
    ``more`` objects after them (numbered from 6)."""
    return pdf([
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox " + media_box
        + b" /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
        stream(content, deflate=deflate),
        font,
        *(more or []),
    ])


TEXT = b"BT /F1 12 Tf 72 700 Td (Heavy Infantry charge.) Tj ET"


def legal() -> bytes:
    """A harmless one-page PDF (the control: it reads)."""
    return one_page(TEXT)


def media_box(box: bytes) -> Callable[[], bytes]:
    """A page whose MediaBox is ``box`` (short, a string, huge numbers)."""
    return lambda: one_page(TEXT, media_box=box)


def reference_chain(length: int = 5000) -> bytes:
    """The page's MediaBox reached through ``length`` references, each to the next."""
    more = [b"%d 0 R" % (7 + i) for i in range(length)] + [b"[0 0 612 792]"]
    return one_page(TEXT, media_box=b"6 0 R", more=more)


def reference_loop() -> bytes:
    """The MediaBox and the page's resources references that point at each other."""
    return one_page(TEXT, media_box=b"6 0 R", more=[b"7 0 R", b"6 0 R"])


def kids_loop() -> bytes:
    """A page tree whose node lists itself as its own kid."""
    return pdf([
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
        stream(TEXT),
    ])


def cmap_bomb() -> bytes:
    """A font whose ToUnicode CMap maps every two-byte code range many times over: a few
    hundred bytes that a naive reader expands into millions of entries."""
    ranges = b"".join(b"<0000> <FFFF> <%04X>\n" % i for i in range(100))
    cmap = (b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
            b"1 begincodespacerange <0000> <FFFF> endcodespacerange\n"
            b"100 beginbfrange\n" + ranges + b"endbfrange\nendcmap end end")
    font = (b"<< /Type /Font /Subtype /Type0 /BaseFont /Bomb /Encoding /Identity-H "
            b"/ToUnicode 6 0 R /DescendantFonts [7 0 R] >>")
    cid = (b"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Bomb "
           b"/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> >>")
    return one_page(b"BT /F1 12 Tf 72 700 Td <0041> Tj ET", font=font,
                    more=[stream(cmap, deflate=True), cid])


def flate_bomb(size: int = 300_000_000) -> bytes:
    """A content stream of ``size`` spaces, deflated (about a thousandth of that on disk)."""
    squeezer = zlib.compressobj(9)
    chunk = b" " * 1_000_000
    packed = b"".join(squeezer.compress(chunk) for _ in range(size // len(chunk)))
    packed += squeezer.flush()
    data = b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(packed) + packed
    return pdf([
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
        data + b"\nendstream",
    ])


def many_operators(count: int = 200_000) -> bytes:
    """One page drawing ``count`` one-letter strings, each its own text operator."""
    body = b"BT /F1 1 Tf " + b"1 0 Td (a) Tj\n" * count + b"ET"
    return one_page(body, deflate=True)


def many_pages(count: int) -> bytes:
    """``count`` pages sharing one content stream."""
    kids = b" ".join(b"%d 0 R" % (5 + i) for i in range(count))
    page = b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R >>"
    return pdf([b"<< /Type /Catalog /Pages 2 0 R >>",
                b"<< /Type /Pages /Kids [" + kids + b"] /Count %d >>" % count,
                stream(TEXT), FONT, *([page] * count)])
