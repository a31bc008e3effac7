"""The owned-moment check on a toy model: a rule that speaks of one player's own phase,
where every player takes a part of that one phase in turn, is found once per phase naming
every place; a phase one player takes alone, a moment with no owner, a step no printing
shares and a printing the model does not follow are silent."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.sequences import NamedMoment, Sequence, Step
from rulesref_verify.findings import Kind
from rulesref_verify.owned_moments import check_owned_moments
from rulesref_verify.runner import with_engine_checks

CITE = Citation(book="Toy", page=2, section="Rounds")
TURNS = ("Attacker", "Defender")
ROUND = Sequence(id="round", name="Siege Round", printing="rules", cite=CITE, steps=(
    Step(name="March Phase", summary="Each side marches in turn.", players=TURNS),
    Step(name="Siege Phase", summary="The attacker storms the walls.")))


@dataclass(frozen=True)
class Model:
    named_moments: tuple[NamedMoment, ...]
    sequences: tuple[Sequence, ...] = (ROUND,)


def moment(rule: str, words: str, unit: str, page: int, owner: str | None = "your"
           ) -> NamedMoment:
    return NamedMoment(rule=rule, words=words, unit=unit, owner=owner,
                       cite=Citation(book="Toy", page=page, section=rule))


def test_a_player_s_own_shared_phase_is_found_once_with_every_place() -> None:
    # plant the fault: two rules speak of a side's own march phase
    found = check_owned_moments(Model((
        moment("Drums", "at the end of your march phase", "march phase", 5),
        moment("Scouts", "after its march phase", "March Phase", 6, owner="its"))))
    assert [(f.id, f.kind, f.key) for f in found] == [
        ("moment:owned:march phase", Kind.UNDEFINED, "named_moments")]
    assert found[0].cited == ("Toy, p. 5, Drums", "Toy, p. 6, Scouts", str(CITE))
    assert "one March Phase that the players share, Attacker, then Defender" in \
        found[0].message


def test_an_unshared_phase_no_owner_or_an_unfollowed_printing_is_silent() -> None:
    assert check_owned_moments(Model((
        moment("Ladders", "in your siege phase", "siege phase", 5),
        moment("Drums", "at the end of the march phase", "march phase", 6, owner=None)))) == []
    unfollowed = dataclasses.replace(ROUND, canonical=False)
    assert check_owned_moments(Model(
        (moment("Drums", "in your march phase", "march phase", 5),), (unfollowed,))) == []
    assert check_owned_moments(object()) == []


def test_the_runner_gives_it_to_every_ruleset() -> None:
    assert check_owned_moments in with_engine_checks(())
