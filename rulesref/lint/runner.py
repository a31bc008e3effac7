"""Run every lint check on manuscripts and triage the findings against the register; names
the model lacks are reported apart, as gaps in the model."""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from rulesref.lint.adverbs import check_adverb_hyphens
from rulesref.lint.antecedents import check_antecedents
from rulesref.lint.articles import check_capital_articles
from rulesref.lint.book_compounds import check_book_compounds
from rulesref.lint.capitals import check_capitals, check_lone_capitals
from rulesref.lint.clauses import check_clauses
from rulesref.lint.compounds import check_compounds, check_hyphens
from rulesref.lint.constructions import check_constructions
from rulesref.lint.folios import check_folios
from rulesref.lint.forms import check_forms
from rulesref.lint.grammar import check_grammar
from rulesref.lint.headings import (
    check_contents,
    check_cut_headings,
    check_headings,
    check_numbered_headings,
)
from rulesref.lint.known import Known, Text, analyse, build_known
from rulesref.lint.lists import check_lists, check_order
from rulesref.lint.model import LintFinding, Manuscript, Verdict, Vocabulary
from rulesref.lint.name_styles import check_name_styles
from rulesref.lint.numbers import check_numbers
from rulesref.lint.numerals import (
    check_open_modifiers,
    check_plural_measures,
    check_thousands,
)
from rulesref.lint.phrases import check_phrases
from rulesref.lint.punctuation import check_punctuation
from rulesref.lint.references import check_references
from rulesref.lint.register import Acknowledgement, LintRegister
from rulesref.lint.section_names import check_section_names
from rulesref.lint.sides import check_sides
from rulesref.lint.spelling import check_spelling
from rulesref.lint.synonyms import check_synonyms
from rulesref.lint.terms import check_terms, check_two_names, check_unused
from rulesref.lint.titles import check_titles
from rulesref.lint.usage import check_usage
from rulesref.lint.variants import check_variants

