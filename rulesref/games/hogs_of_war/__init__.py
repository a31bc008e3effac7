"""Hogs of War: The Card Game: lanes, range, the five actions and alternating rounds."""

from __future__ import annotations

from rulesref.games.hogs_of_war.loading import load

__all__ = ["load"]
