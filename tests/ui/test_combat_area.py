"""The Combat area with any system: prepare a fight, run it, undo it, reopen it mid-fight."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QAbstractItemModelTester

from campaign_manager.storage import open_campaign
from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.encounters import extras_of, roster_combatant
from campaign_manager.storage.models import Encounter, LogEntry
from campaign_manager.ui.text import isolate


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def add_party(window) -> tuple[list[int], int]:
    demo = window.session.system.demo()["characters"]
    ids = []
    for entry in demo:
        change = AddCharacter(
            {"name": entry["name"], "kind": entry["kind"], "sheet": entry["sheet"]}
        )
        window.session.perform(change, "add")
        ids.append(change.id)
    pcs = [i for i, e in zip(ids, demo, strict=True) if e["kind"] == "pc"]
    npc = next(i for i, e in zip(ids, demo, strict=True) if e["kind"] == "npc")
    return pcs, npc


def test_prepare_run_undo_and_reopen_a_fight(window, campaign):
    pcs, npc = add_party(window)
    page = window.combat_area
    combatants = [roster_combatant(i) for i in pcs] + extras_of(npc, 3, hidden=True)
    encounter = page.create_fight("U brodu", combatants)
    assert Encounter.get_by_id(encounter).status == "prepared"
    QAbstractItemModelTester(page.order, QAbstractItemModelTester.FailureReportingMode.Fatal)
    QAbstractItemModelTester(page.encounters, QAbstractItemModelTester.FailureReportingMode.Fatal)
    assert page.order.rowCount() == len(combatants)
    assert page.start_button.isVisibleTo(page)

    page.start_action.trigger()
    controller = window.session.combat
    assert controller.state["round"] == 1
    first = controller.state["current"]
    page.next_action.trigger()
    second = controller.state["current"]
    assert second != first
    name = isolate(controller.state["combatants"][second]["name"])
    assert page.current_label.text().endswith(name) or ("(hidden)" in page.current_label.text())
    public = controller.public_view()
    assert all(not c["id"].startswith("x") for c in public["combatants"])  # hidden extras

    window.menus.undo_action.trigger()  # back to the first turn
    assert controller.state["current"] == first
    window.menus.undo_action.trigger()  # back before the start
    assert controller.state["round"] == 0 and controller.public_view() is None
    window.menus.redo_action.trigger()
    window.menus.redo_action.trigger()
    assert controller.state["current"] == second
    assert LogEntry.select().where(LogEntry.encounter == encounter).count() > 0

    path = campaign.path
    window.close_campaign()
    window.attach(open_campaign(path, backup=False))
    page.encounter_view.setCurrentIndex(page.encounters.index(0))
    assert window.session.combat.state["current"] == second  # where it was
    assert page.log_view.model().rowCount() > 0


def test_a_condition_reaches_several_combatants_in_one_step(window):
    pcs, _npc = add_party(window)
    page = window.combat_area
    page.create_fight("Cvičení", [roster_combatant(i) for i in pcs])
    page.start_action.trigger()
    page.table.selectAll()
    panel = page.panel

    steps = window.session.undo_stack.count()
    page.condition_action.trigger()
    panel.dialog.name.setText("požehnání")
    panel.dialog.rounds.setValue(3)
    panel.dialog.accept()
    assert window.session.undo_stack.count() == steps + 1
    state = window.session.combat.state
    assert all(
        any(c["name"] == "požehnání" for c in state["combatants"][f"c{i}"]["conditions"])
        for i in pcs
    )


def test_the_dice_line_logs_its_roll_and_refuses_nonsense(window, messages):
    page = window.combat_area
    page.dice.setText("2k6+3")
    page.log_pane.roll_dice()
    assert LogEntry.get().kind == "roll" and LogEntry.get().text_en.startswith(
        "Roll 2d6+3:"
    )  # English writes d
    page.dice.setText("dvě kostky")
    page.log_pane.roll_dice()
    assert messages.titles() == ["Not a roll"]


def test_the_new_fight_dialog_picks_people_extras_and_ambushers(window, monkeypatch):
    from PySide6.QtCore import Qt

    from campaign_manager.storage.queries import roster_records
    from campaign_manager.ui.combat import fights_pane
    from campaign_manager.ui.combat.new_encounter import NewEncounterDialog

    pcs, npc = add_party(window)
    dialog = NewEncounterDialog(roster_records(), preselected=pcs[:1])
    ticked = [
        dialog.people.item(r).data(Qt.ItemDataRole.UserRole)
        for r in range(dialog.people.count())
        if dialog.people.item(r).checkState() == Qt.CheckState.Checked
    ]
    assert ticked == pcs[:1]  # the roster's selection comes ticked
    dialog.search.setText("zzz-nobody")
    assert all(dialog.people.item(r).isHidden() for r in range(dialog.people.count()))
    dialog.search.clear()
    dialog.extra_source.setCurrentIndex(dialog.extra_source.findData(npc))
    dialog.extra_count.setValue(3)
    dialog.extra_hidden.setChecked(True)
    dialog._add_extras()
    dialog.extra_count.setValue(2)
    dialog.extra_hidden.setChecked(False)
    dialog._add_extras()
    dialog.reveal_on_act.setChecked(True)
    combatants = dialog.combatants()
    extras = [c for c in combatants if c.get("extra_of") == npc]
    assert [c["name"].rsplit(" ", 1)[1] for c in extras] == ["1", "2", "3", "4", "5"]
    assert [c["hidden"] for c in extras] == [True, True, True, False, False]
    assert dialog.options()["reveal_on_act"] is True

    monkeypatch.setattr(NewEncounterDialog, "exec", lambda self: True)
    monkeypatch.setattr(fights_pane, "NewEncounterDialog", NewEncounterDialog)
    window.roster.select_id(pcs[0])
    window.tabs.setCurrentWidget(window.roster)
    window.menus.new_fight_from_roster_action.trigger()
    assert window.tabs.currentWidget() is window.combat_area
    state = window.session.combat.state
    assert [c["character_id"] for c in state["combatants"].values()] == [pcs[0]]
