"""Extras made roster characters (issue 41, item 4): "5× Stráž" from a template, with
*Also add the extras to the roster* ticked, are Stráž 1–5 in the roster (NPCs, each its
sheet from the template) and the fight's combatants refer to them; one undo takes both
away. Unticked (the default), the roster is unchanged."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.models import Character, Encounter
from campaign_manager.storage.queries import roster_records
from campaign_manager.storage.templates import template_records
from campaign_manager.ui import i18n
from campaign_manager.ui.bestiary.add_dialog import AddToFightDialog
from campaign_manager.ui.combat.new_encounter import NewEncounterDialog
from campaign_manager.ui.combat.reinforcements import ReinforcementsDialog

GUARDS = [f"Stráž {n}" for n in range(1, 6)]


@pytest.fixture(params=["dakara", "clovek", "d20"])
def campaign_system(request) -> str:
    return request.param


def _five_guards_dialog(window, qtbot) -> NewEncounterDialog:
    """The new-fight dialog with a row of five extras from the template of a guard."""
    npc = next(e for e in window.session.system.demo()["characters"] if e["kind"] == "npc")
    change = AddCharacter({"name": "Stráž", "kind": "npc", "gender": "f", "sheet": npc["sheet"]})
    window.session.perform(change, "add")
    window.tabs.setCurrentWidget(window.roster)
    window.roster.select_id(change.id)
    window.roster.templates.save_action.trigger()
    [template] = template_records()
    dialog = NewEncounterDialog(roster_records(), parent=window.combat_area)
    qtbot.addWidget(dialog)
    dialog.extra_source.setCurrentIndex(dialog.extra_source.findData(f"template:{template.id}"))
    dialog.extra_count.setValue(5)
    dialog.add_extra_button.click()
    return dialog


def _guards_in_roster() -> dict[str, object]:
    return {r.name: r for r in roster_records() if r.name in GUARDS}


def _prepare(window, dialog) -> int:
    combatants = dialog.combatants()
    roster = dialog.roster_extras(combatants)
    encounter = window.combat_area.create_fight("U brány", combatants, roster=roster)
    assert encounter is not None
    return encounter


def test_ticked_the_extras_join_the_roster_in_the_fights_step(window, qtbot):
    dialog = _five_guards_dialog(window, qtbot)
    assert not dialog.extras_to_roster.isChecked()  # off unless the GM asks
    dialog.extras_to_roster.click()
    characters, fights = len(roster_records()), Encounter.select().count()
    _prepare(window, dialog)

    guards = _guards_in_roster()
    assert sorted(guards) == GUARDS
    assert len(roster_records()) == characters + 5
    assert all(g.kind == "npc" for g in guards.values())
    model = window.roster.model  # the roster the GM sees shows them
    qtbot.waitUntil(lambda: all(model.row_of(g.id) is not None for g in guards.values()))
    combatants = window.session.combat.state["combatants"].values()
    assert {c["name"]: c["character_id"] for c in combatants} == {
        name: record.id for name, record in guards.items()
    }

    window.menus.undo_action.trigger()  # one step: the fight and its five characters
    assert _guards_in_roster() == {}
    assert len(roster_records()) == characters
    assert Encounter.select().count() == fights
    qtbot.waitUntil(lambda: all(model.row_of(g.id) is None for g in guards.values()))
    window.menus.redo_action.trigger()
    assert sorted(_guards_in_roster()) == GUARDS


def test_unticked_the_roster_is_unchanged(window, qtbot):
    dialog = _five_guards_dialog(window, qtbot)
    characters = len(roster_records())
    _prepare(window, dialog)
    assert len(roster_records()) == characters
    assert _guards_in_roster() == {}
    combatants = window.session.combat.state["combatants"].values()
    assert sorted(c["name"] for c in combatants) == GUARDS
    assert all(c["character_id"] is None for c in combatants)


def test_ticked_reinforcements_join_the_roster_in_the_joining_step(window, qtbot):
    dialog = _five_guards_dialog(window, qtbot)  # the guard (an NPC) and its template
    page = window.combat_area
    window.tabs.setCurrentWidget(page)
    guard = next(r.id for r in roster_records() if r.name == "Stráž")
    page.create_fight("U brodu", dialog.combatants()[:2])
    page.start_action.trigger()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    page.focus_table()
    controller = window.session.combat
    before = set(controller.state["combatants"])
    characters = len(roster_records())

    qtbot.keyClick(page.table, Qt.Key.Key_J)
    join = page.panel.dialog
    assert isinstance(join, ReinforcementsDialog)
    assert not join.extras_to_roster.isChecked()
    join.extra_source.setCurrentIndex(join.extra_source.findData(guard))
    join.extra_count.setValue(2)
    join.add_extra_button.click()
    join.extras_to_roster.click()
    join.ok_button.click()
    if window.session.system.key == "d20":  # the newcomers' initiative, rolled
        page.panel.dialog.accept()

    new = {c["name"]: c for cid, c in controller.state["combatants"].items() if cid not in before}
    assert len(new) == 2
    assert len(roster_records()) == characters + 2
    by_name = {r.name: r.id for r in roster_records()}
    assert {name: c["character_id"] for name, c in new.items()} == {
        name: by_name[name] for name in new
    }
    controller.open(controller.encounter_id)  # as stored, not only as held
    stored = {c["name"]: c["character_id"] for c in controller.state["combatants"].values()}
    assert {name: stored[name] for name in new} == {name: by_name[name] for name in new}

    window.menus.undo_action.trigger()  # one step: the two combatants and their characters
    assert set(controller.state["combatants"]) == before
    assert len(roster_records()) == characters
    assert not set(new) & {r.name for r in roster_records()}


@pytest.mark.parametrize("campaign_system", ["d20"])
def test_the_bestiarys_wolves_join_the_roster_when_ticked(window, qtbot):
    window.bestiary_dock.toggleViewAction().trigger()
    dock = window.bestiary_dock
    qtbot.waitUntil(lambda: dock.isVisible() and dock.model.rowCount() > 500)
    qtbot.keyClicks(dock.search_edit, "wolf")
    assert dock.select_monster("Wolf")
    characters = len(roster_records())
    dock.add_to_fight()  # no fight open: a new prepared one, the wolves not in the roster
    adding = dock.add_dialog
    assert not adding.to_roster()
    adding.count.setValue(2)
    adding.ok_button.click()
    assert len(roster_records()) == characters
    dock.add_to_fight()  # into the prepared fight, two more as roster characters
    adding = dock.add_dialog
    adding.count.setValue(2)
    adding.roster_box.click()
    adding.ok_button.click()
    wolves = {r.name: r for r in roster_records() if r.name.startswith("Wolf")}
    assert sorted(wolves) == ["Wolf 3", "Wolf 4"]
    assert all(w.kind == "npc" for w in wolves.values())
    combatants = window.session.combat.state["combatants"].values()
    assert {c["name"]: c["character_id"] for c in combatants} == {
        "Wolf 1": None,
        "Wolf 2": None,
        "Wolf 3": wolves["Wolf 3"].id,
        "Wolf 4": wolves["Wolf 4"].id,
    }
    window.menus.undo_action.trigger()
    assert len(roster_records()) == characters
    assert sorted(c["name"] for c in window.session.combat.state["combatants"].values()) == [
        "Wolf 1",
        "Wolf 2",
    ]
    window.menus.redo_action.trigger()  # back; their wounds land on their sheets
    wolf = next(r for r in roster_records() if r.name == "Wolf 3")
    stamina = Character.get_by_id(wolf.id).sheet["stamina"]
    page = window.combat_area
    page.start_action.trigger()
    assert window.session.combat.state["status"] == "running"
    cid = next(
        c["id"] for c in window.session.combat.state["combatants"].values() if c["name"] == "Wolf 3"
    )
    assert page.panel.act({"type": "damage", "target": cid, "amount": 4})
    assert Character.get_by_id(wolf.id).sheet["stamina"] == stamina - 4


def test_the_option_speaks_czech(qtbot, qapp):
    i18n.install(qapp, "cs")
    try:
        dialog = NewEncounterDialog([], templates=[])
        qtbot.addWidget(dialog)
        assert dialog.extras_to_roster.text() == "Přidat statisty také do se&znamu postav"
        adding = AddToFightDialog("Vlk", [], "U brodu", True)
        qtbot.addWidget(adding)
        assert adding.roster_box.text() == "Přidat je také do seznamu p&ostav"
        assert "seznamu postav" in adding.roster_box.toolTip()
    finally:
        i18n.install(qapp, "en")
