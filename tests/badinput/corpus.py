"""The bad-input corpus: one file per way a stranger's army list or chart CSV can be wrong.

Every case must exit 2 with exactly one line on standard error that names the file, the place
(line and column, a path in the file, a CSV row and column, a byte offset) where the cause
has one, and the cause. Big and binary files are built here, at test time, never committed.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).parent.parent.parent
EXAMPLES = ROOT / "examples" / "armies"

ARMY = "army"
CHART = "chart"


@dataclass(frozen=True)
class Case:
    """One corpus file."""

    name: str
    """The file name (its suffix says YAML, JSON or CSV)."""
    content: bytes | Callable[[], bytes]
    """The bytes, or a function making them (for big files)."""
    cause: str
    """A piece of text the error line must contain."""
    place: str | None = None
    """A regular expression for the place the line must name, when the cause has one."""
    kinds: frozenset[str] = field(default=frozenset({ARMY}))
    """Which commands read it: ``army`` (validate, roster), ``chart`` (target-table)."""

    def data(self) -> bytes:
        """The file's bytes."""
        return self.content() if callable(self.content) else self.content


def _army(**overrides: object) -> dict[str, object]:
    data: dict[str, object] = {
        "game": "hobgoblin", "name": "Corpus", "points_limit": 3000,
        "units": [{"name": "Guard", "type": "Heavy Infantry",
                   "keywords": ["General", "Battle Standard"]}],
    }
    data.update(overrides)
    return data


def _yaml_with(line: str) -> bytes:
    """A legal list whose ``name`` line is replaced by ``line`` (line 2)."""
    return (f"game: hobgoblin\n{line}\npoints_limit: 3000\nunits:\n  - name: Guard\n"
            "    type: Heavy Infantry\n    keywords: [General, Battle Standard]\n").encode()


def _keyword(text: str) -> bytes:
    """A legal list whose Guard also buys ``text`` (line 7, column 42)."""
    return ("game: hobgoblin\nname: Corpus\npoints_limit: 3000\nunits:\n  - name: Guard\n"
            f"    type: Heavy Infantry\n    keywords: [General, Battle Standard, {text!r}]\n"
            ).encode()


def _deep_yaml() -> bytes:
    return b"game: hobgoblin\nname: " + b"[" * 5000 + b"]" * 5000 + b"\n"


def _deep_json() -> bytes:
    return b'{"game": "hobgoblin", "name": ' + b"[" * 1500 + b"]" * 1500 + b"}"


def _bomb() -> bytes:
    text = "a: &a [x, x, x, x, x, x, x, x, x]\n"
    for n in range(1, 9):
        p, c = chr(96 + n), chr(97 + n)
        text += f"{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n"
    return text.encode()


def _oversized() -> bytes:
    return b"# " + b"x" * 3_000_000 + b"\n"


def _chart_rows() -> list[list[str]]:
    """The printed chart as CSV rows (header first), from the shipped data."""
    from rulesref.games import hobgoblin
    from rulesref.games.hobgoblin.checks.target_table import chart_from_rules

    rules = hobgoblin.load()
    chart = chart_from_rules(rules)
    header = ["", *chart.types]
    return [header, *([a, *(f"{chart.cells[(a, d)]}+" for d in chart.types)]
                      for a in chart.types)]


def _chart(change: Callable[[list[list[str]]], None], end: str = "\n") -> Callable[[], bytes]:
    def build() -> bytes:
        rows = _chart_rows()
        change(rows)
        return end.join(",".join(row) for row in rows).encode() + end.encode()
    return build


def _set(row: int, column: int, value: str) -> Callable[[list[list[str]]], None]:
    def change(rows: list[list[str]]) -> None:
        rows[row - 1][column - 1] = value
    return change


GENERIC = frozenset({ARMY, CHART})