#: Every code, with what it reports (for help texts, JUnit and the docs).
CODES: dict[str, str] = {
    "RL101": "a game term used but defined nowhere",
    "RL102": "a defined name the text never uses",
    "RL103": "a near-variant of a defined name",
    "RL104": "a numerical form of a keyword defined without [x]",
    "RL105": "one concept under two of its names",
    "RL106": "a name printed both as two words and as one",
    "RL107": "a name printed once where the same passage calls the thing otherwise",
    "RL108": "a name printed with another head noun for the same kind of thing",
    "RL201": "a reference to a section or rule that does not exist",
    "RL202": "a page reference that cannot be right",
    "RL203": "a part placed at the back of the book that the back does not hold",
    "RL204": "an invitation to write in with no address to write to",
    "RL301": "a number that disagrees with the model",
    "RL401": "a misspelt game word",
    "RL402": "a misspelt English word",
    "RL403": "a doubled word",
    "RL404": "a game word that lost a letter",
    "RL405": "a misspelt phrase: one word of a name the book prints often, misspelt",
    "RL406": "a misspelt heading word: one letter from another heading's word",
    "RL407": "a capitalised misspelling: a word capitalised by its place, one edit from "
             "an English word",
    "RL408": "a real-word error: a word printed once where the book's own phrase has a "
             "word a small edit away",
    "RL409": "a confused English idiom",
    "RL410": "a sentence's first word that lost its first letter",
    "RL411": "a stutter that is no exact double (a word and its own ending, two "
             "determiners)",
    "RL412": "one word spelt the British and the American way in one book",
    "RL413": "a heading that ends with a conjunction or an ampersand",
    "RL414": "a list that names one item twice",
    "RL415": "doubled punctuation: a full stop printed twice, or two marks that never "
             "stand together",
    "RL416": "a one-word English compound printed as two words",
    "RL417": "one word printed with and without its diacritics",
    "RL418": "one noun given two plurals in one book",
    "RL419": "an article that does not fit the next word's first sound (a/an)",
    "RL420": "a small word lost after a word the book otherwise always follows with it",
    "RL421": "a plural subject with a singular verb",
    "RL422": "a pronoun the book capitalises for one actor, printed in small letters among "
             "those printings",
    "RL423": "a proper name printed in small letters where the book capitalises it",
    "RL424": "a word capitalised in mid-sentence after a comma: a sentence broken or two "
             "run together",
    "RL425": "a comma splice: two sentences joined by a comma alone",
    "RL426": "a singular subject with a plural verb",
    "RL427": "a small word lost from a fixed English construction (a maximum 1, equal or "
             "above)",
    "RL428": "a spaced hyphen between two words where a dash belongs",
    "RL429": "a singular possessive where the noun is plural (other player's, both "
             "player's)",
    "RL431": "'amount of' before a plural noun the book counts with 'number of'",
    "RL432": "a list item whose earlier sentences stop but whose last one does not",
    "RL433": "a word confused with one that sounds alike, where the words around fix it "
             "(then/than, its/it's, could of)",
    "RL434": "a modal verb followed by an inflected verb (may moves)",
    "RL435": "i.e. before one example, or e.g. before a restatement",
    "RL436": "a semicolon before a phrase that is no clause (; including, ; but may)",
    "RL437": "a possessive that lost its apostrophe, where the book prints the phrase with it",
    "RL438": "a compound printed both with its hyphen and without it",
    "RL439": "a modifying noun printed plural once in a compound the book prints singular",
    "RL440": "a quotation opened with a single mark and closed with a double one",
    "RL441": "a kind's noun printed plural after one name of that kind held only once (the "
             "Elevated keywords)",
    "RL442": "a comparison with as ... as opened twice or padded with equally",
    "RL443": "a verb left after a such-as example (such as Broken does,)",
    "RL444": "a preposition before an adverb of frequency (for once each)",
    "RL445": "until joined to a verb of ending (ends after 5 rounds, or until)",
    "RL446": "a sentence that is a relative clause alone (Which means that ...)",
    "RL447": "less than before a number and a plural noun of things counted",
    "RL448": "a focusing adverb with nothing to focus on (particularly and)",
    "RL449": "an entry that calls its item This where the book's other entries open the same "
             "formula with the item's name",
    "RL450": "a word without the diacritics every other word with its ending is printed "
             "with",
    "RL451": "a word spelt the British way in a book that spells the American way, or the "
             "other way round",
    "RL460": "a small word inside a name capitalised in one printing and not in another "
             "(Force Of Will, Force of Will)",
    "RL461": "a hyphenated name's second part in small letters where the book's other "
             "names with it capitalise it",
    "RL462": "a two-word term the book capitalises in running text, printed there in small "
             "letters",
    "RL463": "an entry of a repeated label starting in small letters where the others "
             "start with a capital",
    "RL464": "a list whose items do not follow the order it announces (left to right)",
    "RL465": "a comma before an opening bracket",
    "RL466": "a numbered heading whose number is set off by another mark than its "
             "neighbours' in the series",
    "RL467": "a table of contents with no entries",
    "RL468": "two words joined by a hyphen in one place and by a dash (or a spaced hyphen) "
             "in another",
    "RL470": "a cross-reference naming a section in the other number than its heading",
    "RL471": "a comma before that opening a clause about the plural noun before it",
    "RL473": "a greeting without the comma that sets off the one addressed (Well met, "
             "adventurer!)",
    "RL474": "a list announced by a colon that runs on without the full stop the book's "
             "other such lists close with",
    "RL475": "a term the book sets in capitals printed with some of its words in small "
             "letters",
    "RL476": "the possessive of a term the book sets in capitals, its ending in capitals "
             "too",
    "RL477": "a word capitalised inside a sentence where the book prints the same words "
             "in small letters",
    "RL478": "an adverb in -ly hyphened to the participle it modifies, where the book "
             "prints such pairs open",
    "RL479": "numbers of one length printed with and without a thousands separator",
    "RL480": "a number hyphened to a plural unit of measure ('3-feet')",
    "RL481": "a compound of the book's own, printed joined nearly everywhere, split in two",
    "RL482": "'The' capitalised inside a sentence before a name the book prints after a "
             "small 'the'",
    "RL483": "running page numbers that go back, so pages are numbered twice",
    "RL484": "a number and a singular unit before a noun without the modifier's hyphen",
    "RL485": "a name styled against its kind's other names (a content word in small "
             "letters)",
    "RL486": "a game called co-operative where its players are set against each other",
    "RL487": "enemy after the opponent's possessive (their opponent's enemy units)",
    "RL488": "the book's title printed in running text without the colon before its "
             "subtitle",
    "RL489": "that and a game piece with nothing before it in the paragraph to point back "
             "at (to that enemy frog)",
    "RL490": "a such-as example closed by a comma that none opened, parting a plural "
             "subject from its verb (keywords such as Hero, count)",
    "RL491": "an English word capitalised alone in running text every time it is printed, "
             "though nothing makes it a name (their Poor spots)",
    "RL492": "a range set with a dash after between or from (between 100-200mm)",
    "RL493": "an adverb where its adjective belongs, beside an adjective in a list of "
             "the same shape (easy to learn, simply to operate)",
    "RL494": "two words capitalised in running text that the book prints there in small "
             "letters nearly every time (a Shooting Attack)",
    "RL901": "a PDF page without text, which could not be linted",
}
#: Codes whose findings are gaps in the model, not faults of the book: a name the book uses
#: as a term that the model does not hold. The book may define it where it uses it, or in a
#: heading; the maintainers transcribe it. Reported apart, never failing a run.
GAP_CODES = frozenset({"RL101"})
#: Findings less sure than this are left out unless asked for.
DEFAULT_MIN_CONFIDENCE = 0.55


