"""Slips that leave real words, found from the book's own usage: a word in a set phrase the
book prints again and again, replaced once by a word a small edit away; a sentence's first
word that lost its first letter; confused English idioms; ``amount`` for ``number``; and
words confused with a word that sounds alike where the words around fix the right one.

Codes: RL408 a real-word error (``with 4" of`` in a book that prints ``within 4" of`` forty
times; ``faced down`` beside the book's ``face down``); RL409 a confused idiom (``slight of
hand``); RL410 a word that lost its first letter at a sentence's start (``t the start``);
RL431 ``amount of`` before a plural the book counts with ``number of``; RL433 a confusable
word in a context that fixes the other (``more then``, ``it's own``, ``could of``); RL435
``i.e.`` before one example of a sameness (``the same name (i.e. all say 'AMARA')``), or
``e.g.`` before a restatement by exclusion (``(e.g. not your own edge)``); RL437 a
possessive that lost its apostrophe (``the Defenders deployment zone`` in a book that prints
``Defender's deployment`` four times, ``players hands`` beside ``players' hands``); RL439
the middle noun of a three-word compound printed plural once where the book prints it
singular (``target numbers table`` beside six printings of ``target number table``).

A spelling check cannot see these, since every word is in the dictionary. What gives them
away is the book itself: its word pairs and triples (numbers taken as one symbol, so ``4"``
and ``8"`` are the same phrase) are counted, and a phrase printed once is compared with the
phrase the book prints in the same context, most of the time there. The idioms are general
English, not any book's.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import dataclass

from rulesref.core.names import fold
from rulesref.lint.known import Known, Text
from rulesref.lint.model import LintFinding
from rulesref.lint.spelling import english
from rulesref.lint.text import edit_distance, singular

#: Times the book must print the phrase in a context to make it the book's own.
ESTABLISHED = 3
#: Times it must print it when the odd word is printed elsewhere too (a common word).
WELL_ESTABLISHED = 5
#: The share of a context's printings the book's phrase must have.
SHARE = 0.5
#: Shortest word judged (shorter words are too easily another: ``the``, ``then``).
SHORTEST = 4
#: The longest phrase compared, in words.
LONGEST = 3

#: English idioms often printed with a word that sounds alike (eggcorns and malapropisms
#: from usage guides), as (wrong, right); compared as folded words.
CONFUSED_IDIOMS: tuple[tuple[str, str], ...] = (
    ("slight of hand", "sleight of hand"),
    ("free reign", "free rein"),
    ("tow the line", "toe the line"),
    ("baited breath", "bated breath"),
    ("case and point", "case in point"),
    ("for all intensive purposes", "for all intents and purposes"),
    ("one in the same", "one and the same"),
    ("mute point", "moot point"),
    ("nip it in the butt", "nip it in the bud"),
    ("wreck havoc", "wreak havoc"),
    ("sneak peak", "sneak peek"),
    ("damp squid", "damp squib"),
    ("on tender hooks", "on tenterhooks"),
    ("by in large", "by and large"),
    ("lose cannon", "loose cannon"),
    ("beckon call", "beck and call"),
    ("past muster", "pass muster"),
    ("per say", "per se"),
    ("vocal chords", "vocal cords"),
    ("tongue and cheek", "tongue in cheek"),
    ("bare in mind", "bear in mind"),
    ("in the throws of", "in the throes of"),
    ("wet your appetite", "whet your appetite"),
    ("peak your interest", "pique your interest"),
    ("peaked my interest", "piqued my interest"),
    ("deep seeded", "deep-seated"),
    ("heart rendering", "heart-rending"),
    ("extract revenge", "exact revenge"),
    ("hair's breath", "hair's breadth"),
    ("in ernest", "in earnest"),
)

_DETERMINERS = frozenset({"the", "a", "an", "all", "any", "each", "every", "this", "that",
                          "these", "those", "their", "its", "his", "her", "your", "our"})
_COMPARATIVES = frozenset({
    "more", "less", "fewer", "rather", "greater", "higher", "lower", "better", "worse",
    "larger", "smaller", "bigger", "wider", "narrower", "closer", "further", "farther",
    "faster", "slower", "stronger", "weaker", "tougher", "longer", "shorter", "earlier"})
_MODALS = frozenset({"could", "would", "should", "must", "might"})
#: Personal pronouns as subjects: the verb after one takes any tense or person.
_SUBJECT_PRONOUNS = frozenset({"i", "you", "he", "she", "it", "we", "they"})
#: Auxiliaries: the verb after one (an adverb between or not) takes the form they ask for.
_AUXILIARIES = frozenset({"have", "has", "had", "having", "be", "been", "being", "is", "are",
                          "was", "were", "am", "do", "does", "did"})
#: Endings that inflect an English verb.
_VERB_ENDINGS = ("ed", "d", "s", "es", "ing")
_MOTION = frozenset({"move", "moves", "moved", "moving", "go", "goes", "went", "going", "fly",
                     "flies", "flew", "walk", "walks", "walked", "run", "runs", "ran"})
#: English words often printed for a word that sounds alike, each in a context that fixes
#: which one is meant: (printed, words that may stand before it or ``None`` for any, words
#: that may follow it or ``None``, the word meant). Compared as folded words.
CONFUSABLES: tuple[tuple[str, frozenset[str] | None, frozenset[str] | None, str], ...] = (
    ("then", _COMPARATIVES, None, "than"),
    ("it's", None, frozenset({"own"}), "its"),
    ("its", None, frozenset({"a", "an", "not", "been", "being"}), "it's"),
    ("of", _MODALS, None, "have"),
    ("their", None, frozenset({"is", "are", "was", "were"}), "there"),
    ("there", None, frozenset({"own"}), "their"),
    ("too", None, frozenset({"the", "a", "an"}), "to"),
    ("past", frozenset({"has", "have", "had"}), None, "passed"),
    ("passed", _MOTION, None, "past"),
    ("weather", None, frozenset({"or"}), "whether"),
    ("effect", frozenset({"will", "may", "can", "cannot", "must", "does", "not"}),
     _DETERMINERS, "affect"),
    ("affect", frozenset({"an", "the", "no", "any", "this", "that"}), None, "effect"),
    ("who's", None, frozenset({"turn", "unit", "units", "army", "own"}), "whose"),
    ("advice", frozenset({"will", "may", "we", "i"}), None, "advise"),
    ("advise", frozenset({"some", "any", "good", "the", "this", "my", "our", "your"}), None,
     "advice"),
    ("breath", frozenset({"to", "can", "cannot", "may", "must"}), None, "breathe"),
    ("principal", frozenset({"in"}), None, "principle"),
)
_TOKEN = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*|\d+")
#: What may stand between two words of one phrase: spaces, and the inch mark or quote a
#: measurement ends with (``4” of``).
_GAP = re.compile(r"[ ”\"'’]+")
_SENTENCE_END = frozenset(".!?:")
NUMBER = "N"


@dataclass(slots=True)
class _Word:
    """One word of the text, as compared (folded; a number is :data:`NUMBER`). Not frozen:
    a book has tens of thousands of words, and a frozen record is built three times slower
    (nothing changes one once built)."""

    key: str
    shown: str
    index: int
    """The line's index."""
    start: int
    joined: bool
    """Whether it continues a phrase with the word before (same line, or the start of the
    next line)."""


