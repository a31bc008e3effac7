"""Play variants in which allies share a side, against the round's steps taken side by side.

:func:`check_allied_turns` reads the model's ``play_variants``
(:class:`rulesref.core.scenarios.PlayVariant`) that let several players play one side
(``allied_sides``) and the canonical round sequence (the model's ``structure.round``) whose
steps the sides take in turn (each step's ``players``). A step the variant leaves as it is
still hands its parts to single players, so the variant never says how allies share their
side's part, nor whose units act in it: a missing rule. One finding per variant, naming
every such step and citing the variant and the sequence. Any model with these records gets
the check from the engine.

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
