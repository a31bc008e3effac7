"""Effects transcribed from the book, checked against answers worked out by hand from the
printed text (page and section in each row)."""

from __future__ import annotations

import pytest

from rulesref.games.hobgoblin.effect_sources import holders

# (holder name, effect kind, fields expected on one of its effects of that kind) with the
# book's page. Each row is read straight off the printed rule.
CASES = [
    # Index of Keywords, pp. 65-67
    ("Cowardly", "grant", {"keyword": "Distracted", "choice": "cowardly"}),  # p. 65
    ("Cowardly", "tokens", {"token": "Doom", "dice": "D3", "choice": "cowardly"}),  # p. 65
    ("Berserk", "tokens", {"dice": "D3", "at": "Movement Phase"}),  # p. 65
    ("Command", "stat", {"stat": "courage", "within": 8}),  # p. 65
    ("Cover", "target_number", {"delta": 1, "clamp": 6, "attack": "shooting"}),  # p. 65
    ("Devastating Charge", "target_number", {"delta": -1, "clamp": 2, "optional": True}),  # p. 65
    ("Distracted", "action", {"action": "engage", "allowed": False}),  # p. 65
    ("General", "grant", {"keyword": "Hero [+2]"}),  # p. 66
    ("Battle Standard", "grant", {"keyword": "Hero [+1]"}),  # p. 65
    ("Horde", "stat", {"stat": "courage", "amount": 10}),  # p. 66
    ("Ravenous", "grant", {"keyword": "Devour"}),  # p. 66
    ("Reinforcements", "grant", {"keyword": "Distracted", "moment": "start"}),  # p. 66
    ("Sneaky", "grant", {"keyword": "Distracted", "duration": "end_of_round"}),  # p. 67
    ("Terrifying", "tokens", {"amount": 2, "within": 8, "at": "Panic"}),  # p. 67
    ("Unruly", "ignore", {"keyword": "Command"}),  # p. 67
    ("Wild", "action", {"action": "take_action", "allowed": False}),  # p. 67
    # Terrain Keywords, p. 68
    ("Elevated", "grant", {"keyword": "Large"}),
    ("Grim", "tokens", {"amount": 1, "at": "Panic"}),
    ("Rough", "grant", {"keyword": "Distracted", "choice": "rough"}),
    ("Obscuring", "grant", {"keyword": "Cover", "duration": "this_attack"}),
    # spells, pp. 29-33
    ("Orb of Silence", "grant", {"keyword": "Unruly", "scope": "enemy", "within": 18}),
    ("Summon Lloigor", "lookup_as", {"unit_type": "Monster", "duration": "end_of_round"}),
    ("Scuttle", "ignore", {"keyword": "Distracted", "scope": "target"}),
    ("Stalking Death", "grant", {"keyword": "Cowardly", "within": 18}),
    ("Light of Guldvarlden", "tokens", {"op": "remove", "dice": "D3", "within": 12}),
    ("By My Will", "ignore", {"trait": "Weakness"}),
    # Fortune Cards Text, pp. 28-29
    ("Against All Odds", "ignore", {"keyword": "Broken", "duration": "next_round_starts"}),
    ("Famous Blade", "grant", {"keyword": "Hero [+2]", "duration": "end_of_round"}),
    ("Redeploy", "grant", {"keyword": "Swift [+4]"}),
    ("Vial of Mercury", "tokens", {"token": "Mercury", "amount": 2}),
    ("Relentless", "move", {"how": "advance", "distance": 4}),
    # Cursed Artefacts, pp. 34-35
    ("Unreliable Master", "forbid", {"keyword": "Command"}),
    ("Nullify", "forbid", {"keyword": "Wizard"}),
    ("Abyssal Piping", "grant", {"keyword": "Cowardly", "within": 4}),
    ("Byzantine Strategies", "mention", {"keyword": "Sneaky"}),
    ("Ruinous Price", "tokens", {"amount": 1, "within": 12, "at": "Magic Phase"}),
    # Chaos of War, pp. 42-45
    ("Twists Table 13-14 Easy Underfoot", "grant", {"keyword": "Swift [+2]"}),
    ("Twists Table 25-26 Desperate Fighting", "sequence", {"change": "skip", "step": "Panic"}),
    ("Twists Table 63 Torches Burning Low", "sequence", {"rounds": 4}),
    ("Twists Table 33-34 Bitter Cold", "stat", {"op": "subtract", "per": "round"}),
    ("Deployment Table 34-36 Surprise!", "grant", {"keyword": "Sneaky"}),
    # solo play, p. 50
    ("Solo Play Setup: Army Lists", "forbid", {"keyword": "Wizard"}),
    ("Solo Play Setup: Undistractable", "forbid", {"keyword": "Distracted"}),
    # core rules
    ("Distracted cleared", "remove", {"keyword": "Distracted", "at": "Ready Units"}),  # p. 22
    ("Reform cost", "grant", {"keyword": "Distracted"}),  # p. 23
    ("Retreat (half inch per point)", "grant", {"keyword": "Distracted"}),  # p. 23
    ("Panic radius (inches)", "tokens", {"amount": 1, "within": 8, "at": "Panic"}),  # p. 18
    ("Empty Fortune deck", "cards", {"op": "shuffle"}),  # p. 28
    ("Leaving the play area", "move", {"how": "remove_from_play"}),  # p. 24
    ("Spells without a target unit", "ignore", {"scope": "self"}),  # p. 19
    ("Outmanoeuvring", "grant", {"keyword": "Outmaneuvered", "duration": "while"}),  # p. 24
    ("Cover", "grant", {"keyword": "Cover", "scope": "target"}),  # p. 27
    # Battlefield Table, p. 42
    ("Battlefield Table 41-43 Watch Tower", "grant", {"keyword": "Impassible"}),
    ("Battlefield Table 21-26 Mushroom Groves", "grant", {"keyword": "Grim"}),
    ("Battlefield Table 54-56 Lodestone", "parameter",
     {"name": "spell_cost", "op": "subtract", "amount": 1}),
    # Scenarios, pp. 38-41
    ("Scenarios: Bathed in Glory", "score", {"outcome": "vp", "amount": 1, "cap": 5}),
    ("Scenarios: Altars of Grief", "grant", {"keyword": "Grim"}),
    ("Tie-breaker: Altars of Grief", "score", {"outcome": "tie_break", "amount": 1}),
    ("Tie-breaker: The Pendulum’s Swing", "score", {"outcome": "draw"}),
    ("No Fortune cards left at all", "tokens", {"token": "Mercury", "amount": 1}),  # p. 28
]