def check_manuscript(text: Text, known: Known) -> Iterator[LintFinding]:
    """Every finding in one analysed manuscript. A name the phrase checks find at fault
    (a misspelt or stray name) is the book's fault, so it is not also listed as a gap in
    the model. A word the book uses as a term the model lacks (a gap) is no stray capital
    (RL491)."""
    from rulesref.core.names import fold
    from rulesref.lint.text import base_form

    phrases = list(check_phrases(text, known))
    faults = {base_form(f.words) for f in phrases}
    terms = [f for f in check_terms(text, known)
             if f.code not in GAP_CODES or base_form(f.words) not in faults]
    gaps = {fold(f.words) for f in terms if f.code in GAP_CODES}
    yield from terms
    two_names = list(check_two_names(text, known))
    yield from two_names
    yield from check_synonyms(text, known)
    yield from check_references(text, known)
    yield from check_section_names(text, known)
    yield from check_numbers(text, known)
    yield from check_thousands(text)
    yield from check_plural_measures(text)
    yield from check_open_modifiers(text)
    yield from check_spelling(text, known)
    yield from phrases
    yield from check_headings(text, known)
    yield from check_cut_headings(text, known)
    yield from check_numbered_headings(text)
    yield from check_contents(text)
    yield from check_usage(text, known)
    yield from check_lists(text)
    yield from check_order(text)
    yield from check_punctuation(text)
    yield from check_compounds(text, known)
    yield from check_hyphens(text, known)
    yield from check_adverb_hyphens(text)
    yield from check_book_compounds(text, known)
    yield from check_capital_articles(text)
    yield from check_folios(text)
    yield from check_name_styles(text, known)
    yield from check_forms(text, known)
    yield from check_grammar(text)
    yield from check_clauses(text)
    yield from check_constructions(text, known)
    yield from check_capitals(text)
    yield from check_sides(text)
    yield from check_titles(text)
    yield from check_antecedents(text, known)
    yield from (f for f in check_lone_capitals(text, known) if fold(f.words) not in gaps)
    # a spelling (RL412 and RL451) inside two names the model records for one concept is
    # RL105's
    named = [set(fold(f.words).replace("/", " ").split()) for f in two_names]
    yield from (f for f in check_variants(text)
                if not any(set(fold(f.words).replace("/", " ").split()) <= n for n in named))
    for page in text.manuscript.blank_pages:
        yield LintFinding("RL901", text.manuscript.file, 0, f"page {page}",
                          f"page {page} has no text layer (a scan?), so it was not linted",
                          1.0, page=page, inconclusive=True)


