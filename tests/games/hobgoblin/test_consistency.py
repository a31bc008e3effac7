"""Consistency checks: acknowledged on the shipped data, and each fires on a mutation."""

from __future__ import annotations

from rulesref.games.hobgoblin.checks import CONSISTENCY, keywords, tables
from rulesref_verify.runner import run
from tests.verify.mutate import replace_where, with_field


def ids(findings) -> set[str]:  # type: ignore[no-untyped-def]
    return {f.id for f in findings}


def test_shipped_data_passes_with_the_register() -> None:
    report = run("hobgoblin")
    assert report.passed, [r.finding.id for r in report.new]
    assert report.stale == ()
    kinds = {r.finding.check for r in report.findings}
    assert {"check_dice_tables", "check_keyword_names", "check_reserved",
            "check_sequence_printings"} <= kinds
    # the model's own readings (readings.yaml), listed apart from the findings
    assert {r.reading.id for r in report.readings} == {
        "ravenous-purchasable", "shooting-modifier-order", "solo-wizard-however-gained",
        "general-once-per-army", "battle-standard-once-per-army",
        "table-edge-impassable-vs-leaving", "wild-bought-by-others", "nullify-you",
        "shared-ruination-two-allied-units", "cunning-ruse-any-three",
        "breach-each-turn", "burn-two-of-three-at-least", "courage-in-keyword-form",
        "infantry-keyword-as-unit-type", "manipulate-time-after-whole-phase",
        "sneaky-your-movement-phase", "light-of-guldvarlden-one-roll-each",
        "marble-forest-owner-places", "tides-single-unit-touching",
        "chasm-sneaky-whenever-deployed", "numerical-x-at-least-one", "stats-not-below-zero",
        "deaths-harvest-each-unit",
        # audit8f (team and solo play)
        "hands-around-first-time", "solo-seize-initiative", "solo-artillery-movement",
        "solo-cautious-approach-then-shoot",
        # audit10f
        "solo-combat-order",
        "shared-ruination-who-places",
        # audit11e (whose units' Doom the Altars of Grief tie-break counts)
        "altars-doom-own-units",
        # audit11f (equal totals in United in Death and Shared Slaughter, p. 49)
        "united-in-death-tie", "shared-slaughter-tie",
        # when Outmaneuvered is lost (p. 24), which the book never says
        "outmanoeuvred-lost-when-contact-ends"}


def _table(rules, table_id, change):  # type: ignore[no-untyped-def]
    tables = replace_where(rules.dice_tables, lambda t: t.id == table_id, change)
    return with_field(rules, dice_tables=tables)


def test_d66_gap_and_overlap(rules) -> None:  # type: ignore[no-untyped-def]
    gap = _table(rules, "chaos_twists",
                 lambda t: with_field(t, entries=tuple(e for e in t.entries if e.low != 11)))
    assert {"dice:gap:chaos_twists:11", "dice:gap:chaos_twists:12"} <= ids(
        tables.check_dice_tables(gap))
    overlap = _table(rules, "chaos_twists", lambda t: with_field(
        t, entries=replace_where(t.entries, lambda e: e.low == 11,
                                 lambda e: with_field(e, high=13))))
    assert "dice:overlap:chaos_twists:13" in ids(tables.check_dice_tables(overlap))
    impossible = _table(rules, "scenario", lambda t: with_field(
        t, entries=(*t.entries, with_field(t.entries[0], low=13, high=13))))
    assert any(i.startswith("dice:impossible:scenario") for i in ids(
        tables.check_dice_tables(impossible)))


def test_shipped_dice_tables_have_one_known_overlap(rules) -> None:  # type: ignore[no-untyped-def]
    assert ids(tables.check_dice_tables(rules)) == {"dice:overlap:chaos_deployment:63"}


