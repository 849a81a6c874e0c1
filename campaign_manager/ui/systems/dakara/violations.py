"""The violations panel: every broken rule with its words; the GM can waive one with a reason."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QStyledItemDelegate,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.dakara import Violation
from campaign_manager.ui.colors import ERROR, GOOD, WAIVED, color
from campaign_manager.ui.text import literal, plain
from campaign_manager.ui.widgets.titles import fit_title

Index = QModelIndex | QPersistentModelIndex
RECORD_ROLE = Qt.ItemDataRole.UserRole + 2


class ViolationModel(QAbstractListModel):
    RecordRole = RECORD_ROLE

    def __init__(self, parent=None):
        super().__init__(parent)
        self.violations: list[Violation] = []
        self.language = "cs"

    def set_violations(self, violations: list[Violation], language: str) -> None:
        if list(violations) == self.violations and language == self.language:
            return  # unchanged: keep the rows (and the selection) as they are
        self.beginResetModel()
        self.violations = list(violations)
        self.language = language
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.violations)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.violations):
            return None
        v = self.violations[index.row()]
        if role == RECORD_ROLE:
            return v
        if role == Qt.ItemDataRole.DisplayRole:
            text = v.message.get(self.language)
            if v.waived:
                return self.tr("Waived: {text}\nReason: {reason}").format(
                    text=text, reason=v.reason or ""
                )
            return text
        if role == Qt.ItemDataRole.ToolTipRole:  # the whole text, never an internal code
            return v.message.get(self.language)
        if role == Qt.ItemDataRole.ForegroundRole:
            return color(WAIVED if v.waived else ERROR)
        if role == Qt.ItemDataRole.FontRole and v.waived:
            font = QFont()
            font.setItalic(True)
            return font
        return None


class SpacedDelegate(QStyledItemDelegate):
    """Whole wrapped messages, as high as their lines at the view's present width, with a
    little room between them (QListView's own spacing and sizes miscount wrapped rows
    once a scroll bar appears, and elide them)."""

    PADDING = 6
    TEXT_MARGIN = 10  # the item's own margins around its text, both sides together

    def __init__(self, view: QListView):
        super().__init__(view)
        self.view = view

    def sizeHint(self, option, index):
        size = super().sizeHint(option, index)
        font = index.data(Qt.ItemDataRole.FontRole) or option.font
        width = max(40, self.view.viewport().width() - self.TEXT_MARGIN)
        text = str(index.data() or "")
        lines = QFontMetrics(font).boundingRect(
            QRect(0, 0, width, 100_000), Qt.TextFlag.TextWordWrap, text
        )
        size.setHeight(max(size.height(), lines.height()) + self.PADDING)
        size.setWidth(min(size.width(), self.view.viewport().width()))
        return size


class ViolationsPanel(QWidget):
    waive_requested = Signal(object, str)  # Violation, reason
    withdraw_requested = Signal(object)  # Violation

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.model = ViolationModel(self)
        self.title = plain(QLabel())  # also the rules' words on a sheet it cannot read
        bold = self.title.font()
        bold.setBold(True)
        self.title.setFont(bold)
        self.title.setWordWrap(True)
        self.view = QListView()
        self.view.setAccessibleName(self.tr("What breaks the rules"))
        self.view.setModel(self.model)
        self.view.setWordWrap(True)
        self.view.setTextElideMode(Qt.TextElideMode.ElideNone)  # long messages wrap, whole
        self.view.setResizeMode(QListView.ResizeMode.Adjust)  # re-wrapped when resized
        self.view.setItemDelegate(SpacedDelegate(self.view))
        self.view.setAlternatingRowColors(True)
        self.view.selectionModel().currentChanged.connect(self._update_buttons)
        self.waive_button = QPushButton(self.tr("&Waive…"))
        self.waive_button.setToolTip(
            self.tr("The GM allows an exception to this rule; a reason is kept")
        )
        self.waive_button.clicked.connect(self._waive)
        self.withdraw_button = QPushButton(self.tr("Withdraw wai&ver"))
        self.withdraw_button.clicked.connect(self._withdraw)
        buttons = QVBoxLayout()  # one under the other: the panel is narrow
        buttons.addWidget(self.waive_button)
        buttons.addWidget(self.withdraw_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        self._update_buttons()

    def show_violations(self, violations: list[Violation], language: str) -> None:
        current = self.current()
        self.model.set_violations(violations, language)
        open_count = sum(1 for v in violations if not v.waived)
        if not violations:
            self.title.setText(self.tr("✔ No rule is broken"))
            self.title.setStyleSheet(f"color: {GOOD};")
        else:
            self.title.setText(
                self.tr("Broken rules: %n open", "", open_count)
                + (
                    self.tr(", {n} waived").format(n=len(violations) - open_count)
                    if open_count < len(violations)
                    else ""
                )
            )
            self.title.setStyleSheet(f"color: {ERROR};" if open_count else "")
        if current is not None:
            for row, v in enumerate(violations):
                if (v.code, v.subject) == (current.code, current.subject):
                    self.view.setCurrentIndex(self.model.index(row))
        self._update_buttons()

    def current(self) -> Violation | None:
        index = self.view.currentIndex()
        return self.model.data(index, RECORD_ROLE) if index.isValid() else None

    def _update_buttons(self, *args) -> None:
        v = self.current()
        self.waive_button.setEnabled(v is not None and not v.waived)
        self.withdraw_button.setEnabled(v is not None and v.waived)

    def ask_reason(self, violation: Violation, language: str) -> str | None:
        """Ask the GM why the exception is allowed (None: cancelled)."""
        dialog = ReasonDialog(violation, language, self)
        try:
            accepted = dialog.exec() == QDialog.DialogCode.Accepted
            return dialog.value() if accepted else None
        finally:
            dialog.deleteLater()

    def _waive(self) -> None:
        v = self.current()
        if v is None or v.waived:
            return
        reason = self.ask_reason(v, self.model.language)
        if reason:
            self.waive_requested.emit(v, reason)

    def _withdraw(self) -> None:
        v = self.current()
        if v is not None and v.waived:
            self.withdraw_requested.emit(v)


class ReasonDialog(QDialog):
    """Asks why the GM allows a broken rule. OK waits for a reason (spaces are none) and a
    line under the field says so, so an empty reason never closes the dialog silently."""

    def __init__(self, violation: Violation, language: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Waive a rule"))
        fit_title(self)
        question = QLabel(
            literal(
                self.tr("{rule}\n\nWhy does the GM allow it?").format(
                    rule=violation.message.get(language)
                )
            )
        )
        question.setWordWrap(True)
        self.reason = QLineEdit()
        question.setBuddy(self.reason)
        self.hint = QLabel(self.tr("Write why: a waiver keeps its reason on the sheet."))
        self.hint.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (question, self.reason, self.hint, self.buttons):
            layout.addWidget(widget)
        self.reason.textChanged.connect(self._check)
        self._check()

    def _check(self) -> None:
        given = bool(self.value())
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(given)
        self.hint.setVisible(not given)

    def accept(self) -> None:
        if self.value():  # Enter in an empty field keeps the dialog (the hint says why)
            super().accept()

    def value(self) -> str:
        return self.reason.text().strip()
