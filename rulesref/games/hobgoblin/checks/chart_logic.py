"""The target number chart and the designer's hidden-order logic, as the z3 checks read them.

The printed chart and the hidden stats are transcribed separately (``target_chart.yaml`` and
``hidden_logic.yaml``); the checks are only meaningful because neither is derived from the
other. The logic: each unit type has an Order (Close, Loose, Free), an attack and a defence
modifier; a target number is the base number of the two Orders' match-up, minus the
attacker's attack modifier, plus the defender's defence modifier, clamped to 2..6.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from rulesref.errors import RulesDataError, UnknownNameError
from rulesref_verify.findings import Verdict

ORDERS = ("Close", "Loose", "Free")
Pair = tuple[str, str]


# --------------------------------------------------------------------------- inputs


@dataclass(frozen=True, slots=True)
class Chart:
    """An 11 by 11 chart: unit types in order and a value per (attacker, defender)."""

    types: tuple[str, ...]
    cells: Mapping[Pair, int]
    source: str


@dataclass(frozen=True, slots=True)
class Hidden:
    """Hidden stats and the base table, as transcribed or as inferred."""

    order: Mapping[str, str]
    attack: Mapping[str, int]
    defence: Mapping[str, int]
    base: Mapping[Pair, int]
    clamp: tuple[int, int] = (2, 6)


def chart_from_rules(rules: Any, printing: str | None = None) -> Chart:
    """The canonical (or the named) printing of the chart from the loaded model."""
    from rulesref.games.hobgoblin import lookups

    chart = next(p for p in rules.chart_printings
                 if (p.printing == printing if printing else p.canonical))
    cells = lookups.chart_grid(rules, chart)
    types = tuple(u.name for u in rules.unit_types)
    return Chart(types, cells, f"{chart.cite}")


def hidden_from_rules(rules: Any) -> Hidden:
    """The designer's hidden stats and base table from the loaded model."""
    logic = rules.hidden_logic
    return Hidden(
        order={s.unit_type: s.order.value for s in logic.stats},
        attack={s.unit_type: s.attack_modifier for s in logic.stats},
        defence={s.unit_type: s.defence_modifier for s in logic.stats},
        base={(b.attacker.value, b.defender.value): b.target for b in logic.base_targets},
        clamp=(logic.clamp_min, logic.clamp_max),
    )


MAX_CELL = 100
"""Longest heading or cell a chart CSV may have, in characters (unit type names are short)."""
_TARGET = re.compile(r"[0-9]{1,2}")


def _quoted(text: str) -> str:
    """``text`` quoted for a message, cut short when long."""
    return repr(text) if len(text) <= 40 else f"{text[:40]!r}... ({len(text)} characters)"


def _csv_rows(text: str, name: str) -> list[tuple[int, list[str]]]:
    """The non-blank rows of a CSV text with their row numbers (1-based, counting every row).

    Line ends may be LF, CRLF or CR alone. The csv module's own field limit is lifted while
    reading (the whole text is already capped by the file reader), so that an oversized cell
    is reported here by row and column.

    :raises RulesDataError: for text the csv module cannot split, naming the row.
    """
    rows: list[tuple[int, list[str]]] = []
    limit = csv.field_size_limit()
    csv.field_size_limit(max(limit, len(text) + 1))
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
    number = 0
    try:
        for number, row in enumerate(reader, start=1):
            for column, cell in enumerate(row, start=1):
                if len(cell) > MAX_CELL:
                    raise RulesDataError(name, f"row {number}, column {column}",
                                         f"cell is {len(cell)} characters long (at most "
                                         f"{MAX_CELL})")
            if any(c.strip() for c in row):
                rows.append((number, row))
    except csv.Error as exc:
        raise RulesDataError(name, f"row {number + 1}", f"not valid CSV: {exc}") from None
    finally:
        csv.field_size_limit(limit)
    return rows


