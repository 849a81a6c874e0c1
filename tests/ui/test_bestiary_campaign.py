"""The campaign's own bestiary from the dock: save a monster (a copy), edit it (a dialog
that refuses in words what the rules do not take), make a new one, delete one; each one
undo step; the dock lists them with the SRD's, marked, and adds them to a fight."""

from __future__ import annotations

import pytest

from campaign_manager.storage.templates import monster_records
from campaign_manager.systems import get_system
from campaign_manager.ui import i18n
from campaign_manager.ui.bestiary.dock import BestiaryDock
from campaign_manager.ui.systems.d20.monster_dialog import MonsterDialog


@pytest.fixture
def campaign_system():
    return "d20"


def _dock(window, qtbot) -> BestiaryDock:
    window.bestiary_dock.toggleViewAction().trigger()
    dock = window.bestiary_dock
    qtbot.waitUntil(lambda: dock.isVisible() and dock.model.rowCount() > 500)
    return dock


def _listed(dock) -> list[str]:
    return [dock.model.index(r, 0).data() for r in range(dock.model.rowCount())]


def test_save_edit_and_undo_a_campaign_monster(window, qtbot):
    dock = _dock(window, qtbot)
    qtbot.keyClicks(dock.search_edit, "troll")
    assert dock.select_monster("Troll")
    assert not dock.delete_button.isEnabled() and dock.edit_button.text() == "&Edit a copy…"
    assert dock.save_to_campaign() is not None
    assert "Troll · campaign" in _listed(dock)
    assert dock.current_monster().template_id is not None  # the copy is chosen
    assert dock.edit_button.text() == "&Edit…" and dock.delete_button.isEnabled()

    dialog = dock.edit_monster()
    assert isinstance(dialog, MonsterDialog)
    dialog.name_cs_edit.setText("Jeskynní troll")
    dialog.cr_edit.setText("lots")
    dialog.ok_button.click()
    assert dialog.isVisible()  # refused, in words, nothing saved
    assert dialog.problem.text() == "CR: must be a CR such as '1/2' or '5'."
    dialog.cr_edit.setText("6")
    dialog.abilities["con"].setValue(0)  # no Con
    dialog.attacks_edit.setPlainText("2× Claw 1d6\n3×")
    dialog.ok_button.click()
    assert dialog.isVisible()
    assert dialog.problem.text() == (
        "Natural attacks: line 2 is not an attack; write e.g. '2× Claw 1d6'."
    )
    dialog.attacks_edit.setPlainText("2× Claw 1d6\nBite 1d8")
    dialog.ok_button.click()
    assert not dialog.isVisible()
    [record] = monster_records("d20")
    assert record.sheet["name_cs"] == "Jeskynní troll" and record.sheet["cr"] == "6"
    assert record.sheet["abilities"]["con"] is None
    dock.search_edit.clear()
    qtbot.keyClicks(dock.search_edit, "jeskyn")
    assert _listed(dock) == ["Troll · campaign"]
    assert dock.select_monster("Troll · campaign")
    assert "no Con" in dock.stat_block.toPlainText()
    dock.table.setFocus()  # (in the search field, undo takes back what was typed there)
    window.menus.undo_action.trigger()  # the edit
    assert monster_records("d20")[0].sheet["cr"] == "5"
    window.menus.undo_action.trigger()  # the copy
    assert monster_records("d20") == []
    dock.search_edit.clear()
    qtbot.keyClicks(dock.search_edit, "troll")
    assert _listed(dock) == ["Skeleton (Troll)", "Troll"]


def test_a_new_monster_joins_a_fight_and_is_deleted(window, qtbot):
    dock = _dock(window, qtbot)
    dialog = dock.new_monster()
    dialog.name_edit.setText("Bog goblin")
    dialog.name_cs_edit.setText("Bahenní skřet")
    dialog.dice_edit.setText("many")
    dialog.ok_button.click()
    assert dialog.isVisible() and dialog.problem.text().startswith("Hit Dice: ")
    dialog.dice_edit.setText("2")
    dialog.regeneration.setValue(2)
    dialog.ok_button.click()
    assert not dialog.isVisible()
    monster = dock.current_monster()
    assert monster.name == "Bog goblin" and monster.regeneration == 2
    dock.add_to_fight()
    dock.add_dialog.count.setValue(2)
    dock.add_dialog.ok_button.click()
    state = window.session.combat.state
    made = sorted(c["name"] for c in state["combatants"].values())
    assert made == ["Bog goblin 1", "Bog goblin 2"]
    assert all(c["sheet"]["regeneration"] == 2 for c in state["combatants"].values())
    assert dock.delete_monster()
    assert monster_records("d20") == []
    assert not any("campaign" in name for name in _listed(dock))


