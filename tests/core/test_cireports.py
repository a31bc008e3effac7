"""The JUnit and GitHub Actions writer ``lint`` and ``verify`` share."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from rulesref.core.cireports import Case, Suite, github_annotation, junit_xml

PASSED = Case("lint.toy", "RL001 undefined term", output="acknowledged RL001 Foo")
FAILED = Case("lint.toy", "RL002 typo", failure="2 new finding(s)", details="a: x\nb: y")


def test_one_suite_is_the_root_with_its_counts() -> None:
    text = junit_xml([Suite("rulesref lint toy", (PASSED, FAILED), 1.23456)])
    assert text.startswith("<?xml version='1.0' encoding='utf-8'?>\n<testsuite ")
    root = ET.fromstring(text.split("\n", 1)[1])
    assert root.tag == "testsuite"
    assert root.attrib == {"name": "rulesref lint toy", "tests": "2", "time": "1.235",
                           "failures": "1"}
    first, second = root
    assert first.find("failure") is None
    assert first.findtext("system-out") == "acknowledged RL001 Foo"
    failure = second.find("failure")
    assert failure is not None and failure.get("message") == "2 new finding(s)"
    assert failure.text == "a: x\nb: y"
    assert second.find("system-out") is None


def test_several_suites_go_in_one_testsuites_element() -> None:
    text = junit_xml([Suite("a", (PASSED,), 0.0), Suite("b", (FAILED, FAILED), 0.5)])
    root = ET.fromstring(text.split("\n", 1)[1])
    assert root.tag == "testsuites"
    assert [(s.get("name"), s.get("tests"), s.get("failures")) for s in root] == [
        ("a", "1", "0"), ("b", "2", "2")]


def test_text_that_xml_must_escape_comes_back_whole() -> None:
    case = Case("c", 'a <b> & "c"', failure="<&>", details="]]> & <x/>")
    root = ET.fromstring(junit_xml([Suite("s", (case,), 0.0)]).split("\n", 1)[1])
    assert root[0].get("name") == 'a <b> & "c"'
    assert root[0][0].get("message") == "<&>" and root[0][0].text == "]]> & <x/>"


def test_annotations_escape_what_the_workflow_command_syntax_needs() -> None:
    line = github_annotation("error", "C:/a,b.txt", 3, "RL301: x", "50% off\r\nnext")
    assert line == ("::error file=C%3A/a%2Cb.txt,line=3,title=RL301%3A x::"
                    "50%25 off%0D%0Anext")
    assert "\n" not in line
