"""Hobgoblin's lookup commands as functions: typed arguments in, an answer record out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rulesref.core.citation import Citation
from rulesref.core.commands import Verdict
from rulesref.core.record import result

if TYPE_CHECKING:
    from rulesref.games.hobgoblin.buying import Offer
    from rulesref.games.hobgoblin.lookups import CostBreakdown, Profile, TargetNumber
    from rulesref.games.hobgoblin.model import CostEntry, Hobgoblin, Points
    from rulesref.games.hobgoblin.model.keywords import KeywordDef
    from rulesref.games.hobgoblin.sources import Source

#: What every target number answer says of natural rolls.
NATURAL_ROLLS = "a natural 6 always hits and a natural 1 always misses"


def _rules() -> Hobgoblin:
    from rulesref.games import hobgoblin

    return hobgoblin.load()


def unit_type_names() -> tuple[str, ...]:
    """Every unit type's name, in the book's order (the choices of a unit type argument)."""
    return tuple(u.name for u in _rules().unit_types)


@result
class TnAnswer:
    """The target number one unit type needs against another, and how it was reached."""

    found: TargetNumber
    """The lookup's record: the chart's number, each keyword change, what was skipped."""

    @property
    def verdict(self) -> Verdict:
        """A target number is always an answer."""
        return Verdict.OK

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref tn --json`` prints it."""
        found = self.found
        return {
            "attacker": found.attacker,
            "defender": found.defender,
            "attack": found.attack,
            "chart_value": found.chart_value,
            "target_number": found.value,
            "hit_chance": round(found.hit_chance, 6),
            "modifiers": [
                {"keyword": m.keyword, "side": m.side, "source": m.source, "delta": m.delta,
                 "clamp": m.clamp, "before": m.before, "after": m.after,
                 "condition": m.condition, "citation": str(m.cite)}
                for m in found.modifiers
            ],
            "conditional": [
                {"keyword": c.keyword, "side": c.side, "source": "unit type",
                 "delta": c.delta, "clamp": c.clamp, "condition": c.condition,
                 "target_number": c.value, "citation": str(c.cite)}
                for c in found.conditional
            ],
            "skipped": [{"keyword": k.keyword, "side": k.side, "source": k.source,
                         "needs": k.why, "citation": str(k.cite)} for k in found.skipped],
            "citation": str(found.cite),
            "note": NATURAL_ROLLS,
        }


def tn(attacker: str, defender: str, *, shooting: bool = False,
       attacker_keywords: Sequence[str] = (),
       defender_keywords: Sequence[str] = ()) -> TnAnswer:
    """The target number ``attacker`` needs to hit ``defender``, with the changes of the
    keywords named for each side and of those the unit types hold of their own (a change of
    their own that needs a condition is listed with the number it gives when it holds).

    :raises UnknownNameError: for an unknown unit type or keyword.
    :raises CannotShoot: for a shooting attack by a unit the rules do not let shoot.
    """
    from rulesref.games.hobgoblin.lookups import target_number

    return TnAnswer(found=target_number(
        _rules(), attacker, defender, shooting=shooting,
        attacker_keywords=attacker_keywords, defender_keywords=defender_keywords,
        own_keywords=True))


# --------------------------------------------------------------------------- purchases


@result
class Refused:
    """A keyword asked of a unit type that army building refuses, with the rule."""

    keyword: str
    """The keyword as written."""
    reason: str
    """Why, in the validator's words."""
    code: str
    """The army rule (``HG010``)."""
    rule: str
    """Its name (``Horde for infantry``)."""
    cite: Citation
    """Where the rule is printed."""
    points: Points | None = None
    """What it costs this unit type (listed cost times the multiplier), when the cost table
    prices it; counted in the unit's points as the validator counts it."""

    def to_json(self) -> dict[str, Any]:
        """As JSON."""
        return {"keyword": self.keyword, "reason": self.reason, "rule": self.code,
                "rule_name": self.rule, "citation": str(self.cite), "points": self.points}


@result
class Note:
    """A keyword that may be bought, with what the rules note of it (a reading the model
    takes, a purchase that adds nothing)."""

    keyword: str
    note: str
    code: str
    cite: Citation

    def to_json(self) -> dict[str, Any]:
        """As JSON."""
        return {"keyword": self.keyword, "note": self.note, "rule": self.code,
                "citation": str(self.cite)}


@result
class Purchases:
    """What a unit type may buy of the keywords asked, as army building decides."""

    unit_type: str
    bought: tuple[str, ...]
    """The keywords it may buy, as written."""
    refused: tuple[Refused, ...]
    notes: tuple[Note, ...]
    priced: tuple[str, ...] = ()
    """Every keyword asked that the cost table prices, refused or not: the validator prices
    what is written (a refused purchase still costs its points, and takes no effect)."""


