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


def cmap_bomb(*, damaged: bool = False) -> bytes:
    """A font whose ToUnicode CMap maps every two-byte code range many times over: a few
    hundred bytes that a naive reader expands into millions of entries. ``damaged``: the
    deflated CMap's closing checksum is wrong and it has no ``begincmap`` (pdfminer still
    reads the whole map; found by the fuzz campaign)."""
    ranges = b"".join(b"<0000> <FFFF> <%04X>\n" % i for i in range(100))
    cmap = (b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
            b"1 begincodespacerange <0000> <FFFF> endcodespacerange\n"
            b"100 beginbfrange\n" + ranges + b"endbfrange\nendcmap end end")
    font = (b"<< /Type /Font /Subtype /Type0 /BaseFont /Bomb /Encoding /Identity-H "
            b"/ToUnicode 6 0 R /DescendantFonts [7 0 R] >>")
    cid = (b"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Bomb "
           b"/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> >>")
    body = stream(cmap, deflate=True)
    if damaged:
        packed = zlib.compress(cmap.replace(b"begincmap", b"begin"), 9)
        packed = packed[:-1] + bytes([packed[-1] ^ 0xFF])
        body = (b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(packed) + packed
                + b"\nendstream")
    return one_page(b"BT /F1 12 Tf 72 700 Td <0041> Tj ET", font=font, more=[body, cid])


def flate_bomb(size: int = 300_000_000) -> bytes:
    """A content stream of ``size`` spaces, deflated (about a thousandth of that on disk)."""
    return filtered_page(["FlateDecode"], spaces_deflated(size))


def many_operators(count: int = 200_000) -> bytes:
    """One page drawing ``count`` one-letter strings, each its own text operator."""
    body = b"BT /F1 1 Tf " + b"1 0 Td (a) Tj\n" * count + b"ET"
    return one_page(body, deflate=True)


def unknown_operators(count: int = 200_000) -> bytes:
    """One page of ``count`` question marks: no operator a page uses, but each one an
    operator pdfminer's interpreter looks up and flushes (found by the fuzz campaign)."""
    return one_page(b"??" * count, deflate=True)


def many_pages(count: int) -> bytes:
    """``count`` pages sharing one content stream."""
    kids = b" ".join(b"%d 0 R" % (5 + i) for i in range(count))
    page = b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R >>"
    return pdf([b"<< /Type /Catalog /Pages 2 0 R >>",
                b"<< /Type /Pages /Kids [" + kids + b"] /Count %d >>" % count,
                stream(TEXT), FONT, *([page] * count)])


# ------------------------------------------------------------------ every stream filter


def lzw_run(byte: int, cycles: int) -> bytes:
    """LZW codes (9 to 12 bits, early change, as pdfminer reads them) for a run of ``byte``:
    each cycle clears the table, then sends ``byte`` and codes 258 to 4095, each the last
    string plus one more ``byte`` (about 7.4 MB of output from 5.7 KB of codes)."""
    bits = bytearray()
    out = bytearray()

    def put(code: int, width: int) -> None:
        bits.extend((code >> shift) & 1 for shift in range(width - 1, -1, -1))

    for _ in range(cycles):
        put(256, 12 if out or bits else 9)
        put(byte, 9)
        for code in range(258, 4096):
            # the width pdfminer reads a code in, from the table's length before the code
            width = 9 if code < 511 else 10 if code < 1023 else 11 if code < 2047 else 12
            put(code, width)
    put(257, 12)
    bits.extend([0] * (-len(bits) % 8))
    for at in range(0, len(bits), 8):
        out.append(int("".join(map(str, bits[at:at + 8])), 2))
    return bytes(out)


def encoded(filters: list[str], data: bytes) -> bytes:
    """``data`` encoded by ``filters`` (the first named is the first decoded), each as
    simply as it allows (the decoders are what is tested)."""
    import base64

    for name in reversed(filters):
        if name == "FlateDecode":
            data = zlib.compress(data, 9)
        elif name == "ASCIIHexDecode":
            data = data.hex().encode() + b">"
        elif name == "ASCII85Decode":
            data = base64.a85encode(data) + b"~>"
        elif name == "RunLengthDecode":
            data = b"".join(bytes([len(data[i:i + 128]) - 1]) + data[i:i + 128]
                            for i in range(0, len(data), 128)) + b"\x80"
        else:
            raise ValueError(name)
    return data


