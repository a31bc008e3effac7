"""Issue 31's reliability goal, measured: a fuzz campaign over every surface.

Goal: over at least 100,000 fuzzed inputs, 0 internal errors, 0 calls over 5 s, 0 files
touched outside the requested output, and 0 raw control characters in what is printed.

Each input is drawn by hypothesis from the strategies the test suite already has (command
arguments, army documents, mutated rosters, hostile PDFs, lint text) and from a few more
kept here (zips, directories with links and FIFOs, export targets, chart CSVs, MCP tool
arguments). It runs in this process for speed: the command line through click's runner,
the MCP tools through the server's own ``call``; a PDF is read by the lint child's code in
this process, within the same limits. For each input the campaign counts:

- an internal error: an exception escaping a command, an exit code outside 0-3, or "internal
  error"/"please report" in what it printed (a tool's internal error, exit 3, for MCP);
- a hang: more than 5 s, wall-clock or processor time (a call still running at
  :data:`STOP_SECONDS` is stopped and counted);
- a file touched: a file, link or directory of the input's temporary tree (and of a folder
  outside it that links point to) created, changed or removed, other than the requested
  output; an input file is never an allowed output;
- a raw control character: C0 other than tab and newline, DEL, C1, or a bidirectional
  override, in standard output or standard error (or a tool's text).

Every failure is written to ``OUT/failures.jsonl`` with what reproduces it; ``--replay``
runs each failure class's first input through the real ``rulesref`` binary (a tool call
through ``rulesref mcp``'s standard input) and says whether it reproduces there.

Usage::

    python benchmarks/fuzz_campaign.py --inputs 100000 --out /tmp/campaign
    python benchmarks/fuzz_campaign.py --replay /tmp/campaign

The long run measures the goal; ``tests/fuzz/test_campaign.py`` runs a few inputs of each
surface through the same judge in CI, under the derandomised ``ci`` profile.
"""

from __future__ import annotations

import argparse
import base64
import collections
import contextlib
import functools
import hashlib
import io
import json
import os
import re
import resource
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time
import traceback
import warnings
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the suite's strategies, under tests/

from click.testing import CliRunner  # noqa: E402
from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

#: A call over this many seconds is a hang.
HANG_SECONDS = 5.0
#: A call still running after this many seconds is stopped (and counted as a hang).
STOP_SECONDS = 30
#: Address space this process may use: a bomb that gets through fails here, not the machine.
MEMORY_BYTES = 6 * 1024**3
#: Raw control characters: C0 but tab and newline, DEL, C1, bidirectional overrides.
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
REPORT = re.compile(r"internal error|please report", re.IGNORECASE)
#: What the links planted in an input point to: a folder beside the input's, watched too.
BAIT = {"secret.txt": b"root:SECRET-BAIT-LINE:0:0\n", "army.yaml": b"game: hobgoblin\n"}


class Stopped(BaseException):
    """A call ran past :data:`STOP_SECONDS` (a BaseException: no ``except Exception`` in
    the code under test can swallow it)."""


# ----------------------------------------------------------------------------- cases


@dataclass
class Case:
    """One fuzzed input: files to lay out, then a command line or a tool call."""

    surface: str
    args: list[str] = field(default_factory=list)
    """The command line (without ``rulesref``)."""
    ops: list[tuple[Any, ...]] = field(default_factory=list)
    """The files: ``("file", name, bytes)``, ``("link", name, target)``, ``("hard", name,
    existing)``, ``("fifo", name)``, ``("dir", name)``, ``("decoy", name, bytes)`` (an old
    file the command may replace)."""
    outputs: tuple[str, ...] = ()
    """Paths (relative to the work folder) the command was asked to write: files, or
    folders whose direct entries it may write."""
    tool: str | None = None
    arguments: Any = None
    """For the MCP surface: the tool's name and its arguments."""

    def to_json(self) -> dict[str, Any]:
        ops = [[o[0], o[1], *([base64.b64encode(o[2]).decode()] if o[0] in ("file", "decoy")
                              else list(o[2:]))] for o in self.ops]
        return {"surface": self.surface, "args": self.args, "ops": ops,
                "outputs": list(self.outputs), "tool": self.tool,
                "arguments": self.arguments}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Case:
        ops = [tuple([o[0], o[1], *([base64.b64decode(o[2])] if o[0] in ("file", "decoy")
                                    else o[2:])]) for o in data["ops"]]
        return cls(data["surface"], data["args"], ops, tuple(data["outputs"]),
                   data["tool"], data["arguments"])


def lay_out(case: Case, work: Path) -> None:
    """Create the case's files in ``work`` (a link's target is taken as written)."""
    for op in case.ops:
        path = work / op[1]
        path.parent.mkdir(parents=True, exist_ok=True)
        kind = op[0]
        try:
            if kind in ("file", "decoy"):
                path.write_bytes(op[2])
            elif kind == "link":
                path.symlink_to(op[2])
            elif kind == "hard":
                path.hardlink_to(work / op[2])
            elif kind == "fifo":
                os.mkfifo(path)
            elif kind == "dir":
                path.mkdir(exist_ok=True)
        except (FileExistsError, FileNotFoundError):
            pass


