"""The allowed-trigger check on a toy model: a rule that lets a player gather their own
knights in their keep, while any knight moving onto another starts a joust and only an
enemy keep is barred, is found (a conflict) citing all three; a bar on jousting one's own
knights, a trigger on enemy knights only, and another kind of piece are silent. A joust
that needs a lance, when any knight may ride onto another, is found unless the book says
what a knight without one does."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.triggers import MovePermission, MoveTrigger, TriggerBar, TriggerNeed
from rulesref_verify.findings import Kind
from rulesref_verify.runner import with_engine_checks
from rulesref_verify.triggers import check_allowed_triggers, check_trigger_needs

JOUST_AT = Citation(book="Toy", page=3, section="Jousts")
KEEP_AT = Citation(book="Toy", page=4, section="Keeps")
JOUST = MoveTrigger(rule="Joust", onto="knight", whose="any", starts="a joust", cite=JOUST_AT)
GATHER = MovePermission(rule="Keeps", onto="Knight", whose="own", where="own keep",
                        cite=KEEP_AT)
ENEMY_KEEP = TriggerBar(rule="Keeps", starts="a joust", whose="opponent's",
                        where="opponent's keep", cite=KEEP_AT)


@dataclass(frozen=True)
class Model:
    move_triggers: tuple[MoveTrigger, ...] = (JOUST,)
    move_permissions: tuple[MovePermission, ...] = (GATHER,)
    trigger_bars: tuple[TriggerBar, ...] = (ENEMY_KEEP,)


def test_an_allowed_gathering_that_starts_a_joust_is_found() -> None:
    (found,) = check_allowed_triggers(Model())
    assert (found.id, found.kind, found.key) == ("trigger:allowed:keeps:joust", Kind.CONFLICT,
                                                 "move_triggers")
    assert found.cited == (str(KEEP_AT), str(JOUST_AT))
    assert found.message.startswith(
        "Keeps lets a piece move onto the mover's own Knight at the mover's keep (p. 4, Keeps), "
        "yet Joust starts a joust whenever a piece moves onto any knight anywhere (p. 3, Jousts)"
        "; Keeps bars it only against an opponent's pieces at an opponent's keep")
    assert found.message.endswith(
        "the allowed move starts a joust against the mover's own Knight "
        "(say whether Joust leaves such a move out)")


def test_a_bar_or_a_narrower_trigger_is_silent() -> None:
    own = TriggerBar(rule="Friends", starts="A Joust", whose="own", cite=JOUST_AT)
    assert check_allowed_triggers(Model(trigger_bars=(ENEMY_KEEP, own))) == []
    enemies = dataclasses.replace(JOUST, whose="opponent's")
    assert check_allowed_triggers(Model(move_triggers=(enemies,))) == []
    elsewhere = dataclasses.replace(JOUST, where="bridge")
    assert check_allowed_triggers(Model(move_triggers=(elsewhere,))) == []
    horses = dataclasses.replace(GATHER, onto="horse")
    assert check_allowed_triggers(Model(move_permissions=(horses,))) == []
    assert check_allowed_triggers(object()) == []


def test_no_bar_at_all_is_found_without_one() -> None:
    (found,) = check_allowed_triggers(Model(trigger_bars=()))
    assert "bars it only" not in found.message
    assert found.cited == (str(KEEP_AT), str(JOUST_AT))


def test_the_runner_gives_it_to_every_ruleset() -> None:
    assert check_allowed_triggers in with_engine_checks(())


LANCE_AT = Citation(book="Toy", page=3, section="Lances")
LANCE = TriggerNeed(rule="Lances", starts="A joust", needs="a lance", cite=LANCE_AT)


def test_a_trigger_whose_need_a_mover_may_lack_is_found() -> None:
    (found,) = check_trigger_needs(Needs())
    assert (found.id, found.kind, found.key) == ("trigger:need:joust:lances", Kind.MISSING,
                                                 "move_triggers")
    assert found.cited == (str(JOUST_AT), str(LANCE_AT))
    assert found.message == (
        "Joust starts a joust whenever a piece moves onto any knight anywhere (p. 3, Jousts), "
        "but Lances lets it happen only where the piece has a lance (p. 3, Lances): the book "
        "never says whether a piece without it may make that move, or what happens if it "
        "does (say which)")


def test_a_need_the_book_settles_or_another_trigger_is_silent() -> None:
    settled = dataclasses.replace(LANCE, lacking="A knight without a lance may not ride in.")
    assert check_trigger_needs(Needs(trigger_needs=(settled,))) == []
    other = dataclasses.replace(LANCE, starts="a feast")
    assert check_trigger_needs(Needs(trigger_needs=(other,))) == []
    assert check_trigger_needs(object()) == []
    assert check_trigger_needs in with_engine_checks(())


@dataclass(frozen=True)
class Needs:
    move_triggers: tuple[MoveTrigger, ...] = (JOUST,)
    trigger_needs: tuple[TriggerNeed, ...] = (LANCE,)
