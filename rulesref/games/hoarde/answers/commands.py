"""HOARDE's commands as functions: typed arguments in, an answer record out.

Each record keeps what was looked up; ``to_json`` is what ``rulesref hoarde ... --json``
prints and what the MCP tool returns.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulesref.core.commands import Given, Verdict
from rulesref.core.record import result
from rulesref.errors import RulesError

if TYPE_CHECKING:
    from rulesref.core.readings import Reading
    from rulesref.games.hoarde.checks import DeckShape, OddsResult
    from rulesref.games.hoarde.deck_range import AnySetRange
    from rulesref.games.hoarde.lookups import DealOdds
    from rulesref.games.hoarde.model import DeckId, Hoarde
    from rulesref.games.hoarde.sets import DrawAnswer, SetAnswer


def rules(data: Path | None = None) -> Hoarde:
    """The shipped HOARDE model, or the one in the data directory ``data``."""
    from rulesref.games.hoarde import loading

    return loading.load() if data is None else loading.load_from(data)


def decks() -> tuple[str, ...]:
    """The decks a hand is dealt from (the choices of ``deck``)."""
    from rulesref.games.hoarde.model import DeckId

    return tuple(d.value for d in DeckId)


def _deck(deck: str) -> DeckId:
    from rulesref.games.hoarde.model import DeckId

    try:
        return DeckId(deck.lower())
    except ValueError:
        raise RulesError(f"unknown deck {deck!r}: one of {', '.join(decks())}") from None


def fraction_json(value: Fraction) -> dict[str, Any]:
    """A probability as its exact fraction and its value."""
    return {"fraction": f"{value.numerator}/{value.denominator}", "value": float(value)}


def range_json(model: Hoarde, spread: AnySetRange) -> dict[str, Any]:
    """How many hands hold a set, at least and at most, over every deck layout allowed."""
    from rulesref.games.hoarde.deck_range import End, deck_kinds, describe

    kinds = deck_kinds(model, next(d for d in model.decks if d.name == spread.deck))

    def end(e: End) -> dict[str, Any]:
        return {"hands": e.bound, "probability": fraction_json(Fraction(e.bound, spread.hands)),
                "proved": e.verdict.value, "exact": e.exact,
                "witness_hands": e.witness_hands,
                "witness": describe(e.witness, kinds) if e.witness else None}

    return {"allowed": "statements and reading no-double-match" if spread.reading_applied
            else "statements", "low": end(spread.low), "high": end(spread.high),
            "per_kind": dict(spread.per_kind)}


# --------------------------------------------------------------------------- deal-odds


@result
class DealOddsAnswer(Given):
    """The exact chance that a dealt hand holds each kind of set."""

    odds: DealOdds
    """The chances, the range over deck layouts, and the readings taken."""


    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref hoarde deal-odds --json`` prints it."""
        odds = self.odds
        return {
            "deck": odds.deck, "deck_id": odds.deck_id.value, "cards": odds.cards,
            "hand": odds.hand, "set_size": odds.set_size, "hands": odds.hands,
            "any_set": {
                "exact": odds.exact,
                "probability": fraction_json(odds.any_set) if odds.any_set is not None
                else None,
                "reading": odds.layout_reading.id if odds.layout_reading else None,
                "low": fraction_json(odds.any_low),
                "high": fraction_json(odds.any_high),
                "range": range_json(rules(), odds.range) if odds.range else None,
            },
            "sets": [
                {"attribute": s.attribute, "values": s.values, "copies": s.copies,
                 "winning_hands": s.winning_hands, "probability": fraction_json(s.probability),
                 "citation": str(s.cite)}
                for s in odds.sets
            ],
            "citation": str(odds.cite),
            "reading": {"id": odds.reading.id, "choice": odds.reading.choice,
                        "reading": odds.reading.reading, "citation": str(odds.reading.cite)},
        }


def deal_odds(*, deck: str = "base", hand: int | None = None) -> DealOddsAnswer:
    """The exact chance that a hand dealt from ``deck`` holds each kind of set.

    :raises RulesError: for an unknown deck or a hand larger than the deck.
    """
    from rulesref.games.hoarde.lookups import deal_odds as find

    return DealOddsAnswer(odds=find(rules(), _deck(deck), hand))


# --------------------------------------------------------------------------- check-odds


