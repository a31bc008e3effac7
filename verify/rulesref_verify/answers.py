"""``verify`` as a function: every check of the installed rulesets' rulebooks, as an answer
record whose verdict is the worst outcome (a new finding 1, an undecided check 3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesref.core.commands import Command, Param, Verdict
from rulesref.core.record import result
from rulesref.errors import RulesError, UnknownNameError

if TYPE_CHECKING:
    from rulesref_verify.runner import Report


@result
class VerifyAnswer:
    """Each ruleset's verification report."""

    reports: tuple[Report, ...]
    """The reports, one per ruleset checked."""

    @property
    def verdict(self) -> Verdict:
        """Broken on a new or changed finding or a stale register entry; inconclusive when
        a check could not decide."""
        outcomes = {r.outcome for r in self.reports}
        if "failed" in outcomes:
            return Verdict.BROKEN
        return Verdict.INCONCLUSIVE if "unknown" in outcomes else Verdict.OK

    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref verify --json`` prints it: one report, or every game's."""
        from rulesref_verify import formats

        data = [formats.report_json(r) for r in self.reports]
        return data[0] if len(data) == 1 else {"games": data}


def verify(game: str = "all") -> VerifyAnswer:
    """Run every check of ``game`` (or of every installed ruleset, ``all``) and compare the
    findings with the errata register.

    :raises RulesError: for an unknown game, or malformed shipped data.
    """
    from rulesref.core.registry import find_ruleset, names
    from rulesref_verify.runner import run

    known = names()
    if game != "all":
        try:
            game = find_ruleset(game).name
        except UnknownNameError as exc:
            hint = exc.suggestions
            raise RulesError(f"unknown game {game!r}; known: {', '.join(known)}"
                             + (f" (did you mean {hint[0]!r}?)" if hint else "")) from None
    return VerifyAnswer(reports=tuple(run(g) for g in (known if game == "all" else (game,))))


COMMANDS: tuple[Command, ...] = (
    Command(
        name="verify", game=None, run="rulesref_verify.answers:verify",
        title="Run every check of a rulebook",
        description=("Runs every consistency check of a game's rulebook (z3 proofs, graphs, "
                     "cross references) and compares the findings with its errata register; "
                     "findings and recorded readings are reported apart."),
        params=(Param(name="game", help="A game's id, or 'all'.", default="all"),),
        audience="maintainer", heavy=True, example={"game": "all"}),
)
"""The spec of ``verify``."""
