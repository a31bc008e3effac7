"""The loader: every shipped file loads, and broken data fails naming file and path."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rulesref.core.yamlio import parse
from rulesref.errors import RulesDataError
from rulesref.games.hobgoblin.loading import DATA_DIR, load_uncached
from tests.datafiles import data_with

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "data"


def test_all_shipped_data_loads() -> None:
    rules = load_uncached()
    assert len(rules.unit_types) == 11
    assert len(rules.allegiances) == 9
    assert len(rules.artefacts) == 10
    assert len(rules.fortune.cards) == 24
    assert len(rules.chart_printings) == 3
    assert all(len(p.rows) == 11 and all(len(r.targets) == 11 for r in p.rows)
               for p in rules.chart_printings)
    assert len(rules.hidden_logic.stats) == 11
    assert len(rules.hidden_logic.base_targets) == 9


def test_every_fact_is_cited() -> None:
    rules = load_uncached()
    for kw in rules.keywords:
        assert kw.cite.book and (kw.cite.page or 0) > 0 and kw.cite.section, kw.name
    for unit in rules.unit_types:
        assert unit.cite.section and unit.description_cite.section


def _with_fixture(tmp_path: Path, target: str, fixture: str) -> Path:
    return data_with(tmp_path, DATA_DIR, target, FIXTURES / fixture)


@pytest.mark.parametrize(
    ("target", "fixture", "where", "what"),
    [
        ("footprints.yaml", "footprints_unknown_key_invalid.yaml",
         "footprints.yaml:3:", "footprints[1].max_widht: unknown key"),
        ("footprints.yaml", "footprints_wrong_type_invalid.yaml",
         "footprints.yaml:3:", "footprints[0].min_width: "),
        ("footprints.yaml", "footprints_missing_cite_invalid.yaml",
         "footprints.yaml:2:", "footprints[0].cite: required key is missing"),
        ("footprints.yaml", "footprints_syntax_invalid.yaml", "footprints.yaml:", "invalid YAML"),
        ("keywords.yaml", "keywords_bad_trait_invalid.yaml",
         "keywords.yaml:3:", "keywords[0].traits[1]: "),
        ("keywords.yaml", "keywords_bad_effect_invalid.yaml",
         "keywords.yaml:8:", "keywords[0].effects[0]"),
    ],
)
def test_broken_data_names_file_and_path(
    tmp_path: Path, target: str, fixture: str, where: str, what: str
) -> None:
    with pytest.raises(RulesDataError) as info:
        load_uncached(_with_fixture(tmp_path, target, fixture))
    message = str(info.value)
    assert message.startswith(where), message
    assert what in message, message


def test_a_key_defined_twice_is_an_error(tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    shutil.copy(DATA_DIR / "footprints.yaml", data / "zz_copy.yaml")
    with pytest.raises(RulesDataError, match=r"zz_copy\.yaml:.*also defined in footprints\.yaml"):
        load_uncached(data)


def test_alias_bomb_is_refused() -> None:
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n"
    for n in range(1, 9):
        prev = chr(ord("a") + n - 1)
        name = chr(ord("a") + n)
        bomb += f"{name}: &{name} [*{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}]\n"
    with pytest.raises(RulesDataError, match="too many nodes"):
        parse(bomb, "bomb.yaml")
