"""The interaction check: z3 over the effects that can be in force on one unit together, for
any ruleset whose model holds typed effects (:mod:`rulesref.core.effects`).

- **A status that flips back and forth.** A status is gained by a standing rule (a
  :class:`~rulesref.core.effects.Grant` with no moment or event, or a
  :class:`~rulesref.core.effects.BreakEffect` that names the status, its tokens and its stat)
  and lost by another (a standing :class:`~rulesref.core.effects.Remove`). z3 looks for one
  state of the unit in which the gain holds while the unit lacks the status and the loss
  holds once it has it, nothing else changed: the status is then gained and lost in turn.
  Stats are measured as the effects the unit holds leave them (a keyword that adds to or
  halves a stat moves every threshold measured against it, the status's own effects
  included), over the values the ruleset prints for them.
- **Requirements that exclude each other.** An effect's condition on the unit it applies to,
  what it requires of its source, and what the source is (the keyword that holds it) are
  conjoined with the standing bans of the keywords involved; when z3 proves them
  unsatisfiable, the rule can never apply. The unsat core names the requirements and rules.

The predicates of :mod:`rulesref.core.conditions` are read as their docstrings define them
(being engaged is an enemy within 0 inches; a unit in play is not set aside); a predicate
the check does not interpret is a free fact, which can make a state possible but never
impossible, so the second kind never fires on what the check does not understand. UNKNOWN
from the solver is reported as inconclusive, never as a pass.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

from rulesref.core.conditions import Condition, Predicate, Test
from rulesref.core.effect_words import condition_words
from rulesref.core.effects import (
    BreakEffect,
    Duration,
    Forbid,
    Grant,
    Remove,
    Scope,
    SequenceChange,
    StatEffect,
)
from rulesref.core.names import fold
from rulesref_verify.claims import Source, effect_sources
from rulesref_verify.findings import Finding, Kind, Verdict, facts
from rulesref_verify.solver import make_solver, satisfiable

CHECK = "check_interactions"

#: Scopes whose condition is about a unit (not a player, the game or a marker).
UNIT_SCOPES = frozenset({Scope.SELF, Scope.TARGET, Scope.FRIENDLY, Scope.ENEMY,
                         Scope.ALL_UNITS, Scope.OWN, Scope.CREATED})
#: Durations of a rule in force for as long as its source is (or its condition holds).
STANDING = frozenset({Duration.PERMANENT, Duration.WHILE})


def _name(keyword: str) -> str:
    """A keyword's folded name without its value: ``Hero [+1]`` is ``hero``."""
    return fold(keyword.split("[", 1)[0])


def standing(effect: Any) -> bool:
    """Whether the effect is in force whenever its source is: no moment, event, limit or
    choice of the player's."""
    return (effect.at is None and effect.trigger is None and effect.limit is None
            and not effect.optional and effect.duration in STANDING)


