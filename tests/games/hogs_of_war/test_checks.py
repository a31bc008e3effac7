"""Hogs of War checks: what they report on the shipped data, and each fires on a broken copy.

The findings on the shipped data are the rulebook's own gaps, worked out by reading it:
nine terms it uses without explaining, the readings the model records, and three ways play
gets stuck under the printed rules alone (a player with no eligible Hog while the opponent
still has one; a Hidden Hog with no card and no undefeated neighbour; an empty Supply deck
with empty hands, after which nobody can deal damage).
"""

from __future__ import annotations

from typing import Any

import pytest

from rulesref.core.sequences import StatusRule
from rulesref.games.hogs_of_war import checks
from rulesref.games.hogs_of_war.model import ActionId, Condition, HogsOfWar, Seat
from rulesref_verify import graphs
from rulesref_verify.citations import check_citations
from rulesref_verify.findings import Finding
from rulesref_verify.readings import check_readings, recorded_readings
from tests.verify.mutate import replace_where, with_field


@pytest.fixture(scope="module")
def hogs() -> HogsOfWar:
    from rulesref.games import hogs_of_war

    return hogs_of_war.load()


@pytest.fixture(scope="module")
def shipped_states(hogs: HogsOfWar) -> list[Finding]:
    return checks.check_states(hogs)


def ids(findings: list[Finding]) -> set[str]:
    return {f.id for f in findings}


def _action(rules: HogsOfWar, action_id: ActionId, change: Any) -> HogsOfWar:
    acts = replace_where(rules.actions.actions, lambda a: a.id is action_id, change)
    changed: HogsOfWar = with_field(rules, actions=with_field(rules.actions, actions=acts))
    return changed


def _without(requirements: tuple[Any, ...], condition: Condition) -> tuple[Any, ...]:
    return tuple(r for r in requirements if r.condition is not condition)


def test_checks_are_listed_and_named() -> None:
    engine = {*graphs.CHECKS, check_readings, check_citations}
    assert len(checks.CHECKS) == len(set(checks.CHECKS)) == 8 + len(engine)
    assert engine <= set(checks.CHECKS)
    assert all(c.__name__.startswith("check_") for c in checks.CHECKS)


def test_findings_are_well_formed(hogs: HogsOfWar, shipped_states: list[Finding]) -> None:
    found = [f for c in checks.CHECKS if c is not checks.check_states for f in c(hogs)]
    # the engine checks among the game's (sequence printings, lifecycles) name their
    # findings their own way: the Weapon card's two printed orders, the Dynamite token
    assert [f.id for f in found if not f.id.startswith("hogs:")] == [
        "sequence:order:weapon_card:damage rule", "lifecycle:never-ends:Dynamite token"]
    for finding in (*found, *shipped_states):
        assert finding.citation.startswith("Hogs of War: The Card Game, ")
        assert finding.file and finding.file.endswith(".yaml")
    assert len(ids(found)) == len(found), "finding ids must be unique"


# --------------------------------------------------------------------------- readings


def test_every_reading_is_reported_as_a_reading(hogs: HogsOfWar) -> None:
    assert checks.check_readings(hogs) == []  # readings are listed, not echoed as findings
    recorded = {r.reading.id: r for r in recorded_readings(hogs)}
    assert len([i for i in recorded if not i.startswith("term:")]) == 26
    assert {"no-eligible-hog", "stuck-hog", "empty-supply", "hidden-skill-cards",
            "move-defeated-partner", "simultaneous-defeat", "four-player-lanes",
            "goal-wording", "mind-control-targets", "dynamite-token-count"} <= set(recorded)
    # the nine terms the rulebook never explains are readings too: the meaning assumed
    assert {i.removeprefix("term:") for i in recorded if i.startswith("term:")} == {
        "health", "status effects", "fixed range", "minimum range", "Explosive cards",
        "Guns", "Melee weapons", "Weapon type", "knock back"}
    assert recorded["stuck-hog"].field == "actions"  # actions.yaml


def test_duplicate_reading_id_fires(hogs: HogsOfWar) -> None:
    same = with_field(hogs.range_rule.same_side, id="empty-lane")
    broken = with_field(hogs, range_rule=with_field(hogs.range_rule, same_side=same))
    found = {f.id: f for f in checks.check_readings(broken)}
    assert set(found) == {"reading:duplicate:empty-lane"}
    assert "range_rule.same_side" in found["reading:duplicate:empty-lane"].message


