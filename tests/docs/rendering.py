"""Helpers for the website tests of any ruleset: render a game's pages (model in, reST lines
out) and read the objects, labels and links in them."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from rulesref.core import names
from rulesref.docs.games import REPORT_PAGES, GameDocs, find_game

ROLE = re.compile(r":rules:(\w+):`(?:[^`<]*<)?([^`>]+)>?`")
REF = re.compile(r":ref:`(?:[^`<]*<)?([^`>]+)>?`")
LABEL = re.compile(r"^\.\. _([^:]+):$", re.M)
ANCHOR = re.compile(r":rules:anchor:`[^`<]*<([^`>]+)>`")
OBJECT = re.compile(r"^\.\. rules:(\w+):: (.+)$")
ALIASES = re.compile(r"^   :aliases: (.+)$")
ROLE_TYPES = {"kw": "keyword", "unit": "unittype", "card": "card", "rule": "rule",
              "term": "term", "terrain": "terrain", "allegiance": "allegiance",
              "spell": "spell", "artefact": "artefact", "scenario": "scenario",
              "result": "result"}
THIN = "\u2009·\u2009"


def game(name: str) -> tuple[GameDocs, Any]:
    docs = find_game(name)
    return docs, docs.load()


def render_pages(name: str) -> dict[str, str]:
    """Every page of game ``name`` but the verification report's, as text by path."""
    docs, rules = game(name)
    return {p.path: "\n".join(docs.render(rules, p)) for p in docs.pages(rules)
            if p.kind not in REPORT_PAGES}


def prefix(name: str) -> str:
    """The label prefix of a game's pages: ``toy-game`` for ``toy_game``."""
    return name.replace("_", "-")


def described(pages: dict[str, str]) -> tuple[Counter[tuple[str, str]], set[tuple[str, str]]]:
    """The objects the pages describe (with how often), and their aliases."""
    objects: Counter[tuple[str, str]] = Counter()
    aliases: set[tuple[str, str]] = set()
    for text in pages.values():
        current: tuple[str, str] | None = None
        for line in text.split("\n"):
            if (m := OBJECT.match(line)) and m.group(1) != "page":
                current = (m.group(1), names.fold(m.group(2)))
                objects[current] += 1
            elif current and (m := ALIASES.match(line)):
                aliases |= {(current[0], names.fold(a)) for a in m.group(1).split(";")}
            elif line and not line.startswith("   "):
                current = None
    return objects, aliases
