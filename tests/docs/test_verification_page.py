"""The verification page from a hand-built report (the shape of
``rulesref_verify.runner.Report``)."""

from __future__ import annotations

from pathlib import Path

from rulesref.docs.verification import erratum_label, verification_page
from rulesref_verify.errata import ErrataEntry
from rulesref_verify.findings import Finding
from rulesref_verify.runner import Report, Reported

ACK = ErrataEntry(id="dice:gap:scenario", reading="We read the gap as a reroll.",
                  why="The table is otherwise complete.")
STALE = ErrataEntry(id="old:finding", reading="Obsolete.", why="Fixed in the data.")


def report(*findings: Reported, stale: tuple[ErrataEntry, ...] = ()) -> Report:
    return Report(game="toy", findings=findings, stale=stale,
                  errata_file="toy/errata.yaml",
                  errata_lines={ACK.id: 3, STALE.id: 9}, checks=("check_dice_tables",),
                  seconds=1.5, data_dir=Path("toy/data"))


def finding(fid: str, message: str, inconclusive: bool = False) -> Finding:
    return Finding(fid, "check_dice_tables", message, "Toy, p. 38, Scenarios",
                   "dice_tables.yaml", "scenario", inconclusive)


def test_acknowledged_finding_shows_status_and_reading() -> None:
    page = "\n".join(verification_page(
        report(Reported(finding(ACK.id, "rolls 13 covers nothing"), "acknowledged", ACK)),
        label="toy-verification"))
    assert page.startswith(".. _toy-verification:\n\nVerification report\n")
    assert ".. admonition:: Passed" in page
    assert "1 finding(s): 1 acknowledged, 0 new, 0 inconclusive; 0 stale errata entries." in page
    assert ("   :rules:anchor:`finding <toy-verification-finding-dice-gap-scenario>` "
            "acknowledged · ``dice:gap:scenario``") in page
    assert ":Reading we follow: We read the gap as a reroll. (:ref:`errata entry " \
           "<toy-verification-erratum-dice-gap-scenario>`)" in page
    assert ".. _toy-verification-erratum-dice-gap-scenario:" in page
    assert ("   :rules:anchor:`errata entry <#toy-verification-erratum-dice-gap-scenario>` "
            "``dice:gap:scenario`` (line 3, matched)") in page
    # the check's name is in a collapsed technical detail, its heading in words
    assert "Dice tables\n~~~~~~~~~~~" in page
    assert ".. dropdown:: Technical details" in page and "Check ``check_dice_tables``" in page
    assert ":Why: The table is otherwise complete." in page
    assert "1.5" not in page  # timings would change the page on every build


def test_new_inconclusive_and_stale_fail_the_report() -> None:
    page = "\n".join(verification_page(
        report(Reported(finding("dice:overlap:x", "rows overlap"), "new", None),
               Reported(finding("z3:unknown", "undecided", True), "new", None),
               stale=(STALE,)),
        label="toy-verification"))
    assert ".. admonition:: Failed" in page
    assert "2 finding(s): 0 acknowledged, 1 new, 1 inconclusive; 1 stale errata entry." in page
    assert "**new** · ``dice:overlap:x``" in page
    assert "**inconclusive** · ``z3:unknown``" in page
    assert "``old:finding`` (line 9, **stale**: it matches no finding)" in page
    assert ".. container:: rules-finding rules-finding-inconclusive" in page


def test_messages_go_through_the_linker() -> None:
    page = list(verification_page(
        report(Reported(finding("x", "Wild is odd"), "new", None)),
        label="l", link=lambda text: text.replace("Wild", ":rules:kw:`Wild`")))
    assert "   :rules:kw:`Wild` is odd" in page


def test_erratum_label() -> None:
    assert erratum_label("toy-verification", "cost:Hero [+1]") == \
        "toy-verification-erratum-cost-hero-1"
