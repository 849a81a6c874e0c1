"""Exporting a character as JSON and PDF, importing it back, refusing bad files."""

from __future__ import annotations

import json

import pytest
from pypdf import PdfReader

from campaign_manager.exchange import ImportProblem, character_from_json, character_to_json
from campaign_manager.storage.models import Character
from campaign_manager.systems import get_system


def open_character(window, **values):
    row = Character.create(**values)
    window.roster.set_session(window.session)
    window.open_character(row.id)
    return row


def test_json_round_trip_through_the_ui(window, tmp_path):
    sheet = get_system("dakara").demo()["characters"][0]["sheet"]
    row = open_character(
        window,
        name="Vilém Kratochvíl",
        player="Tomáš",
        tags=["mág"],
        notes="<p>Student</p>",
        sheet=sheet,
    )
    path = window.character_area.export_json(tmp_path / "vilem")
    assert path.name == "vilem.json"
    new_id = window.roster.import_file(path)
    copy, original = Character.get_by_id(new_id), Character.get_by_id(row.id)
    for field in ("name", "kind", "player", "tags", "notes", "sheet"):
        assert getattr(copy, field) == getattr(original, field)
    window.menus.undo_action.trigger()  # an import is one undoable step
    assert Character.get_or_none(Character.id == new_id) is None


def test_a_bad_file_names_the_field_and_imports_nothing(window, tmp_path, messages):
    data = json.loads(
        character_to_json("dakara", {"name": "X", "sheet": get_system("dakara").new_sheet()})
    )
    data["sheet"]["skills"] = {"Plavání": {"rating": 9}}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert window.roster.import_file(path) is None
    assert messages.titles() == ["The character was not imported"]
    assert "skills" in messages.shown[0][2]
    assert Character.select().count() == 0


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("{", None),
        ('{"format": "something else"}', "format"),
        (
            '{"format": "kronikar-character", "version": 1, "system": "d20", "name": "X", "sheet": {}}',
            "system",
        ),
        (
            '{"format": "kronikar-character", "version": 1, "system": "dakara", "name": " ", "sheet": {}}',
            "name",
        ),
        (
            '{"format": "kronikar-character", "version": 1, "system": "dakara", "name": "X"}',
            "sheet",
        ),
        (
            '{"format": "kronikar-character", "version": 9, "system": "dakara", "name": "X", "sheet": {}}',
            "version",
        ),
    ],
)
def test_import_problems_name_the_field(text, field):
    with pytest.raises(ImportProblem) as caught:
        character_from_json(text, "dakara")
    assert caught.value.field == field
    assert caught.value.text.cs and caught.value.text.en


def test_pdf_sheet_has_the_name_on_it(window, tmp_path):
    open_character(
        window, name="Markéta Hellerová", player="Petra", sheet=get_system("dakara").new_sheet()
    )
    path = window.character_area.export_pdf(tmp_path / "marketa")
    text = " ".join(" ".join(page.extract_text() for page in PdfReader(path).pages).split())
    assert "Markéta Hellerová" in text
    assert "Petra" in text


def test_gm_contacts_page_lists_contacts_and_networks(window, tmp_path):
    demo = get_system("dakara").demo()["characters"]
    sheet = next(c["sheet"] for c in demo if c["sheet"]["networks"] and c["sheet"]["contacts"])
    contact = sheet["contacts"][0]["name"]
    open_character(window, name="Jan Bezruč", player="Jakub", sheet=sheet)
    assert window.character_area.contacts_button.isVisibleTo(window)
    path = window.character_area.export_pdf(tmp_path / "kontakty", part="contacts")
    text = " ".join(" ".join(page.extract_text() for page in PdfReader(path).pages).split())
    assert "Jan Bezruč" in text
    assert contact in text
    assert "Networks" in text
    assert sheet["networks"][0]["dead_drop"].split()[0] in text
