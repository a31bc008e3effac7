"""Hogs of War pages about play: the round, the five actions, range between lanes and the
team game. Numbers come from the lookups the command line uses (``rulesref hogs``)."""

from __future__ import annotations

from collections.abc import Iterator

from rulesref.core.citation import Citation
from rulesref.docs import rst
from rulesref.docs.blocks import obj, yes_no
from rulesref.docs.schema import member_docs
from rulesref.docs.turns import turn_page
from rulesref.games.hogs_of_war import lookups
from rulesref.games.hogs_of_war.docs.common import Context, action_names, readings_line
from rulesref.games.hogs_of_war.model import (
    Action,
    ActionId,
    Condition,
    HogsOfWar,
    Requirement,
    Seat,
    Side,
)
from rulesref.games.hogs_of_war.objects import GOAL

# --------------------------------------------------------------------------- the round


def hand_size_rows(rules: HogsOfWar) -> list[tuple[str, int, int, tuple[Citation, ...]]]:
    """(rounds, First Player's hand, Second Player's hand, where stated) for every round
    until the sizes stop changing; the last row covers every later round."""
    last = max(max(r.first_round, r.last_round or 0) for r in rules.hand_sizes.rules)
    rows: list[tuple[str, int, int, tuple[Citation, ...]]] = []
    for number in range(1, last + 1):
        first = lookups.hand_size(rules, number, Seat.FIRST)
        second = lookups.hand_size(rules, number, Seat.SECOND)
        label = f"{number} and later" if number == last else str(number)
        rows.append((label, first.size, second.size, (first.cite, second.cite)))
    return rows


def round_page(ctx: Context) -> Iterator[str]:
    """The round: the diagram, each phase, taking turns, hand sizes, and winning."""
    rules, sec = ctx.rules, ctx.section
    intro = (f"Both players set up once, then play rounds until one army has no Hog left. "
             f"In a round the players take turns, each turn one eligible Hog of theirs "
             f"taking one of the {len(rules.actions.actions)} "
             + sec.ref("actions", "actions") + ".")
    rr = rules.round_rules
    turns = [*rst.heading("Taking turns", 1),
             *rst.paragraph(f"{sec.text(rr.eligible)} ({sec.cite(rr.eligible_cite)})"),
             *rst.paragraph(f"{sec.text(rr.alternation)} ({sec.cite(rr.cite)})"),
             *rst.paragraph(readings_line(ctx, rr.readings)),
             *hand_sizes_section(ctx)]
    end = rules.game_end
    ending = [*obj("rule", GOAL, end.summary,
                   [*rst.paragraph(f"{sec.text(end.summary)} ({sec.cite(end.cite)})"),
                    *rst.paragraph(readings_line(ctx, end.readings)),
                    *rst.paragraph("The team game has its own reading of the end: see "
                                   + sec.ref("four-player") + ".")],
                   annotation="winning", kind="rule")]
    yield from turn_page(sec, rules.sequences, rules.structure, path="round",
                         title="The round", intro=intro, loop_label="next round",
                         extra=turns, ending=ending)


def hand_sizes_section(ctx: Context) -> Iterator[str]:
    """The maximum hand size of each seat, round by round."""
    rules, sec = ctx.rules, ctx.section
    hands = rules.hand_sizes
    yield from rst.heading("Hand sizes by round and seat", 1)
    yield from rst.paragraph(
        f"The First Player holds the First Player token for the round; the Second Player "
        f"does not. Round 1's hands are dealt in the set-up; from then on hands are refilled "
        f"at the end of the round before. The usual size is {hands.default} "
        f"({sec.cite(hands.default_cite)}).")
    rows = [[label, str(first), str(second), sec.cites(where)]
            for label, first, second, where in hand_size_rows(rules)]
    yield from rst.list_table(["Round", "First Player", "Second Player", "Book section"],
                              rows, widths=[2, 2, 2, 4], stub_columns=1)
    yield from rst.paragraph(sec.text(hands.can_change))
    yield from rst.paragraph(readings_line(ctx, hands.readings))


