"""The roster paints its cells from texts laid out once: a repaint lays out nothing again,
and the roster looks as the standard delegate paints it (a player character's name bold,
the broken rules' count centred, the chosen rows highlighted, long texts cut)."""

from __future__ import annotations

import copy

import pytest
from prepared_cells import assert_paints_as_the_standard_delegate, settled

from campaign_manager.storage.changes import AddCharacter, Batch
from campaign_manager.systems.dakara import SYSTEM
from campaign_manager.ui.roster.cells import RosterCells


@pytest.fixture
def campaign_system() -> str:
    return "dakara"


@pytest.fixture
def roster(window, qtbot):
    broken = copy.deepcopy(SYSTEM.demo()["characters"][0]["sheet"])
    broken["networks"] = [
        {"kind": "Černý trh", "area": "Staré Město", "rating": 0},
        {"kind": "Černý trh", "area": "Malá Strana", "rating": 0},
    ]
    people = [
        AddCharacter({"name": "Vilém Kratochvíl", "kind": "pc", "sheet": broken}),
        AddCharacter(
            {
                "name": "Alžběta z Rožmberka, převorka kláštera na Zderaze a " * 3,
                "tags": ["šlechta", "Staré Město"],
            }
        ),
    ]
    people += [AddCharacter({"name": f"Postava {n:02}", "tags": [f"t{n % 3}"]}) for n in range(20)]
    window.session.perform(Batch(people), "Add")
    page = window.roster
    qtbot.waitUntil(lambda: page.model.rowCount() >= 22)
    return page


def test_a_repaint_lays_out_no_text_again(roster, qtbot):
    view = roster.table
    delegate = settled(qtbot, view)
    assert isinstance(delegate, RosterCells)
    first = delegate.laid_out
    assert first > 0
    view.viewport().grab()
    assert delegate.laid_out == first
    roster.search.setText("postava")  # rows seen before, at other places
    roster.search.setText("")
    view.viewport().grab()
    assert delegate.laid_out == first


def test_the_roster_looks_as_the_standard_delegate_paints_it(roster, qtbot):
    view = roster.table
    view.selectRow(1)
    assert_paints_as_the_standard_delegate(view, qtbot)
