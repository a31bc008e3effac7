"""Citations: where in which book a fact is printed."""

from __future__ import annotations

from rulesref.core.record import record


@record
class Citation:
    """Where a fact is printed.

    Page numbers alone can be ambiguous (a book may print the same page numbers twice), so a
    citation always names the section too, and ``printing`` tells repeated printings apart.
    """

    book: str
    """The book's title, filled in by the loader from the ruleset's manifest."""
    page: int | None
    """The page number as printed on the page; ``None`` for a text without page numbers (a
    rulebook published as one web page), where the section alone locates the fact."""
    section: str
    """The section heading the fact is printed under."""
    printing: str | None = None
    """Which printing, where the same page number or table is printed more than once."""

    def __str__(self) -> str:
        return f"{self.book}, {self.short()}"

    def short(self) -> str:
        """Page and section only, for places where the book is clear from context."""
        text = self.section if self.page is None else f"p. {self.page}, {self.section}"
        if self.printing:
            text += f" ({self.printing})"
        return text
