"""The exemption check on a toy model: a rule that lets a unit disregard a kind of thing
that the printings say never counts for that determination fires, citing both; an exemption
from what does count, or about another determination, is silent."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.exemptions import PrintedCounts, PrintedExemption
from rulesref_verify.exemptions import check_exemptions
from rulesref_verify.findings import Kind

HIDING = Citation(book="Toy", page=4, section="Hiding")
TALL = Citation(book="Toy", page=7, section="Tall")
SUMMARY = Citation(book="Toy", page=12, section="Summary")


@dataclass(frozen=True)
class Model:
    printed_counts: tuple[PrintedCounts, ...]
    printed_exemptions: tuple[PrintedExemption, ...]


COUNTS = (PrintedCounts(purpose="hiding", only=("hedges",), cite=HIDING),
          PrintedCounts(purpose="hiding", never=("Creatures",), cite=SUMMARY))


def test_an_exemption_from_what_never_counts_fires() -> None:
    # plant the fault: hedges alone hide, yet Tall may look past creatures when hiding
    tall = PrintedExemption(by="Tall", purpose="hiding", ignores=("creatures", "hedges"),
                            cite=TALL)
    (found,) = check_exemptions(Model(COUNTS, (tall,)))
    assert (found.id, found.kind) == ("exemption:empty:Tall:hiding", Kind.CONFLICT)
    assert found.cited == (str(TALL), str(HIDING), str(SUMMARY))
    assert found.message == (
        "Tall lets a unit disregard creatures when working out hiding (p. 7, Tall), but "
        "p. 4, Hiding, p. 12, Summary say creatures never count for hiding: either that part "
        "of Tall does nothing, or they can count; say which")


def test_an_exemption_from_what_counts_is_silent() -> None:
    tall = PrintedExemption(by="Tall", purpose="hiding", ignores=("Hedges",), cite=TALL)
    other = PrintedExemption(by="Keen", purpose="sight", ignores=("creatures",), cite=TALL)
    assert check_exemptions(Model(COUNTS, (tall, other))) == []
    assert check_exemptions(object()) == []
