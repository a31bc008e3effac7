"""The engine's reference check on an invented model: a name referred to as a keyword that
the book defines nowhere, or only as something else, is found with every citation it rests
on; the corrected record is silent."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.references import DefinedName, PrintedReference, is_of_kind
from rulesref_verify.findings import Kind
from rulesref_verify.references import check_references
from rulesref_verify.runner import with_engine_checks


def cite(page: int, section: str) -> Citation:
    return Citation(book="Invented Rules", page=page, section=section)


DEFINED = (
    DefinedName(name="Brave", kind="unit keyword", cite=cite(30, "Keywords")),
    DefinedName(name="Swampy", kind="terrain keyword", cite=cite(31, "Terrain Keywords")),
    DefinedName(name="Nerve", kind="statistic", cite=cite(4, "Profiles")),
)


@dataclass(frozen=True)
class Model:
    printed_references: tuple[PrintedReference, ...]
    defined_names: tuple[DefinedName, ...] = DEFINED


def ref(name: str, by: str, page: int, kind: str = "keyword") -> PrintedReference:
    return PrintedReference(name=name, kind=kind, by=by, cite=cite(page, by))


def test_a_statistic_given_as_a_keyword_is_a_conflict_citing_both() -> None:
    found = check_references(Model((ref("Nerve [+2]", "Rally", 12),
                                    ref("Nerve [+1]", "Steady", 14))))
    (finding,) = found
    assert finding.id == "reference:kind:keyword:Nerve"
    assert finding.kind is Kind.CONFLICT
    assert "statistic" in finding.message and "Rally" in finding.message
    assert "Nerve [+2]" in finding.message and "Steady" in finding.message
    assert [c.split(", ")[1] for c in finding.cited] == ["p. 12", "p. 14", "p. 4"]


def test_a_keyword_defined_nowhere_is_undefined() -> None:
    (finding,) = check_references(Model((ref("Goal", "Raid", 40),)))
    assert finding.id == "reference:undefined:keyword:Goal"
    assert finding.kind is Kind.UNDEFINED and finding.cited == (str(cite(40, "Raid")),)
    assert "'Goal'" in finding.message and "nowhere" in finding.message


def test_a_unit_keyword_on_terrain_is_the_wrong_kind() -> None:
    (finding,) = check_references(Model((ref("Brave", "Hill", 27, "terrain keyword"),)))
    assert finding.id == "reference:kind:terrain keyword:Brave"
    assert "unit keyword (p. 30, Keywords)" in finding.message
    assert len(finding.cited) == 2


def test_corrected_references_are_silent() -> None:
    # a keyword of either kind is a keyword; values in brackets and capitals do not matter
    good = (ref("Brave [+1]", "Rally", 12), ref("swampy", "Bog", 28),
            ref("Swampy", "Marsh", 27, "terrain keyword"))
    assert check_references(Model(good)) == []
    assert check_references(Model(())) == []


def test_a_kind_of_thing_the_book_has_none_of_is_undefined() -> None:
    any_guild = PrintedReference(kind="guild", by="Old Map", cite=cite(22, "Treasures"))
    again = PrintedReference(kind="Guild", by="Guild Ring", cite=cite(23, "Treasures"))
    (finding,) = check_references(Model((any_guild, again)))
    assert finding.id == "reference:undefined-kind:guild"
    assert finding.kind is Kind.UNDEFINED and "Old Map; Guild Ring refer" in finding.message
    assert [c.split(", ")[1] for c in finding.cited] == ["p. 22", "p. 23"]
    # corrected: the book has terrain keywords, so "any terrain keyword" is a kind it has
    fixed = PrintedReference(kind="terrain keyword", by="Old Map", cite=cite(22, "Treasures"))
    assert check_references(Model((fixed,))) == []


def test_kinds_narrow_by_their_last_words() -> None:
    assert is_of_kind("terrain keyword", "keyword")
    assert is_of_kind("Keyword", "keyword")
    assert not is_of_kind("keyword", "terrain keyword")
    assert not is_of_kind("statistic", "keyword")


def test_the_runner_gives_it_to_every_ruleset() -> None:
    assert check_references in with_engine_checks(())