def lint(manuscripts: Iterable[Manuscript], vocabulary: Vocabulary, *, unused: bool = False,
         min_confidence: float = DEFAULT_MIN_CONFIDENCE) -> list[LintFinding]:
    """The findings of every check on the manuscripts, most confident first within a file.

    With ``unused``, also the defined names that none of the manuscripts uses (meaningful
    for a whole book, not for one chapter).
    """
    known = build_known(vocabulary)
    found: list[LintFinding] = []
    texts = [analyse(m) for m in manuscripts]
    for text in texts:
        found += check_manuscript(text, known)
    if unused and texts:
        whole = _union(texts)
        found += check_unused(whole, known)
    kept = [f for f in found if f.confidence >= min_confidence or f.inconclusive]
    return sorted(kept, key=LintFinding.sort_key)


def _union(texts: list[Text]) -> Text:
    """One text standing for several manuscripts, for the whole-book check (its findings
    name the first file)."""
    first = texts[0]
    if len(texts) == 1:
        return first
    lines = tuple(line for t in texts for line in t.manuscript.lines)
    merged = Text(Manuscript(first.manuscript.file, lines))
    merged.squeezed = "".join(t.squeezed for t in texts)
    return merged


@dataclass(frozen=True, slots=True)
class Triaged:
    """A finding with its register entry, if acknowledged."""

    finding: LintFinding
    entry: Acknowledgement | None

    @property
    def status(self) -> str:
        """``new`` or ``acknowledged``."""
        return "new" if self.entry is None else "acknowledged"


@dataclass(frozen=True, slots=True)
class LintReport:
    """The findings of one lint run, triaged, with the register entries that matched none."""

    game: str
    files: tuple[str, ...]
    findings: tuple[Triaged, ...]
    unmatched: tuple[Acknowledgement, ...]
    register: LintRegister
    seconds: float
    gaps: tuple[LintFinding, ...] = ()
    """Names the book uses as terms that the model lacks (:data:`GAP_CODES`): for the
    model's maintainers, apart from the findings."""

    @property
    def new(self) -> tuple[Triaged, ...]:
        """Findings the register does not acknowledge."""
        return tuple(t for t in self.findings if t.entry is None)

    @property
    def noise(self) -> int:
        """Findings acknowledged as noise (the lint was wrong)."""
        return sum(1 for t in self.findings if t.entry and t.entry.verdict is Verdict.NOISE)

    @property
    def noise_share(self) -> float:
        """The share of findings acknowledged as noise (0 when there are none)."""
        return self.noise / len(self.findings) if self.findings else 0.0

    @property
    def inconclusive(self) -> bool:
        """Whether a new finding says part of the input could not be linted."""
        return any(t.finding.inconclusive for t in self.new)


def run(game: str, manuscripts: list[Manuscript], vocabulary: Vocabulary,
        register: LintRegister, *, unused: bool = False,
        min_confidence: float = DEFAULT_MIN_CONFIDENCE) -> LintReport:
    """Lint the manuscripts and triage the findings against the register."""
    import dataclasses

    started = time.perf_counter()
    allowed = tuple(a.word for a in register.allowed_words)
    if allowed:
        vocabulary = dataclasses.replace(vocabulary, words=(*vocabulary.words, *allowed))
    found = lint(manuscripts, vocabulary, unused=unused, min_confidence=min_confidence)
    findings = [f for f in found if f.code not in GAP_CODES]
    gaps = tuple(f for f in found if f.code in GAP_CODES)
    triaged = tuple(Triaged(f, register.get(f.code, f.fingerprint)) for f in findings)
    matched = {(t.entry.code, t.entry.fingerprint) for t in triaged if t.entry}
    unmatched = tuple(e for e in register.entries if (e.code, e.fingerprint) not in matched)
    return LintReport(game, tuple(m.file for m in manuscripts), triaged, unmatched, register,
                      time.perf_counter() - started, gaps)
