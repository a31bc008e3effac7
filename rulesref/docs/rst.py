"""Small pure helpers that write reStructuredText: escaping, headings, tables, roles.

Everything here returns strings or yields lines; nothing imports Sphinx or docutils.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence

from rulesref.core import names

#: Heading underline characters by level: page title, section, subsection.
UNDERLINES = ("=", "-", "~", "^")

_SPECIAL = re.compile(r"([\\`*|_<>\[\]])")
_FIELD_START = re.compile(r"^:(?![\w:+.-]+:`)")
_LIST_START = re.compile(r"^(?:[-+*•]\s|#\.|\(?\d+[.)]\s|\(?[a-zA-Z][.)]\s|\(?[IVXivx]+[.)]\s)")


def inline(text: str) -> str:
    """``text`` as literal reST inside a line: markup characters escaped, whitespace folded."""
    flat = " ".join(str(text).split())
    escaped = _SPECIAL.sub(r"\\\1", flat)
    if escaped.endswith("::"):
        escaped = escaped[:-1] + "\\:"
    return escaped


def guard(formatted: str) -> str:
    """Formatted reST that starts a paragraph, guarded so that it cannot start a list or an
    enumeration (``"p. 12, ..."`` would otherwise be item *p* of a list)."""
    if formatted.startswith("\\") or formatted.startswith(".. "):
        return formatted
    if (_LIST_START.match(formatted) or _FIELD_START.match(formatted)
            or (len(formatted) >= 4 and len(set(formatted)) == 1)):
        return "\\ " + formatted
    return formatted


def escape(text: str) -> str:
    """``text`` as a literal reST paragraph: :func:`inline`, then :func:`guard`."""
    return guard(inline(text))


def slug(name: str) -> str:
    """A stable, ASCII identifier for a name: ``"Who’s Next?"`` → ``whos-next``."""
    folded = names.fold(name).replace("'", "")
    out = re.sub(r"[^a-z0-9]+", "-", folded).strip("-")
    return out or "x"


def role(name: str, target: str, title: str | None = None) -> str:
    """An interpreted-text role: ``:name:`target``` or ``:name:`title <target>```."""
    target = target.replace("`", "").replace("<", "").replace(">", "")
    if title is None or title == target:
        return f":{name}:`{target}`"
    return f":{name}:`{_role_title(title)} <{target}>`"


#: What separates a chart cell link's grade and its popover's name, summary and citation.
CELL_PARTS = " | "


def cell_role(target: str, grade: str, name: str, summary: str, citation: str) -> str:
    """``:rules:tn:``, a colour-graded link to a chart cell's explanation (the label
    ``target``), carrying the name, summary and citation its popover shows."""
    parts = (" ".join(part.replace("|", "/").split())
             for part in (grade, name, summary, citation))
    return role("rules:tn", target, CELL_PARTS.join(parts))


def _role_title(title: str) -> str:
    return title.replace("`", "").replace("<", r"\<").replace(">", r"\>")


def heading(title: str, level: int = 1, label: str | None = None) -> Iterator[str]:
    """A section heading (level 0 is the page title), optionally preceded by a label."""
    if label:
        yield f".. _{label}:"
        yield ""
    text = escape(title)
    yield text
    yield UNDERLINES[level] * max(len(text), 4)
    yield ""


def paragraph(text: str) -> Iterator[str]:
    """One paragraph of already-formatted reST, followed by a blank line."""
    if text:
        yield guard(text)
        yield ""


def indent(lines: Iterable[str], by: int = 3) -> Iterator[str]:
    """Lines indented by ``by`` spaces (blank lines stay blank)."""
    pad = " " * by
    for line in lines:
        yield pad + line if line else ""


def directive(
    name: str, argument: str = "", options: Sequence[tuple[str, str]] = (),
    content: Iterable[str] = (),
) -> Iterator[str]:
    """A directive block with options and indented content."""
    yield f".. {name}:: {argument}".rstrip()
    for key, value in options:
        yield f"   :{key}: {value}".rstrip()
    body = list(content)
    if body:
        yield ""
        yield from indent(body)
    yield ""


def option_text(text: str) -> str:
    """A directive option value: one line, no leading or trailing space."""
    return " ".join(str(text).split())


def list_table(
    header: Sequence[str],
    rows: Iterable[Sequence[str]],
    *,
    title: str = "",
    widths: Sequence[int] | None = None,
    classes: Sequence[str] = (),
    stub_columns: int = 0,
) -> Iterator[str]:
    """A ``list-table`` whose cells are already-formatted reST (one line each, or lines
    separated by ``\\n`` for cells holding several paragraphs)."""
    yield f".. list-table:: {title}".rstrip()
    yield "   :header-rows: 1"
    if widths:
        yield "   :widths: " + " ".join(str(w) for w in widths)
    if stub_columns:
        yield f"   :stub-columns: {stub_columns}"
    if classes:
        yield "   :class: " + " ".join(classes)
    yield ""
    for row in [header, *rows]:
        first = True
        for cell in row:
            bullet = "   * - " if first else "     - "
            first = False
            cell_lines = guard(str(cell)).split("\n") if cell else [""]
            yield (bullet + cell_lines[0]).rstrip()
            for extra in cell_lines[1:]:
                yield ("       " + extra).rstrip() if extra else ""
    yield ""


def bullets(items: Iterable[str]) -> Iterator[str]:
    """A bullet list of already-formatted reST items."""
    any_item = False
    for item in items:
        any_item = True
        yield f"- {guard(item)}"
    if any_item:
        yield ""


def field_list(fields: Iterable[tuple[str, str]]) -> Iterator[str]:
    """A field list (``:Name: value``) of already-formatted values; empty values are left out."""
    any_field = False
    for key, value in fields:
        if value:
            any_field = True
            yield f":{inline(key)}: {guard(value)}"
    if any_field:
        yield ""


def comment(text: str) -> Iterator[str]:
    """A reST comment."""
    yield f".. {text}"
    yield ""


def stat(value: int | None, unit: str = "") -> str:
    """A stat as the book prints it: ``-`` for none."""
    return "–" if value is None else f"{value}{unit}"
