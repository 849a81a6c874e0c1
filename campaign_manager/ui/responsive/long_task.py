"""Long work runs off the window's thread, with a progress dialog (the policy: ``ui.responsive``).

``run_with_progress`` starts ``work(progress, cancelled)`` on a worker thread and keeps the
window answering while it runs; the dialog's Cancel asks the work to stop. Once the
(window-modal) dialog is up, the item views of the window behind it keep their picture and
are painted again when the work is done: a repaint of a view calls into Python for each
cell, and each call would wait for the interpreter while the worker computes (the
roster's repaint as the dialog came up was a long wait: benchmarks/notes/long_operations.md,
"ui/responsive/long_task.py").
``background_writer`` runs a long write that way: a Cancel rolls its one transaction back.
Python's cycle collector waits while the work runs (:mod:`campaign_manager.ui.responsive.collector`),
and the worker hands the interpreter to the window's thread within ``SWITCH_INTERVAL``
when it asks.
"""

from __future__ import annotations

import contextlib
import sys
import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QWidget

from campaign_manager.ui.responsive import collector

T = TypeVar("T")

# below this many items the work is done at once, with no dialog
SMALL = 300
# the dialog comes up when the work has run this long (s)
SHOW_AFTER = 0.2
# ... and its progress says it has at least this long (s) still to go: a task about to end
# shows no dialog for an instant (the dialog's show and the window's repaint after it
# were a wait at the end of a short task: benchmarks/notes/long_operations.md)
STILL_TO_GO = 0.1
# ... or, whatever its progress says, when it has run this long (s): Cancel for a task
# that stalls
SHOW_BY = 1.0
_NEVER = 2**31 - 1  # ms: QProgressDialog never shows itself (its own guess came sooner)
# while the work runs, the longest (s) the window's thread waits for the interpreter when
# the worker computes in Python: at Python's default, the dialog's first paint (a few
# calls into Python) waited behind a chapter start's rules core (long_operations.md)
SWITCH_INTERVAL = 0.001


_running = [0]  # long tasks running now (nested ones count too)


def busy() -> bool:
    """Whether a long task runs now (the idle copy into the file waits: it would wait for
    the task's readers to finish, with the window waiting on it)."""
    return _running[0] > 0


class _Job:
    def __init__(self):
        self.done = 0
        self.total = 0
        self.cancel = threading.Event()
        self.result: Any = None
        self.error: BaseException | None = None
        self.finished = threading.Event()


def run_with_progress(
    parent: QWidget | None,
    label: str,
    work: Callable[[Callable[[int, int], None], Callable[[], bool]], T],
    can_cancel: bool = True,
) -> T | None:
    """Run ``work`` on a worker thread behind a progress dialog; its result, or None if
    the GM cancelled. An exception in the work is raised here, on the window's thread."""
    job = _Job()

    def progress(done: int, total: int) -> None:
        job.done, job.total = done, total

    def run() -> None:
        try:
            job.result = work(progress, job.cancel.is_set)
        except BaseException as error:  # handed to the window's thread
            job.error = error
        finally:
            job.finished.set()

    from PySide6.QtWidgets import QProgressDialog  # (built on its first import)

    #: the progress dialog's button: stop the work, nothing changed
    dialog = QProgressDialog(label, QCoreApplication.translate("LongTask", "Cancel"), 0, 0, parent)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(_NEVER)  # shown by ``poll`` (below), the views held first
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    if not can_cancel:
        dialog.setCancelButton(None)
    dialog.canceled.connect(job.cancel.set)
    loop = QEventLoop()
    timer = QTimer()
    timer.setInterval(30)
    held: list[QWidget] = []
    started = time.perf_counter()
    shown = [False]

    def poll() -> None:
        if not shown[0] and shows_now(time.perf_counter() - started, job.done, job.total):
            shown[0] = True  # once: a Cancel hides it, for good
            held.extend(_hold_views(parent))
            dialog.show()
        if dialog.wasCanceled():
            job.cancel.set()
        if job.total:
            dialog.setMaximum(job.total)
            dialog.setValue(min(job.done, job.total))
        if job.finished.is_set():
            loop.quit()

    timer.timeout.connect(poll)
    worker = threading.Thread(target=run, name="kronikar-long-task", daemon=True)
    _running[0] += 1
    # no full collection while the work allocates: the window would wait for each one
    collector.hold()
    switch_interval = sys.getswitchinterval()
    sys.setswitchinterval(min(switch_interval, SWITCH_INTERVAL))
    try:
        worker.start()
        timer.start()
        loop.exec()
        timer.stop()
        worker.join()
    finally:
        _running[0] -= 1
        sys.setswitchinterval(switch_interval)
        _release_views(held)
        collector.release()
    cancelled = job.cancel.is_set()
    dialog.canceled.disconnect(job.cancel.set)
    dialog.reset()  # stops its timer: a dialog not shown yet must not show up later
    dialog.close()
    dialog.deleteLater()
    if job.error is not None:
        raise job.error
    return None if cancelled else job.result


