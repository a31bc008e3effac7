"""Claims: what a book asserts in its prose about its own rules (a designer's note, a
description), recorded so that a check can hold the rules to it.

A claim is transcribed, never derived: its kind says what it asserts, its subject what about,
and its citation where. The engine's claim check (``rulesref_verify.claims``) then looks for
rules that contradict it. A ruleset keeps its claims in its model (a ``claims`` field).
"""

from __future__ import annotations

import enum

from rulesref.core.citation import Citation
from rulesref.core.record import record


class ClaimKind(enum.Enum):
    """What a claim asserts."""

    NEVER_IGNORED = "never_ignored"
    """Nothing lets a unit or player disregard the subject (``spells always work``): an
    effect that ignores it contradicts the claim."""
    ALWAYS_HELD = "always_held"
    """One player holds the subject (a token) at every moment: rules that forbid every player
    from holding it at once contradict the claim."""
    WORKED_EXAMPLE = "worked_example"
    """A worked example: for the quantities it gives (``given``), the counting rule named by
    the subject (a printed formula's topic) gives ``result``; a printing of the rule that
    gives another number contradicts the example."""
    EXAMPLE_STEPS = "example_steps"
    """A worked example of a procedure that takes items one at a time (each unit in turn,
    named by the subject): each of its ``steps`` is about one item, and its instruction must
    act on that item; a step whose instruction names another item contradicts the procedure
    the example illustrates."""
    BEST_AGAINST = "best_against"
    """The subject does better against ``against`` than against any other opponent (``strong
    against loose troops``): a match-up (:class:`rulesref.core.matchups.Matchup`) of the subject
    against another opponent that scores as well or better contradicts the claim."""
    WORST_AGAINST = "worst_against"
    """The subject does worse against ``against`` than against any other opponent (``poor
    against monsters``): a match-up of the subject against another opponent that scores as
    badly or worse contradicts the claim."""
    ONLY_DURING = "only_during"
    """What the subject names (the effects ``matches`` picks out) happens only during the
    phase or step ``within`` (``units are removed only at the end of the round``): such an
    effect placed in another phase or step contradicts the claim."""
    CHANCE_RISES = "chance_rises"
    """What the subject names (the effects ``matches`` picks out) becomes more likely as the
    rounds go by (``play gets less predictable as the game goes on``): a chance, worked out
    from the effects' own conditions, that is no higher in the last round than in the first
    contradicts the claim."""
    CHANCE_FALLS = "chance_falls"
    """What the subject names becomes less likely as the rounds go by: a chance no lower in
    the last round than in the first contradicts the claim."""


@record
class Given:
    """A quantity a worked example starts from."""

    quantity: str
    """What it is, as the formulas name what they count (``points in the starting army
    list``)."""
    value: float
    """Its value in the example."""


@record
class ExampleStep:
    """One step of a worked example that goes through items one at a time."""

    about: str
    """The item the step is about, as printed (``his second unit``)."""
    acts_on: str
    """The item its instruction acts on, as printed (``his first unit``)."""


@record
class Claim:
    """One assertion the book makes about its rules."""

    id: str
    """Stable identifier."""
    kind: ClaimKind
    """What it asserts."""
    subject: str
    """What it is about, as the rules name it (``spell``, ``lead token``)."""
    says: str
    """The claim in our own words."""
    cite: Citation
    """Where the book makes it."""
    given: tuple[Given, ...] = ()
    """For a worked example: the quantities it starts from."""
    result: float | None = None
    """For a worked example: the number it arrives at."""
    steps: tuple[ExampleStep, ...] = ()
    """For an example of a stepwise procedure: its steps, in order."""
    procedure_cite: Citation | None = None
    """For an example of a stepwise procedure: where the procedure is printed."""
    against: str | None = None
    """For a comparison (best or worst against): the opponent, as the rules name it."""
    within: str | None = None
    """For a timing claim: the phase or step, as the sequences name it."""
    matches: tuple[str, ...] = ()
    """For a timing claim or a claim on a chance: the effects it is about, as
    ``field=value`` (or ``field!=value``) terms over the effect records
    (``how=remove_from_play``)."""
