"""A ruleset's own nouns, registered with core: its tokens, decks, stats, keyword traits and
statuses.

Core's effect vocabulary (:mod:`rulesref.core.effects`) is game-agnostic: an effect that
places a token, draws from a deck or changes a stat names it as a string. A ruleset says which
names it has in one :class:`Vocabulary`, given to its
:class:`~rulesref.core.ruleset.RulesetLoader`; loading then rejects any effect, condition,
selection, trigger or count that names something the ruleset does not have
(:func:`unknown_names`), with the file and the path, as it rejects an unknown key.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rulesref.core.record import record

#: In an effect, trigger, count or condition mapping: which key names which kind of noun.
_NOUN_KEYS = {"token": "tokens", "instead_of": "tokens", "deck": "decks", "stat": "stats",
              "trait": "traits"}
#: Keys whose value is another mapping (or list of them) that may name nouns.
_NESTED = ("select", "trigger", "per", "condition", "requires", "on_if", "all", "any",
           "none", "effects")


@record
class Vocabulary:
    """The nouns one ruleset's effects may name."""

    tokens: frozenset[str] = frozenset()
    """Tokens and counters placed on units or held by players."""
    decks: frozenset[str] = frozenset()
    """Decks of cards."""
    stats: frozenset[str] = frozenset()
    """A unit's (or player's) statistics, in lower case as effects name them."""
    traits: frozenset[str] = frozenset()
    """Keyword traits other rules refer to."""

    def names(self, kind: str) -> frozenset[str]:
        """The registered names of one kind (``tokens``, ``decks``, ``stats``, ``traits``)."""
        names: frozenset[str] = getattr(self, kind)
        return names


def _is_effect(data: dict[Any, Any]) -> bool:
    return "kind" in data or "pred" in data or "event" in data or "count" in data


def unknown_names(data: Any, vocabulary: Vocabulary,
                  path: tuple[str | int, ...] = ()) -> Iterator[tuple[tuple[str | int, ...], str]]:
    """Each place in plain loaded data where an effect (or its condition, selection, trigger
    or count) names a token, deck, stat or trait the ruleset has not registered: the path to
    the value and the message."""
    if isinstance(data, list):
        for i, item in enumerate(data):
            yield from unknown_names(item, vocabulary, (*path, i))
        return
    if not isinstance(data, dict):
        return
    if _is_effect(data):
        for key, kind in _NOUN_KEYS.items():
            value = data.get(key)
            if isinstance(value, str) and value not in vocabulary.names(kind):
                known = ", ".join(sorted(vocabulary.names(kind))) or "none"
                yield (*path, key), (f"unknown {kind[:-1]} {value!r}: this ruleset registers "
                                     f"{known}")
    for key, value in data.items():
        if isinstance(value, dict | list) and (key in _NESTED or not _is_effect(data)):
            yield from unknown_names(value, vocabulary, (*path, key))


def _mappings(data: Any, path: tuple[str | int, ...] = ()
              ) -> Iterator[tuple[dict[Any, Any], tuple[str | int, ...]]]:
    """Every mapping in plain loaded data, with its path."""
    if isinstance(data, list):
        for i, item in enumerate(data):
            yield from _mappings(item, (*path, i))
    elif isinstance(data, dict):
        yield data, path
        for key, value in data.items():
            yield from _mappings(value, (*path, key))


