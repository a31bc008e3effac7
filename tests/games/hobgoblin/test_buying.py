"""Who may buy a keyword, at what price: worked out by hand from the Keyword Costs table
(p. 28) times each unit type's Keyword Cost Multiplier (Unit Statistics, p. 10), and the
purchase rules (pp. 27, 66-67). Never computed with the code under test."""

from __future__ import annotations

import pytest

from rulesref.games.hobgoblin import buying, lookups
from rulesref.games.hobgoblin.army import ArmyList, UnitEntry, validate
from rulesref.games.hobgoblin.army_index import may_buy
from rulesref.games.hobgoblin.buying import Offer
from rulesref.games.hobgoblin.model import Hobgoblin

# The multipliers printed on p. 10: x2 for Monstrous Infantry, Light Cavalry, Heavy Cavalry,
# Monster and Artillery; x1 for the other six.
X1 = ["Light Infantry", "Ranged Infantry", "Heavy Infantry", "Chariot", "War Wagon", "Beasts"]
X2 = ["Monstrous Infantry", "Light Cavalry", "Heavy Cavalry", "Monster", "Artillery"]


def offers(rules: Hobgoblin, keyword: str) -> dict[tuple[str, str], Offer]:
    kw = lookups.find_keyword(rules, keyword)
    return {(o.entry, o.unit_type): o for o in buying.buyers(rules, kw)}


def test_hero_prices_for_every_unit_type(rules) -> None:  # type: ignore[no-untyped-def]
    got = offers(rules, "Hero")
    # Hero [+1] is listed at 50 and Hero [+2] at 100 (p. 28); every type may buy either.
    for unit in X1:
        assert (got["Hero [+1]", unit].points, got["Hero [+2]", unit].points) == (50, 100)
    for unit in X2:
        assert (got["Hero [+1]", unit].points, got["Hero [+2]", unit].points) == (100, 200)
    assert all(o.allowed for o in got.values()) and len(got) == 22


@pytest.mark.parametrize(
    ("keyword", "unit", "points", "code"),
    [
        ("Wizard", "Light Infantry", 200, None),  # 200 x1
        ("Wizard", "Monster", 400, None),  # 200 x2
        ("Horde", "Light Infantry", 100, None),  # 100 x1
        ("Horde", "Monstrous Infantry", 200, None),  # 100 x2: "Infantry" is in its name
        ("Horde", "Beasts", 100, "HG010"),  # p. 66: only unit types named ... Infantry
        ("Horde", "Heavy Cavalry", 200, "HG010"),
        ("Short-Ranged", "Ranged Infantry", -25, None),  # -25 x1, starts with Ranged [24]
        ("Short-Ranged", "Light Cavalry", -50, None),  # -25 x2, starts with Ranged [8]
        ("Short-Ranged", "Artillery", -50, None),  # p. 27: one of Artillery's two weaknesses
        ("Short-Ranged", "Light Infantry", -25, "HG013"),  # p. 67: needs Ranged
        ("Narrow Footprint", "Light Infantry", 25, None),  # p. 66: a Wide type may buy it
        ("Narrow Footprint", "Heavy Cavalry", 50, None),
        ("Narrow Footprint", "Chariot", 25, "HG008"),  # already Narrow (p. 10)
        ("Wide Footprint", "War Wagon", -50, None),  # p. 67: a Narrow type may buy it
        ("Wide Footprint", "Monster", -100, None),
        ("Wide Footprint", "Light Infantry", -50, "HG009"),  # already Wide
        ("Wide Footprint", "Artillery", -100, "HG012"),  # p. 27: not one of the two
        ("Cowardly", "Heavy Cavalry", -50, None),  # the book's own example, p. 26
        ("Cowardly", "Artillery", -50, "HG012"),
        ("Fragile", "Light Infantry", -50, None),
        ("Fragile", "Chariot", -50, "HG005"),  # p. 27: the Chariot is already Fragile
        ("Self-Destructive", "Artillery", -50, None),  # p. 27's example
        ("Bloodthirsty", "Heavy Cavalry", 100, None),  # the book's own example, p. 26
    ],
)
def test_one_price_or_reason(rules, keyword: str, unit: str, points: int,  # type: ignore[no-untyped-def]
                             code: str | None) -> None:
    (offer,) = [o for (_, u), o in offers(rules, keyword).items() if u == unit]
    assert offer.points == points
    assert offer.allowed is (code is None)
    if code is not None:
        assert offer.code == code and offer.reason
        assert offer.cite.page in (27, 66, 67)


def test_general_is_free_once_per_army(rules) -> None:  # type: ignore[no-untyped-def]
    got = offers(rules, "General")  # p. 28: the asterisk, no points
    assert {o.points for o in got.values()} == {0}
    assert all(o.once_per_army and o.allowed for o in got.values())


