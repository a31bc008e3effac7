"""English constructions built wrong (RL441 to RL448) on small invented books: each slip
planted is found and named at its line, the corrected book is silent, and the forms
English allows next to each slip are left alone."""

from __future__ import annotations

from tests.lint.vocab import findings

KEYWORDS = """Marsh Rules
A frog with the Wild keyword may leap. A toad with the Stubborn keyword stays put.
Give the Wild keyword to one unit. The Stubborn keyword costs 5 points.
Lily pads are raised. They have the Stubborn keywords.
Swift frogs stack: check the Swift keywords from your leader and your banner.
"""


def test_a_held_once_keyword_printed_plural_is_found() -> None:
    (found,) = findings(KEYWORDS, "RL441")
    assert (found.line, found.words) == (4, "the Stubborn keywords")
    assert found.message == ("'the Stubborn keywords': 'Stubborn' is one keyword, held once, "
                             "and the book prints 'keyword' singular after one such name 4 "
                             "times: 'the Stubborn keyword'")
    assert findings(KEYWORDS.replace("Stubborn keywords", "Stubborn keyword"), "RL441") == []


def test_a_keyword_with_a_value_may_be_plural_and_usage_must_be_established() -> None:
    # Swift is defined with [x], so two holders make two Swift keywords: never reported
    assert all("Swift" not in f.words for f in findings(KEYWORDS, "RL441"))
    # printed singular after a name only twice, the book's usage is not established
    thin = KEYWORDS.replace("Give the Wild keyword to one unit. ", "").replace(
        "A toad with the Stubborn keyword stays put.", "")
    assert findings(thin, "RL441") == []


COMPARISONS = """Design
Every frog is as equally as useful a piece as any toad.
Every heron is as equally 'useful' a piece as any egret.
Every newt is as useful a piece as any toad, and is treated as equally useful.
Move as fast as you can, as soon as possible.
"""


def test_a_comparison_opened_twice_or_padded_is_found() -> None:
    found = [(f.line, f.words) for f in findings(COMPARISONS, "RL442")]
    assert found == [(2, "as equally as useful a piece as"),
                     (3, "as equally 'useful' a piece as")]
    twice, padded = findings(COMPARISONS, "RL442")
    assert "a comparison opened twice ('as equally as')" in twice.message
    assert "'equally' says again what 'as useful ... as' says" in padded.message
    fixed = COMPARISONS.replace("as equally as useful", "as useful").replace(
        "as equally 'useful'", "as 'useful'")
    assert findings(fixed, "RL442") == []


STRAY = """Keywords
Keywords with the Hidden trait, such as Wild does, may not be bought.
Keywords with the Hidden trait, such as Wild, may not be bought, as Wild does not.
Terrain such as bogs and what a pond is, counts as rough.
Banners may be bought for once each per army.
For once, the frogs win. Banners may be bought once each per army, for 2 points.
Terrain such as a bog is, however, open. A marsh such as this has, in truth, no exit.
"""


def test_a_verb_left_after_a_such_as_example_is_found() -> None:
    (found,) = findings(STRAY, "RL443")
    assert (found.line, found.words) == (2, "such as Wild does,")
    assert "'such as' takes a noun, so 'does' is stray" in found.message
    assert findings(STRAY.replace("such as Wild does,", "such as Wild,"), "RL443") == []


def test_a_preposition_before_once_each_is_found() -> None:
    (found,) = findings(STRAY, "RL444")
    assert (found.line, found.words) == (5, "for once each")
    assert found.message == "'for once each': 'once' takes no preposition: 'once each'"
    assert findings(STRAY.replace("for once each", "once each"), "RL444") == []


UNTIL = """Game End
A game ends after 5 rounds, or until one player gives up.
The round goes on until one player passes. Play continues until the round ends.
The frog waits until the turn ends or until it is attacked.
"""


def test_until_after_a_verb_of_ending_is_found() -> None:
    (found,) = findings(UNTIL, "RL445")
    assert (found.line, found.words) == (2, "ends after 5 rounds, or until")
    assert "'ends' is over at once, so it takes 'when', not 'until'" in found.message
    assert findings(UNTIL.replace("or until one", "or when one"), "RL445") == []


