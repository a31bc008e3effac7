"""The effect checks: what they find on the shipped data, and each fires on a planted fault
and names the effect."""

from __future__ import annotations

from collections.abc import Callable

from rulesref.core.conditions import Condition, Predicate, Test
from rulesref.core.effects import Duration, Forbid, Scope, StatEffect, TargetNumberEffect
from rulesref.games.hobgoblin.checks import effect_order
from rulesref.games.hobgoblin.checks import effects as effect_checks
from rulesref.games.hobgoblin.checks.effect_order import Modifier, order_verdict
from rulesref.games.hobgoblin.model import Hobgoblin, Spell
from rulesref.games.hobgoblin.model.keywords import KeywordDef
from rulesref_verify.findings import Kind, Verdict
from tests.verify.mutate import replace_where, with_field


def ids(findings) -> set[str]:  # type: ignore[no-untyped-def]
    return {f.id for f in findings}


def _keyword(rules: Hobgoblin, name: str, change: Callable[[KeywordDef], KeywordDef]
             ) -> Hobgoblin:
    changed: Hobgoblin = with_field(rules, keywords=replace_where(
        rules.keywords, lambda k: k.name == name, change))
    return changed


def _spell(rules: Hobgoblin, name: str, change: Callable[[Spell], Spell]) -> Hobgoblin:
    allegiances = tuple(with_field(a, spells=tuple(change(s) if s.name == name else s
                                                   for s in a.spells))
                        for a in rules.allegiances)
    changed: Hobgoblin = with_field(rules, allegiances=allegiances)
    return changed


def test_shipped_findings(rules) -> None:  # type: ignore[no-untyped-def]
    assert effect_checks.check_effect_terms(rules) == []
    assert effect_checks.check_can_apply(rules) == []
    assert effect_checks.check_summaries(rules) == []
    # no keyword is defined twice (whether each is defined, and as a keyword, is the
    # engine's reference check: tests/games/hobgoblin/test_references.py)
    assert effect_checks.check_defined_once(rules) == []
    reserved = {f.id: f for f in effect_checks.check_reserved(rules)}
    # Ravenous: Reserved in the index (p. 66), priced -25 in Keyword Costs (p. 28); General
    # and Battle Standard: Reserved (pp. 65-66), priced 0 once per army by the asterisk (p. 28).
    assert set(reserved) == {f"effects:reserved-purchasable:{k}"
                             for k in ("Ravenous", "General", "Battle Standard")}
    ravenous = reserved["effects:reserved-purchasable:Ravenous"].message
    assert "-25" in ravenous and "ravenous-purchasable" in ravenous
    # Artillery may buy only Self-Destructive and Short-Ranged (p. 27): computed, not listed
    assert "Artillery" not in ravenous and "War Wagon" in ravenous
    general = reserved["effects:reserved-purchasable:General"].message
    assert "once per army" in general and "every unit type" in general
    assert "general-once-per-army" in general


def test_unknown_step_is_named(rules) -> None:  # type: ignore[no-untyped-def]
    bad = _keyword(rules, "Berserk", lambda k: with_field(
        k, effects=(with_field(k.effects[0], at="Movment Phase"),)))
    found = effect_checks.check_effect_terms(bad)
    assert ids(found) == {"effects:step:Berserk:Movment Phase"}
    assert found[0].file == "keywords.yaml" and found[0].key == "Berserk"


def test_test_parameters_are_checked(rules) -> None:  # type: ignore[no-untyped-def]
    missing = Condition(all=(Test(pred=Predicate.ADVANCED),))
    bad = _keyword(rules, "Devastating Charge", lambda k: with_field(
        k, effects=(with_field(k.effects[0], condition=missing),)))
    assert "effects:test:Devastating Charge:advanced" in ids(
        effect_checks.check_effect_terms(bad))


