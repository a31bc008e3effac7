"""``rulesref lint``: check a rulebook's own prose against its rules model.

The engine is game-agnostic: a ruleset hands it a :class:`~rulesref.lint.model.Vocabulary`
(the names, sections, pages and numbers its model holds) and a register of acknowledged
findings; the engine reads manuscripts (plain text, Markdown, PDF), runs the term, reference,
number and spelling checks, and compares the findings with the register.
"""

from __future__ import annotations

from rulesref.lint.model import (
    Line,
    LintFinding,
    LintRuleset,
    Manuscript,
    NumberFact,
    Section,
    Term,
    Vocabulary,
)

__all__ = ["Line", "LintFinding", "LintRuleset", "Manuscript", "NumberFact", "Section", "Term",
           "Vocabulary"]
