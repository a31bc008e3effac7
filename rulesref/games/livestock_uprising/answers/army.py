"""Livestock Uprising's ``army`` command as a function, and :func:`check_army`, the one check
of an army already read that the command line, the MCP tool and the builder page each call
once they have read the army their own way (options, a file, the page's text).

Pure but for :func:`army` (which loads the shipped model and may read a file): the builder
page runs :class:`ArmyAnswer` and :func:`check_army` in the browser as they are.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulesref.core.commands import Verdict
from rulesref.core.record import result
from rulesref.errors import RulesError, UnknownNameError

if TYPE_CHECKING:
    from rulesref.games.livestock_uprising.lookups import ArmyList, ArmyReport
    from rulesref.games.livestock_uprising.model import LivestockUprising


@result
class ArmyAnswer:
    """An army checked against every army rule."""

    model: LivestockUprising
    """The model it was checked against (its citations are in the book's own numbering)."""
    report: ArmyReport
    """The groups, the violations and the readings applied."""

    @property
    def verdict(self) -> Verdict:
        """Broken when the army breaks a rule."""
        return Verdict.OK if self.report.legal else Verdict.BROKEN

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref livestock army --json`` prints it."""
        from rulesref.games.livestock_uprising.reports import army_json

        return army_json(self.model, self.report)


def check_army(model: LivestockUprising, found: ArmyList) -> ArmyAnswer:
    """The answer for an army already read.

    :raises UnknownNameError: for a unit or faction the book does not have.
    :raises RulesError: for a count the box cannot hold.
    """
    from rulesref.games.livestock_uprising.lookups import validate_army

    return ArmyAnswer(model=model, report=validate_army(model, found))


def _parse_general(text: str) -> dict[str, Any]:
    name, sep, rest = text.partition(":")
    if not sep:
        name, rest = "", text
    units = [u.strip() for u in rest.split(",") if u.strip()]
    return {"name": name.strip() or None, "units": units}


def army(generals: Sequence[str] = (), *, faction: str | None = None,
         super_army: bool = False, file: Path | None = None) -> ArmyAnswer:
    """Check an army, given as Generals' units ('Clucky: 2x Sacrificial Sheep, Dynamite
    Donkey') or as an army file, against every army rule.

    :raises RulesError: for both or neither of ``generals`` and ``file``, an unknown name or
        a malformed file.
    """
    from rulesref.core.loader import validate
    from rulesref.core.yamlio import Document
    from rulesref.games import livestock_uprising
    from rulesref.games.livestock_uprising.lookups import ArmyList, load_army

    if (file is None) == (not generals):
        raise RulesError("give an army FILE or one or more --general options (not both)")
    if file is not None:
        found = load_army(file)
        if faction or super_army:
            found = ArmyList(faction=faction or found.faction,
                             super_army=super_army or found.super_army,
                             generals=found.generals)
    else:
        data = {"faction": faction, "super_army": super_army,
                "generals": [_parse_general(g) for g in generals]}
        found = validate(ArmyList, data, Document("--general", data, {}))
    try:
        return check_army(livestock_uprising.load(), found)
    except UnknownNameError:
        raise
    except RulesError as exc:  # a count the box cannot hold: name the file
        raise RulesError(f"{file}: {exc}" if file is not None else str(exc)) from None


__all__ = ["ArmyAnswer", "army", "check_army"]
