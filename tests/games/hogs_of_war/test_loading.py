"""The Hogs of War loader: the shipped data loads and is cited; broken data names file and path."""

from __future__ import annotations

import dataclasses
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from rulesref.core.citation import Citation
from rulesref.errors import RulesDataError
from rulesref.games.hogs_of_war.loading import BOOK, DATA_DIR, load_from, load_uncached
from rulesref.games.hogs_of_war.lookups import all_readings
from rulesref.games.hogs_of_war.model import ActionId, HogsOfWar
from tests.datafiles import data_with
from tests.rulebooks import book

FIXTURES = Path(__file__).parent / "fixtures"
RULEBOOK = "hogs-of-war-card-game.txt"

#: Every heading the rulebook prints (read off the text by hand).
HEADINGS = {
    "Goal", "Setup", "Gameplay and Round Sequence", "End of the Round", "Actions",
    "Placing a Deployable", "Move", "Hide", "Remove Stun", "Play a Supply / Skill Card",
    "Range", "Damage", "FAQs", "Burn token", "Dynamite token", "Four Player Rules",
}


def _citations(node: object) -> Iterator[Citation]:
    if isinstance(node, Citation):
        yield node
    elif isinstance(node, tuple):
        for item in node:
            yield from _citations(item)
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            yield from _citations(getattr(node, f.name))


def test_all_shipped_data_loads() -> None:
    rules = load_uncached()
    assert rules.title == "Hogs of War: The Card Game"
    assert [a.id for a in rules.actions.actions] == list(ActionId)
    assert rules.board.lanes_per_player == 5 and rules.board.hogs_per_army == 5
    assert rules.deployables.lane_limit == 2
    assert {t.name: t.damage for t in rules.tokens if t.damage} == {
        "Burn token": 10, "Dynamite token": 40}
    assert {s.id for s in rules.sequences} == {"setup", "round", "activation", "end_of_round",
                                               "weapon_card"}
    assert rules.structure.setup == "setup" and rules.structure.round == "round"
    assert rules.structure.rounds is None and len(rules.structure.end_conditions) == 1
    assert len(all_readings(rules)) == 26


def test_every_fact_is_cited_by_a_printed_heading(hogs: HogsOfWar) -> None:
    cites = list(_citations(hogs))
    assert len(cites) > 100
    for cite in cites:
        assert cite.book == BOOK
        assert cite.page is None, "the rulebook has no page numbers: the section locates it"
        assert cite.section in HEADINGS, cite


def test_headings_are_lines_of_the_rulebook() -> None:
    lines = {line.strip() for line in book(RULEBOOK).read_text(encoding="utf-8").splitlines()}
    assert lines >= HEADINGS


def test_load_from_a_copy_is_cached_like_the_shipped_data(tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    assert load_from(data).board.lanes_per_player == 5


def _with_fixture(tmp_path: Path, target: str, fixture: str) -> Path:
    return data_with(tmp_path, DATA_DIR, target, FIXTURES / fixture)


@pytest.mark.parametrize(
    ("target", "fixture", "where", "what"),
    [
        ("actions.yaml", "actions_unknown_key_invalid.yaml",
         "actions.yaml:15:", "actions.actions[0].requries: unknown key"),
        ("actions.yaml", "actions_bad_condition_invalid.yaml",
         "actions.yaml:5:", "actions.common[0].condition"),
        ("hand_sizes.yaml", "hand_sizes_missing_cite_invalid.yaml",
         "hand_sizes.yaml:5:", "hand_sizes.rules[0].cite: required key is missing"),
        ("lanes.yaml", "lanes_wrong_type_invalid.yaml",
         "lanes.yaml:2:", "board.lanes_per_player"),
    ],
)
def test_broken_data_names_file_and_path(tmp_path: Path, target: str, fixture: str,
                                         where: str, what: str) -> None:
    with pytest.raises(RulesDataError) as info:
        load_uncached(_with_fixture(tmp_path, target, fixture))
    message = str(info.value)
    assert message.startswith(where), message
    assert what in message, message
