"""Undo through the real window: it reaches every step of the session, bounded by memory
and not by a count; it survives closing and reopening the campaign (the newest 1,000
steps); a step whose rows were changed outside the history is refused, not overwritten."""

from __future__ import annotations

import base64
import sqlite3

import pytest
from PySide6.QtTest import QAbstractItemModelTester
from support.zlib_bomb import zlib_bomb
from test_d20_tracker_helpers import start_fight

from campaign_manager.storage.changes import (
    AddCharacter,
    PatchSheet,
    UpdateCharacter,
)
from campaign_manager.storage.encounters import encounter_state
from campaign_manager.storage.ledger import AddFavour, Favour
from campaign_manager.storage.models import Character, UndoStep
from campaign_manager.ui import history_keeper


def add(window, name: str = "Bořek Hrabal") -> int:
    change = AddCharacter({"name": name, "sheet": window.session.system.new_sheet()})
    window.session.perform(change, "New character")
    return change.id


def rename(window, character: int, name: str) -> None:
    window.session.perform(UpdateCharacter(character, {"name": name}), f"Rename to {name}")


def history_texts(window) -> list[str]:
    model = window.history_view.model()
    return [model.index(row, 0).data() for row in range(model.rowCount())]


def reopen(window, campaign) -> None:
    """Close the campaign (its history goes to the file) and open it again."""
    path = campaign.path
    window.close_campaign()
    assert window.open_campaign(path)


def outside(campaign, sql: str, *params) -> None:
    """A change another program makes to the file (not through this history)."""
    conn = sqlite3.connect(campaign.path)
    try:
        with conn:
            conn.execute(sql, params)
    finally:
        conn.close()


@pytest.mark.slow
def test_the_600th_step_back_still_undoes(window, campaign):
    campaign.database.execute_sql("PRAGMA synchronous = OFF")  # 601 commits, quicker
    character = add(window, "Name 0")
    for number in range(1, 601):
        rename(window, character, f"Name {number}")
    for _ in range(600):
        window.menus.undo_action.trigger()
    assert Character.get_by_id(character).name == "Name 0"
    assert window.session.undo_stack.index() == 1  # the character's creation is left


def test_past_the_memory_budget_the_oldest_steps_go_and_the_history_dock_follows(
    window, monkeypatch
):
    history = window.history_view.model()
    QAbstractItemModelTester(history, QAbstractItemModelTester.FailureReportingMode.Fatal)
    character = add(window, "Name 0")
    for number in range(1, 6):
        rename(window, character, f"Name {number}")
    window.session.flush_history()
    stack = window.session.undo_stack
    sizes = [stack.command(i).size for i in range(stack.count())]
    monkeypatch.setattr(history_keeper, "MEMORY_BUDGET", sum(sizes[-3:]))
    rename(window, character, "Name 6")
    window.session.flush_history()
    assert [stack.text(i) for i in range(stack.count())] == [
        "Rename to Name 4",
        "Rename to Name 5",
        "Rename to Name 6",
    ]
    assert history_texts(window)[1:] == [stack.text(i) for i in range(stack.count())]
    assert window.history_view.currentIndex().row() == 3  # the newest step, as before
    assert window.menus.redo_action.isEnabled() is False
    for _ in range(5):
        window.menus.undo_action.trigger()
    assert Character.get_by_id(character).name == "Name 3"  # back as far as the steps kept
    assert not window.menus.undo_action.isEnabled()
    window.menus.redo_action.trigger()
    assert Character.get_by_id(character).name == "Name 4"


def test_an_undo_of_a_row_changed_outside_the_history_is_refused_and_changes_nothing(
    window, messages, campaign
):
    character = add(window, "Bořek Hrabal")
    rename(window, character, "Bořek z Hradce")
    outside(campaign, "UPDATE character SET name = ? WHERE id = ?", "Cizí jméno", character)
    stack = window.session.undo_stack
    index = stack.index()
    window.menus.undo_action.trigger()
    assert Character.get_by_id(character).name == "Cizí jméno"  # not overwritten
    assert stack.index() == index
    assert messages.titles() == ["Undo or redo was not done"]
    text = messages.shown[0][2]
    assert "“Rename to Bořek z Hradce” cannot be undone" in text
    assert "Cizí jméno was changed since by something outside this history" in text


