"""Synonym head nouns: one named component printed with another noun for the same kind of
physical thing (``Discard Pile`` and, once, ``Discard Deck``; the ``First Player token`` and,
once, the ``First Player marker``).

Code: RL108. A name is a run of one to three capitalised words (the modifier) before a head
noun from one of :data:`HEAD_CLASSES`: nouns that name the same kind of object on the table
(a deck, a pile and a stack are all cards in a heap; a token, a marker and a counter are all
small pieces). Nouns of different classes name different things (a ``Fortune card`` is not
the ``Fortune deck``), so only nouns of one class are compared. The established form is the
one the model holds, else the one the book prints most; the other is reported when the model
holds it as no name of its own (then they are two things, not two names).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, field

from rulesref.core.names import fold
from rulesref.lint.known import Known, Text
from rulesref.lint.model import LintFinding
from rulesref.lint.text import OPENERS, Token, base_form, singular

#: Head nouns that name the same kind of physical thing, class by class.
HEAD_CLASSES: tuple[frozenset[str], ...] = (
    frozenset({"deck", "pile", "stack"}),
    frozenset({"token", "marker", "counter", "chit"}),
    frozenset({"board", "mat"}),
    frozenset({"bag", "pouch", "cup"}),
    frozenset({"zone", "area", "region"}),
)
#: Longest modifier compared, in words.
LONGEST = 3
#: How sure the check is: the two forms share every word but a head noun of one class.
CONFIDENCE = 0.7


def _times(n: int) -> str:
    return "once" if n == 1 else f"{n} times"


#: Each head noun's class (the first that holds it: later classes are written first),
#: looked up once per word of a book.
_CLASS_OF: dict[str, frozenset[str]] = {
    noun: head_class for head_class in reversed(HEAD_CLASSES) for noun in head_class}


def _head_class(word: str) -> frozenset[str] | None:
    return _CLASS_OF.get(singular(fold(word)))


def _named(tok: Token) -> bool:
    """A word that may be part of a name: it starts with a capital (``Discard``, ``DISCARD``)
    and is no opener (``The``, ``Each``)."""
    return tok.text[:1].isupper() and fold(tok.text) not in OPENERS


@dataclass(slots=True)
class _Form:
    """Printings of one modifier with one head noun."""

    shown: str
    lines: list[int] = field(default_factory=list)


def _printings(text: Text) -> dict[tuple[str, str], _Form]:
    """(folded modifier, head noun) -> its printings: every run of one to
    :data:`LONGEST` name words before a head noun of a class, each of its endings."""
    out: dict[tuple[str, str], _Form] = {}
    for index, toks in enumerate(text.tokens):
        line = text.manuscript.lines[index].text
        for i, tok in enumerate(toks):
            if i == 0 or _head_class(tok.text) is None:
                continue
            head = singular(fold(tok.text))
            start = i
            while start > 0 and i - start < LONGEST and _named(toks[start - 1]) \
                    and line[toks[start - 1].end:toks[start].start] == " ":
                start -= 1
            for s in range(start, i):
                words = toks[s:i]
                if words[0].sentence_start and s == start and len(words) == 1:
                    continue  # a sentence's first word alone names nothing
                modifier = base_form(" ".join(t.text for t in words))
                form = out.setdefault((modifier, head), _Form(line[words[0].start:tok.end]))
                form.lines.append(index)
    return out


def check_synonyms(text: Text, known: Known) -> Iterator[LintFinding]:
    """RL108: a name printed with a head noun of the same class as the head noun of the
    name the model holds (or the book prints most), where the model holds the odd form as no
    name of its own."""
    forms = _printings(text)
    by_modifier: dict[tuple[str, frozenset[str]], list[str]] = defaultdict(list)
    for modifier, head in forms:
        cls = _head_class(head)
        assert cls is not None
        by_modifier[(modifier, cls)].append(head)
    reported: set[tuple[int, str]] = set()
    for (modifier, _cls), heads in sorted(by_modifier.items(), key=lambda kv: -len(
            kv[0][0].split())):
        if len(heads) < 2:
            continue
        held = [h for h in heads if known.is_known(f"{modifier} {h}")]
        if len(held) > 1:
            continue  # the model holds two of them: two things, or variants it records
        usual = held[0] if held else max(heads, key=lambda h: (len(forms[(modifier, h)].lines),
                                                                h))
        for head in sorted(heads):
            odd = forms[(modifier, head)]
            main = forms[(modifier, usual)]
            if head == usual or (not held and len(odd.lines) >= len(main.lines)):
                continue
            first = odd.lines[0]
            if (first, head) in reported:
                continue
            reported.update((n, head) for n in odd.lines)
            number, page = text.line_page(first)
            term = known.term(f"{modifier} {usual}") if held else None
            yield LintFinding(
                "RL108", text.manuscript.file, number, odd.shown,
                f"'{odd.shown}' ({_times(len(odd.lines))}) puts '{head}' where the "
                f"{'model' if held else 'book'} names '{main.shown}' "
                f"({_times(len(main.lines))}, from line {text.line_page(main.lines[0])[0]}); "
                f"a {head} and a "
                f"{usual} are the same kind of thing", CONFIDENCE, page=page,
                citation=str(term.cite) if term and term.cite else None,
                occurrences=len(odd.lines))
