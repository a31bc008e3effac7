"""The verification page from a hand-built report (the shape of
``rulesref_verify.runner.Report``)."""

from __future__ import annotations

from pathlib import Path

from rulesref.core.citation import Citation
from rulesref.core.readings import Reading, ReadingKind
from rulesref.docs.verification import errata_page, erratum_label, verification_page
from rulesref_verify.errata import ErrataEntry
from rulesref_verify.findings import Finding
from rulesref_verify.runner import Report, Reported, ReportedReading

ACK = ErrataEntry(id="dice:gap:scenario", fingerprint="0123456789abcdef",
                  reading="We read the gap as a reroll.", why="The table is otherwise complete.")
STALE = ErrataEntry(id="old:finding", fingerprint="fedcba9876543210", reading="Obsolete.",
                    why="Fixed in the data.")
READING = Reading(id="gap-roll", kind=ReadingKind.SILENT, question="What does a 13 give?",
                  reading="Roll again.", alternatives=("Nothing happens.",),
                  cite=Citation(book="Toy", page=38, section="Scenarios"))


def report(*findings: Reported, stale: tuple[ErrataEntry, ...] = (),
           readings: tuple[ReportedReading, ...] = ()) -> Report:
    return Report(game="toy", findings=findings, stale=stale,
                  errata_file="toy/errata.yaml",
                  errata_lines={ACK.id: 3, STALE.id: 9}, checks=("check_dice_tables",),
                  seconds=1.5, data_dir=Path("toy/data"), readings=readings)


def finding(fid: str, message: str, inconclusive: bool = False) -> Finding:
    return Finding(fid, "check_dice_tables", message, "Toy, p. 38, Scenarios",
                   "dice_tables.yaml", "scenario", inconclusive)


def test_acknowledged_finding_shows_status_and_reading() -> None:
    page = "\n".join(verification_page(
        report(Reported(finding(ACK.id, "rolls 13 covers nothing"), "acknowledged", ACK)),
        label="toy-verification", errata="toy-errata"))
    assert page.startswith(".. _toy-verification:\n\nVerification report\n")
    assert ".. admonition:: Passed" in page
    assert ("1 finding(s): 1 acknowledged, 0 new, 0 inconclusive; 0 reading(s); 0 stale "
            "errata entries.") in page
    assert ("   :rules:anchor:`finding <toy-verification-finding-dice-gap-scenario>` "
            "acknowledged · ``dice:gap:scenario``") in page
    assert ":Reading we follow: We read the gap as a reroll. (:ref:`errata entry " \
           "<toy-verification-erratum-dice-gap-scenario>`)" in page
    # the check's name is in a line of small print under each finding, its heading in words
    assert "Dice tables\n~~~~~~~~~~~" in page
    assert ".. dropdown:: Technical details" in page  # the checks that ran: one per page
    assert (".. container:: rules-technical\n\n      Check ``check_dice_tables``; data "
            "``dice_tables.yaml`` (scenario).") in page
    # the register is on its own page: the report only links to it
    assert ":ref:`errata register <toy-errata>`" in page
    assert ".. _toy-verification-erratum-" not in page and ":Why:" not in page
    assert "1.5" not in page  # timings would change the page on every build


def test_the_register_page_points_to_each_finding_it_acknowledges() -> None:
    page = "\n".join(errata_page(
        report(Reported(finding(ACK.id, "rolls 13 covers nothing"), "acknowledged", ACK)),
        label="toy-errata", report_label="toy-verification"))
    assert page.startswith(".. _toy-errata:\n\nErrata register\n")
    assert ":ref:`verification report <toy-verification>`" in page
    assert ".. _toy-verification-erratum-dice-gap-scenario:" in page
    assert ("   :rules:anchor:`errata entry <#toy-verification-erratum-dice-gap-scenario>` "
            "``dice:gap:scenario`` (line 3, matched; facts ``0123456789abcdef``)") in page
    assert ":Why: The table is otherwise complete." in page
    # the register points to the finding for its reading rather than printing it twice
    assert (":Finding: :ref:`the finding it acknowledges "
            "<toy-verification-finding-dice-gap-scenario>`") in page
    assert "We read the gap as a reroll." not in page


def test_without_a_register_page_the_report_links_to_no_entry() -> None:
    page = "\n".join(verification_page(
        report(Reported(finding(ACK.id, "rolls 13 covers nothing"), "acknowledged", ACK)),
        label="toy-verification"))
    assert ":Reading we follow: We read the gap as a reroll.\n" in page + "\n"
    assert "errata entry" not in page and "\nErrata register\n" not in page


def test_new_inconclusive_and_stale_fail_the_report() -> None:
    page = "\n".join(verification_page(
        report(Reported(finding("dice:overlap:x", "rows overlap"), "new", None),
               Reported(finding("z3:unknown", "undecided", True), "new", None),
               stale=(STALE,)),
        label="toy-verification"))
    assert ".. admonition:: Failed" in page
    assert ("2 finding(s): 0 acknowledged, 1 new, 1 inconclusive; 0 reading(s); 1 stale "
            "errata entry.") in page
    assert "**new** · ``dice:overlap:x``" in page
    assert "**inconclusive** · ``z3:unknown``" in page
    assert ".. container:: rules-finding rules-finding-inconclusive" in page
    register = "\n".join(errata_page(report(stale=(STALE,)), label="toy-errata",
                                      report_label="toy-verification"))
    assert "``old:finding`` (line 9, **stale**: it matches no finding; facts" in register
    assert ":Reading we follow: Obsolete." in register  # no finding carries it


def test_messages_go_through_the_linker() -> None:
    page = list(verification_page(
        report(Reported(finding("x", "Wild is odd"), "new", None)),
        label="l", link=lambda text: text.replace("Wild", ":rules:kw:`Wild`")))
    assert "   :rules:kw:`Wild` is odd" in page


def test_erratum_label() -> None:
    assert erratum_label("toy-verification", "cost:Hero [+1]") == \
        "toy-verification-erratum-cost-hero-1"


def test_a_changed_finding_fails_and_readings_are_listed_apart() -> None:
    page = "\n".join(verification_page(
        report(Reported(finding(ACK.id, "rolls 13 and 14 cover nothing"), "changed", ACK),
               readings=(ReportedReading(READING, "scenarios.yaml", "readings[0]"),)),
        label="toy-verification"))
    assert ".. admonition:: Failed" in page
    assert "0 acknowledged, 1 new, 0 inconclusive; 1 reading(s)" in page
    assert "**changed** since it was acknowledged · ``dice:gap:scenario``" in page
    readings = page.split("\nReadings\n", 1)[1]
    for text in ("``gap-roll``", "silent", "What does a 13 give?", "Roll again.",
                 "Nothing happens.", "Toy, p. 38, Scenarios"):
        assert text in readings, text
    findings = page.split("\nFindings\n", 1)[1].split("\nReadings\n", 1)[0]
    assert "gap-roll" not in findings
