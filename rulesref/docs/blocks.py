"""What the game sections of the site share: a page context with labels, links and
citations, rules objects, readings, and a section's front page.

Every function here is pure: it takes a :class:`Section` and model records and returns reST
(a string, or lines). A ruleset's pages may keep their own helpers, or build on
these.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.core.readings import ReadingKind
from rulesref.docs import rst
from rulesref.docs.linker import Linker
from rulesref.docs.linker import Term as LinkTerm
from rulesref.docs.schema import member_docs


def page_label(game: str, path: str) -> str:
    """The label at the top of page ``path`` of game ``game``'s section: ``toy-game-range``
    (the start is :attr:`Section.prefix`). For a page made without a :class:`Section`."""
    return f"{game.replace('_', '-')}-{path.replace('/', '-')}"


@dataclass(frozen=True)
class Section:
    """A game's section of the site: what every page generator of that game needs."""

    game: str
    """The plug-in and rules-domain name (``toy_game``); also the section's folder."""
    title: str
    """The game's display name."""
    links: Linker
    """Links the game's rules names in free text."""
    paged: bool = True
    """Whether the book has page numbers; when not, citations name the section only."""

    @property
    def prefix(self) -> str:
        """The start of the section's labels: the game name with hyphens, since HTML ids
        turn underscores into hyphens and links into the raw diagrams use the ids."""
        return self.game.replace("_", "-")

    def label(self, path: str) -> str:
        """The label at the top of page ``path``: ``toy-game-range``."""
        return page_label(self.game, path)

    def ref(self, path: str, title: str | None = None) -> str:
        """A link to page ``path`` of the section."""
        return rst.role("ref", self.label(path), title)

    def start(self, path: str, title: str) -> Iterator[str]:
        """The label and title every page of the section starts with."""
        yield from rst.heading(title, 0, label=self.label(path))

    def cite(self, cite: Citation) -> str:
        """A citation as reST: page and section, or the section alone for an unpaged book."""
        if self.paged:
            return rst.inline(cite.short())
        text = "§ " + cite.section + (f" ({cite.printing})" if cite.printing else "")
        return rst.inline(text)

    def cites(self, cites: Iterable[Citation]) -> str:
        """Several citations, each once, in order, separated by semicolons."""
        shown = dict.fromkeys(self.cite(c) for c in cites)
        return "; ".join(shown)

    def text(self, text: str, *, skip: str | None = None) -> str:
        """Free text as reST with the game's names linked (except ``skip``)."""
        return self.links.text(text, skip=skip)

    def reading_label(self, reading_id: str) -> str:
        """The label of a reading's entry on the readings page."""
        return f"{self.prefix}-reading-{rst.slug(reading_id)}"

    def reading_ref(self, reading_id: str, title: str | None = None) -> str:
        """A link to a reading's entry, shown as its id in words (``super_army_dice`` →
        ``Super army dice``) unless ``title`` is given."""
        return rst.role("ref", self.reading_label(reading_id),
                        title if title is not None else id_words(reading_id))


def id_words(ident: str) -> str:
    """An identifier as words for a reader: ``same-side-range`` → ``Same side range``."""
    words = " ".join(ident.replace("_", " ").replace("-", " ").split())
    return words[:1].upper() + words[1:]


def make_linker(free: Iterable[LinkTerm], known: Iterable[LinkTerm] = ()) -> Linker:
    """A linker that finds the ``free`` terms in running text, and links the ``known`` ones
    only when asked by name (:meth:`~rulesref.docs.linker.Linker.ref`)."""
    found = Linker.from_terms(free)
    table = dict(found.known)
    for term in known:
        table.setdefault((term.objtype, names.fold(term.text)), term.target)
    return Linker(found.terms, found.pattern, table)


def capitalised(texts: Iterable[str]) -> list[str]:
    """The texts that start with a capital letter: names worth linking in running text
    (``Stun token``), as opposed to common words a glossary also explains (``eligible``)."""
    return [t for t in texts if t[:1].isupper()]


def obj(
    objtype: str, name: str, summary: str, body: Iterable[str], *,
    aliases: Iterable[str] = (), annotation: str = "", kind: str = "",
) -> Iterator[str]:
    """A ``rules`` domain object: its name, tooltip summary, index label and body lines."""
    options = [("summary", rst.option_text(summary))]
    alias_list = [a for a in aliases if a and names.fold(a) != names.fold(name)]
    if alias_list:
        options.append(("aliases", "; ".join(dict.fromkeys(alias_list))))
    if annotation:
        options.append(("annotation", rst.option_text(annotation)))
    if kind:
        options.append(("kind", rst.option_text(kind)))
    yield from rst.directive(f"rules:{objtype}", name, options, body)


def yes_no(value: bool) -> str:
    """``yes`` or ``no``."""
    return "yes" if value else "no"


