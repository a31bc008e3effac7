"""The Hogs of War turn: the structure names sequences that exist and can end, setup provides
every fact the first round reads, and every status ends.
"""

from __future__ import annotations

from collections.abc import Iterator

from rulesref.core.sequences import Sequence, Step
from rulesref.games.hogs_of_war.model import (
    HogsOfWar,
)
from rulesref_verify.findings import Finding, Kind

# --------------------------------------------------------------------------- sequences


def _flatten(rules: HogsOfWar, seq_id: str, seen: frozenset[str]
             ) -> Iterator[tuple[Sequence, Step]]:
    seqs = {s.id: s for s in rules.sequences if s.canonical}
    for step in seqs[seq_id].steps:
        yield seqs[seq_id], step
        if step.substeps in seqs and step.substeps not in seen:
            yield from _flatten(rules, step.substeps, seen | {step.substeps})


def check_turn_structure(rules: HogsOfWar) -> list[Finding]:
    """The turn structure names sequences that exist and can end; in the first round every
    fact a step reads is produced by setup or an earlier step."""
    out = []
    ts = rules.structure
    ids = {s.id for s in rules.sequences if s.canonical}
    wanted = [ts.round, *([ts.setup] if ts.setup else []),
              *(st.substeps for s in rules.sequences for st in s.steps if st.substeps)]
    for seq_id in wanted:
        if seq_id not in ids:
            out.append(Finding(f"hogs:structure:missing:{seq_id}", "check_turn_structure",
                               f"no sequence has the id {seq_id!r}", str(ts.cite),
                               "sequences.yaml", seq_id, kind=Kind.UNDEFINED))
    if ts.rounds is None and not ts.end_conditions:
        out.append(Finding("hogs:structure:no-end", "check_turn_structure",
                           "the game has no round limit and no end condition", str(ts.cite),
                           "structure.yaml", "end_conditions", kind=Kind.DEAD_END))
    if out:
        return out
    produced: set[str] = set()
    order = [*(_flatten(rules, ts.setup, frozenset()) if ts.setup else ()),
             *_flatten(rules, ts.round, frozenset({ts.round}))]
    for seq, step in order:
        for fact in step.uses:
            if fact not in produced:
                out.append(Finding(
                    f"hogs:sequence:unavailable:{seq.id}:{step.name}:{fact}",
                    "check_turn_structure",
                    f"{seq.name}: '{step.name}' reads {fact.replace('_', ' ')}, which neither "
                    "setup nor an earlier step of the first round produces",
                    str(seq.cite), "sequences.yaml", step.name, kind=Kind.MISSING))
        produced.update(step.produces)
    return out
