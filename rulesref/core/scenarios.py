"""Ways to play, for any ruleset: the scenarios (their set-up, roles, scoring and end) and
the play variants (solo or team play, say) that add, replace or remove steps of the sequences.

A scenario's special rules are effects; they live on a named rule of the ruleset (``rules``),
so one effect is written once. What a scenario adds here is what effects do not say: who
places which markers and owns them (and where a rule calls them someone's), which roles
there are and how they are handed out, what scores when and for whom, and how the game ends
and who wins. Each fact is transcribed as printed: a role the book never says how to assign
has ``assigned: null``, a scoring moment the book names with a word the game lacks keeps
that word.

A ruleset whose root record has ``scenarios`` (and ``play_variants``) fields of these types
gets the engine's scenario checks (``rulesref_verify.scenarios``) without naming them.
"""

from __future__ import annotations

from typing import Literal

from rulesref.core.citation import Citation
from rulesref.core.comparison import Comparison
from rulesref.core.effects.frame import Moment, Scope
from rulesref.core.effects.placing import Party
from rulesref.core.endings import Endgame
from rulesref.core.record import record


@record
class MarkerSet:
    """Markers (or marker-like pieces) a scenario puts on the table."""

    name: str
    """What the book calls them (``Objective Marker``)."""
    count: int
    """How many each placer puts down (per player when ``placed_by`` is ``each_player``)."""
    placed_by: Party | None
    """Who places them; ``None``: the book does not say."""
    owner: Party | None = None
    """Who owns them (a marker is "friendly" to its owner); ``None``: nobody owns them."""
    size: Literal["standard", "small", "buildings"] | None = "standard"
    """``standard``: a marker of the size the book's general rules set; ``small``: the book
    says "small marker" and gives no size; ``buildings``: terrain pieces used as markers;
    ``None``: a marker the general size rule does not cover, and the book gives no size."""
    diameter_mm: int | None = None
    """A size the scenario itself prints, in millimetres."""
    where: str
    """Where they go, in our words."""
    apart: int | None = None
    """The distance between two of them, in inches, where printed (bounded as ``apart_by``
    says)."""
    apart_by: Comparison = Comparison.AT_LEAST
    """How ``apart`` bounds the distance: ``more_than`` for "more than 16 inches from any
    other", ``at_least`` for "16 inches or more", ``exactly`` for markers set that far
    apart."""
    moves: bool = False
    """A rule of the scenario moves them (markers otherwise never move)."""


@record
class MarkerReference:
    """A rule's reference to a scenario's markers as someone's (``a friendly Objective
    Marker``), transcribed as printed; which markers it means depends on who owns them."""

    marker: str
    """The markers' name as the rule prints it (``Objective Marker``)."""
    side: Literal["friendly", "enemy", "own", "opponent's", "team's"]
    """Whose the rule calls them, in its own word."""
    by: str
    """What refers to them, for people (``victory conditions``)."""
    cite: Citation
    """Where the reference is printed."""


@record
class Setup:
    """How the scenario sets up the table."""

    standard: bool = True
    """The standard set-up sequence applies, with the changes below."""
    deployment: str
    """The deployment zones, in our words (``standard``: as the general rules set them)."""
    markers: tuple[MarkerSet, ...] = ()
    """The markers placed."""


@record
class Role:
    """A part a player takes in the scenario."""

    name: str
    """The role (``Attacker``), or ``Player`` when every player plays the same part."""
    assigned: Literal["same_for_both", "choose_or_random", "first_player_chooses"] | None
    """How the role is handed out; ``None``: the book does not say."""


@record
class Scoring:
    """One way to score in the scenario."""

    what: str
    """What scores, in our words."""
    outcome: Literal["vp", "win", "draw", "tie_break_vp"]
    """What it gives."""
    points: int | None = None
    """Victory points given, where it gives VP."""
    cap: int | None = None
    """The most a player may score this way."""
    at: str
    """When it is checked: ``round`` (the game's round), a phase or step as the sequences
    name it, ``game end``, ``any time``, or the book's own word where it names none of these
    (``turn`` in a game without turns)."""
    moment: Moment = Moment.END
    """Where in ``at`` it is checked."""
    rounds: Literal["each", "last_two", "any"] = "each"
    """Which rounds it is checked in (with a round moment)."""
    for_whom: Party
    """Who scores."""
    cite: Citation | None = None
    """Where it is printed, when not on the scenario's own page (``None``: the scenario's
    citation)."""


