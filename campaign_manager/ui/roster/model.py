"""The roster's thin Qt model over plain :class:`RosterRecord` objects: its rows and cells.

``RosterModel`` holds the records (put in, replaced in place, removed), their search texts
and what cannot be read of each, and shows them, with a sort role and a record role; edits
to a cell go to an editor callback (the one command path), never straight to the
database. Their order is :mod:`~campaign_manager.ui.roster.sorting`'s; which rows are
shown, :mod:`~campaign_manager.ui.roster.filter`'s.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import UTC
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from campaign_manager.storage.queries import RosterRecord
from campaign_manager.storage.unreadable import UnreadableItem
from campaign_manager.ui.models.roles import RECORD_ROLE, SORT_ROLE
from campaign_manager.ui.models.unreadable import unreadable_icon, unreadable_line
from campaign_manager.ui.roster.sorting import RosterSort

# the roles a cell answers, as plain numbers (compared a thousand times a repaint); the
# filter passes on only these
_DISPLAY = int(Qt.ItemDataRole.DisplayRole.value)
_EDIT = int(Qt.ItemDataRole.EditRole.value)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole.value)
_FONT = int(Qt.ItemDataRole.FontRole.value)
_DECORATION = int(Qt.ItemDataRole.DecorationRole.value)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole.value)
ANSWERED = frozenset(
    {_DISPLAY, _EDIT, _TOOLTIP, _FONT, _DECORATION, _ALIGNMENT, int(RECORD_ROLE), int(SORT_ROLE)}
)
_CENTRED = int(Qt.AlignmentFlag.AlignCenter.value)
_PLAIN = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren
_EDITABLE = _PLAIN | Qt.ItemFlag.ItemIsEditable
_BOLD: list[QFont] = []


def _bold() -> QFont:
    if not _BOLD:
        font = QFont()
        font.setBold(True)
        _BOLD.append(font)
    return _BOLD[0]


Index = QModelIndex | QPersistentModelIndex


class RosterModel(QAbstractTableModel):
    NAME, PLAYER, TAGS, SUMMARY, UPDATED, BROKEN = range(6)
    SortRole = SORT_ROLE
    RecordRole = RECORD_ROLE

    def __init__(
        self,
        language: str = "en",
        editor: Callable[[int, dict[str, Any], dict[str, Any]], bool] | None = None,
        parent=None,
    ):
        super().__init__(parent)
        self._records: list[RosterRecord] = []
        self._rows: dict[int, int] = {}
        self._search: dict[int, str] = {}
        self._updated_texts: dict[int, tuple[RosterRecord, str]] = {}
        # bumped by every change of the rows or their texts (a filter's kept work expires)
        self.version = 0
        self._texts: tuple[int, list[str]] | None = None
        self.language = language
        self.editor = editor
        # what cannot be read of a character, by id (found apart from the records: the
        # sheets are not read to open the roster)
        self._unreadable: dict[int, tuple[UnreadableItem, ...]] = {}
        self._order = RosterSort(self)

    # -- plain data in -----------------------------------------------------------------
    def set_records(self, records: list[RosterRecord]) -> None:
        self.beginResetModel()
        self._records = list(records)
        self._order.arrange(self._records)
        self._reindex()
        self._search.clear()
        self._updated_texts.clear()
        self.version += 1
        self.endResetModel()

    def _reindex(self) -> None:
        self._rows = {record.id: row for row, record in enumerate(self._records)}

    def put_record(self, record: RosterRecord) -> None:
        """Insert a new record or replace the one with the same id (kept where it is, so an
        edited row does not jump away from the cursor; the next sort places it)."""
        self._search.pop(record.id, None)
        self.version += 1
        row = self._rows.get(record.id)
        if row is None:  # a new character goes where the current sort puts it
            row = self._order.position(self._records, record)
            self.beginInsertRows(QModelIndex(), row, row)
            self._records.insert(row, record)
            if row == len(self._records) - 1:
                self._rows[record.id] = row
            else:
                self._reindex()
            self.endInsertRows()
        else:
            self._records[row] = record
            self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))

    def put_records(self, records: list[RosterRecord]) -> None:
        """:meth:`put_record` for many (a chapter start's party): the rows there already
        are replaced in place with one repaint signal, new ones inserted one by one."""
        rows = []
        for record in records:
            row = self._rows.get(record.id)
            if row is None:
                self.put_record(record)
                continue
            self._search.pop(record.id, None)
            self._records[row] = record
            rows.append(row)
        if rows:
            self.version += 1
            last = self.columnCount() - 1
            self.dataChanged.emit(self.index(min(rows), 0), self.index(max(rows), last))

    def put_lines(self, lines: dict[int, str], every: bool = True) -> bool:
        """Put new roster lines (JSON text by id) in place, the rows kept where they are:
        every row's (``every``) or only the rows named; False (nothing changed) when the
        ids are not the rows' (or not among them): the caller reads anew."""
        rows = self._rows
        if every and (len(lines) != len(self._records) or any(i not in lines for i in rows)):
            return False
        if not every and any(i not in rows for i in lines):
            return False
        records, changed = self._records, []
        for record_id, text in lines.items():
            row = rows[record_id]
            old = records[row]
            if text != old.stored_summary:
                records[row] = RosterRecord(
                    old.id,
                    old.name,
                    old.kind,
                    old.player,
                    old.tags,
                    old.notes,
                    text or {},
                    old.stored_updated,
                    old.has_portrait,
                )
                changed.append(row)
        if changed:
            self.version += 1
            column = self.SUMMARY
            self.dataChanged.emit(
                self.index(min(changed), column), self.index(max(changed), column)
            )
        return True

    def remove_record(self, record_id: int) -> None:
        row = self._rows.get(record_id)
        if row is None:
            return
        self.beginRemoveRows(QModelIndex(), row, row)
        del self._records[row]
        self._reindex()
        self._search.pop(record_id, None)
        self.version += 1
        self.endRemoveRows()

    def remove_records(self, record_ids) -> None:
        """Remove several records, indexing the rows once (a delete of 100 at 10,000)."""
        rows = sorted((self._rows[i] for i in record_ids if i in self._rows), reverse=True)
        if not rows:
            return
        self.version += 1
        if len(rows) > 20:  # many at once: one reset is cheaper than a signal per row
            self.beginResetModel()
            for row in rows:
                self._search.pop(self._records.pop(row).id, None)
            self._reindex()
            self.endResetModel()
            return
        for row in rows:
            self.beginRemoveRows(QModelIndex(), row, row)
            record = self._records.pop(row)
            self._search.pop(record.id, None)
            self.endRemoveRows()
        self._reindex()

    def put_unreadable(self, found: dict[int, tuple[UnreadableItem, ...]], checked) -> None:
        """The damage ``found`` among the characters ``checked`` (ids): a checked one not
        in ``found`` is sound. Only the rows whose mark changed are repainted."""
        for record_id in checked:
            items = found.get(record_id)
            if items == self._unreadable.get(record_id):
                continue
            if items:
                self._unreadable[record_id] = items
            else:
                del self._unreadable[record_id]
            row = self._rows.get(record_id)
            if row is not None:
                self.dataChanged.emit(self.index(row, self.NAME), self.index(row, self.NAME))

    def clear_unreadable(self) -> None:
        self._unreadable.clear()

    def unreadable_of(self, record_id: int) -> tuple[UnreadableItem, ...]:
        return self._unreadable.get(record_id, ())

    def record(self, row: int) -> RosterRecord:
        return self._records[row]

    def row_of(self, record_id: int) -> int | None:
        return self._rows.get(record_id)

    def records(self) -> list[RosterRecord]:
        return list(self._records)

    def summary(self, record: RosterRecord) -> str:
        return record.line(self.language)

    def warm_search(self, start: int, count: int = 500) -> int:
        """Work out the search text of ``count`` records from ``start`` (between keystrokes,
        so the first search does not pay for all of them); returns where it stopped."""
        end = min(len(self._records), start + count)
        records = self._records
        for row in range(start, end):
            record = records[row]
            self.search_text(record)
            if record.notes:
                # the roster shows no notes: kept in the search text, the row lets go of
                # them (a record comes with its notes again when its character changes,
                # and its search text is worked out anew then)
                records[row] = replace(record, notes="")
        return end

    def search_texts(self) -> list[str]:
        """Every row's search text, in row order (kept until the rows change: a keystroke
        then tests one string per row, not a record and a dictionary)."""
        if self._texts is None or self._texts[0] != self.version:
            text_of = self.search_text
            self._texts = (self.version, [text_of(record) for record in self._records])
        return self._texts[1]

    def search_text(self, record: RosterRecord) -> str:
        if record.id not in self._search:
            self._search[record.id] = record.search_text
        return self._search[record.id]

    # -- sorting (in Python, once: :class:`RosterSort`) ------------------------------------
    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < self.columnCount():
            return
        self.layoutAboutToBeChanged.emit()
        old_ids = [record.id for record in self._records]
        persistent = self.persistentIndexList()
        self._order.column, self._order.order = column, order
        self._order.arrange(self._records)
        self._reindex()
        self.version += 1
        self.changePersistentIndexList(
            persistent,
            [self.index(self._rows[old_ids[index.row()]], index.column()) for index in persistent],
        )
        self.layoutChanged.emit()

    # -- Qt model interface ------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._records)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 6

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if not 0 <= section < 6:
            return None
        return (
            self.tr("Name"),
            self.tr("Player"),
            self.tr("Tags"),
            self.tr("Summary"),
            self.tr("Last changed"),
            self.tr("Broken rules"),
        )[section]

    def _player_text(self, record: RosterRecord) -> str:
        if record.kind == "npc":
            return self.tr("NPC")
        return record.player or self.tr("(no player yet)")

    def _updated(self, record: RosterRecord) -> QDateTime | None:
        if record.updated_at is None:
            return None
        stamp = record.updated_at.replace(tzinfo=UTC).timestamp()
        return QDateTime.fromSecsSinceEpoch(int(stamp)).toLocalTime()

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        return self.cell(index.row(), index.column(), role)

    def cell(self, row: int, column: int, role: int) -> Any:
        """``data`` by row and column (the filter asks here directly: a repaint asks about
        every role of every cell it shows, so the roles with no value return at once)."""
        if role not in ANSWERED or not 0 <= row < len(self._records):
            return None
        record = self._records[row]
        if role in (_DISPLAY, _EDIT):
            if column == self.NAME:
                return record.name
            if role == _EDIT:
                return None
            if column == self.PLAYER:
                return self._player_text(record)
            if column == self.TAGS:
                return ", ".join(record.tags)
            if column == self.SUMMARY:
                return self.summary(record)
            if column == self.UPDATED:
                return self._updated_text(record)
            if column == self.BROKEN:  # a count where there are any, else nothing
                return str(len(record.broken(self.language)) or "")
            return None
        if role == RECORD_ROLE:
            return record
        if role == SORT_ROLE:  # the name as read, not its internal sort key
            return self._order.sort_value(record, column)
        if role == _DECORATION:
            damaged = column == self.NAME and record.id in self._unreadable
            return unreadable_icon() if damaged else None
        if role == _TOOLTIP:
            if column == self.NAME and record.id in self._unreadable:
                return "\n".join(unreadable_line(item) for item in self._unreadable[record.id])
            if column == self.BROKEN:
                return "\n".join(record.broken(self.language)) or None
            return (
                (self.cell(row, column, _DISPLAY) or None)
                if column in (self.SUMMARY, self.TAGS)
                else None
            )
        if role == _ALIGNMENT:
            return _CENTRED if column == self.BROKEN else None
        if column == self.NAME and record.kind == "pc":  # the font: player characters bold
            return _bold()
        return None

    def _updated_text(self, record: RosterRecord) -> str:
        """ "Last changed" in the user's short format (kept per record: a repaint shows it
        again and again, and a record is replaced, not changed, by an edit)."""
        kept = self._updated_texts.get(record.id)
        if kept is not None and kept[0] is record:
            return kept[1]
        when = self._updated(record)
        text = QLocale().toString(when, QLocale.FormatType.ShortFormat) if when else ""
        self._updated_texts[record.id] = (record, text)
        return text

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return self.cell_flags(index.column())

    def cell_flags(self, column: int) -> Qt.ItemFlag:
        if column == self.NAME and self.editor is not None:
            return _EDITABLE
        return _PLAIN

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if (
            not index.isValid()
            or role != Qt.ItemDataRole.EditRole
            or index.column() != self.NAME
            or self.editor is None
        ):
            return False
        return self.rename(index.row(), value, self._records[index.row()].name)

    def rename(self, row: int, value: Any, base: str) -> bool:
        """Rename the character of ``row`` to ``value``, an edit that started from the
        name ``base`` (another GM's rename since is refused, not overwritten)."""
        if self.editor is None or not 0 <= row < len(self._records):
            return False
        name = str(value).strip()
        record = self._records[row]
        if name == base or name == record.name:
            return False  # an empty name goes on: the editor refuses it in words
        return self.editor(record.id, {"name": name}, {"name": base})
