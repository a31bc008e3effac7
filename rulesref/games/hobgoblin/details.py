"""What ``rulesref show`` says of a Hobgoblin object beyond its summary and citation: its
printed facts, its effects and its parts, read from the model (the details hook named in
:data:`rulesref.games.hobgoblin.RULESET`).

Each kind of object the search index holds (:mod:`~rulesref.games.hobgoblin.objects`) is
found again in the model by kind and name; a pure function of the model.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, partial

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.core.dice import DiceEntry, DiceTable
from rulesref.core.search import Kind, RulesObject
from rulesref.core.show import Details, phase_details
from rulesref.games.hobgoblin.model import (
    Allegiance,
    ArmyRule,
    Artefact,
    FortuneCard,
    GameRule,
    Hobgoblin,
    NamedRule,
    PlayVariant,
    Scenario,
    UnitType,
)
from rulesref.games.hobgoblin.model.keywords import KeywordDef
from rulesref.games.hobgoblin.model.magic import Spell

Builder = Callable[[], Details]


def details(rules: Hobgoblin, obj: RulesObject) -> Details | None:
    """The details of one of Hobgoblin's search objects, or ``None`` for one the model does
    not hold under that kind and name."""
    build = _builders(rules).get((obj.kind, names.fold(obj.name)))
    return build() if build is not None else None


@cache
def _builders(rules: Hobgoblin) -> dict[tuple[Kind, str], Builder]:
    """How to describe each object, keyed by kind and folded name (the first of a name
    stays, as in the search index)."""
    table: dict[tuple[Kind, str], Builder] = {}

    def add(kind: Kind, name: str, build: Builder) -> None:
        table.setdefault((kind, names.fold(name)), build)

    for unit in rules.unit_types:
        add(Kind.UNIT_TYPE, unit.name, partial(_unit_type, rules, unit))
    for kw in (*rules.keywords, *(k for a in rules.artefacts for k in a.keywords),
               *(k for al in rules.allegiances for s in al.spells for k in s.keywords)):
        add(Kind.KEYWORD, kw.name, partial(_keyword, rules, kw))
    for allegiance in rules.allegiances:
        add(Kind.ALLEGIANCE, allegiance.name, partial(_allegiance, allegiance))
        for spell in allegiance.spells:
            add(Kind.SPELL, spell.name, partial(_spell, spell, allegiance))
    for card in rules.fortune.cards:
        add(Kind.CARD, card.name, partial(_card, rules, card))
    for artefact in rules.artefacts:
        add(Kind.ARTEFACT, artefact.name, partial(_artefact, artefact))
    for rule in rules.game_rules:
        add(Kind.RULE, rule.name, partial(_game_rule, rule))
    scenarios = {names.fold(sc.rules): sc for sc in rules.scenarios}
    for section in rules.sections:
        for named in section.rules:
            add(Kind.RULE, named.name, partial(_named_rule, named, section.name,
                                               scenarios.get(names.fold(named.name))))
    for variant in rules.play_variants:
        add(Kind.RULE, variant.name, partial(_variant, variant))
    for example in rules.terrain_examples.examples:
        add(Kind.TERM, example.name,
            partial(Details, facts=(("Terrain keywords", ", ".join(example.keywords)),)))
    for army_rule in rules.army_rules:
        add(Kind.ARMY_RULE, army_rule.name, partial(_army_rule, army_rule))
    for sequence in rules.sequences:
        if sequence.canonical:
            for step in sequence.steps:
                add(Kind.PHASE, step.name, partial(_phase, rules, step.name))
    for dice_table in rules.dice_tables:
        add(Kind.TABLE, dice_table.name, partial(_table, dice_table))
        for entry in dice_table.entries:
            add(Kind.TABLE_RESULT, entry.result, partial(_result, dice_table, entry))
    return table


def _unit_type(rules: Hobgoblin, unit: UnitType) -> Details:
    dash = "-"
    return Details(facts=(
        ("Speed", dash if unit.speed is None else str(unit.speed)),
        ("Range", dash if unit.range is None else f'{unit.range}"'),
        ("Strikes", str(unit.strikes)),
        ("Courage", str(unit.courage)),
        ("Keywords", ", ".join(unit.keywords) or "none"),
        ("Footprint", unit.footprint),
        ("Keyword cost multiplier", f"x{unit.cost_multiplier}"),
        ("Points", str(unit.points)),
    ))


def _keyword(rules: Hobgoblin, kw: KeywordDef) -> Details:
    from rulesref.games.hobgoblin.lookups import keyword_costs

    costs = keyword_costs(rules, kw)
    if costs:
        price = ", ".join(f"{c.keyword}: {'0, once per army' if c.once_per_army else c.cost}"
                          for c in costs)
    elif kw.reserved:
        price = "Reserved: it cannot be bought, only other rules grant it"
    else:
        price = "not in the keyword cost table"
    facts = [("Traits", ", ".join(kw.trait_names()) or "none"), ("Cost", price)]
    if kw.numeric:
        facts.append(("Value", "numerical: written with a value, as in Hero [+1]"))
    if kw.aliases:
        facts.append(("Also printed as", ", ".join(kw.aliases)))
    return Details(facts=tuple(facts), effects=kw.effects)


def _allegiance(allegiance: Allegiance) -> Details:
    return Details(
        facts=(("Spell group", allegiance.spell_group),),
        parts=tuple((s.name, f"{s.spell_class.value}, {s.cost} Mercury: {s.summary}", s.cite)
                    for s in allegiance.spells))


def _spell(spell: Spell, allegiance: Allegiance) -> Details:
    facts = [("Allegiance", allegiance.name), ("Class", spell.spell_class.value),
             ("Mercury", str(spell.cost)),
             ("Range", "none" if spell.range is None else f'{spell.range}"')]
    if spell.area is not None:
        facts.append(("Area", f'{spell.area}"'))
    if spell.target:
        facts.append(("Target", spell.target))
    if spell.keywords:
        facts.append(("Keywords", ", ".join(k.name for k in spell.keywords)))
    return Details(facts=tuple(facts), effects=spell.effects,
                   parts=tuple((k.name, k.summary, k.cite) for k in spell.keywords))


def _card(rules: Hobgoblin, card: FortuneCard) -> Details:
    deck = rules.fortune
    return Details(facts=(("Number", str(card.number)), ("Played", card.timing),
                          ("Copies in the deck", str(deck.copies_per_card))),
                   effects=card.effects)


def _artefact(artefact: Artefact) -> Details:
    facts = [("Carried by", artefact.carrier)]
    if artefact.keywords:
        facts.append(("Keywords", ", ".join(k.name for k in artefact.keywords)))
    return Details(facts=tuple(facts), effects=artefact.effects,
                   parts=tuple((k.name, k.summary, k.cite) for k in artefact.keywords))


def _game_rule(rule: GameRule) -> Details:
    facts = (("Value", str(rule.value)),) if rule.value is not None else ()
    return Details(facts=facts, effects=rule.effects)


def _named_rule(rule: NamedRule, section: str, scenario: Scenario | None) -> Details:
    if scenario is None:
        return Details(facts=(("Section", section),), effects=rule.effects)
    return Details(facts=(("Section", section), *_scenario_facts(scenario)),
                   effects=rule.effects, parts=_scenario_parts(scenario))


def _party(party: str | None) -> str:
    return "not said in the book" if party is None else party.replace("_", " ")


def _scenario_facts(scenario: Scenario) -> tuple[tuple[str, str], ...]:
    """A scenario's set-up, roles and end, as facts."""
    setup, end = scenario.setup, scenario.end
    facts = [("Deployment", setup.deployment + ("" if setup.standard
                                               else " (not the standard set-up)"))]
    for role in scenario.roles:
        facts.append((f"Role: {role.name}", _party(role.assigned)))
    length = "the core rules' length" if end.rounds is None else f"{end.rounds} rounds"
    facts.append(("Game length", length + (", or earlier when a side wins"
                                           if end.ends_early else "")))
    facts.append(("Winner", end.winner.replace("_", " ")
                  + ("" if end.draw else "; no draw")
                  + (f"; tie-break: {end.tie_break}" if end.tie_break else "")))
    return tuple(facts)


