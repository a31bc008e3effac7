"""Cross-references that name a section in another grammatical number than its heading.

Code RL470: a ``see X`` reference whose name, read to its closing bracket or full stop,
matches no heading of the text nor section of the model as printed, but does match one with
a plural ending added or dropped (``see Raft Sizes`` where the heading reads Raft
Size). The reader looking for the named heading does not find it as written. The
check reports nothing where the name matches a heading exactly, and reads only names that
end on their own line (a name cut by the line end may go on in the next line or, in
two-column text, be another column's words).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rulesref.lint.known import Known, Text
from rulesref.lint.model import LintFinding
from rulesref.lint.references import SEE
from rulesref.lint.text import squeeze

#: A section name after ``see``: capitalised words, joined by small words, ending in a
#: closing bracket or a stop on the same line.
NAME = re.compile(r"([A-Z][\w’'-]*(?:\s+(?:(?:of|the|and|a|an|in|on|to)\s+)*[A-Z][\w’'-]*)*)"
                  r"\s*[).,;:]")
#: Plural endings a reference may add to, or drop from, a heading's last word.
ENDINGS = ("s", "es")


def _other_number(key: str, headings: set[str]) -> str | None:
    """The heading (squeezed) that ``key`` is, but for a plural ending added or dropped."""
    for ending in ENDINGS:
        if key.endswith(ending) and key[: -len(ending)] in headings:
            return key[: -len(ending)]
        if key + ending in headings:
            return key + ending
    return None


def check_section_names(text: Text, known: Known) -> Iterator[LintFinding]:
    """RL470: a reference naming a section in the other number than its heading; one
    finding per name, at its first line, counting every line that prints it."""
    printed = {squeeze(h): h for h in text.manuscript.headings if squeeze(h)}
    printed.update({squeeze(s.name): s.name for s in known.vocabulary.sections
                    if squeeze(s.name)})
    headings = set(printed)
    found: dict[str, tuple[int, int | None, str, str, int]] = {}
    for index, line in enumerate(text.manuscript.lines):
        for match in SEE.finditer(line.text):
            name = NAME.match(line.text, match.end())
            if name is None:
                continue
            key = squeeze(name.group(1))
            if key in headings:
                continue
            other = _other_number(key, headings)
            if other is None:
                continue
            if key in found:
                number, page, words, heading, count = found[key]
                found[key] = (number, page, words, heading, count + 1)
                continue
            number, page = text.line_page(index)
            found[key] = (number, page, name.group(1), printed[other], 1)
    for number, page, words, heading, count in found.values():
        yield LintFinding(
            "RL470", text.manuscript.file, number, f"see {words}",
            f"the reference 'see {words}' names no heading as printed; the heading "
            f"is '{heading}', in the other number: name the section as its heading does",
            0.7, page=page, occurrences=count)
