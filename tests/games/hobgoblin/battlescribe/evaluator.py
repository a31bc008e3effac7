"""An evaluator of BattleScribe's constraint, modifier and condition semantics, written for
the tests from the data format (BSData's v2.03 schema) and the public notes on how the apps
read it, and independent of rulesref's export code: it reads only the XML of a game system,
a catalogue and a roster, never rulesref's model or its id table.

What it implements, as the apps do:

- every selection's entry must exist where the selection is (a root entry under the force,
  a child entry or an entry of a child group under its parent selection) and must not be
  hidden: a selection of a hidden entry is an error;
- a ``constraint`` (``min``/``max`` on ``selections``) counts, in its ``scope``, the
  selections of the entry it belongs to (for a group, of any entry in the group; for a
  category link in the force entry, the selections in that category as the roster records
  them); ``parent`` is the selection the owner's selections sit in (the force for a root
  entry), ``roster`` the whole roster; ``includeChildSelections`` counts at every depth;
- a ``modifier`` whose ``field`` is a constraint's id changes its value (``set``,
  ``increment``, ``decrement``), in document order, when all its ``conditions`` and all its
  ``conditionGroups`` (``and``/``or``, nested) hold;
- a ``condition`` counts the selections of ``childId`` (an entry, or a category by the
  roster's ``categories``) in its scope (``parent``, ``roster``, or an entry's id: the
  selection of that entry holding the owner) and compares with ``value`` (``atLeast``,
  ``atMost``, ``equalTo``, ``notEqualTo``, ``greaterThan``, ``lessThan``);
- points are the sum, over every selection, of its entry's cost times its ``number``; the
  roster is over its limit when that sum exceeds its ``costLimit``.

Scope ``parent`` on a group's constraints and modifiers is read as the selection holding
the group's entries' selections (the unit), the reading the schema's notes give; the tests
keep the exported catalogue to shapes where the readings agree.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass, field

CAT = "{http://www.battlescribe.net/schema/catalogueSchema}"
GST = "{http://www.battlescribe.net/schema/gameSystemSchema}"
ROS = "{http://www.battlescribe.net/schema/rosterSchema}"


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _children(node: ET.Element, container: str) -> list[ET.Element]:
    """The elements in ``node``'s ``container`` list (any namespace)."""
    for child in node:
        if _local(child.tag) == container:
            return list(child)
    return []


@dataclass
class Owner:
    """An entry, a group or a category link: something constraints and modifiers hang on."""

    node: ET.Element
    kind: str
    """``entry``, ``group`` or ``link``."""
    entries: dict[str, ET.Element] = field(default_factory=dict)
    """For a group: every entry in it, at any depth, by id."""


@dataclass
class Verdict:
    """What the evaluator finds in a roster."""

    errors: list[str]
    points: float

    @property
    def valid(self) -> bool:
        """Whether nothing is wrong."""
        return not self.errors