def purchases(rules: Hobgoblin, unit_type: str, keywords: Sequence[str]) -> Purchases:
    """Which of ``keywords`` a unit of ``unit_type`` may buy, each decided by the army
    validator's own rule objects: whether the cost table sells it at all
    (:func:`~rulesref.games.hobgoblin.army_index.resolve_purchase`: Reserved, unlisted), then
    whether this unit type may buy it (:func:`~rulesref.games.hobgoblin.buying.offer`).

    :raises UnknownNameError: for an unknown unit type or keyword.
    :raises KeywordSyntaxError: for a malformed keyword.
    :raises KeywordValueError: for a value the rules do not allow.
    """
    from rulesref.games.hobgoblin import lookups
    from rulesref.games.hobgoblin.army_index import Refusal, resolve_purchase
    from rulesref.games.hobgoblin.army_limits import rule_objects
    from rulesref.games.hobgoblin.buying import offer, starting_names

    unit = lookups.find_unit_type(rules, unit_type)
    army_rules = {r.code: r for r in rules.army_rules}
    bought: list[str] = []
    refused: list[Refused] = []
    notes: list[Note] = []
    priced: list[str] = []
    for text in keywords:
        lookups.keyword_ref(rules, text)  # a malformed keyword or value is bad input
        kw = lookups.find_keyword(rules, text)  # and so is an unknown name
        found = resolve_purchase(rules, text)
        if isinstance(found, Refusal):
            rule = army_rules[found.code]
            starts = found.folded in starting_names(rules, unit.name)
            message = rule_objects(rules)[found.code].refused(found.message,
                                                              unit.name if starts else None)
            refused.append(Refused(text, message, rule.code, rule.name, rule.cite))
            continue
        priced.append(text)
        sold = offer(rules, unit, found.entry)
        if not sold.allowed:
            assert sold.reason is not None and sold.code is not None
            refused.append(Refused(text, f"{unit.name} may not buy {kw.name}: {sold.reason}",
                                   sold.code, army_rules[sold.code].name, sold.cite,
                                   sold.points))
            continue
        bought.append(text)
        if sold.reason is not None and sold.code is not None:
            notes.append(Note(text, sold.reason, sold.code, sold.cite))
    return Purchases(unit.name, tuple(bought), tuple(refused), tuple(notes), tuple(priced))


def _refused_verdict(found: Purchases) -> Verdict:
    return Verdict.BROKEN if found.refused else Verdict.OK


