"""The Dakara campaign settings dialog, driven through its real widgets."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.models import CampaignInfo, Character
from campaign_manager.systems.common import RuleError
from campaign_manager.systems.dakara import Catalogue, DakaraSettings, new_sheet
from campaign_manager.ui.systems.dakara.settings import (
    DakaraSettingsDialog,
    apply_dakara_settings,
    edit_dakara_settings,
)
from campaign_manager.ui.systems.dakara.settings import dialog as dialog_module
from campaign_manager.ui.systems.dakara.settings.catalogue_model import RECORD_ROLE


def add_character(window) -> int:
    change = AddCharacter({"name": "Eliška z Rožmberka", "kind": "pc", "sheet": new_sheet()})
    window.session.perform(change, "New character")
    return change.id


def open_dialog(qtbot, window) -> DakaraSettingsDialog:
    dialog = DakaraSettingsDialog(window.session.campaign.info.settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def type_into_spin(qtbot, marked, text: str) -> None:
    """Select the spin box's number and type another, as a user does (Tab commits it)."""
    spin = marked.spin
    spin.setFocus()
    assert spin.hasFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, text)
    qtbot.keyClick(spin, Qt.Key.Key_Tab)  # focus moves on: the number is taken
    assert not spin.hasFocus()


def click_ok(qtbot, dialog) -> None:
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert dialog.result() == QDialog.DialogCode.Accepted


def stored() -> dict:
    return CampaignInfo.get().settings


def names(page) -> list[str]:
    return [row["name"] for row in page.model.rows]


def test_a_new_profesional_budget_reaches_the_open_character_and_undo_restores_it(window, qtbot):
    character = add_character(window)
    window.open_character(character)
    budget = window.character_area.sheet_editor.budget
    assert budget.total_label.text() == "0 / 60 XP"

    dialog = open_dialog(qtbot, window)
    spin = dialog.levels_tab.spins[("profesionál", "budget")]
    assert spin.value == 60 and spin.marked  # the book lost the number: a default
    assert not dialog.levels_tab.spins[("profesionál", "top_two")].marked  # from the text
    type_into_spin(qtbot, spin, "70")
    assert spin.value == 70
    assert not spin.marked  # the GM's own number is no longer marked default
    assert dialog.levels_tab.reset_button.isEnabled()
    click_ok(qtbot, dialog)

    assert apply_dakara_settings(window.session, dialog.result_settings())
    levels = stored()["dakara"]["settings"]["levels"]
    assert levels[1] == {
        "name": "profesionál",
        "budget": {"value": 70, "default": False},
        "top_two": {"value": 3, "default": False},
        "others": {"value": 2, "default": False},
    }
    assert budget.total_label.text() == "0 / 70 XP"  # the open editor reloaded
    window.open_character(character)
    assert window.character_area.sheet_editor.budget.total_label.text() == "0 / 70 XP"
    assert window.session.undo_stack.undoText() == "Campaign rules settings"

    again = open_dialog(qtbot, window)  # the stored value comes back, unmarked
    assert again.levels_tab.spins[("profesionál", "budget")].value == 70
    assert not again.levels_tab.spins[("profesionál", "budget")].marked
    assert not apply_dakara_settings(window.session, again.result_settings())  # unchanged
    assert window.session.undo_stack.count() == 2  # the character and the settings

    window.session.undo_stack.undo()
    assert stored() == {}
    assert window.character_area.sheet_editor.budget.total_label.text() == "0 / 60 XP"
    window.session.undo_stack.redo()
    assert stored()["dakara"]["settings"]["levels"][1]["budget"]["value"] == 70


def test_reset_restores_the_defaults_and_their_marks(window, qtbot):
    dialog = open_dialog(qtbot, window)
    tab = dialog.levels_tab
    assert not tab.reset_button.isEnabled()  # nothing to reset yet
    type_into_spin(qtbot, tab.spins[("veterán", "top_two")], "5")
    tab.start_combo.setCurrentIndex(tab.start_combo.findData("veterán"))
    tab.start_combo.activated.emit(tab.start_combo.currentIndex())
    assert dialog.settings.default_level == "veterán"
    assert not tab.spins[("veterán", "top_two")].marked
    qtbot.mouseClick(tab.reset_button, Qt.MouseButton.LeftButton)
    spin = tab.spins[("veterán", "top_two")]
    assert spin.value == 4 and spin.marked
    assert tab.start_combo.currentData() == "profesionál"
    assert not tab.reset_button.isEnabled()
    assert dialog.result_settings() == {}  # back to what the campaign had: nothing to store


