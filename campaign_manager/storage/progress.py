"""Progress and cancel for a long write running on a worker thread.

A caller runs a change inside :func:`watched` with a ``progress(done, total)`` and a
``cancelled()``; the long loops of the change call :func:`step` as they go. When
``cancelled()`` says so, :func:`step` raises :class:`Interrupted` inside the write: its
one transaction rolls back, so nothing is half-done. Outside :func:`watched` (every
short edit on the window's thread) :func:`step` does nothing.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from time import perf_counter, sleep

_local = threading.local()


class Interrupted(Exception):
    """The GM cancelled a long write; its transaction was rolled back."""


@contextmanager
def watched(
    progress: Callable[[int, int], None] | None, cancelled: Callable[[], bool] | None
) -> Iterator[None]:
    """Let :func:`step` report ``progress`` and honour ``cancelled`` on this thread."""
    before = getattr(_local, "watch", None)
    _local.watch = (progress, cancelled)
    try:
        yield
    finally:
        _local.watch = before


def step(done: int, total: int) -> None:
    """Report ``done`` of ``total``; raise :class:`Interrupted` when the GM cancelled."""
    watch = getattr(_local, "watch", None)
    if watch is None:
        return
    progress, cancelled = watch
    if cancelled is not None and cancelled():
        raise Interrupted
    if progress is not None:
        progress(done, total)


#: how long a worker inside :func:`watched` runs before it lets the window's thread in (s)
SLICE = 0.004
#: how long it then stays out of the interpreter (s)
PAUSE = 0.0003


def let_others_run() -> None:
    """Inside :func:`watched`, once every :data:`SLICE`, stay out of the interpreter for a
    moment, so the window's thread can run its Python (a timer, a cell's paint).

    Each row a loop reads or writes gives the interpreter up for an instant and takes it
    straight back. On Python 3.11 a thread waiting for it starts its switch interval's
    wait afresh each time, so it never asks the worker to let go: the window waited for
    the whole loop (benchmarks/notes/long_operations.md, "storage/progress.py"). The long loops call this
    at every row; it costs a clock reading until a slice is over."""
    watch = getattr(_local, "watch", None)
    if watch is None:
        return
    if perf_counter() - getattr(_local, "ran_since", 0.0) >= SLICE:
        sleep(PAUSE)
        _local.ran_since = perf_counter()
