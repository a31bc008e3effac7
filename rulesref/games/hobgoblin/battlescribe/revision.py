"""The revision of the exported data, derived from its content.

The apps offer an update when the data index lists a higher revision than the files they
hold, so the number must grow whenever the content changes, and stay put when it does not.
The export's content (the game system and catalogue with their revisions left out) is
digested; a digest that was published keeps its number (:data:`PUBLISHED`), and any other
content is one higher than the newest published, so a change is never offered as old.
Record a release's digest here when it is published (``rulesref export battlescribe --json``
prints it).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping

#: Each published content's digest with its revision (none recorded yet: revision 1 was the
#: constant every export carried before revisions were derived, so today's content is 2).
PUBLISHED: Mapping[str, int] = {}
#: The revision before any digest was recorded.
FIRST = 1


def content_digest(*parts: bytes) -> str:
    """The digest of the export's content (the serialised files, revisions left out)."""
    found = hashlib.sha256()
    for part in parts:
        found.update(len(part).to_bytes(8, "big"))
        found.update(part)
    return found.hexdigest()


def revision_for(digest: str) -> int:
    """The revision of content with this digest: its published number, or one more than the
    newest published."""
    return PUBLISHED.get(digest, max([FIRST, *PUBLISHED.values()]) + 1)
