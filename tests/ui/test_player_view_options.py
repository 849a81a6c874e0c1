"""The player view settings dialog offers only the options that apply to the system."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.encounters import roster_combatant
from campaign_manager.ui.player_view import PlayerViewSettingsDialog


def open_settings(window, qtbot, handle) -> None:
    """Combat → What the player view shows, with ``handle(dialog)`` run on the open dialog
    (it accepts or rejects it)."""
    seen: list = []

    def tick():
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, PlayerViewSettingsDialog):
            seen.append(dialog)
            handle(dialog)
        else:
            QTimer.singleShot(10, tick)

    QTimer.singleShot(0, tick)
    window.menus.player_settings_action.trigger()
    assert seen, "the dialog did not open"


def start_a_fight(window) -> None:
    change = AddCharacter(
        {"name": "Lenka", "kind": "pc", "sheet": window.session.system.new_sheet()}
    )
    window.session.perform(change, "add")
    window.combat_area.create_fight("Cvičení", [roster_combatant(change.id)])


@pytest.mark.parametrize(
    ("campaign_system", "initiative_offered"),
    [("dakara", False), ("d20", True), ("clovek", True)],
)
def test_initiative_numbers_are_offered_only_where_the_system_has_them(
    window, qtbot, initiative_offered
):
    start_a_fight(window)
    before = dict(window.session.combat.state["view"])
    offered: dict = {}

    def handle(dialog):
        offered["initiative"] = dialog.initiative.isVisibleTo(dialog)
        offered["pc"] = dialog.pc.isVisibleTo(dialog)
        offered["secret"] = dialog.secret.isVisibleTo(dialog)
        dialog.pc.setCurrentIndex(dialog.pc.findData("nothing"))
        dialog.accept()

    open_settings(window, qtbot, handle)
    assert offered == {"initiative": initiative_offered, "pc": True, "secret": True}
    after = window.session.combat.state["view"]
    assert after["pc"] == "nothing"
    # an option not offered keeps the value it had
    assert after["initiative"] == before["initiative"]


def test_an_option_not_offered_keeps_its_value(qtbot):
    dialog = PlayerViewSettingsDialog(
        {"pc": "numbers", "npc": "band", "initiative": True, "secret_conditions": ["Jed"]},
        ["Jed"],
        options=("pc", "npc"),
    )
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.initiative.isVisible() and not dialog.secret.isVisible()
    assert not dialog.new_condition.isVisible()
    dialog.initiative.setChecked(False)
    dialog.secret.item(0).setCheckState(dialog.secret.item(0).checkState().Unchecked)
    assert dialog.view() == {
        "pc": "numbers",
        "npc": "band",
        "initiative": True,
        "secret_conditions": ["Jed"],
    }
