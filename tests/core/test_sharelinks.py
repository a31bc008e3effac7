"""Share links (rulesref.core.docedit): the compressed form, the plain form links had before,
and damaged links of either form, each refused with its cause."""

from __future__ import annotations

import base64
import zlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulesref.core import docedit
from rulesref.core.yamlio import MAX_BYTES
from rulesref.errors import RulesDataError
from tests.documents import fragment

#: A list of six items as a builder writes it (canonical JSON), names as a player types them.
SIX_ITEMS = docedit.canonical({
    "game": "toy", "name": "Gatehouse", "limit": 3000,
    "items": [
        {"name": "Iron Guard", "kind": "Heavy Guard", "traits": ["Leader", "Sturdy [+1]"],
         "size": {"width_mm": 160, "depth_mm": 80}},
        {"name": "Sky Riders", "kind": "Heavy Riders", "traits": ["Caster"]},
        {"name": "Copper Bows", "kind": "Archers", "traits": ["Reach [+12]"]},
        {"name": "Outriders", "kind": "Light Riders", "traits": []},
        {"name": "Spear Wall", "kind": "Heavy Guard", "traits": ["Veteran"]},
        {"name": "Skirmishers", "kind": "Light Guard", "traits": []},
    ]})


def _deflated(raw: bytes) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(raw) + packer.flush()
    return docedit.DEFLATED + base64.urlsafe_b64encode(packed).decode().rstrip("=")


@given(st.text())
def test_links_round_trip(text: str) -> None:
    link = docedit.to_link(text)
    assert docedit.from_link(link, "list.json") == text.encode("utf-8", "surrogatepass")
    assert link.isascii() and "=" not in link


def test_a_list_of_six_travels_in_under_two_fifths_of_the_old_length() -> None:
    old, new = fragment(SIX_ITEMS), docedit.to_link(SIX_ITEMS)
    assert new.startswith(docedit.DEFLATED)
    assert len(new) * 5 < len(old) * 2, (len(new), len(old))


def test_old_links_still_open() -> None:
    assert docedit.from_link(fragment(SIX_ITEMS), "list.json") == SIX_ITEMS.encode()
    assert docedit.from_link("e30", "list.json") == b"{}"
    assert docedit.to_link("{}") == "e30"  # a tiny list: the plain form is shorter


@pytest.mark.parametrize(("link", "cause"), [
    ("~@@", "not base64url"),
    ("~" + base64.urlsafe_b64encode(b"\xff\xfe not deflate").decode().rstrip("="),
     "cannot be read"),
    (_deflated(SIX_ITEMS.encode())[:-20], "cut short"),
    (_deflated(b"{}") + "AAAA", "more after its end"),
])
def test_damaged_compressed_links_say_why(link: str, cause: str) -> None:
    with pytest.raises(RulesDataError, match=cause) as caught:
        docedit.from_link(link, "list.json")
    assert str(caught.value).startswith("list.json: ")


def test_a_compressed_link_never_inflates_past_the_limit() -> None:
    bomb = _deflated(b" " * (MAX_BYTES + 10))
    assert len(bomb) < 20_000  # small as a link, huge as a file
    with pytest.raises(RulesDataError, match="too large"):
        docedit.from_link(bomb, "list.json")
