"""The Character area: identity fields, tags, portrait and notes, all undoable and kept."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from campaign_manager.storage.models import Character
from campaign_manager.ui.character.page import parse_tags


def open_first(window, qtbot, **values):
    row = Character.create(name=values.pop("name", "Vilém"), **values)
    window.roster.set_session(window.session)
    window.roster.select_id(row.id)
    window.roster.table.setFocus()
    qtbot.keyClick(window.roster.table, Qt.Key.Key_Return)
    return row


def test_enter_in_the_roster_opens_the_character(window, qtbot):
    open_first(window, qtbot, name="Vilém z Pernštejna", player="Jana", tags=["družina"])
    page = window.character_area
    assert window.tabs.currentWidget() is page
    assert page.name_edit.text() == "Vilém z Pernštejna"
    assert page.player_edit.text() == "Jana"
    assert page.tags_edit.text() == "družina"
    assert "profesionál" in page.summary_label.text()


def test_rename_from_the_sheet_updates_roster_and_undoes(window, qtbot):
    row = open_first(window, qtbot)
    page = window.character_area
    page.name_edit.setText("Vilém Kratochvíl")
    page.name_edit.editingFinished.emit()
    assert Character.get_by_id(row.id).name == "Vilém Kratochvíl"
    assert window.roster.proxy.data(window.roster.proxy.index(0, 0)) == "Vilém Kratochvíl"
    window.menus.undo_action.trigger()
    assert page.name_edit.text() == "Vilém"
    assert Character.get_by_id(row.id).name == "Vilém"


def test_an_empty_name_is_not_accepted(window, qtbot):
    row = open_first(window, qtbot)
    page = window.character_area
    page.name_edit.setText("   ")
    page.name_edit.editingFinished.emit()
    assert Character.get_by_id(row.id).name == "Vilém"
    assert page.name_edit.text() == "Vilém"


def test_tags_are_parsed_and_offered_as_quick_filters(window, qtbot):
    row = open_first(window, qtbot)
    page = window.character_area
    page.tags_edit.setText(" družina, Praha ,, družina ")
    page.tags_edit.editingFinished.emit()
    assert Character.get_by_id(row.id).tags == ["družina", "Praha"]
    labels = [window.roster.quick.itemText(i) for i in range(window.roster.quick.count())]
    assert "Tag: Praha" in labels


def test_parse_tags_ignores_case_repeats():
    assert parse_tags("Praha, praha, Brno,") == ["Praha", "Brno"]


def test_npc_has_no_player(window, qtbot):
    row = open_first(window, qtbot, player="Jana")
    page = window.character_area
    page.kind_combo.setCurrentIndex(page.kind_combo.findData("npc"))
    page.kind_combo.activated.emit(page.kind_combo.currentIndex())
    assert Character.get_by_id(row.id).kind == "npc"
    assert not page.player_edit.isEnabled()


def test_notes_typing_is_saved_and_undone_in_one_step(window, qtbot):
    row = open_first(window, qtbot)
    notes = window.character_area.notes
    notes.text.setFocus()
    qtbot.keyClicks(notes.text, "Dluzi")
    notes.flush()
    qtbot.keyClicks(notes.text, " nam penize")
    notes.flush()
    assert "Dluzi nam penize" in Character.get_by_id(row.id).notes
    window.menus.undo_action.trigger()
    assert Character.get_by_id(row.id).notes == ""
    assert notes.text.toPlainText() == ""


def test_notes_are_saved_when_the_pause_timer_fires(window, qtbot):
    row = open_first(window, qtbot)
    notes = window.character_area.notes
    qtbot.keyClicks(notes.text, "Tajemstvi")
    qtbot.waitUntil(lambda: "Tajemstvi" in Character.get_by_id(row.id).notes, timeout=3000)


def test_portrait_from_a_file_and_a_bad_file(window, qtbot, tmp_path, messages):
    row = open_first(window, qtbot)
    image = QImage(900, 1200, QImage.Format.Format_RGB32)
    image.fill(QColor("#7a2e1f"))
    path = tmp_path / "portrait.png"
    image.save(str(path))
    assert window.character_area.portrait.load_file(str(path))
    stored = QImage.fromData(Character.get_by_id(row.id).portrait)
    assert (stored.width(), stored.height()) == (384, 512)  # scaled to 512 on the long side
    bad = tmp_path / "nope.png"
    bad.write_text("not an image")
    assert not window.character_area.portrait.load_file(str(bad))
    assert messages.titles() == ["Not an image"]
    window.menus.undo_action.trigger()
    assert Character.get_by_id(row.id).portrait is None
