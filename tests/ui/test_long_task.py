"""Long work runs off the window's thread: the window keeps answering, progress shows, and
Cancel stops it with nothing changed."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

from campaign_manager.storage.changes import SetCampaignField
from campaign_manager.storage.models import Character
from campaign_manager.systems.dakara.settings import DakaraSettings
from campaign_manager.ui import long_task


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
    parent = QWidget()
    qtbot.addWidget(parent)
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    seen = []
    probe = QTimer()
    probe.timeout.connect(
        lambda: seen.extend(d.maximum() for d in parent.findChildren(QProgressDialog))
    )
    probe.start(50)
    assert long_task.run_with_progress(parent, "…", slow_work(40)) == "done"
    timer.stop()
    probe.stop()
    assert len(ticks) >= 5  # the window's own timers kept running
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

    def seen(phase, info):
        if phase == "start":
            collections.append(info["generation"])

    def allocating(progress, cancelled):
        for step in range(200):
            cycle = [[] for _ in range(50)]
            cycle.append(cycle)  # a cycle the collector would look for
            progress(step + 1, 200)
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
