"""Hobgoblin (Electi Studio, early access v2, 2023): the flagship ruleset."""

from __future__ import annotations

from rulesref.games.hobgoblin.loading import load

__all__ = ["load"]
