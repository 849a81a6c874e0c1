"""A character's grammatical gender: set in the character's header, undone and redone
there, and carried into a fight, whose tracker and player view then speak of her as a
woman ("nezraněná")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.encounters import roster_combatant
from campaign_manager.storage.models import Character
from campaign_manager.systems import get_system
from campaign_manager.ui import i18n


@pytest.fixture
def campaign_system() -> str:
    return "dakara"


@pytest.fixture
def czech(qapp):
    i18n.install(qapp, "cs")
    yield
    i18n.install(qapp, "en")


def open_character(window, qtbot, name: str) -> int:
    change = AddCharacter(
        {"name": name, "kind": "pc", "sheet": get_system("dakara").demo()["characters"][0]["sheet"]}
    )
    window.session.perform(change, "New character")
    window.roster.select_id(change.id)
    window.roster.table.setFocus()
    qtbot.keyClick(window.roster.table, Qt.Key.Key_Return)
    return change.id


def choose_gender(page, qtbot, label: str) -> None:
    """Pick an item of the gender box by keyboard, as the GM does."""
    box = page.gender_combo
    box.setFocus()
    index = box.findText(label)
    assert index >= 0, [box.itemText(i) for i in range(box.count())]
    while box.currentIndex() != index:
        qtbot.keyClick(box, Qt.Key.Key_Down if box.currentIndex() < index else Qt.Key.Key_Up)


def test_the_gender_is_set_in_the_header_and_undone(window, qtbot, czech):
    lenka = open_character(window, qtbot, "Lenka")
    page = window.character_area
    assert page.gender_combo.currentText() == "mužský rod"  # nothing guessed for her
    choose_gender(page, qtbot, "ženský rod")
    assert Character.get_by_id(lenka).gender == "f"
    window.menus.undo_action.trigger()
    assert Character.get_by_id(lenka).gender == "m"
    assert page.gender_combo.currentText() == "mužský rod"
    window.menus.redo_action.trigger()
    assert page.gender_combo.currentText() == "ženský rod"


def test_a_fight_speaks_of_a_woman_as_one(window, qtbot, czech):
    lenka = open_character(window, qtbot, "Lenka Vránová")
    borek = open_character(window, qtbot, "Bořek")
    window.roster.select_id(lenka)
    qtbot.keyClick(window.roster.table, Qt.Key.Key_Return)
    choose_gender(window.character_area, qtbot, "ženský rod")
    player = window.player_side.player_view().view
    player.set_language("cs")
    player.window().resize(1280, 720)  # a TV's window: at 640×480 its large text is cut
    area = window.combat_area
    window.tabs.setCurrentWidget(area)
    area.create_fight("U brodu", [roster_combatant(lenka), roster_combatant(borek)])
    window.session.combat.set_view_settings(
        {"pc": "band", "npc": "band", "initiative": False, "secret_conditions": []}
    )
    area.start_action.trigger()
    QApplication.processEvents()
    shown_rows = {}
    for row in range(area.order.rowCount()):
        cells = [area.order.index(row, c).data() for c in range(area.order.columnCount())]
        shown_rows[cells[0]] = cells
    assert "nezraněná" in shown_rows["Lenka Vránová"], shown_rows
    assert "nezraněný" in shown_rows["Bořek"]
    painted = " ".join(player.painted_texts())
    assert "nezraněná" in painted and "nezraněný" in painted


def rename_in_the_roster(window, qtbot, name: str) -> None:
    editor = window.roster.table.focusWidget()
    assert editor is not window.roster.table
    editor.selectAll()
    editor.insert(name)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.roster.table.state() != window.roster.table.State.EditingState)


def test_a_new_character_starts_with_the_gender_its_first_name_suggests(window, qtbot):
    roster = window.roster
    roster.table.setFocus()
    qtbot.keyClick(roster.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    rename_in_the_roster(window, qtbot, "Eliška z Rožmberka")
    eliska = Character.get(Character.name == "Eliška z Rožmberka")
    assert eliska.gender == "f"
    window.menus.undo_action.trigger()  # the name and the gender it gave go together
    assert Character.get_by_id(eliska.id).gender == "m"
    window.menus.redo_action.trigger()
    roster.select_id(eliska.id)
    roster.rename_selected()  # a later rename guesses nothing: the GM's choice stays
    Character.update(gender="m").where(Character.id == eliska.id).execute()
    rename_in_the_roster(window, qtbot, "Eliška Rožmberská")
    assert Character.get_by_id(eliska.id).gender == "m"