def test_training_rows_are_added_removed_and_marked(window, qtbot):
    dialog = open_dialog(qtbot, window)
    tab = dialog.training_tab
    dialog.tabs.setCurrentWidget(tab)
    assert len(tab.rows) == 5 and all(spin.marked for spin in tab.rows[0][0])
    qtbot.mouseClick(tab.add_button, Qt.MouseButton.LeftButton)
    assert len(tab.rows) == 6
    new_row = tab.rows[-1][0]
    assert [spin.value for spin in new_row] == [200, 6, 6, None]
    assert not any(spin.marked for spin in new_row)  # the GM's row is not a default
    type_into_spin(qtbot, new_row[3], "2")  # initiation limit: shown, optional
    assert dialog.settings.training[-1].initiation == 2
    qtbot.mouseClick(tab.rows[1][1], Qt.MouseButton.LeftButton)  # remove the 60 XP row
    assert [row.min_xp for row in dialog.settings.training] == [0, 90, 120, 160, 200]
    assert len(tab.rows) == 5

    type_into_spin(qtbot, tab.rows[1][0][0], "120")  # two rows cannot start at 120 XP
    assert tab.notice.isVisible()
    assert "120" in tab.notice.text()
    assert tab.rows[1][0][0].value == 90  # the refused number is put back
    type_into_spin(qtbot, tab.rows[1][0][0], "100")
    assert not tab.notice.isVisible()
    click_ok(qtbot, dialog)
    apply_dakara_settings(window.session, dialog.result_settings())
    training = DakaraSettings.from_dict(stored()["dakara"]["settings"]).training
    assert [row.min_xp for row in training] == [0, 100, 120, 160, 200]
    assert training[-1].initiation == 2


def test_currency_rates(window, qtbot):
    dialog = open_dialog(qtbot, window)
    tab = dialog.currency_tab
    dialog.tabs.setCurrentWidget(tab)
    assert tab.st_spin.marked and tab.md_spin.marked
    type_into_spin(qtbot, tab.st_spin, "20")
    assert not tab.st_spin.marked and tab.md_spin.marked
    assert "1 zl = 200 md" in tab.example.text()
    assert dialog.catalogue.currency.st_per_zl == 20  # the catalogue prices with the new rate
    dialog.tabs.setCurrentWidget(dialog.catalogue_tab)
    page = dialog.catalogue_tab.show_kind("shields")
    page.form.name_edit.insert("Pavéza")
    page.form.price.amount.setValue(1)
    page.form.price.unit.setCurrentIndex(page.form.price.unit.findData("zl"))
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    assert dialog.catalogue.shields["Pavéza"].price_md == 200
    click_ok(qtbot, dialog)
    apply_dakara_settings(window.session, dialog.result_settings())
    assert stored()["dakara"]["settings"]["currency"]["st_per_zl"] == {
        "value": 20,
        "default": False,
    }


