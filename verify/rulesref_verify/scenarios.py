"""Scenario completeness and the play variants' references, over the typed scenario records
of :mod:`rulesref.core.scenarios`. Game-agnostic: any model with ``scenarios`` (and
``play_variants``) fields gets these checks from the engine without naming them; they read
the model's ``sequences`` and ``structure`` (:mod:`rulesref.core.sequences`) where it has them.

- :func:`check_scenario_roles`: every role a scenario names is handed out somehow.
- :func:`check_scenario_owners`: scoring that goes to whoever placed (or owns) a marker has
  markers someone places and owns.
- :func:`check_marker_owners`: markers a rule calls someone's (friendly, enemy) are markers
  the scenario has, and someone owns them.
- :func:`check_scenario_moments`: every scoring moment is one the game has: the battle round,
  the end of the game, any time, or a phase or step some printing of the sequences names.
- :func:`check_named_moments`: every span of play the book names by a word of its own
  (``the end of any turn``, in the model's ``named_moments``) is one the game has.
- :func:`check_scenario_end`: the game can end with a winner as the scenario says (VP to win
  on VP, a winning condition to win on one), and no win is checked before play starts.
- :func:`check_variant_steps`: every step a play variant removes, replaces, changes or adds
  after is a step of the sequence it names.
- :func:`check_variant_actors`: a step a play variant changes is carried out by whom the
  core step says, unless the variant says it changes who does it.
- :func:`check_variant_roles`: a play variant that does without a role (a game master) says
  who does instead each step whose actor is that role (it removes, replaces or changes it).
- :func:`check_variant_bans`: a play variant that bars a kind of rule from acting on some
  holders (no card played on oneself) says what becomes of a rule of that kind that acts on
  no one else.

Each finding cites the scenario (or variant) and, where it compares with the sequences, the
sequence too; its key (``scenarios.<id>``) names the model's field, so the report finds its
data file. The records transcribe what the book prints; these checks derive the faults.
"""

from __future__ import annotations

from typing import Any

from rulesref.core.effects.frame import Scope
from rulesref.core.names import fold
from rulesref_verify.findings import Finding, Kind, facts

#: Moments every game of rounds has, besides its phases and steps.
GENERAL_MOMENTS = frozenset({"round", "game end", "any time"})
#: Who scores when the scoring belongs to whoever put a marker down or owns it.
MARKER_PARTIES = frozenset({"placer", "placer_opponent"})


def _scenarios(rules: Any) -> tuple[Any, ...]:
    return tuple(getattr(rules, "scenarios", ()))


def _sequences(rules: Any) -> tuple[Any, ...]:
    return tuple(getattr(rules, "sequences", ()))


def _structure(rules: Any, part: str) -> str | None:
    """The id of the model's round (``round``) or set-up (``setup``) sequence, if it has one."""
    return getattr(getattr(rules, "structure", None), part, None)


def check_scenario_roles(rules: Any) -> list[Finding]:
    """Every role of every scenario has a way of being handed out."""
    out = []
    for scenario in _scenarios(rules):
        for role in scenario.roles:
            if role.assigned is None:
                out.append(Finding(
                    f"scenario:role:{scenario.id}:{role.name}", "check_scenario_roles",
                    f"{scenario.name}: nothing says who plays the {role.name}",
                    str(scenario.cite), None, f"scenarios.{scenario.id}", kind=Kind.MISSING,
                    facts=facts(scenario=scenario.id, role=role.name)))
    return out


def check_scenario_owners(rules: Any) -> list[Finding]:
    """Scoring for a marker's placer or owner has markers that someone places and owns."""
    out = []
    for scenario in _scenarios(rules):
        markers = scenario.setup.markers
        placed = [m for m in markers if m.placed_by is not None]
        for scoring in scenario.scoring:
            if scoring.for_whom not in MARKER_PARTIES or placed:
                continue
            what = ", ".join(m.name for m in markers) or "no markers at all"
            out.append(Finding(
                f"scenario:owner:{scenario.id}:{fold(scoring.what)}", "check_scenario_owners",
                f"{scenario.name}: '{scoring.what}' scores for the player who placed the "
                f"markers, but nobody is said to place them ({what})", str(scenario.cite),
                None, f"scenarios.{scenario.id}", kind=Kind.MISSING,
                facts=facts(scenario=scenario.id, scoring=scoring.what,
                            markers=[m.name for m in markers])))
    return out


