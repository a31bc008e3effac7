"""The HOARDE checks: z3 on the odds statements, the state graph, the turn data and the
readings. Each check fires on a small broken fixture (or on the shipped data, where the book
itself gives it something to report) and stays quiet where it should."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesref.games.hoarde import checks as hc
from rulesref.games.hoarde import states as hs
from rulesref.games.hoarde.checks import odds_model
from rulesref.games.hoarde.loading import load_uncached
from rulesref.games.hoarde.lookups import find_deck, find_rule
from rulesref.games.hoarde.model import Deck, EmptyPiles, Hoarde, ReshuffleTiming
from rulesref_verify.findings import Finding, Kind, Verdict
from rulesref_verify.lifecycles import check_lifecycles
from tests.games.hoarde.helpers import rules_with

RULES = load_uncached()


def _ids(findings: list[Finding]) -> set[str]:
    return {f.id for f in findings}


# --------------------------------------------------------------------------- odds (z3)


def test_odds_consistent_and_imply_the_recorded_decks() -> None:
    result = hc.odds_check(RULES)
    assert result.consistent is Verdict.CONFIRMED
    assert result.composition is Verdict.CONFIRMED
    shapes = {s.deck: s.describe() for s in result.implied}
    assert shapes["base DECK"] == (
        "base DECK: 48 cards; COLOUR 12 x 4, ITEM 12 x 4, MONETARY VALUE 12 x 4")
    assert shapes["enchanted DECK"].endswith("CURSED 1 x 6, CHARACTER 5 x 3")
    assert hc.check_odds_consistency(RULES) == []
    assert hc.check_odds_composition(RULES) == []


def test_constraints_are_named_in_rules_words() -> None:
    labels = hc.odds_check(RULES).constraints
    assert "Card Odds: 169 winning hand combinations in the enchanted DECK" in labels
    assert "Card Odds: each CHARACTER name appears 3 times in the enchanted DECK" in labels
    assert "Card Odds: 6 CURSED cards in the enchanted DECK" in labels
    assert "Well met adventurer!: every card of the base DECK shows one COLOUR" in labels


def test_inconsistent_fixture_is_refuted_with_a_minimal_conflict(tmp_path: Path) -> None:
    rules = rules_with(tmp_path, "odds_inconsistent.yaml")
    result = hc.odds_check(rules)
    assert result.consistent is Verdict.REFUTED and result.composition is None
    conflict = set(result.conflict)
    assert "Card Odds: 145 winning hand combinations in the base DECK" in conflict
    assert "Card Odds: each COLOUR appears 4 times in the base DECK" in conflict
    assert not any("enchanted DECK" in label for label in conflict)
    assert not any(label.startswith("search bound") for label in conflict)
    findings = hc.check_odds_consistency(rules)
    assert _ids(findings) == {"hoarde:odds:conflict"}
    assert "145 winning hand combinations" in findings[0].message


def test_per_kind_reading_refutes_the_cursed_claim() -> None:
    readings = hc.odds_readings(RULES).with_choice("likelihood-basis", "per-kind")
    result = hc.odds_check(RULES, readings)
    assert result.consistent is Verdict.REFUTED
    assert "Card Odds: CURSED sets are more likely than any other set in the enchanted DECK" \
        in result.conflict


def test_distinct_hands_reading_leaves_the_decks_open() -> None:
    readings = hc.odds_readings(RULES).with_choice("winning-combinations-count",
                                                   "distinct-hands")
    result = hc.odds_check(RULES, readings)
    assert result.consistent is Verdict.CONFIRMED
    assert result.composition is Verdict.REFUTED
    assert result.alternative and result.alternative != hc.recorded_shapes(RULES)


def test_base_deck_only_reading_still_forces_the_decks() -> None:
    # The likelihood claims limit the enchanted DECK's copies to 4 or 5, and only 4 fits 169.
    readings = hc.odds_readings(RULES).with_choice("copies-deck-scope", "base-deck-only")
    result = hc.odds_check(RULES, readings)
    assert (result.consistent, result.composition) == (Verdict.CONFIRMED, Verdict.CONFIRMED)


def test_check_odds_readings_reports_what_other_readings_change() -> None:
    assert _ids(hc.check_odds_readings(RULES)) == {
        "hoarde:odds:reading:winning-combinations-count=distinct-hands:composition",
        "hoarde:odds:reading:likelihood-basis=per-kind:conflict",
    }


def test_wrong_composition_fixture_is_refuted(tmp_path: Path) -> None:
    rules = rules_with(tmp_path, "decks_wrong_composition.yaml")
    assert hc.odds_check(rules).composition is Verdict.REFUTED
    findings = hc.check_odds_composition(rules)
    assert _ids(findings) == {"hoarde:odds:composition:not-implied"}
    assert "CHARACTER 6 x 3" in findings[0].message  # recorded
    assert "CHARACTER 5 x 3" in findings[0].message  # what the statements allow


def test_missing_group_fixture(tmp_path: Path) -> None:
    rules = rules_with(tmp_path, "decks_missing_group.yaml")
    assert "hoarde:composition:missing-group:enchanted:CHARACTER" in _ids(
        hc.check_odds_composition(rules))


def test_unknown_is_inconclusive_never_a_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(odds_model, "satisfiable", lambda solver: Verdict.UNKNOWN)
    assert hc.odds_check(RULES).consistent is Verdict.UNKNOWN
    for check in (hc.check_odds_consistency, hc.check_odds_composition,
                  hc.check_odds_readings):
        findings = check(RULES)
        assert findings and all(f.inconclusive for f in findings), check.__name__


# --------------------------------------------------------------------------- states


def test_state_graph_of_a_two_player_game() -> None:
    deck = find_deck(RULES, "base")
    graph = hs.build_state_graph(RULES, deck, 2, ReshuffleTiming.DECK_EMPTIES,
                                 EmptyPiles.NO_WINNER)
    start = hs.State(hs.START, 42, 0)  # 48 cards - 2 hands of 3
    assert graph.has_edge(hs.State(hs.SETUP), start)
    assert set(graph.successors(start)) == {hs.State(hs.PICKED, 41, 0)}  # discard pile empty
    assert graph.has_edge(hs.State(hs.ENDED, 41, 1), hs.State(hs.WON))
    # a win comes only at the end of the player's own turn
    assert {s.phase for s in graph.predecessors(hs.State(hs.WON))} == {hs.ENDED}
    assert hs.State(hs.NO_WINNER) not in graph


def test_reshuffle_timing_changes_the_states() -> None:
    deck = find_deck(RULES, "base")
    now = hs.build_state_graph(RULES, deck, 15, ReshuffleTiming.DECK_EMPTIES, None)
    later = hs.build_state_graph(RULES, deck, 15, ReshuffleTiming.ON_DRAW, None)

    def empty_deck_starts(graph: object) -> list[hs.State]:
        return [s for s in graph.nodes  # type: ignore[attr-defined]
                if s.phase == hs.START and s.deck == 0 and s.discard > 0]

    assert empty_deck_starts(now) == []
    assert empty_deck_starts(later)


def _every_card_dealt(monkeypatch: pytest.MonkeyPatch) -> None:
    """Plant the old player-count reading: as many players as the deck gives 3 cards each,
    so that the deal can leave no DECK at all."""
    monkeypatch.setattr(hc.states, "player_counts",
                        lambda rules, deck: range(2, deck.composition.cards // 3 + 1))


def test_no_dead_end_when_the_deal_leaves_a_deck() -> None:
    # Set Up places the remaining cards as the DECK, so at most 15 players (47 // 3): both
    # piles are never empty at once, and the printed rules always give a next move
    assert hc.check_dead_ends(RULES) == []
    assert [p for p in hs.player_counts(RULES, find_deck(RULES, "base"))][-1] == 15


def test_dead_end_still_fires_when_every_card_is_dealt(monkeypatch: pytest.MonkeyPatch,
                                                      tmp_path: Path) -> None:
    _every_card_dealt(monkeypatch)
    findings = hc.check_dead_ends(RULES)
    assert _ids(findings) == {
        "hoarde:state:dead-end:base:start of turn (DECK 0, DISCARD PILE 0)",
        "hoarde:state:dead-end:enchanted:start of turn (DECK 0, DISCARD PILE 0)",
    }
    assert all("16 players" in f.message and "both-piles-empty" in f.message
               for f in findings)
    fifty_one = hc.check_dead_ends(rules_with(tmp_path, "decks_fifty_one.yaml"))
    assert fifty_one and all("17 players" in f.message for f in fifty_one)


def test_game_end_reachable_under_our_readings(monkeypatch: pytest.MonkeyPatch) -> None:
    assert hc.check_game_end_reachable(RULES) == []
    _every_card_dealt(monkeypatch)
    findings = hc.check_game_end_reachable(RULES)
    assert _ids(findings) == {"hoarde:state:no-win:base", "hoarde:state:no-win:enchanted"}
    assert all(f.message.endswith("16 players: nobody can ever win") for f in findings)


def test_turn_passing_reading_traps_the_game(monkeypatch: pytest.MonkeyPatch,
                                            tmp_path: Path) -> None:
    rules = rules_with(tmp_path, "readings_turn_passes.yaml")
    assert hc.check_game_end_reachable(rules) == []
    _every_card_dealt(monkeypatch)
    findings = hc.check_game_end_reachable(rules)
    assert "hoarde:state:no-end:base:start of turn (DECK 0, DISCARD PILE 0)" in _ids(findings)


def test_no_win_when_values_are_on_two_cards(tmp_path: Path) -> None:
    findings = hc.check_game_end_reachable(rules_with(tmp_path, "decks_two_copies.yaml"))
    assert {f.id: f.message for f in findings}["hoarde:state:no-win:base"] == (
        "base DECK, 2-15 players: nobody can ever win")


def test_endless_play_only_without_a_way_out(tmp_path: Path) -> None:
    # drawing and discarding can go round forever in any such game; the shipped rules can
    # always still end, so that is no finding
    assert hc.check_endless_play(RULES) == []
    assert hc.check_endless_play(rules_with(tmp_path, "decks_tiny.yaml")) == []
    # planted: values on 2 cards each, so no set can ever be made: the loop has no way out
    trapped = hc.check_endless_play(rules_with(tmp_path, "decks_two_copies.yaml"))
    assert "hoarde:state:endless-play:base" in _ids(trapped)
    assert "no move leads out" in trapped[0].message


# --------------------------------------------------------------------------- data, readings


def test_turn_facts() -> None:
    assert hc.check_turn_facts(RULES) == []


def test_misordered_turn_fixture(tmp_path: Path) -> None:
    misordered = rules_with(tmp_path, "sequences_misordered.yaml")
    findings = hc.check_turn_facts(misordered)
    assert _ids(findings) == {"hoarde:turn:fact:turn:2. Place a card:card_picked_up"}
    # the status the fixture grants and never ends: the engine's lifecycle check
    assert _ids(check_lifecycles(misordered)) == {"lifecycle:never-ends:Sticky"}


def test_references() -> None:
    assert hc.check_references(RULES) == []


@pytest.mark.parametrize(("fixture", "expected"), [
    ("odds_unknown_reading.yaml", {"reading:unknown:likelyhood-basis",
                                   "hoarde:reference:attribute:COLOR"}),
    ("structure_dangling.yaml", {"hoarde:reference:sequence:set_up",
                                 "hoarde:reference:step:3. End of the turn"}),
    ("readings_bad_choice.yaml", {"hoarde:reference:reading-choice:reshuffle-timing"}),
])
def test_broken_references(tmp_path: Path, fixture: str, expected: set[str]) -> None:
    rules = rules_with(tmp_path, fixture)
    assert expected <= _ids(hc.check_references(rules)) | _ids(hc.check_readings(rules))


def test_checks_that_cannot_run_say_so(tmp_path: Path) -> None:
    rules = rules_with(tmp_path, "readings_bad_choice.yaml")
    findings = hc.check_dead_ends(rules)
    assert _ids(findings) == {"hoarde:check_dead_ends:cannot-run"}
    assert findings[0].inconclusive and "whenever" in findings[0].message


def test_every_reading_is_reported_as_a_reading_not_a_finding() -> None:
    from rulesref_verify.readings import recorded_readings

    assert hc.check_readings(RULES) == []
    recorded = {r.reading.id: r for r in recorded_readings(RULES)}
    assert set(recorded) == {r.id for r in RULES.readings}
    both = recorded["both-piles-empty"]
    assert both.reading.kind.value == "silent" and both.reading.topic == "nothing to pick up"
    assert both.reading.choice == "no-winner"
    assert str(both.reading.cite) == "HOARDE, On Your Turn"
    assert both.key.startswith("readings[") and both.field == "readings"


def _sets_defined_only_by_the_clarification(rules: Hoarde) -> Hoarde:
    """The rules with every winning set cited from the Clarifications alone: the definition
    of a set is then the book's one statement of what a set matches on."""
    import dataclasses

    clarifications = find_rule(rules, "exact_match").cite
    return dataclasses.replace(rules, winning_sets=tuple(
        dataclasses.replace(s, cite=clarifications) for s in rules.winning_sets))


