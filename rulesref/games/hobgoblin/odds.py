"""Exact odds of a Hobgoblin attack: the Doom tokens it places, and those its attacker takes.

Nothing here simulates. One die's result after the keyword re-rolls is a small Markov chain on the
six faces; the dice are then combined by counting (multinomial weights). Force of Will couples the
dice through a shared pool of re-rolls, so it is handled exactly on the number of misses left
after the keyword re-rolls. All arithmetic is on integers over one common denominator, and every
probability comes out as a :class:`~fractions.Fraction`.

Readings taken where the book (early access v2) leaves a choice; the command's help repeats them:

* Re-roll order. Keyword re-rolls run strengths first and weaknesses last (Timing of Keywords,
  p. 9), and a die may be re-rolled again (Rules Conventions, p. 8). So Brutal (p. 65) first
  re-rolls every miss, then Cursed (p. 65) re-rolls every hit, including those Brutal just made.
* Force of Will (pp. 15, 20, 25, 28) comes after all keyword re-rolls, and Cursed does not touch
  its results. Tokens only ever re-roll missed dice, dice showing a 1 first. By default they are
  spent one at a time, so a die that misses again may take another token (p. 8, and the Rule of
  Carnage, p. 8); :attr:`ForceOfWill.ALL_AT_ONCE` re-rolls min(N, misses) dice once each instead.
* Self-Destructive (p. 67) and Merciless (p. 66) count the dice whose final result is a 1: a
  re-rolled die keeps only its new result. Both apply together, and Tough (p. 67) protects only
  the unit being attacked, never the attacker from its own 1s.
* Critical Hits (p. 65) also counts a 6 made by any re-roll; its extra hits are ordinary hits for
  the Fortune cards and Doom for Tough.
* Tattered Banner and Enchanted Shield (p. 29) act on the hits before any Doom is placed. The
  defender plays them in the order that suits it, every halving before every cancel. Tough then
  ignores its first x Doom (close combat), or the shooting cap (p. 15) stops at five Doom tokens
  (counting the Doom the target already has) unless the target is Skirmishers (p. 67). A card that
  is named is taken as played on this attack, whatever the dice show.
* A target number change with a condition (Devastating Charge, p. 65: the unit advanced 6" this
  round) applies only when the caller names the keyword (or a card grants it); a unit type's own
  copy alone is taken as not having charged. Unconditional optional changes (Deadly Shots) apply.
* Stubborn (p. 67) counts the enemies engaged with the unit: by default 1 in close combat and 0
  for shooting (a shooting target is unengaged, p. 20); the attacker's own Stubborn counts only
  the defender. Hold! (p. 29) adds 2 Courage; Fragile (p. 66) halves the final Courage, rounding up.
* Only a unit with a Range can make a shooting attack (p. 20).
"""

from __future__ import annotations

from collections.abc import Iterable

from rulesref.core.keywords import StatEffect
from rulesref.errors import RulesError
from rulesref.games.hobgoblin.dice_odds import (
    ALWAYS_HITS,
    ALWAYS_MISSES,
    MAX_DICE,
    MAX_FORCE_OF_WILL,
    SIDES,
    AppliedRule,
    AttackDistributions,
    AttackOdds,
    AttackSpec,
    DoomOdds,
    ForceOfWill,
    Probability,
    Reroll,
    attack_distributions,
    check_caps,
)
from rulesref.games.hobgoblin.lookups import (
    AttackKind,
    find_unit_type,
    profile,
    target_number,
)
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref.games.hobgoblin.model.keywords import Trait
from rulesref.games.hobgoblin.odds_sides import (
    ACTION_WORDS,
    attack_effects,
    defs,
    game_rule,
    keyword_label,
    read_side,
    side_courage,
    tn_keywords,
)