def _marker_key(name: str) -> str:
    """A marker name folded, singular (``Objective Markers`` is ``objective marker``)."""
    return fold(name).removesuffix("s")


def check_marker_owners(rules: Any) -> list[Finding]:
    """A rule that calls a scenario's markers friendly or enemy (someone's) needs markers of
    that name in the scenario with an owner: with none of that name the reference is
    dangling; with no owner given, which markers it means is unknown. A play variant's own
    objectives (its ``markers`` and ``marker_references``) are held to the same."""
    out = []
    placing = [(s, s.setup.markers, f"scenarios.{s.id}") for s in _scenarios(rules)]
    placing += [(v, getattr(v, "markers", ()), f"play_variants.{v.id}")
                for v in getattr(rules, "play_variants", ())]
    for scenario, markers, field in placing:
        for ref in getattr(scenario, "marker_references", ()):
            named = [m for m in markers if _marker_key(m.name) == _marker_key(ref.marker)]
            if named and any(m.owner is not None for m in named):
                continue
            cites = tuple(dict.fromkeys((str(ref.cite), str(scenario.cite))))
            plural = ref.marker if ref.marker.endswith("s") else f"{ref.marker}s"
            if named:
                placed = "; ".join(
                    f"placed by {m.placed_by.replace('_', ' ') if m.placed_by else 'nobody said'}"
                    for m in named)
                message = (f"{scenario.name}: its {ref.by} ({ref.cite.short()}) count a "
                           f"{ref.side} {ref.marker}, but nothing says whose the {plural} "
                           f"are ({placed}), so which ones count is unknown")
                kind = Kind.MISSING
            else:
                message = (f"{scenario.name}: its {ref.by} ({ref.cite.short()}) count a "
                           f"{ref.side} {ref.marker}, but the scenario places no "
                           f"{plural}")
                kind = Kind.DANGLING
            out.append(Finding(
                f"scenario:marker-owner:{scenario.id}:{_marker_key(ref.marker)}:{ref.side}",
                "check_marker_owners", message, cites[0], None, field,
                kind=kind, citations=cites,
                facts=facts(scenario=scenario.id, marker=ref.marker, side=ref.side,
                            markers=[m.name for m in named])))
    return out


def _moments(rules: Any) -> dict[str, tuple[str, str]]:
    """Every phase and step any printing names, folded, with its sequence's id and
    citation."""
    found: dict[str, tuple[str, str]] = {}
    for sequence in _sequences(rules):
        found.setdefault(fold(sequence.name), (sequence.id, str(sequence.cite)))
        for step in sequence.steps:
            found.setdefault(fold(step.name), (sequence.id, str(sequence.cite)))
    return found


def check_scenario_moments(rules: Any) -> list[Finding]:
    """Every scoring moment is one the game has."""
    moments = _moments(rules)
    round_id = _structure(rules, "round")
    battle = next((s for s in _sequences(rules) if s.canonical and s.id == round_id), None)
    out = []
    for scenario in _scenarios(rules):
        for scoring in scenario.scoring:
            at = fold(scoring.at)
            if at in GENERAL_MOMENTS or at in moments:
                continue
            also = f"; the {scoring.outcome} it gives can never be checked" \
                if scoring.outcome == "win" else ""
            out.append(Finding(
                f"scenario:moment:{scenario.id}:{at}", "check_scenario_moments",
                f"{scenario.name}: '{scoring.what}' is checked at each {scoring.at}, a moment "
                f"the game does not have (it has rounds, phases and steps){also}",
                str(scenario.cite), None, f"scenarios.{scenario.id}", kind=Kind.UNDEFINED,
                citations=(str(battle.cite),) if battle is not None else (),
                facts=facts(scenario=scenario.id, at=scoring.at, outcome=scoring.outcome)))
    return out


