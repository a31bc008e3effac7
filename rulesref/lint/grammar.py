"""Grammar slips a spelling check cannot see, each read from the words around it and, where
English allows both forms, from the book's own usage.

Codes: RL419 an article that does not fit the next word's first sound (``a orange``, ``an
tower``); RL420 a small word lost after a word the book otherwise always follows with it
(``due an extended wait`` in a book that prints ``due to`` every other time); RL421 a plural
subject with a singular verb (``their loose formations makes``); RL424 a capitalised word in
mid-sentence after a comma (``while it is in play, At the end``); RL426 a singular subject
with a plural verb (``each unit have``, ``the sum of the points are``, ``a patchwork of
pools punctuate a floor``); RL427 a small word
lost from a fixed construction (``a maximum 1``, ``equal or above``); RL429 a singular
possessive where the noun is plural (``other player's barns``, ``both player's``); RL434 a
modal before an inflected verb (``may moves``).

Two-column pages extracted line by line run one column's line into the other's, so two
words that meet where the columns join belong to different sentences: the checks leave
alone a place where a line splits into two plausible column lines
(:func:`rulesref.lint.seams.joins_columns`).
"""

from __future__ import annotations

import itertools
import re
from collections import Counter, defaultdict
from collections.abc import Iterator

from rulesref.core.names import fold
from rulesref.lint.known import Text
from rulesref.lint.model import LintFinding
from rulesref.lint.seams import REACH, Reader, column_runs, joins_columns
from rulesref.lint.spelling import english
from rulesref.lint.text import Token


def _finding(code: str, text: Text, index: int, shown: str, message: str,
             confidence: float) -> LintFinding:
    """A finding at the ``index``-th line, its words quoted at the message's start."""
    return text.finding(code, index, shown, message, confidence)


# --------------------------------------------------------------------------- articles

#: Words spelt with a consonant first that are said with a vowel first (a silent h).
_VOWEL_SOUND = re.compile(r"(?:hour|honest|honou?r|heir)")
#: Words spelt with a vowel first that are said with a consonant first: a long u (``unit``,
#: ``use``, ``usual``), ``eu``, ``ewe``, and ``one``/``once``.
_CONSONANT_SOUND = re.compile(r"(?:u[bcdfgklmprstvz][aeiouy]|uni|eu|ewe|one\b|once\b)")
#: The letters whose names are said with a vowel first (``ef``, ``aitch``, ``ex``).
_VOWEL_NAMED_LETTERS = frozenset("aefhilmnorsx")
#: Words after a lone ``a`` that make it a letter naming an option, not an article.
_AFTER_A_LETTER = frozenset({"and", "or", "is", "in", "of", "on", "at", "as", "if", "an",
                             "a", "are", "was", "to"})


def vowel_sound(word: str) -> bool | None:
    """Whether a word (folded), a lone letter or a number is said with a vowel first;
    ``None`` when that cannot be told from its spelling (a number such as 110 or 1100)."""
    if len(word) == 1 and word.isalpha():  # a letter, said by its name (``an f``, ``a u``)
        return word in _VOWEL_NAMED_LETTERS
    if word.isdigit():
        if word.startswith("8") or word in ("11", "18"):
            return True
        return None if word[:2] in ("11", "18") else False
    if _VOWEL_SOUND.match(word):
        return True
    return word[:1] in "aeiou" and not _CONSONANT_SOUND.match(word)


def _articles(text: Text) -> Iterator[LintFinding]:
    """RL419: ``a`` before a vowel sound, ``an`` before a consonant sound, in one line; the
    word an English one or a number (a coined or technical word may be said letter by
    letter)."""
    checker = english()
    for index, toks in enumerate(text.tokens):
        line = text.manuscript.lines[index]
        for at, (article, word) in enumerate(itertools.pairwise(toks)):
            key = fold(article.text)
            if key not in ("a", "an") or line.text[article.end:word.start] != " " \
                    or line.text[word.end:word.end + 1] == "=" \
                    or (len(word.text) == 1 and not _letter_name(line.text, word,
                                                                 toks[at + 2:at + 3])) \
                    or not word.text.islower() or joins_columns(text, index, word.start):
                continue
            if (key == "a" and fold(word.text) in _AFTER_A_LETTER) \
                    or (article.text[0].isupper() and not article.sentence_start):
                continue  # a letter naming an option (``option a or b``, ``package A``)
            said = fold(word.text)
            sound = vowel_sound(said) if said.isdigit() or said in checker else None
            if sound is None or sound == (key == "an"):
                continue
            yield _finding("RL419", text, index, f"{article.text} {word.text}",
                           f"'{word.text}' is said with a {'vowel' if sound else 'consonant'} "
                           f"first, so the article is '{'an' if sound else 'a'}'", 0.7)