def read_chart_csv(text: str, name: str, rules: Any) -> Chart:
    """Parse a chart CSV: defenders in the header row, attackers in the first column.

    Cells are ``4+`` or ``4`` (ASCII digits); names are case-insensitive.

    :raises RulesDataError: naming the row and column of the first problem.
    """
    from rulesref.games.hobgoblin import lookups

    rows = _csv_rows(text, name)
    n = len(rules.unit_types)
    if len(rows) != n + 1:
        raise RulesDataError(name, "", f"expected a header row and {n} rows, found "
                             f"{len(rows)} row(s) in all")

    def unit(text: str, where: str) -> str:
        try:
            return str(lookups.find_unit_type(rules, text.strip()).name)
        except UnknownNameError as exc:
            raise RulesDataError(name, where, str(exc)) from None

    header_row, header = rows[0]
    if len(header) != n + 1:
        raise RulesDataError(name, f"row {header_row}",
                             f"expected {n + 1} columns, found {len(header)}")
    defenders = [unit(h, f"row {header_row}, column {c + 2}") for c, h in enumerate(header[1:])]
    if len(set(defenders)) != n:
        raise RulesDataError(name, f"row {header_row}",
                             "a unit type appears twice among the defenders")
    cells: dict[Pair, int] = {}
    attackers = []
    for r, row in rows[1:]:
        if len(row) != n + 1:
            raise RulesDataError(name, f"row {r}", f"expected {n + 1} columns, found {len(row)}")
        attacker = unit(row[0], f"row {r}, column 1")
        if attacker in attackers:
            raise RulesDataError(name, f"row {r}, column 1", f"{attacker} appears twice")
        attackers.append(attacker)
        for c, raw in enumerate(row[1:], start=2):
            text_value = raw.strip().removesuffix("+").strip()
            # ASCII digits only: '²'.isdigit() is true, but int('²') fails
            if not _TARGET.fullmatch(text_value) or not 2 <= int(text_value) <= 6:
                raise RulesDataError(name, f"row {r}, column {c}",
                                     f"target number must be 2 to 6 (like 4+), got "
                                     f"{_quoted(raw)}")
            cells[(attacker, defenders[c - 2])] = int(text_value)
    return Chart(tuple(attackers), cells, name)


# --------------------------------------------------------------------------- results


@dataclass(frozen=True, slots=True)
class Cell:
    """A cell where the printed chart and the explanation differ (or may)."""

    attacker: str
    defender: str
    printed: int
    explained: int


@dataclass(frozen=True, slots=True)
class ClampedCell:
    """A cell whose value the clamp decides: the raw logic gives a number outside 2..6."""

    attacker: str
    defender: str
    raw: int
    value: int


@dataclass(frozen=True, slots=True)
class ConfirmResult:
    """The answer of :func:`confirm`."""

    verdict: Verdict
    cells: tuple[Cell, ...]
    clamped: tuple[ClampedCell, ...]


@dataclass(frozen=True, slots=True)
class Solution:
    """One set of hidden stats that reproduces a chart (a representative of its class)."""

    hidden: Hidden
    matches_designer: bool


@dataclass(frozen=True, slots=True)
class InferResult:
    """The answer of :func:`infer`."""

    verdict: Verdict
    solutions: tuple[Solution, ...]
    symmetries: tuple[str, ...]
    bound: int
    base_known: bool
    complete: bool
    core: tuple[str, ...] = ()

    @property
    def unique(self) -> bool:
        """Exactly one solution class, and the search was complete."""
        return self.complete and len(self.solutions) == 1


@dataclass(frozen=True, slots=True)
class DiagnoseResult:
    """The answer of :func:`diagnose`."""

    verdict: Verdict
    cells: tuple[Cell, ...]
    hidden: Hidden | None = None


def corrupt(chart: Chart, changes: Iterable[tuple[Pair, int]]) -> Chart:
    """A copy of ``chart`` with some cells replaced (for tests and benchmarks)."""
    cells = dict(chart.cells)
    for pair, value in changes:
        cells[pair] = value
    return Chart(chart.types, cells, chart.source + " (changed)")
