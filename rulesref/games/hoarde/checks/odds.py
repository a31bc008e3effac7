"""The checks of the odds statements (z3): they can all hold, they force the recorded decks,
and what each other reading of them would change.
"""

from __future__ import annotations

from rulesref.games.hoarde.checks.odds_encoding import ODDS_READINGS, odds_readings
from rulesref.games.hoarde.checks.odds_model import odds_check, recorded_shapes
from rulesref.games.hoarde.checks.support import _guarded
from rulesref.games.hoarde.lookups import (
    find_reading,
    group_of,
    winning_sets,
)
from rulesref.games.hoarde.model import (
    Hoarde,
)
from rulesref_verify.findings import Finding, Kind, Verdict, facts


def _odds_cite(rules: Hoarde) -> str:
    return str(rules.odds[0].cite) if rules.odds else rules.title


def check_odds_consistency(rules: Hoarde) -> list[Finding]:
    """The odds statements can all hold together (under the data's readings)."""
    def run() -> list[Finding]:
        result = odds_check(rules)
        if result.consistent is Verdict.UNKNOWN:
            return [Finding("hoarde:odds:unknown", "check_odds_consistency",
                            "z3 could not decide whether the Card Odds statements can all "
                            "hold", _odds_cite(rules), "odds.yaml", inconclusive=True,
                            kind=Kind.DATA)]
        if result.consistent is Verdict.REFUTED:
            return [Finding("hoarde:odds:conflict", "check_odds_consistency",
                            "the Card Odds statements cannot all hold; these conflict: "
                            + "; ".join(result.conflict), _odds_cite(rules), "odds.yaml",
                            kind=Kind.CONFLICT)]
        return []
    return _guarded("check_odds_consistency", run, _odds_cite(rules))


def check_odds_composition(rules: Hoarde) -> list[Finding]:
    """The odds statements imply exactly the deck composition ``decks.yaml`` records, and
    the composition covers every attribute that wins with its deck."""
    def run() -> list[Finding]:
        out = []
        for deck in rules.decks:
            for kind in winning_sets(rules, deck.id):
                if group_of(deck, kind.attribute) is None:
                    out.append(Finding(
                        f"hoarde:composition:missing-group:{deck.id.value}:{kind.attribute}",
                        "check_odds_composition",
                        f"the {deck.name} composition has no {kind.attribute} group, though "
                        f"{kind.attribute} sets win with it", str(deck.composition.cite),
                        "decks.yaml", deck.id.value, kind=Kind.MISCOUNT))
        result = odds_check(rules)
        if result.consistent is Verdict.REFUTED:
            out.append(Finding("hoarde:odds:composition:none", "check_odds_composition",
                               "the Card Odds statements conflict, so no deck composition "
                               "follows from them: " + "; ".join(result.conflict),
                               _odds_cite(rules), "decks.yaml", kind=Kind.MISCOUNT))
        elif result.composition is Verdict.UNKNOWN:
            out.append(Finding("hoarde:odds:composition:unknown", "check_odds_composition",
                               "z3 could not decide which deck composition the odds imply",
                               _odds_cite(rules), "decks.yaml", inconclusive=True, kind=Kind.DATA))
        elif result.composition is Verdict.REFUTED:
            recorded = "; ".join(s.describe() for s in recorded_shapes(rules))
            other = "; ".join(s.describe() for s in result.alternative)
            out.append(Finding(
                "hoarde:odds:composition:not-implied", "check_odds_composition",
                f"the Card Odds statements do not force the recorded composition ({recorded})"
                f"; they also allow {other}", _odds_cite(rules), "decks.yaml", kind=Kind.MISCOUNT))
        return out
    return _guarded("check_odds_composition", run, _odds_cite(rules))


def check_odds_readings(rules: Hoarde) -> list[Finding]:
    """What each other reading of the odds statements would change: a conflict, or a deck
    composition the statements no longer pin down."""
    def run() -> list[Finding]:
        base = odds_readings(rules)
        out = []
        for reading_id in ODDS_READINGS:
            reading = find_reading(rules, reading_id)
            for choice in reading.alternatives:
                try:
                    readings = base.with_choice(reading_id, choice)
                except ValueError:
                    continue
                result = odds_check(rules, readings)
                fid = f"hoarde:odds:reading:{reading_id}={choice}"
                if result.consistent is Verdict.UNKNOWN or result.composition is Verdict.UNKNOWN:
                    out.append(Finding(fid + ":unknown", "check_odds_readings",
                                       f"z3 could not decide the odds under {reading_id}="
                                       f"{choice}", str(reading.cite), "readings.yaml",
                                       reading_id, inconclusive=True, kind=Kind.DATA))
                elif result.consistent is Verdict.REFUTED:
                    out.append(Finding(
                        fid + ":conflict", "check_odds_readings",
                        f"read as {choice} instead of {reading.choice} ({reading.topic}), the "
                        "Card Odds statements conflict: " + "; ".join(result.conflict),
                        str(reading.cite), "readings.yaml", reading_id,
                        kind=Kind.CONFLICT, assumes=reading_id,
                        facts=facts(reading=reading_id, choice=choice,
                                    conflict=list(result.conflict))))
                elif result.composition is Verdict.REFUTED:
                    other = "; ".join(s.describe() for s in result.alternative)
                    out.append(Finding(
                        fid + ":composition", "check_odds_readings",
                        f"read as {choice} instead of {reading.choice} ({reading.topic}), the "
                        f"Card Odds statements no longer fix the decks: they also allow "
                        f"{other}", str(reading.cite), "readings.yaml", reading_id,
                        kind=Kind.MISSING, assumes=reading_id,
                        facts=facts(reading=reading_id, choice=choice, allows=other)))
        return out
    return _guarded("check_odds_readings", run, _odds_cite(rules))