# --------------------------------------------------------------------------- counts


def test_counts_agree_on_shipped_data(hogs: HogsOfWar) -> None:
    assert checks.check_stated_counts(hogs) == []


def test_missing_action_fires(hogs: HogsOfWar) -> None:
    acts = tuple(a for a in hogs.actions.actions if a.id is not ActionId.HIDE)
    broken = with_field(hogs, actions=with_field(hogs.actions, actions=acts))
    found = ids(checks.check_stated_counts(broken))
    assert {"hogs:count:actions:actions", "hogs:count:action-list:hide"} <= found
    assert "hogs:count:actions:listed" not in found


def test_wrong_deployable_limit_fires_for_both_statements(hogs: HogsOfWar) -> None:
    broken = with_field(hogs, deployables=with_field(hogs.deployables, lane_limit=3))
    assert ids(checks.check_stated_counts(broken)) == {
        "hogs:count:deployables-rule:lane-limit", "hogs:count:deployables-faq:lane-limit"}


def test_wrong_first_hand_fires(hogs: HogsOfWar) -> None:
    rules = replace_where(hogs.hand_sizes.rules, lambda r: r.seat is Seat.FIRST,
                          lambda r: with_field(r, size=6))
    broken = with_field(hogs, hand_sizes=with_field(hogs.hand_sizes, rules=rules))
    assert ids(checks.check_stated_counts(broken)) == {
        "hogs:count:deal-first-player:round-1-first", "hogs:count:note-first-round:round-1-first"}


def test_lanes_and_hogs_disagree(hogs: HogsOfWar) -> None:
    broken = with_field(hogs, board=with_field(hogs.board, hogs_per_army=4))
    found = ids(checks.check_stated_counts(broken))
    assert {"hogs:count:hog-cards:hogs-per-army", "hogs:count:hogs-per-lane"} <= found


# --------------------------------------------------------------------------- components, terms


def test_components_agree_on_shipped_data(hogs: HogsOfWar) -> None:
    assert checks.check_components(hogs) == []


def test_unlisted_token_fires(hogs: HogsOfWar) -> None:
    comps = tuple(c for c in hogs.components if c.name != "Burn token")
    assert "hogs:component:unlisted:Burn token" in ids(
        checks.check_components(with_field(hogs, components=comps)))


def test_token_without_rules_or_placement_fires(hogs: HogsOfWar) -> None:
    tokens = tuple(t for t in hogs.tokens if t.name != "Stun token")
    assert ids(checks.check_components(with_field(hogs, tokens=tokens))) == {
        "hogs:component:no-rules:Stun token"}
    seqs = tuple(with_field(s, steps=tuple(with_field(st, grants=tuple(
        g for g in st.grants if g != "Dynamite token")) for st in s.steps))
        for s in hogs.sequences)
    assert "hogs:component:never-placed:Dynamite token" in ids(
        checks.check_components(with_field(hogs, sequences=seqs)))


def test_terms_and_card_names_agree_on_shipped_data(hogs: HogsOfWar) -> None:
    assert checks.check_terms(hogs) == []
    assert checks.check_card_names(hogs) == []
    undefined = {t.name for t in hogs.terms if not t.defined}
    assert undefined == {"health", "status effects", "fixed range", "minimum range",
                         "Explosive cards", "Guns", "Melee weapons", "Weapon type", "knock back"}


def test_unknown_term_and_card_kind_fire(hogs: HogsOfWar) -> None:
    classes = replace_where(hogs.hog_classes, lambda c: c.name == "Sniper",
                            lambda c: with_field(c, mentions=(*c.mentions, "Sneaky")))
    cards = replace_where(hogs.named_cards, lambda c: c.name == "Headshot",
                          lambda c: with_field(c, kind="Trap card", classes=("Medic",)))
    broken = with_field(hogs, hog_classes=classes, named_cards=cards)
    terms = {f.id: f for f in checks.check_terms(broken)}
    assert set(terms) == {"terms:undefined:Sneaky"}
    assert terms["terms:undefined:Sneaky"].file == "classes.yaml"
    assert ids(checks.check_card_names(broken)) == {"hogs:term:card-kind:Headshot",
                                                    "hogs:term:class:Headshot:Medic"}


