"""The list-choice check on a toy model: a keyword whose holders choose something in army
building fires when a rule gives it during set-up or play (at a step, or on an event, to a
unit in play or one the rule brings into play), and is silent for a grant that stands from
army building on."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.effects import Grant
from rulesref.core.effects.frame import Scope
from rulesref.core.effects.targeting import Event, Trigger
from rulesref.core.listchoices import ListChoice
from rulesref_verify.findings import Kind
from rulesref_verify.listchoices import check_late_choices
from tests.verify.named import Rule

ORDER = ListChoice(id="priest-order", keyword="Priest", choice="one holy order",
                   cite=Citation(book="Toy", page=3, section="Priests"))
RELIC_CITE = Citation(book="Toy", page=4, section="Relics")
OMEN_CITE = Citation(book="Toy", page=6, section="Omens")


@dataclass(frozen=True)
class Model:
    rules: tuple[Rule, ...]
    list_choices: tuple[ListChoice, ...] = (ORDER,)


def test_a_grant_that_stands_from_army_building_on_is_silent() -> None:
    mitre = Rule("Mitre", RELIC_CITE, (Grant(keyword="Priest"),))
    later_other = Rule("Omen", OMEN_CITE, (Grant(keyword="Blessed", at="Set-up"),))
    assert check_late_choices(Model((mitre, later_other))) == []


def test_a_grant_during_set_up_or_play_fires_for_each_rule() -> None:
    # plant the fault: a set-up table gives the keyword at a step, and a summoning on an event
    # gives it to a unit it brings into play
    omen = Rule("Holy Day", OMEN_CITE, (Grant(keyword="priest", at="Set-up"),))
    summon = Rule("Call the Faithful", Citation(book="Toy", page=9, section="Miracles"), (
        Grant(keyword="Priest", scope=Scope.CREATED,
              trigger=Trigger(event=Event.UNIT_REMOVED)),))
    found = check_late_choices(Model((omen, summon)))
    assert [(f.id, f.kind, f.key) for f in found] == [
        ("list-choice:priest-order:Holy Day", Kind.MISSING, "list_choices.priest-order"),
        ("list-choice:priest-order:Call the Faithful", Kind.MISSING,
         "list_choices.priest-order")]
    assert found[0].cited == (str(OMEN_CITE), str(ORDER.cite))
    assert found[0].message == (
        "Holy Day gives a unit Priest at Set-up, after the army lists are written, but every "
        "Priest chooses one holy order in its army list, and the rule does not say how this "
        "one chooses: say when it makes the choice")
    assert "gives a unit Priest when unit removed" in found[1].message


def test_a_model_without_list_choices_finds_nothing() -> None:
    omen = Rule("Holy Day", OMEN_CITE, (Grant(keyword="Priest", at="Set-up"),))
    assert check_late_choices(Model((omen,), list_choices=())) == []
