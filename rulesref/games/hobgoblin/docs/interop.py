"""The "BattleScribe and New Recruit" part of the army list files page: the workflow, the
download links, and the army rules the apps cannot check (generated from the export)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from rulesref.docs import rst
from rulesref.games.hobgoblin.battlescribe.coverage import Coverage
from rulesref.games.hobgoblin.docs.common import Context, page_ref

#: The folder, next to the page, that the site's build writes the exported files into.
DOWNLOADS = "downloads"


def battlescribe_lines(ctx: Context, downloads: Sequence[str],
                       missing: Sequence[Coverage]) -> Iterator[str]:
    """The workflow in a few steps, with a download link for each exported file."""
    links = ", ".join(rst.role("download", f"{DOWNLOADS}/{name}", name) for name in downloads)
    yield from rst.heading("BattleScribe and New Recruit", 1)
    yield from rst.paragraph(
        "The same rules are available as BattleScribe data (format 2.03), which New Recruit "
        "reads too: a game system and one catalogue, with every unit type, keyword cost, "
        "allegiance and artefact, and the army-building rules as the apps' constraints.")
    yield from rst.bullets([
        f"Download the game system and catalogue ({links}; the ``z`` files are the zipped "
        "forms), or write them yourself with ``rulesref export battlescribe DIR``.",
        "Add them to BattleScribe or New Recruit as a data source and build a Hobgoblin "
        "army; save it as a roster (``.ros`` or ``.rosz``).",
        "Check it with ``rulesref validate army.rosz``: every rule on "
        + page_ref(ctx, "army-building") + ", each problem pointing to the roster's "
        "selection.",
        "Turn a YAML or JSON list into a roster the apps open with ``rulesref export roster "
        "army.yaml -o army.ros``; reading it back gives the same list.",
    ])
    if missing:
        yield from rst.paragraph("The apps cannot check these rules, so run "
                                 "``rulesref validate`` on lists built there:")
        yield from rst.bullets(
            f"{ctx.links.ref('rule', c.rule.code)} {rst.inline(c.rule.name)}: "
            f"{rst.inline(c.how[0])}" for c in missing)