@dataclasses.dataclass(frozen=True, slots=True)
class Rules:
    """What the check reads from a model: the effects with their rules, the keywords that
    hold them, the keywords of each trait, and the values the ruleset prints for stats."""

    sources: tuple[Source, ...]
    field: dict[int, str]
    """For each effect (by ``id``): the model's top-level field that holds it (a finding's
    key starts with it, so the report names the data file)."""
    holder: dict[int, str]
    """For an effect a keyword holds (by ``id``): the keyword, as written."""
    traits: dict[str, frozenset[str]]
    """A trait's folded name: the folded names of the keywords that have it."""
    printed: dict[str, frozenset[int]]
    """A stat: the values the model's unit types print for it."""
    rounds: frozenset[int]
    """Every number of rounds a game may last (the turn structure's, and those a change of
    the round count or an effect sets); empty when the model gives none."""

    def key(self, source: Source) -> str:
        """Where a finding about ``source`` is: its field, then the rule's name."""
        top = self.field.get(id(source.effect))
        return f"{top}.{source.name}" if top else source.name

    @classmethod
    def of(cls, model: Any) -> Rules:
        """The records of ``model`` the check reads (any it lacks are empty)."""
        holder: dict[int, str] = {}
        traits: dict[str, set[str]] = {}
        for keyword in getattr(model, "keywords", ()):
            for effect in getattr(keyword, "effects", ()):
                holder[id(effect)] = keyword.name
            for trait in getattr(keyword, "traits", ()):
                named = fold(str(getattr(trait, "value", trait)))  # an enum member or a word
                traits.setdefault(named, set()).add(_name(keyword.name))
        printed: dict[str, set[int]] = {}
        for unit in getattr(model, "unit_types", ()):
            for stat in dataclasses.fields(unit) if dataclasses.is_dataclass(unit) else ():
                value = getattr(unit, stat.name)
                if isinstance(value, int) and not isinstance(value, bool):
                    printed.setdefault(stat.name, set()).add(value)
        found: dict[int, tuple[str, Source]] = {}
        for top in dataclasses.fields(model) if dataclasses.is_dataclass(model) else ():
            for source in effect_sources(getattr(model, top.name)):
                found.setdefault(id(source.effect), (top.name, source))
        sources = tuple(source for _, source in found.values())
        field = {key: top for key, (top, _) in found.items()}
        structure = getattr(model, "structure", None)
        rounds: set[object] = set()
        length = getattr(structure, "rounds", None)
        if length is not None:  # else no count of rounds bounds a game
            rounds.add(length)
            rounds.update(getattr(c, "rounds", None)
                          for c in getattr(structure, "round_changes", ()))
            rounds.update(s.effect.rounds for s in sources
                          if isinstance(s.effect, SequenceChange) and s.effect.change == "rounds")
        return cls(sources, field, holder, {k: frozenset(v) for k, v in traits.items()},
                   {k: frozenset(v) for k, v in printed.items()},
                   frozenset(r for r in rounds if isinstance(r, int)))


class World:
    """The z3 variables of one unit's state, shared by the states compared (before and after
    a status is gained), with the constraints that tie the predicates together."""

    def __init__(self, rules: Rules, solver: Any) -> None:
        import z3

        self.z3, self.rules, self.solver = z3, rules, solver
        self.vars: dict[str, Any] = {}
        self.bans: list[tuple[str, str, Source]] = []
        """Standing bans of a keyword on another: (holder, banned, rule), names folded."""
        self.banned: set[tuple[str, str]] = set()
        """The bans already asserted."""
        self.shown: dict[str, str] = {}
        """A keyword's variable: the keyword as first written."""
        self.ban_cites: dict[str, str] = {}
        """A tracked ban's label: the citation of the rule that bans."""
        for source in rules.sources:
            effect = source.effect
            owner = rules.holder.get(id(effect))
            if (isinstance(effect, Forbid) and owner and effect.scope is Scope.SELF
                    and standing(effect) and effect.condition is None
                    and effect.requires is None and not effect.only_buying):
                for banned in self._banned(effect):
                    self.bans.append((_name(owner), banned, source))

    def _banned(self, effect: Forbid) -> Iterator[str]:
        if effect.keyword:
            yield _name(effect.keyword)
        elif effect.trait:
            spared = {_name(k) for k in effect.except_}
            yield from sorted(self.rules.traits.get(fold(effect.trait), frozenset()) - spared)

    def var(self, name: str, sort: str = "bool") -> Any:
        """The variable ``name`` (made on first use, with its range)."""
        if name not in self.vars:
            z3 = self.z3
            if sort == "bool":
                self.vars[name] = z3.Bool(name)
            else:
                made = z3.Int(name) if sort == "int" else z3.Real(name)
                self.vars[name] = made
                self.solver.add(made >= 0)
        return self.vars[name]

    def base(self, stat: str) -> Any:
        """A stat as printed: one of the values the ruleset prints for it, when it prints
        some."""
        name = f"{stat} (printed)"
        fresh = name not in self.vars
        value = self.var(name, "int")
        values = self.rules.printed.get(stat)
        if fresh and values:
            self.solver.add(self.z3.Or([value == v for v in sorted(values)]))
        return value