FRAGMENT = """Winning
A frog wins once its hop is over. Which means that you must wait a turn.
Which frog moves first? Roll for it. Which card is played is up to you.
Which goes first is rolled for. Which means what? Ask the host.
"""


def test_a_which_clause_standing_alone_is_found() -> None:
    (found,) = findings(FRAGMENT, "RL446")
    assert (found.line, found.words) == (2, "Which means that you")
    assert "is a relative clause alone" in found.message
    fixed = FRAGMENT.replace("is over. Which means", "is over, which means")
    assert findings(fixed, "RL446") == []


FEWER = """Transfers
The leader that receives the frog must have less than 5 units present.
A frog less than 3 inches from a pond may hop. Fewer than 2 toads remain.
"""


def test_less_than_before_counted_plurals_is_found() -> None:
    (found,) = findings(FEWER, "RL447")
    assert (found.line, found.words) == (2, "less than 5 units")
    assert found.message == "'less than 5 units': 'units' are counted, so 'fewer than 5 units'"
    assert findings(FEWER.replace("less than 5 units", "fewer than 5 units"), "RL447") == []


FOCUS = """Scenarios
Players build armies in advance, particularly and indeed may paint only a few.
Players build armies in advance, particularly and specifically for scenarios.
"""


def test_a_focusing_adverb_before_a_conjunction_is_found() -> None:
    (found,) = findings(FOCUS, "RL448")
    assert (found.line, found.words) == (2, "particularly and")
    assert found.message.endswith("'particularly' points at nothing before 'and': words look "
                                  "lost after it; restore them, or drop 'particularly'")
    fixed = FOCUS.replace("particularly and indeed", "particularly when they")
    assert findings(fixed, "RL448") == []


def test_a_construction_across_a_line_end_is_found() -> None:
    broken = "Keywords\nKeywords with the Hidden trait, such as Wild\ndoes, may not be bought.\n"
    (found,) = findings(broken, "RL443")
    assert (found.line, found.words) == (2, "such as Wild does,")


ENTRIES = """Relics
The Green Cup grants the following keywords: Wild.
The Reed Pipe grants the following keywords: Stubborn.
The Frog Crown grants the following keywords: Swift.
The Lily Ring grants the following keywords: Wild.
The Toad Stone grants the following keywords: Stubborn.
This grants the following keywords: Swift.
This means the relic is lost. This means the frog hops.
"""


def test_an_entry_that_calls_its_item_this_is_found() -> None:
    (found,) = findings(ENTRIES, "RL449")
    assert (found.line, found.words) == (7, "This grants the following keywords")
    assert found.message == ("'This grants the following keywords': the book opens 'grants "
                             "the following keywords' with the item's own name 5 times; here "
                             "the item is only 'This': name it as the other entries do")
    fixed = ENTRIES.replace("This grants", "The Newt Bell grants")
    assert findings(fixed, "RL449") == []
    # four named entries are not yet the book's formula
    assert findings(ENTRIES.replace("The Toad Stone grants", "It grants"), "RL449") == []


LISTS = """Frogs start with the following keywords: Swift [2], Wild and Stubborn.
Toads start with the following keywords: Wild and Stubborn.
Newts start with the following keywords:
Swift [1] and Wild. Herons wait by the reeds.
Herons start with the following keywords: Wild, Stubborn and
Swift [3]. The heron flies over the pond.
Storks start with the following keywords: Wild and Stubborn
"""


def _lists(unclosed: str) -> str:
    """The book above after two columns run together, the left column's rows announcing a
    list (``unclosed``) beside the right column's text."""
    from tests.lint.test_columns import _two_columns

    left = ["Egrets start with the following keywords:", unclosed]
    right = ["The heron waits by the reeds all day.", "that wade in the reeds hunt frogs."]
    return _two_columns(left, right) + LISTS


