"""Worker processes for the heavy commands (:attr:`~rulesref.core.commands.Command.heavy`).

A heavy call (an army list, odds over a big pool, a proof) runs in a worker process, not in
a thread of the server: it never holds the interpreter lock a lookup needs, and a call over
its time limit is killed, freeing its slot, instead of running on in the background.

A worker is a process started with ``spawn`` (the server has threads: forking it is
unsafe), running at a lower CPU priority than the server (:data:`NICENESS`). It reads one
:class:`~rulesref.mcp.invoke.Request` at a time from its end of a pipe, as JSON text, runs it
with :func:`~rulesref.mcp.invoke.answer` and sends back the outcome, as JSON text too:
nothing is unpickled. A worker that has answered goes back to the idle ones
(at most :data:`KEEP_IDLE`) and is reused; one that has answered :data:`MAX_CALLS` calls is
retired, so a slow leak in a command cannot grow without bound. A worker whose server goes
away reads the end of its pipe and exits; :meth:`Workers.close` stops them all and reaps
them (no zombie is left).
"""

from __future__ import annotations

import contextlib
import json
import threading
import time
from typing import TYPE_CHECKING, Any

from rulesref.mcp.invoke import EXIT_INTERNAL, Outcome, Request, answer, error

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

KEEP_IDLE = 2
"""Most workers kept waiting for a call; more are stopped once they have answered."""
MAX_CALLS = 1000
"""Calls one worker answers before it is replaced by a fresh one."""
STOP_WAIT = 2.0
"""Seconds a worker is given to exit on its own before it is killed."""
NICENESS = 10
"""How much lower a worker's CPU priority is than the server's (``nice``, where there is
one): when the machine's cores are busy, the scheduler runs the server's lookups before a
worker's validation."""


def _serve(connection: Connection) -> None:
    """A worker's loop: answer requests until the pipe ends or an empty message comes."""
    import os
    import signal
    import sys

    # the server's standard output carries the protocol: nothing of the worker goes there
    sys.stdout.flush()
    quiet = os.open(os.devnull, os.O_WRONLY)
    os.dup2(quiet, 1)
    os.close(quiet)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the server decides when its workers stop
    if hasattr(os, "nice"):  # a lookup in the server goes first when the cores are busy
        with contextlib.suppress(OSError):
            os.nice(NICENESS)
    while True:
        try:
            message = connection.recv_bytes()
        except (EOFError, OSError):
            return
        if not message:
            return
        outcome = answer(Request.from_json(json.loads(message)))
        reply = {"exit_code": outcome.exit_code, "error": outcome.is_error,
                 "text": outcome.text}
        try:
            connection.send_bytes(json.dumps(reply, ensure_ascii=False).encode())
        except OSError:
            return


class _Worker:
    """One worker process and the server's end of its pipe."""

    def __init__(self) -> None:
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        self.connection, theirs = context.Pipe()
        self.process: BaseProcess = context.Process(
            target=_serve, args=(theirs,), name="rulesref-worker", daemon=True)
        self.process.start()
        theirs.close()
        self.calls = 0

    def ask(self, request: Request, seconds: float) -> Outcome | None:
        """The outcome of ``request``, or ``None`` when it is not answered in ``seconds``.

        :raises OSError: or :class:`EOFError` when the worker has died.
        """
        self.calls += 1
        self.connection.send_bytes(json.dumps(request.to_json(),
                                              ensure_ascii=False).encode())
        if not self.connection.poll(max(seconds, 0.0)):
            return None
        reply: dict[str, Any] = json.loads(self.connection.recv_bytes())
        text: str = reply["text"]
        if reply["error"]:
            return Outcome(reply["exit_code"], None, text)
        return Outcome(reply["exit_code"], json.loads(text), text)

    def stop(self, kill: bool = False) -> None:
        """End the process (asking it first unless ``kill``) and reap it."""
        if not kill:
            with contextlib.suppress(OSError):  # a broken pipe: it has ended already
                self.connection.send_bytes(b"")
                self.process.join(STOP_WAIT)
        if self.process.is_alive():
            self.process.kill()
        self.process.join()
        self.connection.close()
        self.process.close()


class Workers:
    """The worker processes of one server."""

    def __init__(self) -> None:
        self._idle: list[_Worker] = []
        self._busy: set[_Worker] = set()
        self._lock = threading.Lock()  # guards the two collections, never a call
        self._closed = False

    def start(self) -> None:
        """Start one idle worker ahead of the first heavy call (which would otherwise wait
        for the worker's interpreter to start)."""
        worker = _Worker()
        with self._lock:
            if not self._closed and len(self._idle) < KEEP_IDLE:
                self._idle.append(worker)
                return
        worker.stop()

    def run(self, request: Request, seconds: float) -> Outcome | None:
        """The outcome of ``request`` run in a worker, or ``None`` when it took longer
        than ``seconds`` (counting the start of a worker, if one had to be started): that
        worker is then killed."""
        deadline = time.monotonic() + seconds
        with self._lock:
            if self._closed:
                return error("the server is shutting down", EXIT_INTERNAL)
            worker = self._idle.pop() if self._idle else None
        try:
            worker = worker or _Worker()
        except OSError as exc:
            return error(f"internal error: no worker process could be started: {exc} "
                         "(please report this)", EXIT_INTERNAL)
        with self._lock:
            self._busy.add(worker)
        try:
            outcome = worker.ask(request, deadline - time.monotonic())
        except Exception:  # the pipe broke (the worker died) or its reply was garbled
            worker.process.join(STOP_WAIT)  # it closed its pipe: it is ending
            code = worker.process.exitcode
            outcome = error(f"internal error: the worker process ended (exit code {code}) "
                            "(please report this)", EXIT_INTERNAL)
            worker.stop(kill=True)
            return outcome
        finally:
            with self._lock:
                self._busy.discard(worker)
        if outcome is None:
            worker.stop(kill=True)
            return None
        self._put_back(worker)
        return outcome

    def _put_back(self, worker: _Worker) -> None:
        with self._lock:
            if not self._closed and worker.calls < MAX_CALLS and len(self._idle) < KEEP_IDLE:
                self._idle.append(worker)
                return
        worker.stop()

    def pids(self) -> list[int]:
        """The process ids of the workers alive now (idle or busy)."""
        with self._lock:
            workers = [*self._idle, *self._busy]
        return [w.process.pid for w in workers if w.process.pid is not None]

    def close(self) -> None:
        """Stop every worker, killing those still answering, and reap them."""
        with self._lock:
            self._closed = True
            idle = self._idle
            self._idle = []
            for worker in self._busy:  # under the lock: its caller has not reaped it yet
                worker.process.kill()  # its caller's thread reaps it
        for worker in idle:
            worker.stop()


__all__ = ["KEEP_IDLE", "MAX_CALLS", "Workers"]
