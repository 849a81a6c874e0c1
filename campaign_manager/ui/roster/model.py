"""The roster's thin Qt models over plain :class:`RosterRecord` objects.

``RosterModel`` shows records, with a sort role and a record role; edits to a
cell go to an editor callback (the one command path), never straight to the
database. ``RosterFilter`` does instant search and the quick filters.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC
from typing import Any

from PySide6.QtCore import (
    QAbstractProxyModel,
    QAbstractTableModel,
    QCoreApplication,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont, QIcon
from PySide6.QtWidgets import QApplication

from campaign_manager.storage.queries import RosterRecord
from campaign_manager.storage.unreadable import UnreadableItem
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.models.name_keys import NameKeys
from campaign_manager.ui.models.roles import RECORD_ROLE, SORT_ROLE

# the roles a cell answers, as plain numbers (compared a thousand times a repaint)
_DISPLAY = int(Qt.ItemDataRole.DisplayRole.value)
_EDIT = int(Qt.ItemDataRole.EditRole.value)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole.value)
_FONT = int(Qt.ItemDataRole.FontRole.value)
_DECORATION = int(Qt.ItemDataRole.DecorationRole.value)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole.value)
_ANSWERED = frozenset(
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


def unreadable_line(item: UnreadableItem) -> str:
    """What cannot be read, as the GM reads it where the item is shown."""
    problem = item.problem.get(current_language())
    lines = {
        "sheet": QCoreApplication.translate("Unreadable", "This sheet cannot be read: {problem}"),
        "tags": QCoreApplication.translate("Unreadable", "The tags cannot be read: {problem}"),
        "summary": QCoreApplication.translate(
            "Unreadable", "The roster line cannot be read: {problem}"
        ),
        "settings": QCoreApplication.translate(
            "Unreadable",
            "The campaign's settings cannot be read: {problem}. Until they are restored, "
            "the rules use their defaults.",
        ),
        "state": QCoreApplication.translate(
            "Unreadable", "This fight cannot be opened, its state cannot be read: {problem}"
        ),
    }
    if item.table == "campaign":  # its texts: the readable part shown, the GM writes it anew
        lines["name"] = QCoreApplication.translate(
            "Unreadable",
            "The campaign's name is damaged in the file ({problem}); the unreadable "
            "characters show as �. Rename the campaign to put it right.",
        )
        lines["description"] = QCoreApplication.translate(
            "Unreadable",
            "The campaign's description is damaged in the file ({problem}); the unreadable "
            "characters show as �. Write it anew to put it right.",
        )
    else:
        lines["name"] = QCoreApplication.translate(
            "Unreadable",
            "This name is damaged in the file ({problem}); the unreadable characters show "
            "as �. Rename the character to put it right.",
        )
        lines["player"] = QCoreApplication.translate(
            "Unreadable",
            "The player's name is damaged in the file ({problem}); the unreadable "
            "characters show as �. Write it anew to put it right.",
        )
        lines["notes"] = QCoreApplication.translate(
            "Unreadable",
            "The notes are damaged in the file ({problem}); the unreadable characters show "
            "as �. Edit them to put them right.",
        )
    return lines[item.column].format(problem=problem)


def unreadable_icon() -> QIcon:
    """The mark of something that cannot be read."""
    from PySide6.QtWidgets import QStyle  # (PySide builds the class on its first import)

    return QApplication.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)


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
        self._sort: tuple[int, Qt.SortOrder] = (self.NAME, Qt.SortOrder.AscendingOrder)
        self.language = language
        self.editor = editor
        # what cannot be read of a character, by id (found apart from the records: the
        # sheets are not read to open the roster)
        self._unreadable: dict[int, tuple[UnreadableItem, ...]] = {}
        self._name_keys = NameKeys()

    # -- plain data in -----------------------------------------------------------------
    def set_records(self, records: list[RosterRecord]) -> None:
        self.beginResetModel()
        self._records = sorted(records, key=self._key(self._sort[0]), reverse=self._reverse())
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
            row = self._sorted_position(record)
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

    def _sorted_position(self, record: RosterRecord) -> int:
        """Where ``record`` belongs in the sorted rows (a binary search: log n keys)."""
        key = self._key(self._sort[0])
        wanted, reverse = key(record), self._reverse()
        low, high = 0, len(self._records)
        while low < high:
            middle = (low + high) // 2
            here = key(self._records[middle])
            if (here > wanted) if reverse else (here <= wanted):
                low = middle + 1
            else:
                high = middle
        return low

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

    # -- sorting (in Python, once, not by a comparison per pair through Qt) -----------------
    def _key(self, column: int):
        # texts as a reader expects them (Č after C, "Hráč 9" before "Hráč 10")
        keys = self._name_keys
        if column == self.PLAYER:
            return lambda r: (r.kind == "npc", keys.key(r.player))
        if column == self.TAGS:
            return lambda r: keys.key(", ".join(r.tags))
        if column == self.SUMMARY:
            return lambda r: keys.key(self.summary(r))
        if column == self.UPDATED:
            return lambda r: r.updated_at.isoformat() if r.updated_at else ""
        if column == self.BROKEN:
            return lambda r: len(r.broken(self.language))
        return lambda r: keys.key(r.name)

    def _plain_sort_value(self, record: RosterRecord, column: int):
        """The sort role's value: the text sorted on, folded (a count, a time as they are)."""
        if column == self.PLAYER:
            return ("1" if record.kind == "npc" else "0") + record.player.casefold()
        if column == self.TAGS:
            return ", ".join(record.tags).casefold()
        if column == self.SUMMARY:
            return self.summary(record).casefold()
        if column in (self.UPDATED, self.BROKEN):
            return self._key(column)(record)
        return record.name.casefold()

    def _reverse(self) -> bool:
        return self._sort[1] == Qt.SortOrder.DescendingOrder

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < self.columnCount():
            return
        self.layoutAboutToBeChanged.emit()
        old_ids = [record.id for record in self._records]
        persistent = self.persistentIndexList()
        self._sort = (column, order)
        self._records.sort(key=self._key(column), reverse=self._reverse())
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
        if role not in _ANSWERED or not 0 <= row < len(self._records):
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
            return self._plain_sort_value(record, column)
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


