"""Reading one side of a Hobgoblin attack from the rules: the keywords and Fortune cards the
caller names, the target number changes, the attack effects and the Courage, each with the rule
it applies (the readings are in :mod:`.odds`)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Final

from rulesref.core import names
from rulesref.core.effects import Grant, Scope
from rulesref.core.keywords import (
    AttackEffect,
    BreakEffect,
    KeywordRef,
    Mode,
    StatEffect,
    TargetNumberEffect,
)
from rulesref.errors import KeywordSyntaxError, RulesDataError, RulesError, UnknownNameError
from rulesref.games.hobgoblin.dice_odds import AppliedRule
from rulesref.games.hobgoblin.lookups import (
    AttackKind,
    Profile,
    all_keyword_defs,
    find_keyword,
)
from rulesref.games.hobgoblin.model import FortuneCard, GameRule, Hobgoblin
from rulesref.games.hobgoblin.model.keywords import KeywordDef
from rulesref.games.hobgoblin.model.vocabulary import VOCABULARY

ACTION_WORDS: Final = {
    "reroll_misses": "misses rolled again once",
    "reroll_hits": "hits rolled again once",
    "extra_hit_on_six": "{n} extra hit for each 6",
    "attacker_token_on_one": "attacker takes {n} Doom for each 1",
    "ignore_first_tokens": "first {n} Doom of the attack ignored",
    "no_shooting_cap": "shooting Doom not capped at five",
}


@dataclass
class Side:
    """What the caller said about one side, before the profile is built."""

    role: str
    keywords: list[str] = field(default_factory=list)
    named: set[str] = field(default_factory=set)
    courage_bonus: int = 0
    halvings: int = 0
    cancels: int = 0
    cards: list[tuple[FortuneCard, str]] = field(default_factory=list)


def game_rule(rules: Hobgoblin, rule_id: str) -> GameRule:
    """The game rule ``rule_id``."""
    rule = next((r for r in rules.game_rules if r.id == rule_id), None)
    if rule is None:
        raise RulesDataError("game_rules.yaml", "game_rules", f"no rule with id {rule_id!r}")
    return rule


def find_card(rules: Hobgoblin, text: str) -> FortuneCard | None:
    """The Fortune card ``text`` names, if it names one."""
    wanted = names.fold(text).rstrip("!")
    return next((c for c in rules.fortune.cards if names.fold(c.name).rstrip("!") == wanted),
                None)


def changes_attacks(kw: KeywordDef) -> bool:
    """Whether a keyword changes an attack (its dice, hits or Doom)."""
    return any(isinstance(e, TargetNumberEffect | AttackEffect | BreakEffect)
               or (isinstance(e, StatEffect) and e.stat in ("strikes", "courage"))
               for e in kw.effects)


def read_side(rules: Hobgoblin, role: str, texts: Iterable[str]) -> Side:
    """What the caller said about one side: its keywords and the Fortune cards among them."""
    side = Side(role)
    for text in texts:
        card = find_card(rules, text)
        if card is None:
            try:
                kw = find_keyword(rules, text)
            except UnknownNameError:
                choices = [k.name for k in all_keyword_defs(rules)]
                choices += [c.name for c in rules.fortune.cards]
                raise UnknownNameError("keyword or Fortune card", text,
                                       names.suggest(text, choices)) from None
            side.keywords.append(text)
            side.named.add(names.fold(kw.name))
            continue
        read_card(rules, side, card)
    return side


def read_card(rules: Hobgoblin, side: Side, card: FortuneCard) -> None:
    """Apply a named Fortune card to a side."""
    hit_effects = [e for e in card.effects
                   if isinstance(e, AttackEffect) and e.action in ("halve_hits", "cancel_hits")]
    if hit_effects:
        if any(e.side != side.role for e in hit_effects):
            raise RulesError(f"Fortune card {card.name!r} is played on the unit that suffers the "
                             "hits, so it belongs to the defender")
        for eff in hit_effects:
            if eff.action == "halve_hits":
                side.halvings += 1
                side.cards.append((card, "hits halved, rounding up, before Doom is placed"))
            else:
                side.cancels += eff.amount or 1
                side.cards.append((card, f"{eff.amount or 1} hit(s) cancelled before Doom is "
                                         "placed"))
        return
    relevant: list[str] = []
    stats = {names.fold(s) for s in VOCABULARY.stats}
    for effect in card.effects:
        if not (isinstance(effect, Grant) and effect.keyword and effect.scope is Scope.TARGET):
            continue
        grant = effect.keyword
        ref = KeywordRef.parse(grant)
        if names.fold(ref.name) in stats and ref.mode is Mode.ADD and ref.value:
            # Hold!'s "Courage [+2]": no such keyword, read as the stat (reading
            # courage-in-keyword-form; finding reference:kind:keyword:Courage)
            if names.fold(ref.name) == names.fold("courage"):
                side.courage_bonus += ref.value
                relevant.append(str(ref))
            continue
        try:
            kw = find_keyword(rules, grant)
        except UnknownNameError:
            continue
        side.keywords.append(grant)
        side.named.add(names.fold(kw.name))
        if changes_attacks(kw):
            relevant.append(grant)
    if not relevant:
        raise RulesError(f"Fortune card {card.name!r} does not change an attack")
    side.cards.append((card, "grants " + ", ".join(relevant)))


def defs(rules: Hobgoblin, prof: Profile) -> list[tuple[KeywordDef, int | None]]:
    """A profile's keyword definitions, each with its value."""
    out = []
    for name in prof.values.names:
        try:
            kw = find_keyword(rules, name)
        except UnknownNameError:
            continue
        out.append((kw, prof.values.value(kw.name)))
    return out


