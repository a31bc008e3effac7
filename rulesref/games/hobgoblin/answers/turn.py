"""Hobgoblin's ``turn``: the battle round's phases and steps in the book's order, each with
what happens and the numbered rules that apply there, cited; with the set-up before the
first round, how many rounds a game lasts, what changes the round and how a game ends.

Read from the model's sequences (``sequences.yaml``: the canonical printing of each) and the
game rules whose effects name a phase or step (``at``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesref.core.citation import Citation
from rulesref.core.commands import Verdict
from rulesref.core.record import result

if TYPE_CHECKING:
    from rulesref.core.sequences import EndCondition, RoundChange, Sequence
    from rulesref.games.hobgoblin.model import GameRule, Hobgoblin


@result
class StepRule:
    """A numbered rule that applies at a phase or step."""

    name: str
    summary: str
    value: int | None
    """Its number, when the rule is one (``1`` Mercury per 1,000 points)."""
    cite: Citation

    def to_json(self) -> dict[str, Any]:
        """As JSON."""
        return {"name": self.name, "summary": self.summary, "value": self.value,
                "citation": str(self.cite)}


@result
class TurnStep:
    """One phase or step, with what happens in it and its own steps."""

    name: str
    summary: str
    """What happens, in our words."""
    cite: Citation
    """Where its sequence is printed."""
    rules: tuple[StepRule, ...]
    """The rules that apply at it."""
    steps: tuple[TurnStep, ...] = ()
    """Its own steps in order, when the book prints them."""

    def to_json(self) -> dict[str, Any]:
        """As JSON."""
        return {"name": self.name, "summary": self.summary, "citation": str(self.cite),
                "rules": [r.to_json() for r in self.rules],
                "steps": [s.to_json() for s in self.steps]}


@result
class TurnAnswer:
    """How a game of Hobgoblin runs: set-up, the battle round, its length and its end."""

    setup: tuple[TurnStep, ...]
    setup_cite: Citation
    round: tuple[TurnStep, ...]
    """The phases of a battle round, in order, each with its steps."""
    round_cite: Citation
    rounds: int | None
    """How many battle rounds a game lasts."""
    rounds_cite: Citation
    shared: tuple[tuple[str, StepRule], ...]
    """Rules at a step whose name more than one phase uses (``Place Doom``), each with that
    step's name: the model does not say which phase's step they mean, so they are listed
    apart rather than guessed."""
    changes: tuple[RoundChange, ...]
    """What changes the round (a twist, an artefact): extra or skipped phases or steps, a
    different number of rounds."""
    end_conditions: tuple[EndCondition, ...]

    @property
    def verdict(self) -> Verdict:
        """The round is always an answer."""
        return Verdict.OK

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref turn --json`` prints it."""
        return {
            "setup": {"steps": [s.to_json() for s in self.setup],
                      "citation": str(self.setup_cite)},
            "round": {"phases": [s.to_json() for s in self.round],
                      "citation": str(self.round_cite)},
            "rounds": {"count": self.rounds, "citation": str(self.rounds_cite)},
            "rules_at_shared_steps": [{"step": step, **rule.to_json()}
                                      for step, rule in self.shared],
            "changes": [{"source": c.source, "rounds": c.rounds, "adds": list(c.adds),
                         "skips": list(c.skips), "after": c.after, "citation": str(c.cite)}
                        for c in self.changes],
            "end_conditions": [{"name": c.name, "summary": c.summary,
                                "voluntary": c.voluntary, "citation": str(c.cite)}
                               for c in self.end_conditions],
        }


def _canonical(rules: Hobgoblin, seq_id: str | None) -> Sequence | None:
    return next((s for s in rules.sequences if s.id == seq_id and s.canonical), None)


def _rules_at(rules: Hobgoblin) -> dict[str, tuple[GameRule, ...]]:
    """The game rules by the phase or step their effects name, each once, in book order."""
    found: dict[str, dict[str, GameRule]] = {}
    for rule in rules.game_rules:
        for effect in rule.effects:
            if effect.at:
                found.setdefault(effect.at, {})[rule.id] = rule
    return {at: tuple(by_id.values()) for at, by_id in found.items()}


def _step_rule(rule: GameRule) -> StepRule:
    return StepRule(rule.name, rule.summary, rule.value, rule.cite)


def _names(rules: Hobgoblin, seq: Sequence) -> list[str]:
    """Every phase and step name in a sequence's tree, with repeats."""
    out = []
    for step in seq.steps:
        out.append(step.name)
        inner = _canonical(rules, step.substeps)
        if inner is not None:
            out += _names(rules, inner)
    return out


def _steps(rules: Hobgoblin, seq: Sequence, at: dict[str, tuple[GameRule, ...]],
           shared: frozenset[str]) -> tuple[TurnStep, ...]:
    out = []
    for step in seq.steps:
        inner = _canonical(rules, step.substeps)
        here = () if step.name in shared else tuple(_step_rule(r) for r in at.get(step.name, ()))
        out.append(TurnStep(step.name, step.summary, seq.cite, here,
                            _steps(rules, inner, at, shared) if inner is not None else ()))
    return tuple(out)


def turn() -> TurnAnswer:
    """The set-up and the battle round of Hobgoblin, phase by phase and step by step in the
    book's order, with the rules that apply at each, the number of rounds, what changes the
    round and how a game ends.

    :raises RulesDataError: when the model names a round or set-up sequence it lacks.
    """
    from rulesref.errors import RulesDataError
    from rulesref.games import hobgoblin

    rules = hobgoblin.load()
    structure = rules.structure
    round_seq = _canonical(rules, structure.round)
    setup_seq = _canonical(rules, structure.setup)
    if round_seq is None or setup_seq is None:
        raise RulesDataError("sequences.yaml", "sequences",
                             "no canonical battle round or set-up sequence")
    at = _rules_at(rules)
    names = _names(rules, round_seq) + _names(rules, setup_seq)
    shared = frozenset(n for n in names if names.count(n) > 1)
    return TurnAnswer(
        setup=_steps(rules, setup_seq, at, shared), setup_cite=setup_seq.cite,
        round=_steps(rules, round_seq, at, shared), round_cite=round_seq.cite,
        rounds=structure.rounds, rounds_cite=structure.cite,
        shared=tuple((name, _step_rule(r)) for name in sorted(shared)
                     for r in at.get(name, ())),
        changes=structure.round_changes, end_conditions=structure.end_conditions)
