"""Hobgoblin names: unit types and keywords found by name (case-insensitively and through the
book's own aliases), keyword references checked against the rules' bounds.

Pure functions of the loaded model; nothing here reads files or prints.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from rulesref.core import names
from rulesref.errors import RulesDataError, RulesError

if TYPE_CHECKING:
    from rulesref.core.keywords import KeywordRef
    from rulesref.games.hobgoblin.model import GameRule, Hobgoblin, UnitType
    from rulesref.games.hobgoblin.model.keywords import KeywordDef


@cache
def _unit_table(rules: Hobgoblin) -> dict[str, UnitType]:
    pairs = [(u.name, u) for u in rules.unit_types]
    pairs += [(alias, u) for u in rules.unit_types for alias in u.aliases]
    return names.index(pairs)


def find_unit_type(rules: Hobgoblin, name: str) -> UnitType:
    """The unit type called ``name`` (case-insensitive).

    :raises UnknownNameError: with close matches.
    """
    found = _unit_table(rules).get(names.fold(name))
    if found is not None:
        return found
    return names.find("unit type", name, _unit_table(rules), [u.name for u in rules.unit_types])


@cache
def all_keyword_defs(rules: Hobgoblin) -> tuple[KeywordDef, ...]:
    """The keyword index plus the keywords that spells and artefacts define inline."""
    inline = [k for a in rules.artefacts for k in a.keywords]
    inline += [k for al in rules.allegiances for s in al.spells for k in s.keywords]
    return (*rules.keywords, *inline)


@cache
def _keyword_table(rules: Hobgoblin) -> dict[str, KeywordDef]:
    pairs: list[tuple[str, KeywordDef]] = []
    for kw in all_keyword_defs(rules):
        pairs.append((kw.name, kw))
    for kw in all_keyword_defs(rules):
        pairs.extend((alias, kw) for alias in kw.aliases)
    return names.index(pairs)


class KeywordValueError(RulesError):
    """A keyword's value is outside what the rules allow (``Hero [-50]``, ``Wild [3]``)."""


def _rule(rules: Hobgoblin, rule_id: str) -> GameRule:
    rule = next((r for r in rules.game_rules if r.id == rule_id), None)
    if rule is None or rule.value is None:
        raise RulesDataError("game_rules.yaml", "game_rules", f"no rule {rule_id!r} with a value")
    return rule


def keyword_ref(rules: Hobgoblin, text: str) -> KeywordRef:
    """Parse a keyword as written (``"Hero [+1]"``) and check its value with
    :func:`check_value`.

    :raises KeywordSyntaxError: when the text is not a keyword reference.
    :raises KeywordValueError: for a value the rules do not allow, citing the rule.
    """
    # here: a unit type lookup needs no keywords. The module, not a name from it: ``from
    # rulesref.core.keywords import ...`` asks that module for ``__path__`` on every call,
    # which its lazy ``__getattr__`` answers with an AttributeError, three times the cost
    from rulesref.core import keywords

    ref = keywords.KeywordRef.parse(text)
    check_value(rules, ref, text)
    return ref


def check_value(rules: Hobgoblin, ref: KeywordRef, text: str | None = None) -> None:
    """Check a keyword reference's value against the rules: a numerical keyword's X is at
    least the book's minimum (Numerical Keywords), and a keyword that is not numerical takes
    no value. A name the rules do not define is left alone (finding it is the caller's
    business).

    :param text: the reference as the user wrote it, for the message.
    :raises KeywordValueError: for a value the rules do not allow, citing the rule.
    """
    if ref.value is None:
        return
    kw = _keyword_table(rules).get(names.fold(ref.name))
    if kw is None:
        return
    quoted = repr(text if text is not None else str(ref))
    if not kw.numeric:
        raise KeywordValueError(f"{quoted}: {kw.name} is not a numerical keyword, so it takes "
                                f"no value in brackets [{kw.cite}]")
    rule = _rule(rules, "numerical_keyword_value")
    if rule.value is not None and ref.value < rule.value:
        from rulesref.core.keywords import Mode

        form = "[+X]" if ref.mode is Mode.ADD else "[X]"
        raise KeywordValueError(f"{quoted}: the X of {kw.name} {form} must be a whole number "
                                f"of at least {rule.value} [{rule.cite}]")


def find_keyword(rules: Hobgoblin, name: str) -> KeywordDef:
    """The definition of keyword ``name``; accepts ``"Hero [+1]"`` and the book's aliases.

    :raises UnknownNameError: with close matches.
    :raises KeywordSyntaxError: when the name is not a keyword reference at all.
    :raises KeywordValueError: when its value is one the rules do not allow.
    """
    ref = keyword_ref(rules, name)
    found = _keyword_table(rules).get(names.fold(ref.name))
    if found is not None:
        return found
    return names.find(
        "keyword", ref.name, _keyword_table(rules), [k.name for k in all_keyword_defs(rules)]
    )


def canonical_ref(rules: Hobgoblin, ref: KeywordRef) -> KeywordRef:
    """``ref`` with its name replaced by the defining keyword's name, if there is one."""
    kw = _keyword_table(rules).get(names.fold(ref.name))
    if kw is None or kw.name == ref.name:
        return ref
    return type(ref)(kw.name, ref.mode, ref.value)
