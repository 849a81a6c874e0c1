"""Ctrl+Z in a text field: the field's own step first, then the campaign's."""

from __future__ import annotations

from PySide6.QtCore import Qt

from campaign_manager.storage.models import CampaignInfo, Character

CTRL = Qt.KeyboardModifier.ControlModifier


def test_ctrl_z_in_a_line_edit_undoes_its_typing_then_the_campaigns_step(window, qtbot):
    window.menus.set_campaign_properties("Nový název", "")
    search = window.roster.search
    search.setFocus()
    qtbot.waitUntil(search.hasFocus)
    qtbot.keyClick(search, Qt.Key.Key_Z, CTRL)  # nothing typed: the campaign's step
    assert CampaignInfo.get().name == "Zkušební kampaň"
    qtbot.keyClick(search, Qt.Key.Key_Y, CTRL)  # nothing to redo in the field: redone
    assert CampaignInfo.get().name == "Nový název"
    qtbot.keyClicks(search, "praha")
    qtbot.keyClick(search, Qt.Key.Key_Z, CTRL)  # the field's own typing first
    assert search.text() == ""
    assert CampaignInfo.get().name == "Nový název"
    qtbot.keyClick(search, Qt.Key.Key_Y, CTRL)  # and its own redo
    assert search.text() == "praha"
    assert CampaignInfo.get().name == "Nový název"


def test_ctrl_z_in_the_notes_editor_reaches_the_campaign_when_it_has_nothing(window, qtbot):
    bořek = Character.create(name="Bořek", sheet=window.session.system.new_sheet())
    window.roster.set_session(window.session)
    window.open_character(bořek.id)
    window.menus.set_campaign_properties("Nový název", "")
    page = window.character_area
    page.sheet_tabs.setCurrentWidget(page.notes)
    text = page.notes.text
    text.setFocus()
    qtbot.waitUntil(text.hasFocus)
    assert not text.document().isUndoAvailable()
    qtbot.keyClick(text, Qt.Key.Key_Z, CTRL)
    assert CampaignInfo.get().name == "Zkušební kampaň"
    qtbot.keyClicks(text, "Kovar")
    qtbot.keyClick(text, Qt.Key.Key_Z, CTRL)
    assert text.toPlainText() == ""  # the typing undone in the editor, not the campaign
    assert CampaignInfo.get().name == "Zkušební kampaň"
