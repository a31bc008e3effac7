"""Running page numbers that go back (RL483), on small invented books: the place the
numbering restarts is found with the pages numbered twice; a book numbered in one sequence
is silent, and so is one whose page number lines hold only the number."""

from __future__ import annotations

from tests.lint.vocab import findings


def _book(numbers: list[int], footer: str = "Marsh Wars page {n} (draft)") -> str:
    pages = [f"Frogs hop and herons wade.\n{footer.format(n=n)}\n" for n in numbers]
    return "Marsh Wars\n" + "".join(pages)


def test_page_numbers_that_go_back_are_found() -> None:
    found = findings(_book([1, 2, 3, 4, 5, 3, 4, 5, 6]), "RL483")
    assert [(f.line, f.words) for f in found] == [(13, "3")]
    assert found[0].message == (
        "'3': the running page numbers go back here from 5 to 3, so pages 3 to 5 are "
        "numbered twice; number the pages in one sequence")
    assert findings(_book([1, 2, 3, 4, 5, 6, 7, 8, 9]), "RL483") == []


def test_a_repeated_page_number_and_bare_numbers() -> None:
    found = findings(_book([1, 2, 3, 4, 4, 5, 6]), "RL483")
    assert [f.message.split(", so ")[1] for f in found] == [
        "page 4 is numbered twice; number the pages in one sequence"]
    # lines that hold only a number are no running footer
    assert findings(_book([1, 2, 3, 1, 2, 3], footer="{n}"), "RL483") == []
    # nor is a repeated line whose numbers do not count pages up one by one
    assert findings(_book([10, 4, 9, 2, 7, 1]), "RL483") == []
