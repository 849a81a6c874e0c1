"""Dakara and Člověk fights: the new-fight dialog counts the sides (issue 41, item 5)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.queries import roster_records
from campaign_manager.ui.combat.new_encounter import NewEncounterDialog


@pytest.fixture(params=["dakara", "clovek"])
def campaign_system(request) -> str:
    return request.param


def test_the_sides_are_counted(window, qtbot):
    ids = {}
    for entry in window.session.system.demo()["characters"]:
        change = AddCharacter(
            {"name": entry["name"], "kind": entry["kind"], "sheet": entry["sheet"]}
        )
        window.session.perform(change, "add")
        ids.setdefault(entry["kind"], []).append(change.id)
    dialog = NewEncounterDialog(roster_records(), ids["pc"][:2], parent=window.combat_area)
    qtbot.addWidget(dialog)
    assert "2 player characters against 0 opponents" in dialog.balance.text()
    dialog.extra_source.setCurrentIndex(dialog.extra_source.findData(ids["npc"][0]))
    dialog.extra_count.setValue(5)
    dialog.add_extra_button.click()
    assert "2 player characters against 5 opponents" in dialog.balance.text()
    item = dialog.people.item(0)
    item.setCheckState(
        Qt.CheckState.Unchecked
        if item.checkState() == Qt.CheckState.Checked
        else Qt.CheckState.Checked
    )
    assert "against" in dialog.balance.text()