def _narrows(old: list[str], new: list[str]) -> bool:
    """Whether every row matching ``new`` also matches ``old``: each old word is inside one
    of the new words ("no" → "nov", "bo" → "bo pr"), so the search can only shrink."""
    return all(any(word in longer for longer in new) for word in old)


class RosterFilter(QAbstractProxyModel):
    """Instant search over name, player, tags and notes; quick filters by kind and tag.

    The rows that pass are decided in one Python pass when the search changes and kept as
    a list of source rows; the view then asks only about the rows it shows (a
    QSortFilterProxyModel asks Python once per row of the roster: 10,000 calls a
    keystroke). Sorting is the source model's (one Python sort); this keeps its order.
    """

    def __init__(self, parent=None):
        super().__init__(parent)
        self._words: list[str] = []
        self._kind: str | None = None
        self._tag: str | None = None
        self._rows: list[int] = []  # source rows shown, ascending (the source's order)
        self._narrowing: list[int] | None = None  # typed on: only these rows can match
        self._decided = -1  # the source's version the shown rows were decided at
        self._source: RosterModel | None = None
        self._held: list[tuple[QPersistentModelIndex, int, int]] = []

    # -- the filter -------------------------------------------------------------------
    @property
    def filtering(self) -> bool:
        return bool(self._words or self._kind or self._tag)

    def set_search(self, text: str) -> None:
        words = text.casefold().split()
        model = self.sourceModel()
        # a search that only narrows the last one (a letter typed on, a word added) looks
        # at the rows shown, not at the whole roster
        self._narrowing = (
            self._rows
            if model is not None
            and self._decided == model.version  # no row came, went or changed since
            and self._words
            and not (self._kind or self._tag)
            and _narrows(self._words, words)
            else None
        )
        self._words = words
        try:
            self._refilter()
        finally:
            self._narrowing = None

    def set_quick_filter(self, kind: str | None = None, tag: str | None = None) -> None:
        self._kind, self._tag = kind, tag
        self._refilter()

    def _passes(self, record: RosterRecord) -> bool:
        if self._kind and record.kind != self._kind:
            return False
        if self._tag and self._tag not in record.tags:
            return False
        if self._words:
            haystack = self.sourceModel().search_text(record)
            return all(word in haystack for word in self._words)
        return True

    def _decide(self) -> None:
        model: RosterModel | None = self.sourceModel()
        self._decided = model.version if model is not None else -1
        if model is None:
            self._rows = []
        elif not self.filtering:
            self._rows = list(range(model.rowCount()))
        elif self._words and not (self._kind or self._tag):  # the keystroke's hot path
            texts, words = model.search_texts(), self._words
            rows = range(len(texts)) if self._narrowing is None else self._narrowing
            if len(words) == 1:
                word = words[0]
                self._rows = [row for row in rows if word in texts[row]]
            else:
                self._rows = [row for row in rows if all(w in texts[row] for w in words)]
        else:
            records = model.records()
            self._rows = [row for row, record in enumerate(records) if self._passes(record)]

    def _proxy_row(self, source: int) -> int | None:
        """Where source row ``source`` is shown, or None (a binary search: rows ascend)."""
        at = bisect_left(self._rows, source)
        return at if at < len(self._rows) and self._rows[at] == source else None

    def _refilter(self) -> None:
        self.beginResetModel()
        self._decide()
        self.endResetModel()

    # -- the source model's changes ---------------------------------------------------------
    def setSourceModel(self, model) -> None:
        old = self.sourceModel()
        if old is not None:
            for signal, slot in self._links(old):
                signal.disconnect(slot)
        self.beginResetModel()
        super().setSourceModel(model)
        self._source = model
        if model is not None:
            for signal, slot in self._links(model):
                signal.connect(slot)
        self._decide()
        self.endResetModel()

    def _links(self, model):
        return (
            (model.modelAboutToBeReset, self.beginResetModel),
            (model.modelReset, self._source_reset),
            (model.dataChanged, self._source_data),
            (model.rowsInserted, self._source_inserted),
            (model.rowsAboutToBeRemoved, self._source_removing),
            (model.rowsRemoved, self._source_removed),
            (model.layoutAboutToBeChanged, self._source_layout_changing),
            (model.layoutChanged, self._source_layout_changed),
        )

    def _source_reset(self) -> None:
        self._decide()
        self.endResetModel()

    def _source_data(self, top: QModelIndex, bottom: QModelIndex, roles=()) -> None:
        # an edited row stays shown until the next search (it does not jump from the cursor)
        found = (self._proxy_row(r) for r in range(top.row(), bottom.row() + 1))
        rows = [row for row in found if row is not None]
        if rows:
            self.dataChanged.emit(
                self.index(min(rows), top.column()), self.index(max(rows), bottom.column())
            )

    def _source_inserted(self, parent: QModelIndex, first: int, last: int) -> None:
        count = last - first + 1
        model = self.sourceModel()
        shifted = [r + count if r >= first else r for r in self._rows]
        new = [
            r for r in range(first, last + 1) if not self.filtering or self._passes(model.record(r))
        ]
        at = sum(1 for r in shifted if r < first)
        if new:
            self.beginInsertRows(QModelIndex(), at, at + len(new) - 1)
        self._rows = shifted[:at] + new + shifted[at:]
        if new:
            self.endInsertRows()

    def _source_removing(self, parent: QModelIndex, first: int, last: int) -> None:
        found = (self._proxy_row(r) for r in range(first, last + 1))
        gone = [row for row in found if row is not None]
        self._removing = (first, last, bool(gone))
        if gone:
            self.beginRemoveRows(QModelIndex(), min(gone), max(gone))

    def _source_removed(self, parent: QModelIndex, first: int, last: int) -> None:
        count = last - first + 1
        self._rows = [r - count if r > last else r for r in self._rows if not first <= r <= last]
        if self._removing[2]:
            self.endRemoveRows()

    def _source_layout_changing(self, *_args) -> None:
        self.layoutAboutToBeChanged.emit()
        model = self.sourceModel()
        self._held = [
            (index, model.record(self._rows[index.row()]).id, index.column())
            for index in self.persistentIndexList()
            if 0 <= index.row() < len(self._rows)
        ]

    def _source_layout_changed(self, *_args) -> None:
        model = self.sourceModel()
        self._decide()
        old, new = [], []
        for index, record_id, column in self._held:
            source = model.row_of(record_id)
            proxy = self._proxy_row(source) if source is not None else None
            old.append(index)
            new.append(self.index(proxy, column) if proxy is not None else QModelIndex())
        self.changePersistentIndexList(old, new)
        self._held = []
        self.layoutChanged.emit()

    # -- QAbstractProxyModel --------------------------------------------------------------
    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.sourceModel().sort(column, order)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        model = self.sourceModel()
        return 0 if parent.isValid() or model is None else model.columnCount()

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if parent.isValid() or not (
            0 <= row < len(self._rows) and 0 <= column < self.columnCount()
        ):
            return QModelIndex()
        return self.createIndex(row, column)

    def parent(self, index: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        return QModelIndex()

    def hasChildren(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and bool(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _ANSWERED:  # most roles a repaint asks about (half of the calls)
            return None
        row = index.row()
        if not index.isValid() or not 0 <= row < len(self._rows) or self._source is None:
            return None
        return self._source.cell(self._rows[row], index.column(), role)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid() or self._source is None:
            return Qt.ItemFlag.NoItemFlags
        return self._source.cell_flags(index.column())

    def source_row(self, row: int) -> int | None:
        """The source row shown at ``row`` (None: no such row)."""
        return self._rows[row] if 0 <= row < len(self._rows) and self._source else None

    def mapToSource(self, proxy: Index) -> QModelIndex:
        if not proxy.isValid() or not 0 <= proxy.row() < len(self._rows):
            return QModelIndex()
        return self.sourceModel().index(self._rows[proxy.row()], proxy.column())

    def mapFromSource(self, source: Index) -> QModelIndex:
        if not source.isValid():
            return QModelIndex()
        row = self._proxy_row(source.row())
        return self.index(row, source.column()) if row is not None else QModelIndex()

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        model = self.sourceModel()
        return model.headerData(section, orientation, role) if model is not None else None