def check_named_moments(rules: Any) -> list[Finding]:
    """Every span of play the book names by a word of its own (``turn``) is one the game has:
    the round (any word of the round sequence's name, which is how the book calls it), the
    game, or a phase or step some printing names, or what a step's name counts in its last
    word when that word is plural (a step named ``Knight turns`` is made of turns). One
    finding per word, naming every place."""
    from rulesref_verify.terms import singular

    named = tuple(getattr(rules, "named_moments", ()))
    if not named:
        return []
    moments = _moments(rules)
    for sequence in _sequences(rules):
        for step in sequence.steps:
            words, counted = fold(step.name).split(), singular(step.name).split()
            # Only a plural last word says what the step counts (``Knight turns``); a bare
            # noun (``Discard``, ``Draw card``) names what the step does, not a span.
            if words and counted[-1] != words[-1]:
                moments.setdefault(counted[-1], (sequence.id, str(sequence.cite)))
    round_id = _structure(rules, "round")
    battle = next((s for s in _sequences(rules) if s.canonical and s.id == round_id), None)
    round_words = set(fold(battle.name).split()) if battle is not None else set()
    unknown: dict[str, list[Any]] = {}
    for moment in named:
        unit = fold(moment.unit)
        if unit in GENERAL_MOMENTS or unit in moments or (
                round_words and set(unit.split()) <= round_words):
            continue
        unknown.setdefault(unit, []).append(moment)
    out = []
    for unit, places in unknown.items():
        said = "; ".join(f"{m.rule} ({m.cite.short()}): '{m.words}'" for m in places)
        out.append(Finding(
            f"moment:undefined:{unit}", "check_named_moments",
            f"the book counts play in a {places[0].unit}, a span the game does not have (it "
            f"has rounds, phases and steps), at: {said}", str(places[0].cite), None,
            "named_moments", kind=Kind.UNDEFINED,
            citations=tuple(dict.fromkeys((*(str(m.cite) for m in places[1:]),
                                           *([str(battle.cite)] if battle else [])))),
            facts=facts(unit=unit, places=[f"{m.rule}: {m.words}" for m in places])))
    return out


def check_scenario_end(rules: Any) -> list[Finding]:
    """A winner can be found as the scenario says, and no win ends the game during set-up."""
    setup_id = _structure(rules, "setup")
    setup_steps = {fold(step.name) for s in _sequences(rules) if s.id == setup_id
                   for step in s.steps}
    out = []
    for scenario in _scenarios(rules):
        outcomes = {s.outcome for s in scenario.scoring}
        needs = {"most_vp": "vp", "condition": "win"}.get(scenario.end.winner)
        if needs is not None and needs not in outcomes:
            out.append(Finding(
                f"scenario:end:{scenario.id}", "check_scenario_end",
                f"{scenario.name}: the winner is decided by "
                f"{'victory points' if needs == 'vp' else 'a winning condition'}, but nothing "
                f"in the scenario gives {'any' if needs == 'vp' else 'one'}",
                str(scenario.cite), None, f"scenarios.{scenario.id}", kind=Kind.DEAD_END,
                facts=facts(scenario=scenario.id, winner=scenario.end.winner,
                            outcomes=sorted(outcomes))))
        for scoring in scenario.scoring:
            if scoring.outcome == "win" and fold(scoring.at) in setup_steps:
                out.append(Finding(
                    f"scenario:early-end:{scenario.id}:{fold(scoring.at)}",
                    "check_scenario_end",
                    f"{scenario.name}: '{scoring.what}' wins at {scoring.at}, a step of "
                    "setting up: the game could end before it is played",
                    str(scenario.cite), None, f"scenarios.{scenario.id}", kind=Kind.DEAD_END,
                    facts=facts(scenario=scenario.id, at=scoring.at)))
    return out


