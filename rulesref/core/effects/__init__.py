"""Effects: what a rule *does*, as data, in one vocabulary for every ruleset.

Every effect is a frozen record whose ``kind`` tells the members of :data:`Effect` apart, so
an unknown kind is a loading error naming the file and the path. Each effect carries the same
frame (:class:`Frame`): whom it applies to (``scope``, ``within``, and with ``select`` how
many of them and chosen by whom), what sets it off (``trigger``, an event), how long it lasts
(``duration``, ``until``), when it happens (``at``, a phase or step name of the ruleset's
sequences, with ``moment``), a typed :class:`~rulesref.core.conditions.Condition`, whether it
is optional or limited, and its citation (``None`` means the record holding the effect cites
it: the same page and section).

Keyword changes are kept apart as the book means them: :class:`Grant` gives a keyword,
:class:`Remove` takes it away, :class:`Forbid` says it cannot be gained, :class:`Ignore` says
it has no effect on the unit, and :class:`Mention` only refers to it. The numeric members
(:class:`StatEffect`, :class:`TargetNumberEffect`, :class:`AttackEffect`...) are what the
odds engine and the target-number lookups compute with.
"""

from __future__ import annotations

import dataclasses
import typing
from typing import Annotated, Any

from rulesref.core.conditions import Condition
from rulesref.core.effects.frame import Duration, Frame, Moment, Scope
from rulesref.core.effects.keyword import Forbid, Grant, Ignore, Mention, Remove
from rulesref.core.effects.numeric import (
    AttackEffect,
    BreakEffect,
    Cards,
    Damage,
    FootprintEffect,
    Parameter,
    Reroll,
    Score,
    Situation,
    Stat,
    StatEffect,
    Tally,
    TargetNumberEffect,
    Tokens,
)
from rulesref.core.effects.placing import Party, Place, Spacing
from rulesref.core.effects.play import Action, LookupAs, Move, Precedence, SequenceChange
from rulesref.core.effects.targeting import (
    Chooser,
    Counted,
    Direction,
    Event,
    Per,
    Pick,
    Selection,
    Side,
    Trigger,
)

__all__ = [
    "KEYWORD_KINDS", "Action", "AnyEffect", "AttackEffect", "BreakEffect", "Cards", "Chooser",
    "Counted", "Damage", "Direction", "Duration", "Effect", "Event", "FootprintEffect", "Forbid",
    "Frame", "Grant", "Ignore", "LookupAs", "Mention", "Moment", "Move", "Parameter", "Party",
    "Per", "Pick", "Place", "Precedence", "Remove", "Reroll", "Scope", "Score", "Selection",
    "SequenceChange", "Side", "Situation", "Spacing", "Stat", "StatEffect", "Tally",
    "TargetNumberEffect", "Tokens", "Trigger",
    "conditions_of", "keyword_of", "trait_of",
]

Effect = (Grant | Remove | Forbid | Ignore | Mention | StatEffect | TargetNumberEffect
          | AttackEffect | BreakEffect | FootprintEffect | Reroll | Tokens | Tally | Cards | Damage
          | LookupAs | Move | Action | SequenceChange | Parameter | Score | Precedence | Place)


class _ByKind:
    """Pydantic metadata: validate a union of effect records as a union tagged by ``kind``,
    so an unknown kind is one clear error (pydantic is imported only while validating)."""

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        from pydantic_core import core_schema as cs

        choices = {}
        for member in typing.get_args(source):
            tag = next(f.default for f in dataclasses.fields(member) if f.name == "kind")
            choices[tag] = handler.generate_schema(member)
        return cs.tagged_union_schema(choices, discriminator="kind")


#: One effect, as a field type: ``effects: tuple[AnyEffect, ...]``.
AnyEffect = Annotated[Effect, _ByKind()]

#: The kinds that change (or refer to) a keyword, and so name one.
KEYWORD_KINDS = ("grant", "remove", "forbid", "ignore", "mention")


def keyword_of(effect: Effect) -> str | None:
    """The keyword a grant, remove, forbid, ignore or mention names, as written."""
    if isinstance(effect, Grant | Remove | Forbid | Ignore | Mention):
        return effect.keyword
    return None


def conditions_of(effect: Effect) -> tuple[Condition, ...]:
    """Every condition an effect carries: on the units in scope (``condition``), on its
    source (``requires``), and for an action on the units it is taken on (``on_if``)."""
    found = (effect.condition, effect.requires, getattr(effect, "on_if", None))
    return tuple(c for c in found if c is not None)


def trait_of(effect: Effect) -> str | None:
    """The trait a grant, remove, forbid or ignore names instead of a keyword."""
    if isinstance(effect, Grant | Remove | Forbid | Ignore):
        return effect.trait
    return None
