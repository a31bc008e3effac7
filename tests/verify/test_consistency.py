"""Consistency checks: acknowledged on the shipped data, and each fires on a mutation."""

from __future__ import annotations

from tests.verify.mutate import replace_where, with_field
from verify import consistency
from verify.runner import run


def ids(findings) -> set[str]:  # type: ignore[no-untyped-def]
    return {f.id for f in findings}


def test_shipped_data_passes_with_the_register() -> None:
    report = run("hobgoblin")
    assert report.passed, [r.finding.id for r in report.new]
    assert report.stale == ()
    kinds = {r.finding.check for r in report.findings}
    assert {"check_dice_tables", "check_keyword_names", "check_cost_traits",
            "check_sequence_printings", "check_terms"} <= kinds


def _table(rules, table_id, change):  # type: ignore[no-untyped-def]
    tables = replace_where(rules.dice_tables, lambda t: t.id == table_id, change)
    return with_field(rules, dice_tables=tables)


def test_d66_gap_and_overlap(rules) -> None:  # type: ignore[no-untyped-def]
    gap = _table(rules, "chaos_twists",
                 lambda t: with_field(t, entries=tuple(e for e in t.entries if e.low != 11)))
    assert {"dice:gap:chaos_twists:11", "dice:gap:chaos_twists:12"} <= ids(
        consistency.check_dice_tables(gap))
    overlap = _table(rules, "chaos_twists", lambda t: with_field(
        t, entries=replace_where(t.entries, lambda e: e.low == 11,
                                 lambda e: with_field(e, high=13))))
    assert "dice:overlap:chaos_twists:13" in ids(consistency.check_dice_tables(overlap))
    impossible = _table(rules, "scenario", lambda t: with_field(
        t, entries=(*t.entries, with_field(t.entries[0], low=13, high=13))))
    assert any(i.startswith("dice:impossible:scenario") for i in ids(
        consistency.check_dice_tables(impossible)))


def test_shipped_dice_tables_have_one_known_overlap(rules) -> None:  # type: ignore[no-untyped-def]
    assert ids(consistency.check_dice_tables(rules)) == {"dice:overlap:chaos_deployment:63"}


def test_renamed_keyword_is_caught(rules) -> None:  # type: ignore[no-untyped-def]
    units = replace_where(rules.unit_types, lambda u: u.name == "Monster",
                          lambda u: with_field(u, keywords=("Large", "Wyld")))
    found = ids(consistency.check_keyword_names(with_field(rules, unit_types=units)))
    assert "keyword:undefined:Wyld" in found


def test_cost_trait_disagreement_is_caught(rules) -> None:  # type: ignore[no-untyped-def]
    printings = replace_where(rules.cost_printings, lambda p: p.canonical, lambda p: with_field(
        p, entries=replace_where(p.entries, lambda e: e.keyword == "Cowardly",
                                 lambda e: with_field(e, column="Strength"))))
    found = ids(consistency.check_cost_traits(with_field(rules, cost_printings=printings)))
    assert "cost-traits:column:building an army:Cowardly" in found
    assert "cost-traits:sign:building an army:Cowardly" in found


def test_spell_cost_and_count(rules) -> None:  # type: ignore[no-untyped-def]
    assert consistency.check_spells(rules) == []
    allegiances = replace_where(rules.allegiances, lambda a: a.name == "Gomb", lambda a: with_field(
        a, spells=(with_field(a.spells[0], cost=3), *a.spells[1:2])))
    found = ids(consistency.check_spells(with_field(rules, allegiances=allegiances)))
    assert f"spells:cost:{allegiances[1].spells[0].name}" in found
    assert "spells:count:Gomb" in found


def test_stated_counts(rules) -> None:  # type: ignore[no-untyped-def]
    assert consistency.check_stated_counts(rules) == []
    deck = with_field(rules.fortune, cards=rules.fortune.cards[:-1])
    found = ids(consistency.check_stated_counts(with_field(rules, fortune=deck)))
    assert "counts:fortune-deck" in found


def test_printings_disagree(rules) -> None:  # type: ignore[no-untyped-def]
    assert consistency.check_printings_agree(rules) == []
    charts = replace_where(rules.chart_printings, lambda c: c.printing == "quick reference",
                           lambda c: with_field(c, rows=(with_field(c.rows[0], targets=(
                               5, *c.rows[0].targets[1:])), *c.rows[1:])))
    found = ids(consistency.check_printings_agree(with_field(rules, chart_printings=charts)))
    assert ("printings:chart:core rules:quick reference:Light Infantry->Light Infantry"
            in found)
    stats = replace_where(rules.unit_stats_printings, lambda p: p.printing == "index of keywords",
                          lambda p: with_field(p, rows=(with_field(p.rows[0], points=301),
                                                        *p.rows[1:])))
    found = ids(consistency.check_printings_agree(with_field(rules, unit_stats_printings=stats)))
    assert "printings:unit-stats:index of keywords:Light Infantry:points" in found


def test_terms_and_terrain(rules) -> None:  # type: ignore[no-untyped-def]
    assert "terms:keyword:Quick Fire:Quick Shot" in ids(consistency.check_terms(rules))
    assert ids(consistency.check_terrain_keywords(rules)) == {"terrain:not-terrain:Large"}