def test_a_new_spell_is_offered_on_the_characters_spells_page(window, qtbot):
    character = add_character(window)
    window.open_character(character)
    editor = window.character_area.sheet_editor
    assert "Ohnivý bič" not in [row["name"] for row in editor.spells.model.rows]

    dialog = open_dialog(qtbot, window)
    dialog.tabs.setCurrentWidget(dialog.catalogue_tab)
    page = dialog.catalogue_tab.show_kind("spells")
    form = page.form
    form.name_edit.setFocus()
    form.name_edit.insert("Ohnivý bič")
    form.choice.skill.setCurrentIndex(form.choice.skill.findText("Ohnivá magie"))
    form.rating.setValue(3)
    qtbot.keyClick(form.name_edit, Qt.Key.Key_Return)  # Enter in the form adds, not closes
    assert dialog.result() != QDialog.DialogCode.Accepted and dialog.isVisible()
    assert not page.notice.isVisible()
    added = page.selected()
    assert added["name"] == "Ohnivý bič" and added["source"] == "campaign"
    assert page.view.currentIndex().data(Qt.ItemDataRole.FontRole).bold()
    assert form.name == ""  # ready for the next one
    examples = [row for row in page.model.rows if row["source"] == "example"]
    assert examples and all("(příklad)" in row["name"] for row in examples)
    click_ok(qtbot, dialog)
    apply_dakara_settings(window.session, dialog.result_settings())

    assert stored()["dakara"]["catalogue"]["spells"] == [
        {
            "name": "Ohnivý bič",
            "skill": "Ohnivá magie",
            "rating": 3,
            "specialisation": None,
            "note": "",
        }
    ]
    window.open_character(character)
    editor.show_page(editor.spells)
    rows = {row["name"]: row for row in editor.spells.model.rows}
    assert rows["Ohnivý bič"]["requirement"] == "Ohnivá magie 3"
    index = editor.spells.model.index(
        editor.spells.model.rows.index(rows["Ohnivý bič"]), 0
    )  # the GM ticks it: learnt, 1 XP, the requirement flagged (no Ohnivá magie yet)
    editor.spells.model.setData(index, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert Character.get_by_id(character).sheet["spells"] == ["Ohnivý bič"]
    assert editor.budget.total_label.text() == "1 / 60 XP"


def test_a_bad_addition_shows_the_cores_message_and_changes_nothing(window, qtbot):
    dialog = open_dialog(qtbot, window)
    dialog.tabs.setCurrentWidget(dialog.catalogue_tab)
    page = dialog.catalogue_tab.show_kind("spells")
    before = list(page.model.rows)
    form = page.form
    form.name_edit.insert("Létající koště")
    form.choice.skill.lineEdit().setText("Létání")
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)

    with pytest.raises(RuleError) as expected:
        Catalogue.default().add_spell("Létající koště", "Létání", 1)
    assert page.notice.isVisible()
    assert page.notice.text() == expected.value.text.en
    assert page.model.rows == before
    assert form.name == "Létající koště"  # nothing the GM typed is lost
    assert dialog.isVisible()
    assert dialog.result_settings() == {}
    assert not apply_dakara_settings(window.session, dialog.result_settings())
    assert window.session.undo_stack.count() == 0

    form.choice.skill.lineEdit().setText("Ohnivá magie")  # corrected: accepted
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    assert not page.notice.isVisible()
    assert "Létající koště" in names(page)


