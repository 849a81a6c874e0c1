"""Long work runs off the window's thread: the window keeps answering, progress shows, and
Cancel stops it with nothing changed."""

from __future__ import annotations

import sys
import threading
import time

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

from campaign_manager.storage.changes import SetCampaignField
from campaign_manager.storage.models import Character
from campaign_manager.systems.dakara.settings import DakaraSettings
from campaign_manager.ui.responsive import long_task


def slow_work(steps: int):
    def work(progress, cancelled):
        for step in range(steps):
            if cancelled():
                return None
            time.sleep(0.01)
            progress(step + 1, steps)
        return "done"

    return work


def test_the_window_answers_while_the_work_runs(qtbot):
    """The work waits for the window's own timer to tick five times: it ends only if the
    window kept answering while it ran (however loaded the machine is)."""
    parent = QWidget()
    qtbot.addWidget(parent)
    ticks = []
    answered = threading.Event()

    def tick():
        ticks.append(1)
        if len(ticks) >= 5:
            answered.set()

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(10)
    seen = []
    probe = QTimer()
    probe.timeout.connect(
        lambda: seen.extend(d.maximum() for d in parent.findChildren(QProgressDialog))
    )
    probe.start(50)

    def work(progress, cancelled):
        for step in range(40):
            progress(step + 1, 40)
            time.sleep(0.01)
        # a window that stopped answering never sets it: the work says so, not a hang
        return "done" if answered.wait(60) else "the window did not answer"

    assert long_task.run_with_progress(parent, "…", work) == "done"
    timer.stop()
    probe.stop()
    assert 40 in seen  # the dialog knew how much there was to do


def test_cancel_stops_the_work(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)

    def cancel():
        for dialog in parent.findChildren(QProgressDialog):
            dialog.cancel()

    QTimer.singleShot(100, cancel)
    assert long_task.run_with_progress(parent, "…", slow_work(500)) is None


def test_a_large_campaign_works_out_its_lines_behind_the_dialog(window, monkeypatch):
    monkeypatch.setattr(long_task, "SMALL", 5)
    for n in range(20):
        Character.insert(name=f"Stráž {n}", sheet={}).execute()
    calls = []
    real = long_task.run_with_progress
    monkeypatch.setattr(
        long_task, "run_with_progress", lambda *a, **k: calls.append(1) or real(*a, **k)
    )
    seventy = DakaraSettings.default().with_level("profesionál", budget=70).to_dict()
    change = long_task.settings_change(window.session, window, {"dakara": {"settings": seventy}})
    assert calls == [1] and isinstance(change, SetCampaignField) and len(change.summaries) == 20
    window.session.perform(change, "rules")
    QApplication.processEvents()
    record = window.roster.model.record(0)
    assert "0/70" in record.summary["en"]


def test_the_dakara_rules_dialog_works_the_lines_out_behind_the_progress_dialog(
    window, monkeypatch
):
    from campaign_manager.ui.systems.dakara.settings import apply_dakara_settings

    monkeypatch.setattr(long_task, "SMALL", 5)
    for n in range(20):
        Character.insert(name=f"Stráž {n}", sheet={}).execute()
    calls = []
    real = long_task.run_with_progress
    monkeypatch.setattr(
        long_task, "run_with_progress", lambda *a, **k: calls.append(1) or real(*a, **k)
    )
    seventy = DakaraSettings.default().with_level("profesionál", budget=70).to_dict()
    assert apply_dakara_settings(window.session, {"dakara": {"settings": seventy}}, window)
    assert calls == [1]
    assert "0/70" in Character.get().summary["en"]


def test_no_full_collection_stalls_the_window_while_the_work_allocates(qtbot):
    """A long task's work allocates thousands of objects (a chapter start decodes every
    sheet): each full run of Python's cycle collector it set off held the interpreter for
    50–80 ms with a large campaign open, and the window waited. They wait for the end of
    the work now, and run again after it, also when the work fails."""
    import gc

    parent = QWidget()
    qtbot.addWidget(parent)
    collections = []
    working = [False]

    def seen(phase, info):
        if phase == "start" and working[0]:  # on either thread, while the work runs
            collections.append(info["generation"])

    def allocating(progress, cancelled):
        working[0] = True
        for step in range(200):
            cycle = [[] for _ in range(50)]
            cycle.append(cycle)  # a cycle the collector would look for
            progress(step + 1, 200)
        working[0] = False
        return "done"

    def failing(progress, cancelled):
        allocating(progress, cancelled)
        raise ValueError("broken")

    thresholds = gc.get_threshold()
    gc.set_threshold(10, 1, 1)  # a full collection every few hundred new objects
    gc.callbacks.append(seen)
    try:
        assert long_task.run_with_progress(parent, "…", allocating) == "done"
        during = list(collections)
        assert gc.isenabled()  # and it runs again after
        with pytest.raises(ValueError, match="broken"):  # the work's error reaches here
            long_task.run_with_progress(parent, "…", failing)
        assert gc.isenabled()
    finally:
        gc.callbacks.remove(seen)
        gc.set_threshold(*thresholds)
    assert 2 not in during, f"{during.count(2)} full collections while the work ran"


