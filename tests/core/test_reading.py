"""Reading a file's bytes (:func:`rulesref.core.yamlio.read_bytes`): one read of the size the
file has, and the whole file all the same when it is not that size by the time it is read."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from rulesref.core import yamlio
from rulesref.errors import RulesDataError


def _stat_saying(size: int, real: Callable[..., os.stat_result]) -> object:
    def stat(*args: Any, **kwargs: Any) -> os.stat_result:
        found = list(real(*args, **kwargs))
        found[6] = size  # st_size: as if the file had that size when it was looked at
        return os.stat_result(found)

    return stat


def test_a_file_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(b'{"a": 1}')
    assert yamlio.read_bytes(path) == b'{"a": 1}'


@pytest.mark.parametrize("size", [0, 3, 100])
def test_a_file_that_grew_or_shrank_since_it_was_opened_is_read_whole(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: int) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(b"x" * 50)
    monkeypatch.setattr(os, "fstat", _stat_saying(size, os.fstat))
    assert yamlio.read_bytes(path) == b"x" * 50


def test_a_file_that_grew_past_the_limit_is_refused(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(b"x" * 50)
    monkeypatch.setattr(yamlio, "MAX_BYTES", 40)
    with monkeypatch.context() as patch, pytest.raises(RulesDataError) as info:
        patch.setattr(os, "stat", _stat_saying(10, os.stat))  # both looks saw it small
        patch.setattr(os, "fstat", _stat_saying(10, os.fstat))
        yamlio.read_bytes(path)
    assert str(info.value) == f"{path}: file is too large (over 40 bytes)"
