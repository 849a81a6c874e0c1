"""A chapter start for a large party runs off the window's thread: the rules core works
the sheets out behind the progress dialog and the new sheets and log lines are stored on
a worker too. Cancel at either stage leaves the campaign unchanged; when it runs to the
end, the message listing what healed still shows."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QProgressDialog, QPushButton

from campaign_manager.storage.changes import LogEvents
from campaign_manager.storage.models import Character as Row
from campaign_manager.storage.models import LogEntry
from campaign_manager.systems.clovek import new_sheet, validate_sheet
from campaign_manager.ui.responsive import long_task
from campaign_manager.ui.systems.clovek import time as clovek_time


@pytest.fixture
def campaign_system():
    return "clovek"


@pytest.fixture
def party(window, monkeypatch):
    """Twelve wounded characters; "large" from five on, so the dialog's path is taken."""
    monkeypatch.setattr(long_task, "SMALL", 5)
    monkeypatch.setattr(long_task, "LONG_WRITE", 5)
    monkeypatch.setattr(clovek_time, "PART", 3)
    for n in range(12):
        sheet = new_sheet()
        sheet["scars"] = {key: "" for key in sheet["scars"]}
        sheet["scars"]["torso"] = "X/"
        Row.create(name=f"Strážný {n:02}", sheet=validate_sheet(sheet))
    window.roster.set_session(window.session)
    return window


def campaign_state():
    sheets = [(r.id, r.sheet) for r in Row.select().order_by(Row.id)]
    return sheets, LogEntry.select().count()


class Gate:
    """Holds the worker at the gated call until the dialog is seen, then presses Cancel (or
    not) and lets it go on: the test waits for what it checks, never for a time."""

    def __init__(self, window, cancel: bool):
        self.window, self.cancel = window, cancel
        self.entered, self.release = threading.Event(), threading.Event()
        self.threads: list = []
        self.labels: list[str] = []

    def wrap(self, real):
        def gated(*args, **kwargs):
            self.threads.append(threading.current_thread())
            if not self.release.is_set():
                self.entered.set()
                self.release.wait(30)
            return real(*args, **kwargs)

        return gated

    def watch(self) -> None:
        shown = [d for d in self.window.findChildren(QProgressDialog) if d.isVisible()]
        if self.entered.is_set() and shown:
            self.labels.append(shown[0].labelText())
            if self.cancel:
                shown[0].findChild(QPushButton).click()  # the GM's Cancel
            self.release.set()
            return
        QTimer.singleShot(10, self.watch)


def test_cancel_while_the_rules_work_the_sheets_out_changes_nothing(party, monkeypatch):
    before, steps = campaign_state(), party.session.undo_stack.count()
    gate = Gate(party, cancel=True)
    monkeypatch.setattr(clovek_time, "start_time", gate.wrap(clovek_time.start_time))
    QTimer.singleShot(0, gate.watch)
    assert clovek_time.start_time_boundary(party.session, "chapter", lambda *a: None) is None
    assert gate.threads and threading.main_thread() not in gate.threads
    assert gate.labels == ["Working out: Start chapter…"]
    assert campaign_state() == before and party.session.undo_stack.count() == steps


def test_cancel_while_the_new_sheets_are_stored_changes_nothing(party, monkeypatch):
    before, steps = campaign_state(), party.session.undo_stack.count()
    gate = Gate(party, cancel=True)
    monkeypatch.setattr(LogEvents, "apply", gate.wrap(LogEvents.apply))  # after the sheets
    QTimer.singleShot(0, gate.watch)
    assert clovek_time.start_time_boundary(party.session, "chapter", lambda *a: None) is None
    assert gate.threads and threading.main_thread() not in gate.threads
    assert gate.labels == ["Saving: Start chapter…"]
    assert campaign_state() == before and party.session.undo_stack.count() == steps


def test_a_large_chapter_start_from_the_menu_still_says_what_healed(party, monkeypatch, messages):
    monkeypatch.setattr(clovek_time, "run_dialog", lambda dialog: True)
    gate = Gate(party, cancel=False)
    monkeypatch.setattr(LogEvents, "apply", gate.wrap(LogEvents.apply))
    QTimer.singleShot(0, gate.watch)
    party.menus.time_actions["chapter"].trigger()
    assert gate.labels == ["Saving: Start chapter…"]
    assert all(r.sheet["scars"]["torso"] == "__" for r in Row.select())
    [(kind, title, text)] = messages.shown
    assert kind == "information" and title == "Start chapter"  # whole, not cut
    assert text.startswith("What healed:\n\n")
    assert text.count("Torso: a lethal wound heals.") == 12
    party.menus.undo_action.trigger()  # one step, undone on a worker too
    assert all(r.sheet["scars"]["torso"] == "X/" for r in Row.select())