def test_twice_defined_keywords(rules) -> None:  # type: ignore[no-untyped-def]
    distracted = next(k for k in rules.keywords if k.name == "Distracted")
    again = with_field(distracted, cite=with_field(distracted.cite, page=70))
    twice = with_field(rules, keywords=(*rules.keywords, again))
    found = {f.id: f for f in effect_checks.check_defined_once(twice)}
    assert found["effects:defined-twice:Distracted"].kind is Kind.CONFLICT
    assert {c.split(", ")[1] for c in found["effects:defined-twice:Distracted"].cited} >= {
        "p. 65", "p. 70"}


def test_reserved_fires_on_a_priced_reserved_keyword(rules) -> None:  # type: ignore[no-untyped-def]
    from rulesref.games.hobgoblin.model.keywords import Trait

    bad = _keyword(rules, "Sneaky", lambda k: with_field(
        k, traits=k.traits | {Trait.RESERVED}))
    found = {f.id: f for f in effect_checks.check_reserved(bad)}
    assert "the model records no reading" in found["effects:reserved-purchasable:Sneaky"].message


def test_reserved_follows_the_army_rules(rules) -> None:  # type: ignore[no-untyped-def]
    # The check asks the validator's offers, not the cost table alone: a planted army rule
    # that lets only Immobile units buy Ravenous leaves no buyer (Artillery, the one Immobile
    # type, may buy only Self-Destructive and Short-Ranged, p. 27), so Ravenous is no longer
    # purchasable and its finding goes; General and Battle Standard stay.
    def bar(r):  # type: ignore[no-untyped-def]
        if r.code != "HG013":
            return r
        c = r.constraint
        return with_field(r, constraint=with_field(c, purchases=with_field(
            c.purchases, keywords=("Short-Ranged", "Ravenous")), needs="Immobile"))
    barred = with_field(rules, army_rules=tuple(bar(r) for r in rules.army_rules))
    assert ids(effect_checks.check_reserved(barred)) == {
        "effects:reserved-purchasable:General", "effects:reserved-purchasable:Battle Standard"}


def test_dead_conditions_and_timings(rules) -> None:  # type: ignore[no-untyped-def]
    never = Condition(all=(Test(pred=Predicate.ENGAGED),), none=(Test(pred=Predicate.ENGAGED),))
    bad = _keyword(rules, "Berserk", lambda k: with_field(
        k, effects=(with_field(k.effects[0], condition=never),)))
    assert "effects:dead:Berserk:1" in ids(effect_checks.check_can_apply(bad))
    # Devastating Charge needs an advance this round, which only the Movement Phase makes:
    # timed in the Shooting Phase it could never apply.
    early = _keyword(rules, "Devastating Charge", lambda k: with_field(
        k, effects=(with_field(k.effects[0], at="Shooting Phase"),)))
    found = effect_checks.check_can_apply(early)
    assert "effects:dead-timing:Devastating Charge:1" in ids(found)
    set_aside_and_engaged = Condition(all=(Test(pred=Predicate.SET_ASIDE),
                                           Test(pred=Predicate.ENGAGED_WITH, keyword="Broken")))
    bad = _keyword(rules, "Ravenous", lambda k: with_field(
        k, effects=(with_field(k.effects[0], condition=set_aside_and_engaged), *k.effects[1:])))
    assert "effects:dead:Ravenous:1" in ids(effect_checks.check_can_apply(bad))


def test_grant_and_forbid_in_one_record(rules) -> None:  # type: ignore[no-untyped-def]
    bad = _spell(rules, "Hasten", lambda s: with_field(
        s, effects=(*s.effects, Forbid(keyword="Brutal", scope=s.effects[0].scope,
                                       at=s.effects[0].at))))
    assert "effects:grant-and-forbid:Hasten:brutal" in ids(effect_checks.check_can_apply(bad))


