"""Dakara at the table, on the sheet's "Current state" page: kondice, damage and healing,
the pools with rest, sleep and meditation, goals and hooks; one undo step and one log line
for each action, the log read from the session's event log."""

from __future__ import annotations

from PySide6.QtCore import Qt

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.models import Character
from campaign_manager.systems.dakara import new_sheet


def open_sheet(window, sheet: dict | None = None, name: str = "Bořek Hrabal"):
    change = AddCharacter({"name": name, "kind": "pc", "sheet": sheet or new_sheet()})
    window.session.perform(change, "Add")
    window.open_character(change.id)
    editor = window.character_area.sheet_editor
    editor.show_page(editor.play_panel)
    return editor, editor.play_panel, change.id


def stored(cid: int) -> dict:
    return Character.get_by_id(cid).sheet


def log_texts(panel) -> list[str]:
    model = panel.log_view.model()
    return [model.index(row, 0).data() for row in range(model.rowCount())]


def test_damage_and_healing_with_penalty_state_log_and_undo(window, qtbot):
    _editor, panel, cid = open_sheet(window)
    assert panel.kondice_label.text() == "Kondice 12 / 12"
    assert not panel.heal_button.isEnabled()
    panel.points_spin.setValue(4)
    qtbot.mouseClick(panel.damage_button, Qt.MouseButton.LeftButton)
    assert stored(cid)["state"]["kondice_lost"] == 4
    assert panel.kondice_label.text() == "Kondice 8 / 12"
    assert panel.penalty_label.text().startswith("penalty −1")
    assert (panel.track.current, panel.track.maximum) == (8, 12)
    assert log_texts(panel) == ["Bořek Hrabal: kondice −4 (8/12), penalty −1"]
    assert window.session.undo_stack.undoText() == "Bořek Hrabal: Damage: kondice −4"

    panel.points_spin.setValue(9)
    qtbot.mouseClick(panel.damage_button, Qt.MouseButton.LeftButton)  # −1: out
    assert "out" in panel.penalty_label.text()
    assert panel.brought_round.isEnabled()
    assert len(log_texts(panel)) == 3  # the damage, and the change of state

    window.menus.undo_action.trigger()  # one undo step takes the damage and both its lines
    assert panel.kondice_label.text() == "Kondice 8 / 12"
    assert len(log_texts(panel)) == 1
    panel.points_spin.setValue(2)
    qtbot.mouseClick(panel.heal_button, Qt.MouseButton.LeftButton)
    assert stored(cid)["state"]["kondice_lost"] == 2
    assert log_texts(panel)[-1] == "Bořek Hrabal: kondice +2 (10/12), no penalty"


def test_the_size_sets_the_maximum(window):
    _editor, panel, cid = open_sheet(window)
    panel.size_combo.setCurrentIndex(panel.size_combo.findData("horse"))
    panel.size_combo.activated.emit(panel.size_combo.currentIndex())
    assert stored(cid)["state"]["size"] == "horse"
    assert panel.kondice_label.text() == "Kondice 16 / 16"


def test_spend_rest_sleep_and_no_meditation_while_sustaining(window, qtbot, messages):
    sheet = new_sheet()
    sheet["skills"] = {
        "Fyzická zdatnost": {"rating": 2},
        "Jednání": {"rating": 1, "specialisations": {"Vůle": 3}},
    }
    _editor, panel, cid = open_sheet(window, sheet)
    assert panel.pool_labels["vydrz"].text() == "2 of 2 left"
    assert panel.pool_labels["vule"].text() == "3 of 3 left"
    panel.spend_spin.setValue(2)
    qtbot.mouseClick(panel.spend_buttons["vydrz"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.spend_buttons["vule"], Qt.MouseButton.LeftButton)
    assert panel.pool_labels["vydrz"].text() == "0 of 2 left"
    assert not panel.spend_buttons["vydrz"].isEnabled()
    qtbot.mouseClick(panel.rest_button, Qt.MouseButton.LeftButton)
    assert (stored(cid)["state"]["vydrz_spent"], stored(cid)["state"]["vule_spent"]) == (0, 2)

    panel.sustaining.setChecked(True)
    assert stored(cid)["state"]["sustaining_magic"] is True
    assert not panel.meditate_button.isEnabled()
    panel._restore("meditate")  # even if asked: refused, nothing changes
    assert messages.shown and "sustaining" in messages.shown[-1][2]
    assert stored(cid)["state"]["vule_spent"] == 2
    panel.sustaining.setChecked(False)
    qtbot.mouseClick(panel.meditate_button, Qt.MouseButton.LeftButton)
    assert stored(cid)["state"]["vule_spent"] == 0
    texts = log_texts(panel)
    assert texts[-1] == "Bořek Hrabal: 5 minutes of meditation: Vůle 3/3"
    assert "Bořek Hrabal: 10 minutes of rest: Výdrž 2/2" in texts

    panel.spend_spin.setValue(1)
    qtbot.mouseClick(panel.spend_buttons["vule"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.sleep_button, Qt.MouseButton.LeftButton)
    assert stored(cid)["state"]["vule_spent"] == 0
    assert "6 hours of sleep" in log_texts(panel)[-1]


def test_goals_and_hooks_are_written_on_the_sheet_and_counted(window, qtbot):
    editor, panel, cid = open_sheet(window)
    qtbot.mouseClick(panel.add_hook_button, Qt.MouseButton.LeftButton)
    item = panel.hooks.item(0)
    item.setText("Dluží Podsvětí 20 zl")
    assert stored(cid)["hooks"] == ["Dluží Podsvětí 20 zl"]
    assert stored(cid)["goals"] == 1
    assert editor.budget.total_label.text() == "0 / 61 XP"
    assert editor.budget.goals_spin.value() == 1
    qtbot.mouseClick(panel.add_hook_button, Qt.MouseButton.LeftButton)
    panel.hooks.setCurrentRow(0)
    qtbot.mouseClick(panel.remove_hook_button, Qt.MouseButton.LeftButton)
    assert stored(cid)["hooks"] == [""]


def test_a_womans_state_and_log_lines_agree_with_her_in_czech(window, qtbot, qapp):
    from campaign_manager.ui import i18n

    i18n.install(qapp, "cs")
    try:
        change = AddCharacter(
            {"name": "Lenka Vránová", "kind": "pc", "gender": "f", "sheet": new_sheet()}
        )
        window.session.perform(change, "Add")
        window.open_character(change.id)
        editor = window.character_area.sheet_editor
        editor.show_page(editor.play_panel)
        panel = editor.play_panel
        panel.points_spin.setValue(13)
        qtbot.mouseClick(panel.damage_button, Qt.MouseButton.LeftButton)  # −1: out
        shown = panel.penalty_label.text() + "\n" + "\n".join(log_texts(panel))
        assert "vyřazena" in shown, shown
        assert "vyřazen " not in shown and "vyřazen:" not in shown, shown
    finally:
        i18n.install(qapp, "en")