def test_renamed_keyword_is_caught(rules) -> None:  # type: ignore[no-untyped-def]
    units = replace_where(rules.unit_types, lambda u: u.name == "Monster",
                          lambda u: with_field(u, keywords=("Large", "Wyld")))
    found = ids(keywords.check_keyword_names(with_field(rules, unit_types=units)))
    assert "keyword:undefined:Wyld" in found


def test_a_keyword_in_other_capitals_is_the_same_keyword(rules) -> None:  # type: ignore[no-untyped-def]
    # the cost table's "Shoot Into Combat" (p. 28) against the index's "Shoot into Combat":
    # capitals alone make no second name, so neither the shipped data nor a planted
    # "LARGE" gives a finding, while a planted "Larje" still does
    assert not {i for i in ids(keywords.check_keyword_names(rules))
                if i.startswith("keyword:spelling:")}
    shouted = replace_where(rules.unit_types, lambda u: u.name == "Monster",
                            lambda u: with_field(u, keywords=("LARGE", "wild")))
    assert keywords.check_keyword_names(with_field(rules, unit_types=shouted)) == \
        keywords.check_keyword_names(rules)
    misspelt = replace_where(rules.unit_types, lambda u: u.name == "Monster",
                             lambda u: with_field(u, keywords=("Larje", "Wild")))
    assert "keyword:undefined:Larje" in ids(
        keywords.check_keyword_names(with_field(rules, unit_types=misspelt)))


def test_cost_trait_disagreement_is_caught(rules) -> None:  # type: ignore[no-untyped-def]
    printings = replace_where(rules.cost_printings, lambda p: p.canonical, lambda p: with_field(
        p, entries=replace_where(p.entries, lambda e: e.keyword == "Cowardly",
                                 lambda e: with_field(e, column="Strength"))))
    found = ids(keywords.check_cost_traits(with_field(rules, cost_printings=printings)))
    assert "cost-traits:column:building an army:Cowardly" in found
    assert "cost-traits:sign:building an army:Cowardly" in found


def test_spell_cost_and_count(rules) -> None:  # type: ignore[no-untyped-def]
    assert tables.check_spells(rules) == []
    allegiances = replace_where(rules.allegiances, lambda a: a.name == "Gomb", lambda a: with_field(
        a, spells=(with_field(a.spells[0], cost=3), *a.spells[1:2])))
    found = ids(tables.check_spells(with_field(rules, allegiances=allegiances)))
    assert f"spells:cost:{allegiances[1].spells[0].name}" in found
    assert "spells:count:Gomb" in found


def test_stated_counts(rules) -> None:  # type: ignore[no-untyped-def]
    assert tables.check_stated_counts(rules) == []
    deck = with_field(rules.fortune, cards=rules.fortune.cards[:-1])
    found = ids(tables.check_stated_counts(with_field(rules, fortune=deck)))
    assert "counts:fortune-deck" in found


def test_printings_disagree(rules) -> None:  # type: ignore[no-untyped-def]
    assert tables.check_printings_agree(rules) == []
    charts = replace_where(rules.chart_printings, lambda c: c.printing == "quick reference",
                           lambda c: with_field(c, rows=(with_field(c.rows[0], targets=(
                               5, *c.rows[0].targets[1:])), *c.rows[1:])))
    found = ids(tables.check_printings_agree(with_field(rules, chart_printings=charts)))
    assert ("printings:chart:core rules:quick reference:Light Infantry->Light Infantry"
            in found)
    stats = replace_where(rules.unit_stats_printings, lambda p: p.printing == "index of keywords",
                          lambda p: with_field(p, rows=(with_field(p.rows[0], points=301),
                                                        *p.rows[1:])))
    found = ids(tables.check_printings_agree(with_field(rules, unit_stats_printings=stats)))
    assert "printings:unit-stats:index of keywords:Light Infantry:points" in found


