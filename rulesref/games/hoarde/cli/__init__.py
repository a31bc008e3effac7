"""HOARDE commands: ``rulesref hoarde deal-odds``, ``check-odds``, ``turn`` and ``readings``."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from rulesref.cli import (
    BadInput,
    Inconclusive,
    RuleBroken,
    RulesrefGroup,
    domain_errors,
    emit,
    json_option,
)
from rulesref.games.hoarde.model import DeckId

if TYPE_CHECKING:
    from rulesref.games.hoarde.checks import DeckShape, OddsResult
    from rulesref.games.hoarde.deck_range import AnySetRange, End
    from rulesref.games.hoarde.lookups import DealOdds
    from rulesref.games.hoarde.model import Hoarde


def _rules(data: Path | None = None) -> Hoarde:
    from rulesref.games.hoarde import loading

    return loading.load() if data is None else loading.load_from(data)


def _dumps(data: dict[str, Any]) -> str:
    import json

    return json.dumps(data, indent=2, ensure_ascii=False)


def _fraction(value: Fraction) -> dict[str, Any]:
    return {"fraction": f"{value.numerator}/{value.denominator}", "value": float(value)}


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


def _deal_json(odds: DealOdds) -> dict[str, Any]:
    return {
        "deck": odds.deck,
        "deck_id": odds.deck_id.value,
        "cards": odds.cards,
        "hand": odds.hand,
        "set_size": odds.set_size,
        "hands": odds.hands,
        "any_set": {
            "exact": odds.exact,
            "probability": _fraction(odds.any_set) if odds.any_set is not None else None,
            "reading": odds.layout_reading.id if odds.layout_reading else None,
            "low": _fraction(odds.any_low),
            "high": _fraction(odds.any_high),
            "range": _range_json(odds.range) if odds.range else None,
        },
        "sets": [
            {"attribute": s.attribute, "values": s.values, "copies": s.copies,
             "winning_hands": s.winning_hands, "probability": _fraction(s.probability),
             "citation": str(s.cite)}
            for s in odds.sets
        ],
        "citation": str(odds.cite),
        "reading": {"id": odds.reading.id, "choice": odds.reading.choice,
                    "reading": odds.reading.reading, "citation": str(odds.reading.cite)},
    }


def _range_json(spread: AnySetRange) -> dict[str, Any]:
    from rulesref.games.hoarde.deck_range import describe

    def end(e: End) -> dict[str, Any]:
        return {"hands": e.bound, "probability": _fraction(Fraction(e.bound, spread.hands)),
                "proved": e.verdict.value, "exact": e.exact,
                "witness_hands": e.witness_hands,
                "witness": describe(e.witness, kinds) if e.witness else None}

    from rulesref.games.hoarde.deck_range import deck_kinds

    kinds = deck_kinds(_rules(), next(d for d in _rules().decks if d.name == spread.deck))
    return {"allowed": "statements and reading no-double-match" if spread.reading_applied
            else "statements", "low": end(spread.low), "high": end(spread.high),
            "per_kind": dict(spread.per_kind)}


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
    from rulesref.games.hoarde.lookups import deal_odds

    with domain_errors(as_json):
        odds = deal_odds(_rules(), DeckId(deck.lower()), hand)
    emit(as_json, _deal_json(odds), lambda: _deal_text(odds))


# --------------------------------------------------------------------------- check-odds


def _shape_json(shape: DeckShape) -> dict[str, Any]:
    return {"deck": shape.deck, "cards": shape.cards,
            "groups": [{"attribute": g.attribute, "values": g.values, "copies": g.copies}
                       for g in shape.groups],
            "counted_twice": shape.counted_twice}


def _odds_json(result: OddsResult, rules: Hoarde) -> dict[str, Any]:
    from rulesref_verify.findings import Verdict

    return {
        "consistent": result.consistent.value,
        "conflict": list(result.conflict),
        "implied": [_shape_json(s) for s in result.implied],
        "composition": result.composition.value if result.composition else None,
        "alternative": [_shape_json(s) for s in result.alternative],
        "readings": result.readings.choices(),
        "constraints": list(result.constraints),
        "proved": ("the number of cards, of values of each kind and of cards showing each "
                   "value" if result.composition is not None else None),
        "not_proved": {"reading": "no-double-match",
                       "claim": "no three cards match in two ways, so the summed counts "
                                "are distinct hands"},
        "ranges": _ranges_json(rules) if result.composition is Verdict.CONFIRMED else [],
        "citation": str(rules.odds[0].cite) if rules.odds else rules.title,
    }


def _ranges_json(rules: Hoarde) -> list[dict[str, Any]]:
    from rulesref.games.hoarde.lookups import deal_odds, rule_value

    out = []
    for deck in rules.decks:
        odds = deal_odds(rules, deck.id, rule_value(rules, "deal"))
        if odds.range is not None:
            out.append({"deck": deck.name, "hand": odds.hand, **_range_json(odds.range)})
    return out


def _ranges_text(rules: Hoarde) -> list[str]:
    from rulesref.games.hoarde.lookups import deal_odds, rule_value

    lines = []
    for deck in rules.decks:
        odds = deal_odds(rules, deck.id, rule_value(rules, "deal"))
        spread = odds.range
        if spread is None:
            continue
        lines.append(f"  {deck.name}, {odds.hand}-card hands with any set, over every layout "
                     f"the statements allow: {odds.any_low} to {odds.any_high}")
        lines.append(_end_text("least", spread.low, spread.hands))
        lines.append(_end_text("most ", spread.high, spread.hands))
    return lines


def _odds_text(result: OddsResult, rules: Hoarde) -> str:
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
        lines.extend(_ranges_text(rules))
    elif result.composition is Verdict.REFUTED:
        lines.append("Recorded deck composition: refuted (the statements also allow):")
        lines.extend(f"    {shape.describe()}" for shape in result.alternative)
    elif result.composition is Verdict.UNKNOWN:
        lines.append("Recorded deck composition: unknown (z3 gave up)")
    return "\n".join(lines)


def _parse_readings(texts: tuple[str, ...]) -> list[tuple[str, str]]:
    from rulesref.games.hoarde.checks import ODDS_READINGS

    out = []
    for text in texts:
        reading_id, sep, choice = text.partition("=")
        if not sep or reading_id not in ODDS_READINGS:
            known = ", ".join(f"{k}={'|'.join(m.value for m in e)}"
                              for k, e in ODDS_READINGS.items())
            raise BadInput(f"--reading {text!r}: expected ID=CHOICE, one of {known}")
        out.append((reading_id, choice))
    return out


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
    from rulesref.games.hoarde.checks import odds_check, odds_readings
    from rulesref_verify.findings import Verdict

    changes = _parse_readings(readings)
    with domain_errors(as_json):
        rules = _rules(data)
        chosen = odds_readings(rules)
        for reading_id, choice in changes:
            try:
                chosen = chosen.with_choice(reading_id, choice)
            except ValueError:
                raise BadInput(f"--reading {reading_id}={choice}: no such choice") from None
        result = odds_check(rules, chosen)
    emit(as_json, _odds_json(result, rules), lambda: _odds_text(result, rules))
    verdicts = {result.consistent, result.composition}
    if Verdict.REFUTED in verdicts:
        raise RuleBroken("")
    if Verdict.UNKNOWN in verdicts:
        raise Inconclusive("")


# --------------------------------------------------------------------------- turn, readings


def _sequence_json(rules: Hoarde, seq_id: str | None) -> dict[str, Any] | None:
    seq = next((s for s in rules.sequences if s.id == seq_id and s.canonical), None)
    if seq is None:
        return None
    return {"id": seq.id, "name": seq.name, "citation": str(seq.cite),
            "steps": [{"name": st.name, "summary": st.summary, "uses": list(st.uses),
                       "produces": list(st.produces), "grants": list(st.grants),
                       "removes": list(st.removes)} for st in seq.steps]}


@hoarde_group.command("turn", short_help="Set Up, the turn, the reshuffle and how games end.")
@json_option
def turn_command(as_json: bool) -> None:
    """Print how a game of HOARDE runs, step by step, with citations."""
    with domain_errors(as_json):
        rules = _rules()
    st = rules.structure
    data = {
        "setup": _sequence_json(rules, st.setup),
        "turn": _sequence_json(rules, st.round),
        "reshuffle": _sequence_json(rules, "reshuffle"),
        "end_conditions": [{"name": c.name, "summary": c.summary, "at": c.at,
                            "citation": str(c.cite)} for c in st.end_conditions],
        "rules": [{"id": r.id, "name": r.name, "summary": r.summary, "value": r.value,
                   "reading": r.reading, "citation": str(r.cite)} for r in rules.game_rules],
    }

    def text() -> str:
        lines: list[str] = []
        for key in ("setup", "turn", "reshuffle"):
            seq: Any = data[key]
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

    emit(as_json, data, text)


@hoarde_group.command("readings", short_help="Where the rules are silent or ambiguous.")
@json_option
def readings_command(as_json: bool) -> None:
    """Print every place the page is silent or ambiguous and the reading rulesref takes."""
    with domain_errors(as_json):
        rules = _rules()
    data = {"readings": [
        {"id": r.id, "kind": r.kind.value, "topic": r.topic, "question": r.question,
         "choice": r.choice, "reading": r.reading, "alternatives": list(r.alternatives),
         "citation": str(r.cite)} for r in rules.readings]}

    def text() -> str:
        if not rules.readings:
            return "No readings: the rules data records no silent or ambiguous rule."
        lines = []
        for r in rules.readings:
            lines.append(f"{r.id} ({r.kind.value}, {r.cite.short()})")
            lines.append(f"  {r.question}")
            lines.append(f"  reading: {r.reading}")
        return "\n".join(lines)

    emit(as_json, data, text)


from rulesref.games.hoarde.cli.sets import COMMANDS  # noqa: E402

for _command in COMMANDS:
    hoarde_group.add_command(_command)
