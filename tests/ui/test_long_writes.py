"""A long write runs on a worker thread with its own connection behind the progress dialog:
the window keeps answering, the dialog shows, Cancel leaves the campaign as it was, and
the step undoes and redoes as one (the same way)."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog, QPushButton

from campaign_manager.storage.models import CampaignInfo, Character
from campaign_manager.systems.dakara.settings import DakaraSettings
from campaign_manager.ui.responsive import long_task
from campaign_manager.ui.session import EditCancelled

SEVENTY = {
    "dakara": {"settings": DakaraSettings.default().with_level("profesionál", budget=70).to_dict()}
}


def roster(window, count: int = 20) -> None:
    for n in range(count):
        Character.insert(name=f"Stráž {n}", sheet={}).execute()
    window.session.campaign.refresh_summaries()
    window.roster.set_session(window.session)  # the roster reads the new rows


def lines() -> dict:
    return dict(Character.select(Character.id, Character.summary).tuples())


def put_lines_seen(model, monkeypatch) -> list[list[int]]:
    """The ids of every ``put_lines`` call on the roster's model from now on, in turn."""
    seen: list[list[int]] = []
    real = model.put_lines
    monkeypatch.setattr(
        model,
        "put_lines",
        lambda lines, every=True: seen.append(sorted(lines)) or real(lines, every),
    )
    return seen


class Gate:
    """Holds the worker inside its write until the test has seen the dialog, then cancels
    it (or lets it finish): no timing, the test waits for what it checks."""

    def __init__(self, window, cancel: bool):
        self.window, self.cancel = window, cancel
        self.entered, self.release = threading.Event(), threading.Event()
        self.thread = None
        self.label = None
        self.ticks = 0

    def wrap(self, real):
        def gated(*args, **kwargs):
            self.thread = threading.current_thread()
            self.entered.set()
            self.release.wait(30)
            return real(*args, **kwargs)

        return gated

    def watch(self) -> None:
        self.ticks += 1  # the window's own timers run while the worker writes
        shown = [d for d in self.window.findChildren(QProgressDialog) if d.isVisible()]
        if self.entered.is_set() and shown:
            self.label = shown[0].labelText()
            if self.cancel:
                shown[0].findChild(QPushButton).click()  # the GM's Cancel
            self.release.set()
            return
        QTimer.singleShot(10, self.watch)


def test_a_long_rules_change_is_stored_behind_the_dialog_and_cancel_changes_nothing(
    window, monkeypatch
):
    monkeypatch.setattr(long_task, "SMALL", 5)
    monkeypatch.setattr(long_task, "LONG_WRITE", 5)
    roster(window)
    before, settings = lines(), CampaignInfo.get().settings
    session = window.session
    change = long_task.settings_change(session, window, SEVENTY)
    gate = Gate(window, cancel=True)
    campaign = session.campaign
    monkeypatch.setattr(campaign, "write_summaries", gate.wrap(campaign.write_summaries))
    QTimer.singleShot(0, gate.watch)
    with pytest.raises(EditCancelled):
        session.perform(change, "Campaign rules settings")
    assert gate.thread is not threading.main_thread()  # written on a worker
    assert "Saving: Campaign rules settings" in gate.label
    assert gate.ticks > 1
    assert lines() == before and CampaignInfo.get().settings == settings  # rolled back
    assert session.undo_stack.count() == 0  # no step to undo
    assert "0/70" not in window.roster.model.record(0).summary["en"]


def test_a_long_rules_change_stored_on_a_worker_undoes_and_redoes_as_one_step(window, monkeypatch):
    monkeypatch.setattr(long_task, "SMALL", 5)
    monkeypatch.setattr(long_task, "LONG_WRITE", 5)
    roster(window)
    before = lines()
    session = window.session
    change = long_task.settings_change(session, window, SEVENTY)
    gate = Gate(window, cancel=False)
    campaign = session.campaign
    monkeypatch.setattr(campaign, "write_summaries", gate.wrap(campaign.write_summaries))
    QTimer.singleShot(0, gate.watch)
    assert session.perform(change, "Campaign rules settings") is not None
    QApplication.processEvents()
    assert gate.thread is not threading.main_thread()
    assert all("0/70" in line["en"] for line in lines().values())
    assert "0/70" in window.roster.model.record(0).summary["en"]
    assert session.undo_stack.count() == 1
    gate = Gate(window, cancel=False)
    monkeypatch.setattr(campaign, "write_summaries", gate.wrap(campaign.write_summaries))
    QTimer.singleShot(0, gate.watch)
    assert session.undo()
    assert "Undoing: Campaign rules settings" in gate.label
    assert lines() == before
    gate = Gate(window, cancel=True)
    QTimer.singleShot(0, gate.watch)
    monkeypatch.setattr(campaign, "write_summaries", gate.wrap(campaign.write_summaries))
    redone = session.redo()
    assert not redone  # cancelled: the stack stays where it was
    assert lines() == before and session.undo_stack.index() == 0


