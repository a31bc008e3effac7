"""A book that ends on a question nothing answers (RL480), on small invented books."""

from __future__ import annotations

from tests.lint.vocab import findings

CLOSING = """Marsh Rules
Frogs leap over the reeds.
Have a question about the marsh? Or want to suggest a frog?

end of page
"""


def test_a_closing_question_with_nothing_after_it_is_found() -> None:
    (found,) = findings(CLOSING, "RL480")
    assert (found.line, found.words) == (
        3, "Have a question about the marsh? Or want to suggest a frog?")
    assert found.message.endswith(
        "the book ends on this question and nothing follows it (no answer, no address or "
        "name to write to); give the answer, or where readers can ask")


def test_an_answer_or_an_address_after_the_question_is_silent() -> None:
    answered = CLOSING.replace("a frog?\n", "a frog?\nWrite to the Marsh Club.\n")
    assert findings(answered, "RL480") == []
    addressed = CLOSING.replace("a frog?\n", "a frog?\nfrogs@example.org\n")
    assert findings(addressed, "RL480") == []
    same_line = CLOSING.replace("a frog?\n", "a frog? frogs@example.org\n")
    assert findings(same_line, "RL480") == []


def test_a_question_inside_the_book_is_not_its_ending() -> None:
    inside = "Marsh Rules\nFeel like leaping?\nFrogs leap over the reeds.\n"
    assert findings(inside, "RL480") == []