def test_literal_readings_of_the_page() -> None:
    # the book: Well met adventurer! and Enchant Your Deck name the kinds of set that win, so
    # the Clarifications' "same word" clarifies how cards of those kinds match; it does not
    # add the name on every card's back (a clarifying note, not a conflict)
    assert hc.check_literal_sets(RULES) == []
    # planted: the Clarifications are the only place that says what a set is. Then a set is
    # 3 cards with the same word; every card says HOARDE on its back (Set Up), so all
    # C(48, 3) = 17296 hands would win, against 144 and 169.
    [literal] = hc.check_literal_sets(_sets_defined_only_by_the_clarification(RULES))
    assert literal.id == "hoarde:literal-set:hoarde"
    assert literal.kind is Kind.CONFLICT
    assert "all 17296 hands of the base DECK would win, not the 144" in literal.message
    assert "all 17296 hands of the enchanted DECK would win, not the 169" in literal.message
    assert literal.cited == ("HOARDE, Clarifications", "HOARDE, Set Up", "HOARDE, Card Odds")
    # Card Odds: 'less likely to pick up a CHARACTER card' read as one card: 5 names x 3 =
    # 15 CHARACTER cards against 4 of a colour; a CURSED card: 6 against those 15.
    found = {f.id: f.message for f in hc.check_literal_likelihood(RULES)}
    assert set(found) == {"hoarde:literal-likelihood:character-least-likely",
                          "hoarde:literal-likelihood:cursed-most-likely"}
    assert "15 CHARACTER cards, not fewer than 4 of one COLOUR" in found[
        "hoarde:literal-likelihood:character-least-likely"]
    assert "6 CURSED cards, not more than 15 CHARACTER cards" in found[
        "hoarde:literal-likelihood:cursed-most-likely"]


