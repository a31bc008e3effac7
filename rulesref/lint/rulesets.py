"""The rulesets whose text can be linted: every installed ruleset whose descriptor names a
:class:`~rulesref.lint.model.LintRuleset` (found through the registry, never listed)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rulesref.lint.model import LintRuleset


def rulesets() -> dict[str, LintRuleset]:
    """Every lintable ruleset, by name.

    :raises RulesError: when a ruleset's lint reference cannot be loaded.
    """
    from rulesref.core.registry import resolve
    from rulesref.core.registry import rulesets as installed
    from rulesref.lint.model import LintRuleset

    found: dict[str, LintRuleset] = {}
    for ruleset in installed():
        if ruleset.lint:
            lint = resolve(ruleset.lint)
            if isinstance(lint, LintRuleset):
                found[lint.name] = lint
    return found
