"""Folding names for comparison: the short way taken for ASCII text gives what the full
normalisation gives."""

from __future__ import annotations

import string
import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from rulesref.core.names import fold


def _folded(name: str) -> str:
    """The full normalisation, written out plainly."""
    plain = unicodedata.normalize("NFKD", name.replace("’", "'").replace("‘", "'"))
    plain = "".join(c for c in plain if not unicodedata.combining(c))
    return " ".join(plain.casefold().split())


@given(st.text(alphabet=string.printable + "\x00\x1f\x7f"))
def test_ascii_names_fold_as_the_full_normalisation(name: str) -> None:
    assert name.isascii()
    assert fold(name) == _folded(name)


@given(st.text())
def test_any_name_folds_as_the_full_normalisation(name: str) -> None:
    assert fold(name) == _folded(name)


def test_examples() -> None:
    assert fold("  Light   INFANTRY ") == "light infantry"
    assert fold("Ljudlös") == "ljudlos"
    assert fold("Hero’s") == fold("Hero's") == "hero's"
