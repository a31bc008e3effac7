"""Play variants in which allies share a side, against the round's steps taken side by side.

:func:`check_allied_turns` reads the model's ``play_variants``
(:class:`rulesref.core.scenarios.PlayVariant`) that let several players play one side
(``allied_sides``) and the canonical round sequence (the model's ``structure.round``) whose
steps the sides take in turn (each step's ``players``). A step the variant leaves as it is
still hands its parts to single players, so the variant never says how allies share their
side's part, nor whose units act in it: a missing rule. One finding per variant, naming
every such step and citing the variant and the sequence. Any model with these records gets
the check from the engine.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts


def _round(rules: Any) -> Any | None:
    """The canonical printing of the round sequence, if the model has one."""
    round_id = getattr(getattr(rules, "structure", None), "round", None)
    return next((s for s in getattr(rules, "sequences", ())
                 if s.canonical and s.id == round_id), None)


def check_allied_turns(rules: Any) -> list[Finding]:
    """A variant whose sides may have several players says how they share each step the
    sides take in turn."""
    battle = _round(rules)
    if battle is None:
        return []
    taken = [s for s in battle.steps if len(s.players) > 1]
    out = []
    for variant in getattr(rules, "play_variants", ()):
        if not variant.allied_sides:
            continue
        changed = {fold(c.step) for c in variant.changes if c.sequence == battle.id}
        left = [s for s in taken if fold(s.name) not in changed]
        if not left:
            continue
        names = ", ".join(s.name for s in left)
        turns = ", then ".join(left[0].players)
        out.append(Finding(
            f"variant:allied-turns:{variant.id}", "check_allied_turns",
            f"{variant.name} lets several players play one side ({variant.cite.short()}), "
            f"but in the {names} the sides take their parts in turn, {turns} "
            f"({battle.cite.short()}), and {variant.name} never says how allies share "
            "their side's part or whose units act in it: say in what order allied players "
            "act", str(variant.cite), None, f"play_variants.{variant.id}", kind=Kind.MISSING,
            citations=(str(battle.cite),),
            facts=facts(variant=variant.id, steps=[s.name for s in left],
                        players=list(left[0].players))))
    return out