def test_skills_weapons_armour_and_additions_removed(window, qtbot):
    dialog = open_dialog(qtbot, window)
    dialog.tabs.setCurrentWidget(dialog.catalogue_tab)
    skills = dialog.catalogue_tab.show_kind("skills")
    skills.form.name_edit.insert("Alchymie")
    skills.form.grouped.setChecked(True)
    skills.form.specs_edit.setText("Destilace, Jedy")
    qtbot.mouseClick(skills.add_button, Qt.MouseButton.LeftButton)
    assert dialog.catalogue.grouped["Alchymie"] == ["Destilace", "Jedy"]
    skills.form.name_edit.insert("Rapír")
    skills.form.specialisation.setChecked(True)
    skills.form.parent_skill.setCurrentIndex(skills.form.parent_skill.findText("Boj zblízka"))
    qtbot.mouseClick(skills.add_button, Qt.MouseButton.LeftButton)
    assert "Rapír" in dialog.catalogue.grouped["Boj zblízka"]
    skills.form.name_edit.insert("Heraldika")
    skills.form.standalone.setChecked(True)
    skills.form.section.setCurrentText("Akademické")
    qtbot.mouseClick(skills.add_button, Qt.MouseButton.LeftButton)
    assert dialog.catalogue.standalone["Heraldika"] == "Akademické"

    spells = dialog.catalogue_tab.show_kind("spells")
    spells.form.name_edit.insert("Kyselý dech")
    spells.form.choice.skill.setCurrentIndex(spells.form.choice.skill.findText("Alchymie"))
    spells.form.choice.spec.setCurrentIndex(spells.form.choice.spec.findText("Jedy"))
    spells.form.rating.setValue(2)
    qtbot.mouseClick(spells.add_button, Qt.MouseButton.LeftButton)
    assert dialog.catalogue.spells["Kyselý dech"].specialisation == "Jedy"

    weapons = dialog.catalogue_tab.show_kind("weapons")
    weapons.form.name_edit.insert("Rapír")
    weapons.form.choice.skill.setCurrentIndex(weapons.form.choice.skill.findText("Boj zblízka"))
    weapons.form.choice.spec.setCurrentIndex(weapons.form.choice.spec.findText("Rapír"))
    weapons.form.attack.setValue(1)
    weapons.form.defence.setValue(2)
    weapons.form.damage.setValue(2)
    weapons.form.price.amount.setValue(15)
    qtbot.mouseClick(weapons.add_button, Qt.MouseButton.LeftButton)
    rapir = dialog.catalogue.weapons["Rapír"]
    assert (rapir.attack, rapir.defence, rapir.damage, rapir.price_md) == (1, 2, 2, 1500)
    assert weapons.selected()["price"] == "15 zl"

    armour = dialog.catalogue_tab.show_kind("armour")
    armour.form.name_edit.insert("Brigantina")
    armour.form.quality.setValue(3)
    armour.form.coverage.setValue(4)
    qtbot.mouseClick(armour.add_button, Qt.MouseButton.LeftButton)
    assert dialog.catalogue.armour["Brigantina"].coverage == 4
    assert armour.selected()["price"] is None  # not for sale

    # a skill a spell needs cannot go; the spell first, then the skill
    skills = dialog.catalogue_tab.show_kind("skills")
    assert skills.select("Alchymie")
    assert skills.remove_button.isEnabled()
    qtbot.mouseClick(skills.remove_button, Qt.MouseButton.LeftButton)
    assert skills.notice.isVisible() and "Alchymie" in skills.notice.text()
    assert "Alchymie" in dialog.catalogue.grouped
    assert skills.select("Boj zblízka") and not skills.remove_button.isEnabled()  # the book's
    spells = dialog.catalogue_tab.show_kind("spells")
    assert spells.select("Kyselý dech")
    spells.view.setFocus()
    qtbot.keyClick(spells.view, Qt.Key.Key_Delete)
    assert "Kyselý dech" not in dialog.catalogue.spells
    skills = dialog.catalogue_tab.show_kind("skills")
    assert skills.select("Alchymie")
    qtbot.mouseClick(skills.remove_button, Qt.MouseButton.LeftButton)
    assert "Alchymie" not in dialog.catalogue.grouped and not skills.notice.isVisible()
    click_ok(qtbot, dialog)
    apply_dakara_settings(window.session, dialog.result_settings())
    additions = stored()["dakara"]["catalogue"]
    assert [s["name"] for s in additions["skills"]] == ["Heraldika"]
    assert additions["specialisations"] == [{"skill": "Boj zblízka", "name": "Rapír"}]
    assert [w["name"] for w in additions["weapons"]] == ["Rapír"]
    assert additions["armour"][0]["price_md"] is None


def test_other_settings_are_kept(qtbot):
    raw = {"calendar": {"year": 1620}, "dakara": {"notes": "kept"}}
    dialog = DakaraSettingsDialog(raw)
    qtbot.addWidget(dialog)
    assert dialog.result_settings() == raw
    dialog.currency_tab.md_spin.spin.setValue(12)
    result = dialog.result_settings()
    assert result["calendar"] == {"year": 1620}
    assert result["dakara"]["notes"] == "kept"
    assert result["dakara"]["settings"]["currency"]["md_per_st"]["value"] == 12
    assert raw == {"calendar": {"year": 1620}, "dakara": {"notes": "kept"}}  # not touched


def test_the_menu_path_stores_what_the_gm_accepts(window, qtbot, monkeypatch, messages):
    def answer(dialog):
        dialog.levels_tab.spins[("mistr", "budget")].spin.setValue(150)
        return True

    monkeypatch.setattr(dialog_module, "run_dialog", answer)
    assert edit_dakara_settings(window)
    assert stored()["dakara"]["settings"]["levels"][3]["budget"]["value"] == 150
    monkeypatch.setattr(dialog_module, "run_dialog", lambda dialog: False)  # Cancel
    assert not edit_dakara_settings(window)
    assert window.session.undo_stack.count() == 1

    def damage() -> None:  # a damaged file, not an edit: no change signal
        CampaignInfo.update(settings={"dakara": {"settings": {"levels": 3}}}).execute()

    window.session.campaign.write(damage)
    assert not edit_dakara_settings(window)
    assert messages.titles() == ["The rules settings cannot be read"]


def test_catalogue_models_pass_the_model_tester(qtmodeltester, qtbot):
    dialog = DakaraSettingsDialog({})
    qtbot.addWidget(dialog)
    for key, page in dialog.catalogue_tab.pages.items():
        assert page.model.rowCount() > 0, key
        qtmodeltester.check(page.model)
        record = page.model.index(0, 0).data(RECORD_ROLE)
        assert record["source"] in ("book", "example", "campaign")


