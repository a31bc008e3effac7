"""Checks that read a printed statement word for word: the Card Odds' likelihood wording taken
as picking up one card, and the Clarifications' definition of a set taken literally.
"""

from __future__ import annotations

from math import comb

from rulesref.core.names import fold
from rulesref.games.hoarde.checks.odds import _odds_cite
from rulesref.games.hoarde.checks.support import _guarded, _structure_cite
from rulesref.games.hoarde.lookups import (
    find_attribute,
    find_rule,
    group_of,
    rule_value,
    winning_sets,
)
from rulesref.games.hoarde.model import Claim, Hoarde
from rulesref_verify.findings import Finding, Kind, facts

#: The reading of what the Card Odds' "more likely" compares: the one-card reading this check
#: takes is one it rejects, so what the check finds is that reading's consequence.
_LIKELIHOOD_READING = "likelihood-basis"


def check_literal_likelihood(rules: Hoarde) -> list[Finding]:
    """The Card Odds call CHARACTER the least and CURSED the most likely 'card' to pick up.
    Taken literally, one pick-up: how many cards of each deck are a card of that kind
    (every card bearing the mark or a name; for a kind on every card, the cards of one
    value), and whether the statements then hold."""
    def run() -> list[Finding]:
        out = []
        for statement in rules.odds:
            if statement.claim not in (Claim.LEAST_LIKELY, Claim.MOST_LIKELY):
                continue
            for deck in rules.decks:
                if deck.id not in statement.decks or statement.attribute is None:
                    continue
                counts = {}
                for kind in winning_sets(rules, deck.id):
                    group = group_of(deck, kind.attribute)
                    attr = find_attribute(rules, kind.attribute)
                    if group is not None:
                        counts[attr.name] = (group.copies if attr.on_every_card
                                             else group.values * group.copies)
                own = counts.get(find_attribute(rules, statement.attribute).name)
                if own is None:
                    continue
                least = statement.claim is Claim.LEAST_LIKELY
                beaten = sorted(a for a, n in counts.items() if a != statement.attribute
                                and (n <= own if least else n >= own))
                if beaten:
                    word = "fewer" if least else "more"
                    out.append(Finding(
                        f"hoarde:literal-likelihood:{statement.id}", "check_literal_likelihood",
                        f"{statement.summary} Read literally, as picking up one card: the "
                        f"{deck.name} has {own} {statement.attribute} cards, not {word} than "
                        + ", ".join(f"{counts[a]} of one {a}" if find_attribute(
                            rules, a).on_every_card else f"{counts[a]} {a} cards"
                            for a in beaten), str(statement.cite), "odds.yaml", statement.id,
                        facts=facts(deck=deck.id.value, attribute=statement.attribute,
                                    cards=own, others=[f"{a}={counts[a]}" for a in beaten]),
                        kind=Kind.CONFLICT, citations=(str(statement.cite),),
                        assumes=_LIKELIHOOD_READING))
        return out
    return _guarded("check_literal_likelihood", run, _odds_cite(rules))


def check_literal_sets(rules: Hoarde) -> list[Finding]:
    """Clarifications define a set as three cards showing the same word, number or symbol.
    Read literally that also takes in what the page prints on cards without letting sets
    match on it (the name on every card's back): how many hands would then win, against
    the winning hands the Card Odds state.

    Only where the definition is the book's one statement of what a set matches on: when
    another section names the kinds of set that win, the definition clarifies how cards of
    those kinds match (a note that clarifies a rule), and its wording does not add a kind
    the rule it clarifies leaves out."""
    def run() -> list[Finding]:
        size = rule_value(rules, "set_size")
        definition = find_rule(rules, "exact_match")
        if any(s.cite.section != definition.cite.section for s in rules.winning_sets):
            return []  # a clarification of the kinds stated elsewhere, not the rule itself
        stated = {s.decks[0]: s.value for s in rules.odds
                  if s.claim is Claim.WINNING_COMBINATIONS and s.value is not None and s.decks}
        out = []
        for attr in rules.attributes:
            if attr.in_sets or not attr.on_every_card:
                continue
            over = []
            for deck in rules.decks:
                claimed = stated.get(deck.id)
                literal = comb(deck.composition.cards, size)
                if claimed is not None and literal > claimed:
                    over.append(f"all {literal} hands of the {deck.name} would win, not the "
                                f"{claimed} the Card Odds state")
            if over:
                out.append(Finding(
                    f"hoarde:literal-set:{fold(attr.name)}", "check_literal_sets",
                    f"read literally, a set is any {size} cards with the same word, and every "
                    f"card shows {attr.name} ({attr.cite.section}): " + "; ".join(over),
                    str(definition.cite), "attributes.yaml", attr.name,
                    facts=facts(attribute=attr.name, set_size=size), kind=Kind.CONFLICT,
                    citations=(str(definition.cite), str(attr.cite),
                               *(str(s.cite) for s in rules.odds
                                 if s.claim is Claim.WINNING_COMBINATIONS))))
        return out
    return _guarded("check_literal_sets", run, _structure_cite(rules))
