"""Play variants in which allies share a side, against the steps the sides take in turn.

:func:`check_allied_turns` reads the model's ``play_variants``
(:class:`rulesref.core.scenarios.PlayVariant`) that let several players play one side
(``allied_sides``) and the canonical sequences a game follows: the set-up (the model's
``structure.setup``), the round (``structure.round``) and the sequences their steps detail
(``substeps``), whose steps the sides take in turn (each step's ``players``). A step the
variant leaves as it is still hands its parts to single players, so the variant never says
how allies share their side's part, nor whose units act in it: a missing rule. One finding
per variant, naming every such step and citing the variant and each sequence. Any model
with these records gets the check from the engine.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts


def _played(rules: Any) -> list[Any]:
    """The canonical sequences a game follows, round first, then set-up, each followed by
    the sequences its steps detail (each once)."""
    structure = getattr(rules, "structure", None)
    canon = {s.id: s for s in getattr(rules, "sequences", ()) if s.canonical}
    order: list[Any] = []
    todo = [getattr(structure, "round", None), getattr(structure, "setup", None)]
    while todo:
        seq = canon.get(todo.pop(0) or "")
        if seq is None or seq in order:
            continue
        order.append(seq)
        todo[:0] = [s.substeps for s in seq.steps if s.substeps]
    return order


def check_allied_turns(rules: Any) -> list[Finding]:
    """A variant whose sides may have several players says how they share each step the
    sides take in turn."""
    played = _played(rules)
    taken = [(seq, s) for seq in played for s in seq.steps if len(s.players) > 1]
    if not taken:
        return []
    out = []
    for variant in getattr(rules, "play_variants", ()):
        if not variant.allied_sides:
            continue
        changed = {(c.sequence, fold(c.step)) for c in variant.changes}
        left = [(seq, s) for seq, s in taken if (seq.id, fold(s.name)) not in changed]
        if not left:
            continue
        names = ", ".join(s.name for _, s in left)
        turns = ", then ".join(left[0][1].players)
        seqs = list(dict.fromkeys(seq for seq, _ in left))
        where = "; ".join(seq.cite.short() for seq in seqs)
        out.append(Finding(
            f"variant:allied-turns:{variant.id}", "check_allied_turns",
            f"{variant.name} lets several players play one side ({variant.cite.short()}), "
            f"but in the {names} the sides take their parts in turn, {turns} "
            f"({where}), and {variant.name} never says how allies share "
            "their side's part or whose units act in it: say in what order allied players "
            "act", str(variant.cite), None, f"play_variants.{variant.id}", kind=Kind.MISSING,
            citations=tuple(str(seq.cite) for seq in seqs),
            facts=facts(variant=variant.id, steps=[s.name for _, s in left],
                        players=list(left[0][1].players))))
    return out
