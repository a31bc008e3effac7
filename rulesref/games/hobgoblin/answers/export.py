"""Hobgoblin's ``export`` commands as functions: the rules as BattleScribe data, and an army
list as a roster, each returning an answer record of what was written."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulesref.core.commands import Given
from rulesref.core.record import result
from rulesref.errors import RulesError

if TYPE_CHECKING:
    from rulesref.games.hobgoblin.battlescribe.coverage import Coverage
    from rulesref.games.hobgoblin.model import Hobgoblin


@result
class BattlescribeAnswer(Given):
    """The BattleScribe files written, and which army rules the format expresses."""

    directory: Path
    """Where the files were written."""
    written: tuple[tuple[Path, bytes], ...]
    """Each file written with the bytes written there (never read back: a name in the
    directory may be replaced by a FIFO the moment after)."""
    rules: Hobgoblin
    """The model exported."""
    expressed: Mapping[str, list[str]]
    """What the catalogue expresses (for the coverage report)."""
    rows: tuple[Coverage, ...]
    """Each army rule, and how (or why not) the format expresses it."""
    revision: int
    """The files' revision, derived from their content."""
    digest: str
    """The digest of the content the revision is derived from."""


    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref export battlescribe --json`` prints it."""
        from rulesref.games.hobgoblin.battlescribe.entries import (
            CATALOGUE_ID,
            CATALOGUE_NAME,
            GAME_SYSTEM_ID,
            GAME_SYSTEM_NAME,
        )

        rows = self.rows
        return {
            "directory": str(self.directory),
            "files": [{"name": p.name, "path": str(p), "bytes": len(content),
                       "sha256": hashlib.sha256(content).hexdigest()}
                      for p, content in self.written],
            "game_system": {"id": GAME_SYSTEM_ID, "name": GAME_SYSTEM_NAME,
                            "revision": self.revision},
            "catalogue": {"id": CATALOGUE_ID, "name": CATALOGUE_NAME,
                          "revision": self.revision},
            "content_digest": self.digest,
            "expressed": [{"code": c.rule.code, "name": c.rule.name, "how": list(c.how)}
                          for c in rows if c.expressed],
            "not_expressed": [{"code": c.rule.code, "name": c.rule.name,
                               "summary": c.rule.summary, "citation": str(c.rule.cite),
                               "reason": c.how[0]} for c in rows if not c.expressed],
        }


def export_battlescribe(outdir: Path, base_url: str | None = None) -> BattlescribeAnswer:
    """Write the Hobgoblin game system, catalogue and data index into ``outdir``
    (``base_url``: where they will be published, for the data index).

    :raises RulesError: when the files cannot be written there, or for a bad ``base_url``.
    """
    from rulesref.games import hobgoblin
    from rulesref.games.hobgoblin.battlescribe.catalogue import exported
    from rulesref.games.hobgoblin.battlescribe.coverage import coverage
    from rulesref.games.hobgoblin.battlescribe.export import write

    rules = hobgoblin.load()
    written = write(rules, outdir, base_url)
    made = exported(rules)
    expressed = made.expressed
    return BattlescribeAnswer(directory=outdir, written=tuple(written), rules=rules,
                              expressed=expressed, rows=tuple(coverage(rules, expressed)),
                              revision=made.revision, digest=made.digest)


@result
class RosterExport(Given):
    """An army list converted into a roster, written to a file or kept to print."""

    file: Path
    """The army list read."""
    format: str
    """The roster format (``battlescribe``)."""
    output: Path | None
    """The file written, or ``None`` when the roster is printed."""
    name: str
    """The army list's name."""
    units: int
    """Units in the list."""
    data: bytes
    """The roster itself."""


    def to_json(self) -> dict[str, Any]:
        """The answer as ``rulesref export roster --json`` prints it."""
        found: dict[str, Any] = {"file": str(self.file), "format": self.format,
                                 "output": None if self.output is None else str(self.output),
                                 "units": self.units, "bytes": len(self.data)}
        if self.output is None:
            found["roster"] = self.data.decode("utf-8")
        return found


def export_roster(file: Path, *, fmt: str = "battlescribe",
                  output: Path | None = None) -> RosterExport:
    """Convert the army list ``file`` into a roster; written to ``output`` when given
    (``.rosz`` zipped).

    :raises RulesError: when the list cannot be read, the output would overwrite it (the same
        device and inode, so a link too), or the output cannot be written.
    """
    from rulesref.core.safefiles import same_file, write_new
    from rulesref.games import hobgoblin
    from rulesref.games.hobgoblin.army import load_army
    from rulesref.games.hobgoblin.battlescribe.roster_write import roster_bytes

    rules = hobgoblin.load()
    if output is not None and same_file(output, file):  # device and inode: links too
        raise RulesError(f"{output}: the output would overwrite the army file {file}")
    loaded = load_army(file, rules)
    zipped = output is not None and output.suffix.lower() == ".rosz"
    name = output.name if output is not None else file.with_suffix(".ros").name
    data = roster_bytes(rules, loaded.army, name, zipped=zipped, source=str(file),
                        document=loaded.document)
    if output is not None:
        write_new(output, data)  # atomic; never through a link, never into a FIFO
    return RosterExport(file=file, format=fmt, output=output, name=loaded.army.name,
                        units=len(loaded.army.units), data=data)