def _letter_name(printed: str, letter: Token, after: list[Token]) -> bool:
    """Whether a lone letter names a thing, as in ``an f option``: a word of two letters
    or more follows it, a space away. Not a letter in a run of letters (``a s d f``), at a
    cut line's end, or with a number joined to it (``a x2 multiplier``)."""
    return bool(after) and len(after[0].text) > 1 \
        and printed[letter.end:after[0].start] == " "


# --------------------------------------------------------------------------- lost words

#: English words that take a noun only through a small word (``due to``, ``instead of``),
#: with that word.
NEEDS_SMALL_WORD: dict[str, str] = {
    "due": "to", "according": "to", "owing": "to", "prior": "to", "pursuant": "to",
    "instead": "of", "regardless": "of", "irrespective": "of", "ahead": "of"}
_ARTICLES = frozenset({"a", "an", "the"})
#: Times the book must print the word with its small word, and never without it.
ESTABLISHED = 2


def _lost_words(text: Text) -> Iterator[LintFinding]:
    """RL420: a word of :data:`NEEDS_SMALL_WORD` followed once by an article, where the book
    follows it with its small word every other time (at least :data:`ESTABLISHED`):
    ``due an`` beside three printings of ``due to``."""
    after: dict[str, Counter[str]] = defaultdict(Counter)
    places: list[tuple[int, Token, Token]] = []
    for index, toks in enumerate(text.tokens):
        printed = text.manuscript.lines[index].text
        for first, second in itertools.pairwise(toks):
            key = fold(first.text)
            if key not in NEEDS_SMALL_WORD or printed[first.end:second.start] != " " \
                    or joins_columns(text, index, second.start):
                continue
            after[key][fold(second.text)] += 1
            if fold(second.text) in _ARTICLES and first.text.islower():
                places.append((index, first, second))
    for index, first, second in places:
        word = fold(first.text)
        small = NEEDS_SMALL_WORD.get(word)
        followers = after[word]
        if small is None or followers[fold(second.text)] != 1:
            continue
        count = followers[small]
        if count < ESTABLISHED or count != sum(followers.values()) - 1:
            continue
        yield _finding("RL420", text, index, f"{first.text} {second.text}",
                       f"the book prints '{word} {small}' every other time ({count} times); "
                       f"'{small}' looks lost", 0.65)


# --------------------------------------------------------------------------- agreement

#: Words that make the noun after them (an adjective or two between) a subject's head. No
#: bare number: ``two dots means``, ``three rounds is enough`` name one amount, which English
#: lets take a singular verb.
_DETERMINERS = ("the", "their", "these", "those", "all", "both", "many", "several", "your",
                "our", "its", "his", "her")
#: Articles and determiners a noun (not a verb's -ing form) may follow.
_ARTICLE_WORDS = ("a", "an", "each", "every", "this", "that", "any", "no", "some")
#: Verbs whose third-person singular form is no plural noun: a closed list, so ``the
#: attacker's rolls`` is never read as a verb.
_SINGULAR_VERBS = ("is", "has", "was", "does", "makes", "gives", "takes", "gets", "becomes",
                   "needs", "means", "allows", "lets", "causes", "suffers", "loses", "gains")
#: The same verbs for other checks: a clause that holds one has its own finite verb.
SINGULAR_VERBS = frozenset(_SINGULAR_VERBS)
#: Endings only nouns have (``formation``, ``movement``, ``archer``): after a word between
#: the determiner and it, a word without one may be a verb (``the model lacks``).
_NOUN_ENDINGS = ("tion", "sion", "ment", "ness", "ity", "ance", "ence", "er", "or", "ist",
                 "ure", "age", "ship", "hood", "ism", "ant", "ent")
#: Nouns ending in ``s`` that take a singular verb.
_SINGULAR_IN_S = frozenset({"means", "series", "species", "news", "physics", "mathematics",
                            "politics", "ethics", "headquarters", "whereabouts", "crossroads",
                            "gallows"})
#: Words that make the noun phrase after them part of a longer subject (``each of the units
#: has``, ``the side with the most points has``).
_PREPOSITIONS = frozenset({
    "of", "with", "in", "on", "at", "from", "by", "for", "to", "than", "between", "among",
    "under", "over", "into", "within", "onto", "about", "behind", "beyond", "like", "per",
    "without", "after", "before", "during", "since", "until", "through", "across",
    "against", "around", "near", "beside", "despite", "toward", "towards", "upon", "via",
    "past", "along", "throughout", "inside", "outside", "below", "above", "beneath",
    "except", "amid", "unlike", "including", "excluding", "regarding", "concerning"})
_SUBJECT = (r"\b(?i:" + "|".join(_DETERMINERS) + r")\s+"
            r"((?:[a-z\-]+\s+){0,2}?)([a-z]+s)")
