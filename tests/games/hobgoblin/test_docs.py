"""The Hobgoblin page generators as pure functions: model in, reST lines out.

Expected numbers are read off the book by hand (page numbers given), never computed by the
code under test.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter

import pytest

from rulesref.core.keywords import KeywordRef
from rulesref.docs.flow import flow_svg
from rulesref.docs.games import REPORT_PAGES, find_game
from rulesref.errors import UnknownNameError
from rulesref.games.hobgoblin import docs as site
from rulesref.games.hobgoblin import lookups
from rulesref.games.hobgoblin.answers.lookups import keyword_answer
from rulesref.games.hobgoblin.docs import catalogue, chart, keywords, play, units
from rulesref.games.hobgoblin.docs.common import context

ROLE = re.compile(r":rules:(\w+):`(?:[^`<]*<)?([^`>]+)>?`")
OBJECT = re.compile(r"^\.\. rules:(\w+):: (.+)$")
ROLE_TYPES = {"kw": "keyword", "unit": "unittype", "allegiance": "allegiance", "spell": "spell",
              "card": "card", "artefact": "artefact", "terrain": "terrain",
              "scenario": "scenario", "rule": "rule", "result": "result"}


@pytest.fixture(scope="module")
def ctx(rules):  # type: ignore[no-untyped-def]
    return context(rules)


@pytest.fixture(scope="module")
def all_pages(rules) -> dict[str, list[str]]:  # type: ignore[no-untyped-def]
    return {p.path: list(site.DOCS.render(rules, p)) for p in site.pages(rules)
            if p.kind not in REPORT_PAGES}


def text(lines: list[str]) -> str:
    return "\n".join(lines)


def test_the_game_plugs_in_by_name() -> None:
    assert find_game("Hobgoblin").name == "hobgoblin"
    with pytest.raises(UnknownNameError):
        find_game("chess")


def test_one_page_per_unit_type_and_every_section(rules) -> None:  # type: ignore[no-untyped-def]
    paths = [p.path for p in site.pages(rules)]
    assert paths[0] == "index"
    assert len([p for p in paths if p.startswith("units/") and p != "units/index"]) == 11
    for path in ("keywords", "allegiances", "fortune", "artefacts", "terrain", "scenarios",
                 "chaos-of-war", "battle-round", "target-chart", "hidden-logic",
                 "verification", "errata", "army-file", "quick-reference"):
        assert path in paths


def test_every_page_starts_with_its_label_and_title(rules, all_pages) -> None:  # type: ignore[no-untyped-def]
    for page in site.pages(rules):
        if page.kind in REPORT_PAGES:
            continue
        lines = all_pages[page.path]
        assert lines[0] == f".. _hobgoblin-{page.path.replace('/', '-')}:"
        assert lines[2] == page.title
        assert set(lines[3]) == {"="}


def test_every_object_is_described_once_and_every_link_has_a_target(all_pages) -> None:  # type: ignore[no-untyped-def]
    described: Counter[tuple[str, str]] = Counter()
    for lines in all_pages.values():
        for line in lines:
            m = OBJECT.match(line)
            if m and m.group(1) != "page":
                described[(m.group(1), m.group(2).casefold())] += 1
    assert described and max(described.values()) == 1
    aliases = {("keyword", "quick shot"), ("keyword", "outmanoeuvred"),
               ("keyword", "impassible"), ("unittype", "mstr. infantry")}
    for path, lines in all_pages.items():
        for role, target in ROLE.findall(text(lines)):
            if role in ("tn", "grade", "anchor", "odds"):
                continue
            objtype = ROLE_TYPES[role]
            name = KeywordRef.parse(target).name if objtype == "keyword" else target
            key = (objtype, name.casefold())
            assert key in described or key in aliases, f"{path}: {role} {target!r}"


def test_unit_type_page(ctx) -> None:  # type: ignore[no-untyped-def]
    light = next(u for u in ctx.rules.unit_types if u.name == "Light Infantry")
    page = text(list(units.unit_type_page(ctx, light)))
    # Unit Statistics, p. 10: speed 8, strikes 10, courage 10, 300 points, multiplier x1.
    assert ".. rules:unittype:: Light Infantry" in page
    assert "   :annotation: unit type · 300 points" in page
    assert "      * - 8\n        - –\n        - 10\n        - 10" in page
    assert ":rules:kw:`Wide <Wide Footprint>`" in page
    assert "×1" in page
    # Target Number Chart, p. 14: Light Infantry needs 6+ against a Monster, which needs 2+.
    row = page.split(":rules:unit:`Monster`", 1)[1].split("\n")[:3]
    # each cell carries its popover: who attacks whom, the chance per die, the chart's page
    assert row[1].endswith(":rules:tn:`6+ | Light Infantry attacking Monster | Hits on 6+: a "
                           "1/6 chance per die, before keywords. The link shows how the hidden "
                           "logic gives this number. | p. 14, Target Number Chart (core rules) "
                           "<hobgoblin-tn-light-infantry-monster>`")
    assert row[2].endswith("<hobgoblin-tn-monster-light-infantry>`")
    assert ":rules:tn:`2+ | Monster attacking Light Infantry | Hits on 2+: a 5/6 " in row[2]


def test_monster_page_names_the_spell_that_counts_as_it(ctx) -> None:  # type: ignore[no-untyped-def]
    monster = next(u for u in ctx.rules.unit_types if u.name == "Monster")
    page = text(list(units.unit_type_page(ctx, monster)))
    # Summon Lloigor (p. 29) makes the caster use the Monster type for target numbers.
    assert ":Counted as by: :rules:spell:`Summon Lloigor` (for target numbers)" in page


def test_keyword_entry_has_traits_cost_summary_citation_and_backlinks(ctx) -> None:  # type: ignore[no-untyped-def]
    hero = lookups.find_keyword(ctx.rules, "Hero")
    entry = text(list(keywords.keyword_entry(ctx, hero)))
    assert entry.startswith(".. rules:keyword:: Hero\n")
    assert "   :annotation: Strength, Character" in entry
    # Keyword Costs, p. 28: Hero [+1] 50 points, Hero [+2] 100 points.
    assert "Hero \\[+1\\]: 50 points; Hero \\[+2\\]: 100 points" in entry
    assert "   :Printed: \\ p. 66, Index of Keywords" in entry
    assert "Takes a value: Hero \\[x\\]." in entry
    # Battle Standard grants Hero [+1] (p. 65).
    assert "   **Granted by**" in entry
    assert ("   - :rules:kw:`Battle Standard`: gains Hero \\[+1\\] (p. 65, Index of "
            "Keywords)") in entry


def test_wild_source_lists_name_the_unit_types_that_start_with_it(ctx) -> None:  # type: ignore[no-untyped-def]
    wild = keyword_answer(ctx.rules, lookups.find_keyword(ctx.rules, "Wild"))
    lists = dict(keywords.source_lists(ctx, wild))
    # Unit Types, pp. 12-13: Monstrous Infantry, Monster and Beasts start with Wild.
    starts = [ROLE.findall(item)[0][1] for item in lists["granted by"]
              if item.startswith(":rules:unit:")]
    assert starts == ["Monstrous Infantry", "Monster", "Beasts"]
    # By My Will (p. 32) lets its target ignore every Weakness keyword, Wild among them;
    # nothing forbids or merely names Wild
    assert set(lists) == {"granted by", "removed or ignored by"}
    assert [ROLE.findall(i)[0][1] for i in lists["removed or ignored by"]] == ["By My Will"]


def test_keywords_page_links_summaries_and_the_index(ctx) -> None:  # type: ignore[no-untyped-def]
    page = text(list(keywords.keywords_page(ctx)))
    assert ":ref:`keyword index <rules-kwindex>`" in page
    # the entries are on pages of their own, each keyword on exactly one, in the page's
    # toctree; none holds more than ENTRIES_PER_PAGE of them
    entries = {e.path: text(list(keywords.entries_page(ctx, e.path)))
               for e in keywords.entry_pages(ctx.rules)}
    assert page.count(".. rules:keyword:: ") == 0
    for path, entry_page in entries.items():
        assert f"   {path}" in page
        assert 0 < entry_page.count(".. rules:keyword:: ") <= keywords.ENTRIES_PER_PAGE
    every = "".join(entries.values())
    names = [k.name for k in lookups.all_keyword_defs(ctx.rules)]
    assert every.count(".. rules:keyword:: ") == len(names)
    for name in names:
        assert f".. rules:keyword:: {name}\n" in every, name
    # a group cut in two is named by the letters each part runs from and to
    for entry in keywords.entry_pages(ctx.rules):
        first, last = entry.keywords[0].name[0], entry.keywords[-1].name[0]
        assert entry.title.endswith(f" {first}–{last}") or "–" not in entry.title
    # Battle Standard's summary names Command [+1] and Hero [+1]: both become links.
    assert ":rules:kw:`Command [+1]` and :rules:kw:`Hero [+1]`" in entries["keywords/unit-b-l"]


def test_hidden_logic_explains_a_clamped_cell(ctx) -> None:  # type: ignore[no-untyped-def]
    from rulesref.games.hobgoblin.checks.target_table import chart_from_rules, hidden_from_rules

    e = chart.explain(chart_from_rules(ctx.rules), hidden_from_rules(ctx.rules),
                      "Ranged Infantry", "Heavy Infantry")
    # Designer's notes, pp. 59-60: Loose against Close is 5+; Ranged Infantry's attack
    # modifier is -1 and Heavy Infantry's defence modifier +1, so 5 + 1 + 1 = 7, clamped to 6;
    # the chart prints 6+ (p. 14).
    assert (e.attacker_order, e.defender_order, e.base) == ("Loose", "Close", 5)
    assert (e.attack, e.defence, e.raw, e.value, e.printed) == (-1, 1, 7, 6, 6)
    assert e.clamped and e.agrees


def test_hidden_logic_page_has_a_label_per_cell(ctx) -> None:  # type: ignore[no-untyped-def]
    page = text(list(site.render(ctx.rules, next(
        p for p in site.pages(ctx.rules) if p.kind == "hidden-logic"))))
    assert page.count(".. _hobgoblin-tn-") == 121
    assert "Proved with z3: all 121 printed cells equal the hidden logic's value" in page


def test_target_chart_cells_are_graded_links(ctx) -> None:  # type: ignore[no-untyped-def]
    page = text(list(chart.target_chart_page(ctx)))
    assert page.count(":rules:tn:`") == 121
    assert ":rules:unit:`Mstr. Infantry <Monstrous Infantry>`" in page
    # The clamp: Elite lowers close combat target numbers by 1, never below 2 (p. 65).
    assert (":rules:kw:`Elite`\n     - its own close combat attacks\n     - -1\n"
            "     - not below 2") in page


def test_allegiances_and_spells(ctx) -> None:  # type: ignore[no-untyped-def]
    # Abyssal Sorcery, pp. 29-33: nine allegiances of three spells; Cantrip 2, Making 4,
    # Cataclysm 6 Mercury.
    assert catalogue.spell_classes(ctx) == [("Cantrip", 2), ("Making", 4), ("Cataclysm", 6)]
    page = text(list(catalogue.allegiances_page(ctx)))
    assert page.count(".. rules:allegiance:: ") == 9
    assert page.count(".. rules:spell:: ") == 27
    # The Tenebrous Piper (p. 33): the target gains Berserk and Swift [+4] until the round ends.
    assert ":Gives: :rules:kw:`Berserk`, :rules:kw:`Swift [+4]`" in page


def test_fortune_deck_counts(ctx) -> None:  # type: ignore[no-untyped-def]
    page = text(list(catalogue.fortune_page(ctx)))
    # Fortune Cards, p. 28: 24 cards, two of each, 48 in all; four in hand, one per round.
    assert ":Cards: 24 different cards, 2 copies of each: 48 cards (as stated)" in page
    assert ":Opening hand: 4 cards each" in page
    assert page.count(".. rules:card:: ") == 24


def test_scenarios_chaos_and_terrain(ctx) -> None:  # type: ignore[no-untyped-def]
    scenarios = text(list(play.scenarios_page(ctx)))
    # Scenarios, p. 38: a 2D6 roll of 6-7 gives Bloodbath.
    assert "   * - 6-7\n     - :rules:scenario:`Bloodbath`" in scenarios
    assert scenarios.count(".. rules:scenario:: ") == 11
    # Burn Them Out, p. 41: each building more than 16" from any other, said as a bound;
    # The Pendulum's Swing, p. 38: the 2D6 roll-off slides each marker
    assert "objective spacing more than 16" in scenarios
    assert "slide as many inches as the winning roll" in scenarios
    # Shared Ruination, p. 49: the effect names the reading it follows
    others = text(list(play.other_ways_page(ctx)))
    assert "reading shared-ruination-two-allied-units" in others
    chaos = text(list(play.chaos_page(ctx)))
    assert "Twists Table" in chaos and "   :annotation: D66 43-44" in chaos
    terrain = text(list(catalogue.terrain_page(ctx)))
    assert ".. rules:terrain:: Mushroom Forest" in terrain


def test_battle_round_diagram_is_drawn_from_the_sequences(ctx) -> None:  # type: ignore[no-untyped-def]
    seqs = play.canonical_sequences(ctx)
    svg = flow_svg(seqs["battle_round"], seqs, anchor=lambda n: f"phase-{n}",
                   before="Set-up", after="End", loop_label="again")
    root = ET.fromstring(svg)
    links = [a.get("href") for a in root.iter("a")]
    # Battle Round Structure, p. 18: six phases, Initiative to Doom.
    assert links == ["#phase-Initiative Phase", "#phase-Magic Phase", "#phase-Shooting Phase",
                     "#phase-Movement Phase", "#phase-Combat Phase", "#phase-Doom Phase"]
    texts = " ".join("".join(t.itertext()) for t in root.iter("text"))
    assert "Ready Units" in texts and "again" in texts
    page = text(list(play.battle_round_page(ctx)))
    assert ".. raw:: html" in page and ".. _hobgoblin-phase-doom-phase:" in page


def test_each_phase_links_the_rules_that_act_in_it(ctx) -> None:  # type: ignore[no-untyped-def]
    page = text(list(play.battle_round_page(ctx)))
    sections = dict(re.findall(r"\*\*What acts in the (.+?)\*\*.*?\n\n(.*?)\n\n", page, re.S))
    assert set(sections) == {"Initiative Phase", "Magic Phase", "Shooting Phase",
                             "Movement Phase", "Combat Phase", "Doom Phase"}
    movement = sections["Movement Phase"]
    # p. 21-22: wheeling costs, reforming costs, and Sneaky moves through enemy units
    assert ":ref:`Wheel (inches per point) <hobgoblin-rule-wheel-rate>`" in movement
    assert ":ref:`Reform cost <hobgoblin-rule-reform-cost>`" in movement
    assert ":rules:kw:`Sneaky`" in movement and ":rules:kw:`Flying`" in movement
    # p. 18, Doom Phase: the panic radius and Death's Harvest
    doom = sections["Doom Phase"]
    assert "hobgoblin-rule-panic-radius" in doom and "hobgoblin-rule-deaths-harvest-reward" in doom
    # Magic Phase: the spells are cast there
    assert ":rules:spell:`Hasten`" in sections["Magic Phase"]
    # the Doom cap (p. 15) binds shooting attacks only, so only the Shooting Phase lists it;
    # Force of Will re-rolls any attack roll, so both attack phases list it
    assert [p for p, links in sections.items() if "shooting-doom-cap" in links] == [
        "Shooting Phase"]
    assert all("hobgoblin-rule-force-of-will" in sections[p]
               for p in ("Shooting Phase", "Combat Phase"))
    # every rule-of-play link lands on a row anchor the rules of play page carries
    rules_page = text(list(play.core_rules_page(ctx)))
    targets = re.findall(r":ref:`[^`]*<(hobgoblin-rule-[a-z0-9-]+)>`", page)
    assert len(targets) > 10
    for target in targets:
        assert f"<{target}>`" in rules_page, target


def test_trait_pages_list_everything_with_the_trait(rules) -> None:  # type: ignore[no-untyped-def]
    from rulesref.games.hobgoblin.model.keywords import Trait

    by_key = {p.key: p for p in site.pages(rules) if p.kind == "trait"}
    assert set(by_key) == {t.value for t in Trait}
    assert by_key["Weakness"].path == "traits/weakness"
    weakness = text(list(site.render(rules, by_key["Weakness"])))
    assert weakness.startswith(".. _hobgoblin-traits-weakness:\n\nWeakness trait\n")
    # Index of Keywords, p. 66-67: Wide Footprint and Wild are Weakness keywords
    assert "   * - :rules:kw:`Wide Footprint`" in weakness and "   * - :rules:kw:`Wild`" in weakness
    # Light Infantry starts with Wide Footprint (unit profiles, p. 7)
    assert "- :rules:unit:`Light Infantry`: :rules:kw:`Wide Footprint`" in weakness
    # By My Will (p. 32) lets its target ignore every Weakness keyword: it names the trait itself
    assert "- :rules:spell:`By My Will`: the target: ignores every Weakness keyword" in weakness
    # a rule of play is linked by its row on the rules-of-play page (a label, from any page)
    assert "- :ref:`Artillery weaknesses <hobgoblin-rule-artillery-weaknesses>`" in weakness
    strength = text(list(site.render(rules, by_key["Strength"])))
    hero = strength[strength.index("   * - :rules:kw:`Hero`"):].split("\n")[1]
    assert hero == "     - :ref:`Character <hobgoblin-traits-character>`"
    assert "Wide Footprint" not in strength.split("Unit types that start with one")[0]
    # the keywords page links each trait page and holds them in its (hidden) toctree
    kw_page = text(list(keywords.keywords_page(context(rules))))
    assert ":ref:`Weakness <hobgoblin-traits-weakness>`" in kw_page
    assert "   traits/weakness" in kw_page


def test_army_file_page_documents_every_field(rules) -> None:  # type: ignore[no-untyped-def]
    page = text(list(site.render(rules, next(p for p in site.pages(rules)
                                              if p.kind == "army-file"))))
    assert ".. code-block:: json" in page
    for field in ("``game``", "``points_limit``", "``allegiance``", "``width_mm``"):
        assert field in page
    assert "The Cursed Artefact carried by the General's unit, if any." in page


def test_quick_reference_is_one_container(ctx) -> None:  # type: ignore[no-untyped-def]
    from rulesref.games.hobgoblin.docs import formats

    page = list(formats.quick_reference_page(ctx))
    assert ".. container:: rules-quickref" in page
    assert sum(line.count(":rules:tn:`") for line in page) == 121


def _doom_rows(lines: list[str], section: str) -> dict[str, tuple[str, str, str]]:
    """Target -> (dice, needs, mean) from one section of the Expected Doom table."""
    block = text(lines).split(f"**{section}**", 1)[1].split("**", 1)[0]
    rows = {}
    for chunk in block.split("   * - ")[2:]:
        cells = [c.strip().removeprefix("- ").strip() for c in chunk.split("\n") if c.strip()]
        target = ROLE.search(cells[0])
        assert target is not None
        rows[target.group(2)] = (cells[1], cells[2], cells[3])
    return rows


def test_expected_doom_table(ctx) -> None:  # type: ignore[no-untyped-def]
    light = next(u for u in ctx.rules.unit_types if u.name == "Light Infantry")
    rows = _doom_rows(list(units.expected_doom(ctx, light)), "Close combat")
    # Chart p. 14: Light Infantry needs 2+ against Beasts; 10 dice (Strikes 10) hit on 5 of 6
    # faces, so 10 x 5/6 = 8.33 Doom on average.
    assert rows["Beasts"] == ("10", "2+", "8.33")
    # 6+ against a Monster: 10 x 1/6 = 1.67.
    assert rows["Monster"] == ("10", "6+", "1.67")
    # Heavy Infantry has Tough [1] (p. 10) and needs 5+: 10 dice make 10/3 hits on average,
    # less the first Doom whenever at least one die hits: 10/3 - (1 - (2/3)**10).
    assert rows["Heavy Infantry"] == ("10", "5+", f"{10 * 2 / 6 - (1 - (4 / 6) ** 10):.2f}")


def test_expected_doom_has_shooting_for_ranged_units(ctx) -> None:  # type: ignore[no-untyped-def]
    ranged = next(u for u in ctx.rules.unit_types if u.name == "Ranged Infantry")
    lines = list(units.expected_doom(ctx, ranged))
    rows = _doom_rows(lines, "Shooting")
    # Shooting rolls half the Strikes (p. 14): 5 dice; 6+ against Light Infantry: 5/6.
    assert rows["Light Infantry"] == ("5", "6+", "0.83")
    light = next(u for u in ctx.rules.unit_types if u.name == "Light Infantry")
    assert "**Shooting**" not in text(list(units.expected_doom(ctx, light)))


def test_keyword_entry_has_its_four_source_lists(ctx) -> None:  # type: ignore[no-untyped-def]
    entry = text(list(keywords.keyword_entry(ctx, lookups.find_keyword(ctx.rules,
                                                                         "Distracted"))))
    headings = [h for h in ("Granted by", "Removed or ignored by", "Forbidden by",
                            "Mentioned by") if f"   **{h}**" in entry]
    assert len(headings) == 4
    granted = entry.split("**Granted by**")[1].split("**Removed or ignored by**")[0]
    removed = entry.split("**Removed or ignored by**")[1].split("**Forbidden by**")[0]
    forbidden = entry.split("**Forbidden by**")[1].split("**Mentioned by**")[0]
    # Cowardly gives it as the unit's own movement activation starts (p. 64), Scuttle lets
    # the target ignore it (p. 33), Quick Fire shoots without it (p. 66).
    assert (":rules:kw:`Cowardly`: gains Distracted, each time this unit's Movement Phase "
            "activation starts") in granted
    assert ":rules:spell:`Scuttle`: the target: ignores Distracted" in removed
    assert ":rules:kw:`Quick Fire`: cannot gain Distracted" in forbidden
    # a rule of play has no object of its own: its name, and a link to the rules page
    assert "Who shoots (:ref:`rules of play <hobgoblin-core-rules>`)" in granted
    assert "**Who may buy it:** nobody; Distracted is Reserved" in entry


def test_keyword_entry_lists_its_buyers_with_prices(ctx) -> None:  # type: ignore[no-untyped-def]
    horde = keyword_answer(ctx.rules, lookups.find_keyword(ctx.rules, "Horde"))
    header, rows = keywords.buyer_rows(ctx, horde)
    assert header == ["Unit type", "Horde"]
    cells = {ROLE.search(r[0]).group(2): r[1] for r in rows}
    # Horde is listed at 100 (p. 28); x1 for Light Infantry, x2 for Monstrous Infantry
    # (p. 10); only unit types named ... Infantry may buy it (p. 66).
    assert cells["Light Infantry"] == "+100" and cells["Monstrous Infantry"] == "+200"
    assert cells["Beasts"].startswith("not allowed: Horde bars it unless its unit type")
    assert cells["Beasts"].endswith(":rules:rule:`HG010`")
    entry = text(list(keywords.keyword_entry(ctx, lookups.find_keyword(ctx.rules, "Horde"))))
    assert "   **Who may buy it** (listed cost × the unit type's multiplier" in entry
    assert ":class: rules-buyers" in entry


def test_keyword_entry_marks_what_it_gives_only_sometimes(ctx) -> None:  # type: ignore[no-untyped-def]
    sneaky = text(list(keywords.keyword_entry(ctx, lookups.find_keyword(ctx.rules, "Sneaky"))))
    # Sneaky (p. 67): Distracted only on arrival, after its player's D6 at the end of the
    # Movement Phase
    assert (":Gives only: :rules:kw:`Distracted` each time its player rolls a D6, at the end "
            "of the Movement Phase") in sneaky
    general = text(list(keywords.keyword_entry(ctx, lookups.find_keyword(ctx.rules,
                                                                          "General"))))
    # General (p. 66): Command [+1] and Hero [+2], always
    assert ":Gives: :rules:kw:`Command [+1]`, :rules:kw:`Hero [+2]`" in general
    assert ":Gives only:" not in general


def test_unit_page_lists_options_with_prices(ctx) -> None:  # type: ignore[no-untyped-def]
    artillery = next(u for u in ctx.rules.unit_types if u.name == "Artillery")
    page = text(list(units.unit_type_page(ctx, artillery)))
    assert "Options\n-------" in page and ":class: rules-options" in page
    # Wizard is listed at 200 (p. 28), x2 for Artillery (p. 10).
    assert "   * - :rules:kw:`Wizard`\n     - Strength\n     - 200\n     - +400" in page
    # Cowardly: p. 27 lets Artillery buy only Self-Destructive and Short-Ranged.
    cowardly = page.split("   * - :rules:kw:`Cowardly`", 1)[1].split("   * - ", 1)[0]
    assert "not allowed: Artillery weaknesses bars it" in cowardly
    assert ":rules:rule:`HG012`" in cowardly


def test_unit_page_marks_conditional_keywords(rules) -> None:  # type: ignore[no-untyped-def]
    from tests.verify.mutate import replace_where, with_field

    # no printed unit type starts with a keyword it gains only sometimes: plant one
    sneaky_types = with_field(rules, unit_types=replace_where(
        rules.unit_types, lambda u: u.name == "Beasts",
        lambda u: with_field(u, keywords=(*u.keywords, "Sneaky"))))
    ctx = context(sneaky_types)
    beasts = next(u for u in ctx.rules.unit_types if u.name == "Beasts")
    page = text(list(units.unit_type_page(ctx, beasts)))
    assert (":Gains only sometimes: :rules:kw:`Distracted` from :rules:kw:`Sneaky`, each time "
            "its player rolls a D6, at the end of the Movement Phase") in page


def test_cards_show_what_they_give_take_and_refer_to(ctx) -> None:  # type: ignore[no-untyped-def]
    page = text(list(catalogue.fortune_page(ctx)))
    odds = page.split(".. rules:card:: Against All Odds", 1)[1].split(".. rules:card::", 1)[0]
    # Against All Odds (p. 28): played on a Broken unit, which ignores Broken; it gives none
    assert ":Takes away or ignores: :rules:kw:`Broken`" in odds
    assert ":Refers to: :rules:kw:`Broken`" in odds
    assert ":Gives:" not in odds
def test_keyword_catalogue_and_trait_lists(ctx) -> None:  # type: ignore[no-untyped-def]
    page = text(list(keywords.keywords_page(ctx)))
    table = page.split(".. list-table:: Every keyword", 1)[1].split("\n\n.. ", 1)[0]
    assert "   :class: rules-catalogue" in table
    # Keyword Costs, p. 65: Hero [+1] 50 points (Hero [+2] 100); Battle Standard is free, once
    # per army; Broken is Reserved and cannot be bought.
    # each trait links its own page
    def traits(*names: str) -> str:
        return ", ".join(f":ref:`{t} <hobgoblin-traits-{t.lower()}>`" for t in names)

    assert f"   * - :rules:kw:`Hero`\n     - {traits('Strength', 'Character')}\n     - 50\n" \
        in table
    assert (f"   * - :rules:kw:`Battle Standard`\n     - "
            f"{traits('Strength', 'Character', 'Reserved')}\n     - 0\n") in table
    assert f"   * - :rules:kw:`Broken`\n     - {traits('Weakness', 'Reserved')}\n     - –\n" \
        in table
    reserved = page.split(".. _hobgoblin-trait-reserved:", 1)[1].split("\n")[5]
    assert ":rules:kw:`Battle Standard`" in reserved and ":rules:kw:`Hero`" not in reserved
