"""``rulesref export``: the Hobgoblin rules as BattleScribe data, and army lists as rosters."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import click

from rulesref.cli import BadInput, RulesrefCommand, RulesrefGroup, emit, json_option, shown


@click.group("export", cls=RulesrefGroup,
             short_help="Export the rules or an army list for BattleScribe and New Recruit.")
def export_group() -> None:
    """Write files other list-building apps read: the BattleScribe game system and catalogue
    (``export battlescribe``), and an army list as a roster (``export roster``)."""


@export_group.command("battlescribe", cls=RulesrefCommand,
                      short_help="Write the BattleScribe game system and catalogue.")
@click.argument("outdir", type=click.Path(path_type=Path, file_okay=False))
@json_option
def battlescribe_command(outdir: Path, as_json: bool) -> None:
    """Write the Hobgoblin game system (.gst, .gstz), catalogue (.cat, .catz) and data index
    (index.xml, index.bsi) into OUTDIR, for BattleScribe and New Recruit.

    The same rules give byte-identical files. The report lists every army rule the format
    cannot express: check lists built in the apps with ``rulesref validate army.ros``.
    """
    from rulesref.games import hobgoblin
    from rulesref.games.hobgoblin.battlescribe.catalogue import exported
    from rulesref.games.hobgoblin.battlescribe.coverage import coverage, report_lines
    from rulesref.games.hobgoblin.battlescribe.entries import (
        CATALOGUE_ID,
        CATALOGUE_NAME,
        GAME_SYSTEM_ID,
        GAME_SYSTEM_NAME,
        REVISION,
    )
    from rulesref.games.hobgoblin.battlescribe.export import write

    rules = hobgoblin.load()
    written = write(rules, outdir)
    paths = [path for path, _ in written]
    expressed = exported(rules).expressed
    rows = coverage(rules, expressed)
    data: dict[str, Any] = {
        "directory": str(outdir),
        "files": [{"name": p.name, "path": str(p), "bytes": len(content),
                   "sha256": hashlib.sha256(content).hexdigest()} for p, content in written],
        "game_system": {"id": GAME_SYSTEM_ID, "name": GAME_SYSTEM_NAME, "revision": REVISION},
        "catalogue": {"id": CATALOGUE_ID, "name": CATALOGUE_NAME, "revision": REVISION},
        "expressed": [{"code": c.rule.code, "name": c.rule.name, "how": list(c.how)}
                      for c in rows if c.expressed],
        "not_expressed": [{"code": c.rule.code, "name": c.rule.name,
                           "summary": c.rule.summary, "citation": str(c.rule.cite),
                           "reason": c.how[0]} for c in rows if not c.expressed],
    }

    def text() -> str:
        lines = [f"wrote {len(paths)} files to {shown(str(outdir))}:"]
        lines += [f"  {p.name}" for p in paths]
        lines += report_lines(rules, expressed)
        return "\n".join(lines)

    emit(as_json, data, text)


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
    from rulesref.core.safefiles import same_file, write_new
    from rulesref.games import hobgoblin
    from rulesref.games.hobgoblin.army import load_army
    from rulesref.games.hobgoblin.battlescribe.roster_write import roster_bytes

    rules = hobgoblin.load()
    if output is not None and same_file(output, file):  # device and inode: links too
        raise BadInput(f"{shown(str(output))}: the output would overwrite the army file "
                       f"{shown(str(file))}")
    loaded = load_army(file, rules)
    zipped = output is not None and output.suffix.lower() == ".rosz"
    name = output.name if output is not None else file.with_suffix(".ros").name
    data = roster_bytes(rules, loaded.army, name, zipped=zipped, source=str(file),
                        document=loaded.document)
    result: dict[str, Any] = {"file": str(file), "format": fmt,
                              "output": None if output is None else str(output),
                              "units": len(loaded.army.units), "bytes": len(data)}
    if output is None:
        result["roster"] = data.decode("utf-8")
        if as_json:
            emit(True, result, str)
        else:
            click.echo(data.decode("utf-8"), nl=False)
        return
    write_new(output, data)  # atomic; never through a link, never into a FIFO
    emit(as_json, result, lambda: f"wrote {shown(str(output))}: a roster of "
         f"{len(loaded.army.units)} units ({shown(loaded.army.name)})")
