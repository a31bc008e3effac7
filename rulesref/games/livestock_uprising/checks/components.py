"""The Livestock Uprising checks of what the book counts and prices: component counts against
what it lists and what the rules use, unit costs against the recruitment cards, the unit
limits printed in different places, and the board sizes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from rulesref.core import names
from rulesref.core.citation import Citation
from rulesref.games.livestock_uprising.checks.support import (
    _faction_name,
    _finding,
    _rules,
    _slug,
    _where,
)
from rulesref.games.livestock_uprising.model import (
    Amount,
    LivestockUprising,
    Tally,
)
from rulesref_verify.findings import Finding, Kind

# --------------------------------------------------------------------------- components


def check_components(rules: LivestockUprising | None = None) -> list[Finding]:
    """Component counts the book states against what it lists and what the rules use."""
    r = _rules(rules)
    out: list[Finding] = []
    factions = len(r.factions)
    top = max(r.book.player_counts)
    for index, comp in enumerate(r.components):
        key = f"components[{index}].count"
        slug = _slug(comp.name)

        def add(thing: str, message: str, inconclusive: bool = False, *,
                _slug: str = slug, _cite: Citation = comp.cite, _key: str = key,
                kind: Kind = Kind.MISCOUNT) -> None:
            out.append(_finding("components", f"{_slug}.{thing}", message, _cite,
                                "components.yaml", _key, inconclusive, kind=kind))

        for tally in comp.tally:
            if tally is Tally.FACTION_KIT:
                kit = [k for k in r.faction_kit if names.fold(k.component) == names.fold(comp.name)]
                per = sum(k.count for k in kit)
                if not kit:
                    add("kit", f"{comp.name}: no per-faction count to compare {comp.count} with")
                elif per * factions != comp.count:
                    add("kit", f"{comp.name}: {comp.count} listed, but {per} per faction x "
                               f"{factions} factions is {per * factions}")
            elif tally is Tally.SPECIAL_FORCES:
                out.extend(_special_force_listing(r, comp.count, key))
            elif tally is Tally.TROOP_TYPES:
                out.extend(_troop_copies(r, comp.name, comp.count, comp.cite, key))
            elif tally is Tally.BOARD:
                out.extend(_board_tiles(r, comp.count, comp.cite, key))
            elif tally is Tally.DICE:
                most = (max(r.battle.attack_dice.value, r.super_army.dice.value)
                        + max(r.battle.defense_dice.value, r.super_army.dice.value))
                if most > comp.count:
                    add("battle", f"{comp.name}: a battle between two Super Armies rolls "
                                  f"{most} dice, but only {comp.count} are supplied")
            elif tally is Tally.PLAYERS and comp.count < top:
                add("players", f"{comp.name}: {comp.count} for up to {top} players")
            elif tally is Tally.HANDS:
                dealt = _play_value(r, "command_cards_dealt") * top
                drawn = _super_value(r, "formation_command_card") * top
                if dealt + drawn > comp.count:
                    add("hands", f"{comp.name}: {top} players need {dealt} at setup and up to "
                                 f"{drawn} more for Super Armies, but only {comp.count} exist")
    if factions < top:
        out.append(_finding("components", "factions", f"{top} players but only {factions} "
                            "factions", r.book.cite, "factions.yaml", "factions"))
    return out


def _troop_copies(r: LivestockUprising, name: str, count: int, cite: Citation,
                  key: str) -> list[Finding]:
    """The troop deck's count against the copies of each troop type: a miscount when the
    model holds every type's copies and they do not add up; a gap in the model when it
    lacks some (the book need not print a split the cards themselves show)."""
    lacking = [t.name for t in r.troops if t.copies is None]
    slug = f"{_slug(name)}.copies"
    if lacking:
        return [_finding("components", slug,
                         f"{name}: whether {count} cards over {len(r.troops)} troop types add up "
                         "cannot be decided: the model does not hold how many cards there are "
                         f"of {', '.join(lacking)}", cite, "troops.yaml", key,
                         kind=Kind.MISSING, gap=True)]
    held = sum(t.copies or 0 for t in r.troops)
    if held == count:
        return []
    split = ", ".join(f"{t.copies} {t.name}" for t in r.troops)
    return [_finding("components", slug, f"{name}: {count} listed, but the troop types "
                     f"have {split}, {held} in all", cite, "troops.yaml", key,
                     kind=Kind.MISCOUNT, citations=tuple(dict.fromkeys(t.cite for t in r.troops)),
                     listed=count, held=held)]


def _play_value(r: LivestockUprising, rule_id: str) -> int:
    return next((p.value or 0 for p in r.play_rules if p.id == rule_id), 0)


def _super_value(r: LivestockUprising, rule_id: str) -> int:
    return next((p.value or 0 for p in r.super_army.rules if p.id == rule_id), 0)


def _special_force_listing(r: LivestockUprising, count: int, key: str) -> list[Finding]:
    out = []
    kit = sum(k.count for k in r.faction_kit
              if names.fold(k.component) == names.fold("Special Force Cards"))
    per_faction = Counter(_faction_name(r, sf.faction) for sf in r.special_forces)
    comp = next((c for c in r.components if c.tally and Tally.SPECIAL_FORCES in c.tally), None)
    cite = comp.cite if comp is not None else r.book.cite
    # names the cards carry themselves need not be in the text: only more than the kit counts
    on_cards = comp is not None and comp.on_cards_cite is not None
    for faction in r.factions:
        listed = per_faction.get(faction.name, 0)
        if kit and (listed > kit if on_cards else listed != kit):
            out.append(_finding(
                "components", f"special_forces.{_slug(faction.name)}",
                f"{faction.name}: {listed} Special Forces named in the book, "
                f"but each faction has {kit}", cite, "special_forces.yaml", key,
                faction=faction.name, named=listed, per_faction=kit))
    listed_total = sum(per_faction.values())
    if listed_total > count or (listed_total < count and not on_cards):
        out.append(_finding("components", "special_forces.total",
                            f"{count} Special Force Cards listed, {listed_total} named",
                            cite, "special_forces.yaml", key, listed=count,
                            named=listed_total))
    return out


def _board_tiles(r: LivestockUprising, count: int, cite: Citation, key: str) -> list[Finding]:
    out = []
    comp = next((c for c in r.components if Tally.BOARD in c.tally), None)
    barns = sum(k.count for k in r.faction_kit
                if names.fold(k.component) == names.fold("Board Tiles")) * len(r.factions)
    largest = max(r.board.sizes, key=lambda s: s.players)
    cells = largest.final[0] * largest.final[1]
    if cells > count:
        out.append(_finding("components", "board_tiles.largest",
                            f"the {largest.players}-player board needs {cells} tiles, "
                            f"but {count} exist", cite, "board.yaml", key))
    elif largest.players == len(r.factions) and cells - largest.players != count - barns:
        out.append(_finding(
            "components", "board_tiles.largest",
            f"with {largest.players} players every tile is kept, so the {cells}-cell board "
            f"should use all {count - barns} non-barn tiles, but it takes "
            f"{cells - largest.players}", cite, "board.yaml", key))
    smaller = [s.players for s in r.board.sizes if s is not largest]
    if smaller and (comp is None or comp.on_cards_cite is None):  # backs printed on tiles
        out.append(_finding(
            "components", "board_tiles.backs",
            "the book does not say how many tiles carry each back number, so it cannot be "
            f"decided whether the {'/'.join(map(str, smaller))}-player boards can be filled",
            cite, "board.yaml", key))
    return out


# --------------------------------------------------------------------------- costs


def check_costs(rules: LivestockUprising | None = None) -> list[Finding]:
    """Unit costs agree with the recruitment cards as printed, and name real resources."""
    r = _rules(rules)
    out: list[Finding] = []
    resources = {names.fold(res.name) for res in r.resources}
    units: list[tuple[str, str, tuple[Amount, ...], Citation, str]] = []
    for i, troop in enumerate(r.troops):
        units.append((troop.name, "", troop.cost, troop.cite, f"troops[{i}]"))
    for i, sf in enumerate(r.special_forces):
        units.append((sf.name, _faction_name(r, sf.faction), sf.cost, sf.cite,
                      f"special_forces[{i}]"))
    rows: dict[str, list[tuple[str, tuple[Amount, ...], Citation, str]]] = {}
    for c, card in enumerate(r.recruitment_cards):
        faction = _faction_name(r, card.faction) if card.faction else ""
        for j, row in enumerate(card.rows):
            rows.setdefault(names.fold(row.unit), []).append(
                (faction, row.cost, card.cite, f"recruitment_cards[{c}].rows[{j}]"))
    known = {names.fold(u[0]) for u in units}
    for name, faction, cost, cite, key in units:
        file = key.split("[")[0] + ".yaml"
        for amount in cost:
            if names.fold(amount.resource) not in resources or amount.amount < 1:
                out.append(_finding("costs", f"{_slug(name)}.resource",
                                    f"{name} costs {amount.amount} {amount.resource}, "
                                    "which is not a resource amount", cite, file, key))
        printed = rows.get(names.fold(name), [])
        if len(printed) != 1:
            out.append(_finding("costs", f"{_slug(name)}.printings",
                                f"{name} appears {len(printed)} times on the recruitment "
                                "cards (expected once)", cite, file, key))
            continue
        card_faction, card_cost, card_cite, _card_key = printed[0]
        if _cost_key(card_cost) != _cost_key(cost):
            out.append(_finding(
                "costs", f"{_slug(name)}.mismatch",
                f"{name} costs {_cost_text(cost)} in the model but "
                f"{_cost_text(card_cost)} on the card ({_where(card_cite)})",
                cite, file, f"{key}.cost"))
        if card_faction != faction:
            out.append(_finding(
                "costs", f"{_slug(name)}.faction",
                f"{name} belongs to {faction or 'every faction'} but is printed on the "
                f"{card_faction or 'shared'} card", cite, file, key))
    for folded, printings in rows.items():
        if folded not in known:
            for _faction, _cost, cite, key in printings:
                out.append(_finding("costs", f"{_slug(folded)}.unknown",
                                    f"the card lists {folded!r}, which the model does not "
                                    "know", cite, "recruitment_cards.yaml", key))
    return out


def _cost_key(cost: Iterable[Amount]) -> Counter[str]:
    total: Counter[str] = Counter()
    for amount in cost:
        total[names.fold(amount.resource)] += amount.amount
    return total


def _cost_text(cost: Iterable[Amount]) -> str:
    return ", ".join(f"{a.amount} {a.resource}" for a in cost) or "nothing"


# --------------------------------------------------------------------------- limits


def check_limits(rules: LivestockUprising | None = None) -> list[Finding]:
    """The unit limits printed in different places agree with each other."""
    r = _rules(rules)
    out: list[Finding] = []
    by_code = {a.code: a for a in r.army_rules}
    per_general, transfer = by_code.get("LU001"), by_code.get("LU002")
    generals, super_size = by_code.get("LU005"), by_code.get("LU006")
    if per_general and transfer and per_general.limit != transfer.limit:
        out.append(_finding(
            "limits", "transfer",
            f"a General holds at most {per_general.limit} units, but may receive a transfer "
            f"while below {transfer.limit}", transfer.cite, "army_rules.yaml", "army_rules"))
    if (per_general and generals and super_size and per_general.limit and generals.limit
            and super_size.limit != per_general.limit * generals.limit):
        out.append(_finding(
            "limits", "super_army",
            f"a Super Army limit of {super_size.limit} does not match {generals.limit} "
            f"Generals x {per_general.limit} units", super_size.cite, "army_rules.yaml",
            "army_rules"))
    kit = sum(k.count for k in r.faction_kit
              if names.fold(k.component) == names.fold("General Cards"))
    if generals and generals.limit != kit:
        out.append(_finding("limits", "generals",
                            f"the army check allows {generals.limit} Generals, the faction kit "
                            f"has {kit}", generals.cite, "army_rules.yaml", "army_rules"))
    return out


# --------------------------------------------------------------------------- board


def check_board(rules: LivestockUprising | None = None) -> list[Finding]:
    """Board sizes fit together: square grids, whole rings, room for barns and players."""
    r = _rules(rules)
    out: list[Finding] = []
    board = r.board
    counts = sorted(s.players for s in board.sizes)
    if counts != sorted(r.book.player_counts):
        out.append(_finding("board", "player_counts",
                            f"the board tables cover {counts} players, the book "
                            f"{sorted(r.book.player_counts)}", board.starting_cite,
                            "board.yaml", "board.sizes"))
    for i, size in enumerate(board.sizes):
        key = f"board.sizes[{i}]"
        (sc, sr), (fc, fr) = size.starting, size.final
        p = size.players
        if sc != sr or fc != fr:
            out.append(_finding("board", f"{p}p.square", f"{p} players: the grids "
                                f"{sc}x{sr} and {fc}x{fr} are not square", board.starting_cite,
                                "board.yaml", key))
        rings = [(fc - sc) / 2, (fr - sr) / 2]
        if any(x < 1 or x != int(x) for x in rings) or rings[0] != rings[1]:
            out.append(_finding("board", f"{p}p.rings", f"{p} players: a {fc}x{fr} board "
                                f"cannot be filled in whole rings around {sc}x{sr}",
                                board.final_cite, "board.yaml", key))
        elif int(rings[0]) != board.fill_rings.value:
            out.append(_finding(
                "board", f"{p}p.rings",
                f"{p} players: going from {sc}x{sr} to {fc}x{fr} takes {int(rings[0])} "
                f"ring(s), but the fill-in step describes {board.fill_rings.value}",
                board.fill_rings.cite, "board.yaml", f"{key}.final", kind=Kind.CONFLICT,
                citations=(board.starting_cite, board.final_cite), players=p,
                starting=f"{sc}x{sr}", final=f"{fc}x{fr}", rings=int(rings[0]),
                described=board.fill_rings.value))
        spots = 2 * (sc + sr) if board.barn_orthogonal else 2 * (sc + sr) + 4
        if spots < p:
            out.append(_finding("board", f"{p}p.barns", f"{p} players: only {spots} places "
                                f"for barns around a {sc}x{sr} grid", board.barn_cite,
                                "board.yaml", key))
    return out
