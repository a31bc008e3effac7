"""Livestock Uprising: a tile-board game of farm-animal factions, modelled from its rulebook."""

from __future__ import annotations

from rulesref.games.livestock_uprising.loading import load

__all__ = ["load"]
