"""``show``: every object the search index holds is shown by its name, with its details;
a name that matches nothing is bad input with close matches of every kind."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from rulesref.cli import cli
from rulesref.core.registry import rulesets
from rulesref.core.search import installed_index
from rulesref.core.show import Details, Shown, show, shown
from rulesref.errors import RulesError, UnknownNameError


def test_every_indexed_object_is_shown_by_its_name() -> None:
    objects = installed_index().objects
    assert {o.game for o in objects} == {r.name for r in rulesets()}
    for obj in objects:
        found = show(obj.name, obj.game)
        assert obj in [s.object for s in found.shown], obj
        for item in found.shown:
            data = item.to_json()
            assert data["citation"] and data["summary"]
            assert all(e["citation"] and e["text"] for e in data["effects"])
            # every effect in words: no vocabulary name (``reroll_misses``) shows through
            assert not [e["text"] for e in data["effects"] if "_" in e["text"]], obj
            assert all(f["label"] and f["value"] for f in data["facts"])


def test_an_alias_finds_its_object() -> None:
    aliased = [o for o in installed_index().objects if o.aliases]
    assert aliased
    for obj in aliased:
        assert obj in [s.object for s in show(obj.aliases[0], obj.game).shown]


def test_unknown_name_suggests_close_matches() -> None:
    obj = next(o for o in installed_index().objects if len(o.name) > 8)
    typo = obj.name[:-1] + ("q" if obj.name[-1] != "q" else "z")
    with pytest.raises(UnknownNameError) as info:
        show(typo, obj.game)
    assert obj.name in info.value.suggestions


def test_a_long_name_is_refused_without_echo() -> None:
    with pytest.raises(RulesError) as info:
        show("x" * 5000)
    assert "xxxxx" not in str(info.value) and "5000 characters" in str(info.value)


def test_without_a_hook_the_summary_and_citation_stand() -> None:
    obj = installed_index().objects[0]
    assert shown(obj, None, None) == Shown(obj, Details(), ())


def test_show_command(runner: CliRunner) -> None:
    obj = installed_index().objects[0]
    result = runner.invoke(cli, ["show", obj.name, "--game", obj.game])
    assert result.exit_code == 0
    assert result.output.startswith(f"{obj.name}  ({obj.kind.label}, {obj.game})")
    assert str(obj.citation) in result.output
    data = json.loads(runner.invoke(cli, ["show", obj.name, "--game", obj.game,
                                          "--json"]).output)
    assert data["results"][0]["citation"] == str(obj.citation)


def test_show_command_bad_input_exits_2(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["show", "qqqqqqqqqqqq"])
    assert result.exit_code == 2 and "unknown rules object 'qqqqqqqqqqqq'" in result.output
    result = runner.invoke(cli, ["show", "x", "--game", "nosuchgame", "--json"])
    assert result.exit_code == 2 and json.loads(result.output.splitlines()[0])["exit_code"] == 2



def test_an_effect_that_follows_a_reading_shows_the_reading() -> None:
    """An effect naming a recorded reading brings the reading into ``show``: its id, the
    reading taken and the others the words allow, apart from the effect; readings no effect
    names stay out."""
    from types import SimpleNamespace

    from rulesref.core.citation import Citation
    from rulesref.core.effects import Grant
    from rulesref.core.readings import Reading, ReadingKind

    cite = Citation(book="Toy Book", page=3, section="Tricks")
    taken = Reading(id="any-two", kind=ReadingKind.AMBIGUOUS, about="Trick",
                    question="Two of what?", reading="any two units", cite=cite,
                    alternatives=("one unit of each player",))
    other = Reading(id="unrelated", kind=ReadingKind.SILENT, question="?", reading="no",
                    cite=cite)
    model = SimpleNamespace(readings=(other, taken))
    obj = installed_index().objects[0]
    effect = Grant(keyword="Sly", reading="any-two")
    item = shown(obj, lambda _model, _obj: Details(effects=(effect,)), model)
    assert item.readings == (taken,)
    assert "reading any-two" in item.effects[0].text
    (data,) = item.to_json()["readings"]
    assert data == {"id": "any-two", "kind": "ambiguous", "about": "Trick",
                    "question": "Two of what?", "reading": "any two units",
                    "alternatives": ["one unit of each player"],
                    "citation": "Toy Book, p. 3, Tricks"}
    plain = shown(obj, lambda _model, _obj: Details(effects=(Grant(keyword="Sly"),)), model)
    assert plain.readings == () and plain.to_json()["readings"] == []

