"""What ``rulesref lint`` knows of HOARDE: its attributes, decks, steps and sections."""

from __future__ import annotations

from pathlib import Path

from rulesref.lint.harvest import sections_of, strings_in, terms_of
from rulesref.lint.model import LintRuleset, Term, Vocabulary


def vocabulary() -> Vocabulary:
    """HOARDE's vocabulary, built from the loaded model.

    :raises RulesDataError: when a shipped data file is malformed.
    """
    from rulesref.games.hoarde import load

    rules = load()
    terms: list[Term] = []
    terms += terms_of("card attribute", rules.attributes)
    terms += terms_of("deck", rules.decks)
    # sequence and step names are rulesref's own here, not printed headings: left out
    recorded = set(strings_in(rules, frozenset({"examples", "grants"})))
    recorded |= {r.name for r in rules.game_rules}  # our names: known, not required
    return Vocabulary(game="hoarde", terms=tuple(terms), recorded=tuple(sorted(recorded)),
                      sections=sections_of(rules), pages=None, words=(rules.title,))


LINT = LintRuleset(name="hoarde", vocabulary=vocabulary,
                   register=Path(__file__).parent / "lint_register.yaml", book="hoarde.txt")
