"""Reports for continuous integration, shared by every command that checks something (``lint``
and ``verify``): JUnit XML, written with :mod:`xml.etree.ElementTree`, and GitHub Actions
workflow commands (annotations).

A command describes its outcome as :class:`Suite` records of :class:`Case` records; these
functions only spell them out. Pure: no printing, no files.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Case:
    """One JUnit test case: a check (or a code) that passed, or failed with a message."""

    classname: str
    """The group the case belongs to: the command and the ruleset (``lint.<game>``)."""
    name: str
    """The test case's name: the check or code."""
    failure: str | None = None
    """Why it failed (the ``failure`` element's ``message``), or ``None`` when it passed."""
    details: str = ""
    """The failure's details, one finding a line."""
    output: str = ""
    """What else to show (``system-out``): the acknowledged findings, say."""


@dataclass(frozen=True, slots=True)
class Suite:
    """One JUnit test suite: a command's run over one ruleset."""

    name: str
    """The suite's name: the command and the ruleset."""
    cases: tuple[Case, ...]
    """Its test cases, in order."""
    seconds: float
    """How long the run took."""


def junit_xml(suites: Sequence[Suite]) -> str:
    """The suites as a JUnit XML document: one ``testsuite`` element, or for several a
    ``testsuites`` element holding them."""
    import xml.etree.ElementTree as ET

    elements = []
    for suite in suites:
        node = ET.Element("testsuite", name=suite.name, tests=str(len(suite.cases)),
                          time=f"{suite.seconds:.3f}")
        for case in suite.cases:
            child = ET.SubElement(node, "testcase", classname=case.classname, name=case.name)
            if case.failure is not None:
                ET.SubElement(child, "failure", message=case.failure).text = case.details
            if case.output:
                ET.SubElement(child, "system-out").text = case.output
        node.set("failures", str(sum(case.failure is not None for case in suite.cases)))
        elements.append(node)
    if len(elements) == 1:
        root = elements[0]
    else:
        root = ET.Element("testsuites")
        root.extend(elements)
    return ET.tostring(root, encoding="unicode", xml_declaration=True)


def _data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _property(text: str) -> str:
    return _data(text).replace(":", "%3A").replace(",", "%2C")


def github_annotation(level: str, file: str, line: int, title: str, message: str) -> str:
    """A GitHub Actions annotation (``level``: ``error``, ``warning`` or ``notice``) at
    ``file`` and ``line``, with the escapes the workflow-command syntax asks for (``%``,
    line breaks, and in the file and title also ``:`` and ``,``)."""
    return (f"::{level} file={_property(file)},line={line},title={_property(title)}::"
            f"{_data(message)}")


__all__ = ["Case", "Suite", "github_annotation", "junit_xml"]
