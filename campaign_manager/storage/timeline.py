"""What the timeline reads of the campaign: every line of the event log in one pass, in
timeline order (:func:`~campaign_manager.story_time.timeline.order_key`: the lines with no
story date first, by real time; then by story time, real time and id), and the names of
the fights the lines belong to."""

from __future__ import annotations

import sqlite3

from campaign_manager.storage.db import db
from campaign_manager.storage.models import Encounter, LogEntry


def timeline_lines() -> list[tuple]:
    """Every line of the log, in timeline order, as plain tuples of a
    :class:`~campaign_manager.story_time.timeline.Line`'s fields: one query, read as the
    driver gives it (the real time as text on a file, as a datetime on a server; no
    conversion per row)."""
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
    return _rows(query)


def _rows(query) -> list[tuple]:
    """The rows of ``query`` as the driver gives them. On a file, read with the driver's
    own text decoding (the campaign's safe one costs a Python call per text, a second for
    100,000 lines); a cell that is not UTF-8 makes the driver refuse, and the query is
    read again the safe way (the damaged text then shows as such)."""
    connection = db.connection()
    if isinstance(connection, sqlite3.Connection):
        safe = connection.text_factory
        connection.text_factory = str
        try:
            return db.execute(query).fetchall()
        except sqlite3.OperationalError:
            pass
        finally:
            connection.text_factory = safe
    return db.execute(query).fetchall()


def fight_names() -> dict[int, str]:
    """Every fight's name, by id."""
    return dict(Encounter.select(Encounter.id, Encounter.name).tuples())
