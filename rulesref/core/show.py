"""``show``: any rules object of any installed game, by name, with every effect in words.

The objects are the search index's (:func:`~rulesref.core.search.installed_index`): every
keyword, unit type, spell, card, artefact, rule, term, phase, table... of every installed
game. A name matches an object's name or one of its aliases the way search normalises names
(case, accents, brackets and punctuation do not matter); a name that matches nothing is bad
input, with close matches of every kind as did-you-mean.

What an object holds beyond its summary and citation is its ruleset's to say: a ruleset
names a details hook in its :class:`~rulesref.core.registry.Ruleset` (``details``), a
function from its model and a :class:`~rulesref.core.search.RulesObject` to
:class:`Details` (its printed facts, its effects, its parts). This module names no game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from rulesref.core.citation import Citation
from rulesref.core.commands import MAX_TEXT, Verdict
from rulesref.core.readings import Reading
from rulesref.core.record import result
from rulesref.errors import RulesError, UnknownNameError

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Mapping

    from rulesref.core.effects import Effect
    from rulesref.core.search import RulesObject, SearchIndex
    from rulesref.core.sequences import Sequence

#: Most close matches offered for a name that matches nothing.
SUGGESTIONS = 5


@result
class Details:
    """What a ruleset's hook says of one of its objects, besides its summary and citation."""

    facts: tuple[tuple[str, str], ...] = ()
    """Printed facts as ``(label, value)``: ``("Speed", "12")``, ``("Cost", "50 points")``."""
    effects: tuple[Effect, ...] = ()
    """What it does, as effects."""
    parts: tuple[tuple[str, str, Citation | None], ...] = ()
    """Its parts in printed order, each ``(name, what it does, citation)``: a phase's steps,
    a table's results, an allegiance's spells."""


def phase_details(sequences: Iterable[Sequence], name: str) -> Details | None:
    """A phase or step of a game's canonical sequences: which sequence it belongs to, its
    place in it, what it uses, produces, grants and removes, and its own steps when the book
    prints them as a sequence; for a whole sequence, its steps in order; ``None`` when no
    canonical sequence has a step or a name so named.
    Any ruleset's details hook may answer its phases with it."""
    canonical = [s for s in sequences if s.canonical]
    for sequence in canonical:
        steps = sequence.steps
        at = next((i for i, s in enumerate(steps) if s.name == name), None)
        if at is None:
            continue
        step = steps[at]
        facts = [("Part of", sequence.name), ("Order", f"{at + 1} of {len(steps)}")]
        for label, values in (("Uses", step.uses), ("Produces", step.produces),
                              ("Grants", step.grants), ("Removes", step.removes)):
            if values:
                facts.append((label, ", ".join(v.replace("_", " ") for v in values)))
        inner = next((s for s in canonical if step.substeps and s.id == step.substeps), None)
        parts = tuple((s.name, s.summary, inner.cite) for s in inner.steps) if inner else ()
        return Details(facts=tuple(facts), parts=parts)
    whole = next((s for s in canonical if s.name == name), None)
    if whole is not None:
        return Details(facts=(("Steps", str(len(whole.steps))),),
                       parts=tuple((s.name, s.summary, whole.cite) for s in whole.steps))
    return None


@result
class EffectDetail:
    """One effect in words, field by field."""

    text: str
    """The whole effect as one phrase."""
    whom: str
    """Whom it applies to (``""``: the object's holder itself)."""
    does: str
    """What it does (``gains Unruly``, ``target number: ...``)."""
    trigger: str
    """What sets it off (``each time its player plays a card``), or ``""``."""
    when: str
    """When it happens (``at the start of the Movement Phase``), or ``""``."""
    lasts: str
    """How long it lasts (``until the round ends``), or ``""``."""
    condition: str
    """Under what condition (``if it is engaged``), or ``""``."""
    cite: Citation
    """Where it is printed (the object's own citation when the effect has none)."""

    def to_json(self) -> dict[str, Any]:
        """As JSON."""
        return {"text": self.text, "whom": self.whom, "does": self.does,
                "trigger": self.trigger, "when": self.when,
                "lasts": self.lasts, "condition": self.condition,
                "citation": str(self.cite)}


def effect_detail(effect: Effect, cite: Citation) -> EffectDetail:
    """One effect in words; ``cite``: where its holder is printed."""
    from rulesref.core import effect_words as words

    return EffectDetail(
        text=words.describe(effect), whom=words.scope_words(effect),
        does=words.keyword_change_words(effect), trigger=words.set_off_words(effect),
        when=words.moment_words(effect),
        lasts=words.duration_words(effect), condition=words.condition_part_words(effect),
        cite=effect.cite or cite)


class Passage(Protocol):
    """The words of a cited rule in the user's own copy of the book (what
    :meth:`Book.passage` returns)."""

    def to_json(self) -> dict[str, Any]:
        """As plain JSON data: the file, page, line, heading and text."""


class Book(Protocol):
    """The user's own copy of a rulebook, read (``rulesref.lint.passages.Book``)."""

    def passage(self, cite: Citation) -> Passage | None:
        """The passage ``cite`` points to, or ``None``."""


