"""Hogs of War's diagrams through the engine's figure check: worked out by hand from the
rulebook, Actions cites Diagram 2 for an exhausted Hog pushed up in its lane while Move (and
Diagram 2's own caption, at the head of Move) is the swap of two Hogs' lanes; Diagram 1 is
cited once (Setup), so nothing else is found."""

from __future__ import annotations

from rulesref.games.hogs_of_war import load
from rulesref_verify.findings import Kind
from rulesref_verify.references import check_figures
from tests.verify.mutate import with_field


def test_diagram_2_is_cited_for_two_things() -> None:
    found = check_figures(load())
    assert [(f.id, f.kind) for f in found] == [("figure:subjects:Diagram 2", Kind.CONFLICT)]
    assert found[0].cited == ("Hogs of War: The Card Game, Actions",
                              "Hogs of War: The Card Game, Move")
    assert "exhausted" in found[0].message and "trading lanes" in found[0].message


def test_the_corrected_citation_is_silent() -> None:
    rules = load()
    fixed = tuple(with_field(c, label="Diagram 3") if c.by == "Actions" else c
                  for c in rules.figure_citations)
    # Actions pointing at a Diagram 3 the book does not print is a reference to nothing
    found = check_figures(with_field(rules, figure_citations=fixed))
    assert [(f.id, f.kind) for f in found] == [("figure:missing:Diagram 3", Kind.DANGLING)]
    pictured = (*rules.figures, with_field(rules.figures[1], label="Diagram 3",
                                           subject="exhausted hog"))
    assert check_figures(with_field(rules, figure_citations=fixed, figures=pictured)) == []