def test_literal_checks_fire_only_on_what_the_words_take_in() -> None:
    import dataclasses

    from rulesref.core.names import fold

    # planted: the name on every card's back is one sets may match on, so the literal
    # definition takes in nothing more than the odds count
    matching = tuple(dataclasses.replace(a, in_sets=True) if fold(a.name) == "hoarde" else a
                     for a in RULES.attributes)
    alone = _sets_defined_only_by_the_clarification(RULES)
    assert hc.check_literal_sets(dataclasses.replace(alone, attributes=matching)) == []

    # planted: one name on 3 cards, fewer cards than any colour has, so 'less likely to pick
    # up a CHARACTER card' is true even read as one card
    def fewer(deck: Deck) -> Deck:
        groups = tuple(dataclasses.replace(g, values=1) if fold(g.attribute) == "character"
                       else g for g in deck.composition.groups)
        return dataclasses.replace(deck, composition=dataclasses.replace(
            deck.composition, groups=groups))

    decks = tuple(fewer(d) for d in RULES.decks)
    found = {f.id for f in hc.check_literal_likelihood(dataclasses.replace(RULES, decks=decks))}
    assert "hoarde:literal-likelihood:character-least-likely" not in found
    assert "hoarde:literal-likelihood:cursed-most-likely" not in found  # 6 > 3 now


def test_dealt_set(tmp_path: Path) -> None:
    findings = hc.check_dealt_set(RULES)
    assert _ids(findings) == {"hoarde:clarification:dealt-set:base",
                              "hoarde:clarification:dealt-set:enchanted"}
    assert "COLOUR (4 cards, sets of 3)" in findings[0].message
    assert findings[0].citation == "HOARDE, Clarifications"
    assert hc.check_dealt_set(rules_with(tmp_path, "decks_exact_sets.yaml")) == []


def test_all_checks_have_stable_unique_ids_and_citations() -> None:
    first = [f for check in hc.CHECKS for f in check(RULES)]
    second = [f for check in hc.CHECKS for f in check(RULES)]
    assert first == second
    assert len(_ids(first)) == len(first)
    assert all(f.citation.startswith("HOARDE, ") for f in first)
    assert not any(f.inconclusive for f in first)
