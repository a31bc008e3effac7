"""The Hogs of War, Livestock Uprising and HOARDE sections of the site: the page generators
as pure functions (model in, reST lines out), the domain additions they use, their
verification pages and their built pages.

Expected numbers are worked out by hand from the rulebooks (the section is named beside
each), never computed by the code under test.
"""

from __future__ import annotations

import re
import runpy
import xml.etree.ElementTree as ET
import zlib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from rulesref.core import names
from rulesref.docs.games import GameDocs, find_game
from tests.docs.conftest import DOCS

GAMES = ("hogs_of_war", "livestock_uprising", "hoarde")
PREFIX = {g: g.replace("_", "-") for g in GAMES}

ROLE = re.compile(r":rules:(\w+):`(?:[^`<]*<)?([^`>]+)>?`")
REF = re.compile(r":ref:`(?:[^`<]*<)?([^`>]+)>?`")
LABEL = re.compile(r"^\.\. _([^:]+):$", re.M)
ANCHOR = re.compile(r":rules:anchor:`[^`<]*<([^`>]+)>`")
OBJECT = re.compile(r"^\.\. rules:(\w+):: (.+)$")
ALIASES = re.compile(r"^   :aliases: (.+)$")
ROLE_TYPES = {"kw": "keyword", "unit": "unittype", "card": "card", "rule": "rule",
              "term": "term", "terrain": "terrain", "allegiance": "allegiance",
              "spell": "spell", "artefact": "artefact", "scenario": "scenario",
              "result": "result"}
THIN = "\u2009·\u2009"


def game(name: str) -> tuple[GameDocs, Any]:
    docs = find_game(name)
    return docs, docs.load()


@pytest.fixture(scope="module")
def rendered() -> dict[str, dict[str, str]]:
    """Every page but the verification report, per game, as text."""
    out: dict[str, dict[str, str]] = {}
    for name in GAMES:
        docs, rules = game(name)
        out[name] = {p.path: "\n".join(docs.render(rules, p)) for p in docs.pages(rules)
                     if p.kind != "verification"}
    return out


def described(pages: dict[str, str]) -> tuple[Counter[tuple[str, str]], set[tuple[str, str]]]:
    """The objects the pages describe (with how often), and their aliases."""
    objects: Counter[tuple[str, str]] = Counter()
    aliases: set[tuple[str, str]] = set()
    for text in pages.values():
        current: tuple[str, str] | None = None
        for line in text.split("\n"):
            if (m := OBJECT.match(line)) and m.group(1) != "page":
                current = (m.group(1), names.fold(m.group(2)))
                objects[current] += 1
            elif current and (m := ALIASES.match(line)):
                aliases |= {(current[0], names.fold(a)) for a in m.group(1).split(";")}
            elif line and not line.startswith("   "):
                current = None
    return objects, aliases


# --------------------------------------------------------------------------- every game


@pytest.mark.parametrize("name", GAMES)
def test_the_game_plugs_in_by_name_and_is_configured(name: str) -> None:
    assert find_game(name.upper()).name == name
    conf = runpy.run_path(str(DOCS / "conf.py"))
    assert name in conf["rules_games"]
    assert f"games/{name}/index" in (DOCS / "index.rst").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", GAMES)
def test_every_page_starts_with_its_label_and_title(name: str, rendered: Any) -> None:
    docs, rules = game(name)
    pages = docs.pages(rules)
    assert pages[0].path == "index" and pages[-1].kind == "verification"
    for page in pages[:-1]:
        lines = rendered[name][page.path].split("\n")
        assert lines[0] == f".. _{PREFIX[name]}-{page.path}:"
        assert lines[2] == page.title
        assert set(lines[3]) == {"="}


@pytest.mark.parametrize("name", GAMES)
def test_every_object_is_described_once_and_every_link_has_a_target(
        name: str, rendered: Any) -> None:
    objects, aliases = described(rendered[name])
    assert objects and max(objects.values()) == 1
    for path, text in rendered[name].items():
        for role, target in ROLE.findall(text):
            if role in ("anchor", "odds"):
                continue
            key = (ROLE_TYPES[role], names.fold(target))
            assert key in objects or key in aliases, f"{path}: {role} {target!r}"


