"""The reST helpers and the linker, as pure functions."""

from __future__ import annotations

from rulesref.docs import rst
from rulesref.docs.linker import Linker, Term


def test_escape_keeps_text_literal() -> None:
    assert rst.escape("a *bold* `x` |sub| word_") == r"a \*bold\* \`x\` \|sub\| word\_"
    assert rst.escape("two\n  lines") == "two lines"


def test_escape_guards_text_that_would_start_a_list() -> None:
    assert rst.escape("2. Roll again") == r"\ 2. Roll again"
    assert rst.escape("- not a bullet") == r"\ - not a bullet"
    assert rst.escape("ends with::") == r"ends with:\:"


def test_slug() -> None:
    assert rst.slug("Who’s Next?") == "whos-next"
    assert rst.slug("Ljudlös") == "ljudlos"
    assert rst.slug("Light Infantry") == "light-infantry"


def test_role() -> None:
    assert rst.role("rules:kw", "Wild") == ":rules:kw:`Wild`"
    assert rst.role("rules:kw", "Wild", "wild units") == ":rules:kw:`wild units <Wild>`"


def test_list_table_cells_with_several_paragraphs() -> None:
    lines = list(rst.list_table(["A", "B"], [["one", "two\n\nthree"]], classes=["x"]))
    assert lines == [
        ".. list-table::", "   :header-rows: 1", "   :class: x", "",
        "   * - A", "     - B",
        "   * - one", "     - two", "", "       three", "",
    ]


def test_directive_block() -> None:
    lines = list(rst.directive("rules:keyword", "Wild", [("summary", "s")], ["Body."]))
    assert lines == [".. rules:keyword:: Wild", "   :summary: s", "", "   Body.", ""]


LINKER = Linker.from_terms([
    Term("Wild", "keyword", "Wild"),
    Term("Swift", "keyword", "Swift", numeric=True),
    Term("Ranged", "keyword", "Ranged", numeric=True),
    Term("Ranged Infantry", "unittype", "Ranged Infantry"),
    Term("Quick Shot", "keyword", "Quick Fire"),
    Term("Wizard", "keyword", "Wizard"),
])


def test_linker_links_names_longest_first() -> None:
    text = LINKER.text("Ranged Infantry with Ranged [24] and Wild")
    assert text == (":rules:unit:`Ranged Infantry` with :rules:kw:`Ranged [24]` and "
                    ":rules:kw:`Wild`")


def test_linker_keeps_values_plurals_and_aliases() -> None:
    assert LINKER.text("gets Swift [+4].") == "gets :rules:kw:`Swift [+4]`."
    assert LINKER.text("two Wizards") == "two :rules:kw:`Wizards <Wizard>`"
    assert LINKER.text("Quick Shot") == ":rules:kw:`Quick Shot <Quick Fire>`"


def test_linker_respects_word_boundaries_and_case() -> None:
    assert LINKER.text("Wildly wild") == "Wildly wild"
    assert LINKER.text("(Wild)") == "(:rules:kw:`Wild`)"


def test_linker_separates_links_from_odd_neighbours() -> None:
    assert LINKER.text("x*Wild") == r"x\*\ :rules:kw:`Wild`"
    assert LINKER.text("Wild=") == r":rules:kw:`Wild`\ ="


def test_linker_skips_self_and_escapes_the_rest() -> None:
    assert LINKER.text("Wild means *wild*", skip="Wild") == r"Wild means \*wild\*"


def test_linker_ref_links_only_known_names() -> None:
    assert LINKER.ref("keyword", "Swift [+2]") == ":rules:kw:`Swift [+2]`"
    assert LINKER.ref("keyword", "Objective") == "Objective"
    assert LINKER.ref("unittype", "Ranged Infantry", "RI") == \
        ":rules:unit:`RI <Ranged Infantry>`"
