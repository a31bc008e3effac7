"""Where a Hobgoblin keyword comes from, read from the effects.

:func:`keyword_sources` sorts every rule that names a keyword by what it does with it: grants
it, removes or ignores it, forbids it, or only mentions it (a mention effect, a test in a
condition, an exception to a ban). Unit types that start with the keyword, and terrain
examples that list it, grant it too. Each source carries its condition in words and its
citation; who may *buy* the keyword is :mod:`rulesref.games.hobgoblin.buying`.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Literal

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.core.conditions import PARAMETERS, Predicate
from rulesref.core.effect_words import keyword_change_words, scope_words, when_words
from rulesref.core.effects import Effect, Forbid, Scope, conditions_of, keyword_of, trait_of
from rulesref.core.keywords import KeywordRef, Mode
from rulesref.core.record import result
from rulesref.errors import KeywordSyntaxError
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.effect_sources import Holder, holders, keyword_name
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref.games.hobgoblin.model.keywords import KeywordDef

Role = Literal["granted", "removed", "forbidden", "mentioned"]

#: The four lists, in order, with their headings.
ROLES: dict[Role, str] = {"granted": "granted by", "removed": "removed or ignored by",
                          "forbidden": "forbidden by", "mentioned": "mentioned by"}

_ROLE_OF: dict[str, Role] = {"grant": "granted", "remove": "removed", "ignore": "removed",
                             "forbid": "forbidden", "mention": "mentioned"}

#: Predicates whose ``keyword`` names a keyword (not a deck or a score).
_KEYWORD_TESTS = frozenset(p for p, needs in PARAMETERS.items() if "keyword" in needs) - {
    Predicate.DECK_EMPTY, Predicate.DISCARD_EMPTY, Predicate.SCORES_TIED, Predicate.MOST_OF,
    Predicate.LEAST_OF} | {
    Predicate.FRIENDLY_WITHIN, Predicate.ENEMY_WITHIN}


@result
class Source:
    """One rule that does something with a keyword, or names it."""

    role: Role
    """What it does with the keyword: grants, removes or ignores, forbids, mentions."""
    kind: str
    """What the rule is: ``unit type``, ``keyword``, ``spell``, ``card``, ``artefact``,
    ``table``, ``section``, ``rule`` or ``terrain``."""
    name: str
    """Its own printed name (``Scuttle``, ``Frozen Lake``)."""
    group: str
    """The table or section it belongs to (``Twists Table``), or ``""``."""
    detail: str
    """What it does, in words (``every unit: gains Distracted``, ``starts with Ranged [24]``)."""
    when: str
    """Its timing and condition in words; ``""`` when it always applies."""
    cite: Citation
    """Where it is printed."""
    group_id: str = ""
    """The id of the table or section, for links."""

    @property
    def where(self) -> str:
        """``Twists Table: Frozen Lake`` or ``spell: Scuttle``."""
        return f"{self.group or self.kind}: {self.name}"


def _shown(ref: KeywordRef) -> str:
    return str(ref) if ref.mode is not Mode.PLAIN else ref.name


def _names(rules: Hobgoblin, text: str, target: str) -> str | None:
    """``text`` as the canonical reference it writes, if it names the keyword ``target``."""
    try:
        ref = lookups.canonical_ref(rules, KeywordRef.parse(text))
    except KeywordSyntaxError:
        return None
    return _shown(ref) if names.fold(ref.name) == target else None


def _by_trait(effect: Effect, kw: KeywordDef) -> bool:
    """A trait-wide effect reaches ``kw``: it has the trait, is no exception, and has not
    the trait the effect leaves out of the choice (Reflective Soulgem copies only a Strength
    keyword that is not Reserved)."""
    trait = trait_of(effect)
    traits = {names.fold(t.value) for t in kw.traits}
    if trait is None or names.fold(trait) not in traits:
        return False
    if isinstance(effect, Forbid) and any(
            names.fold(keyword_name(k)) == names.fold(kw.name) for k in effect.except_):
        return False
    barred = getattr(effect, "except_trait", None)
    return barred is None or names.fold(barred) not in traits


def _buying(effect: Effect) -> bool:
    """An army-building ban: it only bars buying."""
    return isinstance(effect, Forbid) and effect.scope is Scope.ARMY


def _from_effect(rules: Hobgoblin, holder: Holder, effect: Effect, kw: KeywordDef, target: str,
                 for_sale: bool) -> Iterator[Source]:
    """What one effect of a record does with ``kw``. A ban on buying every keyword of a
    trait is left out for a keyword the cost table does not sell anyway."""
    base = {"kind": holder.kind, "name": holder.title, "group": holder.group,
            "group_id": holder.group_id}
    cite = holder.cite_of(effect)
    head = scope_words(effect)
    what = keyword_change_words(effect)
    detail = f"{head}: {what}" if head else what
    role = _ROLE_OF.get(effect.kind)
    written = keyword_of(effect)
    if role is not None and (
            (written and _names(rules, written, target)) or
            (not written and _by_trait(effect, kw) and (for_sale or not _buying(effect)))):
        yield Source(role, detail=detail, when=when_words(effect), cite=cite, **base)
    for spared in getattr(effect, "except_", ()):
        if _names(rules, spared, target):
            yield Source("mentioned", detail=f"{detail} (not {kw.name})",
                         when=when_words(effect), cite=cite, **base)
    for cond in conditions_of(effect):
        for test in cond.tests():
            if test.pred in _KEYWORD_TESTS and test.keyword and \
                    _names(rules, test.keyword, target):
                yield Source("mentioned", detail=detail, when=when_words(effect), cite=cite,
                             **base)


def _named(rules: Hobgoblin, text: str) -> str | None:
    """The folded canonical name of the keyword ``text`` writes, if it is a keyword
    reference (what :func:`_names` compares with its target)."""
    try:
        return names.fold(lookups.canonical_ref(rules, KeywordRef.parse(text)).name)
    except KeywordSyntaxError:
        return None


@cache
def _effect_index(rules: Hobgoblin) -> tuple[tuple[Holder, Effect, frozenset[str] | None], ...]:
    """Every effect of every holder, in order, with the folded names of the keywords it
    writes (its own, its exceptions, the keyword tests of its conditions), or ``None`` when
    it reaches keywords by trait: :func:`_from_effect` can find something for a keyword only
    in an effect whose names hold it, or that reaches by trait. Worked out once per model,
    so a lookup reads only the effects that concern its keyword."""
    index = []
    for holder in holders(rules):
        for effect in holder.effects:
            written = keyword_of(effect)
            texts = [*([written] if written else ()), *getattr(effect, "except_", ())]
            texts += [test.keyword for cond in conditions_of(effect)
                      for test in cond.tests() if test.pred in _KEYWORD_TESTS and test.keyword]
            named = frozenset(n for t in texts if (n := _named(rules, t)) is not None)
            by_trait = not written and _ROLE_OF.get(effect.kind) is not None
            index.append((holder, effect, None if by_trait else named))
    return tuple(index)


def keyword_sources(rules: Hobgoblin, keyword: str) -> tuple[Source, ...]:
    """Every rule that grants, removes or ignores, forbids or mentions the keyword, in that
    order of roles, each with its condition and citation.

    :raises UnknownNameError: for an unknown keyword.
    """
    kw = lookups.find_keyword(rules, keyword)
    target = names.fold(kw.name)
    found: list[Source] = []
    for unit in rules.unit_types:
        for text in (*unit.keywords, unit.footprint_keyword):
            shown = _names(rules, text, target)
            if shown:
                found.append(Source("granted", "unit type", unit.name, "",
                                    f"starts with {shown}", "", unit.description_cite))
    examples = rules.terrain_examples
    for ex in examples.examples:
        for text in ex.keywords:
            shown = _names(rules, text, target)
            if shown:
                found.append(Source("granted", "terrain", ex.name, "", f"has {shown}", "",
                                    examples.cite))
    for_sale = bool(lookups.keyword_costs(rules, kw))
    for holder, effect, named in _effect_index(rules):
        if named is None or target in named:
            found.extend(_from_effect(rules, holder, effect, kw, target, for_sale))
    unique = list(dict.fromkeys(found))
    order = list(ROLES)
    return tuple(sorted(unique, key=lambda s: order.index(s.role)))


def by_role(sources: tuple[Source, ...]) -> dict[Role, tuple[Source, ...]]:
    """The sources split into the four lists (every role present, possibly empty)."""
    return {role: tuple(s for s in sources if s.role == role) for role in ROLES}