def check_variant_steps(rules: Any) -> list[Finding]:
    """Every step a play variant removes, replaces, changes or adds after is one some printing
    of that sequence names (a sequence the model does not hold is not checked)."""
    steps: dict[str, set[str]] = {}
    cites: dict[str, str] = {}
    for sequence in _sequences(rules):
        steps.setdefault(sequence.id, set()).update(fold(s.name) for s in sequence.steps)
        if sequence.canonical:
            cites[sequence.id] = str(sequence.cite)
    out = []
    for variant in getattr(rules, "play_variants", ()):
        for change in variant.changes:
            known = steps.get(change.sequence)
            if known is None:
                continue
            named = [change.after] if change.op == "add" else [change.step]
            for step in (s for s in named if s is not None and fold(s) not in known):
                out.append(Finding(
                    f"variant:step:{variant.id}:{change.sequence}:{fold(step)}",
                    "check_variant_steps",
                    f"{variant.name}: it {change.op}s "
                    f"{'a step after ' if change.op == 'add' else ''}'{step}', which no "
                    f"printing of {change.sequence} has",
                    str(change.cite), None, f"play_variants.{variant.id}", kind=Kind.DANGLING,
                    citations=(cites[change.sequence],) if change.sequence in cites else (),
                    facts=facts(variant=variant.id, sequence=change.sequence, step=step)))
    return out


def check_variant_roles(rules: Any) -> list[Finding]:
    """Every step whose actor is a role a play variant does without (the role named in the
    step's ``actor``) is removed, replaced or changed by that variant."""
    out = []
    for variant in getattr(rules, "play_variants", ()):
        gone = {fold(role): role for role in variant.without}
        handled = {(c.sequence, fold(c.step)) for c in variant.changes}
        for sequence in (s for s in _sequences(rules) if s.canonical):
            for step in sequence.steps:
                actor = fold(step.actor or "")
                needed = [role for key, role in gone.items() if key and key in actor]
                if not needed or (sequence.id, fold(step.name)) in handled:
                    continue
                roles = " and ".join(needed)
                out.append(Finding(
                    f"variant:role:{variant.id}:{sequence.id}:{fold(step.name)}",
                    "check_variant_roles",
                    f"{variant.name} is played without the {roles}, but '{step.name}' "
                    f"({sequence.name}) needs the {roles} ({step.actor}); nothing says "
                    "who does it instead", str(variant.cite), None,
                    f"play_variants.{variant.id}", kind=Kind.MISSING,
                    citations=(str(sequence.cite),),
                    facts=facts(variant=variant.id, sequence=sequence.id, step=step.name,
                                roles=needed)))
    return out


def _core_step(rules: Any, sequence: str, name: str) -> tuple[Any, Any] | None:
    """The canonical printing's step that a step named ``name`` in any printing of
    ``sequence`` is (matched as the sequence-printing check matches them), with that
    printing; ``None`` when no printing names it."""
    from rulesref_verify.graphs import match_steps

    printings = [s for s in _sequences(rules) if s.id == sequence]
    base = next((s for s in printings if s.canonical), None)
    if base is None:
        return None
    for seq in sorted(printings, key=lambda s: not s.canonical):
        for i, step in enumerate(seq.steps):
            if fold(step.name) != fold(name):
                continue
            if seq is base:
                return base, step
            j = match_steps(base.steps, seq.steps).get(i)
            return (base, base.steps[j]) if j is not None else None
    return None