def snapshot(top: Path) -> dict[str, tuple[Any, ...]]:
    """Every entry under ``top``: its kind and content (a link's target, a file's hash),
    without following links or opening anything but regular files."""
    out: dict[str, tuple[Any, ...]] = {}
    for folder, dirs, files in os.walk(top):
        for name in [*dirs, *files]:
            path = os.path.join(folder, name)
            info = os.lstat(path)
            rel = os.path.relpath(path, top)
            if stat.S_ISLNK(info.st_mode):
                out[rel] = ("link", os.readlink(path))
            elif stat.S_ISREG(info.st_mode):
                with open(path, "rb") as handle:
                    digest = hashlib.blake2b(handle.read(), digest_size=16).hexdigest()
                out[rel] = ("file", info.st_ino, digest, stat.S_IMODE(info.st_mode))
            else:
                out[rel] = (stat.S_IFMT(info.st_mode), info.st_ino)
    return out


def touched(case: Case, before: dict[str, tuple[Any, ...]],
            after: dict[str, tuple[Any, ...]]) -> list[str]:
    """The entries changed, added or removed outside the requested outputs (relative to
    the case's top folder, whose ``work`` holds the input)."""
    inputs = {os.path.normpath(f"work/{o[1]}") for o in case.ops if o[0] in ("file", "hard")}
    allowed = [os.path.normpath(f"work/{output}") for output in case.outputs]
    parents = {os.path.dirname(a) for a in allowed}  # made when missing, as mkdir -p does
    while "" in parents:
        parents.remove("")

    def may_change(rel: str) -> bool:
        if rel in inputs:
            return False
        if rel in parents or any(p.startswith(rel + "/") for p in parents):
            return True
        return any(rel == a or rel.startswith(a + "/") for a in allowed)
    changed = [rel for rel in sorted(set(before) | set(after))
               if before.get(rel) != after.get(rel) and not may_change(rel)]
    return changed


# ----------------------------------------------------------------------------- running


@dataclass
class Outcome:
    """What one input did."""

    exit_code: int
    output: str
    seconds: float
    cpu: float
    problems: list[tuple[str, str]]
    """(class, detail): ``internal``, ``hang``, ``touched``, ``control``."""


def _alarm(_signum: int, _frame: Any) -> None:
    raise Stopped


def _where(exc: BaseException) -> str:
    frames = traceback.extract_tb(exc.__traceback__)
    own = [f for f in frames if "/rulesref/" in f.filename] or frames
    last = own[-1] if own else None
    place = f"{Path(last.filename).name}:{last.lineno}" if last else "?"
    return f"{type(exc).__name__} at {place}: {str(exc)[:200]}"


def run_case(case: Case, top: Path, tools: Any) -> Outcome:
    """Run ``case`` in process in a fresh folder under ``top`` and judge it."""
    if top.exists():
        shutil.rmtree(top, ignore_errors=True)
    work, outside = top / "work", top / "outside"
    work.mkdir(parents=True)
    outside.mkdir()
    for name, data in BAIT.items():
        (outside / name).write_bytes(data)
    lay_out(case, work)
    before = snapshot(top)
    problems: list[tuple[str, str]] = []
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu0 = time.process_time()
    start = time.perf_counter()
    signal.setitimer(signal.ITIMER_REAL, STOP_SECONDS)
    exit_code, output = 0, ""
    try:
        if case.tool is not None:
            exit_code, output = _call_tool(tools, case, problems)
        else:
            exit_code, output = _invoke(case, work, problems)
    except Stopped:
        problems.append(("hang", f"stopped after {STOP_SECONDS} s"))
        exit_code = -1
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    seconds = time.perf_counter() - start
    after_children = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (time.process_time() - cpu0 + after_children.ru_utime - children.ru_utime
           + after_children.ru_stime - children.ru_stime)
    # processor time: on a machine shared with other work the wall-clock time also counts
    # the waits for a core (a slow wall clock alone is noted, and replayed on the binary)
    if any(p[0] == "hang" for p in problems):
        pass
    elif cpu > HANG_SECONDS:
        problems.append(("hang", f"{seconds:.1f} s wall, {cpu:.1f} s processor"))
    elif seconds > HANG_SECONDS:
        problems.append(("slow-wall", f"{seconds:.1f} s wall, {cpu:.1f} s processor"))
    changed = touched(case, before, snapshot(top))
    if changed:
        problems.append(("touched", ", ".join(changed[:5])))
    raw = RAW.search(output)
    if raw:
        around = output[max(0, raw.start() - 40):raw.end() + 20]
        problems.append(("control", f"{raw.group()!r} in {around!r}"))
    return Outcome(exit_code, output, seconds, cpu, problems)


def _invoke(case: Case, work: Path, problems: list[tuple[str, str]]) -> tuple[int, str]:
    from rulesref.cli import cli

    runner = CliRunner()
    # a command line cannot hold a NUL (the system's exec refuses it): drawn, it is dropped
    args = [a.replace("\x00", "") for a in case.args]
    with contextlib.chdir(work):
        result = runner.invoke(cli, args, catch_exceptions=True)
    output = result.stdout + result.stderr
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        if isinstance(result.exception, Stopped):
            raise result.exception
        problems.append(("internal", _where(result.exception)))
    elif result.exit_code not in (0, 1, 2, 3):
        problems.append(("internal", f"exit code {result.exit_code}"))
    elif REPORT.search(output):
        problems.append(("internal", output.strip().splitlines()[-1][:300]))
    return result.exit_code, output


