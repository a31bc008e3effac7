"""Hobgoblin's army commands as functions: ``validate`` (files, or one list given as data),
``roster`` and ``schema``, each returning an answer record. Each reads its lists, then
checks every one with :func:`~rulesref.games.hobgoblin.answers.list_answer.check_list`, as
the builder page does."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from rulesref.core.commands import Given, Verdict
from rulesref.core.record import result
from rulesref.errors import RulesDataError, RulesError
from rulesref.games.hobgoblin.answers.list_answer import ListAnswer, check_list

if TYPE_CHECKING:
    from rulesref.core.safefiles import Vetted
    from rulesref.games.hobgoblin.army import LoadedArmy
    from rulesref.games.hobgoblin.model import Hobgoblin
    from rulesref.games.hobgoblin.reports import Locate

#: Army files: YAML or JSON, and rosters saved by BattleScribe or New Recruit.
ARMY_SUFFIXES = (".yaml", ".yml", ".json", ".ros", ".rosz")
ROSTER_SUFFIXES = (".ros", ".rosz")
#: BattleScribe game data, refused with a clear cause (it holds no army).
GAME_DATA_SUFFIXES = (".gst", ".gstz", ".cat", ".catz", ".bsi")
#: Read as BattleScribe XML too, never as YAML: the data index (``index.xml``, game data)
#: or a roster saved under that name.
XML_SUFFIXES = (".xml",)
#: The name an army list given as data goes by in messages and in the ``file`` field.
DOCUMENT = "army"
#: The file formats ``schema`` prints.
SCHEMA_KINDS = ("army",)


def load_any(path: Path | Vetted, rules: Hobgoblin, points_limit: int | None = None
             ) -> tuple[LoadedArmy, Locate | None]:
    """Read an army file or a BattleScribe roster (a file a directory search found is read
    only if it is still the file found); for a roster, also how to locate a path in it.

    :param points_limit: for a roster that sets no points limit.
    :raises RulesDataError: when the file cannot be read as an army list.
    """
    if path.suffix.lower() in (*ROSTER_SUFFIXES, *GAME_DATA_SUFFIXES, *XML_SUFFIXES):
        from rulesref.games.hobgoblin.battlescribe.roster_read import load_roster

        roster = load_roster(path, rules, points_limit=points_limit)
        return roster.loaded, roster.locate
    from rulesref.core.yamlio import load_file
    from rulesref.games.hobgoblin.army import parse_army

    return parse_army(load_file(path), rules), None


def army_files(paths: Sequence[Path]
               ) -> tuple[list[Path | Vetted | RulesDataError], bool]:
    """The army files in ``paths`` (files as given; directories searched without leaving
    them, :func:`rulesref.core.safefiles.find_files`), with a :class:`RulesDataError` in
    place of each place that cannot or may not be read, or directory without army files; and
    whether a directory was given. Nothing is opened but directories: files are read later,
    one at a time.
    """
    from rulesref.core.safefiles import find_files

    found: list[Path | Vetted | RulesDataError] = []
    any_directory = False
    for path in paths:
        try:
            status = os.stat(path)
        except OSError:
            found.append(path)  # reading it names the cause
            continue
        if not stat.S_ISDIR(status.st_mode):
            found.append(path)
            continue
        any_directory = True
        try:
            inside = find_files(path, ARMY_SUFFIXES)
        except OSError as exc:
            inside = [RulesDataError(str(path), "", f"cannot read: {exc.strerror or exc}")]
        if not inside:
            inside = [RulesDataError(str(path), "", "no army files (.yaml, .yml, .json, "
                                     ".ros, .rosz) in this directory")]
        found.extend(inside)
    return found, any_directory


#: What became of one list: checked and legal, checked and illegal, or not read.
Outcome = Literal["legal", "illegal", "unreadable"]


def outcome(item: ListAnswer | RulesDataError) -> Outcome:
    """What became of one list :func:`each_list` gave."""
    if not isinstance(item, ListAnswer):
        return "unreadable"
    return "legal" if item.report.valid else "illegal"


def tally(outcomes: Iterable[Outcome]) -> dict[str, int]:
    """How many lists were found, legal, illegal and unreadable."""
    counts = {"lists": 0, "legal": 0, "illegal": 0, "unreadable": 0}
    for found in outcomes:
        counts["lists"] += 1
        counts[found] += 1
    return counts


def tally_verdict(counts: Mapping[str, int]) -> Verdict:
    """Unreadable when a file is not an army list, else broken when a list is illegal."""
    if counts["unreadable"]:
        return Verdict.UNREADABLE
    return Verdict.BROKEN if counts["illegal"] else Verdict.OK


@result
class ValidateAnswer:
    """Every army list given, each checked or the reason it could not be read."""

    lists: tuple[ListAnswer | RulesDataError, ...]
    """Each list's answer, or why its file is not an army list, in the order found."""
    any_directory: bool
    """Whether a directory was searched (the command then prints a summary)."""

    @property
    def counts(self) -> dict[str, int]:
        """How many lists were found, legal, illegal and unreadable."""
        return tally(map(outcome, self.lists))

    @property
    def verdict(self) -> Verdict:
        """Unreadable when a file is not an army list, else broken when a list is illegal."""
        return tally_verdict(self.counts)

    def to_json(self) -> dict[str, Any]:
        """Every list's JSON (or why it cannot be read) and the counts."""
        from rulesref.games.hobgoblin.reports import unreadable_json

        return {"lists": [a.to_json() if isinstance(a, ListAnswer) else unreadable_json(a)
                          for a in self.lists], "summary": self.counts}


