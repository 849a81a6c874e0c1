"""The campaign's event log as a list model: one character's lines, one encounter's, or all.

The model belongs to the session (two windows may show one log); it shows the lines a
change wrote and drops those it removed, as the change tells them, reads its lines again only
when a change of the log did not say which, and shows them in the UI's language.

Its rows are held by Qt (a string list of the lines' ids): a list view lays all its rows out
again after each insertion, asking for every row's index, and so never calls Python for
them; only the rows it paints reach :meth:`EventLogModel.data`.
"""

from __future__ import annotations

from bisect import bisect_left

from PySide6.QtCore import QLocale, QModelIndex, QStringListModel, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel

from campaign_manager.storage.queries import LogRecord, log_records
from campaign_manager.storage.touched import Touched
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.models.roles import RECORD_ROLE
from campaign_manager.ui.text import isolate_names, names_pattern

#: how many of the newest lines are read after a change
TAIL = 50


class EventLogModel(QStringListModel):
    """One log's lines, oldest first: each row's string (held by Qt) is its line's id, the
    line itself is in ``_by_id``; ``_rows`` is the same list in Python, in step with it."""

    def __init__(self, session, character: int | None = None, encounter: int | None = None):
        super().__init__(session)
        self._character = character
        self._encounter = encounter
        self._rows: list[LogRecord] = []
        self._by_id: dict[int, LogRecord] = {}
        session.changed.connect(self._on_changed)
        self._read_all()

    def set_filter(self, character: int | None = None, encounter: int | None = None) -> None:
        if (character, encounter) != (self._character, self._encounter):
            self._character, self._encounter = character, encounter
            self._read_all()

    def _read_all(self) -> None:
        self._rows = log_records(self._character, self._encounter)
        self._by_id = {row.id: row for row in self._rows}
        self.setStringList([str(row.id) for row in self._rows])  # a reset

    def _insert(self, place: int, records: list[LogRecord]) -> None:
        """Show ``records`` as the rows from ``place`` on."""
        self._by_id.update((record.id, record) for record in records)
        self.insertRows(place, len(records))  # empty strings: data() shows nothing yet
        self._rows[place:place] = records
        for number, record in enumerate(records, place):
            QStringListModel.setData(self, self.index(number), str(record.id))

    def _drop(self, start: int, end: int) -> None:
        """Remove the rows ``start`` to ``end`` (both shown)."""
        gone = self._rows[start : end + 1]
        self.removeRows(start, end - start + 1)
        del self._rows[start : end + 1]
        for record in gone:
            self._by_id.pop(record.id, None)

    def _on_changed(self, changes: Touched) -> None:
        if not changes.events:
            return
        if self._character is not None and self._character not in changes.event_characters:
            return  # another character's lines: this log did not change
        if self._encounter is not None and self._encounter not in changes.event_encounters:
            return
        listed = changes.event_lines or changes.event_lines_gone
        if changes.reread or changes.events_unlisted or not listed:
            self.reload()
            return
        self._remove(changes.event_lines_gone)
        self._add(changes.event_lines)

    def _shows(self, record: LogRecord) -> bool:
        return (self._character is None or record.character == self._character) and (
            self._encounter is None or record.encounter == self._encounter
        )

    def _add(self, records) -> None:
        """Show the lines ``records`` of this filter, each in its place by id (new lines
        come at the end: one insertion for them all)."""
        new = sorted((record for record in records if self._shows(record)), key=_id)
        last = self._rows[-1].id if self._rows else -1
        at_end = [record for record in new if record.id > last]
        for record in new[: len(new) - len(at_end)]:  # older ids (a redo): one by one
            place = bisect_left(self._rows, record.id, key=_id)
            if place < len(self._rows) and self._rows[place].id == record.id:
                continue  # shown already
            self._insert(place, [record])
        if at_end:
            self._insert(len(self._rows), at_end)

    def _remove(self, ids) -> None:
        """Drop the shown lines whose id is in ``ids``, each run of them at once."""
        places = [n for n, row in enumerate(self._rows) if row.id in ids] if ids else []
        while places:
            end = start = places.pop()
            while places and places[-1] == start - 1:
                start = places.pop()
            self._drop(start, end)

    def reload(self) -> None:
        """Read what changed. Lines come and go at the end (an edit adds its lines, its
        undo removes them), so reading the newest few and comparing them is enough."""
        tail = log_records(self._character, self._encounter, limit=TAIL)
        keep = 0  # rows before ``keep`` are older than the tail read: unchanged
        if len(tail) == TAIL:
            keep = len(self._rows)
            while keep > 0 and self._rows[keep - 1].id >= tail[0].id:
                keep -= 1
        old_tail = self._rows[keep:]
        if old_tail == tail:
            return
        common = 0
        while common < min(len(old_tail), len(tail)) and old_tail[common] == tail[common]:
            common += 1
        if common < len(old_tail):  # lines at the end went away (an undo)
            self._drop(keep + common, len(self._rows) - 1)
        if common < len(tail):  # lines were added at the end
            self._insert(len(self._rows), tail[common:])

    def records(self) -> list[LogRecord]:
        return list(self._rows)

    def texts(self, language: str | None = None) -> list[str]:
        language = language or current_language()
        return [row.text(language) for row in self._rows]

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemNeverHasChildren
        )

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole) -> bool:
        return False  # a log is read, never edited in place

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        key = super().data(index, Qt.ItemDataRole.DisplayRole) if index.isValid() else None
        row = self._by_id.get(int(key)) if key else None
        if row is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return row.text(current_language())
        if role == Qt.ItemDataRole.ToolTipRole:
            return QLocale().toString(row.at, QLocale.FormatType.ShortFormat)
        if role == RECORD_ROLE:
            return row
        return None


