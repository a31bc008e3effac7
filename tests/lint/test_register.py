"""The lint register: acknowledgements matched by code and fingerprint, checked on load."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesref.errors import RulesDataError
from rulesref.lint.model import Verdict, fingerprint
from rulesref.lint.reading import read_manuscript
from rulesref.lint.register import load_register
from rulesref.lint.runner import run
from tests.lint.vocab import MANUSCRIPTS, VOCABULARY


def _register(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "lint_register.yaml"
    path.write_text(body, encoding="utf-8")
    return path


def _entry(code: str, words: str, verdict: str, why: str) -> str:
    return (f"  - code: {code}\n    words: '{words}'\n    fingerprint: '{fingerprint(words)}'\n"
            f"    verdict: {verdict}\n    why: {why}\n")


def test_fingerprints_ignore_case_and_spacing() -> None:
    assert fingerprint("Glory  Marker") == fingerprint("glory marker")
    assert fingerprint("Glory Marker") != fingerprint("Glory Markers")


def test_the_register_acknowledges_by_code_and_fingerprint(tmp_path: Path) -> None:
    path = _register(tmp_path, "acknowledged:\n"
                     + _entry("RL101", "Glory Marker", "model-gap",
                              "The invented book names a marker the invented model lacks.")
                     + _entry("RL403", "the the", "book-fault", "A doubled article on line 16.")
                     + _entry("RL403", "Glory Marker", "noise", "Same words, another code."))
    register = load_register(path)
    manuscript = read_manuscript(MANUSCRIPTS / "planted.txt", "planted.txt")
    report = run("marsh_wars", [manuscript], VOCABULARY, register)
    acknowledged = {(t.finding.code, t.finding.words) for t in report.findings if t.entry}
    assert acknowledged == {("RL403", "the the")}
    assert len(report.new) == len(report.findings) - 1
    # a name the model lacks is a gap in the model, reported apart: no entry matches it
    assert ("RL101", "Glory Marker") in {(g.code, g.words) for g in report.gaps}
    assert "RL101" not in {t.finding.code for t in report.findings}
    assert sorted(e.code for e in report.unmatched) == ["RL101", "RL403"]
    assert report.noise == 0
    assert report.findings[0].entry is None or report.findings[0].entry.verdict in Verdict


def test_noise_share(tmp_path: Path) -> None:
    path = _register(tmp_path, "acknowledged:\n"
                     + _entry("RL402", "alwyas", "noise", "Pretend the word is a dialect form."))
    manuscript = read_manuscript(MANUSCRIPTS / "planted.txt", "planted.txt")
    report = run("marsh_wars", [manuscript], VOCABULARY, load_register(path))
    assert report.noise == 1
    assert report.noise_share == pytest.approx(1 / len(report.findings))


def test_the_allowlist_accepts_its_words(tmp_path: Path) -> None:
    manuscript = read_manuscript(MANUSCRIPTS / "planted.txt", "planted.txt")
    plain = run("marsh_wars", [manuscript], VOCABULARY, load_register(tmp_path / "none.yaml"))
    assert ("RL402", "alwyas") in {(t.finding.code, t.finding.words) for t in plain.findings}
    path = _register(tmp_path, "allowed_words:\n  - word: alwyas\n"
                     "    why: Pretend the invented book spells it so on purpose.\n")
    allowed = run("marsh_wars", [manuscript], VOCABULARY, load_register(path))
    assert "alwyas" not in {t.finding.words for t in allowed.findings}
    assert len(allowed.findings) == len(plain.findings) - 1


def test_a_missing_register_is_empty(tmp_path: Path) -> None:
    assert load_register(tmp_path / "none.yaml").entries == ()


def test_a_fingerprint_that_does_not_fit_its_words_is_an_error(tmp_path: Path) -> None:
    path = _register(tmp_path, "acknowledged:\n  - code: RL101\n    words: Glory Marker\n"
                     "    fingerprint: '000000000000'\n    verdict: noise\n    why: x\n")
    with pytest.raises(RulesDataError, match=r"acknowledged\[0\].fingerprint.*not the "
                                             "fingerprint of 'Glory Marker'"):
        load_register(path)


def test_a_finding_acknowledged_twice_is_an_error(tmp_path: Path) -> None:
    entry = _entry("RL101", "Glory Marker", "noise", "once")
    with pytest.raises(RulesDataError, match="acknowledged twice"):
        load_register(_register(tmp_path, "acknowledged:\n" + entry + entry))


def test_an_unknown_key_or_verdict_is_an_error(tmp_path: Path) -> None:
    entry = _entry("RL101", "Glory Marker", "maybe", "x")
    with pytest.raises(RulesDataError, match="verdict"):
        load_register(_register(tmp_path, "acknowledged:\n" + entry))
    entry = _entry("RL101", "Glory Marker", "noise", "x") + "    extra: 1\n"
    with pytest.raises(RulesDataError, match="extra"):
        load_register(_register(tmp_path, "acknowledged:\n" + entry))
