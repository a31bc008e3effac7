"""A name styled against the other names of its kind (RL485), on a small invented book and
vocabulary: the name with a small content word is found at its printing; the kind's
function words are no fault, and a kind with too few styled names is not judged."""

from __future__ import annotations

import dataclasses

from rulesref.lint.model import Term, Vocabulary
from tests.lint.vocab import VOCABULARY, cite, findings

PONDS = ("Lily Pond", "Reed Bed", "Mud Flat", "Deep Pool", "Pool of the Moon",
         "Frog Hollow", "Reeking bog")
BOOK = "Pond Examples\n" + "".join(f"{name}: Swampy\n" for name in PONDS)


def _vocabulary(names: tuple[str, ...]) -> Vocabulary:
    terms = tuple(Term(name=n, kind="pond example", cite=cite(27, "Ponds")) for n in names)
    return dataclasses.replace(VOCABULARY, terms=VOCABULARY.terms + terms)


def test_a_name_against_its_kinds_style_is_found() -> None:
    found = findings(BOOK, "RL485", _vocabulary(PONDS))
    assert [(f.line, f.words) for f in found] == [(8, "Reeking bog")]
    assert found[0].message == (
        "'Reeking bog': the pond example names of two words or more capitalise every word "
        "but function words (6 of 7), but this one prints 'bog' in small letters; print "
        "'Reeking Bog'")
    fixed = tuple(n.replace("bog", "Bog") for n in PONDS)
    assert findings(BOOK.replace("bog", "Bog"), "RL485",
                    _vocabulary(fixed)) == []


def test_a_kind_with_few_styled_names_is_not_judged() -> None:
    few = ("Lily Pond", "Reed Bed", "Reeking bog")
    assert findings(BOOK, "RL485", _vocabulary(few)) == []