def test_a_variant_claimed_by_two_terms_fires(hogs: HogsOfWar) -> None:
    terms = replace_where(hogs.terms, lambda t: t.name == "turn",
                          lambda t: with_field(t, aliases=(*t.aliases, "rounds")))
    found = ids(checks.check_terms(with_field(hogs, terms=terms)))
    assert found == {"terms:clash:rounds"}


# --------------------------------------------------------------------------- actions, hands


def test_actions_agree_on_shipped_data(hogs: HogsOfWar) -> None:
    assert checks.check_actions(hogs) == []


def test_move_without_stun_requirement_fires(hogs: HogsOfWar) -> None:
    broken = _action(hogs, ActionId.MOVE, lambda a: with_field(
        a, requires=_without(a.requires, Condition.STUNNED)))
    assert ids(checks.check_actions(broken)) == {"hogs:action:stunned:move"}


def test_hide_without_hidden_requirement_fires(hogs: HogsOfWar) -> None:
    broken = _action(hogs, ActionId.HIDE, lambda a: with_field(
        a, requires=_without(a.requires, Condition.HIDDEN)))
    assert ids(checks.check_actions(broken)) == {"hogs:action:hidden:hide"}


def test_remove_stun_never_legal_fires(hogs: HogsOfWar) -> None:
    broken = _action(hogs, ActionId.REMOVE_STUN, lambda a: with_field(
        a, requires=tuple(with_field(r, must_be=False) for r in a.requires)))
    found = ids(checks.check_actions(broken))
    assert {"hogs:action:never-legal:remove-stun", "hogs:action:stunned:remove-stun"} <= found


def test_hand_sizes_cover_each_round_once(hogs: HogsOfWar) -> None:
    assert checks.check_hand_sizes(hogs) == []


def test_hand_size_gap_and_overlap_fire(hogs: HogsOfWar) -> None:
    rules = hogs.hand_sizes.rules
    gap = tuple(r for r in rules if r.seat is not Seat.SECOND)
    broken = with_field(hogs, hand_sizes=with_field(hogs.hand_sizes, rules=gap))
    assert ids(checks.check_hand_sizes(broken)) == {"hogs:hand-size:gap:1:second"}
    overlap = (*rules, with_field(rules[-1], first_round=3))
    broken = with_field(hogs, hand_sizes=with_field(hogs.hand_sizes, rules=overlap))
    assert {"hogs:hand-size:overlap:3:first", "hogs:hand-size:overlap:4:second"} <= ids(
        checks.check_hand_sizes(broken))


# --------------------------------------------------------------------------- sequences


def test_turn_structure_and_lifecycles_on_shipped_data(hogs: HogsOfWar) -> None:
    assert checks.check_turn_structure(hogs) == []
    # the Dynamite token section says what a token does, never how one comes off (the Burn
    # token's section does): granted by the Dynamite icon, ended by nothing the book prints
    (found,) = checks.check_lifecycles(hogs)
    assert found.id == "lifecycle:never-ends:Dynamite token"


def test_a_printed_end_for_dynamite_clears_its_lifecycle(hogs: HogsOfWar) -> None:
    # the correct form: a status rule saying how the token ends leaves nothing to report
    ruled = StatusRule(status="Dynamite token", ends="Spent when it goes off.",
                       cite=hogs.structure.cite)
    structure = with_field(hogs.structure,
                           status_rules=(*hogs.structure.status_rules, ruled))
    assert checks.check_lifecycles(with_field(hogs, structure=structure)) == []


def test_shipped_sequences_pass_the_generic_graph_checks(hogs: HogsOfWar) -> None:
    for check in graphs.CHECKS:
        if check is checks.check_lifecycles:  # its one finding is tested above
            continue
        found = [f.id for f in check(hogs)]
        if check is graphs.check_sequence_printings:
            # the one procedure printed twice (a Weapon card) orders its steps both ways
            assert found == ["sequence:order:weapon_card:damage rule"]
        else:
            assert found == [], check.__name__