def _value(effect, field):  # type: ignore[no-untyped-def]
    value = getattr(effect, field)
    return getattr(value, "value", value)


@pytest.mark.parametrize(("name", "kind", "expected"), CASES)
def test_effect_as_printed(rules, name: str, kind: str, expected: dict[str, object]) -> None:  # type: ignore[no-untyped-def]
    found = [h for h in holders(rules) if h.name == name]
    assert found, name
    candidates = [e for h in found for e in h.effects if e.kind == kind]
    assert any(all(_value(e, f) == v for f, v in expected.items()) for e in candidates), (
        name, kind, candidates)


def test_conditions_not_grants(rules) -> None:  # type: ignore[no-untyped-def]
    """The audit's false grants: Familiar and Scroll need a Wizard (p. 29); Against All Odds
    is played on a Broken unit (p. 28); none of them grants those keywords."""
    by_name = {h.name: h for h in holders(rules)}
    for name, keyword in (("Familiar", "Wizard"), ("Scroll Of Occult Knowledge", "Wizard"),
                          ("Against All Odds", "Broken"), ("Go Down Fighting", "Broken")):
        effects = by_name[name].effects
        assert not any(e.kind == "grant" and getattr(e, "keyword", None) == keyword
                       for e in effects), name
        assert any(t.keyword == keyword for e in effects if e.requires
                   for t in e.requires.tests()), name


