"""The Dakara sheet's edits go through the rules core, priced once, repainting only what
changed: networks and contacts added from the sheet, the tree's ratings as the core counts
them, one evaluation per edit, dataChanged only for the rows that changed."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.models import Character
from campaign_manager.systems.dakara import new_sheet
from campaign_manager.ui.systems.dakara import editor as editor_module
from campaign_manager.ui.systems.dakara import state as state_module
from campaign_manager.ui.systems.dakara.skills_model import SkillTreeModel


def open_sheet(window, sheet: dict | None = None, name: str = "Hubert z Lokte"):
    values = {"name": name, "kind": "pc", "sheet": sheet or new_sheet()}
    change = AddCharacter(values)
    window.session.perform(change, "Add")
    window.open_character(change.id)
    return window.character_area.sheet_editor, change.id


def stored(character_id: int) -> dict:
    return Character.get_by_id(character_id).sheet


def test_adding_a_network_from_the_sheet_stores_a_valid_one(window, qtbot, messages):
    editor, cid = open_sheet(window)
    editor.pages.setCurrentIndex(1)
    qtbot.mouseClick(editor.standing.add_network_button, Qt.MouseButton.LeftButton)
    assert messages.shown == []  # no "Field 'networks[0].kind': cannot be empty"
    networks = stored(cid)["networks"]
    assert len(networks) == 1
    assert networks[0]["kind"] in editor.catalogue.grouped["Sítě"]
    assert editor.standing.networks.rowCount() == 1
    qtbot.mouseClick(editor.standing.add_contact_button, Qt.MouseButton.LeftButton)
    assert [c["name"] for c in stored(cid)["contacts"]] == ["New contact"]
    window.menus.undo_action.trigger()
    window.menus.undo_action.trigger()
    assert stored(cid)["networks"] == []
    assert editor.standing.networks.rowCount() == 0


def test_the_tree_shows_the_rating_the_core_counts(window):
    sheet = new_sheet()
    sheet["skills"] = {"Fyzická zdatnost": {"rating": 3, "specialisations": {"Běh": 2}}}
    editor, _ = open_sheet(window, sheet)
    index = editor.skills.index_of("Fyzická zdatnost (Běh)")
    assert index.siblingAtColumn(SkillTreeModel.RATING).data() == 3  # the group's 3, not 2
    free = editor.skills.index_of("Rodný jazyk")
    assert free.siblingAtColumn(SkillTreeModel.RATING).data() == 3


def test_a_rating_edit_is_priced_once_and_repaints_only_its_rows(window, qtbot, monkeypatch):
    editor, cid = open_sheet(window)
    calls = []
    for module in (editor_module, state_module):
        original = module.evaluate_creation

        def counting(*args, _original=original, **kwargs):
            calls.append(1)
            return _original(*args, **kwargs)

        monkeypatch.setattr(module, "evaluate_creation", counting)
    changed_rows = []
    editor.skills.model.dataChanged.connect(
        lambda first, last, *_: changed_rows.extend(
            editor.skills.model.node(first.sibling(r, 0)).label
            for r in range(first.row(), last.row() + 1)
        )
    )
    tree = editor.skills.tree
    tree.setCurrentIndex(editor.skills.index_of("Plavání"))
    qtbot.keyClick(tree, Qt.Key.Key_2)
    assert stored(cid)["skills"] == {"Plavání": {"rating": 2}}
    assert editor.budget.total_label.text() == "2 / 60 XP"
    assert len(calls) == 1  # the editor prices the edit once; the page's reload reuses it
    assert changed_rows == ["Plavání"]

    # undo comes from elsewhere (the window): the editor shows the stored sheet again
    calls.clear()
    changed_rows.clear()
    window.menus.undo_action.trigger()
    assert editor.budget.total_label.text() == "0 / 60 XP"
    assert changed_rows == ["Plavání"]
    assert len(calls) == 1


def test_only_bought_follows_a_rating_edit(window, qtbot):
    sheet = new_sheet()
    sheet["skills"] = {"Plavání": {"rating": 1}, "Akrobacie": {"rating": 2}}
    editor, cid = open_sheet(window, sheet)
    editor.skills.only_bought.setChecked(True)
    assert visible_labels(editor) == [
        "Akrobacie",
        "Etiketa domácího prostředí",
        "Plavání",
        "Rodný jazyk",
    ]
    tree = editor.skills.tree
    tree.setCurrentIndex(editor.skills.index_of("Plavání"))
    qtbot.keyClick(tree, Qt.Key.Key_0)
    assert "Plavání" not in stored(cid)["skills"]
    assert not editor.skills.index_of("Plavání").isValid()  # filtered out at once
    assert visible_labels(editor) == ["Akrobacie", "Etiketa domácího prostředí", "Rodný jazyk"]


def visible_labels(editor) -> list[str]:
    proxy, found = editor.skills.proxy, []

    def walk(parent):
        for row in range(proxy.rowCount(parent)):
            index = proxy.index(row, 0, parent)
            node = editor.skills.model.node(proxy.mapToSource(index))
            if node.kind != "section":
                found.append(node.label)
            walk(index)

    walk(QModelIndex())
    return sorted(found)


def test_a_page_hidden_during_an_edit_shows_it_when_opened(window):
    editor, cid = open_sheet(window)
    editor.show_page(editor.gear)
    editor.gear.materials_spin.setValue(3)
    assert stored(cid)["materials_xp"] == 3
    editor.show_page(editor.skills)
    window.menus.undo_action.trigger()  # while the gear page is hidden
    assert stored(cid)["materials_xp"] == 0
    editor.show_page(editor.gear)
    assert editor.gear.materials_spin.value() == 0
    assert editor.budget.total_label.text() == "0 / 60 XP"


def test_the_tree_takes_ratings_in_the_cores_range(window, qtbot):
    from campaign_manager.systems.dakara.costs import MAX_RATING, MIN_RATING
    from campaign_manager.ui.systems.dakara.skills_page import RatingDelegate

    editor, cid = open_sheet(window)
    tree = editor.skills.tree
    tree.setCurrentIndex(editor.skills.index_of("Plavání"))
    qtbot.keyClick(tree, Qt.Key.Key_7)  # beyond Velmistr: nothing happens
    assert stored(cid)["skills"] == {}
    qtbot.keyClick(tree, Qt.Key.Key_6)
    qtbot.keyClick(tree, Qt.Key.Key_Plus)  # + at 6 stays at 6
    assert stored(cid)["skills"] == {"Plavání": {"rating": MAX_RATING}}
    index = editor.skills.index_of("Plavání").siblingAtColumn(SkillTreeModel.RATING)
    spin = RatingDelegate().createEditor(tree.viewport(), None, index)
    assert (spin.minimum(), spin.maximum()) == (MIN_RATING, MAX_RATING)
    spin.deleteLater()


def test_a_network_kind_not_in_the_catalogue_is_refused_on_the_sheet(window, qtbot, messages):
    editor, cid = open_sheet(window)
    editor.show_page(editor.standing)
    qtbot.mouseClick(editor.standing.add_network_button, Qt.MouseButton.LeftButton)
    model = editor.standing.networks
    model.setData(model.index(0, 0), "Pekaři")
    assert messages.shown and "Pekaři" in messages.shown[-1][2]
    assert stored(cid)["networks"][0]["kind"] in editor.catalogue.grouped["Sítě"]
    assert model.index(0, 0).data() == stored(cid)["networks"][0]["kind"]  # put back


def test_a_networks_kind_is_chosen_from_the_catalogue(window, qtbot):
    editor, cid = open_sheet(window)
    editor.show_page(editor.standing)
    qtbot.mouseClick(editor.standing.add_network_button, Qt.MouseButton.LeftButton)
    view, model = editor.standing.networks_view, editor.standing.networks
    index = model.index(0, 0)
    delegate = view.itemDelegateForColumn(0)
    combo = delegate.createEditor(view.viewport(), None, index)
    kinds = [combo.itemText(i) for i in range(combo.count())]
    assert kinds == editor.catalogue.grouped["Sítě"]
    delegate.setEditorData(combo, index)
    assert combo.currentText() == stored(cid)["networks"][0]["kind"]
    combo.setCurrentIndex(kinds.index("Bankéři"))
    delegate.setModelData(combo, model, index)
    assert stored(cid)["networks"][0]["kind"] == "Bankéři"
    combo.deleteLater()


def test_a_rating_edit_leaves_the_tabs_and_the_rest_of_the_window_unpainted(window, qapp):
    """The budget's and the roster line's new texts relayout the sheet, and a QTabWidget
    answers a relayout by repainting itself whole: the areas and the sheet's tab stop them."""
    from test_combat_steps import Paints

    sheet = new_sheet()
    sheet["skills"] = {"Fyzická zdatnost": {"rating": 1}}
    editor, _ = open_sheet(window, sheet)
    window.show()
    for _ in range(8):
        qapp.processEvents()

    def rating():
        return editor.skills.index_of("Fyzická zdatnost").siblingAtColumn(SkillTreeModel.RATING)

    page = window.character_area
    paints = Paints(window.tabs.tabBar(), page.sheet_tabs.tabBar(), page.notes)
    for value in (2, 3, 2):
        index = rating()
        index.model().setData(index, value, Qt.ItemDataRole.EditRole)
        for _ in range(8):
            qapp.processEvents()
    assert rating().data() == 2 and page.summary_label.text()
    assert set(paints.count.values()) == {0}  # neither tab bar, nor the hidden notes


