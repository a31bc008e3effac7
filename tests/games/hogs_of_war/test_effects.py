"""Hogs of War tokens, icons and cards in the shared effect vocabulary, checked against the
rulebook by hand (sections named: the book has no page numbers)."""

from __future__ import annotations

from rulesref.core.effects import Action, Damage, Ignore, Scope, Tokens
from rulesref.games.hogs_of_war.model import HogsOfWar


def test_tokens_do_what_the_rulebook_says(hogs: HogsOfWar) -> None:
    tokens = {t.name: t.effects for t in hogs.tokens}
    # Burn token: 10 damage per token at the start of each new round.
    (burn,) = tokens["Burn token"]
    assert isinstance(burn, Damage) and (burn.amount, burn.op, burn.at) == (10, "inflict",
                                                                           "Burn damage")
    # Dynamite token: 40 damage each, whenever a Detonator is played, ignoring Deployables.
    damage, ignore = tokens["Dynamite token"]
    assert isinstance(damage, Damage) and damage.amount == 40
    assert isinstance(ignore, Ignore) and ignore.rule == "Deployables"
    # Hide: the Hog regains 10 health and cannot be targeted.
    heal, untargetable, _ = tokens["Hidden token"]
    assert isinstance(heal, Damage) and (heal.op, heal.amount) == ("heal", 10)
    assert isinstance(untargetable, Action) and untargetable.action == "target"
    assert not untargetable.allowed
    # Remove Stun: a stunned Hog may do nothing but take the token off.
    stopped, removal = tokens["Stun token"]
    assert isinstance(stopped, Action) and not stopped.allowed
    assert isinstance(removal, Tokens) and (removal.token, removal.op) == ("Stun token", "remove")


def test_cards_and_icons(hogs: HogsOfWar) -> None:
    cards = {c.name: c.effects for c in hogs.named_cards}
    # Headshot: 30 damage to any enemy Hog, ignoring all Deployables and Hidden.
    hit, *ignores = cards["Headshot"]
    assert isinstance(hit, Damage) and hit.amount == 30 and hit.scope is Scope.TARGET
    assert {i.rule for i in ignores if isinstance(i, Ignore)} == {"Range", "Deployables",
                                                                  "Hidden"}
    headshot = next(c for c in hogs.named_cards if c.name == "Headshot")
    assert headshot.any_range and headshot.ignores_hidden
    assert not any(c.any_range or c.ignores_hidden for c in hogs.named_cards if c is not headshot)
    icons = {i.name: i.effects for i in hogs.icons}
    # The Bandage icon takes a Burn token off; the Dynamite icon adds Dynamite tokens.
    (bandage,) = icons["Bandage icon"]
    assert isinstance(bandage, Tokens) and (bandage.token, bandage.op) == ("Burn token",
                                                                          "remove")
    (dynamite,) = icons["Dynamite icon"]
    assert isinstance(dynamite, Tokens) and (dynamite.token, dynamite.op) == (
        "Dynamite token", "place")
