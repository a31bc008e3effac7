"""The relation-case check on a toy model: a rule that uses "next to" bare, while one rule
counts diagonal squares in and another rules them out, is found (undefined) naming each use
and citing every rule; a case settled only one way, or no bare use, is silent."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.relations import RelationUse
from rulesref_verify.findings import Kind
from rulesref_verify.relations import check_relation_cases
from rulesref_verify.runner import with_engine_checks

MARCH_AT = Citation(book="Toy", page=3, section="March")
BUILD_AT = Citation(book="Toy", page=2, section="Build")
FLEE_AT = Citation(book="Toy", page=5, section="Flee")
MARCH = RelationUse(relation="next squares", rule="March", words="any way", case="diagonal",
                    admits=True, cite=MARCH_AT)
BUILD = RelationUse(relation="Next Squares", rule="Build", words="next to", case="Diagonal",
                    admits=False, cite=BUILD_AT)
FLEE = RelationUse(relation="next squares", rule="Flee", words="a free square next to it",
                   cite=FLEE_AT)


@dataclass(frozen=True)
class Model:
    relation_uses: tuple[RelationUse, ...]


def test_a_bare_use_between_opposite_settlements_is_found() -> None:
    (found,) = check_relation_cases(Model((MARCH, BUILD, FLEE)))
    assert (found.id, found.kind, found.key) == ("relation:case:next squares:diagonal",
                                                 Kind.UNDEFINED, "relation_uses")
    assert found.cited == (str(FLEE_AT), str(MARCH_AT), str(BUILD_AT))
    assert found.message.startswith(
        "Next squares: March ('any way', p. 3, March) counts diagonal ones in, Build "
        "('next to', p. 2, Build) rules them out, and Flee ('a free square next to it', "
        "p. 5, Flee) says neither")


def test_one_way_settled_or_no_bare_use_is_silent() -> None:
    assert check_relation_cases(Model((MARCH, FLEE))) == []
    assert check_relation_cases(Model((MARCH, dataclasses.replace(BUILD, admits=True),
                                       FLEE))) == []
    assert check_relation_cases(Model((MARCH, BUILD))) == []
    assert check_relation_cases(object()) == []


def test_the_runner_gives_it_to_every_ruleset() -> None:
    assert check_relation_cases in with_engine_checks(())