def _call_tool(tools: Any, case: Case, problems: list[tuple[str, str]]) -> tuple[int, str]:
    try:
        outcome = tools.call(case.tool, case.arguments)
    except KeyError as exc:  # an unknown tool: the server answers with the message
        return 2, str(exc)
    if outcome.exit_code not in (0, 1, 2, 3) or REPORT.search(outcome.text):
        problems.append(("internal", outcome.text[:300]))
    return outcome.exit_code, outcome.text


def _pdf_in_process(path: Path) -> list[list[str]]:
    """The lint child's reading, in this process (the limits are the same; only the time
    budget and memory cap of the child are this campaign's own)."""
    from rulesref.lint import pdfguard

    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        pdfguard.main([str(path)])
    answer = json.loads(buffer.getvalue())
    if "error" in answer:
        raise pdfguard.PdfLimit(str(answer["error"]))
    pages: list[list[str]] = answer["pages"]
    return pages


# ----------------------------------------------------------------------------- surfaces

Draw = Callable[[st.SearchStrategy[Any]], Any]


def _json_flag(draw: Draw) -> list[str]:
    return ["--json"] if draw(st.booleans()) else []


def surface_args(draw: Draw) -> Case:
    """Every command (but the z3 proofs, the whole-book checks and the server) with
    arbitrary arguments: the suite's own strategy, and long and hostile words."""
    args, _as_json, _lines = draw(_invocations())
    if draw(st.integers(0, 3)) == 0:  # a word of its own: huge, numeric, hostile
        word = draw(_hostile_words())
        args.insert(draw(st.integers(len(args) > 0, len(args))), word)
    ops: list[tuple[Any, ...]] = []
    if draw(st.booleans()):
        ops.append(("file", "a.yaml", _serialise(draw(army_documents()), "yaml")))
    # any path among the arguments may be an output the command was asked to write (an
    # export's folder, a JUnit file): everything in the work folder but the input is
    return Case("args", args, ops, (".",))


@functools.cache
def _invocations() -> st.SearchStrategy[tuple[list[str], bool, bool]]:
    from tests.badinput.test_fuzz import invocations

    return invocations()


@functools.cache
def _hostile_words() -> st.SearchStrategy[str]:
    return st.sampled_from(HOSTILE_WORDS) | st.text(max_size=40)


HOSTILE_WORDS = [
    "\x1b]0;owned\x07", "\x7f", "\u202e", "\x9b2J", "\x1b[2J", "\x00", "a\rb",
    "99999999999x Sheep", "10000000x Sheep", "Clucky: 99999999999x Sacrificial Sheep",
    "1e308", "NaN", "-0", "9" * 5000, "\u00b2", "\u0663", "x" * 100_000,
    "Hero [+" + "9" * 400 + "]",
    "--json", "--help", "-h", "--", "../outside/secret.txt", "/dev/zero", "/etc/passwd",
    "link-out.yaml", "fifo.yaml", "dir", "[" * 2000, "A " * 5000,
]


def army_documents() -> st.SearchStrategy[Any]:
    from tests.games.hobgoblin.badinput.test_fuzz_army import documents

    return documents


def _serialise(data: Any, form: str) -> bytes:
    from tests.games.hobgoblin.badinput.test_fuzz_army import _serialise as serialise

    return serialise(data, form)


def _garble(draw: Draw, raw: bytes) -> bytes:
    if draw(st.integers(0, 3)) == 0:
        at = draw(st.integers(0, max(0, len(raw))))
        raw = raw[:at] + draw(st.binary(max_size=8)) + raw[at:]
    return raw


FILE_COMMANDS = [["validate"], ["hobgoblin", "validate"], ["roster"], ["explain"],
                 ["export", "roster"], ["roster", "--format", "html"],
                 ["validate", "--points-limit", "500"], ["validate", "--solo-opponent"],
                 ["livestock_uprising", "army"]]


def _file_command(draw: Draw, name: str) -> tuple[list[str], tuple[str, ...]]:
    command = list(draw(st.sampled_from(FILE_COMMANDS)))
    outputs: tuple[str, ...] = ()
    args = [*command, *_json_flag(draw), name]
    if command == ["export", "roster"] and draw(st.booleans()):
        target = draw(st.sampled_from(["out.ros", "out.rosz", "out.txt", name,
                                       "hard-of-input", "link-out.ros", "fifo.ros", "dir"]))
        args += ["-o", target]
        outputs = (target,)
    return args, outputs


def _hostile_places(name: str) -> list[tuple[Any, ...]]:
    return [("hard", "hard-of-input", name), ("link", "link-out.ros", "../outside/secret.txt"),
            ("fifo", "fifo.ros"), ("dir", "dir")]


def surface_army(draw: Draw) -> Case:
    """Army documents (the suite's strategy), as YAML or JSON, now and then garbled, read
    by every command that takes a file."""
    form = draw(st.sampled_from(["yaml", "json"]))
    raw = _garble(draw, _serialise(draw(army_documents()), form))
    name = f"army.{form}"
    args, outputs = _file_command(draw, name)
    return Case("army", args, [("file", name, raw), *_hostile_places(name)], outputs)


_WRITTEN: list[bytes] = []


