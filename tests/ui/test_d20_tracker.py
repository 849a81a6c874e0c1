"""The d20 stamina variant's tracker panel driven through the real widgets (issue 11):
initiative entered or rolled with roll-offs, damage and saves asked at once, delay, ready
and resume, helping a stunned ally, the dying save whose DC climbs, stabilising, a coup de
grace, undo back through a round, and reopening the campaign mid-fight."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot
from test_d20_tracker_helpers import (
    answer_dialogs,
    log_texts,
    prompt_texts,
    row,
    save_with,
    select,
    sheet,
    start_fight,
)

from campaign_manager.storage.models import Character
from campaign_manager.ui.text import isolate

BOREK, LENKA, MATEJ, OTA = "Bořek Hrabal", "Lenka Vránová", "Matěj Kos", "Ota Mrázek"
K1, K2 = "Kostlivec ze starého hřbitova 1", "Kostlivec ze starého hřbitova 2"


@pytest.fixture
def campaign_system():
    return "d20"


def key(window, key, modifier=Qt.KeyboardModifier.NoModifier):
    """A key pressed in the order table, as the GM does at the table (offscreen, a closed
    dialog stays the active window: the main window is activated again first)."""
    window.activateWindow()
    QApplication.processEvents()
    assert window.isActiveWindow()
    table = window.combat_area.table
    table.setFocus()
    QtBot.keyClick(table, key, modifier)
    QApplication.processEvents()


def current(area) -> str | None:
    return area.controller.state["current"]


def next_turn(window) -> None:
    key(window, Qt.Key.Key_N)


def test_initiative_entered_the_rest_rolled_and_the_roll_off_shown(window, qtbot):
    ids = start_fight(window, qtbot)
    area = window.combat_area
    state = area.controller.state
    order = [ids[n] for n in (BOREK, LENKA, K1, OTA, MATEJ, K2)]
    assert state["order"] == order  # ties: the higher modifier, then the entered roll-off
    assert row(area, ids[K2])["initiative_entered"] is False
    assert row(area, ids[K2])["initiative"] == 3  # rolled at the start (d20 2 + 1)
    assert row(area, ids[K1])["roll_offs"] == [14]
    assert area.current_label.text() == f"Now: {isolate(BOREK)}"
    select(area, ids[OTA])
    panel = area.panel
    assert panel.tie_box.isVisibleTo(panel)
    assert "13" in panel.tie_box.title()
    assert panel.tie_list.ids() == [ids[K1], ids[OTA]]
    assert "roll-off 6" in panel.tie_list.item(1).text()
    select(area, ids[MATEJ])
    assert not panel.tie_box.isVisibleTo(panel)  # not tied with anyone
    assert any("roll-off d20 14" in line for line in log_texts(window))


def test_drag_and_keys_reorder_within_a_tie_only(window, qtbot, messages):
    ids = start_fight(window, qtbot)
    area, panel = window.combat_area, window.combat_area.panel
    select(area, ids[OTA])
    model = panel.tie_list.model()
    assert model.moveRow(QModelIndex(), 1, QModelIndex(), 0)  # what a drop does
    qtbot.waitUntil(lambda: area.controller.state["order"][2] == ids[OTA])
    assert area.controller.state["order"][3] == ids[K1]
    assert panel.tie_list.ids() == [ids[OTA], ids[K1]]
    select(area, ids[OTA])
    key(window, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert area.controller.state["order"][2:4] == [ids[K1], ids[OTA]]
    key(window, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert area.controller.state["order"][2:4] == [ids[OTA], ids[K1]]
    window.menus.undo_action.trigger()
    assert area.controller.state["order"][2:4] == [ids[K1], ids[OTA]]
    select(area, ids[MATEJ])
    assert not panel.up_action.isEnabled()
    # a drop outside the rules is refused with the reason, and the list shows the order
    assert panel._reorder(ids[MATEJ], ids[BOREK]) is False
    assert "tie" in messages.shown[-1][2]


def test_a_whole_fight_by_the_procedure(window, qtbot):
    ids = start_fight(window, qtbot)
    area, panel = window.combat_area, window.combat_area.panel
    b, lenka, m, o, k1, k2 = (ids[n] for n in (BOREK, LENKA, MATEJ, OTA, K1, K2))
    stack = window.session.undo_stack

    # Bořek cleaves: Ota (5) and the first skeleton (4), critical: straight to wound points;
    # Ota's stun save DC 5 + 5 is asked at once, entered and failed
    select(area, o, k1)
    texts = []

    def damage(dialog):
        dialog.amount.setValue(4)
        dialog.each[o].setValue(5)
        dialog.critical.setChecked(True)
        dialog.accept()

    def stun(dialog):
        texts.append(dialog.findChild(QLabel, "check_text").text())
        save_with(7)(dialog)

    before = stack.index()
    answer_dialogs(qtbot, damage, stun)
    key(window, Qt.Key.Key_D)
    assert texts and "DC 10" in texts[0]
    assert sheet(area, o)["wounds"] == 9 and "stunned" in sheet(area, o)["conditions"]
    assert sheet(area, k1)["wounds"] == 2
    assert stack.index() == before + 2  # the hit on both, then the save

    # Lenka delays; the skeleton's turn: it helps Ota out of the stun, then hits Lenka
    next_turn(window)
    assert current(area) == lenka
    key(window, Qt.Key.Key_D, Qt.KeyboardModifier.ShiftModifier)
    assert current(area) == k1 and lenka not in area.controller.state["order"]
    assert f"{isolate('Lenka Vránová')} delayed" in panel.waiting.text()
    select(area, o)
    key(window, Qt.Key.Key_A)
    assert "stunned" not in sheet(area, o)["conditions"]

    def hit(dialog):
        dialog.amount.setValue(8)
        dialog.critical.setChecked(True)
        dialog.accept()

    asked = []

    def disabled(dialog):
        asked.append(dialog.findChild(QLabel, "check_text").text())
        save_with(5)(dialog)

    select(area, lenka)
    answer_dialogs(qtbot, hit, save_with(20), disabled)
    key(window, Qt.Key.Key_D)
    assert "DC 15" in asked[0]
    assert {"dying", "unconscious"} <= set(sheet(area, lenka)["conditions"])
    # a delayed combatant who can no longer act is back in the order before the current one
    assert area.controller.state["order"][1] == lenka

    # Ota readies an action; Matěj's turn comes
    next_turn(window)
    assert current(area) == o
    answer_dialogs(qtbot, lambda d: (d.setTextValue("když se Bořek pohne"), d.accept()))
    key(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ShiftModifier)
    assert current(area) == m
    assert f"readied: {isolate('když se Bořek pohne')}" in panel.waiting.text()

    # a blessing on Bořek counted at the end of Matěj's turns
    def bless(dialog):
        dialog.name.setText("Požehnání")
        dialog.rounds.setValue(2)
        dialog.ends.setCurrentIndex(dialog.ends.findData("end"))
        dialog.of.setCurrentIndex(dialog.of.findData(m))
        dialog.accept()

    select(area, b)
    answer_dialogs(qtbot, bless)
    key(window, Qt.Key.Key_C)
    assert area.controller.state["combatants"][b]["conditions"][0]["of"] == m

    # the trigger happens: Ota acts now, before Matěj, and hits Bořek
    select(area, o)
    key(window, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert current(area) == o
    order = area.controller.state["order"]
    assert order.index(o) == order.index(m) - 1
    select(area, b)
    answer_dialogs(qtbot, lambda d: (d.amount.setValue(6), d.accept()))
    key(window, Qt.Key.Key_D)
    assert sheet(area, b)["stamina"] == 15 and sheet(area, b)["wounds"] == 15
    next_turn(window)
    assert current(area) == m  # Matěj's turn goes on
    next_turn(window)  # it ends: the blessing counts down
    assert area.controller.state["combatants"][b]["conditions"][0]["remaining"] == 1
    assert current(area) == k2
    mark = stack.index()
    marked = area.controller.state

    # round 2: Lenka's dying save DC 10 at the start of her turn, asked at once
    dcs = []

    def dying(total):
        def handle(dialog):
            dcs.append(dialog.findChild(QLabel, "check_text").text())
            save_with(total)(dialog)

        return handle

    next_turn(window)
    assert area.controller.state["round"] == 2 and current(area) == b
    answer_dialogs(qtbot, dying(11))
    next_turn(window)
    assert current(area) == lenka and "DC 10" in dcs[-1]
    assert "dying" in sheet(area, lenka)["conditions"]  # by less than 5: still dying
    while current(area) != b:
        next_turn(window)
    assert area.controller.state["round"] == 3
    answer_dialogs(qtbot, dying(12))
    next_turn(window)
    assert "DC 11" in dcs[-1]  # the dying save's DC climbs each later round

    # the Heal check DC 15 entered by Matěj stabilises her
    while current(area) != m:
        next_turn(window)
    select(area, lenka)

    def tend(dialog):
        assert dialog.chosen_helper() == m
        dialog.total.setValue(16)
        dialog.use_total.click()

    answer_dialogs(qtbot, tend)
    key(window, Qt.Key.Key_T)
    assert "stable" in sheet(area, lenka)["conditions"]

    # a coup de grace on Ota: the save DC 10 + 9 asked first, failed: dead
    select(area, o)
    coup = []

    def coup_save(dialog):
        coup.append(dialog.findChild(QLabel, "check_text").text())
        save_with(3)(dialog)

    answer_dialogs(qtbot, lambda d: (d.amount.setValue(9), d.accept()), coup_save)
    key(window, Qt.Key.Key_G)
    assert "DC 19" in coup[0]
    assert "dead" in sheet(area, o)["conditions"]
    assert not [t for t in prompt_texts(area) if OTA in t]
    roster = ids["roster"]
    assert "dead" in Character.get_by_id(roster[OTA]).sheet["conditions"]
    assert Character.get_by_id(roster[BOREK]).sheet["stamina"] == 15
    assert "stable" in Character.get_by_id(roster[LENKA]).sheet["conditions"]

    # undo back through the rounds to the end of round 1
    while stack.index() > mark:
        window.menus.undo_action.trigger()
        QApplication.processEvents()
    state = area.controller.state
    assert state["round"] == 1 and current(area) == k2
    assert state["combatants"] == marked["combatants"]
    assert "dead" not in Character.get_by_id(roster[OTA]).sheet["conditions"]
    assert "dying" in Character.get_by_id(roster[LENKA]).sheet["conditions"]
    assert area.current_label.text() == f"Now: {isolate(K2)}"

    # close the campaign mid-fight and reopen it: the fight goes on where it was
    path = window.session.campaign.path
    window.close_campaign()
    assert window.open_campaign(path)
    area = window.combat_area
    window.tabs.setCurrentWidget(area)
    area.encounter_view.setCurrentIndex(area.encounters.index(0))
    QApplication.processEvents()
    assert area.controller.state == marked
    assert area.panel is not panel and type(area.panel).__name__ == "D20TrackerPanel"
    area.controller.rng.seed(1)
    answer_dialogs(qtbot, dying(11))
    next_turn(window)
    next_turn(window)
    assert area.controller.state["round"] == 2 and current(area) == lenka
    assert "DC 10" in dcs[-1]
