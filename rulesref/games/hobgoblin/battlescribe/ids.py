"""Stable ids for exported entries: derived from names, so the same model always gives the
same ids (and byte-identical files), and a roster saved against one build still maps to the
next as long as the names stay."""

from __future__ import annotations

import uuid

#: The namespace all rulesref BattleScribe ids are derived in (a fixed, random UUID).
NAMESPACE = uuid.UUID("5b0c3e0e-8f61-4d2a-9a57-3c2f1f4b7a10")


def stable_id(*parts: str) -> str:
    """A BattleScribe-style id (``a1b2-c3d4-e5f6-0718``) derived from ``parts``.

    The parts are joined with a separator no name contains, then hashed with UUID version 5;
    the first 16 hex digits, grouped by four, are the id.
    """
    digest = uuid.uuid5(NAMESPACE, "\x1f".join(parts)).hex[:16]
    return "-".join(digest[i:i + 4] for i in range(0, 16, 4))