_VERB = r"(?:" + "|".join(_SINGULAR_VERBS) + r")\b"
#: ``their loose formations makes`` in one line.
_IN_LINE = re.compile(_SUBJECT + r"\s+(" + _VERB + ")")
#: A subject ending a line, its verb opening a following one.
_AT_END = re.compile(_SUBJECT + r"\s*$")
_AT_START = re.compile(r"\s*(" + _VERB + ")")


#: Prepositions, for other modules' readings of a subject (:data:`_PREPOSITIONS`).
PREPOSITIONS = _PREPOSITIONS


def plural_noun(word: str) -> bool:
    """Whether a word ending in ``s`` is the plural of an English noun (``formations``), by
    the dictionary: not ``class``, ``bonus``, ``this``, ``various``, ``business``."""
    if word.endswith(("ss", "us", "is", "ous", "ness", "'s")) or word in _SINGULAR_IN_S:
        return False
    checker = english()
    return word[:-1] in checker or (word.endswith("es") and word[:-2] in checker) \
        or (word.endswith("ies") and word[:-3] + "y" in checker)


def _after_preposition(text: Text, index: int, start: int) -> bool:
    """Whether the word before ``start`` in the ``index``-th line (the last of the line
    before, for the first word) is one of :data:`_PREPOSITIONS`, or a verb's ``-ing`` form
    (``using the cards becomes``): either makes the noun phrase part of a longer subject."""
    before = _words_before(text, index, start)
    if not before:
        return False
    word = fold(before[-1])
    # an -ing word after a determiner is a noun (``the thing``, ``each evening``)
    return word in _PREPOSITIONS or (_gerund(word) and (
        len(before) < 2 or fold(before[-2]) not in _DETERMINERS + _ARTICLE_WORDS))


def _words_before(text: Text, index: int, start: int) -> list[str]:
    """The words just before ``start`` in the ``index``-th line, or the end of the line
    before where ``start`` is the line's first word."""
    before = text.manuscript.lines[index].text[max(0, start - 24):start].split()
    if not before and index > 0:
        before = text.manuscript.lines[index - 1].text[-24:].split()
    return before


def _gerund(word: str) -> bool:
    """Whether a word is an English verb's ``-ing`` form: its stem, as printed, with its
    ``e`` put back or its doubled consonant undone, is an English word (``using``,
    ``moving``, ``hitting``; not ``thing``, ``king``)."""
    if not word.endswith("ing") or len(word) < 5:
        return False
    stem = word[:-3]
    checker = english()
    return stem in checker or stem + "e" in checker \
        or (stem[-1:] == stem[-2:-1] and stem[:-1] in checker)


def gerund(word: str) -> bool:
    """Whether a word is an English verb's ``-ing`` form (:func:`_gerund`)."""
    return _gerund(word)


def _agreement(text: Text) -> Iterator[LintFinding]:
    """RL421: a determiner, up to two more words and a plural noun, then a singular verb
    from :data:`_SINGULAR_VERBS`; not after a preposition (``each of the units has``); with
    words between, only a noun with a noun's ending (:data:`_NOUN_ENDINGS`). The verb may
    open the next line, or in two-column text the line after (the other column's line
    between)."""
    lines = text.manuscript.lines
    following = (1, 2) if text.column_width is not None else (1,)
    for index, line in enumerate(lines):
        found = [(m.group(1), m.group(2), m.group(3), m.start(2))
                 for m in _IN_LINE.finditer(line.text)
                 if not _after_preposition(text, index, m.start())
                 and not joins_columns(text, index, m.start(3))]
        end = _AT_END.search(line.text)
        if end is not None and not _after_preposition(text, index, end.start()):
            for step in following:
                nxt = index + step
                start = _AT_START.match(lines[nxt].text) if nxt < len(lines) else None
                if start is not None:
                    found.append((end.group(1), end.group(2), start.group(1),
                                  end.start(2)))
                    break
        for between, noun, verb, at in found:
            if not plural_noun(noun) or joins_columns(text, index, at) \
                    or (between and not noun.removesuffix("s").endswith(_NOUN_ENDINGS)) \
                    or any(fold(w) in _PREPOSITIONS for w in between.split()):
                continue
            yield _finding("RL421", text, index, f"{noun} {verb}",
                           f"the subject '{noun}' is plural but the verb '{verb}' is "
                           "singular", 0.65)


