"""When a dated obligation (a favour, a network's operation) stands against the story's
clock: overdue, due soon (within ``window``, the calendar's week by default), later, or
nothing to say (no date, or nothing left to do)."""

from __future__ import annotations

OVERDUE = "overdue"
DUE = "due"
LATER = "later"


def due_state(due: int | None, now: int, window: int, pending: bool = True) -> str | None:
    """``OVERDUE`` when ``due`` is past, ``DUE`` when it falls within ``window`` seconds
    from ``now`` (``now`` itself included), ``LATER`` after that; None without a date or
    once nothing is pending (a favour repaid, an operation run)."""
    if due is None or not pending:
        return None
    if due < now:
        return OVERDUE
    if due <= now + window:
        return DUE
    return LATER
