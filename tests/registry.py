"""Test helper: run with one installed ruleset changed (its errata file, its data), through
the registry's one function, :func:`rulesref.core.registry.rulesets`."""

from __future__ import annotations

from typing import Any

import pytest

from rulesref.core import registry


def replace_ruleset(monkeypatch: pytest.MonkeyPatch, name: str, **changes: Any
                    ) -> registry.Ruleset:
    """Make ``rulesets()`` return the ruleset ``name`` with ``changes`` applied."""
    found = registry.rulesets()
    target = registry.find_ruleset(name)
    changed = target._replace(**changes)
    monkeypatch.setattr(registry, "rulesets",
                        lambda: tuple(changed if r is target else r for r in found))
    return changed