def written_roster() -> bytes:
    """A roster rulesref writes, from an example list (made once)."""
    if not _WRITTEN:
        from rulesref.games import hobgoblin
        from rulesref.games.hobgoblin.army import load_army
        from rulesref.games.hobgoblin.battlescribe.roster_write import roster_bytes

        rules = hobgoblin.load()
        army = load_army(ROOT / "examples" / "armies" / "copper-host.yaml", rules).army
        _WRITTEN.append(roster_bytes(rules, army))
    return _WRITTEN[0]


def surface_roster(draw: Draw) -> Case:
    """Rosters rulesref wrote, mutated as the suite's roster fuzz mutates them (values,
    declared encoding, compression, a damaged byte), read by the file commands."""
    from tests.games.hobgoblin.battlescribe.test_roster_fuzz import (
        ENCODINGS,
        VALUES,
        _mutate,
    )

    data = written_roster()
    for _ in range(draw(st.integers(1, 3))):
        data = _mutate(data, draw(st.sampled_from(["number", "value", "entryId",
                                                   "customName", "typeId", "name"])),
                       draw(VALUES), draw(st.integers(0, 40)), draw(ENCODINGS))
    if draw(st.integers(0, 4)) == 0:  # nest a selection's number many times over
        data = data.replace(b'number="1"', b'number="%d"' % draw(st.integers(2, 10**6)))
    method = draw(st.sampled_from([None, zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED,
                                   zipfile.ZIP_BZIP2, zipfile.ZIP_LZMA]))
    name = "army.ros"
    if method is not None:
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", method) as archive:
            archive.writestr("army.ros", data)
        data = buffer.getvalue()
        name = "army.rosz"
        damage = draw(st.integers(0, 400))
        if damage and 40 + damage < len(data):
            damaged = bytearray(data)
            damaged[40 + damage] ^= draw(st.integers(1, 255))
            data = bytes(damaged)
    else:
        data = _garble(draw, data)
    args, outputs = _file_command(draw, name)
    return Case("roster", args, [("file", name, data), *_hostile_places(name)], outputs)


def surface_zip(draw: Draw) -> Case:
    """Zips as ``.rosz``: several members, hostile member names, nested zips, a member
    that inflates a thousandfold, a declared size that lies, garbage."""
    buffer = io.BytesIO()
    kind = draw(st.sampled_from(["members", "bomb", "nested", "garbage", "empty", "lie"]))
    if kind == "garbage":
        data = b"PK\x03\x04" + draw(st.binary(max_size=200))
    else:
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
            if kind == "members":
                for _ in range(draw(st.integers(1, 4))):
                    member = draw(st.sampled_from(["army.ros", "../../outside/evil.ros",
                                                   "/abs.ros", "a/b.ros", "x.txt", "",
                                                   "dir/", "\u202e.ros", "army.ros"]))
                    with contextlib.suppress(ValueError):
                        archive.writestr(member or "noname", draw(st.sampled_from(
                            [written_roster(), b"<roster/>", b"", b"\x00" * 10])))
            elif kind == "bomb":
                archive.writestr("army.ros", b"<" + b" " * draw(st.sampled_from(
                    [1_000_000, 50_000_000, 120_000_000])))
            elif kind == "nested":
                inner = io.BytesIO()
                with zipfile.ZipFile(inner, "w") as nested:
                    nested.writestr("army.ros", written_roster())
                archive.writestr("army.ros", inner.getvalue())
            elif kind == "lie":
                archive.writestr("army.ros", written_roster())
        data = buffer.getvalue()
        if kind == "lie":  # the central directory's sizes say 1 byte
            data = data.replace(len(written_roster()).to_bytes(4, "little"),
                                (1).to_bytes(4, "little"))
    name = draw(st.sampled_from(["army.rosz", "army.ros", "army.yaml"]))
    args, outputs = _file_command(draw, name)
    return Case("zip", args, [("file", name, data)], outputs)


def surface_dir(draw: Draw) -> Case:
    """``validate DIR`` over folders holding links inside and out, loops, FIFOs, devices,
    hard links and unreadable names."""
    ops: list[tuple[Any, ...]] = [("dir", "d")]
    for index in range(draw(st.integers(1, 8))):
        kind = draw(st.sampled_from(["file", "link-out", "link-in", "loop", "fifo", "dev",
                                     "hard", "dirlink-out", "dirlink-root", "sub", "broken"]))
        folder = draw(st.sampled_from(["", "sub/"]))
        suffix = draw(st.sampled_from([".yaml", ".json", ".ros", ".rosz", ""]))
        name = f"d/{folder}{index}{suffix}"
        if kind == "file":
            form = draw(st.sampled_from(["yaml", "json"]))
            ops.append(("file", name, _serialise(draw(army_documents()), form)))
        elif kind == "link-out":
            ops.append(("link", name, "../" * (name.count("/") + 1) + "outside/secret.txt"))
        elif kind == "link-in":
            ops.append(("link", name, "0.yaml"))
        elif kind == "loop":
            ops.append(("link", name, os.path.basename(name)))
        elif kind == "fifo":
            ops.append(("fifo", name))
        elif kind == "dev":
            ops.append(("link", name, "/dev/zero"))
        elif kind == "hard":
            ops.append(("file", "d/base.yaml", b"game: hobgoblin\n"))
            ops.append(("hard", name, "d/base.yaml"))
        elif kind == "dirlink-out":
            ops.append(("link", f"d/out{index}", "../../outside"))
        elif kind == "dirlink-root":
            ops.append(("link", f"d/root{index}", "/"))
        elif kind == "sub":
            ops.append(("link", f"d/again{index}", "."))
        else:
            ops.append(("link", name, "missing.yaml"))
    args = [draw(st.sampled_from(["validate", "hobgoblin validate"])), *_json_flag(draw), "d"]
    args = [*args[0].split(), *args[1:]]
    return Case("dir", args, ops)