def _stream(text: Text) -> list[_Word]:
    out: list[_Word] = []
    for index, line in enumerate(text.manuscript.lines):
        previous: re.Match[str] | None = None
        for match in _TOKEN.finditer(line.text):
            token = match.group()
            if token[0].isdigit():
                key = NUMBER
            elif token.isascii():  # one word: folding it is case-folding it
                key = token.casefold()
            else:
                key = fold(token).replace("’", "'")
            if previous is None:
                joined = bool(out) and out[-1].index == index - 1
            else:
                gap = line.text[previous.end():match.start()]
                joined = gap == " " or _GAP.fullmatch(gap) is not None
            out.append(_Word(key, token, index, match.start(), joined))
            previous = match
    return out


def check_usage(text: Text, known: Known) -> Iterator[LintFinding]:
    """Real-word errors against the book's own phrases, lost first letters and confused
    idioms."""
    stream = _stream(text)
    checker = english()
    plain = [w.key == NUMBER or w.key in checker for w in stream]
    yield from _real_words(text, known, stream, plain)
    yield from _lost_first_letter(text, stream)
    yield from _idioms(text, stream)
    yield from _amounts(text, stream)
    yield from _confusables(text, stream)
    yield from _abbreviations(text)
    yield from _lost_apostrophes(text, stream)
    yield from _plural_modifiers(text, stream, plain)


