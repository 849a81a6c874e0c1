"""Issue 10: one recorded step for every GM action, seen through the real window."""

from __future__ import annotations

import sqlite3
import subprocess
import sys

from campaign_manager.storage.changes import (
    AddCharacter,
    LogLine,
    SetCampaignField,
    UpdateCharacter,
)
from campaign_manager.storage.models import Character, LogEntry
from campaign_manager.ui.systems.dakara.settings import apply_dakara_settings


def roster_line(window, character_id: int) -> str:
    model = window.roster.model
    return model.record(model.row_of(character_id)).summary["en"]


def add(window, name: str = "Bořek Hrabal") -> int:
    change = AddCharacter({"name": name, "sheet": window.session.system.new_sheet()})
    window.session.perform(change, "New character")
    return change.id


def test_the_roster_shows_the_new_budget_after_a_rules_settings_change_and_undo(window):
    character = add(window)
    assert "0/60" in roster_line(window, character)
    from campaign_manager.systems.dakara.settings import DakaraSettings

    seventy = DakaraSettings.default().with_level("profesionál", budget=70).to_dict()
    settings = {"dakara": {"settings": seventy}}
    assert apply_dakara_settings(window.session, settings)
    assert "0/70" in roster_line(window, character)  # at once, not after a restart
    window.menus.undo_action.trigger()
    assert "0/60" in roster_line(window, character)
    window.menus.redo_action.trigger()
    assert "0/70" in roster_line(window, character)


def test_a_log_line_goes_with_its_undo_and_survives_a_restart(window, campaign):
    from campaign_manager.storage import open_campaign

    character = add(window)
    log = window.session.event_log(character=character)
    window.session.perform(
        UpdateCharacter(character, {"notes": "x"}),
        "Hit",
        log=[LogLine("Bořek: výdrž −2", "Bořek: stamina −2", "damage", character=character)],
    )
    assert log.texts("en") == ["Bořek: stamina −2"]
    window.menus.undo_action.trigger()
    assert log.texts("en") == []  # the line left with its edit
    window.menus.redo_action.trigger()
    assert log.texts("en") == ["Bořek: stamina −2"]
    path = campaign.path
    window.close_campaign()
    with open_campaign(path, backup=False):
        assert [row.text_en for row in LogEntry.select()] == ["Bořek: stamina −2"]


def test_a_failed_undo_leaves_the_stack_and_the_file_as_they_were(window, messages, campaign):
    character = add(window)
    window.roster.select_id(character)
    window.roster.delete_selected()
    stack = window.session.undo_stack
    index = stack.index()
    campaign.database.execute_sql("PRAGMA busy_timeout = 50")
    other = sqlite3.connect(campaign.path, timeout=0)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the file
    try:
        window.menus.undo_action.trigger()
    finally:
        other.rollback()
        other.close()
    assert stack.index() == index  # "Redo delete" is not offered
    assert Character.get_or_none(Character.id == character) is None  # still deleted
    assert messages.titles() == ["Undo or redo was not done"]
    assert "Nothing was lost" in messages.shown[0][2]
    window.menus.undo_action.trigger()  # the file is free again: undo works
    assert Character.get_by_id(character).name == "Bořek Hrabal"
    assert stack.index() == index - 1


def test_a_multi_delete_is_one_step_and_one_transaction(window):
    ids = [add(window, f"Stráž {n}") for n in range(5)]
    for character in ids:
        window.roster.table.selectionModel().select(
            window.roster.proxy.mapFromSource(
                window.roster.model.index(window.roster.model.row_of(character), 0)
            ),
            window.roster.table.selectionModel().SelectionFlag.Select
            | window.roster.table.selectionModel().SelectionFlag.Rows,
        )
    before = window.session.undo_stack.count()
    window.roster.delete_selected()
    assert Character.select().count() == 0
    assert window.session.undo_stack.count() == before + 1
    assert window.session.undo_stack.undoText() == "Delete 5 characters"
    window.menus.undo_action.trigger()
    assert sorted(r.id for r in Character.select()) == ids


def test_the_history_names_the_character(window):
    character = add(window)
    window.open_character(character)
    window.character_area.name_edit.setText("Bořek z Hradce")
    window.character_area.name_edit.editingFinished.emit()
    assert window.session.undo_stack.undoText().startswith("Bořek")
    history = window.history_view.model()
    texts = [history.index(r, 0).data() for r in range(history.rowCount())]
    assert any(text.startswith("Bořek") and ":" in text for text in texts[1:])


def test_history_clicks_walk_back_and_forth(window, qtbot):
    from PySide6.QtTest import QAbstractItemModelTester

    first, second = add(window, "A"), add(window, "B")
    history = window.history_view.model()
    QAbstractItemModelTester(history, QAbstractItemModelTester.FailureReportingMode.Fatal)
    window._history_clicked(history.index(0, 0))  # back to the opened campaign
    assert Character.select().count() == 0
    window._history_clicked(history.index(2, 0))
    assert {Character.get_by_id(first).name, Character.get_by_id(second).name} == {"A", "B"}


def test_a_settings_change_and_its_undo_touch_the_roster_once(window, campaign):
    change = SetCampaignField("settings", {"dakara": {}})
    touched = change.apply(campaign)
    assert touched.roster and touched.settings
    assert change.revert(campaign).roster


def test_rules_cores_load_neither_qt_nor_peewee():
    code = (
        "import importlib, pkgutil, sys\n"
        "import campaign_manager.systems as s\n"
        "for m in pkgutil.walk_packages(s.__path__, 'campaign_manager.systems.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = sorted(n for n in sys.modules if n.split('.')[0] in ('PySide6', 'peewee', 'shiboken6'))\n"
        "print(bad)\n"
        "sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_history_shows_undone_steps_greyed_and_the_current_one_bold(window):
    from PySide6.QtCore import Qt

    add(window, "A")
    add(window, "B")
    window.menus.undo_action.trigger()
    history = window.history_view.model()
    current, undone = history.index(1, 0), history.index(2, 0)
    assert current.data(Qt.ItemDataRole.FontRole).bold()
    greyed = undone.data(Qt.ItemDataRole.ForegroundRole)
    assert greyed is not None and current.data(Qt.ItemDataRole.ForegroundRole) is None
