"""Lists: a list of words that names one item twice.

Code: RL414 (``earthquakes, smithing, smelting, heat, ..., smithing, metal``). A list here is
a run of at least :data:`SHORTEST` items of one or two words each, separated by commas; it
goes on across a line that ends with a comma, and ends at a full stop, at the end of a line
that does not end with a comma, or at a part that is no short item. A list that names an
item twice has lost the item meant in one of the places.
"""

from __future__ import annotations

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