def _contexts(stream: list[_Word], english_words: list[bool]) -> dict[
        tuple[int, int, str, str], dict[str, list[int]]]:
    """Every phrase of two or three words with one word left out (its context: the phrase's
    length, the gap's place and the other words, all English words or numbers, the second
    empty for a pair), and where
    each word printed in the gap stands in the stream."""
    contexts: dict[tuple[int, int, str, str], dict[str, list[int]]] = {}

    def add(context: tuple[int, int, str, str], word: str, at: int) -> None:
        fillers = contexts.get(context)
        if fillers is None:
            contexts[context] = {word: [at]}
        elif word in fillers:
            fillers[word].append(at)
        else:
            fillers[word] = [at]

    keys = [w.key for w in stream]
    joined = [w.joined for w in stream] + [False]
    for i in range(len(stream) - 1):
        if not joined[i + 1]:
            continue
        a, b = keys[i], keys[i + 1]
        plain_a, plain_b = english_words[i], english_words[i + 1]
        if plain_b:
            add((2, 0, b, ""), a, i)
        if plain_a:
            add((2, 1, a, ""), b, i + 1)
        if not joined[i + 2]:
            continue
        c, plain_c = keys[i + 2], english_words[i + 2]
        if plain_b and plain_c:
            add((3, 0, b, c), a, i)
        if plain_a and plain_c:
            add((3, 1, a, c), b, i + 1)
        if plain_a and plain_b:
            add((3, 2, a, b), c, i + 2)
    return contexts


def _small_edit(odd: str, usual: str) -> bool:
    """One edit, or a word cut short or run on by a letter or two (``with``, ``within``);
    not the plural or possessive of the same word (a grammatical choice, not a slip)."""
    if singular(odd.removesuffix("'s")) == singular(usual.removesuffix("'s")):
        return False
    short, long = sorted((odd, usual), key=len)
    return edit_distance(odd, usual, 1) == 1 or (
        long.startswith(short) and len(long) - len(short) <= 2)


def _inflected_after_subject(stream: list[_Word], at: int, odd: str, usual: str) -> bool:
    """Whether the word at ``at`` is the book's usual word with a verb's ending put on or
    taken off (``wanted``, ``want``), right after a subject pronoun or an auxiliary, or an
    auxiliary and one word (``you wanted to``, ``have both performed``): there a verb's
    tense and person follow the grammar, not the book's habit."""
    short, long = sorted((odd, usual), key=len)
    if not any(long in (short + end, short.removesuffix("e") + end) for end in _VERB_ENDINGS):
        return False
    before = [w.key for w in stream[max(0, at - 2):at]]
    return bool(before) and stream[at].joined and (
        before[-1] in _SUBJECT_PRONOUNS | _AUXILIARIES
        or (len(before) == 2 and stream[at - 1].joined and before[0] in _AUXILIARIES))