def test_summary_numbers_match_effects(rules) -> None:  # type: ignore[no-untyped-def]
    # Orb of Silence, p. 29: every enemy unit within 18" gains Unruly until the round ends.
    moved = _spell(rules, "Orb of Silence", lambda s: with_field(
        s, area=None, effects=(with_field(s.effects[0], within=12),)))
    assert "summary:distance:Orb of Silence:18" in ids(effect_checks.check_summaries(moved))
    short = _spell(rules, "Orb of Silence", lambda s: with_field(
        s, effects=(with_field(s.effects[0], duration=Duration.INSTANT),)))
    assert "summary:duration:Orb of Silence" in ids(effect_checks.check_summaries(short))
    value = _spell(rules, "Crystal Blades", lambda s: with_field(
        s, effects=(with_field(s.effects[0], keyword="Hero [+1]"),)))
    assert "summary:value:Crystal Blades:Hero [+2]" in ids(effect_checks.check_summaries(value))


def test_z3_finds_a_planted_non_commuting_pair() -> None:
    # -1 not below 2 then +1 not above 6 on a 2+: 2 -> 2 -> 3; the other order 2 -> 3 -> 2.
    down, up = Modifier("Down", -1, 2, "attacker"), Modifier("Up", 1, 6, "defender")
    res = order_verdict((down, up), [2, 3, 4, 5, 6])
    assert res.verdict is Verdict.REFUTED
    assert res.base in (2, 6)


def test_z3_proves_a_commuting_set() -> None:
    # Elite and Devastating Charge (p. 65): both -1, not below 2, commute on every base.
    elite, charge = Modifier("Elite", -1, 2, "attacker"), Modifier("Charge", -1, 2, "attacker")
    assert order_verdict((elite, charge), [2, 3, 4, 5, 6]).verdict is Verdict.CONFIRMED
    assert order_verdict((elite, charge, Modifier("Third", -2, 2, "attacker")),
                         [2, 3, 4, 5, 6]).verdict is Verdict.CONFIRMED


def _without_fallback(rules: Hobgoblin) -> Hobgoblin:
    """The rules with the Timing of Keywords (p. 9) no longer falling back on the Rule of
    Carnage (a planted fault: the clash is then left open)."""
    from rulesref.core.effects import Precedence

    def change(rule):  # type: ignore[no-untyped-def]
        return with_field(rule, effects=tuple(
            with_field(e, otherwise="specific_first") if isinstance(e, Precedence) and e.last
            else e for e in rule.effects))
    changed: Hobgoblin = with_field(rules, game_rules=tuple(
        change(r) for r in rules.game_rules))
    return changed


def test_shipped_modifier_order_finding(rules) -> None:  # type: ignore[no-untyped-def]
    # Deadly Shots (-1, min 2) and Cover (+1, max 6) on a shooting attack (p. 65): on a 6+
    # Cover first gives 6 then 5; Deadly Shots first gives 5 then 6. Timing of Keywords
    # (p. 9) falls back on the Rule of Carnage, which takes the lower: the book settles it.
    assert effect_order.check_modifier_order(rules) == []
    (found,) = effect_order.check_modifier_order(_without_fallback(rules))
    assert found.id == "effects:order:shooting:Cover+Deadly Shots"
    assert "gives 5+" in found.message and "gives 6+" in found.message
    assert "the more specific rule" in found.message


def test_planted_close_combat_modifier_is_reported(rules) -> None:  # type: ignore[no-untyped-def]
    planted = TargetNumberEffect(side="defender", attack="close_combat", delta=1, clamp=6)
    bad = _keyword(_without_fallback(rules), "Stubborn",
                   lambda k: with_field(k, effects=(*k.effects, planted)))
    found = ids(effect_order.check_modifier_order(bad))
    assert "effects:order:close_combat:Devastating Charge+Stubborn" in found
    assert "effects:order:close_combat:Elite+Stubborn" in found


