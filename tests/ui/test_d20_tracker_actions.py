"""The d20 tracker panel's single actions through the real widgets: many targets as one
undo step (every target's save asked), saves rolled with the bonus or left for later,
healing kinds, conditions' turn, refusals, the menu, the initiative dialog, the tie list's
model."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QAbstractItemModelTester
from PySide6.QtWidgets import QApplication, QLabel
from test_d20_tracker_helpers import (
    answer_dialogs,
    enter_initiative,
    log_texts,
    prepare_fight,
    prompt_texts,
    row,
    save_with,
    select,
    sheet,
    start_fight,
)

BOREK, LENKA, MATEJ, OTA = "Bořek Hrabal", "Lenka Vránová", "Matěj Kos", "Ota Mrázek"
K1, K2 = "Kostlivec ze starého hřbitova 1", "Kostlivec ze starého hřbitova 2"


@pytest.fixture
def campaign_system():
    return "d20"


def test_damage_to_many_is_one_undo_step_an_amount_each_and_every_save_asked(window, qtbot):
    ids = start_fight(window, qtbot)
    area, panel = window.combat_area, window.combat_area.panel
    o, m, k1, k2 = ids[OTA], ids[MATEJ], ids[K1], ids[K2]
    stack = window.session.undo_stack
    select(area, o, m, k1, k2)
    assert panel.damage_action.isEnabled()
    asked = []

    def damage(dialog):
        assert set(dialog.each) == {o, m, k1, k2}
        dialog.amount.setValue(3)  # fills every row
        dialog.each[k2].setValue(5)
        dialog.each[m].setValue(2)
        dialog.critical.setChecked(True)
        dialog.accept()

    def save(total):
        def handle(dialog):
            asked.append(dialog.findChild(QLabel, "check_text").text())
            save_with(total)(dialog)

        return handle

    before = stack.index()
    answer_dialogs(qtbot, damage, save(20), save(20))
    panel.damage_action.trigger()
    assert sheet(area, o)["wounds"] == 11 and sheet(area, m)["wounds"] == 12
    assert sheet(area, k1)["wounds"] == 3 and sheet(area, k2)["wounds"] == 1
    # both combatants with Con were asked their stun save (DC 5 + wound points lost)
    assert [OTA in asked[0], MATEJ in asked[1]] == [True, True]
    assert "DC 8" in asked[0] and "DC 7" in asked[1]
    assert stack.index() == before + 3
    window.menus.undo_action.trigger()
    window.menus.undo_action.trigger()
    assert stack.index() == before + 1
    window.menus.undo_action.trigger()  # the hit on all four is one step
    assert sheet(area, o)["wounds"] == 14 and sheet(area, k2)["wounds"] == 6
    assert sheet(area, m)["wounds"] == 14 and sheet(area, k1)["wounds"] == 6


def test_a_save_rolled_with_the_bonus_remembered_or_left_for_later(window, qtbot):
    ids = start_fight(window, qtbot)
    area, panel = window.combat_area, window.combat_area.panel
    o = ids[OTA]
    select(area, o)

    def hit(dialog):
        dialog.amount.setValue(5)
        dialog.critical.setChecked(True)
        dialog.accept()

    def later(dialog):
        dialog.reject()

    answer_dialogs(qtbot, hit, later)
    panel.damage_action.trigger()
    assert any("DC 10" in t for t in prompt_texts(area))  # left in the list
    assert sheet(area, o)["pending_saves"] == [["stun", 10]]

    def roll(dialog):
        dialog.bonus.setValue(4)
        dialog.roll.click()

    answer_dialogs(qtbot, roll)
    item = area.prompts.item(0)
    area.prompts.itemActivated.emit(item)  # the GM double-clicks the prompt
    assert sheet(area, o)["pending_saves"] == []
    assert any("save rolled: d20" in t and "+ 4" in t for t in log_texts(window))
    assert panel.fortitude[o] == 4

    answer_dialogs(qtbot, hit, lambda d: (seen.append(d.bonus.value()), d.reject()))
    seen: list[int] = []
    panel.damage_action.trigger()
    assert seen == [4]  # the bonus is offered again for Ota


def test_healing_kinds(window, qtbot):
    ids = start_fight(window, qtbot)
    area, panel = window.combat_area, window.combat_area.panel
    lenka = ids[LENKA]
    select(area, lenka)
    assert (sheet(area, lenka)["stamina"], sheet(area, lenka)["wounds"]) == (12, 7)

    def fixed(dialog):
        assert dialog.kind.currentData() == "fixed" and not dialog.bonus.isEnabled()
        dialog.amount.setValue(6)
        dialog.accept()

    answer_dialogs(qtbot, fixed)
    panel.heal_action.trigger()
    assert (sheet(area, lenka)["stamina"], sheet(area, lenka)["wounds"]) == (13, 12)

    def magic(dialog):
        dialog.kind.setCurrentIndex(dialog.kind.findData("magic"))
        assert dialog.bonus.isEnabled()
        dialog.amount.setValue(1)
        dialog.bonus.setValue(3)
        dialog.accept()

    answer_dialogs(qtbot, magic)
    panel.heal_action.trigger()
    assert sheet(area, lenka)["stamina"] == 14


def test_a_condition_counts_on_the_targets_own_turn_start_by_default(window, qtbot):
    ids = start_fight(window, qtbot)
    area, panel = window.combat_area, window.combat_area.panel
    k2 = ids[K2]
    select(area, k2)
    dialogs = []

    def blind(dialog):
        dialogs.append(dialog)
        assert dialog.ends.currentData() == "start" and dialog.of.currentData() is None
        dialog.name.setText("Oslepen")
        dialog.accept()

    answer_dialogs(qtbot, blind)
    area.condition_action.trigger()
    assert type(dialogs[0]).__name__ == "D20ConditionDialog"
    entry = area.controller.state["combatants"][k2]["conditions"][0]
    assert entry == {**entry, "name": "Oslepen", "remaining": 1, "ends": "start", "of": k2}
    while area.controller.state["current"] != k2:
        panel.act({"type": "next"})
    assert area.controller.state["combatants"][k2]["conditions"] == []
    assert any("Oslepen" in t for t in log_texts(window))


def test_a_refusal_shows_the_rules_reason_and_changes_nothing(window, qtbot, messages):
    ids = start_fight(window, qtbot)
    area, panel = window.combat_area, window.combat_area.panel
    b = ids[BOREK]
    select(area, b)
    answer_dialogs(
        qtbot,
        lambda d: (d.amount.setValue(2), d.critical.setChecked(True), d.accept()),
        save_with(1),
    )
    panel.damage_action.trigger()
    assert "stunned" in sheet(area, b)["conditions"]
    stack = window.session.undo_stack
    before = stack.index()
    panel.delay_action.trigger()  # Bořek is current but stunned
    assert messages.shown[-1][1] == "Not allowed by the rules"
    assert "stunned" in messages.shown[-1][2]
    assert stack.index() == before and area.controller.state["current"] == b


def test_the_menu_lists_every_action_with_its_shortcut(window, qtbot):
    prepare_fight(window)
    window.menus.fill_combat_menu()
    shortcuts = {
        a.text().replace("&", ""): a.shortcut().toString()
        for a in window.menus.combat_menu.actions()
    }
    for text, keys in (
        ("Damage…", "D"),
        ("Heal…", "H"),
        ("Fortitude save…", "F"),
        ("Stabilise (Heal DC 15)…", "T"),
        ("Aid a stunned ally", "A"),
        ("Delay", "Shift+D"),
        ("Resume: act now", "Shift+R"),
        ("Ready an action…", "Shift+Y"),
        ("Coup de grace…", "G"),
        ("Initiative…", "I"),
        ("Move up in the tie", "Alt+Up"),
    ):
        assert shortcuts.get(text) == keys, text


def test_the_initiative_dialog_enters_and_clears_and_is_one_step(window, qtbot):
    ids = prepare_fight(window)
    area, panel = window.combat_area, window.combat_area.panel
    b, lenka = ids[BOREK], ids[LENKA]
    stack = window.session.undo_stack
    before = stack.index()
    answer_dialogs(qtbot, lambda d: enter_initiative(d, {b: 10, lenka: 18}))
    panel.initiative_action.trigger()
    assert stack.index() == before + 1
    assert row(area, b)["initiative_roll"] == 10 and row(area, lenka)["initiative_roll"] == 18
    assert "Bořek Hrabal: initiative d20 + 5" not in prompt_texts(area)
    answer_dialogs(qtbot, lambda d: enter_initiative(d, {b: 0}))
    panel.initiative_action.trigger()
    assert not row(area, b)["initiative_entered"] and row(area, lenka)["initiative_entered"]
    assert "Bořek Hrabal: initiative d20 + 5" in prompt_texts(area)
    window.menus.undo_action.trigger()
    assert row(area, b)["initiative_roll"] == 10
    assert "Start rolls the 4 not entered" in panel.hint.text()


def test_the_tie_list_model_passes_the_model_tester(window, qtbot):
    ids = start_fight(window, qtbot)
    area, panel = window.combat_area, window.combat_area.panel
    model = panel.tie_list.model()
    # Fatal: a broken model aborts the test run
    tester = QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    select(area, ids[OTA])
    QApplication.processEvents()
    assert panel.tie_list.count() == 2
    assert model.moveRow(QModelIndex(), 1, QModelIndex(), 0)  # a drop
    qtbot.waitUntil(lambda: area.controller.state["order"][2] == ids[OTA])
    select(area, ids[MATEJ])
    assert panel.tie_list.count() == 0
    window.menus.undo_action.trigger()
    select(area, ids[K1])
    assert panel.tie_list.ids() == [ids[K1], ids[OTA]]
    del tester  # before the window goes


def test_damage_rolled_in_the_dialog_from_the_fights_dice(window, qtbot):
    ids = start_fight(window, qtbot)
    area, panel = window.combat_area, window.combat_area.panel
    b = ids[BOREK]
    select(area, b)
    area.controller.rng.seed(3)
    rolled = []

    def roll(dialog):
        dialog.dice.setText("nonsense")
        dialog.roll.click()
        assert "not a roll" in dialog.rolled_label.text()
        dialog.dice.clear()
        qtbot.keyClicks(dialog.dice, "2k6+3")  # the Czech die letter too
        qtbot.keyClick(dialog.dice, Qt.Key.Key_Return)  # rolls, does not apply yet
        assert dialog.isVisible()
        rolled.append(dialog.rolled.total)
        assert dialog.amount.value() == dialog.rolled.total
        assert "Roll 2d6+3" in dialog.rolled_label.text()  # English writes d
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)  # applies it
        assert not dialog.isVisible()

    answer_dialogs(qtbot, roll)
    panel.damage_action.trigger()
    assert 5 <= rolled[0] <= 15
    assert sheet(area, b)["stamina"] == 21 - rolled[0]


def test_a_condition_ended_early_for_everyone_selected_who_has_it(window, qtbot):
    ids = start_fight(window, qtbot)
    area, panel = window.combat_area, window.combat_area.panel
    b, m = ids[BOREK], ids[MATEJ]
    control = area.controller
    control.act_many(
        [{"type": "condition", "target": cid, "name": "Požehnání", "rounds": 5} for cid in (b, m)]
    )
    select(area, b, m)
    assert panel.end_condition_action.isEnabled()
    answer_dialogs(qtbot, lambda d: d.accept())
    panel.end_condition_action.trigger()
    assert control.state["combatants"][b]["conditions"] == []
    assert control.state["combatants"][m]["conditions"] == []
    window.menus.undo_action.trigger()
    assert control.state["combatants"][m]["conditions"][0]["name"] == "Požehnání"


def test_the_save_dialog_starts_at_the_sheets_fortitude(window, qtbot):
    from campaign_manager.systems.d20.sheet import save_bonuses

    ids = start_fight(window, qtbot)
    area, panel = window.combat_area, window.combat_area.panel
    o = ids[OTA]
    select(area, o)
    expected = save_bonuses(sheet(area, o))["fortitude"]
    assert expected != 0
    offered: list[int] = []

    def hit(dialog):
        dialog.amount.setValue(5)
        dialog.critical.setChecked(True)
        dialog.accept()

    answer_dialogs(qtbot, hit, lambda d: (offered.append(d.bonus.value()), d.reject()))
    panel.damage_action.trigger()
    assert offered == [expected]
