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
