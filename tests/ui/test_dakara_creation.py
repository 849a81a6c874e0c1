"""Creating a Dakara profesionál through the real widgets of the creation screen."""

from __future__ import annotations

from PySide6.QtCore import Qt

from campaign_manager.storage import open_campaign
from campaign_manager.storage.models import Character
from campaign_manager.systems.dakara import Catalogue, evaluate_creation, new_sheet
from campaign_manager.systems.dakara.campaign import campaign_rules
from campaign_manager.ui.colors import ERROR
from campaign_manager.ui.models.dict_list import Column, DictListModel
from campaign_manager.ui.systems.dakara.skills_model import SkillTreeModel
from campaign_manager.ui.systems.dakara.state import DakaraState
from campaign_manager.ui.systems.dakara.violations import ViolationModel


def new_character(window, qtbot):
    roster = window.roster
    roster.table.setFocus()
    qtbot.keyClick(roster.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    editor = roster.table.focusWidget()
    editor.selectAll()
    editor.insert("Eliška z Rožmberka")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: roster.table.state() != roster.table.State.EditingState)
    roster.table.setFocus()
    qtbot.keyClick(roster.table, Qt.Key.Key_Return)  # Enter opens the character
    assert window.tabs.currentWidget() is window.character_area
    return window.character_area.sheet_editor


def key_rating(qtbot, editor, label, key):
    skills = editor.skills
    index = skills.index_of(label)
    assert index.isValid(), label
    skills.tree.scrollTo(index)
    skills.tree.setCurrentIndex(index)
    qtbot.keyClick(skills.tree, key)


def stored_sheet():
    return Character.get(Character.name == "Eliška z Rožmberka").sheet


def test_create_a_profesional_with_live_budget_waiver_undo_and_reopen(window, qtbot, monkeypatch):
    editor = new_character(window, qtbot)
    budget = editor.budget
    assert budget.total_label.text() == "0 / 60 XP"
    assert budget.status_label.text() == "60 XP left"

    key_rating(qtbot, editor, "Fyzická zdatnost", Qt.Key.Key_2)
    assert budget.total_label.text() == "5 / 60 XP"  # grouped 2 costs 2 + 3
    editor.skills.tree.expand(editor.skills.index_of("Fyzická zdatnost"))
    key_rating(qtbot, editor, "Fyzická zdatnost (Běh)", Qt.Key.Key_3)
    assert budget.total_label.text() == "6 / 60 XP"  # one point above the group
    group = editor.skills.index_of("Fyzická zdatnost")
    assert group.siblingAtColumn(SkillTreeModel.NOTE).data() == "counts as 3"

    key_rating(qtbot, editor, "Plavání", Qt.Key.Key_3)
    assert budget.total_label.text() == "9 / 60 XP"
    assert editor.violations.model.rowCount() == 0

    editor.pages.setCurrentIndex(1)
    editor.standing.spins["majetek"].setValue(3)  # Majetek 3: a third stat above 2
    assert budget.total_label.text() == "18 / 60 XP"
    assert stored_sheet()["majetek"] == 3

    # the limit is broken: listed with the rule's words and flagged on the skill row
    panel = editor.violations
    assert panel.model.rowCount() == 1
    message = panel.model.index(0).data()
    assert "Limit hodnocení statistik" in message or "stat rating limit" in message
    plavani = editor.skills.index_of("Plavání")
    assert plavani.data(Qt.ItemDataRole.ForegroundRole).name() == ERROR.hex()
    assert "2" in plavani.data(Qt.ItemDataRole.ToolTipRole)

    # the GM waives it with a reason
    monkeypatch.setattr(panel, "ask_reason", lambda violation, language: "Mistr plavec z Vltavy")
    panel.view.setCurrentIndex(panel.model.index(0))
    qtbot.mouseClick(panel.waive_button, Qt.MouseButton.LeftButton)
    assert stored_sheet()["exceptions"] == [
        {"code": "limit_others", "subject": None, "reason": "Mistr plavec z Vltavy"}
    ]
    assert panel.model.index(0).data().startswith("Waived:")
    assert panel.title.text() == "Broken rules: 0 open, 1 waived"

    # undo takes the waiver back, redo restores it
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert stored_sheet()["exceptions"] == []
    assert panel.title.text() == "Broken rules: 1 open"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert stored_sheet()["majetek"] == 0
    assert budget.total_label.text() == "9 / 60 XP"
    window.menus.redo_action.trigger()
    window.menus.redo_action.trigger()
    assert stored_sheet()["exceptions"][0]["reason"] == "Mistr plavec z Vltavy"

    # material resources and gear, goals
    editor.pages.setCurrentWidget(editor.gear)
    editor.gear.materials_spin.setValue(2)
    editor.gear.price_combo.setCurrentIndex(editor.gear.price_combo.findData("Lano (10 metrů)"))
    qtbot.mouseClick(editor.gear.buy_button, Qt.MouseButton.LeftButton)
    assert stored_sheet()["gear"] == [{"name": "Lano (10 metrů)", "quantity": 1, "price_md": None}]
    assert editor.gear.cash_label.text() == "9 zl 8 st"
    editor.budget.goals_spin.setValue(2)
    assert budget.total_label.text() == "20 / 62 XP"

    # close the campaign, reopen the file: everything is there
    path = window.session.campaign.path
    window.close_campaign()
    with open_campaign(path):
        sheet = stored_sheet()
        assert sheet["skills"] == {
            "Fyzická zdatnost": {"rating": 2, "specialisations": {"Běh": 3}},
            "Plavání": {"rating": 3},
        }
        assert (sheet["majetek"], sheet["materials_xp"], sheet["goals"]) == (3, 2, 2)
        evaluation = evaluate_creation(sheet)
        assert (evaluation.spent, evaluation.budget) == (20, 62)
        assert [v.waived for v in evaluation.violations] == [True]


