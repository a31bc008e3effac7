"""A game's turn structure as a page: the flow diagram, each phase with its steps, the
set-up, how the game ends, and what changes the turn.

Built only from the core records (:class:`~rulesref.core.sequences.Sequence`,
:class:`~rulesref.core.sequences.TurnStructure`), so any ruleset that records its sequences
gets the page; the diagram is :func:`rulesref.docs.flow.flow_figure`, as on Hobgoblin's battle
round page.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from rulesref.core import names
from rulesref.core.sequences import Sequence, TurnStructure
from rulesref.docs import rst
from rulesref.docs.blocks import Section
from rulesref.docs.flow import flow_figure


def phase_label(section: Section, name: str) -> str:
    """The label of a phase (a step of the round sequence) on the turn page."""
    return f"{section.prefix}-phase-{rst.slug(name)}"


def sequence_label(section: Section, sequence_id: str) -> str:
    """The label of a sequence's steps on the turn page."""
    return f"{section.prefix}-sequence-{rst.slug(sequence_id)}"


def step_label(prefix: str, sequence_id: str, step_name: str) -> str:
    """The permalink id of a step of a sequence: ``hobgoblin-step-setup-deploy-units``."""
    return f"{prefix}-step-{rst.slug(sequence_id)}-{rst.slug(step_name)}"


def step_anchor(prefix: str, sequence_id: str, step_name: str) -> str:
    """A step's permalink, written before its name."""
    return rst.role("rules:anchor", step_label(prefix, sequence_id, step_name), "step")


def canonical(sequences: tuple[Sequence, ...]) -> dict[str, Sequence]:
    """The printing the model follows of every sequence, by id."""
    return {s.id: s for s in sequences if s.canonical}


def steps(section: Section, sequence: Sequence) -> Iterator[str]:
    """The steps of a sequence as a list: numbered, unless the names carry their numbers."""
    own = all(s.name.startswith(f"{i}.") for i, s in enumerate(sequence.steps, start=1))
    seen: set[str] = set()
    for i, step in enumerate(sequence.steps, start=1):
        mark = "-" if own else f"{i}."
        name = step.name if rst.slug(step.name) not in seen else f"{step.name} {i}"
        seen.add(rst.slug(name))
        yield (f"{mark} {step_anchor(section.prefix, sequence.id, name)} "
               f"**{rst.inline(step.name)}**: {section.text(step.summary)}")
    yield ""


def _named(sequence: Sequence) -> str:
    """How a list of steps is introduced: by the sequence's name, unless the citation
    already gives it."""
    if names.fold(sequence.name) == names.fold(sequence.cite.section.split(" > ")[-1]):
        return "The steps"
    return rst.inline(sequence.name)


def end_text(structure: TurnStructure) -> str:
    """The diagram's closing box: the round limit, or what ends the game."""
    if structure.rounds:
        return f"Game end after round {structure.rounds}"
    ends = [e.name for e in structure.end_conditions if not e.voluntary]
    return "Game end: " + " or ".join(ends) if ends else "Game end"


def _detail(
    section: Section, seqs: Mapping[str, Sequence], sequence_id: str, shown: set[str],
    level: int,
) -> Iterator[str]:
    """A sequence's steps under the step it details, then the sequences its steps detail."""
    detail = seqs.get(sequence_id)
    if detail is None or detail.id in shown:
        return
    shown.add(detail.id)
    yield f".. _{sequence_label(section, detail.id)}:"
    yield ""
    yield from rst.paragraph(f"{_named(detail)}, from {section.cite(detail.cite)}:")
    yield from steps(section, detail)
    for step in detail.steps:
        if step.substeps and step.substeps not in shown and step.substeps in seqs:
            sub = seqs[step.substeps]
            yield from rst.heading(f"{step.name}: {sub.name}" if sub.name != step.name
                                   else step.name, min(level, 3))
            yield from _detail(section, seqs, sub.id, shown, level + 1)


