"""The new-fight dialog's quick extras: a row's count and name pattern as the GM edits
them, and a row removed (issue 41, item 5)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QPushButton

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.queries import roster_records
from campaign_manager.ui.combat.new_encounter import NewEncounterDialog


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def _npc(window, name: str) -> int:
    demo = window.session.system.demo()["characters"]
    entry = next(e for e in demo if e["kind"] == "npc")
    change = AddCharacter({"name": name, "kind": "npc", "sheet": entry["sheet"]})
    window.session.perform(change, "add")
    return change.id


def _button(dialog, text: str) -> QPushButton:
    return next(b for b in dialog.findChildren(QPushButton) if b.text() == text)


def _type_into_cell(qtbot, dialog, row: int, column: int, text: str) -> None:
    """The GM opens the cell's editor, replaces what it holds and presses Enter."""
    table = dialog.extras
    index = table.model().index(row, column)
    table.setCurrentIndex(index)
    table.edit(index)
    editor = dialog.focusWidget()  # the cell's editor, as the GM's keys reach it
    assert editor is not None and editor is not table
    qtbot.keyClick(editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    if text.isascii():
        qtbot.keyClicks(editor, text)
    else:  # QTest types ASCII only: the text comes as an input method gives it
        editor.insert(text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # the view commits the editor's value and closes it on its next turn
    qtbot.waitUntil(lambda: table.state() != QAbstractItemView.State.EditingState)


def test_an_edited_count_is_the_count_prepared(window, qtbot):
    skeleton = _npc(window, "Kostlivec")
    dialog = NewEncounterDialog(roster_records())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.extra_source.setCurrentIndex(dialog.extra_source.findData(skeleton))
    dialog.extra_count.setValue(14)
    qtbot.mouseClick(_button(dialog, "&Add extras"), Qt.MouseButton.LeftButton)
    _type_into_cell(qtbot, dialog, 0, 1, "2")
    names = [c["name"] for c in dialog.combatants()]
    assert names == ["Kostlivec 1", "Kostlivec 2"]


def test_names_typed_as_a_span_number_the_row_and_a_row_removed(window, qtbot):
    skeleton = _npc(window, "Kostlivec")
    dialog = NewEncounterDialog(roster_records())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.extra_source.setCurrentIndex(dialog.extra_source.findData(skeleton))
    dialog.extra_count.setValue(3)
    qtbot.mouseClick(_button(dialog, "&Add extras"), Qt.MouseButton.LeftButton)
    dialog.extra_count.setValue(2)
    qtbot.mouseClick(_button(dialog, "&Add extras"), Qt.MouseButton.LeftButton)
    # the second row continues the numbering, as its names column shows
    assert dialog.extras.item(1, 2).text() == "Kostlivec 4–5"
    _type_into_cell(qtbot, dialog, 0, 2, "Stráž 6–10")
    assert dialog.extras.item(0, 1).data(Qt.ItemDataRole.EditRole) == 5
    assert dialog.extras.item(0, 2).text() == "Stráž 6–10"
    assert dialog.extras.item(1, 2).text() == "Kostlivec 1–2"
    names = [c["name"] for c in dialog.combatants()]
    assert names == [f"Stráž {n}" for n in range(6, 11)] + ["Kostlivec 1", "Kostlivec 2"]
    assert len({c["id"] for c in dialog.combatants()}) == 7  # each its own combatant

    dialog.extras.selectRow(0)
    dialog.extras.setFocus()
    qtbot.keyClick(dialog.extras, Qt.Key.Key_Delete)
    assert dialog.extras.rowCount() == 1
    assert [c["name"] for c in dialog.combatants()] == ["Kostlivec 1", "Kostlivec 2"]


def test_the_dialog_shows_the_party_and_the_encounter_level(window, qtbot):
    demo = window.session.system.demo()["characters"]
    pcs = []
    for entry in demo:
        if entry["kind"] == "pc":
            change = AddCharacter({"name": entry["name"], "kind": "pc", "sheet": entry["sheet"]})
            window.session.perform(change, "add")
            pcs.append(change.id)
    troll = {"kind": "monster", "hit_points": 63, "hit_dice": 6, "con": 23, "size": "large",
             "cr": "5"}  # fmt: skip
    change = AddCharacter({"name": "Troll", "kind": "npc", "sheet": troll})
    window.session.perform(change, "add")
    dialog = NewEncounterDialog(roster_records(), preselected=pcs, parent=window.combat_area)
    qtbot.addWidget(dialog)
    assert "Party: " in dialog.balance.text()
    assert all(name in dialog.balance.text() for name in _names(pcs))
    assert "no opponent with a challenge rating" in dialog.balance.text()
    dialog.extra_source.setCurrentIndex(dialog.extra_source.findData(change.id))
    dialog.extra_count.setValue(2)
    qtbot.mouseClick(_button(dialog, "&Add extras"), Qt.MouseButton.LeftButton)
    assert "Encounter level 7 against party level" in dialog.balance.text()


def _names(ids):
    records = {r.id: r.name for r in roster_records()}
    return [records[i] for i in ids]


def test_tab_leaves_the_extras_table_once_it_has_rows(window, qtbot):
    """A keyboard user tabs past the extras table; arrows move within it."""
    skeleton = _npc(window, "Kostlivec")
    dialog = NewEncounterDialog(roster_records())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.extra_source.setCurrentIndex(dialog.extra_source.findData(skeleton))
    dialog.extra_count.setValue(3)
    qtbot.mouseClick(_button(dialog, "&Add extras"), Qt.MouseButton.LeftButton)
    dialog.extras.setFocus()
    dialog.extras.setCurrentIndex(dialog.extras.model().index(0, 0))
    qtbot.waitUntil(dialog.extras.hasFocus)
    qtbot.keyClick(dialog.extras, Qt.Key.Key_Tab)
    assert not dialog.extras.hasFocus() and dialog.extras.currentIndex().column() == 0
