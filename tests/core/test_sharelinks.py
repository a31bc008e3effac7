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

#: A six-unit list as the builder writes it (canonical JSON), unit names as a player types them.
SIX_UNITS = docedit.canonical({
    "game": "hobgoblin", "name": "Copper Host", "points_limit": 3000,
    "units": [
        {"name": "Iron Guard", "type": "Heavy Infantry", "keywords": ["General", "Tough [+1]"],
         "base": {"width_mm": 160, "depth_mm": 80}},
        {"name": "Sky Lancers", "type": "Heavy Cavalry", "keywords": ["Wizard"],
         "allegiance": "Polyceus"},
        {"name": "Copper Crossbows", "type": "Ranged Infantry", "keywords": ["Ranged [+12]"]},
        {"name": "Outriders", "type": "Light Cavalry", "keywords": []},
        {"name": "Spear Wall", "type": "Heavy Infantry", "keywords": ["Elite"]},
        {"name": "Skirmishers", "type": "Light Infantry", "keywords": []},
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


def test_a_six_unit_list_travels_in_under_two_fifths_of_the_old_length() -> None:
    old, new = fragment(SIX_UNITS), docedit.to_link(SIX_UNITS)
    assert new.startswith(docedit.DEFLATED)
    assert len(new) * 5 < len(old) * 2, (len(new), len(old))  # 405 and 1,188 characters


def test_old_links_still_open() -> None:
    assert docedit.from_link(fragment(SIX_UNITS), "list.json") == SIX_UNITS.encode()
    assert docedit.from_link("e30", "list.json") == b"{}"
    assert docedit.to_link("{}") == "e30"  # a tiny list: the plain form is shorter


@pytest.mark.parametrize(("link", "cause"), [
    ("~@@", "not base64url"),
    ("~" + base64.urlsafe_b64encode(b"\xff\xfe not deflate").decode().rstrip("="),
     "cannot be read"),
    (_deflated(SIX_UNITS.encode())[:-20], "cut short"),
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
