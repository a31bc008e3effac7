"""``:rules:odds:`15/36```: an exact chance shown as a percentage (``42%``), with the
fraction on hover (its title) and on tap or focus (revealed by the stylesheet, no script
needed); screen readers read both.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from docutils import nodes
from docutils.nodes import Node, system_message

_FRACTION = re.compile(r"^\s*(\d+)\s*/\s*(\d+)\s*$")


def percent(value: Fraction) -> str:
    """A chance as a percentage: whole above 10%, one decimal above 1%, two below; a chance
    that is neither 0 nor 1 never shows as ``0%`` or ``100%``."""
    if value in (0, 1):
        return f"{int(value) * 100}%"
    if value < Fraction(1, 20000):
        return "<0.01%"
    if value > Fraction(199, 200):
        return ">99%"
    places = 0 if value >= Fraction(1, 10) else 1 if value >= Fraction(1, 100) else 2
    return f"{float(value):.{places}%}"


def odds_role(
    name: str, rawtext: str, text: str, lineno: int, inliner: Any,
    options: dict[str, Any] | None = None, content: Any = (),
) -> tuple[list[Node], list[system_message]]:
    """``:rules:odds:`N/D```: ``N`` ways in ``D`` as a percentage with its fraction."""
    match = _FRACTION.match(text)
    if match is None or int(match.group(2)) == 0:
        msg = inliner.reporter.error(f"rules:odds needs N/D, not {text!r}", line=lineno)
        return [inliner.problematic(rawtext, rawtext, msg)], [msg]
    ways, total = int(match.group(1)), int(match.group(2))
    node = nodes.inline(rawtext, "", classes=["rules-odds"])
    node += nodes.Text(percent(Fraction(ways, total)))
    node += nodes.inline("", f" ({ways} in {total})", classes=["rules-odds-fraction"])
    return [node], []