def test_a_long_task_sets_a_one_millisecond_switch_interval_while_its_work_runs(qtbot):
    """The policy, not its effect: while a long task's work runs, Python's switch interval
    is at most 1 ms, and after the task it is as it was, also when the work fails.

    Why: a worker computing in Python (a chapter start's rules core) keeps the interpreter
    for the switch interval (5 ms by default) each time the window's thread asks for it,
    and the progress dialog's first paint asks a few times (the window waited 30-45 ms
    with a campaign of 3,000). That wait depends on the machine's load, so it is not
    asserted here: `make benchmark` measures it, the chapter start's longest wait against
    the same chapter starts without the switch interval, in the same run
    (``benchmarks/cases.py``, ``time_boundaries``)."""
    parent = QWidget()
    qtbot.addWidget(parent)
    before = sys.getswitchinterval()
    seen = []

    def computing(progress, cancelled):
        seen.append(sys.getswitchinterval())
        return "done"

    def failing(progress, cancelled):
        computing(progress, cancelled)
        raise ValueError("broken")

    assert before > 0.001  # Python's default (5 ms), or what the test run set
    assert long_task.run_with_progress(parent, "…", computing) == "done"
    assert sys.getswitchinterval() == before
    with pytest.raises(ValueError, match="broken"):
        long_task.run_with_progress(parent, "…", failing)
    assert sys.getswitchinterval() == before
    assert seen and all(interval <= 0.001 for interval in seen), seen


def test_work_about_to_end_shows_no_dialog_for_an_instant(qtbot, monkeypatch):
    """Past the time the dialog waits for, work whose progress says it is all but done
    shows no dialog: it flashed up and went at once, and its show and the window's repaint
    after it were a 40 ms wait (a rules change at 10,000 stored in 219 ms)."""
    monkeypatch.setattr(long_task, "SHOW_AFTER", 0.0)  # past it from the start
    monkeypatch.setattr(long_task, "SHOW_BY", 3600.0)
    parent = QWidget()
    qtbot.addWidget(parent)
    polled = threading.Event()
    shown = []
    counts = [0]
    real_maximum, real_show = QProgressDialog.setMaximum, QProgressDialog.show

    def maximum(dialog, value):  # the dialog's poll says how much there is to do
        counts[0] += 1
        if counts[0] >= 3:
            polled.set()
        real_maximum(dialog, value)

    monkeypatch.setattr(QProgressDialog, "setMaximum", maximum)
    monkeypatch.setattr(QProgressDialog, "show", lambda d: shown.append(d) or real_show(d))

    def nearly_done(progress, cancelled):
        progress(999, 1000)
        assert polled.wait(60), "the dialog's poll never came"
        return "done"

    assert long_task.run_with_progress(parent, "…", nearly_done) == "done"
    assert counts[0] >= 3 and shown == []


def test_when_the_dialog_comes_up():
    """After SHOW_AFTER: at once with no progress said, else when the progress says there is
    STILL_TO_GO left; by SHOW_BY whatever the progress says."""
    after, by = long_task.SHOW_AFTER, long_task.SHOW_BY
    assert not long_task.shows_now(after / 2, 0, 0)
    assert long_task.shows_now(after, 0, 0)  # nothing said: it may take long
    assert long_task.shows_now(after, 0, 100)
    assert long_task.shows_now(after, 50, 100)  # as long again to go
    assert not long_task.shows_now(after, 99, 100)  # a few ms to go
    assert long_task.shows_now(by, 99, 100)  # it said so long ago


def test_the_window_s_views_wait_to_paint_while_the_dialog_is_up(qtbot):
    """As the dialog comes up the window loses the focus, and Qt repaints every item view
    in it: each cell's paint calls into Python and waited for the interpreter while the
    worker computed (the roster's repaint, 340–450 ms, in the first chapter start after
    opening 3,000 characters). The views wait, and paint again when the work is done."""
    from PySide6.QtCore import QEvent, QObject, Qt
    from PySide6.QtWidgets import QMainWindow, QTableWidget

    window = QMainWindow()
    table = QTableWidget(20, 3)
    window.setCentralWidget(table)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    paints = []

    class Paints(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                paints.append(1)
            return False

    counter = Paints()
    table.viewport().installEventFilter(counter)
    tv = QTableWidget(5, 2, window)  # a window of its own (the players' view): it paints on
    tv.setWindowFlag(Qt.WindowType.Window)
    tv.show()
    qtbot.waitExposed(tv)
    during, up = [], threading.Event()

    def watch() -> None:
        if any(d.isVisible() for d in window.findChildren(QProgressDialog)):
            before = len(paints)
            table.viewport().repaint()  # at once, if the view may paint
            during.append(len(paints) - before)
            during.append(tv.viewport().updatesEnabled())
            up.set()
            return
        QTimer.singleShot(10, watch)

    QTimer.singleShot(0, watch)

    def work(progress, cancelled):
        up.wait(30)  # until the test has seen the dialog up
        return "done"

    assert long_task.run_with_progress(table, "…", work) == "done"
    assert during == [0, True]
    before = len(paints)
    qtbot.waitUntil(lambda: len(paints) > before)  # painted again after the work


def test_the_cells_texts_are_prepared_after_a_long_task_not_during_it(window, qtbot, monkeypatch):
    """A table prepares the texts it drew once the paints pause: Python on the window's
    thread, the worker's rival for the interpreter. While a long task runs it waits."""
    import sys

    looks = []  # who asked whether a task runs
    running = [True]
    monkeypatch.setattr(
        long_task, "busy", lambda: looks.append(sys._getframe(1).f_code.co_name) or running[0]
    )
    for n in range(5):
        Character.insert(name=f"Stráž {n}", sheet={}).execute()
    window.roster.set_session(window.session)
    view = window.roster.table
    delegate = view.itemDelegate()
    delegate.forget()
    view.viewport().grab()  # drawn once: to be prepared when the paints pause
    # the pause came twice during the task (the roster's own background work asks too)
    qtbot.waitUntil(lambda: looks.count("_prepare_pending") >= 2)
    assert not delegate.ready
    running[0] = False
    qtbot.waitUntil(lambda: delegate.ready)
