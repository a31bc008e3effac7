"""The battle round diagram on the site: a drawing for eyes and a list of links for
screen readers and keyboards (Battle Round Structure, p. 18)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any


def test_the_round_diagram_has_a_list_of_links(rules: Any) -> None:
    from rulesref.docs.flow import flow_figure
    seqs = {s.id: s for s in rules.sequences if s.canonical}
    figure = ET.fromstring(flow_figure(
        seqs["battle_round"], seqs, anchor=lambda n: f"phase-{n[:4]}",
        step_anchor=lambda seq, n: f"step-{seq}-{n[:4]}", after="End", loop_label="again"))
    drawing = next(figure.iter("svg"))
    assert drawing.get("aria-hidden") == "true"
    assert {a.get("tabindex") for a in drawing.iter("a")} == {"-1"}
    listing = next(figure.iter("ol"))
    phases = [li.find("a") for li in listing.findall("li")]
    # Battle Round Structure, p. 18: six phases, Initiative to Doom, then the end box.
    assert [a.text for a in phases if a is not None][:2] == ["Initiative Phase", "Magic Phase"]
    steps = [a.get("href") for a in listing.iter("a") if "step-" in (a.get("href") or "")]
    assert "#step-shooting_attack-Sele" in steps  # Select Target: the first shooting step
