"""rulesref: one typed, cited rules model per tabletop ruleset, and the tools built on it."""

from __future__ import annotations

__version__ = "0.1.0"
