"""Rosters saved by BattleScribe or New Recruit (``.ros``, zipped ``.rosz``) against the
exported catalogue, read back into an army list.

Each selection's entry id says what it is (:func:`.catalogue.entry_table`); the player's
names come from the custom names. The result is an ordinary army document, checked by
:func:`~rulesref.games.hobgoblin.army.parse_army` like a YAML file, with each path's line
and column in the roster and a roster path (force, selection and name) for every path, so a
violation points at the selection that breaks the rule.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulesref.core import names
from rulesref.core.record import result
from rulesref.core.yamlio import Document, PathKey, int_digits_limit, read_bytes
from rulesref.errors import RulesDataError, RulesError
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.army import LoadedArmy, parse_army
from rulesref.games.hobgoblin.battlescribe import ROSTER_NS
from rulesref.games.hobgoblin.battlescribe.catalogue import entry_table
from rulesref.games.hobgoblin.battlescribe.entries import (
    CATALOGUE_ID,
    CATALOGUE_NAME,
    COST_TYPE_ID,
    GAME_SYSTEM_ID,
    GAME_SYSTEM_NAME,
    EntryInfo,
    Kind,
)
from rulesref.games.hobgoblin.battlescribe.safe_xml import Node, parse_xml, unzip_one
from rulesref.games.hobgoblin.model import Hobgoblin

if TYPE_CHECKING:
    from rulesref.core.safefiles import Vetted

ROSTER_SUFFIXES = (".ros", ".rosz")
#: Files of BattleScribe game data (game systems, catalogues and the zipped data index),
#: which hold no army.
GAME_DATA_SUFFIXES = (".gst", ".gstz", ".cat", ".catz", ".bsi")
#: The root elements of game data (the data index's too: ``index.xml``).
GAME_DATA_ROOTS = ("gameSystem", "catalogue", "dataIndex")
GAME_DATA = ("this is BattleScribe game data (a game system, catalogue or data index), not "
             "a roster: validate a roster (.ros, .rosz) or an army file")
#: Largest ``number`` a selection may have (each copy becomes a keyword or unit).
MAX_NUMBER = 100
#: Most selections a roster may stand for once every ``number`` is multiplied through the
#: nesting (a unit of number 100 holding two keywords of number 100 is 20,100 selections).
#: Far above any army a points limit allows, and low enough to read in well under a second;
#: ``export roster`` reads back what it writes, so it never writes a roster over it.
MAX_COPIES = 20_000
_NUMBER = re.compile(r"[0-9]{1,9}")

_BASE = re.compile(r"^\s*(-?\d+)\s*[x×]\s*(-?\d+)\s*(?:mm)?\s*$", re.IGNORECASE)


@result
class LoadedRoster:
    """An army list read from a roster, with where each of its paths is in the roster."""

    loaded: LoadedArmy
    locations: dict[PathKey, str]

    def locate(self, path: PathKey) -> str:
        """The roster path (force, selections and names) of an army path, or of its nearest
        parent that has one."""
        for cut in range(len(path), -1, -1):
            found = self.locations.get(path[:cut])
            if found is not None:
                return found
        return "roster"


def _label(node: Node) -> str:
    name = node.attrs.get("customName", node.attrs.get("name", ""))
    return f"{node.tag} {name!r}"


class _Reader:
    def __init__(self, rules: Hobgoblin, file: str) -> None:
        self.rules = rules
        self.file = file
        self.table = entry_table(rules)
        self.positions: dict[PathKey, tuple[int, int]] = {}
        self.locations: dict[PathKey, str] = {}
        self.copies = 0
        """Selections read so far, each counted once per copy of everything around it."""

    def error(self, node: Node, where: str, message: str) -> RulesDataError:
        return RulesDataError(self.file, where, message, line=node.line, column=node.column)

    def mark(self, path: PathKey, node: Node, where: str) -> None:
        self.positions[path] = (node.line, node.column)
        self.locations[path] = where

    def info(self, node: Node, where: str) -> EntryInfo:
        entry = node.attrs.get("entryId", "")
        info = self.table.get(entry.rsplit("::", 1)[-1])
        if info is None:
            raise self.error(node, where, f"{_label(node)}: entry {entry!r} is not in the "
                             f"exported {CATALOGUE_NAME} catalogue; build the list against "
                             "the catalogue `rulesref export battlescribe` writes")
        return info

    def number(self, node: Node, where: str) -> int:
        text = node.attrs.get("number", "1")
        # ASCII digits only, and few of them: str.isdigit accepts "²", and int() refuses
        # more than 4,300 digits
        if not _NUMBER.fullmatch(text) or int(text) > MAX_NUMBER:
            raise self.error(node, where, f"{_label(node)}: number {text[:40]!r} is not a "
                             f"whole number from 0 to {MAX_NUMBER}")
        count = int(text)
        self.copies += count
        if self.copies > MAX_COPIES:
            raise self.error(node, where, f"{_label(node)}: the selections' numbers, "
                             "multiplied through their nesting, make more than "
                             f"{MAX_COPIES} selections; refused")
        return count

    def selections(self, node: Node, where: str) -> list[tuple[Node, str, EntryInfo]]:
        """(selection, its roster path, what it is) for each copy of each child selection."""
        out = []
        for n, child in enumerate(node.all("selections", "selection")):
            shown = child.attrs.get("customName", child.attrs.get("name", ""))
            at = f"{where} > selection[{n}] {shown!r}"
            info = self.info(child, at)
            out += [(child, at, info)] * self.number(child, at)
        return out

    # ------------------------------------------------------------------ pieces

    def text_of(self, node: Node, info: EntryInfo) -> str:
        """What the army file says for a selection: its custom name where it names the same
        thing as the entry (or the entry holds what the book does not list), else the
        entry's name."""
        custom = node.attrs.get("customName")
        if custom is None:
            return info.name
        if info.kind in (Kind.UNLISTED_KEYWORD, Kind.UNLISTED_ALLEGIANCE,
                         Kind.UNLISTED_ARTEFACT, Kind.TYPE_AS_WRITTEN, Kind.BASE):
            return custom
        try:
            if info.kind is Kind.KEYWORD:
                same = lookups.find_cost_entry(self.rules, custom).keyword == info.name
            else:
                same = names.fold(custom) == names.fold(info.name)
        except RulesError:
            same = False
        return custom if same else info.name

    def unit(self, i: int, node: Node, where: str, info: EntryInfo) -> dict[str, Any]:
        path: PathKey = ("units", i)
        self.mark(path, node, where)
        self.mark((*path, "name"), node, where)
        self.mark((*path, "type"), node, where)
        unit: dict[str, Any] = {
            "name": node.attrs.get("customName", node.attrs.get("name", info.name)),
            "type": info.name if info.kind is Kind.UNIT else "",
        }
        keywords: list[str] = []
        allegiances: list[str] = []
        as_list = False
        for child, at, kind in self.selections(node, where):
            if kind.unit_type != info.unit_type:
                raise self.error(child, at, f"{_label(child)} belongs to another unit "
                                 f"type's entry ({kind.unit_type or 'unlisted'})")
            if kind.kind in (Kind.KEYWORD, Kind.UNLISTED_KEYWORD):
                self.mark((*path, "keywords", len(keywords)), child, at)
                keywords.append(self.text_of(child, kind))
            elif kind.kind in (Kind.ALLEGIANCE, Kind.UNLISTED_ALLEGIANCE):
                if not allegiances:
                    self.mark((*path, "allegiance"), child, at)
                self.mark((*path, "allegiance", len(allegiances)), child, at)
                allegiances.append(self.text_of(child, kind))
            elif kind.kind is Kind.TYPE_AS_WRITTEN:
                self.mark((*path, "type"), child, at)
                unit["type"] = self.text_of(child, kind)
            elif kind.kind is Kind.ALLEGIANCE_LIST:
                as_list = True
            elif kind.kind is Kind.BASE:
                if "base" in unit:
                    raise self.error(child, at, f"{_label(child)}: a second base size")
                self.mark((*path, "base"), child, at)
                unit["base"] = self.base(child, at, kind)
            else:
                raise self.error(child, at, f"{_label(child)} cannot be inside a unit")
        if keywords:
            unit["keywords"] = keywords
        if as_list or len(allegiances) > 1:
            unit["allegiance"] = allegiances
        elif allegiances:
            unit["allegiance"] = allegiances[0]
        return unit

    def base(self, node: Node, where: str, info: EntryInfo) -> dict[str, int]:
        text = self.text_of(node, info)
        match = _BASE.match(text)
        if match is None:
            raise self.error(node, where, f"base size {text!r}: write it as the selection's "
                             "name, width x depth in millimetres (160 x 80 mm)")
        return {"width_mm": int(match.group(1)), "depth_mm": int(match.group(2))}

    def artefact(self, node: Node, where: str, chosen: list[str]) -> None:
        """The artefacts a Cursed Artefact choice holds, added to ``chosen``: none, one, or
        more (a broken rule, HG015, for the validator to report, not an unreadable file)."""
        self.mark(("artefact",), node, where)
        for child, at, info in self.selections(node, where):
            if info.kind not in (Kind.ARTEFACT, Kind.UNLISTED_ARTEFACT):
                raise self.error(child, at, f"{_label(child)} cannot be a Cursed Artefact")
            self.mark(("artefact", len(chosen)), child, at)
            chosen.append(self.text_of(child, info))

    # ------------------------------------------------------------------ the roster

    def roster(self, root: Node, points_limit: int | None) -> dict[str, Any]:
        if root.tag in GAME_DATA_ROOTS:
            raise self.error(root, "", GAME_DATA)
        if root.tag != "roster" or root.namespace != ROSTER_NS:
            raise self.error(root, "", f"not a BattleScribe roster (the document is "
                             f"<{root.tag}> in namespace {root.namespace!r})")
        system = root.attrs.get("gameSystemId")
        if system != GAME_SYSTEM_ID:
            raise self.error(root, "", f"the roster was built for the game system "
                             f"{root.attrs.get('gameSystemName')!r} (id {system!r}); expected "
                             f"rulesref's {GAME_SYSTEM_NAME!r} (id {GAME_SYSTEM_ID})")
        data: dict[str, Any] = {"game": "hobgoblin",
                                "name": root.attrs.get("name", "")}
        self.mark((), root, "roster")
        self.mark(("name",), root, "roster")
        self.mark(("game",), root, "roster")
        # the army is what every force holds: no force is an army of no units, and two are
        # one army (the army rules then say what is wrong with it: no General, two ...)
        self.mark(("units",), root, "roster")
        units: list[dict[str, Any]] = []
        roots = 0
        chosen: list[str] = []
        for n, force in enumerate(root.all("forces", "force")):
            where = f"force[{n}] {force.attrs.get('name', '')!r}"
            if force.attrs.get("catalogueId") != CATALOGUE_ID:
                raise self.error(force, where, f"the force was built with the catalogue "
                                 f"{force.attrs.get('catalogueName')!r} (id "
                                 f"{force.attrs.get('catalogueId')!r}); expected rulesref's "
                                 f"{CATALOGUE_NAME!r} (id {CATALOGUE_ID})")
            if n == 0:
                self.mark(("units",), force, where)
            for child, at, info in self.selections(force, where):
                if info.kind in (Kind.UNIT, Kind.UNLISTED_UNIT):
                    units.append(self.unit(len(units), child, at, info))
                elif info.kind is Kind.ARTEFACT_ROOT:
                    roots += 1
                    self.artefact(child, at, chosen)
                else:
                    raise self.error(child, at, f"{_label(child)} must be inside a unit")
        data["points_limit"] = self.limit(root, points_limit)
        if roots == 1 and len(chosen) == 1:  # the one artefact is where its choice is
            data["artefact"] = chosen[0]
            self.positions[("artefact",)] = self.positions[("artefact", 0)]
            self.locations[("artefact",)] = self.locations[("artefact", 0)]
        elif roots:
            data["artefact"] = chosen
        data["units"] = units
        return data

    def limit(self, root: Node, fallback: int | None) -> int:
        for node in root.all("costLimits", "costLimit"):
            if node.attrs.get("typeId") != COST_TYPE_ID:
                continue
            self.mark(("points_limit",), node, "roster > costLimit")
            text = node.attrs.get("value", "")
            try:
                value = Decimal(text)
            except InvalidOperation:
                raise self.error(node, "costLimit", "the points limit is not a "
                                 "number") from None
            if not value.is_finite():
                raise self.error(node, "costLimit", f"the points limit {text[:40]!r} is not "
                                 "a number")
            if value <= 0:  # the apps write -1 (or 0) for "no limit"
                continue
            if value != value.to_integral_value():
                raise self.error(node, "costLimit", f"the points limit {text[:40]!r} is not "
                                 "a whole number")
            if value.adjusted() >= int_digits_limit():
                raise self.error(node, "costLimit", f"the points limit has more than "
                                 f"{int_digits_limit()} digits")
            return int(value)
        if fallback is not None:
            return fallback
        raise self.error(root, "", "the roster sets no points limit; set one in the app or "
                         "give --points-limit")