def attack_odds(
    rules: Hobgoblin,
    attacker: str,
    defender: str,
    *,
    shooting: bool = False,
    dice: int | None = None,
    attacker_keywords: Iterable[str] = (),
    defender_keywords: Iterable[str] = (),
    defender_doom: int = 0,
    attacker_doom: int = 0,
    force_of_will: int = 0,
    force_of_will_mode: ForceOfWill = ForceOfWill.ONE_AT_A_TIME,
    engaged_enemies: int | None = None,
) -> AttackOdds:
    """The exact odds of ``attacker`` attacking ``defender``, with the readings in this module's
    docstring.

    Keywords and Fortune cards come from both units' own keywords plus those given; a unit's
    Command, Horde, Stubborn and Fragile set when it becomes Broken.

    :param dice: attack dice to roll instead of the Strikes stat.
    :param engaged_enemies: enemies engaged with the defender, for Stubborn (default 1 in close
        combat, 0 for shooting).
    :raises UnknownNameError: for an unknown unit type, keyword or Fortune card.
    :raises KeywordSyntaxError: for a malformed keyword, or a numerical one without a value.
    :raises RulesError: for a negative count, more than :data:`MAX_DICE` dice or
        :data:`MAX_FORCE_OF_WILL` re-rolls, a shooting attack by a unit without Range, or a
        Fortune card that does not change an attack or is given to the wrong side.
    """
    att_type = find_unit_type(rules, attacker)
    def_type = find_unit_type(rules, defender)
    for label, count in (("dice", dice), ("defender Doom", defender_doom),
                         ("attacker Doom", attacker_doom), ("Force of Will", force_of_will),
                         ("engaged enemies", engaged_enemies)):
        if count is not None and count < 0:
            raise RulesError(f"{label} must not be negative, got {count!r}")
    attack: AttackKind = "shooting" if shooting else "close_combat"
    att_side = read_side(rules, "attacker", attacker_keywords)
    def_side = read_side(rules, "defender", defender_keywords)
    att = profile(rules, att_type.name, att_side.keywords)
    dfn = profile(rules, def_type.name, def_side.keywords)
    applied: list[AppliedRule] = []
    notes: list[str] = []

    check_caps(dice or 0, force_of_will)
    if shooting and not att.range:
        raise RulesError(f"{att.unit_type} cannot make a shooting attack: it has no Range "
                         "(give it a Ranged keyword, e.g. 'Ranged [24]')")
    if dice is None:
        rule = game_rule(rules, "shooting_attack_dice" if shooting
                          else "close_combat_attack_dice")
        dice = att.strikes // 2 if shooting else att.close_combat_strikes
        applied.append(AppliedRule(rule.name, "rules", f"{dice} dice from Strikes {att.strikes}"
                                   + (", halved and rounded down" if shooting else ""), rule.cite))
        for kw, value in defs(rules, att):
            for eff in kw.effects:
                if (isinstance(eff, StatEffect) and eff.stat == "strikes"
                        and (eff.when == "always" or (eff.when == attack == "close_combat"))):
                    sign = "-" if eff.op == "subtract" else "+"
                    applied.append(AppliedRule(keyword_label(kw, value), "attacker",
                                               f"{sign}{eff.amount or value} Strikes", kw.cite))

    check_caps(dice, force_of_will)  # Strikes raised by keywords (Hero [+2000]) count too
    target = target_number(rules, att_type.name, def_type.name, shooting=shooting,
                           attacker_keywords=tn_keywords(rules, att, att_side, notes),
                           defender_keywords=tn_keywords(rules, dfn, def_side, notes))
    applied.append(AppliedRule("Target Number Chart", "rules",
                               f"{target.chart_value}+ before keywords", target.cite))
    for m in target.modifiers:
        applied.append(AppliedRule(m.keyword, m.side,
                                   f"target number {m.before}+ to {m.after}+", m.cite))
    for rule_id in ("natural_six_hits", "natural_one_misses"):
        rule = game_rule(rules, rule_id)
        applied.append(AppliedRule(rule.name, "rules", rule.summary, rule.cite))

    effects = [(kw, eff, n, "attacker") for kw, eff, n in
               attack_effects(rules, att, "attacker", attack)]
    effects += [(kw, eff, n, "defender") for kw, eff, n in
                attack_effects(rules, dfn, "defender", attack)]
    rerolls: list[tuple[bool, Reroll]] = []
    extra = ignore = per_one = 0
    capped = shooting
    for kw, eff, amount, role in effects:
        words = ACTION_WORDS.get(eff.action, eff.action).format(n=amount)
        applied.append(AppliedRule(keyword_label(kw, amount if kw.numeric else None), role, words,
                                   kw.cite))
        if eff.action in ("reroll_misses", "reroll_hits"):
            rerolls.append((Trait.WEAKNESS in kw.traits, Reroll(eff.action)))
        elif eff.action == "extra_hit_on_six":
            extra += amount
        elif eff.action == "ignore_first_tokens":
            ignore += amount
        elif eff.action == "attacker_token_on_one":
            per_one += amount
        elif eff.action == "no_shooting_cap":
            capped = False
        else:
            raise RulesError(f"{kw.name}: the odds calculator does not model the attack "
                             f"effect {eff.action!r}")
    rerolls.sort(key=lambda r: r[0])  # strengths first, weaknesses last (p. 9)

    room = None
    if capped:
        rule = game_rule(rules, "shooting_doom_cap")
        cap = rule.value if rule.value is not None else 5
        room = max(0, cap - defender_doom)
        applied.append(AppliedRule(rule.name, "rules",
                                   f"at most {room} Doom from this attack ({defender_doom} "
                                   f"already, cap {cap})", rule.cite))
    for side in (att_side, def_side):
        applied.extend(AppliedRule(card.name, side.role, words, card.cite)
                       for card, words in side.cards)
    if force_of_will:
        rule = game_rule(rules, "force_of_will")
        how = ("one token at a time" if force_of_will_mode is ForceOfWill.ONE_AT_A_TIME
               else "all tokens at once")
        applied.append(AppliedRule(rule.name, "attacker",
                                   f"{force_of_will} re-roll{'s' * (force_of_will > 1)} of "
                                   f"missed dice, 1s first, {how}",
                                   rule.cite))

    spec = AttackSpec(
        target_number=target.value, dice=dice, rerolls=tuple(r for _, r in rerolls),
        extra_hits_on_six=extra, force_of_will=force_of_will,
        force_of_will_mode=force_of_will_mode, halvings=def_side.halvings,
        cancels=def_side.cancels, ignore_doom=ignore, doom_room=room,
        attacker_doom_per_one=per_one,
    )
    result = attack_distributions(spec)
    if engaged_enemies is None:
        engaged_enemies = 0 if shooting else 1
    courage, breaks_at = side_courage(rules, dfn, def_side, engaged_enemies, applied)
    defender_odds = DoomOdds(dfn.unit_type, result.doom, defender_doom, courage, breaks_at)
    attacker_odds = None
    if per_one:
        courage, breaks_at = side_courage(rules, att, att_side, 0 if shooting else 1, applied)
        attacker_odds = DoomOdds(att.unit_type, result.attacker_doom, attacker_doom, courage,
                                 breaks_at)
    return AttackOdds(att.unit_type, dfn.unit_type, attack, target, spec, result.hits,
                      defender_odds, attacker_odds, tuple(applied), tuple(notes))


__all__ = [
    "ALWAYS_HITS", "ALWAYS_MISSES", "MAX_DICE", "MAX_FORCE_OF_WILL", "SIDES", "AppliedRule",
    "AttackDistributions", "AttackOdds", "AttackSpec", "DoomOdds", "ForceOfWill", "Probability",
    "Reroll", "attack_distributions", "attack_odds",
]
