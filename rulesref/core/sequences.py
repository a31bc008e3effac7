"""Phase and step sequences, keeping every printed version of a sequence on its own."""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.effects.targeting import Event
from rulesref.core.record import record


@record
class Occurrence:
    """An event of play that the book lets happen during a step (units manoeuvre in the
    Movement Phase), so that an effect an event sets off can be placed in the sequence."""

    event: Event
    """What happens, as the effects' triggers name it."""
    cite: Citation
    """Where the book says it happens in the step."""


@record
class Step:
    """One step (or phase) of a sequence."""

    name: str
    """The step's printed name."""
    summary: str
    """What happens in the step, in our own words."""
    uses: tuple[str, ...] = ()
    """Game facts the step reads that another step produces (for ordering checks)."""
    produces: tuple[str, ...] = ()
    """Game facts the step produces."""
    grants: tuple[str, ...] = ()
    """Statuses or tokens the step gives units or players."""
    removes: tuple[str, ...] = ()
    """Statuses or tokens the step takes away."""
    substeps: str | None = None
    """The id of a sequence that details this step (a phase's own steps)."""
    actor: str | None = None
    """Who carries the step out, as this printing says (``the player holding the lead token``);
    ``None`` where it is not transcribed."""
    cite: Citation | None = None
    """Where the step's own section is printed, when the printing is a run of sections
    rather than one list (``None``: the sequence's citation covers it)."""
    occurs: tuple[Occurrence, ...] = ()
    """Events of play the book lets happen during the step, each with its citation (read by
    the timing claims of :mod:`rulesref_verify.claims`); the canonical printing carries them."""
    players: tuple[str, ...] = ()
    """The players who each take a part of the step in turn, in order, as printed (the one
    who goes first, then the other): the step is shared, not one player's own. Empty where
    the step is not shared out so, or it is not transcribed."""


@record
class Sequence:
    """A printed sequence of steps. A sequence printed twice is two ``Sequence`` records with
    the same ``id`` and different ``printing``."""

    id: str
    """What the sequence is (``battle_round``, ``end_phase``), shared by its printings."""
    name: str
    """Its printed heading."""
    printing: str
    """Which printing (``core rules``, ``quick reference``)."""
    cite: Citation
    """Where this printing is."""
    steps: tuple[Step, ...]
    """The steps in printed order."""
    canonical: bool = True
    """Whether this is the printing the model follows (one per ``id``)."""

    def names(self) -> tuple[str, ...]:
        """The step names in order."""
        return tuple(s.name for s in self.steps)


@record
class EndCondition:
    """Something that ends the game besides running out of rounds."""

    name: str
    """Our short name (``surrender``)."""
    summary: str
    """What ends the game, in our own words."""
    at: str | None = None
    """The step name after which it is checked; ``None`` means at any time."""
    voluntary: bool = False
    """A player's choice (surrender) rather than a state of the game (one player left)."""
    cite: Citation
    """Where it is printed."""


@record
class RoundChange:
    """A rule that changes the number of rounds or the round's sequence."""

    source: str
    """What changes it (a twist, an artefact, a scenario)."""
    rounds: int | None = None
    """The new number of rounds, if it sets one."""
    adds: tuple[str, ...] = ()
    """Steps it adds to the round (as step names)."""
    skips: tuple[str, ...] = ()
    """Steps it skips (as step names)."""
    after: str | None = None
    """For added steps: the step they come after."""
    cite: Citation
    """Where it is printed."""


@record
class StatusRule:
    """How a status or token ends, when no sequence step removes it."""

    status: str
    """The status or token, as the ruleset names it."""
    ends: str | None = None
    """How it ends, in our own words; ``None`` with ``persists``."""
    persists: bool = False
    """Declared to last for the rest of the game."""
    cite: Citation
    """Where the rule is printed."""


@record
class NamedMoment:
    """A place where the book names a span of play by a word of its own rather than by a
    phase or step (``at the end of any turn``), transcribed with the word, for the check that
    the game has such a span."""

    rule: str
    """The rule or passage, as printed (``Shared Ruination``)."""
    words: str
    """The words that name the moment, as short as will do (``the end of any turn``)."""
    unit: str
    """The span of play the words count in, as printed (``turn``, ``round``)."""
    owner: str | None = None
    """The word that makes the span one player's own, as printed (``your`` in ``your
    movement phase``, ``its``); ``None`` where the words give it no owner."""
    whose: str | None = None
    """What the words make the span belong to: ``player`` where it is a player's (``your``,
    ``the second player's``), otherwise the piece as the book names it (``the knight's
    turn``: ``knight``); ``None`` where the words give it no owner."""
    cite: Citation
    """Where it is printed."""


@record
class TimedRule:
    """A rule that says when it may be used, in words of its own rather than by a step of the
    turn (``at any point in the game``), and the steps of the turn whose business it does,
    as printed."""

    name: str
    """The rule, as the book names it (``Super Army``)."""
    words: str
    """The words that say when, as printed and as short as will do (``at any point``)."""
    within: str | None = None
    """The span of play the words limit it to, as printed (``their turn``); ``None`` when
    they name none."""
    does: tuple[str, ...] = ()
    """The steps of the turn's sequence whose business the rule has a player do, by the
    step's name (it has them marshal units: ``Marshalling Phase``)."""
    summary: str
    """What the rule lets a player do, in our own words."""
    cite: Citation
    """Where it is printed."""


@record
class PlayerCount:
    """A number of players the book says the game is for, as printed (``2 to 4``; ``3 or
    more``)."""

    low: int
    """The fewest players it names."""
    high: int | None = None
    """The most players it names; ``None`` when it names no most (``3 or more``)."""
    summary: str
    """Who plays, in our own words."""
    cite: Citation
    """Where it is printed."""


@record
class TurnStructure:
    """How a game runs: an optional setup sequence, then rounds until the game ends."""

    setup: str | None = None
    """The id of the setup sequence, if any."""
    round: str
    """The id of the sequence one round (or turn) follows."""
    rounds: int | None = None
    """How many rounds a game lasts; ``None`` when only an end condition ends it."""
    end_conditions: tuple[EndCondition, ...] = ()
    """Other ways the game ends."""
    round_changes: tuple[RoundChange, ...] = ()
    """Rules that change the number of rounds or the round's steps."""
    status_rules: tuple[StatusRule, ...] = ()
    """How statuses and tokens end when no step removes them."""
    players: tuple[PlayerCount, ...] = ()
    """Every number of players the book prints, one record per passage that gives one
    (empty: the book names none)."""
    cite: Citation
    """Where the turn structure is printed."""


@record
class Lifecycle:
    """Where one status or token starts and ends in a ruleset: the steps that grant it, the
    steps that remove it, and the status rule that says how it ends otherwise. Gathered from
    the sequences and the turn structure (``rulesref_verify.lifecycles``), never written in
    the data."""

    status: str
    """The status or token, as first written (``Exhausted``, ``Burn token``)."""
    granted_by: tuple[str, ...] = ()
    """``Sequence: step`` for each step that grants it, and ``keyword`` when the keywords
    mark it as a status."""
    removed_by: tuple[str, ...] = ()
    """``Sequence: step`` for each step of the model's own printings that removes it."""
    rule: StatusRule | None = None
    """The status rule that says how it ends, or that it persists."""
