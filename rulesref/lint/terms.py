"""Term checks: the book's capitalised names against the model's defined names.

Codes: RL101 used but defined nowhere; RL102 defined but never used; RL103 a near-variant of
a defined name; RL104 a numerical form of a keyword the index defines as plain; RL105 one
concept under two of its recorded names; RL404 a name that lost a letter.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator

from rulesref.core.names import fold
from rulesref.lint.known import Known, Occurrence, Text
from rulesref.lint.model import LintFinding, Term
from rulesref.lint.text import (
    Phrase,
    base_form,
    edit_distance,
    is_abbreviation,
    singular,
    spelling_key,
    squeeze,
)

#: ``Courage [+2]``, ``Tough [1]``, ``Hero [x]``.
#: A run of capitalised words, each taken whole (possessive: no backtracking into a run).
CAPITALISED_RUN = re.compile(r"[A-Z][\w'’\-]*+(?: [A-Z][\w'’\-]*+)*+")
#: What makes a run a bracketed name: ``[+1]``, ``[2]``, ``[X]`` right after it.
BRACKET = re.compile(r"\s?\[\s*([+\-]?\s?\d+|[xX])\s*\]")
#: ``Mstr. Infantry``: a short capitalised word with a full stop, then a name.
ABBREVIATED = re.compile(r"\b([A-Z][a-z]{1,4})\. ([A-Z][\w'’\-]+(?: [A-Z][\w'’\-]+)*)")


def _uses(count: int) -> str:
    """``1 use``, ``3 uses``."""
    return f"{count} use" if count == 1 else f"{count} uses"


def _cite(term: Term) -> str | None:
    return str(term.cite) if term.cite else None


def _finding(code: str, text: Text, occ: Occurrence, words: str, message: str,
             confidence: float, term: Term | None = None, count: int = 1) -> LintFinding:
    return LintFinding(code, text.manuscript.file, occ.line, words, message, confidence,
                       page=occ.page, citation=_cite(term) if term else None, occurrences=count)


def check_terms(text: Text, known: Known) -> Iterator[LintFinding]:
    """Undefined terms, near-variants and lost letters among the book's capitalised
    phrases, and numerical forms of plain keywords."""
    yield from _bracketed(text, known)
    yield from _abbreviations(text, known)
    groups: dict[str, list[Occurrence]] = defaultdict(list)
    for occ in text.phrases:
        if occ.full != occ.phrase.text and known.is_known(occ.full):
            continue  # ``First Player Token`` opening a sentence is still a known name
        occ = _strip_leading(occ, known)
        groups[base_form(occ.phrase.text)].append(occ)
    _merge_suffixes(groups, known)
    for key, occurrences in groups.items():
        exact = next((o for o in occurrences if base_form(o.phrase.text) == key),
                     occurrences[0])
        first = occurrences[0]
        words = exact.phrase.text
        if known.is_known(words):
            label = _label_plural(words, known)
            if label is not None:
                yield _finding("RL103", text, first, words,
                               f"'{words}' is the plural of the keyword '{label.name}', whose "
                               "name is a fixed label", 0.55, label, len(occurrences))
            continue
        variant = near_variant(words, known)
        if variant is not None:
            term, how = variant
            code = "RL404" if how == "a letter short of" else "RL103"
            yield _finding(code, text, first, words,
                           f"'{words}' looks like {how} the {term.kind} '{term.name}'",
                           0.75 if code == "RL404" else 0.7, term, len(occurrences))
            continue
        confidence = _undefined_confidence(occurrences, known, key) \
            or _keyword_context(text, occurrences, known)
        if confidence:
            yield _finding("RL101", text, first, words,
                           f"'{words}' reads as a game term ({_uses(len(occurrences))}) but the "
                           "model defines no such name", confidence, count=len(occurrences))


#: Longest phrase, in words, that another phrase is folded into: far above any name a book
#: prints, and it keeps the folding linear in a run of capitalised words however long (a
#: line of 16,000 words took 6 s when every ending of it was tried).
LONGEST_SUFFIX = 12


def _merge_suffixes(groups: dict[str, list[Occurrence]], known: Known) -> None:
    """Fold a phrase into another phrase that it ends with (``Broken Weak Point Marker``
    into ``Weak Point Marker``): the extra words describe the thing, or are another
    column's."""
    for key in sorted(groups, key=lambda k: -len(k.split())):
        words = key.split()
        if known.is_known(key):
            continue
        for cut in range(max(1, len(words) - LONGEST_SUFFIX), len(words) - 1):
            suffix = " ".join(words[cut:])
            if suffix in groups and words[cut] not in known.head_nouns:
                groups[suffix].extend(groups.pop(key))
                groups[suffix].sort(key=lambda o: o.line)
                break
    # ``Tunnel Entrance Markers`` and ``Arrival Entrance Markers``: one unknown kind of
    # thing with two descriptions is one finding, under the more used phrase
    by_tail: dict[str, list[str]] = defaultdict(list)
    for key in groups:
        words = key.split()
        if len(words) >= 3 and words[-1] in known.head_nouns \
                and words[-2] not in known.head_nouns and not known.is_known(key):
            by_tail[" ".join(words[-2:])].append(key)
    for keys in by_tail.values():
        keys.sort(key=lambda k: (-len(groups[k]), groups[k][0].line))
        for other in keys[1:]:
            groups[keys[0]].extend(groups.pop(other))
            groups[keys[0]].sort(key=lambda o: o.line)


