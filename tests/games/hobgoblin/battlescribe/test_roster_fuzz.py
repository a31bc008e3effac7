"""A hypothesis fuzz of the roster reader: a roster rulesref wrote, with attribute values,
the XML declaration's encoding and the zip member's compression changed at random, is read
or refused with a :class:`RulesDataError` (exit 2 at the command line); no other exception
escapes. Runs under the derandomised ``ci`` profile in CI."""

from __future__ import annotations

import io
import re
import zipfile

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesref.errors import RulesDataError
from rulesref.games.hobgoblin.army import load_army
from rulesref.games.hobgoblin.battlescribe.roster_read import parse_roster
from rulesref.games.hobgoblin.battlescribe.roster_write import roster_bytes
from rulesref.games.hobgoblin.model import Hobgoblin
from tests.conftest import ROOT

VALUES = st.one_of(
    st.sampled_from(["NaN", "-Infinity", "1e999999", "9" * 5000, "\u00b2", "\u0663", "-1",
                     "0", "1.5", "", " 7 ", "100", "101", "0x10", "1_000"]),
    st.text(max_size=12))
ENCODINGS = st.sampled_from(["UTF-8", "Shift_JIS", "UTF-7", "x-unknown", "UTF-16",
                             "ISO-8859-1", "ascii", ""])


@pytest.fixture(scope="module")
def written(rules: Hobgoblin) -> bytes:
    army = load_army(ROOT / "examples" / "armies" / "copper-host.yaml", rules).army
    return roster_bytes(rules, army)


def _mutate(ros: bytes, attribute: str, value: str, nth: int, encoding: str) -> bytes:
    found = list(re.finditer(rb' ' + attribute.encode() + rb'="[^"]*"', ros))
    if found:
        m = found[nth % len(found)]
        escaped = value.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")
        ros = ros[:m.start()] + f' {attribute}="{escaped}"'.encode(
            "utf-8", "surrogatepass") + ros[m.end():]
    return ros.replace(b'encoding="UTF-8"', f'encoding="{encoding}"'.encode(), 1)


@settings(deadline=None)
@given(attribute=st.sampled_from(["number", "value", "entryId", "customName", "typeId"]),
       value=VALUES, nth=st.integers(0, 40), encoding=ENCODINGS,
       method=st.sampled_from([None, zipfile.ZIP_DEFLATED, zipfile.ZIP_BZIP2,
                               zipfile.ZIP_LZMA]),
       damage=st.integers(0, 400))
def test_a_mutated_roster_is_read_or_refused(rules: Hobgoblin, written: bytes, attribute: str,
                                             value: str, nth: int, encoding: str,
                                             method: int | None, damage: int) -> None:
    data = _mutate(written, attribute, value, nth, encoding)
    if method is not None:
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", method) as archive:
            archive.writestr("army.ros", data)
        damaged = bytearray(buffer.getvalue())
        if damage and 40 + damage < len(damaged):
            damaged[40 + damage] ^= 0xFF  # one byte of the compressed member
        data = bytes(damaged)
    try:
        parse_roster(rules, data, "fuzz.ros", zipped=method is not None)
    except RulesDataError as exc:
        assert str(exc).startswith("fuzz.ros"), str(exc)
        assert "\n" not in str(exc)
