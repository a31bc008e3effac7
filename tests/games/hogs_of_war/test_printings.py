"""The rules the Hogs of War rulebook prints more than once, read by the engine's printing
checks. Expected values read from the book: Setup's deal and its note (5 and 6 cards), the
Deployable limit in its rule and its FAQ (2 a lane), the three notes on a defeated Hog; the
round sequence's two turns (one action each) and its sentence on alternation (one action per
eligible Hog); the five actions and the three the Hide rule allows next; the eligible Hog
(undefeated, not yet acted) and the round's end (every eligible Hog has acted or fallen); the
quantities Hide, Burn, Dynamite, Placing a Deployable, Damage and Range give (10, 10, 40, 2, a
Weapon card's printed damage, the pictured card's fixed range) or only use (a Hog's health;
the appropriate number of Dynamite tokens; the Bombardier's minimum range); Remove Stun's
knock back, an effect of a weapon that Damage never gives a Weapon card."""

from __future__ import annotations

from rulesref.core.references import DefinedName
from rulesref.games.hogs_of_war.model import HogsOfWar
from rulesref_verify.findings import Kind
from rulesref_verify.printings import (
    check_list_choices,
    check_quantities_given,
    check_restatements,
)
from rulesref_verify.references import check_references
from rulesref_verify.terms import check_circular_conditions
from tests.verify.mutate import replace_where, with_field


def _printed(hogs: HogsOfWar, topic: str, field: str) -> dict[str, str]:
    return {f"{r.cite.section} ({r.cite.printing})": r.value for r in hogs.restatements
            if r.topic == topic and r.field == field}


def test_the_printings_agree_but_on_a_players_turn_and_the_hidden_token(
        hogs: HogsOfWar) -> None:
    found, hidden = check_restatements(hogs)
    assert hidden.id == "restatement:Hidden token:against the Hog's next action"
    assert hidden.kind is Kind.CONFLICT
    assert _printed(hogs, "Hidden token", "against the Hog's next action") == {
        "Hide (next turn)": "along with it", "Hide (reminder)": "before it"}
    assert found.id == "restatement:player's turn:actions in it"
    assert found.kind is Kind.CONFLICT
    assert _printed(hogs, "player's turn", "actions in it") == {
        "Gameplay and Round Sequence (first player's turn)": "1",
        "Gameplay and Round Sequence (second player's turn)": "1",
        "Gameplay and Round Sequence (alternation)": "one for each eligible Hog"}
    assert len(found.cited) == 3
    assert _printed(hogs, "hand size", "First Player's hand in round 1") == {
        "Setup (deal)": "5", "Setup (note)": "5"}
    assert _printed(hogs, "hand size", "Second Player's hand in round 1") == {
        "Setup (deal)": "6", "Setup (note)": "6"}
    assert _printed(hogs, "Deployables in a lane", "most at once") == {
        "Placing a Deployable (rule)": "2", "FAQs (faq)": "2"}
    assert set(_printed(hogs, "defeated Hog", "card").values()) == {"face down"}
    assert len(_printed(hogs, "defeated Hog", "card")) == 3


def test_a_faq_that_allowed_three_deployables_is_caught(hogs: HogsOfWar) -> None:
    planted = with_field(hogs, restatements=replace_where(
        hogs.restatements,
        lambda r: r.topic == "Deployables in a lane" and r.cite.section == "FAQs",
        lambda r: with_field(r, value="3")))
    (found,) = [f for f in check_restatements(planted) if f.key == "Deployables in a lane"]
    assert found.id == "restatement:Deployables in a lane:most at once"
    assert found.kind is Kind.CONFLICT
    assert found.cited == (
        "Hogs of War: The Card Game, Placing a Deployable (rule)",
        "Hogs of War: The Card Game, FAQs (faq)")


def test_the_hide_rule_names_an_action_the_list_lacks(hogs: HogsOfWar) -> None:
    # the Actions list: Move, Hide, Remove a Stun token, Play a Supply / Skill card, Place a
    # Deployable card; Hide's next turn offers Move, remove a Stun token, and a Supply /
    # Deployable card, which is neither of the two card actions
    (found,) = check_list_choices(hogs)
    assert found.id == "list:not-offered:a Hidden Hog's next action"
    assert found.kind is Kind.CONFLICT
    assert "names 'play a Supply / Deployable card'" in found.message
    assert found.cited == ("Hogs of War: The Card Game, Hide",
                           "Hogs of War: The Card Game, Actions")
    # the correct form: the two card actions named as the list names them
    fixed = with_field(hogs, printed_lists=replace_where(
        hogs.printed_lists, lambda p: p.chosen_from is not None,
        lambda p: with_field(p, items=("Move", "remove a Stun token",
                                       "play a Supply / Skill card",
                                       "place a Deployable card"))))
    assert check_list_choices(fixed) == []


