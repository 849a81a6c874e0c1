"""A Dakara skill rating edit repaints what it changed and reads no more than that: the
tree works out only the rows whose skill, cost, stat or flags differ, and tells the view
about every row whose text changed; the character page, after the sheet editor's own edit,
shows the stored sheet and summary without filling its other fields again. The sheet shows
the edited rating, its cost and the budget after the edit, after undo and after redo."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtTest import QAbstractItemModelTester

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.models import Character
from campaign_manager.systems.dakara import new_sheet
from campaign_manager.ui.systems.dakara.skills_model import SkillTreeModel

ROLES = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.EditRole,
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.FontRole,
    Qt.ItemDataRole.ForegroundRole,
)


@pytest.fixture
def campaign_system() -> str:
    return "dakara"


def open_sheet(window, sheet: dict):
    change = AddCharacter({"name": "Hubert z Lokte", "kind": "pc", "sheet": sheet})
    window.session.perform(change, "Add")
    window.open_character(change.id)
    return window.character_area.sheet_editor, change.id


def rows(model: SkillTreeModel, parent: QModelIndex = QModelIndex()):  # noqa: B008
    for row in range(model.rowCount(parent)):
        index = model.index(row, 0, parent)
        yield index
        yield from rows(model, index)


def plain(value) -> str:
    """A value as compared: a font by its description, a colour by its name."""
    if isinstance(value, QFont):
        return value.toString()
    if isinstance(value, QBrush):
        value = value.color()
    if isinstance(value, QColor):
        return value.name()
    return repr(value)


def shown(model: SkillTreeModel) -> dict[str, tuple]:
    """Every row's texts, fonts and colours, by its label."""
    return {
        model.node(index).label: tuple(
            plain(model.index(index.row(), column, index.parent()).data(role))
            for column in range(model.columnCount())
            for role in ROLES
        )
        for index in rows(model)
    }


def group_sheet() -> dict:
    sheet = new_sheet()
    sheet["skills"] = {
        "Fyzická zdatnost": {"rating": 1, "specialisations": {"Běh": 2}},
        "Plavání": {"rating": 1},
    }
    return sheet


def test_an_edit_works_out_only_its_rows_and_repaints_every_row_that_changed(
    window, qtbot, monkeypatch
):
    editor, cid = open_sheet(window, group_sheet())
    model = editor.skills.model
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    worked_out = []
    signature = SkillTreeModel._signature

    def counting(self, node):
        worked_out.append(node.label)
        return signature(self, node)

    monkeypatch.setattr(SkillTreeModel, "_signature", counting)
    told: set[str] = set()
    model.dataChanged.connect(
        lambda first, last, *_: told.update(
            model.node(first.sibling(r, 0)).label for r in range(first.row(), last.row() + 1)
        )
    )
    tree = editor.skills.tree
    for label, key in (
        ("Fyzická zdatnost", Qt.Key.Key_3),  # the group: its specialisations follow
        ("Plavání", Qt.Key.Key_0),
        ("Fyzická zdatnost (Běh)", Qt.Key.Key_4),
    ):
        before = shown(model)
        worked_out.clear()
        told.clear()
        tree.setCurrentIndex(editor.skills.index_of(label))
        qtbot.keyClick(tree, key)
        after = shown(model)
        changed = {row for row in after if after[row] != before[row]}
        assert label in changed
        assert changed <= told, changed - told  # every row that shows something new
        # the rows of that skill and of what its price moved, not all 187
        assert len(worked_out) < 40, len(worked_out)
    assert Character.get_by_id(cid).sheet["skills"]["Fyzická zdatnost"] == {
        "rating": 3,
        "specialisations": {"Běh": 4},
    }


def test_the_page_shows_its_own_edit_without_filling_its_other_fields(window, qtbot):
    editor, cid = open_sheet(window, group_sheet())
    page = window.character_area
    filled = []
    page.notes.set_html = lambda *a, _f=page.notes.set_html: (filled.append("notes"), _f(*a))
    tree = editor.skills.tree
    tree.setCurrentIndex(editor.skills.index_of("Plavání"))
    qtbot.keyClick(tree, Qt.Key.Key_3)
    assert filled == []  # the notes, the name, the tags: not set again
    summary = Character.get_by_id(cid).summary
    assert page.summary_label.text() in summary.values()
    window.menus.undo_action.trigger()  # not the editor's own: the whole page again
    assert filled == ["notes"]


def test_the_sheet_shows_the_rating_its_cost_and_the_budget_after_edit_undo_redo(window, qtbot):
    editor, cid = open_sheet(window, group_sheet())
    model = editor.skills.model

    def state():
        index = editor.skills.index_of("Plavání")
        return (
            index.siblingAtColumn(SkillTreeModel.RATING).data(),
            index.siblingAtColumn(SkillTreeModel.COST).data(),
            editor.budget.total_label.text(),
        )

    start = state()
    fresh = shown(model)
    tree = editor.skills.tree
    tree.setCurrentIndex(editor.skills.index_of("Plavání"))
    qtbot.keyClick(tree, Qt.Key.Key_4)
    edited = state()
    assert edited[0] == 4 and edited != start
    window.menus.undo_action.trigger()
    assert state() == start
    assert shown(model) == fresh  # every row as it was
    window.menus.redo_action.trigger()
    assert state() == edited
    assert Character.get_by_id(cid).sheet["skills"]["Plavání"] == {"rating": 4}
