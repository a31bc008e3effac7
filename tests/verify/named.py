"""A named, cited rule holding effects: the smallest record the engine's effect walk
(:func:`rulesref_verify.claims.effect_sources`) finds, for toy models in the check tests."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation


@dataclass(frozen=True)
class Rule:
    """A rule by name, with its citation and effects."""

    name: str
    cite: Citation
    effects: tuple[object, ...]