def test_setup_without_dealing_fires(hogs: HogsOfWar) -> None:
    seqs = replace_where(hogs.sequences, lambda s: s.id == "setup", lambda s: with_field(
        s, steps=tuple(st for st in s.steps if st.name != "Deal Supply cards")))
    found = ids(checks.check_turn_structure(with_field(hogs, sequences=seqs)))
    # the first steps that read hands; later ones read what 'Take one action' left
    assert found == {"hogs:sequence:unavailable:round:Hog turns:hands",
                     "hogs:sequence:unavailable:activation:Take one action:hands"}


def test_missing_sequence_and_no_end_fire(hogs: HogsOfWar) -> None:
    structure = with_field(hogs.structure, round="rounds", end_conditions=())
    found = ids(checks.check_turn_structure(with_field(hogs, structure=structure)))
    assert found == {"hogs:structure:missing:rounds", "hogs:structure:no-end"}


def test_exhausted_that_never_ends_fires(hogs: HogsOfWar) -> None:
    seqs = replace_where(hogs.sequences, lambda s: s.id == "end_of_round", lambda s: with_field(
        s, steps=replace_where(s.steps, lambda st: st.name == "Ready-up",
                               lambda st: with_field(st, removes=()))))
    rules = with_field(hogs, sequences=seqs)
    assert ids(checks.check_lifecycles(rules)) == {"lifecycle:never-ends:Exhausted",
                                                   "lifecycle:never-ends:Dynamite token"}


def test_removed_or_ruled_but_never_granted_fires(hogs: HogsOfWar) -> None:
    seqs = tuple(with_field(s, steps=tuple(with_field(st, grants=tuple(
        g for g in st.grants if g not in ("Burn token", "Defeated"))) for st in s.steps))
        for s in hogs.sequences)
    found = ids(checks.check_lifecycles(with_field(hogs, sequences=seqs)))
    assert found - {"lifecycle:never-ends:Dynamite token"} == {
        "lifecycle:never-granted:Burn token", "lifecycle:rule-without-grant:Burn token",
        "lifecycle:rule-without-grant:Defeated"}


# --------------------------------------------------------------------------- the state check


def test_printed_rules_get_stuck_and_readings_fix_it(shipped_states: list[Finding]) -> None:
    assert ids(shipped_states) == {
        "hogs:states:printed:dead-end:no-eligible-hog",
        "hogs:states:printed:dead-end:stuck-hog:hidden+no-card+no-adjacent-friendly",
        "hogs:states:printed:livelock:supply-empty+no-cards",
    }
    messages = {f.id.split(":")[-1]: f.message for f in shipped_states}
    assert "reading 'no-eligible-hog' resolves it" in messages["no-eligible-hog"]
    assert "reading 'empty-supply' resolves it" in messages["supply-empty+no-cards"]


def test_state_graph_reaches_the_end(hogs: HogsOfWar) -> None:
    import networkx as nx

    graph = checks.state_graph(hogs, frozenset())
    assert graph.nodes[1]["state"].hands == (True, True)
    assert graph.nodes[0]["state"] == checks.END
    assert 0 in nx.descendants(graph, 1)


def test_dropping_a_reading_rule_leaves_a_dead_end(hogs: HogsOfWar) -> None:
    readings = replace_where(hogs.actions.readings, lambda r: r.id == "stuck-hog",
                             lambda r: with_field(r, adds_rule=None))
    broken = with_field(hogs, actions=with_field(hogs.actions, readings=readings))
    found = ids(checks.check_states(broken))
    assert ("hogs:states:with-readings:dead-end:stuck-hog:hidden+no-card+no-adjacent-friendly"
            in found)


def test_stunned_hog_without_remove_stun_is_stuck(hogs: HogsOfWar) -> None:
    broken = _action(hogs, ActionId.REMOVE_STUN, lambda a: with_field(
        a, requires=tuple(with_field(r, must_be=False) for r in a.requires)))
    found = ids(checks.check_states(broken))
    assert any(i.startswith("hogs:states:printed:dead-end:stuck-hog:")
               and "stunned" in i for i in found), found


def test_no_way_to_damage_makes_the_end_unreachable(hogs: HogsOfWar) -> None:
    broken = _action(hogs, ActionId.PLAY_CARD, lambda a: with_field(
        a, requires=(*a.requires, with_field(a.requires[0], condition=Condition.DEFEATED,
                                             must_be=True))))
    found = ids(checks.check_states(broken))
    assert {"hogs:states:printed:end-unreachable",
            "hogs:states:with-readings:end-unreachable"} <= found
