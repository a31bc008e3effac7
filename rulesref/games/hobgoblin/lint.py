"""What ``rulesref lint`` knows of Hobgoblin: its names, sections, pages and numbers."""

from __future__ import annotations

from pathlib import Path

from rulesref.games.hobgoblin.model.keywords import Trait
from rulesref.lint.harvest import page_range, plain_name, sections_of, strings_in, terms_of
from rulesref.lint.model import LintRuleset, NumberFact, Term, Vocabulary

#: Fields whose strings are terms the book uses (printed keyword names, table results).
_RECORDED_FIELDS = frozenset({"keywords", "spell_group", "result", "footprint"})


def vocabulary() -> Vocabulary:
    """Hobgoblin's vocabulary, built from the loaded model.

    :raises RulesDataError: when a shipped data file is malformed.
    """
    from rulesref.games.hobgoblin import load

    rules = load()
    terms: list[Term] = []
    terms += terms_of("unit type", rules.unit_types)
    terms += terms_of("keyword", rules.keywords, label=True)
    spells = [s for a in rules.allegiances for s in a.spells]
    terms += terms_of("spell", spells)
    terms += terms_of("abyssal allegiance", rules.allegiances)
    terms += terms_of("Fortune card", rules.fortune.cards)
    terms += terms_of("cursed artefact", rules.artefacts)
    terms += terms_of("terrain example", rules.terrain_examples.examples)
    terms += terms_of("table", rules.dice_tables)
    terms += terms_of("sequence", rules.sequences)
    terms += terms_of("step", [step for seq in rules.sequences for step in seq.steps])
    terms += terms_of("rules section", rules.sections)
    terms += terms_of("named rule", [r for s in rules.sections for r in s.rules])
    stats = ("Unit Type", "Speed", "Range", "Strikes", "Courage", "Keywords", "Footprint",
             "Keyword Cost Multiplier", "Points")
    terms += [Term(name=name, kind="unit statistic", cite=rules.unit_types[0].cite)
              for name in stats]
    terms += [Term(name=trait.value, kind="keyword trait") for trait in Trait]
    for spell_class in sorted({s.spell_class for s in spells}, key=lambda c: c.value):
        cite = next(s.cite for s in spells if s.spell_class is spell_class)
        terms.append(Term(name=spell_class.value, kind="spell class", cite=cite))
    recorded = {plain_name(w) for w in strings_in(rules, _RECORDED_FIELDS)}
    # the keywords the effects give, take, forbid, ignore or mention
    recorded |= {plain_name(w) for w in _effect_keywords(rules)}
    recorded |= {p.keyword for p in rules.keyword_printings}
    # rulesref's own names of rules, often the printed term (``First Player token``): known
    # to the model, but not required in the text
    recorded |= {r.name for r in rules.game_rules} | {r.name for r in rules.army_rules}
    sections = sections_of(rules)
    pages = page_range(sections)
    return Vocabulary(game="hobgoblin", terms=tuple(terms), recorded=tuple(sorted(recorded)),
                      sections=sections, pages=(1, pages[1]) if pages else None,
                      facts=tuple(_facts(rules)), words=(rules.title,))


def _effect_keywords(rules: object) -> list[str]:
    from rulesref.core.effects import keyword_of
    from rulesref.games.hobgoblin.effect_sources import holders
    from rulesref.games.hobgoblin.model import Hobgoblin

    assert isinstance(rules, Hobgoblin)
    return [k for h in holders(rules) for e in h.effects
            for k in (keyword_of(e), *getattr(e, "except_", ())) if k]


def _facts(rules: object) -> list[NumberFact]:
    from rulesref.games.hobgoblin.model import Hobgoblin

    assert isinstance(rules, Hobgoblin)
    facts = []
    costs = {s.spell_class: s for a in rules.allegiances for s in a.spells}
    for spell_class, spell in sorted(costs.items(), key=lambda kv: kv[0].value):
        facts.append(NumberFact(entity=spell_class.value, forms=(spell_class.value,),
                                quantity="Mercury cost", units=("Mercury",), value=spell.cost,
                                cite=spell.cite, bracketed=True))
    for unit in rules.unit_types:
        facts.append(NumberFact(entity=unit.name, forms=(unit.name, *unit.aliases),
                                quantity="points cost", units=("points", "pts"),
                                value=unit.points, cite=unit.cite))
    return facts


LINT = LintRuleset(name="hobgoblin", vocabulary=vocabulary,
                   register=Path(__file__).parent / "lint_register.yaml", book="hobgoblin.txt")
