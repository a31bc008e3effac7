"""The name-clash check on a toy model: one name defined as two kinds of thing, neither a
kind of the other, is reported with both definitions; a name defined once, twice as the same
kind, or as a kind and a narrower one, is silent. A dice table's result with rules of its own
defines its name; one without only points at a name, and two tables' results alone never
clash."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.dice import Dice, DiceEntry, DiceTable
from rulesref.core.effects import Place
from rulesref.core.names import fold
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


def _table(name: str, *rows: DiceEntry) -> DiceTable:
    return DiceTable(id=fold(name).replace(" ", "_"), name=name, dice=Dice.D6,
                     cite=Citation(book="Toy", page=12, section=name), entries=rows)


PLACE = (Place(piece="stone ring", sort="terrain", amount=1, where="anywhere"),)


@dataclass(frozen=True)
class TableModel:
    defined_names: tuple[DefinedName, ...]
    dice_tables: tuple[DiceTable, ...]
    printed_references: tuple[PrintedReference, ...] = ()


def test_a_table_result_of_its_own_sharing_a_name_is_reported() -> None:
    # plant the fault: a battlefield result with rules of its own takes an omen's name
    ring = DiceEntry(low=1, high=6, result="The Omen Card", effects=PLACE)
    found = check_name_clashes(TableModel((OMEN,), (_table("Battlefield Table", ring),)))
    assert [(f.id, f.kind) for f in found] == [("names:two-things:omen card", Kind.CONFLICT)]
    assert found[0].cited == (str(OMENS), "Toy, p. 12, Battlefield Table")
    assert found[0].message == (
        "'Omen Card' names 2 different things: card in the omen pile (p. 4, Omens); "
        "battlefield table result (p. 12, Battlefield Table): give one of them a name of "
        "its own")


def test_a_row_pointing_at_a_name_or_two_tables_alone_are_silent() -> None:
    # a row with no rules of its own names the omen it gives; two tables may share a row
    pointer = DiceEntry(low=1, high=6, result="Omen Card")
    assert check_name_clashes(TableModel((OMEN,), (_table("Omens Table", pointer),))) == []
    ring = DiceEntry(low=1, high=6, result="Stone Ring", effects=PLACE)
    assert check_name_clashes(TableModel(
        (OMEN,), (_table("Battlefield Table", ring), _table("Twists Table", ring)))) == []
