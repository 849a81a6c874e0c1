"""A Dakara sheet's contacts and networks are views of the ledger's records: an edit on the
sheet writes the ledger in the same undo step, an edit in the ledger shows on the sheet."""

from __future__ import annotations

import pytest

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.ledger import Contact, Link, UpdateContact
from campaign_manager.systems.dakara import editing


@pytest.fixture
def campaign_system() -> str:
    return "dakara"


def test_contacts_on_the_sheet_and_in_the_ledger_are_the_same_records(window):
    change = AddCharacter({"name": "Jan Bezruč", "sheet": window.session.system.new_sheet()})
    window.session.perform(change, "add")
    window.open_character(change.id)
    editor = window.character_area.sheet_editor
    steps = window.session.undo_stack.count()

    assert editor.change(lambda sheet: editing.add_contact(sheet, "Hubert Lasička"), "Contact")
    assert window.session.undo_stack.count() == steps + 1  # sheet and ledger: one step
    hubert = Contact.get(Contact.name == "Hubert Lasička")
    assert Link.get(Link.contact_id == hubert.id).character_id == change.id

    window.session.perform(UpdateContact(hubert.id, {"who": "Paserák z Podskalí"}), "ledger")
    assert [c["who"] for c in editor.sheet["contacts"]] == ["Paserák z Podskalí"]

    window.menus.undo_action.trigger()  # the ledger's edit
    assert [c["who"] for c in editor.sheet["contacts"]] != ["Paserák z Podskalí"]
    window.menus.undo_action.trigger()  # the sheet's edit: the contact leaves both
    assert editor.sheet["contacts"] == []
    assert Link.select().where(Link.character_id == change.id).count() == 0


def test_an_imported_character_brings_its_contacts_into_the_ledger(window, tmp_path):
    from campaign_manager.systems import get_system

    sheet = next(
        c["sheet"] for c in get_system("dakara").demo()["characters"] if c["sheet"]["contacts"]
    )
    change = AddCharacter({"name": "Vilém Kratochvíl", "sheet": sheet})
    window.session.perform(change, "add")
    window.open_character(change.id)
    path = window.character_area.export_json(tmp_path / "vilem")
    new_id = window.roster.import_file(path)
    names = sorted(c["name"] for c in sheet["contacts"])
    known = sorted(
        Contact.get_by_id(link.contact_id).name
        for link in Link.select().where(Link.character_id == new_id)
    )
    assert known == names
    window.menus.undo_action.trigger()  # one step takes the character and its links away
    assert Link.select().where(Link.character_id == new_id).count() == 0


def test_an_export_carries_the_contacts_as_the_ledger_holds_them(window, tmp_path):
    import json

    change = AddCharacter({"name": "Jan Bezruč", "sheet": window.session.system.new_sheet()})
    window.session.perform(change, "add")
    window.open_character(change.id)
    editor = window.character_area.sheet_editor
    editor.change(lambda sheet: editing.add_contact(sheet, "Hubert Lasička"), "Contact")
    hubert = Contact.get(Contact.name == "Hubert Lasička")
    window.session.perform(UpdateContact(hubert.id, {"who": "Paserák"}), "ledger")
    path = window.character_area.export_json(tmp_path / "jan")
    exported = json.loads(path.read_text(encoding="utf-8"))
    assert [c["who"] for c in exported["sheet"]["contacts"]] == ["Paserák"]
