"""The army builder page's Python for Livestock Uprising: Generals and the troops and Special
Forces under them. An adapter over the command function, as the command line and the MCP
server are: the page's report is the answer of
:func:`~rulesref.games.livestock_uprising.answers.army.check_army`, which
``rulesref livestock army`` and the MCP tool call, serialised as the command line serialises
it. Pure (no click, no pydantic, no PyYAML unless a YAML file is imported), so it runs in
the browser under Pyodide; the page calls it as it calls every game's builder (see
:mod:`rulesref.docs.browser`).

A list is read as the file ``list.json`` (:data:`FILE`) would be, so :func:`report_text` is
exactly what ``rulesref livestock army list.json --json`` prints.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from rulesref.core import docedit, listfiles, names
from rulesref.core.yamlio import Document
from rulesref.errors import RulesDataError, RulesError
from rulesref.games.livestock_uprising import lookups
from rulesref.games.livestock_uprising.answers.army import check_army
from rulesref.games.livestock_uprising.lookups import ArmyList, ArmyReport
from rulesref.games.livestock_uprising.model import LivestockUprising
from rulesref.games.livestock_uprising.reports import army_text, error_json, error_text

#: The root type of the model snapshot the page loads.
ROOT = LivestockUprising
#: The file name a list in the page is read as.
FILE = "list.json"
GAME = "livestock_uprising"


def _checked(rules: LivestockUprising, raw: bytes | str, name: str = FILE
             ) -> tuple[str, Document | None, ArmyList | None, ArmyReport | None]:
    """The report as the command line prints it, the document and army when the file is an
    army list, and the checked army when every name in it is known."""
    try:
        doc = listfiles.read(raw, name)
        army = lookups.parse_army(doc, pure=True)
    except RulesDataError as exc:
        return error_text(error_json(exc)), None, None, None
    try:
        answer = check_army(rules, army)
    except RulesError as exc:  # an unknown unit or faction: bad input, as on the CLI
        return error_text(error_json(exc)), doc, army, None
    return army_text(answer.to_json()), doc, army, answer.report


def report_text(rules: LivestockUprising, army: str | bytes, name: str = FILE) -> str:
    """What ``rulesref livestock army NAME --json`` prints for a file holding ``army``."""
    return _checked(rules, army, name)[0]


def report(rules: LivestockUprising, army: str | bytes, name: str = FILE) -> dict[str, Any]:
    """:func:`report_text` as data."""
    import json

    data: dict[str, Any] = json.loads(report_text(rules, army, name))
    return data


@cache
def options(rules: LivestockUprising) -> dict[str, Any]:
    """What the page offers: the factions, every troop and Special Force with its cost,
    and the army limits by code."""
    units = [{"name": t.name, "cost": lookups.totals_text(rules, t.cost), "faction": None}
             for t in rules.troops]
    units += [{"name": f.name, "cost": lookups.totals_text(rules, f.cost),
               "faction": f.faction} for f in rules.special_forces]
    return {"game": GAME, "roster": False, "factions": [f.name for f in rules.factions],
            "units": units,
            "limits": {r.code: r.limit for r in rules.army_rules}}


def _placements(army: ArmyList, found: ArmyReport) -> list[dict[str, Any]]:
    """Where each violation goes: its index, and the General (or none) and field."""
    labels = [entry.name or f"General {i}" for i, entry in enumerate(army.generals, start=1)]
    units: list[set[str]] = []
    for entry in army.generals:
        try:
            units.append({names.fold(lookups.UnitCount.parse(n).name) for n in entry.units})
        except RulesError:
            units.append(set())
    out = []
    for index, violation in enumerate(found.violations):
        where, general, field = violation.where, None, None
        if where == "generals":
            field = "generals"
        elif where == "Super Army":
            field = "super_army"
        elif where in labels:
            general, field = labels.index(where), "units"
        else:
            general = next((i for i, u in enumerate(units) if names.fold(where) in u), None)
            field = "units" if general is not None else None
        out.append({"list": "violations", "index": index, "unit": general, "field": field,
                    "item": None})
    return out


def view(rules: LivestockUprising, text: str, open_unit: int | None = None
         ) -> dict[str, Any]:
    """Everything the page shows for the list ``text``: the report, the list as data
    (numbers as text), the totals, each General's units and cost, and where every violation
    goes (``open_unit`` is accepted for the page and unused: nothing is bought)."""
    shown, doc, army, found = _checked(rules, text)
    out: dict[str, Any] = {"text": text, "report_text": shown, "link": docedit.to_link(text),
                           "readable": army is not None}
    if doc is None or army is None:
        return out
    out["army"] = listfiles.display(doc.data)
    out["title"] = army.faction or "Army"
    if found is None:
        out["summary"] = None
        return out
    everything = [u for g in found.groups for u in g.units]
    out["summary"] = {"valid": found.legal, "violations": len(found.violations),
                      "units": str(len(everything)),
                      "cost": lookups.totals_text(rules, lookups.marshal_cost(
                          rules, everything).totals)}
    out["groups"] = [{"label": g.label, "count": str(len(g.units)),
                      "cost": lookups.totals_text(rules, g.bill.totals)} for g in found.groups]
    out["placements"] = _placements(army, found)
    return out


def new_list() -> str:
    """The text of an army with one General and no units."""
    return docedit.canonical({"faction": None, "super_army": False,
                              "generals": [{"name": "", "units": []}]})


def update(rules: LivestockUprising, text: str, op: dict[str, Any],
           open_unit: int | None = None) -> dict[str, Any]:
    """:func:`view` after one edit; an edit that does not fit leaves the text as it was and
    says why in ``edit_error``."""
    text, error = docedit.try_apply(text, op)
    out = view(rules, text, open_unit)
    if error is not None:
        out["edit_error"] = error
    return out


def open_link(rules: LivestockUprising, fragment: str) -> dict[str, Any]:
    """:func:`view` of the list a share link carries, read as the file ``list.json`` with
    those bytes would be."""
    try:
        text = listfiles.link_text(fragment, FILE)
    except RulesDataError as exc:
        return {"text": None, "report_text": error_text(error_json(exc)), "readable": False,
                "link": fragment}
    return view(rules, text)


def import_file(rules: LivestockUprising, name: str, raw: bytes) -> dict[str, Any]:
    """Read an army file the user picked (JSON as it is, YAML as its JSON); a file that is
    not an army list gives ``error``, worded as the command line words it."""
    try:
        doc = listfiles.read(raw, name)
        lookups.parse_army(doc, pure=True)
    except RulesDataError as exc:
        return {"error": str(exc), "text": None}
    return {"error": None, "text": listfiles.imported_text(doc, raw)}


def export(text: str, fmt: str) -> dict[str, str]:
    """The list as a file to save (``json`` or ``yaml``), named after its faction.

    :raises EditError: when the text is not JSON.
    """
    return listfiles.export(text, fmt, listfiles.title_of(text, "faction"))


def roster(rules: LivestockUprising, text: str) -> None:
    """No printable roster for this game (the page hides the button)."""
    return None


__all__ = ["FILE", "ROOT", "export", "import_file", "new_list", "open_link", "options",
           "report", "report_text", "roster", "update", "view"]
