"""One Hobgoblin army list checked: the answer record ``validate``, ``roster``, the MCP tool
and the builder page share, and :func:`check_list`, the one function each of them calls
once it has read the list its own way (a file, a roster, JSON data, the page's text).

Pure: nothing here reads a file or needs pydantic, so the builder page runs it in the
browser as it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesref.core.commands import Verdict
from rulesref.core.record import result

if TYPE_CHECKING:
    from rulesref.games.hobgoblin.army import ArmyReport, LoadedArmy
    from rulesref.games.hobgoblin.model import Hobgoblin
    from rulesref.games.hobgoblin.reports import Locate


@result
class ListAnswer:
    """One army list checked against every army-building rule."""

    file: str
    """Where the list came from (``army`` for a list given as data)."""
    report: ArmyReport
    """The violations, warnings, units, points and Mercury."""
    locate: Locate | None = None
    """For a roster, each problem's place as the roster's force, selections and names."""

    @property
    def verdict(self) -> Verdict:
        """Broken when the list breaks a rule."""
        return Verdict.OK if self.report.valid else Verdict.BROKEN

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref validate FILE --json`` prints it."""
        from rulesref.games.hobgoblin.reports import report_json

        return report_json(self.file, self.report, self.locate)


def check_list(rules: Hobgoblin, loaded: LoadedArmy, *, file: str,
               points_limit: int | None = None, solo_opponent: bool = False,
               locate: Locate | None = None) -> ListAnswer:
    """The answer for an army list already read (``loaded``, with the document its
    violations are located in) from ``file``.

    :param points_limit: overrides the list's own.
    :param solo_opponent: the list is the solo-play opponent's (no Wizard).
    :param locate: for a roster, how to name a place in it.
    """
    from rulesref.games.hobgoblin.army import validate

    report = validate(rules, loaded.army, points_limit=points_limit,
                      solo_opponent=solo_opponent, document=loaded.document)
    return ListAnswer(file=file, report=report, locate=locate)


__all__ = ["ListAnswer", "check_list"]