def _real_words(text: Text, known: Known, stream: list[_Word],
                english_words: list[bool]) -> Iterator[LintFinding]:
    """RL408: a word printed once in a context where the book prints, most of the time, a
    word a small edit away; both English words, and the odd word not printed as a word of a
    name the model holds. ``english_words`` says for each word of the stream whether it is
    a number or in the English word list."""
    checker = english()
    counts = Counter(w.key for w in stream)
    found: list[tuple[int, int, int, int, str, int, str]] = []
    for (n, slot, _, _), fillers in _contexts(stream, english_words).items():
        if len(fillers) < 2:
            continue  # one word only ever printed here: nothing to compare
        usual, at = max(fillers.items(), key=lambda item: (len(item[1]), item[0]))
        if len(at) < ESTABLISHED:
            continue
        total = sum(map(len, fillers.values()))
        if len(at) < SHARE * total or usual not in checker:
            continue
        for odd, where in fillers.items():
            if len(where) != 1 or odd in (usual, NUMBER) or min(len(odd), len(usual)) < SHORTEST \
                    or odd not in checker:
                continue
            if odd in known.words and stream[where[0]].shown[:1].isupper():
                continue  # perhaps a word of a name the model holds: never called a slip
            if counts[odd] > 1 and len(at) < WELL_ESTABLISHED:
                continue  # a common word: only a phrase the book prints often overrules it
            if not _small_edit(odd, usual) or _inflected_after_subject(stream, where[0], odd,
                                                                       usual):
                continue
            found.append((len(at), total, where[0], slot, usual, n, odd))
    reported: set[tuple[int, str]] = set()
    # each slip once, in the context the book prints most often
    for established, total, at_word, slot, usual, n, odd in sorted(found, reverse=True):
        word = stream[at_word]
        if (word.index, odd) in reported:
            continue
        reported.add((word.index, odd))
        run = stream[at_word - slot:at_word - slot + n]
        shown = " ".join(w.shown for w in run)
        phrase = " ".join(usual if i == slot else w.key for i, w in enumerate(run))
        line = text.manuscript.lines[word.index]
        yield LintFinding(
            "RL408", text.manuscript.file, line.number, shown,
            f"'{shown}': the book prints '{phrase}' here {established} times of {total}; "
            f"'{word.shown}' looks like a slip for '{usual}'", 0.7, page=line.page)


def _lost_first_letter(text: Text, stream: list[_Word]) -> Iterator[LintFinding]:
    """RL410: a sentence that starts with a lower-case fragment (``t the start``) that one
    letter in front makes an English word, which the book prints before the next word again
    and again (``at the``)."""
    checker = english()
    pairs = Counter((a.key, b.key) for a, b in itertools.pairwise(stream)
                    if b.joined)
    for position, word in enumerate(stream[:-1]):
        after = stream[position + 1]
        if not (word.shown.islower() and after.joined) or word.key in ("a", "i") \
                or (word.key in checker and len(word.key) > 1) \
                or not _after_full_stop(text.manuscript.lines[word.index].text, word.start):
            continue
        fixes = [c + word.key for c in "abcdefghijklmnopqrstuvwxyz"
                 if c + word.key in checker and pairs[(c + word.key, after.key)] >= ESTABLISHED]
        if len(fixes) != 1 or pairs[(word.key, after.key)] > 1:
            continue
        shown = f"{word.shown} {after.shown}"
        entry = text.manuscript.lines[word.index]
        yield LintFinding(
            "RL410", text.manuscript.file, entry.number, shown,
            f"the sentence starts '{shown}': '{word.shown}' looks like '{fixes[0]}' without "
            f"its first letter (the book prints '{fixes[0]} {after.key}' "
            f"{pairs[(fixes[0], after.key)]} times)", 0.75, page=entry.page)


def _after_full_stop(line: str, start: int) -> bool:
    """Whether the text before ``start`` ends a sentence (spaces aside) on the same line; it
    looks back over the spaces only, so a long line costs no more than its length."""
    at = start - 1
    while at >= 0 and line[at] in " \t":
        at -= 1
    return at >= 0 and line[at] in _SENTENCE_END


def _idioms(text: Text, stream: list[_Word]) -> Iterator[LintFinding]:
    """RL409: a confused English idiom (:data:`CONFUSED_IDIOMS`)."""
    wanted = {tuple(wrong.split()): right for wrong, right in CONFUSED_IDIOMS}
    firsts = {words[0] for words in wanted}
    for position, word in enumerate(stream):
        if word.key not in firsts:
            continue
        for words, right in wanted.items():
            run = stream[position:position + len(words)]
            if tuple(w.key for w in run) == words and all(w.joined for w in run[1:]):
                shown = " ".join(w.shown for w in run)
                line = text.manuscript.lines[word.index]
                yield LintFinding(
                    "RL409", text.manuscript.file, line.number, shown,
                    f"'{shown}' is a confused idiom; the idiom is '{right}'", 0.8,
                    page=line.page)


