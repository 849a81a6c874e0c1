"""The Dakara skill-test dialog: opened from a skill row (T or the context menu) with the
rating and the wound penalty filled in; it asks whether it is combat before automatic
success; the dice are rolled or entered; the outcome goes to the event log (one undo step)."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.systems.dakara import new_sheet
from campaign_manager.ui.systems.dakara.skill_test_dialog import SkillTestDialog


def test_the_dialog_takes_numbers_and_asks_about_combat(qtbot):
    dialog = SkillTestDialog("Šplh", 4, -1, rng=random.Random(3))
    qtbot.addWidget(dialog)
    assert (dialog.rating_spin.value(), dialog.wound_spin.value()) == (4, -1)
    assert not dialog.resolve_button.isEnabled()  # in combat or not? the dialog asks
    dialog.difficulty_spin.setValue(1)
    dialog.out_of_combat.setChecked(True)
    assert "Automatic success" in dialog.preview.text()  # 4 − 1 ≥ 1 + 2
    outcome = dialog.resolve()
    assert outcome.state.automatic and outcome.state.success
    assert dialog.result_label.text() == "automatic success"

    dialog.in_combat_button.setChecked(True)  # never automatic in combat
    assert dialog.preview.text() == ""
    dialog.enter_dice.setChecked(True)
    dialog.actor_die.setValue(1)
    dialog.opposition_die.setValue(6)
    outcome = dialog.resolve()  # 4 − 1 + 1 = 4 against 1 + 6 = 7: short by 3
    assert (outcome.state.actor_total, outcome.state.opposition_total) == (4, 7)
    assert outcome.state.outcome == "mild_complications"
    assert dialog.result_label.text() == "failure, mild complications"

    dialog.threat_combo.setCurrentIndex(dialog.threat_combo.findData("injury"))
    dialog.hazard_spin.setValue(2)
    dialog.armour_spin.setValue(1)
    outcome = dialog.resolve()
    assert outcome.state.injury_taken == 4  # margin 3 + hazard 2 − armour 1
    assert dialog.result_label.text() == "failure, injury 4"

    dialog.threat_combo.setCurrentIndex(0)
    dialog.description_combo.setCurrentIndex(2)  # +2 for an excellent idea
    dialog.against_skill.setChecked(True)
    dialog.opposition_wound_spin.setValue(-2)
    outcome = dialog.resolve()  # 4 − 1 + 2 + 1 = 6 against 1 − 2 + 6 = 5
    assert outcome.state.success and outcome.state.margin == 1


def test_rolled_dice_are_shown(qtbot):
    dialog = SkillTestDialog("Plavání", 2, in_combat=False, rng=random.Random(1))
    qtbot.addWidget(dialog)
    dialog.difficulty_spin.setValue(4)
    outcome = dialog.resolve()
    result = outcome.state
    assert (dialog.actor_die.value(), dialog.opposition_die.value()) == (
        result.actor_roll,
        result.opposition_roll,
    )


def test_t_on_a_skill_row_opens_the_test_and_it_goes_to_the_log(window, qtbot):
    sheet = new_sheet()
    sheet["skills"] = {"Plavání": {"rating": 2}}
    sheet["state"].update(kondice_lost=4, kondice=8)  # 8/12: −1
    change = AddCharacter({"name": "Bořek Hrabal", "kind": "pc", "sheet": sheet})
    window.session.perform(change, "Add")
    window.open_character(change.id)
    editor = window.character_area.sheet_editor
    tree = editor.skills.tree
    tree.setCurrentIndex(editor.skills.index_of("Plavání"))
    qtbot.keyClick(tree, Qt.Key.Key_T)
    dialog = editor.skills.test_dialog
    assert dialog is not None and dialog.isVisible()
    assert (dialog.rating_spin.value(), dialog.wound_spin.value()) == (2, -1)
    dialog.in_combat_button.setChecked(True)
    dialog.enter_dice.setChecked(True)
    dialog.actor_die.setValue(5)
    dialog.opposition_die.setValue(2)
    dialog.difficulty_spin.setValue(3)
    dialog.resolve()
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    log = window.session.event_log(character=change.id)
    assert log.texts("en") == [
        "Bořek Hrabal – Plavání: 2 against difficulty 3: 6 (5) : 5 (2), +1 – success"
    ]
    assert window.session.undo_stack.undoText() == "Bořek Hrabal: Skill test: Plavání"
    window.menus.undo_action.trigger()
    assert log.texts("en") == []