@pytest.mark.parametrize("campaign_system", ["d20"])
def test_after_a_restart_undo_brings_back_a_fight_hit_a_rename_a_delete_a_sheet_edit_and_a_favour(
    window, qtbot, campaign, campaign_system
):
    ids = start_fight(window, qtbot)
    roster = ids["roster"]
    borek, ota = roster["Bořek Hrabal"], roster["Ota Mrázek"]
    encounter = window.session.combat.encounter_id
    before_hit = encounter_state(encounter)
    sheet_before_hit = Character.get_by_id(borek).sheet
    window.session.combat.act({"type": "damage", "target": ids["Bořek Hrabal"], "amount": 4})
    assert encounter_state(encounter) != before_hit
    rename(window, ota, "Ota z Mrázova")
    lenka = roster["Lenka Vránová"]
    window.roster.select_id(lenka)
    window.roster.delete_selected()
    matej = roster["Matěj Kos"]
    old_sheet = Character.get_by_id(matej).sheet
    edited = {**old_sheet, "notes_for_test": "zraněná ruka"}
    window.session.perform(PatchSheet.between(matej, old_sheet, edited), "Sheet edit")
    favour = AddFavour(
        {
            "debtor_kind": "character",
            "debtor_id": ota,
            "creditor_kind": "character",
            "creditor_id": borek,
        }
    )
    window.session.perform(favour, "New favour")
    labels = history_texts(window)

    reopen(window, campaign)
    assert history_texts(window) == labels  # the same steps, the newest current
    window.menus.undo_action.trigger()
    assert Favour.get_or_none(Favour.id == favour.id) is None
    window.menus.undo_action.trigger()
    assert Character.get_by_id(matej).sheet == old_sheet
    window.menus.undo_action.trigger()
    assert Character.get_by_id(lenka).name == "Lenka Vránová"  # the same id back
    window.menus.undo_action.trigger()
    assert Character.get_by_id(ota).name == "Ota Mrázek"
    window.menus.undo_action.trigger()
    assert encounter_state(encounter) == before_hit
    assert Character.get_by_id(borek).sheet == sheet_before_hit

    reopen(window, campaign)  # the undone steps come back as steps to redo
    assert window.menus.redo_action.isEnabled()
    for _ in range(5):
        window.menus.redo_action.trigger()
    assert encounter_state(encounter) != before_hit
    assert Character.get_by_id(ota).name == "Ota z Mrázova"
    assert Character.get_or_none(Character.id == lenka) is None
    assert Character.get_by_id(matej).sheet == edited
    assert Favour.get_by_id(favour.id).creditor_id == borek
    assert not window.menus.redo_action.isEnabled()


def test_the_file_keeps_the_newest_thousand_steps(window, campaign):
    campaign.database.execute_sql("PRAGMA synchronous = OFF")  # 1,001 commits, quicker
    character = add(window, "Name 0")
    for number in range(1, 1001):
        rename(window, character, f"Name {number}")
    window.session.flush_history()
    assert UndoStep.select().count() == 1000
    reopen(window, campaign)
    stack = window.session.undo_stack
    assert stack.count() == 1000
    assert stack.text(0) == "Rename to Name 1"  # the creation was the 1,001st step back
    assert stack.undoText() == "Rename to Name 1000"


def test_a_push_after_undos_drops_the_undone_steps_from_the_file(window, campaign):
    character = add(window, "A")
    rename(window, character, "B")
    rename(window, character, "C")
    window.session.flush_history()
    window.menus.undo_action.trigger()
    window.menus.undo_action.trigger()
    window.session.flush_history()
    assert [row.undone for row in UndoStep.select().order_by(UndoStep.position)] == [
        False,
        True,
        True,
    ]
    rename(window, character, "D")
    reopen(window, campaign)
    assert history_texts(window)[1:] == ["New character", "Rename to D"]