class State:
    """One state of the unit: the world's facts, with some keywords held or lacked."""

    def __init__(self, world: World, held: dict[str, bool] | None = None) -> None:
        self.world, self.held = world, dict(held or {})

    def has(self, keyword: str) -> Any:
        """Whether the unit has the keyword (``held`` overrides the world's variable)."""
        key = _name(keyword)
        if key in self.held:
            return self.world.z3.BoolVal(self.held[key])
        fresh = f"has {key}" not in self.world.vars
        value = self.world.var(f"has {key}")
        self.world.shown.setdefault(f"has {key}", keyword.split("[", 1)[0].strip())
        if fresh:
            for owner, banned, source in self.world.bans:
                if key in (owner, banned) and (owner, banned) not in self.world.banned:
                    self.world.banned.add((owner, banned))
                    label = f"{source.name} bans {self._shown(banned, source)} ({source.cite})"
                    self.world.ban_cites[label] = source.cite
                    self.world.solver.assert_and_track(
                        self.world.z3.Not(self.world.z3.And(
                            self.world.var(f"has {owner}"), self.world.var(f"has {banned}"))),
                        label)
        return value

    @staticmethod
    def _shown(banned: str, source: Source) -> str:
        """The banned keyword as the ban writes it (folded when the ban names a trait)."""
        keyword = getattr(source.effect, "keyword", None)
        return keyword.split("[", 1)[0].strip() if keyword else banned

    def stat(self, stat: str, depth: int = 0) -> Any:
        """The stat as the standing effects the unit holds leave it: additions first, then
        a value set, then halving (rounding down)."""
        z3, world = self.world.z3, self.world
        value = world.base(stat)
        if depth:
            return value
        later = []
        for source in world.rules.sources:
            effect = source.effect
            owner = world.rules.holder.get(id(effect))
            if not (isinstance(effect, StatEffect) and effect.stat == stat and owner
                    and effect.scope is Scope.SELF and effect.when == "always"
                    and standing(effect)):
                continue
            applies = z3.And(self.has(owner), self.condition(effect.condition, depth + 1))
            if effect.op in ("add", "subtract"):
                if effect.amount is None:
                    continue  # the keyword's own value: not a fixed amount
                amount: Any = z3.IntVal(effect.amount)
                if effect.per is not None:
                    amount = amount * world.var(f"count of {effect.per} for {source.name}",
                                                "int")
                value = value + z3.If(applies, amount if effect.op == "add" else -amount, 0)
            else:
                later.append((effect, applies))
        for effect, applies in sorted(later, key=lambda p: p[0].op != "set"):
            if effect.op == "set" and effect.amount is not None:
                value = z3.If(applies, z3.IntVal(effect.amount), value)
            elif effect.op == "halve":
                value = z3.If(applies, value / 2, value)
        return value

    def rounds(self) -> tuple[Any, Any]:
        """The battle round, and the number of rounds the game lasts: one the turn structure,
        a change of the round count or an effect sets, when the model gives one."""
        z3, world = self.world.z3, self.world
        fresh = "battle round" not in world.vars
        rnd, length = world.var("battle round", "int"), world.var("rounds in the game", "int")
        if fresh:
            world.solver.add(rnd >= 1, rnd <= length)
            if world.rules.rounds:
                world.solver.add(z3.Or([length == n for n in sorted(world.rules.rounds)]))
        return rnd, length

    def condition(self, condition: Condition | None, depth: int = 0) -> Any:
        """The condition as a z3 formula (``None``: true)."""
        z3 = self.world.z3
        if condition is None:
            return z3.BoolVal(True)
        parts = [self.test(t, depth) for t in condition.all]
        parts += [z3.Not(self.test(t, depth)) for t in condition.none]
        if condition.any:
            parts.append(z3.Or([self.test(t, depth) for t in condition.any]))
        return z3.And(parts)

    def test(self, test: Test, depth: int = 0) -> Any:
        """One test as a z3 formula, read as its predicate's docstring defines it."""
        z3, world, pred = self.world.z3, self.world, test.pred
        if pred is Predicate.HAS_KEYWORD and test.keyword:
            return self.has(test.keyword)
        if pred is Predicate.HAS_TRAIT and test.trait:
            having = world.rules.traits.get(fold(test.trait), frozenset())
            # a keyword of the trait gives it; other rules may give one too (never fewer)
            return z3.Or(world.var(f"has a {fold(test.trait)} keyword"),
                         *[self.has(k) for k in sorted(having)])
        if pred is Predicate.TOKENS_BELOW_STAT and test.token and test.stat:
            return world.var(f"{test.token} tokens", "int") < self.stat(test.stat, depth)
        if pred is Predicate.STAT_AT_MOST and test.stat and test.value is not None:
            return self.stat(test.stat, depth) <= test.value
        if pred in (Predicate.ENGAGED, Predicate.FLANK_OR_REAR_CONTACT,
                    Predicate.ENGAGED_WITH):
            near = world.var("nearest enemy (inches)", "real") == 0
            if pred is Predicate.ENGAGED:
                return near
            return z3.And(near, world.var(str(test)))
        if pred is Predicate.ENEMY_WITHIN and test.distance is not None:
            if test.keyword is None and test.without is None:
                return world.var("nearest enemy (inches)", "real") <= test.distance
            return z3.And(world.var("nearest enemy (inches)", "real") <= test.distance,
                          world.var(str(test)))
        if pred is Predicate.IN_PLAY:
            return z3.Not(world.var("set aside"))
        if pred is Predicate.SET_ASIDE:
            return z3.And(world.var("set aside"),
                          world.var("nearest enemy (inches)", "real") > 0)
        if pred in (Predicate.ROUND_AT_MOST, Predicate.LAST_ROUNDS) and test.value is not None:
            rnd, length = self.rounds()
            if pred is Predicate.ROUND_AT_MOST:
                return rnd <= test.value
            return rnd > length - test.value
        if pred is Predicate.ADVANCED and test.distance is not None:
            return world.var("advanced (inches)", "real") >= test.distance
        return world.var(str(test))  # a fact the check does not interpret


