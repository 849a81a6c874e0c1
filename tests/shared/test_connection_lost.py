"""The server going away while a GM edits a shared campaign: the edit is saved whole or
not at all, editing waits until the server is back, and then the GM is told which."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from campaign_manager.storage.changes import AddCharacter, Change, UpdateCharacter
from campaign_manager.storage.errors import WriteFailed
from campaign_manager.storage.models import Character
from campaign_manager.ui.session import CampaignSession, EditNotSaved


class StopsTheServer(Change):
    """Renames the character, then the server stops before the edit is done (its second
    statement): the rename must not be saved."""

    def __init__(self, server, character_id: int):
        self.server = server
        self.id = character_id

    def apply(self, campaign):
        def op():
            Character.update(name="napůl").where(Character.id == self.id).execute()
            self.server.pause()
            Character.update(player="napůl").where(Character.id == self.id).execute()

        campaign.write(op)

    def revert(self, campaign):
        raise AssertionError("never applied")


@pytest.fixture
def paused_after(postgres_server):
    """Whatever the test does, the server is running again after it."""
    yield postgres_server
    if not postgres_server._started:
        postgres_server.resume()


def test_an_edit_cut_off_by_the_server_stopping_is_not_saved_and_editing_waits(
    qtbot, campaign, paused_after, monkeypatch
):
    from campaign_manager.ui.main_window import MainWindow
    from campaign_manager.ui.settings import AppSettings

    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text, *a: shown.append(text))
    window = MainWindow(AppSettings())
    qtbot.addWidget(window)
    window.attach(campaign)
    session = window.session
    session.perform(AddCharacter({"name": "Bořek"}), "Add")
    bořek = Character.get().id
    told = []
    session.reconnected.connect(lambda what, saved: told.append((what, saved)))
    qtbot.waitUntil(lambda: window.roster.model.row_of(bořek) is not None)  # views read it

    with pytest.raises(EditNotSaved) as raised:
        session.perform(StopsTheServer(paused_after, bořek), "Rename")
    assert raised.value.error.reason == "disconnected"
    assert session.read_only and session.disconnected
    assert "lost" in shown[0]
    assert window.read_only_banner.isVisibleTo(window)
    assert "lost" in window.read_only_label.text()
    with pytest.raises(WriteFailed):  # nothing is written meanwhile
        campaign.write(lambda: None)

    paused_after.resume()
    qtbot.waitUntil(lambda: bool(told), timeout=15000)
    assert told == [("Rename", False)]
    assert not session.read_only
    assert not window.read_only_banner.isVisibleTo(window)
    assert "not saved" in window.saved_label.text()
    row = Character.get_by_id(bořek)
    assert (row.name, row.player) == ("Bořek", "")  # nothing half-applied
    session.perform(UpdateCharacter(bořek, {"name": "Bořek Hrabal"}), "Rename again")
    assert Character.get_by_id(bořek).name == "Bořek Hrabal"
    assert session.undo() and Character.get_by_id(bořek).name == "Bořek"
    window.close()


def test_an_edit_whose_commit_landed_before_the_server_stopped_is_told_saved(
    qtbot, campaign, paused_after, monkeypatch
):
    session = CampaignSession(campaign)
    session.perform(AddCharacter({"name": "Bořek"}), "Add")
    bořek = Character.get().id
    told = []
    session.reconnected.connect(lambda what, saved: told.append((what, saved)))
    database = campaign.database
    commit = database.commit

    def commit_then_stop():  # the commit lands; its answer never reaches the client
        commit()
        paused_after.pause()
        database.execute_sql("SELECT 1")

    monkeypatch.setattr(database, "commit", commit_then_stop)
    with pytest.raises(EditNotSaved):
        session.perform(UpdateCharacter(bořek, {"name": "Bořek Hrabal"}), "Rename")
    monkeypatch.setattr(database, "commit", commit)
    assert session.disconnected
    paused_after.resume()
    qtbot.waitUntil(lambda: bool(told), timeout=15000)
    assert told == [("Rename", True)]
    assert Character.get_by_id(bořek).name == "Bořek Hrabal"
    session.close()


def test_an_undo_whose_commit_landed_moves_the_history_once_the_server_is_back(
    qtbot, campaign, paused_after, monkeypatch
):
    session = CampaignSession(campaign)
    session.perform(AddCharacter({"name": "Bořek"}), "Add")
    bořek = Character.get().id
    session.perform(UpdateCharacter(bořek, {"name": "Bořek Hrabal"}), "Rename")
    told = []
    session.reconnected.connect(lambda what, saved: told.append((what, saved)))
    database = campaign.database
    commit = database.commit

    def commit_then_stop():
        commit()
        paused_after.pause()
        database.execute_sql("SELECT 1")

    monkeypatch.setattr(database, "commit", commit_then_stop)
    assert not session.undo()
    monkeypatch.setattr(database, "commit", commit)
    assert session.undo_stack.index() == 2
    paused_after.resume()
    qtbot.waitUntil(lambda: bool(told), timeout=15000)
    assert told == [("Rename", True)]
    assert session.undo_stack.index() == 1
    assert Character.get_by_id(bořek).name == "Bořek"
    session.close()


def test_the_server_going_away_between_edits_pauses_editing_until_it_is_back(
    qtbot, campaign, paused_after
):
    session = CampaignSession(campaign)
    session.perform(AddCharacter({"name": "Bořek"}), "Add")
    bořek = Character.get().id
    told = []
    session.reconnected.connect(lambda what, saved: told.append((what, saved)))
    paused_after.pause()
    qtbot.waitUntil(lambda: session.disconnected, timeout=15000)  # heard by the listener
    assert session.read_only
    paused_after.resume()
    qtbot.waitUntil(lambda: bool(told), timeout=15000)
    assert told == [("", False)] and not session.read_only
    session.perform(UpdateCharacter(bořek, {"name": "Bořek Hrabal"}), "Rename")
    assert Character.get_by_id(bořek).name == "Bořek Hrabal"
    session.close()
