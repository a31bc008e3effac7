"""``rulesref verify``: every check of every installed ruleset's rulebook (the engine is
:mod:`rulesref_verify`; its report formats are in :mod:`rulesref_verify.formats`), and the
subcommands rulesets add (``verify target-table``)."""

from __future__ import annotations

from pathlib import Path

import click

from rulesref.cli import BadInput, RulesrefGroup, echo_text, emit, exit_by, json_option


class VerifyGroup(RulesrefGroup):
    """``rulesref verify`` with the subcommands rulesets add (``verify target-table``)."""

    def _added(self) -> list[click.Command]:
        from rulesref.core.registry import resolve, rulesets

        found = (resolve(ref) for r in rulesets() for ref in r.verify_commands)
        return [c for c in found if isinstance(c, click.Command)]

    def list_commands(self, ctx: click.Context) -> list[str]:
        """The subcommands rulesets add, sorted."""
        return sorted({*self.commands, *(c.name or "" for c in self._added())})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        """A subcommand some ruleset adds, by its command name."""
        if cmd_name not in self.commands:
            for command in self._added():
                if command.name == cmd_name:
                    self.add_command(command)
        return super().get_command(ctx, cmd_name)


@click.group("verify", cls=VerifyGroup, invoke_without_command=True,
             short_help="Run every check of the rulebook (z3, graphs, consistency).")
@click.option("--game", default="all", show_default=True,
              help="The ruleset to check, or 'all'.")
@click.option("--junit", "junit", type=click.Path(dir_okay=False, path_type=Path),
              help="Also write the results as JUnit XML to this file.")
@click.option("--sarif", "sarif", type=click.Path(dir_okay=False, path_type=Path),
              help="Also write the results as SARIF 2.1.0 to this file (code-scanning pages).")
@click.option("--github", is_flag=True,
              help="Print GitHub Actions annotations (not with --json).")
@json_option
@click.pass_context
def verify_command(ctx: click.Context, game: str, junit: Path | None, sarif: Path | None,
                   github: bool, as_json: bool) -> None:
    """Run every rulebook check and compare the findings with the errata register.

    The report lists the findings the checks derive from the model apart from the readings
    the model records (where the book is unclear, with the other readings it allows).

    Exit 0 when every finding is acknowledged; 1 on a new or changed finding or a stale
    register entry; 3 when a check could not decide.
    """
    if ctx.invoked_subcommand is not None:
        return
    if github and as_json:
        raise BadInput("--github and --json both print on standard output; give one (with "
                       "--json, --junit or --sarif writes the results to a file)", as_json=True)
    from rulesref_verify import formats
    from rulesref_verify.answers import verify

    found = verify(game)
    reports = found.reports
    if as_json:
        emit(True, found.to_json(), lambda: "")
    else:
        echo_text("\n".join(formats.report_text(r) for r in reports))
    if github:
        for r in reports:
            for line in formats.github_annotations(r):
                click.echo(line)
    if junit is not None:
        _write(junit, formats.junit_many(reports))
    if sarif is not None:
        import json

        from rulesref import __version__

        _write(sarif, json.dumps(formats.sarif(reports, __version__), indent=2,
                                 ensure_ascii=False))
    exit_by(found.verdict)


def _write(path: Path, text: str) -> None:
    from rulesref.core.safefiles import write_new
    from rulesref.errors import RulesDataError

    try:  # atomic: never through a link planted at that name, never into a FIFO
        write_new(path, text.encode("utf-8"))
    except RulesDataError as exc:
        raise BadInput(str(exc)) from None