@result
class CostAnswer:
    """A unit type's points with the keywords it buys, and what it may not buy."""

    bill: CostBreakdown
    """The points of every keyword asked that the cost table prices, refused or not, as the
    validator adds them up."""
    asked: tuple[str, ...]
    """The keywords asked, as written."""
    purchases: Purchases

    @property
    def verdict(self) -> Verdict:
        """:attr:`Verdict.BROKEN` when army building refuses any keyword asked."""
        return _refused_verdict(self.purchases)

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref cost --json`` prints it."""
        bill = self.bill
        return {
            "unit_type": bill.unit_type,
            "base": bill.base,
            "multiplier": bill.multiplier,
            "keywords": [{"keyword": ln.keyword, "listed": ln.listed, "points": ln.points}
                         for ln in bill.lines],
            "total": bill.total,
            "legal": not self.purchases.refused,
            "refused": [r.to_json() for r in self.purchases.refused],
            "notes": [n.to_json() for n in self.purchases.notes],
            "citation": str(bill.cite),
        }


def cost(unit_type: str, keywords: Sequence[str] = ()) -> CostAnswer:
    """The points of ``unit_type`` with ``keywords`` bought (listed cost times the unit
    type's multiplier), refusing what army building refuses.

    :raises UnknownNameError: for an unknown unit type or keyword.
    :raises KeywordSyntaxError: for a malformed keyword.
    :raises KeywordValueError: for a value the rules do not allow.
    """
    from rulesref.games.hobgoblin.lookups import unit_cost

    rules = _rules()
    found = purchases(rules, unit_type, keywords)
    return CostAnswer(bill=unit_cost(rules, unit_type, found.priced), asked=tuple(keywords),
                      purchases=found)


def offer_json(offer: Offer) -> dict[str, Any]:
    """One offer as JSON."""
    return {"unit_type": offer.unit_type, "keyword": offer.entry, "listed": offer.listed,
            "multiplier": offer.multiplier, "points": offer.points,
            "once_per_army": offer.once_per_army, "allowed": offer.allowed,
            "reason": offer.reason, "rule": offer.code, "citation": str(offer.cite)}


@result
class UnitAnswer:
    """A unit type's derived profile with the keywords it buys, and what it may not buy."""

    profile: Profile
    """The profile with what it may buy (a refused keyword is left out)."""
    points: Points
    cite: Citation
    """The unit type's statistics."""
    multiplier: int
    """The unit type's keyword cost multiplier."""
    purchases: Purchases
    options: tuple[Offer, ...] | None = None
    """With ``options``: every cost-table entry offered to the unit type."""

    @property
    def verdict(self) -> Verdict:
        """:attr:`Verdict.BROKEN` when army building refuses any keyword asked."""
        return _refused_verdict(self.purchases)

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref unit --json`` prints it."""
        prof = self.profile
        data: dict[str, Any] = {
            "unit_type": prof.unit_type,
            "speed": prof.speed,
            "range": prof.range,
            "strikes": prof.strikes,
            "courage": prof.courage,
            "keywords": list(prof.keywords),
            "conditional_keywords": [
                {"keyword": c.keyword, "from": c.source, "when": c.when,
                 "citation": str(c.cite)} for c in prof.conditional],
            "footprint": prof.footprint,
            "breaks_at": prof.breaks_at,
            "close_combat_strikes": prof.close_combat_strikes,
            "points": self.points,
            "legal": not self.purchases.refused,
            "refused": [r.to_json() for r in self.purchases.refused],
            "notes": [n.to_json() for n in self.purchases.notes],
            "citation": str(self.cite),
        }
        if self.options is not None:
            data["options"] = [offer_json(o) for o in self.options]
        return data


def unit(unit_type: str, keywords: Sequence[str] = (), *, options: bool = False
         ) -> UnitAnswer:
    """The derived profile and points of ``unit_type`` with ``keywords`` bought, numerical
    keywords resolved, refusing what army building refuses; with ``options``, everything
    the unit type may buy, at its price, and why it may not buy the rest.

    :raises UnknownNameError: for an unknown unit type or keyword.
    :raises KeywordSyntaxError: for a malformed keyword.
    :raises KeywordValueError: for a value the rules do not allow.
    """
    return unit_answer(_rules(), unit_type, keywords, options=options)


def unit_answer(rules: Hobgoblin, unit_type: str, keywords: Sequence[str] = (), *,
                options: bool = False) -> UnitAnswer:
    """:func:`unit` for a given model (the site's unit type pages call it with theirs).

    :raises UnknownNameError: for an unknown unit type or keyword.
    :raises KeywordSyntaxError: for a malformed keyword.
    :raises KeywordValueError: for a value the rules do not allow.
    """
    from rulesref.games.hobgoblin import buying, lookups

    found = purchases(rules, unit_type, keywords)
    utype = lookups.find_unit_type(rules, unit_type)
    return UnitAnswer(
        profile=lookups.profile(rules, utype.name, found.bought),
        points=lookups.unit_cost(rules, utype.name, found.priced).total, cite=utype.cite,
        multiplier=utype.cost_multiplier, purchases=found,
        options=buying.options(rules, utype.name) if options else None)


# --------------------------------------------------------------------------- keywords


@result
class KeywordAnswer:
    """What a keyword does, where units get it, and who may buy it at what price."""

    keyword: KeywordDef
    costs: tuple[CostEntry, ...]
    """Its cost-table entries (``Hero [+1]`` and ``Hero [+2]`` for Hero)."""
    sources: tuple[tuple[str, tuple[Source, ...]], ...]
    """The rules that grant, remove or ignore, forbid and mention it, by role (every role,
    in order, each with its list)."""
    buyers: tuple[Offer, ...]
    """Every unit type's offer for each entry."""
    not_for_sale: tuple[str, Citation] | None
    """Why nobody may buy it (Reserved, not in the cost table), or ``None``."""

    @property
    def verdict(self) -> Verdict:
        """A keyword's description is always an answer."""
        return Verdict.OK

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref keyword --json`` prints it."""
        from rulesref.core.effect_words import describe

        kw = self.keyword
        closed = self.not_for_sale
        return {
            "name": kw.name,
            "traits": kw.trait_names(),
            "reserved": kw.reserved,
            "numeric": kw.numeric,
            "costs": [{"keyword": c.keyword, "cost": c.cost, "once_per_army": c.once_per_army}
                      for c in self.costs],
            "summary": kw.summary,
            "effects": [describe(e) for e in kw.effects],
            "aliases": list(kw.aliases),
            "citation": str(kw.cite),
            "sources": {role: [{"kind": s.kind, "name": s.name, "group": s.group,
                                "detail": s.detail, "when": s.when, "citation": str(s.cite)}
                               for s in found] for role, found in self.sources},
            "buyers": [offer_json(o) for o in self.buyers],
            "not_for_sale": None if closed is None else {"reason": closed[0],
                                                         "citation": str(closed[1])},
        }


def keyword(name: str) -> KeywordAnswer:
    """What keyword ``name`` does, where units get it and which unit types may buy it.

    :raises UnknownNameError: for an unknown keyword.
    :raises KeywordSyntaxError: for a malformed keyword.
    """
    from rulesref.games.hobgoblin.lookups import find_keyword

    rules = _rules()
    return keyword_answer(rules, find_keyword(rules, name))


def keyword_answer(rules: Hobgoblin, kw: KeywordDef) -> KeywordAnswer:
    """:func:`keyword` for a keyword of a given model (the site's keyword entries call it
    with theirs)."""
    from rulesref.games.hobgoblin.buying import buyers, not_for_sale
    from rulesref.games.hobgoblin.lookups import keyword_costs
    from rulesref.games.hobgoblin.sources import by_role, keyword_sources

    return KeywordAnswer(keyword=kw, costs=keyword_costs(rules, kw),
                         sources=tuple(by_role(keyword_sources(rules, kw.name)).items()),
                         buyers=buyers(rules, kw), not_for_sale=not_for_sale(rules, kw))
