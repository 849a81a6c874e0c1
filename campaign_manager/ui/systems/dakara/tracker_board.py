"""Dakara's declaration board: one row per combatant (NPCs first, as the tracker's rows
come), its intent and target each chosen from a combo, and what it did this round.

The model only shows the system's ``gm_rows``; choosing an intent or a target calls the
panel's ``declare`` callback (an action through the controller), and the new rows come back
through :meth:`DeclarationBoardModel.set_rows`. Nothing here computes a rule.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt, QTimer
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import QComboBox, QStyledItemDelegate

from campaign_manager.ui.colors import MUTED, PENDING, color
from campaign_manager.ui.combat.models import show
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.text import isolate, literal

# the role that gives a cell's choices: [(key, label), ...]
CHOICES_ROLE = Qt.ItemDataRole.UserRole + 40
# the role of the row's combatant id
ID_ROLE = Qt.ItemDataRole.UserRole + 41

NAME, INTENT, TARGET, ROUND = range(4)


class DeclarationBoardModel(QAbstractTableModel):
    """The board's rows: ``rows`` are ``gm_rows``; ``actions`` (key, label) the table's
    complex actions; ``declare(id, action, target)`` is called when the GM picks one."""

    def __init__(self, declare: Callable[[str, str | None, str | None], bool], parent=None):
        super().__init__(parent)
        self.declare = declare
        self.rows: list[dict] = []
        self.actions: list[tuple[str, str]] = []
        self.phase: str | None = None
        self.running = False
        self._names: dict[str, str] = {}

    # -- filling ------------------------------------------------------------------------------
    def set_rows(
        self, rows: list[dict], actions: list[tuple[str, str]], phase: str | None, running: bool
    ) -> None:
        self._names = {r["id"]: r["name"] for r in rows}
        if [r["id"] for r in rows] == [r["id"] for r in self.rows] and actions == self.actions:
            changed = [i for i, (a, b) in enumerate(zip(rows, self.rows, strict=True)) if a != b]
            flags_changed = (phase, running) != (self.phase, self.running)
            self.rows, self.phase, self.running = rows, phase, running
            if flags_changed and rows:
                changed = list(range(len(rows)))
            if changed:
                self.dataChanged.emit(self.index(min(changed), 0), self.index(max(changed), 3))
            return
        self.beginResetModel()
        self.rows, self.actions, self.phase, self.running = rows, actions, phase, running
        self.endResetModel()

    def row_of(self, combatant_id: str) -> int | None:
        return next((i for i, r in enumerate(self.rows) if r["id"] == combatant_id), None)

    # -- what a cell shows --------------------------------------------------------------------
    def _action_label(self, key: str | None) -> str:
        return next((label for k, label in self.actions if k == key), key or "")

    def _name(self, cid: str | None) -> str:
        return self._names.get(cid, "") if cid else ""

    def round_text(self, row: dict) -> str:
        """What the combatant did or cannot do this round, in short marks (the tooltip
        says it in full)."""
        parts = []
        if not row["can_act"]:
            dying = (row.get("band") or {}).get("band") == "dying"
            parts.append("✗ " + (self.tr("dying") if dying else self.tr("out")))
        elif row.get("brought_round"):
            parts.append("✚ " + self.tr("−4"))
        if row.get("hidden") and row.get("intent_action"):
            parts.append("◌ " + self.tr("not announced"))
        if row.get("busy") is not None:
            parts.append("↻ " + self.tr("%n more", "", row["busy"]))
        elif row.get("open_action"):
            parts.append("↻ " + self.tr("open"))
        if row.get("attacked"):
            parts.append("✓ " + self.tr("attacked"))
        if row.get("free"):
            parts.append("+ " + self.tr("free"))
        if row.get("pending_damage"):
            parts.append(self.tr("−{n} next round").format(n=row["pending_damage"]))
        return " ".join(parts)

    def round_tooltip(self, row: dict) -> str:
        """The round's notes in full."""
        language = current_language()
        lines = []
        if row.get("why_not"):
            lines.append(show(row["why_not"], language))
        elif row.get("brought_round"):
            n = row["brought_round"]
            lines.append(
                self.tr("Brought round (First aid): acts at −4, %n round(s) left.", "", n)
                if n > 0
                else self.tr("Brought round (First aid): acts at −4 until you end it (B).")
            )
        if row.get("hidden") and row.get("intent_action"):
            lines.append(self.tr("Hidden: this intent is not announced to the players."))
        if row.get("busy") is not None:
            lines.append(self.tr("Busy with a longer action: %n round(s) left.", "", row["busy"]))
        elif row.get("open_action"):
            lines.append(self.tr("An open action: until you end it (E)."))
        if row.get("attacked"):
            lines.append(self.tr("Its attack this round is resolved."))
        if row.get("free"):
            lines.append(self.tr("Free action: {text}").format(text=isolate(row["free"])))
        if row.get("pending_damage"):
            lines.append(
                self.tr("{n} damage takes hold when the next round starts.").format(
                    n=row["pending_damage"]
                )
            )
        return "\n".join(lines)

    def _editable(self, row: dict, column: int) -> bool:
        if column not in (INTENT, TARGET) or not self.running or self.phase != "declare":
            return False
        if not row["can_act"] or row.get("busy") is not None:
            return False
        return column == INTENT or row.get("intent_action") is not None

    # -- the model ----------------------------------------------------------------------------
    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 4

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        headers = (
            self.tr("Combatant"),
            self.tr("Intent"),
            self.tr("Target"),
            self.tr("This round"),
        )
        return headers[section] if 0 <= section < 4 else None

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if 0 <= index.row() < len(self.rows) and self._editable(
            self.rows[index.row()], index.column()
        ):
            base |= Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        if not 0 <= index.column() < 4:
            return None
        row, column = self.rows[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == NAME:
                mark = "◌ " if row.get("hidden") else ""
                return mark + row["name"]
            if column == INTENT:
                if row.get("intent_action") is None:
                    return self.tr("— choose —") if self._editable(row, INTENT) else "—"
                text = self._action_label(row["intent_action"])  # whole: the board wraps
                if row.get("busy") is not None or row.get("open_action"):
                    full = show(row.get("intent"), current_language())
                    counter = full[full.rfind(" (") :] if full.endswith(")") else ""
                    text += counter
                return text
            if column == TARGET:
                return self._name(row.get("intent_target")) or (
                    "—" if row.get("intent_action") else ""
                )
            return self.round_text(row)
        if role == Qt.ItemDataRole.EditRole:
            if column == INTENT:
                return row.get("intent_action")
            if column == TARGET:
                return row.get("intent_target")
            return None
        if role == CHOICES_ROLE:
            if column == INTENT:
                return [(None, self.tr("(no intent)")), *self.actions]
            if column == TARGET:
                others = [(r["id"], r["name"]) for r in self.rows if r["id"] != row["id"]]
                return [(None, self.tr("(no target)")), *others]
            return None
        if role == ID_ROLE:
            return row["id"]
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == ROUND:
                return literal(self.round_tooltip(row)) or None
            if column == NAME:
                return literal(show(row.get("status"), current_language()))
            if column == TARGET and row.get("intent_target"):
                return literal(self._name(row.get("intent_target")))
            if column == INTENT and row.get("hidden") and row.get("intent_action"):
                whole = show(row.get("intent"), current_language())
                hidden = self.tr("Hidden: this intent is not announced to the players.")
                return literal(f"{whole}\n{hidden}" if whole else hidden)
            if column == INTENT and row.get("intent"):
                return literal(show(row["intent"], current_language()))
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            if not row["can_act"] or (row.get("hidden") and column in (NAME, INTENT)):
                return QBrush(color(MUTED))
            if column == INTENT and row.get("intent_action") is None and self.phase == "declare":
                return QBrush(color(PENDING))
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            if row.get("current"):
                font.setBold(True)
            if column == INTENT and row.get("hidden"):
                font.setItalic(True)
            return font
        return None

    def setData(self, index: QModelIndex, value, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        if not 0 <= index.row() < len(self.rows):
            return False
        row = self.rows[index.row()]
        if not self._editable(row, index.column()):
            return False
        if index.column() == INTENT:
            if value == row.get("intent_action"):
                return False
            return self.declare(row["id"], value, row.get("intent_target") if value else None)
        if value == row.get("intent_target"):
            return False
        return self.declare(row["id"], row["intent_action"], value)


class ChoiceCombo(QComboBox):
    """A combo that tells a pick from its popup (commit at once) from arrowing through
    the closed combo (nothing declared until Enter: each step would abandon an intent)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.picked = False

    def hidePopup(self) -> None:
        self.picked = True  # an item chosen in the popup is activated right after this
        super().hidePopup()

    def keyPressEvent(self, event) -> None:
        self.picked = False
        super().keyPressEvent(event)

    def wheelEvent(self, event) -> None:
        self.picked = False
        super().wheelEvent(event)


class ChoiceDelegate(QStyledItemDelegate):
    """A combo of the cell's choices (CHOICES_ROLE), its list open at once; a pick from
    the list commits, as does Enter."""

    def createEditor(self, parent, option, index):
        combo = ChoiceCombo(parent)
        combo.setObjectName("BoardChoice")
        for key, label in index.data(CHOICES_ROLE) or []:
            combo.addItem(label, key)
        combo.activated.connect(lambda _i, c=combo: self._picked(c))
        QTimer.singleShot(0, combo, combo.showPopup)
        return combo

    def _picked(self, combo: ChoiceCombo) -> None:
        if combo.picked:
            combo.picked = False
            self.commitData.emit(combo)
            self.closeEditor.emit(combo, QStyledItemDelegate.EndEditHint.NoHint)

    def setEditorData(self, editor: QComboBox, index) -> None:
        value = index.data(Qt.ItemDataRole.EditRole)
        found = editor.findData(value)
        editor.setCurrentIndex(max(0, found))

    def setModelData(self, editor: QComboBox, model, index) -> None:
        model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)
