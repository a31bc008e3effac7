"""The XML the BattleScribe files are written as: ElementTree's, indented, read back as
built."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from rulesref.errors import RulesDataError
from rulesref.games.hobgoblin.battlescribe.xmlwrite import (
    child_list,
    element,
    new_child,
    serialize,
)


def test_the_document_is_declared_indented_and_ends_in_a_newline() -> None:
    root = element("roster", id="r1", hidden=False, skipped=None)
    new_child(child_list(root, "costs"), "cost", name="pts", value="5.0")
    child_list(root, "costs")  # found again, not made twice
    assert serialize(root).decode() == (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<roster id="r1" hidden="false">\n'
        "  <costs>\n"
        '    <cost name="pts" value="5.0" />\n'
        "  </costs>\n"
        "</roster>\n")


def test_text_and_attributes_come_back_exactly_and_the_tree_is_left_alone() -> None:
    tricky = 'a\r\nb\t"c" <d> & é'
    root = element("rule", tricky, name=tricky)
    outer = element("rules")
    outer.append(root)
    written = serialize(outer)
    assert serialize(outer) == written  # the same bytes again: nothing was changed
    assert outer.text is None and root.tail is None  # the indenting was on a copy
    back = ET.fromstring(written)[0]
    assert back.text == tricky and back.get("name") == tricky


def test_a_character_xml_cannot_hold_is_refused_with_the_file() -> None:
    root = element("roster", name="bell\x07")
    with pytest.raises(RulesDataError) as info:
        serialize(root, "army.ros")
    assert str(info.value) == ("army.ros: 'bell\\x07' holds the character U+0007, which an "
                               "XML file cannot hold")