def turn_page(
    section: Section,
    sequences: tuple[Sequence, ...],
    structure: TurnStructure,
    *,
    path: str,
    title: str,
    intro: str,
    loop_label: str,
    extra: Iterable[str] = (),
    ending: Iterable[str] = (),
) -> Iterator[str]:
    """The page: a diagram drawn from the sequences, then each phase, the set-up, the end
    of the game, the changes to the turn and how statuses end.

    :param intro: the opening paragraph, in reST.
    :param loop_label: the words on the diagram's arrow back to the first phase.
    :param extra: the game's own sections, placed after the set-up.
    :param ending: more about the end of the game, placed under its heading.
    """
    seqs = canonical(sequences)
    round_seq = seqs[structure.round]
    setup = seqs.get(structure.setup) if structure.setup else None
    yield from section.start(path, title)
    yield from rst.paragraph(intro + " Click a phase in the diagram to jump to its steps.")
    svg = flow_figure(
        round_seq, seqs, anchor=lambda name: phase_label(section, name),
        step_anchor=lambda seq, name: step_label(section.prefix, seq, name),
        before=setup.name if setup else None,
        before_anchor=sequence_label(section, setup.id) if setup else None,
        after=end_text(structure), loop_label=loop_label, ident=f"{section.prefix}-turn-flow")
    yield from rst.directive("raw", "html", content=svg.split("\n"))
    yield from rst.paragraph(f"{_named(round_seq)}, from {section.cite(round_seq.cite)}, "
                             "in order:")
    yield from rst.bullets(rst.role("ref", phase_label(section, s.name), s.name)
                           for s in round_seq.steps)
    shown = {round_seq.id}
    if setup is not None:
        yield from rst.heading(setup.name, 1)
        yield from rst.paragraph("Once, before the first turn.")
        yield from _detail(section, seqs, setup.id, shown, 2)
    for step in round_seq.steps:
        yield from rst.heading(step.name, 1, label=phase_label(section, step.name))
        yield from rst.paragraph(section.text(step.summary))
        if step.substeps:
            yield from _detail(section, seqs, step.substeps, shown, 2)
    yield from extra
    yield from _game_end(section, structure)
    yield from ending
    yield from _changes(section, structure)
    others = [s for s in seqs.values() if s.id not in shown]
    if others:
        yield from rst.heading("Other sequences", 1)
        yield from rst.paragraph("Steps the book lays out for occasions outside the turn.")
        for other in others:
            yield from rst.heading(other.name, 2)
            yield from _detail(section, seqs, other.id, shown, 3)
    printings = [s for s in sequences if not s.canonical]
    if printings:
        yield from rst.heading("Other printings", 1)
        yield from rst.list_table(
            ["Sequence", "Printing", "Steps in order", "Book section"],
            [[rst.inline(s.name), rst.inline(s.printing),
              " → ".join(rst.inline(x.name) for x in s.steps), section.cite(s.cite)]
             for s in printings], widths=[3, 3, 8, 3])


def _game_end(section: Section, structure: TurnStructure) -> Iterator[str]:
    yield from rst.heading("How the game ends", 1)
    if structure.rounds:
        yield from rst.paragraph(f"The game lasts {structure.rounds} rounds "
                                 f"({section.cite(structure.cite)}).")
    else:
        yield from rst.paragraph("No round limit: the game goes on until one of these "
                                 "happens.")
    items = []
    for end in structure.end_conditions:
        when = f"checked after {rst.inline(end.at)}" if end.at else "at any moment"
        choice = ", a player's choice" if end.voluntary else ""
        items.append(f"**{rst.inline(end.name)}** ({when}{choice}): "
                     f"{section.text(end.summary)} ({section.cite(end.cite)})")
    yield from rst.bullets(items)


def _changes(section: Section, structure: TurnStructure) -> Iterator[str]:
    if structure.round_changes:
        yield from rst.heading("What changes the turn", 1)
        rows = []
        for change in structure.round_changes:
            parts = []
            if change.rounds is not None:
                parts.append(f"the game lasts {change.rounds} rounds")
            if change.adds:
                where = f" after {rst.inline(change.after)}" if change.after else ""
                parts.append("adds " + ", ".join(rst.inline(a) for a in change.adds) + where)
            if change.skips:
                parts.append("skips " + ", ".join(rst.inline(s) for s in change.skips))
            rows.append([section.text(change.source), "; ".join(parts) or "–",
                         section.cite(change.cite)])
        yield from rst.list_table(["Source", "Change", "Book section"], rows, widths=[3, 6, 3])
    if structure.status_rules:
        yield from rst.heading("How statuses and tokens end", 1)
        yield from rst.paragraph("For the statuses and tokens that no step of the turn "
                                 "takes away:")
        rows = [[section.text(s.status),
                 "lasts for the rest of the game" if s.persists else section.text(s.ends or ""),
                 section.cite(s.cite)] for s in structure.status_rules]
        yield from rst.list_table(["Status or token", "How it ends", "Book section"], rows,
                                  widths=[3, 6, 3])
