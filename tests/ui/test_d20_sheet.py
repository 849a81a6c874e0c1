"""The d20 stamina sheet editor, driven through its real widgets in the main window."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel

from campaign_manager.storage.models import Character
from campaign_manager.systems.d20 import validate_sheet
from campaign_manager.ui.systems.d20.dialogs import (
    DamageDialog,
    DamageRequest,
    HealingDialog,
    HealingRequest,
    RollDialog,
)
from campaign_manager.ui.systems.d20.editor import D20SheetEditor

FIGHTER = {
    "kind": "character",
    "classes": [{"class": "fighter", "levels": 3, "rolls": [7, 5]}],
    "con": 15,
    "dex_modifier": 1,
}  # stamina 12 + 9 + 7 = 28, wound points 15
SKELETON = {"kind": "monster", "hit_points": 6, "hit_dice": 1, "con": None, "size": "medium"}
TROLL = {
    "kind": "monster",
    "hit_points": 63,
    "hit_dice": 6,
    "con": 23,
    "size": "large",
    "regeneration": 5,
    "cr": "5",
}


@pytest.fixture
def campaign_system():
    return "d20"


def open_sheet(window, sheet: dict, name: str = "Bořek", kind: str = "pc") -> D20SheetEditor:
    row = Character.create(name=name, kind=kind, sheet=validate_sheet(sheet))
    window.roster.set_session(window.session)
    window.open_character(row.id)
    editor = window.character_area.sheet_editor
    assert isinstance(editor, D20SheetEditor)
    editor.rng = random.Random(7)
    return editor


def stored(editor: D20SheetEditor) -> dict:
    return Character.get_by_id(editor.character_id).sheet


def shown_badges(editor: D20SheetEditor) -> list[str]:
    return [
        label.objectName().removeprefix("badge_")
        for label in editor.state.findChildren(QLabel)
        if label.objectName().startswith("badge_") and label.isVisibleTo(editor)
    ]


def answer_dialogs(qtbot, *handlers):
    """Handle the next modal dialogs in order: each handler gets the dialog and accepts it."""
    pending = list(handlers)
    seen: list = []

    def tick():
        dialog = QApplication.activeModalWidget()
        if dialog is not None and dialog not in seen and pending:
            seen.append(dialog)
            pending.pop(0)(dialog)
        if pending:
            QTimer.singleShot(10, tick)

    QTimer.singleShot(0, tick)
    return seen


def test_critical_hit_fatigues_and_a_failed_stun_save_stuns(window, qtbot):
    editor = open_sheet(window, FIGHTER)

    def damage(dialog):
        assert isinstance(dialog, DamageDialog)
        assert not dialog.bypasses.isVisibleTo(dialog)  # no regeneration
        dialog.amount.setValue(4)
        # on its box (the row is as wide as the dialog, the box and its words at the left)
        box = QPoint(8, dialog.critical.height() // 2)
        qtbot.mouseClick(dialog.critical, Qt.MouseButton.LeftButton, pos=box)
        dialog.accept()

    headings = []

    def save(dialog):
        assert isinstance(dialog, RollDialog)
        headings.append(dialog.findChildren(QLabel)[0].text())
        dialog.total.setValue(3)
        dialog.accept()

    answer_dialogs(qtbot, damage, save)
    qtbot.mouseClick(editor.state.damage_button, Qt.MouseButton.LeftButton)

    sheet = stored(editor)
    assert (sheet["stamina"], sheet["wounds"]) == (28, 11)  # stamina left, still a crit
    assert sheet["conditions"] == ["fatigued", "stunned"]
    assert sheet["pending_saves"] == []
    assert "Fortitude save DC 9" in headings[0] and "against stun" in headings[0]
    assert shown_badges(editor) == ["fatigued", "stunned"]
    assert editor.state.wounds.value.text() == "11 / 15"
    log = editor.log_lines()
    assert log[0] == "Critical hit: 4 damage"
    assert "Fatigued: first loss of wound points (Hit to the body)." in log
    assert "Fortitude DC 9 or stunned for 1 round (Hit to the body)." in log
    assert any(line.startswith("Stunned for 1 round") for line in log)
    assert editor.state.help_button.isEnabled()


def test_a_save_left_for_later_is_listed_then_resolved(window, qtbot):
    editor = open_sheet(window, FIGHTER)
    editor.ask_damage = lambda: DamageRequest(3, "critical")
    editor.ask_save = lambda kind, dc: None
    qtbot.mouseClick(editor.state.damage_button, Qt.MouseButton.LeftButton)
    assert stored(editor)["pending_saves"] == [["stun", 8]]
    assert editor.state.saves.item(0).text() == "DC 8 — against stun (Hit to the body)"
    asked = []
    editor.ask_save = lambda kind, dc: asked.append((kind, dc)) or 20
    qtbot.mouseClick(editor.state.resolve_button, Qt.MouseButton.LeftButton)
    assert asked == [("stun", 8)]
    assert stored(editor)["pending_saves"] == []
    assert stored(editor)["conditions"] == ["fatigued"]
    assert "Fortitude save against stun (Hit to the body): 20 vs DC 8, success." in (
        editor.log_lines()
    )
    assert editor.state.no_saves.isVisibleTo(editor)


def test_save_dialog_rolls_d20_plus_the_fortitude_bonus(window, qtbot):
    editor = open_sheet(window, FIGHTER)
    editor.rng = random.Random(1)
    expected = random.Random(1).randint(1, 20) + 4
    dialog = editor.save_dialog("stun", 9)
    qtbot.addWidget(dialog)
    dialog.bonus.setValue(4)
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert dialog.total.value() == expected
    assert dialog.rolled.text().endswith(f"= {expected}")


def test_entering_and_rolling_stamina_updates_the_maxima(window, qtbot):
    editor = open_sheet(window, FIGHTER)
    panel = editor.character_panel
    assert editor.stamina_max.text() == "28"
    assert panel.selected_row() == 0
    assert [box.value() for box in panel.roll_spins] == [7, 5]
    panel.roll_spins[0].setValue(10)
    assert stored(editor)["classes"][0]["rolls"] == [10, 5]
    assert stored(editor)["stamina"] == 31  # unhurt: the new maximum
    assert editor.stamina_max.text() == "31"
    assert "2nd level (fighter): d10 roll 10 + Con 2 = 12" in editor.stamina_max.toolTip()
    assert editor.stamina_how.text() == "By level: 12 + 12 + 7 = 31"

    panel.levels.setValue(4)
    rolls = stored(editor)["classes"][0]["rolls"]
    assert len(rolls) == 3 and rolls[:2] == [10, 5]
    assert any(line.startswith("Level 4 (fighter): rolled") for line in editor.log_lines())
    assert len(panel.roll_spins) == 3

    panel.new_class.setCurrentIndex(panel.new_class.findData("wizard"))
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    classes = stored(editor)["classes"]
    assert [c["class"] for c in classes] == ["fighter", "wizard"] and len(classes[1]["rolls"]) == 1
    assert panel.selected_row() == 1
    assert panel.model.rowCount() == 2

    editor.rng = random.Random(99)
    before = stored(editor)["classes"][0]["rolls"]
    panel.select_row(0)
    qtbot.mouseClick(panel.roll_button, Qt.MouseButton.LeftButton)
    after = stored(editor)["classes"][0]["rolls"]
    assert len(after) == 3 and after != before


def test_con_change_keeps_the_damage_taken(window, qtbot):
    hurt = {**FIGHTER, "stamina": 20, "wounds": 12}
    editor = open_sheet(window, hurt)
    editor.character_panel.con.setValue(17)
    sheet = stored(editor)
    assert (sheet["stamina"], sheet["wounds"]) == (23, 14)  # +1 Con mod ×3 levels, Con 17
    assert editor.character_panel.con_modifier.text() == "modifier +3"


def test_monster_without_con_is_never_fatigued_or_stunned(window, qtbot):
    editor = open_sheet(window, SKELETON, name="Kostlivec", kind="npc")
    assert editor.monster_panel.isVisibleTo(editor)
    assert not editor.character_panel.isVisibleTo(editor)
    assert editor.monster_panel.no_con.isChecked()
    editor.ask_damage = lambda: DamageRequest(4, "critical")
    editor.ask_save = lambda kind, dc: pytest.fail(f"asked for a {kind} save")
    qtbot.mouseClick(editor.state.damage_button, Qt.MouseButton.LeftButton)
    sheet = stored(editor)
    assert (sheet["stamina"], sheet["wounds"]) == (0, 2)
    assert sheet["conditions"] == [] and sheet["pending_saves"] == []
    assert shown_badges(editor) == []
    assert editor.state.no_conditions.isVisibleTo(editor)


def test_monster_entry_edits_and_variant_cr(window, qtbot):
    editor = open_sheet(window, TROLL, name="Troll", kind="npc")
    panel = editor.monster_panel
    assert panel.variant_cr.text() == "variant CR <b>5</b>"
    panel.size.setCurrentIndex(panel.size.findData("gargantuan"))
    panel.size.activated.emit(panel.size.currentIndex())
    assert stored(editor)["size"] == "gargantuan"
    assert editor.wounds_max.text() == "92"  # Con 23 × 4
    assert panel.variant_cr.text() == "variant CR <b>6</b>"
    assert "Gargantuan with Con +1" in panel.variant_cr.toolTip()
    panel.cr.setText("1/2")
    panel.cr.editingFinished.emit()
    assert stored(editor)["cr"] == "1/2"
    qtbot.mouseClick(panel.no_con, Qt.MouseButton.LeftButton)
    sheet = stored(editor)
    assert sheet["con"] is None and sheet["stamina"] == 0 and sheet["wounds"] == 63
    panel.cr.setText("abc")
    panel.cr.editingFinished.emit()
    assert stored(editor)["cr"] == "1/2"


def test_a_bad_challenge_rating_is_refused_with_its_message(window, qtbot, messages):
    editor = open_sheet(window, TROLL, name="Troll", kind="npc")
    editor.monster_panel.cr.setText("abc")
    editor.monster_panel.cr.editingFinished.emit()
    assert messages.titles() == ["Not allowed by the rules"]
    assert "cr" in messages.shown[0][2]
    assert stored(editor)["cr"] == "5"
    assert editor.monster_panel.cr.text() == "5"


def test_regenerating_troll_and_an_attack_that_bypasses_it(window, qtbot):
    editor = open_sheet(window, TROLL, name="Troll", kind="npc")

    def damage(dialog):
        assert dialog.bypasses.isVisibleTo(dialog)
        dialog.set_values(DamageRequest(12, "normal", bypasses_regeneration=True))
        dialog.accept()

    def save(dialog):
        assert "DC 22" in dialog.findChildren(QLabel)[0].text()
        dialog.total.setValue(5)  # fails: 12 wound damage
        dialog.accept()

    def stun(dialog):
        dialog.total.setValue(30)
        dialog.accept()

    answer_dialogs(qtbot, damage, save, stun)
    qtbot.mouseClick(editor.state.damage_button, Qt.MouseButton.LeftButton)
    sheet = stored(editor)
    assert (sheet["stamina"], sheet["wounds"]) == (63, 11)
    assert sheet["conditions"] == ["fatigued"]


def test_undo_restores_the_previous_sheet(window, qtbot):
    editor = open_sheet(window, FIGHTER)
    before = stored(editor)
    editor.ask_damage = lambda: DamageRequest(30, "normal")
    editor.ask_save = lambda kind, dc: 1
    qtbot.mouseClick(editor.state.damage_button, Qt.MouseButton.LeftButton)
    assert stored(editor) != before
    assert window.menus.undo_action.toolTip() == "Undo Bořek: Hit: 30 damage"  # names the character
    window.menus.undo_action.trigger()
    assert stored(editor) == before
    assert editor.state.stamina.value.text() == "28 / 28"
    assert shown_badges(editor) == []


def test_healing_dialog_fixed_amount_heals_wound_points_first(window, qtbot):
    editor = open_sheet(window, {**FIGHTER, "stamina": 20, "wounds": 12})

    def heal(dialog):
        assert isinstance(dialog, HealingDialog)
        qtbot.mouseClick(dialog.mode_buttons["fixed"], Qt.MouseButton.LeftButton)
        assert dialog.amount.isEnabled() and not dialog.dice.isEnabled()
        dialog.amount.setValue(5)
        dialog.accept()

    answer_dialogs(qtbot, heal)
    qtbot.mouseClick(editor.state.heal_button, Qt.MouseButton.LeftButton)
    sheet = stored(editor)
    assert (sheet["stamina"], sheet["wounds"]) == (22, 15)


@pytest.mark.parametrize(
    ("request_", "expected"),
    [
        (HealingRequest("hours", hours=2), (26, 12)),  # 1 per hour per level (3)
        (HealingRequest("night"), (20, 15)),  # 3 per night, fatigue cause none
        (HealingRequest("spell", dice=5, bonus=2), (25, 14)),
    ],
)
def test_other_kinds_of_healing(window, qtbot, request_, expected):
    editor = open_sheet(window, {**FIGHTER, "stamina": 20, "wounds": 12})
    editor.ask_healing = lambda: request_
    qtbot.mouseClick(editor.state.heal_button, Qt.MouseButton.LeftButton)
    sheet = stored(editor)
    assert (sheet["stamina"], sheet["wounds"]) == expected


def test_dying_creature_saves_at_the_start_of_its_turn(window, qtbot):
    dying = {
        **FIGHTER,
        "stamina": 0,
        "wounds": 0,
        "conditions": ["unconscious", "dying"],
    }
    editor = open_sheet(window, dying)
    assert shown_badges(editor) == ["unconscious", "dying"]
    assert editor.state.heal_check_button.isEnabled()
    asked = []
    editor.ask_save = lambda kind, dc: asked.append((kind, dc)) or 16  # by 6: stable
    qtbot.mouseClick(editor.state.start_turn_button, Qt.MouseButton.LeftButton)
    assert asked == [("dying", 10)]
    assert stored(editor)["conditions"] == ["unconscious", "stable"]
    editor.ask_save = lambda kind, dc: asked.append((kind, dc)) or 15  # by 5: awake
    qtbot.mouseClick(editor.state.hour_button, Qt.MouseButton.LeftButton)
    assert asked[-1] == ("stable", 10)
    assert stored(editor)["conditions"] == ["disabled"]
    assert "Stable: Fortitude DC 10; on a failure it starts dying again." in editor.log_lines()


def test_a_refused_action_names_the_rule(window, qtbot, messages):
    waiting = {
        **FIGHTER,
        "stamina": 0,
        "wounds": 0,
        "conditions": ["unconscious", "dying"],
        "pending_saves": [["dying", 10]],
        "dying_rounds": 1,
    }
    editor = open_sheet(window, waiting)
    qtbot.mouseClick(editor.state.start_turn_button, Qt.MouseButton.LeftButton)
    assert messages.shown == [
        ("warning", "Not allowed by the rules", "Resolve the pending dying save first.")
    ]
    assert stored(editor)["dying_rounds"] == 1


def test_heal_check_stabilises_and_conditions_marked_by_hand(window, qtbot):
    dying = {**FIGHTER, "stamina": 0, "wounds": 0, "conditions": ["unconscious", "dying"]}
    editor = open_sheet(window, dying)
    editor.ask_heal_check = lambda: 17
    qtbot.mouseClick(editor.state.heal_check_button, Qt.MouseButton.LeftButton)
    assert stored(editor)["conditions"] == ["unconscious", "stable"]
    assert stored(editor)["tended"] is True
    editor.state.mark_actions["fatigued"].trigger()
    assert "fatigued" in stored(editor)["conditions"]
    editor.state.mark_actions["fatigued"].trigger()
    assert "fatigued" not in stored(editor)["conditions"]


def test_switching_to_a_monster_asks_and_undoes(window, qtbot, messages):
    editor = open_sheet(window, FIGHTER)
    combo = editor.kind_combo
    combo.setCurrentIndex(combo.findData("monster"))
    combo.activated.emit(combo.currentIndex())
    assert messages.shown[0][0] == "question"
    assert stored(editor)["kind"] == "monster"
    assert editor.monster_panel.isVisibleTo(editor)
    window.menus.undo_action.trigger()
    assert stored(editor)["kind"] == "character"
    assert editor.character_panel.isVisibleTo(editor)
    assert combo.currentData() == "character"


def test_log_is_cleared_for_another_character(window, qtbot):
    editor = open_sheet(window, FIGHTER)
    editor.ask_damage = lambda: DamageRequest(2, "normal")
    qtbot.mouseClick(editor.state.damage_button, Qt.MouseButton.LeftButton)
    assert editor.log_lines()[:2] == ["Hit: 2 damage", "Stamina −2 (26 left)."]
    open_sheet(window, SKELETON, name="Kostlivec", kind="npc")
    assert editor.log_lines() == []


def test_class_model_passes_the_model_tester(window, qtmodeltester):
    sheet = {
        "kind": "character",
        "classes": [
            {"class": "warrior", "levels": 2, "rolls": []},
            {"class": "fighter", "levels": 2, "rolls": [6, 9]},
            {"class": "wizard", "levels": 1, "rolls": [3]},
        ],
        "con": 14,
    }
    editor = open_sheet(window, sheet, name="Ota", kind="npc")
    model = editor.character_panel.model
    qtmodeltester.check(model)
    rows = [
        [model.data(model.index(r, c)) for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]
    assert rows[0] == ["warrior", "—", "2 (level 1–2)", "none (NPC class)", "0"]
    assert rows[1] == ["fighter", "d10", "2 (level 3–4)", "6, 9", "19"]
    assert "5th level (wizard): d4 roll 3 + Con 2 = 5" in model.data(
        model.index(2, 0), Qt.ItemDataRole.ToolTipRole
    )


def test_printed_sheet_and_pdf(window, qtbot, tmp_path):
    editor = open_sheet(window, {**FIGHTER, "wounds": 10, "conditions": ["fatigued"]})
    html = editor.printable_html()
    assert "fighter" in html and "max 10, 7, 5" in html
    assert "fatigued" in html and "28" in html
    assert "1st level (fighter): d10 max 10 + Con 2 = 12" in html
    path = window.character_area.export_pdf(tmp_path / "borek.pdf")
    assert path.read_bytes().startswith(b"%PDF")
    monster = open_sheet(window, {**SKELETON, "cr": "1/3"}, name="Kostlivec", kind="npc")
    html = monster.printable_html()
    assert "1/2 (book 1/3)" in html and "Wound points = hit points 6" in html


def test_keyboard_steps_a_stamina_roll(window, qtbot):
    editor = open_sheet(window, FIGHTER)
    box = editor.character_panel.roll_spins[1]
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Up)
    assert stored(editor)["classes"][0]["rolls"] == [7, 6]
    assert editor.stamina_max.text() == "29"
    assert editor.character_panel.roll_spins[1] is box  # kept, so the focus stays


def test_campaign_setting_decides_whether_a_stable_creature_hit_again_is_dying(
    window, qtbot, monkeypatch
):
    from campaign_manager.ui.dialogs import system_settings
    from campaign_manager.ui.systems.d20.dialogs import DamageRequest

    stable = {**FIGHTER, "stamina": 0, "wounds": 0, "conditions": ["unconscious", "stable"]}
    editor = open_sheet(window, stable)
    editor.ask_damage = lambda: DamageRequest(2)
    qtbot.mouseClick(editor.state.damage_button, Qt.MouseButton.LeftButton)
    assert "dying" in stored(editor)["conditions"]  # the shipped ruling

    window.menus.undo_action.trigger()
    assert "dying" not in stored(editor)["conditions"]

    def answer(dialog):
        assert "ruling" in " ".join(label.text() for label in dialog.findChildren(QLabel))
        dialog.checks["hit_while_stable_starts_dying"].setChecked(False)
        return True

    monkeypatch.setattr(system_settings, "run_dialog", answer)
    window.menus.rules_settings_action.trigger()
    assert window.session.campaign.info.settings["d20"]["hit_while_stable_starts_dying"] is False
    qtbot.mouseClick(editor.state.damage_button, Qt.MouseButton.LeftButton)
    assert "dying" not in stored(editor)["conditions"]
    assert "stable" in stored(editor)["conditions"]


def test_a_hit_logs_in_the_undo_step_and_the_log_survives_reopening(window, qtbot):
    editor = open_sheet(window, FIGHTER)
    editor.ask_damage = lambda: DamageRequest(2, "normal")
    qtbot.mouseClick(editor.state.damage_button, Qt.MouseButton.LeftButton)
    editor.ask_damage = lambda: DamageRequest(5, "normal")
    qtbot.mouseClick(editor.state.damage_button, Qt.MouseButton.LeftButton)
    assert editor.log_lines() == [
        "Hit: 2 damage",
        "Stamina −2 (26 left).",
        "Hit: 5 damage",
        "Stamina −5 (21 left).",
    ]
    window.menus.undo_action.trigger()
    assert editor.log_lines() == ["Hit: 2 damage", "Stamina −2 (26 left)."]
    assert editor.state.stamina.value.text() == "26 / 28"
    window.menus.redo_action.trigger()
    assert editor.log_lines()[-1] == "Stamina −5 (21 left)."
    window.menus.undo_action.trigger()
    assert stored(editor)["stamina"] == 26

    character_id, path = editor.character_id, window.session.campaign.path
    window.close_campaign()
    assert window.open_campaign(path)
    window.open_character(character_id)
    reopened = window.character_area.sheet_editor
    assert reopened.log_lines() == ["Hit: 2 damage", "Stamina −2 (26 left)."]
    assert reopened.state.stamina.value.text() == "26 / 28"


def test_log_lines_carry_both_languages(window, qtbot):
    editor = open_sheet(window, FIGHTER)
    editor.ask_damage = lambda: DamageRequest(3, "critical")
    editor.ask_save = lambda kind, dc: 20
    qtbot.mouseClick(editor.state.damage_button, Qt.MouseButton.LeftButton)
    records = window.session.event_log(character=editor.character_id).records()
    assert records[0].kind == "action"
    assert (records[0].cs, records[0].en) == ("Kritický zásah: zranění 3", "Critical hit: 3 damage")
    assert all(record.character == editor.character_id for record in records)
    assert any(record.cs.startswith("Záchrana na Výdrž") for record in records)


def test_the_save_dialog_label_is_a_buddy_not_a_literal_ampersand(window, qtbot):
    editor = open_sheet(window, FIGHTER)
    dialog = editor.save_dialog("stun", 9)
    qtbot.addWidget(dialog)
    labels = [label for label in dialog.findChildren(QLabel) if "Fortitude bonus" in label.text()]
    assert labels and labels[0].buddy() is dialog.bonus


def test_the_sheet_keeps_the_saves_and_prefills_the_save_dialog(window, qtbot):
    editor = open_sheet(window, FIGHTER)
    saves = editor.character_panel.saves
    # fighter 3: Fort 3 + Con 2, Ref 1 + Dex 1, Will 1
    assert {s: box.value() for s, box in saves.boxes.items()} == {
        "fortitude": 5,
        "reflex": 2,
        "will": 1,
    }
    assert saves.origins["fortitude"].text() == "worked out"
    assert not saves.reset_buttons["fortitude"].isEnabled()
    saves.wis.setValue(2)
    assert stored(editor)["wis_modifier"] == 2 and saves.boxes["will"].value() == 3
    saves.boxes["fortitude"].setValue(8)  # a feat the sheet does not know of
    assert stored(editor)["fortitude"] == 8
    assert saves.origins["fortitude"].text() == "typed"
    dialog = editor.save_dialog("stun", 9)
    qtbot.addWidget(dialog)
    assert dialog.bonus.value() == 8
    window.menus.undo_action.trigger()
    assert "fortitude" not in stored(editor) and saves.boxes["fortitude"].value() == 5
    window.menus.redo_action.trigger()
    qtbot.mouseClick(saves.reset_buttons["fortitude"], Qt.MouseButton.LeftButton)
    assert "fortitude" not in stored(editor) and saves.boxes["fortitude"].value() == 5
    dialog = editor.save_dialog("stun", 9)
    qtbot.addWidget(dialog)
    assert dialog.bonus.value() == 5


def test_a_monster_sheet_types_its_saves(window):
    editor = open_sheet(window, TROLL, "Trol", "npc")
    saves = editor.monster_panel.saves
    assert saves.boxes["fortitude"].value() == 6  # Con 23 alone
    saves.boxes["fortitude"].setValue(11)
    assert stored(editor)["fortitude"] == 11


def test_the_printed_sheet_lists_the_three_saves(window, qtbot):
    editor = open_sheet(window, {**FIGHTER, "reflex": 6})
    html = editor.printable_html()
    assert "<h2>Saves</h2>" in html
    # fighter 3: Fort 3 + Con 2 = +5 worked out, Reflex typed +6, Will 1 worked out
    for save, bonus, how in (("Fortitude", "+5", "worked out"), ("Reflex", "+6", "typed")):
        assert f"<td>{save}</td><td>{bonus}</td><td>{how}</td>" in html.replace("\n", "")
    assert "<td>Will</td><td>+1</td>" in html.replace("\n", "")
    monster = open_sheet(window, TROLL, "Trol", "npc")
    assert "<td>Fortitude</td><td>+6</td>" in monster.printable_html().replace("\n", "")
