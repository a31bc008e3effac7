"""The forced-move check on a toy model: a beaten knight put where its attacker stood, while
an attacker may ride out of its own keep and no knight may enter another player's keep, is
found (a conflict) citing all three; moves between allies, bans on other places or pieces,
and places of other roles are silent."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.relocations import EntryBan, ForcedMove, RolePlace
from rulesref_verify.findings import Kind
from rulesref_verify.relocations import check_forced_moves
from rulesref_verify.runner import with_engine_checks

ROUT_AT = Citation(book="Toy", page=5, section="Routs")
KEEP_AT = Citation(book="Toy", page=2, section="Keeps")
RIDE_AT = Citation(book="Toy", page=3, section="Riding")
ROUT = ForcedMove(rule="a rout", piece="knight", to_role="attacker", cite=ROUT_AT)
SALLY = RolePlace(role="Attacker", place="own keep", rule="Keeps", cite=KEEP_AT)
NO_ENTRY = EntryBan(rule="Riding", piece="Knight", place="another player's keep", cite=RIDE_AT)


@dataclass(frozen=True)
class Model:
    forced_moves: tuple[ForcedMove, ...] = (ROUT,)
    role_places: tuple[RolePlace, ...] = (SALLY,)
    entry_bans: tuple[EntryBan, ...] = (NO_ENTRY,)


def test_a_forced_move_into_a_banned_place_is_found() -> None:
    (found,) = check_forced_moves(Model())
    assert (found.id, found.kind, found.key) == ("forced:banned:a rout:riding", Kind.CONFLICT,
                                                 "forced_moves")
    assert found.cited == (str(ROUT_AT), str(KEEP_AT), str(RIDE_AT))
    assert found.message == (
        "a rout puts the knight where the attacker stood (p. 5, Routs), and the attacker may "
        "stand on its own keep (Keeps, p. 2, Keeps), which for the moved knight is another "
        "player's keep; yet Riding never lets a Knight enter another player's keep (p. 3, "
        "Riding): the book never says which prevails (say where the piece goes then)")


def test_allies_other_places_pieces_or_roles_are_silent() -> None:
    allies = dataclasses.replace(ROUT, opponents=False)
    assert check_forced_moves(Model(forced_moves=(allies,))) == []
    moat = dataclasses.replace(NO_ENTRY, place="moat")
    assert check_forced_moves(Model(entry_bans=(moat,))) == []
    horse = dataclasses.replace(NO_ENTRY, piece="horse")
    assert check_forced_moves(Model(entry_bans=(horse,))) == []
    defender = dataclasses.replace(SALLY, role="defender")
    assert check_forced_moves(Model(role_places=(defender,))) == []
    assert check_forced_moves(object()) == []


def test_the_runner_gives_it_to_every_ruleset() -> None:
    assert check_forced_moves in with_engine_checks(())
