"""``rulesref hoarde is-set`` and ``next-draw``: is a hand a set, and the chance the next card
picked up completes one."""

from __future__ import annotations

import click

from rulesref.cli import RulesrefCommand, answer, json_option
from rulesref.games.hoarde.model import DeckId

CARD_HELP = ("Cards are COLOUR/ITEM/VALUE, e.g. PINK/DAGGER/10; with the enchanted DECK add "
             "/cursed for the cursed symbol and /NAME for a named party member.")


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
    from rulesref.games.hoarde.answers.commands import is_set

    found = is_set(cards, deck=deck)
    result = found.found

    def text() -> str:
        if result.is_set:
            what = ", ".join(f"{m.attribute}" + (f" {m.value.upper()}" if m.value else "")
                             for m in result.wins)
            lines = [f"a set: {what} [{result.cite}]"]
        else:
            lines = [f"not a set: the {result.size} cards share no COLOUR, ITEM or other value "
                     f"that wins with the {result.deck} [{result.cite}]"]
        lines += [f"  shares {m.attribute}, which does not win with the {result.deck} "
                  f"[{m.cite}]" for m in result.matches if not m.counts]
        lines += [f"  our reading ({r.id}): {r.reading}" for r in result.readings]
        return "\n".join(lines)

    answer(found, as_json, text)


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
    from rulesref.games.hoarde.answers.commands import next_draw

    found = next_draw(hand, discards=discards, deck=deck)
    result = found.found

    def text() -> str:
        lines = []
        if result.top is not None:
            verdict = "completes a set" if result.top_completes else "completes nothing"
            lines.append(f"top of the DISCARD PILE ({result.top.text}): {verdict}")
        if result.exact:
            lines.append(f"from the DECK: {result.low} ({float(result.low):.2%}), "
                         f"{result.unseen} cards unseen")
        else:
            lines.append(f"from the DECK: between {result.low} and {result.high} "
                         f"({float(result.low):.2%} to {float(result.high):.2%}): how many "
                         "unseen cards show both values is never said")
        for c in result.completions:
            shown = f" {c.value.upper()}" if c.value else ""
            lines.append(f"  needs {c.attribute}{shown}: {c.unseen} of its {c.copies} cards "
                         "unseen")
        if not result.completions:
            lines.append("  no two cards of the hand share a value, so no single card "
                         "completes a set")
        lines.append(f"  every unseen card is taken as equally likely; deck contents: our "
                     f"reading {result.readings[0].id} [{result.cite}]")
        return "\n".join(lines)

    answer(found, as_json, text)


COMMANDS = (is_set_command, next_draw_command)
"""The commands this module adds to ``rulesref hoarde``."""