def shows_now(elapsed: float, done: int, total: int) -> bool:
    """Whether the progress dialog of work that has run ``elapsed`` seconds and done
    ``done`` of ``total`` comes up now (no progress said yet: it does, after SHOW_AFTER)."""
    if elapsed < SHOW_AFTER:
        return False
    if elapsed >= SHOW_BY or not total or not done:
        return True
    return elapsed * (total - done) / done >= STILL_TO_GO


def _hold_views(parent: QWidget | None) -> list[QWidget]:
    """The shown item views' viewports of ``parent``'s window, told not to paint while the
    work runs (the window's deactivation as the dialog comes up repaints every one). A
    window of its own among its children (the players' view on the TV) paints on."""
    if parent is None:
        return []
    from PySide6.QtWidgets import QAbstractItemView

    window = parent.window()
    held = [
        view.viewport()
        for view in window.findChildren(QAbstractItemView)
        if view.isVisible() and view.window() is window and view.viewport().updatesEnabled()
    ]
    for viewport in held:
        viewport.setUpdatesEnabled(False)
    return held


def _release_views(held: list[QWidget]) -> None:
    """Paint the held viewports again (a posted update each: one with the window's own
    repaint as it becomes active again)."""
    for viewport in held:
        with contextlib.suppress(RuntimeError):  # closed meanwhile (its page went away)
            viewport.setUpdatesEnabled(True)


# A change writing at least this many rows (its ``weight()``) is written on a worker
# thread, with progress (a chapter start at 300 characters, 100 sheets and 600 log lines,
# weighs 250: on the window's thread it kept the window waiting; long_operations.md).
LONG_WRITE = 150


#: the progress dialog's text while a long edit is stored, undone or redone ({what}: the edit)
_LABELS = {
    None: QT_TRANSLATE_NOOP("LongTask", "Saving: {what}…"),
    True: QT_TRANSLATE_NOOP("LongTask", "Undoing: {what}…"),
    False: QT_TRANSLATE_NOOP("LongTask", "Redoing: {what}…"),
}


def background_writer(parent: QWidget | None):
    """The session's runner: ``run(change, work, text, going_back)`` does ``work`` (the
    change's one write) at once when it is short, else on a worker thread with its own
    connection to the campaign, behind a progress dialog with Cancel, while the window
    keeps answering. Returns what ``work`` returned; raises
    :class:`~campaign_manager.storage.progress.Interrupted` when the GM cancelled (the write's
    one transaction rolled back: nothing changed)."""
    from campaign_manager.storage.connection import on_own_connection
    from campaign_manager.storage.progress import Interrupted, watched

    def run(change, work: Callable[[], T], text: str, going_back: bool | None = None) -> T:
        if change.weight() < LONG_WRITE:
            return work()
        done: list = []

        @on_own_connection
        def job(progress, cancelled):
            with watched(progress, cancelled):
                done.append(work())
            return True

        label = QCoreApplication.translate("LongTask", _LABELS[going_back]).format(what=text)
        run_with_progress(parent, label, job)
        if not done:  # cancelled before the write committed
            raise Interrupted
        return done[0]  # committed (a Cancel pressed after the commit came too late)

    return run


def off_thread(parent, label: str, work: Callable, size: int):
    """``work(progress, cancelled)`` on a worker thread (reading through a connection of
    its own) behind the progress dialog when ``size`` (how many characters it concerns)
    is large, else at once here; its result, or None when the GM cancelled."""
    if size < SMALL or not isinstance(parent, QWidget):
        return work(lambda done, total: None, lambda: False)
    from campaign_manager.storage.connection import on_own_connection

    return run_with_progress(parent, label, on_own_connection(work))


def settings_change(session, window: QWidget | None, new_settings: dict):
    """A SetCampaignField for new rules settings, its roster lines worked out beforehand
    behind a progress dialog when the campaign is large; None when the GM cancelled."""
    from campaign_manager.storage.changes import SetCampaignField
    from campaign_manager.storage.queries import character_count

    change = SetCampaignField("settings", new_settings)
    campaign = session.campaign
    if character_count() < SMALL:
        return change  # worked out within the change, at once
    label = QCoreApplication.translate(
        "LongTask", "Working out every character's roster line by the new rules…"
    )
    since = campaign.info.settings  # read here: the worker reads only the file
    lines = run_with_progress(
        window,
        label,
        lambda progress, cancelled: campaign.compute_summaries(
            new_settings, progress, cancelled, since
        ),
    )
    if lines is None:
        return None
    change.summaries = lines
    return change
