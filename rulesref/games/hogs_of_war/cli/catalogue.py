"""``rulesref hogs card``, ``token``, ``turn`` and ``readings``: what the rulebook says about a
card, a token, the round, and where rulesref had to take a reading."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from rulesref.cli import RulesrefCommand, domain_errors, emit, json_option

if TYPE_CHECKING:
    from rulesref.core.sequences import Sequence
    from rulesref.games.hogs_of_war.model import HogsOfWar, Reading


def _rules() -> HogsOfWar:
    from rulesref.games import hogs_of_war

    return hogs_of_war.load()


def _reading_json(r: Reading) -> dict[str, Any]:
    return {"id": r.id, "kind": r.kind.value, "question": r.question, "reading": r.reading,
            "citation": str(r.cite), "also": [str(x.cite) for x in r.see_also],
            "adds_rule": r.adds_rule.value if r.adds_rule else None}


def _reading_lines(readings: tuple[Reading, ...]) -> list[str]:
    return [f"  our reading ({r.id}, the rulebook is {r.kind.value}): {r.reading} "
            f"[{r.cite.short()}]" for r in readings]


@click.command("card", cls=RulesrefCommand, short_help="A card or kind of card, with its rules.")
@click.argument("name")
@json_option
def card_command(name: str, as_json: bool) -> None:
    """Print what the rulebook says about the card NAME (Mind Control, Jetpack, Pillbox,
    Headshot...) or the kind of card NAME (Weapon, Skill, Deployable...)."""
    from rulesref.games.hogs_of_war.lookups import action_by_id, card_kind_of, find_card
    from rulesref.games.hogs_of_war.model import NamedCard

    with domain_errors(as_json):
        rules = _rules()
        card = find_card(rules, name)
        kind = card_kind_of(rules, card) if isinstance(card, NamedCard) else card
    named = card if isinstance(card, NamedCard) else None
    data: dict[str, Any] = {
        "name": card.name,
        "kind": kind.name,
        "summary": card.summary,
        "played_by": kind.played_by.value if kind.played_by else None,
        "classes": list(named.classes) if named else [],
        "damage": named.damage if named else None,
        "range": named.range if named else None,
        "any_range": named.any_range if named else False,
        "ignores_hidden": named.ignores_hidden if named else False,
        "mentions": list(card.mentions),
        "readings": [_reading_json(r) for r in card.readings],
        "citation": str(card.cite),
    }

    def text() -> str:
        head = card.name if named is None else f"{card.name} ({kind.name})"
        lines = [f"{head}  [{card.cite}]", f"  {card.summary}"]
        if named is not None:
            facts = [f"damage {named.damage}" if named.damage is not None else "",
                     f"range {named.range}" if named.range is not None else "",
                     "any enemy Hog, whatever the range" if named.any_range else "",
                     "may target Hidden Hogs" if named.ignores_hidden else "",
                     f"only for: {', '.join(named.classes)}" if named.classes else ""]
            if any(facts):
                lines.append("  " + "; ".join(f for f in facts if f))
        if kind.played_by is not None:
            action = action_by_id(rules, kind.played_by)
            lines.append(f"  played with the action {action.name} [{action.cite}]")
        lines += _reading_lines(card.readings)
        return "\n".join(lines)

    emit(as_json, data, text)


@click.command("token", cls=RulesrefCommand, short_help="A token and what removes it.")
@click.argument("name")
@json_option
def token_command(name: str, as_json: bool) -> None:
    """Print what the rulebook says about the token NAME (Burn, Dynamite, Stun, Hidden...)."""
    from rulesref.games.hogs_of_war.lookups import find_token

    with domain_errors(as_json):
        token = find_token(_rules(), name)
    data = {"name": token.name, "summary": token.summary, "damage": token.damage,
            "trigger": token.trigger, "removed_by": token.removed_by,
            "mentions": list(token.mentions),
            "readings": [_reading_json(r) for r in token.readings],
            "citation": str(token.cite)}

    def text() -> str:
        lines = [f"{token.name}  [{token.cite}]", f"  {token.summary}"]
        if token.damage is not None:
            lines.append(f"  {token.damage} damage: {token.trigger or 'when it triggers'}")
        lines.append(f"  removed by: {token.removed_by or 'nothing the rulebook prints'}")
        lines += _reading_lines(token.readings)
        return "\n".join(lines)

    emit(as_json, data, text)


def _sequence(rules: HogsOfWar, seq_id: str | None) -> Sequence | None:
    return next((s for s in rules.sequences if s.id == seq_id and s.canonical), None)


def _sequence_json(seq: Sequence | None) -> dict[str, Any] | None:
    if seq is None:
        return None
    return {"id": seq.id, "name": seq.name, "citation": str(seq.cite),
            "steps": [{"name": st.name, "summary": st.summary, "substeps": st.substeps}
                      for st in seq.steps]}


@click.command("turn", cls=RulesrefCommand,
               short_help="The round, a Hog's turn and the end of the round, step by step.")
@json_option
def turn_command(as_json: bool) -> None:
    """Print how a round of Hogs of War runs: its steps, one Hog's turn, the end of the round
    and how the game ends, with citations."""
    from rulesref.games.hogs_of_war.lookups import hand_size
    from rulesref.games.hogs_of_war.model import Seat

    with domain_errors(as_json):
        rules = _rules()
        round_seq = _sequence(rules, rules.structure.round)
        parts = [round_seq] + [_sequence(rules, st.substeps) for st in
                               (round_seq.steps if round_seq else ()) if st.substeps]
        later = hand_size(rules, 2, Seat.FIRST)
        first = (hand_size(rules, 1, Seat.FIRST), hand_size(rules, 1, Seat.SECOND))
    st = rules.structure
    data = {
        "round": _sequence_json(round_seq),
        "parts": [_sequence_json(p) for p in parts[1:] if p is not None],
        "hand_sizes": {"round_1": {"first": first[0].size, "second": first[1].size},
                       "later": later.size, "citation": str(later.cite)},
        "end_conditions": [{"name": c.name, "summary": c.summary, "citation": str(c.cite)}
                           for c in st.end_conditions],
        "readings": [_reading_json(r) for r in rules.round_rules.readings],
        "citation": str(st.cite),
    }

    def text() -> str:
        lines: list[str] = []
        if round_seq is not None:
            lines.append(f"A round  [{round_seq.cite}]")
            for number, step in enumerate(round_seq.steps, start=1):
                lines.append(f"  {number}. {step.name}: {step.summary}")
                sub = _sequence(rules, step.substeps)
                if sub is not None:
                    lines += [f"     - {s.name}: {s.summary}" for s in sub.steps]
        lines.append(f"Hand size: round 1 {first[0].size} for the First Player and "
                     f"{first[1].size} for the Second; then up to {later.size} "
                     f"[{later.cite.short()}]")
        for cond in st.end_conditions:
            lines.append(f"Game end ({cond.name}): {cond.summary}  [{cond.cite.short()}]")
        lines += _reading_lines(rules.round_rules.readings)
        return "\n".join(lines)

    emit(as_json, data, text)


@click.command("readings", cls=RulesrefCommand,
               short_help="Where the rulebook is unclear, and how rulesref reads it.")
@json_option
def readings_command(as_json: bool) -> None:
    """List every place the rulebook is silent, ambiguous or inconsistent, with the reading
    rulesref takes and the passages involved."""
    from rulesref.games.hogs_of_war.lookups import all_readings

    with domain_errors(as_json):
        readings = all_readings(_rules())
    data = {"readings": [_reading_json(r) for r in readings]}

    def text() -> str:
        if not readings:
            return "No readings: the rules data records no unclear rule."
        lines = []
        for r in readings:
            lines += [f"{r.id} ({r.kind.value}, {r.cite.short()})", f"  question: {r.question}",
                      f"  reading: {r.reading}"]
            if r.adds_rule is not None:
                lines.append(f"  adds the rule: {r.adds_rule.value}")
        return "\n".join(lines)

    emit(as_json, data, text)


COMMANDS = (card_command, token_command, turn_command, readings_command)
"""The commands this module adds to ``rulesref hogs``."""
