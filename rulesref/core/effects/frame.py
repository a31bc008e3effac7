"""The frame every effect shares: whom it applies to, how long, when, under what condition,
and where it is printed."""

from __future__ import annotations

import enum
from typing import Literal

from rulesref.core.citation import Citation
from rulesref.core.conditions import Condition
from rulesref.core.effects.targeting import Chooser, Selection, Trigger
from rulesref.core.record import record


class Scope(enum.Enum):
    """Whom an effect applies to."""

    SELF = "self"
    """The unit that has the rule (the keyword's holder, a card's or spell's subject)."""
    TARGET = "target"
    """The unit a spell, card or attack targets."""
    FRIENDLY = "friendly"
    """Friendly units (within ``within`` inches when given)."""
    ENEMY = "enemy"
    """Enemy units (within ``within`` inches when given; 0 is base contact)."""
    ALL_UNITS = "all_units"
    """Every unit on the table, of both sides."""
    ARMY = "army"
    """The player's army as a whole (army building)."""
    PLAYER = "player"
    """The player who controls the source."""
    OPPONENT = "opponent"
    """The opposing player."""
    TEAM = "team"
    """The source's player together with its allies (team play): whom a team's tally and
    victory points belong to."""
    PLAYERS = "players"
    """Every player."""
    GAME = "game"
    """The game itself: its sequence, its length, its tables."""
    TERRAIN = "terrain"
    """Terrain pieces or an area of the battlefield (within ``within`` inches of the source)."""
    MARKERS = "markers"
    """Markers placed on the table (objectives and the like)."""
    OWN = "own"
    """The units of the source's own player only, not those of allies (team play), within
    ``within`` inches when given."""
    CREATED = "created"
    """A unit the effect itself brings into play (a summoned unit), within ``within`` inches
    of the source."""
    PLACED = "placed"
    """The terrain pieces or markers the effect itself puts on the table, not the terrain
    already there."""


class Duration(enum.Enum):
    """How long an effect lasts."""

    PERMANENT = "permanent"
    """For as long as its source is in force (a keyword held, a twist chosen)."""
    INSTANT = "instant"
    """It happens once and is done (tokens placed, cards drawn)."""
    THIS_ATTACK = "this_attack"
    """For one attack only."""
    THIS_ACTIVATION = "this_activation"
    """Until the unit's current activation ends."""
    NEXT_SPELL = "next_spell"
    """For the unit's next spell only."""
    END_OF_STEP = "end_of_step"
    """Until the step named in ``until`` (or the current one) ends."""
    END_OF_PHASE = "end_of_phase"
    """Until the phase named in ``until`` (or the current one) ends."""
    END_OF_ROUND = "end_of_round"
    """Until the battle round ends."""
    NEXT_ROUND_STARTS = "next_round_starts"
    """Until the next battle round begins: through whatever happens at the very end of
    this round (end-of-round scoring), which ``end_of_round`` leaves open."""
    END_OF_GAME = "end_of_game"
    """For the rest of the game."""
    WHILE = "while"
    """While its condition holds."""


class Moment(enum.Enum):
    """Where in the phase or step named by ``at`` an effect happens."""

    DURING = "during"
    """At any point of it."""
    START = "start"
    """As it starts."""
    END = "end"
    """As it ends."""
    BEFORE = "before"
    """Just before it."""
    AFTER = "after"
    """Just after it."""


@record
class Frame:
    """What every effect has: scope, duration, timing, condition and citation."""

    scope: Scope = Scope.SELF
    """Whom it applies to."""
    within: int | None = None
    """For friendly or enemy scopes: how near the source, in inches (0: base contact)."""
    around: Literal["placed", "target"] | None = None
    """What ``within`` is measured from when it is not the source: ``placed``, the marker
    or terrain piece that an effect of the same record puts on the table (the area around a
    marker a spell places); ``target``, the unit the spell or card targets (another unit
    near the target, not near the caster)."""
    duration: Duration = Duration.PERMANENT
    """How long it lasts."""
    until: str | None = None
    """The phase or step it lasts until, for step and phase durations."""
    at: str | None = None
    """The phase or step (as named in the ruleset's sequences) it happens in; ``None`` for
    a standing effect or one that may happen at any time."""
    moment: Moment = Moment.DURING
    """Where in ``at`` it happens."""
    condition: Condition | None = None
    """What must hold of each unit in scope for it to apply; ``None`` means always."""
    requires: Condition | None = None
    """What must hold of the source (a keyword's holder, the unit a card is played on or a
    spell targets) for the rule to be used at all, when that differs from ``condition``."""
    requires_of: Literal["source", "target"] = "source"
    """Whom ``requires`` tests: ``source``, as said there; ``target``, the unit the spell or
    card targets when the effect is said of another unit (a caster that copies a keyword
    from its target, if the target has one)."""
    optional: bool = False
    """The rule says the player *may* apply it."""
    decided_by: Chooser | None = None
    """For an optional effect: who decides whether it applies, when not the player who
    controls its source (``target_controller``: whoever controls the unit it targets)."""
    limit: Literal["once_per_game", "once_per_round", "once_per_phase",
                   "once_per_activation"] | None = None
    """A limit on how often it may be used."""
    choice: str | None = None
    """Effects of one record sharing this label are alternatives: exactly one applies
    (a keyword gained, or tokens placed instead)."""
    select: Selection | None = None
    """Whom it picks among its scope when not every unit in it (one friendly unit, up to
    three, all but two); ``None``: every unit in scope."""
    trigger: Trigger | None = None
    """The event that sets it off (an activation starting, a card played, a spell affecting
    a unit), besides or instead of the moment ``at`` names."""
    cite: Citation | None = None
    """Where it is printed; ``None``: where the record holding it is printed."""
    reading: str | None = None
    """The id of the recorded reading it follows, where the book is unclear about it."""
