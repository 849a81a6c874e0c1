"""The Dakara sheet's contacts and networks are the ledger's people and networks: a rename
on the sheet renames the ledger person (for everyone who knows them, favours attached), a
new network starts at the rules' rating, its liaison is picked from the owner's contacts."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.ledger import (
    AddFavour,
    AddLink,
    AddNetwork,
    Contact,
    Favour,
    Link,
    Network,
    add_person,
)
from campaign_manager.storage.ledger_sheet import sheet_lists
from campaign_manager.systems.dakara import new_sheet


def open_sheet(window, name: str, sheet: dict | None = None):
    change = AddCharacter({"name": name, "kind": "pc", "sheet": sheet or new_sheet()})
    window.session.perform(change, "Add")
    window.open_character(change.id)
    editor = window.character_area.sheet_editor
    editor.pages.setCurrentIndex(1)
    return editor, change.id


def edit_cell(model, row: int, key: str, value) -> None:
    """Write a cell as the table's editor does (its delegate calls setData)."""
    column = next(i for i, c in enumerate(model.columns) if c.key == key)
    assert model.setData(model.index(row, column), value, Qt.ItemDataRole.EditRole)


def people() -> list[str]:
    return sorted(c.name for c in Contact.select())


def test_renaming_a_new_contact_on_the_sheet_renames_the_ledger_person(window, qtbot):
    editor, cid = open_sheet(window, "Jan Bezruč")
    qtbot.mouseClick(editor.standing.add_contact_button, Qt.MouseButton.LeftButton)
    assert people() == ["New contact"]
    first = Contact.get().id
    edit_cell(editor.standing.contacts, 0, "name", "Hubert Lasička")
    assert people() == ["Hubert Lasička"]  # no orphaned "New contact" left in the pickers
    assert Contact.get().id == first
    assert [c["name"] for c in sheet_lists(cid)[0]] == ["Hubert Lasička"]
    window.menus.undo_action.trigger()
    assert people() == ["New contact"]
    window.menus.redo_action.trigger()
    assert people() == ["Hubert Lasička"]


def test_a_shared_contact_renamed_on_one_sheet_is_renamed_for_everyone(window):
    marketa = AddCharacter({"name": "Markéta Hellerová", "kind": "pc", "sheet": new_sheet()})
    window.session.perform(marketa, "Add")
    editor, jan = open_sheet(window, "Jan Bezruč")
    person = add_person({"name": "Hostinský Vávra"}, {"character_id": jan, "influence": 1})
    window.session.perform(person, "x")
    vavra = person.changes[0].id
    window.session.perform(
        AddLink({"character_id": marketa.id, "contact_id": vavra, "influence": 2}), "x"
    )
    window.session.perform(
        AddFavour(
            {
                "debtor_kind": "contact",
                "debtor_id": vavra,
                "creditor_kind": "character",
                "creditor_id": jan,
            }
        ),
        "x",
    )
    window.open_character(jan)
    editor = window.character_area.sheet_editor
    editor.pages.setCurrentIndex(1)
    row = [c["name"] for c in editor.standing.contacts.rows].index("Hostinský Vávra")
    edit_cell(editor.standing.contacts, row, "name", "Hostinský Karel Vávra")

    assert people() == ["Hostinský Karel Vávra"]  # one person, one name
    assert Contact.get().id == vavra
    assert [c["name"] for c in sheet_lists(marketa.id)[0]] == ["Hostinský Karel Vávra"]
    assert Favour.get().debtor_id == vavra  # the favour stays with the person
    assert Link.select().where(Link.contact_id == vavra).count() == 2


def sheet_with_sites(rating: int) -> dict:
    sheet = new_sheet()
    sheet["skills"]["Sítě"] = {"rating": rating, "specialisations": {}}
    return sheet


def ledger_page(qtbot, window):
    from campaign_manager.ui.ledger.page import LedgerPage

    page = LedgerPage()
    qtbot.addWidget(page)
    page.set_session(window.session)
    page.resize(1100, 700)
    page.show()
    page.tabs.setCurrentWidget(page.tables["networks"])
    return page


def two_characters_with_contacts(window):
    """Jan (Sítě 1) knows Hubert, Markéta (Sítě 0) knows Zuzka."""
    jan = AddCharacter({"name": "Jan Bezruč", "kind": "pc", "sheet": sheet_with_sites(1)})
    window.session.perform(jan, "Add")
    marketa = AddCharacter({"name": "Markéta Hellerová", "kind": "pc", "sheet": new_sheet()})
    window.session.perform(marketa, "Add")
    hubert = add_person({"name": "Hubert Lasička"}, {"character_id": jan.id, "influence": 2})
    window.session.perform(hubert, "x")
    zuzka = add_person({"name": "Zuzka"}, {"character_id": marketa.id, "influence": 1})
    window.session.perform(zuzka, "x")
    return jan.id, marketa.id, hubert.changes[0].id, zuzka.changes[0].id


