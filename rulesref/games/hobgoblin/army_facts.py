"""What army building knows of a unit, worked out from an index of what each keyword does.

The plain path reads a unit's keywords step by step (:func:`.profiles.held_keywords`,
:func:`.buying.facts_of`, :func:`.profiles.after_removals`, :func:`.profiles.forbidden_by`,
:func:`.buying.bans_for`, :func:`.army_magic.allegiance_limits`); :func:`unit_info` gives the
same answers for army validation, from the same per-keyword lookups read once per keyword name
into a :class:`Behaviour` (the tests check the two agree). What a unit is given (its grants
expanded, less what forbids bar) is :func:`.profiles.held_keywords` itself.

Most keywords a list buys only add themselves: they grant, remove, forbid and set nothing, no
standing effect names them, and no army-building ban covers them (Elite, Hero [+1]). Such a
keyword changes nothing else the unit holds, so what the unit type and its other extra keywords
hold is worked out once (:func:`_core`, cached) and each unit adds its own to it.

Pure functions of the model. What depends on the model alone is cached once per model; what
depends on what a list buys is cached in caches of bounded size (lists may come from anyone).
"""

from __future__ import annotations

from functools import cache, lru_cache
from operator import attrgetter

from rulesref.core.conditions import verdict
from rulesref.core.keywords import KeywordRef
from rulesref.core.record import result
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.army_limits import limits
from rulesref.games.hobgoblin.army_magic import picks_allegiance
from rulesref.games.hobgoblin.buying import Ban, _covering, _traits_of
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref.games.hobgoblin.profiles import (
    KeywordSet,
    _footprint_set,
    _forbids,
    _Gives,
    _gives,
    _gives_table,
    _order,
    _takes,
)
from rulesref.games.hobgoblin.situation import UnitFacts


@result
class Behaviour:
    """What a keyword (by the name a canonical reference gives it) does to its holder in
    army building, read from the per-keyword lookups of the plain path."""

    folded: str
    grants: tuple[tuple[KeywordRef, str], ...]
    """Its standing grants as canonical references, each with its folded name."""
    forbids: frozenset[str]
    """Folded names its standing forbids bar its holder from gaining."""
    removes: frozenset[str]
    """Folded names its standing removes take from what the holder had before it."""
    footprint: str | None
    """The footprint it sets, if any."""
    traits: frozenset[str]
    """Its folded trait names."""
    forbidden: tuple[tuple[str, str], ...]
    """What it forbids its holder, each with the keyword that forbids it (sorted)."""
    gaining_bans: tuple[Ban, ...]
    """The bans on gaining it that a rule object checks on what a unit gains
    (:meth:`.RuleObject.enforces_ban`; whether each bars a unit depends on the unit)."""

    def adds_only_itself(self, named: frozenset[str]) -> bool:
        """Whether holding it changes nothing but itself, ``named`` being the folded names
        some standing forbid or remove names."""
        return not (self.grants or self.forbids or self.removes or self.forbidden
                    or self.gaining_bans or self.footprint is not None
                    or self.folded in named)


def _behaviour(rules: Hobgoblin, name: str, gives: _Gives | None = None) -> Behaviour:
    found = _gives(rules, name) if gives is None else gives
    folded = found.folded
    return Behaviour(
        folded,
        found.grants,
        found.forbids,
        _takes(rules, folded, "remove"),
        _footprint_set(rules, folded),
        _traits_of(rules, folded),
        _forbids(rules, folded),
        tuple(b for b in _covering(rules, folded) if _checked_on_units(rules, b)),
    )


def _checked_on_units(rules: Hobgoblin, ban: Ban) -> bool:
    """Whether some rule object checks this ban on what a unit gains
    (:meth:`.RuleObject.enforces_ban`)."""
    return any(r.enforces_ban(ban) for r in limits(rules).stages["check_bans"])


@cache
def _behaviours(rules: Hobgoblin) -> dict[str, Behaviour]:
    """:class:`Behaviour` by the exact name of every keyword a unit can hold in army
    building (those :func:`.profiles._gives_table` reads; any other name is one no rule
    defines, which does nothing)."""
    return {name: _behaviour(rules, name, gives) for name, gives in _gives_table(rules).items()}


@cache
def _named(rules: Hobgoblin) -> frozenset[str]:
    """Folded names that some keyword's standing forbid or remove names."""
    return frozenset().union(*(b.forbids | b.removes for b in _behaviours(rules).values()))


