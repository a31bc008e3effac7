"""Turning plain summaries into reST that links every rules name it mentions.

A :class:`Linker` knows the names of a ruleset's objects (keywords, unit types, with their
aliases) and the role that links each kind. It finds those names in free text, longest first
and on word boundaries, and writes them as roles of the ``rules`` domain; the rest of the text
is escaped. Names the model does not define are left as plain text, so a link never dangles.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from rulesref.core import names
from rulesref.docs import rst

#: Role names of the ``rules`` domain, by object type.
ROLES: Mapping[str, str] = {
    "keyword": "rules:kw",
    "unittype": "rules:unit",
    "allegiance": "rules:allegiance",
    "spell": "rules:spell",
    "card": "rules:card",
    "artefact": "rules:artefact",
    "terrain": "rules:terrain",
    "scenario": "rules:scenario",
    "rule": "rules:rule",
    "result": "rules:result",
    "term": "rules:term",
}

_VALUE = r"(?:\s*\[\s*[+]?-?\d+\s*\])"
_SAFE_BEFORE = set("([{-/:'\"")
_SAFE_AFTER = set(".,;:!?)]}>-/'\"’”\\")
_ESCAPED = set("\\`*|_<>[]")


@dataclass(frozen=True, slots=True)
class Term:
    """A name that can be linked: the text to find, the object type and the target name."""

    text: str
    objtype: str
    target: str
    numeric: bool = False
    """Whether a value in brackets may follow (``Swift [+4]``)."""


@dataclass(frozen=True)
class Linker:
    """Links rules names in free text; build one per ruleset with :meth:`from_terms`."""

    terms: Mapping[str, Term]
    pattern: re.Pattern[str] | None
    known: Mapping[tuple[str, str], str] = field(default_factory=dict)
    """(object type, folded name or alias) to the object's name, for :meth:`ref`."""

    @classmethod
    def from_terms(cls, terms: Iterable[Term]) -> Linker:
        """A linker for these terms (the first term for a text wins)."""
        table: dict[str, Term] = {}
        known: dict[tuple[str, str], str] = {}
        for term in terms:
            table.setdefault(term.text, term)
            known.setdefault((term.objtype, names.fold(term.text)), term.target)
        if not table:
            return cls({}, None, known)
        alternation = "|".join(re.escape(t) for t in sorted(table, key=len, reverse=True))
        pattern = re.compile(
            rf"(?<![\w])(?P<name>{alternation})(?P<value>{_VALUE})?(?P<plural>s)?(?![\w])"
        )
        return cls(table, pattern, known)

    def text(self, text: str, *, skip: str | None = None) -> str:
        """``text`` as reST with every known name linked (except the name ``skip``)."""
        flat = " ".join(str(text).split())
        if self.pattern is None:
            return rst.escape(flat)
        out: list[str] = []
        pos = 0
        for match in self.pattern.finditer(flat):
            term = self.terms[match.group("name")]
            value = match.group("value") or ""
            if (value and not term.numeric) or (skip is not None and term.target == skip):
                continue
            out.append(_inline(flat[pos:match.start()]))
            shown = match.group("name") + value + (match.group("plural") or "")
            target = term.target + (value if term.numeric else "")
            link = rst.role(ROLES[term.objtype], target, shown)
            before = flat[match.start() - 1] if match.start() > 0 else " "
            after = flat[match.end()] if match.end() < len(flat) else " "
            if not _ok_before(before):
                link = "\\ " + link
            if not _ok_after(after):
                link += "\\ "
            out.append(link)
            pos = match.end()
        out.append(_inline(flat[pos:]))
        joined = rst.guard("".join(out))
        if joined.endswith("::"):
            joined = joined[:-1] + "\\:"
        return joined

    def ref(self, objtype: str, name: str, shown: str | None = None) -> str:
        """A link to object ``name`` of ``objtype``, or the escaped name if there is none.

        Keyword references may carry a value: ``ref("keyword", "Hero [+1]")``.
        """
        base = name
        value = ""
        if objtype == "keyword":
            m = re.match(rf"^(?P<base>.*?)(?P<value>{_VALUE})?$", name.strip())
            if m:
                base, value = m.group("base"), m.group("value") or ""
        target = self.known.get((objtype, names.fold(base)))
        if target is None:
            return rst.inline(shown if shown is not None else name)
        return rst.role(ROLES[objtype], target + value, shown if shown is not None else name)

    def has(self, objtype: str, name: str) -> bool:
        """Whether ``name`` (or an alias) is an object of ``objtype`` this linker knows."""
        return (objtype, names.fold(name)) in self.known


def _inline(text: str) -> str:
    """Escape without the start-of-paragraph guard (for text between links)."""
    return "".join("\\" + c if c in _ESCAPED else c for c in text)


def _ok_before(char: str) -> bool:
    """Whether inline markup may start right after ``char`` (docutils' rule)."""
    return char.isspace() or char in _SAFE_BEFORE or _non_ascii_punctuation(
        char, "Ps", "Pi", "Pf", "Pd", "Po")


def _ok_after(char: str) -> bool:
    """Whether inline markup may end right before ``char`` (an escaped character is
    written with a backslash first, which docutils accepts)."""
    return char.isspace() or char in _SAFE_AFTER or char in _ESCAPED or _non_ascii_punctuation(
        char, "Pe", "Pi", "Pf", "Pd", "Po")


def _non_ascii_punctuation(char: str, *categories: str) -> bool:
    return not char.isascii() and unicodedata.category(char) in categories