def test_the_contacts_columns_stay_put_while_editing(window, qtbot):
    """An edit of a contact kept resizing the table's columns, so the next double-click
    opened another cell (a contact's name became "3"). The columns fit another
    character's contacts when shown, never an edit."""
    from campaign_manager.systems.dakara import SYSTEM

    entry = SYSTEM.demo()["characters"][0]
    editor, cid = open_sheet(window, entry["sheet"], entry["name"])
    window.resize(1400, 800)
    window.show()
    editor.pages.setCurrentIndex(1)
    view, model = editor.standing.contacts_view, editor.standing.contacts
    assert model.rowCount() >= 1
    header = view.horizontalHeader()
    qtbot.waitUntil(lambda: view.isVisible())
    name = next(i for i, c in enumerate(model.columns) if c.key == "name")
    fitted = header.sectionSize(name)
    assert fitted >= view.sizeHintForColumn(name)  # the names are shown whole
    placed = [header.sectionPosition(c) for c in range(header.count())]
    longer = "Hubert Lasička z Horní Dolní u Kutné Hory"
    assert model.setData(model.index(0, name), longer, Qt.ItemDataRole.EditRole)
    assert stored(cid)["contacts"][0]["name"] == longer
    assert [header.sectionPosition(c) for c in range(header.count())] == placed

    sheet = stored(cid)
    sheet["contacts"][0]["name"] = longer + " a Jihlavy"
    other, _ = open_sheet(window, sheet, "Jiná postava")  # another character's contacts
    assert other is editor
    editor.pages.setCurrentIndex(1)
    assert header.sectionSize(name) > fitted  # fitted to their names, shown whole
    assert header.sectionSize(name) >= view.sizeHintForColumn(name)


def test_an_edit_the_file_does_not_take_leaves_the_xp_bar_and_fields_as_stored(
    window, qtbot, messages, campaign
):
    """The XP bar kept the refused edit's total (and its field the refused value) when the
    file could not take the edit; both show what the file holds."""
    import sqlite3

    from campaign_manager.ui.session import EditNotSaved

    editor, cid = open_sheet(window)
    editor.pages.setCurrentIndex(1)
    total = editor.budget.total_label.text()
    campaign.database.execute_sql("PRAGMA busy_timeout = 50")
    other = sqlite3.connect(campaign.path, timeout=0)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the file
    try:
        with qtbot.capture_exceptions() as raised:
            editor.standing.spins["majetek"].setValue(3)
    finally:
        other.rollback()
        other.close()
    assert all(isinstance(error, EditNotSaved) for _, error, _ in raised), raised
    assert messages.titles() == ["The change was not saved"]
    assert stored(cid)["majetek"] == 0
    assert editor.standing.spins["majetek"].value() == 0
    assert editor.budget.total_label.text() == total