#: Nouns that name a part or an amount and take the number of the noun after ``of``
#: (``the rest of the cards are``), and collective nouns British English lets take a plural
#: verb (``a unit of trolls are``).
_QUANTITY_NOUNS = frozenset({
    "number", "majority", "minority", "rest", "remainder", "lot", "half", "third",
    "quarter", "bulk", "plenty", "couple", "variety", "group", "set", "pair", "range",
    "kind", "sort", "type", "part", "percentage", "proportion", "fraction", "team", "host",
    "handful", "dozen", "score", "total", "mass", "crowd", "army", "band", "body",
    "series", "all", "most", "some", "none", "any", "many", "few", "both", "several",
    "unit", "squad", "regiment", "company", "horde", "pack", "swarm", "herd", "flock",
    "troop", "platoon", "battalion", "legion", "mob", "gang", "clan", "tribe", "family",
    "party", "faction", "force", "crew", "fleet", "council", "collection", "selection",
    "combination", "last"})
#: Words that cannot stand inside the noun phrase between ``of`` and the subject's verb:
#: a pronoun, a relative word or a conjunction starts a clause of its own there.
_NOT_IN_PHRASE = frozenset({
    "i", "you", "he", "she", "it", "we", "they", "that", "which", "who", "whom", "whose",
    "where", "when", "if", "and", "or", "but", "as", "than", "there", "what", "while"})
#: Plural verbs whose singular differs (``have``/``has``): a closed list, so a noun is never
#: read as a verb (``do`` is left out: ``each round do this`` is a command).
_PLURAL_VERBS = ("have", "are", "were")
#: ``each unit have``: ``each`` or ``every``, a noun, a plural verb.
_EACH = re.compile(r"\b(?i:each|every)\s+([a-z]+)\s+(" + "|".join(_PLURAL_VERBS) + r")\b")
#: ``the sum of the points are``: a determiner, a noun, ``of``, a phrase, a plural verb.
_OF_PHRASE = re.compile(
    r"\b(?i:the|a|an|this|that|each|every|one|either|neither)\s+(?:([a-z]+)\s+)?of\s+"
    r"((?:[\w’']+\s+){1,8}?)(" + "|".join(_PLURAL_VERBS) + r")\b")


#: The most words a finding shows of a subject and its verb.
SHOWN_WORDS = 7
#: Words that open a clause of condition or wish, where ``were`` is the subjunctive and
#: right after a singular subject (``as if each card were turned``): English, closed.
_SUBJUNCTIVE_OPENERS = frozenset({"if", "though", "unless", "whether", "wish", "wished",
                                  "suppose", "supposing", "imagine", "lest"})
#: Modal verbs, which take a verb's bare form (``may move``).
_MODALS = ("may", "must", "can", "cannot", "could", "should", "will", "would", "might",
           "shall")
#: Auxiliaries and verbs that take a verb's bare form after their object (``does each frog
#: have``, ``let each player have``): the verb after such a subject is no finite plural.
_BARE_AFTER = frozenset({*_MODALS, "do", "does", "did", "don't", "doesn't",
                         "didn't", "don’t", "doesn’t", "didn’t", "let", "lets", "make",
                         "makes", "help", "helps"})


def _subjunctive(line: str, start: int, verb: str) -> bool:
    """Whether ``were`` at a subject starting at ``start`` is the subjunctive: a word of
    condition or wish (:data:`_SUBJUNCTIVE_OPENERS`) stands in its clause before it."""
    clause = re.split(r"[,.;:!?]", line[:start])[-1]
    return verb == "were" and any(fold(w) in _SUBJUNCTIVE_OPENERS for w in clause.split())


