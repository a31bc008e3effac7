"""The shared-place pair check on a toy model: a pass between knights on neighbouring
squares, while knights may share their keep, is found (a missing rule) citing the rule and
where the keep is freed; a rule that says what holds on one square, a cap that lets no two
share, and another kind of piece are silent."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.groups import PlaceCap
from rulesref.core.pairs import PairRule
from rulesref_verify.findings import Kind
from rulesref_verify.pairs import check_shared_place_pairs
from rulesref_verify.runner import with_engine_checks

PASS_AT = Citation(book="Toy", page=5, section="Passing")
SQUARE_AT = Citation(book="Toy", page=2, section="Squares")
KEEP_AT = Citation(book="Toy", page=4, section="Keeps")
PASS = PairRule(rule="Passing", pieces="knight", place="square", words="next squares",
                cite=PASS_AT)
ONE = PlaceCap(rule="Squares", place="Square", pieces="Knight", most=1, exempt=("a keep",),
               exempt_cite=KEEP_AT, cite=SQUARE_AT)


@dataclass(frozen=True)
class Model:
    pair_rules: tuple[PairRule, ...] = (PASS,)
    place_caps: tuple[PlaceCap, ...] = (ONE,)


def test_a_pair_rule_silent_on_a_shared_place_is_found() -> None:
    (found,) = check_shared_place_pairs(Model())
    assert (found.id, found.kind, found.key) == ("pair:shared:passing:squares", Kind.MISSING,
                                                 "pair_rules")
    assert found.cited == (str(PASS_AT), str(KEEP_AT))
    assert found.message == (
        "Passing is for two knights on next squares (p. 5, Passing), but knights may share "
        "one square in a keep (p. 4, Keeps), and the book never says whether two sharing one "
        "may do it (say whether the same square counts)")
    roomy = dataclasses.replace(ONE, most=3, exempt=(), exempt_cite=None)
    (found,) = check_shared_place_pairs(Model(place_caps=(roomy,)))
    assert "share one square up to 3 (p. 2, Squares)" in found.message


def test_a_said_shared_place_or_no_sharing_is_silent() -> None:
    said = dataclasses.replace(PASS, same_place="Knights in one keep pass freely.")
    assert check_shared_place_pairs(Model(pair_rules=(said,))) == []
    alone = dataclasses.replace(ONE, exempt=(), exempt_cite=None)
    assert check_shared_place_pairs(Model(place_caps=(alone,))) == []
    horses = dataclasses.replace(PASS, pieces="horse")
    assert check_shared_place_pairs(Model(pair_rules=(horses,))) == []
    assert check_shared_place_pairs(object()) == []


def test_the_runner_gives_it_to_every_ruleset() -> None:
    assert check_shared_place_pairs in with_engine_checks(())
