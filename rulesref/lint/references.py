"""Reference checks: "see X" and "(p. N)" against the sections and pages the model knows.

Codes: RL201 a reference to a section or rule that neither the model nor the text's own
headings have; RL202 a page reference outside the book, or to a page the named section is
not on; RL203 a part the text says is at the back of the book (a sheet, a chart, an index)
that the back of the text does not hold; RL204 an invitation to the reader to write in (a
question asking whether they have questions or suggestions) where the book gives no way to
reach anyone: no address anywhere in it, and no place named after the invitation.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rulesref.lint.known import Known, Text
from rulesref.lint.model import LintFinding
from rulesref.lint.text import base_form, phrases, squeeze

#: ``see Terrain``, ``See also the Magic Phase``.
SEE = re.compile(r"\b[Ss]ee,?\s+(?:also\s+)?(?:the\s+)?(?=[A-Z])")
#: ``(p. 12)``, ``(page 12)``, ``(pp. 12-14)``, ``see p. 12``, ``see page 12``.
PAGE = re.compile(r"(?:\(\s*|\b[Ss]ee\s+)(?:p|pp|pg|page|pages)\.?\s*(\d{1,4})"
                  r"(?:\s*[-–]\s*(\d{1,4}))?")
#: ``the roster sheet at the back of this rulebook``: the words before name the part.
BACK = re.compile(r"([A-Za-z][\w'’-]*(?:\s+[A-Za-z][\w'’-]*){0,2})\s+at\s+the\s+(?:back|end)\s+"
                  r"of\s+(?:this|the)\s+(?:rule\s?)?book", re.IGNORECASE)
#: What every match of :data:`BACK` holds: a line without it is passed over at once (the
#: full pattern tries its leading words at every word of a line).
BACK_TRIGGER = re.compile(r"at\s+the\s+(?:back|end)\s", re.IGNORECASE)
#: The share of a text, from its end, that is "the back of the book".
BACK_SHARE = 0.25
_SEE_NOT_A_NAME = frozenset({"below", "above", "overleaf", "later", "opposite", "fit", "him",
                             "them", "it", "that", "this", "how", "what", "where", "whether",
                             # pictures, which no model of the rules holds
                             "diagram", "figure", "fig", "illustration", "picture", "image",
                             "example", "examples"})


def check_references(text: Text, known: Known) -> Iterator[LintFinding]:
    """Dangling section references and impossible page references."""
    targets = _targets(text, known)
    headings = [squeeze(h) for h in text.manuscript.headings]
    reported: set[tuple[str, str]] = set()
    for index, line in enumerate(text.manuscript.lines):
        number, page = text.line_page(index)
        for match in SEE.finditer(line.text):
            name = _name_at(line.text, match.end())
            if name is None or _resolves(name, targets) or _in_heading(name, headings):
                continue
            if ("RL201", base_form(name)) in reported:
                continue
            reported.add(("RL201", base_form(name)))
            yield LintFinding("RL201", text.manuscript.file, number, f"see {name}",
                              f"the reference 'see {name}' names no section, rule or heading "
                              "that the model or this text has", 0.7, page=page)
        for match in PAGE.finditer(line.text):
            finding = _page_finding(text, known, line.text, match, number, page)
            if finding is not None and (finding.code, finding.words) not in reported:
                reported.add((finding.code, finding.words))
                yield finding
    yield from _back_of_book(text)
    yield from _invitations(text)


def _back_of_book(text: Text) -> Iterator[LintFinding]:
    """Parts the text places at the back of the book (RL203): the part's head noun (the
    last word before "at the back", singular) must be printed somewhere in the last quarter
    of the text, in a heading or a line (squeezed, since extraction splits words)."""
    lines = text.manuscript.lines
    start = int(len(lines) * (1 - BACK_SHARE))
    back = "".join(squeeze(line.text) for line in lines[start:])
    seen: set[str] = set()
    for index, line in enumerate(lines):
        if BACK_TRIGGER.search(line.text) is None:
            continue
        for match in BACK.finditer(line.text):
            words = match.group(1).split()
            head = squeeze(words[-1])
            if len(head) < 3 or head in seen:
                continue
            stems = {head, head.removesuffix("s"), head.removesuffix("es")}
            if any(len(stem) >= 3 and stem in back for stem in stems):
                continue
            seen.add(head)
            number, page = text.line_page(index)
            part = " ".join(words[-2:]) if len(words) > 1 and words[-2][:1].isalpha() \
                and words[-2].casefold() not in _ARTICLES else words[-1]
            yield LintFinding("RL203", text.manuscript.file, number,
                              f"{part} at the back",
                              f"the text places a {part} at the back of the book, but the "
                              f"last quarter of the text prints no {words[-1]}", 0.75,
                              page=page)


_ARTICLES = frozenset({"a", "an", "the", "our", "your", "this", "its", "their"})

#: A question to the reader asking whether they have something to send in: an opening that
#: asks what the reader has or wants, then a question, a suggestion, feedback or a comment,
#: up to the question mark (no other end mark between, so one sentence).
INVITATION = re.compile(r"\b(?:[Hh]ave you|[Hh]ave|[Gg]ot|[Ww]ant to|[Aa]ny|[Dd]o you have|"
                        r"[Ww]ould you like to)\b[^.?!]{0,60}?\b(?:questions?|suggest\w*|"
                        r"feedback|comments?)\b[^.?!]{0,60}\?")
#: How many non-blank lines after an invitation are read for a place to ask.
INVITATION_AFTER = 3


def _invitations(text: Text) -> Iterator[LintFinding]:
    """RL204: an invitation to write in that leads nowhere. The book must print no address
    anywhere (web, e-mail, handle), and neither the rest of the invitation's line nor the
    next few non-blank lines may name anything (a capitalised word: a forum, a studio, a
    page): then the reader is asked for questions with no way to send them. One finding, at
    the first such invitation."""
    if text.addresses:
        return
    lines = text.manuscript.lines
    for index, line in enumerate(lines):
        if "?" not in line.text:
            continue  # every invitation ends with a question mark: most lines are passed at once
        matches = list(INVITATION.finditer(line.text))
        if not matches:
            continue
        after = [line.text[matches[-1].end():]]
        after += [later.text for later in lines[index + 1:]
                  if later.text.strip()][:INVITATION_AFTER]
        if any(re.search(r"[A-Z]", rest) for rest in after):
            continue
        shown = matches[0].group().strip()
        yield text.finding(
            "RL204", index, shown,
            "the reader is invited to write in, but the book prints no address (web, e-mail "
            "or handle) anywhere, and nothing after the invitation says where to write: "
            "give the address, or drop the invitation", 0.65)
        return


def _name_at(line: str, start: int) -> str | None:
    for phrase in phrases(line):
        if phrase.start == start:
            if phrase.words[0].lower() in _SEE_NOT_A_NAME:
                return None
            return phrase.text
    return None


def _in_heading(name: str, headings: list[str]) -> bool:
    """Whether the name is printed in one of the text's own headings."""
    key = squeeze(name)
    return len(key) >= 4 and any(key in heading for heading in headings)


