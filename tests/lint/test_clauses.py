"""Comma splices (RL425) on small invented books: each planted fault is found and named at
its line; the corrected books are silent, and so are a subordinate clause or an introductory
phrase before a comma, a pronoun after a comma that starts no clause, and a sentence whose
start is not certain."""

from __future__ import annotations

from tests.lint.vocab import findings

SPLICES = """Pond Rules

Place the heron token on the bank, it scares every frog within 4".

A frog that hops may not croak. Toads cannot be eaten, they must flee to the reeds.
"""


def test_two_sentences_joined_by_a_comma_are_found() -> None:
    found = findings(SPLICES, "RL425")
    assert [(f.line, f.words) for f in found] == [
        (3, "on the bank, it scares"), (5, "cannot be eaten, they must")]
    assert found[0].message == ("'on the bank, it scares': two sentences joined by a comma "
                                "(a comma splice); end the first with a full stop or join "
                                "them with a semicolon or a conjunction")


def test_the_corrected_splices_are_silent() -> None:
    fixed = SPLICES.replace("bank, it", "bank; it").replace("eaten, they", "eaten. They")
    assert findings(fixed, "RL425") == []


def test_subordinate_and_introductory_clauses_before_a_comma_are_no_splice() -> None:
    text = """Pond Rules

If a frog hops twice, it must rest. When the heron lands, they may hide.

At the end of each round, it gains a lily pad. Roll a die and add it, then move.

Place the token as the heron lands, it scares them. Frogs may hop, it is said, twice.
"""
    assert findings(text, "RL425") == []



def test_a_fronted_free_clause_or_a_comma_in_a_parenthesis_is_no_splice() -> None:
    # a clause opened by a wh-word or 'given that' leads into the main clause; a comma
    # inside an open parenthesis parts no two sentences
    text = """Pond Rules

What a frog cannot see, it must not fear. Everywhere that a toad sits, you may hop.

Given that the heron sleeps, it cannot strike. Frogs hop (in the rain, they swim) twice.
"""
    assert findings(text, "RL425") == []
    planted = text.replace("What a frog cannot see,", "Frogs cannot see the heron,")
    assert [f.words for f in findings(planted, "RL425")] == ["see the heron, it must"]


def test_a_sentence_whose_start_is_uncertain_is_left_alone() -> None:
    # no blank line before: the line may go on from the one above (a wrapped paragraph)
    text = "Pond Rules\nwhen the frogs wake\nplace the heron token on the bank, it scares them.\n"
    assert findings(text, "RL425") == []


def test_a_line_under_a_heading_or_after_a_full_stop_starts_a_sentence() -> None:
    text = ("Pond Rules\nSetup\nPlace the heron token on the bank, it scares them.\n"
            "Frogs hop.\nToads cannot be eaten, they must flee.\n")
    assert [(f.line, f.words) for f in findings(text, "RL425")] == [
        (3, "on the bank, it scares"), (5, "cannot be eaten, they must")]
    # after a line that ends mid-sentence, the line may go on from it
    wrapped = "Pond Rules\nSetup\nwhen frogs wake, toads\nPlace the token on the bank, it goes.\n"
    assert findings(wrapped, "RL425") == []


PARTS = """Pond Rules

Some of the frogs carry lilies, these will float. Some of the frogs in the reeds, they hide.

Most of the toads hopped away, they are gone.
"""


def test_a_part_of_a_plural_and_its_verb_before_the_comma_is_a_clause() -> None:
    found = findings(PARTS, "RL425")
    assert [(f.line, f.words) for f in found] == [(3, "frogs carry lilies, these will")]
    # no verb after the plural ('in the reeds'), or a past form that may be a participle
    assert findings(PARTS.replace("lilies, these", "lilies. These"), "RL425") == []