def test_typing_a_digit_sets_the_rating_and_minus_lowers_it(window, qtbot):
    editor = new_character(window, qtbot)
    key_rating(qtbot, editor, "Akrobacie", Qt.Key.Key_4)
    assert stored_sheet()["skills"] == {"Akrobacie": {"rating": 4}}
    assert editor.violations.model.rowCount() == 1  # 4 is above a profesionál's top limit of 3
    qtbot.keyClick(editor.skills.tree, Qt.Key.Key_Minus)
    assert stored_sheet()["skills"] == {"Akrobacie": {"rating": 3}}
    assert editor.violations.model.rowCount() == 0
    key_rating(qtbot, editor, "Akrobacie", Qt.Key.Key_0)
    assert stored_sheet()["skills"] == {}


def test_filter_finds_a_skill_without_accents(window, qtbot):
    editor = new_character(window, qtbot)
    qtbot.keyClicks(editor.skills.filter_edit, "plavani")
    proxy = editor.skills.proxy
    labels = []
    for row in range(proxy.rowCount()):
        section = proxy.index(row, 0)
        labels += [proxy.index(r, 0, section).data() for r in range(proxy.rowCount(section))]
    assert labels == ["Plavání"]


def test_over_budget_is_unmistakable(window, qtbot):
    editor = new_character(window, qtbot)
    editor.pages.setCurrentWidget(editor.gear)
    editor.gear.materials_spin.setValue(65)
    assert editor.budget.status_label.text() == "Over budget by 5 XP"
    assert ERROR.hex() in editor.budget.status_label.styleSheet()
    assert editor.violations.model.rowCount() == 1


def test_a_spell_needs_its_skill(window, qtbot):
    editor = new_character(window, qtbot)
    editor.show_page(editor.spells)
    model = editor.spells.model
    row = next(i for i, r in enumerate(model.rows) if not r["known"])
    name = model.rows[row]["name"]
    model.setData(model.index(row, 0), Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert stored_sheet()["spells"] == [name]
    codes = [v.code for v in editor.violations.model.violations]
    assert codes == ["spell_requirement"]


def test_models_pass_the_model_tester(qtmodeltester, window):
    settings, catalogue = campaign_rules({})
    sheet = new_sheet()
    sheet["skills"] = {"Fyzická zdatnost": {"rating": 1, "specialisations": {"Běh": 4}}}
    state = DakaraState.of(sheet, settings, catalogue, "cs")
    tree = SkillTreeModel(Catalogue.default())
    tree.set_state(sheet, state.evaluation, state.flags, "cs")
    qtmodeltester.check(tree)
    violations = ViolationModel()
    violations.set_violations(state.evaluation.violations, "cs")
    assert violations.rowCount() == 2
    qtmodeltester.check(violations)
    table = DictListModel(
        [Column("name", "Name"), Column("n", "N", int), Column("b", "B", bool)],
        editor=lambda *a: None,
    )
    table.set_rows([{"name": "Hubert", "n": 2, "b": False}, {"name": "Zuzka", "n": 1, "b": True}])
    qtmodeltester.check(table)


def test_living_covered_by_majetek_shows_as_free(window, qtbot):
    editor = new_character(window, qtbot)
    editor.pages.setCurrentIndex(1)
    editor.standing.spins["majetek"].setValue(3)
    editor.pages.setCurrentWidget(editor.gear)
    editor.gear.price_combo.setCurrentIndex(
        editor.gear.price_combo.findData("Živobytí – boháč (1 měsíc)")
    )
    qtbot.mouseClick(editor.gear.buy_button, Qt.MouseButton.LeftButton)
    price = editor.gear.gear.index(0, 2).data()
    assert price == "80 zl"  # a boháč month less the měšťan month Majetek 3 already pays
    editor.gear.materials_spin.setValue(16)
    assert editor.gear.cash_label.text() == "nothing"


def test_the_budget_bar_follows_each_edit_and_repaints_with_the_frame(window, qtbot):
    """The bar shows spent of budget after every edit (over budget: full), and it is left
    able to repaint (its immediate repaint is only held back while its value is set)."""
    editor = new_character(window, qtbot)
    bar = editor.budget.bar
    assert (bar.minimum(), bar.maximum(), bar.value()) == (0, 60, 0)
    key_rating(qtbot, editor, "Fyzická zdatnost", Qt.Key.Key_2)
    assert (bar.maximum(), bar.value()) == (60, 5)
    assert bar.updatesEnabled()
    editor.pages.setCurrentWidget(editor.gear)
    editor.gear.materials_spin.setValue(65)
    assert (bar.maximum(), bar.value()) == (70, 70)
    window.session.undo()
    assert (bar.maximum(), bar.value()) == (60, 5) and bar.updatesEnabled()
