"""Small shared pieces of the d20 sheet: quiet spin-box updates, section headings, a pool
gauge, badges."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.ui.colors import BADGE_OTHER, BADGE_TEXT, BADGES
from campaign_manager.ui.text import plain

#: Badge colours of the conditions (readable on light and dark palettes: white text).
BADGE_COLOURS = BADGES


class TotalEdit(QLineEdit):
    """A d20 roll's total: empty until the GM types it or rolls it (a spin box would show
    a number nobody rolled, and Enter would settle the roll with it). ``value()`` is None
    while nothing whole from ``low`` to ``high`` is in it."""

    def __init__(self, low: int, high: int, placeholder: str = "", parent=None):
        super().__init__(parent)
        self.low, self.high = low, high
        self.setValidator(QIntValidator(low, high, self))
        self.setPlaceholderText(placeholder)
        self.setMinimumWidth(max(84, self.fontMetrics().horizontalAdvance(placeholder) + 28))

    def value(self) -> int | None:
        try:
            number = int(self.text().strip().replace("−", "-"))
        except ValueError:
            return None
        return number if self.low <= number <= self.high else None

    def setValue(self, value: int) -> None:  # named as a spin box's: callers set either
        self.setText(str(value))


def set_spin(box: QSpinBox, value: int) -> None:
    """Show a value without emitting valueChanged."""
    blocked = box.blockSignals(True)
    box.setValue(value)
    box.blockSignals(blocked)


def group(title: str, layout) -> QGroupBox:
    box = QGroupBox(title)
    box.setLayout(layout)
    return box


def muted(text: str = "") -> QLabel:
    label = plain(QLabel(text))  # explanations that name the sheet's own classes
    label.setWordWrap(True)
    label.setStyleSheet("color: palette(placeholder-text);")
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class PoolGauge(QWidget):
    """A pool (stamina or wound points): its name, a large "current / maximum" and a bar."""

    def __init__(self, title: str, colour: object, parent: QWidget | None = None):
        super().__init__(parent)
        self.title = QLabel(title)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.value = QLabel()
        big = self.value.font()
        big.setPointSizeF(big.pointSizeF() * 2.0)
        big.setBold(True)
        self.value.setFont(big)
        self.value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.bar = QProgressBar()
        self.bar.setTextVisible(False)
        self.bar.setFixedHeight(12)
        self.bar.setStyleSheet(
            "QProgressBar { border: 1px solid palette(mid); border-radius: 5px;"
            " background: palette(base); }"
            f"QProgressBar::chunk {{ background: {colour}; border-radius: 4px; }}"
        )
        head = QHBoxLayout()
        head.addWidget(self.title, 1, Qt.AlignmentFlag.AlignBottom)
        head.addWidget(self.value)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(head)
        layout.addWidget(self.bar)

    def set_values(self, current: int, maximum: int) -> None:
        self.value.setText(f"{current} / {maximum}")
        self.bar.setRange(0, max(1, maximum))
        self.bar.setValue(min(current, max(1, maximum)) if maximum else 0)


def badge(text: str, condition: str, tip: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName(f"badge_{condition}")
    label.setToolTip(tip)
    label.setStyleSheet(
        f"background: {BADGE_COLOURS.get(condition, BADGE_OTHER)}; color: {BADGE_TEXT};"
        " border-radius: 10px; padding: 3px 12px; font-weight: 600;"
    )
    return label
