"""Lists: a list of words that names one item twice, and a list out of its announced order.

Code: RL414 (``earthquakes, smithing, smelting, heat, ..., smithing, metal``). A list here is
a run of at least :data:`SHORTEST` items of one or two words each, separated by commas; it
goes on across a line that ends with a comma, and ends at a full stop, at the end of a line
that does not end with a comma, or at a part that is no short item. A list that names an
item twice has lost the item meant in one of the places.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from rulesref.core.names import fold
from rulesref.lint.known import Text
from rulesref.lint.model import LintFinding

#: Fewest items that make a list.
SHORTEST = 4
#: Most items a finding shows.
SHOWN = 24
#: An item: one or two words of letters.
_ITEM = re.compile(r"[^\W\d_][\w’'\-]*(?: [^\W\d_][\w’'\-]*)?")
#: Where a list's last item ends, or where its first item's sentence starts.
_STOP = re.compile(r"[.:;!?()•]")
_CONJUNCTION = re.compile(r"^(?:and|or) ", re.IGNORECASE)
_JOINED = re.compile(r" (?:and|or) ", re.IGNORECASE)


@dataclass(slots=True)
class _List:
    items: list[tuple[str, int]] = field(default_factory=list)
    """Each item and the index of its line."""


def check_lists(text: Text) -> Iterator[LintFinding]:
    """RL414: each list that names an item twice, at the item's second printing."""
    current = _List()
    for index, entry in enumerate(text.manuscript.lines):
        parts = entry.text.split(",")
        going_on = bool(current.items)
        if len(parts) == 1 and not going_on:
            continue
        for position, raw in enumerate(parts):
            part = raw.strip()
            last = position == len(parts) - 1
            if position == 0 and not going_on:
                words = _STOP.split(part)[-1].split()
                if words and _ITEM.fullmatch(words[-1]):
                    current.items.append((words[-1], index))
                continue
            if last:
                if not part:
                    break  # the line ends with a comma: the list goes on
                # the last item, or the last two joined by a conjunction (``lilies and dusk``)
                for item in _JOINED.split(_CONJUNCTION.sub("", _STOP.split(part)[0].strip())):
                    if _ITEM.fullmatch(item):
                        current.items.append((item, index))
                yield from _repeats(text, current)
                current = _List()
                break
            item = _CONJUNCTION.sub("", part)
            if _ITEM.fullmatch(item):
                current.items.append((item, index))
                continue
            yield from _repeats(text, current)
            current = _List()
            words = _STOP.split(part)[-1].split()
            if words and _ITEM.fullmatch(words[-1]):
                current.items.append((words[-1], index))
    yield from _repeats(text, current)


def _repeats(text: Text, found: _List) -> Iterator[LintFinding]:
    """One finding for a list that names an item twice, at the first repeat (a list is
    shown whole up to :data:`SHOWN` items, so a hostile list of any length costs one pass)."""
    if len(found.items) < SHORTEST:
        return
    first: dict[str, int] = {}
    repeats: list[tuple[str, int, int]] = []
    for item, index in found.items:
        key = fold(item)
        if key in first:
            repeats.append((item, index, first[key]))
        else:
            first[key] = index
    if not repeats:
        return
    item, index, earlier = repeats[0]
    line = text.manuscript.lines[index]
    listed = ", ".join(i for i, _ in found.items[:SHOWN])
    if len(found.items) > SHOWN:
        listed += ", ..."
    more = f" (and {len(repeats) - 1} more repeated item(s))" if len(repeats) > 1 else ""
    yield LintFinding("RL414", text.manuscript.file, line.number, listed,
                      f"the list '{listed}' names '{item}' twice (also line "
                      f"{text.manuscript.lines[earlier].number}){more}", 0.7, page=line.page)


#: English's orders of place and rank: each a tuple of steps, each step the words naming it.
SCALES: tuple[tuple[frozenset[str], ...], ...] = (
    (frozenset({"left"}), frozenset({"centre", "center", "middle", "central"}),
     frozenset({"right"})),
    (frozenset({"front"}), frozenset({"middle", "centre", "center"}),
     frozenset({"back", "rear"})),
    (frozenset({"top"}), frozenset({"middle", "centre", "center"}), frozenset({"bottom"})),
    tuple(frozenset({w}) for w in ("first", "second", "third", "fourth", "fifth", "sixth",
                                    "seventh", "eighth", "ninth", "tenth")),
)
#: An announced order (``left to right``).
_ORDER = re.compile(r"\b([a-z]+) to (?:the )?([a-z]+)\b", re.IGNORECASE)
#: The list after an announced order: in brackets, or after a colon, up to its end.
_ANNOUNCED_LIST = re.compile(r"\s*(?:\(|:)(?:\s*(?:i\.\s?e\.|e\.\s?g\.),?)?([^().:;]*)")
#: Items of a list: split at commas and a last ``and``/``or``.
_ITEMS = re.compile(r",\s*(?:and |or )?|\s+(?:and|or)\s+")
#: Fewest items an order is checked on.
ORDERED = 3


def _step(scale: tuple[frozenset[str], ...], word: str) -> int | None:
    folded = fold(word)
    return next((i for i, words in enumerate(scale) if folded in words), None)


def check_order(text: Text) -> Iterator[LintFinding]:
    """RL464: a list of at least :data:`ORDERED` items, each naming one step of a scale of
    :data:`SCALES` (its first word on the scale), in brackets or after a colon straight
    after an announced order on that scale (``left to right``), whose steps do not run in
    the announced direction."""
    for index, line in enumerate(text.manuscript.lines):
        for announced in _ORDER.finditer(line.text):
            start, end = announced.groups()
            listed = _ANNOUNCED_LIST.match(line.text, announced.end())
            if listed is None:
                continue
            for scale in SCALES:
                first, last = _step(scale, start), _step(scale, end)
                if first is None or last is None or first == last:
                    continue
                items = [i.strip() for i in _ITEMS.split(listed.group(1)) if i.strip()]
                found = [next((s for w in i.split() if (s := _step(scale, w)) is not None),
                              None) for i in items]
                steps = [s for s in found if s is not None]
                if len(items) < ORDERED or len(steps) < len(items):
                    break
                direction = 1 if last > first else -1
                if all((b - a) * direction > 0 for a, b in itertools.pairwise(steps)):
                    break
                shown = f"{start} to {end} ({', '.join(items)})"
                yield text.finding(
                    "RL464", index, shown,
                    f"the list is announced from {start} to {end}, but its items do not run "
                    "in that order; reorder them or the announcement", 0.65)
                break
