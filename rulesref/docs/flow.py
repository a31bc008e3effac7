"""A flow diagram of a turn sequence, drawn as inline SVG from the sequence records.

No external tool is involved: the layout is a fixed grid (one row per phase, its steps to the
right, a loop arrow back to the first phase), so the diagram builds offline and prints.
Colours come from CSS classes, with plain fallbacks for readers without the site's styles.
"""

from __future__ import annotations

import html
import itertools
import textwrap
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

from rulesref.core.sequences import Sequence

WIDTH = 800
PHASE_X, PHASE_W = 44, 190
STEP_X, STEP_W, STEP_GAP = 262, 92, 14
ROW_GAP = 30
LINE = 14
WRAP = 13


@dataclass(frozen=True, slots=True)
class Box:
    """A labelled box of the diagram."""

    x: int
    y: int
    w: int
    h: int
    lines: tuple[str, ...]
    kind: str
    href: str | None = None


def _wrap(text: str, width: int) -> tuple[str, ...]:
    return tuple(textwrap.wrap(text, width=width, break_long_words=False)) or ("",)


def _box_svg(box: Box) -> Iterator[str]:
    cx = box.x + box.w // 2
    first = box.y + box.h // 2 - (len(box.lines) - 1) * LINE // 2 + 4
    if box.href:  # the list beside the drawing is the keyboard's way in
        yield f'<a href="{html.escape(box.href)}" tabindex="-1">'
    yield (f'<rect class="rules-flow-{box.kind}" x="{box.x}" y="{box.y}" width="{box.w}" '
           f'height="{box.h}" rx="6" fill="#f3f4f6" stroke="#6b7280"/>')
    yield (f'<text class="rules-flow-text rules-flow-text-{box.kind}" x="{cx}" y="{first}" '
           'text-anchor="middle" fill="#111827">')
    for i, line in enumerate(box.lines):
        dy = 0 if i == 0 else LINE
        yield f'<tspan x="{cx}" dy="{dy}">{html.escape(line)}</tspan>'
    yield "</text>"
    if box.href:
        yield "</a>"


def _arrow(x1: int, y1: int, x2: int, y2: int, marker: str, dashed: bool = False) -> str:
    dash = ' stroke-dasharray="4 3"' if dashed else ""
    end = "" if dashed else f' marker-end="url(#{marker})"'
    return (f'<line class="rules-flow-line" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" '
            f'stroke="#6b7280" stroke-width="1.5"{dash}{end}/>')


def flow_svg(
    round_sequence: Sequence,
    substeps: Mapping[str, Sequence],
    *,
    anchor: Callable[[str], str],
    before: str | None = None,
    before_anchor: str | None = None,
    after: str | None = None,
    loop_label: str = "next round",
    ident: str = "rules-flow",
) -> str:
    """The SVG markup of ``round_sequence``: each step (a phase) in a row with the steps of
    its ``substeps`` sequence beside it, arrows in order, and a loop back to the start.

    :param anchor: the in-page anchor of a phase, by name (phase boxes link to it).
    :param before: a box above the first phase (the set-up), if any.
    :param after: a box below the last phase (the game's end), if any.
    """
    marker = f"{ident}-arrow"
    boxes: list[Box] = []
    lines: list[str] = []
    y = 12
    if before:
        boxes.append(Box(PHASE_X, y, PHASE_W, 36, _wrap(before, 26), "edge",
                         f"#{before_anchor}" if before_anchor else None))
        y += 36 + ROW_GAP
    rows: list[Box] = []
    for step in round_sequence.steps:
        detail = substeps.get(step.substeps) if step.substeps else None
        step_lines = [_wrap(s.name, WRAP) for s in detail.steps] if detail else []
        height = max(44, 16 + LINE * max((len(s) for s in step_lines), default=1))
        phase = Box(PHASE_X, y, PHASE_W, height, _wrap(step.name, 24), "phase",
                    f"#{anchor(step.name)}")
        rows.append(phase)
        boxes.append(phase)
        for i, wrapped in enumerate(step_lines):
            x = STEP_X + i * (STEP_W + STEP_GAP)
            boxes.append(Box(x, y, STEP_W, height, wrapped, "step"))
            if i == 0:
                lines.append(_arrow(PHASE_X + PHASE_W, y + height // 2, x, y + height // 2,
                                    marker, dashed=True))
            else:
                lines.append(_arrow(x - STEP_GAP, y + height // 2, x - 2, y + height // 2,
                                    marker))
        y += height + ROW_GAP
    cx = PHASE_X + PHASE_W // 2
    if before and rows:
        lines.append(_arrow(cx, 12 + 36, cx, rows[0].y - 2, marker))
    for upper, lower in itertools.pairwise(rows):
        lines.append(_arrow(cx, upper.y + upper.h, cx, lower.y - 2, marker))
    if after and rows:
        last = rows[-1]
        boxes.append(Box(PHASE_X, y, PHASE_W, 36, _wrap(after, 26), "edge"))
        lines.append(_arrow(cx, last.y + last.h, cx, y - 2, marker))
        y += 36
    if rows:
        first, last = rows[0], rows[-1]
        ly, fy = last.y + last.h // 2, first.y + first.h // 2
        lines.append(f'<path class="rules-flow-line" d="M{PHASE_X} {ly} H16 V{fy} '
                     f'H{PHASE_X - 2}" fill="none" stroke="#6b7280" stroke-width="1.5" '
                     f'marker-end="url(#{marker})"/>')
        mid = (ly + fy) // 2
        lines.append(f'<text class="rules-flow-text rules-flow-loop" x="11" y="{mid}" '
                     f'text-anchor="middle" transform="rotate(-90 11 {mid})" '
                     f'fill="#111827">{html.escape(loop_label)}</text>')
    height = y + 12
    names = ", ".join(s.name for s in round_sequence.steps)
    out = [
        f'<svg class="rules-flow" id="{ident}" '
        f'viewBox="0 0 {WIDTH} {height}" width="100%" aria-hidden="true" '
        'focusable="false">',
        f'<title id="{ident}-title">{html.escape(round_sequence.name)}</title>',
        f'<desc id="{ident}-desc">{html.escape(names)}, then {html.escape(loop_label)}'
        '</desc>',
        f'<defs><marker id="{marker}" viewBox="0 0 10 10" refX="9" refY="5" '
        'markerWidth="7" markerHeight="7" orient="auto-start-reverse">'
        '<path class="rules-flow-head" d="M0 0 L10 5 L0 10 z" fill="#6b7280"/></marker></defs>',
        *lines,
    ]
    for box in boxes:
        out.extend(_box_svg(box))
    out.append("</svg>")
    return "\n".join(out)