def test_the_round_ends_by_way_of_its_own_definition(hogs: HogsOfWar) -> None:
    (found,) = check_circular_conditions(hogs)
    assert found.id == "terms:circular:a round ends"
    assert found.kind is Kind.CIRCULAR
    assert [c.split(", ")[-1] for c in found.cited] == [
        "Gameplay and Round Sequence (round end)", "Gameplay and Round Sequence (definition)"]
    # the correct form: the round ends once every Hog (not every eligible one) has acted or
    # fallen
    fixed = with_field(hogs, printed_conditions=tuple(
        with_field(c, every="Hog") for c in hogs.printed_conditions))
    assert check_circular_conditions(fixed) == []


def test_health_dynamite_count_and_minimum_range_are_never_given(hogs: HogsOfWar) -> None:
    found = {f.id: f for f in check_quantities_given(hogs)}
    assert set(found) == {"quantity:never-given:a Hog's health",
                          "quantity:never-given:Dynamite tokens one card adds",
                          "quantity:never-given:a card's minimum range"}
    health = found["quantity:never-given:a Hog's health"]
    assert health.kind is Kind.MISSING
    assert [c.split(", ")[-1] for c in health.cited] == ["Damage", "Hide"]
    assert "'the appropriate number'" in \
        found["quantity:never-given:Dynamite tokens one card adds"].message
    # the correct form: a passage giving the count (say, one token a card) settles it
    given = replace_where(hogs.printed_quantities,
                          lambda q: q.quantity == "Dynamite tokens one card adds",
                          lambda q: with_field(q, value="1", words=None))
    assert "quantity:never-given:Dynamite tokens one card adds" not in {
        f.id for f in check_quantities_given(with_field(hogs, printed_quantities=given))}


def test_knock_back_is_a_weapon_effect_the_book_never_defines(hogs: HogsOfWar) -> None:
    # Remove Stun names a weapon's knock back effect; Damage gives a Weapon card only its
    # damage and its status effects
    (found,) = check_references(hogs)
    assert found.id == "reference:undefined:weapon effect:knock back"
    assert found.kind is Kind.UNDEFINED
    assert found.cited == ("Hogs of War: The Card Game, Remove Stun",)
    # the correct form: a passage naming knock back among a weapon's effects
    named = DefinedName(name="Knock Back", kind="weapon effect",
                        cite=hogs.defined_names[0].cite)
    assert check_references(with_field(hogs, defined_names=(*hogs.defined_names, named))) == []


def test_the_rules_printed_again_in_faqs_notes_and_icons_agree(hogs: HogsOfWar) -> None:
    # Actions and the Mind Control FAQ: an exhausted Hog does not act again this round; Actions
    # and the ready-up note: its card is pushed up out of line; Move twice: the swap is with
    # an adjacent friendly Hog; Play a Supply / Skill Card and Damage: every printed effect;
    # the round and Setup's note: the First Player goes first; the Dynamite icon and token: 40
    assert _printed(hogs, "exhausted Hog", "acts again this round without an extra action") \
        == {"Actions (rule)": "no", "FAQs (Mind Control)": "no"}
    assert set(_printed(hogs, "exhausted Hog", "its card").values()) == {
        "pushed up out of line in its lane"}
    assert len(_printed(hogs, "Move action", "the moving Hog trades lanes with")) == 2
    assert len(_printed(hogs, "Weapon card", "effects applied")) == 2
    assert set(_printed(hogs, "a round's first turn", "taken by").values()) == {
        "the First Player"}
    assert _printed(hogs, "Dynamite token", "damage each") == {
        "Dynamite token (icon)": "40", "Dynamite token (token)": "40"}
    assert [f.id for f in check_restatements(hogs)] == [
        "restatement:player's turn:actions in it",
        "restatement:Hidden token:against the Hog's next action"]


def test_a_faq_that_let_a_mind_controlled_hog_act_again_is_caught(hogs: HogsOfWar) -> None:
    planted = with_field(hogs, restatements=replace_where(
        hogs.restatements, lambda r: r.cite.printing == "Mind Control",
        lambda r: with_field(r, value="yes")))
    (found,) = [f for f in check_restatements(planted) if f.key == "exhausted Hog"]
    assert found.id == "restatement:exhausted Hog:acts again this round without an extra action"
    assert found.kind is Kind.CONFLICT
    assert found.cited == ("Hogs of War: The Card Game, Actions (rule)",
                           "Hogs of War: The Card Game, FAQs (Mind Control)")
