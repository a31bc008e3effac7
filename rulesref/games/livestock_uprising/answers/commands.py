"""Livestock Uprising's commands as functions: typed arguments in, an answer record out.

Each record keeps what was looked up; ``to_json`` is what ``rulesref livestock ... --json``
prints and what the MCP tool returns.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from rulesref.core.commands import Given, Verdict
from rulesref.core.record import result
from rulesref.errors import RulesError

if TYPE_CHECKING:
    from rulesref.core.citation import Citation
    from rulesref.core.sequences import Sequence as Steps
    from rulesref.core.sequences import Step
    from rulesref.games.livestock_uprising.marshal import MarshalBill
    from rulesref.games.livestock_uprising.model import Amount, ArmyRule, LivestockUprising
    from rulesref.games.livestock_uprising.odds import Odds

#: The readings of two Super Armies rolling the same automatic result.
CLASH_CHOICES = ("compare_totals", "tie")


def rules() -> LivestockUprising:
    """The shipped Livestock Uprising model."""
    from rulesref.games import livestock_uprising

    return livestock_uprising.load()


def cite(cite: Citation) -> str:
    """A citation as the commands print it (the book's own page numbering)."""
    from rulesref.games.livestock_uprising.lookups import cite_text

    return cite_text(rules(), cite)


def _prob(value: Fraction) -> dict[str, Any]:
    return {"fraction": str(value), "probability": round(float(value), 6)}


def _reading(model: LivestockUprising, reading_id: str | None) -> dict[str, str] | None:
    from rulesref.games.livestock_uprising.lookups import find_reading

    if reading_id is None:
        return None
    found = find_reading(model, reading_id)
    return {"id": found.id, "reading": found.reading, "citation": str(found.cite)}


def _sequence(model: LivestockUprising, seq_id: str | None) -> Steps | None:
    return next((s for s in model.sequences if s.id == seq_id and s.canonical), None)


# --------------------------------------------------------------------------- odds


@result
class OddsAnswer:
    """The exact chances of a battle, or the rule that forbids the attack."""

    odds: Odds
    """The outcome chances, routes, casualties and readings."""

    @property
    def verdict(self) -> Verdict:
        """Broken when the rules do not allow the attack."""
        return Verdict.BROKEN if self.odds.blocked_by is not None else Verdict.OK

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref livestock odds --json`` prints it."""
        from rulesref.games.livestock_uprising.lookups import find_reading

        found, model = self.odds, rules()
        sup, battle = model.super_army, model.battle
        data: dict[str, Any] = {
            "attack": found.attack, "defense": found.defense,
            "attacker_super": found.attacker_super, "defender_super": found.defender_super,
            "allowed": found.allowed,
            "dice": {"attacker": sup.dice.value if found.attacker_super
                     else battle.attack_dice.value,
                     "defender": sup.dice.value if found.defender_super
                     else battle.defense_dice.value},
            "attacker_wins": _prob(found.attacker_wins),
            "tie": _prob(found.tie),
            "defender_wins": _prob(found.defender_wins),
            "automatic": _prob(found.automatic),
            "routes": [{"route": r.route, "result": r.result.value, **_prob(r.probability),
                        "automatic": r.automatic, "reading": r.reading,
                        "citation": cite(r.cite)} for r in found.routes],
            "casualties": {res.value: {"side": c.side.value, "count": c.count,
                                       "reading": c.reading, "citation": cite(c.cite)}
                           for res, c in found.casualties.items()},
            "destroys_troopless": found.destroys_troopless,
            "clash_reading": found.clash.value,
            "readings": [{"id": rid, "reading": find_reading(model, rid).reading,
                          "citation": cite(find_reading(model, rid).cite)}
                         for rid in found.readings],
            "citation": cite(battle.outcomes[0].cite),
        }
        rule = found.blocked_by
        if rule is not None:
            data["rule"] = {"summary": rule.summary, "value": rule.value,
                            "citation": cite(rule.cite)}
        return data


def odds(attack: int, defense: int, *, attacker_super: bool = False,
         defender_super: bool = False, clash: str | None = None) -> OddsAnswer:
    """The exact chances of an attacker win, a tie and a defender win.

    :raises RulesError: for a negative total or an unknown clash reading.
    """
    from rulesref.games.livestock_uprising.model import ClashReading
    from rulesref.games.livestock_uprising.odds import battle_odds

    if clash is not None and clash not in CLASH_CHOICES:
        raise RulesError(f"unknown clash reading {clash!r}: one of {', '.join(CLASH_CHOICES)}")
    return OddsAnswer(odds=battle_odds(rules(), attack, defense,
                                       attacker_super=attacker_super,
                                       defender_super=defender_super,
                                       clash=ClashReading(clash) if clash else None))


# --------------------------------------------------------------------------- cost


@result
class CostAnswer:
    """What marshalling some units costs, and whether the tokens held pay for it."""

    bill: MarshalBill
    """Each unit's cost and the totals."""
    held: tuple[Amount, ...] | None
    """The tokens held, if given."""
    missing: tuple[Amount, ...]
    """What the tokens held fall short by."""

    @property
    def verdict(self) -> Verdict:
        """Broken when the tokens held do not pay for the units."""
        return Verdict.BROKEN if self.missing else Verdict.OK

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref livestock cost --json`` prints it."""
        from rulesref.games.livestock_uprising.lookups import amounts_json

        bill = self.bill
        data: dict[str, Any] = {
            "units": [{"unit": ln.unit, "kind": ln.kind, "count": ln.count,
                       "each": amounts_json(ln.each), "citation": cite(ln.cite)}
                      for ln in bill.lines],
            "total": amounts_json(bill.totals),
            "tokens": bill.tokens,
        }
        if self.held is not None:
            data.update(have=amounts_json(self.held), affordable=not self.missing,
                        missing=amounts_json(self.missing))
        return data


def cost(units: Sequence[str], *, have: Sequence[str] = ()) -> CostAnswer:
    """What marshalling ``units`` costs ('2x Dynamite Donkey' counts two).

    :raises RulesError: for an unknown unit or resource, or a malformed count.
    """
    from rulesref.games.livestock_uprising.lookups import (
        expand_units,
        marshal_cost,
        parse_resources,
        shortfall,
    )

    if not units:
        raise RulesError("name at least one unit")
    model = rules()
    bill = marshal_cost(model, expand_units(model, tuple(units)))
    held = parse_resources(model, tuple(have)) if have else None
    missing = shortfall(model, bill, held) if held is not None else ()
    return CostAnswer(bill=bill, held=held, missing=missing)


# --------------------------------------------------------------------------- board, readings


@result
class BoardAnswer(Given):
    """The starting and final grid for a number of players."""

    players: int
    """The number of players."""
    starting: tuple[int, int]
    """Columns and rows at the start."""
    final: tuple[int, int]
    """Columns and rows at their largest."""


    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref livestock board --json`` prints it."""
        (sc, sr), (fc, fr) = self.starting, self.final
        board = rules().board
        return {"players": self.players, "starting": f"{sc}x{sr}", "final": f"{fc}x{fr}",
                "tiles": fc * fr, "starting_citation": cite(board.starting_cite),
                "final_citation": cite(board.final_cite)}


def board(players: int) -> BoardAnswer:
    """The starting and final grid for ``players`` players.

    :raises RulesError: for a player count the game does not support.
    """
    from rulesref.games.livestock_uprising.lookups import board_for

    size = board_for(rules(), players)
    return BoardAnswer(players=players, starting=size.starting,
                       final=size.final)


@result
class ReadingsAnswer(Given):
    """Every point where the book is unclear, with rulesref's reading."""

    model: LivestockUprising
    """The model whose readings these are."""


    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref livestock readings --json`` prints it."""
        return {"readings": [{"id": r.id, "topic": r.topic, "question": r.question,
                              "reading": r.reading, "alternatives": list(r.alternatives),
                              "citation": cite(r.cite),
                              "also": [cite(p.cite) for p in r.see_also]}
                             for r in self.model.readings]}


def readings() -> ReadingsAnswer:
    """Every reading the Livestock Uprising model takes."""
    return ReadingsAnswer(model=rules())


# --------------------------------------------------------------------------- turn


@result
class TurnAnswer(Given):
    """A player's turn phase by phase, what a Super Army changes, and how the game ends."""

    model: LivestockUprising
    """The model the turn is read from."""
    turn: Steps
    """The turn's phases."""
    phases: tuple[tuple[Step, Steps | None], ...]
    """Each phase with the steps it holds."""


    @property
    def transfer(self) -> Any:
        """The reading of when units move between Generals."""
        from rulesref.games.livestock_uprising.lookups import find_reading

        return find_reading(self.model, "turn_transfer_step")

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref livestock turn --json`` prints it."""
        st, turn_seq = self.model.structure, self.turn
        return {
            "phases": [{"name": step.name, "summary": step.summary,
                        "steps": [{"name": s.name, "summary": s.summary} for s in sub.steps]
                        if sub else [],
                        "citation": str(sub.cite if sub else turn_seq.cite)}
                       for step, sub in self.phases],
            "changes": [{"source": c.source, "adds": list(c.adds), "skips": list(c.skips),
                         "citation": str(c.cite)} for c in st.round_changes],
            "end_conditions": [{"name": c.name, "summary": c.summary,
                                "citation": str(c.cite)} for c in st.end_conditions],
            "readings": [_reading(self.model, self.transfer.id)],
            "citation": str(turn_seq.cite),
        }


def turn() -> TurnAnswer:
    """The phases of a Livestock Uprising turn.

    :raises RulesError: when the data has no turn sequence.
    """
    model = rules()
    turn_seq = _sequence(model, model.structure.round)
    if turn_seq is None:
        raise RulesError("the data has no turn sequence")
    return TurnAnswer(model=model, turn=turn_seq, phases=tuple(
        (step, _sequence(model, step.substeps)) for step in turn_seq.steps))


@result
class SuperArmyAnswer:
    """What forming a Super Army takes, the rules it then plays by, and whether the player
    may form it now."""

    model: LivestockUprising
    """The model the rules are read from."""
    steps: Steps
    """The steps of forming one."""
    size: ArmyRule
    """The army rule on its size."""
    problems: tuple[dict[str, Any], ...]
    """What stops the player forming it now."""
    asked: bool
    """Whether the player's position was given (so ``ready`` answers)."""

    @property
    def before(self) -> list[Any]:
        """The conditions of forming one."""
        return [r for r in self.model.super_army.rules if r.cite == self.steps.cite]

    @property
    def after(self) -> list[Any]:
        """The rules a Super Army then plays by."""
        return [r for r in self.model.super_army.rules if r.cite != self.steps.cite]

    @property
    def verdict(self) -> Verdict:
        """Broken when something stops the player forming it now."""
        return Verdict.BROKEN if self.problems else Verdict.OK

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref livestock super-army --json`` prints it."""
        model, size, sup = self.model, self.size, self.model.super_army

        def rule_json(r: Any) -> dict[str, Any]:
            return {"name": r.name, "summary": r.summary, "value": r.value,
                    "reading": _reading(model, r.reading), "citation": str(r.cite)}

        return {
            "ready": not self.problems if self.asked else None,
            "problems": list(self.problems),
            "steps": [{"name": s.name, "summary": s.summary} for s in self.steps.steps],
            "conditions": [rule_json(r) for r in self.before],
            "rules": [rule_json(r) for r in self.after],
            "dice": sup.dice.value,
            "casualties": sup.casualties.value,
            "movement": sup.movement.value,
            "size_limit": {"limit": size.limit, "reading": _reading(model, size.reading),
                           "citation": str(size.cite)},
            "citation": str(self.steps.cite),
        }


def super_army(*, outside: int | None = None, units: int | None = None) -> SuperArmyAnswer:
    """What forming a Super Army takes; with ``outside`` (Generals not yet in the barn) or
    ``units`` (units it would hold), whether the player may form it now.

    :raises RulesError: when the data has no Super Army sequence, or for a negative count.
    """
    from rulesref.games.livestock_uprising.lookups import army_rule

    if (outside is not None and outside < 0) or (units is not None and units < 0):
        raise RulesError("counts of Generals and units are never negative")
    model = rules()
    seq = _sequence(model, "super_army")
    if seq is None:
        raise RulesError("the data has no Super Army sequence")
    size = army_rule(model, "LU006")
    problems: list[dict[str, Any]] = []
    if outside:
        barn = next(r for r in model.super_army.rules if r.id == "formation_in_barn")
        problems.append({"rule": barn.summary, "detail": f"{outside} General(s) outside",
                         "citation": str(barn.cite), "reading": barn.reading})
    if units is not None and size.limit is not None and units > size.limit:
        problems.append({"rule": size.summary, "detail": f"{units} units; at most {size.limit}",
                         "citation": str(size.cite), "reading": size.reading})
    return SuperArmyAnswer(model=model, steps=seq, size=size, problems=tuple(problems),
                           asked=outside is not None or units is not None)
