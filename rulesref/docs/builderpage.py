"""The army builder page's body, for any game with a builder: the mount point the page's
script draws into, a note for readers without JavaScript, and the army rules as links (which
the script also reads, to link each problem to its rule). Pure: reST lines."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from rulesref.docs import rst

#: The file name a list in a builder page is read as.
FILE = "list.json"


def mount(game: str, command: str) -> Iterator[str]:
    """The raw HTML the builder's script replaces; ``command`` is the command line that
    checks the same files (said to readers without JavaScript)."""
    yield from rst.directive("raw", "html", content=[
        f'<div id="rulesref-builder" class="rules-builder" data-game="{game}" '
        f'data-manifest="builder/{game}.json" data-file="{FILE}">',
        '<p class="rules-builder-status" role="status">Loading the army builder…</p>',
        "<noscript><p>The army builder needs JavaScript. Without it, write the list as a "
        f"file and check it with <code>{command}</code>.</p></noscript>",
        "</div>",
    ])


def rule_links(rules: Iterable[tuple[str, str]], title: str = "Rules the builder checks"
               ) -> Iterator[str]:
    """The army rules, each linked by its code: (code, name) pairs."""
    yield from rst.heading(title, 1)
    items = [f"{rst.role('rules:rule', code)}: {rst.inline(name)}" for code, name in rules]
    yield from rst.directive("container", "rules-builder-rules", content=rst.bullets(items))


def contract(command: str, detail: str = "") -> list[str]:
    """The page's promise to tests and tools, as bullet texts (reST); ``detail`` follows
    "holding those bytes" (how the page's report differs from the command's, if at all)."""
    return [
        "``builder.html#list=<data>`` opens the list whose file is ``<data>``: ``~`` then "
        "the file's UTF-8 bytes compressed with raw deflate (RFC 1951) in base64url (RFC "
        "4648, no padding), or, as links were before, the bytes themselves in base64url. "
        "The list never leaves the device: the part after ``#`` is not sent to the server.",
        "The page's element with the attribute ``data-rulesref-report`` holds the JSON "
        f"report of that list: exactly what ``{command} {FILE} --json`` prints for a file "
        f"``{FILE}`` holding those bytes{detail}, whether the list is legal, breaks rules, "
        "or cannot be read.",
        "The element's ``data-rulesref-state`` attribute is ``loading`` until Python has "
        "started, then ``checking`` while a list is read and ``ready`` once the report is "
        "in place; ``data-rulesref-link`` names the list the report is for, and "
        "``data-rulesref-seq`` counts the reports shown.",
    ]


__all__ = ["FILE", "contract", "mount", "rule_links"]
