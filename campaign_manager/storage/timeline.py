"""What the timeline reads of the campaign: every line of the event log in one pass, in
timeline order (:func:`~campaign_manager.story_time.timeline.order_key`: the lines with no
story date first, by real time; then by story time, real time and id), and the names of
the fights the lines belong to."""

from __future__ import annotations

from campaign_manager.storage.db import db
from campaign_manager.storage.models import Encounter, LogEntry
from campaign_manager.story_time.timeline import Line


def timeline_lines() -> list[Line]:
    """Every line of the log, in timeline order: one query, read as the driver gives it
    (the real time as text on a file, as a datetime on a server; no conversion per row)."""
    query = LogEntry.select(
        LogEntry.id,
        LogEntry.at,
        LogEntry.kind,
        LogEntry.text_cs,
        LogEntry.text_en,
        LogEntry.character,
        LogEntry.encounter,
        LogEntry.story_time,
    ).order_by(LogEntry.story_time.asc(nulls="FIRST"), LogEntry.at, LogEntry.id)
    cursor = db.execute(query)
    return list(map(Line._make, cursor.fetchall()))


def fight_names() -> dict[int, str]:
    """Every fight's name, by id."""
    return dict(Encounter.select(Encounter.id, Encounter.name).tuples())
