"""The army builder page's Python: an adapter over the command functions, as the command
line and the MCP server are. The page's report is the answer of
:func:`~rulesref.games.hobgoblin.answers.list_answer.check_list`, the function
``rulesref validate`` and the MCP tool ``hobgoblin_validate`` call, serialised as the command
line serialises it; prices are ``rulesref cost``'s. Pure (no click, no pydantic, no PyYAML
unless a YAML file is imported), so it runs in the browser under Pyodide.

The page keeps the list as the text of its JSON file and calls:

- :func:`options`: the unit types, allegiances and artefacts to choose from;
- :func:`view`: the report for the text (:func:`report`), and what the page needs to place
  each problem next to its unit and field, with the keywords the open unit can buy;
- :func:`update`: one edit (:mod:`rulesref.core.docedit`), then :func:`view`;
- :func:`open_link`, :func:`import_file`, :func:`export` and :func:`roster`.

A list is read as the file ``list.json`` (:data:`FILE`) would be by ``rulesref validate``,
so :func:`report` is, key for key, what ``rulesref validate list.json --json`` prints
without ``"file"``.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from rulesref.core import docedit, listfiles, record
from rulesref.core.yamlio import Document
from rulesref.errors import RulesDataError, RulesError
from rulesref.games.hobgoblin import buying, lookups
from rulesref.games.hobgoblin.answers.list_answer import ListAnswer, check_list
from rulesref.games.hobgoblin.army import (
    ArmyList,
    ArmyReport,
    LoadedArmy,
    UnitEntry,
    UnitReport,
    parse_army,
    validate,
)
from rulesref.games.hobgoblin.army_magic import allegiance_limits
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref.games.hobgoblin.reports import json_line, unreadable_json

if TYPE_CHECKING:
    from rulesref.games.hobgoblin.answers.explain import Explained

#: The root type of the model snapshot the page loads.
ROOT = Hobgoblin
#: The file name a list in the page is read as.
FILE = "list.json"
GAME = "hobgoblin"


# --------------------------------------------------------------------------- reading


def _read(rules: Hobgoblin, raw: bytes | str, name: str) -> LoadedArmy:
    """Read a list as ``rulesref validate`` reads a file, without pydantic.

    :raises RulesDataError: as the command line would for the same file.
    """
    return parse_army(listfiles.read(raw, name), rules, pure=True)


@record.result
class _Checked:
    """A list read and checked: the answer's JSON (without ``file``), and for a readable
    list the answer, the document and the army."""

    data: dict[str, Any]
    answer: ListAnswer | None = None
    document: Document | None = None
    army: ArmyList | None = None

    @property
    def report(self) -> ArmyReport | None:
        """The validator's report, for a readable list."""
        return None if self.answer is None else self.answer.report


def _checked(rules: Hobgoblin, raw: bytes | str, name: str = FILE) -> _Checked:
    """The page's side of ``rulesref validate NAME --json``: the file read the same way,
    the same command function's answer, or the same report of a file that is no list."""
    try:
        loaded = _read(rules, raw, name)
    except RulesDataError as exc:
        return _Checked(_without_file(unreadable_json(exc)))
    answer = check_list(rules, loaded, file=name)
    return _Checked(_without_file(answer.to_json()), answer, loaded.document, loaded.army)


def _without_file(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k != "file"}


def report(rules: Hobgoblin, army_json: str | bytes, name: str = FILE) -> dict[str, Any]:
    """What ``rulesref validate NAME --json`` prints for a file holding ``army_json``,
    without the file's name."""
    return _checked(rules, army_json, name).data


def report_text(rules: Hobgoblin, army_json: str | bytes, name: str = FILE) -> str:
    """:func:`report` as the command line prints it (one line of JSON)."""
    return json_line(report(rules, army_json, name))


# --------------------------------------------------------------------------- choices


@cache
def options(rules: Hobgoblin) -> dict[str, Any]:
    """What the page offers: unit types (with their points, multiplier, footprint and
    starting keywords), the keywords every army has once, allegiances, artefacts, the
    footprints' base limits, and that it prints rosters."""
    costs = lookups.canonical_costs(rules)
    return {
        "game": GAME,
        "roster": True,
        "unit_types": [{"name": u.name, "points": u.points, "multiplier": u.cost_multiplier,
                        "footprint": u.footprint, "keywords": list(u.keywords)}
                       for u in rules.unit_types],
        "once_per_army": [e.keyword for e in costs.entries if e.once_per_army],
        "allegiances": [a.name for a in rules.allegiances],
        "artefacts": [{"name": a.name, "summary": a.summary} for a in rules.artefacts],
        "footprints": {f.name: {"min_width": f.min_width, "max_width": f.max_width,
                                "min_depth": f.min_depth, "max_depth": f.max_depth}
                       for f in rules.footprints},
    }


