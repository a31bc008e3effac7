"""A name styled against the other names of its kind: a kind whose names of two words or
more capitalise every word but small function words (``Lily Pond``, ``Reed Bed``),
and one of them that leaves a word in small letters (``Reeking bog``).

Code: RL485. The names are the model's, transcribed as printed (a table's entries, a list
of cards). A kind is judged only when at least :data:`LEAST` of its names of two words or
more capitalise every content word and they outnumber the others :data:`MAJORITY` to one;
function words (:data:`rulesref.lint.compounds.FUNCTION_WORDS`: ``of``, ``the``,
``within``) may stay small in any name. Each odd name is reported once, at its first
printing in the text as printed; a name the text never prints is left alone (the model may
hold a name the text breaks over lines).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator

from rulesref.lint.compounds import FUNCTION_WORDS
from rulesref.lint.known import Known, Text
from rulesref.lint.model import LintFinding, Term

#: Names of a kind that capitalise every content word, at the least, before the kind's
#: style is clear.
LEAST = 5
#: How many times the capitalised names must outnumber the others.
MAJORITY = 3


def check_name_styles(text: Text, known: Known) -> Iterator[LintFinding]:
    """RL485: each name whose content words are not all capitalised, in a kind whose other
    names capitalise them."""
    kinds: dict[str, dict[str, Term]] = defaultdict(dict)
    for term in known.vocabulary.terms:
        if len(term.name.split()) >= 2:
            kinds[term.kind].setdefault(term.name, term)
    for kind, names in kinds.items():
        odd = [name for name in names if _small_words(name)]
        styled = len(names) - len(odd)
        if not odd or styled < LEAST or styled < MAJORITY * len(odd):
            continue
        for name in odd:
            index = _first_printing(text, name)
            if index is None:
                continue
            small = ", ".join(f"'{w}'" for w in _small_words(name))
            yield text.finding(
                "RL485", index, name,
                f"the {kind} names of two words or more capitalise every word but function "
                f"words ({styled} of {len(names)}), but this one prints {small} in small "
                f"letters; print '{_capitalised(name)}'", 0.6)


def _small_words(name: str) -> list[str]:
    """The content words of a name printed in small letters."""
    return [w for w in name.split()
            if w[:1].isalpha() and w[:1].islower() and w.casefold() not in FUNCTION_WORDS]


def _capitalised(name: str) -> str:
    """The name with its small content words capitalised."""
    return " ".join(w[:1].upper() + w[1:] if w in _small_words(name) else w
                    for w in name.split())


def _first_printing(text: Text, name: str) -> int | None:
    """The index of the first line that prints the name exactly, as a whole."""
    pattern = re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])")
    for index, line in enumerate(text.manuscript.lines):
        if pattern.search(line.text):
            return index
    return None