def _strip_leading(occ: Occurrence, known: Known) -> Occurrence:
    """A phrase without leading words that are head nouns (``Markers Numerical
    Keywords``): in two-column text such a word usually ends the other column's heading."""
    words = list(occ.phrase.words)
    offset = 0
    while len(words) > 2 and words[1][0].isupper() and base_form(words[0]) in known.head_nouns \
            and not (known.could_be_known(len(words)) and known.is_known(" ".join(words))):
        offset += len(words[0]) + 1
        words.pop(0)
    if not offset:
        return occ
    phrase = Phrase(occ.phrase.text[offset:], occ.phrase.start + offset, tuple(words), False)
    return Occurrence(phrase, occ.line, occ.page, occ.full)


def _undefined_confidence(occurrences: list[Occurrence], known: Known, key: str) -> float:
    """How surely an unknown capitalised phrase is an undefined game term: a phrase ending
    in a head noun (``Weak Point Marker``) fairly surely, unless it names the keywords of a
    known kind (``Reserved Keywords``) or ends with a known name (two-column text runs a
    heading into the next column's words); other phrases not at all."""
    words = key.split()
    if len(words) < 2 or words[-1] not in known.head_nouns:
        return 0.0
    rest = " ".join(words[:-1])
    if rest in known.head_nouns or (words[-1] == "keyword" and known.is_known(rest)):
        return 0.0  # ``Reserved Keywords``: the keywords of a known kind
    first = max(1, len(words) - known.longest)  # no longer tail can be a known name
    if any(known.is_known(" ".join(words[cut:])) for cut in range(first, len(words) - 1)):
        return 0.0
    return 0.7 if len(occurrences) > 1 else 0.6


#: Words before a keyword's name in rules prose: ``it gains Devour``, ``has Line of Sight``.
_GRANTING = re.compile(r"\b(?:gains?|gained|gaining|loses?|lost|losing|has|have|having|"
                       r"grants?|granted|with)\s+(?:the\s+)?$")
_NAMING = re.compile(r"\s(?:keywords?|traits?)\b")
#: How far before a phrase a granting verb is looked for: the verb, ``the`` and the spaces
#: between fit many times over; reading a bounded window (not the line up to the phrase)
#: keeps a long line linear in its phrases.
_GRANT_WINDOW = 200


def _keyword_context(text: Text, occurrences: list[Occurrence], known: Known) -> float:
    """How surely an unknown capitalised phrase is an undefined keyword or status: it
    follows a granting verb (``gains Devour``) at least twice, or is called a keyword
    (``the Devour keyword``)."""
    words = [w for w in occurrences[0].phrase.words if w not in ("of", "the", "a", "an", "in",
                                                                "to")]
    if len("".join(words)) < 3 or all(base_form(w) in known.words for w in words):
        return 0.0  # a letter (``D6``), or known names side by side in run-together text
    granted = named = 0
    for occ in occurrences:
        if any(known.is_known(part.split("-")[0]) for part in occ.phrase.words if "-" in part):
            return 0.0  # ``Strength-type``: a known name used as an adjective
        line = text.manuscript.lines[_index(text, occ.line)].text
        start = occ.phrase.start
        granted += bool(_GRANTING.search(line, max(0, start - _GRANT_WINDOW), start))
        named += bool(_NAMING.match(line, start + len(occ.phrase.text)))
    return 0.6 if granted >= 2 or named else 0.0


def _index(text: Text, number: int) -> int:
    """The index of the line with a number (lines are numbered from 1, in order)."""
    lines = text.manuscript.lines
    index = min(number - 1, len(lines) - 1)
    while index > 0 and lines[index].number > number:
        index -= 1
    return index


def _label_plural(words: str, known: Known) -> Term | None:
    term = known.term(words)
    if term is None or not term.label:
        return None
    written = fold(words).removeprefix("the ")
    if written in {fold(f) for f in (term.name, *term.variants)}:
        return None
    return term if base_form(words) == base_form(term.name) else None