@record
class PlayerTally:
    """A rule that ranks players (or teams) by a count (who has the most, the fewest, the
    higher total), transcribed as printed: what it counts, on what, and whose."""

    by: str
    """The rule that ranks, for people (``Altars of Grief tie-breaker``)."""
    counts: str
    """What is counted, as printed: a token's name (``Wound``), or the things themselves
    (``units``, ``points value``)."""
    on: str | None = None
    """The things the count is taken on or over, in our words (``units within 12 inches of
    an altar``); ``None``: the count is of the players' own holdings."""
    whose: Literal["own", "enemy", "any"] | None = None
    """Whose things the rule says are counted for a player: ``own`` (their units),
    ``enemy`` (the opponent's), ``any`` (every side's, said so); ``None``: the rule does not
    say."""
    cite: Citation
    """Where the rule is printed."""


@record
class GameEnd:
    """How the game ends and who wins."""

    rounds: int | None = None
    """The number of rounds, when the scenario changes it; ``None``: the core rules' length."""
    ends_early: bool = False
    """A win can end the game before its last round."""
    winner: Literal["most_vp", "most_points_in_play", "condition"]
    """How the winner is found."""
    draw: bool = True
    """The game can end in a draw."""
    tie_break: str | None = None
    """The tie-break, in our words."""


@record
class Scenario:
    """A scenario: one the players pick or roll for, or a narrative one."""

    id: str
    """Stable identifier."""
    name: str
    """Printed name."""
    family: Literal["scenario", "narrative"]
    """One of the scenarios picked (or rolled) for a game, or a narrative one."""
    roll: str | None = None
    """The dice result that picks it, as printed (``2-3``)."""
    rules: str
    """The ruleset's named rule whose effects are its special rules."""
    setup: Setup
    """Its set-up."""
    roles: tuple[Role, ...]
    """Its roles."""
    scoring: tuple[Scoring, ...]
    """How it scores."""
    end: GameEnd
    """How it ends."""
    marker_references: tuple[MarkerReference, ...] = ()
    """Where its rules call its markers someone's (friendly, enemy), as printed."""
    endgame: Endgame | None = None
    """Its end conditions and outcomes as conditions a solver reads, where transcribed."""
    cite: Citation
    """Where it is printed."""


@record
class StepChange:
    """One change a play variant makes to a sequence."""

    op: Literal["add", "replace", "remove", "change"]
    """``add`` a new step, ``replace`` a step by another, ``remove`` it, or ``change`` how it
    is done."""
    sequence: str
    """The sequence changed: the id of one of the model's sequences, or of a procedure it
    does not hold as a sequence (then the step is not checked)."""
    step: str
    """The step removed, replaced or changed, or the new step's name when added."""
    new: str | None = None
    """For ``replace``: the step that takes its place."""
    after: str | None = None
    """For ``add``: the step it follows, when the book says."""
    summary: str
    """What changes, in our words."""
    actor: str | None = None
    """Who carries the step out under the variant, as its text has it (``the lone player``);
    ``None`` where it is not transcribed."""
    declares: tuple[str, ...] = ()
    """The fields of the step the variant's text says it changes (``actor``): a field that
    differs from the core step without being named here is changed silently."""
    cite: Citation
    """Where it is printed."""


@record
class TargetBan:
    """A play variant's bar on whom one kind of rule may be played on (in team play, no
    card on the player themselves or their own units), as printed."""

    rules_in: str
    """The section the barred rules are printed in, as their citations name it (``Cards
    Text``)."""
    barred: tuple[Scope, ...]
    """Whom they may no longer act on, as effect scopes (``player``: the player who plays
    the rule)."""
    cite: Citation
    """Where the bar is printed."""


@record
class KeptApart:
    """Something each player keeps apart from their allies under a play variant (a hand of
    cards each holds alone), as printed."""

    name: str
    """What is kept, as the rules' effects name it (a deck's name, a token's)."""
    cite: Citation
    """Where the variant says so."""


@record
class PlayVariant:
    """A way of playing that changes the sequences (solo play, team play)."""

    id: str
    """Stable identifier (``solo``, ``team``)."""
    name: str
    """Printed name."""
    players: str
    """How many play, in our words."""
    changes: tuple[StepChange, ...]
    """What it adds, replaces or removes."""
    sections: tuple[str, ...] = ()
    """The ids of the ruleset's sections whose named rules hold its effects."""
    without: tuple[str, ...] = ()
    """The roles this way of playing does without (a game master, say), as the steps'
    ``actor`` names them."""
    allied_sides: bool = False
    """Whether it lets several players play one side together (allies in a team), as
    printed."""
    bans: tuple[TargetBan, ...] = ()
    """Its bars on whom some rules may be played on."""
    kept_apart: tuple[KeptApart, ...] = ()
    """What each player keeps apart from their allies under it."""
    markers: tuple[MarkerSet, ...] = ()
    """The markers its own objectives put on the table (team play's objectives)."""
    marker_references: tuple[MarkerReference, ...] = ()
    """Where its rules call those markers someone's, as printed."""
    cite: Citation
    """Where it starts."""