CASES: tuple[Case, ...] = (
    # ---------------------------------------------------------------- bytes (both kinds)
    Case("empty.yaml", b"", "file is empty"),
    Case("comments-only.yaml", b"# nothing here\n\n", "file is empty"),
    Case("empty.csv", b"", "expected a header row", kinds=frozenset({CHART})),
    Case("binary.yaml", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary file", kinds=GENERIC),
    Case("binary.csv", b"\x00\x01\x02", "binary file", kinds=frozenset({CHART})),
    Case("latin1.yaml", "name: Gar\xe7on\n".encode("latin-1"), "not UTF-8",
         r"offset 9", kinds=GENERIC),
    Case("latin1.csv", ",Light Infantry\nGar\xe7on,4+\n".encode("latin-1"), "not UTF-8",
         r"offset 19", kinds=frozenset({CHART})),
    Case("oversized.yaml", _oversized, "too large", kinds=GENERIC),
    Case("oversized.csv", _oversized, "too large", kinds=frozenset({CHART})),
    # ---------------------------------------------------------------- shape
    Case("list.json", b"[1, 2, 3]", "must be a mapping"),
    Case("list.yaml", b"- game: hobgoblin\n- name: x\n", "must be a mapping"),
    Case("scalar.yaml", b"hello\n", "must be a mapping"),
    Case("syntax.yaml", b"units: [\n  - name: x\n", "invalid YAML", r":2:3:"),
    Case("syntax.json", b'{"game": ', "invalid JSON", r":1:10:"),
    Case("bomb.yaml", _bomb, "too many nodes"),
    Case("tabs.yaml", b"game: hobgoblin\n\tname: x\n", "invalid YAML", r":2:1:"),
    # ---------------------------------------------------------------- types and fields
    Case("wrong-type.yaml", b"game: hobgoblin\nname: X\npoints_limit: lots\nunits: []\n",
         "points_limit", r":3:\d+: points_limit:"),
    Case("missing.yaml", b"game: hobgoblin\nname: X\nunits: []\n", "required key is missing",
         r": points_limit:"),
    Case("unknown-key.yaml", b"game: hobgoblin\nname: X\npoints_limit: 10\nunits: []\n"
         b"colour: red\n", "unknown key", r":5:\d+: colour:"),
    Case("negative.yaml", b"game: hobgoblin\nname: X\npoints_limit: -5\nunits: []\n",
         "positive", r":3:\d+: points_limit:"),
    Case("other-game.json", json.dumps(_army(game="chess")).encode(), "game", r": game:"),
    Case("units-scalar.yaml", b"game: hobgoblin\nname: X\npoints_limit: 10\nunits: 5\n",
         "units", r":4:\d+: units:"),
    Case("unit-scalar.yaml", b"game: hobgoblin\nname: X\npoints_limit: 10\nunits: [5]\n",
         "units", r":4:\d+: units\[0\]:"),
    Case("keyword-number.json", json.dumps(_army(units=[{
        "name": "G", "type": "Beasts", "keywords": [5]}])).encode(), "string",
         r": units\[0\]\.keywords\[0\]:"),
    Case("python-tag.yaml", _yaml_with("name: !!python/object:os.system {}"),
         "tag !!python/object:os.system is not allowed", r":2:7:"),
    # ---------------------------------------------------------------- strict values (mine)
    Case("hero-minus-50.yaml", _keyword("Hero [-50]"), "at least 1",
         r":7:42: units\[0\]\.keywords\[2\]: .*p\. 9, Numerical Keywords"),
    Case("ranged-plus-minus-20.yaml", _keyword("Ranged [+-20]"), "Ranged [+-20]",
         r":7:42: units\[0\]\.keywords\[2\]:"),
    Case("wild-with-value.yaml", _keyword("Wild [3]"), "not a numerical keyword",
         r":7:42: units\[0\]\.keywords\[2\]:"),
    Case("keyword-syntax.yaml", _keyword("Hero [+1"), "not a keyword",
         r":7:42: units\[0\]\.keywords\[2\]:"),
    Case("hero-minus-50.json", json.dumps(_army(units=[{
        "name": "G", "type": "Beasts", "keywords": ["General", "Hero [-50]"]}])).encode(),
         "at least 1", r": units\[0\]\.keywords\[1\]:"),
    # ---------------------------------------------------------------- core parser causes
    # their messages are the core work's to choose: only the place is asserted, where the
    # cause has one that any message must name
    Case("huge-int.yaml", lambda: _yaml_with("name: X").replace(
        b"points_limit: 3000", b"points_limit: " + b"9" * 5000), "", r":3:"),
    Case("huge-int.json", lambda: json.dumps(_army()).encode().replace(
        b'"points_limit": 3000', b'"points_limit": ' + b"9" * 5000), ""),
    Case("huge-int-keyword.yaml", lambda: _keyword("Hero [+" + "9" * 5000 + "]"),
         "", r":7:42: units\[0\]\.keywords\[2\]:"),
    Case("deep.yaml", _deep_yaml, "", r":2:"),
    Case("deep.json", _deep_json, ""),
    Case("nested-990.yaml", lambda: b"game: hobgoblin\nname: " + b"[" * 990 + b"]" * 990
         + b"\n", "", r":2:"),
    Case("nested-990.json", lambda: b'{"name": ' + b"[" * 990 + b"]" * 990 + b"}", "",
         ),
    Case("int-tag.yaml", _yaml_with("name: !!int abc"), "", r":2:7:"),
    Case("float-tag.yaml", _yaml_with("name: !!float abc"), "", r":2:7:"),
    Case("timestamp-tag.yaml", _yaml_with("name: !!timestamp 2024-13-45"), "", r":2:7:",
         ),
    Case("surrogate.json", b'{"game": "hobgoblin", "name": "\\ud800", "points_limit": 10, '
         b'"units": []}', ""),
    Case("duplicate-key.yaml", b"game: hobgoblin\nname: A\nname: B\npoints_limit: 10\n"
         b"units: []\n", "", r":3:"),
    Case("duplicate-key.json", b'{"game": "hobgoblin", "name": "A", "name": "B", '
         b'"points_limit": 10, "units": []}', ""),
    Case("points-yes.yaml", _yaml_with("name: X").replace(b"points_limit: 3000",
                                                          b"points_limit: yes"),
         "", r":3:"),
    Case("points-sexagesimal.yaml", _yaml_with("name: X").replace(b"points_limit: 3000",
                                                                  b"points_limit: 50:00"),
         "", r":3:"),
    Case("surrogate.yaml", _yaml_with('name: "\\ud800"'), "invalid YAML", r":2:"),
    # ---------------------------------------------------------------- chart CSVs (mine)
    Case("superscript.csv", _chart(_set(3, 4, "4²")), "target number", r"row 3, column 4",
         kinds=frozenset({CHART})),
    Case("cr-only.csv", _chart(_set(5, 3, "9+"), end="\r"), "target number",
         r"row 5, column 3", kinds=frozenset({CHART})),
    Case("huge-field.csv", _chart(_set(2, 6, "4" * 200_000)), "characters long",
         r"row 2, column 6", kinds=frozenset({CHART})),
    Case("huge-int.csv", _chart(_set(4, 2, "9" * 5000)), "characters long",
         r"row 4, column 2", kinds=frozenset({CHART})),
    Case("big-number.csv", _chart(_set(4, 3, "9" * 90 + "+")), "target number",
         r"row 4, column 3", kinds=frozenset({CHART})),
    Case("arabic-digit.csv", _chart(_set(6, 5, "\u0664+")), "target number",
         r"row 6, column 5", kinds=frozenset({CHART})),
    Case("unknown-heading.csv", _chart(_set(1, 3, "Goblins")), "unknown unit type",
         r"row 1, column 3", kinds=frozenset({CHART})),
    Case("short-row.csv", _chart(lambda rows: rows[7].pop()),  # type: ignore[arg-type]
         "columns", r"row 8", kinds=frozenset({CHART})),
    Case("bad-quote.csv", _chart(_set(2, 2, '"4+"x')), "not valid CSV", r"row 2",
         kinds=frozenset({CHART})),
    Case("open-quote.csv", _chart(_set(12, 12, '"4+')), "not valid CSV", r"row 12",
         kinds=frozenset({CHART})),
)
