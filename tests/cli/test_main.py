"""``main()``: the console entry point and its last resort."""

from __future__ import annotations

import sys

import pytest

from rulesref import cli as cli_module
from rulesref.cli import EXIT_INCONCLUSIVE, main


def _run_main(monkeypatch: pytest.MonkeyPatch, args: list[str]) -> int:
    monkeypatch.setattr(sys, "argv", ["rulesref", *args])
    with pytest.raises(SystemExit) as done:
        main()
    code = done.value.code
    return code if isinstance(code, int) else 0


def test_a_bug_is_an_internal_error_not_a_verdict(monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    # a planted bug: the last resort must catch it, say so on one line, and exit 3 (nothing
    # was decided), never 1 (a broken rule) or 2 (a bad file)
    def broken(*args: object, **kwargs: object) -> None:
        raise ZeroDivisionError("planted\x1b[2J")

    monkeypatch.setattr("rulesref.games.hobgoblin.lookups.find_keyword", broken)
    assert _run_main(monkeypatch, ["keyword", "wild"]) == EXIT_INCONCLUSIVE
    err = capsys.readouterr().err
    assert err == ("rulesref: internal error: ZeroDivisionError: planted\\x1b[2J "
                   "(please report this)\n")


def test_bad_input_never_reaches_the_last_resort(monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    assert _run_main(monkeypatch, ["keyword", "Hero [-50]"]) == 2
    assert _run_main(monkeypatch, ["unit", "Monster", "Hero ["]) == 2
    assert "internal error" not in capsys.readouterr().err
    assert cli_module.EXIT_BAD_INPUT == 2