def surface_export(draw: Draw) -> Case:
    """``export battlescribe OUTDIR`` into folders with links, FIFOs, folders and old files
    planted under its outputs' names; and ``export roster -o`` onto hostile targets."""
    from rulesref.games.hobgoblin.battlescribe.export import (
        BSI_FILE,
        CAT_FILE,
        GST_FILE,
        INDEX_FILE,
    )

    names = [GST_FILE, GST_FILE + "z", CAT_FILE, CAT_FILE + "z", INDEX_FILE, BSI_FILE]
    ops: list[tuple[Any, ...]] = [("dir", "out")]
    for name in draw(st.lists(st.sampled_from(names), max_size=4, unique=True)):
        kind = draw(st.sampled_from(["link", "fifo", "dir", "decoy", "dangling"]))
        path = f"out/{name}"
        if kind == "link":
            ops.append(("link", path, "../../outside/secret.txt"))
        elif kind == "dangling":
            ops.append(("link", path, "../../outside/new-file"))
        elif kind == "fifo":
            ops.append(("fifo", path))
        elif kind == "dir":
            ops.append(("dir", path))
        else:
            ops.append(("decoy", path, b"old"))
    target = draw(st.sampled_from(["out", "missing/out", "file-not-dir", "link-dir"]))
    if target == "file-not-dir":
        ops.append(("file", "file-not-dir", b"x"))
    elif target == "link-dir":
        ops.append(("link", "link-dir", "../outside"))
    group = draw(st.sampled_from([["export"], ["hobgoblin", "export"]]))
    args = [*group, "battlescribe", *_json_flag(draw), target]
    if draw(st.integers(0, 3)) == 0:
        args += ["--base-url", draw(st.sampled_from(HOSTILE_WORDS) | st.text(max_size=30))]
    # a folder given through a link the user names is theirs to name: its target is the
    # output folder then
    outputs = (target,) if target != "link-dir" else (target, "../outside")
    return Case("export", args, ops, outputs)


@functools.cache
def _lint_texts() -> st.SearchStrategy[list[str]]:
    from tests.lint.test_linear_text import LINES

    return st.lists(LINES | st.sampled_from(HOSTILE_WORDS) | st.text(max_size=60),
                    max_size=20)


def surface_text(draw: Draw) -> Case:
    """``lint`` on text and Markdown: the suite's adversarial lines, long tokens, runs of
    capitalised words, hostile bytes; with a JUnit output and a register file now and
    then."""
    from rulesref.lint.rulesets import rulesets

    lines = draw(_lint_texts())
    if draw(st.integers(0, 5)) == 0:
        piece = draw(st.sampled_from(["a@", "Hero ", "x.", "Cursed Banner ", "http://"]))
        lines.append(piece * draw(st.integers(1000, 20000)))
    name = draw(st.sampled_from(["book.txt", "book.md", "book", "book.pdf"]))
    raw = "\n".join(lines).encode("utf-8", "surrogatepass")
    raw = _garble(draw, raw)
    game = draw(st.sampled_from([*sorted(rulesets()), "nope"]))
    args = ["lint", *_json_flag(draw), name, "--game", game]
    ops: list[tuple[Any, ...]] = [("file", name, raw)]
    outputs: tuple[str, ...] = ()
    if draw(st.integers(0, 3)) == 0:
        target = draw(st.sampled_from(["junit.xml", name, "link-out.xml", "fifo.xml"]))
        args += ["--junit", target]
        outputs = (target,)
        ops += [("link", "link-out.xml", "../outside/secret.txt"), ("fifo", "fifo.xml")]
    if draw(st.integers(0, 4)) == 0:
        args += ["--register", "register.yaml"]
        ops.append(("file", "register.yaml", _garble(draw, _serialise(
            draw(army_documents()), "yaml"))))
    if draw(st.integers(0, 5)) == 0:
        args.append(draw(st.sampled_from(["--github", "--unused", "--min-confidence=2"])))
    return Case("text", args, ops, outputs)