def parse_roster(rules: Hobgoblin, data: bytes, file: str, *, zipped: bool = False,
                 points_limit: int | None = None) -> LoadedRoster:
    """Read a roster's bytes (a ``.rosz``'s when ``zipped``) into an army list.

    :param points_limit: the limit to use where the roster sets none.
    :raises RulesDataError: for hostile or malformed XML, a roster of another game system or
        catalogue, an entry the catalogue lacks, or an army the file format refuses.
    """
    if zipped:
        _name, data = unzip_one(data, file, ".ros")
    reader = _Reader(rules, file)
    army = reader.roster(parse_xml(data, file), points_limit)
    loaded = parse_army(Document(file, army, reader.positions), rules)
    return LoadedRoster(loaded, reader.locations)


def load_roster(path: Path | Vetted, rules: Hobgoblin, *, points_limit: int | None = None
                ) -> LoadedRoster:
    """Read a ``.ros`` or ``.rosz`` file (only read, never written; one a directory search
    found only while it is the file found).

    :raises RulesDataError: as for :func:`parse_roster`, and when the file cannot be read.
    """
    if path.suffix.lower() in GAME_DATA_SUFFIXES:
        raise RulesDataError(str(path), "", GAME_DATA)
    raw = read_bytes(path)
    return parse_roster(rules, raw, str(path), zipped=path.suffix.lower() == ".rosz",
                        points_limit=points_limit)
