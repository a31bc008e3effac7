"""Capitals the book gives a word most of the time and drops elsewhere, read from the book's
own usage: a clear majority decides, so a book that never settles on a form is never
reported.

Codes: RL422 a pronoun the book capitalises in mid-sentence for one actor (an automated
opponent's ``He``, ``His``, ``Him``), printed in small letters among those printings; RL423
a proper name (a word no English dictionary holds: a people, a place) printed in small
letters where the book capitalises it in mid-sentence, or an English word the book
capitalises as a name printed once in small letters as a noun (``a drowned is``); RL460 a
small word inside a name (``of``, ``into``) capitalised in one printing of a name the book
also prints with it in small letters (``Force Of Will`` beside ``Force of Will``); RL461 the
second part of a hyphenated name in small letters where the book's other names with that
part capitalise it (``Sun-eater`` among ``Sound-Eater``, ``Time-Eater``, ``Stone-Eater``);
RL462 a two-word term the book capitalises in running text nearly every time, printed in
small letters there (``the first player`` among twenty ``the First Player``); RL463 an entry
of a repeated label (``Aspects: ...``) whose text starts in small letters where the label's
other entries start with a capital; RL475 a term of two or more words the book sets in
capitals inside sentences, printed elsewhere with some of its words in small letters (``the
swamp DECK`` beside ``the SWAMP DECK``); RL476 the possessive of a term the book sets in
capitals, its ending in capitals too (``the FROG'S card``); RL477 a word capitalised inside
a sentence where the book prints the same words with it in small letters (``the unit Waded
3" or more`` beside ``the unit waded 3" or more``); RL491 an English word capitalised in
running text every time it is printed, though nothing in the book or its model makes it a
name (``striking them in their Poor spots``); RL494 a two-word phrase the book prints in
small letters in running text nearly every time, capitalised there (``When making a
Shooting Attack, the unit`` among seventeen ``a shooting attack``).

What separates a capitals fault from a capitals-only variant that is no fault: the book's
own usage, never a dictionary of terms. A word at a sentence's start, a common noun that is
also a term and a heading in capitals give no evidence. Evidence is a printing in running
text (a word in small letters, or a sentence's opener such as ``the``, before it), a small
word inside a name (where a sentence's start cannot reach), or the second part of a
hyphenated name; a fault is the rare form where the book's usage is clear.

A capital at a sentence's start says nothing, and in two-column text a line's first word
may start a sentence of the other column: only capitals in mid-sentence count. Words are
compared folded, so a word printed in capitals throughout (a heading) is neither form.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator
from itertools import pairwise

from rulesref.core.names import fold
from rulesref.lint.compounds import FUNCTION_WORDS
from rulesref.lint.known import Known, Text, printings
from rulesref.lint.model import LintFinding
from rulesref.lint.seams import joins_columns
from rulesref.lint.spelling import english
from rulesref.lint.text import CONNECTORS, OPENERS, Token, singular, spelling_key

#: The forms of one pronoun, by person.
PRONOUNS: tuple[frozenset[str], ...] = (
    frozenset({"he", "his", "him", "himself"}),
    frozenset({"she", "her", "hers", "herself"}),
)
#: Capitalised printings in mid-sentence that make a convention, at the least.
CONVENTION = 5
#: Capitalised printings in mid-sentence of a proper name, at the least.
NAMED = 3
#: How many times more often a proper name must be capitalised than not.
MAJORITY = 3
#: Shortest proper name judged.
SHORTEST = 4
#: English small words that a name's title case keeps in small letters (``Chaos of War``).
SMALL_WORDS = frozenset({"of", "the", "a", "an", "in", "into", "to", "for", "and", "or", "on",
                         "at", "with", "from", "by", "as", "but", "nor", "onto", "upon"})
#: Distinct hyphenated names with a part capitalised that make the book's convention.
HYPHENATED = 3
#: Running-text printings of a two-word term with both capitals that make a convention.
TERM = 5
#: Characters of an entry's text a finding may show.
SHOWN = 40
#: Entries starting with a capital that make a repeated label's (``Aspects:``) pattern.
LABELLED = 4


def _mid_sentence_capital(token: Token) -> bool:
    return token.capitalised and not token.sentence_start


def _pronouns(text: Text) -> Iterator[LintFinding]:
    """RL422: where the book capitalises a pronoun in mid-sentence at least
    :data:`CONVENTION` times (not inside a capitalised name or heading), the same pronoun
    in small letters between its first and last capitalised printing, when the capitals
    are at least as many."""
    for forms in PRONOUNS:
        capital: list[tuple[int, str]] = []
        small: list[tuple[int, str]] = []
        for index, toks in enumerate(text.tokens):
            printed = text.manuscript.lines[index].text
            for place, tok in enumerate(toks):
                if fold(tok.text) not in forms:
                    continue
                if _mid_sentence_capital(tok):
                    nxt = toks[place + 1] if place + 1 < len(toks) else None
                    if nxt is not None and nxt.capitalised \
                            and printed[tok.end:nxt.start] == " ":
                        continue  # inside a name in capitals (``His Majesty's Guard``)
                    capital.append((index, tok.text))
                elif tok.text.islower():
                    small.append((index, tok.text))
        if len(capital) < CONVENTION:
            continue
        first, last = capital[0][0], capital[-1][0]
        among = [(i, w) for i, w in small if first <= i <= last]
        if not among or len(among) > len(capital):
            continue
        line = text.manuscript.lines[among[0][0]]
        shown = f"{capital[0][1]} / {among[0][1]}"
        yield LintFinding(
            "RL422", text.manuscript.file, line.number, shown,
            f"the book capitalises the pronoun in mid-sentence for one actor, "
            f"{printings(text, capital)}, but prints it in small letters among those, "
            f"{printings(text, among)}", 0.65, page=line.page, occurrences=len(among))


def _proper_names(text: Text) -> Iterator[LintFinding]:
    """RL423: a word no English dictionary holds (in its British or American spelling),
    capitalised in mid-sentence at least
    :data:`NAMED` times and :data:`MAJORITY` times as often as it is printed in small
    letters. Of those small printings, the ones reported are no quoted string, identifier
    or common noun (:func:`_as_printed`)."""
    checker = english()
    capital: dict[str, list[tuple[int, str]]] = defaultdict(list)
    small: dict[str, list[tuple[int, Token]]] = defaultdict(list)
    for index, toks in enumerate(text.tokens):
        for tok in toks:
            if len(tok.text) < SHORTEST or not tok.text.isalpha():
                continue
            if _mid_sentence_capital(tok) and tok.text[1:].islower():
                capital[fold(tok.text)].append((index, tok.text))
            elif tok.text.islower():
                small[fold(tok.text)].append((index, tok))
    for word, places in capital.items():
        every = small.get(word, [])
        if not every or len(places) < NAMED or len(places) < MAJORITY * len(every) \
                or word in checker or spelling_key(word) in checker:
            continue
        # every small printing counts against the capitals; the ones printed as typed (a
        # string, an identifier, a common noun) are no slips to report
        lower = [(i, w.text) for i, w in every if not _as_printed(text, i, w)]
        if not lower:
            continue
        line = text.manuscript.lines[lower[0][0]]
        shown = lower[0][1]
        yield LintFinding(
            "RL423", text.manuscript.file, line.number, shown,
            f"the name {printings(text, places)} is capitalised in mid-sentence, but printed "
            f"in small letters {printings(text, lower)}", 0.65, page=line.page,
            occurrences=len(lower))


#: An identifier in code around a word (``os.popen()``, ``uint32``, ``my_file``,
#: ``Box::new``): a mark of code or a digit touching the word, or a dot or comma between it
#: and a letter.
_CODE_BEFORE = re.compile(r"[._/=\d]$")
_CODE_AFTER = re.compile(r"[_(/<\d]|[.,]\w|::")


def _in_code(printed: str, word: Token) -> bool:
    """Whether a word is part of code in its line: a mark of code or a digit touches it, or
    a dot or comma joins it to the next word (:data:`_CODE_BEFORE`, :data:`_CODE_AFTER`)."""
    return bool(_CODE_BEFORE.search(printed, 0, word.start)) \
        or bool(_CODE_AFTER.match(printed, word.end))


def _as_printed(text: Text, index: int, word: Token) -> bool:
    """Whether a word in small letters is no printing of a name: inside double quotation
    marks (a string quoted as it is typed), in code (``os.popen()``, ``format=unix,dos``),
    or after ``a`` or ``an`` (a common noun: ``a makefile``, across a line's end too)."""
    printed = text.manuscript.lines[index].text
    before = printed[:word.start].split()
    if not before and index > 0:
        before = text.manuscript.lines[index - 1].text.split()[-1:]
    return _quoted(printed, word.start) or _in_code(printed, word) \
        or (bool(before) and before[-1].casefold() in ("a", "an"))


def _joined(printed: str, left: Token, right: Token) -> bool:
    return printed[left.end:right.start] == " "


def _quoted(printed: str, position: int) -> bool:
    """Whether a place in a line lies inside double quotation marks opened before it on the
    line (``the “Crossing the Marsh” section``): a quoted title or string is printed as
    it is named, so its capitals are no usage of the words in running text."""
    before = printed[:position]
    return before.count("“") > before.count("”") or before.count('"') % 2 == 1


#: The words English title case leaves in small letters: articles, conjunctions and short
#: prepositions (closed classes).
_TITLE_SMALL = frozenset({"a", "an", "the", "and", "or", "nor", "but", "as", "so", "yet",
                          "if", "than", "of", "in", "on", "at", "to", "by", "for", "from",
                          "with", "into", "onto", "over", "under", "upon", "via", "per", "up",
                          "off", "out"})


def _titled(printed: str, word: Token) -> bool:
    """Whether a word stands in a title-cased stretch of its line (between marks that end
    a clause, or the line's ends): every word there but those title case leaves small
    (:data:`_TITLE_SMALL`) is capitalised, at least two of them (``Where to Use the
    Horn``). Such a stretch is a heading or a title, and its capitals are its own."""
    start = max(printed.rfind(m, 0, word.start) for m in ".,;:!?") + 1
    ends = [e for e in (printed.find(m, word.end) for m in ".,;:!?") if e >= 0]
    stretch = re.findall(r"[^\W\d_][\w’'-]*", printed[start:min(ends, default=len(printed))])
    others = [w for w in stretch if w.casefold() not in _TITLE_SMALL]
    return len(others) >= 2 and all(w[0].isupper() for w in others)


def _connectors(text: Text) -> Iterator[LintFinding]:
    """RL460: a name of capitalised words with a small word inside (``Force of Will``)
    printed with that word capitalised in some places and small in others. Which form is
    the slip is the book's own: the form its names' small words take more often (ties go to
    small letters, as English title case has it), counted where the name's first word is
    not a sentence's first word. Single letters are left out: extraction spaces a heading's
    letters apart (``G A M E``).

    A name printed only with the small word capitalised (``Scroll Of Lore``) is held to the
    book's usage of that same word inside its names: at least :data:`CONVENTION` printings
    in small letters, :data:`MAJORITY` times as many as with a capital. Where a column of
    run-together text may start at the small word, it is passed over (it may open the
    other column's sentence)."""
    names: dict[tuple[str, str, str], list[tuple[int, str, bool, int]]] = defaultdict(list)
    tally = {True: 0, False: 0}  # the book's convention, from names in mid-sentence
    by_word: dict[str, dict[bool, int]] = defaultdict(lambda: {True: 0, False: 0})
    for index, toks in enumerate(text.tokens):
        printed = text.manuscript.lines[index].text
        for left, small, right in zip(toks, toks[1:], toks[2:], strict=False):
            if fold(small.text) not in SMALL_WORDS or small.shouting \
                    or len(left.text) < 2 or len(right.text) < 2 \
                    or not (left.capitalised and right.capitalised) \
                    or not (_joined(printed, left, small) and _joined(printed, small, right)):
                continue
            key = (fold(left.text), fold(small.text), fold(right.text))
            up = small.text[0].isupper()
            names[key].append((index, printed[left.start:right.end], up, small.start))
            if not left.sentence_start:  # ``Keep the Crown``: a sentence's verb, no name
                tally[up] += 1
                by_word[key[1]][up] += 1
    raised, lowered = tally[True], tally[False]
    for key, places in names.items():
        capitals = [(i, shown) for i, shown, up, _ in places if up]
        smalls = [(i, shown) for i, shown, up, _ in places if not up]
        if not smalls:
            yield from _capitalised_only(text, key[1], by_word[key[1]], places)
            continue
        if not capitals:
            continue
        slips, usual = (capitals, smalls) if lowered >= raised else (smalls, capitals)
        index = slips[0][0]
        line = text.manuscript.lines[index]
        yield LintFinding(
            "RL460", text.manuscript.file, line.number, slips[0][1],
            f"the name is printed {printings(text, slips)} and {printings(text, usual)}: "
            f"the book's names print their small words "
            f"{'in small letters' if lowered >= raised else 'with a capital'} "
            f"({max(lowered, raised)} of {lowered + raised} times in mid-sentence); print "
            f"'{usual[0][1]}' throughout", 0.65, page=line.page, occurrences=len(slips))


def _capitalised_only(text: Text, word: str, usage: dict[bool, int],
                      places: list[tuple[int, str, bool, int]]) -> Iterator[LintFinding]:
    """RL460 for a name printed only with its small word capitalised, against the book's
    usage of that word inside names (:func:`_connectors`)."""
    small, capital = usage[False], usage[True]
    kept = [(i, shown) for i, shown, _, at in places if not joins_columns(text, i, at)]
    if not kept or small < CONVENTION or small < MAJORITY * capital:
        return
    shown = kept[0][1]
    lowered = " ".join(w if fold(w) != word else w.lower() for w in shown.split())
    yield _at_first(text, "RL460", kept,
                    f"the name {printings(text, kept)} capitalises '{word}', where the book's "
                    f"names print it in small letters ({small} of {small + capital} times in "
                    f"mid-sentence); print '{lowered}'", 0.6)


def _hyphenated(text: Text) -> Iterator[LintFinding]:
    """RL461: hyphenated names (first part capitalised) that share a second part, which at
    least :data:`HYPHENATED` of them capitalise and :data:`MAJORITY` times as many as print
    it small: each one that prints it small (``Sun-eater`` among ``Sound-Eater``,
    ``Time-Eater``, ``Fate-Eater``)."""
    by_part: dict[str, dict[bool, dict[str, list[tuple[int, str]]]]] = defaultdict(
        lambda: {True: defaultdict(list), False: defaultdict(list)})
    for index, toks in enumerate(text.tokens):
        for tok in toks:
            first, _, rest = tok.text.partition("-")
            last = rest.rsplit("-", 1)[-1]
            if not rest or len(last) < 3 or not first[:1].isupper() or tok.shouting \
                    or not last.isalpha() or not last[1:].islower():
                continue
            by_part[fold(last)][last[0].isupper()][fold(tok.text)].append((index, tok.text))
    for part, forms in by_part.items():
        capital, small = forms[True], forms[False]
        if not small or len(capital) < HYPHENATED or len(capital) < MAJORITY * len(small):
            continue
        others = [places[0] for places in capital.values()]
        for places in small.values():
            line = text.manuscript.lines[places[0][0]]
            shown = ", ".join(f"'{w}'" for _, w in others[:6])
            yield LintFinding(
                "RL461", text.manuscript.file, line.number, places[0][1],
                f"{printings(text, places)} prints '{part}' in small letters, where the "
                f"book's {len(capital)} other names ending in it capitalise it ({shown}); "
                f"print '{_capital_part(places[0][1])}'", 0.65, page=line.page,
                occurrences=len(places))


def _capital_part(word: str) -> str:
    """A hyphenated name with its last part capitalised (``Sun-eater`` -> ``Sun-Eater``)."""
    head, _, last = word.rpartition("-")
    return f"{head}-{last[:1].upper()}{last[1:]}"


def _running_text(text: Text, index: int, before: Token, word: Token) -> bool:
    """Whether a word is in running text: the word before it on the line, a single space
    away, is in small letters or is a sentence's opener (``The``, ``Each``)."""
    printed = text.manuscript.lines[index].text
    return _joined(printed, before, word) and not word.sentence_start and (
        before.text.islower() or (before.sentence_start and fold(before.text) in OPENERS))


def _terms(text: Text) -> Iterator[LintFinding]:
    """RL462: two words printed together in running text (:func:`_running_text`), both
    capitalised at least :data:`TERM` times and :data:`MAJORITY` times as often as with
    either in small letters: those printings (``the first player`` among ``the First
    Player``; ``Mercury tokens`` among ``Mercury Tokens``). Plurals and possessives count
    with their singular. Two capitalised words that a third capitalised word goes on from
    are part of a longer name (``the Marsh Frog Guild``), no printing of the two-word term:
    a book may name a guild so and still speak of a marsh frog.

    A term printed three ways (``Toad Card``, ``Toad card``, ``toad card``) has no
    form that outnumbers the rest three times; it is judged by the book's convention
    (:func:`_convention`): where the book's other terms are capitalised, a term whose most
    frequent form capitalises both words, at least :data:`TERM` times, has its other forms
    reported."""
    pairs: dict[tuple[str, str], dict[bool, list[tuple[int, str]]]] = defaultdict(
        lambda: {True: [], False: []})
    for index, toks in enumerate(text.tokens):
        printed = text.manuscript.lines[index].text
        for at, (before, first, second) in enumerate(zip(toks, toks[1:], toks[2:],
                                                         strict=False)):
            if len(first.text) < 3 or len(second.text) < 3 or first.shouting \
                    or second.shouting or not _joined(printed, first, second) \
                    or not _running_text(text, index, before, first) \
                    or _quoted(printed, first.start):
                continue
            both = first.capitalised and second.capitalised
            if both and _goes_on(printed, second, toks[at + 3:at + 4]):
                continue
            key = (fold(first.text), singular(_bare(fold(second.text))))
            pairs[key][both].append((index, printed[first.start:second.end]))
    usual = {key: forms for key, forms in pairs.items() if len(forms[True]) >= TERM}
    for key, (capital, other) in ((k, (v[True], v[False])) for k, v in pairs.items()):
        if _rare(capital, other, TERM):
            yield _at_first(text, "RL462", other,
                            f"the book capitalises the term in running text, "
                            f"{printings(text, capital)}, but prints it "
                            f"{printings(text, other)}; capitalise it there too", 0.65)
        elif other and len(capital) >= KIN and _most_often_capitalised(capital, other):
            convention = _convention(usual, key) if key in usual \
                else _kin_convention(usual, key)
            if convention is None:
                continue
            forms = _by_form(other)
            yield _at_first(text, "RL462", sorted(other),
                            f"the book capitalises its {convention[0]} in running text "
                            f"({convention[1]}), and this one most often, "
                            f"{printings(text, capital)}, but prints it also "
                            f"{' and '.join(printings(text, f) for f in forms)}; capitalise "
                            f"it throughout", 0.6)


#: Other two-word terms capitalised in running text that make a book's convention.
TERMS = 3


def _bare(word: str) -> str:
    """A word without its possessive ending (``player's`` -> ``player``)."""
    for ending in ("'s", "’s"):
        if word.endswith(ending):
            return word[:-len(ending)]
    return word


def _by_form(printed: list[tuple[int, str]]) -> list[list[tuple[int, str]]]:
    """Printings grouped by which of their words are capitalised, the most frequent group
    first."""
    groups: dict[tuple[bool, ...], list[tuple[int, str]]] = defaultdict(list)
    for place in printed:
        groups[tuple(w[:1].isupper() for w in place[1].split())].append(place)
    return sorted(groups.values(), key=lambda g: (-len(g), g[0][0]))


def _most_often_capitalised(capital: list[tuple[int, str]],
                            other: list[tuple[int, str]]) -> bool:
    """Whether the form with both capitals is printed more often than any other one."""
    return len(capital) > len(_by_form(other)[0])


def _convention(usual: dict[tuple[str, str], dict[bool, list[tuple[int, str]]]],
                term: tuple[str, str]) -> tuple[str, str] | None:
    """The book's convention for its two-word terms, from the terms but ``term`` that are
    capitalised in running text at least :data:`TERM` times: at least :data:`TERMS` of
    them, capitalised :data:`MAJORITY` times as often as not in all; ``None`` otherwise.
    Given as what the terms are and the counts, for a message."""
    others = [forms for key, forms in usual.items() if key != term]
    capital = sum(len(forms[True]) for forms in others)
    small = sum(len(forms[False]) for forms in others)
    if len(others) < TERMS or capital < MAJORITY * small:
        return None
    return "two-word terms", f"{capital} of {capital + small} printings of its " \
        f"{len(others)} other terms"


#: Printings with two capitals, at the least, of a term printed fewer than :data:`TERM`
#: times so that is judged by its kin (:func:`_kin_convention`).
KIN = 3


def _kin_convention(usual: dict[tuple[str, str], dict[bool, list[tuple[int, str]]]],
                    term: tuple[str, str]) -> tuple[str, str] | None:
    """The book's convention for the terms that end in ``term``'s last word (its phases,
    its tokens), from those capitalised in running text at least :data:`TERM` times: at
    least :data:`TERMS` of them, capitalised :data:`MAJORITY` times as often as not in all;
    ``None`` otherwise."""
    kin = {key: forms for key, forms in usual.items() if key[1] == term[1] and key != term}
    capital = sum(len(forms[True]) for forms in kin.values())
    small = sum(len(forms[False]) for forms in kin.values())
    if len(kin) < TERMS or capital < MAJORITY * small:
        return None
    printed = [forms[True][0][1] for forms in kin.values()]
    shown = ", ".join(f"'{name}'" for name in printed[:4])
    head = printed[0].split()[-1]
    return f"terms ending in '{head}'", f"{capital} of {capital + small} printings of " \
        f"{len(kin)} others: {shown}"


def _goes_on(printed: str, word: Token, after: list[Token]) -> bool:
    """Whether a capitalised word one space away, in mid-sentence, follows ``word``: the
    name ``word`` ends goes on (``General Public License``)."""
    return bool(after) and after[0].capitalised and not after[0].sentence_start \
        and _joined(printed, word, after[0])


def _rare(usual: list[tuple[int, str]], odd: list[tuple[int, str]], least: int) -> bool:
    """Whether the odd printings are a slip against a clear usage: the usual ones at least
    ``least`` and :data:`MAJORITY` times as many."""
    return bool(odd) and len(usual) >= least and len(usual) >= MAJORITY * len(odd)


def _at_first(text: Text, code: str, odd: list[tuple[int, str]], message: str,
              confidence: float) -> LintFinding:
    """One finding at the first of the odd printings, counting them all."""
    line = text.manuscript.lines[odd[0][0]]
    return LintFinding(code, text.manuscript.file, line.number, odd[0][1], message,
                       confidence, page=line.page, occurrences=len(odd))


#: A label and the first letter of its entry: one to four capitalised words and a colon, at
#: a line's start or after a space or bullet (``Sacred Aspects: Ice, cold``).
_LABEL = re.compile(r"(?:^|(?<=[\s•]))([A-Z][a-z’']+(?: [A-Z][a-z’']+){0,3}): +([^\W\d_])")


def _labels(text: Text) -> Iterator[LintFinding]:
    """RL463: a label printed before entries of which at least :data:`LABELLED` start with
    a capital, and :data:`MAJORITY` times as many as not: the entries that start in small
    letters. The items of a list after the label past its first (``Names: Mud, The Old One,
    the Drowned``) are judged apart, the same way: a list of names capitalises them all,
    a list of things only its first. An entry or item opening with an identifier
    (:func:`_typed`: ``beforeEach``, ``events.Emitter``) is printed as typed and counts
    neither way."""
    entries: dict[str, dict[bool, list[tuple[int, str]]]] = defaultdict(
        lambda: {True: [], False: []})
    items: dict[str, dict[bool, list[tuple[int, str]]]] = defaultdict(
        lambda: {True: [], False: []})
    for index, line in enumerate(text.manuscript.lines):
        found = list(_LABEL.finditer(line.text))
        for at, match in enumerate(found):
            words = len(match.group(1).split()) + 2
            shown = " ".join(line.text[match.start():match.end() + SHOWN].split()[:words])
            first = _ENTRY_WORD.match(line.text, match.start(2))
            if first is not None and _typed(first.group()):
                continue  # an identifier, printed as it is typed
            entries[match.group(1)][match.group(2).isupper()].append((index, shown))
            end = found[at + 1].start() if at + 1 < len(found) else len(line.text)
            for item in _later_items(text, index, match, end):
                if not _typed(item.split()[0]):
                    items[match.group(1)][item[0].isupper()].append((index, item))
    for kind, what in ((entries, "the entries after '{}'"),
                       (items, "the items of the lists after '{}', past the first,")):
        for label, (capital, small) in ((k, (v[True], v[False])) for k, v in kind.items()):
            if _rare(capital, small, LABELLED):
                yield _at_first(text, "RL463", small,
                                f"{what.format(label + ':')} start with a capital "
                                f"{len(capital)} times, but in small letters "
                                f"{printings(text, small)}; start those with a capital too",
                                0.6)


#: An entry's first word, with the marks code joins to words.
_ENTRY_WORD = re.compile(r"[\w.’'\-]+")


def _typed(word: str) -> bool:
    """Whether a word is an identifier as it is typed, not a word of English: a capital
    straight after a small letter (``beforeEach``; not ``Silt-Walker``), a digit or an
    underscore, or a dot inside it (``events.Emitter``)."""
    return bool(re.search(r"[a-z][A-Z]|[\d_]|\.\w", word))


#: Where a list's items end: a stop, a semicolon or a colon.
_LIST_END = re.compile(r"[.;:!?]")
#: An item of a list: up to four words after a comma.
_ITEM = re.compile(r"[^\W\d_][\w’'\-]*(?: [\w’'\-]+){0,3}")


def _later_items(text: Text, index: int, label: re.Match[str],
                 end: int) -> Iterator[str]:
    """The items past the first of the comma-separated list that follows a label on its
    line, up to the list's end (:data:`_LIST_END`), the next label or the line's end. In
    two columns run together, an item where the other column may start is left out, unless
    the label itself is past that place: it may be the other column's text."""
    printed = text.manuscript.lines[index].text
    stop = _LIST_END.search(printed, label.start(2), end)
    body_end = stop.start() if stop else end
    place = label.start(2)
    for part in printed[place:body_end].split(",")[1:]:
        place = printed.index(part, place)
        item = _ITEM.match(part.strip())
        start = place + len(part) - len(part.lstrip())
        place += len(part)
        if item is None or (text.at_column_join(index, start)
                            and not text.at_column_join(index, label.start())):
            continue
        yield item.group()


def _in_sentence(text: Text, index: int, toks: list[Token], at: int) -> bool:
    """Whether the ``at``-th word of a line stands inside a sentence: the word before it, a
    single space away, is in small letters, and no column of run-together text may start
    there."""
    if at == 0 or toks[at].sentence_start or text.at_column_join(index, toks[at].start):
        return False
    before = toks[at - 1]
    return before.text.islower() \
        and _joined(text.manuscript.lines[index].text, before, toks[at])


def _capitals_runs(text: Text) -> dict[tuple[str, ...], list[tuple[int, str]]]:
    """Runs of two or more words in capitals (three letters or more each, a single space
    apart) inside a sentence (:func:`_in_sentence`): the terms a book sets in capitals,
    folded, with their printings."""
    runs: dict[tuple[str, ...], list[tuple[int, str]]] = defaultdict(list)
    for index, toks in enumerate(text.tokens):
        printed = text.manuscript.lines[index].text
        at = 0
        while at < len(toks):
            end = at
            while _shouted(toks[end]) and end + 1 < len(toks) and _shouted(toks[end + 1]) \
                    and _joined(printed, toks[end], toks[end + 1]):
                end += 1
            if end > at and _in_sentence(text, index, toks, at):
                runs[tuple(fold(t.text) for t in toks[at:end + 1])].append(
                    (index, printed[toks[at].start:toks[end].end]))
            at = end + 1
    return runs


def _shouted(token: Token) -> bool:
    return token.shouting and len(token.text) >= SHOUTED


#: Shortest word read as part of a term set in capitals: shorter ones are a heading's
#: letters spaced apart by the extraction (``PH A SE``) or an acronym.
SHOUTED = 3


def _capitals_terms(text: Text) -> Iterator[LintFinding]:
    """RL475: in a book that sets its terms of two or more words in capitals inside
    sentences (:func:`_capitals_runs`), a term so printed that is also printed, inside a
    sentence, with some of its words in small letters (``the swamp DECK`` beside ``the
    SWAMP DECK``). The book's convention decides: its other such terms, at least
    :data:`TERMS`, printed all in capitals :data:`MAJORITY` times as often as not. A single
    word in capitals is left alone: the same word in small letters is as often the plain
    English word (a frog in the story beside the FROG cards)."""
    runs = _capitals_runs(text)
    if len(runs) <= TERMS:
        return
    lengths = {len(key) for key in runs}
    mixed: dict[tuple[str, ...], list[tuple[int, str]]] = defaultdict(list)
    for index, toks in enumerate(text.tokens):
        printed = text.manuscript.lines[index].text
        for size in lengths:
            for at in range(len(toks) - size + 1):
                window = toks[at:at + size]
                key = tuple(fold(t.text) for t in window)
                if key not in runs or all(t.shouting for t in window) \
                        or not all(_joined(printed, a, b) for a, b in pairwise(window)) \
                        or not _in_sentence(text, index, toks, at):
                    continue
                mixed[key].append((index, printed[window[0].start:window[-1].end]))
    for key, others in mixed.items():
        rest = [k for k in runs if k != key]
        capital = sum(len(runs[k]) for k in rest)
        small = sum(len(mixed.get(k, [])) for k in rest)
        if len(rest) < TERMS or capital < MAJORITY * small:
            continue
        shown = ", ".join(f"'{runs[k][0][1]}'" for k in rest[:4])
        forms = _by_form(others)
        yield _at_first(text, "RL475", others,
                        f"the book sets its terms of two or more words in capitals ({capital} "
                        f"of {capital + small} printings of its {len(rest)} other terms: "
                        f"{shown}), and this one {printings(text, runs[key])}, but prints it "
                        f"{' and '.join(printings(text, f) for f in forms)}; set it in "
                        f"capitals throughout", 0.6)


#: A possessive's ending, in capitals or small letters.
_POSSESSIVE = ("'S", "’S", "'s", "’s")


def _capitals_possessives(text: Text) -> Iterator[LintFinding]:
    """RL476: a word the book sets in capitals inside sentences (:func:`_in_sentence`) at
    least :data:`NAMED` times, a term, whose possessive prints its ending in capitals too
    (``the FROG'S card``), where the book's other possessives end in a small ``s``: the
    capitals mark the term, and the ending is no part of it."""
    terms: dict[str, list[tuple[int, str]]] = defaultdict(list)
    endings: dict[bool, list[tuple[int, str]]] = {True: [], False: []}
    for index, toks in enumerate(text.tokens):
        for at, tok in enumerate(toks):
            if tok.text.endswith(_POSSESSIVE) and len(tok.text) > len(_POSSESSIVE[0]) + 1:
                stem = tok.text[:-2]
                endings[tok.text[-1] == "S" and stem.isupper()].append((index, tok.text))
            elif _shouted(tok) and _in_sentence(text, index, toks, at):
                terms[fold(tok.text)].append((index, tok.text))
    small = endings[False]
    for index, word in endings[True]:
        printed = terms.get(fold(word[:-2]), [])
        if len(printed) < NAMED or not small:
            continue
        yield text.finding(
            "RL476", index, word,
            f"the book sets the term in capitals, {printings(text, printed)}, and its "
            f"possessives end in a small s, {printings(text, small)}; the ending is no part "
            f"of the term: '{word[:-1]}s'", 0.6)


#: How many times as often a word must be printed in small letters inside sentences as with
#: a capital for a capital there to be a slip (a two-word term: :data:`MAJORITY`).
MOSTLY = 2
#: Words after a capitalised word that make the phrase compared (``Waded 3" or more``).
PHRASE = 2
#: Marks that end a sentence or a clause: a word followed by one on its line stands in prose.
_PROSE_MARK = re.compile(r"[.,;!?]")


def _phrase(printed: str, toks: list[Token], at: int) -> str | None:
    """The words from the ``at``-th on, :data:`PHRASE` more, folded with what lies between
    them (``waded 3" or more``); ``None`` at a line's end."""
    if at + PHRASE >= len(toks):
        return None
    return " ".join(fold(printed[toks[at].start:toks[at + PHRASE].end]).split())


def _words_before(text: Text, index: int, toks: list[Token], at: int) -> set[str]:
    """The words in small letters that may stand straight before the ``at``-th word in its
    own column, no mark between: the word before it on the line, a single space away; and
    where a column of run-together text may start at the word (or the line starts with it),
    the previous line's last word, that line ending with it. Empty where none does (a
    sentence may start there)."""
    word = toks[at]
    found = set()
    if at > 0:
        before = toks[at - 1]
        if before.text.islower() and _joined(text.manuscript.lines[index].text, before, word):
            found.add(fold(before.text))
    if index > 0 and (at == 0 or joins_columns(text, index, word.start)):
        last = text.tokens[index - 1][-1:]
        above = text.manuscript.lines[index - 1].text.rstrip()
        if last and above.endswith(last[0].text) and last[0].text.islower():
            found.add(fold(last[0].text))
    return found


def _goes_on_as_prose(text: Text, index: int, word: Token) -> bool:
    """Whether a mark that ends a clause follows the word on its line: the word stands in a
    sentence, not in a heading."""
    return _PROSE_MARK.search(text.manuscript.lines[index].text, word.end) is not None


def _stray_capitals(text: Text) -> Iterator[LintFinding]:
    """RL477: a word capitalised inside a sentence (:func:`_words_before`, and a clause's mark
    after it on its line) where the book prints the same words, after the same word, in
    small letters at least as often (the word and :data:`PHRASE` more: ``the unit Waded
    3" or more`` beside ``the unit waded 3" or more``), and the word is no name the book
    capitalises: inside sentences it is printed in small letters :data:`MOSTLY` times as
    often as with a capital (a two-word term, both words: :data:`MAJORITY` times). A word
    inside double quotation marks or a title-cased stretch (:func:`_titled`) is left
    alone, and so is a word the book prints with its capital in code elsewhere
    (:func:`_in_code`: ``Box<Job>``), a type's name."""
    small: dict[tuple[str, str], list[tuple[int, str]]] = defaultdict(list)
    capital: dict[tuple[str, str], list[tuple[int, str]]] = defaultdict(list)
    where: dict[tuple[str, str], tuple[int, int]] = {}
    words: dict[str, dict[bool, int]] = defaultdict(lambda: {True: 0, False: 0})
    terms: dict[tuple[str, str], dict[bool, int]] = defaultdict(lambda: {True: 0, False: 0})
    for index, toks, at in _plain_words(text):
        tok = toks[at]
        printed = text.manuscript.lines[index].text
        if not tok.capitalised or fold(tok.text) in OPENERS \
                or not _goes_on_as_prose(text, index, tok) or _quoted(printed, tok.start) \
                or _titled(printed, tok):
            continue
        phrase = _phrase(text.manuscript.lines[index].text, toks, at)
        if phrase is None:
            continue
        for before in _words_before(text, index, toks, at):
            capital[(before, phrase)].append((index, _shown(text, index, at, before)))
            where.setdefault((before, phrase), (index, at))
    wanted = {text.tokens[i][at].text.lower() for i, at in where.values()}
    coded: set[str] = set()  # capitalised words printed in code somewhere: types' names
    for index, toks, at in _plain_words(text):
        tok = toks[at]
        if tok.text.lower() not in wanted:  # only the capitalised words' printings count
            continue
        printed = text.manuscript.lines[index].text
        if tok.capitalised and _in_code(printed, tok):
            coded.add(fold(tok.text))
        befores = _words_before(text, index, toks, at)
        if not befores:
            continue
        words[fold(tok.text)][tok.capitalised] += 1
        nxt = toks[at + 1] if at + 1 < len(toks) else None
        if nxt is not None and _joined(printed, tok, nxt) and len(nxt.text) >= 3:
            terms[(fold(tok.text), singular(fold(nxt.text)))][
                tok.capitalised and nxt.capitalised] += 1
        phrase = None if tok.capitalised else _phrase(printed, toks, at)
        if phrase is not None:
            for before in befores:
                small[(before, phrase)].append((index, _shown(text, index, at, before)))
    for key, places in capital.items():
        usual = small.get(key, [])
        index, at = where[key]
        counts = _usage(text, index, at, words, terms)
        if len(usual) < len(places) or counts is None \
                or fold(text.tokens[index][at].text) in coded:
            continue
        word = _capitalised_run(text, index, at)
        yield _at_first(text, "RL477", places,
                        f"'{word}' is capitalised inside a sentence, where the book prints "
                        f"the same words in small letters, {printings(text, usual)}; inside "
                        f"sentences it is in small letters {counts[False]} times, capitalised "
                        f"{counts[True]}; print '{word.lower()}'", 0.6)


def _plain_words(text: Text) -> Iterator[tuple[int, list[Token], int]]:
    """Every word of three letters or more printed in small letters or with a capital only
    at its start, as (line index, the line's words, its place among them)."""
    for index, toks in enumerate(text.tokens):
        for at, tok in enumerate(toks):
            if len(tok.text) >= 3 and not tok.shouting and tok.text[1:].islower():
                yield index, toks, at


def _shown(text: Text, index: int, at: int, before: str) -> str:
    """A printing's words for a message: the word before, the word and :data:`PHRASE`
    more."""
    toks = text.tokens[index]
    return f"{before} {text.manuscript.lines[index].text[toks[at].start:toks[at + PHRASE].end]}"


def _capitalised_run(text: Text, index: int, at: int) -> str:
    """The capitalised words around the ``at``-th word of a line, a single space apart,
    with the small words of a name between them (``Line of Sight``)."""
    toks = text.tokens[index]
    printed = text.manuscript.lines[index].text
    first = last = at
    while first >= 2 and toks[first - 1].text in CONNECTORS and toks[first - 2].capitalised \
            and _joined(printed, toks[first - 2], toks[first - 1]) \
            and _joined(printed, toks[first - 1], toks[first]):
        first -= 2
    while last + 1 < len(toks) and toks[last + 1].capitalised \
            and _joined(printed, toks[last], toks[last + 1]):
        last += 1
    return printed[toks[first].start:toks[last].end]


def _usage(text: Text, index: int, at: int, words: dict[str, dict[bool, int]],
           terms: dict[tuple[str, str], dict[bool, int]]) -> dict[bool, int] | None:
    """How often the book prints the ``at``-th word of a line (with the next, where both
    are capitalised: a two-word term) in small letters and with capitals inside sentences,
    when in small letters more often (a term: :data:`MAJORITY` times as often); ``None``
    when the capitals are the book's usage."""
    toks = text.tokens[index]
    word = toks[at]
    nxt = toks[at + 1]
    if nxt.capitalised and len(nxt.text) >= 3 \
            and _joined(text.manuscript.lines[index].text, word, nxt):
        counts = terms[(fold(word.text), singular(fold(nxt.text)))]
        return counts if counts[False] >= MAJORITY * counts[True] else None
    counts = words[fold(word.text)]
    return counts if counts[False] >= MOSTLY * counts[True] else None


#: An article, a word in small letters and a verb straight after it: the word stands as a
#: noun (``a marshwight is``), where an adjective would be followed by its noun.
_AS_NOUN = re.compile(r"\b(?:[Aa]n?|[Tt]he) ([a-z][a-z\-]{3,}) (?:is|are|was|were|has|have|"
                      r"may|must|can|cannot|will|does)\b")
#: A number after a capitalised word: the word labels a numbered thing (``Chapter 2``,
#: ``Table 3``), no name standing alone.
_NUMBERED = re.compile(r" +(?:\d|[IVX]+\b)")
#: Articles: a name's capitalised word may follow one (``The Drowned``) and stand alone.
_ARTICLES = frozenset({"the", "a", "an"})


def _names_as_nouns(text: Text) -> Iterator[LintFinding]:
    """RL423 for an English word: a word the book capitalises as a name standing alone
    inside sentences (after a word in small letters, or an article that opens no
    sentence; no capitalised word after it: ``the Drowned``) at least :data:`MOSTLY`
    times, printed in small letters once only, and there as a noun (after an article and
    straight before a verb: ``a drowned is``). As an adjective the word in small letters
    is plain English, and a word the book also prints in small letters elsewhere (``the
    defender``, ``the attacker``) is its plain English noun as much as a name."""
    alone: dict[str, list[tuple[int, str]]] = defaultdict(list)
    small: dict[str, int] = defaultdict(int)
    for index, toks in enumerate(text.tokens):
        for at, tok in enumerate(toks):
            if tok.text.islower():
                small[tok.text] += 1
                continue
            before = toks[at - 1] if at else None
            after = toks[at + 1] if at + 1 < len(toks) else None
            if tok.capitalised and not tok.sentence_start and tok.text[1:].islower() \
                    and before is not None and (before.text.islower() or (
                        fold(before.text) in _ARTICLES and not before.sentence_start)) \
                    and (after is None or not after.capitalised
                         or not _joined(text.manuscript.lines[index].text, tok, after)) \
                    and not _NUMBERED.match(text.manuscript.lines[index].text, tok.end) \
                    and not _in_code(text.manuscript.lines[index].text, tok):
                alone[tok.text.lower()].append((index, tok.text))
    for index, line in enumerate(text.manuscript.lines):
        for match in _AS_NOUN.finditer(line.text):
            word = match.group(1)
            names = alone.get(word, [])
            if len(names) < MOSTLY or small[word] > 1 \
                    or joins_columns(text, index, match.start(1)):
                continue
            yield text.finding(
                "RL423", index, match.group(0),
                f"'{word}' stands as a noun here, in small letters, where the book "
                f"capitalises it as a name inside sentences, {printings(text, names)}, and "
                f"prints it in small letters nowhere else; print '{word.capitalize()}'", 0.6)


#: Printings, all capitalised in running text, that make a word's capital a pattern.
LONE = 2


def _lone_capital(text: Text, index: int, toks: list[Token], at: int) -> bool:
    """Whether the ``at``-th word of the ``index``-th line is capitalised in running text
    and stands alone: a word in small letters before and after it on its line, the word
    after that not capitalised (``the Lord of Fortune`` is a name), no list item's mark alone
    before it on its line (``a) Give ...`` opens the item), no table's gap before it (a
    tab or several spaces: it opens a cell), and no column may start at it
    (in run-together text a column's first word may start a sentence)."""
    tok = toks[at]
    if not (tok.capitalised and not tok.sentence_start and tok.text.isalpha()
            and len(tok.text) >= SHORTEST and tok.text[1:].islower()) \
            or at == 0 or at + 1 >= len(toks):
        return False
    before, after = toks[at - 1], toks[at + 1]
    beyond = toks[at + 2] if at + 2 < len(toks) else None
    return before.text.islower() and after.text.islower() \
        and not (beyond is not None and beyond.capitalised) \
        and not _ITEM_MARK.match(text.manuscript.lines[index].text[:tok.start]) \
        and not _CELL_GAP.search(text.manuscript.lines[index].text[before.end:tok.start]) \
        and not text.at_column_join(index, tok.start)


#: A line's opening up to a word that is only a list item's mark (``a)``, ``(iv)``, ``2.``):
#: the word after it opens the item, as a sentence's first word does.
_ITEM_MARK = re.compile(r"\s*\(?[a-z0-9]{1,4}[.)]\s+$")
#: A gap of a tab or of several spaces between two words: a table's columns part there, and
#: the word after it opens its cell (``segfault<tab>Errors that ...``).
_CELL_GAP = re.compile(r"\t| {2,}")


def check_lone_capitals(text: Text, known: Known) -> Iterator[LintFinding]:
    """RL491: an English word printed at least :data:`LONE` times, every time capitalised
    alone in running text (:func:`_lone_capital`), never in small letters (in any number),
    at a sentence's start, in a heading or beside another capitalised word, and held by no
    name, term or heading of the model: nothing makes it a name, so the capital is a slip
    (a word written over by a find-and-replace keeps the capital of the word it was
    replaced with)."""
    checker = english()
    alone: dict[str, list[tuple[int, str]]] = defaultdict(list)
    elsewhere: set[str] = set()
    for index, toks in enumerate(text.tokens):
        for at, tok in enumerate(toks):
            word = fold(tok.text)
            if _lone_capital(text, index, toks, at):
                alone[word].append((index, tok.text))
            else:
                elsewhere.update((word, singular(word)))
    for word, places in alone.items():
        if len(places) < LONE or word in elsewhere or singular(word) in elsewhere \
                or word in known.words or word not in checker:
            continue
        yield _at_first(text, "RL491", places,
                        f"'{places[0][1]}' is capitalised inside a sentence every time it "
                        f"is printed, {printings(text, places)}, but nothing makes it a "
                        f"name: no term, keyword or heading holds it, and the book never "
                        f"prints it at a sentence's start, in a heading or inside a name; "
                        f"print '{word}', or the term it stands for", 0.6)


#: Running-text printings in small letters that make a two-word phrase the book's own.
SMALL_PHRASE = 8


def _running_pairs(text: Text) -> Iterator[tuple[int, str, bool, str]]:
    """Every two words of three letters or more in running text, as (line index, the two
    words folded with the second singular, whether both are capitalised, the two words as
    printed): a word in small
    letters before them, single spaces between, no column starting at either, and, for a
    capitalised pair, no capitalised word going on after it but a word in small letters or
    a clause's mark (a heading's words go on with nothing), no article or other function word
    first (``The Reference``: a title's article is RL482's), and the line no title set in
    title case (:func:`_title_line`)."""
    for index, toks in enumerate(text.tokens):
        printed = text.manuscript.lines[index].text
        for at in range(1, len(toks) - 1):
            before, first, second = toks[at - 1], toks[at], toks[at + 1]
            if len(first.text) < 3 or len(second.text) < 3 or not first.text.isalpha() \
                    or not second.text.isalpha() or not before.text.islower() \
                    or not (_joined(printed, before, first) and _joined(printed, first, second)) \
                    or text.at_column_join(index, first.start) \
                    or text.at_column_join(index, second.start):
                continue
            key = f"{fold(first.text)} {singular(fold(second.text))}"
            shown = printed[first.start:second.end]
            if first.text.islower() and second.text.islower():
                yield index, key, False, shown
            elif first.capitalised and second.capitalised and first.text[1:].islower() \
                    and second.text[1:].islower() and _goes_on_in_small(printed, toks, at + 1) \
                    and fold(first.text) not in FUNCTION_WORDS and not _title_line(toks):
                yield index, key, True, shown


#: The words of four letters or more a line needs, all capitalised, to be a title.
TITLE_WORDS = 3


def _title_line(toks: list[Token]) -> bool:
    """Whether a line is a title set in title case: every word of four letters or more
    capitalised, at least :data:`TITLE_WORDS` of them (``Calling an Unsafe Function or
    Method``); its capitals are a heading's, not running text's."""
    long = [tok for tok in toks if len(tok.text) >= 4 and tok.text.isalpha()]
    return len(long) >= TITLE_WORDS and all(tok.capitalised for tok in long)


def _goes_on_in_small(printed: str, toks: list[Token], at: int) -> bool:
    """Whether a word is followed on its line by a word in small letters, a single space
    away, or straight by a clause's mark."""
    word = toks[at]
    if printed[word.end:word.end + 1] in (",", ";", ":"):
        return True
    nxt = toks[at + 1] if at + 1 < len(toks) else None
    return nxt is not None and nxt.text.islower() and _joined(printed, word, nxt)


def _capitalised_phrases(text: Text, stray: list[LintFinding]) -> Iterator[LintFinding]:
    """RL494: two words capitalised in running text (:func:`_running_pairs`) that the book
    prints in small letters in running text at least :data:`SMALL_PHRASE` times, and that
    many times as often as capitalised: the capitals make a name of a phrase the book
    treats as plain words. A printing that RL477 (``stray``) already reports on its line,
    words and all, is left to it: one fault, one finding."""
    told = {(f.line, fold(f.words)) for f in stray}
    forms: dict[str, dict[bool, list[tuple[int, str]]]] = defaultdict(
        lambda: {True: [], False: []})
    for index, key, capitalised, printed in _running_pairs(text):
        line = text.manuscript.lines[index].number
        if capitalised and any(n == line and fold(printed) in words for n, words in told):
            continue
        forms[key][capitalised].append((index, printed))
    for by_form in forms.values():
        capital, small = by_form[True], by_form[False]
        if not capital or len(small) < SMALL_PHRASE or len(small) < SMALL_PHRASE * len(capital):
            continue
        shown = capital[0][1]
        yield _at_first(text, "RL494", capital,
                        f"'{shown}' is capitalised in running text, where the book prints "
                        f"the words in small letters there, {printings(text, small)}; print "
                        f"'{shown.lower()}'", 0.6)


def check_capitals(text: Text) -> Iterator[LintFinding]:
    """Pronoun capitals, proper names, names' small words, hyphenated names, terms and
    labelled entries printed both ways."""
    yield from _pronouns(text)
    yield from _proper_names(text)
    yield from _names_as_nouns(text)
    yield from _connectors(text)
    yield from _hyphenated(text)
    yield from _terms(text)
    yield from _labels(text)
    yield from _capitals_terms(text)
    yield from _capitals_possessives(text)
    stray = list(_stray_capitals(text))
    yield from stray
    yield from _capitalised_phrases(text, stray)