class Evaluator:
    """The game system and catalogue, read once; :meth:`check` judges rosters."""

    def __init__(self, gst: bytes, cat: bytes) -> None:
        self.gst = ET.fromstring(gst)
        self.cat = ET.fromstring(cat)
        self.entries: dict[str, ET.Element] = {}
        self.groups: dict[str, ET.Element] = {}
        for node in self.cat.iter():
            if _local(node.tag) == "selectionEntry":
                self.entries[node.attrib["id"]] = node
            elif _local(node.tag) == "selectionEntryGroup":
                self.groups[node.attrib["id"]] = node
        self.forces = {f.attrib["id"]: f for f in self.gst.iter(GST + "forceEntry")}
        self.cost_type = {c.attrib["name"]: c.attrib["id"]
                          for c in self.gst.iter(GST + "costType")}

    # ------------------------------------------------------------------ the roster

    def check(self, roster_xml: bytes) -> Verdict:
        """Every error the apps report on the roster, and its points."""
        roster = ET.fromstring(roster_xml)
        errors: list[str] = []
        points = 0.0
        for sel in roster.iter(ROS + "selection"):
            entry = self.entries.get(sel.attrib["entryId"])
            if entry is None:
                errors.append(f"unknown entry {sel.attrib['entryId']}")
                continue
            if entry.attrib.get("hidden") == "true":
                errors.append(f"{sel.attrib['name']}: a hidden entry is selected")
            points += self._cost(entry) * int(sel.attrib.get("number", "1"))
        for force in _children(roster, "forces"):
            errors += self._force(roster, force)
        limit = next((float(c.attrib["value"]) for c in _children(roster, "costLimits")),
                     -1.0)
        if limit >= 0 and points > limit:
            errors.append(f"{points} points, over the limit of {limit}")
        return Verdict(errors, points)

    def _cost(self, entry: ET.Element) -> float:
        return sum(float(c.attrib["value"]) for c in _children(entry, "costs"))

    def _force(self, roster: ET.Element, force: ET.Element) -> list[str]:
        errors = []
        entry = self.forces.get(force.attrib["entryId"])
        if entry is None:
            return [f"unknown force entry {force.attrib['entryId']}"]
        for link in _children(entry, "categoryLinks"):
            owner = Owner(link, "link")
            errors += self._constraints(roster, force, owner, force)
        roots = {e.attrib["id"]: e for e in _children(self.cat, "selectionEntries")}
        for root in roots.values():
            errors += self._constraints(roster, force, Owner(root, "entry"), force)
        for sel in _children(force, "selections"):
            if sel.attrib["entryId"] not in roots:
                errors.append(f"{sel.attrib['name']}: not an entry of the force")
                continue
            errors += self._selection(roster, sel, roots[sel.attrib["entryId"]])
        return errors

    def _selection(self, roster: ET.Element, sel: ET.Element, entry: ET.Element
                   ) -> list[str]:
        """The constraints of every entry and group inside ``entry``, counted in ``sel``."""
        errors = []
        owners = list(self._owners(entry))
        allowed = {i for o in owners for i in ([o.node.attrib["id"]] if o.kind == "entry"
                                                 else [])}
        for child in _children(sel, "selections"):
            child_entry = self.entries.get(child.attrib["entryId"])
            if child.attrib["entryId"] not in allowed or child_entry is None:
                errors.append(f"{child.attrib['name']}: not an entry of {entry.attrib['name']}")
                continue
            errors += self._selection(roster, child, child_entry)
        for owner in owners:
            errors += self._constraints(roster, sel, owner, sel)
        return errors

    def _owners(self, entry: ET.Element) -> Iterator[Owner]:
        """The child entries and groups of an entry (entries of groups included)."""
        for child in _children(entry, "selectionEntries"):
            yield Owner(child, "entry")
        for group in _children(entry, "selectionEntryGroups"):
            inside = {e.attrib["id"]: e for e in group.iter()
                      if _local(e.tag) == "selectionEntry"}
            yield Owner(group, "group", inside)
            yield from self._owners(group)

    # ------------------------------------------------------------------ constraints

    def _constraints(self, roster: ET.Element, parent: ET.Element, owner: Owner,
                     context: ET.Element) -> list[str]:
        """Each constraint of ``owner`` with its modifiers applied, checked; ``parent`` is
        the selection (or force) ``owner``'s selections sit in, ``context`` the same for
        the modifiers' conditions."""
        errors = []
        cons = _children(owner.node, "constraints")
        if not cons:
            return []
        values = {c.attrib["id"]: float(c.attrib["value"]) for c in cons}
        for mod in _children(owner.node, "modifiers"):
            target = mod.attrib["field"]
            if target not in values or not self._holds(roster, context, mod):
                continue
            amount = float(mod.attrib["value"])
            kind = mod.attrib["type"]
            if kind == "set":
                values[target] = amount
            elif kind == "increment":
                values[target] += amount
            elif kind == "decrement":
                values[target] -= amount
        for con in cons:
            scope = {"parent": parent, "force": parent, "roster": roster}[con.attrib["scope"]]
            deep = con.attrib.get("includeChildSelections") == "true"
            found = sum(int(s.attrib.get("number", "1"))
                        for s in self._selections(scope, deep) if self._counts(owner, s))
            value = values[con.attrib["id"]]
            name = owner.node.attrib.get("name", owner.node.attrib["id"])
            if value < 0:  # -1: no limit
                continue
            if con.attrib["type"] == "max" and found > value:
                errors.append(f"{name}: {found} selected, at most {value}")
            if con.attrib["type"] == "min" and found < value:
                errors.append(f"{name}: {found} selected, at least {value}")
        return errors

    def _counts(self, owner: Owner, sel: ET.Element) -> bool:
        """Whether a selection counts towards ``owner``'s constraints."""
        if owner.kind == "entry":
            return sel.attrib["entryId"] == owner.node.attrib["id"]
        if owner.kind == "group":
            return sel.attrib["entryId"] in owner.entries
        target = owner.node.attrib["targetId"]  # a category link: the roster's categories
        return any(c.attrib["entryId"] == target for c in _children(sel, "categories"))

    def _selections(self, scope: ET.Element, deep: bool) -> Iterator[ET.Element]:
        """The selections in ``scope`` (a selection, a force or the roster)."""
        if _local(scope.tag) == "roster":
            for force in _children(scope, "forces"):
                yield from self._selections(force, True)
            return
        for sel in _children(scope, "selections"):
            yield sel
            if deep:
                yield from self._selections(sel, True)

    # ------------------------------------------------------------------ conditions

    def _holds(self, roster: ET.Element, context: ET.Element, node: ET.Element) -> bool:
        """All of a modifier's (or an ``and`` group's) conditions and groups hold; for an
        ``or`` group, any does."""
        results = [self._condition(roster, context, c) for c in _children(node, "conditions")]
        results += [self._holds(roster, context, g)
                    for g in _children(node, "conditionGroups")]
        if node.attrib.get("type") == "or":
            return any(results)
        return all(results)

    def _condition(self, roster: ET.Element, context: ET.Element, cond: ET.Element) -> bool:
        named = cond.attrib["scope"]
        if named in ("parent", "roster"):
            scope = {"parent": context, "roster": roster}[named]
        elif context.attrib.get("entryId") == named:  # an entry's id: the selection it made
            scope = context
        else:
            raise ValueError(f"scope {named!r}: no selection of that entry holds the owner")
        deep = cond.attrib.get("includeChildSelections") == "true"
        child = cond.attrib["childId"]
        found = sum(int(s.attrib.get("number", "1")) for s in self._selections(scope, deep)
                    if s.attrib["entryId"] == child
                    or any(c.attrib["entryId"] == child for c in _children(s, "categories")))
        value = float(cond.attrib["value"])
        return {
            "atLeast": found >= value, "atMost": found <= value, "equalTo": found == value,
            "notEqualTo": found != value, "greaterThan": found > value,
            "lessThan": found < value,
        }[cond.attrib["type"]]

    # ------------------------------------------------------------------ profiles

    def profiles(self, roster_xml: bytes) -> list[dict[str, str]]:
        """Each unit selection's profile as an app shows it: its entry's characteristics
        with the profile's modifiers applied (numbers changed by ``increment``,
        ``decrement`` and ``set``), in the order of the roster's units."""
        roster = ET.fromstring(roster_xml)
        chars = {c.attrib["id"]: c.attrib["name"]
                 for c in self.gst.iter(GST + "characteristicType")}
        out: list[dict[str, str]] = []
        for force in _children(roster, "forces"):
            for sel in _children(force, "selections"):
                if sel.attrib.get("type") != "unit":
                    continue
                entry = self.entries[sel.attrib["entryId"]]
                profile = next(iter(_children(entry, "profiles")), None)
                if profile is None:
                    out.append({})
                    continue
                shown = {c.attrib["name"]: c.text or ""
                         for c in _children(profile, "characteristics")}
                for mod in _children(profile, "modifiers"):
                    name = chars.get(mod.attrib["field"])
                    if name is None or not self._holds_in(roster, sel, entry, mod):
                        continue
                    value, amount = shown[name], float(mod.attrib["value"])
                    kind = mod.attrib["type"]
                    if kind == "set":
                        shown[name] = mod.attrib["value"]
                    elif kind in ("increment", "decrement") and value.lstrip("-").isdigit():
                        step = amount if kind == "increment" else -amount
                        shown[name] = f"{int(value) + step:g}"
                out.append(shown)
        return out

    def _holds_in(self, roster: ET.Element, sel: ET.Element, entry: ET.Element,
                  node: ET.Element) -> bool:
        """:meth:`_holds` where a condition's scope may name the entry of ``sel`` (the
        selection that entry made) as well as ``parent`` or ``roster``."""
        def check(cond: ET.Element) -> bool:
            scope = cond.attrib["scope"]
            if scope == entry.attrib["id"]:
                scope_node = sel
            elif scope == "roster":
                scope_node = roster
            else:
                raise ValueError(f"scope {scope!r} on a profile modifier")
            deep = cond.attrib.get("includeChildSelections") == "true"
            child = cond.attrib["childId"]
            found = sum(int(s.attrib.get("number", "1"))
                        for s in self._selections(scope_node, deep)
                        if s.attrib["entryId"] == child)
            value = float(cond.attrib["value"])
            return {"atLeast": found >= value, "equalTo": found == value,
                    "atMost": found <= value}[cond.attrib["type"]]

        results = [check(c) for c in _children(node, "conditions")]
        results += [self._holds_in(roster, sel, entry, g)
                    for g in _children(node, "conditionGroups")]
        return any(results) if node.attrib.get("type") == "or" else all(results)
