"""Sphinx's page search index keeps every page's index entries on a rebuild
(:mod:`rulesref.docs.sphinxext.pagesearch`), without a build."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from rulesref.docs.sphinxext.pagesearch import Entries, entries_by_page, merged

PAGES = ["cli", "games/toy/keywords", "games/demo/cards", "index"]


def frozen_of(pages: dict[str, Entries]) -> dict[str, Any]:
    """What Sphinx's indexer writes for these entries (its ``freeze``, index entries only)."""
    docnames = sorted(pages)
    index = {name: i for i, name in enumerate(docnames)}
    out: dict[str, list[tuple[int, str, bool]]] = {}
    for page, entries in pages.items():
        for term, target, main in entries:
            out.setdefault(term.lower(), []).append((index[page], target, main == "main"))
    return {"docnames": docnames, "indexentries": out}


entries = st.lists(st.tuples(st.sampled_from(["hero", "elite", "magic phase", "--json"]),
                             st.sampled_from(["", "kw-hero", "cmdoption-x"]),
                             st.sampled_from(["", "main"])),
                   unique=True).map(sorted)
indexes = st.dictionaries(st.sampled_from(PAGES), entries, min_size=1)


@given(indexes)
def test_entries_read_back_from_a_written_index_write_out_the_same(pages: dict[str, Entries]
                                                                    ) -> None:
    back = entries_by_page(frozen_of(pages))
    assert back == {page: found for page, found in pages.items() if found}


def test_a_kept_page_gets_its_entries_back_and_a_rewritten_page_keeps_its_new_ones() -> None:
    previous = {"cli": [("--json", "cmdoption-x", "")], "index": [("hero", "kw-hero", "main")]}
    current: dict[str, Entries] = {"index": []}  # rewritten, and now without entries
    assert merged(current, previous, ["index", "cli"]) == {
        "cli": [("--json", "cmdoption-x", "")], "index": []}


def test_a_page_no_longer_in_the_index_is_dropped_and_pages_come_in_order() -> None:
    previous = {"gone": [("hero", "", "")], "index": [("elite", "", "")]}
    current = {"cli": [("--json", "", "")]}
    out = merged(current, previous, ["index", "cli"])
    assert list(out) == ["cli", "index"]
    assert "gone" not in out


def test_a_malformed_previous_index_gives_nothing_back() -> None:
    assert entries_by_page({}) == {}
    assert entries_by_page({"docnames": ["a"], "indexentries": {"x": [[5, "", False]]}}) == {}
