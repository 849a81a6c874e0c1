"""Feelings per target: a thin table model over the core's feeling table, and the tab with
the target combo (roster characters offered), request raises and social hits."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QStyledItemDelegate,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.clovek import FEELINGS
from campaign_manager.systems.clovek.feelings import REQUEST_RAISES, VALUE_RANGE, holder_armour
from campaign_manager.ui.text import isolate, literal

Index = QModelIndex | QPersistentModelIndex
Row = tuple[str, dict[str, dict[str, int]]]  # target, feeling → value/lasting/raises/temporary
EMPTY = {"value": 0, "lasting": 0, "raises": 0, "temporary": 0}


class FeelingsModel(QAbstractTableModel):
    """Rows: targets; columns: the target, then the four feelings. Edits go to ``editor``."""

    def __init__(self, editor: Callable[[str, str, int], bool] | None = None, parent=None):
        super().__init__(parent)
        self._rows: list[Row] = []
        self.names: dict[str, str] = {}  # feeling key → shown name
        self.tips: dict[str, str] = {}  # feeling key → description
        self.roster: set[str] = set()
        self.editor = editor

    def set_rows(self, rows: list[Row], names: dict[str, str], tips: dict[str, str]) -> None:
        same_targets = [t for t, _ in rows] == [t for t, _ in self._rows]
        self.names, self.tips = dict(names), dict(tips)
        if same_targets and rows:
            self._rows = list(rows)
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(rows) - 1, self.columnCount() - 1)
            )
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
            return
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def target(self, row: int) -> str:
        return self._rows[row][0]

    def targets(self) -> list[str]:
        return [target for target, _ in self._rows]

    @staticmethod
    def feeling(column: int) -> str | None:
        return FEELINGS[column - 1] if 1 <= column <= len(FEELINGS) else None

    # -- Qt model interface ------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 1 + len(FEELINGS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.columnCount():
            return None
        key = self.feeling(section)
        if role == Qt.ItemDataRole.DisplayRole:
            return self.tr("Toward") if key is None else self.names.get(key, key)
        if role == Qt.ItemDataRole.ToolTipRole and key is not None:
            return self.tips.get(key) or None
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        target, feelings = self._rows[index.row()]
        key = self.feeling(index.column())
        if key is None:
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
                return target
            if role == Qt.ItemDataRole.ToolTipRole and target in self.roster:
                return literal(
                    self.tr("{target} is a character of this campaign").format(
                        target=isolate(target)
                    )
                )
            return None
        entry = feelings.get(key, EMPTY)
        if role == Qt.ItemDataRole.DisplayRole:
            shown = str(entry["value"])
            if entry["temporary"]:
                shown += f" (+{entry['temporary']})"
            dots = "●" * entry["raises"] + "○" * (REQUEST_RAISES - entry["raises"])
            return f"{shown}   {dots}"
        if role == Qt.ItemDataRole.EditRole:
            return entry["lasting"]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return literal(
                self.tr(
                    "{feeling} toward {target}: {value} now (lasting {lasting}, temporary "
                    "+{temporary} from social scar hits); request raises used {raises} of {most}."
                ).format(
                    feeling=self.names.get(key, key),
                    target=isolate(target),
                    value=entry["value"],
                    lasting=entry["lasting"],
                    temporary=entry["temporary"],
                    raises=entry["raises"],
                    most=REQUEST_RAISES,
                )
            )
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemNeverHasChildren
        )
        if index.column() > 0 and self.editor is not None:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        key = self.feeling(index.column()) if index.isValid() else None
        if key is None or role != Qt.ItemDataRole.EditRole or self.editor is None:
            return False
        if not isinstance(value, int) or isinstance(value, bool):
            return False
        return self.editor(self.target(index.row()), key, value)


class FeelingDelegate(QStyledItemDelegate):
    """Edits a lasting feeling value with a 0–5 spin box."""

    def createEditor(self, parent, option, index) -> QWidget:
        spin = QSpinBox(parent)
        spin.setRange(*VALUE_RANGE)
        return spin


class FeelingsTab(QWidget):
    set_value = Signal(str, str, int)  # target, feeling, lasting value
    request_raise = Signal(str, str)
    hit_raise = Signal(str, str)
    remove_target = Signal(str)
    add_target = Signal(str)
    use_feeling = Signal(str, str)  # target, feeling

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        # the other characters' names as last given, and what they offered as targets
        self._roster_list: list[str] | None = None
        self._offered_for: tuple | None = None
        self._offered: list[str] | None = None
        self.model = FeelingsModel(self._edited, self)
        self.table = QTableView()
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.table.setAccessibleName(self.tr("Feelings"))
        self.table.setModel(self.model)
        self.table.setItemDelegate(FeelingDelegate(self.table))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.table.selectionModel().currentChanged.connect(self._update_buttons)

        self.target_combo = QComboBox()
        self.target_combo.setEditable(True)
        self.target_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.target_combo.setMinimumContentsLength(26)  # the placeholder shows whole
        self.target_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.target_label = QLabel()
        self.target_label.setBuddy(self.target_combo)
        self.add_button = QPushButton()
        self.add_button.clicked.connect(self._add)
        self.target_combo.lineEdit().returnPressed.connect(self._add)
        self.raise_button = QPushButton()
        self.raise_button.clicked.connect(lambda: self._act(self.request_raise))
        self.hit_button = QPushButton()
        self.hit_button.clicked.connect(lambda: self._act(self.hit_raise))
        self.use_button = QPushButton()
        self.use_button.clicked.connect(lambda: self._act(self.use_feeling))
        self.remove_button = QPushButton()
        self.remove_button.clicked.connect(self._remove)
        self.help = QLabel()
        self.help.setWordWrap(True)
        self.help.setStyleSheet("color: palette(placeholder-text);")

        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)

        add_row = QHBoxLayout()
        add_row.addWidget(self.target_combo, 1)
        add_row.addWidget(self.add_button)
        side = QVBoxLayout()
        side.addWidget(self.target_label)
        side.addLayout(add_row)
        side.addSpacing(12)
        side.addWidget(self.raise_button)
        side.addWidget(self.hit_button)
        side.addWidget(self.use_button)
        side.addWidget(self.remove_button)
        side.addSpacing(12)
        side.addWidget(self.legend)
        side.addStretch()
        side.addWidget(self.help)
        layout = QHBoxLayout(self)
        layout.addWidget(self.table, 3)
        layout.addLayout(side, 1)
        self.retranslate()
        self._update_buttons()

    def retranslate(self) -> None:
        self.target_label.setText(self.tr("Feelings t&oward:"))
        self.target_combo.lineEdit().setPlaceholderText(self.tr("a character or any being"))
        self.add_button.setText(self.tr("&Add"))
        self.raise_button.setText(self.tr("Request &raise"))
        self.raise_button.setToolTip(
            self.tr(
                "A fulfilled emotional request raises the feeling by 1, at most three times in "
                "all; friendship and enmity oppose, so the other drops first (Člověk, City)."
            )
        )
        self.hit_button.setText(self.tr("Social &hit (+2)"))
        self.hit_button.setToolTip(
            self.tr(
                "A social scar hit raises the feeling by 2 until the scene ends, then by 1 "
                "until the chapter ends (Člověk, City)."
            )
        )
        self.use_button.setText(self.tr("&Use as armour…"))
        self.use_button.setToolTip(
            self.tr(
                "A feeling is used by the one it is toward, against its holder (in the "
                "conflict, when that one burns). The holder itself uses only its own Desire "
                "and Enmity, as armour; it costs a burned stun social wound (Člověk, City)."
            )
        )
        self.remove_button.setText(self.tr("Forget &target"))
        self.help.setText(
            self.tr(
                "Double-click a value to set the lasting feeling (0–5). Dots show the request "
                "raises used (●) of three; (+n) is a temporary raise from social scar hits."
            )
        )

    def show_rows(
        self, rows: list[Row], names: dict[str, str], tips: dict[str, str], roster: list[str]
    ) -> None:
        current = self.table.currentIndex()
        where = (current.row(), current.column()) if current.isValid() else None
        if roster is not self._roster_list:  # the same list: kept set
            self._roster_list = roster
            self.model.roster = set(roster)
        self.model.set_rows(rows, names, tips)
        self.legend.setText(
            "".join(
                f"<p style='margin:0 0 6px 0'><b>{html.escape(names[key])}</b>: "
                f"{html.escape(tips.get(key, ''))}</p>"
                for key in FEELINGS
            )
        )
        if where and where[0] < self.model.rowCount():
            self.table.setCurrentIndex(self.model.index(*where))
        text = self.target_combo.currentText()
        shown = set(self.model.targets())
        # a wound changes no names: the same roster and targets offer the same (not even
        # worked out again: a campaign of 10,000 would cost every edit a pass over them)
        key = (id(roster), frozenset(shown))
        if key != self._offered_for:
            self._offered_for = key
            offered = [name for name in roster if name not in shown]
            if offered != self._offered:
                self._offered = offered
                self.target_combo.clear()
                self.target_combo.addItems(offered)
        self.target_combo.setEditText(text if text not in shown else "")
        self._update_buttons()

    def _selected(self) -> tuple[str, str | None] | None:
        index = self.table.currentIndex()
        if not index.isValid():
            return None
        return self.model.target(index.row()), self.model.feeling(index.column())

    def _update_buttons(self) -> None:
        selected = self._selected()
        has_feeling = selected is not None and selected[1] is not None
        self.raise_button.setEnabled(has_feeling)
        self.hit_button.setEnabled(has_feeling)
        # the holder uses only its own armour feelings (the rules core's holder_armour)
        self.use_button.setEnabled(has_feeling and selected[1] in holder_armour())
        self.remove_button.setEnabled(selected is not None)

    def _act(self, signal) -> None:
        selected = self._selected()
        if selected and selected[1]:
            signal.emit(*selected)

    def _remove(self) -> None:
        selected = self._selected()
        if selected:
            self.remove_target.emit(selected[0])

    def _add(self) -> None:
        name = self.target_combo.currentText().strip()
        if name:
            self.add_target.emit(name)

    def select(self, target: str, feeling: str) -> None:
        row = self.model.targets().index(target)
        self.table.setCurrentIndex(self.model.index(row, 1 + FEELINGS.index(feeling)))

    def _edited(self, target: str, feeling: str, value: int) -> bool:
        self.set_value.emit(target, feeling, value)
        return True