@lru_cache(maxsize=8192)  # bounded: the keyword is whatever a list says
def _price(rules: Hobgoblin, unit_type: str, keyword: str) -> int | None:
    """A keyword's price for a unit type after its multiplier (as ``rulesref cost``)."""
    try:
        return lookups.unit_cost(rules, unit_type, [keyword]).lines[0].points
    except RulesError:
        return None


@lru_cache(maxsize=8192)  # bounded: the keyword is whatever a list says
def _values(rules: Hobgoblin, keyword: str) -> tuple[str, ...]:
    """The cost-table entries of a numerical keyword (``Hero [+1]``, ``Hero [+2]``)."""
    try:
        found = lookups.find_keyword(rules, keyword)
    except RulesError:
        return ()
    entries = lookups.keyword_costs(rules, found)
    return tuple(e.keyword for e in entries) if len(entries) > 1 else ()


def offers(rules: Hobgoblin, army: ArmyList, index: int) -> list[dict[str, Any]]:
    """The keywords unit ``index`` can buy as it stands, each with its price: every cost
    table entry it has not bought that the validator accepts on it (tried one at a time on
    the unit alone, with the army's artefact), with any warning the purchase gets."""
    unit = army.units[index]
    return [dict(o) for o in _offers(rules, unit.type, unit.keywords, army.artefact)]


@lru_cache(maxsize=256)
def _offers(rules: Hobgoblin, unit_type: str, keywords: tuple[str, ...],
            artefact: str | None) -> tuple[dict[str, Any], ...]:
    """:func:`offers` for a unit type, its keywords and the army's artefact (all the trial
    depends on: the unit's name and the points limit do not change what it may buy)."""
    try:
        utype = lookups.find_unit_type(rules, unit_type)
    except RulesError:
        return ()
    once = set(options(rules)["once_per_army"])
    bought = set(keywords)
    unit = UnitEntry(name="trial", type=unit_type, keywords=keywords)
    out = []
    for entry in lookups.canonical_costs(rules).entries:
        if entry.keyword in once or entry.keyword in bought:
            continue
        trial = ArmyList(game="hobgoblin", name="trial", points_limit=1, artefact=artefact,
                         units=(_replace_keywords(unit, (*keywords, entry.keyword)),))
        found = validate(rules, trial)
        at = ("units", 0, "keywords", len(keywords))
        if any(p.path[:4] == at for p in found.violations):
            continue
        out.append({"keyword": entry.keyword, "price": _price(rules, utype.name,
                                                              entry.keyword),
                    "column": entry.column,
                    "warnings": [p.message for p in found.warnings if p.path[:4] == at]})
    return tuple(out)


def _replace_keywords(unit: UnitEntry, keywords: tuple[str, ...]) -> UnitEntry:
    return record.replace(unit, keywords=keywords)


# --------------------------------------------------------------------------- the view


def _placements(found: ArmyReport) -> list[dict[str, Any]]:
    """Where each problem of the report goes: its list (``violations`` or ``warnings``),
    its index there, and the unit, field and item it concerns."""
    out = []
    for kind, problems in (("violations", found.violations), ("warnings", found.warnings)):
        for index, problem in enumerate(problems):
            path = problem.path
            unit = path[1] if len(path) > 1 and path[0] == "units" else None
            rest = path[2:] if unit is not None else path
            out.append({"list": kind, "index": index, "unit": unit,
                        "field": rest[0] if rest else None,
                        "item": rest[1] if len(rest) > 1 else None})
    return out


def _unit_view(rules: Hobgoblin, found: ArmyReport, army: ArmyList, index: int,
               is_open: bool = False) -> dict[str, Any]:
    """One unit's points and fields; an open unit's keywords also with what they do (a
    folded card shows none of that)."""
    unit = army.units[index]
    unit_report = found.units[index]
    footprint = unit_report.keywords.footprint if unit_report.keywords else None
    limits = options(rules)["footprints"].get(footprint) if footprint else None
    known = unit_report.unit_type
    keywords = [{"text": text, "price": _price(rules, known, text) if known else None,
                 "values": list(_values(rules, text)),
                 "explained": _explained(rules, text) if is_open else None}
                for text in unit.keywords]
    # every keyword the unit ends up with (its type's, the bought ones, an artefact's), as
    # ``rulesref explain`` words it
    profile = (unit_report.profile.keywords
               if is_open and unit_report.profile is not None else ())
    held = [found for found in (_explained(rules, text) for text in profile) if found]
    return {"points": str(unit_report.points), "type": known,
            "allegiances": _allegiances(rules, unit_report),
            "footprint": footprint, "base_limits": limits, "keywords": keywords,
            "held": held}


def _explained(rules: Hobgoblin, text: str) -> dict[str, Any] | None:
    """What a keyword does, as ``rulesref explain`` words it (summary, traits, each effect
    in words); ``None`` for a name the book does not define (the report says so)."""
    found = _keyword_explained(rules, text)
    return None if found is None else found.to_json()


