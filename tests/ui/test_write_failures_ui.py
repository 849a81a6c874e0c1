"""A write that fails reaches the GM one way: what was not saved, why, and that nothing
else changed; the views show the file as it is, and the status line never says "saved"
when it was not. A campaign whose file went away takes no more edits and says where its
rescue copy is."""

from __future__ import annotations

import os
import sqlite3

import pytest
from test_combat_area import add_party  # tests/ui on the path

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.encounters import roster_combatant
from campaign_manager.storage.models import Character
from campaign_manager.ui.session import EditNotSaved


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def add(window, name: str = "Bořek Hrabal") -> int:
    change = AddCharacter({"name": name, "sheet": window.session.system.new_sheet()})
    window.session.perform(change, "New character")
    return change.id


def rename_in_character_area(window, qtbot, character: int, name: str) -> None:
    window.open_character(character)
    edit = window.character_area.name_edit
    edit.setText(name)
    with qtbot.capture_exceptions() as raised:
        edit.editingFinished.emit()
    assert all(isinstance(error, EditNotSaved) for _, error, _ in raised), raised


def test_an_edit_the_file_cannot_take_is_told_once_and_what_was_typed_is_kept(
    window, messages, campaign, qtbot
):
    character = add(window)
    steps = window.session.undo_stack.count()
    campaign.database.execute_sql("PRAGMA busy_timeout = 50")
    other = sqlite3.connect(campaign.path, timeout=0)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the file
    try:
        rename_in_character_area(window, qtbot, character, "Ela")
    finally:
        other.rollback()
        other.close()
    assert messages.titles() == ["The change was not saved"]  # not "Something went wrong"
    text = messages.shown[0][2]
    assert "another program holds" in text and "Nothing else changed" in text
    # the file holds the old name; the field keeps what the GM typed, to save again
    assert Character.get_by_id(character).name == "Bořek Hrabal"
    assert window.character_area.name_edit.text() == "Ela"
    assert window.session.undo_stack.count() == steps  # no step for what was not done
    assert window.saved_label.text() == "The last change was not saved"


def test_a_campaign_whose_file_was_deleted_stops_and_names_its_rescue_copy(
    window, messages, campaign, qtbot
):
    character = add(window)
    os.unlink(campaign.path)
    rename_in_character_area(window, qtbot, character, "Ela")
    assert messages.titles() == ["The campaign file went away"]
    rescue = campaign.stopped.rescue
    assert rescue.exists() and str(rescue) in messages.shown[0][2]
    assert window.read_only_banner.isVisibleTo(window)
    assert str(rescue) in window.read_only_label.text()
    assert not window.menus.undo_action.isEnabled()
    conn = sqlite3.connect(rescue)
    try:
        assert conn.execute("SELECT name FROM character").fetchall() == [("Bořek Hrabal",)]
    finally:
        conn.close()


def test_a_file_deleted_while_idle_is_found_by_the_idle_copy(window, messages, campaign):
    add(window)
    os.unlink(campaign.path)
    window.session.idle_copy.timer.timeout.emit()  # the two idle seconds are up
    assert messages.titles() == ["The campaign file went away"]
    assert campaign.stopped.rescue.exists()


def test_wounding_a_combatant_deleted_from_the_roster_says_so_in_words(window, messages, campaign):
    pcs, _npc = add_party(window)
    controller = window.session.combat
    controller.create("U brodu", [roster_combatant(pcs[0])])
    controller.act({"type": "start"})
    name = Character.get_by_id(pcs[0]).name
    window.roster.select_id(pcs[0])
    window.roster.delete_selected()
    before = controller.state
    with pytest.raises(EditNotSaved):
        controller.act({"type": "damage", "target": f"c{pcs[0]}", "amount": 2})
    assert controller.state == before  # the fight did not move on
    title, text = messages.shown[-1][1:]
    assert title == "The change was not saved"
    assert f"{name} is no longer in the roster" in text
    assert "SELECT" not in text and "Error" not in text


def test_a_name_the_rules_refuse_is_refused_where_it_is_typed(window, messages, qtbot):
    character = add(window)
    long_name = "x" * 201
    rename_in_character_area(window, qtbot, character, long_name)
    assert messages.titles() == ["Not a name"]
    assert "200" in messages.shown[-1][2]
    assert window.character_area.name_edit.text() == "Bořek Hrabal"
    model = window.roster.model
    index = model.index(model.row_of(character), model.NAME)
    assert not model.setData(index, "Bořek\tHrabal")
    assert messages.titles() == ["Not a name", "Not a name"]
    assert Character.get_by_id(character).name == "Bořek Hrabal"
