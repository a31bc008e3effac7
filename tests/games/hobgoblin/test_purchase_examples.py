"""The worked examples of buying keywords against the army rules: the shipped refusal of
Wild to Beasts gives a reason no rule bears out (Wild is Reserved and unpriced, p. 67 and
p. 28, so no unit type can buy it); planted examples whose verdict the rules do not give, or
whose unit type lacks the keyword it is said to have, are found; examples the rules bear
out, verdict and reason, are silent."""

from __future__ import annotations

import dataclasses

from rulesref.core.citation import Citation
from rulesref.games.hobgoblin.checks.examples import check_purchase_examples
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref.games.hobgoblin.model.examples import PurchaseExample
from rulesref_verify.findings import Kind

CITE = Citation(book="Hobgoblin (early access v2)", page=27,
                section="Purchasing Keywords Clarifying Examples")


def _with(rules: Hobgoblin, *examples: PurchaseExample) -> Hobgoblin:
    return dataclasses.replace(rules, purchase_examples=examples)


def example(keyword: str, unit_type: str, allowed: bool, because: str | None = None
            ) -> PurchaseExample:
    return PurchaseExample(keyword=keyword, unit_type=unit_type, allowed=allowed,
                           because=because, cite=CITE)  # type: ignore[arg-type]


def test_the_shipped_wild_example_gives_a_reason_no_rule_bears_out(rules: Hobgoblin) -> None:
    (found,) = check_purchase_examples(rules)
    assert (found.id, found.kind) == ("example:purchase:reason:Beasts:Wild", Kind.CONFLICT)
    facts = dict(found.facts)
    assert (facts["priced"], facts["reserved"], facts["buyers"]) == ("False", "True", "[]")
    assert [c.split(", ", 1)[1] for c in found.cited] == [
        "p. 27, Purchasing Keywords Clarifying Examples",
        "p. 28, Keyword Costs (building an army)", "p. 67, Index of Keywords",
        "p. 9, Reserved Keywords"]


def test_examples_the_rules_bear_out_are_silent(rules: Hobgoblin) -> None:
    # Chariots start with Fragile, which other unit types may buy (pp. 13 and 28)
    assert check_purchase_examples(_with(
        rules, example("Tough [+1]", "Heavy Infantry", True),
        example("Fragile", "Chariot", False, "already_has"))) == []


def test_a_verdict_the_rules_do_not_give_is_found(rules: Hobgoblin) -> None:
    # plant the faults: the rules allow Tough [+1] for Heavy Infantry, and refuse Fragile
    # to a Chariot, which starts with it
    found = check_purchase_examples(_with(
        rules, example("Tough [+1]", "Heavy Infantry", False),
        example("Fragile", "Chariot", True)))
    assert [(f.id, f.kind) for f in found] == [
        ("example:purchase:verdict:Heavy Infantry:Tough [+1]", Kind.CONFLICT),
        ("example:purchase:verdict:Chariot:Fragile", Kind.CONFLICT)]
    assert "the army rules allow it" in found[0].message
    assert "Chariot already starts with Fragile" in found[1].message


def test_a_reason_naming_a_keyword_the_unit_type_lacks_is_found(rules: Hobgoblin) -> None:
    # plant the fault: Artillery may not buy Unruly (it may buy only some weaknesses, p. 27),
    # but not because it starts with it: it does not
    (found,) = check_purchase_examples(_with(
        rules, example("Unruly", "Artillery", False, "already_has")))
    assert found.id == "example:purchase:reason:Artillery:Unruly"
    assert "Artillery does not start with it" in found.message