def test_the_idle_copy_into_the_file_waits_while_the_lines_are_worked_out(window, monkeypatch):
    """The copy (a checkpoint) would wait for the worker's readers, the window with it."""
    monkeypatch.setattr(long_task, "SMALL", 5)
    roster(window)
    session = window.session
    copies = []
    monkeypatch.setattr(session.campaign, "checkpoint", lambda: copies.append(1) or True)
    gate = Gate(window, cancel=False)
    campaign = session.campaign
    monkeypatch.setattr(campaign, "compute_summaries", gate.wrap(campaign.compute_summaries))
    idle_during = []

    def idle_fires():  # the session's idle timer, as it would fire meanwhile
        if gate.entered.is_set():
            session.idle_copy.timer.timeout.emit()
            idle_during.append(len(copies))
            gate.watch()
        else:
            QTimer.singleShot(10, idle_fires)

    QTimer.singleShot(0, idle_fires)
    assert long_task.settings_change(session, window, SEVENTY) is not None
    assert idle_during == [0]  # no copy while the worker read
    assert session.idle_copy.timer.isActive()  # tried again later


def test_a_rules_change_puts_the_new_lines_in_place_without_reading_the_roster_again(
    window, monkeypatch
):
    from campaign_manager.storage.changes import SetCampaignField
    from campaign_manager.ui.roster import view as roster_view

    roster(window, 3)
    table = window.roster.table
    table.setCurrentIndex(window.roster.proxy.index(2, 0))
    monkeypatch.setattr(roster_view, "roster_records", lambda: pytest.fail("read again"))
    window.session.perform(SetCampaignField("settings", SEVENTY), "Campaign rules settings")
    QApplication.processEvents()
    assert all("0/70" in window.roster.model.record(r).summary["en"] for r in range(3))
    assert table.currentIndex().row() == 2  # the GM's place in the roster stays
    window.session.undo()
    assert all("0/60" in window.roster.model.record(r).summary["en"] for r in range(3))


def test_a_rules_change_gives_the_roster_the_lines_it_wrote_so_no_stored_line_is_read(
    window, monkeypatch
):
    """What the change touched carries the lines written: the roster reads none of the stored lines
    (at 10,000 characters that read kept the window waiting), after the undo and redo too."""
    from campaign_manager.storage.changes import SetCampaignField
    from campaign_manager.ui.roster import view as roster_view

    roster(window, 4)
    fail = lambda: pytest.fail("every stored line read")  # noqa: E731
    monkeypatch.setattr(roster_view, "roster_lines", fail)
    monkeypatch.setattr(roster_view, "roster_records", fail)
    session = window.session
    shown = lambda: [window.roster.model.record(r).summary["en"] for r in range(4)]  # noqa: E731
    session.perform(SetCampaignField("settings", SEVENTY), "Campaign rules settings")
    QApplication.processEvents()
    assert all("0/70" in line for line in shown())
    session.undo()
    assert all("0/60" in line for line in shown())
    session.redo()
    assert all("0/70" in line for line in shown())
    assert shown() == [line["en"] for line in lines().values()]  # as stored


def test_a_rules_change_puts_its_lines_in_place_a_slice_a_turn_and_an_undo_meanwhile_wins(
    window, qtbot, monkeypatch
):
    """Thousands of new lines are taken a slice per turn of the event loop (the window
    paints between them, and first), a band of rows each; a change coming meanwhile puts
    its own lines in place of the waiting ones, so an undo at once still ends with the old
    lines everywhere."""
    from campaign_manager.storage.changes import SetCampaignField
    from campaign_manager.ui.roster import lines as roster_lines

    monkeypatch.setattr(roster_lines, "LINES_SLICE", 2)
    roster(window, 5)
    model = window.roster.model
    slices = put_lines_seen(model, monkeypatch)
    shown = lambda: [model.record(r).summary["en"] for r in range(5)]  # noqa: E731
    session = window.session
    session.perform(SetCampaignField("settings", SEVENTY), "Campaign rules settings")
    assert ["0/70" in line for line in shown()] == [False] * 5  # from the next turn on
    qtbot.waitUntil(lambda: all("0/70" in line for line in shown()))
    assert [len(part) for part in slices] == [2, 2, 1]
    assert [model.row_of(i) for part in slices for i in part] == [0, 1, 2, 3, 4]
    session.undo()
    session.redo()
    session.undo()  # at once, before the redo's slices came: its lines take their place
    qtbot.waitUntil(lambda: window.roster._lines.pending() == 0)
    assert all("0/60" in line for line in shown())
    assert ["0/60" in line["en"] for line in lines().values()] == [True] * 5