def selection_problems(data: Any, path: tuple[str | int, ...] = ()
                       ) -> Iterator[tuple[tuple[str | int, ...], str]]:
    """Each effect in plain loaded data whose selection contradicts itself (a count where
    none is taken, a chooser where nobody chooses, a pool measured around a placed marker
    with no distance, a decider for an effect nobody may decline, an action's test on the
    units it is taken on without naming them: ``on_if`` without ``on``; the card played with
    no card played to set it off; an alternative picked per one counted with no choice;
    whom a test is of with no test: ``requires_of`` without ``requires``): the path and the
    message."""
    from rulesref.core.effects.targeting import Chooser, Pick, Selection

    for item, where in _mappings(data, path):
        effect = "kind" in item
        if effect and item.get("around") is not None and item.get("within") is None:
            yield (*where, "around"), ("'around' says what 'within' is measured from: "
                                       "give 'within'")
        trigger = item.get("trigger")
        if effect and item.get("played") is True and not (
                isinstance(trigger, dict) and trigger.get("event") == "card_played"):
            yield (*where, "played"), ("'played' names the card whose play sets the effect "
                                       "off: give a card_played trigger")
        if effect and item.get("decided_by") is not None and item.get("optional") is not True:
            yield (*where, "decided_by"), ("'decided_by' says who takes up an optional "
                                           "effect: make it optional")
        if effect and item.get("requires_of") == "target" and item.get("requires") is None:
            yield (*where, "requires_of"), ("'requires_of' says whom 'requires' tests: "
                                            "give 'requires'")
        per = item.get("per")
        if effect and isinstance(per, dict) and per.get("each_choice") is True \
                and not item.get("choice"):
            yield (*where, "per"), ("'each_choice' picks a choice's alternative for each one "
                                    "counted: give the effect a choice")
        if effect and "on_if" in item and not item.get("on"):
            yield (*where, "on_if"), "on_if tests the units an action is taken on: name them in on"
        select = item.get("select")
        if "kind" not in item or not isinstance(select, dict):
            continue
        try:
            chooser = select.get("chooser")
            selection = Selection(
                pick=Pick(select.get("pick", "all")), count=select.get("count"),
                rounding=select.get("rounding"),
                chooser=None if chooser is None else Chooser(chooser),
                order=select.get("order"), secret=select.get("secret") is True,
                revealed_by=select.get("revealed_by"))
        except (ValueError, TypeError):
            selection = None  # the schema reports what is malformed
        problem = selection.problem("condition" in item) if selection else None
        if problem:
            yield (*where, "select"), problem


def roll_problems(data: Any, path: tuple[str | int, ...] = ()
                  ) -> Iterator[tuple[tuple[str | int, ...], str]]:
    """Each place in plain loaded data where a roll is used in a way that contradicts
    itself: a trigger made opposed that is not a roll, or a move by the roll's result that
    has no roll to go by or a distance of its own. The path and the message."""
    for item, where in _mappings(data, path):
        if item.get("opposed") is True and "event" in item and item["event"] != "roll_made":
            yield (*where, "opposed"), "only a roll_made trigger can be an opposed roll"
        if "kind" not in item or item.get("by_roll") is not True:
            continue
        trigger = item.get("trigger")
        if not isinstance(trigger, dict) or trigger.get("event") != "roll_made":
            yield (*where, "by_roll"), "a move by the roll's result needs a roll_made trigger"
        elif any(item.get(key) is not None for key in ("dice", "distance", "half_inches")):
            yield (*where, "by_roll"), ("a move by the roll's result takes no dice or "
                                        "distance of its own")


def placement_problems(data: Any, path: tuple[str | int, ...] = ()
                       ) -> Iterator[tuple[tuple[str | int, ...], str]]:
    """Each placing effect in plain loaded data that contradicts itself (a number and dice
    both, an ideal number with no "or more", a least width above the greatest, a roll's
    sharing out with no owner shared out by a roll): the path and the message."""
    from rulesref.core.effects.placing import Place

    for item, where in _mappings(data, path):
        if item.get("kind") != "place":
            continue
        try:
            placing = Place(piece="", sort="marker", where="", amount=item.get("amount"),
                            dice=item.get("dice"), or_more=item.get("or_more") is True,
                            ideally=item.get("ideally"), across_min=item.get("across_min"),
                            across_max=item.get("across_max"), owner=item.get("owner"),
                            shared_out=item.get("shared_out"))
            problem = placing.problem()
        except TypeError:
            problem = None  # the schema reports what is malformed
        if problem:
            yield where, problem
