"""The claim check on a toy model: a claim that nothing is ignored meets an effect that
ignores it, and a token one player must always hold meets rules that forbid every player to
hold it (z3 finds the state); each fires only on the fault planted."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.claims import Claim, ClaimKind
from rulesref.core.effects import Action, Ignore
from rulesref_verify.claims import check_claims
from rulesref_verify.findings import Kind

CITE = Citation(book="Toy", page=3, section="Notes")
RULE_CITE = Citation(book="Toy", page=9, section="Relics")


@dataclass(frozen=True)
class Rule:
    name: str
    cite: Citation
    effects: tuple[object, ...]


@dataclass(frozen=True)
class Model:
    rules: tuple[Rule, ...]
    claims: tuple[Claim, ...]


NEVER = Claim(id="hexes-work", kind=ClaimKind.NEVER_IGNORED, subject="hex",
              says="Hexes always work.", cite=CITE)
HELD = Claim(id="crown-held", kind=ClaimKind.ALWAYS_HELD, subject="Crown",
             says="Someone always holds the Crown.", cite=CITE)


def test_an_effect_that_ignores_the_subject_contradicts_the_claim() -> None:
    ward = Rule("Ward", RULE_CITE, (Ignore(rule="hexes cast by enemies"),))
    other = Rule("Deaf", RULE_CITE, (Ignore(rule="orders shouted by allies"),))
    found = check_claims(Model((ward, other), (NEVER,)))
    assert [(f.id, f.kind) for f in found] == [("claim:hexes-work:Ward", Kind.CONFLICT)]
    assert found[0].cited == (str(CITE), str(RULE_CITE))
    assert check_claims(Model((other,), (NEVER,))) == []


def test_rules_that_keep_every_player_from_the_token_contradict_the_claim() -> None:
    curse = Rule("Curse", RULE_CITE, (Action(action="hold_token", token="Crown",
                                             allowed=False),))
    found = check_claims(Model((curse,), (HELD,)))
    assert [(f.id, f.kind) for f in found] == [("claim:crown-held", Kind.CONFLICT)]
    assert "player 1 has Curse; player 2 has Curse" in found[0].message
    # a rule that only allows holding it, or forbids another token, is no fault
    allow = Rule("Blessing", RULE_CITE, (Action(action="hold_token", token="Crown"),))
    other = Rule("Curse", RULE_CITE, (Action(action="hold_token", token="Sceptre",
                                             allowed=False),))
    assert check_claims(Model((allow, other), (HELD,))) == []


def test_a_model_without_claims_has_nothing_to_check() -> None:
    assert check_claims(Model((), ())) == []