def test_variants_are_found_where_used(rules) -> None:  # type: ignore[no-untyped-def]
    found = {f.id: f for f in keywords.check_keyword_names(rules)}
    # Quick Shot (the cost table, p. 28) and Impassible (Watch Tower, The Fortress) are used;
    # Outmanoeuvred is a recorded variant the data never uses, so it is no finding.
    variants = {i for i in found if i.startswith("keyword:variant:")}
    assert variants == {"keyword:variant:Quick Shot", "keyword:variant:Impassible"}
    assert "'Quick Fire'" in found["keyword:variant:Quick Shot"].message
    # the variant cites where it is used (p. 28) and the index's definition (p. 66)
    assert [c.split(", ")[1] for c in found["keyword:variant:Quick Shot"].cited] == [
        "p. 28", "p. 66"]
    assert found["keyword:variant:Impassible"].file == "dice_tables.yaml"


def test_an_unrecorded_variant_is_undefined(rules) -> None:  # type: ignore[no-untyped-def]
    changed = replace_where(rules.keywords, lambda k: k.name == "Impassable",
                            lambda k: with_field(k, aliases=()))
    unaliased = with_field(rules, keywords=changed)
    found = ids(keywords.check_keyword_names(unaliased))
    assert "keyword:variant:Impassible" not in found
    # the Watch Tower and The Fortress name it only in their effects: the engine's reference
    # check reports a keyword no rule defines
    from rulesref_verify.references import check_references

    assert "reference:undefined:keyword:Impassible" in ids(check_references(unaliased))


def test_terrain(rules) -> None:  # type: ignore[no-untyped-def]
    # Elevated Plateau, City wall, Abyssal Temple and Big Stalagmite (p. 27) have Large, a
    # unit keyword (p. 66): the engine's reference check finds it
    from rulesref_verify.references import check_references

    found = {f.id: f for f in check_references(rules)}
    large = found["reference:kind:terrain keyword:Large"]
    assert "Elevated Plateau" in large.message and "Big Stalagmite" in large.message
    assert {c.split(", ")[1] for c in large.cited} == {"p. 27", "p. 66"}


# Keyword definitions printed outside the index, compared with the index (pp. 65-68). The
# expected ids were worked out by reading the printings against the index by hand.
KEYWORD_PRINTING_FINDINGS = {
    # p. 26: a Wizard within 4"; p. 68: touching the piece
    "keyword-printing:Arcane:terrain:wizard_distance",
    # Not findings: a fact one printing states and the other leaves out (p. 26's Blocking may
    # give Cover, p. 68's note on already Distracted units in Rough terrain, the index's note
    # that a Command unit benefits itself) is a shorter restatement or a clarifying note;
    # the quick reference's Outmaneuvered (p. 70) ends with the rear edge, as the index does.
}


def _printing(rules, keyword, printing, change):  # type: ignore[no-untyped-def]
    printings = replace_where(
        rules.keyword_printings,
        lambda p: p.keyword == keyword and p.cite.printing == printing, change)
    return with_field(rules, keyword_printings=printings)


def test_keyword_printings_shipped_findings(rules) -> None:  # type: ignore[no-untyped-def]
    found = keywords.check_keyword_printings(rules)
    assert ids(found) == KEYWORD_PRINTING_FINDINGS
    by_id = {f.id: f for f in found}
    arcane = by_id["keyword-printing:Arcane:terrain:wizard_distance"].message
    assert "'within 4 inches' on p. 26" in arcane and "'touching' on p. 68" in arcane
    assert keywords.check_keyword_printings in CONSISTENCY


