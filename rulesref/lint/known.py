"""The vocabulary as lookup tables, and a manuscript as words and phrases: built once, shared
by every check."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field, replace

from rulesref.core.names import fold
from rulesref.lint.model import Line, LintFinding, Manuscript, Section, Term, Vocabulary
from rulesref.lint.text import (
    OPENERS,
    Phrase,
    Token,
    base_form,
    phrases,
    singular,
    spelling_key,
    squeeze,
    tokens,
)

#: Nouns that make a capitalised phrase a game term in any book.
HEAD_NOUNS = frozenset(fold(w) for w in (
    "Token", "Marker", "Counter", "Phase", "Step", "Card", "Deck", "Pile", "Table", "Zone",
    "Die", "Roll", "Test", "Action", "Activation", "Keyword", "Icon", "Point", "Chart",
))


@dataclass(frozen=True, slots=True)
class Known:
    """A vocabulary indexed for the checks."""

    vocabulary: Vocabulary
    terms: dict[str, Term]
    """Base form of every name and variant -> its term."""
    recorded: frozenset[str]
    """Base forms of recorded terms."""
    sections: dict[str, Section]
    """Base forms of section headings."""
    spellings: dict[str, Term]
    """British/American spelling key of every name's base form -> its term."""
    words: frozenset[str]
    """Every folded word of every name, variant, recorded term, section and extra word."""
    head_nouns: frozenset[str]
    """Folded head nouns (singular)."""
    shapes: dict[tuple[int, int], list[tuple[str, Term]]] = field(default_factory=dict)
    name_words: frozenset[str] = frozenset()
    """The words of :attr:`words` but those only section headings have (and recorded names
    that are headings): a heading is transcribed as printed, slip included, so its words
    are not names the model holds."""
    """Base forms by (number of words, length): near-variants are looked for among names
    of the same number of words and a length one apart."""
    longest: int = 0
    """The most words any name, variant, recorded term or heading has: no longer phrase is
    one, so the checks never look a longer one up (a run of thousands of capitalised words
    would otherwise be joined and folded once per word, in quadratic time)."""

    def is_known(self, phrase: str) -> bool:
        """Whether a phrase is a name, a variant, a recorded term or a heading."""
        key = base_form(phrase)
        return key in self.terms or key in self.recorded or key in self.sections

    def could_be_known(self, words: int) -> bool:
        """Whether a phrase of so many words may be a name at all."""
        return words <= self.longest

    def term(self, phrase: str) -> Term | None:
        """The term a phrase names (through its variants), if any."""
        return self.terms.get(base_form(phrase))


def build_known(vocabulary: Vocabulary) -> Known:
    """Index a vocabulary."""
    terms: dict[str, Term] = {}
    spellings: dict[str, Term] = {}
    words: set[str] = set()
    for term in vocabulary.terms:
        for form in (term.name, *term.variants):
            terms.setdefault(base_form(form), term)
            spellings.setdefault(spelling_key(base_form(form)), term)
            words.update(_words(form))
    recorded = frozenset(base_form(r) for r in vocabulary.recorded)
    sections = {base_form(s.name): s for s in vocabulary.sections}
    for r in vocabulary.recorded:
        if base_form(r) not in sections:  # a heading recorded as printed is no name
            words.update(_words(r))
    for w in vocabulary.words:
        words.update(_words(w))
    name_words = frozenset(words)
    for r in vocabulary.recorded:
        words.update(_words(r))
    for s in vocabulary.sections:
        words.update(_words(s.name))
    heads = HEAD_NOUNS | {singular(fold(h)) for h in vocabulary.head_nouns}
    shapes: dict[tuple[int, int], list[tuple[str, Term]]] = defaultdict(list)
    for form, term in terms.items():
        shapes[(len(form.split()), len(form))].append((form, term))
    longest = max((len(key.split()) for keys in (terms, recorded, sections) for key in keys),
                  default=0)
    return Known(vocabulary, terms, recorded, sections, spellings, frozenset(words), heads,
                 dict(shapes), name_words, longest)


def _words(text: str) -> set[str]:
    out = set()
    for word in re.findall(r"[^\W\d_]+(?:['’][^\W\d_]+)?", fold(text)):
        out.add(word)
        out.add(singular(word))
    return out


@dataclass(frozen=True, slots=True)
class Occurrence:
    """A phrase at a line of a manuscript."""

    phrase: Phrase
    line: int
    page: int | None
    full: str = ""
    """The phrase before a sentence's first word was dropped from it."""