# ---------------------------------------------------------------- a status that flips


@dataclasses.dataclass(frozen=True, slots=True)
class Change:
    """A standing rule that gives or takes a status, and what must hold for it."""

    status: str
    source: Source
    held_by: str | None
    """The keyword whose holder it applies to, when it applies to the holder itself."""

    def holds(self, state: State) -> Any:
        """Whether the rule acts in ``state``."""
        z3, effect = state.world.z3, self.source.effect
        parts = [state.has(self.held_by)] if self.held_by else []
        if isinstance(effect, BreakEffect):
            tokens = state.world.var(f"{effect.token} tokens", "int")
            stat = state.stat(str(effect.stat))
            bar = (stat + 1) / 2 if effect.threshold == "half_stat_round_up" else stat
            parts.append(tokens >= bar)
        else:
            parts.append(state.condition(effect.condition))
            if self.held_by or effect.scope in (Scope.SELF, Scope.TARGET):
                parts.append(state.condition(effect.requires))
        return z3.And(parts)

    def words(self) -> str:
        """What the rule says, in the model's words."""
        effect = self.source.effect
        if isinstance(effect, BreakEffect):
            bar = ("half its " if effect.threshold == "half_stat_round_up" else "its ")
            rounding = ", rounded up" if effect.threshold == "half_stat_round_up" else ""
            return f"{effect.token} tokens reach {bar}{effect.stat}{rounding}"
        if effect.condition is None:
            return "always"
        return condition_words(effect.condition)