def _preds(condition):  # type: ignore[no-untyped-def]
    return {t.pred.value for t in condition.all}, {t.pred.value for t in condition.none}


def test_targets_need_range_and_line_of_sight(rules) -> None:  # type: ignore[no-untyped-def]
    """Select Target (p. 20): one unengaged enemy within the shooter's Range and line of
    sight; a spell's "target unit" (p. 19) must be within range and line of sight too, while a
    spell without a target ignores line of sight (p. 19); Line of Sight and Range (p. 16)."""
    by_name = {h.name: h for h in holders(rules)}
    (shoot,) = by_name["Shooting target"].effects
    assert _preds(shoot.condition) == ({"in_range", "in_line_of_sight"}, {"engaged"})
    (spell,) = by_name["Spells with a target unit"].effects
    assert _preds(spell.condition) == ({"in_range", "in_line_of_sight"}, set())
    (seen,) = by_name["Engaged units see each other"].effects
    assert seen.kind == "ignore" and seen.scope.value == "all_units"
    assert _preds(seen.condition)[0] == {"engaged"} and "engaged with" in (seen.rule or "")


def test_fortune_deck_runs_out(rules) -> None:  # type: ignore[no-untyped-def]
    """Fortune Cards (p. 28): an empty deck is remade from the discards; with both empty a
    player owed a card may take 1 Mercury instead."""
    by_name = {h.name: h for h in holders(rules)}
    (shuffle,) = by_name["Empty Fortune deck"].effects
    assert [(t.pred.value, t.keyword) for t in shuffle.requires.all] == [("deck_empty", "Fortune")]
    (mercury,) = by_name["No Fortune cards left at all"].effects
    assert {t.pred.value for t in mercury.requires.all} == {"deck_empty", "discard_empty"}
    assert (mercury.token, mercury.amount, mercury.optional) == ("Mercury", 1, True)


def test_table_edges(rules) -> None:  # type: ignore[no-untyped-def]
    """Movement (p. 22): units and every table edge are impassable; Leaving the Play Area
    (p. 24): a unit ending a manoeuvre over the edge is removed. The two are recorded as a
    reading, not as a finding."""
    by_name = {h.name: h for h in holders(rules)}
    (blocked,) = by_name["Units and table edges block movement"].effects
    assert (blocked.kind, blocked.allowed) == ("action", False)
    (leave,) = by_name["Leaving the play area"].effects
    assert [t.pred.value for t in leave.condition.all] == ["over_table_edge"]
    reading = next(r for r in rules.readings if r.id == "table-edge-impassable-vs-leaving")
    assert (reading.cite.page, reading.cite.section) == (24, "Leaving the Play Area")


def test_only_wheeling_backwards_distracts(rules) -> None:  # type: ignore[no-untyped-def]
    """Wheel (p. 22): a wheel forwards costs nothing more; only a unit that wheels backwards
    gains Distracted. Retreat and Reform (p. 23) always give it, to the unit making them
    (not to every unit that moves)."""
    by_name = {h.name: h for h in holders(rules)}
    (wheel,) = [e for e in by_name["Wheel (inches per point)"].effects if e.kind == "grant"]
    assert wheel.keyword == "Distracted" and wheel.condition is not None
    assert [(t.pred.value, t.source) for t in wheel.condition.all] == [
        ("manoeuvring", "wheel_backwards")]
    for name, how in (("Retreat (half inch per point)", "retreat"), ("Reform cost", "reform")):
        (grant,) = [e for e in by_name[name].effects if e.kind == "grant"]
        assert grant.keyword == "Distracted" and grant.condition is not None, name
        assert [(t.pred.value, t.source) for t in grant.condition.all] == [("manoeuvring", how)]