def surface_pdf(draw: Draw) -> Case:
    """``lint`` on PDFs built like the suite's hostile ones: page boxes, reference chains
    and loops, every stream filter and chains of them, object streams, CMaps, operators,
    and damaged bytes."""
    from tests.lint import hostile_pdfs as make

    kind = draw(st.sampled_from(["box", "chain", "loop", "filter", "cmap", "operators",
                                 "pages", "damaged", "objstm", "lzw", "ccitt", "image"]))
    if kind == "box":
        box = draw(st.sampled_from([b"[0 0 612]", b"(Letter)", b"[0 0 1e300 1e300]",
                                    b"[0 0 612 792]", b"[/a /b /c /d]", b"[0 0 612 792 1]",
                                    b"null", b"<< >>", b"[0 0 -1 -1]"]))
        data = make.media_box(box)()
    elif kind == "chain":
        data = make.reference_chain(draw(st.integers(1, 200)))
    elif kind == "loop":
        data = make.reference_loop()
    elif kind == "filter":
        data = make.one_page(b"BT /F1 12 Tf 72 700 Td (x) Tj ET", more=[
            filtered_stream(draw(st.lists(st.sampled_from(FILTERS), min_size=1, max_size=3)),
                            b" " * draw(st.sampled_from([10, 100_000, 2_000_000])))])
    elif kind == "lzw":
        data = make.filtered_page(["LZWDecode"], make.lzw_run(0x20, draw(st.integers(0, 3))))
    elif kind == "ccitt":
        data = make.ccitt_bomb()
    elif kind == "image":
        data = make.ccitt_image()
    elif kind == "cmap":
        data = make.cmap_bomb()
    elif kind == "operators":
        data = make.many_operators(draw(st.integers(1, 120_000)))
    elif kind == "pages":
        data = make.many_pages(draw(st.integers(1, 50)))
    elif kind == "objstm":
        data = make.object_stream_bomb(draw(st.sampled_from([1000, 1_000_000])))
    else:
        data = make.legal()
    if kind == "damaged" or draw(st.integers(0, 4)) == 0:
        damaged = bytearray(data)
        for _ in range(draw(st.integers(1, 5))):
            if damaged:
                damaged[draw(st.integers(0, len(damaged) - 1))] = draw(st.integers(0, 255))
        data = bytes(damaged)
    from rulesref.lint.rulesets import rulesets

    args = ["lint", *_json_flag(draw), "book.pdf", "--game", min(rulesets())]
    return Case("pdf", args, [("file", "book.pdf", data)])


FILTERS = ["FlateDecode", "ASCII85Decode", "ASCIIHexDecode", "RunLengthDecode"]


def filtered_stream(filters: list[str], data: bytes, extra: bytes = b"") -> bytes:
    """A stream object whose data is ``data`` encoded by ``filters`` (the first named is
    the first decoded)."""
    from tests.lint.hostile_pdfs import encoded

    packed = encoded(filters, data)
    names = b" ".join(b"/" + n.encode() for n in filters)
    return (b"<< /Length %d /Filter [%s]%s >>\nstream\n" % (len(packed), names, extra)
            + packed + b"\nendstream")


def surface_csv(draw: Draw) -> Case:
    """Chart CSVs for ``verify target-table --table``: the printed chart with cells,
    rows and line ends changed."""
    from tests.games.hobgoblin.badinput.corpus import _chart_rows

    rows = [list(r) for r in _chart_rows()]
    for _ in range(draw(st.integers(1, 4))):
        r = draw(st.integers(0, len(rows) - 1))
        c = draw(st.integers(0, len(rows[r]) - 1))
        rows[r][c] = draw(st.sampled_from(["4²", "", "7+", "1+", "9" * 5000, '"', "\x00",
                                           "NaN", "Monster", "\u202e", "4+,4+"])
                          | st.text(max_size=8))
    if draw(st.booleans()):
        rows = rows[:draw(st.integers(0, len(rows)))]
    end = draw(st.sampled_from(["\n", "\r\n", "\r"]))
    raw = _garble(draw, end.join(",".join(r) for r in rows).encode("utf-8", "surrogatepass"))
    return Case("csv", ["verify", "target-table", *_json_flag(draw), "--table", "chart.csv"],
                [("file", "chart.csv", raw)])


_SPECS: list[Any] = []


def surface_mcp(draw: Draw) -> Case:
    """An MCP tool called with arguments shaped like its schema, then bent: wrong types,
    unknown keys, huge and hostile values."""
    if not _SPECS:
        from rulesref.mcp.tools import tool_specs

        _SPECS.extend(tool_specs())
    spec = draw(st.sampled_from(_SPECS))
    properties = spec.input_schema.get("properties", {})
    arguments: dict[str, Any] = {}
    for name, schema in properties.items():
        if draw(st.integers(0, 3)) == 0:
            continue
        arguments[name] = draw(_json_value(schema))
    if draw(st.integers(0, 6)) == 0:
        arguments[draw(st.text(max_size=50))] = draw(_any_json())
    name = spec.name if draw(st.integers(0, 20)) else draw(st.text(max_size=80))
    if draw(st.integers(0, 30)) == 0:
        return Case("mcp", tool=name, arguments=draw(_any_json()))
    return Case("mcp", tool=name, arguments=arguments)


@functools.cache
def _any_json() -> st.SearchStrategy[Any]:
    scalars = (st.none() | st.booleans() | st.integers(-10**30, 10**30)
               | st.floats(allow_nan=False) | st.text(max_size=30)
               | st.sampled_from(HOSTILE_WORDS))
    return st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                        | st.dictionaries(st.text(max_size=10), inner, max_size=4),
                        max_leaves=10)


def _json_value(schema: dict[str, Any]) -> st.SearchStrategy[Any]:
    return _json_value_of(json.dumps(schema, sort_keys=True))


