"""How a game (or a scenario) ends and who wins, as typed records a solver can read.

The book's end conditions and outcomes are transcribed as conditions over a few counted things
(the objectives still in play, each side's pieces still in play): :class:`Count` says what each
count is and the values the rules let it take, :class:`EndRule` when the game ends, when a side
is out, and who wins (or draws), :class:`Together` which rules change several counts in one
go. Conditions are small expressions (:func:`parse_condition`) transcribed as printed: "two of
the three" is ``objectives == 2``, and the model's own interpretation of an unclear rule is a
reading, never written into a condition.

A ruleset whose root record has an ``endgames`` field, or whose scenarios carry an
``endgame``, gets the engine's end-state checks (``rulesref_verify.endings``) without naming them.
"""

from __future__ import annotations

import ast
from typing import Literal

from rulesref.core.citation import Citation
from rulesref.core.record import record
from rulesref.errors import RulesError

#: An outcome that holds when no other outcome's condition does ("otherwise, the Attacker
#: wins").
OTHERWISE = "otherwise"
#: Names a per-side condition uses for the side it is written for and the side against it.
SELF, OTHER = "self", "other"
#: A side's derived fact: it is out of the game (an ``out`` rule holds for it).
OUT = "out"
#: The number of sides still in the game.
LEFT = "left"
#: The longest condition read (a transcribed condition is a line).
MAX_CONDITION = 400


@record
class Count:
    """A number of things in play that the end of the game or its outcome depends on."""

    name: str
    """A short name the conditions use (``objectives``, ``pieces``)."""
    summary: str
    """What is counted, in our own words."""
    low: int
    """The least the rules let it fall to."""
    high: int
    """The most it can be (at the start, usually)."""
    per_side: bool = False
    """Each side has its own (``self.pieces``, ``other.pieces``)."""
    piece: bool = False
    """Pieces a side plays with (per-side counts only): a side whose pieces are all at their
    least has nothing left to play."""
    favours: str | None = None
    """Who is better off the higher it is, where the book says so: a side's name, or
    ``self`` for a per-side count; ``None`` when it favours nobody in particular."""
    cite: Citation
    """Where the book sets it (how many there are, what removes them)."""


@record
class EndRule:
    """One condition the book prints: that the game ends, that a side is out, or an outcome."""

    name: str
    """Our short name for it."""
    when: str
    """The condition (see :func:`parse_condition`); ``otherwise`` for an outcome that holds
    when no other does; for a game end, ``true`` when the game simply ends at its last
    round, whatever the counts."""
    per_side: bool = False
    """Written once for every side: ``self`` is the side it is for, ``other`` the other."""
    winner: str | None = None
    """For an outcome: who wins (a side's name, or ``self``); ``None``: a draw."""
    immediate: bool = False
    """For a game end: it ends the game the moment it holds (checked after every change),
    rather than once the rounds run out."""
    cite: Citation
    """Where it is printed."""


@record
class Together:
    """A rule that can change several counts at once (damage that strikes every side at the
    start of a round)."""

    name: str
    """The rule, as the book names it."""
    counts: tuple[str, ...]
    """The counts it can change together (a per-side count: every side's)."""
    cite: Citation
    """Where it is printed."""


@record
class Endgame:
    """The end of a game or scenario as the book prints it."""

    name: str | None = None
    """Which way of playing it is, where a model transcribes more than one (``four
    players``)."""
    assumes: str | None = None
    """The id of a recorded reading whose rejected alternative this transcription follows
    (the words read the way the model does not): what the checks find here is listed with
    that reading, as a consequence, never as a fault of the book."""
    sides: tuple[str, ...]
    """The sides modelled, by name (``Attacker``, ``Defender``; two players suffice for a
    game of more)."""
    counts: tuple[Count, ...]
    """What its conditions count."""
    ends: tuple[EndRule, ...]
    """When the game ends."""
    outcomes: tuple[EndRule, ...]
    """Who wins, or that it is a draw, and when."""
    out: tuple[EndRule, ...] = ()
    """When a side is out of the game (per side), where the end depends on sides left."""
    together: tuple[Together, ...] = ()
    """Rules that change several counts in one go."""
    cite: Citation
    """Where the end of the game is printed."""


class ConditionError(RulesError):
    """A condition's text is not one :func:`parse_condition` reads."""


Op = Literal["and", "or", "not", "==", "!=", "<", "<=", ">", ">=", "+", "-", "name", "int",
             "bool"]


@record
class Expr:
    """A parsed condition: an operator and its operands (a name's text, a number's value)."""

    op: Op
    """What it is: a connective, a comparison, a sum or difference, or a leaf."""
    args: tuple[Expr, ...] = ()
    """Its operands, in order."""
    name: str = ""
    """For a ``name``: the dotted name (``self.pieces``, ``objectives``, ``left``)."""
    value: int = 0
    """For an ``int`` or ``bool``: its value (1 or 0 for a truth value)."""


_BOOLOPS = {ast.And: "and", ast.Or: "or"}
_CMPOPS = {ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">",
           ast.GtE: ">="}
_BINOPS = {ast.Add: "+", ast.Sub: "-"}


def parse_condition(text: str) -> Expr:
    """Parse a condition: numbers, names (``objectives``, ``self.pieces``, ``other.out``,
    ``left``, a side's count by the side's name with ``_`` for a space:
    ``First_Player.pieces``), ``+ -``, comparisons (chains too), ``and or not``,
    ``true``/``false``.

    :raises ConditionError: quoting the text, for anything else.
    """
    if len(text) > MAX_CONDITION:
        raise ConditionError(f"the condition {text[:40]!r}... is over {MAX_CONDITION} "
                             "characters")
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        raise ConditionError(f"cannot read the condition {text!r}") from None
    return _convert(tree.body, text)


def _convert(node: ast.expr, text: str) -> Expr:
    if isinstance(node, ast.BoolOp):
        return Expr(op=_BOOLOPS[type(node.op)],  # type: ignore[arg-type]
                    args=tuple(_convert(v, text) for v in node.values))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        return Expr(op="not", args=(_convert(node.operand, text),))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) \
            and isinstance(node.operand, ast.Constant) and type(node.operand.value) is int:
        return Expr(op="int", value=-node.operand.value)
    if isinstance(node, ast.Compare) and all(type(o) in _CMPOPS for o in node.ops):
        sides = [_convert(v, text) for v in (node.left, *node.comparators)]
        links = [Expr(op=_CMPOPS[type(o)], args=(a, b))  # type: ignore[arg-type]
                 for o, a, b in zip(node.ops, sides, sides[1:], strict=False)]
        return links[0] if len(links) == 1 else Expr(op="and", args=tuple(links))
    if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
        return Expr(op=_BINOPS[type(node.op)],  # type: ignore[arg-type]
                    args=(_convert(node.left, text), _convert(node.right, text)))
    if isinstance(node, ast.Constant) and type(node.value) is bool:
        return Expr(op="bool", value=int(node.value))
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return Expr(op="int", value=node.value)
    if isinstance(node, ast.Name) and node.id in ("true", "false"):
        return Expr(op="bool", value=int(node.id == "true"))
    if isinstance(node, ast.Name):
        return Expr(op="name", name=node.id)
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return Expr(op="name", name=f"{node.value.id}.{node.attr}")
    raise ConditionError(f"cannot read the condition {text!r}: only numbers, counts, "
                         "comparisons, + and -, and, or, not are allowed")
