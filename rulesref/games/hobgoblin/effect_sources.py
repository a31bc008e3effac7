"""Every record of the Hobgoblin model that holds effects, walked in one place.

Lookups and checks read effects through :func:`holders`, so that nothing needs to know which
data file holds which kind of rule.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.effects import Effect
from rulesref.core.keywords import KeywordRef
from rulesref.errors import KeywordSyntaxError
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref.games.hobgoblin.model.keywords import KeywordDef


@dataclass(frozen=True, slots=True)
class Holder:
    """A record with effects: what it is, where it is, and what it says."""

    kind: str
    """``keyword``, ``spell``, ``card``, ``artefact``, ``table``, ``section`` or ``rule``."""
    name: str
    """Its printed name (a table result as ``Twists Table 13-14 Easy Underfoot``)."""
    file: str
    """The data file that holds it."""
    key: str
    """Its name in that file, for the report."""
    cite: Citation
    """Where it is printed."""
    summary: str
    """Its summary in our words."""
    effects: tuple[Effect, ...]
    """What it does."""
    numbers: tuple[int, ...] = ()
    """Numbers the record states outside its effects (a spell's range and area)."""
    label: str = ""
    """Its own printed name within its group (a table result, a section's rule); ``name``
    when it has no group."""
    group: str = ""
    """The printed name of the table or section it belongs to, if any."""
    group_id: str = ""
    """The id of that table or section."""

    @property
    def title(self) -> str:
        """Its own name: the label, or the name."""
        return self.label or self.name

    def cite_of(self, effect: Effect) -> Citation:
        """The effect's own citation, or the holder's."""
        return effect.cite or self.cite


def _keyword(kw: KeywordDef, file: str, kind: str = "keyword") -> Holder:
    return Holder(kind, kw.name, file, kw.name, kw.cite, kw.summary, kw.effects)


def holders(rules: Hobgoblin) -> Iterator[Holder]:
    """Every record with a summary that may hold effects, in data-file order."""
    for kw in rules.keywords:
        yield _keyword(kw, "keywords.yaml")
    for al in rules.allegiances:
        for spell in al.spells:
            numbers = tuple(n for n in (spell.range, spell.area) if n is not None)
            yield Holder("spell", spell.name, "allegiances.yaml", spell.name, spell.cite,
                         spell.summary, spell.effects, numbers)
            for kw in spell.keywords:
                yield _keyword(kw, "allegiances.yaml")
    for card in rules.fortune.cards:
        yield Holder("card", card.name, "fortune_cards.yaml", card.name, card.cite,
                     f"{card.timing} {card.summary}", card.effects)
    for art in rules.artefacts:
        yield Holder("artefact", art.name, "artefacts.yaml", art.name, art.cite, art.summary,
                     art.effects)
        for kw in art.keywords:
            yield _keyword(kw, "artefacts.yaml")
    for table in rules.dice_tables:
        for entry in table.entries:
            yield Holder("table", f"{table.name} {entry.rolls} {entry.result}",
                         "dice_tables.yaml", table.id, entry.cite or table.cite,
                         entry.summary or "", entry.effects, label=entry.result,
                         group=table.name, group_id=table.id)
    for section in rules.sections:
        for rule in section.rules:
            yield Holder("section", f"{section.name}: {rule.name}", "sections.yaml", rule.name,
                         rule.cite, rule.summary, rule.effects, label=rule.name,
                         group=section.name, group_id=section.id)
    for game_rule in rules.game_rules:
        numbers = (game_rule.value,) if game_rule.value is not None else ()
        yield Holder("rule", game_rule.name, "game_rules.yaml", game_rule.id, game_rule.cite,
                     game_rule.summary, game_rule.effects, numbers)


def keyword_name(text: str) -> str:
    """The name of a keyword reference as written (``Swift [+4]`` is ``Swift``)."""
    try:
        return KeywordRef.parse(text).name
    except KeywordSyntaxError:
        return text
