"""The site's search index, written at the end of the build to ``rules-search.json`` for
the search page: the shared index of every game's rules objects (the one the command line and
the MCP server rank, :mod:`rulesref.core.searchrank`), each with its page's link, and apart
from it an index of the game pages' sections, steps and readings, listed after the objects.

Objects come from the installed rulesets (their links from the ``rules`` domain); the page
entries are collected from each game page's doctree at ``doctree-read``
(:func:`collect_entries`, a pure walk) and kept in the domain's data, so incremental and
parallel builds keep them right. Maintainer pages (the verification reports) are left out.
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


#: For a rules object no directive describes, the kinds of page entry that show it, best first.
ENTRY_KINDS: Mapping[str, tuple[str, ...]] = {
    "rule": ("rule of play",), "phase": ("phase", "step"), "reading": ("reading",),
}
MAINTAINER_PAGES = frozenset({"verification"})
"""Generated page kinds for maintainers: their findings are left out of the player's search."""
PAGE_META = "rules-page"
"""The page metadata key that names the kind of a generated page."""


def records(
    objects: Iterable[Mapping[str, Any]],
    domain_objects: Iterable[RulesObject],
    aliases: Mapping[tuple[str, str, str], list[str]],
    entries: Mapping[str, tuple[str, list[Entry]]],
    titles: Mapping[str, str],
    uri: Any,
) -> dict[str, Any]:
    """The index as JSON-ready data: ``titles`` (game names for people, by game), ``objects``
    (the shared index of every game's rules objects, :mod:`rulesref.core.searchrank`, each
    document with its page ``link`` and ``meta``) and ``pages`` (the same kind of index over
    the game pages' sections, steps and readings, listed after the objects).

    :param objects: the rules objects as :func:`rulesref.core.search.document` makes them.
    :param domain_objects: the objects the pages describe, for their links and meta; those
        of a game no installed ruleset holds are indexed as they are described.
    :param aliases: the aliases of a described object, by the object's key.
    :param entries: a page's game and its entries, by docname (maintainer pages left out).
    :param titles: game display names by game.
    :param uri: docname -> the page's URL relative to the site root.
    """
    from rulesref.core import searchrank

    objects = list(objects)
    installed = {str(o["game"]) for o in objects}
    described: dict[tuple[str, str], list[RulesObject]] = {}
    for obj in sorted(domain_objects, key=lambda o: (o.game, o.objtype, names.fold(o.name))):
        described.setdefault((obj.game, names.fold(obj.name)), []).append(obj)
        if obj.game not in installed:
            objects.append({"game": obj.game, "kind": obj.label.replace(" ", "-"),
                            "name": obj.name, "summary": obj.summary,
                            "aliases": aliases.get((obj.game, obj.objtype,
                                                    names.fold(obj.name)), []),
                            "words": [], "citation": obj.cite})
    pages = []
    anchored: dict[tuple[str, str], list[tuple[str, str]]] = {}
    home: dict[str, tuple[int, str]] = {}
    for docname in sorted(entries):
        game, found_entries = entries[docname]
        if docname.rsplit("/", 1)[-1] == "index":
            depth = docname.count("/")
            if game not in home or depth < home[game][0]:
                home[game] = (depth, uri(docname))
        for entry in found_entries:
            link = uri(docname) + (f"#{entry.node_id}" if entry.node_id else "")
            pages.append({"game": game, "kind": entry.kind, "name": entry.name,
                          "summary": entry.summary, "link": link, "meta": ""})
            anchored.setdefault((game, names.fold(entry.name)), []).append((entry.kind, link))
    docs = []
    for doc in objects:
        game, name = str(doc["game"]), names.fold(str(doc["name"]))
        found = described.get((game, name), [])
        label = str(doc["kind"]).replace("-", " ")
        best = next((o for o in found if o.label.casefold() == label), None) or \
            (found[0] if found else None)
        link, meta = "", str(doc.get("citation", ""))
        if best is not None:
            link = f"{uri(best.docname)}#{best.node_id}"
            meta = " · ".join(x for x in (best.annotation, best.cost, best.cite) if x) or meta
        else:  # a rule, phase or reading: the step or row that shows it, else the game's page
            places = anchored.get((game, name), [])
            wanted = ENTRY_KINDS.get(str(doc["kind"]), ())
            link = next((ln for kind, ln in places if kind in wanted), "") or \
                (places[0][1] if places else home.get(game, (0, ""))[1])
        docs.append({**doc, "summary": _short(str(doc["summary"])), "link": link,
                     "meta": meta})
    return {"format": searchrank.FORMAT, "titles": dict(titles),
            "objects": searchrank.build(docs), "pages": searchrank.build(pages)}


def index_data(app: Sphinx) -> dict[str, Any]:
    """The index of the whole site, from the domain of a finished build."""
    from rulesref.core.search import document, installed_index
    from rulesref.docs.sphinxext.pages import configured_games

    env = app.env
    domain = cast(RulesDomain, env.get_domain("rules"))
    pages = {d: (str(env.metadata.get(d, {}).get(GAME_META, "")), found)
             for d, found in domain.entries.items() if d in env.all_docs
             and env.metadata.get(d, {}).get(PAGE_META) not in MAINTAINER_PAGES}
    documented = set(configured_games(app.config))
    objects = [document(o) for o in installed_index().objects if o.game in documented] \
        if documented else []
    games = {str(o["game"]) for o in objects} | {g for g, _ in pages.values()}
    titles = {g: game_title(env, g) for g in sorted(games)}
    described_aliases: dict[tuple[str, str, str], list[str]] = {}
    for key, alias in domain.aliases.items():
        described_aliases.setdefault(alias.key, []).append(key[2])
    return records(objects, domain.objects.values(), described_aliases, pages, titles,
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
    """How many records of each kind an index holds, objects then page entries (for reports
    and tests)."""
    for part in ("objects", "pages"):
        counts: dict[int, int] = {}
        for row in data[part]["docs"]:
            counts[row["kind"]] = counts.get(row["kind"], 0) + 1
        for i, kind in enumerate(data[part]["kinds"]):
            yield kind, counts.get(i, 0)
