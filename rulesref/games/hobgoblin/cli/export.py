"""``rulesref export``: the Hobgoblin rules as BattleScribe data, and army lists as rosters."""

from __future__ import annotations

from pathlib import Path

import click

from rulesref.cli import RulesrefCommand, RulesrefGroup, answer, json_option, shown


@click.group("export", cls=RulesrefGroup,
             short_help="Export the rules or an army list for BattleScribe and New Recruit.")
def export_group() -> None:
    """Write files other list-building apps read: the BattleScribe game system and catalogue
    (``export battlescribe``), and an army list as a roster (``export roster``)."""


@export_group.command("battlescribe", cls=RulesrefCommand,
                      short_help="Write the BattleScribe game system and catalogue.")
@click.argument("outdir", type=click.Path(path_type=Path, file_okay=False))
@click.option("--base-url", help="The address the files will be published at (such as a "
              "release's download address): the data index then names itself and the "
              "repository there, so the apps can check for updates.")
@json_option
def battlescribe_command(outdir: Path, base_url: str | None, as_json: bool) -> None:
    """Write the Hobgoblin game system (.gst, .gstz), catalogue (.cat, .catz) and data index
    (index.xml, index.bsi) into OUTDIR, for BattleScribe and New Recruit.

    The same rules give byte-identical files. The report lists every army rule the format
    cannot express: check lists built in the apps with ``rulesref validate army.ros``.
    """
    from rulesref.games.hobgoblin.answers.export import export_battlescribe
    from rulesref.games.hobgoblin.battlescribe.coverage import report_lines

    found = export_battlescribe(outdir, base_url)

    def text() -> str:
        lines = [f"wrote {len(found.written)} files to {shown(str(outdir))}:"]
        lines += [f"  {p.name}" for p, _ in found.written]
        lines += report_lines(found.rules, found.expressed)
        return "\n".join(lines)

    answer(found, as_json, text)


@export_group.command("roster", cls=RulesrefCommand,
                      short_help="Convert an army list into a BattleScribe roster.")
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["battlescribe"]), default="battlescribe",
              show_default=True, help="The roster format.")
@click.option("-o", "--output", type=click.Path(path_type=Path, dir_okay=False),
              help="Write here (.ros, or .rosz zipped) instead of standard output.")
@json_option
def roster_command(file: Path, fmt: str, output: Path | None, as_json: bool) -> None:
    """Convert the army list FILE (YAML or JSON) into a roster that BattleScribe and New
    Recruit open against the exported catalogue. Reading the roster back gives the same
    list, mistakes included, so ``rulesref validate`` reports the same problems.
    """
    from rulesref.games.hobgoblin.answers.export import export_roster

    found = export_roster(file, fmt=fmt, output=output)
    if output is None and not as_json:
        click.echo(found.data.decode("utf-8"), nl=False)
        return
    answer(found, as_json, lambda: f"wrote {shown(str(output))}: a roster of "
           f"{found.units} units ({shown(found.name)})")
