"""The marker-owner check over a play variant's own objectives: a variant whose scoring
counts a team's markers that nobody places or owns fires, citing the scoring and the
variant; the same markers with an owner are silent."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.scenarios import MarkerReference, MarkerSet, PlayVariant
from rulesref_verify.findings import Kind
from rulesref_verify.scenarios import check_marker_owners

PAIRS = Citation(book="Toy", page=20, section="Partner Play")
FLAGS = Citation(book="Toy", page=21, section="Capture the Flags")


@dataclass(frozen=True)
class Model:
    play_variants: tuple[PlayVariant, ...]


def _pairs(owner: str | None) -> Model:
    flags = MarkerSet(name="Flag", count=2, placed_by=None, owner=owner,  # type: ignore[arg-type]
                      where="in the enemy's half")
    ref = MarkerReference(marker="Flags", side="team's", by="flag scores", cite=FLAGS)
    return Model((PlayVariant(id="pairs", name="Partner Play", players="four", changes=(),
                              markers=(flags,), marker_references=(ref,), cite=PAIRS),))


def test_a_teams_markers_nobody_owns_fire() -> None:
    # plant the fault: the flags score for a team, but nobody is said to own them
    (found,) = check_marker_owners(_pairs(None))
    assert (found.id, found.kind) == ("scenario:marker-owner:pairs:flag:team's", Kind.MISSING)
    assert found.cited == (str(FLAGS), str(PAIRS))
    assert found.key == "play_variants.pairs"
    assert "count a team's Flags, but nothing says whose the Flags are" in found.message
    assert "placed by nobody said" in found.message


def test_owned_markers_are_silent() -> None:
    assert check_marker_owners(_pairs("placer")) == []
