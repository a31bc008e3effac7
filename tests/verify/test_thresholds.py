"""The threshold check on a toy model: a rule that compares a stat with a number fires when
some kind of unit prints that stat without a number, naming each such kind, and is silent
when every kind prints a number."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.conditions import Condition, Predicate, Test
from rulesref.core.effects import Grant
from rulesref.core.statlines import StatLine
from rulesref_verify.findings import Kind
from rulesref_verify.thresholds import check_stat_thresholds
from tests.verify.named import Rule

STATS = Citation(book="Toy", page=2, section="Profiles")
SLOW = Test(pred=Predicate.STAT_AT_MOST, stat="pace", value=4)
RULE_CITE = Citation(book="Toy", page=7, section="Mud")


MUD = Rule("Mud", RULE_CITE, (Grant(keyword="Stuck", condition=Condition(all=(SLOW,))),))
LINES = (StatLine(name="Cart", stats=(("pace", 3), ("reach", None)), cite=STATS),
         StatLine(name="Rider", stats=(("pace", 9), ("reach", 2)), cite=STATS))


@dataclass(frozen=True)
class Model:
    rules: tuple[Rule, ...]
    lines: tuple[StatLine, ...] = LINES

    def stat_lines(self) -> tuple[StatLine, ...]:
        return self.lines


def test_every_kind_printing_a_number_is_silent() -> None:
    # the Cart has no reach, but no rule compares reach with a number
    assert check_stat_thresholds(Model((MUD,))) == []


def test_a_kind_printing_no_number_for_the_compared_stat_fires() -> None:
    # plant the fault: two kinds print a dash for pace
    dash = tuple(StatLine(name=n, stats=(("pace", None),), cite=STATS) for n in ("Tower", "Wall"))
    found = check_stat_thresholds(Model((MUD,), LINES + dash))
    assert [(f.id, f.kind) for f in found] == [("threshold:Mud:pace", Kind.MISSING)]
    assert found[0].cited == (str(RULE_CITE), str(STATS))
    assert found[0].message == (
        "Mud picks units whose pace is at most 4, but Tower, Wall print no number for pace, "
        "and the rule does not say whether they count: say whether a kind with no number for "
        "pace is picked")


def test_a_comparison_in_what_the_source_requires_counts_too() -> None:
    dash = StatLine(name="Tower", stats=(("pace", None),), cite=STATS)
    grant = Grant(keyword="Stuck", requires=Condition(none=(SLOW,)))
    found = check_stat_thresholds(Model((dataclasses.replace(MUD, effects=(grant,)),),
                                        (*LINES, dash)))
    assert [f.id for f in found] == ["threshold:Mud:pace"]
    assert "Tower prints no number" in found[0].message


def test_a_model_without_stat_lines_finds_nothing() -> None:
    assert check_stat_thresholds(object()) == []