def liaison_options(dialog) -> list:
    combo = dialog.form.widgets["liaison_id"]
    return [combo.itemData(i) for i in range(combo.count())]


def test_a_new_network_takes_the_sites_rating_and_a_liaison_among_the_owners_contacts(
    window, qtbot
):
    jan, marketa, hubert, zuzka = two_characters_with_contacts(window)
    page = ledger_page(qtbot, window)
    qtbot.mouseClick(page.add_network_button, Qt.MouseButton.LeftButton)
    dialog = page.actions._dialog
    dialog.form.set_value("owner_id", jan)
    assert dialog.form.value("rating") == 1  # Sítě 1, not 0
    assert liaison_options(dialog) == [None, hubert]
    dialog.form.set_value("owner_id", marketa)
    assert dialog.form.value("rating") == 0
    assert liaison_options(dialog) == [None, zuzka]
    # Markéta has no Sítě: a network built at creation breaks the rule, the dialog says so
    assert "may have 0 networks" in dialog.note.text()
    dialog.form.set_value("in_play", True)
    assert "may have 0 networks" not in dialog.note.text()
    dialog.form.set_values({"owner_id": jan, "area": "Staré Město", "liaison_id": hubert})
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted
    net = Network.get()
    assert (net.rating, net.liaison_id, net.owner_id) == (1, hubert, jan)


def test_the_ledger_refuses_a_liaison_who_is_not_the_owners_contact(window, qtbot):
    jan, _marketa, _hubert, zuzka = two_characters_with_contacts(window)
    window.session.perform(
        AddNetwork({"owner_id": jan, "kind": "Podsvětí", "rating": 1, "liaison_id": zuzka}), "x"
    )
    page = ledger_page(qtbot, window)
    page.tables["networks"].view.setCurrentIndex(page.tables["networks"].model.index(0, 0))
    page.actions.edit_current()
    dialog = page.actions._dialog
    assert dialog.form.value("liaison_id") == zuzka  # shown, marked, never dropped unasked
    assert "not a contact of the owner" in dialog.form.widgets["liaison_id"].currentText()
    dialog.accept()
    assert dialog.error.isVisibleTo(dialog)
    assert "one of the owner's contacts" in dialog.error.text()


def test_the_sheet_header_counts_the_broken_rules_a_ledger_network_brings(window, qtbot):
    jan, *_ = two_characters_with_contacts(window)
    window.open_character(jan)
    editor = window.character_area.sheet_editor
    budget = editor.budget
    before = sum(1 for v in editor.state.evaluation.violations if not v.waived)
    for area in ("Staré Město", "Malá Strana"):  # Sítě 1: one network at creation
        window.session.perform(
            AddNetwork({"owner_id": jan, "kind": "Podsvětí", "area": area, "rating": 1}), "x"
        )
    codes = [v.code for v in editor.state.evaluation.violations]
    assert "networks_count" in codes
    assert budget.rules_label.isVisibleTo(budget)
    assert budget.rules_label.text() == f"⚠ {before + 1} rules broken"
    window.menus.undo_action.trigger()
    window.menus.undo_action.trigger()
    assert budget.rules_label.isVisibleTo(budget) == (before > 0)


def test_a_networks_liaison_on_the_sheet_is_picked_from_its_contacts(window, qtbot):
    editor, _cid = open_sheet(window, "Jan Bezruč", sheet_with_sites(1))
    qtbot.mouseClick(editor.standing.add_contact_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(editor.standing.add_network_button, Qt.MouseButton.LeftButton)
    view = editor.standing.networks_view
    model = editor.standing.networks
    column = next(i for i, c in enumerate(model.columns) if c.key == "liaison")
    index = model.index(0, column)
    assert model.rows[0]["rating"] == 1
    view.edit(index)
    combo = view.indexWidget(index) or view.findChild(QComboBox)
    assert isinstance(combo, QComboBox)
    assert [combo.itemText(i) for i in range(combo.count())] == ["", "New contact"]
    combo.setCurrentIndex(1)
    view.commitData(combo)
    assert model.rows[0]["liaison"] == "New contact"