def _shape_json(shape: DeckShape) -> dict[str, Any]:
    return {"deck": shape.deck, "cards": shape.cards,
            "groups": [{"attribute": g.attribute, "values": g.values, "copies": g.copies}
                       for g in shape.groups],
            "counted_twice": shape.counted_twice}


@result
class CheckOddsAnswer:
    """Whether the Card Odds statements can all hold, and the decks they imply."""

    found: OddsResult
    """The proof's verdicts, conflict, implied decks and constraints."""
    model: Hoarde
    """The model checked."""
    ranges: tuple[tuple[DealOdds, AnySetRange], ...]
    """For each deck, the deal's odds and their range over the layouts allowed (when the
    recorded composition is confirmed)."""

    @property
    def verdict(self) -> Verdict:
        """Broken when a statement is refuted, inconclusive when z3 could not decide."""
        from rulesref_verify.findings import Verdict as Proof

        verdicts = {self.found.consistent, self.found.composition}
        if Proof.REFUTED in verdicts:
            return Verdict.BROKEN
        return Verdict.INCONCLUSIVE if Proof.UNKNOWN in verdicts else Verdict.OK

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref hoarde check-odds --json`` prints it."""
        found, model = self.found, self.model
        return {
            "consistent": found.consistent.value,
            "conflict": list(found.conflict),
            "implied": [_shape_json(s) for s in found.implied],
            "composition": found.composition.value if found.composition else None,
            "alternative": [_shape_json(s) for s in found.alternative],
            "readings": found.readings.choices(),
            "constraints": list(found.constraints),
            "proved": ("the number of cards, of values of each kind and of cards showing each "
                       "value" if found.composition is not None else None),
            "not_proved": {"reading": "no-double-match",
                           "claim": "no three cards match in two ways, so the summed counts "
                                    "are distinct hands"},
            "ranges": [{"deck": odds.deck, "hand": odds.hand, **range_json(model, spread)}
                       for odds, spread in self.ranges],
            "citation": str(model.odds[0].cite) if model.odds else model.title,
        }


def _parse_readings(texts: Sequence[str]) -> list[tuple[str, str]]:
    from rulesref.games.hoarde.checks import ODDS_READINGS

    out = []
    for text in texts:
        reading_id, sep, choice = text.partition("=")
        if not sep or reading_id not in ODDS_READINGS:
            known = ", ".join(f"{k}={'|'.join(m.value for m in e)}"
                              for k, e in ODDS_READINGS.items())
            raise RulesError(f"--reading {text!r}: expected ID=CHOICE, one of {known}")
        out.append((reading_id, choice))
    return out


def check_odds(readings: Sequence[str] = (), *, data: Path | None = None) -> CheckOddsAnswer:
    """Prove with z3 that the Card Odds statements can all hold and which decks they imply,
    under the readings ``ID=CHOICE`` given (the model's own otherwise).

    :raises RulesError: for a malformed or unknown reading, or a bad data directory.
    """
    from rulesref.games.hoarde.checks import odds_check, odds_readings
    from rulesref.games.hoarde.lookups import deal_odds as find
    from rulesref.games.hoarde.lookups import rule_value
    from rulesref_verify.findings import Verdict as Proof

    changes = _parse_readings(readings)
    model = rules(data)
    chosen = odds_readings(model)
    for reading_id, choice in changes:
        try:
            chosen = chosen.with_choice(reading_id, choice)
        except ValueError:
            raise RulesError(f"--reading {reading_id}={choice}: no such choice") from None
    found = odds_check(model, chosen)
    ranges: list[tuple[DealOdds, AnySetRange]] = []
    if found.composition is Proof.CONFIRMED:
        for deck in model.decks:
            odds = find(model, deck.id, rule_value(model, "deal"))
            if odds.range is not None:
                ranges.append((odds, odds.range))
    return CheckOddsAnswer(found=found, model=model, ranges=tuple(ranges))


# --------------------------------------------------------------------------- turn, readings


def _sequence_json(model: Hoarde, seq_id: str | None) -> dict[str, Any] | None:
    seq = next((s for s in model.sequences if s.id == seq_id and s.canonical), None)
    if seq is None:
        return None
    return {"id": seq.id, "name": seq.name, "citation": str(seq.cite),
            "steps": [{"name": st.name, "summary": st.summary, "uses": list(st.uses),
                       "produces": list(st.produces), "grants": list(st.grants),
                       "removes": list(st.removes)} for st in seq.steps]}


@result
class TurnAnswer(Given):
    """How a game of HOARDE runs: Set Up, the turn, the reshuffle, how games end."""

    model: Hoarde
    """The model the game is read from."""


    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref hoarde turn --json`` prints it."""
        model = self.model
        st = model.structure
        return {
            "setup": _sequence_json(model, st.setup),
            "turn": _sequence_json(model, st.round),
            "reshuffle": _sequence_json(model, "reshuffle"),
            "end_conditions": [{"name": c.name, "summary": c.summary, "at": c.at,
                                "citation": str(c.cite)} for c in st.end_conditions],
            "rules": [{"id": r.id, "name": r.name, "summary": r.summary, "value": r.value,
                       "reading": r.reading, "citation": str(r.cite)}
                      for r in model.game_rules],
        }


def turn() -> TurnAnswer:
    """How a game of HOARDE runs, step by step."""
    return TurnAnswer(model=rules())


@result
class ReadingsAnswer(Given):
    """Every place the rules are silent or ambiguous, with rulesref's reading."""

    model: Hoarde
    """The model whose readings these are."""


    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref hoarde readings --json`` prints it."""
        return {"readings": [
            {"id": r.id, "kind": r.kind.value, "topic": r.topic, "question": r.question,
             "choice": r.choice, "reading": r.reading, "alternatives": list(r.alternatives),
             "citation": str(r.cite)} for r in self.model.readings]}


def readings() -> ReadingsAnswer:
    """Every reading the HOARDE model takes."""
    return ReadingsAnswer(model=rules())


# --------------------------------------------------------------------------- sets


def _readings(readings: tuple[Reading, ...]) -> list[dict[str, str | None]]:
    return [{"id": r.id, "choice": r.choice, "reading": r.reading, "citation": str(r.cite)}
            for r in readings]


@result
class IsSetAnswer:
    """Whether some cards are a winning set, and on what they match."""

    found: SetAnswer
    """The matches, the winning ones and the readings taken."""

    @property
    def verdict(self) -> Verdict:
        """Broken when the cards are not a set."""
        return Verdict.OK if self.found.is_set else Verdict.BROKEN

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref hoarde is-set --json`` prints it."""
        found = self.found
        return {
            "deck": found.deck,
            "is_set": found.is_set,
            "wins": [{"attribute": m.attribute, "value": m.value, "citation": str(m.cite)}
                     for m in found.wins],
            "shared_without_win": [m.attribute for m in found.matches if not m.counts],
            "readings": _readings(found.readings),
            "citation": str(found.cite),
        }


def is_set(cards: Sequence[str], *, deck: str = "base") -> IsSetAnswer:
    """Whether ``cards`` (COLOUR/ITEM/VALUE) are a winning set with ``deck``.

    :raises RulesError: for a malformed card or an unknown deck.
    """
    from rulesref.games.hoarde.sets import check_set, parse_card

    model = rules()
    return IsSetAnswer(found=check_set(model, [parse_card(model, c) for c in cards],
                                       _deck(deck)))


@result
class NextDrawAnswer(Given):
    """The chance that the next card picked up completes a set."""

    found: DrawAnswer
    """The completions, the top of the discard pile and the chance from the deck."""


    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref hoarde next-draw --json`` prints it."""
        found = self.found
        return {
            "deck": found.deck,
            "unseen": found.unseen,
            "completions": [{"attribute": c.attribute, "value": c.value, "unseen": c.unseen,
                             "copies": c.copies} for c in found.completions],
            "top_discard": found.top.text if found.top else None,
            "top_completes": found.top_completes,
            "from_deck": {"exact": found.exact, "low": fraction_json(found.low),
                          "high": fraction_json(found.high)},
            "readings": _readings(found.readings),
            "citation": str(found.cite),
        }


def next_draw(hand: Sequence[str], *, discards: Sequence[str] = (),
              deck: str = "base") -> NextDrawAnswer:
    """The chance that the card picked up next completes a set with ``hand``, from the top
    of the discard pile (the last of ``discards``) and from the deck.

    :raises RulesError: for a malformed card or an unknown deck.
    """
    from rulesref.games.hoarde.sets import next_draw as find
    from rulesref.games.hoarde.sets import parse_card

    model = rules()
    return NextDrawAnswer(found=find(model, [parse_card(model, c) for c in hand],
                                     [parse_card(model, c) for c in discards], _deck(deck)))
