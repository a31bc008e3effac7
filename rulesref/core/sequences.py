"""Phase and step sequences, keeping every printed version of a sequence on its own."""

from __future__ import annotations

from rulesref.core.citation import Citation
from rulesref.core.record import record


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


@record
class Sequence:
    """A printed sequence of steps. A sequence printed twice is two ``Sequence`` records with
    the same ``id`` and different ``printing``."""

    id: str
    """What the sequence is (``battle_round``, ``doom_phase``), shared by its printings."""
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
