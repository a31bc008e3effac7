"""The play-variant bar check on a toy model: a variant that bars a kind of card from acting
on the player who plays it fires on a card that acts on nothing else; cards that can still
go elsewhere, cards printed in another section and variants without a bar are silent."""

from __future__ import annotations

from dataclasses import dataclass

from rulesref.core.citation import Citation
from rulesref.core.effects.frame import Scope
from rulesref.core.effects.numeric import Tokens
from rulesref.core.effects.play import Action
from rulesref.core.scenarios import PlayVariant, TargetBan
from rulesref_verify.findings import Kind
from rulesref_verify.scenarios import check_variant_bans
from tests.verify.named import Rule

CARDS = "Trick Cards"
BAR = Citation(book="Toy", page=20, section="Partners")


def _card(name: str, *scopes: Scope, section: str = CARDS) -> Rule:
    return Rule(name, Citation(book="Toy", page=9, section=section),
                tuple(Tokens(token="Gold", op="place", scope=s) for s in scopes))


@dataclass(frozen=True)
class Model:
    rules: tuple[Rule, ...]
    play_variants: tuple[PlayVariant, ...]


def _partners(*bans: TargetBan) -> PlayVariant:
    return PlayVariant(id="pairs", name="Partner Play", players="four", changes=(),
                       bans=bans, cite=BAR)


BAN = TargetBan(rules_in=CARDS, barred=(Scope.PLAYER, Scope.OWN), cite=BAR)


def test_a_card_only_for_its_player_under_a_bar_on_oneself_fires() -> None:
    # plant the fault: partners may not play tricks on themselves, and Windfall only pays
    # the player who plays it
    windfall = _card("Windfall", Scope.PLAYER)
    found = check_variant_bans(Model((windfall,), (_partners(BAN),)))
    assert [(f.id, f.kind) for f in found] == [("variant:ban:pairs:Windfall", Kind.CONFLICT)]
    assert found[0].cited == (str(BAR), str(windfall.cite))
    assert found[0].message == (
        "Partner Play bars the rules of Trick Cards from acting on the player who uses it or "
        "that player's own units (p. 20, Partners), but Windfall acts on the player who uses "
        "it and no one else, so under the bar it has no legal use; say whether it cannot be "
        "played, or whom it then acts on")


def test_cards_with_another_use_or_elsewhere_and_unbarred_variants_are_silent() -> None:
    aimed = _card("Aimed", Scope.TARGET)
    shared = _card("Shared", Scope.PLAYER, Scope.OPPONENT)
    spell = _card("Spell", Scope.PLAYER, section="Spells")
    cards = (aimed, shared, spell)
    assert check_variant_bans(Model(cards, (_partners(BAN),))) == []
    assert check_variant_bans(Model((_card("Windfall", Scope.PLAYER),), (_partners(),))) == []
    assert check_variant_bans(object()) == []


def _token_card(name: str, required: bool = False) -> Rule:
    return Rule(name, Citation(book="Toy", page=9, section=CARDS),
                (Action(action="hold_token", token="Lead", scope=Scope.PLAYER,
                        required=required),))


def test_a_card_that_lets_its_player_keep_or_hand_over_a_token_is_silent() -> None:
    # keeping the token is barred, handing it to the opponent is not: the card has a use
    choice = _token_card("Crown or Cede")
    assert check_variant_bans(Model((choice,), (_partners(BAN),))) == []
    # a card that makes its player take the token has no other use: the bar empties it
    forced = _token_card("Usurp", required=True)
    found = check_variant_bans(Model((choice, forced), (_partners(BAN),)))
    assert [f.id for f in found] == ["variant:ban:pairs:Usurp"]
