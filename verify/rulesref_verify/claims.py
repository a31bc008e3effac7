"""The claim check: what a book asserts in prose (:class:`rulesref.core.claims.Claim`), held
against the rules' own effects. Game-agnostic: any model with a ``claims`` field gets it.

- ``never_ignored``: an effect that lets something disregard the claim's subject (an
  :class:`~rulesref.core.effects.Ignore` whose rule names it) contradicts the claim.
- ``always_held``: z3 looks for a state in which every player is forbidden from holding the
  subject (the :class:`~rulesref.core.effects.Action` effects ``hold_token`` with
  ``allowed: false``), each player's side bringing any of the rules that forbid it. Such a
  state contradicts a claim that one player always holds it; the finding names the rules each
  player brings. UNKNOWN from the solver is reported as inconclusive, never as a pass.
- ``worked_example``: every printing of the counting rule the example names (the model's
  ``printed_formulas`` with that topic) is worked through on the quantity the example gives
  for what it counts; a printing that gives another number than the example's contradicts
  it. A printing that counts something the example does not give is not compared; an example
  that names no printed rule, or gives nothing any printing counts, is inconclusive.
- ``example_steps``: each step of a worked example that goes through items one at a time
  acts on the item it is about; a step whose instruction names another item contradicts the
  procedure the example illustrates (cited with it).
- ``best_against`` / ``worst_against``: the model's match-ups (``matchups()``, records of
  :class:`rulesref.core.matchups.Matchup`) of the claim's subject are compared: another
  opponent the subject does as well or better against (as badly or worse, for worst)
  contradicts the claim, citing the table. A claim whose subject or opponent the match-ups do
  not hold is a gap in the model (:attr:`~rulesref_verify.findings.Finding.gap`), listed
  for its maintainers, never a finding and never a pass.
- ``only_during``: every effect the claim's ``matches`` terms pick out must be placed (its
  ``at``, or its trigger's phase) in the phase or step ``within`` or in a step of it (the
  canonical sequences say which steps a phase holds); one placed elsewhere contradicts the
  claim, citing its rule. An effect an event sets off (a trigger with no phase) is placed
  where the canonical sequences let that event happen (their steps' ``occurs``, each with its
  citation) and, for the game's end, at the close of the round's last step (where the game
  ends when its rounds run out) and at each end condition that is not a player's own choice
  (a surrender ends the game outside play, so it places nothing); a place outside ``within``
  contradicts the claim, citing the rule and where the book lets the event happen. An effect
  placed nowhere even so is a gap in the model.
- ``chance_rises`` / ``chance_falls``: the chance that the effects ``matches`` picks out may
  apply, worked out round by round from their own conditions (:mod:`rulesref_verify.chances`),
  must be higher (lower) in the last round than in the first; otherwise the claim is
  contradicted, citing the rule and giving the chance in every round.

Each finding cites the claim and every rule it rests on.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterator
from typing import Any

from rulesref.core.claims import ClaimKind
from rulesref.core.effects import Action, Ignore
from rulesref.core.effects.targeting import Event
from rulesref.core.names import fold
from rulesref.core.searchrank import words
from rulesref_verify.findings import Finding, Kind, Verdict, facts
from rulesref_verify.solver import make_solver, satisfiable

#: Players the always-held check considers (the games' head-to-head form).
PLAYERS = 2


@dataclasses.dataclass(frozen=True, slots=True)
class Source:
    """A named rule (a keyword, a card, a rule of play) and one of its effects."""

    name: str
    cite: str
    effect: Any


def effect_sources(model: Any, names: tuple[str, ...] = ("name",)) -> Iterator[Source]:
    """Every effect in ``model``, with the nearest record above it that has a name (its
    first field of ``names`` that holds one) and a citation."""
    seen: set[int] = set()

    def walk(value: Any, owner: tuple[str, str] | None) -> Iterator[Source]:
        if id(value) in seen:
            return
        if isinstance(value, (Ignore, Action)) or (
                dataclasses.is_dataclass(value) and hasattr(value, "kind")
                and type(value).__module__.startswith("rulesref.core.effects")):
            if owner is not None:
                yield Source(owner[0], owner[1], value)
            return
        if isinstance(value, (tuple, list)):
            for item in value:
                yield from walk(item, owner)
            return
        if not dataclasses.is_dataclass(value) or isinstance(value, type):
            return
        seen.add(id(value))
        name = next((n for n in (getattr(value, f, None) for f in names)
                     if isinstance(n, str)), None)
        cite = getattr(value, "cite", None)
        if isinstance(name, str) and cite is not None:
            owner = (name, str(cite))
        for field in dataclasses.fields(value):
            yield from walk(getattr(value, field.name, None), owner)

    yield from walk(model, None)


def _never_ignored(claim: Any, sources: list[Source]) -> Iterator[Finding]:
    subject = set(words(claim.subject))
    for source in sources:
        effect = source.effect
        if not isinstance(effect, Ignore):
            continue
        named = " ".join(x for x in (effect.rule, effect.keyword, effect.trait) if x)
        if subject and subject <= set(words(named)):
            yield Finding(
                f"claim:{claim.id}:{source.name}", "check_claims",
                f"{source.name} lets a unit disregard {named}, yet the book claims (in our "
                f"words): {claim.says}", str(claim.cite), None, claim.id, kind=Kind.CONFLICT,
                citations=(source.cite,),
                facts=facts(claim=claim.id, rule=source.name, ignores=named))


def _always_held(claim: Any, sources: list[Source]) -> Iterator[Finding]:
    forbidding = [s for s in sources if isinstance(s.effect, Action)
                  and s.effect.action == "hold_token" and not s.effect.allowed
                  and s.effect.token is not None
                  and set(words(s.effect.token)) == set(words(claim.subject))]
    if not forbidding:
        return
    import z3

    solver = make_solver()
    brings = {(p, s.name): z3.Bool(f"player{p + 1} has {s.name}")
              for p in range(PLAYERS) for s in forbidding}
    for p in range(PLAYERS):
        solver.assert_and_track(z3.Or([brings[p, s.name] for s in forbidding]),
                                f"player {p + 1} may not hold {claim.subject}")
    verdict = satisfiable(solver)
    if verdict is Verdict.REFUTED:
        return
    if verdict is Verdict.UNKNOWN:
        yield Finding(f"claim:{claim.id}:unknown", "check_claims",
                      f"could not decide whether every player can be kept from holding "
                      f"{claim.subject}", str(claim.cite), None, claim.id, inconclusive=True,
                      kind=Kind.DATA)
        return
    model = solver.model()
    per_player = [sorted({s.name for s in forbidding if z3.is_true(
        model.eval(brings[p, s.name], model_completion=True))}) for p in range(PLAYERS)]
    names = sorted({s.name for s in forbidding})
    state = "; ".join(f"player {p + 1} has {' and '.join(n)}" for p, n in enumerate(per_player))
    yield Finding(
        f"claim:{claim.id}", "check_claims",
        f"no player may hold the {claim.subject} token when {state} (forbidden by "
        f"{', '.join(names)}), yet the book claims (in our words): {claim.says}",
        str(claim.cite), None, claim.id, kind=Kind.CONFLICT,
        citations=tuple(dict.fromkeys(s.cite for s in forbidding)),
        facts=facts(claim=claim.id, forbidden_by=names, players=PLAYERS))


def _number(value: float) -> str:
    return f"{value:g}"


def _worked_example(claim: Any, formulas: Any) -> Iterator[Finding]:
    printings = [f for f in formulas if fold(f.topic) == fold(claim.subject)]
    given = {fold(g.quantity): g.value for g in claim.given}
    compared = [(f, given[fold(f.counts)]) for f in printings if fold(f.counts) in given]
    if not compared or claim.result is None:
        yield Finding(f"claim:{claim.id}:unknown", "check_claims",
                      f"the example names the rule '{claim.subject}', but no printing of it "
                      "counts a quantity the example gives", str(claim.cite), None, claim.id,
                      inconclusive=True, kind=Kind.DATA)
        return
    wrong = [(f, q, f.value(q)) for f, q in compared if abs(f.value(q) - claim.result) > 1e-9]
    if not wrong:
        return
    said = "; ".join(
        f"{f.cite.short()} gives {_number(got)} for {_number(q)} {f.counts} "
        f"({_number(f.amount)} per {'full ' if f.rounding == 'down' else ''}{_number(f.per)})"
        for f, q, got in wrong)
    yield Finding(
        f"claim:{claim.id}", "check_claims",
        f"{claim.subject}: the example ({claim.cite.short()}) says {_number(claim.result)}, "
        f"but the rule as printed does not: {said}. The example (in our words): {claim.says}",
        str(claim.cite), None, claim.id, kind=Kind.CONFLICT,
        citations=tuple(dict.fromkeys((str(claim.cite), *(str(f.cite) for f, _, _ in wrong)))),
        facts=facts(claim=claim.id, example_gives=claim.result,
                    printings=sorted(f"{f.counts} {q:g} -> {got:g} @ {f.cite.short()}"
                                     for f, q, got in wrong)))


def _example_steps(claim: Any) -> Iterator[Finding]:
    wrong = [(n, step) for n, step in enumerate(claim.steps, 1)
             if fold(step.about) != fold(step.acts_on)]
    if not wrong:
        return
    said = "; ".join(f"step {n} is about {step.about} but tells you to act on {step.acts_on}"
                     for n, step in wrong)
    where = f" ({claim.procedure_cite.short()})" if claim.procedure_cite is not None else ""
    yield Finding(
        f"claim:{claim.id}", "check_claims",
        f"{claim.subject}: the worked example ({claim.cite.short()}) does not follow the "
        f"procedure{where}, which takes one item at a time: {said}",
        str(claim.cite), None, claim.id, kind=Kind.CONFLICT,
        citations=tuple(dict.fromkeys(
            (str(claim.cite), *([str(claim.procedure_cite)] if claim.procedure_cite else [])))),
        facts=facts(claim=claim.id, steps=[f"{n}: {s.about} -> {s.acts_on}"
                                           for n, s in wrong]))


def _compared(claim: Any, matchups: Any) -> Iterator[Finding]:
    best = claim.kind is ClaimKind.BEST_AGAINST
    side = {fold(m.against): m for m in matchups if fold(m.side) == fold(claim.subject)}
    named = side.get(fold(claim.against or ""))
    if named is None or len(side) < 2:
        yield Finding(f"claim:{claim.id}:unknown", "check_claims",
                      f"the model holds no match-ups of {claim.subject} against "
                      f"{claim.against} and another opponent to compare (a gap in the model)",
                      str(claim.cite), None, claim.id, kind=Kind.DATA, gap=True)
        return
    rivals = sorted((m for key, m in side.items() if key != fold(named.against)
                     and (m.score >= named.score if best else m.score <= named.score)),
                    key=lambda m: m.against)
    if not rivals:
        return
    said = ", ".join(f"{m.against} {_shown(m)}" for m in rivals)
    yield Finding(
        f"claim:{claim.id}", "check_claims",
        f"{claim.subject} against {named.against}: {_shown(named)}, yet it does as "
        f"{'well or better' if best else 'badly or worse'} against {said}, while the book "
        f"claims (in our words): {claim.says}", str(claim.cite), None, claim.id,
        kind=Kind.CONFLICT,
        citations=tuple(dict.fromkeys(
            (str(claim.cite), str(named.cite), *(str(m.cite) for m in rivals)))),
        facts=facts(claim=claim.id, named=f"{named.against} {_shown(named)}",
                    rivals=[f"{m.against} {_shown(m)}" for m in rivals]))


def _shown(matchup: Any) -> str:
    return matchup.printed or _number(matchup.score)


def _value(effect: Any, field: str) -> str | None:
    value = getattr(effect, field, None)
    if value is None:
        return None
    return str(value.value) if isinstance(value, enum.Enum) else str(value)


def _picked(effect: Any, terms: tuple[str, ...]) -> bool:
    """Whether ``effect`` meets every ``field=value`` / ``field!=value`` term; a term with no
    ``=``, or about a field the effect's record lacks, picks nothing (a misspelt field must
    not turn a ``!=`` term into one every effect meets)."""
    for term in terms:
        negated = "!=" in term
        field, sign, wanted = term.partition("!=" if negated else "=")
        if not sign or not hasattr(effect, field.strip()):
            return False
        if (_value(effect, field.strip()) == wanted.strip()) == negated:
            return False
    return True


def _steps_within(name: str, sequences: Any) -> set[str]:
    """``name`` and every step of it, at any depth, by the canonical sequences."""
    canonical = {s.id: s for s in sequences if getattr(s, "canonical", True)}
    found, todo = {fold(name)}, [name]
    while todo:
        current = fold(todo.pop())
        for sequence in canonical.values():
            for step in sequence.steps:
                detail = canonical.get(step.substeps or "")
                if fold(step.name) == current and detail is not None:
                    new = [s.name for s in detail.steps if fold(s.name) not in found]
                    found.update(fold(n) for n in new)
                    todo.extend(new)
    return found


#: How a finding words the events that place effects most often.
EVENT_SAID = {Event.MOVED: "a unit moves", Event.GAME_ENDS: "the game ends",
              Event.DEPLOYED: "a unit is set up", Event.ROLL_MADE: "a roll is made"}


def _said(event: Any) -> str:
    """An event, as a clause (``a unit moves``)."""
    return EVENT_SAID.get(event, f"'{event.value}' happens")


@dataclasses.dataclass(frozen=True, slots=True)
class Place:
    """A phase or step where an event can happen, and where the book says so."""

    step: str
    cite: str


def _event_places(event: Any, sequences: Any, structure: Any) -> list[Place]:
    """Where the canonical sequences (and, for the game's end, the turn structure) let
    ``event`` happen."""
    canonical = [s for s in sequences if getattr(s, "canonical", True)]
    places = [Place(step.name, str(occurrence.cite)) for sequence in canonical
              for step in sequence.steps for occurrence in getattr(step, "occurs", ())
              if occurrence.event is event]
    if event is not Event.GAME_ENDS or structure is None:
        return places
    round_id = getattr(structure, "round", None)
    rounds = next((s for s in canonical if s.id == round_id and s.steps), None)
    if rounds is None:
        return places
    if getattr(structure, "rounds", None) is not None:
        places.append(Place(rounds.steps[-1].name, str(structure.cite)))
    for end in getattr(structure, "end_conditions", ()):
        if end.voluntary:
            continue
        names = [end.at] if end.at is not None else [s.name for s in rounds.steps]
        places.extend(Place(name, str(end.cite)) for name in names)
    return places


def _only_during(claim: Any, sources: list[Source], sequences: Any,
                 structure: Any) -> Iterator[Finding]:
    allowed = _steps_within(claim.within or "", sequences)
    picked = 0
    for source in sources:
        effect = source.effect
        if not claim.matches or not _picked(effect, claim.matches):
            continue
        picked += 1
        trigger = getattr(effect, "trigger", None)
        place = getattr(effect, "at", None) or getattr(trigger, "phase", None)
        if place is not None:
            if fold(str(place)) not in allowed:
                yield Finding(
                    f"claim:{claim.id}:{source.name}", "check_claims",
                    f"{source.name} places {claim.subject} in {place}, outside "
                    f"{claim.within}, yet the book claims (in our words): {claim.says}",
                    str(claim.cite), None, claim.id, kind=Kind.CONFLICT,
                    citations=(source.cite,),
                    facts=facts(claim=claim.id, rule=source.name, at=place,
                                within=claim.within))
            continue
        event = getattr(trigger, "event", None)
        places = [] if event is None else _event_places(event, sequences, structure)
        if event is None or not places:
            yield Finding(
                f"claim:{claim.id}:{source.name}:unplaced", "check_claims",
                f"{source.name} ({claim.subject}) has no phase or step in the model, so the "
                f"claim that it happens only during {claim.within} cannot be held to it (a "
                "gap in the model)", str(claim.cite), None, claim.id, kind=Kind.DATA,
                citations=(source.cite,), gap=True)
            continue
        outside = [p for p in places if fold(p.step) not in allowed]
        if not outside:
            continue
        steps = list(dict.fromkeys(p.step for p in outside))
        yield Finding(
            f"claim:{claim.id}:{source.name}", "check_claims",
            f"{source.name} brings about {claim.subject} when {_said(event)}, which the "
            f"rules let happen in {' and '.join(steps)}, outside {claim.within}, yet the "
            f"book claims (in our words): {claim.says}", str(claim.cite), None, claim.id,
            kind=Kind.CONFLICT,
            citations=tuple(dict.fromkeys((source.cite, *(p.cite for p in outside)))),
            facts=facts(claim=claim.id, rule=source.name, on=event.value, at=steps,
                        within=claim.within))
    if not picked:
        yield _unmatched(claim, f"the claim that it happens only during {claim.within}")


def _unmatched(claim: Any, held: str) -> Finding:
    """The gap when a claim's ``matches`` terms pick out no effect: ``held`` (the claim, in
    words) is held to nothing."""
    return Finding(
        f"claim:{claim.id}:unmatched", "check_claims",
        f"no effect in the model is {claim.subject} by the claim's terms "
        f"({', '.join(claim.matches) or 'none given'}), so {held} is held to nothing (a gap "
        "in the model)", str(claim.cite), None, claim.id, kind=Kind.DATA, gap=True)


def _on_chance(claim: Any, sources: list[Source], structure: Any) -> Iterator[Finding]:
    from rulesref_verify.chances import chance_claim

    picked = [s for s in sources if claim.matches and _picked(s.effect, claim.matches)]
    if not picked:
        yield _unmatched(claim, "the claim on its chance")
        return
    yield from chance_claim(claim, picked, getattr(structure, "rounds", None))


def check_claims(model: Any) -> list[Finding]:
    """Every claim the model records, held against the rules' effects."""
    claims = getattr(model, "claims", ())
    if not claims:
        return []
    sources = list(effect_sources(model)) if any(
        c.kind in (ClaimKind.NEVER_IGNORED, ClaimKind.ALWAYS_HELD, ClaimKind.ONLY_DURING,
                   ClaimKind.CHANCE_RISES, ClaimKind.CHANCE_FALLS)
        for c in claims) else []
    table = getattr(model, "matchups", None)
    matchups = tuple(table()) if callable(table) and any(
        c.kind in (ClaimKind.BEST_AGAINST, ClaimKind.WORST_AGAINST) for c in claims) else ()
    out: list[Finding] = []
    for claim in claims:
        if claim.kind is ClaimKind.NEVER_IGNORED:
            out.extend(_never_ignored(claim, sources))
        elif claim.kind is ClaimKind.ALWAYS_HELD:
            out.extend(_always_held(claim, sources))
        elif claim.kind is ClaimKind.WORKED_EXAMPLE:
            out.extend(_worked_example(claim, getattr(model, "printed_formulas", ())))
        elif claim.kind is ClaimKind.EXAMPLE_STEPS:
            out.extend(_example_steps(claim))
        elif claim.kind is ClaimKind.ONLY_DURING:
            out.extend(_only_during(claim, sources, getattr(model, "sequences", ()),
                                    getattr(model, "structure", None)))
        elif claim.kind in (ClaimKind.BEST_AGAINST, ClaimKind.WORST_AGAINST):
            out.extend(_compared(claim, matchups))
        elif claim.kind in (ClaimKind.CHANCE_RISES, ClaimKind.CHANCE_FALLS):
            out.extend(_on_chance(claim, sources, getattr(model, "structure", None)))
    return out