def test_keyword_printings_cover_the_listed_printings(rules) -> None:  # type: ignore[no-untyped-def]
    where = {(p.keyword, p.cite.page) for p in rules.keyword_printings}
    assert {("Skirmishers", 12), ("Tough", 12), ("Wild", 12), ("Ranged", 12), ("Fragile", 13),
            ("Devastating Charge", 13), ("Large", 13), ("Immobile", 14), ("Arcane", 26),
            ("Blocking", 26), ("Elevated", 26), ("Grim", 26), ("Impassable", 26),
            ("Obscuring", 26), ("Perilous", 26), ("Rough", 26), ("Large", 26), ("Cover", 27),
            ("Hero", 28), ("Command", 28), ("General", 28), ("Battle Standard", 28),
            ("Broken", 70), ("Outmaneuvered", 70), ("Nimble", 70), ("Distracted", 70)} <= where
    assert all(p.cite.printing for p in (*rules.keyword_printings, *rules.index_facts))


def test_keyword_printing_fact_change_is_caught(rules) -> None:  # type: ignore[no-untyped-def]
    changed = _printing(rules, "Tough", "unit types", lambda p: with_field(p, facts=replace_where(
        p.facts, lambda f: f.name == "ignores_doom",
        lambda f: with_field(f, value="the first 2"))))
    found = keywords.check_keyword_printings(changed)
    assert ids(found) == KEYWORD_PRINTING_FINDINGS | {
        "keyword-printing:Tough:unit types:ignores_doom"}
    message = next(f.message for f in found if f.id.startswith("keyword-printing:Tough"))
    assert "p. 12" in message and "p. 67" in message


def test_keyword_printing_missing_fact_and_trait_are_caught(rules) -> None:  # type: ignore[no-untyped-def]
    from rulesref.games.hobgoblin.model.keywords import Trait

    dropped = _printing(rules, "Large", "terrain", lambda p: with_field(
        p, facts=tuple(f for f in p.facts if f.name != "applies_to")))
    # a fact one printing leaves out is a shorter restatement, not a conflict
    assert ids(keywords.check_keyword_printings(dropped)) == KEYWORD_PRINTING_FINDINGS
    traits = _printing(rules, "Fragile", "quick reference", lambda p: with_field(
        p, traits=frozenset({Trait.WEAKNESS, Trait.RESERVED})))
    assert ids(keywords.check_keyword_printings(traits)) == KEYWORD_PRINTING_FINDINGS | {
        "keyword-printing:Fragile:quick reference:traits"}
    numeric = _printing(rules, "Nimble", "movement", lambda p: with_field(p, numeric=True))
    assert ids(keywords.check_keyword_printings(numeric)) == KEYWORD_PRINTING_FINDINGS | {
        "keyword-printing:Nimble:movement:numeric"}


def test_agreeing_keyword_printing_gives_nothing(rules) -> None:  # type: ignore[no-untyped-def]
    agreeing = tuple(p for p in rules.keyword_printings
                     if p.keyword in ("Skirmishers", "Devastating Charge", "Cover"))
    assert len(agreeing) == 8  # Skirmishers 4, Devastating Charge 2, Cover 2
    assert keywords.check_keyword_printings(
        with_field(rules, keyword_printings=agreeing)) == []
    # an alias, another letter case and another fact order compare equal
    alias = _printing(rules, "Outmaneuvered", "movement", lambda p: with_field(
        p, keyword="outmanoeuvred", facts=tuple(
            with_field(f, value=f.value.upper()) for f in reversed(p.facts))))
    assert ids(keywords.check_keyword_printings(alias)) == KEYWORD_PRINTING_FINDINGS


def test_keyword_printing_without_index_entry(rules) -> None:  # type: ignore[no-untyped-def]
    unknown = _printing(rules, "Nimble", "movement", lambda p: with_field(p, keyword="Nimbel"))
    assert "keyword-printing:Nimbel:movement:unknown" in ids(
        keywords.check_keyword_printings(unknown))
    no_facts = with_field(rules, index_facts=tuple(
        p for p in rules.index_facts if p.keyword != "Nimble"))
    assert {"keyword-printing:Nimble:movement:no-index-facts",
            "keyword-printing:Nimble:quick reference:no-index-facts"} <= ids(
        keywords.check_keyword_printings(no_facts))
