"""What the Livestock Uprising checks share: finding ids ``livestock.<check>.<thing>``, the
citation text, and the shipped rules as the default argument.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.games.livestock_uprising.model import (
    LivestockUprising,
)
from rulesref_verify.findings import Finding, Kind, facts

Check = Callable[[LivestockUprising | None], list[Finding]]


def _rules(rules: LivestockUprising | None) -> LivestockUprising:
    if rules is not None:
        return rules
    from rulesref.games.livestock_uprising import load

    return load()


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", names.fold(text)).strip("_")


def _where(cite: Citation) -> str:
    return f"{cite.book}, {cite.section}"


def _finding(check: str, thing: str, message: str, cite: Citation, file: str,
             key: str | None = None, inconclusive: bool = False, *,
             kind: Kind = Kind.CONFLICT, citations: tuple[Citation, ...] = (),
             gap: bool = False, **values: object) -> Finding:
    return Finding(id=f"livestock.{check}.{thing}", check=f"livestock.{check}",
                   message=message, citation=_where(cite), file=file, key=key,
                   inconclusive=inconclusive, facts=facts(values) if values else (),
                   kind=Kind.DATA if inconclusive else kind,
                   citations=tuple(_where(c) for c in (cite, *citations)), gap=gap)


def _faction_name(r: LivestockUprising, name: str) -> str:
    for faction in r.factions:
        if names.fold(name) in {names.fold(n) for n in (faction.name, *faction.aliases)}:
            return faction.name
    return name
