"""Every effect of a model with the named, cited rule it belongs to, walked once per model:
the engine's checks that read effects by rule (:func:`rulesref_verify.claims.effect_sources`
with a rule's ``name`` or a table row's ``result``) share one walk in a run."""

from __future__ import annotations

from typing import Any

from rulesref_verify.claims import Source, effect_sources

#: The last models walked, by identity, with their sources (a run checks one model at a time).
_WALKED: list[tuple[Any, tuple[Source, ...]]] = []


def rule_sources(rules: Any) -> tuple[Source, ...]:
    """Every effect in ``rules`` with the nearest record above it that has a ``name`` or a
    ``result`` and a citation, walked once for each model."""
    for model, sources in _WALKED:
        if model is rules:
            return sources
    sources = tuple(effect_sources(rules, ("name", "result")))
    _WALKED[:] = [(rules, sources), *_WALKED[:1]]
    return sources