def near_variant(words: str, known: Known) -> tuple[Term, str] | None:
    """The defined name an unknown phrase is a near-variant of, and how: another spelling
    (British or American), a typo (one edit), or a lost letter."""
    key = base_form(words)
    term = known.spellings.get(spelling_key(key))
    if term is not None:
        return term, "another spelling of"
    n_words = len(key.split())
    best: tuple[int, Term, str] | None = None
    nearby = [pair for length in (len(key) - 1, len(key), len(key) + 1)
              for pair in known.shapes.get((n_words, length), ())]
    for form, term in nearby:
        if len(form) < 5:
            continue
        if form[0] != key[0] and form[-1] != key[-1]:
            continue
        distance = edit_distance(key, form, 1)
        if distance == 1 and (best is None or len(form) > len(best[1].name)):
            how = "a letter short of" if len(form) == len(key) + 1 and _is_deletion(key, form) \
                else "a misspelling of"
            best = (distance, term, how)
    return (best[1], best[2]) if best else None


def _is_deletion(short: str, long: str) -> bool:
    return any(long[:i] + long[i + 1:] == short for i in range(len(long)))


def bracketed(line: str) -> Iterator[tuple[str, str, str, int]]:
    """Each ``Name [n]`` in a line: the run of capitalised words just before a bracketed
    number or X, the bracket's content, the whole form and where it starts; in time linear
    in the line (each run is read once and not retried from its inner words, which end
    where it ends, so no later start could reach a bracket it does not)."""
    at = 0
    while (run := CAPITALISED_RUN.search(line, at)) is not None:
        tail = BRACKET.match(line, run.end())
        if tail is None:
            at = run.end()
            continue
        yield run.group(), tail.group(1), line[run.start():tail.end()], run.start()
        at = tail.end()


def _bracketed(text: Text, known: Known) -> Iterator[LintFinding]:
    """``Name [n]`` forms: numerical forms of plain keywords (RL104) and bracketed names the
    model does not define (RL101)."""
    seen: dict[tuple[str, str], list[Occurrence]] = defaultdict(list)
    longest = max((words for words, _ in known.shapes), default=1)
    for index, line in enumerate(text.manuscript.lines):
        for name, _value, whole, start in bracketed(line.text):
            term = known.term(name)
            if term is None:
                # the capitalised run may start earlier than the name (``Gain Hero [+1]``);
                # no name is longer than the longest the model has
                parts = name.split()
                for cut in range(max(1, len(parts) - longest), len(parts)):
                    term = known.term(" ".join(parts[cut:]))
                    if term is not None:
                        name = " ".join(parts[cut:])
                        break
            code = "RL101" if term is None else "RL104" if term.numeric is False else ""
            if not code:
                continue
            if code == "RL101" and (known.is_known(name) or len(name) < 3
                                    or base_form(name) in known.head_nouns):
                continue
            number, page = text.line_page(index)
            phrase = Phrase(whole, start, tuple(name.split()), False)
            seen[(code, base_form(name))].append(Occurrence(phrase, number, page))
    for (code, _), occurrences in seen.items():
        first = occurrences[0]
        shown = first.phrase.text
        name = " ".join(first.phrase.words)
        term = known.term(name)
        if code == "RL104" and term is not None:
            yield _finding("RL104", text, first, shown,
                           f"'{shown}' gives a value to '{term.name}', which the model "
                           "defines as a keyword without [x]", 0.9, term, len(occurrences))
        elif code == "RL101":
            yield _finding("RL101", text, first, shown,
                           f"'{shown}' is written as a numerical keyword, but the model "
                           f"defines no keyword '{name}'", 0.85, count=len(occurrences))


def _abbreviations(text: Text, known: Known) -> Iterator[LintFinding]:
    """``Mstr. Infantry`` for ``Monstrous Infantry``: an abbreviation the model does not
    record as a variant."""
    reported: set[str] = set()
    for index, line in enumerate(text.manuscript.lines):
        for match in ABBREVIATED.finditer(line.text):
            short, rest = match.group(1), match.group(2)
            written = f"{short}. {rest}"
            if known.is_known(written) or fold(written) in reported:
                continue
            for term in known.vocabulary.terms:
                parts = term.name.split()
                tail = " ".join(parts[1:])
                if len(parts) > 1 and fold(rest).startswith(fold(tail)) \
                        and is_abbreviation(short, parts[0]):
                    reported.add(fold(written))
                    number, page = text.line_page(index)
                    yield LintFinding(
                        "RL103", text.manuscript.file, number, f"{short}. {tail}",
                        f"'{short}. {tail}' abbreviates the {term.kind} '{term.name}'; the "
                        "model records no such variant", 0.8, page=page,
                        citation=_cite(term))
                    break


