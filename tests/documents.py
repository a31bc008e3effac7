"""What tests of army documents share, whatever the game: hostile text, JSON values of every
shape, whether the loading boundary is strict about numbers, and share-link fragments."""

from __future__ import annotations

import base64

from hypothesis import strategies as st

from rulesref.core import record

#: Whether the loading boundary is strict about numbers (``"5"`` and ``true`` are not 5).
#: Until it is, documents with text, booleans or floats where a number goes are left out:
#: the lax boundary turns them into numbers, which the page's strict reading never does.
STRICT_NUMBERS = hasattr(record, "strict_hint")

#: Text a hostile list might carry: markup, control characters, bidirectional overrides,
#: very long names.
HOSTILE_TEXT = ["<img src=x onerror=alert(1)>", "<script>alert(1)</script>", "a\u0000b",
                "\x1b[2J", "tab\tand\nnewline", "\u202eevil", "&amp; &lt;", "'\"`",
                "x" * 300, "🐗 Boar Riders", "Ljudlös"]

text = st.one_of(st.sampled_from(HOSTILE_TEXT), st.text(max_size=12))
big_ints = st.one_of(st.integers(min_value=-10, max_value=5000),
                     st.sampled_from([0, -1, 2**31, 2**53 + 1, 10**30, -(10**40)]))
scalars = st.one_of(st.none(), st.booleans(), big_ints,
                    st.floats(allow_nan=False, allow_infinity=False), text)
json_values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=6), inner, max_size=3)),
    max_leaves=6)


def fragment(raw: bytes | str) -> str:
    """The share-link fragment (after ``#list=``) of a file's bytes."""
    data = raw.encode("utf-8") if isinstance(raw, str) else raw
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")