def filtered_page(filters: list[str], packed: bytes, params: bytes = b"") -> bytes:
    """A one-page PDF whose content stream is ``packed``, read through ``filters``."""
    names = b" ".join(b"/" + n.encode() for n in filters)
    content = (b"<< /Length %d /Filter [%s]%s >>\nstream\n" % (len(packed), names, params)
               + packed + b"\nendstream")
    return pdf([
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
        content,
    ])


def spaces_deflated(size: int) -> bytes:
    """``size`` spaces (a whole number of megabytes), deflated a megabyte at a time."""
    squeezer = zlib.compressobj(9)
    chunk = b" " * 1_000_000
    return b"".join(squeezer.compress(chunk) for _ in range(size // len(chunk))) + \
        squeezer.flush()


def lzw_bomb() -> bytes:
    """A content stream of 21 LZW cycles of spaces: about 155 MB from 120 KB."""
    return filtered_page(["LZWDecode"], lzw_run(0x20, 21))


def run_length_bomb() -> bytes:
    """A RunLength content stream of 900,000 runs of 128 spaces (115 MB from 1.8 MB)."""
    return filtered_page(["RunLengthDecode"], b"\x81 " * 900_000 + b"\x80")


def chain_bomb(outer: str) -> bytes:
    """A Flate bomb of 150 MB of spaces wrapped in an ``outer`` text filter."""
    return filtered_page([outer, "FlateDecode"],
                         encoded([outer], spaces_deflated(150_000_000)))


def ccitt_bomb() -> bytes:
    """A content stream read through CCITT group 4, 100,000 columns wide, where every bit
    (a vertical-mode code) may repeat a blank row: up to 12.5 KB a bit, 200 MB from 2 KB."""
    return filtered_page(["CCITTFaxDecode"], b"\xff" * 2000,
                         b" /DecodeParms << /K -1 /Columns 100000 >>")


def ccitt_image() -> bytes:
    """The same stream as an image the page draws: reading text never decodes it."""
    packed = b"\xff" * 2000
    image = (b"<< /Type /XObject /Subtype /Image /Width 100000 /Height 16000 "
             b"/BitsPerComponent 1 /ColorSpace /DeviceGray /Length %d /Filter /CCITTFaxDecode "
             b"/DecodeParms << /K -1 /Columns 100000 >> >>\nstream\n" % len(packed)
             + packed + b"\nendstream")
    return one_page(TEXT, more=[image])


def object_stream_bomb(size: int = 150_000_000) -> bytes:
    """A PDF 1.5 file with a cross-reference stream whose object 6 (a number) is kept in
    object stream 7, a Flate stream that inflates to ``size`` bytes: reading object 6
    means decoding all of object 7 first."""
    squeezer = zlib.compressobj(9)
    packed = squeezer.compress(b"6 0 42")  # object 6, at offset 4 (/First): the number 42
    packed += b"".join(squeezer.compress(b" " * 1_000_000) for _ in range(size // 1_000_000))
    packed += squeezer.compress(b" " * (size % 1_000_000)) + squeezer.flush()
    bodies = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Rotate 6 0 R >>",
        stream(TEXT),
        FONT,
    ]
    out = bytearray(b"%PDF-1.5\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(bodies, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    offsets.append(len(out))  # object 7, the object stream (object 6 is inside it)
    out += (b"7 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Length %d /Filter /FlateDecode >>\n"
            b"stream\n" % len(packed) + packed + b"\nendstream\nendobj\n")
    xref_at = len(out)
    rows = [b"\x00" + (0).to_bytes(4, "big") + (65535).to_bytes(2, "big")]
    rows += [b"\x01" + o.to_bytes(4, "big") + b"\x00\x00" for o in offsets[:5]]
    rows.append(b"\x02" + (7).to_bytes(4, "big") + b"\x00\x00")  # object 6: in 7, first
    rows.append(b"\x01" + offsets[5].to_bytes(4, "big") + b"\x00\x00")
    rows.append(b"\x01" + xref_at.to_bytes(4, "big") + b"\x00\x00")
    table = b"".join(rows)
    out += (b"8 0 obj\n<< /Type /XRef /Size 9 /W [1 4 2] /Root 1 0 R /Length %d >>\n"
            b"stream\n" % len(table) + table + b"\nendstream\nendobj\n")
    out += b"startxref\n%d\n%%%%EOF\n" % xref_at
    return bytes(out)


def _xref_rows(offsets: list[int]) -> bytes:
    """A cross-reference stream's rows (widths 1, 4, 2) for objects 1, 2, ... at
    ``offsets``, after the free object 0."""
    rows = [b"\x00" + (0).to_bytes(4, "big") + (65535).to_bytes(2, "big")]
    rows += [b"\x01" + o.to_bytes(4, "big") + b"\x00\x00" for o in offsets]
    return b"".join(rows)


def _objects(bodies: list[bytes], version: bytes = b"1.5") -> tuple[bytearray, list[int]]:
    out = bytearray(b"%PDF-" + version + b"\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(bodies, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    return out, offsets


def _harmless_bodies() -> list[bytes]:
    return [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        stream(TEXT),
        FONT,
    ]


def xref_stream_bomb(size: int = 150_000_000) -> bytes:
    """A PDF 1.5 file whose cross-reference stream (object 6) is deflated and inflates to
    its rows followed by ``size`` bytes of zeros: pdfminer decodes it while opening the file,
    before any object is read. It lists itself as free, so no later look at the file's
    objects meets it."""
    out, offsets = _objects(_harmless_bodies())
    xref_at = len(out)
    squeezer = zlib.compressobj(9)
    packed = squeezer.compress(_xref_rows(offsets) + bytes(7))  # object 6: free
    packed += b"".join(squeezer.compress(bytes(1_000_000)) for _ in range(size // 1_000_000))
    packed += squeezer.flush()
    out += (b"6 0 obj\n<< /Type /XRef /Size 7 /W [1 4 2] /Root 1 0 R /Filter /FlateDecode "
            b"/Length %d >>\nstream\n" % len(packed) + packed + b"\nendstream\nendobj\n")
    out += b"startxref\n%d\n%%%%EOF\n" % xref_at
    return bytes(out)


def xref_loop() -> bytes:
    """A PDF 1.5 file whose cross-reference stream names itself as the previous section
    (``/Prev``): pdfminer would read it again and again until its stack ran out."""
    out, offsets = _objects(_harmless_bodies())
    xref_at = len(out)
    table = _xref_rows([*offsets, xref_at])
    out += (b"6 0 obj\n<< /Type /XRef /Size 7 /W [1 4 2] /Root 1 0 R /Prev %d /Length %d >>"
            b"\nstream\n" % (xref_at, len(table)) + table + b"\nendstream\nendobj\n")
    out += b"startxref\n%d\n%%%%EOF\n" % xref_at
    return bytes(out)


def fallback_object_stream_bomb(size: int = 150_000_000) -> bytes:
    """A file with no cross-reference section pdfminer can read (``startxref`` points at
    nothing) holding an object stream (object 6) that inflates to ``size`` bytes: pdfminer
    then scans the file for objects and decodes every object stream it meets, while
    opening the file. A later object 6 (a number) replaces it, so no later look at the
    file's objects meets the stream."""
    out, _ = _objects(_harmless_bodies())
    squeezer = zlib.compressobj(9)
    packed = squeezer.compress(b"7 0 42")
    packed += b"".join(squeezer.compress(b" " * 1_000_000) for _ in range(size // 1_000_000))
    packed += squeezer.flush()
    out += (b"6 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Length %d /Filter /FlateDecode >>\n"
            b"stream\n" % len(packed) + packed + b"\nendstream\nendobj\n")
    out += b"6 0 obj\n42\nendobj\n"
    out += b"trailer\n<< /Size 8 /Root 1 0 R >>\nstartxref\n999999\n%%EOF\n"
    return bytes(out)
