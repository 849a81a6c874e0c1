""":class:`TimelineModel`: a flat list model over the timeline's plain rows (a story day's
heading, then its lines). Nothing is made per line until the view asks for it: a campaign
with 100,000 lines of the log is 100,000 tuples, and a filter is a list of positions."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from campaign_manager.story_time.calendar import Calendar
from campaign_manager.story_time.timeline import Line, Match, Timeline, day_heading, time_of_day
from campaign_manager.ui.i18n import current_language

# the line (a :class:`Line`) a row shows; None for a heading
LINE_ROLE = Qt.ItemDataRole.UserRole + 1
# whether a row is a story day's heading
HEADING_ROLE = Qt.ItemDataRole.UserRole + 2


def _real_time(at) -> str:
    """A line's real time, as stored (UTC) — for the lines with no story date."""
    if not isinstance(at, datetime):
        try:
            at = datetime.fromisoformat(str(at))
        except ValueError:
            return str(at)
    return at.strftime("%Y-%m-%d %H:%M")


class TimelineModel(QAbstractListModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.timeline = Timeline([])
        self.match: Match = self.timeline.filter()
        self.calendar: Calendar | None = None
        self.fights: dict[int, str] = {}
        self._bold = QFont()
        self._bold.setBold(True)

    def set_timeline(
        self, timeline: Timeline, calendar: Calendar | None, fights: dict[int, str], match=None
    ):
        """Show ``timeline`` under ``match`` (a filter's answer; None: every line)."""
        self.beginResetModel()
        self.timeline, self.calendar, self.fights = timeline, calendar, fights
        self.match = timeline.filter() if match is None else match
        self.endResetModel()

    def set_calendar(self, calendar: Calendar) -> None:
        if self.calendar is None or calendar.to_json() != self.calendar.to_json():
            self.calendar = calendar
            if self.match.row_count:
                last = self.index(self.match.row_count - 1)
                self.dataChanged.emit(self.index(0), last)

    def set_match(self, match: Match) -> None:
        self.beginResetModel()
        self.match = match
        self.endResetModel()

    # -- the model ----------------------------------------------------------------------
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.match.row_count

    def line_at(self, row: int) -> Line | None:
        _day, position = self.match.row(row)
        return None if position is None else self.timeline.line(position)

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        _day, position = self.match.row(index.row())
        if position is None:  # a heading: read, not chosen
            return Qt.ItemFlag.ItemIsEnabled
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or index.row() >= self.match.row_count:
            return None
        day, position = self.match.row(index.row())
        if role == HEADING_ROLE:
            return position is None
        if position is None:
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                return self._heading(day)
            if role == Qt.ItemDataRole.FontRole:
                return self._bold
            return None
        line = self.timeline.line(position)
        if role == LINE_ROLE:
            return line
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._text(line)
        if role == Qt.ItemDataRole.ToolTipRole:
            return _real_time(line.at)
        return None

    def _heading(self, day: int | None) -> str:
        if day is None or self.calendar is None:
            return self.tr("Before the story's calendar (by real time)")
        return day_heading(self.calendar, day, current_language())

    def _text(self, line: Line) -> str:
        text = line.cs if current_language().startswith("cs") else line.en
        when = _real_time(line.at) if line.story_time is None else time_of_day(line.story_time)
        fight = self.fights.get(line.encounter) if line.encounter is not None else None
        if fight:
            return f"{when}   {fight}: {text}"
        return f"{when}   {text}"
