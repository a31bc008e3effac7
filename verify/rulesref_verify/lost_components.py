"""Rules that need named components of a kind that another rule removes from the game.

:func:`check_lost_components` reads the model's ``component_needs``
(:class:`rulesref.core.losses.ComponentNeed`, a rule that uses particular components of a
kind, each by name) and ``component_losses`` (:class:`rulesref.core.losses.ComponentLoss`, a
rule that takes a component of that kind out of the game for good). Once one is gone, the
rule that needs it cannot be carried out as printed, and unless the book says what stands
in for it, it is silent on what the player does then (a missing rule). One finding per need
and loss, citing both. Any model with these records gets the check from the engine.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts


def check_lost_components(rules: Any) -> list[Finding]:
    """No rule needs, by name, a component of a kind play may remove for good, unless the
    book says what stands in for a missing one."""
    losses = getattr(rules, "component_losses", ())
    out = []
    for need in getattr(rules, "component_needs", ()):
        if need.stand_in is not None:
            continue
        for loss in (x for x in losses if fold(x.kind) == fold(need.kind)):
            items = ", ".join(need.items)
            out.append(Finding(
                f"component:lost:{fold(need.rule)}:{fold(loss.rule)}", "check_lost_components",
                f"{need.rule} uses the {items} ({need.cite.short()}), but {loss.rule} takes a "
                f"{need.kind} out of the game for good ({loss.cite.short()}: "
                f"{loss.summary.rstrip('.')}), and the book never says what {need.rule} uses "
                "once one of them is gone: say what stands in for it",
                str(need.cite), None, "component_needs", kind=Kind.MISSING,
                citations=tuple(dict.fromkeys((str(need.cite), str(loss.cite)))),
                facts=facts(rule=need.rule, kind=need.kind, items=list(need.items),
                            loss=loss.rule)))
    return out
