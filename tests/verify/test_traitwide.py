"""The trait-wide check on a toy model: a rule that ignores, takes away or gives every
keyword of a trait fires when that trait takes in a status keyword, unless the rule leaves
out a trait the status has; traits without statuses are silent."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.effects import Grant
from rulesref.core.effects.keyword import Ignore, Remove
from rulesref_verify.findings import Kind
from rulesref_verify.traitwide import check_trait_wide
from tests.verify.named import Rule

INDEX = Citation(book="Toy", page=20, section="Keywords")
SPELL = Citation(book="Toy", page=5, section="Spells")


@dataclass(frozen=True)
class Keyword:
    name: str
    traits: tuple[str, ...]
    cite: Citation
    status: bool = False


FLAW = Keyword("Clumsy", ("Flaw",), INDEX)
ROUTED = Keyword("Routed", ("Flaw", "Given"), INDEX, status=True)
GIFT = Keyword("Keen", ("Gift",), INDEX)


@dataclass(frozen=True)
class Model:
    spells: tuple[Rule, ...]
    keywords: tuple[Keyword, ...] = (FLAW, ROUTED, GIFT)


def test_a_trait_without_statuses_or_with_them_left_out_is_silent() -> None:
    boon = Rule("Boon", SPELL, (Grant(trait="Gift"), Remove(trait="Gift")))
    choose = Rule("Choose", SPELL, (Grant(trait="Flaw", except_trait="Given"),))
    assert check_trait_wide(Model((boon, choose))) == []


def test_a_rule_over_a_trait_that_takes_in_a_status_fires() -> None:
    # plant the fault: a spell ignores every Flaw, Routed among them
    calm = Rule("Calm", SPELL, (Ignore(trait="flaw"), Remove(trait="Flaw")))
    found = check_trait_wide(Model((calm,)))
    assert [(f.id, f.kind) for f in found] == [
        ("trait-wide:Calm:flaw", Kind.MISSING), ("trait-wide:Calm:Flaw", Kind.MISSING)]
    assert found[0].cited == (str(SPELL), str(INDEX))
    assert found[0].message == (
        "Calm ignores every flaw keyword, which takes in Routed, statuses the game's own rules "
        "give and act on; it does not say whether they count: say so, or leave them out")
    assert found[1].message.startswith("Calm takes away a Flaw keyword")


def test_a_model_without_statuses_finds_nothing() -> None:
    calm = Rule("Calm", SPELL, (Ignore(trait="Flaw"),))
    assert check_trait_wide(Model((calm,), keywords=(FLAW, GIFT))) == []
    assert check_trait_wide(object()) == []