def _amounts(text: Text, stream: list[_Word]) -> Iterator[LintFinding]:
    """RL431: ``amount of`` before a plural noun that the book itself counts elsewhere with
    ``number of`` (``the amount of players`` beside ``the number of players``): a plural
    noun counted is a number, and the book's own phrase shows this one is counted."""
    from rulesref.lint.grammar import plural_noun

    counted = {stream[i + 2].key for i in range(len(stream) - 2)
               if stream[i].key == "number" and stream[i + 1].key == "of"
               and stream[i + 1].joined and stream[i + 2].joined}
    for i in range(len(stream) - 2):
        amount, of, noun = stream[i:i + 3]
        if amount.key != "amount" or of.key != "of" or not (of.joined and noun.joined) \
                or noun.key not in counted or not plural_noun(noun.key):
            continue
        shown = f"{amount.shown} {of.shown} {noun.shown}"
        yield text.finding(
            "RL431", amount.index, shown, f"'{noun.shown}' are counted ('number of "
            f"{noun.key}' elsewhere in the book), so 'number of', not 'amount of'", 0.7)


def _confusables(text: Text, stream: list[_Word]) -> Iterator[LintFinding]:
    """RL433: a word of :data:`CONFUSABLES` in a context that fixes the other word (``more
    then``, ``it's own``, ``could of``); the words around it must run on with it."""
    by_word: dict[str, list[tuple[frozenset[str] | None, frozenset[str] | None, str]]] = \
        defaultdict(list)
    for printed, before, after, meant in CONFUSABLES:
        by_word[printed].append((before, after, meant))
    for i, word in enumerate(stream):
        for before, after, meant in by_word.get(word.key, ()):
            prior = stream[i - 1] if i and word.joined else None
            nxt = stream[i + 1] if i + 1 < len(stream) and stream[i + 1].joined else None
            if before is not None and (prior is None or prior.key not in before):
                continue
            if after is not None and (nxt is None or nxt.key not in after):
                continue
            if before is not None and prior is not None \
                    and prior.key in ("more", "less") and i > 1 and stream[i - 2].key == "or":
                continue  # ``one or more then``: a condition ended, a step begins
            run = [w for w in (prior if before is not None else None, word,
                               nxt if after is not None else None) if w is not None]
            if text.column_width is not None and (
                    any(w.index != word.index for w in run)
                    or any(text.at_column_join(w.index, w.start) for w in run[1:])):
                continue  # two columns run together: the words may be two sentences'
            shown = " ".join(w.shown for w in run)
            yield text.finding("RL433", word.index, shown,
                               f"here the word is '{meant}', not '{word.shown}'", 0.7)


#: ``i.e.`` or ``e.g.`` (either case, a comma after or not) and the words after it, up to a
#: closing bracket or a sentence's end.
_ABBREVIATION = re.compile(r"\b([iIeE])\.\s?([eEgG])\.,?\s+([^().!?]*)")
#: A value named literally: a word in quotation marks, or a word of three capitals or more.
_LITERAL = re.compile(r"['‘“\"]([^'’”\"]{1,40})['’”\"]|\b([A-Z]{3,})\b")


def _abbreviations(text: Text) -> Iterator[LintFinding]:
    """RL435: ``i.e.`` (which restates) after words that ask for the same thing (``the
    same``), followed by a value named literally (:data:`_LITERAL`) that the line has not
    printed before: one example of the sameness, so ``e.g.``; and ``e.g.`` (which gives
    examples) straight before ``not``: a restatement by exclusion, so ``i.e.``. Not where
    two columns may join between the abbreviation and its words."""
    from rulesref.lint.seams import joins_columns

    for index, line in enumerate(text.manuscript.lines):
        chars = line.text
        for match in _ABBREVIATION.finditer(chars):
            kind = (match.group(1) + match.group(2)).casefold()
            after, before = match.group(3), chars[:match.start()]
            if kind == "ie":
                if " same " not in f" {before.casefold()} ":
                    continue
                values = [v for m in _LITERAL.finditer(after) for v in m.groups() if v]
                if not values or any(v in before for v in values):
                    continue
                shown = " ".join(f"{match.group(0).split()[0]} {after}".split()[:8])
                meant, message = "e.g.", (f"one example of the sameness just described "
                                          f"('{values[0]}')")
            elif kind == "eg" and after.split()[:1] == ["not"]:
                shown = " ".join(f"{match.group(0).split()[0]} {after}".split()[:4])
                meant, message = "i.e.", "a restatement by exclusion, not an example"
            else:
                continue
            if joins_columns(text, index, match.start(3)):
                continue
            yield text.finding("RL435", index, shown, f"{message}, so '{meant}'", 0.6)


