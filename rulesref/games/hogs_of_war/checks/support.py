"""What the Hogs of War checks share: the data file of each part of the model, and helpers.
"""

from __future__ import annotations

from collections.abc import Iterator

from rulesref.core.sequences import Sequence
from rulesref.games.hogs_of_war.model import (
    HogsOfWar,
)
from rulesref_verify.findings import Finding

#: The data file each top-level field of the model comes from (for finding locations).
FILES: dict[str, str] = {
    "board": "lanes.yaml", "range_rule": "lanes.yaml", "deployables": "deployables.yaml",
    "actions": "actions.yaml", "round_rules": "rounds.yaml", "hand_sizes": "hand_sizes.yaml",
    "supply": "supply.yaml", "damage": "damage.yaml", "tokens": "tokens.yaml",
    "card_kinds": "cards.yaml", "named_cards": "cards.yaml", "icons": "cards.yaml",
    "hog_classes": "classes.yaml", "sequences": "sequences.yaml",
    "structure": "structure.yaml", "game_end": "structure.yaml",
    "four_player": "four_player.yaml", "terms": "terms.yaml",
    "components": "components.yaml", "stated_counts": "counts.yaml",
}


def _sequence_names(rules: HogsOfWar) -> Iterator[tuple[str, Sequence]]:
    for seq in rules.sequences:
        for step in seq.steps:
            for name in (*step.grants, *step.removes):
                yield name, seq


def _unique(findings: list[Finding]) -> list[Finding]:
    seen: dict[str, Finding] = {}
    for finding in findings:
        seen.setdefault(finding.id, finding)
    return list(seen.values())
