"""Rosters a stranger wrote: hostile XML and zip files are refused with exit 2 and one line,
and rosters for other game systems or catalogues name what was expected."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from rulesref.cli import cli
from rulesref.games.hobgoblin.battlescribe.entries import CATALOGUE_ID, COST_TYPE_ID, GAME_SYSTEM_ID
from rulesref.games.hobgoblin.battlescribe.safe_xml import MAX_XML_BYTES
from tests.conftest import ROOT

NS = 'xmlns="http://www.battlescribe.net/schema/rosterSchema"'
HEAD = f'<roster id="r" name="R" gameSystemId="{GAME_SYSTEM_ID}" {NS}>'

LAUGHS = ('<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol">'
          + "".join(f'<!ENTITY lol{n} "{("&lol" + str(n - 1) + ";") * 10}">'.replace(
              "&lol0;", "&lol;") for n in range(1, 10))
          + f']>\n{HEAD.replace(">", "")} x="&lol9;"/>')
EXTERNAL = ('<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n'
            f'{HEAD}<customNotes>&xxe;</customNotes></roster>')
EXTERNAL_DTD = f'<?xml version="1.0"?>\n<!DOCTYPE roster SYSTEM "http://example.invalid/x.dtd">\n{HEAD}</roster>'
DEEP = HEAD + "<forces>" + "<x>" * 100 + "</x>" * 100 + "</forces></roster>"


def _zip(members: dict[str, bytes], compression: int = zipfile.ZIP_DEFLATED) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return buffer.getvalue()


HOSTILE = {
    "laughs.ros": (LAUGHS.encode(), "document type (DTD)"),
    "external.ros": (EXTERNAL.encode(), "document type (DTD)"),
    "external-dtd.ros": (EXTERNAL_DTD.encode(), "document type (DTD)"),
    "deep.ros": (DEEP.encode(), "nested deeper than 64"),
    "broken.ros": (b"<roster", "not well-formed XML"),
    "binary.ros": (b"\x00\x01\x02", "not well-formed XML"),
    "empty.ros": (b"", "not well-formed XML"),
    "bomb.rosz": (_zip({"a.ros": b"<" + b" " * (MAX_XML_BYTES + 10)}), "unzips to"),
    # a thousandfold compression ratio is no bomb by itself: the size limit bounds it, and
    # the roster is read (and refused here for what it holds, not for its ratio)
    # (no force is an army of no units, a broken rule; no points limit is what refuses it)
    "ratio.rosz": (_zip({"a.ros": HEAD.encode() + b" " * 3_000_000 + b"</roster>"}),
                   "the roster sets no points limit"),
    "many.rosz": (_zip({f"{n}.ros": b"<a/>" for n in range(10)}), "10 entries"),
    "none.rosz": (_zip({"a.txt": b"hello"}), "no .ros file"),
    "notzip.rosz": (b"PK\x03\x04 not really", "not a zip archive"),
    "xml-in-zip.rosz": (_zip({"a.ros": LAUGHS.encode()}), "document type (DTD)"),
    "huge.ros": (b"<a>" + b" " * 2_100_000 + b"</a>", "too large"),
    "other-system.ros": (b'<roster id="r" name="R" gameSystemId="28ec-711c" gameSystemName='
                         b'"Warhammer 40,000" ' + NS.encode() + b"/>",
                         f"expected rulesref's 'Hobgoblin' (id {GAME_SYSTEM_ID})"),
    "other-catalogue.ros": ((HEAD + '<forces><force id="f" name="Patrol" entryId="e" '
                             'catalogueId="0cc2" catalogueName="Grey Knights"/></forces>'
                             '</roster>').encode(),
                            f"expected rulesref's 'Hobgoblin Army' (id {CATALOGUE_ID})"),
    "not-a-roster.ros": (b'<catalogue xmlns="http://www.battlescribe.net/schema/'
                         b'catalogueSchema"/>', "this is BattleScribe game data"),
    "unknown-entry.ros": ((HEAD + f'<costLimits><costLimit name="pts" '
                           f'typeId="{COST_TYPE_ID}" value="1"/></costLimits>'
                           f'<forces><force id="f" name="Army" entryId="e" '
                           f'catalogueId="{CATALOGUE_ID}"><selections><selection id="s" '
                           'name="Space Marine" entryId="dead-beef" number="1" type="unit"/>'
                           '</selections></force></forces></roster>').encode(),
                          "is not in the exported Hobgoblin Army catalogue"),
    "no-limit.ros": ((HEAD + f'<forces><force id="f" name="Army" entryId="e" '
                      f'catalogueId="{CATALOGUE_ID}"/></forces></roster>').encode(),
                     "sets no points limit"),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_rosters_exit_2_with_one_line(runner, tmp_path: Path, name: str) -> None:  # type: ignore[no-untyped-def]
    data, message = HOSTILE[name]
    path = tmp_path / name
    path.write_bytes(data)
    result = runner.invoke(cli, ["validate", str(path)])
    assert result.exit_code == 2, result.output
    (line,) = result.stderr.splitlines()
    assert message in line, line
    assert line.startswith(f"error: {path}")
    assert result.stdout == ""


def test_hostile_roster_as_json(runner, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "laughs.ros"
    path.write_bytes(LAUGHS.encode())
    result = runner.invoke(cli, ["validate", str(path), "--json"])
    assert result.exit_code == 2
    assert '"valid": false' in result.stdout and "DTD" in result.stdout
    assert len(result.stderr.splitlines()) == 1


def test_a_roster_without_limit_takes_the_option(runner, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "no-limit.ros"
    path.write_bytes(HOSTILE["no-limit.ros"][0])
    result = runner.invoke(cli, ["validate", str(path), "--points-limit", "1000"])
    assert result.exit_code == 1  # read, and illegal: no General, no Battle Standard
    assert "HG002" in result.output and "HG003" in result.output


def test_directories_pick_up_rosters(runner, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    source = ROOT / "examples" / "armies" / "copper-host.yaml"
    runner.invoke(cli, ["export", "roster", str(source), "-o", str(tmp_path / "a.rosz")])
    (tmp_path / "b.ros").write_bytes(LAUGHS.encode())
    result = runner.invoke(cli, ["validate", str(tmp_path)])
    assert result.exit_code == 2
    assert "a.rosz: legal" in result.output
    assert "2 lists: 1 legal, 0 illegal, 1 unreadable" in result.output