def each_list(paths: Sequence[Path], *, points_limit: int | None = None,
              solo_opponent: bool = False
              ) -> tuple[Iterator[ListAnswer | RulesDataError], bool]:
    """:func:`validate`, one list at a time: each list's answer (or why its file cannot be
    read), checked only when the iterator reaches it, and whether a directory was searched.
    A caller that renders each answer and keeps none holds one list at a time, however many
    there are (a folder of 10,000 lists kept whole costs more in garbage collection than
    checking them)."""
    from rulesref.games import hobgoblin

    rules = hobgoblin.load()
    found, any_directory = army_files(paths)

    def answers() -> Iterator[ListAnswer | RulesDataError]:
        for item in found:
            if isinstance(item, RulesDataError):
                yield item
                continue
            try:
                loaded, locate = load_any(item, rules, points_limit)
                checked = check_list(rules, loaded, file=str(item), points_limit=points_limit,
                                     solo_opponent=solo_opponent, locate=locate)
            except RulesError as exc:  # this file is reported; the others are still checked
                yield (exc if isinstance(exc, RulesDataError)
                       else RulesDataError(str(item), "", str(exc)))
                continue
            yield checked

    return answers(), any_directory


def validate(paths: Sequence[Path], *, points_limit: int | None = None,
             solo_opponent: bool = False) -> ValidateAnswer:
    """Check the army lists in ``paths`` (files, or directories of them; rosters too). A
    file that cannot be read is reported in its place; the others are still checked."""
    answers, any_directory = each_list(paths, points_limit=points_limit,
                                       solo_opponent=solo_opponent)
    return ValidateAnswer(lists=tuple(answers), any_directory=any_directory)


def validate_army(army: Mapping[str, Any], *, points_limit: int | None = None,
                  solo_opponent: bool = False) -> ListAnswer:
    """Check one army list given as data (the army file format as a JSON object), as
    ``validate`` checks the same list read from a JSON file.

    :raises RulesError: when the data is not an army list at all, or for a points limit
        below 1.
    """
    from rulesref.games import hobgoblin

    loaded = army_document(army, points_limit)
    return check_list(hobgoblin.load(), loaded, file=DOCUMENT, points_limit=points_limit,
                      solo_opponent=solo_opponent)


def army_document(army: Mapping[str, Any], points_limit: int | None = None) -> LoadedArmy:
    """An army list given as data (the army file format as a JSON object), read as the
    command reads the same list from a JSON file.

    :raises RulesError: when the data is not an army list at all, or for a points limit
        below 1.
    """
    import json

    from rulesref.core.yamlio import Document, parse
    from rulesref.games.hobgoblin.army import parse_army

    if points_limit is not None and points_limit < 1:
        raise RulesError(f"points_limit: {points_limit} is below 1")
    # the list as the one-line JSON file the command would read, so that positions (and so
    # the order of the violations) are the command's own
    parsed = parse(json.dumps(dict(army), ensure_ascii=False), f"{DOCUMENT}.json")
    return parse_army(Document(DOCUMENT, parsed.data, parsed.positions))


def roster(file: Path) -> ListAnswer:
    """The army list ``file`` checked, for a printable roster.

    :raises RulesDataError: when the file is not an army list.
    """
    from rulesref.games import hobgoblin

    rules = hobgoblin.load()
    loaded, locate = load_any(file, rules)
    return check_list(rules, loaded, file=str(file), locate=locate)


@result
class SchemaAnswer(Given):
    """The JSON Schema of a file format."""

    kind: str
    """The format (``army``)."""
    schema: Mapping[str, Any]
    """The schema itself."""


    def to_json(self) -> dict[str, Any]:
        """The schema, as ``rulesref schema KIND`` prints it."""
        return dict(self.schema)


def schema(kind: str = "army") -> SchemaAnswer:
    """The JSON Schema of ``kind`` files, for editors' autocompletion.

    :raises RulesError: for a kind with no schema.
    """
    from rulesref.games.hobgoblin.army import army_schema

    if kind not in SCHEMA_KINDS:
        raise RulesError(f"no schema for {kind!r}: one of {', '.join(SCHEMA_KINDS)}")
    return SchemaAnswer(kind=kind, schema=army_schema())
