"""Effects in words: every value an effect carries is rendered, 1 included."""

from __future__ import annotations

from rulesref.core.effect_words import describe
from rulesref.core.effects import AttackEffect, TargetNumberEffect


def test_a_value_of_one_is_shown() -> None:
    # ``1 in (None, False, True, ())`` is true: a membership test dropped every 1.
    # Cover (p. 65): shooting attacks against the unit need 1 more, never above 6.
    raised = TargetNumberEffect(side="defender", attack="shooting", delta=1, clamp=6)
    assert describe(raised) == "target number +1 for shooting attacks against it (maximum 6)"
    cancel = AttackEffect(side="defender", attack="always", action="cancel_hits", amount=1)
    assert "amount 1" in describe(cancel)


def test_flags_and_unset_values_are_not_words() -> None:
    words = describe(AttackEffect(side="attacker", attack="close_combat",
                                  action="reroll_misses"))
    assert "None" not in words and "True" not in words and "False" not in words