# --------------------------------------------------------------------------- actions


def conditions(rules: HogsOfWar) -> list[Condition]:
    """Every condition some action's legality depends on, in the enum's order."""
    used = {r.condition for a in rules.actions.actions for r in lookups.requirements(rules, a)}
    return [c for c in Condition if c in used]


def requirement_cell(req: Requirement | None) -> str:
    """A matrix cell: the value the condition needs, or a dash."""
    if req is None:
        return "–"
    cell = yes_no(req.must_be)
    if req.unless is not None:
        cell += f" (unless ``{req.unless.value}``)"
    return cell


def requirement_text(ctx: Context, req: Requirement) -> str:
    """A requirement in words, with its rule and where it is printed."""
    sec = ctx.section
    unless = f", unless ``{req.unless.value}``" if req.unless is not None else ""
    return (f"``{req.condition.value}`` = {yes_no(req.must_be)}{unless}: {sec.text(req.why)} "
            f"({sec.cite(req.cite)})")


def action_ref(ctx: Context, action: Action | ActionId) -> str:
    """A link to an action's entry."""
    found = action if isinstance(action, Action) else lookups.action_by_id(ctx.rules, action)
    return ctx.section.links.ref("rule", found.name)


#: Hog states shown in the "what a Hog may do" table: (description, state).
STATES: tuple[tuple[str, lookups.HogState], ...] = (
    ("Fresh: holds cards, has a neighbour", lookups.HogState()),
    ("Stunned", lookups.HogState(stunned=True)),
    ("Hidden (hid on its last turn)", lookups.HogState(hidden=True)),
    ("Its player holds no card to play", lookups.HogState(has_card=False)),
    ("No undefeated friendly neighbour", lookups.HogState(adjacent_friendly=False)),
    ("Its lane is full of Deployables", lookups.HogState(lane_deployables=-1)),
    ("Exhausted (acted this round)", lookups.HogState(exhausted=True)),
    ("Exhausted, but given an extra action", lookups.HogState(exhausted=True,
                                                              extra_action=True)),
    ("Hidden, no card, no neighbour", lookups.HogState(hidden=True, has_card=False,
                                                       adjacent_friendly=False)),
    ("Defeated", lookups.HogState(defeated=True)),
)


def _state(rules: HogsOfWar, state: lookups.HogState) -> lookups.HogState:
    """A state with the lane limit filled in (``-1`` Deployables means a full lane)."""
    if state.lane_deployables == -1:
        return lookups.HogState(lane_deployables=rules.deployables.lane_limit)
    return state


def state_rows(ctx: Context) -> list[list[str]]:
    """For each sample state: the actions a Hog in it may take, and the readings involved."""
    rules = ctx.rules
    limit = rules.deployables.lane_limit
    rows = []
    for label, sample in STATES:
        state = _state(rules, sample)
        legal = lookups.legal_actions(rules, state)
        shared = [r for r in rules.actions.readings
                  if r.when and all(state.holds(c, limit) for c in r.when)]
        rows.append([rst.inline(label),
                     ", ".join(action_ref(ctx, a) for a in legal) or "none",
                     readings_line(ctx, shared, lead="") or "–"])
    return rows


def action_entry(ctx: Context, number: int, action: Action) -> Iterator[str]:
    """One action: what it does, what it needs, where it is printed."""
    sec = ctx.section
    needs = [requirement_text(ctx, r) for r in lookups.requirements(ctx.rules, action)]
    other = [n for n in action_names(action) if n != action.name]
    fields = [("Listed as", rst.inline(action.listed_as)),
              ("Also called", ", ".join(rst.inline(n) for n in action.aliases)),
              ("Heals", f"{action.heals} health" if action.heals is not None else ""),
              ("Book section", sec.cite(action.cite)),
              ("Readings", readings_line(ctx, action.readings, lead=""))]
    body = [*rst.paragraph(sec.text(action.summary, skip=action.name)),
            *rst.paragraph("It needs:"), *rst.bullets(needs), *rst.field_list(fields)]
    yield from obj("rule", action.name, action.summary, body, aliases=other,
                   annotation=f"action {number} of {len(ctx.rules.actions.actions)}",
                   kind="action")