def _targets(text: Text, known: Known) -> list[tuple[str, tuple[str, ...]]]:
    """Everything a reference may point at, squeezed and as base-form words: names,
    variants, recorded terms and sections."""
    names = {s.name for s in known.vocabulary.sections} | set(known.vocabulary.recorded)
    for term in known.vocabulary.terms:
        names.update((term.name, *term.variants))
    return sorted((squeeze(n), tuple(base_form(n).split())) for n in names if squeeze(n))


def _resolves(name: str, targets: list[tuple[str, tuple[str, ...]]]) -> bool:
    """Whether a referenced name is a target or its plural, begins with a target's words
    (two-column text may run another column's words on), or begins a target (the rest of
    the name may be on a later line, or split apart by extraction)."""
    key = squeeze(name)
    words = tuple(base_form(name).split())
    for target, target_words in targets:
        if key in (target, target + "s", target + "es") or (key.endswith("s")
                                                              and target == key[:-1]):
            return True
        if words[: len(target_words)] == target_words:
            return True
        if len(key) >= 4 and target.startswith(key):
            return True
    return False


def _page_finding(text: Text, known: Known, line: str, match: re.Match[str], number: int,
                  page: int | None) -> LintFinding | None:
    first = int(match.group(1))
    last = int(match.group(2)) if match.group(2) else first
    pages = known.vocabulary.pages
    words = match.group(0).lstrip("( ")
    if pages is None:
        return LintFinding("RL202", text.manuscript.file, number, words,
                           f"'{words}' refers to a page, but the book has no page numbers",
                           0.7, page=page)
    if not (pages[0] <= first <= last <= pages[1]):
        return LintFinding("RL202", text.manuscript.file, number, words,
                           f"'{words}' is outside the book, whose pages run "
                           f"{pages[0]}-{pages[1]}", 0.85, page=page)
    before = line[: match.start()].rstrip(" (")
    for section in known.vocabulary.sections:
        if not section.pages or not before.endswith(section.name):
            continue
        if not any(first <= p <= last for p in section.pages) and not (
                min(section.pages) <= first <= max(section.pages)):
            where = ", ".join(str(p) for p in sorted(set(section.pages)))
            return LintFinding("RL202", text.manuscript.file, number,
                               f"{section.name} {words}",
                               f"'{section.name}' is cited on p. {where}, not at '{words}'",
                               0.8, page=page)
    return None
