"""The search engine: normalization, ranking, filters, and every game's objects; expected
results are chosen by hand from the books' names (each game's in its own test folder)."""

from __future__ import annotations

import pytest

from rulesref.core import registry
from rulesref.core.citation import Citation
from rulesref.core.search import (
    Kind,
    RulesObject,
    SearchIndex,
    find_game,
    game_packages,
    installed_index,
    normalize,
)
from rulesref.errors import UnknownNameError

CITE = Citation(book="Book", page=1, section="Somewhere")


def obj(name: str, kind: Kind = Kind.KEYWORD, summary: str = "Does a thing.",
        game: str = "demo", aliases: tuple[str, ...] = ()) -> RulesObject:
    return RulesObject(name=name, kind=kind, game=game, summary=summary, citation=CITE,
                       aliases=aliases)


@pytest.mark.parametrize(("text", "normal"), [
    ("Hero [+1]", "hero"), ("Short-Ranged", "short ranged"), ("Ljudlös", "ljudlos"),
    ("  Death’s   Harvest ", "deaths harvest"), ("Wheel (inches per point)", "wheel"),
])
def test_normalize(text: str, normal: str) -> None:
    assert normalize(text) == normal


def test_ranking_exact_then_prefix_then_words_then_typos() -> None:
    index = SearchIndex([obj("Charge"), obj("Charger Lance"), obj("Devastating Charge"),
                         obj("Charm"), obj("Unrelated", summary="Mentions a charge.")])
    # an unfinished word: its completions, whole names before longer ones
    names = [h.object.name for h in index.search("cha")]
    assert names == ["Charge", "Charm", "Charger Lance", "Devastating Charge", "Unrelated"]
    # a typo of a known word: the word's names, the nearest first
    names = [h.object.name for h in index.search("chrge")]
    assert names == ["Charge", "Devastating Charge", "Unrelated"]
    # a word the index knows is taken as typed: no completions, no typos
    names = [h.object.name for h in index.search("charge")]
    assert names == ["Charge", "Devastating Charge", "Unrelated"]
    assert index.search("charge")[0].score == 100
    assert index.search("charge")[-1].matched == "summary"


def test_a_known_word_beats_a_longer_name_it_begins() -> None:
    """A player asking what happens when a unit breaks means Broken (a word players use for
    it), not every name with 'breaker' in it."""
    broken = RulesObject(name="Broken", kind=Kind.KEYWORD, game="demo", summary="Routed.",
                         citation=CITE, words=("break test",))
    index = SearchIndex([broken, obj("Tie-breaker: Hill"), obj("Tie-breaker: Ford")])
    assert index.search("when a unit breaks")[0].object.name == "Broken"


def test_aliases_filters_and_no_match() -> None:
    index = SearchIndex([obj("Wizard allegiance", Kind.ARMY_RULE, aliases=("HG014",)),
                         obj("Wizard", game="other")])
    hit = index.search("hg014")[0]
    assert (hit.object.name, hit.matched, hit.score) == ("Wizard allegiance", "HG014", 100)
    assert [h.object.game for h in index.search("wizard", game="other")] == ["other"]
    assert [h.object.kind for h in index.search("wizard", kind=Kind.ARMY_RULE)] == [
        Kind.ARMY_RULE]
    assert index.search("zzzz") == ()
    assert index.search("  []  ") == ()


def test_find_game_by_id_or_prefix() -> None:
    games = ("harbour", "harrow", "hill_of_stones", "low_marsh")
    assert find_game("Hill of Stones", games) == "hill_of_stones"
    assert find_game("low", games) == "low_marsh"
    with pytest.raises(UnknownNameError, match="did you mean 'harbour' or 'harrow'"):
        find_game("har", games)
    with pytest.raises(UnknownNameError, match="unknown game 'chess'"):
        find_game("chess", games)


# --------------------------------------------------------------------------- shipped games


def test_every_installed_game_has_objects_with_summaries_and_citations() -> None:
    index = installed_index()
    assert set(index.games) == {p.rsplit(".", 1)[1] for p in game_packages()}
    assert set(registry.names()) <= set(index.games)
    seen = set()
    for o in index.objects:
        assert o.summary.strip() and o.citation.book and o.citation.section, o
        assert (o.game, o.kind, o.name.casefold()) not in seen, o
        seen.add((o.game, o.kind, o.name.casefold()))


def test_the_same_name_in_two_games_is_found_in_both() -> None:
    """Every name two installed games share ranks an exact match in each of them first
    (each game's own expected results are in its test folder)."""
    index = installed_index()
    games_of: dict[str, set[str]] = {}
    for o in index.objects:
        games_of.setdefault(normalize(o.name), set()).add(o.game)
    shared = {name: games for name, games in games_of.items() if len(games) > 1}
    assert shared  # the shipped books share some names (a General, a Wizard, ...)
    for name, games in shared.items():
        hits = index.search(name, limit=50)
        exact = {h.object.game for h in hits if h.score == 100}
        assert games <= exact, name
