"""What ``rulesref show`` says of a Hogs of War object beyond its summary and citation
(the details hook named in :data:`rulesref.games.hogs_of_war.RULESET`): a card's classes,
damage, range and effects, a token's damage and what removes it, an icon's effects, a
class's rules, an action's requirements, the readings the model takes, and a phase's place
in the round."""

from __future__ import annotations

from rulesref.core import names
from rulesref.core.search import Kind, RulesObject
from rulesref.core.show import Details
from rulesref.games.hogs_of_war.model import HogsOfWar, Reading
from rulesref.games.hogs_of_war.objects import GOAL


def _readings(readings: tuple[Reading, ...]) -> tuple[tuple[str, str], ...]:
    return tuple(("Our reading", f"{r.reading} ({r.id})") for r in readings)


def details(rules: HogsOfWar, obj: RulesObject) -> Details | None:
    """The details of one of the game's search objects, or ``None`` when there are none
    beyond its summary."""
    wanted = names.fold(obj.name)
    if obj.kind is Kind.CARD:
        card = next((c for c in rules.named_cards if names.fold(c.name) == wanted), None)
        if card is not None:
            facts = [("Kind", card.kind)]
            if card.classes:
                facts.append(("Classes", ", ".join(card.classes)))
            if card.damage is not None:
                facts.append(("Damage", str(card.damage)))
            if card.range is not None:
                facts.append(("Range", str(card.range)))
            return Details(facts=(*facts, *_readings(card.readings)), effects=card.effects)
        kind = next((k for k in rules.card_kinds if names.fold(k.name) == wanted), None)
        return Details(facts=_readings(kind.readings)) if kind is not None else None
    if obj.kind is Kind.TOKEN:
        token = next((t for t in rules.tokens if names.fold(t.name) == wanted), None)
        if token is None:
            return None
        facts = []
        if token.damage is not None:
            facts.append(("Damage", f"{token.damage} ({token.trigger or 'when it triggers'})"))
        facts.append(("Removed by", token.removed_by or "nothing the rulebook prints"))
        return Details(facts=(*facts, *_readings(token.readings)), effects=token.effects)
    if obj.kind is Kind.CLASS:
        hog_class = next((c for c in rules.hog_classes if names.fold(c.name) == wanted), None)
        if hog_class is None:
            return None
        parts = tuple((r.effect.value.replace("-", " "),
                       ", ".join(w for w in (
                           f"{r.family} cards" if r.family else "",
                           f"amount {r.amount}" if r.amount is not None else "",
                           "optional" if r.optional else "",
                           f"our reading: {r.reading}" if r.reading else "") if w),
                       r.cite) for r in hog_class.rules)
        return Details(facts=_readings(hog_class.readings), parts=parts)
    if obj.kind is Kind.RULE:
        action = next((a for a in rules.actions.actions if names.fold(a.name) == wanted), None)
        if action is not None:
            needs = tuple((("Needs" if r.must_be else "Not if") + f" {r.condition.value}",
                           r.why) for r in action.requires)
            healed = (("Heals", str(action.heals)),) if action.heals is not None else ()
            return Details(facts=(("Listed as", action.listed_as), *needs, *healed,
                                  *_readings(action.readings)))
        if wanted == names.fold(GOAL):
            return Details(facts=_readings(rules.game_end.readings))
        return None
    if obj.kind is Kind.TERM:
        icon = next((i for i in rules.icons if names.fold(i.name) == wanted), None)
        if icon is not None:
            return Details(facts=(("Looks like", icon.looks_like),), effects=icon.effects)
    return None
