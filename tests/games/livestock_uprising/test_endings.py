"""As printed, only a Super Army losing its last unit puts a player out, so a player whose
Generals an enemy Super Army destroys stays in with nothing; Setup discards the undealt
Command Cards that a Super Army later draws from, and never lays out the Troop Cards that
casualties go back to. Each is silent once the book's gap is filled."""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.endings import EndRule
from rulesref.core.piles import PileUse
from rulesref.games.livestock_uprising import load
from rulesref_verify.endings import check_end_outcomes, check_end_reachable
from rulesref_verify.findings import Kind
from rulesref_verify.piles import check_piles
from tests.verify.mutate import with_field

CITE = Citation(book="x", page=None, section="x")


def test_a_player_with_no_generals_is_never_out() -> None:
    rules = load()
    found = check_end_reachable(rules)
    assert [(f.id, f.kind) for f in found] == [("endgame:stranded:endgames", Kind.DEAD_END)]
    assert "first can be left with no generals and super_army_units" in found[0].message
    assert "first.formed = 0" in found[0].message
    assert check_end_outcomes(rules) == []


def test_putting_such_a_player_out_is_silent() -> None:
    rules = load()
    out = EndRule(name="no Generals left", when="self.formed == 0 and self.generals == 0",
                  per_side=True, cite=CITE)
    [end] = rules.endgames
    assert check_end_reachable(with_field(rules, endgames=(with_field(
        end, out=(*end.out, out)),))) == []


def test_the_command_and_troop_piles() -> None:
    found = {f.id: f for f in check_piles(load())}
    assert set(found) == {"piles:cleared:command cards", "piles:never-made:troop cards"}
    cleared = found["piles:cleared:command cards"]
    assert cleared.kind is Kind.CONFLICT
    assert [c.split(", ")[-1] for c in cleared.cited] == ["Setup", "End Game > Super Army"]
    never = found["piles:never-made:troop cards"]
    assert never.kind is Kind.MISSING and "'the deck'" in never.message
    assert [c.split(", ")[-1] for c in never.cited] == ["Marshaling Phase > Troops",
                                                        "Action Phase > Casualties"]


def test_piles_set_up_and_kept_are_silent() -> None:
    rules = load()
    kept = tuple(u for u in rules.piles if u.op != "empty")
    laid = PileUse(component="Troop Cards", op="create", setup=True, by="Setup",
                   summary="Laid out.", cite=CITE)
    assert check_piles(with_field(rules, piles=(*kept, laid))) == []
