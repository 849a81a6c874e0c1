"""The Střety action order as a thin Qt model: one row per action of this round (main
actions, then first bonus actions, then second ones), the one now marked, those taken
greyed. It reads the encounter state and computes no rule."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from campaign_manager.ui.colors import CURRENT_ROW, MUTED, color
from campaign_manager.ui.models.roles import RECORD_ROLE, flags
from campaign_manager.ui.text import isolate

DONE_MARK = "✓"
NOW_MARK = "▶"


def action_rows(state: dict | None) -> list[dict]:
    """This round's actions in order: ``id``, ``name``, ``bonus`` (0 main, n the n-th
    bonus action), ``done``, ``current``, ``hidden``, ``initiative`` (or None)."""
    if not state or state.get("phase") != "act":
        return []
    turn = state.get("turn")
    combatants = state.get("combatants", {})
    initiatives = state.get("initiatives", {})
    rows = []
    for i, entry in enumerate(state.get("actions", [])):
        record = combatants.get(entry["id"])
        if record is None:
            continue
        got = initiatives.get(entry["id"])
        rows.append(
            {
                "id": entry["id"],
                "name": record["name"],
                "bonus": entry["bonus"],
                "done": turn is not None and i < turn,
                "current": turn == i,
                "hidden": bool(record.get("hidden")),
                "initiative": got["value"]
                if got and state.get("initiative_mode") == "roll"
                else None,
            }
        )
    return rows


class ActionOrderModel(QAbstractListModel):
    """This round's actions; ``set_state`` updates changed rows in place when the same
    actions stay, so the view keeps its scroll position between steps."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[dict] = []

    def set_state(self, state: dict | None) -> None:
        rows = action_rows(state)
        same = [(r["id"], r["bonus"]) for r in rows] == [(r["id"], r["bonus"]) for r in self.rows]
        if same:
            changed = [i for i, (a, b) in enumerate(zip(rows, self.rows, strict=True)) if a != b]
            self.rows = rows
            if changed:
                self.dataChanged.emit(self.index(min(changed)), self.index(max(changed)))
            return
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def current_row(self) -> int | None:
        return next((i for i, r in enumerate(self.rows) if r["current"]), None)

    def what(self, row: dict) -> str:
        if row["bonus"]:
            return self.tr("bonus action {n}").format(n=row["bonus"])
        return self.tr("main action")

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        return flags() if index.isValid() else Qt.ItemFlag.NoItemFlags

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row = self.rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            # the tooltip: the whole line, where the list's width cuts it with "…"
            mark = NOW_MARK if row["current"] else (DONE_MARK if row["done"] else " ")
            hidden = "◌ " if row["hidden"] else ""
            initiative = f"  ({row['initiative']})" if row["initiative"] is not None else ""
            name = isolate(row["name"])
            return f"{mark} {index.row() + 1}. {hidden}{name} · {self.what(row)}{initiative}"
        if role == Qt.ItemDataRole.AccessibleTextRole:
            state = (
                self.tr("now")
                if row["current"]
                else (self.tr("done") if row["done"] else self.tr("to come"))
            )
            return f"{row['name']}, {self.what(row)}, {state}"
        if role == RECORD_ROLE:
            return row
        if role == Qt.ItemDataRole.FontRole and (row["current"] or row["bonus"]):
            font = QFont()
            font.setBold(row["current"])
            font.setItalic(bool(row["bonus"]))
            return font
        if role == Qt.ItemDataRole.ForegroundRole and row["done"]:
            return QBrush(color(MUTED))
        if role == Qt.ItemDataRole.BackgroundRole and row["current"]:
            return QBrush(QColor(CURRENT_ROW))
        return None