@pytest.mark.parametrize(
    "damage",
    [
        lambda payload: payload.replace('"$change": "UpdateCharacter"', '"$change": "Vanished"'),
        lambda payload: '{"format": 1, "change": {"$change": "UpdateCharacter"}}',
        lambda payload: payload[:40],
    ],
    ids=["an unknown change", "a field missing", "cut short"],
)
def test_a_kept_step_that_cannot_be_read_goes_with_every_older_one(window, campaign, damage):
    character = add(window, "A")
    rename(window, character, "B")
    rename(window, character, "C")
    window.session.flush_history()
    second = UndoStep.select().order_by(UndoStep.position)[1]
    UndoStep.update(payload=damage(second.payload)).where(UndoStep.id == second.id).execute()
    reopen(window, campaign)
    window.menus.undo_action.trigger()
    assert Character.get_by_id(character).name == "B"
    window.menus.undo_action.trigger()  # this one cannot be read: nothing happens, nothing crashes
    assert Character.get_by_id(character).name == "B"
    assert history_texts(window)[1:] == ["Rename to C"]
    assert not window.menus.undo_action.isEnabled()
    window.menus.redo_action.trigger()
    assert Character.get_by_id(character).name == "C"
    reopen(window, campaign)  # the file forgot them too
    assert history_texts(window)[1:] == ["Rename to C"]


def test_typing_merged_into_a_kept_step_is_kept_too(window, campaign):
    character = add(window, "A")
    notes = UpdateCharacter(character, {"notes": "Zra"})
    window.session.perform(notes, "Notes")
    window.session.flush_history()
    window.session.perform(UpdateCharacter(character, {"notes": "Zraněný"}), "Notes")
    assert window.session.undo_stack.count() == 2  # one step for the typing
    reopen(window, campaign)
    window.menus.undo_action.trigger()
    assert Character.get_by_id(character).notes == ""
    window.menus.redo_action.trigger()
    assert Character.get_by_id(character).notes == "Zraněný"


def test_a_kept_step_too_large_to_read_is_refused_in_words(window, campaign, messages):
    character = add(window, "A")
    rename(window, character, "B")
    newest = UndoStep.select().order_by(UndoStep.position.desc()).get()
    packed = base64.b64encode(zlib_bomb(800)).decode("ascii")
    huge = newest.payload.replace('"name": "B"', f'"name": {{"$zlib": "{packed}"}}', 1)
    UndoStep.update(payload=huge).where(UndoStep.id == newest.id).execute()
    reopen(window, campaign)
    window.menus.undo_action.trigger()
    assert Character.get_by_id(character).name == "B"  # nothing changed
    kind, title, text = messages.shown[-1]
    assert kind == "warning"
    assert title == "Undo or redo was not done"
    assert "“Rename to B” cannot be undone or redone" in text
    assert "larger than 67 MB when unpacked" in text
    assert not window.menus.undo_action.isEnabled()  # it went with every older step


def kept_rows() -> list[tuple]:
    """The history as the file holds it now (no idle write waited for)."""
    query = UndoStep.select(UndoStep.text, UndoStep.undone).order_by(UndoStep.position)
    return list(query.tuples())


def test_each_step_undo_and_redo_is_in_the_file_as_it_commits(window, campaign):
    character = add(window, "A")
    rename(window, character, "B")
    window.session.perform(UpdateCharacter(character, {"notes": "Zra"}), "Notes")
    window.session.perform(UpdateCharacter(character, {"notes": "Zraněný"}), "Notes")
    assert kept_rows() == [("New character", False), ("Rename to B", False), ("Notes", False)]
    typed = UndoStep.select().order_by(UndoStep.position.desc()).get()
    assert "Zraněný" in typed.payload  # the typing merged into its step
    window.session.undo()
    window.session.undo()
    assert kept_rows() == [("New character", False), ("Rename to B", True), ("Notes", True)]
    window.session.redo()
    assert kept_rows() == [("New character", False), ("Rename to B", False), ("Notes", True)]
    rename(window, character, "C")  # redo cannot bring the notes back: their row goes
    assert kept_rows() == [("New character", False), ("Rename to B", False), ("Rename to C", False)]


class Elsewhere(UpdateCharacter):
    """A change of no storage module: the history cannot keep it in the file."""


def test_a_step_the_file_cannot_keep_takes_the_older_ones_with_it(window, campaign):
    character = add(window, "A")
    window.session.perform(Elsewhere(character, {"name": "B"}), "Rename elsewhere")
    assert kept_rows() == []  # undo after a restart must not skip it
    rename(window, character, "C")
    assert kept_rows() == [("Rename to C", False)]
    reopen(window, campaign)
    assert history_texts(window)[1:] == ["Rename to C"]
    window.menus.undo_action.trigger()
    assert Character.get_by_id(character).name == "B"