def _without_token_comparisons(rules: Hobgoblin) -> Hobgoblin:
    """The rules with every "Doom reaches Courage" test taken out of the keywords and game
    rules (Broken, pp. 9 and 65), as if Courage were compared with nothing."""
    def strip(condition: Condition | None) -> Condition | None:
        if condition is None:
            return None
        keep = [tuple(t for t in part if t.pred is not Predicate.TOKENS_BELOW_STAT)
                for part in (condition.all, condition.any, condition.none)]
        return Condition(all=keep[0], any=keep[1], none=keep[2]) if any(keep) else None

    def effects(holder):  # type: ignore[no-untyped-def]
        return with_field(holder, effects=tuple(
            with_field(e, condition=strip(e.condition), requires=strip(e.requires))
            for e in holder.effects))

    changed: Hobgoblin = with_field(
        rules, keywords=tuple(effects(k) for k in rules.keywords),
        game_rules=tuple(effects(g) for g in rules.game_rules))
    return changed


def test_stat_floors(rules) -> None:  # type: ignore[no-untyped-def]
    # Bitter Cold (p. 44): -1 Courage a round for up to 6 rounds ('Til The Bitter End, p. 45);
    # Outmaneuvered (p. 66): -1 per enemy on a flank or the rear. 10 - 6 - 5 = -1. But Broken
    # compares Courage with a count of Doom tokens (pp. 9, 65), which is never below 0: a
    # Courage of -1 is as Broken as one of 0, so the book needs no lowest Courage.
    assert _floor_ids(rules) == set()
    # mutation: with nothing comparing Courage with tokens, falling below 0 is a fault again
    (found,) = effect_order.check_stat_floors(_without_token_comparisons(rules))
    assert found.id == "effects:floor:courage"
    assert "-1" in found.message and "x5" in found.message and "x6" in found.message
    slower = StatEffect(stat="speed", op="subtract", amount=7)
    bad = _keyword(rules, "Slow", lambda k: with_field(k, effects=(slower,)))
    assert ids(effect_order.check_stat_floors(bad)) == {"effects:floor:speed"}


def test_a_floor_an_effect_states_is_checked_for_a_token_threshold(rules) -> None:  # type: ignore[no-untyped-def]
    # planted: Bitter Cold's cut states a floor of 1; six rounds and five flanks pass it
    floored = with_field(rules, dice_tables=tuple(
        with_field(t, entries=tuple(
            with_field(e, effects=tuple(
                with_field(x, floor=1) if isinstance(x, StatEffect) and x.stat == "courage"
                and x.op == "subtract" else x for x in e.effects))
            for e in t.entries)) for t in rules.dice_tables))
    found = {f.id: f for f in effect_order.check_stat_floors(floored)}
    assert "effects:floor:courage" in found
    assert "an effect's stated floor courage" in found["effects:floor:courage"].message


def _floor_ids(rules: Hobgoblin) -> set[str]:
    return ids(effect_order.check_stat_floors(rules))


