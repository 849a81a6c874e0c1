"""Issue 41's "done when" for d20: a GM builds a fight of a troll and six wolves from the
bestiary, sees its encounter level, runs it with the SRD's stamina and wound points (the
troll regenerating at its turn), and adds two orcs mid-fight from the Bestiary dock; the
dock also adds to a prepared fight, and with no fight open prepares one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.queries import roster_records
from campaign_manager.ui.bestiary.dock import BestiaryDock
from campaign_manager.ui.combat.new_encounter import NewEncounterDialog
from campaign_manager.ui.systems.d20.join_dialog import JoinInitiativeDialog


@pytest.fixture
def campaign_system():
    return "d20"


def _party_of_level_seven(window) -> list[int]:
    """Two 7th-level fighters (the DMG's party level 7)."""
    pc = next(c for c in window.session.system.demo()["characters"] if c["kind"] == "pc")
    ids = []
    for name in ("Bořek", "Lenka"):
        sheet = {**pc["sheet"], "classes": [{"class": "fighter", "levels": 7, "rolls": [5] * 6}]}
        change = AddCharacter({"name": name, "kind": "pc", "sheet": sheet})
        window.session.perform(change, "add")
        ids.append(change.id)
    return ids


def _pick_monster(dialog: NewEncounterDialog, qtbot, typed: str, name: str, count: int) -> None:
    """Type a part of the name into the bestiary's box, pick the monster, set the count, add."""
    box = dialog.monster_source
    box.lineEdit().clear()
    box.setEditText(typed)  # (typing pops the completer up, which offscreen Qt warns of)
    box.setCurrentIndex(box.findText(name))  # as picking it from the completer's list
    dialog.monster_count.setValue(count)
    qtbot.mouseClick(dialog.add_monster_button, Qt.MouseButton.LeftButton)


def _open_dock(window, qtbot) -> BestiaryDock:
    window.bestiary_dock.toggleViewAction().trigger()
    dock = window.bestiary_dock
    qtbot.waitUntil(lambda: dock.isVisible() and dock.model.rowCount() > 500)
    return dock


def _combatants_named(state: dict, start: str) -> list[dict]:
    return [c for c in state["combatants"].values() if c["name"].startswith(start)]


def test_a_troll_and_six_wolves_from_the_bestiary_then_two_orcs_mid_fight(window, qtbot):
    party = _party_of_level_seven(window)
    page = window.combat_area
    window.tabs.setCurrentWidget(page)
    dialog = NewEncounterDialog(
        roster_records(),
        preselected=party,
        parent=page.fights,
    )
    qtbot.addWidget(dialog)
    _pick_monster(dialog, qtbot, "trol", "Troll", 1)
    _pick_monster(dialog, qtbot, "wolf", "Wolf", 6)
    names = [dialog.extras.item(r, 2).text() for r in range(dialog.extras.rowCount())]
    assert names == ["Troll 1", "Wolf 1–6"]
    # the DMG: six CR 1 wolves are EL 5, with a CR 5 troll (the same EL) EL 7
    assert "Encounter level 7 against party level 7: challenging" in dialog.balance.text()
    page.create_fight("Troll a vlci", dialog.combatants())
    state = window.session.combat.state
    assert len(_combatants_named(state, "Wolf")) == 6
    page.start_action.trigger()
    state = window.session.combat.state
    assert state["status"] == "running"
    [troll] = _combatants_named(state, "Troll")
    sheet = troll["sheet"]
    assert (sheet["stamina"], sheet["wounds"], sheet["regeneration"]) == (63, 23, 5)
    assert all(w["sheet"]["wounds"] == 15 for w in _combatants_named(state, "Wolf"))

    # the troll is hit for 20 and regenerates 5 stamina when its turn begins
    assert page.panel.act({"type": "damage", "target": troll["id"], "amount": 20})
    hurt = window.session.combat.state["combatants"][troll["id"]]["sheet"]["stamina"]
    assert hurt == 43
    for _ in range(len(state["order"]) + 1):
        assert page.panel.act({"type": "next"})
        if window.session.combat.state["current"] == troll["id"]:
            break
    state = window.session.combat.state
    assert state["current"] == troll["id"]
    assert state["combatants"][troll["id"]]["sheet"]["stamina"] == 48

    # two orcs join mid-fight from the dock; their initiative as the reinforcements ask it
    before = set(state["combatants"])
    dock = _open_dock(window, qtbot)
    qtbot.keyClicks(dock.search_edit, "orc")
    assert dock.select_monster("Orc")
    qtbot.mouseClick(dock.add_button, Qt.MouseButton.LeftButton)
    adding = dock.add_dialog
    assert "running fight “Troll a vlci”" in adding.where.text()
    adding.count.setValue(2)
    assert adding.names_edit.text() == "Orc 1–2"
    assert adding.summary.text() == "2× Orc"
    adding.ok_button.click()
    join = page.panel.dialog
    assert isinstance(join, JoinInitiativeDialog)
    first = next(iter(join.rolls))
    join.rolls[first].setValue(12)
    join.accept()
    state = window.session.combat.state
    orcs = _combatants_named(state, "Orc")
    assert sorted(o["name"] for o in orcs) == ["Orc 1", "Orc 2"]
    assert all(o["id"] in state["order"] for o in orcs)
    assert state["initiative"][first]["roll"] == 12
    window.menus.undo_action.trigger()  # one step takes both back
    assert set(window.session.combat.state["combatants"]) == before


def test_the_dock_adds_to_a_prepared_fight_and_prepares_one_when_none_is_open(window, qtbot):
    dock = _open_dock(window, qtbot)
    qtbot.keyClicks(dock.search_edit, "wolf")
    assert dock.select_monster("Wolf")
    dock.add_to_fight()
    adding = dock.add_dialog
    assert "new prepared fight" in adding.where.text()
    adding.count.setValue(3)
    adding.stamina.setCurrentIndex(adding.stamina.findData(True))  # rolled: 2d8+4, 6..20
    adding.ok_button.click()
    state = window.session.combat.state
    assert state["status"] == "prepared"
    wolves = _combatants_named(state, "Wolf")
    assert sorted(w["name"] for w in wolves) == ["Wolf 1", "Wolf 2", "Wolf 3"]
    assert all(6 <= w["sheet"]["stamina"] <= 20 and w["sheet"]["wounds"] == 15 for w in wolves)
    dock.add_to_fight()  # a second pack numbers on, hidden
    adding = dock.add_dialog
    assert "prepared fight" in adding.where.text()
    adding.count.setValue(2)
    adding.hide_box.setChecked(True)
    assert adding.names_edit.text() == "Wolf 4–5"
    adding.ok_button.click()
    state = window.session.combat.state
    assert state["status"] == "prepared" and window.session.combat.encounter_id is not None
    more = [w for w in _combatants_named(state, "Wolf") if w["name"] in ("Wolf 4", "Wolf 5")]
    assert len(more) == 2 and all(w["hidden"] for w in more)
    assert all(w["sheet"]["stamina"] == 13 for w in more)  # the average


def test_a_typed_pattern_names_them(window, qtbot):
    dock = _open_dock(window, qtbot)
    qtbot.keyClicks(dock.search_edit, "wolf")
    assert dock.select_monster("Wolf")
    dock.add_to_fight()
    adding = dock.add_dialog
    adding.names_edit.clear()
    qtbot.keyClicks(adding.names_edit, "#. vlk")
    adding.count.setValue(2)
    assert adding.names() == ["1. vlk", "2. vlk"]
    adding.names_edit.clear()
    qtbot.keyClicks(adding.names_edit, "Vlk 3-5")
    assert adding.count.value() == 3 and adding.names() == ["Vlk 3", "Vlk 4", "Vlk 5"]


def test_reinforcements_take_monsters_from_the_bestiary(window, qtbot):
    party = _party_of_level_seven(window)
    page = window.combat_area
    window.tabs.setCurrentWidget(page)
    from campaign_manager.storage.encounters import roster_combatant

    page.create_fight("U brodu", [roster_combatant(i) for i in party])
    page.start_action.trigger()
    page.panel.reinforcements.open_dialog()
    dialog = page.panel.dialog
    _pick_monster(dialog, qtbot, "orc", "Orc", 2)
    assert "Encounter level" not in dialog.balance.text() or not dialog.balance.isVisible()
    dialog.ok_button.click()
    join = page.panel.dialog
    assert isinstance(join, JoinInitiativeDialog) and len(join.rolls) == 2
    join.accept()
    state = window.session.combat.state
    orcs = _combatants_named(state, "Orc")
    assert sorted(o["name"] for o in orcs) == ["Orc 1", "Orc 2"]
    assert all(o["sheet"]["wounds"] == 12 and o["id"] in state["order"] for o in orcs)


def test_enter_in_the_bestiary_box_adds_the_typed_monster_not_the_fight(window, qtbot):
    dialog = NewEncounterDialog(roster_records(), parent=window.combat_area.fights)
    qtbot.addWidget(dialog)
    dialog.show()
    box = dialog.monster_source
    box.setEditText("troll")  # its whole name, in another case
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
    box.setEditText("winter w")  # a part of one name only
    dialog.monster_count.setValue(2)
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
    box.setEditText("skeleton")  # a part of many: nothing added
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.result() == 0
    names = [dialog.extras.item(r, 2).text() for r in range(dialog.extras.rowCount())]
    assert names == ["Troll 1", "Winter Wolf 1–2"]
