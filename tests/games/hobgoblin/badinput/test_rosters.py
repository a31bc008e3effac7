"""Rosters a stranger wrote, through the installed binary: each hostile roster exits 2 with
one line naming the file and the place; and every roster rulesref writes reads back,
including the extremes that once did not (a points limit of 2**63, a name that compresses
a thousandfold).

The rosters are built here from a roster rulesref writes for the bundled example army, with
one thing changed; nothing big is committed. Nothing is timed: the subprocess timeout only
guards against a hang.
"""

from __future__ import annotations

import io
import json
import re
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.badinput.runbin import run
from tests.games.hobgoblin.badinput.corpus import EXAMPLES

SOURCE = EXAMPLES / "copper-host.yaml"


@pytest.fixture(scope="module")
def written(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """The example army as rulesref writes it (``export roster``, through the binary)."""
    out = tmp_path_factory.mktemp("roster") / "copper.ros"
    done = run(["export", "roster", str(SOURCE), "-o", str(out)], cwd=out.parent)
    assert done.returncode == 0, done.stderr
    return out.read_bytes()


def _declared(encoding: str) -> Callable[[bytes], bytes]:
    return lambda ros: ros.replace(b'encoding="UTF-8"', f'encoding="{encoding}"'.encode())


def _first_number(value: str) -> Callable[[bytes], bytes]:
    return lambda ros: ros.replace(b'number="1"', f'number="{value}"'.encode(), 1)


def _limit(value: str) -> Callable[[bytes], bytes]:
    return lambda ros: re.sub(rb'(<costLimit [^>]*value=")[^"]*"',
                              rb"\g<1>" + value.encode() + b'"', ros)


def _multiplied(ros: bytes) -> bytes:
    """Every unit and keyword selection 100 times: 6 units of 100 copies, each holding its
    keywords 100 times over, is well over 20,000 selections from a 5 KB file."""
    def times(match: re.Match[bytes]) -> bytes:
        tag = match.group(0)
        return tag if b' mm"' in tag else tag.replace(b'number="1"', b'number="100"')
    return re.sub(rb"<selection [^>]*>", times, ros)


def _corrupt_member(method: int) -> Callable[[bytes], bytes]:
    def build(ros: bytes) -> bytes:
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", method) as archive:
            archive.writestr("copper.ros", ros)
        data = bytearray(buffer.getvalue())
        start = 30 + len("copper.ros") + 20  # past the local header and the stream's start
        for i in range(start, start + 60):
            data[i] ^= 0x55
        return bytes(data)
    return build


#: (file name, how it is made from the written roster, text the line must hold, place)
CASES: list[tuple[str, Callable[[bytes], bytes], str, str]] = [
    ("shift-jis.ros", _declared("Shift_JIS"), "declares the encoding 'Shift_JIS'", r":1: "),
    ("utf-7.ros", _declared("UTF-7"), "declares the encoding 'UTF-7'", r":1: "),
    ("x-unknown.ros", _declared("x-unknown"), "declares the encoding 'x-unknown'", r":1: "),
    ("limit-nan.ros", _limit("NaN"), "the points limit 'NaN' is not a number",
     r":\d+:\d+: costLimit: "),
    ("limit-infinity.ros", _limit("-Infinity"), "is not a number", r":\d+:\d+: costLimit: "),
    ("limit-half.ros", _limit("1000.5"), "is not a whole number", r":\d+:\d+: costLimit: "),
    ("limit-digits.ros", _limit("9" * 5000), "more than 4300 digits",
     r":\d+:\d+: costLimit: "),
    ("number-digits.ros", _first_number("9" * 5000), "is not a whole number from 0 to 100",
     r":\d+:\d+: force\[0\] 'Army' > selection\[0\] 'Iron Guard': "),
    ("number-superscript.ros", _first_number("\u00b2"), "number '\u00b2' is not a whole",
     r":\d+:\d+: force\[0\] 'Army' > selection\[0\] 'Iron Guard': "),
    ("multiplied.ros", _multiplied, "multiplied through their nesting, make more than 20000",
     r":\d+:\d+: force\[0\] 'Army' > selection\[\d+\] '[^']+'"),
    ("bzip2-corrupt.rosz", _corrupt_member(zipfile.ZIP_BZIP2), "cannot unzip copper.ros",
     r": "),
    ("lzma-corrupt.rosz", _corrupt_member(zipfile.ZIP_LZMA), "cannot unzip copper.ros",
     r": "),
]


@pytest.mark.parametrize(("name", "make", "cause", "place"), CASES, ids=[c[0] for c in CASES])
@pytest.mark.parametrize("as_json", [False, True], ids=["text", "json"])
def test_hostile_roster_is_bad_input(tmp_path: Path, written: bytes, name: str,
                                     make: Callable[[bytes], bytes], cause: str, place: str,
                                     as_json: bool) -> None:
    data = make(written)
    assert data != written
    (tmp_path / name).write_bytes(data)
    result = run(["validate", name, *(["--json"] if as_json else [])], cwd=tmp_path)
    assert "internal error" not in result.stderr, result.stderr
    assert result.returncode == 2, (result.returncode, result.stderr)
    (line,) = result.stderr.splitlines()
    assert line.startswith(f"error: {name}"), line
    assert cause in line, line
    assert re.search(re.escape(name) + place, line), (place, line)
    if as_json:
        assert json.loads(result.stdout)["error"]
    assert (tmp_path / name).read_bytes() == data


def _army_text(**changes: object) -> str:
    import yaml

    army = yaml.safe_load(SOURCE.read_text(encoding="utf-8"))
    army.update(changes)
    return str(yaml.safe_dump(army, width=10**9, allow_unicode=True))


@pytest.mark.parametrize("suffix", [".ros", ".rosz"])
@pytest.mark.parametrize(("label", "changes"), [
    ("limit-2-63", {"points_limit": 2**63}),
    ("limit-4300-digits", {"points_limit": 10**4299}),
    ("compressible-name", {"name": "a" * 1_500_000}),
])
def test_what_rulesref_writes_reads_back(tmp_path: Path, suffix: str, label: str,
                                         changes: dict[str, object]) -> None:
    (tmp_path / "army.yaml").write_text(_army_text(**changes), encoding="utf-8")
    wrote = run(["export", "roster", "army.yaml", "-o", "army" + suffix, "--json"],
                cwd=tmp_path)
    assert wrote.returncode == 0, wrote.stderr
    direct = run(["validate", "army.yaml", "--json"], cwd=tmp_path)
    back = run(["validate", "army" + suffix, "--json"], cwd=tmp_path)
    assert back.returncode == direct.returncode == 0, back.stderr
    original, read = json.loads(direct.stdout), json.loads(back.stdout)
    assert read["points_limit"] == original["points_limit"] == changes.get(
        "points_limit", 3000)
    assert read["name"] == original["name"]
    assert read["total_points"] == original["total_points"]


def test_a_list_too_big_for_a_roster_is_refused_not_written(tmp_path: Path) -> None:
    """A list whose roster would be over the size rosters are read with is refused (exit 2,
    naming the army file), so rulesref never writes a roster it cannot read."""
    import yaml

    army = yaml.safe_load(SOURCE.read_text(encoding="utf-8"))
    army["units"] = army["units"] * 2000
    (tmp_path / "huge.yaml").write_text(yaml.safe_dump(army), encoding="utf-8")
    result = run(["export", "roster", "huge.yaml", "-o", "huge.ros"], cwd=tmp_path)
    assert result.returncode == 2, result.stderr
    (line,) = result.stderr.splitlines()
    assert "huge.yaml: the roster would be" in line, line
    assert not (tmp_path / "huge.ros").exists()


@pytest.mark.parametrize(("name", "text", "place"), [
    ("ctl.yaml", 'game: hobgoblin\nname: "bad\\x01name"\npoints_limit: 3000\nunits:\n'
     "  - name: Guard\n    type: Heavy Infantry\n    keywords: [General, Battle Standard]\n",
     "ctl.yaml:2:7: name: 'bad\\x01name' holds the character U+0001"),
    ("ctl.json", '{"game": "hobgoblin", "name": "ok", "points_limit": 3000, "units": [{"name":'
     ' "G", "type": "Heavy Infantry", "keywords": ["General", "Battle Standard\\u0002"]}]}',
     "ctl.json:1:133: units[0].keywords[1]: 'Battle Standard\\x02' holds the character "
     "U+0002"),
])
def test_a_character_no_roster_can_hold_names_the_army_file_and_field(
        tmp_path: Path, name: str, text: str, place: str) -> None:
    (tmp_path / name).write_text(text, encoding="utf-8")
    result = run(["export", "roster", name, "-o", "out.ros"], cwd=tmp_path)
    assert result.returncode == 2
    (line,) = result.stderr.splitlines()
    assert place in line, line
    assert "out.ros" not in line
    assert not (tmp_path / "out.ros").exists()