def actions_page(ctx: Context) -> Iterator[str]:
    """The five actions: the printed list, who may take what, then each action."""
    rules, sec = ctx.rules, ctx.section
    ar = rules.actions
    by_id = {a.id: a for a in ar.actions}
    yield from sec.start("actions", "Actions")
    yield from rst.paragraph(
        f"On its turn a Hog takes one action. The book lists {len(ar.listed)} "
        f"({sec.cite(ar.list_cite)}):")
    for i, action_id in enumerate(ar.listed, start=1):
        action = by_id[action_id]
        listed = "" if action.listed_as == action.name else \
            f" (listed as *{rst.inline(action.listed_as)}*)"
        yield f"{i}. {action_ref(ctx, action)}{listed}"
    yield ""
    yield from rst.heading("What each action needs", 1)
    conds = conditions(rules)
    docs = member_docs(Condition)
    yield from rst.paragraph(
        "A cell gives the value a condition must have for the action to be legal; a dash "
        "means the action does not look at it. The conditions:")
    yield from rst.bullets(f"``{c.value}``: {sec.text(docs.get(c.name, ''))}" for c in conds)
    rows = []
    for action in ar.actions:
        reqs = {r.condition: r for r in lookups.requirements(rules, action)}
        rows.append([action_ref(ctx, action), *(requirement_cell(reqs.get(c)) for c in conds)])
    yield from rst.list_table(["Action", *(f"``{c.value}``" for c in conds)], rows,
                              stub_columns=1, classes=["rules-matrix"])
    yield from rst.heading("What a Hog may do, state by state", 1)
    yield from rst.paragraph(
        "The actions legal for a Hog in some typical states, worked out by the same lookup "
        "as ``rulesref hogs can``.")
    yield from rst.list_table(["The Hog", "Legal actions", "Readings involved"],
                              state_rows(ctx), widths=[4, 6, 4])
    yield from rst.heading("Rules every action shares", 1)
    yield from rst.bullets(requirement_text(ctx, r) for r in ar.common)
    yield from rst.paragraph(
        "A stunned Hog may only take: " + ", ".join(action_ref(ctx, a) for a in ar.stun_allows)
        + f" ({sec.cite(ar.stun_cite)}).")
    yield from rst.paragraph(
        "On the turn after it hid, the book's own list of what a Hog may do reads "
        f"*{rst.inline(ar.hidden_next_turn_printed)}* ({sec.cite(ar.hidden_cite)}); the "
        "model allows " + ", ".join(action_ref(ctx, a) for a in ar.hidden_next_turn) + ".")
    yield from rst.paragraph(readings_line(ctx, ar.readings))
    yield from rst.heading("The actions", 1)
    for i, action in enumerate(ar.actions, start=1):
        yield from action_entry(ctx, i, action)


# --------------------------------------------------------------------------- range


def range_grid(rules: HogsOfWar, side: Side, *, four_player: bool = False) -> list[list[int]]:
    """Range from each lane (rows) to each lane (columns), for a target on ``side``; ``0``
    where a Hog would be measured to itself."""
    lanes = rules.four_player.lanes_per_team if four_player else rules.board.lanes_per_player
    grid = []
    for a in range(1, lanes + 1):
        row = []
        for b in range(1, lanes + 1):
            if side is Side.FRIENDLY and a == b:
                row.append(0)
            else:
                row.append(lookups.lane_range(rules, a, b, side=side,
                                              four_player=four_player).range)
        grid.append(row)
    return grid


