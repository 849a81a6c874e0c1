"""View → Bestiary: the GM types, filters by type and CR, and reads a monster's stat block."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from campaign_manager.ui import i18n
from campaign_manager.ui.bestiary.dock import BestiaryDock


@pytest.fixture
def campaign_system():
    return "d20"


def listed(dock: BestiaryDock) -> list[str]:
    return [dock.model.index(row, 0).data() for row in range(dock.model.rowCount())]


def open_bestiary(window, qtbot) -> BestiaryDock:
    toggle = window.bestiary_dock.toggleViewAction()
    assert toggle.isVisible() and toggle in window.menus.view_menu.actions()
    toggle.trigger()
    dock = window.bestiary_dock
    qtbot.waitUntil(lambda: dock.isVisible() and dock.model.rowCount() > 500)
    return dock


def test_typing_finds_the_troll_and_shows_its_stat_block(window, qtbot):
    dock = open_bestiary(window, qtbot)
    qtbot.keyClicks(dock.search_edit, "TROLL")
    assert listed(dock) == ["Skeleton (Troll)", "Troll"]
    assert dock.count_label.text() == "2 monsters found"
    assert dock.select_monster("Troll")
    text = dock.stat_block.toPlainText()
    assert "Troll" in text
    assert "63 / 23" in text  # stamina / wound points by the variant
    assert "regeneration 5" in text
    assert "Challenge rating" in text


def test_type_and_cr_filters_narrow_the_list(window, qtbot):
    dock = open_bestiary(window, qtbot)
    dock.type_combo.setCurrentIndex(dock.type_combo.findData("undead"))
    dock.cr_min_combo.setCurrentIndex(dock.cr_min_combo.findData("1/3"))
    dock.cr_max_combo.setCurrentIndex(dock.cr_max_combo.findData("1/3"))
    names = listed(dock)
    assert "Skeleton (Human Warrior)" in names
    assert all(dock.model.index(r, 1).data() == "Undead" for r in range(len(names)))
    assert all(dock.model.index(r, 3).data() == "1/3" for r in range(len(names)))
    qtbot.keyClicks(dock.search_edit, "wolf")
    assert listed(dock) == []
    assert dock.count_label.text() == "0 monsters found"


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Down])
def test_enter_or_down_in_the_search_picks_the_first_monster(window, qtbot, key):
    dock = open_bestiary(window, qtbot)
    qtbot.keyClicks(dock.search_edit, "skeleton (human")
    qtbot.keyClick(dock.search_edit, key)
    assert dock.table.currentIndex().row() == 0
    assert "no Con" in dock.stat_block.toPlainText()


def test_the_bestiary_speaks_czech(qtbot, qapp):
    from campaign_manager.systems import get_system

    i18n.install(qapp, "cs")
    try:
        dock = BestiaryDock()
        qtbot.addWidget(dock)
        dock.set_system(get_system("d20"))
        dock.show()
        qtbot.waitUntil(lambda: dock.model.rowCount() > 500)
        assert dock.windowTitle() == "Bestiář"
        qtbot.keyClicks(dock.search_edit, "troll")
        assert dock.count_label.text() == "Nalezeny 2 nestvůry"
        assert dock.select_monster("Troll")
        text = dock.stat_block.toPlainText()
        assert "Stamina / body zdraví" in text and "regenerace 5" in text
        assert dock.model.index(0, 1).data() in ("obr", "nemrtvý")
    finally:
        i18n.install(qapp, "en")


@pytest.mark.parametrize("campaign_system", ["dakara"])
def test_a_system_without_a_bestiary_shows_none(window):
    assert not window.bestiary_dock.toggleViewAction().isVisible()
    assert not window.bestiary_dock.isVisible()


def test_the_chosen_monster_stays_chosen_while_the_gm_types_on(window, qtbot):
    dock = open_bestiary(window, qtbot)
    qtbot.keyClicks(dock.search_edit, "tr")
    assert dock.select_monster("Troll")
    qtbot.keyClicks(dock.search_edit, "oll")
    assert dock.model.monster(dock.table.currentIndex().row()).name == "Troll"
    assert "63 / 23" in dock.stat_block.toPlainText()
    dock.search_edit.clear()
    qtbot.keyClicks(dock.search_edit, "wolf")
    assert dock.table.currentIndex().row() == -1
    assert "Pick a monster" in dock.stat_block.toPlainText()


def test_a_dock_left_open_opens_again_with_the_next_d20_campaign(qtbot):
    from campaign_manager.systems import get_system

    dock = BestiaryDock()
    qtbot.addWidget(dock)
    dock.show()  # the window's saved state shows it before any campaign is open
    assert not dock.isVisible()
    dock.set_system(get_system("d20"))
    qtbot.waitUntil(lambda: dock.isVisible() and dock.model.rowCount() > 500)
