"""Number checks: a sentence that states a number about an entity the model holds.

Code RL301: the sentence names exactly one entity of a kind of fact (a spell class, a token)
and states exactly one number with that fact's unit (``4 Mercury``, ``10 damage``), and the
number differs from the model's. A sentence naming two such entities, or two numbers, is
ambiguous and is left alone.
"""

from __future__ import annotations

import bisect
import re
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass

from rulesref.lint.known import Known, Text
from rulesref.lint.model import Line, LintFinding, NumberFact

NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
_NUMBER = r"(\d+|" + "|".join(NUMBER_WORDS) + r")"
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"“])")


@dataclass(frozen=True, slots=True)
class Sentence:
    """A sentence of a paragraph, and where it lies: ``starts[i]`` is the offset in
    ``text`` where ``lines[i]`` begins."""

    text: str
    starts: tuple[int, ...]
    lines: tuple[int, ...]
    pages: tuple[int | None, ...]

    def where(self, offset: int) -> tuple[int, int | None]:
        """The line number and page of a character of the sentence."""
        i = bisect.bisect_right(self.starts, offset) - 1
        return self.lines[max(i, 0)], self.pages[max(i, 0)]


def sentences(text: Text) -> Iterator[Sentence]:
    """The sentences of a manuscript: paragraphs are runs of non-blank lines."""
    paragraph: list[Line] = []

    def flush() -> Iterator[Sentence]:
        starts, offset = [], 0
        for line in paragraph:
            starts.append(offset)
            offset += len(line.text.strip()) + 1
        joined = " ".join(line.text.strip() for line in paragraph) + " "
        start = 0
        for match in [*_SENTENCE.finditer(joined), None]:
            end = match.start() if match else len(joined)
            if joined[start:end].strip():
                first = bisect.bisect_right(starts, start) - 1
                last = bisect.bisect_right(starts, end) - 1
                chosen = paragraph[first:last + 1]
                yield Sentence(joined[start:end],
                               tuple(starts[i] - start for i in range(first, last + 1)),
                               tuple(line.number for line in chosen),
                               tuple(line.page for line in chosen))
            if match:
                start = match.end()
        paragraph.clear()

    for line in text.manuscript.lines:
        if not line.text.strip():
            yield from flush()
        else:
            paragraph.append(line)
    yield from flush()


def check_numbers(text: Text, known: Known) -> Iterator[LintFinding]:
    """Numbers in sentences, or in brackets after a name, that disagree with the model."""
    yield from _bracketed(text, known)
    yield from _in_sentences(text, known)


def _bracketed(text: Text, known: Known) -> Iterator[LintFinding]:
    """``Cantrip (2)``: a number in brackets straight after the name of a fact that the
    book prints that way."""
    facts = [f for f in known.vocabulary.facts if f.bracketed]
    if not facts:
        return
    patterns = [(f, re.compile(r"\b(" + "|".join(re.escape(n) for n in f.forms)
                               + r")(?:s|es)?\s?\((\d+)\)")) for f in facts]
    reported: set[str] = set()
    for line in text.manuscript.lines:
        for fact, pattern in patterns:
            for match in pattern.finditer(line.text):
                stated = int(match.group(2))
                if stated == fact.value or match.group(0) in reported:
                    continue
                reported.add(match.group(0))
                yield LintFinding(
                    "RL301", text.manuscript.file, line.number, match.group(0),
                    f"'{match.group(0)}' gives {fact.entity} a {fact.quantity} of {stated}; "
                    f"the model has {fact.value}", 0.85, page=line.page,
                    citation=str(fact.cite) if fact.cite else None)


def _in_sentences(text: Text, known: Known) -> Iterator[LintFinding]:
    """A number with a fact's unit in a sentence naming exactly one of its entities."""
    groups: dict[tuple[str, tuple[str, ...]], list[NumberFact]] = defaultdict(list)
    for fact in known.vocabulary.facts:
        if fact.units:
            groups[(fact.quantity, fact.units)].append(fact)
    if not groups:
        return
    compiled = []
    for (quantity, units), facts in groups.items():
        amount = re.compile(_NUMBER + r"\s+(?:" + "|".join(re.escape(u) for u in units)
                            + r")\b", re.IGNORECASE)
        named = [(fact, re.compile(r"\b(?:" + "|".join(re.escape(f) for f in fact.forms)
                                   + r")(?:s|es)?\b")) for fact in facts]
        compiled.append((quantity, amount, named))
    reported: set[tuple[str, str]] = set()
    for sentence in sentences(text):
        for quantity, amount, named in compiled:
            numbers = list(amount.finditer(sentence.text))
            values = {_value(m.group(1)) for m in numbers}
            if len(values) != 1:
                continue
            mentioned = [(fact, m) for fact, pattern in named
                         if (m := pattern.search(sentence.text))]
            if len({fact.entity for fact, _ in mentioned}) != 1:
                continue
            fact, name = mentioned[0]
            stated = values.pop()
            if stated == fact.value:
                continue
            number = numbers[0]
            words = f"{name.group(0)} ... {number.group(0)}"
            if (fact.entity, words) in reported:
                continue
            reported.add((fact.entity, words))
            line, page = sentence.where(number.start())
            yield LintFinding(
                "RL301", text.manuscript.file, line, words,
                f"the sentence gives {fact.entity} a {quantity} of {stated}; the model has "
                f"{fact.value}", 0.8, page=page,
                citation=str(fact.cite) if fact.cite else None)


def _value(raw: str) -> int:
    return NUMBER_WORDS.get(raw.lower(), 0) if not raw.isdigit() else int(raw)
