"""The site's object search index: every rules object, phase, step, rule of play and
reading as one record with its game, kind, name, summary and link, written at the end of
the build to ``rules-search.json`` for the search page (MiniSearch, in the browser).

Objects come from the ``rules`` domain; the other entries are collected from each game
page's doctree at ``doctree-read`` (:func:`collect_entries`, a pure walk) and kept in the
domain's data, so incremental and parallel builds keep them right.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any, NamedTuple, cast

from docutils import nodes
from sphinx.application import Sphinx

from rulesref.core import names
from rulesref.docs.sphinxext.anchors import rules_anchor
from rulesref.docs.sphinxext.domain import RulesDomain, RulesObject, game_title

INDEX_FILE = "rules-search.json"
SUMMARY_LENGTH = 220
GAME_META = "rules-game"
"""The page metadata key that names the game a generated page belongs to."""


class Entry(NamedTuple):
    """A search entry that is not a rules object: a phase, a step, a reading, a page."""

    kind: str
    name: str
    summary: str
    node_id: str
    """The anchor on the page; empty for the page itself."""


def _short(text: str, length: int = SUMMARY_LENGTH) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= length else flat[: length - 1].rsplit(" ", 1)[0] + "…"


def _own_paragraph(node: nodes.Element) -> nodes.Element:
    parent = node.parent
    while parent is not None and not isinstance(parent, nodes.paragraph | nodes.entry):
        parent = parent.parent
    return parent if parent is not None else node


def _anchor_entry(anchor: rules_anchor) -> Entry:
    """A permalinked step or row: its bold name (or first cell), and the rest as summary."""
    holder = _own_paragraph(anchor)
    row = holder.parent
    while row is not None and not isinstance(row, nodes.row):
        row = row.parent
    strong = next(iter(holder.findall(nodes.strong)), None)
    if row is not None:
        cells = [" ".join(c.astext().split()) for c in row.children]
        name = strong.astext() if strong is not None else cells[0].lstrip("#").strip()
        rest = [c for c in cells[1:] if c]
        summary = " · ".join(rest[:-1] if len(rest) > 1 else rest)
    else:
        text = " ".join(holder.astext().split()).lstrip("#").strip()
        name = strong.astext() if strong is not None else text.split(":", 1)[0]
        summary = text.split(":", 1)[1] if ":" in text else ""
    return Entry(str(anchor["kind"]), " ".join(name.split()), _short(summary),
                 str(anchor["ids"][0]))


def _field(container: nodes.Element, field_name: str) -> str:
    for field in container.findall(nodes.field):
        if len(field) == 2 and field[0].astext().strip() == field_name:
            return field[1].astext()
    return ""


def collect_entries(doctree: nodes.document) -> list[Entry]:
    """The search entries of one game page: the page, its phases and other sections, every
    permalinked step and row, and every reading."""
    out: list[Entry] = []
    for section in doctree.findall(nodes.section):
        if not section["ids"] or not len(section) or not isinstance(section[0], nodes.title):
            continue
        title = section[0].astext()
        para = next((c for c in section.children if isinstance(c, nodes.paragraph)), None)
        summary = _short(para.astext()) if para is not None else ""
        top = not isinstance(section.parent, nodes.section)
        phase = any("-phase-" in i for i in section["ids"])
        kind = "page" if top else "phase" if phase else "section"
        out.append(Entry(kind, title, summary, "" if top else section["ids"][-1]))
    for anchor in doctree.findall(rules_anchor):
        if anchor["ids"]:  # a link to an id something else carries is not an entry
            out.append(_anchor_entry(anchor))
    for container in doctree.findall(nodes.container):
        if "rules-reading" in container["classes"] and container["ids"]:
            strong = next(iter(container.findall(nodes.strong)), None)
            name = strong.astext() if strong is not None else container["ids"][0]
            out.append(Entry("reading", name, _short(_field(container, "Our reading")),
                             container["ids"][0]))
    return out


def doctree_read(app: Sphinx, doctree: nodes.document) -> None:
    """``doctree-read``: keep the entries of a generated game page in the domain."""
    env = app.env
    if not env.metadata.get(env.docname, {}).get(GAME_META):
        return
    domain = cast(RulesDomain, env.get_domain("rules"))
    domain.entries[env.docname] = collect_entries(doctree)


def records(
    objects: Iterable[RulesObject],
    aliases: Mapping[tuple[str, str, str], str],
    entries: Mapping[str, tuple[str, list[Entry]]],
    titles: Mapping[str, str],
    uri: Any,
) -> dict[str, Any]:
    """The index as JSON-ready data: game names, kinds, and one row per record
    ``[game, kind, name, aliases, summary, meta, link]`` (numbers index the first two lists).

    :param aliases: the folded aliases of an object, by the object's key.
    :param entries: a page's game and its entries, by docname.
    :param titles: game display names by game.
    :param uri: docname -> the page's URL relative to the site root.
    """
    games: dict[str, int] = {}
    kinds: dict[str, int] = {}
    rows: list[list[Any]] = []

    def add(game: str, kind: str, name: str, alias: str, summary: str, meta: str,
            link: str) -> None:
        g = games.setdefault(game, len(games))
        k = kinds.setdefault(kind, len(kinds))
        rows.append([g, k, name, alias, _short(summary), meta, link])

    for obj in sorted(objects, key=lambda o: (o.game, o.objtype, names.fold(o.name))):
        meta = " · ".join(x for x in (obj.annotation, obj.cost, obj.cite) if x)
        add(obj.game, obj.label, obj.name,
            aliases.get((obj.game, obj.objtype, names.fold(obj.name)), ""), obj.summary,
            meta, f"{uri(obj.docname)}#{obj.node_id}")
    for docname in sorted(entries):
        game, found = entries[docname]
        for entry in found:
            link = uri(docname) + (f"#{entry.node_id}" if entry.node_id else "")
            add(game, entry.kind, entry.name, "", entry.summary, "", link)
    return {"games": [titles.get(g, g) for g in games], "kinds": list(kinds), "docs": rows}


def _alias_text(domain: RulesDomain) -> dict[tuple[str, str, str], str]:
    out: dict[tuple[str, str, str], list[str]] = {}
    for key, alias in domain.aliases.items():
        out.setdefault(alias.key, []).append(key[2])
    return {k: " ".join(v) for k, v in out.items()}


def index_data(app: Sphinx) -> dict[str, Any]:
    """The index of the whole site, from the domain of a finished build."""
    env = app.env
    domain = cast(RulesDomain, env.get_domain("rules"))
    pages = {d: (str(env.metadata.get(d, {}).get(GAME_META, "")), found)
             for d, found in domain.entries.items() if d in env.all_docs}
    games = {o.game for o in domain.objects.values()} | {g for g, _ in pages.values()}
    titles = {g: game_title(env, g) for g in games}
    return records(domain.objects.values(), _alias_text(domain), pages, titles,
                   app.builder.get_target_uri)


def write_index(app: Sphinx, exc: BaseException | None) -> None:
    """``build-finished``: write the index beside the pages (HTML builders only)."""
    if exc is not None or app.builder.format != "html":
        return
    text = json.dumps(index_data(app), ensure_ascii=False, separators=(",", ":"))
    path = Path(app.outdir) / INDEX_FILE
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def kinds_in(data: Mapping[str, Any]) -> Iterator[tuple[str, int]]:
    """How many records of each kind an index holds (for reports and tests)."""
    counts: dict[int, int] = {}
    for row in data["docs"]:
        counts[row[1]] = counts.get(row[1], 0) + 1
    for i, kind in enumerate(data["kinds"]):
        yield kind, counts.get(i, 0)
