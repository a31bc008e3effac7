"""The book's worked examples of buying keywords, against the army rules.

:func:`check_purchase_examples` reads each transcribed example
(:class:`~rulesref.games.hobgoblin.model.examples.PurchaseExample`) and asks the army
validator (:mod:`rulesref.games.hobgoblin.buying`) what it says of the same purchase. An
example whose verdict the rules do not give is a conflict. A refusal whose printed reason is
that the unit type has the keyword already implies that a unit type without it could buy it;
where the unit type does not start with it, or where no unit type at all can buy it (it is
not in the cost table, or it is Reserved), the reason is not what the rules say.
"""

from __future__ import annotations

from rulesref.core.names import fold
from rulesref.games.hobgoblin import buying, lookups
from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref.games.hobgoblin.model.examples import PurchaseExample
from rulesref_verify.findings import Finding, Kind, facts


def _finding(example: PurchaseExample, what: str, message: str, cites: tuple[str, ...],
             **values: object) -> Finding:
    return Finding(
        f"example:purchase:{what}:{example.unit_type}:{example.keyword}",
        "check_purchase_examples", message, str(example.cite), "purchase_examples.yaml",
        example.keyword, kind=Kind.CONFLICT,
        citations=tuple(dict.fromkeys((str(example.cite), *cites))),
        facts=facts(keyword=example.keyword, unit_type=example.unit_type,
                    allowed=example.allowed, because=example.because or "", **values))


def _reason(example: PurchaseExample, rules: Hobgoblin) -> Finding | None:
    """The finding on a refusal's printed reason (the unit type has it already), if the
    rules do not bear it out."""
    kw = lookups.find_keyword(rules, example.keyword)
    unit = lookups.find_unit_type(rules, example.unit_type)
    if fold(kw.name) not in buying.starting_names(rules, unit.name):
        return _finding(
            example, "reason",
            f"the example refuses {example.keyword} to {unit.name} ({example.cite.short()}) "
            f"because the unit type has it already, but {unit.name} does not start with "
            f"it ({unit.cite.short()})", (str(unit.cite),), starts_with=False)
    offers = buying.buyers(rules, kw)
    if any(o.allowed for o in offers):
        return None
    why = [f"the cost table does not price it ({lookups.canonical_costs(rules).cite.short()})"
           if not offers else "the army rules refuse it to every unit type"]
    cites = [str(lookups.canonical_costs(rules).cite)]
    if kw.reserved:
        why.append(f"it is Reserved ({kw.cite.short()})")
        cites += [str(kw.cite), *(str(r.cite) for r in rules.game_rules
                                  if r.id == "reserved_keywords")]
    return _finding(
        example, "reason",
        f"the example refuses {example.keyword} to {unit.name} ({example.cite.short()}) "
        "because the unit type has it already, which implies that a unit type without it "
        f"could buy it; but no unit type can: {' and '.join(why)}. Give the reason the "
        "rules give", tuple(cites), buyers=[], priced=bool(offers), reserved=kw.reserved)


def check_purchase_examples(rules: Hobgoblin) -> list[Finding]:
    """Every worked example of buying a keyword agrees with the army rules, in its verdict
    and in the reason it gives for a refusal."""
    out = []
    for example in rules.purchase_examples:
        kw = lookups.find_keyword(rules, example.keyword)
        mine = [o for o in buying.buyers(rules, kw) if o.unit_type == example.unit_type
                and fold(o.entry) in {fold(example.keyword), fold(kw.name)}]
        allowed = any(o.allowed for o in mine)
        if allowed != example.allowed:
            refusal = next((o for o in mine if not o.allowed), None)
            said = "lets" if example.allowed else "refuses"
            rules_say = ("allow it" if allowed else
                         f"refuse it: {refusal.reason}" if refusal is not None else
                         "do not sell it: the cost table does not price it")
            cite = refusal.cite if refusal is not None else lookups.canonical_costs(rules).cite
            out.append(_finding(
                example, "verdict",
                f"the example {said} {example.unit_type} buy {example.keyword} "
                f"({example.cite.short()}), but the army rules {rules_say}", (str(cite),),
                rules_allow=allowed))
            continue
        if not example.allowed and example.because == "already_has":
            found = _reason(example, rules)
            if found is not None:
                out.append(found)
    return out
