"""An adverb in -ly hyphened to its participle (RL478) and numbers of one length printed
with and without a thousands separator (RL479), on small invented books: the planted slip
is found and named, the corrected text is silent, and so are the forms English allows."""

from __future__ import annotations

from tests.lint.vocab import findings

ADVERBS = """Reeds
The heavily-armoured herons wade in.
Tightly packed frogs hold the bank, and densely grown reeds hide them.
A thinly spread line of newts and a lightly armed toad wait behind.
A curly-haired heron and a dimly-lit pool are far away.
"""


def test_an_adverb_hyphened_to_its_participle_is_found() -> None:
    found = findings(ADVERBS, "RL478")
    assert [(f.line, f.words) for f in found] == [(2, "heavily-armoured"), (5, "dimly-lit")]
    assert found[0].message == (
        "'heavily-armoured': an adverb in -ly takes no hyphen before the participle it "
        "modifies, and the book prints such pairs open 3 times, hyphened 2: "
        "'heavily-armoured' (1: line 2); print 'heavily armoured'")
    # the adjective in -ly made from a noun keeps its hyphen ('curly-haired')
    fixed = ADVERBS.replace("heavily-armoured", "heavily armoured") \
        .replace("dimly-lit", "dimly lit")
    assert findings(fixed, "RL478") == []


def test_a_book_that_hyphenates_its_adverbs_keeps_its_style() -> None:
    hyphened = ADVERBS.replace("Tightly packed", "Tightly-packed") \
        .replace("densely grown", "densely-grown").replace("thinly spread", "thinly-spread")
    assert findings(hyphened, "RL478") == []


NUMBERS = """Armies
Each side spends 2,000 points on its herons.
A larger game allows 3,000 points, and a marsh of 1500 points suits a short evening.
The rules were first printed in 1998 in a pond.
A raid costs 12000 points at most.
"""


def test_a_number_printed_without_its_separator_is_found() -> None:
    found = findings(NUMBERS, "RL479")
    assert [(f.line, f.words) for f in found] == [(3, "1500")]
    assert found[0].message == (
        "'1500': the book prints numbers of 4 digits with a thousands separator, '2,000' "
        "(2: line 2, line 3), and without one, '1500' (1: line 3); print them one way, "
        "with it as the book does 2 times")
    # a year takes no separator, and a number of another length is another style
    assert findings(NUMBERS.replace("1500", "1,500"), "RL479") == []


MEASURES = """Marshes
Play on a pond at least 3-feet across; a 6-foot pond is nicer.
Herons wade 2 inches per turn, and a two-inch stride is short.
"""


def test_a_number_hyphened_to_a_plural_unit_is_found() -> None:
    found = findings(MEASURES, "RL480")
    assert [(f.line, f.words) for f in found] == [(2, "3-feet")]
    assert found[0].message == (
        "'3-feet': a number hyphened to its unit makes a modifier, which takes the unit in "
        "the singular; print '3 feet' (a measure) or '3-foot' (a modifier)")
    assert findings(MEASURES.replace("3-feet", "3 feet"), "RL480") == []
    planted = MEASURES.replace("3-feet", "3 feet").replace("two-inch", "two-inches")
    assert [f.words for f in findings(planted, "RL480")] == ["two-inches"]


MODIFIERS = """Armies
Play a 2,000 point game on a 6-foot pond.
Each side scores 2 points per heron, and rule 4 round order still holds.
A 3 round game is short.
"""


def test_a_number_and_a_singular_unit_without_the_hyphen_are_found() -> None:
    found = findings(MODIFIERS, "RL484")
    assert [(f.line, f.words) for f in found] == [(2, "2,000 point"), (4, "3 round")]
    assert found[0].message == (
        "'2,000 point': a number above one with its unit in the singular before a noun is a "
        "modifier, which takes a hyphen: print '2,000-point'")
    fixed = MODIFIERS.replace("2,000 point", "2,000-point").replace("3 round", "3-round")
    assert findings(fixed, "RL484") == []
