"""``rulesref hoarde is-set`` and ``next-draw``: is a hand a set, and the chance the next card
picked up completes one."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any

import click

from rulesref.cli import RuleBroken, RulesrefCommand, domain_errors, emit, json_option
from rulesref.games.hoarde.model import DeckId

if TYPE_CHECKING:
    from rulesref.core.readings import Reading
    from rulesref.games.hoarde.model import Hoarde

CARD_HELP = ("Cards are COLOUR/ITEM/VALUE, e.g. PINK/DAGGER/10; with the enchanted DECK add "
             "/cursed for the cursed symbol and /NAME for a named party member.")


def _rules() -> Hoarde:
    from rulesref.games.hoarde import loading

    return loading.load()


def _fraction(value: Fraction) -> dict[str, Any]:
    return {"fraction": f"{value.numerator}/{value.denominator}", "value": float(value)}


def _readings(readings: tuple[Reading, ...]) -> list[dict[str, str | None]]:
    return [{"id": r.id, "choice": r.choice, "reading": r.reading, "citation": str(r.cite)}
            for r in readings]


_deck_option = click.option(
    "--deck", type=click.Choice([d.value for d in DeckId], case_sensitive=False),
    default=DeckId.BASE.value, show_default=True, help="Which deck is played.")


@click.command("is-set", cls=RulesrefCommand, short_help="Whether three cards are a set.",
               epilog=CARD_HELP)
@click.argument("cards", nargs=-1, required=True)
@_deck_option
@json_option
def is_set_command(cards: tuple[str, ...], deck: str, as_json: bool) -> None:
    """Say whether CARDS are a winning set (exit 0) or not (exit 1), and on what they match."""
    from rulesref.games.hoarde.sets import check_set, parse_card

    with domain_errors(as_json):
        rules = _rules()
        answer = check_set(rules, [parse_card(rules, c) for c in cards], DeckId(deck.lower()))
    data = {
        "deck": answer.deck,
        "is_set": answer.is_set,
        "wins": [{"attribute": m.attribute, "value": m.value, "citation": str(m.cite)}
                 for m in answer.wins],
        "shared_without_win": [m.attribute for m in answer.matches if not m.counts],
        "readings": _readings(answer.readings),
        "citation": str(answer.cite),
    }

    def text() -> str:
        if answer.is_set:
            what = ", ".join(f"{m.attribute}" + (f" {m.value.upper()}" if m.value else "")
                             for m in answer.wins)
            lines = [f"a set: {what} [{answer.cite}]"]
        else:
            lines = [f"not a set: the {answer.size} cards share no COLOUR, ITEM or other value "
                     f"that wins with the {answer.deck} [{answer.cite}]"]
        lines += [f"  shares {m.attribute}, which does not win with the {answer.deck} "
                  f"[{m.cite}]" for m in answer.matches if not m.counts]
        lines += [f"  our reading ({r.id}): {r.reading}" for r in answer.readings]
        return "\n".join(lines)

    emit(as_json, data, text)
    if not answer.is_set:
        raise RuleBroken("")


@click.command("next-draw", cls=RulesrefCommand,
               short_help="Exact chance the next card picked up completes a set.",
               epilog=CARD_HELP)
@click.argument("hand", nargs=-1, required=True)
@click.option("--discard", "discards", multiple=True, metavar="CARD",
              help="A card seen going onto the DISCARD PILE (repeatable, in order; the last "
                   "is the top card).")
@_deck_option
@json_option
def next_draw_command(hand: tuple[str, ...], discards: tuple[str, ...], deck: str,
                      as_json: bool) -> None:
    """Print the chance that the card picked up next completes a set with HAND, from the
    top of the DISCARD PILE and from the DECK."""
    from rulesref.games.hoarde.sets import next_draw, parse_card

    with domain_errors(as_json):
        rules = _rules()
        answer = next_draw(rules, [parse_card(rules, c) for c in hand],
                           [parse_card(rules, c) for c in discards], DeckId(deck.lower()))
    data = {
        "deck": answer.deck,
        "unseen": answer.unseen,
        "completions": [{"attribute": c.attribute, "value": c.value, "unseen": c.unseen,
                         "copies": c.copies} for c in answer.completions],
        "top_discard": answer.top.text if answer.top else None,
        "top_completes": answer.top_completes,
        "from_deck": {"exact": answer.exact, "low": _fraction(answer.low),
                      "high": _fraction(answer.high)},
        "readings": _readings(answer.readings),
        "citation": str(answer.cite),
    }

    def text() -> str:
        lines = []
        if answer.top is not None:
            verdict = "completes a set" if answer.top_completes else "completes nothing"
            lines.append(f"top of the DISCARD PILE ({answer.top.text}): {verdict}")
        if answer.exact:
            lines.append(f"from the DECK: {answer.low} ({float(answer.low):.2%}), "
                         f"{answer.unseen} cards unseen")
        else:
            lines.append(f"from the DECK: between {answer.low} and {answer.high} "
                         f"({float(answer.low):.2%} to {float(answer.high):.2%}): how many "
                         "unseen cards show both values is never said")
        for c in answer.completions:
            shown = f" {c.value.upper()}" if c.value else ""
            lines.append(f"  needs {c.attribute}{shown}: {c.unseen} of its {c.copies} cards "
                         "unseen")
        if not answer.completions:
            lines.append("  no two cards of the hand share a value, so no single card "
                         "completes a set")
        lines.append(f"  every unseen card is taken as equally likely; deck contents: our "
                     f"reading {answer.readings[0].id} [{answer.cite}]")
        return "\n".join(lines)

    emit(as_json, data, text)


COMMANDS = (is_set_command, next_draw_command)
"""The commands this module adds to ``rulesref hoarde``."""
