"""The Dakara sheet's contacts and networks are the ledger's people and networks: a rename
on the sheet renames the ledger person (for everyone who knows them, favours attached), a
new network starts at the rules' rating, its liaison is picked from the owner's contacts."""

from __future__ import annotations

from PySide6.QtCore import Qt

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.ledger import AddFavour, AddLink, Contact, Favour, Link, add_person
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