def changes(rules: Rules) -> tuple[list[Change], list[Change]]:
    """The standing rules that give a status and those that take one away."""
    gains: list[Change] = []
    losses: list[Change] = []
    for source in rules.sources:
        effect = source.effect
        owner = rules.holder.get(id(effect))
        held_by = owner if owner and effect.scope is Scope.SELF else None
        if isinstance(effect, BreakEffect):
            if effect.status and effect.token and effect.stat and standing(effect):
                gains.append(Change(_name(effect.status), source, held_by))
            continue
        if not (isinstance(effect, Grant | Remove) and effect.keyword
                and effect.scope in UNIT_SCOPES and standing(effect)):
            continue
        if isinstance(effect, Remove) and effect.condition is None and effect.requires is None:
            continue  # an unconditional loss is a keyword taken away, not a threshold
        change = Change(_name(effect.keyword), source, held_by)
        (gains if isinstance(effect, Grant) else losses).append(change)
    return gains, losses


def _witness(world: World, model: Any) -> list[str]:
    """The state z3 found, in words: the keywords held, the counts and the stats."""
    out = []
    for name, var in sorted(world.vars.items()):
        value = model.eval(var, model_completion=True)
        if world.z3.is_bool(var):
            if world.z3.is_true(value):
                out.append(world.shown.get(name, name))
        elif name.endswith(" tokens"):
            out.append(f"{value} {name}")
        elif name.endswith(" (printed)"):
            out.append(f"{name.removesuffix(' (printed)')} {value} as printed")
        elif not (name.startswith("count of ") and str(value) == "0"):
            out.append(f"{name} {value}")
    return out


def _ask(gain: Change, loss: Change, rules: Rules, plain: bool) -> tuple[Verdict, list[str]]:
    """Whether one state meets the gain (the status lacked) and the loss (the status held);
    with ``plain``, in the plainest such state: no keyword but those the two rules need, no
    other fact, and no count above 0."""
    solver = make_solver()
    world = World(rules, solver)
    before, after = State(world, {gain.status: False}), State(world, {gain.status: True})
    solver.assert_and_track(gain.holds(before), f"gained: {gain.source.name}")
    solver.assert_and_track(loss.holds(after), f"lost: {loss.source.name}")
    if plain:
        z3 = world.z3
        needed = {f"has {_name(k)}" for k in (gain.held_by, loss.held_by) if k}
        for name, var in list(world.vars.items()):
            if name.startswith("count of "):
                solver.add(var == 0)
            elif z3.is_bool(var) and name not in needed:
                solver.add(z3.Not(var))
    verdict = satisfiable(solver)
    return verdict, (_witness(world, solver.model()) if verdict is Verdict.CONFIRMED else [])


def _flip(gain: Change, loss: Change, rules: Rules) -> Finding | None:
    verdict, seen = _ask(gain, loss, rules, plain=True)
    if verdict is not Verdict.CONFIRMED:
        verdict, seen = _ask(gain, loss, rules, plain=False)
    name = getattr(gain.source.effect, "status", None) or getattr(gain.source.effect,
                                                                  "keyword", gain.status)
    fid = f"interaction:flip:{name}:{gain.source.name}:{loss.source.name}"
    if verdict is Verdict.REFUTED:
        return None
    cites = tuple(dict.fromkeys((gain.source.cite, loss.source.cite)))
    if verdict is Verdict.UNKNOWN:
        return Finding(f"{fid}:unknown", CHECK,
                       f"could not decide whether {name} can be gained and lost at once",
                       cites[0], None, rules.key(gain.source), inconclusive=True, kind=Kind.DATA,
                       citations=cites)
    state = ", ".join(seen)
    return Finding(
        fid, CHECK,
        f"{name} flips back and forth: {gain.source.name} gives it when {gain.words()}, "
        f"and {loss.source.name} takes it away when {loss.words()}; both hold at once for a "
        f"unit with {state}, so it gains {name}, loses it at once, and gains it again",
        cites[0], None, rules.key(gain.source), kind=Kind.FLIP, citations=cites,
        facts=facts(status=name, gained_by=gain.source.name, gained_when=gain.words(),
                    lost_by=loss.source.name, lost_when=loss.words()))