def _behaviour_of(rules: Hobgoblin, table: dict[str, Behaviour], name: str) -> Behaviour:
    found = table.get(name)
    return found if found is not None else _behaviour(rules, name)


@result
class Extra:
    """An extra keyword of a unit (bought, or conveyed by its artefact), by its key."""

    text: str
    """Its key (a purchase's, or a conveyed keyword's reference, folded)."""
    ref: KeywordRef
    """Its canonical reference."""
    order: tuple[str, int, int]
    """Its place in :func:`lookups.profile_key` order."""
    alone: bool
    """It adds only itself (:meth:`Behaviour.adds_only_itself`)."""
    folded: str
    """The folded name it is held under (its reference canonicalised again, as
    :func:`.profiles.held_keywords` holds it)."""
    traits: frozenset[str]
    """Its folded trait names."""


@lru_cache(maxsize=8192)  # bounded: the text is whatever a list buys (Hero [+n], any n)
def _extra(rules: Hobgoblin, text: str) -> Extra:
    """The extra keyword written as ``text`` (a purchase's key, or a conveyed keyword)."""
    ref = lookups.canonical_ref(rules, KeywordRef.parse(text))
    held = lookups.canonical_ref(rules, ref)
    table = _behaviours(rules)
    mine, kept = _behaviour_of(rules, table, ref.name), _behaviour_of(rules, table, held.name)
    named = _named(rules)
    return Extra(text, ref, _order(ref),
                 mine.adds_only_itself(named) and kept.adds_only_itself(named),
                 kept.folded, kept.traits)


@result
class _Core:
    """What a unit type with some extra keywords holds, none of them alone-adding."""

    unit_type: str
    names: frozenset[str]
    """Folded names of every keyword it holds or is given."""
    traits: frozenset[str]
    kept: frozenset[str]
    """Folded names of those its standing removes leave it."""
    footprint: str
    forbids: dict[str, str]
    """Folded names its keywords forbid it to gain, with the keyword that forbids each."""
    banned: tuple[tuple[str, tuple[Ban, ...]], ...]
    """Its extra keywords (in :func:`lookups.profile_key` order) that some enforced ban on
    gaining may bar, with those bans."""
    keywords: lookups.KeywordSet
    """What it ends up with (``kept``) and its footprint."""
    wizard: bool
    """Whether it must pick an allegiance."""


@lru_cache(maxsize=4096)  # bounded: the texts are combinations a list buys
def _core(rules: Hobgoblin, unit_name: str, texts: tuple[str, ...]) -> _Core:
    """:class:`_Core` for the unit type called ``unit_name`` with the extra keywords whose
    keys are ``texts`` (sorted)."""
    extras = sorted((_extra(rules, t) for t in texts), key=attrgetter("order"))
    unit = lookups.find_unit_type(rules, unit_name)
    table = _behaviours(rules)
    held = [(r, _behaviour_of(rules, table, r.name))
            for r in lookups.held_keywords(rules, unit, [x.ref for x in extras])]
    folded = [b.folded for _, b in held]
    every = frozenset(folded)
    # what a standing remove takes: only what the unit had before the keyword that removes
    gone: set[int] = set()
    for index, (_, held_one) in enumerate(held):
        if held_one.removes:
            gone.update(k for k in range(index) if folded[k] in held_one.removes)
    footprint = unit.footprint
    for k, (_, held_one) in enumerate(held):
        if held_one.footprint is not None and k not in gone:
            footprint = held_one.footprint
    pairs = {b.folded: b.forbidden for _, b in held if b.forbidden}
    forbids: dict[str, str] = {}
    for name in sorted(pairs):
        for barred, by in pairs[name]:
            forbids.setdefault(barred, by)
    banned = []
    for x in extras:
        mine = _behaviour_of(rules, table, x.ref.name)
        if mine.gaining_bans:
            banned.append((mine.folded, mine.gaining_bans))
    kept = every if not gone else frozenset(f for k, f in enumerate(folded) if k not in gone)
    return _Core(
        unit.name, every, frozenset().union(*(b.traits for _, b in held)), kept,
        footprint, forbids, tuple(banned), lookups.KeywordSet(kept, footprint),
        picks_allegiance(rules, every))


