"""Python's cycle collector held while the app starts and while long work runs.

A full collection walks every object of the process while holding the interpreter: with
a large campaign open that is a pause the window notices, and the window's thread waits
for it whichever thread started it (a long task's worker allocating thousands of sheets
started one every few hundred milliseconds; benchmarks/notes/memory.md,
"ui/responsive/collector.py"). :func:`hold` stops the automatic collections (counted, so
nested holders work); the last :func:`release` moves what exists out of the collector's
reach (``gc.freeze``: the campaign's rows and records hold no cycles and are freed by
their count of references as before; a cycle already unreachable then stays in memory,
the price of never walking those objects again) and lets it run again.
"""

from __future__ import annotations

import gc

_held = 0  # holders now
_was_enabled = True


def hold() -> None:
    """Stop the automatic collections until every holder has released them."""
    global _held, _was_enabled
    if not _held:
        _was_enabled = gc.isenabled()
        gc.disable()
    _held += 1


def release() -> None:
    """One holder done; the last one freezes what exists and lets the collector run."""
    global _held
    _held = max(0, _held - 1)
    if not _held:
        gc.freeze()
        if _was_enabled:
            gc.enable()


def hold_for_start() -> None:
    """No automatic collections while the app starts: start-up makes tens of thousands of
    objects that live as long as the app (classes, widgets, the roster), and the collector
    would walk them again and again for nothing."""
    gc.disable()


def start_done() -> None:
    """The window is up: what start-up made lives as long as the app, so it is moved out
    of the collector's reach (fewer and shorter pauses at the table), and it runs again."""
    gc.freeze()
    gc.enable()


def start_over() -> None:
    """The app's way out, whichever it takes: the collector runs (already, once
    :func:`start_done` ran)."""
    gc.enable()
