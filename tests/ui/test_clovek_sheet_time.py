"""Campaign time for the whole Člověk party, and feelings, disorders and soul on the sheet,
through the real widgets."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDialogButtonBox

from campaign_manager.storage.models import Character as Row
from campaign_manager.systems.clovek import new_sheet, validate_sheet
from campaign_manager.ui.systems.clovek.dialogs import DisorderDialog, SinDialog
from campaign_manager.ui.systems.clovek.feelings import FeelingsModel
from campaign_manager.ui.systems.clovek.time import (
    DecayDialog,
    ScarChoiceDialog,
    dialog_ask_choice,
    start_time_boundary,
)
from campaign_manager.ui.text import isolate


@pytest.fixture
def campaign_system():
    return "clovek"


def add(name, **changes):
    sheet = new_sheet()
    sheet["attributes"].update(changes.pop("attributes", {}))
    sheet["scars"] = {key: "" for key in sheet["scars"]}
    sheet.update(changes)
    return Row.create(name=name, sheet=validate_sheet(sheet))


def stored(row):
    return Row.get_by_id(row.id).sheet


# -- campaign time ------------------------------------------------------------------------------
def test_start_of_chapter_asks_the_choice_and_heals_the_chosen_scar(window):
    tomas = add("Tomáš", scars={"head": "Ж", "left_leg": "Ж/", "torso": "X", "will": "Ж"})
    lucie = add("Lucie", scars={"fear": "Ж", "right_arm": "X/"})
    window.open_character(tomas.id)
    editor = window.character_area.sheet_editor
    asked = []

    def ask(name, kind, options):
        asked.append((name, kind, options))
        return "left_leg"

    results = start_time_boundary(window.session, "chapter", ask)
    assert asked == [("Tomáš", "physical", ["head", "left_leg"])]
    after = stored(tomas)["scars"]
    assert after["head"] == "Ж_"  # not chosen: stays
    assert after["left_leg"] == "__"  # chosen: its devastating wound heals, the stun too
    assert after["torso"] == "__" and after["will"] == "__"
    assert stored(lucie)["scars"]["fear"] == "__"  # social Ж → X at the scene, then healed
    assert stored(lucie)["scars"]["right_arm"] == "__"
    assert editor.wounds.scars.cards["left_leg"].boxes.marks == "__"
    assert {e.kind for e in results[tomas.id]} == {"healed"}
    assert "Left leg: a devastating wound heals." in editor.wounds.log.lines()  # the log follows
    # the whole party in one undo step
    assert window.menus.undo_action.text().endswith("Start chapter")
    window.menus.undo_action.trigger()
    assert stored(tomas)["scars"]["left_leg"] == "Ж/"
    assert stored(lucie)["scars"]["fear"] == "Ж_"
    assert editor.wounds.scars.cards["left_leg"].boxes.marks == "Ж/"
    assert "Left leg: a devastating wound heals." not in editor.wounds.log.lines()


def test_a_cancelled_choice_changes_nothing(window):
    tomas = add("Tomáš", scars={"head": "Ж", "left_leg": "Ж", "torso": "/"})
    before = stored(tomas)
    steps = window.session.undo_stack.count()
    assert start_time_boundary(window.session, "chapter", lambda *a: None) is None
    assert stored(tomas) == before
    assert window.session.undo_stack.count() == steps


def test_scene_and_book_for_the_party(window):
    tomas = add(
        "Tomáš",
        scars={"torso": "X/", "fear": "Ж"},
        feelings={"Lucie": {"friendship": {"value": 2, "raises": 2, "from_requests": 2}}},
    )
    start_time_boundary(window.session, "scene", lambda *a: pytest.fail("no choice at a scene"))
    assert stored(tomas)["scars"]["torso"] == "X_"
    assert stored(tomas)["scars"]["fear"] == "X_"
    decays = []

    def decay(name, options):
        decays.append((name, options))
        return options

    start_time_boundary(window.session, "book", lambda *a: None, decay)
    assert decays == [("Tomáš", [("Lucie", "friendship")])]
    assert stored(tomas)["scars"]["torso"] == "__"
    assert stored(tomas)["feelings"]["Lucie"]["friendship"]["value"] == 1
    assert start_time_boundary(window.session, "scene", lambda *a: None) == {tomas.id: []}


def test_the_choice_dialogs(qtbot):
    dialog = ScarChoiceDialog("Tomáš", "physical", ["head", "left_leg"])
    qtbot.addWidget(dialog)
    assert dialog.chosen() == "head"
    dialog.choose("left_leg")
    assert dialog.chosen() == "left_leg"
    assert "Tomáš" in dialog.windowTitle()
    decay = DecayDialog("Tomáš", [("Lucie", "friendship"), ("Marta", "desire")])
    qtbot.addWidget(decay)
    decay.boxes[1][0].setChecked(True)
    assert decay.chosen() == [("Marta", "desire")]
    ask = dialog_ask_choice(None)

    def accept_open_dialog():
        from PySide6.QtWidgets import QApplication

        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, ScarChoiceDialog) and widget.isVisible():
                widget.choose("left_leg")
                widget.accept()

    QTimer.singleShot(0, accept_open_dialog)
    assert ask("Tomáš", "physical", ["head", "left_leg"]) == "left_leg"


# -- feelings -------------------------------------------------------------------------------------
def test_feelings_model_passes_the_model_tester(qtmodeltester):
    model = FeelingsModel(lambda target, feeling, value: True)
    entry = {"value": 2, "lasting": 2, "raises": 1, "temporary": 0}
    empty = {"value": 0, "lasting": 0, "raises": 0, "temporary": 0}
    rows = [
        ("Ivana Horká", {"desire": empty, "respect": entry, "friendship": entry, "enmity": empty}),
        ("Radek Vondra", {"desire": empty, "respect": empty, "friendship": empty, "enmity": entry}),
    ]
    names = {"desire": "Touha", "respect": "Respekt", "friendship": "Přátelství"}
    names["enmity"] = "Nepřátelství"
    model.set_rows(rows, names, {})
    qtmodeltester.check(model)
    assert model.data(model.index(0, 2)) == "2   ●○○"
    assert model.data(model.index(0, 2), Qt.ItemDataRole.EditRole) == 2
    model.set_rows(rows[:1], names, {})
    qtmodeltester.check(model)


def test_feelings_toward_a_roster_character(window, qtbot):
    add("Ivana Horká")
    tomas = add("Tomáš Kubíček")
    window.open_character(tomas.id)
    tab = window.character_area.sheet_editor.feelings
    names = [tab.target_combo.itemText(i) for i in range(tab.target_combo.count())]
    assert names == ["Ivana Horká"]  # the campaign's characters, not itself
    tab.target_combo.setCurrentIndex(0)
    tab.add_button.click()
    assert tab.model.targets() == ["Ivana Horká"]
    assert stored(tomas)["feelings"] == {}  # nothing stored until a feeling is set
    index = tab.model.index(0, 3)  # friendship
    tab.table.setCurrentIndex(index)
    tab.table.edit(index)
    editor = tab.table.indexWidget(index) or tab.table.focusWidget()
    editor.setValue(2)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: stored(tomas)["feelings"] != {})
    assert stored(tomas)["feelings"]["Ivana Horká"]["friendship"]["value"] == 2
    tab.table.setCurrentIndex(tab.model.index(0, 4))  # enmity
    tab.raise_button.click()  # opposed: friendship drops first
    feelings = stored(tomas)["feelings"]["Ivana Horká"]
    assert feelings["friendship"]["value"] == 1 and feelings["enmity"]["raises"] == 1
    log = window.character_area.sheet_editor.wounds.log.lines()
    assert any("the opposed feeling drops first" in line for line in log)
    tab.table.setCurrentIndex(tab.model.index(0, 1))  # desire
    tab.hit_button.click()
    assert tab.model.data(tab.model.index(0, 1)).startswith("2 (+2)")
    tab.remove_button.click()
    assert stored(tomas)["feelings"] == {}


def test_a_fourth_request_raise_is_refused(window, messages):
    row = add("Tomáš", feelings={"Marta": {"respect": {"value": 3, "raises": 3}}})
    window.open_character(row.id)
    tab = window.character_area.sheet_editor.feelings
    tab.select("Marta", "respect")
    tab.raise_button.click()
    assert messages.titles() == ["Not allowed by the rules"]
    assert "only three times" in messages.shown[0][2]
    assert stored(row)["feelings"]["Marta"]["respect"]["value"] == 3


# -- disorders and soul --------------------------------------------------------------------------
def test_disorders_add_trigger_and_cure(window, monkeypatch, messages):
    row = add("Jan")
    window.open_character(row.id)
    editor = window.character_area.sheet_editor
    mind = editor.mind
    dialog = DisorderDialog()
    dialog.name_edit.setText("Sociální fobie")
    dialog.trigger_edit.setText("velký dav")
    dialog.permanent.setChecked(True)
    monkeypatch.setattr(editor, "ask_disorder", lambda disorder: dialog.values())
    mind.add_button.click()
    assert stored(row)["disorders"] == [
        {
            "name": "Sociální fobie",
            "permanent": True,
            "effect": "",
            "trigger": "velký dav",
            "triggered": False,
        }
    ]
    mind.add_button.click()  # the same name again
    assert messages.titles() == ["Not allowed by the rules"]
    mind.disorders.setCurrentItem(mind.disorders.topLevelItem(0))
    mind.trigger_button.click()
    assert stored(row)["disorders"][0]["triggered"]
    assert mind.disorders.topLevelItem(0).text(4) == "triggered"
    mind.disorders.setCurrentItem(mind.disorders.topLevelItem(0))
    monkeypatch.setattr(editor, "ask_supernatural_cure", lambda name: False)
    mind.remove_button.click()
    assert len(stored(row)["disorders"]) == 1
    monkeypatch.setattr(editor, "ask_supernatural_cure", lambda name: True)
    mind.remove_button.click()
    assert stored(row)["disorders"] == []


def test_soul_grade_sins_and_the_hold_or_fall_action(window, monkeypatch, messages):
    row = add("Tomáš", attributes={"rozhodnost": 3}, soul={"grade": 4, "sins": {"1": "vražda"}})
    window.open_character(row.id)
    editor = window.character_area.sheet_editor
    mind = editor.mind
    mind.sin_edits[3].setText("zrada")
    mind.sin_edits[3].editingFinished.emit()
    assert stored(row)["soul"]["sins"] == {"1": "vražda", "3": "zrada"}
    assert mind.sin_costs[3].text() == "2 pt"
    assert mind.sin_costs[5].text() == "free"
    # a split that does not add up is refused by the rules core
    monkeypatch.setattr(editor, "ask_sin", lambda: (3, "fall", {"will": 1, "sanity": 0}))
    mind.sin_button.click()
    assert messages.titles() == ["Not allowed by the rules"]
    assert "must add up to 2" in messages.shown[0][2]
    assert stored(row)["soul"]["grade"] == 4
    # falling: stun wounds, one grade down
    monkeypatch.setattr(editor, "ask_sin", lambda: (3, "fall", {"will": 1, "sanity": 1}))
    mind.sin_button.click()
    assert stored(row)["soul"]["grade"] == 3
    assert stored(row)["scars"]["will"] == "/__" and stored(row)["scars"]["sanity"] == "/__"
    assert mind.grade.value() == 3
    # holding: lethal wounds, the grade stays
    monkeypatch.setattr(editor, "ask_sin", lambda: (3, "hold", {"will": 0, "sanity": 1}))
    mind.sin_button.click()
    assert stored(row)["soul"]["grade"] == 3
    assert stored(row)["scars"]["sanity"] == "X/_"
    log = editor.wounds.log.lines()
    assert log[0] == "Set the sin of grade 3"  # every sheet action has its line
    sin = isolate("zrada")  # the player's words, isolated in the line
    assert log.index(f"Sin 3 ({sin}): the soul falls") < log.index(f"Sin 3 ({sin}): the soul holds")
    mind.grade.setValue(5)
    assert stored(row)["soul"]["grade"] == 5


def test_sin_dialog_checks_the_split_with_the_core(qtbot):
    from campaign_manager.systems.clovek import Character

    character = Character.from_sheet({"soul": {"grade": 4, "sins": {"2": "týrání"}}})
    dialog = SinDialog(character, "en")
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.set_values(2, "hold", {"will": 1, "sanity": 1})
    assert "3 points of lethal" in dialog.outcome.text()
    assert not ok.isEnabled()
    dialog.set_values(2, "hold", {"will": 2, "sanity": 1})
    assert ok.isEnabled()
    assert dialog.values() == (2, "hold", {"will": 2, "sanity": 1})
    dialog.set_values(2, "fall", {"will": 2, "sanity": 1})
    assert "falls to 3" in dialog.outcome.text()
    dialog.set_values(5, "hold", {"will": 0, "sanity": 0})
    assert "free" in dialog.outcome.text() and ok.isEnabled()
