"""Unreadable rows where the GM meets them: the roster marks the character and says why, the
sheet is shown disabled with the reason, the fights list will not open a damaged fight, the
settings say they cannot be read; each offers the newest backup's version, one undo step."""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import Qt

from campaign_manager.demo import create_demo
from campaign_manager.storage import open_campaign
from campaign_manager.storage.changes import AddEncounter
from campaign_manager.storage.models import CampaignInfo, Character, Encounter
from campaign_manager.storage.unreadable import UnreadableValue
from campaign_manager.ui.main_window import MainWindow
from campaign_manager.ui.roster.model import RosterModel
from campaign_manager.ui.settings import AppSettings

FIGHT = {"status": "prepared", "round": 0, "combatants": {}}


def stored(path, sql: str):
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql).fetchone()[0]
    finally:
        conn.close()


@pytest.fixture
def damaged(qtbot, tmp_path, messages):
    """Open a demo campaign in a window after damaging it with ``statements``; with
    ``backup`` it was opened once before (a rolling copy of the sound file)."""
    windows = []

    def make(*statements: str, backup: bool = True) -> MainWindow:
        demo = create_demo("dakara", tmp_path)
        AddEncounter({"name": "Přepadení", "status": "prepared", "state": FIGHT}).apply(demo)
        path = demo.path
        demo.close()
        if backup:
            open_campaign(path).close()
        conn = sqlite3.connect(path)
        with conn:
            for statement in statements:
                conn.execute(statement)
        conn.close()
        window = MainWindow(AppSettings())
        qtbot.addWidget(window)
        windows.append(window)
        window.show()
        assert window.open_campaign(path)
        qtbot.waitUntil(
            lambda: not (window.roster._warm.isActive() or window.roster._scan.isActive())
        )
        return window

    yield make
    for window in windows:
        window.close_campaign()


def roster_cell(window, character_id: int, role):
    model = window.roster.model
    return model.data(model.index(model.row_of(character_id), RosterModel.NAME), role)


def test_the_roster_marks_a_damaged_character_and_says_why(damaged):
    window = damaged(
        "UPDATE character SET sheet='{broken' WHERE id=3",
        "UPDATE character SET tags='7' WHERE id=2",
    )
    assert window.roster.model.rowCount() == 8  # it opened (the tags '7' crashed the roster)
    tooltip = roster_cell(window, 3, Qt.ItemDataRole.ToolTipRole)
    assert tooltip.startswith("This sheet cannot be read: not valid JSON")
    assert not roster_cell(window, 3, Qt.ItemDataRole.DecorationRole).isNull()
    tags = roster_cell(window, 2, Qt.ItemDataRole.ToolTipRole)
    assert tags == "The tags cannot be read: a number instead of a list"
    assert roster_cell(window, 4, Qt.ItemDataRole.DecorationRole) is None
    assert roster_cell(window, 4, Qt.ItemDataRole.ToolTipRole) is None


def test_a_damaged_sheet_is_disabled_with_the_reason_and_restored_undoably(damaged, messages):
    window = damaged("UPDATE character SET sheet='{broken' WHERE id=3")
    path = window.session.campaign.path
    window.open_character(3)
    page = window.character_area
    editor = page.sheet_editor
    assert not editor.isEnabled()
    assert editor.toolTip().startswith("This sheet cannot be read: not valid JSON")
    assert page.unreadable_bar.isVisibleTo(page)
    assert "This sheet cannot be read" in page.unreadable_bar.label.text()
    assert page.unreadable_bar.button.text().startswith("Restore from the backup of ")
    assert not page.json_button.isEnabled()
    # an edit that would replace it is refused, and says why
    assert not editor.commit(window.session.system.new_sheet({}), "edit")
    assert messages.titles() == ["The sheet cannot be edited"]
    assert "restored from a backup" in messages.shown[0][2]
    assert stored(path, "SELECT sheet FROM character WHERE id=3") == "{broken"

    page.unreadable_bar.button.click()
    assert isinstance(Character.get_by_id(3).sheet, dict)
    assert editor.isEnabled() and editor.toolTip() == ""
    assert not page.unreadable_bar.isVisibleTo(page)
    assert "Jan Bezruč: Restore the sheet from the backup of" in window.menus.undo_action.text()
    assert roster_cell(window, 3, Qt.ItemDataRole.DecorationRole) is None

    window.undo()
    assert stored(path, "SELECT sheet FROM character WHERE id=3") == "{broken"
    assert not editor.isEnabled() and page.unreadable_bar.isVisibleTo(page)
    assert roster_cell(window, 3, Qt.ItemDataRole.DecorationRole) is not None


