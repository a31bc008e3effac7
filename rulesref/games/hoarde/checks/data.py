"""The checks of the HOARDE data: the turn's facts and statuses, every name the data uses, and
the clarification about a dealt set.
"""

from __future__ import annotations

from rulesref.core.names import fold
from rulesref.errors import RulesError
from rulesref.games.hoarde.checks.odds_encoding import NUMBERED_CLAIMS, ODDS_READINGS
from rulesref.games.hoarde.checks.support import _guarded, _reading_note, _structure_cite
from rulesref.games.hoarde.lookups import (
    find_attribute,
    find_rule,
    group_of,
    reading_choice,
    rule_value,
    winning_sets,
)
from rulesref.games.hoarde.model import (
    DeckId,
    Hoarde,
)
from rulesref.games.hoarde.states import STATE_READINGS
from rulesref_verify.findings import Finding, Kind, facts

# =========================================================================== data and readings


def check_turn_facts(rules: Hoarde) -> list[Finding]:
    """In Set Up and the first turn, every fact a step uses is produced before it (that every
    status ends is the engine's :func:`~rulesref_verify.lifecycles.check_lifecycles`)."""
    seqs = {s.id: s for s in rules.sequences if s.canonical}
    order = [sid for sid in (rules.structure.setup, rules.structure.round) if sid in seqs]
    out = []
    made: set[str] = set()
    for sid in order:
        seq = seqs[sid]
        for step in seq.steps:
            for fact in step.uses:
                if fact not in made:
                    out.append(Finding(
                        f"hoarde:turn:fact:{sid}:{step.name}:{fact}", "check_turn_facts",
                        f"{seq.name}: '{step.name}' uses {fact.replace('_', ' ')}, which no "
                        "earlier step produces", str(seq.cite), "sequences.yaml", step.name,
                        kind=Kind.CONFLICT))
            made.update(step.produces)
    return out


def _references(rules: Hoarde) -> list[tuple[str, str, str, str]]:
    """(id, message, file, key) for every reference that points at nothing."""
    bad: list[tuple[str, str, str, str]] = []
    seqs = {s.id: s for s in rules.sequences if s.canonical}
    steps = {fold(step.name) for s in seqs.values() for step in s.steps}
    st = rules.structure
    for sid in (st.setup, st.round):
        if sid is not None and sid not in seqs:
            bad.append((f"sequence:{sid}", f"the turn structure names the sequence {sid!r}, "
                        "which does not exist", "structure.yaml", sid))
    names: list[tuple[str, str]] = [(c.at, f"end condition {c.name}")
                                    for c in st.end_conditions if c.at]
    for change in st.round_changes:
        names += [(n, f"rule change {change.source}") for n in (*change.adds, *change.skips)]
        if change.after:
            names.append((change.after, f"rule change {change.source}"))
    for step_name, owner in names:
        if fold(step_name) not in steps:
            bad.append((f"step:{step_name}", f"{owner} names the step {step_name!r}, which no "
                        "sequence has", "structure.yaml", step_name))
    for statement in rules.odds:
        if statement.claim in NUMBERED_CLAIMS and statement.value is None:
            bad.append((f"odds-value:{statement.id}", f"the odds statement {statement.id!r} "
                        "states a number but has no value", "odds.yaml", statement.id))
        elif statement.claim not in NUMBERED_CLAIMS and statement.attribute is None:
            bad.append((f"odds-attribute:{statement.id}", f"the odds statement "
                        f"{statement.id!r} compares an attribute but names none", "odds.yaml",
                        statement.id))
    attrs = [(k.attribute, "winning_sets.yaml") for k in rules.winning_sets]
    attrs += [(s.attribute, "odds.yaml") for s in rules.odds if s.attribute]
    attrs += [(g.attribute, "decks.yaml") for d in rules.decks for g in d.composition.groups]
    for name, file in attrs:
        try:
            find_attribute(rules, name)
        except RulesError as exc:
            bad.append((f"attribute:{name}", str(exc), file, name))
    for reading_id, enum_cls in {**ODDS_READINGS, **STATE_READINGS}.items():
        try:
            reading_choice(rules, reading_id, enum_cls)
        except RulesError as exc:
            bad.append((f"reading-choice:{reading_id}", str(exc), "readings.yaml", reading_id))
    for rule_id in ("deal", "set_size"):
        try:
            if rule_value(rules, rule_id) < 1:
                bad.append((f"rule:{rule_id}", f"the {rule_id} rule needs a number of at "
                            "least 1", "game_rules.yaml", rule_id))
        except RulesError as exc:
            bad.append((f"rule:{rule_id}", str(exc), "game_rules.yaml", rule_id))
    ids = {d.id for d in rules.decks}
    for deck_id in DeckId:
        if deck_id not in ids:
            bad.append((f"deck:{deck_id.value}", f"no {deck_id.value} deck is defined",
                        "decks.yaml", deck_id.value))
    return bad


def check_references(rules: Hoarde) -> list[Finding]:
    """Every name the data uses (sequences, steps, attributes, rules, decks) points at
    something defined, and the readings the code acts on have usable choices (the engine's
    reading check covers the names of readings)."""
    return [Finding(f"hoarde:reference:{ref}", "check_references", message,
                    _structure_cite(rules), file, key, kind=Kind.CONFLICT)
            for ref, message, file, key in _references(rules)]


def _clarification_cite(rules: Hoarde) -> str:
    try:
        return str(find_rule(rules, "win_at_end_of_turn").cite)
    except RulesError:
        return _structure_cite(rules)


def check_dealt_set(rules: Hoarde) -> list[Finding]:
    """Clarifications say a dealt set must lose a card in the first turn. Where a value is
    on more cards than a set needs, the card picked up can restore the set, so that first
    turn can still win: reported with the reading the model takes."""
    def run() -> list[Finding]:
        out = []
        for deck in rules.decks:
            spare = []
            for kind in winning_sets(rules, deck.id):
                group = group_of(deck, kind.attribute)
                if group is not None and group.copies > kind.size:
                    spare.append(f"{kind.attribute} ({group.copies} cards, sets of {kind.size})")
            if spare:
                out.append(Finding(
                    f"hoarde:clarification:dealt-set:{deck.id.value}", "check_dealt_set",
                    f"{deck.name}: a dealt set of {', '.join(spare)} can be completed again by "
                    "the card picked up in the first turn, so that turn can still end in a "
                    f"win; {_reading_note(rules, 'dealt-set-first-turn')}",
                    _clarification_cite(rules), "readings.yaml", "dealt-set-first-turn",
                    facts=facts(deck=deck.id.value, sets=spare), kind=Kind.CONFLICT,
                    assumes="dealt-set-first-turn"))
        return out
    return _guarded("check_dealt_set", run, _structure_cite(rules))
