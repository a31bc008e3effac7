"""Changes printed for every battle a holder fights, over endings that give nothing to change.

:func:`check_modifier_outcomes` reads the model's ``outcome_events``
(:class:`rulesref.core.outcomes.OutcomeEvent`: what each ending of a battle gives each side)
and ``event_modifiers`` (:class:`~rulesref.core.outcomes.EventModifier`: a rule giving a
holder's opponent, or the holder, a different amount whenever it attacks or defends). A
modifier that names no endings takes in every ending of every battle on its sides; where the
base rules give the side it changes nothing on some ending (a tie, or the holder losing
when it causes casualties), the rule either adds the event there or only changes it where it
happens, and the book does not say which. One finding per modifier, naming those endings and
citing the modifier and each ending's printing. Any model with these records gets the check
from the engine.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts

_OTHER = {"attacking": "defending", "defending": "attacking"}


def check_modifier_outcomes(rules: Any) -> list[Finding]:
    """Every rule that changes what a battle gives its holder's side or its opponent, printed
    for every battle it fights, says which endings it applies to where some ending gives
    nothing to change."""
    events = list(getattr(rules, "outcome_events", ()))
    endings = list(dict.fromkeys(e.outcome for e in events))
    out = []
    for mod in getattr(rules, "event_modifiers", ()):
        if mod.outcomes is not None:
            continue
        open_ends = []
        for side in mod.sides:
            target = _OTHER[side] if mod.to == "opponent" else side
            for ending in endings:
                if not any(fold(e.outcome) == fold(ending) and fold(e.event) == fold(mod.event)
                           and e.side == target and e.amount > 0 for e in events):
                    open_ends.append((side, ending))
        if not open_ends:
            continue
        whose = "its opponent" if mod.to == "opponent" else "it"
        by_side: dict[str, list[str]] = {}
        for side, ending in open_ends:
            by_side.setdefault(side, []).append(f"'{ending}'")
        said = "; ".join(f"when it is {side}: {', '.join(ends)}"
                         for side, ends in by_side.items())
        printed = [e for e in events if any(fold(e.outcome) == fold(end) for _, end in open_ends)]
        cited = tuple(dict.fromkeys((str(mod.cite), *(str(e.cite) for e in printed))))
        out.append(Finding(
            f"modifier:endings:{fold(mod.rule)}", "check_modifier_outcomes",
            f"{mod.rule} gives {whose} {mod.amount} {mod.event} whenever the {mod.holder} is "
            f"{' or '.join(mod.sides)} ({mod.cite.short()}), naming no ending, yet on some "
            f"endings the battle rules give {whose} no {mod.event} at all ({said}): the book "
            f"does not say whether the {mod.amount} {mod.event} fall there too (say which "
            "endings it applies to)",
            cited[0], None, "event_modifiers", kind=Kind.CONFLICT, citations=cited,
            facts=facts(rule=mod.rule, event=mod.event, amount=mod.amount,
                        endings=sorted(f"{s}: {e}" for s, e in open_ends))))
    return out