def _singular_subjects(text: Text) -> Iterator[LintFinding]:
    """RL426: a singular subject with a plural verb: ``each`` or ``every``, a
    singular noun and one of :data:`_PLURAL_VERBS` (``each unit have``); or a singular head
    noun (not a part or an amount: :data:`_QUANTITY_NOUNS`) or ``each``/``one`` before
    ``of`` and a noun phrase, then such a verb (``the sum of the points are``). Not after a
    preposition (the phrase is then no subject), and nothing between ``of`` and the verb
    that starts a clause of its own (:data:`_NOT_IN_PHRASE`). The phrase's last word, next
    to the verb, is a plural noun (the verb agrees with it in place of the head), with no
    ``a`` or ``an`` before it. Left alone: ``were`` in a clause of condition or wish (the
    subjunctive: ``as if each card were``), a verb after an auxiliary or ``let`` (its bare
    form: ``does each frog have``), and a subject after ``and`` (one of two joined:
    ``the pond and the edge of the reeds are``)."""
    checker = english()
    found: dict[int, list[tuple[re.Match[str], str, str]]] = defaultdict(list)
    for index, line in enumerate(text.manuscript.lines):
        for match in _EACH.finditer(line.text):
            noun = match.group(1)
            before = _words_before(text, index, match.start())
            if noun in checker and not noun.endswith("s") and noun not in _QUANTITY_NOUNS \
                    and noun not in _PREPOSITIONS and noun != "of" and noun not in _BARE_AFTER \
                    and not (before and fold(before[-1]) in _BARE_AFTER):
                found[index].append((match, noun, match.group(2)))
    for index, match in _of_phrases(text):
        head = match.group(1) or fold(match.group(0).split()[0])
        between = [fold(w) for w in match.group(2).split()]
        if head in _QUANTITY_NOUNS or head.endswith("s") or head not in checker \
                or head in ("the", "a", "an", "this", "that", "every") \
                or any(w in _NOT_IN_PHRASE or w in _PLURAL_VERBS for w in between) \
                or any(w in _SINGULAR_VERBS for w in between) \
                or not between[-1].endswith("s") or not plural_noun(between[-1]) \
                or between[-2:-1] in (["a"], ["an"]):
            continue
        found[index].append((match, head, match.group(3)))
    for index in sorted(found):
        length = len(text.manuscript.lines[index].text.rstrip())
        for match, noun, verb in found[index]:
            before = _words_before(text, index, match.start())
            if (before and fold(before[-1]) == "and") \
                    or _subjunctive(match.string, match.start(), verb) \
                    or _after_preposition(text, index, match.start()) \
                    or joins_columns(text, index, match.start()) \
                    or any(text.at_column_join(index, p)
                           for p in range(match.start(), min(match.end(), length))):
                continue
            words = match.group(0).split()
            if match.end() > length:
                # read across the line's end, where the next line's split into columns is
                # not sure: the subject's words in this line, then its verb
                start = match.string[match.start():length].split()
                shown = " ".join([*start[:SHOWN_WORDS - 2], "…", words[-1]])
            else:
                # a long subject is shown by its start and its verb
                shown = " ".join(words if len(words) <= SHOWN_WORDS
                                 else [*words[:SHOWN_WORDS - 2], "…", words[-1]])
            yield _finding("RL426", text, index, shown,
                           f"the subject '{noun}' is singular but the verb '{verb}' is "
                           "plural", 0.65)


def _of_phrases(text: Text) -> Iterator[tuple[int, re.Match[str]]]:
    """Every :data:`_OF_PHRASE` within a line, and across a line's end where the text
    surely goes on (:func:`~rulesref.lint.seams.column_runs`: the next line, or in two
    columns the right column's next line), the shortest at each place. Across a line's
    end, a phrase whose last word is a possessive or a determiner is no noun phrase: the
    text is read on at the wrong place."""
    for index, line in enumerate(text.manuscript.lines):
        heads = list(_OF.finditer(line.text))
        if not heads:
            continue
        found: dict[int, re.Match[str]] = {}
        for match in _OF_PHRASE.finditer(line.text):
            found.setdefault(match.start(), match)
        final = heads[-1].start()
        # where the last phrase has its verb in this line, nothing goes on into the next
        ends = () if any(m.start() <= final < m.end() for m in found.values()) \
            else column_runs(text, index)
        for run in ends:
            assert run.seam is not None
            for match in _OF_PHRASE.finditer(run.chars, max(0, run.seam - REACH),
                                             run.seam + REACH):
                last = fold(match.group(2).split()[-1])
                if last.endswith(("'s", "’s", "s'", "s’")) or last in _DETERMINERS \
                        or last in _ARTICLE_WORDS:
                    continue  # a noun phrase ends with its noun: the text goes on elsewhere
                if match.start() < run.seam < match.end() and (
                        match.start() not in found
                        or len(match.group(0)) < len(found[match.start()].group(0))):
                    found[match.start()] = match
        for start in sorted(found):
            yield index, found[start]


#: ``a patchwork of black pools punctuate a rough floor``: a determiner, a noun, ``of``, up
#: to four words, a word, then an article or a possessive and a word in small letters.
_OF_BARE_VERB = re.compile(
    r"\b(?i:the|a|an|this|that|each|every|one|either|neither)\s+(?:([a-z]+)\s+)?of\s+"
    r"((?:[\w’']+\s+){0,3}[a-z]+)\s+([a-z]+)\s+(?:a|an|the|its|their)\s+[a-z]+\b")
#: Adverbs and particles that may follow a noun phrase and whose ``-s`` form is a word
#: (``a trail of pixels down the middle``): never read as verbs (English, closed).
_PARTICLES = frozenset({"down", "up", "out", "off", "back", "round", "home", "inside",
                        "outside", "forward", "aside", "apart", "ahead", "away", "across",
                        "over", "under", "through", "past", "near", "alike", "together"})
