"""The lint's text patterns run in time linear in the line, held without any clock.

Two patterns were quadratic: blanking web and file names (``\\S+@\\S+\\.\\w+`` retried a long
token from each of its characters: 100 KB took 29 s) and finding ``Name [n]`` (a run of
capitalised words retried from each word: 36 KB took 12 s). Their replacements are held to
two things here, with hypothesis:

* the same answers as the old patterns (kept below as the specification) on lines short
  enough for the old ones to answer;
* on long adversarial lines, the sizes of what each pattern is handed: the token pattern
  never sees more than :data:`~rulesref.lint.known.MAX_PROSE_TOKEN` characters, and the
  searches for capitalised runs examine disjoint, increasing stretches of the line, so the
  characters examined in all are at most the line's length (the patterns themselves cannot
  backtrack into what they consumed: possessive runs, fixed alternatives).
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from rulesref.lint import known, terms
from rulesref.lint.known import MAX_PROSE_TOKEN, prose
from rulesref.lint.rulesets import rulesets
from rulesref.lint.terms import bracketed
from rulesref.lint.text import Phrase
from tests.badinput.runbin import run

OLD_NOT_PROSE = re.compile(r"(?:https?://|www\.)\S*|\S+@\S+\.\w+"
                           r"|^[\w \-]*\.(?:png|jpe?g|gif|svg|webp|html?|pdf)\s*$"
                           r"|\S+\.(?:png|jpe?g|gif|svg|webp|html?|pdf)\b", re.IGNORECASE)
OLD_BRACKETED = re.compile(r"((?:[A-Z][\w'’\-]*)(?: [A-Z][\w'’\-]*)*)\s?\[\s*([+\-]?\s?\d+"
                           r"|[xX])\s*\]")

PIECES = ["a", "A", "Hero", "x", "@", ".", "png", ".PNG", "http://", "www.", " ", "  ", "-",
          "'", "[", "]", "[+1]", "[X]", "[ 2 ]", "1", "\t", "é", "_", "Cursed Banner"]
LINES = st.lists(st.sampled_from(PIECES), max_size=30).map("".join)


@given(LINES)
@example("a.PNG\t")  # a file-name line with a trailing tab: the old pattern took the tab too
@example("www.x.png")  # an address opening a file-name line is blanked as an address
def test_prose_blanks_what_the_old_pattern_blanked(line: str) -> None:
    if any(len(t) > MAX_PROSE_TOKEN for t in line.split()):
        return
    assert prose(line) == OLD_NOT_PROSE.sub(lambda m: " " * len(m.group()), line)


@given(LINES)
def test_bracketed_finds_what_the_old_pattern_found(line: str) -> None:
    old = [(m.group(1), m.group(2), m.group(0), m.start()) for m in
           OLD_BRACKETED.finditer(line)]
    assert list(bracketed(line)) == old


def test_a_token_longer_than_a_word_is_blanked_whole() -> None:
    blob = "a" * (MAX_PROSE_TOKEN + 1)
    assert prose(f"Heavy {blob} Infantry") == "Heavy " + " " * len(blob) + " Infantry"


class _Sizes:
    """A compiled pattern that records what it is handed: (start, end) of the stretch each
    call may examine, and the length of the string."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.calls: list[tuple[int, int, int]] = []

    def _record(self, string: str, pos: int, endpos: int | None, found: Any) -> Any:
        end = found.end() if found is not None and endpos is None else (
            len(string) if endpos is None else endpos)
        self.calls.append((pos, end, len(string)))
        return found

    def search(self, string: str, pos: int = 0) -> Any:
        return self._record(string, pos, None, self.pattern.search(string, pos))

    def match(self, string: str, pos: int = 0) -> Any:
        return self._record(string, pos, None, self.pattern.match(string, pos))

    def fullmatch(self, string: str, pos: int = 0) -> Any:
        return self._record(string, pos, len(string), self.pattern.fullmatch(string, pos))

    def sub(self, repl: Any, string: str) -> str:
        self.calls.append((0, len(string), len(string)))
        return self.pattern.sub(repl, string)

    def finditer(self, string: str) -> Any:
        self.calls.append((0, len(string), len(string)))
        return self.pattern.finditer(string)


UNITS = ["a", "a.", "@", "a@", "Word ", "Hero ", "Hero [", "www.", "(", ".png", "A-", "' ",
         "Mstr. "]
LONG = st.tuples(st.lists(st.sampled_from(UNITS), min_size=1, max_size=3),
                 st.integers(5_000, 20_000)).map(lambda p: "".join(p[0]) * p[1])


@settings(max_examples=20, deadline=None)
@given(LONG)
def test_the_token_pattern_is_only_handed_short_tokens(line: str) -> None:
    with pytest.MonkeyPatch.context() as patch:
        token = _Sizes(known.NOT_PROSE_TOKEN)
        patch.setattr(known, "NOT_PROSE_TOKEN", token)
        blanked = prose(line)
    assert len(blanked) == len(line)
    assert all(end - start <= MAX_PROSE_TOKEN for start, end, _ in token.calls)
    assert sum(end - start for start, end, _ in token.calls) <= len(line)


