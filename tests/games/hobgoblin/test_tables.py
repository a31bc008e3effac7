"""Hobgoblin's play area and the rules that name its long edges, read by the engine's table
check. Expected finding worked out by reading pages 8, 37, 43 and 47."""

from __future__ import annotations

from rulesref_verify.findings import Kind
from rulesref_verify.tables import check_edge_references
from tests.verify.mutate import with_field


def test_the_long_edges_are_named_where_a_square_table_is_allowed(rules) -> None:  # type: ignore[no-untyped-def]
    # p. 8: any table from 3 feet by 3 feet up, of any shape, so a 36 by 36 table is allowed;
    # the standard deployment (p. 37), Scouts (p. 43) and The Breach (p. 47) divide or pick by
    # the long edges; Tunnel Fighting (p. 43) says what to do on a square table
    found = check_edge_references(rules)
    assert [(f.id, f.kind) for f in found] == [("table:square:long", Kind.MISSING)]
    assert [c.split(", ", 1)[1] for c in found[0].cited] == [
        "p. 37, Deployment", "p. 43, Deployment Table", "p. 47, The Breach", "p. 8, Play Area"]
    assert "(36 by 36 inches or larger)" in found[0].message
    assert "Tunnel Fighting" not in found[0].message


def test_a_table_kept_oblong_would_settle_it(rules) -> None:  # type: ignore[no-untyped-def]
    oblong = with_field(rules.play_area, least_length=48, most_width=36)
    assert check_edge_references(with_field(rules, play_area=oblong)) == []
