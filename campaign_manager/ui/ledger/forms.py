"""A small form builder for the ledger's dialogs, and the dice box every roll shares.

A :class:`Form` is built from :class:`Field` specs and reads and writes a plain dict, so
each dialog is a list of fields plus the change it makes. Rules stay in the cores: the
form only collects values; the rules core validates them when the change is applied.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QBuffer, QIODevice, Qt, Signal
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from campaign_manager.ui.file_dialogs import open_file
from campaign_manager.ui.text import plain


@dataclass(frozen=True)
class Field:
    key: str
    label: str
    kind: str = "line"  # line, text, int, bool, choice
    low: int = 0
    high: int = 6
    # (value, label) pairs of a choice
    options: tuple[tuple[Any, str], ...] = ()
    tip: str = ""


class Form(QWidget):
    """Widgets for ``fields`` in a form layout; ``values()`` / ``set_values()`` as a dict."""

    edited = Signal()

    def __init__(self, fields: list[Field], parent: QWidget | None = None):
        super().__init__(parent)
        self.fields = list(fields)
        self.widgets: dict[str, QWidget] = {}
        self.layout_ = QFormLayout(self)
        self.layout_.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        for f in self.fields:
            widget = self._widget(f)
            widget.setObjectName(f"field_{f.key}")
            if f.tip:
                widget.setToolTip(f.tip)
            self.widgets[f.key] = widget
            if f.kind == "bool":
                self.layout_.addRow("", widget)
            else:
                label = QLabel(f.label)  # no word wrap: a long label goes above its field
                label.setBuddy(widget)
                self.layout_.addRow(label, widget)

    def _widget(self, f: Field) -> QWidget:
        if f.kind == "line":
            w = QLineEdit()
            w.textEdited.connect(self.edited)
        elif f.kind == "text":
            w = QPlainTextEdit()
            w.setTabChangesFocus(True)
            w.setMaximumHeight(80)
            w.textChanged.connect(self.edited)
        elif f.kind == "int":
            w = QSpinBox()
            w.setRange(f.low, f.high)
            w.valueChanged.connect(self.edited)
        elif f.kind == "bool":
            w = QCheckBox(f.label)
            w.toggled.connect(self.edited)
        elif f.kind == "choice":
            w = QComboBox()
            for value, label in f.options:
                w.addItem(label, value)
            w.currentIndexChanged.connect(self.edited)
        else:  # pragma: no cover - a programming error
            raise ValueError(f"unknown field kind {f.kind!r}")
        return w

    def set_options(self, key: str, options: list[tuple[Any, str]]) -> None:
        combo = self.widgets[key]
        assert isinstance(combo, QComboBox)
        current = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        for value, label in options:
            combo.addItem(label, value)
        index = combo.findData(current)
        combo.setCurrentIndex(max(0, index))
        combo.blockSignals(False)

    def value(self, key: str) -> Any:
        w = self.widgets[key]
        if isinstance(w, QLineEdit):
            return w.text().strip()
        if isinstance(w, QPlainTextEdit):
            return w.toPlainText().strip()
        if isinstance(w, QSpinBox):
            return w.value()
        if isinstance(w, QCheckBox):
            return w.isChecked()
        if isinstance(w, QComboBox):
            return w.currentData()
        raise TypeError(key)  # pragma: no cover

    def values(self) -> dict[str, Any]:
        return {f.key: self.value(f.key) for f in self.fields}

    def set_value(self, key: str, value: Any) -> None:
        w = self.widgets[key]
        if isinstance(w, QLineEdit):
            w.setText("" if value is None else str(value))
        elif isinstance(w, QPlainTextEdit):
            w.setPlainText("" if value is None else str(value))
        elif isinstance(w, QSpinBox):
            w.setValue(int(value or 0))
        elif isinstance(w, QCheckBox):
            w.setChecked(bool(value))
        elif isinstance(w, QComboBox):
            index = w.findData(value)
            if index >= 0:
                w.setCurrentIndex(index)

    def set_values(self, values: dict[str, Any]) -> None:
        for key, value in values.items():
            if key in self.widgets:
                self.set_value(key, value)


class DiceBox(QWidget):
    """Roll both dice, or enter what fell on the table; optionally, the GM decides.

    ``dice()`` gives ``(actor, opposition)``: None where the dice are to be rolled;
    ``decision()`` gives True / False when the GM decided outright, else None.
    """

    def __init__(self, gm_may_decide: bool = False, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.roll = QRadioButton(self.tr("Roll the dice"))
        self.enter = QRadioButton(self.tr("Enter the dice that fell:"))
        self.actor = QSpinBox(minimum=1, maximum=6, value=1)
        self.actor.setPrefix(self.tr("actor "))
        self.actor.setAccessibleName(self.tr("The actor's die"))
        self.opposition = QSpinBox(minimum=1, maximum=6, value=1)
        self.opposition.setPrefix(self.tr("opposition "))
        self.opposition.setAccessibleName(self.tr("The opposition's die"))
        self.gm_yes = QRadioButton(self.tr("The GM decides: success"))
        self.gm_no = QRadioButton(self.tr("The GM decides: failure"))
        self.roll.setChecked(True)
        layout.addWidget(self.roll, 0, 0, 1, 3)
        layout.addWidget(self.enter, 1, 0)
        layout.addWidget(self.actor, 1, 1)
        layout.addWidget(self.opposition, 1, 2)
        layout.addWidget(self.gm_yes, 2, 0)
        layout.addWidget(self.gm_no, 2, 1, 1, 2)
        layout.setColumnStretch(3, 1)
        for w in (self.gm_yes, self.gm_no):
            w.setVisible(gm_may_decide)
        for w in (self.roll, self.enter, self.gm_yes, self.gm_no):
            w.toggled.connect(self._sync)
        self._sync()

    def _sync(self, *_args) -> None:
        entered = self.enter.isChecked()
        self.actor.setEnabled(entered)
        self.opposition.setEnabled(entered)

    def set_entered(self, actor: int, opposition: int) -> None:
        self.enter.setChecked(True)
        self.actor.setValue(actor)
        self.opposition.setValue(opposition)

    def dice(self) -> tuple[int | None, int | None]:
        if self.enter.isChecked():
            return self.actor.value(), self.opposition.value()
        return None, None

    def decision(self) -> bool | None:
        if self.gm_yes.isChecked():
            return True
        if self.gm_no.isChecked():
            return False
        return None


def rng() -> random.Random:
    """The dice of the table (a module function so a test can make them predictable)."""
    return random.Random()


def wrap_label(text: str = "") -> QLabel:
    label = plain(QLabel(text))  # the ledger's records and the rules' words about them
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class PortraitBox(QWidget):
    """An optional picture: choose one (scaled to 256 px, kept as PNG) or remove it."""

    SIZE = 256

    def __init__(self, data: bytes | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.data = data
        self.changed = False
        self.image = QLabel()
        self.image.setFixedSize(72, 72)
        self.image.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.image.setStyleSheet("border: 1px solid palette(mid);")
        self.choose = QPushButton(self.tr("Choose picture…"))
        self.remove = QPushButton(self.tr("Remove picture"))
        self.choose.clicked.connect(self.pick)
        self.remove.clicked.connect(lambda: self.set_data(None))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.image)
        layout.addWidget(self.choose)
        layout.addWidget(self.remove)
        layout.addStretch(1)
        self._show()

    def _show(self) -> None:
        pixmap = QPixmap()
        if self.data and pixmap.loadFromData(bytes(self.data)):
            self.image.setPixmap(
                pixmap.scaled(
                    72,
                    72,
                    Qt.AspectRatioMode.KeepAspectRatio,
                    Qt.TransformationMode.SmoothTransformation,
                )
            )
        else:
            self.image.setPixmap(QPixmap())
            self.image.setText(self.tr("no picture"))
        self.remove.setEnabled(bool(self.data))

    def set_data(self, data: bytes | None) -> None:
        self.data = data
        self.changed = True
        self._show()

    def load(self, path: str) -> bool:
        image = QImage(path)
        if image.isNull():
            return False
        if max(image.width(), image.height()) > self.SIZE:
            image = image.scaled(
                self.SIZE,
                self.SIZE,
                Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        self.set_data(bytes(buffer.data()))
        return True

    def pick(self) -> None:
        path = open_file(
            self,
            "images",
            self.tr("Choose picture"),
            self.tr("Images (*.png *.jpg *.jpeg *.bmp *.webp)"),
        )
        if path:
            self.load(path)