@dataclass(slots=True)
class Text:
    """A manuscript as tokens and capitalised phrases per line."""

    manuscript: Manuscript
    tokens: list[list[Token]] = field(default_factory=list)
    phrases: list[Occurrence] = field(default_factory=list)
    squeezed: str = ""
    folded_counts: dict[str, int] = field(default_factory=dict)
    column_width: int | None = None
    """For a text whose lines look like two columns run together (extracted two-column
    pages), the usual width of one column in characters."""
    addresses: bool = False
    """Whether the manuscript prints a web or e-mail address or a handle (``@name``)
    anywhere: such spans are blanked out of its lines, so this is read before."""

    def at_column_join(self, index: int, position: int) -> bool:
        """Whether a position of a line may be where one column's line meets the next
        column's in run-together text."""
        if self.column_width is None:
            return False
        length = len(self.manuscript.lines[index].text)
        return length > position + 4 and 0.5 * self.column_width <= position \
            <= 1.1 * self.column_width

    def finding(self, code: str, index: int, shown: str, message: str, confidence: float,
                occurrences: int = 1) -> LintFinding:
        """A finding at the ``index``-th line, its words ``shown`` quoted at the message's
        start."""
        line = self.manuscript.lines[index]
        return LintFinding(code, self.manuscript.file, line.number, shown,
                           f"'{shown}': {message}", confidence, page=line.page,
                           occurrences=occurrences)

    def line_page(self, index: int) -> tuple[int, int | None]:
        """The line number and page of the ``index``-th line."""
        line = self.manuscript.lines[index]
        return line.number, line.page


#: Spans inside one run of non-space characters that are not prose: web addresses, e-mail
#: addresses, picture and page file names (a web page's text keeps its pictures' names:
#: ``cursed_edited.png``). Applied to one run at a time, never to more than
#: :data:`MAX_PROSE_TOKEN` characters, so its backtracking costs at most a constant per
#: character of the line.
_ADDRESS = r"(?:https?://|www\.)\S*|\S+@\S+\.\w+"
NOT_PROSE_TOKEN = re.compile(_ADDRESS + r"|\S+\.(?:png|jpe?g|gif|svg|webp|html?|pdf)\b",
                             re.IGNORECASE)
#: A web or e-mail address opening a line: it is blanked as an address even when the whole
#: line also reads as a file name.
ADDRESS_TOKEN = re.compile(_ADDRESS, re.IGNORECASE)
#: A handle (``@studio``): an address on a social site.
HANDLE = re.compile(r"(?<![\w@])@\w")
#: A whole line that is a picture's or page's file name (``Cursed Banner.png``); anchored,
#: with no two quantifiers over the same characters, so linear.
PICTURE_LINE = re.compile(r"[\w \-]*\.(?:png|jpe?g|gif|svg|webp|html?|pdf)\s*", re.IGNORECASE)
#: Longest run of non-space characters read as prose: a longer one is no word of a rulebook
#: (a hash, a data blob, a pasted address) and is blanked out whole.
MAX_PROSE_TOKEN = 100
_RUN = re.compile(r"\S+")


#: What every span :data:`NOT_PROSE_TOKEN` and :data:`PICTURE_LINE` blank out contains, or
#: a run longer than :data:`MAX_PROSE_TOKEN`: a line without any is prose as it stands.
_MAYBE_NOT_PROSE = re.compile(
    r"://|www\.|@|\.(?:png|jpe?g|gif|svg|webp|html?|pdf)|\S{" + str(MAX_PROSE_TOKEN + 1) + "}",
    re.IGNORECASE)


def prose(text: str) -> str:
    """A line with its non-prose spans blanked out, positions kept (in time linear in the
    line's length: see :data:`NOT_PROSE_TOKEN`)."""
    if _MAYBE_NOT_PROSE.search(text) is None:
        return text
    first = _RUN.search(text)
    if (PICTURE_LINE.fullmatch(text) and not (
            first and first.start() == 0 and ADDRESS_TOKEN.match(first.group()))):
        return " " * len(text)
    out = []
    done = 0
    for run in _RUN.finditer(text):
        token = run.group()
        if len(token) > MAX_PROSE_TOKEN:
            blanked = " " * len(token)
        else:
            blanked = NOT_PROSE_TOKEN.sub(lambda m: " " * len(m.group()), token)
        out += [text[done:run.start()], blanked]
        done = run.end()
    out.append(text[done:])
    return "".join(out)


