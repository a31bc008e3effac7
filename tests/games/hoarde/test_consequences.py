"""HOARDE's checks that read the Card Odds and the Clarifications another way: what they find
is listed with the reading the model rejects, never as a finding of the book."""

from __future__ import annotations

from rulesref_verify import formats
from rulesref_verify.runner import run


def test_the_rejected_readings_consequences_are_listed_apart() -> None:
    report = run("hoarde")
    apart = {f.id: f.assumes for f in report.consequences}
    # the one-card reading of "most/least likely" (Card Odds), the other readings of the odds
    # (per kind, distinct hands), and the reading of the dealt-set clarification that forbids
    # a first-turn win are all readings the model rejects (readings.yaml)
    assert apart == {
        "hoarde:literal-likelihood:character-least-likely": "likelihood-basis",
        "hoarde:literal-likelihood:cursed-most-likely": "likelihood-basis",
        "hoarde:odds:reading:likelihood-basis=per-kind:conflict": "likelihood-basis",
        "hoarde:odds:reading:winning-combinations-count=distinct-hands:composition":
            "winning-combinations-count",
        "hoarde:clarification:dealt-set:base": "dealt-set-first-turn",
        "hoarde:clarification:dealt-set:enchanted": "dealt-set-first-turn"}
    # stand-alone play without the Game Master that Set Up's turn order needs, the CURSED
    # card named for two things, the Card Odds statements that leave their deck unnamed,
    # the possessive on the one discard pile, the CHARACTER cards the page never says are
    # the noted ones, the BOON and 'CURSED' reminder cards no set-up lays out and the missing
    # number of players are the book's own faults; the literal set definition is not (it
    # clarifies the kinds stated elsewhere)
    assert [r.finding.id for r in report.findings] == [
        "names:two-things:cursed card", "piles:owned:discard pile",
        "piles:which:card odds:deck", "players:never-fixed",
        "reference:undefined:card:CHARACTER card", "piles:never-supplied:'cursed' card",
        "piles:never-supplied:boon card",
        "variant:role:stand_alone:setup:roll initiative"]
    assert report.passed
    assert "consequences of readings the model rejects" in formats.report_text(report)
    data = formats.report_json(report)
    assert len(data["consequences_of_rejected_readings"]) == 6


def test_the_verification_page_lists_them_apart_with_kinds() -> None:
    from rulesref.docs.verification import verification_page

    page = "\n".join(verification_page(run("hoarde"), label="hoarde-verification"))
    findings, rest = page.split("Under the readings the model rejects", 1)
    assert "variant:role:stand_alone:setup:roll initiative" in findings
    assert "``dealt-set-first-turn``" in rest and "hoarde:literal-set" not in page
    assert "6 consequence(s)" in rest
    assert ":Kind: missing" in findings
    assert ":Where: HOARDE, Play the game by itself; HOARDE, Set Up" in findings