def test_a_stopped_optimiser_is_inconclusive_never_a_pass(rules, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from rulesref_verify.solver import make_optimizer

    monkeypatch.setattr(effect_order, "make_optimizer", lambda: make_optimizer(rlimit=1))
    found = {f.id: f for f in effect_order.check_stat_floors(rules)}
    # every stat a floor is checked for is undecided now
    assert len(found) >= 1 and all(f.inconclusive for f in found.values())
    assert all(i.startswith("effects:floor:") and i.endswith(":unknown") for i in found)
    found = {f.id: f for f in effect_order.check_stat_floors(_without_token_comparisons(rules))}
    courage = found["effects:floor:courage:unknown"]
    assert "could not decide" in courage.message and "below 0" in courage.message
    assert "no rule sets a lowest courage" in courage.message


def test_stat_caps(rules) -> None:  # type: ignore[no-untyped-def]
    # No courage increase states a cap in the book, so no cap finding ships. Planted: Horde
    # (+10 Courage, p. 66) capped at 15. The highest printed Courage is 10 (p. 27), so Horde
    # alone gives 20 > 15: the fewest changes that break the cap is Horde once.
    capped = _keyword(rules, "Horde", lambda k: with_field(k, effects=tuple(
        with_field(e, cap=15) if isinstance(e, StatEffect) else e for e in k.effects)))
    found = {f.id: f for f in effect_order.check_stat_floors(capped)}
    cap = found["effects:cap:courage"]
    assert "rise to 20, above 15" in cap.message and "Horde x1" in cap.message
    assert "Horde caps courage at 15" in cap.message
    # a cap high enough for every increase together is proved safe: none of them repeats
    # without bound but Stubborn (+1 per engaged enemy), so it is left out here
    no_stubborn = _keyword(capped, "Stubborn", lambda k: with_field(k, effects=()))
    high = _keyword(no_stubborn, "Horde", lambda k: with_field(k, effects=tuple(
        with_field(e, cap=1000) if isinstance(e, StatEffect) else e for e in k.effects)))
    assert "effects:cap:courage" not in ids(effect_order.check_stat_floors(high))


def test_army_rules_enforce_every_ban(rules) -> None:  # type: ignore[no-untyped-def]
    from rulesref.games.hobgoblin.checks.army_rules import check_army_rules

    assert check_army_rules(rules) == []
    # a planted army-building ban no army rule names is reported with its record
    ban = Forbid(keyword="Elite", scope=Scope.ARMY, only_buying=True)
    bad = _keyword(rules, "Brutal", lambda k: with_field(k, effects=(*k.effects, ban)))
    (found,) = check_army_rules(bad)
    assert found.id == "army:unenforced:Brutal:2" and found.key == "Brutal"
    # an army rule that names a record with nothing to enforce is reported too, and its
    # constraint (Short-Ranged needs Ranged) then disagrees with the missing ban
    rules_ = tuple(with_field(r, enforces="Brutal") if r.code == "HG013" else r
                   for r in rules.army_rules)
    found_ids = {f.id for f in check_army_rules(with_field(rules, army_rules=rules_))}
    assert {"army:enforces-nothing:HG013", "army:unenforced:Short-Ranged:2",
            "army:disagree:HG013:Light Infantry:Short-Ranged"} <= found_ids
    assert "army:disagree:HG013:Ranged Infantry:Short-Ranged" not in found_ids


def test_a_constraint_that_disagrees_with_its_ban_is_found(rules) -> None:  # type: ignore[no-untyped-def]
    from rulesref.games.hobgoblin.checks.army_rules import check_army_rules

    # HG010's constraint widened to Monsters, while Horde's own ban (p. 66) still keeps it
    # for unit types named ... Infantry: the two disagree for Monster only
    def widen(r):  # type: ignore[no-untyped-def]
        if r.code != "HG010":
            return r
        c = r.constraint
        return with_field(r, constraint=with_field(c, unit_types=with_field(
            c.unit_types, names=("Monster",))))
    bad = with_field(rules, army_rules=tuple(widen(r) for r in rules.army_rules))
    assert {f.id for f in check_army_rules(bad)} == {"army:disagree:HG010:Monster:Horde"}


def test_a_tally_read_but_never_added_to_is_found(rules) -> None:  # type: ignore[no-untyped-def]
    """Combined Arms (p. 49) scores by its ticks; without the effect that earns a tick, the
    check names the rule."""
    from rulesref.games.hobgoblin.effect_sources import holders

    (arms,) = [h for h in holders(rules) if h.name == "Team Play: Combined Arms"]
    assert any(e.kind == "tally" for e in arms.effects)
    untallied = tuple(e for e in arms.effects if e.kind != "tally")
    found = effect_checks._tally_findings(with_field(arms, effects=untallied))
    assert [f.id for f in found] == [f"effects:tally:{arms.name}"]
    assert "reads a tally that none of its effects adds to" in found[0].message
    unread = tuple(e for e in arms.effects if e.kind == "tally")
    (lone,) = effect_checks._tally_findings(with_field(arms, effects=unread))
    assert "adds to a tally that none of its effects reads" in lone.message