@settings(max_examples=20, deadline=None)
@given(LONG)
def test_the_runs_are_examined_once(line: str) -> None:
    with pytest.MonkeyPatch.context() as patch:
        run = _Sizes(terms.CAPITALISED_RUN)
        tail = _Sizes(terms.BRACKET)
        patch.setattr(terms, "CAPITALISED_RUN", run)
        patch.setattr(terms, "BRACKET", tail)
        list(bracketed(line))
    stretches = sorted(run.calls)
    assert all(a[1] <= b[0] for a, b in itertools.pairwise(stretches)), (
        "a search went back over what an earlier one examined")
    assert sum(end - start for start, end, _ in stretches) <= len(line)
    assert len(tail.calls) <= len(run.calls)


@pytest.mark.parametrize(("name", "text"), [
    ("long-token.txt", "Heavy Infantry " + "a." * 50_000 + "\n"),
    ("capitals.txt", "Heavy " * 6_000 + "\n"),
    ("mail-like.txt", "a@" * 50_000 + "\n"),
    ("banners.txt", "Cursed Banner " * 16_000 + "\n"),  # the campaign's: every ending tried
    ("slips.txt", "them.., any where dwarfs dwarves Grönvik Gronvik " * 4_000 + "\n"),
    # the capitals, marks and order rules: a shown entry or a heading's neighbours are
    # looked for in bounded stretches, not in the rest of the line or the text
    ("marks.txt", "9. ABCD Aspects: mud Sky-eater Crown Of Reeds dry, (as Marsh - Frog "
                  "left to right (" * 3_000 + "\n"),
], ids=["long-token", "capitals", "mail-like", "banners", "slips",  # short: the id is in
         "marks"])  # the env
def test_a_hostile_manuscript_through_the_binary(tmp_path: Path, name: str, text: str
                                                 ) -> None:
    """The corpus files of the two patterns: read and checked like any manuscript (exit 0
    or 1 with findings), not hung (the subprocess timeout is a hang guard only)."""
    (tmp_path / name).write_text(text, encoding="utf-8")
    result = run(["lint", name, "--game", min(rulesets()), "--json"], cwd=tmp_path)
    assert result.returncode in (0, 1), result.stderr
    assert "internal error" not in result.stderr


class _CountingGroups(dict[str, list[Any]]):
    """Phrase groups that count how many phrases are looked up in them."""

    lookups = 0

    def __contains__(self, key: object) -> bool:
        self.lookups += 1
        return super().__contains__(key)


def test_folding_a_long_run_of_capitalised_words_tries_few_endings() -> None:
    # found by the fuzz campaign: a line of 16,000 "Cursed Banner"s took 6 s of processor
    # time, every ending of the 32,000-word phrase tried (and joined) in turn
    from types import SimpleNamespace

    phrase = " ".join(["Cursed", "Banner"] * 16_000)
    groups = _CountingGroups({phrase: []})
    known = SimpleNamespace(is_known=lambda key: False, head_nouns=frozenset())
    terms._merge_suffixes(groups, known)  # type: ignore[arg-type]
    assert groups.lookups <= terms.LONGEST_SUFFIX
    assert list(groups) == [phrase]


def test_a_long_phrase_still_folds_into_a_name_it_ends_with() -> None:
    from types import SimpleNamespace

    groups: dict[str, list[Any]] = {"Broken Weak Point Marker": [], "Weak Point Marker": []}
    known = SimpleNamespace(is_known=lambda key: False, head_nouns=frozenset())
    terms._merge_suffixes(groups, known)  # type: ignore[arg-type]
    assert list(groups) == ["Weak Point Marker"]


def test_an_unknown_run_ending_in_a_head_noun_looks_up_few_endings() -> None:
    # found in review: a line of thousands of "Fate"s and then "Deck." looked every ending
    # of the run up as a name, each joined and folded in turn (8,000 words: 29 s)
    from types import SimpleNamespace

    looked_up: list[str] = []

    def is_known(phrase: str) -> bool:
        looked_up.append(phrase)
        return phrase.lower() == "fate deck"

    words = ["Fate"] * 8_000 + ["deck"]
    known = SimpleNamespace(is_known=is_known, head_nouns=frozenset({"deck"}), longest=3)
    confidence = terms._undefined_confidence([], known, " ".join(words))  # type: ignore[arg-type]
    assert len(looked_up) <= 3
    assert max(len(p.split()) for p in looked_up) <= 3
    assert confidence == 0.0  # it still ends with a known name


def test_an_unknown_run_ending_in_a_head_noun_is_still_a_term() -> None:
    from types import SimpleNamespace

    known = SimpleNamespace(is_known=lambda phrase: False, head_nouns=frozenset({"marker"}),
                            longest=3)
    assert terms._undefined_confidence([], known, "weak point marker") == 0.6  # type: ignore[arg-type]


def test_a_long_run_beginning_with_head_nouns_is_not_looked_up_whole() -> None:
    from types import SimpleNamespace

    looked_up: list[str] = []

    def is_known(phrase: str) -> bool:
        looked_up.append(phrase)
        return False

    words = tuple(["Marker"] * 5_000 + ["Rules"])
    text = " ".join(words)
    occ = known.Occurrence(Phrase(text, 0, words, False), 1, None)
    vocabulary = SimpleNamespace(is_known=is_known, head_nouns=frozenset({"marker"}), longest=3,
                                 could_be_known=lambda n: n <= 3)
    stripped = terms._strip_leading(occ, vocabulary)  # type: ignore[arg-type]
    assert stripped.phrase.words == ("Marker", "Rules")
    assert all(len(p.split()) <= 3 for p in looked_up)
