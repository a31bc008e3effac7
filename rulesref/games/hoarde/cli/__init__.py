"""HOARDE commands: ``rulesref hoarde deal-odds``, ``check-odds``, ``turn`` and ``readings``."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING

import click

from rulesref.cli import RulesrefGroup, answer, json_option
from rulesref.games.hoarde.model import DeckId

if TYPE_CHECKING:
    from rulesref.games.hoarde.checks import OddsResult
    from rulesref.games.hoarde.deck_range import AnySetRange, End
    from rulesref.games.hoarde.lookups import DealOdds


def _percent(value: Fraction) -> str:
    text = f"{float(value):.3%}"
    if value and value < 1:
        text += f"  (1 in {float(1 / value):,.1f})"
    return text


@click.group("hoarde", cls=RulesrefGroup,
             short_help="HOARDE: deal odds, odds check, turn, readings.")
def hoarde_group() -> None:
    """Look up and check the rules of HOARDE, the treasure card game."""


# --------------------------------------------------------------------------- deal-odds


def _end_text(label: str, e: End, hands: int) -> str:
    state = ("exact: a witness deck has exactly this many" if e.exact
             else "bound only: no witness deck meets it")
    return f"    {label} {e.bound:,} hands, {Fraction(e.bound, hands)} ({state})"


def _deal_text(odds: DealOdds) -> str:
    lines = [f"{odds.deck} ({odds.cards} cards), hand of {odds.hand}: "
             f"{odds.hands:,} possible hands"]
    width = max([len(s.attribute) for s in odds.sets] + [len("any set")])
    spread = odds.range
    if odds.any_set is not None:
        lines.append(f"  {'any set':<{width}}  {odds.any_set}  {_percent(odds.any_set)}"
                     + (f"  (our reading {odds.layout_reading.id})"
                        if odds.layout_reading else ""))
        lines.append(f"    {'':<{width - 2}}the statements alone allow {odds.any_low} to "
                     f"{odds.any_high}: three cards may match in two ways")
    else:
        lines.append(f"  {'any set':<{width}}  between {odds.any_low} and {odds.any_high} "
                     f"({float(odds.any_low):.3%} to {float(odds.any_high):.3%})")
        lines.append("    over every deck layout the statements and our reading "
                     "no-double-match allow; which values share cards is never said")
    if spread is not None:
        lines.append(_end_text("least", spread.low, spread.hands))
        lines.append(_end_text("most ", spread.high, spread.hands))
    for s in odds.sets:
        lines.append(f"  {s.attribute:<{width}}  {s.probability}  {_percent(s.probability)}"
                     f"  [{s.values} x {s.copies} cards]")
    lines.append(f"  deck contents: our reading {odds.reading.id} [{odds.cite}]")
    return "\n".join(lines)


@hoarde_group.command("deal-odds", short_help="Exact chance of being dealt a set.")
@click.option("--deck", type=click.Choice([d.value for d in DeckId], case_sensitive=False),
              default=DeckId.BASE.value, show_default=True, help="Which deck is dealt from.")
@click.option("--hand", type=click.IntRange(min=0), default=None,
              help="Cards in the hand (default: the 3 cards of the deal).")
@json_option
def deal_odds_command(deck: str, hand: int | None, as_json: bool) -> None:
    """Print the exact chance that a hand dealt from DECK holds each kind of set."""
    from rulesref.games.hoarde.answers.commands import deal_odds

    found = deal_odds(deck=deck, hand=hand)
    answer(found, as_json, lambda: _deal_text(found.odds))


# --------------------------------------------------------------------------- check-odds


def _ranges_text(ranges: tuple[tuple[DealOdds, AnySetRange], ...]) -> list[str]:
    lines = []
    for odds, spread in ranges:
        lines.append(f"  {odds.deck}, {odds.hand}-card hands with any set, over every layout "
                     f"the statements allow: {odds.any_low} to {odds.any_high}")
        lines.append(_end_text("least", spread.low, spread.hands))
        lines.append(_end_text("most ", spread.high, spread.hands))
    return lines


def _odds_text(result: OddsResult,
               ranges: tuple[tuple[DealOdds, AnySetRange], ...]) -> str:
    from rulesref_verify.findings import Verdict

    readings = ", ".join(f"{k}={v}" for k, v in result.readings.choices().items())
    words = {Verdict.CONFIRMED: "consistent (confirmed)",
             Verdict.REFUTED: "inconsistent (refuted)", Verdict.UNKNOWN: "undecided (unknown)"}
    lines = [f"Card Odds statements: {words[result.consistent]}", f"  readings: {readings}"]
    if result.conflict:
        lines.append("  these cannot all hold:")
        lines.extend(f"    - {label}" for label in result.conflict)
    if result.implied:
        lines.append("  they imply:")
        lines.extend(f"    {shape.describe()}" for shape in result.implied)
    if result.composition is Verdict.CONFIRMED:
        lines.append("Recorded deck composition: confirmed: the statements force these counts "
                     "of cards, of values and of cards per value, and no others")
        lines.append("Not proved: that no three cards match in two ways (our reading "
                     "no-double-match); which colour goes with which item is never said, so")
        lines.extend(_ranges_text(ranges))
    elif result.composition is Verdict.REFUTED:
        lines.append("Recorded deck composition: refuted (the statements also allow):")
        lines.extend(f"    {shape.describe()}" for shape in result.alternative)
    elif result.composition is Verdict.UNKNOWN:
        lines.append("Recorded deck composition: unknown (z3 gave up)")
    return "\n".join(lines)


@hoarde_group.command("check-odds", short_help="Prove the Card Odds statements with z3.")
@click.option("--reading", "readings", multiple=True, metavar="ID=CHOICE",
              help="Check under another reading, e.g. likelihood-basis=per-kind (repeatable).")
@click.option("--data", type=click.Path(exists=True, file_okay=False, path_type=Path),
              default=None, help="A data directory to check instead of the shipped rules.")
@json_option
def check_odds_command(readings: tuple[str, ...], data: Path | None, as_json: bool) -> None:
    """Check that the Card Odds statements can all hold and which decks they imply.

    Exit 0 when they are consistent and imply exactly the recorded decks, 1 when refuted,
    3 when z3 could not decide.
    """
    from rulesref.games.hoarde.answers.commands import check_odds

    found = check_odds(readings, data=data)
    answer(found, as_json, lambda: _odds_text(found.found, found.ranges))


# --------------------------------------------------------------------------- turn, readings


@hoarde_group.command("turn", short_help="Set Up, the turn, the reshuffle and how games end.")
@json_option
def turn_command(as_json: bool) -> None:
    """Print how a game of HOARDE runs, step by step, with citations."""
    from rulesref.games.hoarde.answers.commands import turn

    found = turn()
    data, st, rules = found.to_json(), found.model.structure, found.model

    def text() -> str:
        lines: list[str] = []
        for key in ("setup", "turn", "reshuffle"):
            seq = data[key]
            if seq is None:
                continue
            lines.append(f"{seq['name']}  [{seq['citation']}]")
            lines.extend(f"  {s['name']}: {s['summary']}" for s in seq["steps"])
        for cond in st.end_conditions:
            lines.append(f"Game end ({cond.name}, after {cond.at}): {cond.summary}  "
                         f"[{cond.cite.short()}]")
        lines.append("Other rules:")
        lines.extend(f"  {r.name}: {r.summary}  [{r.cite.short()}]" for r in rules.game_rules)
        return "\n".join(lines)

    answer(found, as_json, text)


@hoarde_group.command("readings", short_help="Where the rules are silent or ambiguous.")
@json_option
def readings_command(as_json: bool) -> None:
    """Print every place the page is silent or ambiguous and the reading rulesref takes."""
    from rulesref.games.hoarde.answers.commands import readings

    found = readings()
    rules = found.model

    def text() -> str:
        if not rules.readings:
            return "No readings: the rules data records no silent or ambiguous rule."
        lines = []
        for r in rules.readings:
            lines.append(f"{r.id} ({r.kind.value}, {r.cite.short()})")
            lines.append(f"  {r.question}")
            lines.append(f"  reading: {r.reading}")
        return "\n".join(lines)

    answer(found, as_json, text)


from rulesref.games.hoarde.cli.sets import COMMANDS  # noqa: E402

for _command in COMMANDS:
    hoarde_group.add_command(_command)
