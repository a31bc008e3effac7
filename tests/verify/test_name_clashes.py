"""The name-clash check on a toy model: one name defined as two kinds of thing, neither a
kind of the other, is reported with both definitions; a name defined once, twice as the same
kind, or as a kind and a narrower one, is silent."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.references import DefinedName, PrintedReference
from rulesref_verify.findings import Kind
from rulesref_verify.references import check_name_clashes

OMENS = Citation(book="Toy", page=4, section="Omens")
PRIZES = Citation(book="Toy", page=9, section="Prizes")
OMEN = DefinedName(name="Omen Card", kind="card in the omen pile", cite=OMENS)


DRAW = PrintedReference(kind="card", name="Omen Cards", by="Draw an omen",
                        cite=Citation(book="Toy", page=5, section="Turn"))


@dataclass(frozen=True)
class Model:
    defined_names: tuple[DefinedName, ...]
    printed_references: tuple[PrintedReference, ...] = (DRAW,)


def test_one_name_for_one_kind_is_silent() -> None:
    again = DefinedName(name="Omen Cards", kind="card in the omen pile", cite=PRIZES)
    narrower = DefinedName(name="omen card", kind="rare card in the omen pile", cite=PRIZES)
    assert check_name_clashes(Model((OMEN, again, narrower))) == []


def test_one_name_for_two_things_is_reported() -> None:
    # plant the fault: the prize handed to the winner is also called the Omen Card
    prize = DefinedName(name="omen cards", kind="prize card", cite=PRIZES)
    found = check_name_clashes(Model((OMEN, prize)))
    assert [(f.id, f.kind) for f in found] == [("names:two-things:omen card", Kind.CONFLICT)]
    assert found[0].cited == (str(OMENS), str(PRIZES), "Toy, p. 5, Turn")
    assert found[0].message == (
        "'Omen Card' names 2 different things: card in the omen pile (p. 4, Omens); prize "
        "card (p. 9, Prizes); the rules that use the name do not say which (Draw an omen "
        "(p. 5, Turn)): give one of them a name of its own")