@functools.cache
def _json_value_of(text: str) -> st.SearchStrategy[Any]:
    schema = json.loads(text)
    kind = schema.get("type")
    good: st.SearchStrategy[Any]
    if "enum" in schema:
        good = st.sampled_from(schema["enum"])
    elif kind == "integer":
        good = st.integers(schema.get("minimum", -10), schema.get("maximum", 10**6))
    elif kind == "number":
        good = st.floats(schema.get("minimum", -10.0), schema.get("maximum", 10.0))
    elif kind == "boolean":
        good = st.booleans()
    elif kind == "array":
        good = st.lists(_json_value(schema.get("items", {"type": "string"})), max_size=5)
    elif kind == "object":
        good = army_documents()
    else:
        from tests.badinput.test_fuzz import KEYWORD_WORDS, UNIT_WORDS, WORDS

        good = st.sampled_from([*WORDS, *UNIT_WORDS, *KEYWORD_WORDS])
    return st.integers(0, 5).flatmap(lambda n: _any_json() if n == 0 else
                                     st.sampled_from(HOSTILE_WORDS) if n == 1 else good)


SURFACES: dict[str, tuple[Callable[[Draw], Case], int]] = {
    # name: (generator, share of the inputs in percent)
    "args": (surface_args, 28),
    "army": (surface_army, 18),
    "roster": (surface_roster, 10),
    "zip": (surface_zip, 4),
    "dir": (surface_dir, 6),
    "export": (surface_export, 3),
    "text": (surface_text, 8),
    "pdf": (surface_pdf, 2),
    "csv": (surface_csv, 1),
    "mcp": (surface_mcp, 20),
}


# ----------------------------------------------------------------------------- campaign


def signature(surface: str, case: Case, problem: tuple[str, str]) -> str:
    """A failure class: the kind, the surface, the command, and where it failed (numbers
    and quoted text taken out)."""
    command = case.tool or " ".join(a for a in case.args[:3] if not a.startswith("-"))
    detail = re.sub(r"'[^']*'|\"[^\"]*\"|\d+(\.\d+)?", "#", problem[1])[:120]
    if problem[0] == "touched":
        detail = re.sub(r"\d", "#", problem[1])
    if problem[0] in ("hang", "slow-wall"):
        detail = ""
    return f"{problem[0]} | {surface} | {command} | {detail}"


class Campaign:
    """Runs inputs, counts them per surface and the problems per class."""

    def __init__(self, out: Path) -> None:
        from rulesref.mcp.server import RulesrefTools

        self.out = out
        out.mkdir(parents=True, exist_ok=True)
        # in memory where there is such a folder: each input's tree is made and removed
        shm = Path("/dev/shm")
        self.top = Path(tempfile.mkdtemp(prefix="campaign-", dir=shm if shm.is_dir() else None))
        self.tools = RulesrefTools()
        self.counts: collections.Counter[str] = collections.Counter()
        self.problems: collections.Counter[str] = collections.Counter()
        self.classes: dict[str, int] = {}
        self.failures = (out / "failures.jsonl").open("a", encoding="utf-8")
        self.slowest: list[tuple[float, str]] = []

    def run(self, surface: str, case: Case) -> None:
        outcome = run_case(case, self.top / "case", self.tools)
        self.counts[surface] += 1
        self.slowest = sorted([*self.slowest, (outcome.seconds, " ".join(case.args)[:100]
                                               or str(case.tool))])[-5:]
        for problem in outcome.problems:
            self.problems[problem[0]] += 1
            key = signature(surface, case, problem)
            self.classes[key] = self.classes.get(key, 0) + 1
            if self.classes[key] <= 3:
                self.failures.write(json.dumps({"class": key, "problem": list(problem),
                                                "case": case.to_json(),
                                                "seconds": round(outcome.seconds, 2)})
                                    + "\n")
                self.failures.flush()

    def summary(self, started: float) -> dict[str, Any]:
        return {"inputs": sum(self.counts.values()), "per_surface": dict(self.counts),
                "problems": {k: self.problems.get(k, 0)
                             for k in ("internal", "hang", "touched", "control")},
                "slow_wall_only": self.problems.get("slow-wall", 0),
                "classes": self.classes, "seconds": round(time.perf_counter() - started),
                "slowest": self.slowest}


def _batch(runner: Campaign, name: str, generate: Callable[[Draw], Case], size: int
           ) -> Callable[[], None]:
    """``size`` inputs of one surface, drawn by hypothesis (generation only: no shrinking,
    no database; each input's problems are counted, never raised)."""

    @settings(max_examples=size, database=None, deadline=None, derandomize=False,
              phases=[Phase.generate], suppress_health_check=list(HealthCheck))
    @given(st.data())
    def one(data: st.DataObject) -> None:
        runner.run(name, generate(data.draw))

    return one


def warm_up() -> None:
    """Load every ruleset once (its first load fills the cache; not the inputs' time)."""
    from rulesref.core.registry import rulesets

    for ruleset in rulesets():
        ruleset.load()


