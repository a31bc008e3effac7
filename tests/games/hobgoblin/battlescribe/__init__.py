"""Tests of the BattleScribe and New Recruit interop."""
