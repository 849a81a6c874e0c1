"""Small pieces the Střety tracker's dialogs share: pickers for a severity, a scar and a
combatant, the per-target table (target, amount, a d10 rolled or entered) and the dialog
frame with its OK button and a line for what is wrong with the input."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.clovek.scars import SCAR_KEYS, Severity, scar_name
from campaign_manager.ui.colors import ERROR, text_style
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.text import isolate, plain
from campaign_manager.ui.widgets.announce import show_problem


def severity_label(severity: Severity) -> str:
    return f"{severity.label.get(current_language())}  {severity.mark}"


class SeverityCombo(QComboBox):
    """Stun /, lethal X, devastating Ж (names from the rules data); optionally a first
    entry ``none_text`` (None: the core's default, e.g. an influence's base power)."""

    def __init__(self, none_text: str | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        if none_text is not None:
            self.addItem(none_text, None)
        for severity in Severity:
            self.addItem(severity_label(severity), severity.key)

    def key(self) -> str | None:
        return self.currentData()

    def set_key(self, key: str | None) -> None:
        self.setCurrentIndex(max(0, self.findData(key)))


class ScarCombo(QComboBox):
    """Scars by their names (the rules data's), the keys as data."""

    def __init__(self, keys: tuple[str, ...] = SCAR_KEYS, parent: QWidget | None = None):
        super().__init__(parent)
        self.set_keys(keys)

    def set_keys(self, keys) -> None:
        was = self.currentData()
        self.blockSignals(True)
        self.clear()
        language = current_language()
        for key in keys:
            self.addItem(scar_name(key).get(language), key)
        self.blockSignals(False)
        self.setCurrentIndex(max(0, self.findData(was)))
        self.currentIndexChanged.emit(self.currentIndex())

    def key(self) -> str | None:
        return self.currentData()

    def set_key(self, key: str) -> None:
        self.setCurrentIndex(max(0, self.findData(key)))


class CombatantCombo(QComboBox):
    """The fight's combatants by name (ids as data), optionally with a "nobody" entry."""

    def __init__(
        self,
        people: list[tuple[str, str]],
        none_text: str | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        if none_text is not None:
            self.addItem(none_text, None)
        for cid, name in people:
            self.addItem(name, cid)

    def key(self) -> str | None:
        return self.currentData()

    def set_key(self, key: str | None) -> None:
        index = self.findData(key)
        if index >= 0:
            self.setCurrentIndex(index)


def parse_face(text: str) -> int | None:
    """A d10 face entered from a physical die (0–9), or None to roll it; ValueError else."""
    value = text.strip()
    if not value or value.casefold() in ("roll", "hodit", "?", "-", "–"):
        return None
    if value.isdigit() and 0 <= int(value) <= 9:
        return int(value)
    raise ValueError(value)


def parse_faces(text: str) -> list[int]:
    """Faces entered as "3 0 5" (or "3,0,5"): each 0–9; ValueError else."""
    parts = text.replace(",", " ").split()
    faces = []
    for part in parts:
        if not part.isdigit() or not 0 <= int(part) <= 9:
            raise ValueError(part)
        faces.append(int(part))
    return faces


class Column:
    """A column of the per-target table: ``kind`` "int" (``low``..``high``) or "face" (a d10
    rolled when left empty) or "text"."""

    def __init__(self, key: str, header: str, kind: str = "int", default=0, low=0, high=30):
        self.key, self.header, self.kind = key, header, kind
        self.default, self.low, self.high = default, low, high


class TargetTable(QTableWidget):
    """One row per target: its name, then the columns' values (type a number over a cell;
    the arrows move, and Tab while typing; Tab otherwise leaves the table). ``values()``
    reads them back, checked."""

    def __init__(self, columns: list[Column], parent: QWidget | None = None):
        super().__init__(0, len(columns) + 1, parent)
        self.columns = columns
        self.setObjectName("TargetTable")
        self.setTabKeyNavigation(False)
        self.setHorizontalHeaderLabels([self.tr("Target")] + [c.header for c in columns])
        self.verticalHeader().hide()
        self.setAccessibleName(self.tr("Targets"))
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for i in range(1, len(columns) + 1):
            header.setSectionResizeMode(i, QHeaderView.ResizeMode.ResizeToContents)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.ids: list[str] = []

    def closeEditor(self, editor, hint) -> None:
        """Enter commits the cell being typed and goes on to the next row's (the dialog
        stays open: Enter with nothing being typed is the dialog's OK)."""
        super().closeEditor(editor, hint)
        if hint == QAbstractItemDelegate.EndEditHint.SubmitModelCache:
            row, column = self.currentRow(), self.currentColumn()
            if row + 1 < self.rowCount():
                self.setCurrentCell(row + 1, column)

    def commit_typing(self) -> None:
        """The cell being typed, if any, committed (its editor closed)."""
        if self.state() != QAbstractItemView.State.EditingState:
            return
        editor = self.indexWidget(self.currentIndex())
        if editor is not None:
            self.commitData(editor)
            super().closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)

    def set_targets(self, people: list[tuple[str, str]], defaults: dict | None = None) -> None:
        """``people`` (id, name); ``defaults`` id → {column key: value} where they differ."""
        defaults = defaults or {}
        self.setRowCount(0)
        self.ids = [cid for cid, _ in people]
        for row, (cid, name) in enumerate(people):
            self.insertRow(row)
            item = QTableWidgetItem(name)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            self.setItem(row, 0, item)
            for col, column in enumerate(self.columns, start=1):
                value = defaults.get(cid, {}).get(column.key, column.default)
                cell = QTableWidgetItem()
                if column.kind == "int":
                    cell.setData(Qt.ItemDataRole.EditRole, int(value))
                else:
                    cell.setText("" if value is None else str(value))
                    if column.kind == "face":
                        cell.setToolTip(self.tr("0–9 from a physical die; empty: Kronikář rolls"))
                cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.setItem(row, col, cell)
        self.setCurrentCell(0, 1 if self.columns else 0)
        rows = max(1, len(people))
        height = (
            self.horizontalHeader().sizeHint().height()
            + self.verticalHeader().defaultSectionSize() * rows
            + 2 * self.frameWidth()
            + 2
        )
        self.setFixedHeight(min(height, 260))

    def set_value(self, cid: str, key: str, value) -> None:
        row = self.ids.index(cid)
        col = 1 + [c.key for c in self.columns].index(key)
        item = self.item(row, col)
        if isinstance(value, int) and self.columns[col - 1].kind == "int":
            item.setData(Qt.ItemDataRole.EditRole, value)
        else:
            item.setText("" if value is None else str(value))

    def values(self) -> list[dict]:
        """Each row as {"id", <key>: value}; ValueError(name, header) for a bad cell."""
        result = []
        for row, cid in enumerate(self.ids):
            entry = {"id": cid}
            for col, column in enumerate(self.columns, start=1):
                item = self.item(row, col)
                raw = item.data(Qt.ItemDataRole.EditRole)
                try:
                    if column.kind == "int":
                        value = int(raw)
                        if not column.low <= value <= column.high:
                            raise ValueError(value)
                    elif column.kind == "face":
                        value = parse_face(str(raw or ""))
                    else:
                        value = str(raw or "").strip()
                except (TypeError, ValueError):
                    raise ValueError(self.item(row, 0).text(), column.header) from None
                entry[column.key] = value
            result.append(entry)
        return result


class ActionDialog(QDialog):
    """A dialog that builds tracker actions: a form, a note line, a problem line, OK and
    Cancel. Subclasses fill ``form`` and implement ``actions()`` (ValueError: bad input)."""

    def __init__(self, title: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.form = QFormLayout()
        self.note = plain(QLabel())
        self.note.setWordWrap(True)
        self.note.setObjectName("DialogNote")
        self.problem = plain(QLabel())
        self.problem.setWordWrap(True)
        self.problem.setObjectName("DialogProblem")
        self.problem.setStyleSheet(text_style(ERROR))
        self.problem.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.body = QVBoxLayout(self)
        self.body.addLayout(self.form)
        self.body.addWidget(self.note)
        self.body.addWidget(self.problem)
        self.body.addWidget(self.buttons)
        self.setMinimumWidth(440)
        # where typing goes when the dialog opens (None: the per-target table of a dialog
        # with no form fields, else Qt's choice)
        self.first_input: QWidget | None = None
        self._focused = False

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._focused:
            return
        self._focused = True
        first = self.first_input
        if first is None and self.form.rowCount() == 0:
            first = self.findChild(TargetTable)
        if isinstance(first, TargetTable) and first.rowCount():
            first.setCurrentCell(0, 1 if first.columns else 0)  # typing replaces its value
        if first is not None:
            first.setFocus(Qt.FocusReason.OtherFocusReason)
            if isinstance(first, QAbstractSpinBox):
                first.selectAll()  # typing replaces the value

    def ok_button(self):
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def actions(self) -> list[dict]:
        return []

    def accept(self) -> None:
        for table in self.findChildren(TargetTable):  # what is being typed counts
            table.commit_typing()
        try:
            self.actions()
        except ValueError as error:
            self.show_problem(error)
            return
        super().accept()

    def show_refusal(self, text: str) -> None:
        """The rules refused what the GM confirmed: said here, the dialog kept as filled."""
        show_problem(self.problem, text, self.ok_button())

    def show_problem(self, error: ValueError) -> None:
        args = error.args
        if len(args) == 2:
            text = self.tr("{name}: check “{column}”.").format(
                name=isolate(args[0]), column=args[1]
            )
        else:
            text = self.tr("Check the value “{value}”.").format(value=args[0] if args else "")
        show_problem(self.problem, text, self.ok_button())
