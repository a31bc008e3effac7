"""``keyword NAME``'s four source lists, worked out by hand from the book (pages given).

Each list is (kind, name) pairs: what grants the keyword, what removes or ignores it, what
forbids it, and (a subset) what only mentions it.
"""

from __future__ import annotations

from rulesref.games.hobgoblin.model import Hobgoblin
from rulesref.games.hobgoblin.sources import Role, by_role, keyword_sources


def lists(rules: Hobgoblin, keyword: str) -> dict[Role, set[tuple[str, str]]]:
    found = by_role(keyword_sources(rules, keyword))
    return {role: {(s.kind, s.name) for s in items} for role, items in found.items()}


def test_distracted(rules) -> None:  # type: ignore[no-untyped-def]
    got = lists(rules, "Distracted")
    assert got["granted"] == {
        ("keyword", "Cowardly"),  # p. 65: Distracted or D3 Doom as it activates
        ("keyword", "Reinforcements"),  # p. 66: placed, then Distracted
        ("keyword", "Sneaky"),  # p. 67: on arrival, until the round ends
        ("keyword", "Rough"),  # p. 68: 1 Doom or Distracted
        ("rule", "Wheel (inches per point)"),  # p. 22: wheeling backwards
        ("rule", "Retreat (half inch per point)"),  # p. 23
        ("rule", "Reform cost"),  # p. 23
        ("rule", "Who shoots"),  # p. 20: Gain Distracted to shoot
    }
    assert got["removed"] == {
        ("spell", "Scuttle"),  # p. 33: the target ignores Distracted
        ("spell", "By My Will"),  # p. 32: the target may ignore every Weakness
        ("table", "Frozen Lake"),  # p. 44: the extra slide ignores Distracted
        ("section", "Undistractable"),  # p. 50: His units are immune
        ("rule", "Distracted cleared"),  # p. 22: removed in Ready Units
    }
    assert got["forbidden"] == {
        ("keyword", "Quick Fire"),  # p. 66: shoots without becoming Distracted
        ("section", "Undistractable"),  # p. 50: cannot gain it
    }
    assert ("keyword", "Flying") in got["mentioned"]  # p. 66: only if not Distracted
    # p. 67: Wild bars the actions that would make it Distracted, not Distracted itself
    assert ("keyword", "Wild") in got["mentioned"]


def test_distracted_sources_carry_their_conditions(rules) -> None:  # type: ignore[no-untyped-def]
    found = {s.name: s for s in keyword_sources(rules, "Distracted") if s.role == "granted"}
    sneaky = found["Sneaky"]
    assert "off the table" in sneaky.when and "until the round ends" in sneaky.when
    assert sneaky.cite.page == 67
    assert "moved into or through Rough terrain" in found["Rough"].when
    assert found["Who shoots"].cite.page == 20 and "Ranged" in found["Who shoots"].when


def test_broken(rules) -> None:  # type: ignore[no-untyped-def]
    got = lists(rules, "Broken")
    # p. 15: Doom reaching Courage makes a unit Broken
    assert got["granted"] == {("rule", "Becoming Broken")}
    assert got["removed"] == {
        ("keyword", "Broken"),  # p. 65: lost once Doom drops below Courage
        ("card", "Against All Odds"),  # p. 28: played on a Broken unit, which ignores it
        ("keyword", "Haunted Melody"),  # p. 35: friends within 4" may ignore it
        ("spell", "By My Will"),  # p. 32: every Weakness
    }
    assert got["forbidden"] == set()  # Reserved, not for sale: no ban to list
    assert {("keyword", "Bloodthirsty"),  # p. 65: an enemy touching it becomes Broken
            ("keyword", "Ravenous"),  # p. 66: engaged with a Broken enemy
            ("card", "Heroic Last Stand"),  # p. 29: on a Broken unit
            ("card", "Hold!"),  # p. 29: on an unbroken unit
            ("rule", "Panic radius (inches)"),  # p. 18: Broken units panic their friends
            ("rule", "Simultaneous removal"),  # p. 18: Broken units leave play
            } <= got["mentioned"]
    # the audit's false grant: Against All Odds is played on a Broken unit, it gives nothing
    assert ("card", "Against All Odds") not in got["granted"]


def test_wizard(rules) -> None:  # type: ignore[no-untyped-def]
    got = lists(rules, "Wizard")
    assert got["granted"] == {
        ("artefact", "The Staff of Ruin"),  # p. 34: conveys Wizard to the General's unit
        ("table", "Arcane Conclave"),  # p. 45: one more Wizard keyword each
        ("spell", "Black Gate"),  # p. 31: moves a Character keyword to a friend
        ("spell", "Reflective Soulgem"),  # p. 30: copies a non-Reserved Strength
    }
    assert got["removed"] == {("spell", "Black Gate")}  # p. 31: from the target
    assert got["forbidden"] == {
        ("keyword", "Nullify"),  # p. 35: the Ferric Blade's unit cannot gain Wizard
        ("section", "Army Lists"),  # p. 50: He may not take the Wizard strength
    }
    assert {("card", "Familiar"), ("card", "Scroll Of Occult Knowledge"),  # p. 29
            ("keyword", "Arcane"),  # p. 68: a Wizard touching it gains Mercury
            ("rule", "Mercury per Wizard"),  # p. 19
            ("rule", "Who casts spells")} <= got["mentioned"]  # p. 29
    # the audit's false grants: Familiar and Scroll need a Wizard, the solo rule bars one
    assert not {("card", "Familiar"), ("card", "Scroll Of Occult Knowledge"),
                ("section", "Army Lists")} & got["granted"]


def test_command(rules) -> None:  # type: ignore[no-untyped-def]
    got = lists(rules, "Command")
    assert got["granted"] == {("keyword", "General"),  # p. 28 and p. 66: Command [+1]
                              ("keyword", "Battle Standard")}  # p. 28 and p. 65
    assert got["removed"] == {("keyword", "Unruly"),  # p. 67: no benefit from Command
                              ("table", "Exhausted Forces")}  # p. 44
    assert got["forbidden"] == {("keyword", "Unreliable Master")}  # p. 35
    assert {("table", "Songs in the Dark"), ("table", "Echoes in the Dark")} <= \
        got["mentioned"]  # p. 45: the range of Command becomes 12" or 4"


def test_cowardly(rules) -> None:  # type: ignore[no-untyped-def]
    got = lists(rules, "Cowardly")
    assert got["granted"] == {
        ("spell", "Stalking Death"),  # p. 31: enemies within 18" until the round ends
        ("card", "Bold Challenge"),  # p. 28: a Character that will not face the challenge
        ("keyword", "Abyssal Piping"),  # p. 35: enemies within 4" of the Whistle's unit
    }
    assert got["removed"] == {("spell", "By My Will")}  # p. 32
    # p. 27: Artillery may buy only Self-Destructive and Short-Ranged among the weaknesses
    assert got["forbidden"] == {("rule", "Artillery weaknesses")}
    assert got["mentioned"] == set()


def test_unit_types_that_start_with_a_keyword_grant_it(rules) -> None:  # type: ignore[no-untyped-def]
    got = lists(rules, "Ranged")
    # Unit Statistics, p. 10: Ranged Infantry, Light Cavalry and Artillery start with Ranged.
    starts = {n for k, n in got["granted"] if k == "unit type"}
    assert starts == {"Ranged Infantry", "Light Cavalry", "Artillery"}
    details = {s.name: s.detail for s in keyword_sources(rules, "Ranged")
               if s.kind == "unit type"}
    assert details["Artillery"] == "starts with Ranged [48]"
