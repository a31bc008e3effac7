"""The search engine: normalization, ranking, filters, and every game's objects; expected
results are chosen by hand from the books' names."""

from __future__ import annotations

import pytest

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
                         obj("Chare"), obj("Unrelated", summary="Mentions a charge.")])
    names = [h.object.name for h in index.search("charge")]
    assert names == ["Charge", "Charger Lance", "Devastating Charge", "Chare", "Unrelated"]
    assert index.search("charge")[0].score == 100
    assert index.search("charge")[-1].matched == "summary"


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
    games = ("hoarde", "hobgoblin", "hogs_of_war", "livestock_uprising")
    assert find_game("Hogs of War", games) == "hogs_of_war"
    assert find_game("livestock", games) == "livestock_uprising"
    with pytest.raises(UnknownNameError, match="did you mean 'hoarde' or 'hobgoblin'"):
        find_game("ho", games)
    with pytest.raises(UnknownNameError, match="unknown game 'chess'"):
        find_game("chess", games)


# --------------------------------------------------------------------------- shipped games


def test_every_installed_game_has_objects_with_summaries_and_citations() -> None:
    index = installed_index()
    assert set(index.games) == {p.rsplit(".", 1)[1] for p in game_packages()}
    assert {"hobgoblin", "hogs_of_war", "livestock_uprising", "hoarde"} <= set(index.games)
    seen = set()
    for o in index.objects:
        assert o.summary.strip() and o.citation.book and o.citation.section, o
        assert (o.game, o.kind, o.name.casefold()) not in seen, o
        seen.add((o.game, o.kind, o.name.casefold()))


@pytest.mark.parametrize(("query", "game", "kind", "name"), [
    ("Devestating", "hobgoblin", Kind.KEYWORD, "Devastating Charge"),
    ("Hero [+1]", "hobgoblin", Kind.KEYWORD, "Hero"),
    ("light infantry", "hobgoblin", Kind.UNIT_TYPE, "Light Infantry"),
    ("HG014", "hobgoblin", Kind.ARMY_RULE, "Wizard allegiance"),
    ("ljudlos", "hobgoblin", Kind.ALLEGIANCE, "Ljudlös"),
    ("Against all odds", "hobgoblin", Kind.CARD, "Against All Odds"),
    ("minefeild", "hogs_of_war", Kind.CARD, "Minefield"),
    ("sniper", "hogs_of_war", Kind.CLASS, "Sniper"),
    ("sheep", "livestock_uprising", Kind.UNIT_TYPE, "Sacrificial Sheep"),
    ("LU001", "livestock_uprising", Kind.ARMY_RULE, "Five units per General"),
    ("enchanted", "hoarde", Kind.DECK, "enchanted DECK"),
])
def test_hand_chosen_best_results(query: str, game: str, kind: Kind, name: str) -> None:
    best = installed_index().search(query)[0].object
    assert (best.name, best.game, best.kind) == (name, game, kind)


def test_the_same_name_in_two_games_is_found_in_both() -> None:
    hits = installed_index().search("general", limit=5)
    assert {(h.object.game, h.score) for h in hits[:2]} == {("hobgoblin", 100),
                                                            ("livestock_uprising", 100)}