def check_unused(text: Text, known: Known) -> Iterator[LintFinding]:
    """Defined names that no form of appears anywhere in the text (RL102). Letters are
    compared squeezed, so words split apart by extraction still count."""
    lines: list[str] | None = None
    for term in known.vocabulary.terms:
        forms = {squeeze(f) for f in (term.name, *term.variants)}
        if any(f and f in text.squeezed for f in forms):
            continue
        if " " in term.name:
            lines = lines or [squeeze(line.text) for line in text.manuscript.lines]
            if _words_near(term.name, lines):
                continue
        yield LintFinding("RL102", text.manuscript.file, 0, term.name,
                          f"the model defines the {term.kind} '{term.name}', but the text "
                          "never uses it", 0.6, citation=_cite(term))


def _words_near(name: str, lines: list[str], window: int = 3) -> bool:
    """Whether every word of a name is printed within a few lines (a table cell that
    two-column extraction cut in two)."""
    words = [squeeze(w) for w in name.split() if len(squeeze(w)) > 2]
    for start in range(len(lines)):
        if words and words[0] in lines[start]:
            near = "".join(lines[start: start + window])
            if all(w in near for w in words):
                return True
    return False


def _with_plain_head(text: Text, form: str, forms: tuple[str, ...], known: Known
                     ) -> Occurrence | None:
    """The first printing of a name whose head noun the book prints in small letters (the
    ``General token``, the ``First Player token``): not one of the text's capitalised
    phrases, so looked for on its own; its first word must be printed with a capital. A
    form that is another of ``forms`` with a head noun added (``Pawn card`` for ``Pawn``)
    names the thing by its piece, not by a second name, and is not looked for."""
    words = form.split()
    if len(words) < 2 or singular(fold(words[-1])) not in known.head_nouns \
            or not words[0][:1].isupper() \
            or base_form(" ".join(words[:-1])) in {base_form(f) for f in forms}:
        return None
    pattern = re.compile(r"\b" + r"\s+".join(re.escape(w) for w in words) + r"s?\b",
                         re.IGNORECASE)
    for index, line in enumerate(text.manuscript.lines):
        match = pattern.search(line.text)
        if match is not None and match.group()[:1].isupper():
            number, page = text.line_page(index)
            return Occurrence(Phrase(match.group(), match.start(), tuple(words), False),
                              number, page)
    return None


def _core(form: str, term: Term, known: Known) -> list[str]:
    """A name's words without the nouns that only say what kind of thing it is, at its end
    (``Spirit Card``, ``Goose Troop`` for a troop): folded, singular."""
    words = base_form(form).split()
    kind = base_form(term.kind).split()[-1:] if term.kind else []
    while len(words) > 1 and (words[-1] in known.head_nouns or words[-1:] == kind):
        words.pop()
    return words


def short_form(first: str, second: str, term: Term, known: Known) -> bool:
    """Whether two recorded names of one term are one name, the one shortened: the same
    once the nouns naming its kind are dropped (``Spirit`` for ``Spirit Card``), or the last
    words of the other (``Goose`` and ``Goose Troop`` for ``Grey Goose``). A word dropped
    from the middle (``Troop Price Card`` for ``Troop Price Buy Card``), or another word or
    spelling, makes a second name."""
    a, b = _core(first, term, known), _core(second, term, known)
    shorter, longer = sorted((a, b), key=len)
    return longer[len(longer) - len(shorter):] == shorter


def check_two_names(text: Text, known: Known) -> Iterator[LintFinding]:
    """One concept under two of the names the model records for it (RL105): the name and a
    variant that is not merely its plural or another case, nor a short form of it
    (:func:`short_form`)."""
    first_line: dict[str, Occurrence] = {}
    for occ in text.phrases:
        first_line.setdefault(base_form(occ.phrase.text), occ)
    for index, line in enumerate(text.manuscript.lines):
        for match in ABBREVIATED.finditer(line.text):
            number, page = text.line_page(index)
            first_line.setdefault(base_form(f"{match.group(1)}. {match.group(2)}"),
                                  Occurrence(Phrase(match.group(0), 0, (), False), number, page))
    for term in known.vocabulary.terms:
        used: list[tuple[str, Occurrence]] = []
        forms = (term.name, *term.variants)
        for form in forms:
            found = first_line.get(base_form(form)) or _with_plain_head(text, form, forms,
                                                                        known)
            if found is not None and all(base_form(form) != base_form(u) for u, _ in used):
                used.append((form, found))
        used.sort(key=lambda pair: pair[1].line)
        pair = next(((a, b) for j, b in enumerate(used) for a in used[:j]
                     if not short_form(a[0], b[0], term, known)), None)
        if pair is None:
            continue
        (name_a, occ_a), (name_b, occ_b) = pair
        words = f"{name_a} / {name_b}"
        yield _finding("RL105", text, occ_b, words,
                       f"the {term.kind} '{term.name}' appears under two names: '{name_a}' "
                       f"(line {occ_a.line}) and '{name_b}' (line {occ_b.line})", 0.6, term)
