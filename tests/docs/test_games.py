"""The website pages of every installed ruleset with pages (found through the registry): each
page starts with its label and title, every object is described once, every link lands, and
the verification page is built from the real report.

Game-specific pages are tested in ``tests/games/<game>/``.
"""

from __future__ import annotations

import dataclasses
import re
import runpy
from typing import Any

import pytest

from rulesref.core import names
from rulesref.docs.games import documented, find_game
from tests.docs.rendering import (
    ANCHOR,
    LABEL,
    REF,
    ROLE,
    ROLE_TYPES,
    described,
    game,
    prefix,
    render_pages,
)
from tests.site import DOCS

#: Every documented game, from the registry.
GAMES = [name for name in documented() if "readings" in {p.kind for p in find_game(name)
                                                          .pages(find_game(name).load())}]


def recorded_readings(rules: Any) -> list[Any]:
    """Every reading record anywhere in the model (records with an id, a question, the
    reading taken and a citation)."""
    found: dict[str, Any] = {}

    def walk(node: Any) -> None:
        if isinstance(node, tuple):
            for item in node:
                walk(item)
        elif dataclasses.is_dataclass(node) and not isinstance(node, type):
            names = {f.name for f in dataclasses.fields(node)}
            if {"id", "question", "reading", "cite"} <= names:
                found.setdefault(node.id, node)  # type: ignore[attr-defined]
            for f in dataclasses.fields(node):
                walk(getattr(node, f.name))

    walk(rules)
    return list(found.values())


@pytest.fixture(scope="module")
def rendered() -> dict[str, dict[str, str]]:
    """Every page but the verification report, per game, as text."""
    return {name: render_pages(name) for name in GAMES}


# --------------------------------------------------------------------------- every game


@pytest.mark.parametrize("name", GAMES)
def test_the_game_plugs_in_by_name_and_no_page_lists_it(name: str) -> None:
    assert find_game(name.upper()).name == name
    assert find_game(name.replace("_", "-")).name == name
    conf = runpy.run_path(str(DOCS / "conf.py"))
    assert "rules_games" not in conf, "the registry lists the games, not conf.py"
    assert "rules:rulesets::" in (DOCS / "index.rst").read_text(encoding="utf-8")
    assert name not in (DOCS / "index.rst").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", GAMES)
def test_every_page_starts_with_its_label_and_title(name: str, rendered: Any) -> None:
    docs, rules = game(name)
    pages = docs.pages(rules)
    assert pages[0].path == "index"
    assert [p.kind for p in pages[-3:]] == ["verification", "errata", "text"]
    for page in pages[:-3] + pages[-1:]:
        lines = rendered[name][page.path].split("\n")
        assert lines[0] == f".. _{prefix(name)}-{page.path}:"
        assert lines[2] == page.title
        assert set(lines[3]) == {"="}


@pytest.mark.parametrize("name", GAMES)
def test_every_object_is_described_once_and_every_link_has_a_target(
        name: str, rendered: Any) -> None:
    objects, aliases = described(rendered[name])
    assert objects and max(objects.values()) == 1
    for path, text in rendered[name].items():
        for role, target in ROLE.findall(text):
            if role in ("anchor", "odds"):
                continue
            key = (ROLE_TYPES[role], names.fold(target))
            assert key in objects or key in aliases, f"{path}: {role} {target!r}"


@pytest.mark.parametrize("name", GAMES)
def test_every_reference_and_diagram_link_lands_on_a_label(name: str, rendered: Any) -> None:
    pages = rendered[name]
    labels = {label for text in pages.values() for label in LABEL.findall(text)}
    labels |= {f"{prefix(name)}-verification", f"{prefix(name)}-errata"}
    for path, text in pages.items():
        for target in REF.findall(text):
            assert target in labels, f"{path}: :ref: {target!r}"
        for target in re.findall(r"^   :link: (\S+)$", text, re.M):
            assert target in labels, f"{path}: card link {target!r}"
        # Labels without underscores become the HTML ids the diagram's links point at; the
        # steps' permalinks (rules:anchor) are ids as written.
        ids = set(LABEL.findall(text)) | set(ANCHOR.findall(text))
        for anchor in re.findall(r'<a href="#([^"]+)"', text):
            assert anchor in ids, f"{path}: diagram link #{anchor}"


@pytest.mark.parametrize("name", GAMES)
def test_every_reading_has_an_entry(name: str, rendered: Any) -> None:
    _, rules = game(name)
    ids = [r.id for r in recorded_readings(rules)]
    page = rendered[name]["readings"]
    for reading_id in ids:
        assert f".. _{prefix(name)}-reading-{reading_id.replace('_', '-')}:" in page
    assert page.count(".. container:: rules-reading") == len(ids)


# --------------------------------------------------------------------------- verification


@pytest.mark.slow
@pytest.mark.parametrize("name", GAMES)
def test_verification_page_from_the_real_report(name: str) -> None:
    from rulesref_verify.runner import run

    docs, rules = game(name)
    report = run(name)
    assert docs.render_report is not None
    page = "\n".join(docs.render_report(rules, report))
    assert page.startswith(f".. _{prefix(name)}-verification:\n\nVerification report\n")
    assert report.outcome in ("passed", "unknown")  # shipped data never fails
    verdict = "Passed" if report.outcome == "passed" else "Inconclusive"
    assert f".. admonition:: {verdict}" in page
    for item in report.readings:
        assert f"``{item.reading.id}``" in page
    assert f"``rulesref verify --game {name}``" in page
    # the register is a page of its own, which the report links to
    assert page.count(f".. _{prefix(name)}-verification-erratum-") == 0
    assert f":ref:`errata register <{prefix(name)}-errata>`" in page
    assert docs.render_errata is not None
    register = "\n".join(docs.render_errata(rules, report))
    assert register.startswith(f".. _{prefix(name)}-errata:\n\nErrata register\n")
    entries = {r.erratum.id for r in report.findings if r.erratum is not None}
    assert register.count(f".. _{prefix(name)}-verification-erratum-") == len(entries)
    assert f"``rulesref/games/{name}/errata.yaml``" in page + register
    # each acknowledged finding's entry link lands on a label of the register's page
    for target in re.findall(r":ref:`errata entry <([^>]+)>`", page):
        assert f".. _{target}:" in register, target


@pytest.mark.slow
@pytest.mark.parametrize("name", documented())
def test_the_text_page_holds_the_lint_of_a_lintable_book(name: str) -> None:
    from rulesref.lint.books import book_path
    from rulesref.lint.rulesets import rulesets
    from rulesref_verify.runner import run

    docs, rules = game(name)
    assert docs.render_report is not None
    report = "\n".join(docs.render_report(rules, run(name)))
    text = next((p for p in docs.pages(rules) if p.kind == "text"), None)
    lint = rulesets().get(name)
    if text is None:  # a ruleset without a lint adapter has no text page
        assert lint is None and "\nText\n" not in report
        return
    page = "\n".join(docs.render(rules, text))
    # the report only points to the page
    assert f":ref:`Text checks <{prefix(name)}-text>`" in report
    assert "finding(s):" not in report.split("\nText\n----\n", 1)[1]
    assert page.startswith(f".. _{prefix(name)}-text:\n\nText checks\n")
    assert lint is not None
    assert lint.register in docs.sources()
    found = book_path(lint.book)
    if found is not None:
        assert "``rulesref lint`` reads the text of" in page and "finding(s):" in page
        assert "**new**" not in page  # every lint finding on a shipped book is triaged
        assert found in docs.sources()
    else:
        assert "was not given when this site was built" in page
