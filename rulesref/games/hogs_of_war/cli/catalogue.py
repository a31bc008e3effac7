"""``rulesref hogs card``, ``token``, ``turn`` and ``readings``: what the rulebook says about a
card, a token, the round, and where rulesref had to take a reading (adapters over
:mod:`rulesref.games.hogs_of_war.answers.lookups`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from rulesref.cli import RulesrefCommand, answer, json_option

if TYPE_CHECKING:
    from rulesref.games.hogs_of_war.model import Reading


def _reading_lines(readings: tuple[Reading, ...]) -> list[str]:
    return [f"  our reading ({r.id}, the rulebook is {r.kind.value}): {r.reading} "
            f"[{r.cite.short()}]" for r in readings]


@click.command("card", cls=RulesrefCommand, short_help="A card or kind of card, with its rules.")
@click.argument("name")
@json_option
def card_command(name: str, as_json: bool) -> None:
    """Print what the rulebook says about the card NAME (Mind Control, Jetpack, Pillbox,
    Headshot...) or the kind of card NAME (Weapon, Skill, Deployable...)."""
    from rulesref.games.hogs_of_war.answers.lookups import card

    found = card(name)

    def text() -> str:
        shown_card, kind, named = found.card, found.kind, found.named
        head = shown_card.name if named is None else f"{shown_card.name} ({kind.name})"
        lines = [f"{head}  [{shown_card.cite}]", f"  {shown_card.summary}"]
        if named is not None:
            facts = [f"damage {named.damage}" if named.damage is not None else "",
                     f"range {named.range}" if named.range is not None else "",
                     "any enemy Hog, whatever the range" if named.any_range else "",
                     "may target Hidden Hogs" if named.ignores_hidden else "",
                     f"only for: {', '.join(named.classes)}" if named.classes else ""]
            if any(facts):
                lines.append("  " + "; ".join(f for f in facts if f))
        if found.played_with is not None:
            action = found.played_with
            lines.append(f"  played with the action {action.name} [{action.cite}]")
        lines += _reading_lines(shown_card.readings)
        return "\n".join(lines)

    answer(found, as_json, text)


@click.command("token", cls=RulesrefCommand, short_help="A token and what removes it.")
@click.argument("name")
@json_option
def token_command(name: str, as_json: bool) -> None:
    """Print what the rulebook says about the token NAME (Burn, Dynamite, Stun, Hidden...)."""
    from rulesref.games.hogs_of_war.answers.lookups import token

    found = token(name)

    def text() -> str:
        shown_token = found.token
        lines = [f"{shown_token.name}  [{shown_token.cite}]", f"  {shown_token.summary}"]
        if shown_token.damage is not None:
            lines.append(f"  {shown_token.damage} damage: "
                         f"{shown_token.trigger or 'when it triggers'}")
        lines.append(f"  removed by: {shown_token.removed_by or 'nothing the rulebook prints'}")
        lines += _reading_lines(shown_token.readings)
        return "\n".join(lines)

    answer(found, as_json, text)


@click.command("turn", cls=RulesrefCommand,
               short_help="The round, a Hog's turn and the end of the round, step by step.")
@json_option
def turn_command(as_json: bool) -> None:
    """Print how a round of Hogs of War runs: its steps, one Hog's turn, the end of the round
    and how the game ends, with citations."""
    from rulesref.games.hogs_of_war.answers.lookups import turn

    found = turn()

    def text() -> str:
        lines: list[str] = []
        round_seq, first, later = found.round, found.first, found.later
        if round_seq is not None:
            lines.append(f"A round  [{round_seq.cite}]")
            for number, step in enumerate(round_seq.steps, start=1):
                lines.append(f"  {number}. {step.name}: {step.summary}")
                sub = found.substeps(step.substeps)
                if sub is not None:
                    lines += [f"     - {s.name}: {s.summary}" for s in sub.steps]
        lines.append(f"Hand size: round 1 {first[0].size} for the First Player and "
                     f"{first[1].size} for the Second; then up to {later.size} "
                     f"[{later.cite.short()}]")
        for cond in found.model.structure.end_conditions:
            lines.append(f"Game end ({cond.name}): {cond.summary}  [{cond.cite.short()}]")
        lines += _reading_lines(found.model.round_rules.readings)
        return "\n".join(lines)

    answer(found, as_json, text)


@click.command("readings", cls=RulesrefCommand,
               short_help="Where the rulebook is unclear, and how rulesref reads it.")
@json_option
def readings_command(as_json: bool) -> None:
    """List every place the rulebook is silent, ambiguous or inconsistent, with the reading
    rulesref takes and the passages involved."""
    from rulesref.games.hogs_of_war.answers.lookups import readings

    found = readings()

    def text() -> str:
        if not found.readings:
            return "No readings: the rules data records no unclear rule."
        lines = []
        for r in found.readings:
            lines += [f"{r.id} ({r.kind.value}, {r.cite.short()})", f"  question: {r.question}",
                      f"  reading: {r.reading}"]
            if r.adds_rule is not None:
                lines.append(f"  adds the rule: {r.adds_rule.value}")
        return "\n".join(lines)

    answer(found, as_json, text)


COMMANDS = (card_command, token_command, turn_command, readings_command)
"""The commands this module adds to ``rulesref hogs``."""