def _id(record: LogRecord) -> int:
    return record.id


class NamesIsolated(QStandardItemModel):
    """A log as shown where names of the GM's (a fight's combatants) appear inside lines
    the rules wrote: each such name that could turn the rest of its line around (a
    right-to-left name, a direction override) is shown isolated (``ui.text.isolate``).

    It holds each line's text and tooltip in Qt's own items, following its source's rows
    as they come and go: a view painting the log asks Python nothing (through a Python
    model it was asked seven roles of every shown line at every paint, at every step)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._source: EventLogModel | None = None
        self._pattern = None
        self._names: frozenset[str] = frozenset()
        self._language = current_language()

    def sourceModel(self) -> EventLogModel | None:
        return self._source

    def setSourceModel(self, source: EventLogModel | None) -> None:
        if self._source is not None:
            for signal, slot in self._follows(self._source):
                signal.disconnect(slot)
        self._source = source
        if source is not None:
            for signal, slot in self._follows(source):
                signal.connect(slot)
        self._refill()

    def _follows(self, source: EventLogModel) -> list:
        return [
            (source.rowsInserted, self._inserted),
            (source.rowsRemoved, self._removed),
            (source.dataChanged, self._changed),
            (source.modelReset, self._refill),
        ]

    def set_names(self, names) -> None:
        """Isolate ``names`` (the fight's combatants); the lines shown again in the UI's
        language, if it changed."""
        names = frozenset(str(name) for name in names if name)
        language = current_language()
        if names == self._names and language == self._language:
            return
        same_language = language == self._language
        before = self._pattern
        self._names, self._language = names, language
        self._pattern = names_pattern(names)
        if same_language and before is None and self._pattern is None:
            return  # no name that can turn a line, before or now: every line as it is
        for row in range(self.rowCount()):
            self._fill(self.item(row), row)

    def _item(self, row: int) -> QStandardItem:
        item = QStandardItem()
        item.setFlags(_LINE_FLAGS)
        return self._fill(item, row)

    def _fill(self, item: QStandardItem, row: int) -> QStandardItem:
        index = self._source.index(row)
        text = self._source.data(index, Qt.ItemDataRole.DisplayRole)
        if text and self._pattern is not None:
            text = isolate_names(str(text), self._pattern)
        item.setData(text, Qt.ItemDataRole.DisplayRole)
        item.setData(self._source.data(index, Qt.ItemDataRole.ToolTipRole), _TOOLTIP)
        item.setData(self._source.data(index, RECORD_ROLE), RECORD_ROLE)
        return item

    def _refill(self) -> None:
        self.clear()
        if self._source is not None and self._source.rowCount():
            self.appendColumn([self._item(row) for row in range(self._source.rowCount())])

    def _inserted(self, _parent, first: int, last: int) -> None:
        for row in range(first, last + 1):
            self.insertRow(row, [self._item(row)])

    def _removed(self, _parent, first: int, last: int) -> None:
        self.removeRows(first, last - first + 1)

    def _changed(self, top_left, bottom_right, _roles=()) -> None:
        for row in range(top_left.row(), bottom_right.row() + 1):
            item = self.item(row)
            if item is not None:
                self._fill(item, row)


_TOOLTIP = Qt.ItemDataRole.ToolTipRole
_LINE_FLAGS = (
    Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren
)
