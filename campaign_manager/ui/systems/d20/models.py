"""The class table's thin model over the rules core's class summaries."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from campaign_manager.systems.d20.explain import ClassSummary
from campaign_manager.ui.text import literal

Index = QModelIndex | QPersistentModelIndex


class ClassLevelsModel(QAbstractTableModel):
    """One row per class taken: class, stamina die, levels, rolls, stamina gained.

    Read-only: edits go through the editor's class strip (the one command path).
    """

    CLASS, DIE, LEVELS, ROLLS, STAMINA = range(5)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[ClassSummary] = []
        self._language = "en"

    def set_rows(self, rows: list[ClassSummary], language: str) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self._language = language
        self.endResetModel()

    def row_data(self, row: int) -> ClassSummary:
        return self._rows[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 5

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if not 0 <= section < 5:
            return None
        return (
            self.tr("Class"),
            self.tr("Stamina die"),
            self.tr("Levels"),
            self.tr("Stamina rolls"),
            self.tr("Stamina"),
        )[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return literal("\n".join(step.text.get(self._language) for step in row.steps))
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            self.DIE,
            self.LEVELS,
            self.STAMINA,
        ):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def _display(self, row: ClassSummary, column: int) -> str:
        if column == self.CLASS:
            return row.label.get(self._language)
        if column == self.DIE:
            return f"d{row.die}" if row.die else "—"
        if column == self.LEVELS:
            last = row.first_level + row.levels - 1
            span = f"{row.first_level}" if row.levels == 1 else f"{row.first_level}–{last}"
            return self.tr("{levels} (level {span})").format(levels=row.levels, span=span)
        if column == self.ROLLS:
            if row.die is None:
                return self.tr("none (NPC class)")
            parts = [self.tr("max {die}").format(die=row.die)] if row.takes_maximum else []
            parts += [str(value) for value in row.rolls]
            return ", ".join(parts) or "—"
        return str(row.stamina)
