"""The shared walk of a model's effects: one walk per model, a new model walked anew."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.effects import Grant
from rulesref_verify.sources import rule_sources
from tests.verify.named import Rule

CITE = Citation(book="Toy", page=1, section="Boons")


@dataclass(frozen=True)
class Model:
    rules: tuple[Rule, ...]


def test_one_walk_per_model_and_a_new_model_walked_anew() -> None:
    first = Model((Rule("Boon", CITE, (Grant(keyword="Keen"),)),))
    walked = rule_sources(first)
    assert [(s.name, s.cite) for s in walked] == [("Boon", str(CITE))]
    assert rule_sources(first) is walked
    # an equal model is another model: it is walked, not served the first one's sources
    second = Model((Rule("Bane", CITE, (Grant(keyword="Slow"),)),))
    assert [s.name for s in rule_sources(second)] == ["Bane"]
    assert rule_sources(Model(first.rules)) is not walked
