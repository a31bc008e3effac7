"""The effects audit8f (issue 26) added to team and solo play's records (pp. 49-54), each
worked out by hand from the book, for the rows of every audit that reads those records: the
earlier audits' rows take them in beside the effects they read themselves."""

from __future__ import annotations

from tests.games.hobgoblin.audit_rows import Row, Spec

HIM = "all:automated"
END = {"trigger.event": "game_ends", "trigger.repeats": "once"}
RI = "all:unit type Ranged Infantry"
NOT_RI_OR_ART = {"none:unit type Ranged Infantry", "none:unit type Artillery"}
NOT_MOBBED = "none:friendly within 0 2"



def pick_one(**extra: object) -> Spec:
    """One enemy unit picked at random for His active unit (Target Selection, p. 52)."""
    return {"kind": "action", "action": "target", "required": True, "direction": "suffers",
            "scope": "enemy", "select.pick": "exactly", "select.count": 1,
            "select.chooser": "chance", "needs": {HIM},
            "words": "leaving out enemy units engaged with two or more of His", **extra}


def placed(where: str, cond: set[str]) -> Spec:
    """One of His units placed at deployment, where the book says."""
    return {"kind": "move", "how": "place", "direction": "suffers", "select.pick": "each",
            "at": "Deployment", "if": cond, "words": where}


def his_points(percent: int) -> Spec:
    """His army's points as a share of the player's, by the difficulty picked (p. 50)."""
    return {"kind": "parameter", "name": "points_as_percent_of_the_players_army",
            "op": "set", "amount": percent, "choice": "difficulty", "scope": "army",
            "if": {HIM}}


#: The effects this audit added, by record: earlier audits' rows of the same records take
#: them in too (their verdicts on the effects they read are unchanged).
ADDED: dict[str, list[Spec]] = {
    "Team Play: Teams & Allies": [
        {"kind": "action", "action": "regard", "required": True, "scope": "all_units",
         "words": "regard the units of its player's allies as friendly"}],
    "Team Play: Shared Ruination": [
        {"kind": "move", "how": "place", "scope": "markers", "min_distance": 16,
         "beyond": True, "at": "Deployment", "moment": "before",
         "words": "three 25mm Ruination Markers, anywhere in the enemy deployment zone"}],
    "Solo Play Setup: Army Lists": [his_points(100), his_points(150), his_points(200)],
    "Solo Play Setup: Deploying His Army": [
        {"kind": "action", "action": "deploy", "required": True, "scope": "players",
         "at": "Deployment", "if": {"none:automated"}, "words": "before any of His"}],
    "Solo Play Setup: His Deployment": [
        placed("exactly 8\" from the centreline, facing the player's table edge", {HIM}),
        {"kind": "parameter", "op": "at_least", "amount": 1, "at": "Deployment",
         "if": {HIM}, "words": "from his other units and the table edges at least 1"},
        placed("1\" behind the unit at the rolled spot", {HIM})],
    "Solo Play Setup: Deploying His Artillery and Ranged Infantry": [
        {**placed("on a hill or other elevated terrain", {HIM}),
         "if": {HIM, "any:unit type Ranged Infantry", "any:unit type Artillery"}},
        placed("exactly 15\" from the centreline", {HIM, RI}),
        placed("at most 24\" from the centreline", {HIM, "all:unit type Artillery"})],
    "Target Selection: Select a Visible Unit within D+3”": [
        pick_one(**{"if": {"all:in line of sight", NOT_MOBBED}})],
    "Target Selection: Select any Unit within D+3”": [
        pick_one(**{"if": {NOT_MOBBED}})],
    "Target Selection: Select an Engageable Unit": [
        pick_one(**{"if": {NOT_MOBBED}})],
    "Unit Behaviour: Golden Rule": [
        {"kind": "action", "action": "activate", "required": True, "if": {HIM},
         "words": "as cleverly as it can for Him"}],
    "Unit Behaviour: Aggressive Behaviour": [
        {"kind": "move", "how": "no_move", "at": "Movement Phase",
         "if": {HIM, "all:engaged", *NOT_RI_OR_ART}},
        {"kind": "action", "action": "engage", "required": True, "at": "Movement Phase",
         "if": {HIM, "none:engaged", *NOT_RI_OR_ART}, "words": "Select an Engageable Unit"},
        {"kind": "action", "action": "activate", "required": True, "at": "Movement Phase",
         "if": {HIM, "none:engaged", *NOT_RI_OR_ART},
         "words": "Select a Visible Unit within D+3\" picks, ending as close to it"},
        {"kind": "action", "action": "activate", "required": True, "at": "Movement Phase",
         "if": {HIM, "none:engaged", *NOT_RI_OR_ART},
         "words": "Select any Unit within D+3\" picks, ending as close to it"}],
    "Unit Behaviour: Cautious Behaviour": [
        {"kind": "move", "how": "no_move", "at": "Shooting Phase",
         "if": {HIM, RI, "all:engaged"}},
        {"kind": "action", "action": "activate", "required": True, "at": "Shooting Phase",
         "if": {HIM, RI, "none:engaged"},
         "words": "retreat from it as far as it can without losing range or line of sight"},
        {"kind": "action", "action": "activate", "required": True, "at": "Shooting Phase",
         "if": {HIM, RI, "none:engaged"}, "reading": "solo-cautious-approach-then-shoot",
         "words": "stopping once an enemy unit is in its range and line of sight"}],
}


def read_right(name: str, page: int) -> Row:
    """An earlier audit's row for a record it read with no effects and judged right: the
    effects this audit added are now its effects."""
    return (name, page, "right", ADDED[name])
