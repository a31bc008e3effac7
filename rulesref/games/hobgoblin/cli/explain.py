"""The ``explain`` command: an army list explained unit by unit."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from rulesref.cli import RulesrefCommand, answer, json_option

if TYPE_CHECKING:
    from rulesref.games.hobgoblin.answers.explain import Explained, UnitExplained


@click.command("explain", cls=RulesrefCommand,
               short_help="An army list explained: units, keywords, allegiances, points.")
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--points-limit", type=click.IntRange(min=1), metavar="N",
              help="Points limit to check against (overrides the file's own).")
@click.option("--solo-opponent", is_flag=True,
              help="The list is the solo-play opponent's (no Wizard allowed).")
@json_option
def explain_command(file: Path, points_limit: int | None, solo_opponent: bool,
                    as_json: bool) -> None:
    """Explain the army list FILE (YAML, JSON, or a BattleScribe roster): every unit with
    its points, profile, keywords, allegiance and artefact explained and cited, the army's
    points and Mercury, and every rule it breaks (exit 1 when it breaks one)."""
    from rulesref.games import hobgoblin
    from rulesref.games.hobgoblin.answers.army import load_any
    from rulesref.games.hobgoblin.answers.explain import explain_army
    from rulesref.games.hobgoblin.cli.army import report_text

    rules = hobgoblin.load()
    loaded, locate = load_any(file, rules, points_limit)
    found = explain_army(rules, loaded.army, points_limit=points_limit,
                         solo_opponent=solo_opponent, document=loaded.document)

    def text() -> str:
        lines = report_text(str(file), found.report, locate).split("\n")
        lines += [f"  Mercury: {r.name}: {r.summary} [{r.cite.short()}]"
                  for r in found.mercury_rules]
        lines.append(f"  Keyword prices: listed cost x the unit type's multiplier "
                     f"[{found.points_cite.short()}]")
        for unit in found.units:
            lines += _unit_lines(unit)
        return "\n".join(lines)

    answer(found, as_json, text)


def _explained(label: str, item: Explained) -> str:
    detail = f" ({item.detail})" if item.detail else ""
    return f"    {label}{item.name}{detail}: {item.summary} [{item.cite.short()}]"


def _unit_lines(unit: UnitExplained) -> list[str]:
    report = unit.report
    lines = ["", f"{report.name}: {report.unit_type or 'unknown unit type'}, "
                 f"{report.points} pts"]
    if unit.unit_type is not None:
        lines.append(_explained("", unit.unit_type))
    if report.cost is not None:
        cost = report.cost
        lines.append(f"    base {cost.base}" + "".join(
            f", {ln.keyword} {ln.listed:+d} x{ln.multiplier} = {ln.points:+d}"
            for ln in cost.lines) + f" -> {report.points} pts")
    prof = report.profile
    if prof is not None:
        rng = f'{prof.range}"' if prof.range is not None else "-"
        speed = prof.speed if prof.speed is not None else "-"
        lines.append(f"    Speed {speed}  Range {rng}  Strikes {prof.strikes}  "
                     f"Courage {prof.courage}  Footprint {prof.footprint}")
        lines += [f"    also {c.words()} [{c.cite.short()}]" for c in prof.conditional]
    lines += [_explained("keyword ", k) for k in unit.keywords]
    lines += [_explained("allegiance ", a) for a in unit.allegiances]
    if unit.artefact is not None:
        lines.append(_explained("artefact ", unit.artefact))
    return lines
