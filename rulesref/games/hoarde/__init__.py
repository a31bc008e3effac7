"""HOARDE: a three-card set-collecting game played alongside a tabletop roleplaying game."""

from __future__ import annotations

from rulesref.games.hoarde.loading import load

__all__ = ["load"]
