"""Where a campaign keeps its story time: two keys of its settings (a JSON object).

``CALENDAR_KEY`` holds the calendar's JSON (absent: the system's own calendar if its text
gives one, else Kronikář's default); ``NOW_KEY`` holds the current story time, whole
seconds since the calendar's epoch (absent: the epoch). Both travel with the settings:
into the kept history, the JSON export and every GM of a shared campaign.
"""

from __future__ import annotations

from typing import Any

from campaign_manager.story_time.calendar import (
    DEFAULT_CALENDAR,
    Calendar,
    CalendarError,
    built_in,
    system_calendar,
)

CALENDAR_KEY = "calendar"
NOW_KEY = "story_time"


def default_calendar(system_key: str | None) -> Calendar:
    """A new campaign's calendar: its system's own, else Kronikář's default."""
    own = system_calendar(system_key) if system_key else None
    return own if own is not None else built_in(DEFAULT_CALENDAR)


def calendar_of(settings: Any, system_key: str | None) -> Calendar:
    """The campaign's calendar (an unreadable one falls back to the default)."""
    data = settings.get(CALENDAR_KEY) if isinstance(settings, dict) else None
    if data is not None:
        try:
            return Calendar.from_json(data)
        except CalendarError:
            pass
    return default_calendar(system_key)


def now_of(settings: Any) -> int:
    """The campaign's current story time, in seconds since its calendar's epoch."""
    value = settings.get(NOW_KEY) if isinstance(settings, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) else 0
