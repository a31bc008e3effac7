"""Sphinx's own page search (``searchindex.js``, the "Pages that mention it" results) kept
whole across incremental builds.

Sphinx reloads the previous index for the pages it does not rewrite, but its loader skips
the index entries (the ``index`` directive's terms, which our generated pages use for every
keyword and rule): after any rebuild only the rewritten pages keep them, so searching for a
keyword on a rebuilt site loses its index hits, and the changed index makes the service
worker's precache differ from a clean build's. :func:`keep_index_entries` puts the kept
pages' entries back from the previous index before Sphinx writes the new one, and orders
them by page, so a rebuild writes the same bytes as a clean build of the same sources.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx

Entries = list[tuple[str, str, str]]
"""One page's index entries as Sphinx's indexer keeps them: (term, target id, ``"main"`` or
``""``)."""


def entries_by_page(frozen: Mapping[str, Any]) -> dict[str, Entries]:
    """The index entries of each page, from a written (frozen) search index.

    The frozen form keys entries by lower-cased term; the indexer lower-cases them again
    when it writes, so entries read back this way write out the same."""
    docnames = frozen.get("docnames") or ()
    pages: dict[str, set[tuple[str, str, str]]] = {}
    for term, hits in (frozen.get("indexentries") or {}).items():
        for doc, target_id, main in hits:
            if isinstance(doc, int) and 0 <= doc < len(docnames):
                pages.setdefault(docnames[doc], set()).add(
                    (term, target_id or "", "main" if main else ""))
    return {page: sorted(entries) for page, entries in pages.items()}


def merged(current: Mapping[str, Entries], previous: Mapping[str, Entries],
           pages: Iterable[str]) -> dict[str, Entries]:
    """The entries to write: a rewritten page's own, else what the previous index held for
    it; only for pages that still exist, in page order."""
    out: dict[str, Entries] = {}
    for page in sorted(pages):
        if page in current:
            out[page] = current[page]
        elif page in previous:
            out[page] = previous[page]
    return out


def _previous(app: Sphinx) -> dict[str, Entries]:
    builder: Any = app.builder
    path = Path(builder.outdir) / builder.searchindex_filename
    try:
        with open(path, encoding="utf-8") as stream:
            frozen = builder.indexer_format.load(stream)
    except (OSError, ValueError):
        return {}
    return entries_by_page(frozen) if isinstance(frozen, dict) else {}


def keep_index_entries(app: Sphinx) -> list[Any]:
    """``html-collect-pages``: runs after every page is written and before Sphinx writes
    the search index. Adds no page."""
    indexer = getattr(app.builder, "indexer", None)
    current = getattr(indexer, "_index_entries", None)
    if not isinstance(current, dict) or not getattr(app.builder, "indexer_dumps_unicode",
                                                    False):
        return []
    # only pages in the index (a page without a title has no entry in it)
    pages = getattr(indexer, "_titles", None)
    kept = merged(current, _previous(app), pages if isinstance(pages, dict) else ())
    current.clear()
    current.update(kept)
    return []
