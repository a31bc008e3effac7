"""The prerequisite check on a toy model: a use open only to an army that bought a keyword
fires when a rule gives the keyword without a purchase, naming each such rule, and is silent
when nothing does."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.effects import Grant
from rulesref.core.prerequisites import Prerequisite
from rulesref_verify.findings import Kind
from rulesref_verify.prerequisites import check_prerequisites

NEED = Prerequisite(id="rites-need-priest", use="perform rites", keyword="Priest",
                    cite=Citation(book="Toy", page=3, section="Rites"))
RELIC_CITE = Citation(book="Toy", page=4, section="Relics")


@dataclass(frozen=True)
class Relic:
    name: str
    cite: Citation
    effects: tuple[object, ...]


@dataclass(frozen=True)
class Row:
    result: str
    cite: Citation
    effects: tuple[object, ...]


@dataclass(frozen=True)
class Model:
    relics: tuple[Relic, ...]
    prerequisites: tuple[Prerequisite, ...] = (NEED,)
    rows: tuple[Row, ...] = ()


def test_keywords_given_only_by_purchase_are_silent() -> None:
    other = Relic("Shield", RELIC_CITE, (Grant(keyword="Stalwart"),))
    assert check_prerequisites(Model((other,))) == []


def test_a_rule_that_gives_the_keyword_without_a_purchase_contradicts_it() -> None:
    # plant the fault: a relic and a table result both make a unit a priest
    mitre = Relic("Mitre", RELIC_CITE, (Grant(keyword="priest"),))
    row = Row("Holy Day", Citation(book="Toy", page=6, section="Omens"),
              (Grant(keyword="Priest"),))
    found = check_prerequisites(Model((mitre,), rows=(row,)))
    assert [(f.id, f.kind, f.key) for f in found] == [
        ("prerequisite:rites-need-priest", Kind.CONFLICT, "prerequisites.rites-need-priest")]
    assert found[0].cited == (str(NEED.cite), str(RELIC_CITE), "Toy, p. 6, Omens")
    assert "Mitre and Holy Day give it without a purchase" in found[0].message
    only = check_prerequisites(Model((mitre,)))
    assert "Mitre gives it without a purchase" in only[0].message


def test_a_model_without_prerequisites_finds_nothing() -> None:
    mitre = Relic("Mitre", RELIC_CITE, (Grant(keyword="Priest"),))
    assert check_prerequisites(Model((mitre,), prerequisites=())) == []
