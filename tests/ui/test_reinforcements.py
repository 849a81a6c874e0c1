"""Reinforcements and departures in a running fight (issue 41, item 6), through the Combat
area's keys: J brings extras or roster characters in by the system's procedure, L takes
the selected combatant out; each one undo step."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.encounters import roster_combatant
from campaign_manager.storage.models import Character
from campaign_manager.ui.combat.reinforcements import ReinforcementsDialog


@pytest.fixture(params=["d20", "clovek", "dakara"])
def campaign_system(request) -> str:
    return request.param


def _people(window) -> tuple[list[int], int]:
    ids, npc = [], None
    for entry in window.session.system.demo()["characters"]:
        change = AddCharacter(
            {"name": entry["name"], "kind": entry["kind"], "sheet": entry["sheet"]}
        )
        window.session.perform(change, "add")
        if entry["kind"] == "pc":
            ids.append(change.id)
        elif npc is None:
            npc = change.id
    return ids, npc


def _running_fight(window, qtbot, people: list[int]):
    page = window.combat_area
    window.tabs.setCurrentWidget(page)
    page.create_fight("U brodu", [roster_combatant(i) for i in people])
    page.start_action.trigger()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    page.focus_table()
    return page


def test_extras_join_a_running_fight_as_one_undo_step(window, qtbot):
    pcs, npc = _people(window)
    page = _running_fight(window, qtbot, pcs[:2])
    controller = window.session.combat
    before = dict(controller.state["combatants"])
    qtbot.keyClick(page.table, Qt.Key.Key_J)
    dialog = page.panel.dialog
    assert isinstance(dialog, ReinforcementsDialog)
    assert all(  # those in the fight are not offered again
        dialog.people.item(r).data(Qt.ItemDataRole.UserRole) not in pcs[:2]
        for r in range(dialog.people.count())
    )
    dialog.extra_source.setCurrentIndex(dialog.extra_source.findData(npc))
    dialog.extra_count.setValue(2)
    dialog.add_extra_button.click()
    dialog.ok_button.click()
    if window.session.system.key == "d20":  # the newcomers' initiative: one entered, one rolled
        join = page.panel.dialog
        first = next(iter(join.rolls))
        join.rolls[first].setValue(17)
        join.accept()
        assert controller.state["initiative"][first]["roll"] == 17
    state = controller.state
    new = [c for cid, c in state["combatants"].items() if cid not in before]
    assert len(new) == 2 and all(c["character_id"] is None for c in new)
    window.menus.undo_action.trigger()  # one step takes both back
    assert set(window.session.combat.state["combatants"]) == set(before)


def test_a_combatant_leaves_with_l_and_undo_brings_it_back(window, qtbot):
    pcs, npc = _people(window)
    page = _running_fight(window, qtbot, [*pcs[:2], npc])
    controller = window.session.combat
    cid = f"c{npc}"
    page.select_combatant(cid)
    qtbot.waitUntil(lambda: page.panel.selection == [cid])
    page.focus_table()
    qtbot.keyClick(page.table, Qt.Key.Key_L)
    assert cid not in controller.state["combatants"]
    window.menus.undo_action.trigger()
    assert cid in window.session.combat.state["combatants"]


@pytest.mark.parametrize("campaign_system", ["dakara"])
def test_dakara_damage_still_pending_lands_on_the_sheet_of_one_who_leaves(window, qtbot):
    pcs, npc = _people(window)
    page = _running_fight(window, qtbot, [pcs[0], npc])
    cid = f"c{npc}"
    before = Character.get_by_id(npc).sheet["state"]["kondice_lost"]
    assert page.panel.act({"type": "damage", "target": cid, "amount": 2})
    assert Character.get_by_id(npc).sheet["state"]["kondice_lost"] == before  # next round
    page.select_combatant(cid)
    qtbot.waitUntil(lambda: page.panel.selection == [cid])
    assert page.panel.reinforcements.leave()
    assert Character.get_by_id(npc).sheet["state"]["kondice_lost"] == before + 2