@lru_cache(maxsize=8192)  # bounded: the keyword is whatever a list says
def _keyword_explained(rules: Hobgoblin, text: str) -> Explained | None:
    from rulesref.core.keywords import KeywordRef
    from rulesref.games.hobgoblin.answers.explain import keyword_explained

    try:
        kw = lookups.find_keyword(rules, KeywordRef.parse(text).name)
    except RulesError:
        return None
    return keyword_explained(text, kw)


def _allegiances(rules: Hobgoblin, unit: UnitReport) -> int:
    """The most Abyssal Allegiances the unit may pick (none when it is no Wizard), by the
    rule :func:`validate` checks them with."""
    if unit.keywords is None:
        return 0
    facts = buying.facts_of(rules, unit.keywords.names, unit_type=unit.unit_type)
    found = allegiance_limits(rules, facts)
    return 0 if found is None else found[2]


def view(rules: Hobgoblin, text: str, open_unit: int | None = None) -> dict[str, Any]:
    """Everything the page shows for the list ``text``: the report (as the JSON line the
    command line prints), the list as data (numbers as text), the totals, each unit's
    points and fields, where every problem of the report goes, and the keywords unit
    ``open_unit`` can buy."""
    checked = _checked(rules, text)
    found, doc, army = checked.report, checked.document, checked.army
    out: dict[str, Any] = {"text": text, "report_text": json_line(checked.data),
                           "link": docedit.to_link(text), "readable": found is not None}
    if found is None or doc is None or army is None:
        return out
    out["army"] = listfiles.display(doc.data)
    out["title"] = army.name
    out["summary"] = {"total": str(found.total_points), "limit": str(found.points_limit),
                      "left": str(found.points_limit - found.total_points),
                      "mercury": str(found.mercury_per_round), "valid": found.valid,
                      "violations": len(found.violations), "warnings": len(found.warnings)}
    out["units"] = [_unit_view(rules, found, army, i, i == open_unit)
                    for i in range(len(army.units))]
    out["placements"] = _placements(found)
    if open_unit is not None and 0 <= open_unit < len(army.units):
        out["offers"] = {"unit": open_unit, "keywords": offers(rules, army, open_unit)}
    return out


# --------------------------------------------------------------------------- actions


def new_list(name: str = "New army", points_limit: int = 2000) -> str:
    """The text of an empty list."""
    return docedit.canonical({"game": GAME, "name": name, "points_limit": points_limit,
                              "units": []})


def update(rules: Hobgoblin, text: str, op: dict[str, Any], open_unit: int | None = None
           ) -> dict[str, Any]:
    """:func:`view` after one edit; an edit that does not fit leaves the text as it was and
    says why in ``edit_error``."""
    if op.get("op") == "copy":
        op = {**op, "drop": options(rules)["once_per_army"]}
    text, error = docedit.try_apply(text, op)
    out = view(rules, text, open_unit)
    if error is not None:
        out["edit_error"] = error
    return out


def open_link(rules: Hobgoblin, fragment: str) -> dict[str, Any]:
    """:func:`view` of the list a share link carries (the text after ``#list=``), read
    exactly as the file ``list.json`` with those bytes would be."""
    try:
        text = listfiles.link_text(fragment, FILE)
    except RulesDataError as exc:
        data = _without_file(unreadable_json(exc))
        return {"text": None, "report_text": json_line(data), "readable": False,
                "link": fragment}
    return view(rules, text)


def import_file(rules: Hobgoblin, name: str, raw: bytes) -> dict[str, Any]:
    """Read an army file the user picked: a JSON file becomes the list as it is, a YAML
    file its canonical JSON. A file that is not an army list gives ``error``, worded as
    ``rulesref validate`` words it, and no text."""
    try:
        loaded = _read(rules, raw, name)
    except RulesDataError as exc:
        return {"error": str(exc), "text": None}
    return {"error": None, "text": listfiles.imported_text(loaded.document, raw)}


def export(text: str, fmt: str) -> dict[str, str]:
    """The list as a file to save: ``json`` (the text itself) or ``yaml``, with a file name
    made from the army's name.

    :raises EditError: when the text is not JSON (it cannot be exported as YAML then).
    """
    return listfiles.export(text, fmt, listfiles.title_of(text))


def roster(rules: Hobgoblin, text: str) -> str | None:
    """The printable roster (``rulesref roster --format html``) of a readable list."""
    from rulesref.games.hobgoblin.roster import roster_html

    found = _checked(rules, text).report
    return None if found is None else roster_html(rules, found)


__all__ = ["FILE", "ROOT", "export", "import_file", "new_list", "offers", "open_link",
           "options", "report", "report_text", "roster", "update", "view"]
