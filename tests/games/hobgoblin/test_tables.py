"""Hobgoblin's play area, the rules that name its long edges and what the rules put at a
distance from the centreline, read by the engine's table and placement checks. Expected
findings worked out by reading pages 8, 37 to 40, 43 and 47."""

from __future__ import annotations

from rulesref_verify.findings import Kind
from rulesref_verify.placements import check_line_placements
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


def test_what_goes_beyond_the_smallest_table_or_on_no_named_side(rules) -> None:  # type: ignore[no-untyped-def]
    # p. 8: 36 by 36 inches at least, so the centreline (p. 37, parallel with the long edges)
    # runs 18 inches each way from its midpoint and 18 inches lie on each side of it. The
    # Pendulum's Swing (p. 38) puts markers 18 inches, or 3D6+6 (up to 24), from the midpoint;
    # Tides of War (16, p. 39) and Altars of Grief (15, p. 40) fit. The Fortress (p. 47) puts
    # its wall 8 inches back from the centreline and names no side; every deployment rule
    # names the player's own half.
    found = check_line_placements(rules)
    assert [(f.id, f.kind) for f in found] == [
        ("placement:beyond-edge:The Pendulum’s Swing:Objective Marker", Kind.CONFLICT),
        ("placement:side:The Fortress:fortress wall", Kind.MISSING)]
    assert [c.split(", ", 1)[1] for c in found[0].cited] == [
        "p. 38, The Pendulum’s Swing", "p. 37, Deployment", "p. 8, Play Area"]
    assert "18 or 3D6+6 (up to 24) inches" in found[0].message
    assert [c.split(", ", 1)[1] for c in found[1].cited] == [
        "p. 47, The Fortress", "p. 37, Deployment"]


def test_a_table_four_feet_long_would_fit_the_markers(rules) -> None:  # type: ignore[no-untyped-def]
    # 48 inches long: 24 inches each way, so even a roll of 24 lands on the edge; 50 fits
    longer = with_field(rules.play_area, least_length=50)
    found = check_line_placements(with_field(rules, play_area=longer))
    assert [f.id for f in found] == ["placement:side:The Fortress:fortress wall"]

