"""Due dates in the ledger: the campaign's calendar and clock as the ledger reads them
(:func:`clock_of`), a due date's cell (the date, and "overdue" or "due soon" in words as
well as in colour) for the favours' and operations' tables (:class:`DueDates`), and a due
date typed in a dialog (:func:`parse_due`)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from campaign_manager.story_time.calendar import DAY, Calendar, CalendarError
from campaign_manager.story_time.deadlines import DUE, OVERDUE, due_state
from campaign_manager.story_time.settings import calendar_of, now_of

# the favour states that still wait for something
PENDING_FAVOUR_STATES = ("open", "called_in")
# the row key a due or overdue record carries (the "due or overdue" filter asks for it)
DUE_KEY = ("due", True)


def clock_of(session) -> tuple[Calendar, int]:
    """The open campaign's calendar and its story time now."""
    settings = session.campaign.info.settings if session is not None else None
    system = session.system.key if session is not None else None
    return calendar_of(settings, system), now_of(settings)


@dataclass(frozen=True)
class DueCell:
    text: str
    sort: tuple
    # OVERDUE, DUE or None (later, none, nothing pending)
    state: str | None


class DueDates:
    """Due-date cells against the clock at ``now`` in ``calendar``, in ``language``."""

    def tr(self, text: str) -> str:
        """Its own texts, in its own context (lupdate lists them as DueDates)."""
        return QCoreApplication.translate("DueDates", text)

    def __init__(self, calendar: Calendar, now: int, language: str):
        self.calendar, self.now, self.language = calendar, now, language
        self.window = calendar.week_days * DAY  # "due soon": within the calendar's week
        self._words = {OVERDUE: self.tr("overdue"), DUE: self.tr("due soon")}

    def cell(self, due: int | None, pending: bool) -> DueCell:
        if due is None:
            return DueCell("", (1, 0), None)
        date = self.calendar.format(due, self.language, with_weekday=False)
        state = due_state(due, self.now, self.window, pending)
        word = self._words.get(state)
        text = f"{date} — {word}" if word else date
        return DueCell(text, (0, due), state if word else None)

    def favour(self, record: dict) -> DueCell:
        return self.cell(record.get("due"), record.get("state") in PENDING_FAVOUR_STATES)

    def operation(self, record: dict) -> DueCell:
        return self.cell(record.get("due"), record.get("success") is None)


def due_text(calendar: Calendar, due: int | None, language: str) -> str:
    """A due date as a dialog shows it to edit ("" for none)."""
    return "" if due is None else calendar.format(due, language, with_weekday=False)


def parse_due(calendar: Calendar, text: str) -> int | None:
    """The due date the GM typed (None for an empty field); ValueError, in words, for
    one the calendar does not have."""
    text = text.strip()
    if not text:
        return None
    try:
        return calendar.parse(text)
    except CalendarError:
        raise ValueError(
            QCoreApplication.translate(
                "DueDates", "“{text}” is not a date of the campaign's calendar."
            ).format(text=text)
        ) from None