def test_a_change_while_the_lines_are_taken_puts_no_more_than_a_slice_a_turn(
    window, qtbot, monkeypatch
):
    """An undo (or another rules change) coming while the lines are still being taken makes
    the waiting ones old: they are dropped, not all put in place in one turn (at 10,000
    characters that kept the window from painting for 40–70 ms)."""
    from campaign_manager.storage.changes import SetCampaignField
    from campaign_manager.ui.roster import lines as roster_lines

    monkeypatch.setattr(roster_lines, "LINES_SLICE", 2)
    roster(window, 5)
    model, session = window.roster.model, window.session
    slices = put_lines_seen(model, monkeypatch)
    session.perform(SetCampaignField("settings", SEVENTY), "Campaign rules settings")
    assert window.roster._lines.pending() == 5  # none taken yet
    session.undo()
    session.redo()
    session.undo()
    qtbot.waitUntil(lambda: window.roster._lines.pending() == 0)
    assert max(len(part) for part in slices) <= 2
    assert sum(len(part) for part in slices) == 5  # the last change's lines only
    shown = [model.record(r).summary["en"] for r in range(5)]
    assert ["0/60" in line for line in shown] == [True] * 5


def test_a_sheet_edit_while_the_lines_are_taken_is_not_undone_by_a_later_slice(
    window, qtbot, monkeypatch
):
    from campaign_manager.storage.changes import SetCampaignField, UpdateCharacter
    from campaign_manager.systems.dakara import new_sheet
    from campaign_manager.ui.roster import lines as roster_lines

    monkeypatch.setattr(roster_lines, "LINES_SLICE", 2)
    roster(window, 5)
    model, session = window.roster.model, window.session
    session.perform(SetCampaignField("settings", SEVENTY), "Campaign rules settings")
    last = model.record(4).id  # its new line not taken yet
    session.perform(UpdateCharacter(last, {"sheet": dict(new_sheet(), level="mistr")}), "Mistr")
    qtbot.waitUntil(lambda: window.roster._lines.pending() == 0)
    QApplication.processEvents()
    assert model.record(model.row_of(last)).summary["en"].startswith("mistr")
    assert all("0/70" in model.record(r).summary["en"] for r in range(4))


def test_the_roster_waits_with_its_slices_while_a_long_task_runs(window, qtbot, monkeypatch):
    """A slice read on the window's thread while a worker works would slow both (each row
    read hands the interpreter over and waits to get it back): the slices wait for it."""
    from campaign_manager.storage.changes import SetCampaignField
    from campaign_manager.ui.roster import lines as roster_lines

    monkeypatch.setattr(roster_lines, "LINES_SLICE", 2)
    roster(window, 5)
    session, intake = window.session, window.roster._lines
    session.perform(SetCampaignField("settings", SEVENTY), "Campaign rules settings")
    assert intake.pending() == 5  # none at once: the window paints first
    running = [True]
    monkeypatch.setattr(roster_lines, "busy", lambda: running[0])
    qtbot.waitUntil(lambda: intake._timer.interval() == roster_lines.BUSY_WAIT_MS)  # it saw
    QApplication.processEvents()
    assert intake.pending() == 5  # nothing taken while the worker runs
    running[0] = False
    qtbot.waitUntil(lambda: intake.pending() == 0)
    assert all("0/70" in window.roster.model.record(r).summary["en"] for r in range(5))


def test_the_roster_damage_scan_waits_while_a_long_task_runs(window, qtbot, monkeypatch):
    """The scan after opening reads the characters: it waits while a worker works."""
    from campaign_manager.ui.roster import view as roster_view

    running = [True]
    # the search texts are worked out first (their own wait is the test below)
    warm = window.roster._warm
    monkeypatch.setattr(long_task, "busy", lambda: running[0] and not warm.isActive())
    scanned = []
    real = roster_view.unreadable_characters
    monkeypatch.setattr(
        roster_view, "unreadable_characters", lambda *a: scanned.append(a) or real(*a)
    )
    roster(window, 5)  # opened: the search texts, then the damage scan
    scan = window.roster._scan
    qtbot.waitUntil(lambda: scan.isActive() and scan.interval() == roster_view.BUSY_WAIT_MS)
    QApplication.processEvents()
    assert scanned == []
    running[0] = False
    qtbot.waitUntil(lambda: bool(scanned))


def test_the_roster_search_texts_wait_while_a_long_task_runs(window, qtbot, monkeypatch):
    """Working out the search texts after opening is Python on the window's thread: while a
    worker computes, each slice waited for the interpreter and held the worker back. The
    slices wait for the end of the work."""
    from campaign_manager.ui.roster import view as roster_view

    running = [True]
    monkeypatch.setattr(long_task, "busy", lambda: running[0])
    warmed = []
    model = window.roster.model
    real = model.warm_search
    monkeypatch.setattr(model, "warm_search", lambda *a: warmed.append(a) or real(*a))
    roster(window, 5)  # opened: the search texts are worked out a slice a tick
    warm = window.roster._warm
    qtbot.waitUntil(lambda: warm.isActive() and warm.interval() == roster_view.BUSY_WAIT_MS)
    QApplication.processEvents()
    assert warmed == []
    running[0] = False
    qtbot.waitUntil(lambda: not warm.isActive())
    assert warmed