def _lost_apostrophes(text: Text, stream: list[_Word]) -> Iterator[LintFinding]:
    """RL437: a word in ``s`` before a word, printed so once, where the book prints the same
    word as a possessive (``'s``) before that word at least :data:`ESTABLISHED` times
    (``Defenders deployment`` beside ``Defender's deployment``), or prints that very plural
    with its own apostrophe (``s'``) before that word (``players hands`` beside ``players'
    hands``): the same two words, once with the mark and once without, and English puts it
    there. A plural possessive (``s'``) is no slip."""
    from rulesref.lint.compounds import FUNCTION_WORDS

    possessive: Counter[tuple[str, str]] = Counter()
    plural_possessive: Counter[tuple[str, str]] = Counter()
    plain: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i in range(len(stream) - 1):
        word, nxt = stream[i], stream[i + 1]
        if not nxt.joined or nxt.index != word.index:
            continue
        if word.key.endswith("'s"):
            possessive[(word.key[:-2], nxt.key)] += 1
        elif word.key.endswith("s") and len(word.key) > 3:
            printed = text.manuscript.lines[word.index].text
            end = word.start + len(word.shown)
            if printed[end:end + 1] in ("'", "’"):
                # a word in single quotation marks (``'lines' is``) is no possessive
                if printed[word.start - 1:word.start] not in ("'", "‘") \
                        and nxt.key not in FUNCTION_WORDS:
                    plural_possessive[(word.key, nxt.key)] += 1
            else:
                plain[(word.key, nxt.key)].append(i)
    for (plural, noun), where in plain.items():
        count, owner = possessive[(plural[:-1], noun)], plural[:-1]
        if len(where) != 1:
            continue
        word, nxt = stream[where[0]], stream[where[0] + 1]
        shown = f"{word.shown} {nxt.shown}"
        if count >= ESTABLISHED:
            yield text.finding("RL437", word.index, shown,
                               f"the book prints '{owner}'s {noun}' {count} times; the "
                               "possessive's apostrophe looks lost", 0.7)
        elif plural_possessive[(plural, noun)]:
            times = plural_possessive[(plural, noun)]
            yield text.finding("RL437", word.index, shown,
                               f"the book prints '{plural}' {noun}' with the plural's "
                               f"apostrophe ({times} time{'s' if times > 1 else ''}); here it "
                               "looks lost", 0.65)


def _plural_modifiers(text: Text, stream: list[_Word],
                      english_words: list[bool]) -> Iterator[LintFinding]:
    """RL439: three content words (no function word of :data:`FUNCTION_WORDS`), the middle
    one a plural printed so once, where the book prints the same three words with the middle
    one singular at least :data:`ESTABLISHED` times: a noun that modifies another is
    singular, and the book's own compound shows it (``target numbers table`` beside ``target
    number table``)."""
    from rulesref.lint.compounds import FUNCTION_WORDS

    # a content word: no function word, no number, in the English word list
    content = [plain and w.key != NUMBER and w.key not in FUNCTION_WORDS
               for w, plain in zip(stream, english_words, strict=True)]
    triples: dict[tuple[str, str, str], list[int]] = defaultdict(list)
    for i in range(len(stream) - 2):
        if content[i] and content[i + 1] and content[i + 2] and stream[i + 1].joined \
                and stream[i + 2].joined:
            triples[(stream[i].key, stream[i + 1].key, stream[i + 2].key)].append(i)
    for (first, middle, last), where in triples.items():
        if len(where) != 1 or not middle.endswith("s"):
            continue
        singulars = [middle[:-1], middle[:-2] if middle.endswith("es") else "",
                     middle[:-3] + "y" if middle.endswith("ies") else ""]
        usual = max(((len(triples.get((first, s, last), ())), s) for s in singulars if s),
                    default=(0, ""))
        if usual[0] < ESTABLISHED:
            continue
        run = stream[where[0]:where[0] + 3]
        shown = " ".join(w.shown for w in run)
        yield text.finding("RL439", run[0].index, shown,
                           f"the book prints '{first} {usual[1]} {last}' {usual[0]} times; "
                           f"'{run[1].shown}' modifies '{run[2].shown}', so it is singular",
                           0.65)
