"""Templates in the window (issue 41, item 4): a roster character saved as a template
(one undo step), a fight of "5× Stráž" from it, each its own combatant with its own
wounds and none in the roster; the templates dialog renames, deletes, exports and
imports them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.queries import roster_records
from campaign_manager.storage.templates import template_records
from campaign_manager.ui.combat.new_encounter import NewEncounterDialog
from campaign_manager.ui.templates.dialog import TemplatesDialog


@pytest.fixture(params=["dakara", "clovek", "d20"])
def campaign_system(request) -> str:
    return request.param


def _guard(window) -> int:
    npc = next(e for e in window.session.system.demo()["characters"] if e["kind"] == "npc")
    change = AddCharacter({"name": "Stráž", "kind": "npc", "gender": "f", "sheet": npc["sheet"]})
    window.session.perform(change, "add")
    return change.id


def test_save_as_template_then_a_fight_of_five_from_it(window, qtbot):
    guard = _guard(window)
    roster = window.roster
    window.tabs.setCurrentWidget(roster)
    roster.select_id(guard)
    assert roster.templates.save_action.isEnabled()
    roster.templates.save_action.trigger()
    [template] = template_records()
    assert (template.name, template.gender) == ("Stráž", "f")
    window.menus.undo_action.trigger()  # one undo step takes it away
    assert template_records() == []
    window.menus.redo_action.trigger()
    assert [t.id for t in template_records()] == [template.id]

    characters = len(roster_records())
    dialog = NewEncounterDialog(roster_records(), parent=window.combat_area)
    qtbot.addWidget(dialog)
    dialog.extra_source.setCurrentIndex(dialog.extra_source.findData(f"template:{template.id}"))
    dialog.extra_count.setValue(5)
    dialog.add_extra_button.click()
    assert dialog.extras.item(0, 2).text() == "Stráž 1–5"
    combatants = dialog.combatants()
    encounter = window.combat_area.create_fight("U brány", combatants)
    assert encounter is not None
    state = window.session.combat.state
    names = sorted(c["name"] for c in state["combatants"].values())
    assert names == [f"Stráž {n}" for n in range(1, 6)]
    assert all(c["character_id"] is None for c in state["combatants"].values())
    assert len(roster_records()) == characters  # none added to the roster


def test_the_templates_dialog_renames_deletes_exports_and_imports(window, qtbot, tmp_path):
    guard = _guard(window)
    window.roster.select_id(guard)
    window.roster.templates.save_action.trigger()
    dialog = TemplatesDialog(window.session, window)
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 1
    item = dialog.list.item(0)
    item.setText("Strážná")  # as the list's editor commits a rename
    assert template_records()[0].name == "Strážná"
    path = tmp_path / "sablony.json"
    assert dialog.export_to(path)
    dialog.list.setCurrentRow(0)
    dialog.list.item(0).setSelected(True)
    dialog.list.setFocus()
    qtbot.keyClick(dialog.list, Qt.Key.Key_Delete)
    assert template_records() == []
    assert dialog.import_file(path) == 1
    assert [t.name for t in template_records()] == ["Strážná"]
    window.menus.undo_action.trigger()  # the import is one step
    assert template_records() == []


def test_a_bad_templates_file_says_why_and_imports_nothing(window, qtbot, tmp_path, messages):
    dialog = TemplatesDialog(window.session, window)
    qtbot.addWidget(dialog)
    path = tmp_path / "zle.json"
    path.write_text('{"format": "kronikar-templates", "version": 1, "templates": [{}]}')
    assert dialog.import_file(path) == 0
    assert messages.titles() == ["The templates were not imported"]
    assert template_records() == []
