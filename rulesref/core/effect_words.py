"""Effects in a few plain words, for lookups and the website (no rules logic here)."""

from __future__ import annotations

from rulesref.core.effects import (
    KEYWORD_KINDS,
    Duration,
    Effect,
    Frame,
    Scope,
    keyword_of,
    trait_of,
)

_SCOPE = {
    Scope.SELF: "", Scope.TARGET: "the target", Scope.FRIENDLY: "friendly units",
    Scope.ENEMY: "enemy units", Scope.ALL_UNITS: "every unit", Scope.ARMY: "army building",
    Scope.PLAYER: "its player", Scope.OPPONENT: "the opponent", Scope.PLAYERS: "each player",
    Scope.GAME: "the game", Scope.TERRAIN: "terrain",
}
_DURATION = {
    Duration.THIS_ATTACK: "for that attack", Duration.THIS_ACTIVATION: "for that activation",
    Duration.NEXT_SPELL: "for its next spell", Duration.END_OF_ROUND: "until the round ends",
    Duration.END_OF_GAME: "for the rest of the game", Duration.WHILE: "while it holds",
}


def scope_words(effect: Frame) -> str:
    """Whom the effect applies to, in words (empty for the unit itself)."""
    words = _SCOPE[effect.scope]
    if effect.within is not None:
        words += " in base contact" if effect.within == 0 else f" within {effect.within}\""
    return words


def when_words(effect: Frame) -> str:
    """When, how long and under what condition, in words."""
    parts = []
    if effect.at:
        parts.append(f"{effect.moment.value} {effect.at}" if effect.moment.value != "during"
                     else f"in {effect.at}")
    if effect.duration in _DURATION:
        parts.append(_DURATION[effect.duration])
    if effect.requires is not None:
        parts.append(f"if {effect.requires}")
    if effect.condition is not None:
        parts.append(f"when {effect.condition}")
    if effect.optional:
        parts.append("optional")
    if effect.limit:
        parts.append(effect.limit.replace("_", " "))
    return ", ".join(parts)


def _what(effect: Effect) -> str:
    kind = effect.kind
    if kind in KEYWORD_KINDS:
        trait = trait_of(effect)
        thing = (keyword_of(effect) or (f"a {trait} keyword" if trait else None)
                 or getattr(effect, "rule", None) or "")
        verb = {"grant": "gains", "remove": "loses", "forbid": "cannot gain",
                "ignore": "ignores", "mention": "refers to"}[kind]
        return f"{verb} {thing}"
    fields = [f for f in type(effect).__dataclass_fields__ if f not in Frame.__dataclass_fields__
              and f != "kind"]
    values = [f"{f.rstrip('_')} {getattr(effect, f)}" for f in fields
              if getattr(effect, f) not in (None, False, True)]
    return f"{kind.replace('_', ' ')}: {', '.join(values)}"


def describe(effect: Effect) -> str:
    """One effect as a short phrase: ``enemy units within 18": gains Unruly, until the
    round ends``."""
    head = scope_words(effect)
    text = f"{head}: {_what(effect)}" if head else _what(effect)
    when = when_words(effect)
    return f"{text} ({when})" if when else text
