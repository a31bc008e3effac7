"""The effect vocabulary at the loading boundary: unknown kinds and predicates are rejected
with the file and the path; the effects read back as typed records."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesref.core.conditions import Predicate
from rulesref.core.effect_words import describe
from rulesref.core.effects import Duration, Grant, Ignore, Scope
from rulesref.errors import RulesDataError
from rulesref.games.hobgoblin.loading import DATA_DIR, load_uncached
from tests.datafiles import data_with
from tests.games.hobgoblin.test_loader import FIXTURES


@pytest.mark.parametrize(("fixture", "where", "what"), [
    ("keywords_unknown_effect_kind_invalid.yaml", "keywords.yaml:8:",
     "keywords[0].effects[0]"),
    ("keywords_unknown_predicate_invalid.yaml", "keywords.yaml:",
     "keywords[0].effects[0].condition.all[0].pred"),
])
def test_unknown_kind_or_predicate_names_file_and_path(
    tmp_path: Path, fixture: str, where: str, what: str
) -> None:
    data = data_with(tmp_path, DATA_DIR, "keywords.yaml", FIXTURES / fixture)
    with pytest.raises(RulesDataError) as info:
        load_uncached(data)
    assert str(info.value).startswith(where), str(info.value)
    assert what in str(info.value), str(info.value)


def test_scuttle_reads_back_as_a_typed_ignore(rules) -> None:  # type: ignore[no-untyped-def]
    spell = next(s for a in rules.allegiances for s in a.spells if s.name == "Scuttle")
    (effect,) = spell.effects
    # Scuttle, p. 33: the target friendly unit ignores Distracted until the end of the round.
    assert isinstance(effect, Ignore)
    assert (effect.keyword, effect.scope, effect.duration) == (
        "Distracted", Scope.TARGET, Duration.END_OF_ROUND)
    assert describe(effect).startswith("the target: ignores Distracted")


def test_ravenous_condition_is_typed(rules) -> None:  # type: ignore[no-untyped-def]
    kw = next(k for k in rules.keywords if k.name == "Ravenous")
    grant = kw.effects[0]
    # Ravenous, p. 66: engaged with a Broken enemy, the unit gains Devour.
    assert isinstance(grant, Grant) and grant.keyword == "Devour"
    assert grant.condition is not None
    (test,) = grant.condition.all
    assert (test.pred, test.keyword) == (Predicate.ENGAGED_WITH, "Broken")
    assert str(grant.condition) == "engaged with Broken"


def test_conditions_have_three_valued_verdicts() -> None:
    from rulesref.core.conditions import Condition, Predicate, Test, can_hold, verdict

    engaged = Test(pred=Predicate.ENGAGED)
    broken = Test(pred=Predicate.HAS_KEYWORD, keyword="Broken")
    known = {engaged: True}

    def decide(test: Test) -> bool | None:
        return known.get(test)

    assert verdict(None, decide) is True
    assert verdict(Condition(all=(engaged,)), decide) is True
    assert verdict(Condition(none=(engaged,)), decide) is False
    assert verdict(Condition(all=(engaged, broken)), decide) is None  # Broken not known
    assert can_hold(Condition(all=(engaged, broken)), decide)
    assert verdict(Condition(any=(broken, engaged)), decide) is True
    assert not can_hold(Condition(all=(broken,), none=(engaged,)), decide)


def test_conditions_in_words() -> None:
    from rulesref.core.conditions import Condition, Predicate, Test
    from rulesref.core.effect_words import condition_words

    wild = Condition(none=(Test(pred=Predicate.HAS_TRAIT, trait="Character"),
                           Test(pred=Predicate.FRIENDLY_WITHIN, distance=4, trait="Character")))
    assert condition_words(wild) == ("unless it has a Character keyword or a friendly "
                                     "Character unit is within 4\"")
    ravenous = Condition(all=(Test(pred=Predicate.ENGAGED_WITH, keyword="Broken"),))
    assert condition_words(ravenous) == "it is engaged with a Broken enemy"
    bloodthirsty = Condition(all=(Test(pred=Predicate.BECOMES, keyword="Broken", side="enemy",
                                       distance=0),))
    assert condition_words(bloodthirsty) == "an enemy unit in base contact becomes Broken"
