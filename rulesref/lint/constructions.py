"""English constructions built wrong: a word stray, doubled or of the wrong number inside a
construction whose shape English fixes, so the words around the slip show it.

Codes: RL441 a head noun whose number does not fit the one name before it (``a Quicksilver
cards``; ``the Elevated keywords`` where the model holds ``Elevated`` as one keyword and the
book prints the keyword singular after one such name); RL442 a comparison with ``as ... as``
opened twice or padded with ``equally`` (``as equally as viable a choice as``); RL443 a
verb left after a ``such as`` example (``such as Broken does, may not``); RL444 a
preposition before an adverb of frequency (``purchased for once each``); RL445 ``until``
joined to a verb of ending (``ends after 5 rounds, or until``); RL446 a sentence that is a
relative clause alone (``Which means that ... .``); RL447 ``less than`` before a number and
a plural noun of things counted (``less than 5 units``); RL448 a focusing adverb with
nothing to focus on (``particularly and indeed``); RL449 an entry that calls its item
``This`` where the book's other entries open the same formula with the item's name (``This
conveys the following keywords`` beside eight ``The ... conveys the following keywords``);
RL474 a list announced by a colon that runs on without the full stop the book's other such
lists end with; RL490 a ``such as`` example closed by a comma that no comma opened, parting
a plural subject from its verb (``keywords such as Hero, count as``); RL492 a range set
with a dash after ``between`` or ``from`` (``between 100-200mm``), which take ``and`` and
``to``; RL493 an adverb standing where its adjective belongs, beside an adjective in a list
of the same shape (``easy to learn, simply to operate``).

Each looks at one line, or at a line and where its column's text goes on (the next line's
start, or in two-column text run together line by line the other column's part of the
next line, :func:`rulesref.lint.seams.runs`); a match that spans a place where two columns
may join within one line is left alone.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections import Counter, defaultdict
from collections.abc import Iterator

from rulesref.core.names import fold
from rulesref.lint.clauses import FINITE
from rulesref.lint.grammar import MODALS, PREPOSITIONS, gerund, inflected_verb, plural_noun
from rulesref.lint.known import Known, Text
from rulesref.lint.model import LintFinding
from rulesref.lint.seams import Reader
from rulesref.lint.spelling import english
from rulesref.lint.text import singular

#: Times the book must print a head noun singular after one name of its kind (RL441).
ESTABLISHED = 3


# --------------------------------------------------------------------------- number

#: ``the Elevated keywords``: ``the``, one to three capitalised words, a head noun.
_THE_NAME = re.compile(r"\b([Tt]he)\s+((?:[A-Z][\w’'\-]*\s+){0,2}[A-Z][\w’'\-]*)\s+([a-z]+)\b")


def _number(text: Text, reader: Reader, known: Known) -> Iterator[LintFinding]:
    """RL441: after ``the``, a name the model holds as one label of a kind that is never
    held more than once (a keyword defined without ``[x]``) takes that kind's noun in the
    singular; reported where the book prints that noun singular after such a name at least
    :data:`ESTABLISHED` times (``the Elevated keywords`` beside ``the Wizard keyword``). A
    keyword with ``[x]`` may be held several times over (``the Command keywords from your
    General and Battle Standard``), so its plural is left alone."""
    singular_after: Counter[str] = Counter()
    plural_at: list[tuple[int, str, str]] = []
    for index, match in reader.matches(_THE_NAME, across=False):
        name, noun = match.group(2), match.group(3)
        term = known.term(name)
        if term is None or not term.label or term.numeric is not False:
            continue
        kind = fold(term.kind)
        if fold(noun) == kind:
            singular_after[kind] += 1
        elif fold(singular(noun)) == kind and noun.endswith("s"):
            plural_at.append((index, name, noun))
    for index, name, noun in plural_at:
        kind = fold(singular(noun))
        if singular_after[kind] < ESTABLISHED:
            continue
        yield text.finding("RL441", index, f"the {name} {noun}",
                           f"'{name}' is one {kind}, held once, and the book prints '{kind}' "
                           f"singular after one such name {singular_after[kind]} times: 'the "
                           f"{name} {singular(noun)}'", 0.65)


# --------------------------------------------------------------------------- comparisons

_QUOTED = r"[‘'\"“]?[a-z]+[’'\"”]?"
#: ``as equally as viable a choice as``: ``as`` and a word, ``as`` again, then an
#: adjective, an article and a noun with the comparison's closing ``as``.
_TWICE = re.compile(r"\b[Aa]s\s+([a-z]+)\s+as\s+(" + _QUOTED + r")\s+an?\s+[a-z]+\s+as\b")
#: ``as equally viable a choice as``: ``equally`` inside a comparison of ``as ... as``.
_PADDED = re.compile(r"\b[Aa]s\s+(equally)\s+(" + _QUOTED + r")\s+an?\s+[a-z]+\s+as\b")
#: Words a line must hold for :data:`_TWICE` or :data:`_PADDED` to start in it.
_AS_TRIGGER = re.compile(r"\b[Aa]s\s+[a-z]+\s+as\b")
_EQUALLY = re.compile(r"\b[Aa]s\s+equally\b")


def _comparisons(text: Text, reader: Reader) -> Iterator[LintFinding]:
    """RL442: a comparison of ``as`` + adjective + ``a`` noun + ``as`` whose first ``as``
    is printed twice around another word (``as equally as viable a choice as``), or padded
    with ``equally``, which says the same as ``as ... as`` (``as equally viable a choice
    as``)."""
    for index, match in reader.matches(_TWICE, _AS_TRIGGER):
        adjective = match.group(2).strip("‘'\"“’”")
        yield text.finding("RL442", index, " ".join(match.group(0).split()),
                           f"a comparison opened twice ('as {match.group(1)} as'); "
                           f"one 'as' before '{adjective}' makes it", 0.65)
    for index, match in reader.matches(_PADDED, _EQUALLY):
        adjective = match.group(2).strip("‘'\"“’”")
        yield text.finding("RL442", index, " ".join(match.group(0).split()),
                           f"'equally' says again what 'as {adjective} ... as' says; "
                           f"'as {adjective} a ... as'", 0.6)


# --------------------------------------------------------------------------- stray words

#: ``such as Broken does,``: ``such as``, one to three words, ``do`` standing in for another
#: verb and a comma. (``is`` or ``has`` there may be the sentence's own verb before a
#: parenthesis: ``terrain such as woods is, however, open``.)
_SUCH_AS_VERB = re.compile(r"\bsuch\s+as\s+((?:[\w’'\-]+\s+){0,2}[\w’'\-]+)\s+"
                           r"(does|do|did),")
#: ``for once each``: a preposition, an adverb of frequency, a word dealing it out.
_FOR_ONCE = re.compile(r"\b(for|in|at)\s+(once|twice|thrice)\s+(each|per|every)\b")
#: Words a line must hold for :data:`_SUCH_AS_VERB` or :data:`_FOR_ONCE` to start in it.
_SUCH_AS = re.compile(r"\bsuch\s+as\b")
_ONCE = re.compile(r"\b(?:for|in|at)\s+(?:once|twice|thrice)\b")


def _stray_words(text: Text, reader: Reader) -> Iterator[LintFinding]:
    """RL443: ``do`` standing for another verb (``does``) after a ``such as`` example and
    before a comma: ``such as`` takes a noun phrase, so the verb is stray (``such as Broken,``
    or ``as Broken does,``). RL444: a preposition before ``once``/``twice``/``thrice`` that
    is dealt out (``each``, ``per``, ``every``): the adverb takes no preposition (``for
    once`` alone is an idiom and is never matched)."""
    for index, match in reader.matches(_SUCH_AS_VERB, _SUCH_AS):
        example, verb = " ".join(match.group(1).split()), match.group(2)
        if any(fold(w) in ("and", "or", "that", "which", "who") for w in example.split()):
            continue  # a clause of its own inside the example
        yield text.finding("RL443", index, f"such as {example} {verb},",
                           f"'such as' takes a noun, so '{verb}' is stray ('such as "
                           f"{example},' or 'as {example} {verb},')", 0.65)
    for index, match in reader.matches(_FOR_ONCE, _ONCE):
        shown = " ".join(match.group(0).split())
        yield text.finding("RL444", index, shown,
                           f"'{match.group(2)}' takes no preposition: "
                           f"'{match.group(2)} {match.group(3)}'", 0.65)



#: ``. The different versions of numerical keywords such as Hero, count``: a sentence's
#: start (a mark that ends a sentence or item, or a line's start), up to eight words, a
#: plural noun straight before ``such as`` (no comma opens the example), one to three
#: capitalised words (a keyword's ``[x]`` may follow each), a comma, a word in small
#: letters.
_SUCH_AS_CLOSED = re.compile(
    r"(?:(?<=[.!?;:•])\s+|^\s*)((?:[\w’'\-]+\s+){0,8}?)([A-Za-z][a-z]*s)\s+such\s+as\s+"
    r"((?:[A-Z][\w’'\-]*(?:\s+\[[^\]\s]*\])?\s+){0,2}[A-Z][\w’'\-]*(?:\s+\[[^\]\s]*\])?)"
    r",\s+([a-z]+)\b")
#: Words that open a clause, so a comma after the example may close that clause (``If you
#: face units such as Monsters, roll``).
_SUBORDINATORS = frozenset({
    "if", "when", "whenever", "unless", "while", "whilst", "although", "though", "because",
    "once", "where", "wherever", "as", "since", "so", "that", "than", "whether", "after",
    "before", "until"})
#: Finite verbs a plural subject takes besides the book's bare verbs (``keywords such as
#: Wild, may not``, ``units such as Monsters, are``).
_PLURAL_FINITE = frozenset({*MODALS, "are", "were", "have", "had", "do", "did"})
#: A modal and the word after it: the book's own bare verbs (``may count``).
_MODAL_THEN = re.compile(r"\b(?i:" + "|".join(MODALS) + r")"
                         r"\s+(?:(?:not|also|then|only|still|always|never)\s+)?([a-z]+)\b")


def _book_verbs(text: Text) -> frozenset[str]:
    """Words the book prints straight after a modal verb (``may count``), less the small
    words that may stand there too (``can the``, ``may only``): its own bare verbs."""
    return frozenset(m.group(1) for line in text.manuscript.lines
                     for m in _MODAL_THEN.finditer(line.text)
                     if m.group(1) not in _NOT_VERBS and not m.group(1).endswith("ly"))


#: Small words that may follow a modal without being its verb.
_NOT_VERBS = frozenset({"the", "this", "that", "these", "those", "it", "they", "each",
                        "either", "more", "same", "to", "with", "also", "not", "just",
                        "instead", "thus", "never", "sometimes", "re", "unit"})


def _opens_subject(words: list[str], noun: str, verbs: frozenset[str], marked: bool) -> bool:
    """Whether the words from a sentence's start to a noun are that noun's own subject
    phrase (``The different versions of numerical``): no clause opener among them, no
    preposition or ``-ing`` form first, no verb of the book's (or finite verb) before the
    noun. After a line's start with no mark, the first word (or the noun, with none before
    it) must be capitalised (a sentence's start); a capitalised noun must open the
    sentence."""
    if not marked and not (words[0] if words else noun)[:1].isupper():
        return False
    if words and noun[:1].isupper():
        return False
    folded = [fold(w) for w in words]
    return not (folded and (folded[0] in PREPOSITIONS or gerund(folded[0]))) \
        and not any(w in _SUBORDINATORS or w in verbs or w in FINITE for w in folded)


def _subject_readings(text: Text, reader: Reader,
                      index: int) -> Iterator[tuple[re.Match[str], bool]]:
    """Each reading of :data:`_SUCH_AS_CLOSED` whose noun is on the ``index``-th line and
    whose sentence's start is in the same column's text: on the line itself (no column may
    start between the start and the noun), or on the line before, joined to this line's
    text each way the columns may run (:meth:`Reader.runs`). With each, whether a mark
    shows the start (else it is the line's start)."""
    printed = text.manuscript.lines[index].text.rstrip()
    run = reader.line_run(index)
    for match in _SUCH_AS_CLOSED.finditer(run.chars):
        if not any(text.at_column_join(index, p)
                   for p in range(match.start() + 1, match.start(2) + 1)):
            yield match, match.start() > 0
    if index == 0:
        return
    for run in reader.runs(index - 1):
        if run.seam is None or not printed.endswith(run.chars[run.seam:]):
            continue
        for match in _SUCH_AS_CLOSED.finditer(run.chars):
            if match.start() < run.seam <= match.start(2):
                yield match, match.start() > 0


def _closed_examples(text: Text, reader: Reader) -> Iterator[LintFinding]:
    """RL490: a sentence whose subject is a plural noun followed by ``such as`` with no
    comma before it, a capitalised example and a comma, then a verb: a bare form the book
    prints after a modal, a modal, or a plural finite verb (``The different versions of
    numerical keywords such as Hero, count as``). The comma closes an aside nothing
    opened, so it parts the subject from its verb. The sentence's start must be in view
    (:func:`_subject_readings`: a mark ending a sentence or an item, or a capitalised word
    opening the line), and in every reading of where the line's column text comes from,
    the words from it to the noun must be the subject's own (:func:`_opens_subject`); the
    word after the comma must not be a verb's ``-s`` or ``-ed`` form, nor the example hold
    ``and``/``or``."""
    verbs: frozenset[str] | None = None
    for index, line in enumerate(text.manuscript.lines):
        if not _SUCH_AS.search(line.text):
            continue
        if verbs is None:
            verbs = _book_verbs(text)
        readings: dict[tuple[str, str, str], list[bool]] = defaultdict(list)
        for match, marked in _subject_readings(text, reader, index):
            noun, verb = match.group(2), match.group(4)
            example = " ".join(match.group(3).split())
            if not plural_noun(fold(noun)) or (verb not in verbs and verb not in _PLURAL_FINITE) \
                    or inflected_verb(verb) is not None \
                    or any(fold(w) in ("and", "or") for w in example.split()):
                continue
            readings[(noun, example, verb)].append(
                _opens_subject(match.group(1).split(), noun, verbs, marked))
        for (noun, example, verb), passed in readings.items():
            if not all(passed):
                continue
            yield text.finding(
                "RL490", index, f"{noun} such as {example}, {verb}",
                f"the comma closes the example, but none opens it before 'such as', so it "
                f"parts the subject '{noun}' from its verb '{verb}'; drop it ('{noun} such "
                f"as {example} {verb}') or open the aside with one ('{noun}, such as "
                f"{example}, {verb}')", 0.6)


#: ``between 100-200mm``: ``between`` or ``from``, a number, a dash or hyphen, a number
#: (each may carry its unit: ``6”``, ``200mm``).
_DASHED_RANGE = re.compile(r"\b([Bb]etween|[Ff]rom)\s+(\d+(?:[.,]\d+)?[^\s\d\-–—]{0,2})"
                           r"\s*[-–—]\s*(\d+(?:[.,]\d+)?\S*)")
#: Words a line must hold for :data:`_DASHED_RANGE` to start in it.
_RANGE_OPENER = re.compile(r"\b(?:[Bb]etween|[Ff]rom)\b")
#: The word each opener of a range takes before its second end.
_RANGE_CLOSER = {"between": "and", "from": "to"}


def _dashed_ranges(text: Text, reader: Reader) -> Iterator[LintFinding]:
    """RL492: ``between`` or ``from`` before a range set with a dash (``between 100-200mm``,
    ``from 2-4 units``): the dash already says "to", so the opener doubles it; English
    writes ``between 100 and 200mm`` or ``from 2 to 4``, or the range alone
    (``100-200mm``)."""
    for index, match in reader.matches(_DASHED_RANGE, _RANGE_OPENER):
        opener, low, high = match.group(1), match.group(2), match.group(3).rstrip(".,;:)")
        closer = _RANGE_CLOSER[opener.lower()]
        yield text.finding(
            "RL492", index, f"{opener} {low}-{high}",
            f"'{opener}' takes '{closer}' before a range's second end, not a dash: "
            f"'{opener} {low} {closer} {high}', or the range alone ('{low}-{high}')", 0.65)


#: ``easy to learn, simply to operate``: a word, ``to``, a verb, a comma, a word in ``-ly``,
#: ``to``, a verb: two items of one list.
_PARALLEL_TO = re.compile(r"\b([a-z]{3,})\s+to\s+[a-z]+,\s+([a-z]{3,}ly)\s+to\s+([a-z]+)\b")
#: Words a line must hold for :data:`_PARALLEL_TO` to start in it.
_TO_VERB = re.compile(r"\bto\s+[a-z]+,")


def _adjective_of(adverb: str) -> str | None:
    """The English adjective an adverb in ``-bly``, ``-ply``, ``-tly``, ``-dly``, ``-gly``,
    ``-kly`` (from ``-le``) or ``-ily`` (from ``-y``) is made from (``simply``: ``simple``,
    ``easily``: ``easy``), by the dictionary; ``None`` for any other word (``likely``,
    ``friendly`` may be adjectives themselves)."""
    checker = english()
    if adverb.endswith("ily"):
        base = adverb[:-3] + "y"
    elif adverb[-3:-2] in ("b", "p", "t", "d", "g", "k") and adverb.endswith("ly"):
        base = adverb[:-2] + "le"
    else:
        return None
    return base if base in checker and adverb in checker else None


def _adverb_of(adjective: str) -> str | None:
    """The adverb English makes from an adjective (``easy``: ``easily``, ``simple``:
    ``simply``, ``quick``: ``quickly``) where the dictionary holds it: evidence that the
    word is an adjective."""
    checker = english()
    for adverb in (adjective[:-1] + "ily" if adjective.endswith("y") else "",
                   adjective[:-2] + "ly" if adjective.endswith("le") else "",
                   adjective + "ly"):
        if adverb and adverb in checker:
            return adverb
    return None


def _adverbs_for_adjectives(text: Text, reader: Reader) -> Iterator[LintFinding]:
    """RL493: two items of a list, each a word, ``to`` and a verb, the first an adjective
    (English makes an adverb of it) and the second an adverb in ``-ly`` made from an
    adjective (:func:`_adjective_of`): the list wants its adjective there too (``easy to
    learn, simple to operate``)."""
    for index, match in reader.matches(_PARALLEL_TO, _TO_VERB):
        first, adverb, verb = match.group(1), match.group(2), match.group(3)
        adjective = _adjective_of(adverb)
        if adjective is None or first.endswith("ly") or _adverb_of(first) is None:
            continue
        yield text.finding(
            "RL493", index, " ".join(match.group(0).split()),
            f"'{adverb}' is an adverb where the list's other item, '{first} to ...', has an "
            f"adjective: '{adjective} to {verb}'", 0.6)

# --------------------------------------------------------------------------- until

#: ``ends after 5 rounds, or until``: a verb of ending, a time phrase, ``or until``.
_END_UNTIL = re.compile(r"\b(ends|ended|finishes|finished|stops|stopped)\s+"
                        r"(?:(?:after|when|at|once|if)\b[^.;:!?]{1,80}?\bor\s+)?until\b")
#: Words a line must hold for :data:`_END_UNTIL` to start in it.
_ENDS = re.compile(r"\b(?:ends|ended|finishes|finished|stops|stopped)\b")


def _end_until(text: Text, reader: Reader) -> Iterator[LintFinding]:
    """RL445: ``until`` joined to a verb of ending (``ends ... or until``, ``stops until``):
    ``until`` marks how long something lasts, and ending lasts no time (``or when``, or a
    verb that lasts: ``goes on until``). Not where ``until`` comes before the verb in its
    sentence (``until the round ends``)."""
    for index, match in reader.matches(_END_UNTIL, _ENDS):
        before = text.manuscript.lines[index].text[:match.start()]
        sentence = re.split(r"[.;:!?]\s", before)[-1]
        if re.search(r"\b(?i:until|till)\b", sentence):
            continue
        shown = " ".join(match.group(0).split())
        if len(shown.split()) > 8:
            shown = " ".join([*shown.split()[:3], "…", *shown.split()[-2:]])
        yield text.finding("RL445", index, shown,
                           f"'{match.group(1)}' is over at once, so it takes 'when', not "
                           "'until'", 0.6)


# --------------------------------------------------------------------------- fragments

#: ``Which means that ...``: a sentence opening with ``Which`` and a verb that states a
#: consequence of what was said before (``means``, ``is why``), up to its end mark. Other
#: verbs may open a sentence whose subject is ``which`` thing (``Which goes first is
#: rolled for.``), so they are left alone.
_WHICH = re.compile(r"(?:^|(?<=[.!?]\s))(Which)\s+(means|meant|makes|leaves|gives|lets|"
                    r"allows|explains|results|is\s+why|was\s+why)\b([^.!?]*)([.!?])")
#: A word a line must hold for :data:`_WHICH` to start in it.
_WHICH_WORD = re.compile(r"\bWhich\b")


#: A colon that announces a list (``start with the following keywords:``).
_ANNOUNCED = re.compile(r"\bthe following ([a-z]+):")
#: A name: capitalised words, and a bracketed value (``Ranged [8]``).
_NAME = r"[A-Z][\w’'-]*(?: [A-Z][\w’'-]*)*(?: \[[\dx+]+\])?"
#: Two names or more joined by commas and a last ``and``, then what follows the list: a
#: stop, a space and a word in small letters, or the line's end.
_NAME_LIST = re.compile(r"(?<![\w’'\[])(" + _NAME + r"(?:, " + _NAME + r")*(?:,)? and "
                        + _NAME + r")(\.|(?= [a-z])|\s*$)")
#: How many lines after an announcing colon its list is looked for in (two columns run
#: together put the other column's lines between).
LIST_LINES = 3
#: The least number of announced lists closed with a stop that make it the book's way.
CLOSED = 3
#: How many characters of a line a list is looked for in: a list of names is short, and
#: the bound keeps a long line of capitalised words from costing the square of its length.
LIST_REACH = 200


def _unclosed_lists(text: Text) -> Iterator[LintFinding]:
    """RL474: a list of names announced by ``the following <noun>:`` whose last name is
    followed by a word in small letters where the book closes its other such lists with a
    stop (at least :data:`CLOSED` of them, and three times as many): the list's sentence
    has lost its full stop (in two columns run together, the next words are the other
    column's). The list is the first run of two names or more joined by commas and
    ``and`` in the rest of the colon's line or the next :data:`LIST_LINES` lines; a list
    at a line's end may go on in the next line and is not judged. Only a list whose next
    words stand where another column may start is judged unclosed: elsewhere they go on
    with the list's own sentence."""
    lines = text.manuscript.lines
    closed: set[tuple[int, int]] = set()
    unclosed: dict[tuple[int, int], str] = {}
    for index, line in enumerate(lines):
        for formula in _ANNOUNCED.finditer(line.text):
            places = [(index, line.text[formula.end():formula.end() + LIST_REACH])]
            at = index + 1
            while at < len(lines) and len(places) <= LIST_LINES:
                if lines[at].text.strip():
                    places.append((at, lines[at].text[:LIST_REACH]))
                at += 1
            for where, chars in places:
                found = _NAME_LIST.search(chars)
                if found is None:
                    continue
                # a list two colons on one line both find is counted once
                place = (where, found.start() + (formula.end() if where == index else 0))
                if found.group(2) == ".":
                    closed.add(place)
                elif found.end() < len(chars.rstrip()) \
                        and text.at_column_join(where, place[1] + len(found.group(1)) + 1):
                    # in one column the words in small letters go on with the list's own
                    # sentence ('Boots and Rope if you climb'); only where another column
                    # may start there has the list lost its stop
                    unclosed[place] = found.group(1)
                break
    if len(closed) < CLOSED or len(closed) < 3 * len(unclosed):
        return
    for (where, _), names in sorted(unclosed.items()):
        yield text.finding("RL474", where, names,
                           f"the list announced by a colon runs into words in small letters "
                           f"with no full stop after '{names.split()[-1]}', while the book "
                           f"closes {len(closed)} such lists with one; end it with a stop",
                           0.6)


def _fragments(text: Text, reader: Reader) -> Iterator[LintFinding]:
    """RL446: a sentence that opens with ``Which`` and a verb of consequence (:data:`_WHICH`)
    and ends with a full stop: a relative clause cut from the sentence before it (a
    question ends with ``?``)."""
    for index, match in reader.matches(_WHICH, _WHICH_WORD):
        verb = " ".join(match.group(2).split())
        if match.group(4) == "?":
            continue
        shown = " ".join(f"{match.group(1)} {verb}{match.group(3)}".split()[:4])
        yield text.finding("RL446", index, shown,
                           f"a sentence opened by '{match.group(1)} {verb}' is a relative "
                           "clause alone; join it to the sentence before with a comma", 0.6)


# --------------------------------------------------------------------------- fewer

#: Plural nouns of measures, which English counts with ``less`` (``less than 3 inches``).
_MEASURES = frozenset({
    "inches", "feet", "yards", "miles", "millimetres", "millimeters", "centimetres",
    "centimeters", "metres", "meters", "mm", "cm", "seconds", "minutes", "hours", "days",
    "weeks", "months", "years", "pounds", "dollars", "euros", "percent", "degrees",
    "kilograms", "grams", "litres", "liters"})
_NUMBER_WORDS = r"\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty"
#: ``less than 5 units``: ``less than``, a number, a plural noun.
_LESS = re.compile(r"\b(less)\s+than\s+(" + _NUMBER_WORDS + r")\s+([a-z]+s)\b")
#: Words a line must hold for :data:`_LESS` to start in it.
_LESS_WORD = re.compile(r"\bless\s+than\b")


def _fewer(text: Text, reader: Reader) -> Iterator[LintFinding]:
    """RL447: ``less than`` before a number and the plural of a noun counted one by one
    (``less than 5 units``): English counts them with ``fewer``; measures (:data:`_MEASURES`)
    take ``less``."""
    for index, match in reader.matches(_LESS, _LESS_WORD):
        noun = match.group(3)
        if noun in _MEASURES or not plural_noun(noun):
            continue
        shown = " ".join(match.group(0).split())
        yield text.finding("RL447", index, shown,
                           f"'{noun}' are counted, so 'fewer than {match.group(2)} {noun}'",
                           0.6)


# --------------------------------------------------------------------------- focus

#: ``particularly and``: a focusing adverb straight before a conjunction.
_FOCUS = re.compile(r"\b(particularly|especially|notably|specifically|chiefly)\s+"
                    r"(and|or|but)\s+([a-z]+)\b")
#: Words a line must hold for :data:`_FOCUS` to start in it.
_FOCUS_WORD = re.compile(r"\b(?:particularly|especially|notably|specifically|chiefly)\s+"
                         r"(?:and|or|but)\b")


def _focus(text: Text, reader: Reader) -> Iterator[LintFinding]:
    """RL448: a focusing adverb (``particularly``, ``especially``) straight before ``and``,
    ``or`` or ``but``: it points at what comes next, and a conjunction is nothing to point
    at, so words are lost after it. Two adverbs joined (``particularly and specifically``)
    are right, so no way the text may go on may put an adverb in ``-ly`` after the
    conjunction."""
    for index, found in reader.readings(_FOCUS, _FOCUS_WORD):
        if any(m.group(3).endswith("ly") for m in found):
            continue
        match = found[0]
        shown = f"{match.group(1)} {match.group(2)}"
        yield text.finding("RL448", index, shown,
                           f"'{match.group(1)}' points at nothing before "
                           f"'{match.group(2)}': words look lost after it; restore them, or "
                           f"drop '{match.group(1)}'", 0.6)


# --------------------------------------------------------------------------- formulas

#: Times the book must open a formula with an item's name for ``This`` to stand out.
NAMED = 5
#: Words after the verb that make a formula (``conveys the following keywords``).
FORMULA = 3
#: Capitalised words that open a sentence without naming an item.
_NO_NAME = frozenset({"it", "he", "she", "they", "this", "that", "these", "those", "each",
                      "every", "a", "an", "the", "if", "when", "then", "you", "we", "i"})


@functools.lru_cache(maxsize=4096)
def _verb(word: str) -> str | None:
    """:func:`~rulesref.lint.grammar.inflected_verb`, looked up once a word."""
    return inflected_verb(word)


def _formulas(text: Text) -> Iterator[LintFinding]:
    """RL449: a verb's ``-s`` form and :data:`FORMULA` words after it, printed at least
    :data:`NAMED` times after a capitalised name (an entry naming its item: ``The Helm of
    Dust conveys the following keywords``) and once after a bare ``This``: that entry does
    not say what it is about."""
    named: dict[tuple[str, ...], list[str]] = defaultdict(list)
    bare: dict[tuple[str, ...], list[tuple[int, str]]] = defaultdict(list)
    for index, toks in enumerate(text.tokens):
        chars = text.manuscript.lines[index].text
        for i in range(len(toks) - FORMULA - 1):
            run = toks[i:i + FORMULA + 2]
            subject = run[0]
            this = subject.text == "This"
            if not (this or (subject.capitalised and fold(subject.text) not in _NO_NAME)) \
                    or not run[1].text.endswith("s") \
                    or not all(t.text.islower() for t in run[1:]) \
                    or any(chars[a.end:b.start] != " " for a, b in itertools.pairwise(run)) \
                    or _verb(run[1].text) is None:
                continue
            key = tuple(fold(t.text) for t in run[1:])
            if this:
                bare[key].append((index, " ".join(t.text for t in run)))
            else:
                named[key].append(subject.text)
    for key, places in bare.items():
        if len(places) != 1 or len(named[key]) < NAMED:
            continue
        index, shown = places[0]
        yield text.finding("RL449", index, shown,
                           f"the book opens '{' '.join(key)}' with the item's own name "
                           f"{len(named[key])} times; here the item is only 'This': name it "
                           "as the other entries do", 0.6)


def check_constructions(text: Text, known: Known) -> Iterator[LintFinding]:
    """Every construction built wrong (RL441 to RL449, RL474, RL490, RL492, RL493)."""
    reader = Reader(text)
    yield from _number(text, reader, known)
    yield from _comparisons(text, reader)
    yield from _stray_words(text, reader)
    yield from _closed_examples(text, reader)
    yield from _dashed_ranges(text, reader)
    yield from _adverbs_for_adjectives(text, reader)
    yield from _end_until(text, reader)
    yield from _fragments(text, reader)
    yield from _unclosed_lists(text)
    yield from _fewer(text, reader)
    yield from _focus(text, reader)
    yield from _formulas(text)