@pytest.mark.parametrize("name", GAMES)
def test_every_reference_and_diagram_link_lands_on_a_label(name: str, rendered: Any) -> None:
    pages = rendered[name]
    labels = {label for text in pages.values() for label in LABEL.findall(text)}
    labels.add(f"{PREFIX[name]}-verification")
    for path, text in pages.items():
        for target in REF.findall(text):
            assert target in labels, f"{path}: :ref: {target!r}"
        for target in re.findall(r"^   :link: (\S+)$", text, re.M):
            assert target in labels, f"{path}: card link {target!r}"
        # Labels without underscores become the HTML ids the diagram's links point at; the
        # steps' permalinks (rules:anchor) are ids as written.
        ids = set(LABEL.findall(text)) | set(ANCHOR.findall(text))
        for anchor in re.findall(r'<a href="#([^"]+)"', text):
            assert anchor in ids, f"{path}: diagram link #{anchor}"


@pytest.mark.parametrize("name", GAMES)
def test_every_reading_has_an_entry(name: str, rendered: Any) -> None:
    _, rules = game(name)
    if name == "hogs_of_war":
        from rulesref.games.hogs_of_war.lookups import all_readings
        ids = [r.id for r in all_readings(rules)]
    else:
        ids = [r.id for r in rules.readings]
    page = rendered[name]["readings"]
    for reading_id in ids:
        assert f".. _{PREFIX[name]}-reading-{reading_id.replace('_', '-')}:" in page
    assert page.count(".. container:: rules-reading") == len(ids)


# --------------------------------------------------------------------------- Hogs of War


def test_hogs_range_between_lanes() -> None:
    from rulesref.docs.hogs_of_war.play import range_grid
    from rulesref.games.hogs_of_war.model import Side

    _, rules = game("hogs_of_war")
    grid = range_grid(rules, Side.ENEMY)
    # Range: the opposing Hog is at Range 1, its neighbour at Range 2, and so on.
    assert grid[0] == [1, 2, 3, 4, 5]
    assert grid[2] == [3, 2, 1, 2, 3]
    assert grid[4] == [5, 4, 3, 2, 1]
    # Within one row (Mind Control, FAQs: neighbours are Range 1); no range to itself.
    assert range_grid(rules, Side.FRIENDLY)[0] == [0, 1, 2, 3, 4]


def test_hogs_range_page_shows_both_grids(rendered: Any) -> None:
    page = rendered["hogs_of_war"]["range"]
    assert "   * - 3\n     - 3\n     - 2\n     - **1**\n     - 2\n     - 3" in page
    assert "   * - 1\n     - –\n     - 1\n     - 2\n     - 3\n     - 4" in page
    assert ":ref:`Same side range <hogs-of-war-reading-same-side-range>`" in page
    assert "   * - :rules:card:`Minefield`\n     - 1" in page  # Placing a Deployable


def test_hogs_hand_sizes_by_round_and_seat(rendered: Any) -> None:
    from rulesref.docs.hogs_of_war.play import hand_size_rows

    _, rules = game("hogs_of_war")
    # Setup: the First Player deals five to themselves and six to the Second Player;
    # End of the Round: both draw up to six, the default.
    assert [row[:3] for row in hand_size_rows(rules)] == [("1", 5, 6), ("2 and later", 6, 6)]
    page = rendered["hogs_of_war"]["round"]
    assert "   * - 1\n     - 5\n     - 6\n     - § Setup" in page
    assert "   * - 2 and later\n     - 6\n     - 6\n     - § End of the Round" in page


def test_hogs_five_actions_and_their_preconditions(rendered: Any) -> None:
    from rulesref.docs.hogs_of_war.common import context
    from rulesref.docs.hogs_of_war.play import state_rows

    _, rules = game("hogs_of_war")
    page = rendered["hogs_of_war"]["actions"]
    # Actions: five actions, in the printed order.
    assert page.count(".. rules:rule:: ") == 5
    assert "3. :rules:rule:`Remove Stun` (listed as *Remove a Stun token from itself*)" in page
    # Remove Stun: a stunned Hog may only remove its Stun token.
    rows = {row[0]: row[1] for row in state_rows(context(rules))}
    assert rows["Stunned"] == ":rules:rule:`Remove Stun`"
    # Hide: a Hog that hid last turn may not Hide again.
    assert ":rules:rule:`Hide`" not in rows["Hidden (hid on its last turn)"]
    # Placing a Deployable: a lane holds at most two.
    assert ":rules:rule:`Placing a Deployable`" not in rows["Its lane is full of Deployables"]
    assert rows["Defeated"] == "none"
    # The matrix row of Remove Stun needs the Stun token.
    assert ("   * - :rules:rule:`Remove Stun`\n     - no\n     - no (unless "
            "``extra-action``)\n     - yes") in page


