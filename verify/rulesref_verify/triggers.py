"""Allowed moves that start what a rule triggers, where no rule bars it.

:func:`check_allowed_triggers` reads the model's ``move_triggers``
(:class:`rulesref.core.triggers.MoveTrigger`: a move onto a place another piece holds that
starts something, an attack), ``move_permissions`` (:class:`~rulesref.core.triggers.
MovePermission`: a move a rule allows onto a place pieces of a player already hold) and
``trigger_bars`` (:class:`~rulesref.core.triggers.TriggerBar`: where what a move would
start cannot happen). When an allowed move matches a trigger (same kind of piece there, the
trigger's ``whose`` and ``where`` taking in the permission's) and no bar covers it, doing
what one rule allows starts what the other triggers, against the mover's own pieces where
the permission is for them: the book never says the trigger leaves such a move out. One
finding per permission and trigger, citing both and every bar on what the trigger starts.
:func:`check_trigger_needs` reads ``move_triggers`` and ``trigger_needs``
(:class:`~rulesref.core.triggers.TriggerNeed`: what a piece must have for what a move
starts): a move that starts something whatever the moving piece has, while what it starts
needs something the piece may lack, leaves open whether such a piece may make the move;
unless the book says, one finding per trigger and need, citing both.

Any model with these records gets the checks from the engine.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.names import fold
from rulesref.core.triggers import MovePermission, MoveTrigger, TriggerBar, TriggerNeed
from rulesref_verify.findings import Finding, Kind, facts


def _takes_in(wide: str, narrow: str) -> bool:
    """Whether a ``whose`` or ``where`` takes in another (``any`` takes in everything)."""
    return fold(wide) == "any" or fold(wide) == fold(narrow)


def _whose(whose: str) -> str:
    """``whose`` in words, from the mover's side."""
    return {"own": "the mover's own", "opponent's": "an opponent's"}.get(fold(whose), "any")


def _at(where: str) -> str:
    """``where`` in words, from the mover's side."""
    if fold(where) == "any":
        return "anywhere"
    return "at the mover's " + where.removeprefix("own ") if fold(where).startswith("own ") \
        else f"at an {where}" if fold(where).startswith("opponent's ") else f"at {where}"


def _barred(allowed: MovePermission, trigger: MoveTrigger, bars: list[TriggerBar]) -> bool:
    return any(fold(bar.starts) == fold(trigger.starts) and _takes_in(bar.whose, allowed.whose)
               and _takes_in(bar.where, allowed.where) for bar in bars)


def check_allowed_triggers(rules: Any) -> list[Finding]:
    """No move a rule allows starts what another rule triggers on such a move, unless a rule
    bars it there."""
    bars = list(getattr(rules, "trigger_bars", ()))
    out = []
    for allowed in getattr(rules, "move_permissions", ()):
        for trigger in getattr(rules, "move_triggers", ()):
            if fold(trigger.onto) != fold(allowed.onto) \
                    or not _takes_in(trigger.whose, allowed.whose) \
                    or not _takes_in(trigger.where, allowed.where) \
                    or _barred(allowed, trigger, bars):
                continue
            near = [b for b in bars if fold(b.starts) == fold(trigger.starts)]
            barred = "; ".join(f"{b.rule} bars it only against {_whose(b.whose)} pieces "
                               f"{_at(b.where)} ({b.cite.short()})" for b in near)
            cited = (str(allowed.cite), str(trigger.cite), *(str(b.cite) for b in near))
            out.append(Finding(
                f"trigger:allowed:{fold(allowed.rule)}:{fold(trigger.rule)}",
                "check_allowed_triggers",
                f"{allowed.rule} lets a piece move onto {_whose(allowed.whose)} "
                f"{allowed.onto} {_at(allowed.where)} ({allowed.cite.short()}), yet "
                f"{trigger.rule} starts {trigger.starts} whenever a piece moves onto "
                f"{_whose(trigger.whose)} {trigger.onto} {_at(trigger.where)} "
                f"({trigger.cite.short()})" + (f"; {barred}" if barred else "")
                + f": the allowed move starts {trigger.starts} against {_whose(allowed.whose)} "
                f"{allowed.onto} (say whether {trigger.rule} leaves such a move out)",
                cited[0], None, "move_triggers", kind=Kind.CONFLICT,
                citations=tuple(dict.fromkeys(cited)),
                facts=facts(permission=allowed.rule, trigger=trigger.rule,
                            starts=trigger.starts, onto=allowed.onto, where=allowed.where)))
    return out


def check_trigger_needs(rules: Any) -> list[Finding]:
    """Every move that starts something whatever the moving piece has says what happens when
    the piece lacks what the thing it starts needs."""
    needs: list[TriggerNeed] = list(getattr(rules, "trigger_needs", ()))
    out = []
    for trigger in getattr(rules, "move_triggers", ()):
        for need in needs:
            if fold(need.starts) != fold(trigger.starts) or need.lacking is not None:
                continue
            out.append(Finding(
                f"trigger:need:{fold(trigger.rule)}:{fold(need.rule)}", "check_trigger_needs",
                f"{trigger.rule} starts {trigger.starts} whenever a piece moves onto "
                f"{_whose(trigger.whose)} {trigger.onto} {_at(trigger.where)} "
                f"({trigger.cite.short()}), but {need.rule} lets it happen only where the "
                f"piece has {need.needs} ({need.cite.short()}): the book never says whether a "
                f"piece without it may make that move, or what happens if it does (say which)",
                str(trigger.cite), None, "move_triggers", kind=Kind.MISSING,
                citations=tuple(dict.fromkeys((str(trigger.cite), str(need.cite)))),
                facts=facts(trigger=trigger.rule, need=need.rule, needs=need.needs)))
    return out
