"""The fuzz campaign's surfaces, a few inputs each, in CI: every surface still generates
inputs, and each input is judged as the long run judges it (no internal error, no call over
5 s of processor time, nothing touched outside the requested output, no raw control
character). Derandomised under the ``ci`` profile, so a failure reproduces; the long run
(``benchmarks/fuzz_campaign.py``) measures the goal over 100,000 inputs."""

from __future__ import annotations

import importlib.util
import signal
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesref.lint import pdfguard

#: The campaign's module (in benchmarks/, beside the other measures of the issue's goals).
_SPEC = importlib.util.spec_from_file_location(
    "fuzz_campaign", Path(__file__).resolve().parents[2] / "benchmarks" / "fuzz_campaign.py")
assert _SPEC is not None and _SPEC.loader is not None
campaign = importlib.util.module_from_spec(_SPEC)
sys.modules["fuzz_campaign"] = campaign
_SPEC.loader.exec_module(campaign)

CI = settings.get_profile("ci")
#: Inputs per surface in CI: 30, fewer for the slower surfaces.
FEW = {"pdf": 6, "csv": 4, "zip": 10, "export": 10, "text": 15, "dir": 20}


@pytest.fixture(scope="module")
def tools() -> Any:
    from rulesref.mcp.server import RulesrefTools

    return RulesrefTools()


@pytest.fixture(autouse=True)
def stoppable(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A call past the campaign's stop is interrupted, and PDFs are read in process."""
    monkeypatch.setattr(pdfguard, "read_in_child", campaign._pdf_in_process)
    previous = signal.signal(signal.SIGALRM, campaign._alarm)
    yield
    signal.setitimer(signal.ITIMER_REAL, 0)
    signal.signal(signal.SIGALRM, previous)


@pytest.mark.parametrize("surface", sorted(campaign.SURFACES))
def test_a_surface_keeps_the_campaigns_contract(tmp_path_factory: Any, tools: Any,
                                                surface: str) -> None:
    generate, _share = campaign.SURFACES[surface]

    @settings(CI, max_examples=FEW.get(surface, 30),
              suppress_health_check=list(HealthCheck))
    @given(st.data())
    def one(data: st.DataObject) -> None:
        case = generate(data.draw)
        top: Path = tmp_path_factory.mktemp(surface)
        outcome = campaign.run_case(case, top / "case", tools)
        problems = [p for p in outcome.problems if p[0] != "slow-wall"]
        assert not problems, (case.args or (case.tool, case.arguments), problems)

    one()