def test_hogs_numbers_of_the_game() -> None:
    from rulesref.docs.hogs_of_war.catalogue import key_numbers

    _, rules = game("hogs_of_war")
    numbers = {what: n for what, n, _ in key_numbers(rules)}
    assert numbers["Lanes in front of each player"] == 5  # Setup: five lanes
    assert numbers["Hog cards in each army"] == 5  # Setup: the five Hog cards
    assert numbers["Deployables a lane can hold"] == 2  # Placing a Deployable
    assert numbers["Health the Hide action restores"] == 10  # Hide: regains 10 health
    assert numbers["Damage of one Burn token"] == 10  # Burn token
    assert numbers["Damage of one Dynamite token"] == 40  # Dynamite token


def test_hogs_round_diagram_and_glossary(rendered: Any) -> None:
    page = rendered["hogs_of_war"]["round"]
    svg = page.split(".. raw:: html\n\n", 1)[1].split("\n\n", 1)[0]
    root = ET.fromstring("\n".join(line[3:] for line in svg.split("\n")))
    drawing = next(root.iter("svg"))
    assert drawing.get("aria-hidden") == "true"  # the list beside it is for screen readers
    # Gameplay and Round Sequence (with the Burn token's start-of-round damage).
    assert [a.get("href") for a in drawing.iter("a")] == [
        "#hogs-of-war-sequence-setup", "#hogs-of-war-phase-burn-damage",
        "#hogs-of-war-phase-hog-turns", "#hogs-of-war-phase-end-of-the-round"]
    glossary = rendered["hogs_of_war"]["glossary"]
    assert ".. rules:term:: Guns\n" in glossary
    assert "   :annotation: not explained in the book" in glossary.split(
        ".. rules:term:: Guns\n", 1)[1].split("\n\n", 1)[0]
    cards = rendered["hogs_of_war"]["cards"]
    assert ".. rules:card:: Minefield\n" in cards and "   :kind: Deployable card" in cards
    assert ".. rules:unittype:: Sniper\n" in cards


# --------------------------------------------------------------------------- Livestock


def test_livestock_board_sizes_by_player_count(rendered: Any) -> None:
    from rulesref.docs.livestock_uprising.setup import board_rows

    _, rules = game("livestock_uprising")
    # Board Setup > Starting Board and > Final Board: 2 players 3x3 to 5x5, 3 players 3x3
    # to 7x7, 4 players 4x4 to 8x8.
    assert board_rows(rules) == [(2, "3×3", "5×5", 25, 1), (3, "3×3", "7×7", 49, 2),
                                 (4, "4×4", "8×8", 64, 2)]
    assert ".. rules:terrain:: Forest" in rendered["livestock_uprising"]["board"]


def test_livestock_costs(rendered: Any) -> None:
    page = rendered["livestock_uprising"]["units"]
    # Marshaling Phase > Troops: Sacrificial Sheep 2 Grass; Dynamite Donkey 1 Grass, 2 Hay.
    assert "   :annotation: troop · 2 Grass" in page
    assert "   :annotation: troop · 1 Grass, 2 Hay" in page
    # Grass, Hay, Corn, Carrot, Apple columns, then the tokens in all.
    assert ("   * - :rules:unit:`Dynamite Donkey`\n     - troop\n     - 1\n     - 2\n     -\n"
            "     -\n     -\n     - 3") in page
    # Marshaling Phase > Special Forces: Private Chugger 1 Hay, 1 Corn (the Chickens').
    assert "   :annotation: Chickens Special Force · 1 Hay, 1 Corn" in page
    assert page.count(".. rules:rule:: LU0") == 6