def test_redundant_and_read_purchases_are_allowed_with_a_note(rules) -> None:  # type: ignore[no-untyped-def]
    large = offers(rules, "Large")
    # War Wagon and Monster start with Large (p. 10): legal, but it adds nothing.
    assert large["Large", "Monster"].allowed and large["Large", "Monster"].code == "HGW01"
    assert large["Large", "Monster"].points == 50  # 25 x2
    ravenous = offers(rules, "Ravenous")
    # Reserved in the index (p. 66) but priced at -25 (p. 28): the model's reading lets it be
    # bought, and says so.
    beasts = ravenous["Ravenous", "Beasts"]
    assert beasts.allowed and beasts.code == "HGW02" and beasts.points == -25
    assert "ravenous-purchasable" in (beasts.reason or "")


def test_a_keyword_not_for_sale_says_why(rules) -> None:  # type: ignore[no-untyped-def]
    distracted = lookups.find_keyword(rules, "Distracted")
    assert buying.buyers(rules, distracted) == ()
    reason, cite = buying.not_for_sale(rules, distracted) or ("", None)
    assert "Reserved" in reason and cite is not None and cite.page == 9  # Reserved Keywords
    devour = lookups.find_keyword(rules, "Devour")
    reason, _ = buying.not_for_sale(rules, devour) or ("", None)
    assert "not in the keyword cost table" in reason


def test_options_list_every_cost_table_entry(rules) -> None:  # type: ignore[no-untyped-def]
    got = {o.entry: o for o in buying.options(rules, "Artillery")}
    assert len(got) == 40  # the cost table (p. 28): 14 + 14 strengths, 12 weaknesses
    # Artillery (x2): Wizard 400, Brutal 250, Self-Destructive -50; no other weakness but
    # Short-Ranged (p. 27), and not Fragile, which it starts with.
    assert (got["Wizard"].points, got["Brutal"].points) == (400, 250)
    assert got["Self-Destructive"].allowed and got["Self-Destructive"].points == -50
    barred = {e for e, o in got.items() if not o.allowed}
    assert barred == {"Horde", "Narrow Footprint", "Berserk", "Cowardly", "Cursed", "Fragile",
                      "Hollow", "Ravenous", "Slow [+2]", "Unruly", "Weak [+2]",
                      "Wide Footprint"}
    assert got["Fragile"].code == "HG005" and got["Cowardly"].code == "HG012"


# --------------------------------------------------------------------------- may_buy


@pytest.mark.parametrize(("unit_type", "keyword", "code", "page"), [
    ("Artillery", "Cowardly", "HG012", 27),  # Artillery buys only two weaknesses (p. 27)
    ("Light Cavalry", "Horde", "HG010", 66),  # Horde: Infantry types only (p. 66)
    ("Heavy Cavalry", "Wide Footprint", "HG009", 67),  # Wide: for types listed Narrow (p. 67)
    ("Beasts", "Wild", "HG011", 27),  # Wild is Reserved (p. 27)
    ("Beasts", "Hero [+3]", "HG017", 28),  # the table lists Hero [+1] and [+2] only (p. 28)
    ("Beasts", "Gloom", "HG021", 65),  # no such keyword in the index (p. 65)
])
def test_may_buy_names_the_rule_and_page(rules, unit_type, keyword, code, page) -> None:  # type: ignore[no-untyped-def]
    found = may_buy(rules, unit_type, keyword)
    assert not found.allowed and found.code == code
    assert found.cite is not None and found.cite.page == page


def test_may_buy_allows_a_plain_purchase(rules) -> None:  # type: ignore[no-untyped-def]
    found = may_buy(rules, "beasts", "Brutal")
    assert (found.unit_type, found.allowed, found.code) == ("Beasts", True, None)


def test_may_buy_says_what_validate_says_of_every_purchase(rules) -> None:  # type: ignore[no-untyped-def]
    # the same rule objects: for every unit type and every cost-table entry (and a few
    # keywords not for sale), a lone unit buying it gets a violation at that keyword exactly
    # when may_buy refuses it, with the same code
    texts = [e.keyword for e in lookups.canonical_costs(rules).entries]
    for utype in rules.unit_types:
        for text in [*texts, "Wild", "Hero [+3]", "Gloom"]:
            lone = ArmyList(game="hobgoblin", name="t", points_limit=2000, units=(
                UnitEntry(name="u", type=utype.name, keywords=(text,)),))
            report = validate(rules, lone)
            said = [p.code for p in report.violations if p.path == ("units", 0, "keywords", 0)]
            found = may_buy(rules, utype.name, text)
            assert found.allowed == (not said), (utype.name, text, said, found)
            if said:
                assert found.code == said[0]