def _grid_table(grid: list[list[int]], corner: str, column: str) -> Iterator[str]:
    rows = []
    for a, row in enumerate(grid, start=1):
        cells = ["–" if v == 0 else (f"**{v}**" if a == b else str(v))
                 for b, v in enumerate(row, start=1)]
        rows.append([str(a), *cells])
    header = [corner, *(f"{column} {b}" for b in range(1, len(grid) + 1))]
    yield from rst.list_table(header, rows, stub_columns=1, classes=["rules-matrix"])


def range_page(ctx: Context) -> Iterator[str]:
    """Lanes and range: the numbering, the rule, and the range between every two lanes."""
    rules, sec = ctx.rules, ctx.section
    board, rule = rules.board, rules.range_rule
    yield from sec.start("range", "Lanes and range")
    yield from rst.paragraph(
        f"Each player's {board.hogs_per_army} Hogs stand side by side in "
        f"{board.lanes_per_player} lanes, facing the opponent's ({sec.cite(board.cite)}). "
        + sec.text(board.numbering))
    if board.defeated_occupy_lane:
        yield from rst.paragraph(
            "A defeated Hog keeps its lane, so its lane still counts when range is measured ("
            + sec.cites([board.defeated_cite, *(x.cite for x in board.defeated_also)]) + ").")
    yield from rst.paragraph(f"{sec.text(rule.summary)} ({sec.cite(rule.cite)})")
    yield from rst.heading("Range to an enemy Hog", 1)
    yield from rst.paragraph(
        "Rows: the lane of the Hog taking the action; columns: the enemy lane. In bold, the "
        "opposing Hog straight across. The same numbers as ``rulesref hogs range``.")
    yield from _grid_table(range_grid(rules, Side.ENEMY), "Friendly lane", "enemy lane")
    yield from rst.heading("Range along one row", 1)
    same = rule.same_side
    yield from rst.paragraph(f"{sec.text(same.question)} ({sec.cite(same.cite)})")
    yield from rst.paragraph(f"Our reading ({sec.reading_ref(same.id)}): "
                             f"{sec.text(same.reading)}")
    yield from _grid_table(range_grid(rules, Side.FRIENDLY), "Lane", "lane")
    team = rules.four_player
    far = lookups.lane_range(rules, 1, team.lanes_per_team, four_player=True).range
    yield from rst.paragraph(
        f"In the {sec.ref('four-player', 'team game')} each team's row has "
        f"{team.lanes_per_team} lanes (reading {sec.reading_ref(team.lanes_reading.id)}), so "
        f"ranges run from 1 to {far}.")
    ranged = [c for c in rules.named_cards if c.range is not None]
    if ranged:
        yield from rst.heading("Cards with a printed range", 1)
        yield from rst.list_table(
            ["Card", "Range", "Book section"],
            [[sec.links.ref("card", c.name), str(c.range), sec.cite(c.cite)] for c in ranged],
            widths=[4, 1, 4])


# --------------------------------------------------------------------------- team game


def four_player_page(ctx: Context) -> Iterator[str]:
    """The two-against-two game: what the book says, and the readings that fill it in."""
    rules, sec = ctx.rules, ctx.section
    team = rules.four_player
    yield from sec.start("four-player", "The four-player game")
    yield from rst.paragraph(
        f"{team.players} players in {team.teams} teams of {team.players_per_team}; it needs "
        f"the *{rst.inline(team.requires)}* ({sec.cite(team.cite)}).")
    yield from rst.paragraph(sec.text(team.summary))
    seats = " → ".join(rst.inline(s) for s in team.seat_order)
    yield from rst.list_table(
        ["", "By our reading"],
        [["Seat order, and the First Player token's path", seats],
         ["Lanes in each team's row", str(team.lanes_per_team)]], widths=[3, 5])
    yield from rst.heading("Readings", 1)
    yield from rst.paragraph(
        "The team rules are short; these readings fill them in from the rest of the book.")
    readings = [team.lanes_reading, *team.readings, *rules.hand_sizes.readings]
    yield from rst.bullets(f"{sec.text(r.reading)} ({sec.reading_ref(r.id)})"
                           for r in readings)
