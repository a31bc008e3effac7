"""Punctuation slips: doubled marks, a hyphen typed for a dash, and a list item whose
sentences stop but whose last one does not.

Codes: RL415 a full stop printed twice (``them..``), or two marks that never stand together
in English prose (``,,``, ``;;``, ``,.``); RL428 a spaced hyphen between two words, where a
dash belongs (``are limited - if they``); RL432 a list item of two sentences or more whose
last sentence has no closing mark (``2. Place a card. You cannot discard it``); RL436 a
semicolon before a phrase that is no clause (``his collection; including weapons``, ``the
general; be it coin``, ``and terrain; but may not end``, ``swarm; held in check``); RL440 a
quotation opened with a single mark and closed with a double one (``‘Which spell shall I
cast?”``); RL465 a comma before an opening bracket (``the deck is empty, (perhaps
because``): the bracket sets the aside off, so the comma goes after the closing bracket or
nowhere; RL468 two words printed joined by one mark in one place and by another elsewhere
(``Marsh - Frog`` and ``Marsh–Frog``): a hyphen, a spaced hyphen and a dash are different
marks; RL471 a comma before ``that`` opening a clause about a plural noun (``Heron cards,
that have``); RL473 a greeting without the comma before the one addressed (``Well met
adventurer!``).

RL415: an ellipsis (three stops or more, or ``…``) is no slip, nor is the stop that
closes an abbreviation before another mark (``e.g..``, ``i.e.,``, ``etc.,``: the stop is
the abbreviation's), nor marks after a digit (a range ``1..6``). Marks separated by
a space are left alone: in two-column text run together a line may end one column with a
stop and go on with another column's stray mark.

The scan looks at each character once, so it runs in time linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rulesref.lint.known import Text
from rulesref.lint.model import LintFinding

#: Marks a doubling is looked for in.
MARKS = frozenset(".,;:?!")
#: Pairs that English prose never prints (``!!`` and ``?!`` are emphasis, an ellipsis has
#: three stops): read as a slip.
SLIPS = frozenset({"..", ",,", ";;", "::", ",.", ";.", ":.", ",;", ";,", ".;", ",:", ":,"})


def check_punctuation(text: Text) -> Iterator[LintFinding]:
    """Every doubled mark (RL415), hyphen typed for a dash (RL428), list item left without
    its closing stop (RL432), semicolon before no clause (RL436), mismatched quotation
    (RL440), comma before a bracket (RL465), two joining marks (RL468), comma before a
    defining ``that`` (RL471) and greeting without its comma (RL473)."""
    yield from _doubled_marks(text)
    yield from _hyphen_dashes(text)
    yield from _open_items(text)
    yield from _semicolons(text)
    yield from _mismatched_quotes(text)
    yield from _comma_brackets(text)
    yield from _joins(text)
    yield from _comma_that(text)
    yield from _vocatives(text)


def _doubled_marks(text: Text) -> Iterator[LintFinding]:
    """RL415: every doubled mark, at its line, with the word it follows."""
    for index, line in enumerate(text.manuscript.lines):
        chars = line.text
        start = 0
        while start < len(chars):
            if chars[start] not in MARKS:
                start += 1
                continue
            end = start
            while end < len(chars) and chars[end] in MARKS:
                end += 1
            run = chars[start:end]
            if run in SLIPS and _after_word(chars, start) and not _inside_name(chars, end):
                word = _word_before(chars, start)
                sure = not text.at_column_join(index, start)
                yield LintFinding(
                    "RL415", text.manuscript.file, line.number, f"{word}{run}",
                    f"'{word}{run}': '{run}' prints two marks where one belongs",
                    0.85 if sure else 0.5, page=line.page)
            start = end


def _inside_name(chars: str, end: int) -> bool:
    """Whether the marks ending before ``end`` join two words into one name, with no space
    after them (``Config::Path``, a program's setting): a separator, not punctuation."""
    return end < len(chars) and chars[end].isalnum() and chars[end - 1] == ":"


def _after_word(chars: str, at: int) -> bool:
    """Whether the mark follows a word (or its closing bracket or quote) that is no
    abbreviation: a word with a stop inside (``e.g``), or a single letter (``p.``)."""
    before = at - 1
    while before >= 0 and chars[before] in ")]”’\"'":
        before -= 1
    if before < 0 or not chars[before].isalpha():
        return False
    word = _word_before(chars, before + 1)
    return len(word) > 1 and not _abbreviated(chars, before + 1 - len(word))


def _abbreviated(chars: str, start: int) -> bool:
    """Whether the word starting at ``start`` is the end of a dotted abbreviation
    (``i.e``: a stop right before it)."""
    return start > 0 and chars[start - 1] == "."


def _word_before(chars: str, end: int) -> str:
    """The letters right before ``end`` (closing brackets and quotes included)."""
    start = end
    while start > 0 and (chars[start - 1].isalpha() or chars[start - 1] in ")]”’\"'"):
        start -= 1
    return chars[start:end]



#: Two words with a hyphen between them spaced on both sides (``limited - if``).
_SPACED_HYPHEN = re.compile(r"([^\W\d_]+) - ([^\W\d_]+)")
#: Opening double and single quotation marks; a closing double mark ends a quotation (a
#: closing single mark is also an apostrophe, so it ends none).
_OPENING_QUOTES = "“‘"


def _hyphen_dashes(text: Text) -> Iterator[LintFinding]:
    """RL428: a hyphen with a space on each side between two words, outside quotation marks
    (a quoted title keeps its own punctuation) and away from a place where two columns may
    join: English joins words with an unspaced hyphen and sets a clause off with a dash.
    Quotation marks are counted once along the line, so a long line costs its length."""
    for index, line in enumerate(text.manuscript.lines):
        chars = line.text
        if "\t" in chars:
            continue  # a table's cells, not prose
        counted, depth, straight = 0, 0, 0
        for match in _SPACED_HYPHEN.finditer(chars):
            at = match.end(1) + 1
            for char in chars[counted:at]:
                depth += char in _OPENING_QUOTES
                depth -= char == "”" and depth > 0
                straight += char == '"'
            counted = at
            if depth > 0 or straight % 2 == 1 or text.at_column_join(index, at):
                continue
            shown = match.group(0)
            yield text.finding("RL428", index, shown,
                               "a hyphen spaced on both sides stands for a dash; print a "
                               f"dash ('{match.group(1)} – {match.group(2)}')", 0.6)


#: A list item's line: a number with a stop or bracket, or a bullet, then its text.
_ITEM = re.compile(r"\s*(?:\d{1,2}[.)]|[•*\-–])\s+(\S.*)")
#: A sentence's end inside an item: a word of two letters or more with no stop inside (no
#: abbreviation such as ``e.g.``), an end mark, a space, then a capital.
_INNER_END = re.compile(r"(?<![.\w])[^\W\d_]{2,}[)”’\"']?[.!?] +[A-Z]")
#: Marks an item may close with.
_CLOSING = ".!?:;)”\"'’…"


def _open_items(text: Text) -> Iterator[LintFinding]:
    """RL432: a list item on one line (the line after it blank, another item or the text's
    end) that holds two sentences or more, the earlier ones closed with a stop and the last
    one with no closing mark. Single-column text only: in two-column text run together a
    line's end is not the item's."""
    if text.column_width is not None:
        return
    lines = text.manuscript.lines
    for index, line in enumerate(lines):
        match = _ITEM.fullmatch(line.text.rstrip())
        if match is None:
            continue
        item = match.group(1)
        if item[-1] in _CLOSING or not _INNER_END.search(item):
            continue
        following = lines[index + 1].text if index + 1 < len(lines) else ""
        if following.strip() and _ITEM.fullmatch(following.rstrip()) is None:
            continue  # the item may go on in the next line
        last = item.split(". ")[-1]
        shown = " ".join(last.split()[-4:])
        yield text.finding("RL432", index, shown,
                           "the item's last sentence has no closing full stop, while its "
                           "earlier sentences have one", 0.7)


#: Words that open a phrase, never a clause, after a semicolon (English, closed): a
#: preposition-like participle, the subjunctive ``be``, and words that introduce examples.
NO_CLAUSE = frozenset({"including", "excluding", "be", "especially", "namely",
                       "particularly", "notably"})
#: Words after ``be`` that make it the subjunctive (``be it coin or provisions``), not a
#: command (``be sure to``).
_SUBJUNCTIVE_AFTER = frozenset({"it", "they"})
#: Words after an ``-ing`` word that make it a participle taking an object (``; leaving the
#: unit``), not a gerund that is the clause's subject (``; processing is``, ``; timing
#: claims``): articles, determiners and object pronouns (English, closed).
_OBJECT_OPENERS = frozenset({"the", "a", "an", "its", "their", "his", "her", "our", "your",
                             "my", "it", "them", "him", "us", "this", "these", "those",
                             "each", "every", "all", "any", "some", "no"})
#: Conjunctions that, straight before a verb, join a second predicate to the same subject.
_CONJUNCTIONS = frozenset({"and", "but", "or", "nor", "yet"})
#: Verbs and auxiliaries that need a subject before them (English, closed).
_NEEDS_SUBJECT = frozenset({"may", "must", "can", "cannot", "will", "would", "should",
                            "could", "might", "shall", "is", "are", "was", "were", "has",
                            "have", "does", "do"})
#: Words in ``-ing`` that are prepositions: an introductory phrase they open may lead into
#: a clause (``; during the day, it sleeps``).
_PREPOSITIONS_ING = frozenset({"during", "following", "according", "regarding", "concerning",
                               "considering", "pending", "notwithstanding", "excepting",
                               "barring", "assuming", "provided"})
#: A semicolon, a space and two words.
_AFTER_SEMICOLON = re.compile(r";[ ]([^\W\d_]+)[ ]([^\W\d_]+)")
#: English's irregular past participles that are not also a verb's bare form (``held``,
#: ``given``; not ``set`` or ``put``, which may open a command): closed.
_IRREGULAR_PARTICIPLES = frozenset({
    "held", "made", "built", "kept", "known", "found", "given", "taken", "seen", "led",
    "bound", "driven", "drawn", "born", "borne", "won", "lost", "hidden", "thrown", "shown",
    "told", "brought", "caught", "sold", "sent", "spent", "torn", "worn", "written",
    "broken", "chosen", "frozen", "spoken", "stolen", "fed", "laid", "paid", "struck",
    "stuck", "hung", "sworn", "fought", "sought", "taught", "bought", "dealt", "slain",
    "ridden", "risen", "fallen", "forgotten", "forgiven", "beaten", "bitten", "eaten",
    "shaken", "woven"})
#: Prepositions that, after a past participle, make it open a phrase (``held in check``,
#: ``driven by hunger``): closed.
_AFTER_PARTICIPLE = frozenset({
    "in", "by", "with", "to", "at", "on", "from", "for", "into", "onto", "as", "under",
    "over", "through", "against", "among", "within", "beyond", "behind", "beneath",
    "across", "along", "around", "upon"})


def _participle(word: str) -> bool:
    """Whether a word in ``-ing`` is a verb's participle by the dictionary (``leaving``,
    ``making``), not a noun such as ``nothing`` or a preposition such as ``during``."""
    from rulesref.lint.spelling import english

    if not word.endswith("ing") or len(word) < 6 or word in _PREPOSITIONS_ING:
        return False
    checker = english()
    stem = word[:-3]
    return word in checker and any(
        len(s) >= 3 and s in checker for s in (stem, stem + "e", stem[:-1]
                                               if stem[-1:] == stem[-2:-1] else ""))


def _past_participle(word: str) -> bool:
    """Whether a word is a verb's past participle and no bare form: one of
    :data:`_IRREGULAR_PARTICIPLES`, or a word in ``-ed`` by the dictionary whose stem, with
    its ``e`` or ``y`` put back or its doubled consonant undone, is an English word of
    three letters or more (``moved``, ``carried``, ``stopped``; not ``need`` or ``red``)."""
    from rulesref.lint.spelling import english

    if word in _IRREGULAR_PARTICIPLES:
        return True
    if not word.endswith("ed") or len(word) < 5:
        return False
    checker = english()
    stem = word[:-2]
    stems = (stem, word[:-1], stem[:-1] if stem[-1:] == stem[-2:-1] else "",
             stem[:-1] + "y" if stem.endswith("i") else "")
    return word in checker and any(len(s) >= 3 and s in checker for s in stems)


#: How far either side of a semicolon its clauses are read, in characters: far enough for a
#: sentence, and a bound that keeps a long line of semicolons linear.
CLAUSE_REACH = 200


def _read_on(text: Text, index: int) -> str:
    """The ``index``-th line, and in one-column text the next line after it: a clause
    after a semicolon may go on past the line's end (``; reading it`` / ``back gives``)."""
    lines = text.manuscript.lines
    chars = lines[index].text
    if text.column_width is None and index + 1 < len(lines):
        return f"{chars.rstrip()} {lines[index + 1].text.strip()}"
    return chars


def _has_own_verb(chars: str, at: int) -> bool:
    """Whether the clause going on from ``at`` to the next mark holds a finite verb
    (``; reading it back gives``): the ``-ing`` word is then a gerund, its subject."""
    from rulesref.lint.grammar import SINGULAR_VERBS

    rest = re.split(r"[,;:.!?()]", chars[at:at + CLAUSE_REACH], maxsplit=1)[0]
    words = [_NEGATED.sub("", w.casefold()) for w in rest.split()]
    return any(w in SINGULAR_VERBS or w in _NEEDS_SUBJECT or w in _SHORT_NEGATIVES
               for w in words)


#: A negative's contracted ``not`` (``doesn't``, ``isn’t``): the verb before it is finite.
_NEGATED = re.compile(r"n['’]t$")
#: The stems contracted negatives leave whose verb is spelt otherwise (``won't``,
#: ``can't``), and ``did``.
_SHORT_NEGATIVES = frozenset({"wo", "ca", "did"})


#: Forms of ``be`` that a clause after a semicolon may leave out when the clause before it
#: has one (``it is unused; kept for old files``: ``it is kept``).
_BE_FORMS = frozenset({"is", "are", "was", "were", "be", "been", "being"})


def _gapped_be(text: Text, index: int, at: int) -> bool:
    """Whether the sentence before the semicolon at ``at`` holds a form of ``be`` (in this
    line, and in one-column text the line before): a past participle after the semicolon
    then shares it and its subject, and is a clause with the verb left out."""
    before = text.manuscript.lines[index].text[max(0, at - CLAUSE_REACH):at]
    if text.column_width is None and index > 0:
        before = f"{text.manuscript.lines[index - 1].text[-CLAUSE_REACH:]} {before}"
    sentence = re.split(r"[.!?;:]\s", before)[-1]
    return any(w.casefold() in _BE_FORMS for w in re.findall(r"[^\W\d_]+", sentence))


def _leads_into_clause(chars: str, at: int) -> bool:
    """Whether the phrase going on from ``at`` is closed by a comma before its sentence
    ends (``; driven by hunger, the frogs hop``): an introductory phrase before the
    clause it belongs to."""
    rest = re.split(r"[.!?;:]", chars[at:at + CLAUSE_REACH], maxsplit=1)[0]
    return "," in rest


def _in_brackets(chars: str, at: int) -> bool:
    """Whether a bracket opened before ``at`` on the line is still open there: semicolons
    inside brackets part a list's items, which need not be clauses."""
    start = max(0, at - CLAUSE_REACH)
    return chars.rfind("(", start, at) > chars.rfind(")", start, at)


def _semicolons(text: Text) -> Iterator[LintFinding]:
    """RL436: a semicolon, which joins two clauses, before a phrase that cannot be one: a
    word of :data:`NO_CLAUSE` or a participle (``; including``, ``; be it``, ``; leaving``),
    a past participle before a preposition (``; held in check``), or a conjunction straight
    before a verb that needs a subject (``; but may``). A comma, colon or dash belongs
    there. Not across a place where two columns may join; a past participle not inside
    brackets, where semicolons may part a list's items, nor where the clause before has a
    ``be`` it may share (:func:`_gapped_be`) or a comma closes the phrase before its
    clause (:func:`_leads_into_clause`); an ``-ing`` word only before its object and with
    no verb of its own clause after it (a gerund subject)."""
    for index, line in enumerate(text.manuscript.lines):
        for match in _AFTER_SEMICOLON.finditer(line.text):
            first, second = match.group(1), match.group(2)
            key, after = first.casefold(), second.casefold()
            passive = after in _AFTER_PARTICIPLE and _past_participle(key) \
                and not _in_brackets(line.text, match.start()) \
                and not _gapped_be(text, index, match.start()) \
                and not _leads_into_clause(line.text, match.end())
            if key == "be" and after not in _SUBJUNCTIVE_AFTER:
                continue
            clause = _read_on(text, index)
            # an -ing word with a verb of its own after it is that verb's subject (a gerund:
            # '; including them is optional'); a participle's phrase a comma closes leads
            # into its clause ('; seeing the sun, the frogs cheer')
            gerund = key.endswith("ing") and _has_own_verb(clause, match.end())
            active = _participle(key) and after in _OBJECT_OPENERS and not gerund \
                and not _leads_into_clause(clause, match.end())
            if not ((key in NO_CLAUSE and not gerund) or active or passive
                    or (key in _CONJUNCTIONS and after in _NEEDS_SUBJECT)):
                continue
            if text.at_column_join(index, match.start() + 1):
                continue
            word = _word_before(line.text, match.start())
            shown = f"{word}; {first} {second}"
            yield text.finding("RL436", index, shown,
                               f"a semicolon joins two clauses, but '{first} {second}' opens "
                               "no clause; a comma, colon or dash belongs there", 0.6)


#: The most words a finding shows of a quotation.
SHOWN_WORDS = 8


def _mismatched_quotes(text: Text) -> Iterator[LintFinding]:
    """RL440: an opening single quotation mark (``‘`` after a space, a bracket or the line's
    start, before a letter) whose quotation, on the same line, ends at a closing double mark
    (``”``) before any closing single one. A ``’`` before a letter is an apostrophe and
    reads on; a ``”`` after a digit or a lone letter is an inch mark (``4”``, ``x”``) and
    reads on too; another opening mark ends the search. Each character is read once."""
    for index, line in enumerate(text.manuscript.lines):
        chars = line.text
        opened: int | None = None
        for at, char in enumerate(chars):
            if char in "‘“":
                opened = None
                if char == "‘" and (at == 0 or chars[at - 1] in " \t([") \
                        and chars[at + 1:at + 2].isalpha():
                    opened = at
            elif opened is None:
                continue
            elif char == "’" and not chars[at + 1:at + 2].isalpha():
                opened = None
            elif char == "”" and not _inch_mark(chars, at):
                if not text.at_column_join(index, opened):
                    words = chars[opened:at + 1].split()
                    shown = " ".join(words if len(words) <= SHOWN_WORDS
                                     else [*words[:2], "…", *words[-2:]])
                    yield text.finding("RL440", index, shown,
                                       "the quotation opens with a single mark (‘) and closes "
                                       "with a double one (”); close it with ’", 0.7)
                opened = None


def _inch_mark(chars: str, at: int) -> bool:
    """Whether the ``”`` at ``at`` follows a digit or a lone letter (``4”``, ``x”``)."""
    before = chars[max(0, at - 40):at].split()[-1:] or [""]
    word = before[0].lstrip("‘“([\"'")
    return not word or word[-1].isdigit() or (len(word) == 1 and word.isalpha())


#: The least share of a column's width that a column's line ending in mid-paragraph fills.
FULL_LINE = 0.75
#: A comma after a word, then a space and an opening bracket before a word (``empty, (perhaps``).
_COMMA_BRACKET = re.compile(r"([^\W\d_]+[”’\"']?), \(([^\W\d_]+)(\)?)")
#: A list item's label: one letter or a roman numeral (``a``, ``iv``, ``xii``).
_LABEL = re.compile(r"[^\W\d_]|m{0,3}(?:cm|cd|d?c{0,3})(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})",
                    re.IGNORECASE)


def _comma_brackets(text: Text) -> Iterator[LintFinding]:
    """RL465: a comma straight before an opening bracket and its aside's first word. English
    sets an aside off with brackets alone; a comma belongs after the closing bracket, where
    the sentence goes on. Not where two columns may join: a column's line that ends with a
    comma ends in mid-paragraph, so it runs nearly the column's full width
    (:data:`FULL_LINE` of it at the least, up to where :meth:`Text.at_column_join` allows).
    Nor before a bracketed list label, a letter or a roman numeral closed at once (``in each
    town, (ii) in each village``): the comma ends the previous item of the list, and the
    bracket marks the next item, not an aside."""
    for index, line in enumerate(text.manuscript.lines):
        for match in _COMMA_BRACKET.finditer(line.text):
            if match.group(3) and _LABEL.fullmatch(match.group(2)):
                continue
            width = text.column_width
            if width is not None and FULL_LINE * width <= match.end(1) + 1 \
                    and text.at_column_join(index, match.end(1) + 1):
                continue
            shown = f"{match.group(1)}, ({match.group(2)}"
            yield text.finding("RL465", index, shown,
                               "a comma before an opening bracket: the bracket sets the aside "
                               f"off, so drop the comma or move it after the closing bracket "
                               f"('{match.group(1)} ({match.group(2)}')", 0.6)


#: Two words joined by a hyphen or a dash, spaced or not.
_JOIN = re.compile(r"\b([^\W\d_]+)( ?[-–—] ?)([^\W\d_]+)\b")


def _joins(text: Text) -> Iterator[LintFinding]:
    """RL468: the same two words (folded) joined by different marks in different printings
    (a hyphen, a spaced hyphen, an en or em dash, spaced or not): one finding at the first
    printing of the less common join (the later one, on a tie), naming every join."""
    from rulesref.core.names import fold

    joins: dict[tuple[str, str], dict[str, list[tuple[int, str]]]] = {}
    for index, line in enumerate(text.manuscript.lines):
        for match in _JOIN.finditer(line.text):
            key = (fold(match.group(1)), fold(match.group(3)))
            joins.setdefault(key, {}).setdefault(match.group(2), []).append(
                (index, match.group(0)))
    for marks in joins.values():
        if len(marks) < 2:
            continue
        ranked = sorted(marks.values(), key=lambda p: (-len(p), p[0][0]))
        rare = ranked[-1]
        others = "; ".join(f"'{p[0][1]}' ({len(p)}: line "
                           f"{text.line_page(p[0][0])[0]})" for p in ranked[:-1])
        yield text.finding("RL468", rare[0][0], rare[0][1],
                           f"the words are joined by another mark elsewhere, {others}; "
                           "print one mark for one name", 0.6, occurrences=len(rare))


#: A word, a comma, ``that`` and a plural verb (``Minefield cards, that have``).
_COMMA_THAT = re.compile(r"([^\W\d_]+), that (have|are|were)\b")


def _comma_that(text: Text) -> Iterator[LintFinding]:
    """RL471: a plural noun (by the dictionary), a comma, then ``that`` and a plural verb
    (``have``, ``are``, ``were``): a demonstrative ``that`` would take a singular verb, so
    this ``that`` opens a relative clause about the noun, and English sets no comma before
    it; an aside after a comma opens with ``which``. Not where two columns may join."""
    from rulesref.lint.grammar import plural_noun

    for index, line in enumerate(text.manuscript.lines):
        if ", that " not in line.text:
            continue
        for match in _COMMA_THAT.finditer(line.text):
            noun, verb = match.group(1), match.group(2)
            if not plural_noun(noun.casefold()) \
                    or text.at_column_join(index, match.end(1) + 1):
                continue
            shown = match.group(0)
            yield text.finding("RL471", index, shown,
                               f"a comma before 'that', which opens a clause about "
                               f"'{noun}': drop the comma ('{noun} that {verb}'), or make "
                               f"it an aside with which ('{noun}, which {verb}')", 0.6)


#: Greetings that address someone (English, closed): the one addressed is set off by a
#: comma (``Well met, adventurer!``).
_GREETINGS = r"Well met|Greetings|Hail|Hello|Farewell|Goodbye|Good luck|Congratulations|Welcome"
#: A greeting, then one word and an exclamation mark or a stop.
_VOCATIVE = re.compile(r"\b(" + _GREETINGS + r") ([^\W\d_]+)([!.])")
#: Words after a greeting that are no one addressed: adverbs (``Welcome back!``, ``Hello
#: again.``), English, closed.
_NOT_ADDRESSED = frozenset({"back", "home", "again", "aboard", "there", "too", "indeed",
                            "anyway", "all", "everyone", "everybody", "then", "now",
                            "here", "once", "friends"})


#: Words before a noun: the book's nouns are the words it prints after one of them, straight
#: or past one word (``the great adventurer``).
_NOUN_MARKERS = frozenset({"a", "an", "the", "your", "our", "my", "this", "that", "each",
                           "every", "his", "her", "their"})


def _nouns(text: Text) -> set[str]:
    """The words the book uses as nouns: printed after one of :data:`_NOUN_MARKERS`,
    straight or past one word."""
    found: set[str] = set()
    for toks in text.tokens:
        for at, tok in enumerate(toks[:-1]):
            if tok.text.casefold() in _NOUN_MARKERS:
                found.update(t.text.casefold() for t in toks[at + 1:at + 3])
    return found


def _vocatives(text: Text) -> Iterator[LintFinding]:
    """RL473: a greeting that opens a sentence (:data:`_GREETINGS`) followed straight by
    one word and ``!`` or a stop, with no comma before the word: English sets the one
    addressed off by a comma. The word must be one the book uses as a noun elsewhere
    (:func:`_nouns`: one addressed is named by a noun; ``Farewell forever!``). Adverbs
    (:data:`_NOT_ADDRESSED`) and a greeting inside quotation marks (a quoted string,
    printed as it is) are left alone, and so are places where two columns may join."""
    nouns: set[str] | None = None
    for index, line in enumerate(text.manuscript.lines):
        chars = line.text
        counted, quotes = 0, 0  # quotation marks are counted once along the line
        for match in _VOCATIVE.finditer(chars):
            greeting, word = match.group(1), match.group(2)
            quotes += sum(chars.count(q, counted, match.start()) for q in "\"“")
            counted = match.start()
            before = match.start() - 1
            while before >= 0 and chars[before].isspace():
                before -= 1  # the spaces before this match only: linear along the line
            if (before >= 0 and chars[before] not in ".!?") \
                    or word.casefold() in _NOT_ADDRESSED or quotes % 2 == 1 \
                    or text.at_column_join(index, match.start(2)):
                continue
            nouns = _nouns(text) if nouns is None else nouns
            if word.casefold() not in nouns:
                continue
            shown = match.group(0)
            yield text.finding("RL473", index, shown,
                               f"the one addressed after '{greeting}' is set off by a "
                               f"comma ('{greeting}, {word}{match.group(3)}')", 0.6)
