"""The placement check: what the rules put at a printed distance from a line across the table
(:class:`rulesref.core.tables.LinePlacement`), against the smallest table the book allows
(:class:`rulesref.core.tables.PlayArea`). Game-agnostic: any model with a ``play_area``,
``table_lines`` and ``line_placements`` gets it.

A line parallel with the long edges is as long as the table: on the smallest table it runs
half its least length each way from its midpoint, and half its least width lies on each side
of it. A thing put that far or farther (along the line from its midpoint, or back from the
line) lands on the table edge or beyond it, on some table the book allows. A thing put back
from a line that splits the table between the sides, at a fixed distance, lies on one side
of it, and the rule must say whose: one that does not leaves the placement open.
"""

from __future__ import annotations

import re
from typing import Any

from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts

CHECK = "check_line_placements"

_ROLL = re.compile(r"(\d*)\s*D\s*(\d+)\s*(?:([+-])\s*(\d+))?", re.IGNORECASE)


def most_inches(distance: str) -> float:
    """The greatest value of a printed distance: a number, or a roll such as ``3D6+6``.

    :raises RulesDataError: for a distance that is neither.
    """
    from rulesref.errors import RulesDataError

    text = distance.strip()
    try:
        return float(text)
    except ValueError:
        pass
    roll = _ROLL.fullmatch(text)
    if roll is None:
        raise RulesDataError("table.yaml", "line_placements",
                             f"distance {distance!r} is neither a number nor a roll like 3D6+6")
    count, sides, sign, add = roll.groups()
    extra = int(add or 0) * (-1 if sign == "-" else 1)
    return int(count or 1) * int(sides) + extra


def _half_spans(area: Any, parallel_to: str) -> dict[str, float]:
    """Half the line's length (``along``) and half the table's depth across it (``across``)
    on the smallest table the play area allows."""
    length, width = area.least_length, area.least_width
    along, across = (length, width) if parallel_to == "long" else (width, length)
    return {"along": along / 2, "across": across / 2}


def _inches(value: float) -> str:
    return f"{value:g}"


def check_line_placements(rules: Any) -> list[Finding]:
    """Everything put at a distance from a line fits on the smallest table allowed, and
    everything put back from a line says on whose side it goes.

    :raises RulesDataError: for a placement measured from a line the model does not hold, or
        a distance that cannot be read.
    """
    from rulesref.errors import RulesDataError

    placements = getattr(rules, "line_placements", ())
    area = getattr(rules, "play_area", None)
    lines = {fold(line.name): line for line in getattr(rules, "table_lines", ())}
    out: list[Finding] = []
    for place in placements:
        line = lines.get(fold(place.line))
        if line is None:
            raise RulesDataError("table.yaml", "line_placements",
                                 f"{place.rule}: no table line named {place.line!r}")
        where = f"{place.rule}:{place.item}"
        if area is not None and not place.within:
            half = _half_spans(area, line.parallel_to)[place.measured]
            over = [d for d in place.distances if most_inches(d) >= half]
            if over:
                out.append(_beyond_edge(place, line, area, half, over, where))
        if place.measured == "across" and not place.within and place.side is None:
            out.append(Finding(
                f"placement:side:{where}", CHECK,
                f"{place.rule} puts the {place.item} {' or '.join(place.distances)} inches back "
                f"from the {line.name}, which splits the table between the sides, but does not "
                "say on whose side of it: name the side", str(place.cite), None, "line_placements",
                kind=Kind.MISSING, citations=(str(line.cite),),
                facts=facts(rule=fold(place.rule), item=fold(place.item), line=line.name,
                            distances=place.distances)))
    return out


def _beyond_edge(place: Any, line: Any, area: Any, half: float, over: list[str],
                 where: str) -> Finding:
    size = f"{_inches(area.least_length)} by {_inches(area.least_width)} inches"
    how = (f"from the midpoint of the {line.name}, which runs {_inches(half)} inches each way "
           "from it" if place.measured == "along" else
           f"back from the {line.name}, which lies {_inches(half)} inches from the table edge")
    printed = " or ".join(f'{d} (up to {_inches(most_inches(d))})' if not d.strip().isdigit()
                          else d for d in over)
    return Finding(
        f"placement:beyond-edge:{where}", CHECK,
        f"{place.rule} puts the {place.item} {printed} inches {how} on the smallest table the "
        f"book allows ({size}): at {_inches(half)} inches or more it lands on the table edge or "
        f"beyond it; give a distance under {_inches(half)} inches, or a larger least table",
        str(place.cite), None, "line_placements", kind=Kind.CONFLICT,
        citations=(str(line.cite), str(area.cite)),
        facts=facts(rule=fold(place.rule), item=fold(place.item), measured=place.measured,
                    distances=over, half=half))
