"""What ``rulesref lint`` knows of Hogs of War: The Card Game: names, sections, damage."""

from __future__ import annotations

from pathlib import Path

from rulesref.lint.harvest import sections_of, strings_in, terms_of
from rulesref.lint.model import LintRuleset, NumberFact, Term, Vocabulary


def vocabulary() -> Vocabulary:
    """The card game's vocabulary, built from the loaded model.

    :raises RulesDataError: when a shipped data file is malformed.
    """
    from rulesref.games.hogs_of_war import load
    from rulesref.games.hogs_of_war.model import NamedCard, Token

    rules = load()
    terms: list[Term] = []
    terms += terms_of("token", rules.tokens)
    terms += terms_of("kind of card", rules.card_kinds)
    terms += terms_of("card", rules.named_cards)
    terms += terms_of("icon", rules.icons)
    terms += terms_of("Hog class", rules.hog_classes)
    terms += terms_of("component", rules.components)
    terms += terms_of("action", rules.actions.actions)
    # sequence and step names are rulesref's own here, not printed headings: left out
    terms += terms_of("term", rules.terms)
    recorded = set(strings_in(rules, frozenset({"mentions", "listed_as", "requires"})))
    damaging: list[Token | NamedCard] = [*rules.tokens, *rules.named_cards]
    facts = [NumberFact(entity=t.name, forms=(t.name,), quantity="damage", units=("damage",),
                        value=t.damage, cite=t.cite)
             for t in damaging if t.damage is not None]
    return Vocabulary(game="hogs_of_war", terms=tuple(terms), recorded=tuple(sorted(recorded)),
                      sections=sections_of(rules), pages=None, facts=tuple(facts),
                      words=(rules.title,))


LINT = LintRuleset(name="hogs_of_war", vocabulary=vocabulary,
                   register=Path(__file__).parent / "lint_register.yaml",
                   book="hogs-of-war-card-game.txt")