#: Question words that start a clause of their own inside the phrase (``of how your
#: changes affect``).
_CLAUSE_WORDS = frozenset({"how", "why", "whether", "whatever", "whichever", "whoever"})
#: A line must hold a noun phrase with ``of`` for :data:`_OF_BARE_VERB` to start in it.
_OF = re.compile(r"\b(?i:the|a|an|this|that|each|every|one|either|neither)\s+"
                 r"(?:[a-z]+\s+)?of\b")


def _bare_verbs(text: Text) -> Iterator[LintFinding]:
    """RL426, a verb's bare form after the singular head of an ``of`` phrase: the phrase
    ends with a plural noun (by the dictionary), and the word after it is a verb's bare form
    whose ``-s`` or ``-es`` form is an English word, followed by an article and a word that
    is its object (``A patchwork of black pools punctuate a rough floor``). The phrase opens a
    sentence (its first word capitalised, at the line's start or after an end mark), so it
    is the subject and no verb's object (``to get an idea of the odds read on``). The head
    is no part or amount (:data:`_QUANTITY_NOUNS`, ``a number of frogs leap``), and nothing
    in the phrase starts a clause of its own. Read across a line's end too
    (:class:`~rulesref.lint.seams.Reader`), since the object's article shows the word
    before it is a verb."""
    from rulesref.lint.compounds import FUNCTION_WORDS

    checker = english()
    for index, match in Reader(text).matches(_OF_BARE_VERB, _OF):
        before = text.manuscript.lines[index].text[:match.start()].rstrip(" \"“‘'(")
        if not match.group(0)[0].isupper() or (before and before[-1] not in ".!?:;"):
            continue  # not a sentence's subject
        head = match.group(1) or fold(match.group(0).split()[0])
        between = [fold(w) for w in match.group(2).split()]
        verb = match.group(3)
        if head in _QUANTITY_NOUNS or head.endswith("s") or head not in checker \
                or head in ("the", "a", "an", "this", "that", "every") \
                or any(w in _NOT_IN_PHRASE or w in _PLURAL_VERBS or w in _SINGULAR_VERBS
                       or w in _PREPOSITIONS for w in between) \
                or not between[-1].endswith("s") or not plural_noun(between[-1]) \
                or not _bare_form(verb) \
                or verb in _PREPOSITIONS or verb in _NOT_IN_PHRASE or verb in _MODALS \
                or verb in _PARTICLES or verb in FUNCTION_WORDS \
                or any(w in _CLAUSE_WORDS for w in between) \
                or _after_preposition(text, index, match.start()):
            continue
        shown = " ".join(match.group(0).split()[:-2])
        yield _finding("RL426", text, index, shown,
                       f"the subject '{head}' is singular but the verb '{verb}' is "
                       "plural", 0.6)


#: ``Muscle tense and faces contort,``: a sentence's first word, a word, ``and``, a word in
#: ``s``, a word, then a clause's end.
_PARALLEL = re.compile(r"(?:^|(?<=[.!?:]\s))([A-Z][a-z]+)\s+([a-z]+)\s+and\s+([a-z]+s)\s+"
                       r"([a-z]+)(?=[,.;])")
#: A capitalised word a sentence may open with: the trigger of :data:`_PARALLEL`.
_PARALLEL_WORDS = re.compile(r"\b[A-Z][a-z]+\s+[a-z]+\s+and\s+[a-z]+s\s+[a-z]+[,.;]")


def _bare_form(word: str) -> bool:
    """Whether a word is a verb's bare form by the dictionary: an English word not in ``s``
    whose ``-s`` or ``-es`` form is one too."""
    checker = english()
    return not word.endswith("s") and word in checker \
        and any(f in checker for f in (f"{word}s", f"{word}es"))


def _parallel_subjects(text: Text) -> Iterator[LintFinding]:
    """RL426, two short clauses joined by ``and`` with the same shape, a noun and a verb's
    bare form, where the second's noun is plural and the first's, opening the sentence, is
    a singular noun with no determiner (``Muscle tense and faces contort,``): the verb's
    bare form agrees with the plural, so the first noun lost its ``s``. A command verb
    opening the sentence (:data:`rulesref.lint.clauses.COMMANDS`: ``Roll dice and ...``),
    a first noun that is a plural without ``s`` (``People talk and dogs bark``) and a
    plural without ``s`` after it are left alone."""
    from rulesref.lint.clauses import COMMANDS

    checker = english()
    for index, match in Reader(text).matches(_PARALLEL, _PARALLEL_WORDS, across=False):
        first, verb, second, other = match.groups()
        noun = first.lower()
        if noun in COMMANDS or noun in _NOT_IN_PHRASE or noun in _DETERMINERS \
                or noun in _IRREGULAR_PLURALS \
                or noun.endswith("s") or f"{noun}s" not in checker or noun not in checker \
                or verb in _IRREGULAR_PLURALS or not _bare_form(verb) \
                or not plural_noun(second) or not _bare_form(other):
            continue
        yield _finding("RL426", text, index, " ".join(match.group(0).split()),
                       f"'{verb}' agrees with a plural, as '{other}' does with '{second}', but "
                       f"the subject '{first}' is singular ('{first}s {verb}')", 0.6)


