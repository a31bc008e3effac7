"""The timing check: a rule that says in words of its own when it may be used (``at any
point``) must not do the business of one step of the turn, which the turn's sequence puts at
one point of a player's own turn. Game-agnostic: any model with a ``timed_rules`` field of
:class:`rulesref.core.sequences.TimedRule` records, ``sequences`` and a ``structure`` gets it.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.names import fold
from rulesref.errors import RulesDataError
from rulesref_verify.findings import Finding, Kind, facts


def check_timing(rules: Any) -> list[Finding]:
    """A rule open at any point (of the game, or of the player's turn) that does what one
    step of the turn does leaves open whether it may happen out of turn or in another step:
    the two passages conflict. A rule whose printed span (``within``) is that step itself
    keeps to it, and is not reported.

    :raises RulesDataError: for a timed rule that names a step the turn lacks, or a model
        with timed rules that does not transcribe the turn's sequence.
    """
    timed = getattr(rules, "timed_rules", ())
    if not timed:
        return []
    round_id = getattr(getattr(rules, "structure", None), "round", None)
    turn = next((s for s in getattr(rules, "sequences", ()) if s.id == round_id), None)
    if turn is None:
        raise RulesDataError("", "timed_rules", f"{len(timed)} timed rule(s), but the model "
                             f"has no sequence for the turn (structure.round {round_id!r})")
    steps = {fold(step.name): step for step in turn.steps}
    out = []
    for rule in timed:
        for name in rule.does:
            step = steps.get(fold(name))
            if step is None:
                raise RulesDataError("", "timed_rules", f"timed rule {rule.name!r} names "
                                     f"{name!r}, which is not a step of {turn.name}")
            if rule.within is not None and fold(step.name) in fold(rule.within):
                continue  # its own words keep it inside that step: no conflict
            where = step.cite or turn.cite
            out.append(Finding(
                f"timing:{fold(rule.name)}:{fold(step.name)}", "check_timing",
                f"{rule.name} may be used {rule.words!r}, yet it does what "
                f"{turn.name} gives to one step of a player's own turn, the {step.name} "
                f"({step.summary.rstrip('.')}): the book does not say whether it may also "
                "come out of turn or in another step (say when it may be used)",
                str(rule.cite), None, "timed_rules", kind=Kind.CONFLICT,
                citations=tuple(dict.fromkeys((str(rule.cite), str(where)))),
                facts=facts(rule=rule.name, words=rule.words, within=rule.within,
                            step=step.name, turn=turn.name)))
    return out


CHECKS = (check_timing,)
"""The timing checks, in report order."""