def status_flips(rules: Rules) -> Iterator[Finding]:
    """Every pair of a standing gain and a standing loss of one status that some state meets
    at once."""
    gains, losses = changes(rules)
    for gain in gains:
        for loss in losses:
            if loss.status == gain.status and _name(gain.held_by or "") != gain.status:
                found = _flip(gain, loss, rules)
                if found is not None:
                    yield found


# ---------------------------------------------------- requirements that exclude each other


def _formula(state: State, condition: Condition | None, label: str) -> list[tuple[str, Any]]:
    if condition is None:
        return []
    z3 = state.world.z3
    out = [(f"{label} {t}", state.test(t)) for t in condition.all]
    out += [(f"{label} not {t}", z3.Not(state.test(t))) for t in condition.none]
    if condition.any:
        out.append((f"{label} " + " or ".join(str(t) for t in condition.any),
                    z3.Or([state.test(t) for t in condition.any])))
    return out


def _requirements(state: State, source: Source) -> list[tuple[str, Any]]:
    effect = source.effect
    owner = state.world.rules.holder.get(id(effect))
    out: list[tuple[str, Any]] = []
    if owner and effect.scope is Scope.SELF:
        out.append((f"the unit has {source.name}", state.has(owner)))
    if effect.scope in (Scope.SELF, Scope.TARGET):
        out += _formula(state, effect.condition, "when")
        out += _formula(state, effect.requires, "requires")
    return out


def _literals_agree(world: World, formulas: list[Any]) -> bool:
    """Whether ``formulas`` are bare facts or their negations, none negating another, with
    no ban between keywords in play: such a conjunction always can hold (no solver needed)."""
    z3 = world.z3
    if world.banned:
        return False
    seen: dict[str, bool] = {}
    for formula in formulas:
        negated = z3.is_not(formula)
        inner = formula.arg(0) if negated else formula
        if not (z3.is_const(inner) and z3.is_bool(inner)):
            return False
        if seen.setdefault(str(inner), not negated) is negated:
            return False
    return True


def exclusive_requirements(rules: Rules) -> Iterator[Finding]:
    """Every effect whose requirements on the one unit it is about can never all hold."""
    for source in rules.sources:
        effect = source.effect
        if effect.scope not in (Scope.SELF, Scope.TARGET):
            continue
        if not any(c is not None for c in (effect.condition, effect.requires)):
            continue
        solver = make_solver()
        state = State(World(rules, solver))
        needs = _requirements(state, source)
        if _literals_agree(state.world, [f for _, f in needs]):
            continue
        for label, formula in needs:
            solver.assert_and_track(formula, label)
        verdict = satisfiable(solver)
        if verdict is Verdict.CONFIRMED:
            continue
        what = f"{source.name} ({effect.kind})"
        fid = f"interaction:exclusive:{source.name}:{effect.kind}"
        if verdict is Verdict.UNKNOWN:
            yield Finding(f"{fid}:unknown", CHECK,
                          f"could not decide whether the requirements of {what} can all hold",
                          source.cite, None, rules.key(source), inconclusive=True, kind=Kind.DATA)
            continue
        core = sorted(str(c) for c in solver.unsat_core())
        bans = state.world.ban_cites
        cites = [source.cite] + [bans[c] for c in core if c in bans]
        yield Finding(
            fid, CHECK,
            f"{what} can never apply: its requirements exclude each other ({'; '.join(core)})",
            source.cite, None, rules.key(source), kind=Kind.EXCLUSIVE,
            citations=tuple(dict.fromkeys(cites)),
            facts=facts(rule=source.name, effect=effect.kind, requirements=core))


def check_interactions(model: Any) -> list[Finding]:
    """Statuses gained and lost in turn, and rules whose requirements exclude each other,
    over the effects of ``model`` (none on a model without effects)."""
    rules = Rules.of(model)
    if not rules.sources:
        return []
    return [*status_flips(rules), *exclusive_requirements(rules)]