def test_the_monster_dialog_refuses_in_czech(qtbot, qapp):
    i18n.install(qapp, "cs")
    try:
        bestiary = get_system("d20").bestiary
        dialog = MonsterDialog(bestiary.new_entry(), "m")
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.cr_edit.setText("hodně")
        dialog.ok_button.click()
        assert dialog.problem.text() == "NB: musí být NB, např. „1/2“ nebo „5“."
        dialog.cr_edit.setText("1")
        dialog.attacks_edit.setPlainText("2× Drápy 1k6\n3×")
        dialog.ok_button.click()
        assert dialog.problem.text().endswith("řádek 2 není útok; pište např. „2× Drápy 1k6“.")
    finally:
        i18n.install(qapp, "en")


def test_an_edit_of_one_monster_reads_only_that_one(campaign):
    """Work per edit does not grow with the campaign's bestiary."""
    from campaign_manager.storage.changes import Batch
    from campaign_manager.storage.templates import AddTemplate, UpdateTemplate, monster_values
    from campaign_manager.systems.d20.bestiary import srd_monster
    from campaign_manager.ui.bestiary.campaign import CampaignMonsters

    real = get_system("d20").bestiary
    made: list[int] = []

    class Counting:
        def campaign_monster(self, template_id, *args):
            made.append(template_id)
            return real.campaign_monster(template_id, *args)

    wolf = real.entry(srd_monster("wolf"))
    adds = [AddTemplate(monster_values("d20", {**wolf, "name": f"Wolf {i}"})) for i in range(30)]
    Batch(adds).apply(campaign)

    class Session:
        class system:  # what the reader asks of a session
            key = "d20"

    own = CampaignMonsters(Session(), Counting())
    assert len(own.read()) == 30 and len(made) == 30
    made.clear()
    UpdateTemplate(adds[7].id, {"name": "Alpha wolf"}).apply(campaign)
    names = [m.name for m in own.read()]
    assert made == [adds[7].id] and names[0] == "Alpha wolf" and len(names) == 30


def test_the_campaigns_monsters_go_to_a_file_and_come_back(window, qtbot, tmp_path, messages):
    from campaign_manager.ui.bestiary import campaign

    dock = _dock(window, qtbot)
    qtbot.keyClicks(dock.search_edit, "troll")
    assert dock.select_monster("Troll")
    dock.save_to_campaign()
    path = tmp_path / "monsters.json"
    assert campaign.export_to(dock, path)
    assert dock.delete_monster() and monster_records("d20") == []
    assert campaign.import_file(dock, path) == 1
    [record] = monster_records("d20")
    assert (record.name, record.sheet["regeneration"]) == ("Troll", 5)
    assert "Troll · campaign" in _listed(dock)
    path.write_text(path.read_text(encoding="utf-8").replace('"con": 23', '"con": "lots"'))
    assert campaign.import_file(dock, path) == 0  # a bad file adds nothing, says why
    assert len(monster_records("d20")) == 1
    assert messages.shown[-1][1] == "The monsters were not imported"
    assert "abilities.con" in messages.shown[-1][2]


def test_add_to_fight_and_the_left_out_count_speak_czech(qtbot, qapp):
    from campaign_manager.ui.bestiary.add_dialog import AddToFightDialog
    from campaign_manager.ui.systems.d20.fight_balance import describe

    i18n.install(qapp, "cs")
    try:
        dialog = AddToFightDialog("Vlk", ["Vlk 1"], "U brodu", True)
        qtbot.addWidget(dialog)
        dialog.count.setValue(6)
        assert dialog.summary.text() == "6× Vlk"
        assert dialog.names_edit.text() == "Vlk 2–7"
        assert dialog.undo_text() == "Z bestiáře: 6× Vlk"
        assert "probíhajícího boje „U brodu“" in dialog.where.text()
        assert describe([], [{}, {}]).endswith("(2 protivníci bez nebezpečnosti vynecháni)")
    finally:
        i18n.install(qapp, "en")
