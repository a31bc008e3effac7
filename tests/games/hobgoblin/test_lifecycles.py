"""Hobgoblin's statuses and tokens, read by the engine's lifecycle check. Expected finding
worked out by reading pages 24 and 66: Outmaneuvered is gained when an enemy touches a
unit's side or rear, and no rule says when it is lost."""

from __future__ import annotations

from rulesref_verify.findings import Kind
from rulesref_verify.lifecycles import check_lifecycles, lifecycles


def test_outmaneuvered_is_granted_and_never_lost(rules) -> None:  # type: ignore[no-untyped-def]
    found = check_lifecycles(rules)
    assert [(f.id, f.kind) for f in found] == [
        ("lifecycle:never-ends:Outmaneuvered", Kind.DEAD_END)]
    assert [c.split(", ", 1)[1] for c in found[0].cited] == [
        "p. 24, Outmanoeuvring a Unit", "p. 66, Index of Keywords", "p. 19, Game End"]


def test_the_model_reads_it_as_lasting_while_the_contact_lasts(rules) -> None:  # type: ignore[no-untyped-def]
    # the model's reading is recorded as a reading, not as a status rule the book prints
    life = next(x for x in lifecycles(rules) if x.status == "Outmaneuvered")
    assert life.rule is None and life.removed_by == ()
    reading = next(r for r in rules.readings if r.id == "outmanoeuvred-lost-when-contact-ends")
    assert reading.kind.value == "silent" and reading.cite.page == 24