#: ``a maximum 1 resource``: ``a maximum`` or ``a minimum`` straight before a number.
_LOST_OF = re.compile(r"\b([Aa]\s+(maximum|minimum))\s+(\d+|one|two|three|four|five|six|"
                      r"seven|eight|nine|ten)\b")
#: ``equal or above its Courage``: the adjective ``equal`` joined by ``or`` to a preposition
#: of position, or to a comparative before ``than``, without its own ``to``.
_LOST_TO = re.compile(r"\b(equal)\s+or\s+(?:(above|below|over|under)\b|"
                      r"(greater|more|higher|less|lower|fewer)\s+than\b)")


def _lost_small_words(text: Text) -> Iterator[LintFinding]:
    """RL427: a small word lost from a fixed English construction: ``a maximum`` or ``a
    minimum`` straight before a number (``a maximum of 1``), and ``equal or`` before
    ``above``/``below`` or before a comparative with ``than`` (``equal to or above``,
    ``equal to or greater than``). ``equal or beat`` (a verb) and ``an equal or greater
    number`` (two adjectives) are right and never matched."""
    for index, line in enumerate(text.manuscript.lines):
        for match in _LOST_OF.finditer(line.text):
            if joins_columns(text, index, match.start(3)):
                continue
            shown = " ".join(match.group(0).split())
            yield _finding("RL427", text, index, shown,
                           f"'{match.group(1)}' takes 'of' before a number ('{match.group(1)} "
                           f"of {match.group(3)}')", 0.7)
        for match in _LOST_TO.finditer(line.text):
            starts = [m.start() for m in re.finditer(r"\S+", match.group(0))][1:]
            if any(joins_columns(text, index, match.start() + p) for p in starts):
                continue
            shown = " ".join(match.group(0).split())
            other = match.group(2) or match.group(3)
            yield _finding("RL427", text, index, shown,
                           f"'{match.group(1)}' takes its own 'to' before 'or' "
                           f"('{match.group(1)} to or {other}')", 0.65)


#: Words that make ``other`` after them take a singular noun (``the other player's``).
_BEFORE_OTHER = frozenset({
    "the", "a", "an", "any", "each", "every", "no", "one", "this", "that", "his", "her",
    "their", "your", "my", "our", "its", "some", "whose", "which", "what", "either",
    "neither", "another"})
#: Words after which a noun is plural (``both players``), and ``other`` (plural when bare).
_PLURAL_TAKERS = ("other", "all", "both", "many", "several", "various", "multiple", "few",
                  "two", "three", "four", "five", "six", "these", "those")
#: English plurals that do not end in ``s``, whose possessive is ``'s`` (``both men's``).
_IRREGULAR_PLURALS = frozenset({"men", "women", "children", "people", "dice", "mice",
                                "geese", "feet", "teeth", "folk", "kin", "oxen", "staff",
                                "police", "cattle", "poultry", "vermin",
                                "clergy"})
#: A word (perhaps), a word of :data:`_PLURAL_TAKERS` and a singular possessive (``or other
#: player's barns``, ``both player's``).
_PLURAL_POSSESSIVE = re.compile(r"(?:\b([^\W\d_]+)\s+)?\b(?i:(" + "|".join(_PLURAL_TAKERS)
                                + r"))\s+([a-z]+)(['’])s\b")


def _plural_possessives(text: Text) -> Iterator[LintFinding]:
    """RL429: a singular possessive after a word that makes its noun plural (``both
    player's``, ``these unit's``), or after ``other`` with no determiner before it (``or other
    player's barns``; ``the other player's`` is singular): the apostrophe belongs after the
    plural's ``s`` (``other players' barns``). Plurals without an ``s`` (``both men's``) are
    left alone."""
    for index, line in enumerate(text.manuscript.lines):
        if "'s" not in line.text and "’s" not in line.text:
            continue  # no possessive: the pattern, which tries a word at every word, cannot match
        for match in _PLURAL_POSSESSIVE.finditer(line.text):
            before, taker, noun, mark = match.groups()
            if taker.casefold() == "other" and (before is None
                                                or fold(before) in _BEFORE_OTHER):
                continue
            if noun in _IRREGULAR_PLURALS or noun.endswith("s") \
                    or joins_columns(text, index, match.start(3)):
                continue
            shown = f"{taker} {noun}{mark}s"
            reason = "a bare 'other'" if taker.casefold() == "other" else f"'{taker}'"
            yield _finding("RL429", text, index, shown,
                           f"{reason} takes a plural noun, so the possessive is "
                           f"'{taker} {noun}s{mark}'", 0.65)


