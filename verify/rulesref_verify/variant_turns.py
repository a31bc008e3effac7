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

:func:`check_allied_opponents` reads the same variants against the rules' typed effects: a
rule that hands one opposing player something each player keeps apart from their allies
under the variant (a card drawn into a hand each player holds alone) names one opponent where
the variant gives several, and never says which of them receives it. One finding per variant
and rule, citing both.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.effects.frame import Scope
from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts

#: What each kind of effect hands to its scope, the operations that hand it over, and how
#: the report names what is handed (``{}``: the deck's or token's name).
_GIVES = (("deck", frozenset({"draw"}), "{} cards"), ("token", frozenset({"place"}), "{} tokens"))


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


def _given(effect: Any) -> tuple[str, str] | None:
    """What ``effect`` hands its scope (a deck's cards drawn, tokens placed): its name, and
    the words for it."""
    for field, ops, words in _GIVES:
        thing = getattr(effect, field, None)
        if isinstance(thing, str) and getattr(effect, "op", None) in ops:
            return thing, words.format(thing)
    return None


def check_allied_opponents(rules: Any) -> list[Finding]:
    """No rule hands "the opponent" something each player keeps apart from their allies in
    a variant where a side may have several players."""
    from rulesref_verify.sources import rule_sources

    variants = [v for v in getattr(rules, "play_variants", ())
                if v.allied_sides and getattr(v, "kept_apart", ())]
    if not variants:
        return []
    out = []
    for variant in variants:
        apart = {fold(k.name): k for k in variant.kept_apart}
        for source in rule_sources(rules):
            given = _given(source.effect)
            if getattr(source.effect, "scope", None) is not Scope.OPPONENT \
                    or given is None or fold(given[0]) not in apart:
                continue
            thing, words = given
            out.append(Finding(
                f"variant:opponent:{variant.id}:{source.name}", "check_allied_opponents",
                f"{source.name} gives the opposing player {words}, but in {variant.name} a "
                f"side may have several players ({variant.cite.short()}) and each keeps "
                f"their own {words} ({apart[fold(thing)].cite.short()}): say which opposing "
                "player receives them",
                source.cite, None, f"play_variants.{variant.id}", kind=Kind.MISSING,
                citations=tuple(dict.fromkeys((source.cite, str(variant.cite),
                                               str(apart[fold(thing)].cite)))),
                facts=facts(variant=variant.id, rule=source.name, given=thing)))
    return out
