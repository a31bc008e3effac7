"""Words that put the players on the wrong side of each other.

Code: RL486 a game (or mode) called co-operative in a sentence that, or whose next sentence,
sets its players against each other (``two vs two``, ``versus``, ``the opposing team``,
``team against team``). A co-operative game is one where all the players are on one side;
a game of teams that face each other is a team game, so one of the two words is wrong.

Code: RL487 ``enemy`` after the opponent's possessive (``their opponent's enemy units``):
``enemy`` already names the opponent's side as the player sees it, so the opponent's
enemies are the player's own; the book means either ``the enemy units`` or ``their
opponent's units``. (``the enemy's enemy`` is an English idiom, left alone.) Judged only
in a book that uses ``enemy`` on its own at least :data:`USED` times, so the word is the
book's name for the other side.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rulesref.lint.known import Text
from rulesref.lint.model import LintFinding
from rulesref.lint.seams import Reader

# --------------------------------------------------------------------------- co-operative

#: A word that calls the game one where all the players share a side.
_TOGETHER = re.compile(r"\b(co-?operative|cooperative|co-op)\b", re.IGNORECASE)
_NUMBER = r"(?:\d+|one|two|three|four|five|six)"
#: What sets the players (or teams) against each other.
_AGAINST = re.compile(
    rf"\b{_NUMBER}\s+(?:vs\.?|versus|v\.?|against)\s+{_NUMBER}\b"
    r"|\bopposing\s+(?:team|side)s?\b"
    r"|\b(?:team|side)s?\s+(?:vs\.?|versus|against)\s+(?:team|side)s?\b", re.IGNORECASE)
#: A sentence: up to its stop (a stop inside ``vs.`` does not end it).
_SENTENCE = re.compile(r"(?:[^.!?]|\bvs\.|\bv\.)+[.!?]?")


def _cooperative(text: Text) -> Iterator[LintFinding]:
    """RL486: each sentence calling the game co-operative where it, or the next sentence,
    sets the players against each other."""
    for index, line in enumerate(text.manuscript.lines):
        if not _TOGETHER.search(line.text):
            continue
        sentences = [m.group(0) for m in _SENTENCE.finditer(line.text) if m.group(0).strip()]
        for at, sentence in enumerate(sentences):
            word = _TOGETHER.search(sentence)
            if word is None:
                continue
            against = _AGAINST.search(sentence) or (
                _AGAINST.search(sentences[at + 1]) if at + 1 < len(sentences) else None)
            if against is None:
                continue
            sides = " ".join(against.group(0).split())
            yield text.finding(
                "RL486", index, word.group(0),
                f"a co-operative game puts all the players on one side, but the passage sets "
                f"them against each other ('{sides}'); call it a team game (or drop "
                "'co-operative')", 0.6)


# --------------------------------------------------------------------------- opponent's enemy

#: Times the book must use the side word on its own for it to be its name for the other side.
USED = 3
#: The opponent's possessive, then a word that names the opponent's side from the player.
_THEIR_ENEMY = re.compile(r"\b(opponents?)(['’]s?|s['’])\s+"
                          r"(enemy|enemies)\b", re.IGNORECASE)
#: A side word. (``opposing`` is left out: after a possessive it may name a place, the
#: piece standing opposite that player's.)
_SIDE = re.compile(r"\b(enemy|enemies)\b", re.IGNORECASE)
#: A line that may hold :data:`_THEIR_ENEMY`.
_THEIR_ENEMY_WORD = re.compile(r"\bopponents?(?:['’]s?|s['’])", re.IGNORECASE)


def _side_words(text: Text) -> dict[str, int]:
    """How often the book prints each side word other than after a possessive."""
    counts: dict[str, int] = {}
    for line in text.manuscript.lines:
        for m in _SIDE.finditer(line.text):
            key = m.group(1).casefold()
            counts[key] = counts.get(key, 0) + 1
        for m in _THEIR_ENEMY.finditer(line.text):
            key = m.group(3).casefold()
            counts[key] -= 1
    return counts


def _opponents_enemy(text: Text, reader: Reader) -> Iterator[LintFinding]:
    """RL487: each side word printed after the opponent's possessive, in a book that uses
    the word for the other side."""
    counts: dict[str, int] | None = None
    for index, match in reader.matches(_THEIR_ENEMY, _THEIR_ENEMY_WORD):
        if counts is None:
            counts = _side_words(text)
        side = match.group(3)
        if counts.get(side.casefold(), 0) < USED:
            continue
        shown = " ".join(match.group(0).split())
        owner = f"{match.group(1)}{match.group(2)}"
        yield text.finding(
            "RL487", index, shown,
            f"'{side}' names the opponent's side as the player sees it (the book prints it "
            f"so {counts[side.casefold()]} times), so after '{owner}' it turns round to the "
            f"player's own; write 'the {side} ...' or '{owner} ...', not both", 0.6)


def check_sides(text: Text) -> Iterator[LintFinding]:
    """Every word that puts the players on the wrong side (RL486, RL487)."""
    yield from _cooperative(text)
    yield from _opponents_enemy(text, Reader(text))
