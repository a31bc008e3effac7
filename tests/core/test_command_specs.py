"""Every command spec of every installed ruleset (and of every game): its function exists and
answers its own example with a verdict and JSON, as an adapter would call it."""

from __future__ import annotations

import pytest

from rulesref.core import registry
from rulesref.core.answers import SPECS
from rulesref.core.commands import Command, Verdict

#: Maintainer commands whose example runs every check of a book: slow, and run elsewhere.
SLOW = frozenset({"verify", "lint"})


def _specs() -> list[Command]:
    found = [spec for reference in SPECS for spec in registry.resolve(reference)]
    for ruleset in registry.rulesets():
        found.extend(ruleset.load_answers())
    return [c for c in found if c.name not in SLOW and (c.audience == "player" or c.example)]


@pytest.mark.parametrize("command", _specs(), ids=lambda c: c.tool_name)
def test_every_spec_names_its_function_and_answers_its_example(command: Command) -> None:
    found = command.function()(**command.example)
    assert found.verdict in Verdict and isinstance(found.to_json(), dict)
