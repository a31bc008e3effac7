"""Livestock Uprising names: citations as text, the spellings a unit goes by (the short names
the book uses, ``Sheep``, and singular and plural), and the lookups of units, factions,
readings, army rules and boards. Pure functions of the loaded model."""

from __future__ import annotations

from functools import cache

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.core.readings import Reading
from rulesref.errors import UnknownNameError
from rulesref.games.livestock_uprising.model import (
    ArmyRule,
    BoardSize,
    Faction,
    LivestockUprising,
    SpecialForce,
    Troop,
)

Unit = Troop | SpecialForce
"""A unit of either kind: a troop or a special force."""


# --------------------------------------------------------------------------- citations


def cite_text(rules: LivestockUprising, cite: Citation) -> str:
    """A citation as users should read it (a citation of this unpaginated book has no page)."""
    return str(cite)


# --------------------------------------------------------------------------- names


def number_forms(word: str) -> tuple[str, ...]:
    """``word`` with the English singular and plural spellings players type for it: ``Donkey``
    and ``Donkeys``, ``Horse`` and ``Horses``, ``Oxen`` and ``Ox``, ``Sheep`` unchanged."""
    forms = [word]
    lower = word.lower()
    if lower.endswith("en") and len(word) > 3:  # Oxen, one Ox
        forms.append(word[:-2])
    elif lower.endswith("s") and not lower.endswith("ss"):  # Horses, one Horse
        forms.append(word[:-1])
    elif lower.endswith(("x", "ch", "sh", "ss")):
        forms.append(word + "es")
    elif lower.endswith("y") and lower[-2:-1] not in tuple("aeiou"):
        forms.append(word[:-1] + "ies")
    else:
        forms.append(word + "s")
    return tuple(dict.fromkeys(forms))


def _spellings(name: str) -> tuple[str, ...]:
    """A printed unit name in the forms players use: every number form of the whole name and
    of its last word (the animal or rank, ``Donkey`` for ``Dynamite Donkey``)."""
    head, _, last = name.rpartition(" ")
    forms = [f"{head} {f}".strip() for f in number_forms(last)]
    return (*forms, *number_forms(last)) if head else tuple(forms)


@cache
def unit_spellings(rules: LivestockUprising) -> dict[str, Unit]:
    """Every spelling that finds a unit, folded: the printed names and the book's aliases,
    their singular and plural forms, and each name's last word where only one unit has it."""
    pairs: list[tuple[str, Unit]] = [(u.name, u) for u in all_units(rules)]
    pairs += [(alias, t) for t in rules.troops for alias in t.aliases]
    pairs += [(form, t) for t in rules.troops for alias in t.aliases
              for form in _spellings(alias)]
    short: dict[str, list[Unit]] = {}
    for unit in all_units(rules):
        for form in _spellings(unit.name):
            short.setdefault(names.fold(form), []).append(unit)
    taken = {names.fold(n) for n, _ in pairs}
    pairs += [(form, units[0]) for form, units in short.items()
              if len({u.name for u in units}) == 1 and form not in taken]
    return names.index(pairs)


def _unit_table(rules: LivestockUprising) -> dict[str, Unit]:
    return unit_spellings(rules)


def all_units(rules: LivestockUprising) -> tuple[Unit, ...]:
    """Every troop type, then every Special Force."""
    units: list[Unit] = [*rules.troops, *rules.special_forces]
    return tuple(units)


def find_unit(rules: LivestockUprising, name: str) -> Unit:
    """The troop or Special Force called ``name`` (case-insensitive, book aliases too).

    :raises UnknownNameError: with close matches.
    """
    display = [u.name for u in all_units(rules)]
    display += [u.name.rpartition(" ")[2] for u in all_units(rules)]
    table = _unit_table(rules)
    try:
        return table[names.fold(name)]
    except KeyError:
        pass
    hits = names.suggest(name, display)
    full = {names.fold(u.name.rpartition(" ")[2]): u.name for u in all_units(rules)}
    suggestions = list(dict.fromkeys(full.get(names.fold(h), h) for h in hits))
    raise UnknownNameError("unit", name, suggestions)


@cache
def _faction_table(rules: LivestockUprising) -> dict[str, Faction]:
    pairs = [(f.name, f) for f in rules.factions]
    pairs += [(alias, f) for f in rules.factions for alias in f.aliases]
    return names.index(pairs)


def find_faction(rules: LivestockUprising, name: str) -> Faction:
    """The faction called ``name`` (``Chicken`` finds ``Chickens``).

    :raises UnknownNameError: with close matches.
    """
    return names.find("faction", name, _faction_table(rules), [f.name for f in rules.factions])


def find_reading(rules: LivestockUprising, reading_id: str) -> Reading:
    """The reading with id ``reading_id``.

    :raises UnknownNameError: with close matches.
    """
    table = names.index((r.id, r) for r in rules.readings)
    return names.find("reading", reading_id, table, [r.id for r in rules.readings])


def army_rule(rules: LivestockUprising, code: str) -> ArmyRule:
    """The army rule with code ``code``.

    :raises UnknownNameError: when no rule has that code.
    """
    table = names.index((r.code, r) for r in rules.army_rules)
    return names.find("army rule", code, table, [r.code for r in rules.army_rules])


def board_for(rules: LivestockUprising, players: int) -> BoardSize:
    """The starting and final grid for ``players`` players.

    :raises UnknownNameError: when the book gives no board for that many players.
    """
    for size in rules.board.sizes:
        if size.players == players:
            return size
    counts = [str(s.players) for s in rules.board.sizes]
    raise UnknownNameError("player count", str(players), counts)