def test_damaged_tags_cannot_be_typed_over(damaged, messages):
    window = damaged("UPDATE character SET tags='7' WHERE id=2")
    window.open_character(2)
    page = window.character_area
    assert not page.tags_edit.isEnabled() and page.tags_edit.text() == ""
    assert page.sheet_editor.isEnabled()  # the sheet is sound
    page.tags_edit.setText("nové")  # (were it typed in all the same)
    page.tags_edit.editingFinished.emit()
    assert messages.titles() == ["Not changed"]
    assert Character.get_by_id(2).tags == UnreadableValue("7", Character.get_by_id(2).tags.problem)
    page.unreadable_bar.button.click()  # from the backup
    assert Character.get_by_id(2).tags == ["léčitelka", "bylinkářka"]
    assert page.tags_edit.isEnabled() and page.tags_edit.text() == "léčitelka, bylinkářka"


def test_without_a_readable_backup_the_restore_says_so(damaged):
    window = damaged("UPDATE character SET sheet='[1]' WHERE id=3", backup=False)
    window.open_character(3)
    bar = window.character_area.unreadable_bar
    assert "a list instead of an object" in bar.label.text()
    assert bar.button.text() == "No backup has a readable version"
    assert not bar.button.isEnabled() and not bar.restore()


def test_a_damaged_fight_cannot_be_opened_says_why_and_is_restored(damaged):
    window = damaged("UPDATE encounter SET state='nope' WHERE id=1")
    path = window.session.campaign.path
    window.tabs.setCurrentWidget(window.combat_area)
    page = window.combat_area
    index = page.encounters.index(page.encounters.row_of(1))
    assert not page.encounters.data(index, Qt.ItemDataRole.DecorationRole).isNull()
    tooltip = page.encounters.data(index, Qt.ItemDataRole.ToolTipRole)
    assert tooltip.startswith("This fight cannot be opened, its state cannot be read")

    page.encounter_view.setCurrentIndex(index)  # chosen: not opened, and why
    controller = window.session.combat
    assert controller.state is None and controller.encounter_id is None
    assert page.fight_stack.currentIndex() == 2
    assert "not valid JSON" in page.unreadable_bar.label.text()
    page.unreadable_bar.button.click()
    assert controller.encounter_id == 1 and controller.state == FIGHT
    assert page.fight_stack.currentIndex() == 1
    assert page.encounters.data(index, Qt.ItemDataRole.DecorationRole) is None

    window.undo()
    assert stored(path, "SELECT state FROM encounter WHERE id=1") == "nope"
    assert controller.state is None and page.fight_stack.currentIndex() == 2


def test_damaged_campaign_settings_are_shown_on_the_roster_and_restored(damaged):
    window = damaged("UPDATE campaign SET settings='[1]'")
    bar = window.roster.settings_unreadable
    assert bar.isVisibleTo(window.roster)
    assert not bar.mark.pixmap().isNull()  # the warning sign beside the text
    assert bar.label.text().startswith(
        "The campaign's settings cannot be read: a list instead of an object."
    )
    bar.button.click()
    assert CampaignInfo.get().settings == {}
    assert not bar.isVisibleTo(window.roster)
    window.undo()
    assert isinstance(CampaignInfo.get().settings, UnreadableValue)
    assert bar.isVisibleTo(window.roster)


def test_a_damaged_roster_line_is_worked_out_again(damaged):
    window = damaged("UPDATE character SET summary='[' WHERE id=1")
    assert roster_cell(window, 1, Qt.ItemDataRole.ToolTipRole).startswith(
        "The roster line cannot be read"
    )
    window.open_character(1)
    page = window.character_area
    assert "kondice" in page.summary_label.text()  # worked out to show, not written
    assert page.unreadable_bar.button.text() == "Work out the roster line again"
    page.unreadable_bar.button.click()
    assert "kondice" in Character.get_by_id(1).summary["en"]
    assert roster_cell(window, 1, Qt.ItemDataRole.DecorationRole) is None
    assert "kondice" in window.roster.model.summary(
        window.roster.model.record(window.roster.model.row_of(1))
    )
    assert Encounter.select().count() == 1
