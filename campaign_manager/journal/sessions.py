"""Sessions (evenings of play) proposed from the event log's timestamps: a gap of
several hours between two lines splits them; the GM confirms or edits what is proposed
(a stored session wins over the proposals it overlaps)."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

#: a pause this long between two lines of the log starts a new evening
SESSION_GAP = timedelta(hours=4)


@dataclass(frozen=True)
class Span:
    """One session: its first and last moment, how many lines of the log fall in it, and
    the id of the stored session (None: only proposed)."""

    start: datetime
    end: datetime
    events: int
    stored: int | None = None


def propose(times: Sequence[datetime], gap: timedelta = SESSION_GAP) -> list[Span]:
    """The sessions the log's ``times`` (oldest first) suggest, oldest first."""
    spans: list[Span] = []
    first = last = None
    count = 0
    for at in times:
        if last is not None and at - last >= gap:
            spans.append(Span(first, last, count))
            first, count = None, 0
        if first is None:
            first = at
        last, count = at, count + 1
    if first is not None:
        spans.append(Span(first, last, count))
    return spans


def sessions(
    times: Sequence[datetime],
    stored: Sequence[tuple[int, datetime, datetime]],
    gap: timedelta = SESSION_GAP,
) -> list[Span]:
    """The stored sessions (id, start, end) and the proposals that overlap none of them,
    oldest first, each with the number of the log's lines in it."""
    kept = [
        Span(start, end, bisect_right(times, end) - bisect_left(times, start), key)
        for key, start, end in stored
    ]
    found = [
        span
        for span in propose(times, gap)
        if not any(span.start <= other.end and other.start <= span.end for other in kept)
    ]
    return sorted(kept + found, key=lambda span: (span.start, span.end))
