"""What ``rulesref lint`` knows of Livestock Uprising: its names, sections and costs."""

from __future__ import annotations

from pathlib import Path

from rulesref.lint.harvest import sections_of, strings_in, terms_of
from rulesref.lint.model import LintRuleset, NumberFact, Term, Vocabulary


def vocabulary() -> Vocabulary:
    """Livestock Uprising's vocabulary, built from the loaded model.

    :raises RulesDataError: when a shipped data file is malformed.
    """
    from rulesref.games.livestock_uprising import load
    from rulesref.games.livestock_uprising.model import SpecialForce, Troop

    rules = load()
    terms: list[Term] = []
    terms += terms_of("component", rules.components)
    terms += terms_of("faction", rules.factions)
    terms += terms_of("resource", rules.resources)
    terms += terms_of("troop", rules.troops)
    terms += terms_of("Special Force", rules.special_forces)
    terms += terms_of("recruitment card", rules.recruitment_cards)
    # sequence and step names are rulesref's own here, not printed headings: left out
    for term in rules.terms:
        terms += terms_of(term.kind.value, [term])
    recorded = set(strings_in(rules, frozenset({"printed_as", "harvests", "heading"})))
    recorded |= {r.name for r in rules.play_rules} | {r.name for r in rules.army_rules}
    facts = []
    units: list[Troop | SpecialForce] = [*rules.troops, *rules.special_forces]
    for unit in units:
        for amount in unit.cost:
            facts.append(NumberFact(
                entity=unit.name, forms=(unit.name, *getattr(unit, "aliases", ())),
                quantity=f"cost in {amount.resource}", units=(amount.resource,),
                value=amount.amount, cite=unit.cite))
    return Vocabulary(game="livestock_uprising", terms=tuple(terms),
                      recorded=tuple(sorted(recorded)), sections=sections_of(rules),
                      pages=None, facts=tuple(facts), words=(rules.book.title,))


LINT = LintRuleset(name="livestock_uprising", vocabulary=vocabulary,
                   register=Path(__file__).parent / "lint_register.yaml",
                   book="livestock-uprising.txt")
