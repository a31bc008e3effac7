"""``search`` as a function: its answer record, its limits and its paging."""

from __future__ import annotations

import pytest

from rulesref.core import searchrank
from rulesref.core.answers import MAX_QUERY, search
from rulesref.core.commands import Verdict
from rulesref.errors import RulesError


def test_the_query_limit_is_the_rankings() -> None:
    assert MAX_QUERY == searchrank.MAX_QUERY
    with pytest.raises(RulesError) as caught:
        search("q" * (MAX_QUERY + 1))
    assert "qqqq" not in str(caught.value)


def test_an_empty_search_is_an_answer_and_pages_follow_on() -> None:
    assert search("zzzzqqqq").verdict is Verdict.OK
    first = search("charge", limit=2).to_json()["results"]
    second = search("charge", limit=2, offset=2).to_json()
    both = search("charge", limit=4).to_json()["results"]
    assert second["offset"] == 2
    assert [h["name"] for h in first + second["results"]] == [h["name"] for h in both]
    with pytest.raises(RulesError, match="limit must be 1 to 100"):
        search("charge", limit=0)