def keyword_label(kw: KeywordDef, value: int | None) -> str:
    """A keyword as written, with its value."""
    return f"{kw.name} [{value}]" if kw.numeric and value is not None else kw.name


def tn_keywords(
    rules: Hobgoblin, prof: Profile, side: Side, notes: list[str]
) -> list[str]:
    """The keywords whose target number changes apply to this side."""
    out = []
    for kw, value in defs(rules, prof):
        conditions = [e.condition for e in kw.effects
                      if isinstance(e, TargetNumberEffect) and e.condition
                      and e.side == side.role]
        if conditions and names.fold(kw.name) not in side.named:
            notes.append(f"{kw.name} ({side.role}) not applied: only if {conditions[0]}; "
                         "name it to apply it")
            continue
        out.append(keyword_label(kw, value))
    return out


def attack_effects(
    rules: Hobgoblin, prof: Profile, role: str, attack: AttackKind
) -> list[tuple[KeywordDef, AttackEffect, int]]:
    """A side's attack effects for this kind of attack, each with its amount."""
    out = []
    for kw, value in defs(rules, prof):
        for eff in kw.effects:
            if not (isinstance(eff, AttackEffect) and eff.side == role
                    and eff.attack in (attack, "always")):
                continue
            amount = eff.amount if eff.amount is not None else (value if kw.numeric else 1)
            if amount is None:
                raise KeywordSyntaxError(f"{kw.name} needs a value in brackets, "
                                         f"e.g. {kw.name + ' [1]'!r}")
            out.append((kw, eff, amount))
    return out


def side_courage(
    rules: Hobgoblin, prof: Profile, side: Side, engaged: int, applied: list[AppliedRule]
) -> tuple[int, int]:
    """A side's Courage and the Doom at which it breaks, recording the rules that change them."""
    courage = prof.courage + side.courage_bonus
    for kw, _ in defs(rules, prof):
        for eff in kw.effects:
            if (isinstance(eff, StatEffect) and eff.stat == "courage"
                    and eff.per == "engaged_enemy" and engaged):
                bonus = (eff.amount or 0) * engaged
                courage += bonus if eff.op == "add" else -bonus
                applied.append(AppliedRule(kw.name, side.role, f"Courage {bonus:+d} for the "
                                           f"{engaged} enemy unit(s) engaged with it", kw.cite))
    courage = max(0, courage)
    fragile = [kw for kw, _ in defs(rules, prof)
               if any(isinstance(e, BreakEffect) for e in kw.effects)]
    breaks_at = -(-courage // 2) if fragile else courage
    for kw in fragile:
        applied.append(AppliedRule(kw.name, side.role,
                                   f"Broken at {breaks_at} Doom (half Courage, rounded up)",
                                   kw.cite))
    return courage, breaks_at