#: Adverbs and other words ending in ``s`` or ``ed`` that may follow a modal (``may
#: sometimes``, ``must always``, ``may need``): English, closed.
_AFTER_MODAL = frozenset({
    "sometimes", "besides", "towards", "afterwards", "backwards", "forwards", "always",
    "nonetheless", "nevertheless", "regardless", "unless", "perhaps", "thus", "as", "less",
    "us", "this", "its", "his", "hers", "ours", "yours", "theirs", "is", "was", "has",
    "does", "indeed", "instead", "need", "shed", "wed", "bed", "fed", "led", "red", "bred"})
#: The modal verbs, for other modules.
MODALS = _MODALS
#: A modal, an optional ``not`` or ``also`` and one more word, in one line.
_MODAL_VERB = re.compile(r"\b(?i:" + "|".join(_MODALS) + r")\s+(?:(?:not|also|then)\s+)?"
                         r"([a-z]{4,})\b")


def inflected_verb(word: str) -> str | None:
    """The bare form of a verb's ``-s``, ``-es`` or ``-ed`` form by the dictionary
    (``moves`` and ``moved``: ``move``), or ``None`` for a word that is no such form, or
    that may follow a modal as it is (:data:`_AFTER_MODAL`, ``-eed`` words such as
    ``exceed``)."""
    if word in _AFTER_MODAL or word.endswith(("ss", "us", "is", "eed", "ous")):
        return None
    checker = english()
    if word in checker and word.endswith(("ies", "ied")) and word[:-3] + "y" in checker:
        return word[:-3] + "y"
    if word in checker and word.endswith("s"):
        for bare in (word[:-1], word[:-2] if word.endswith("es") else ""):
            if bare and bare in checker and len(bare) >= 3:
                return bare
    if word in checker and word.endswith("ed"):
        for bare in (word[:-1], word[:-2], word[:-3] if word[-3:-2] == word[-4:-3] else ""):
            if bare and bare in checker and len(bare) >= 3:
                return bare
    return None


def _modal_forms(text: Text) -> Iterator[LintFinding]:
    """RL434: a modal verb followed by a verb's ``-s`` or ``-ed`` form (``may moves``,
    ``must gained``) on one line, away from a place where two columns may join; English
    puts the bare form there (``may move``)."""
    for index, line in enumerate(text.manuscript.lines):
        for match in _MODAL_VERB.finditer(line.text):
            bare = inflected_verb(match.group(1))
            if bare is None or any(text.at_column_join(index, p)
                                   for p in range(match.start(), match.end())):
                continue
            shown = " ".join(match.group(0).split())
            yield _finding("RL434", text, index, shown,
                           f"a modal verb takes the bare form: '{bare}', not "
                           f"'{match.group(1)}'", 0.65)


# --------------------------------------------------------------------------- capitals

#: Words that open a clause and are capitalised only at a sentence's start.
#: Pronouns are left out: a book may capitalise one as a defined term (``You``, ``He``).
_CLAUSE_OPENERS = frozenset({
    "at", "the", "when", "if", "then", "in", "on", "each", "every", "all", "any", "this",
    "that", "for", "to", "with", "after", "before", "during", "until", "while", "and", "but",
    "or", "so", "as"})


def _stray_capitals(text: Text) -> Iterator[LintFinding]:
    """RL424: a clause opener (``At``, ``When``...) capitalised after a comma in
    mid-sentence, with a word in small letters after it: a sentence broken or two run
    together."""
    for index, toks in enumerate(text.tokens):
        line = text.manuscript.lines[index]
        for before, word, after in zip(toks, toks[1:], toks[2:], strict=False):
            if not (word.capitalised and fold(word.text) in _CLAUSE_OPENERS
                    and after.text.islower() and before.text.islower()
                    and line.text[before.end:word.start] == ", "
                    and line.text[word.end:after.start] == " "):
                continue
            if joins_columns(text, index, word.start):
                continue
            yield _finding("RL424", text, index, f"{before.text}, {word.text} {after.text}",
                           f"'{word.text}' is capitalised in mid-sentence, after a comma: a "
                           "sentence broken, or two run together", 0.6)


def check_grammar(text: Text) -> Iterator[LintFinding]:
    """Every grammar slip: articles, lost small words, agreement, stray capitals."""
    yield from _articles(text)
    yield from _lost_words(text)
    yield from _agreement(text)
    yield from _singular_subjects(text)
    yield from _bare_verbs(text)
    yield from _parallel_subjects(text)
    yield from _lost_small_words(text)
    yield from _plural_possessives(text)
    yield from _modal_forms(text)
    yield from _stray_capitals(text)