def test_the_roster_takes_a_large_partys_new_records_a_slice_a_turn(party, qtbot, monkeypatch):
    """A thousand changed characters are read and put in place a slice per turn of the
    event loop (the window paints between them); the roster ends as stored."""
    from campaign_manager.storage.queries import roster_records
    from campaign_manager.ui.roster import lines as roster_slices
    from campaign_manager.ui.roster import view as roster_view

    monkeypatch.setattr(roster_slices, "RECORDS_SLICE", 5)
    read = []
    real = roster_view.roster_records_of
    monkeypatch.setattr(
        roster_view, "roster_records_of", lambda ids: read.append(len(ids)) or real(ids)
    )
    roster = party.roster
    shown = lambda: [roster.model.record(r) for r in range(roster.model.rowCount())]  # noqa: E731
    before = shown()
    assert clovek_time.start_time_boundary(party.session, "chapter", lambda *a: None)
    assert read == []  # the window paints first, then a slice a turn
    qtbot.waitUntil(lambda: roster._records.pending() == 0)
    assert read == [5, 5, 2]
    assert shown() == roster_records() != before
    assert [r.summary for r in shown()] == [r.summary for r in roster_records()]


def test_the_sheets_read_for_a_chapter_start_are_let_go_on_the_worker(party, monkeypatch):
    """The sheets as read, thousands in a large party, are freed where they were read: on
    the worker. Handed back to the window's thread with the new ones, they were freed there
    as the chapter start ended (10 ms more of the window's longest wait at 3,000)."""
    freed = []

    class Sheet(dict):
        def __del__(self):
            freed.append(threading.current_thread().name)

    real = clovek_time.names_and_sheets
    monkeypatch.setattr(
        clovek_time,
        "names_and_sheets",
        lambda ids=None: [(cid, name, Sheet(sheet)) for cid, name, sheet in real(ids)],
    )
    assert clovek_time.start_time_boundary(party.session, "chapter", lambda *a: None)
    assert len(freed) == 12 and set(freed) == {"kronikar-long-task"}, freed
    assert all(r.sheet["scars"]["torso"] == "__" for r in Row.select())


def test_a_large_partys_question_is_asked_and_its_answer_worked_out_on_the_worker(
    party, monkeypatch
):
    """A character with devastating wounds on two physical scars: the core asks which one
    heals; the window asks the GM, and the worker works the sheets out again with it."""
    sheet = new_sheet()
    sheet["scars"] = {key: "" for key in sheet["scars"]}
    sheet["scars"].update({"head": "Ж", "left_leg": "Ж/"})
    tomas = Row.create(name="Tomáš", sheet=validate_sheet(sheet))
    asked, threads = [], []
    real = clovek_time.start_time

    def core(*args, **kwargs):
        threads.append(threading.current_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(clovek_time, "start_time", core)
    result = clovek_time.start_time_boundary(
        party.session, "chapter", lambda *a: asked.append(a) or "left_leg"
    )
    assert asked == [("Tomáš", "physical", ["head", "left_leg"])]
    assert threading.main_thread() not in threads
    scars = Row.get_by_id(tomas.id).sheet["scars"]
    assert scars["left_leg"] == "__" and scars["head"] == "Ж_"
    assert all(r.sheet["scars"]["torso"] == "__" for r in Row.select() if r.id != tomas.id)
    assert {e.kind for e in result[tomas.id]} == {"healed"}


def test_a_chapter_start_of_300_characters_is_stored_on_a_worker():
    """At 300 characters a chapter start heals about a hundred and logs 600 lines: stored
    on the window's thread, that was a 53 ms wait. It counts as a long write now."""
    from campaign_manager.storage.changes import Batch, LogLine, UpdateCharacter

    sheets = [UpdateCharacter(n, {"sheet": new_sheet()}) for n in range(100)]
    lines = LogEvents([LogLine("Začátek kapitoly", "Chapter start") for _ in range(600)])
    assert Batch([Batch(sheets), lines]).weight() >= long_task.LONG_WRITE
