"""The campaign's event log as a list model: one character's lines, one encounter's, or all.

The model belongs to the session (two windows may show one log); it reads its lines again
only when a change touched the event log, and shows them in the UI's language.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QLocale, QModelIndex, Qt

from campaign_manager.storage.changes import ChangeSet
from campaign_manager.storage.queries import LogRecord, log_records
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.models.roles import RECORD_ROLE

#: how many of the newest lines are read after a change
TAIL = 50


class EventLogModel(QAbstractListModel):
    def __init__(self, session, character: int | None = None, encounter: int | None = None):
        super().__init__(session)
        self._character = character
        self._encounter = encounter
        self._rows: list[LogRecord] = []
        session.changed.connect(self._on_changed)
        self._read_all()

    def set_filter(self, character: int | None = None, encounter: int | None = None) -> None:
        if (character, encounter) != (self._character, self._encounter):
            self._character, self._encounter = character, encounter
            self._read_all()

    def _read_all(self) -> None:
        self.beginResetModel()
        self._rows = log_records(self._character, self._encounter)
        self.endResetModel()

    def _on_changed(self, changes: ChangeSet) -> None:
        if not changes.events:
            return
        if self._character is not None and self._character not in changes.event_characters:
            return  # another character's lines: this log did not change
        if self._encounter is not None and self._encounter not in changes.event_encounters:
            return
        self.reload()

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
            self.beginRemoveRows(QModelIndex(), keep + common, len(self._rows) - 1)
            del self._rows[keep + common :]
            self.endRemoveRows()
        if common < len(tail):  # lines were added at the end
            self.beginInsertRows(
                QModelIndex(), len(self._rows), len(self._rows) + len(tail) - common - 1
            )
            self._rows.extend(tail[common:])
            self.endInsertRows()

    def records(self) -> list[LogRecord]:
        return list(self._rows)

    def texts(self, language: str | None = None) -> list[str]:
        language = language or current_language()
        return [row.text(language) for row in self._rows]

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return row.text(current_language())
        if role == Qt.ItemDataRole.ToolTipRole:
            return QLocale().toString(row.at, QLocale.FormatType.ShortFormat)
        if role == RECORD_ROLE:
            return row
        return None
