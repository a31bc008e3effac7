"""The Hogs of War vocabulary: every name the data uses (for the engine's term check), and
named cards of known kinds and classes.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from typing import Any

from rulesref.core.names import fold
from rulesref.games.hogs_of_war.checks.support import FILES, _sequence_names, _unique
from rulesref.games.hogs_of_war.model import (
    HogsOfWar,
)
from rulesref_verify.findings import Finding, Kind
from rulesref_verify.terms import Use, terms_check


def term_uses(rules: HogsOfWar) -> Iterator[Use]:
    """Every place the data names a game term: the ``mentions`` of every rule, the statuses
    and tokens of the sequences and status rules, the tokens, components, card kinds and
    icons."""
    def walk(node: Any, file: str) -> Iterator[Use]:
        if isinstance(node, tuple):
            for item in node:
                yield from walk(item, file)
        elif is_dataclass(node) and not isinstance(node, type):
            cite = getattr(node, "cite", None)
            section = getattr(cite, "section", "")
            who = (getattr(node, "name", None) or getattr(node, "id", None)
                   or f"the {section} rules")
            for term in getattr(node, "mentions", ()):
                yield Use(term, str(getattr(who, "value", who)), str(cite), file, term)
            for f in fields(node):
                if f.name != "mentions":
                    yield from walk(getattr(node, f.name), file)

    for f in fields(rules):
        if f.name not in ("terms", "sequences", "structure"):
            yield from walk(getattr(rules, f.name), FILES.get(f.name, ""))
    for name, seq in _sequence_names(rules):
        yield Use(name, f"sequence {seq.id}", str(seq.cite), "sequences.yaml", name)
    for rule in rules.structure.status_rules:
        yield Use(rule.status, "status rules", str(rule.cite), "structure.yaml", rule.status)
    for token in rules.tokens:
        yield Use(token.name, "the token list", str(token.cite), "tokens.yaml", token.name)
    for comp in rules.components:
        yield Use(comp.name, "the component list", str(comp.cite), "components.yaml", comp.name)
    for kind in rules.card_kinds:
        yield Use(kind.name, "the card kinds", str(kind.cite), "cards.yaml", kind.name)
    for icon in rules.icons:
        yield Use(icon.name, "the card icons", str(icon.cite), "cards.yaml", icon.name)


check_terms = terms_check(term_uses)


def check_card_names(rules: HogsOfWar) -> list[Finding]:
    """Named cards are of a known card kind and name classes the rulebook shows."""
    out = []
    kinds = {fold(k.name) for k in rules.card_kinds}
    classes = {fold(c.name) for c in rules.hog_classes}
    for card in rules.named_cards:
        if fold(card.kind) not in kinds:
            out.append(Finding(f"hogs:term:card-kind:{card.name}", "check_card_names",
                               f"{card.name} is said to be a {card.kind}, which is no card kind",
                               str(card.cite), "cards.yaml", card.name, kind=Kind.UNDEFINED))
        for cls in card.classes:
            if fold(cls) not in classes:
                out.append(Finding(f"hogs:term:class:{card.name}:{cls}", "check_card_names",
                                   f"{card.name} names the class {cls}, which is not shown",
                                   str(card.cite), "cards.yaml", card.name, kind=Kind.UNDEFINED))
    return _unique(out)
