"""One ranking: the site's search script (rulesref-rank.js, run in Node) and the command line's
(rulesref.core.searchrank) give the same results, scores to the last bit, over the shipped
index: for hand-picked player queries and for queries hypothesis makes from the index's own
words with typos, stop words, brackets and odd characters."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rulesref.core import searchrank
from rulesref.core.search import installed_index
from tests.site import missing

RANK_JS = (Path(__file__).resolve().parents[2] / "rulesref" / "docs" / "sphinxext" / "static"
           / "rulesref-rank.js")

RUNNER = """
const rank = require(process.argv[1]);
const data = JSON.parse(require("fs").readFileSync(0, "utf8"));
const out = data.calls.map(([q, o]) => [rank.rank(data.index, q, o),
                                        rank.words(q, data.index.settings)]);
process.stdout.write(JSON.stringify(out));
"""

QUERIES = [
    "terrian", "charge", "Hero [+1]", "how many Mercury tokens do I get each round",
    "devestating chrge", "wizrd", "who goes first", "line of sight", "Ljudlös", "HG014",
    "shooting", "Death’s Harvest", "the wages of sin", "moving", "charged", "spells",
    "stun", "suply card", "readings", "sheep", "a", "[+1]", "  ", "ß", "ЖЖЖ", "x" * 200,
    "fortune cards played", "can i shoot into combat", "what does wild do",
]


def _node() -> str:
    node = shutil.which("node")
    if node is None:
        missing("Node.js (node)")
        raise AssertionError  # pragma: no cover
    return node


def _js(calls: list[tuple[str, dict[str, Any]]]) -> list[Any]:
    data = json.dumps({"index": installed_index().data, "calls": calls})
    done = subprocess.run([_node(), "-e", RUNNER, str(RANK_JS)], input=data, text=True,
                          capture_output=True, check=True, timeout=300)
    result: list[Any] = json.loads(done.stdout)
    return result


def _py(calls: list[tuple[str, dict[str, Any]]]) -> list[Any]:
    data = installed_index().data
    return [[[[doc, score] for doc, score in searchrank.rank(data, q, **o)],
             searchrank.words(q)] for q, o in calls]


def vocabulary() -> list[str]:
    return sorted({w for o in installed_index().objects for w in o.name.split()})


def test_hand_picked_queries_rank_alike_with_and_without_filters() -> None:
    games = installed_index().games
    calls: list[tuple[str, dict[str, Any]]] = []
    for q in QUERIES:
        calls += [(q, {"limit": 10}), (q, {"game": games[0], "limit": 5}),
                  (q, {"prefer": games[-1], "limit": 10}),
                  (q, {"kind": "keyword", "limit": 5})]
    js, py = _js(calls), _py(calls)
    assert any(result[0] for result in py)  # the queries find something
    assert js == py


def _typo(word: str, at: int, how: int) -> str:
    at = at % max(1, len(word))
    if how == 0:
        return word[:at] + word[at + 1:]
    if how == 1 and at + 1 < len(word):
        return word[:at] + word[at + 1] + word[at] + word[at + 2:]
    if how == 2:
        return word[:at] + "e" + word[at:]
    return word.upper()


@settings(max_examples=10)  # each example ranks 20 queries in one Node run
@given(st.data())
def test_made_up_queries_rank_alike(data: st.DataObject) -> None:
    names = vocabulary()
    calls = []
    for _ in range(20):
        words = data.draw(st.lists(st.sampled_from(names), min_size=1, max_size=4))
        words = [_typo(w, data.draw(st.integers(0, 12)), data.draw(st.integers(0, 3)))
                 for w in words]
        extra = data.draw(st.sampled_from(["", " the", " [+2]", "'s", " how many", "?",
                                           " é", "-"]))
        calls.append((" ".join(words) + extra, {"limit": 10}))
    assert _js(calls) == _py(calls)