@result
class UnitInfo:
    """What army building knows of a unit type with some extra keywords."""

    key: tuple[KeywordRef, ...]
    """The extra keywords in :func:`lookups.profile_key` order."""
    names: frozenset[str]
    """Folded names of every keyword it holds or is given (:attr:`facts`' keywords)."""
    traits: frozenset[str]
    """Their folded trait names."""
    unit_type: str
    automated: bool
    """Whether it is the solo opponent's."""
    keywords: lookups.KeywordSet
    forbids: dict[str, str]
    """Folded names its keywords forbid it to gain, with the keyword that forbids each."""
    bans: dict[str, tuple[Ban, ...]]
    """For each of its extra keywords, the enforced bans on *gaining* it that bar it (bans
    on buying are the declarative constraints' to check, as the export reads them)."""
    wizard: bool
    """Whether it must pick an allegiance."""

    @property
    def facts(self) -> UnitFacts:
        """What army building knows of it, as condition tests read it (made when asked for:
        validating a list needs it for few units)."""
        return known_facts(self.names, self.traits, self.unit_type, self.automated)


def known_facts(held: frozenset[str], traits: frozenset[str], unit_type: str, automated: bool
                ) -> UnitFacts:
    """What army building knows of a unit holding the keywords of these folded names (and
    their traits): everything it has (``complete``), its unit type, and whether it is the
    solo opponent's."""
    return UnitFacts(held, traits, complete=True, unit_type=unit_type, automated=automated)


def unit_info(rules: Hobgoblin, unit_name: str, texts: tuple[str, ...], automated: bool
              ) -> UnitInfo:
    """:class:`UnitInfo` for the unit type called ``unit_name`` with the extra keywords whose
    keys are ``texts`` (sorted; ``automated``: the solo opponent's)."""
    return info_of(rules, unit_name, [_extra(rules, t) for t in texts], automated)


def extra_of(rules: Hobgoblin, text: str) -> Extra:
    """The :class:`Extra` keyed ``text`` (a purchase's key, or a conveyed keyword's)."""
    return _extra(rules, text)


def info_of(rules: Hobgoblin, unit_name: str, extras: list[Extra], automated: bool
            ) -> UnitInfo:
    """:func:`unit_info` from the extra keywords already looked up, in any order (the list is
    sorted in place)."""
    key, held, traits, keywords, forbids, bans, wizard, unit_type = unit_held(
        rules, unit_name, extras, automated)
    return UnitInfo(key, held, traits, unit_type, automated, keywords, forbids, bans, wizard)


#: What :func:`unit_held` works out, in the order of :class:`UnitInfo`'s fields: the key, the
#: folded names held and their traits, the keywords kept and footprint, what its keywords
#: forbid, the bans that bar its extra keywords, whether it picks allegiances, and its unit
#: type's name.
Held = tuple[tuple[KeywordRef, ...], frozenset[str], frozenset[str], KeywordSet,
             dict[str, str], dict[str, tuple[Ban, ...]], bool, str]

_BY_ORDER = attrgetter("order")


def unit_held(rules: Hobgoblin, unit_name: str, extras: list[Extra], automated: bool
              ) -> Held:
    """:func:`info_of` as a plain tuple (:data:`Held`): validation works it out for every
    unit of every list, and only some of it is kept (the list is sorted in place)."""
    texts: list[str] = []
    alone_names: list[str] = []
    alone_traits: list[frozenset[str]] = []
    for x in extras:  # one pass: what the core is keyed by, and what adds only itself
        if x.alone:
            alone_names.append(x.folded)
            alone_traits.append(x.traits)
        else:
            texts.append(x.text)
    texts.sort()
    core = _core(rules, unit_name, tuple(texts))
    every, traits, keywords, wizard = core.names, core.traits, core.keywords, core.wizard
    if alone_names:
        own = frozenset(alone_names)
        every = every | own
        traits = traits.union(*alone_traits)
        kept = every if core.kept is core.names else core.kept | own
        keywords = lookups.KeywordSet(kept, core.footprint)
        wizard = picks_allegiance(rules, every)
    bans = {}
    if core.banned:
        facts = known_facts(every, traits, core.unit_type, automated)
        for folded, candidates in core.banned:
            barred = tuple(b for b in candidates if verdict(b.effect.condition, facts.decide))
            if barred:
                bans[folded] = barred
    if len(extras) > 1:
        extras.sort(key=_BY_ORDER)
    return (tuple([x.ref for x in extras]), every, traits, keywords, core.forbids, bans, wizard,
            core.unit_type)