def test_livestock_battle_odds_by_hand() -> None:
    from rulesref.docs.livestock_uprising.play import cell

    _, rules = game("livestock_uprising")

    def ways(attack: int, defense: int, a_super: bool = False,
             d_super: bool = False) -> tuple[int, int, int, int]:
        c = cell(rules, attack, defense, a_super, d_super)
        return c.wins, c.ties, c.losses, c.rolls

    # One die each: with equal totals 15 of the 36 rolls favour each side and 6 tie.
    assert ways(3, 3) == (15, 6, 15, 36)
    # The book's example, 3 attack against 4 defense: the attacker must roll 2 more (10).
    assert ways(3, 4) == (10, 5, 21, 36)
    # No Defense: a defender with no defense points loses without a roll.
    assert ways(1, 0) == (36, 0, 0, 36)
    # Super Army Rules: 2 dice, 12 wins and 2 loses outright. Attack 1 with two dice
    # against defense 8 with one: 22 wins, 14 ties out of 216 (counted by hand).
    assert ways(1, 8, True) == (22, 14, 180, 216)
    # Two Super Armies at equal totals tie on equal rolls: 1+4+9+...+4+1 = 146 of 1296.
    assert ways(1, 1, True, True) == (575, 146, 575, 1296)


def test_livestock_odds_page_and_example(rendered: Any) -> None:
    odds_page = rendered["livestock_uprising"]["battle-odds"]
    assert odds_page.count(".. list-table::") == 4
    # 15, 6 and 15 of 36 rolls: shown as percentages with the fractions behind them
    assert (f"     - :rules:odds:`15/36`{THIN}:rules:odds:`6/36`{THIN}"
            ":rules:odds:`15/36`") in odds_page
    assert "out of 1296 rolls" in odds_page
    battles = rendered["livestock_uprising"]["battles"]
    # Billy (3 attack) against Truffle (4 defense): 10, 5 and 21 of 36.
    assert ("the attacker wins with probability 5/18, they tie with 5/36, and the defender "
            "wins with 7/12") in battles


def test_livestock_turn_and_glossary(rendered: Any) -> None:
    _, rules = game("livestock_uprising")
    page = rendered["livestock_uprising"]["turn"]
    # Board Setup > Turn Order: three phases; the transfer comes last (Transfering Units).
    for phase in ("action-phase", "harvest-phase", "marshalling-phase", "transfering-units"):
        assert f'<a href="#livestock-uprising-phase-{phase}">' in page
    assert ".. _livestock-uprising-sequence-super-army:" in page
    glossary = rendered["livestock_uprising"]["glossary"]
    assert glossary.count(".. rules:term:: ") == len(rules.terms)


# --------------------------------------------------------------------------- HOARDE


def test_hoarde_deal_odds_by_hand(rendered: Any) -> None:
    page = rendered["hoarde"]["odds"]
    # Card Odds: 144 winning hands in the base DECK, 169 in the enchanted; 48 cards give
    # C(48, 3) = 17296 hands of 3, so 144/17296 = 9/1081 and 169/17296.
    assert page.count("17296 possible hands of 3 from 48 cards") == 2
    assert "   * - **any set**\n     -\n     - 144\n     - :rules:odds:`9/1081`" in page
    assert "   * - **any set**\n     -\n     - 169\n     - :rules:odds:`169/17296`" in page
    # 12 colours on 4 cards each: 12 x C(4, 3) = 48 hands; 6 CURSED cards: C(6, 3) = 20;
    # 5 names on 3 cards each: 5 hands.
    assert "     - 12 × 4\n     - 48\n     - :rules:odds:`3/1081`" in page
    assert "     - 1 × 6\n     - 20\n     - :rules:odds:`5/4324`" in page
    assert "     - 5 × 3\n     - 5\n     - :rules:odds:`5/17296`" in page


def test_hoarde_cards_and_turn(rendered: Any) -> None:
    cards = rendered["hoarde"]["cards"]
    assert ".. rules:term:: COLOUR\n" in cards and "   :kind: card attribute" in cards
    assert ".. rules:term:: enchanted DECK\n" in cards
    # 48 cards dealt 3 at a time (Set Up) go round 16 players at most (our reading).
    assert ":Players it can deal to: up to 16" in cards
    turn = rendered["hoarde"]["turn"]
    # On Your Turn: three numbered steps, each a section the diagram links to.
    assert "- :ref:`1. Pick up a card <hoarde-phase-1-pick-up-a-card>`" in turn
    assert ".. _hoarde-phase-3-end-of-turn:\n\n\\ 3. End of turn\n" in turn
    assert ".. _hoarde-sequence-reshuffle:" in turn