def check_variant_actors(rules: Any) -> list[Finding]:
    """A step a play variant changes keeps the core step's actor unless the variant declares
    that it changes it (``declares: [actor]``): a variant whose own text has someone else
    carry the step out, without saying so, changes the step silently. Compared where both
    the core step and the variant's version transcribe who acts."""
    out = []
    for variant in getattr(rules, "play_variants", ()):
        for change in variant.changes:
            if change.op != "change" or change.actor is None \
                    or "actor" in {fold(d) for d in change.declares}:
                continue
            found = _core_step(rules, change.sequence, change.step)
            if found is None or found[1].actor is None:
                continue
            base, step = found
            if fold(step.actor) == fold(change.actor):
                continue
            core_cite = str(step.cite or base.cite)
            out.append(Finding(
                f"variant:actor:{variant.id}:{change.sequence}:{fold(step.name)}",
                "check_variant_actors",
                f"{variant.name}: '{change.step}' is carried out by {change.actor} "
                f"({change.cite.short()}), but the core step '{step.name}' lets only "
                f"{step.actor} do it ({(step.cite or base.cite).short()}), and the variant "
                "does not say it changes who acts",
                str(change.cite), None, f"play_variants.{variant.id}", kind=Kind.CONFLICT,
                citations=(str(change.cite), core_cite),
                facts=facts(variant=variant.id, sequence=change.sequence, step=step.name,
                            core_actor=step.actor, variant_actor=change.actor)))
    return out


#: Whom an effect's scope names, in words (the scopes a bar names most often).
_WHOM = {"player": "the player who uses it", "own": "that player's own units",
         "self": "the unit that has it", "team": "that player's team"}


def _section(cite: str) -> str:
    """The section of a printed citation (``Book, p. 29, Cards Text (rules)``), folded, with
    any printing in brackets left off."""
    return fold(cite.split(", p. ", 1)[-1].split(", ", 1)[-1].split(" (", 1)[0])


def _reaches(effect: Any) -> set[Any]:
    """Whom ``effect`` acts on: its scope, and, where its player may choose whether to hold
    a player token (a choice, not a must), whoever holds it otherwise, the opponent."""
    scope = getattr(effect, "scope", None)
    reach = {scope}
    if getattr(effect, "action", None) == "hold_token" and getattr(effect, "token", None) \
            and getattr(effect, "allowed", False) and not getattr(effect, "required", True) \
            and scope is Scope.PLAYER:
        reach.add(Scope.OPPONENT)
    return reach


def check_variant_bans(rules: Any) -> list[Finding]:
    """A rule that a play variant's bar covers (printed in the section the bar names) and
    whose every effect acts on someone the bar rules out is left with no legal use under the
    variant: unless the variant says so, which of the two gives way is open. One finding per
    variant and rule, citing the bar and the rule."""
    from rulesref_verify.sources import rule_sources

    bans = [(variant, ban) for variant in getattr(rules, "play_variants", ())
            for ban in getattr(variant, "bans", ())]
    if not bans:
        return []
    by_rule: dict[tuple[str, str], list[Any]] = {}
    for source in rule_sources(rules):
        by_rule.setdefault((source.name, source.cite), []).append(source.effect)
    out = []
    for variant, ban in bans:
        barred = set(ban.barred)
        for (name, cite), effects in by_rule.items():
            if _section(cite) != fold(ban.rules_in):
                continue
            scoped = {s for e in effects for s in _reaches(e)}
            scopes = {s for s in scoped if s is not None}
            if len(scopes) < len(scoped) or not scopes <= barred:
                continue
            whom = " or ".join(sorted(_WHOM.get(s.value, s.value) for s in scopes))
            out.append(Finding(
                f"variant:ban:{variant.id}:{name}", "check_variant_bans",
                f"{variant.name} bars the rules of {ban.rules_in} from acting on "
                f"{' or '.join(_WHOM.get(s.value, s.value) for s in ban.barred)} "
                f"({ban.cite.short()}), but {name} acts on {whom} and no one else, so under "
                "the bar it has no legal use; say whether it cannot be played, or whom it "
                "then acts on",
                str(ban.cite), None, f"play_variants.{variant.id}", kind=Kind.CONFLICT,
                citations=(str(ban.cite), cite),
                facts=facts(variant=variant.id, rule=name, scopes=sorted(scopes, key=str),
                            barred=[s.value for s in ban.barred])))
    return out


CHECKS = (check_scenario_roles, check_scenario_owners, check_marker_owners,
          check_scenario_moments, check_named_moments, check_scenario_end, check_variant_steps,
          check_variant_actors, check_variant_roles, check_variant_bans)
"""The scenario and play-variant checks, in report order."""