def campaign(total: int, out: Path, only: list[str] | None, batch: int) -> None:
    """Run ``total`` inputs, spread over the surfaces by their shares, in batches."""
    import rulesref.lint.pdfguard as pdfguard

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_BYTES, MEMORY_BYTES))
    signal.signal(signal.SIGALRM, _alarm)
    pdfguard.read_in_child = _pdf_in_process
    runner = Campaign(out)
    started = time.perf_counter()
    surfaces = {k: v for k, v in SURFACES.items() if not only or k in only}
    shares = sum(share for _, share in surfaces.values())
    warnings.simplefilter("ignore")  # the generators' zip names, pdfminer's recursion limit
    warm_up()
    done = 0
    while done < total:
        for name, (generate, share) in surfaces.items():
            size = max(1, batch * share // shares)

            one = _batch(runner, name, generate, size)
            try:
                one()
            except Exception as exc:  # a generator's own failure: noted, the run goes on
                print(f"generator {name} failed: {_where(exc)}", file=sys.stderr)
        if sum(runner.counts.values()) == done:
            raise SystemExit("no input ran: every generator failed")
        done = sum(runner.counts.values())
        summary = runner.summary(started)
        (out / "summary.json").write_text(json.dumps(summary, indent=1), encoding="utf-8")
        print(f"{done} inputs, {summary['seconds']} s: {summary['problems']}", flush=True)
    shutil.rmtree(runner.top, ignore_errors=True)
    report(runner.summary(started))


def report(summary: dict[str, Any]) -> None:
    print(f"inputs: {summary['inputs']} ({summary['per_surface']}) in {summary['seconds']} s")
    for kind, count in summary["problems"].items():
        print(f"{kind}: {count} (goal: 0) -> {'meets the goal' if count == 0 else 'MISSES'}")
    for key, count in sorted(summary["classes"].items()):
        print(f"  {count:6d}  {key}")


# ----------------------------------------------------------------------------- replay


def binary() -> str:
    beside = Path(sys.executable).with_name("rulesref")
    return str(beside) if beside.exists() else shutil.which("rulesref") or "rulesref"


def replay_case(case: Case) -> list[tuple[str, str]]:
    """Run ``case`` through the real binary and judge it as in process."""
    top = Path(tempfile.mkdtemp(prefix="replay-"))
    try:
        work, outside = top / "work", top / "outside"
        work.mkdir()
        outside.mkdir()
        for name, data in BAIT.items():
            (outside / name).write_bytes(data)
        lay_out(case, work)
        before = snapshot(top)
        start = time.perf_counter()
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        problems: list[tuple[str, str]] = []
        try:
            if case.tool is not None:
                code, output = _replay_tool(case, work)
            else:
                args = [a.replace("\x00", "") for a in case.args]  # exec refuses a NUL
                done = subprocess.run([binary(), *args], cwd=work, capture_output=True,
                                      stdin=subprocess.DEVNULL, timeout=120)
                code = done.returncode
                output = (done.stdout + done.stderr).decode("utf-8", "replace")
        except subprocess.TimeoutExpired:
            return [("hang", "no answer in 120 s")]
        seconds = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - children.ru_utime + after.ru_stime - children.ru_stime)
        if cpu > HANG_SECONDS:  # processor time, as in process (see run_case)
            problems.append(("hang", f"{seconds:.1f} s wall, {cpu:.1f} s processor"))
        elif seconds > HANG_SECONDS:
            problems.append(("slow-wall", f"{seconds:.1f} s wall, {cpu:.1f} s processor"))
        if code not in (0, 1, 2, 3) or REPORT.search(output):
            problems.append(("internal", output.strip()[-300:]))
        changed = touched(case, before, snapshot(top))
        if changed:
            problems.append(("touched", ", ".join(changed[:5])))
        if RAW.search(output):
            problems.append(("control", repr(output[:200])))
        return problems
    finally:
        shutil.rmtree(top, ignore_errors=True)


def _replay_tool(case: Case, work: Path) -> tuple[int, str]:
    """One tool call through ``rulesref mcp`` on standard input (JSON-RPC, one message a
    line)."""
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                    "clientInfo": {"name": "campaign", "version": "1"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call",
         "params": {"name": case.tool, "arguments": case.arguments}},
    ]
    process = subprocess.Popen([binary(), "mcp"], cwd=work, stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdin is not None and process.stdout is not None
    for message in messages:
        process.stdin.write(json.dumps(message).encode() + b"\n")
    process.stdin.flush()
    answer: dict[str, Any] = {}
    for line in process.stdout:
        data = json.loads(line)
        if data.get("id") == 2:
            answer = data
            break
    process.stdin.close()
    process.wait(timeout=30)
    result = answer.get("result", {})
    text = "".join(c.get("text", "") for c in result.get("content", []))
    structured = result.get("structuredContent") or {}
    code = structured.get("exit_code", 2 if result.get("isError") else 0)
    return int(code) if isinstance(code, int) else 0, text


def replay(out: Path) -> None:
    seen: dict[str, dict[str, Any]] = {}
    for line in (out / "failures.jsonl").read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        seen.setdefault(record["class"], record)
    for key, record in sorted(seen.items()):
        case = Case.from_json(record["case"])
        problems = replay_case(case)
        counted = [p for p in problems if p[0] != "slow-wall"]
        print(f"{'REPRODUCES' if counted else 'not reproduced'}: {key}\n    args "
              f"{case.args or (case.tool, str(case.arguments)[:200])}\n    {problems}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=100_000)
    parser.add_argument("--out", type=Path, default=Path("campaign"))
    parser.add_argument("--surface", action="append")
    parser.add_argument("--replay", type=Path)
    parser.add_argument("--batch", type=int, default=200,
                        help="inputs per round over the surfaces")
    options = parser.parse_args()
    if options.replay:
        replay(options.replay)
    else:
        campaign(options.inputs, options.out, options.surface, options.batch)


if __name__ == "__main__":
    main()