def test_step_lists_are_not_numbered_twice() -> None:
    from rulesref.docs.hoarde.common import context
    from rulesref.docs.turns import canonical, steps

    _, rules = game("hoarde")
    lines = list(steps(context(rules).section, canonical(rules.sequences)["turn"]))
    # On Your Turn numbers its steps itself, so the list keeps bullets.
    assert lines[0].startswith("- :rules:anchor:`step <hoarde-step-turn-1-pick-up-a-card>` "
                               "**1. Pick up a card**: ")
    setup = list(steps(context(rules).section, canonical(rules.sequences)["setup"]))
    assert setup[0].startswith("1. :rules:anchor:`step <hoarde-step-setup-form-the-deck>` "
                               "**Form the DECK**: ")


# --------------------------------------------------------------------------- verification


@pytest.mark.slow
@pytest.mark.parametrize("name", GAMES)
def test_verification_page_from_the_real_report(name: str) -> None:
    from verify.runner import run

    docs, rules = game(name)
    report = run(name)
    assert docs.render_report is not None
    page = "\n".join(docs.render_report(rules, report))
    assert page.startswith(f".. _{PREFIX[name]}-verification:\n\nVerification report\n")
    assert ".. admonition:: Passed" in page
    assert f"``rulesref verify --game {name}``" in page
    assert "hidden logic" not in page  # not Hobgoblin's introduction
    entries = {r.erratum.id for r in report.findings if r.erratum is not None}
    assert page.count(f".. _{PREFIX[name]}-verification-erratum-") == len(entries)
    assert f"``verify/errata/{name}.yaml``" in page


# --------------------------------------------------------------------------- domain


def test_kind_option_and_term_role(tmp_path: Path) -> None:
    from tests.docs.test_domain import build, index

    page = ("Cards\n=====\n\n.. rules:card:: Minefield\n   :summary: Goes in a lane.\n"
            "   :kind: Deployable card\n\n.. rules:term:: Range\n   :summary: Lanes away.\n"
            "   :aliases: range\n\nSee :rules:term:`range` and :rules:card:`Minefield`.\n")
    app, warnings = build(tmp_path / "ok", {"index.rst": index("cards"), "cards.rst": page})
    assert warnings == ""
    out = Path(app.outdir)
    html = (out / "cards.html").read_text(encoding="utf-8")
    assert 'href="#term-range"' in html and 'data-rules-tip="Lanes away."' in html
    genindex = (out / "genindex.html").read_text(encoding="utf-8")
    assert "Minefield (Deployable card)" in genindex and "Range (game term)" in genindex
    _, warnings = build(tmp_path / "bad", {"index.rst": index("cards"), "cards.rst":
                                           "Cards\n=====\n\n:rules:term:`Nowhere`\n"})
    assert "rules game term not found: Nowhere" in warnings


# --------------------------------------------------------------------------- the built site


@pytest.mark.slow
def test_every_page_of_the_other_games_is_built(built_site: Path) -> None:
    for name in GAMES:
        docs, rules = game(name)
        for page in docs.pages(rules):
            assert (built_site / "games" / name / f"{page.path}.html").exists(), page.path
    html = (built_site / "games/hogs_of_war/round.html").read_text(encoding="utf-8")
    assert 'href="#hogs-of-war-phase-hog-turns"' in html
    assert 'id="hogs-of-war-phase-hog-turns"' in html
    data = (built_site / "objects.inv").read_bytes()
    body = zlib.decompress(data.split(b"\n", 4)[4]).decode()
    assert "hogs_of_war:Move rules:rule 1 games/hogs_of_war/actions.html#rule-move" in body
    assert "livestock_uprising:Sacrificial Sheep rules:unittype 1 " \
        "games/livestock_uprising/units.html#unittype-sacrificial-sheep" in body
    assert "hoarde:COLOUR rules:term 1 games/hoarde/cards.html#term-colour" in body
