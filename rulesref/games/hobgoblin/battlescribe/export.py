"""Writing the exported game system and catalogue: the ``.gst`` and ``.cat`` files, their
zipped ``.gstz`` and ``.catz`` forms, and a data index (``index.xml``, zipped as
``index.bsi``) so the apps can load the files from one web address.

Everything is a pure function of the rules model returning bytes, so the same model gives
byte-identical files; only :func:`write` touches the disk.
"""

from __future__ import annotations

from pathlib import Path

from rulesref.core.record import result
from rulesref.core.safefiles import write_new
from rulesref.errors import RulesDataError
from rulesref.games.hobgoblin.battlescribe import BATTLESCRIBE_VERSION, DATA_INDEX_NS
from rulesref.games.hobgoblin.battlescribe.catalogue import exported
from rulesref.games.hobgoblin.battlescribe.entries import (
    CATALOGUE_ID,
    CATALOGUE_NAME,
    GAME_SYSTEM_ID,
    GAME_SYSTEM_NAME,
)
from rulesref.games.hobgoblin.battlescribe.xmlwrite import (
    child_list,
    element,
    new_child,
    serialize,
    zip_one,
)
from rulesref.games.hobgoblin.model import Hobgoblin

GST_FILE = "Hobgoblin.gst"
CAT_FILE = "Hobgoblin.cat"
INDEX_FILE = "index.xml"
BSI_FILE = "index.bsi"


@result
class ExportFile:
    """One exported file: its name and contents."""

    name: str
    data: bytes


def data_index(revision: int, base_url: str | None = None) -> bytes:
    """The data index, as BSData publishes one: it lists the zipped game system and
    catalogue (the files an app downloads) with their revision, and, given the address the
    files are published at (``base_url``, such as a release's download address), its own
    address (``indexUrl``) and the repository's, so an app can check for updates.

    :raises RulesDataError: for a ``base_url`` that is not an http(s) address.
    """
    root = element("dataIndex", battleScribeVersion=BATTLESCRIBE_VERSION,
                   name=GAME_SYSTEM_NAME, indexUrl=_url(base_url, BSI_FILE) if base_url else None,
                   xmlns=DATA_INDEX_NS)
    if base_url:
        new_child(child_list(root, "repositoryUrls"), "repositoryUrl", _url(base_url, ""))
    entries = child_list(root, "dataIndexEntries")
    for path, kind, data_id, name in ((GST_FILE + "z", "gamesystem", GAME_SYSTEM_ID,
                                       GAME_SYSTEM_NAME),
                                      (CAT_FILE + "z", "catalogue", CATALOGUE_ID,
                                       CATALOGUE_NAME)):
        new_child(entries, "dataIndexEntry", filePath=path, dataType=kind, dataId=data_id,
                  dataName=name, dataBattleScribeVersion=BATTLESCRIBE_VERSION,
                  dataRevision=revision)
    return serialize(root, INDEX_FILE)


def _url(base: str, name: str) -> str:
    if not base.startswith(("https://", "http://")) or any(c.isspace() for c in base):
        raise RulesDataError("--base-url", "", f"{base!r} is not an http(s) address")
    return base.rstrip("/") + "/" + name


def files(rules: Hobgoblin, base_url: str | None = None) -> tuple[ExportFile, ...]:
    """Every exported file, in a fixed order (``base_url``: see :func:`data_index`)."""
    export = exported(rules)
    gst = serialize(export.game_system, GST_FILE)
    cat = serialize(export.catalogue, CAT_FILE)
    index = data_index(export.revision, base_url)
    return (
        ExportFile(GST_FILE, gst),
        ExportFile(CAT_FILE, cat),
        ExportFile(GST_FILE + "z", zip_one(GST_FILE, gst)),
        ExportFile(CAT_FILE + "z", zip_one(CAT_FILE, cat)),
        ExportFile(INDEX_FILE, index),
        ExportFile(BSI_FILE, zip_one(INDEX_FILE, index)),
    )


def write(rules: Hobgoblin, outdir: Path, base_url: str | None = None
          ) -> tuple[tuple[Path, bytes], ...]:
    """Write every exported file into ``outdir`` (created if missing), each atomically as
    a new file (:func:`rulesref.core.safefiles.write_new`); returns each path with the bytes
    written there (so nothing need read the files back: a name in OUTDIR may be replaced by
    a FIFO the moment after).

    :raises RulesDataError: when the directory cannot be made or a file cannot be written,
        or for a bad ``base_url``.
    """
    made = files(rules, base_url)
    try:
        outdir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise RulesDataError(str(outdir), "", f"cannot create the directory: "
                             f"{exc.strerror or exc}") from None
    paths: list[tuple[Path, bytes]] = []
    for item in made:
        path = outdir / item.name
        write_new(path, item.data)  # atomic; never through a link, never into a FIFO
        paths.append((path, item.data))
    return tuple(paths)