@result
class Shown:
    """One object with everything its ruleset says of it."""

    object: RulesObject
    details: Details
    effects: tuple[EffectDetail, ...]
    book: bool = False
    """Whether the user gave their copy of this object's book."""
    passage: Passage | None = None
    """The object's rule in the user's copy, when found there."""
    readings: tuple[Reading, ...] = ()
    """The recorded readings its effects follow: the model's interpretation where the book
    is unclear, reported as such."""

    def to_json(self) -> dict[str, Any]:
        """As JSON."""
        from rulesref.core.answers import object_json

        return {
            **object_json(self.object),
            "facts": [{"label": label, "value": value}
                      for label, value in self.details.facts],
            "effects": [e.to_json() for e in self.effects],
            "parts": [{"name": name, "summary": text,
                       "citation": str(cite) if cite else None}
                      for name, text, cite in self.details.parts],
            **({"passage": self.passage.to_json() if self.passage else None}
               if self.book else {}),
            "readings": [reading_json(r) for r in self.readings],
        }


def reading_json(reading: Reading) -> dict[str, Any]:
    """A recorded reading as JSON: what the book leaves open, the reading taken, the others
    the words allow, and where it is printed."""
    return {"id": reading.id, "kind": reading.kind.value, "about": reading.about,
            "question": reading.question, "reading": reading.reading,
            "alternatives": list(reading.alternatives), "citation": str(reading.cite)}


def readings_followed(model: Any, effects: Iterable[Effect]) -> tuple[Reading, ...]:
    """The readings of ``model`` (its ``readings``, where it records any) that ``effects``
    name, in the order the model records them."""
    wanted = {e.reading for e in effects if e.reading}
    if not wanted:
        return ()
    return tuple(r for r in getattr(model, "readings", ()) or ()
                 if isinstance(r, Reading) and r.id in wanted)


@result
class ShowAnswer:
    """Every object called by the name asked (an object of each kind and game so named)."""

    name: str
    game: str | None
    shown: tuple[Shown, ...]

    @property
    def verdict(self) -> Verdict:
        """Showing an object is always an answer."""
        return Verdict.OK

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref show --json`` prints it."""
        return {"name": self.name, "game": self.game,
                "results": [s.to_json() for s in self.shown]}


def find_objects(index: SearchIndex, name: str, game: str | None = None
                 ) -> tuple[RulesObject, ...]:
    """The objects called ``name`` (or so aliased), in the index's order.

    :raises UnknownNameError: when none is, with close matches of every kind.
    """
    from rulesref.core.search import normalize

    wanted = normalize(name)
    found = tuple(o for o in index.objects
                  if (game is None or o.game == game) and wanted
                  and any(normalize(n) == wanted for n in (o.name, *o.aliases)))
    if found:
        return found
    hits = index.search(name, game=game, limit=SUGGESTIONS)
    raise UnknownNameError("rules object", name,
                           tuple(dict.fromkeys(h.object.name for h in hits)))


def shown(obj: RulesObject, hook: Callable[[Any, RulesObject], Details | None] | None,
          model: Any) -> Shown:
    """One object with what its ruleset's hook says of it; a phase or step the hook says
    nothing of gets :func:`phase_details` from the model's sequences (only its summary and
    citation when neither knows more)."""
    from rulesref.core.search import Kind

    details = hook(model, obj) if hook is not None else None
    if details is None and obj.kind is Kind.PHASE and hasattr(model, "sequences"):
        details = phase_details(model.sequences, obj.name)
    details = details or Details()
    return Shown(obj, details, tuple(effect_detail(e, obj.citation) for e in details.effects),
                 readings=readings_followed(model, details.effects))


def show(name: str, game: str | None = None, *,
         books: Mapping[str, Book] | None = None) -> ShowAnswer:
    """Every rules object called ``name`` in the installed games (in ``game`` only, when
    given), with its summary, citation, printed facts and every effect in words; with the
    user's own copy of a game's book in ``books`` (by game), each of that game's objects
    also with its rule's passage in that copy (``None`` when the copy does not have it).

    :raises RulesError: for a name longer than :data:`~rulesref.core.commands.MAX_TEXT`.
    :raises UnknownNameError: for an unknown game, or a name no object has (with close
        matches).
    """
    from rulesref.core.registry import find_ruleset, resolve
    from rulesref.core.search import find_game, installed_index

    if len(name) > MAX_TEXT:
        raise RulesError(f"a name of {len(name)} characters is too long (at most {MAX_TEXT})")
    index = installed_index()
    only = find_game(game, index.games) if game is not None else None
    found = find_objects(index, name, only)
    out = []
    for obj in found:
        ruleset = find_ruleset(obj.game)
        hook = resolve(ruleset.details) if ruleset.details else None
        item = shown(obj, hook, ruleset.load() if hook is not None else None)
        book = (books or {}).get(obj.game)
        if book is not None:
            item = Shown(item.object, item.details, item.effects, True,
                         book.passage(obj.citation), item.readings)
        out.append(item)
    return ShowAnswer(name, only, tuple(out))
