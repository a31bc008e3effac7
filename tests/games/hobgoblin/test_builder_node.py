"""The army builder's Python in Pyodide (under Node, the same files the page loads) gives
the command line's report, byte for byte, for generated and hostile lists, whether it was
restored from the memory snapshot or started the normal way (slow: Pyodide takes a while to
start)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings

from tests.docs.builder_support import NodeBuilder, node_builder_for
from tests.documents import fragment
from tests.games.hobgoblin.armies import legal_army, legal_units
from tests.games.hobgoblin.army_documents import army_documents
from tests.games.hobgoblin.builder_cases import EVERY_RULE, cli_line, page_form, text_of

pytestmark = pytest.mark.slow
SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[
    HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@pytest.fixture(scope="module", params=["snapshot", "python"])
def node_builder(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
                 ) -> Iterator[NodeBuilder]:
    """The builder's Python running in Pyodide under Node, once for this module: restored
    from the memory snapshot (as the page starts it), then started the normal way (the
    page's fallback)."""
    yield from node_builder_for("hobgoblin", tmp_path_factory, how=request.param)


def same(node: NodeBuilder, runner: CliRunner, folder: Path, raw: bytes) -> None:
    opened = node.call("open_link", fragment(raw))
    assert opened["report_text"] == page_form(cli_line(runner, raw, folder))


@SETTINGS
@given(army_documents(junk=3))
def test_generated_documents(node_builder: NodeBuilder, runner: CliRunner, tmp_path: Path,
                             data: Any) -> None:
    same(node_builder, runner, tmp_path, json.dumps(data, ensure_ascii=False).encode())


@settings(SETTINGS, max_examples=40)
@given(legal_units())
def test_generated_legal_lists(node_builder: NodeBuilder, runner: CliRunner,
                               tmp_path: Path, units: list[dict[str, Any]]) -> None:
    same(node_builder, runner, tmp_path, text_of(legal_army(units)).encode())


def test_every_rule(node_builder: NodeBuilder, runner: CliRunner, tmp_path: Path) -> None:
    for data in EVERY_RULE:
        same(node_builder, runner, tmp_path, text_of(data).encode())


def test_edits_options_and_imports_match_cpython(node_builder: NodeBuilder,
                                                 hobgoblin_rules: Any) -> None:
    from rulesref.games.hobgoblin import builder

    rules = hobgoblin_rules
    assert node_builder.call("options") == json.loads(json.dumps(builder.options(rules)))
    text = text_of(EVERY_RULE[4])
    op = {"op": "copy", "path": ["units"], "index": 1}
    assert node_builder.call("update", text, op, 1) == json.loads(
        json.dumps(builder.update(hobgoblin_rules, text, op, 1)))
    yaml_text = b"game: hobgoblin\nname: x\npoints_limit: [1]\nunits: []\n"
    assert node_builder.call("import_file", "x.yaml", raw=yaml_text) == \
        builder.import_file(hobgoblin_rules, "x.yaml", yaml_text)
    assert node_builder.call("roster", text) == builder.roster(hobgoblin_rules, text)
    # exporting YAML runs PyYAML's pure-Python dumper there, libyaml's absent
    assert node_builder.call("export", text, "yaml") == builder.export(text, "yaml")