def test_a_skill_added_to_the_catalogue_appears_in_the_open_skill_tree(window):
    from campaign_manager.storage.changes import AddCharacter
    from campaign_manager.systems.dakara import Catalogue
    from campaign_manager.systems.dakara.campaign import campaign_rules
    from campaign_manager.ui.systems.dakara.settings import apply_dakara_settings

    change = AddCharacter({"name": "Vilém", "sheet": window.session.system.new_sheet()})
    window.session.perform(change, "add")
    window.open_character(change.id)
    editor = window.character_area.sheet_editor
    assert not editor.skills.index_of("Sokolnictví").isValid()
    settings, catalogue = campaign_rules({})
    catalogue.add_skill("Sokolnictví", section="Řemesla")
    raw = {"dakara": {"settings": settings.to_dict(), "catalogue": catalogue.additions()}}
    apply_dakara_settings(window.session, raw)
    assert editor.skills.index_of("Sokolnictví").isValid()
    assert isinstance(Catalogue.default(raw["dakara"]["catalogue"]), Catalogue)


def test_new_characters_start_at_the_campaign_starting_level(window):
    from campaign_manager.storage.models import Character
    from campaign_manager.systems.dakara.campaign import campaign_rules
    from campaign_manager.ui.systems.dakara.settings import apply_dakara_settings

    settings, _ = campaign_rules({})
    raw = {
        "dakara": {"settings": settings.with_default_level("veterán").to_dict(), "catalogue": {}}
    }
    apply_dakara_settings(window.session, raw)
    window.roster.new_character()
    assert Character.get().sheet["level"] == "veterán"


def test_a_new_budget_keeps_the_open_skill_tree_as_the_gm_unfolded_it(window, qtbot):
    """A level's limits do not change the skills: the tree is not built again, so what
    the GM unfolded stays open (and the repaint is the rows that changed, not the tree)."""
    from campaign_manager.storage.changes import SetCampaignField

    window.open_character(add_character(window))
    editor = window.character_area.sheet_editor
    tree, skill = editor.skills.tree, editor.skills.index_of("Fyzická zdatnost")
    assert not tree.isExpanded(skill)  # folded by default
    tree.expand(skill)
    seventy = DakaraSettings.default().with_level("profesionál", budget=70).to_dict()
    window.session.perform(SetCampaignField("settings", {"dakara": {"settings": seventy}}), "x")
    assert editor.budget.total_label.text() == "0 / 70 XP"
    assert tree.isExpanded(editor.skills.index_of("Fyzická zdatnost"))
    window.session.undo()
    assert editor.budget.total_label.text() == "0 / 60 XP"
    assert tree.isExpanded(editor.skills.index_of("Fyzická zdatnost"))
    dialog = open_dialog(qtbot, window)  # a new skill in the catalogue: the tree shows it
    dialog.tabs.setCurrentWidget(dialog.catalogue_tab)
    skills = dialog.catalogue_tab.show_kind("skills")
    skills.form.name_edit.insert("Heraldika")
    skills.form.standalone.setChecked(True)
    skills.form.section.setCurrentText("Akademické")
    qtbot.mouseClick(skills.add_button, Qt.MouseButton.LeftButton)
    click_ok(qtbot, dialog)
    assert not editor.skills.index_of("Heraldika").isValid()
    assert apply_dakara_settings(window.session, dialog.result_settings())
    assert editor.skills.index_of("Heraldika").isValid()


def test_a_rules_change_shows_the_open_sheet_once_by_the_new_rules(window, monkeypatch):
    """The character page shows a touched character's sheet again; its editor only takes
    the new rules first (the sheet shown twice was most of the window's wait at 10,000)."""
    from campaign_manager.storage.changes import SetCampaignField

    window.open_character(add_character(window))
    editor = window.character_area.sheet_editor
    shown: list[str] = []
    show = editor.show_sheet

    def counted(character_id, sheet):
        show(character_id, sheet)
        shown.append(editor.budget.total_label.text())

    monkeypatch.setattr(editor, "show_sheet", counted)
    seventy = DakaraSettings.default().with_level("profesionál", budget=70).to_dict()
    window.session.perform(SetCampaignField("settings", {"dakara": {"settings": seventy}}), "x")
    assert shown == ["0 / 70 XP"]
    window.session.undo()
    assert shown == ["0 / 70 XP", "0 / 60 XP"]