def flow_list(
    round_sequence: Sequence,
    substeps: Mapping[str, Sequence],
    *,
    anchor: Callable[[str], str],
    step_anchor: Callable[[str, str], str] | None = None,
    before: str | None = None,
    before_anchor: str | None = None,
    after: str | None = None,
    loop_label: str = "next round",
) -> str:
    """The diagram as an HTML list: each phase a link with its steps (links too when
    ``step_anchor`` gives their ids, from the sequence id and the step name)."""
    def link(text: str, target: str | None) -> str:
        if target is None:
            return f"<span>{html.escape(text)}</span>"
        return f'<a href="#{html.escape(target)}">{html.escape(text)}</a>'

    out = [f'<ol class="rules-flow-list" aria-label="{html.escape(round_sequence.name)}">']
    if before:
        out.append(f'<li class="rules-flow-edge">{link(before, before_anchor)}</li>')
    for step in round_sequence.steps:
        out.append(f"<li>{link(step.name, anchor(step.name))}")
        detail = substeps.get(step.substeps) if step.substeps else None
        if detail is not None and detail.steps:
            out.append("<ol>")
            for sub in detail.steps:
                target = step_anchor(detail.id, sub.name) if step_anchor else None
                out.append(f"<li>{link(sub.name, target)}</li>")
            out.append("</ol>")
        out.append("</li>")
    if after:
        out.append(f'<li class="rules-flow-edge"><span>{html.escape(after)}</span></li>')
    out.append(f'<li class="rules-flow-loop-note">then back to '
               f'{html.escape(round_sequence.steps[0].name if round_sequence.steps else "")}: '
               f'{html.escape(loop_label)}</li>')
    out.append("</ol>")
    return "\n".join(out)


def flow_figure(
    round_sequence: Sequence,
    substeps: Mapping[str, Sequence],
    *,
    anchor: Callable[[str], str],
    step_anchor: Callable[[str, str], str] | None = None,
    before: str | None = None,
    before_anchor: str | None = None,
    after: str | None = None,
    loop_label: str = "next round",
    ident: str = "rules-flow",
) -> str:
    """The drawing (for wide screens, hidden from screen readers) and the same flow as a
    list of links (the diagram on a phone, for keyboards and screen readers), in a figure."""
    svg = flow_svg(round_sequence, substeps, anchor=anchor, before=before,
                   before_anchor=before_anchor, after=after, loop_label=loop_label,
                   ident=ident)
    listing = flow_list(round_sequence, substeps, anchor=anchor, step_anchor=step_anchor,
                        before=before, before_anchor=before_anchor, after=after,
                        loop_label=loop_label)
    return "\n".join([f'<figure class="rules-flow-figure" id="{ident}-figure">', svg,
                      listing, "</figure>"])
