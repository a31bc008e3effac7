"""An invented ruleset's vocabulary for the engine tests (no real book involved)."""

from __future__ import annotations

from pathlib import Path

from rulesref.core.citation import Citation
from rulesref.lint.model import LintFinding, NumberFact, Section, Term, Vocabulary

MANUSCRIPTS = Path(__file__).parent / "manuscripts"


def cite(page: int, section: str) -> Citation:
    """A citation in the invented book."""
    return Citation(book="Marsh Wars (invented)", page=page, section=section)


VOCABULARY = Vocabulary(
    game="marsh_wars",
    terms=(
        Term(name="Swift", kind="keyword", cite=cite(30, "Keywords"), numeric=True, label=True),
        Term(name="Wild", kind="keyword", cite=cite(31, "Keywords"), numeric=False,
             label=True),
        Term(name="Stubborn", kind="keyword", cite=cite(31, "Keywords"), numeric=False,
             label=True),
        Term(name="Impassable", kind="keyword", cite=cite(32, "Terrain"), numeric=False,
             variants=("Impassible",), label=True),
        Term(name="Light Infantry", kind="unit type", cite=cite(8, "Unit Types")),
        Term(name="Monstrous Infantry", kind="unit type", cite=cite(9, "Unit Types")),
        Term(name="Doom Token", kind="token", cite=cite(14, "Tokens")),
        Term(name="Manoeuvre Phase", kind="phase", cite=cite(12, "Movement")),
        Term(name="Rally Step", kind="step", cite=cite(16, "Rallying")),
        Term(name="Cantrip", kind="spell class", cite=cite(20, "Magic")),
    ),
    recorded=("Grim",),
    sections=(Section(name="Movement", pages=(12, 13)), Section(name="Magic", pages=(20,)),
              Section(name="Tokens", pages=(14,))),
    pages=(1, 40),
    facts=(NumberFact(entity="Cantrip", forms=("Cantrip",), quantity="Mercury cost",
                      units=("Mercury",), value=2, cite=cite(20, "Magic")),),
)


def findings(text: str, code: str, vocabulary: Vocabulary = VOCABULARY, *,
             markdown: bool = False) -> list[LintFinding]:
    """The findings of one code on an invented book's text, however unsure."""
    from rulesref.lint.reading import manuscript_text
    from rulesref.lint.runner import lint

    name = "book.md" if markdown else "book.txt"
    found = lint([manuscript_text(text, name, markdown=markdown)], vocabulary,
                 min_confidence=0.0)
    return [f for f in found if f.code == code]