def test_a_list_announced_by_a_colon_without_its_stop_is_found() -> None:
    (found,) = findings(_lists("Swift [2], Wild and Stubborn"), "RL474")
    assert (found.line, found.words) == (63, "Swift [2], Wild and Stubborn")
    assert found.message == (
        "'Swift [2], Wild and Stubborn': the list announced by a colon runs into words in "
        "small letters with no full stop after 'Stubborn', while the book closes 3 such lists "
        "with one; end it with a stop")
    # the stop put back is silent; a list at a line's end may go on and is not judged
    assert findings(_lists("Swift [2], Wild and Stubborn."), "RL474") == []
    # with fewer than three closed lists the book shows no way of its own
    few = _lists("Swift [2], Wild and Stubborn").replace("Wild and Stubborn.\n",
                                                         "Wild and Stubborn\n", 1)
    assert findings(few, "RL474") == []
    # in one column, the words in small letters go on with the list's own sentence
    one = "Marsh Rules\nEgrets start with the following keywords:\nSwift [2], Wild and " \
        "Stubborn if they wade in the reeds.\n" + LISTS
    assert findings(one, "RL474") == []


CLOSED = """Keyword Costs
Each version of numerical keywords such as Swift [+2], count as different keywords.
Keywords with the Hidden trait, such as Wild, may not be bought.
Against frogs such as Bullfrogs, count one die less. If you face toads such as Cane, roll.
Attacking frogs such as Bullfrogs, roll again. Herons such as Grey, quickly leave.
Frogs may count twice. Toads may roll once. Herons may leave.
Toads such as Cane, may not leap. There are toads such as Cane, may I say, here.
"""


def test_a_such_as_example_closed_but_not_opened_is_found() -> None:
    found, modal = findings(CLOSED, "RL490")
    assert (found.line, found.words) == (2, "keywords such as Swift [+2], count")
    assert (modal.line, modal.words) == (7, "Toads such as Cane, may")
    assert "parts the subject 'keywords' from its verb 'count'" in found.message
    assert all(f.line != 2 for f in findings(
        CLOSED.replace("Swift [+2], count", "Swift [+2] count"), "RL490"))
    assert all(f.line != 2 for f in findings(
        CLOSED.replace("keywords such", "keywords, such"), "RL490"))


def test_a_comma_that_may_close_an_opening_phrase_is_left_alone() -> None:
    # after a preposition, a clause opener or an -ing form the comma may end that phrase,
    # and an adverb after the comma is no verb: with the slip fixed, nothing is found
    fixed = CLOSED.replace("Swift [+2], count", "Swift [+2] count").replace(
        "Cane, may not", "Cane may not")
    assert findings(fixed, "RL490") == []
    # the same words as the sentence's own subject are found
    subject = fixed.replace("Against frogs", "The frogs")
    assert [(f.line, f.words) for f in findings(subject, "RL490")] == [
        (4, "frogs such as Bullfrogs, count")]
    # a word the book never prints after a modal is no verb of its own usage
    assert all(f.line != 2 for f in findings(CLOSED.replace("Frogs may count twice. ", ""),
                                             "RL490"))


RANGES = """Bridges
Place two logs across the stream, each between
100-200mm wide, and from 2-4 lily pads beside them.
A frog may leap between 2 and 6 inches, or from 1 to 3 pads.
Roll a D6: on a 1-3 the frog stays, on a 4-6 it leaps between pads.
"""


def test_a_dashed_range_after_between_or_from_is_found() -> None:
    found = [(f.line, f.words) for f in findings(RANGES, "RL492")]
    assert found == [(2, "between 100-200mm"), (3, "from 2-4")]
    between, start = findings(RANGES, "RL492")
    assert "'between 100 and 200mm', or the range alone ('100-200mm')" in between.message
    assert "'from' takes 'to' before a range's second end" in start.message
    fixed = RANGES.replace("between\n100-200mm", "between\n100 and 200mm").replace(
        "from 2-4", "from 2 to 4")
    assert findings(fixed, "RL492") == []


PARALLEL = """Design
The game is quick to learn, easily to master and fun.
Frogs are easy to train,
simply to feed and cheap to keep.
Toads are slow to anger, likely to sulk and hard to move.
Herons hop to ponds, quickly to feed.
"""


def test_an_adverb_where_a_listed_adjective_belongs_is_found() -> None:
    found = [(f.line, f.words) for f in findings(PARALLEL, "RL493")]
    assert found == [(2, "quick to learn, easily to master"), (3, "easy to train, simply to feed")]
    assert findings(PARALLEL, "RL493")[1].message.endswith("'simple to feed'")
    fixed = PARALLEL.replace("easily to", "easy to").replace("simply to", "simple to")
    assert findings(fixed, "RL493") == []
