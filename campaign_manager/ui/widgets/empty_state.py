"""A calm placeholder for an area with nothing in it yet: what goes here and how to start."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget


class EmptyState(QWidget):
    def __init__(self, icon: QIcon | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.icon_label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        if icon is not None:
            self.icon_label.setPixmap(icon.pixmap(72, 72))
        self.title_label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        font = self.title_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.title_label.setFont(font)
        self.text_label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.text_label.setWordWrap(True)
        self.text_label.setMaximumWidth(520)
        # no alignment flag on the item: an aligned item gets its one-line size hint and a
        # wrapped text is cut; stretches on both sides centre it with its full height
        text_row = QHBoxLayout()
        text_row.addStretch(1)
        text_row.addWidget(self.text_label, 10)
        text_row.addStretch(1)
        self.text_label.setStyleSheet("color: palette(placeholder-text);")
        self.button = QPushButton()
        self.button.setVisible(False)
        layout.addWidget(self.icon_label)
        layout.addSpacing(8)
        layout.addWidget(self.title_label)
        layout.addLayout(text_row)
        layout.addSpacing(12)
        layout.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)

    def set_texts(self, title: str, text: str, button: str | None = None) -> None:
        self.title_label.setText(title)
        self.text_label.setText(text)
        self.button.setVisible(bool(button))
        if button:
            self.button.setText(button)