def _scenario_parts(scenario: Scenario) -> tuple[tuple[str, str, Citation | None], ...]:
    """A scenario's markers and scoring, each a part with its citation (the scenario's unless
    a scoring line cites its own page)."""
    parts: list[tuple[str, str, Citation | None]] = []
    for m in scenario.setup.markers:
        size = (f"{m.diameter_mm} mm" if m.diameter_mm is not None
                else m.size or "size not said in the book")
        parts.append((f"{m.count} x {m.name}",
                      f"placed by {_party(m.placed_by)}, owned by {_party(m.owner)}, "
                      f"{size}, {m.where}" + (f", {m.apart_by.words(m.apart)}\" apart"
                                               if m.apart is not None else "")
                      + ("; a rule moves them" if m.moves else ""), scenario.cite))
    for sc in scenario.scoring:
        gives = f"{sc.points} VP" if sc.points is not None else sc.outcome.replace("_", " ")
        when = ("at the game's end" if sc.at == "game end" else "at any time"
                if sc.at == "any time" else f"at the {sc.moment.value} of each {sc.at}"
                if sc.rounds == "each" else f"at the {sc.moment.value} of the {sc.at}, "
                + ("in the last two rounds" if sc.rounds == "last_two" else "in any round"))
        parts.append((f"Scores {gives}",
                      f"{sc.what}; for {_party(sc.for_whom)}, {when}"
                      + (f", at most {sc.cap}" if sc.cap is not None else ""),
                      sc.cite or scenario.cite))
    return tuple(parts)


def _variant(variant: PlayVariant) -> Details:
    """A play variant: who plays, and each step it adds, replaces, removes or changes."""
    parts = tuple((f"{c.op} {c.step}" + (f" (by {c.new})" if c.new else ""),
                   c.summary, c.cite) for c in variant.changes)
    return Details(facts=(("Players", variant.players),), parts=parts)


def _army_rule(rule: ArmyRule) -> Details:
    facts = [("Code", rule.code)]
    if rule.enforces:
        facts.append(("Enforces", rule.enforces))
    return Details(facts=tuple(facts))


def _phase(rules: Hobgoblin, name: str) -> Details:
    return phase_details(rules.sequences, name) or Details()


def _table(table: DiceTable) -> Details:
    return Details(
        facts=(("Roll", table.dice.value), ("Results", str(len(table.entries)))),
        parts=tuple((f"{entry.rolls}: {entry.result}", entry.summary or "", entry.cite)
                    for entry in table.entries))


def _result(table: DiceTable, entry: DiceEntry) -> Details:
    return Details(facts=(("Table", table.name), ("Roll", f"{entry.rolls} on {table.dice.value}")),
                   effects=entry.effects)