def has_address(text: str) -> bool:
    """Whether a line prints a web or e-mail address or a handle, read one run of
    non-space characters at a time, each at most :data:`MAX_PROSE_TOKEN` long (so linear in
    the line's length, as :func:`prose`)."""
    if _MAYBE_NOT_PROSE.search(text) is None:
        return False
    return any(len(run.group()) <= MAX_PROSE_TOKEN and (
        ADDRESS_TOKEN.search(run.group()) or HANDLE.search(run.group()))
        for run in _RUN.finditer(text))


def _as_prose(line: Line) -> Line:
    """The line with its non-prose spans blanked out: the same line when it has none (most
    lines; a copy of each costs more than the blanking)."""
    plain = prose(line.text)
    return line if plain == line.text else replace(line, text=plain)


def analyse(manuscript: Manuscript) -> Text:
    """Tokenise a manuscript (web and file names blanked out) and collect its capitalised
    phrases that are not merely a sentence's first word (the first word is dropped, and
    openers such as ``The``)."""
    addresses = any(has_address(line.text) for line in manuscript.lines)
    manuscript = replace(manuscript, lines=tuple(_as_prose(line) for line in manuscript.lines))
    text = Text(manuscript, addresses=addresses)
    counts: dict[str, int] = defaultdict(int)
    for line in manuscript.lines:
        toks = tokens(line.text)
        text.tokens.append(toks)
        for tok in toks:  # one word: folding a plain one is case-folding it
            counts[tok.text.casefold() if tok.text.isascii() else fold(tok.text)] += 1
        for phrase in phrases(line.text, toks):
            trimmed = trim(phrase)
            if trimmed is not None:
                text.phrases.append(Occurrence(trimmed, line.number, line.page, phrase.text))
    text.squeezed = squeeze(" ".join(line.text for line in manuscript.lines))
    text.folded_counts = dict(counts)
    text.column_width = column_width([len(line.text) for line in manuscript.lines])
    return text


#: Longest line, in column widths, that two column lines run together make: each column line
#: may run a tenth past the usual width (:meth:`Text.at_column_join`), plus the gutter.
TWO_COLUMNS_SPAN = 2.6
#: Share of a text's long lines that must fit in :data:`TWO_COLUMNS_SPAN` for the text to
#: read as two columns run together.
TWO_COLUMNS_SHARE = 0.9


def column_width(lengths: list[int]) -> int | None:
    """The width of one column when a text's lines look like two columns run together;
    ``None`` otherwise (a single-column text has no seam).

    Two columns run together: a tenth of the lines are far longer than the median one,
    and nearly all the long lines are bounded by two column widths, since each is one
    line of each column. A single-column text whose paragraphs are one line each also has
    long lines, but they run to any length, many column widths past its short lines
    (headings), so it gets no column width."""
    filled = sorted(n for n in lengths if n)
    if len(filled) < 50:
        return None
    median = filled[len(filled) // 2]
    if filled[int(len(filled) * 0.9)] < 1.7 * median:
        return None
    single = [n for n in filled if n <= 1.2 * median]
    width = single[int(len(single) * 0.9)]
    long = [n for n in filled if n > 1.2 * median]
    bounded = sum(1 for n in long if n <= TWO_COLUMNS_SPAN * width)
    return width if bounded >= TWO_COLUMNS_SHARE * len(long) else None


def trim(phrase: Phrase) -> Phrase | None:
    """A phrase without a sentence's first word or leading openers; ``None`` if nothing
    capitalised is left."""
    words = list(phrase.words)
    offset = 0
    start = phrase.sentence_start
    while words and (start or fold(words[0]) in OPENERS or not words[0][0].isupper()):
        offset += len(words[0]) + 1
        words.pop(0)
        start = False
    if not words:
        return None
    text = phrase.text[offset:]
    return Phrase(text, phrase.start + offset, tuple(words), False)


def printings(text: Text, places: list[tuple[int, str]]) -> str:
    """A word's printings, given as (line index, word as printed), for a message:
    ``'Word' (6: p. 4, p. 9, p. 12, p. 20 and 2 more)``."""
    lines = [text.manuscript.lines[i] for i, _ in places]
    # each place once, though a line may print the word twice
    where = list(dict.fromkeys(f"p. {p.page}" if p.page is not None else f"line {p.number}"
                               for p in lines))
    more = f" and {len(where) - 4} more" if len(where) > 4 else ""
    return f"'{places[0][1]}' ({len(lines)}: {', '.join(where[:4])}{more})"
