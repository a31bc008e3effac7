"""The merged-cap check on a toy model: a rule that puts three capped captains' men under
one host, with no cap for the host, is found (a missing rule) naming the sum, 3 x 4 = 12;
a host capped below the sum is a conflict; a host capped at the sum or more, a merge of one
holder, and a cap on another holder are silent."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rulesref.core.caps import HolderCap, Merge
from rulesref.core.citation import Citation
from rulesref_verify.findings import Kind
from rulesref_verify.merged_caps import check_merged_caps
from rulesref_verify.runner import with_engine_checks

CAP_AT = Citation(book="Toy", page=4, section="Captains")
HOST_AT = Citation(book="Toy", page=9, section="The Host")
COUNT_AT = Citation(book="Toy", page=2, section="Setup")
CAPTAIN = HolderCap(holder="Captain", what="men", most=4, cite=CAP_AT)
HOST = Merge(rule="Grand Host", holder="captain", into="Host", most=3, most_cite=COUNT_AT,
             cite=HOST_AT)


@dataclass(frozen=True)
class Model:
    holder_caps: tuple[HolderCap, ...]
    merges: tuple[Merge, ...] = (HOST,)


def test_a_merge_past_the_cap_with_no_cap_of_its_own_is_found() -> None:
    (found,) = check_merged_caps(Model((CAPTAIN,)))
    assert (found.id, found.kind, found.key) == ("cap:merged:grand host:men", Kind.MISSING,
                                                 "merges")
    assert found.cited == (str(HOST_AT), str(CAP_AT), str(COUNT_AT))
    assert dict(found.facts)["total"] == "12"
    assert "so a Host can hold 12" in found.message


def test_a_host_capped_below_the_sum_is_a_conflict() -> None:
    low = HolderCap(holder="host", what="Men", most=10, cite=HOST_AT)
    (found,) = check_merged_caps(Model((CAPTAIN, low)))
    assert found.kind is Kind.CONFLICT
    assert "the book caps a Host at 10" in found.message


def test_a_host_capped_at_the_sum_one_holder_or_another_holder_is_silent() -> None:
    high = HolderCap(holder="Host", what="men", most=12, cite=HOST_AT)
    assert check_merged_caps(Model((CAPTAIN, high))) == []
    assert check_merged_caps(Model((CAPTAIN,), (dataclasses.replace(HOST, most=1),))) == []
    assert check_merged_caps(Model((dataclasses.replace(CAPTAIN, holder="Scout"),))) == []
    assert check_merged_caps(object()) == []


def test_the_runner_gives_it_to_every_ruleset() -> None:
    assert check_merged_caps in with_engine_checks(())