@dataclass(frozen=True, slots=True)
class ReadingView:
    """A reading as the readings page shows it, whatever the game's record looks like."""

    id: str
    title: str
    """A few words naming the question."""
    question: str
    reading: str
    cites: tuple[Citation, ...]
    """The main passage first, then the others involved."""
    kind: ReadingKind | None = None
    alternatives: tuple[str, ...] = ()
    """Other readings the words allow, as reST."""
    notes: tuple[tuple[str, str], ...] = ()
    """Further fields, as (name, reST)."""
    used_by: tuple[str, ...] = ()
    """Links to the rules that depend on the reading (reST)."""


KIND_TITLES = {
    ReadingKind.SILENT: "Where the book is silent",
    ReadingKind.AMBIGUOUS: "Where the book is ambiguous",
    ReadingKind.INCONSISTENT: "Where the book disagrees with itself",
}


class GlossaryTerm(Protocol):
    """What a glossary entry needs from a game's (frozen) term record."""

    @property
    def name(self) -> str: ...
    @property
    def summary(self) -> str: ...
    @property
    def aliases(self) -> tuple[str, ...]: ...
    @property
    def defined(self) -> bool: ...
    @property
    def cite(self) -> Citation: ...


def term_entry(section: Section, term: GlossaryTerm) -> Iterator[str]:
    """One glossary entry: the term as a rules object, its other printed names, whether the
    book explains it, and where it is printed."""
    fields = [("Also printed as", ", ".join(rst.inline(a) for a in term.aliases)),
              ("Explained by the book", "yes" if term.defined else
               "**no**: the meaning above is our assumption"),
              ("Book section", section.cite(term.cite))]
    body = [*rst.paragraph(section.text(term.summary, skip=term.name)),
            *rst.field_list(fields)]
    yield from obj("term", term.name, term.summary, body, aliases=term.aliases,
                   annotation="" if term.defined else "not explained in the book")


def reading_entry(section: Section, view: ReadingView) -> Iterator[str]:
    """One reading: the question, the reading the model takes, the passages involved."""
    link = rst.role("rules:anchor", "#" + section.reading_label(view.id), "reading")
    head = f"{link} **{rst.inline(view.title)}**"
    if view.kind is not None:
        head += f" · *{view.kind.value}*"
    fields = [("The question", section.text(view.question)),
              ("Our reading", section.text(view.reading)),
              *view.notes,
              ("Other readings", " Or: ".join(view.alternatives)),
              ("Book sections", section.cites(view.cites)),
              ("Used by", ", ".join(view.used_by))]
    body = [*rst.paragraph(head), *rst.field_list(fields)]
    yield f".. _{section.reading_label(view.id)}:"
    yield ""
    yield from rst.directive("container", "rules-reading", content=body)


def readings_page(
    section: Section, views: Sequence[ReadingView], *, path: str = "readings",
    title: str = "Readings", intro: str = "",
) -> Iterator[str]:
    """Every reading the model takes, grouped by why it had to take one (when known)."""
    yield from section.start(path, title)
    yield from rst.paragraph(intro or (
        "Where the rulebook leaves a question open, the model does not choose quietly: it "
        "records the question, the reading it takes and the passages involved. Every reading "
        "is listed in " + section.ref("verification", "the verification report") + ", apart "
        "from the findings the checks derive, so none is ever taken silently."))
    kinds = [k for k in ReadingKind if any(v.kind is k for v in views)]
    docs = member_docs(ReadingKind)
    yield from rst.paragraph(f"{len(views)} readings" + (": " + ", ".join(
        f"{sum(v.kind is k for v in views)} {k.value}" for k in kinds) if kinds else "") + ".")
    for kind in kinds:
        yield from rst.heading(KIND_TITLES[kind], 1)
        yield from rst.paragraph(rst.inline(docs.get(kind.name, "")))
        for view in views:
            if view.kind is kind:
                yield from reading_entry(section, view)
    for view in views:
        if view.kind is None:
            yield from reading_entry(section, view)


def front_page(
    section: Section, intro: Sequence[str], cards: Sequence[tuple[str, str, str]],
    entries: Sequence[str],
) -> Iterator[str]:
    """A section's front page: paragraphs, cards linking the main pages, the contents.

    :param intro: paragraphs of reST.
    :param cards: (page path, title, blurb) for each card.
    :param entries: the paths of every page of the section, in reading order.
    """
    yield from section.start("index", section.title)
    for paragraph in intro:
        yield from rst.paragraph(paragraph)
    grid: list[str] = []
    for path, title, blurb in cards:
        grid += rst.directive("grid-item-card", rst.inline(title),
                              [("link", section.label(path)), ("link-type", "ref")],
                              rst.paragraph(rst.inline(blurb)))
    yield from rst.directive("grid", "1 2 3 3", [("gutter", "2")], grid)
    yield from rst.directive("toctree", options=[("maxdepth", "1"),
                                                 ("caption", rst.option_text(section.title))],
                             content=entries)
