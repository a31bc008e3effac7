"""One package per ruleset: its data files and its game logic."""
