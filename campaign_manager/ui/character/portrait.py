"""A character's portrait: shown scaled, changed from an image file, stored as PNG bytes."""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize, Qt, Signal
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QLabel, QMenu, QWidget

from campaign_manager.ui.file_dialogs import open_file

MAX_SIDE = 512


def image_to_png(image: QImage) -> bytes:
    """Scale ``image`` to at most MAX_SIDE pixels a side and encode it as PNG."""
    if max(image.width(), image.height()) > MAX_SIDE:
        image = image.scaled(
            MAX_SIDE,
            MAX_SIDE,
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


class PortraitLabel(QLabel):
    """Click to pick an image; right-click to remove it."""

    changed = Signal(object)  # PNG bytes, or None to remove
    failed = Signal(str)  # the file that could not be read

    SIZE = QSize(104, 130)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFixedSize(self.SIZE)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setStyleSheet("QLabel { border: 1px dashed palette(mid); border-radius: 6px; }")
        self.setToolTip(self.tr("Click to choose a portrait; right-click to remove it"))
        self.show_png(None)

    def show_png(self, data: bytes | None) -> None:
        pixmap = QPixmap()
        if data and pixmap.loadFromData(data):
            self.setPixmap(
                pixmap.scaled(
                    self.SIZE - QSize(8, 8),
                    Qt.AspectRatioMode.KeepAspectRatio,
                    Qt.TransformationMode.SmoothTransformation,
                )
            )
        else:
            self.setPixmap(QPixmap())
            self.setText(self.tr("No portrait\n(click to add)"))

    def choose(self) -> None:
        path = open_file(
            self,
            "images",
            self.tr("Choose a portrait"),
            self.tr("Images (*.png *.jpg *.jpeg *.webp *.bmp *.gif)"),
        )
        if path:
            self.load_file(path)

    def load_file(self, path: str) -> bool:
        image = QImage(path)
        if image.isNull():
            self.failed.emit(path)
            return False
        self.changed.emit(image_to_png(image))
        return True

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.choose()
        super().mousePressEvent(event)

    def contextMenuEvent(self, event) -> None:
        menu = QMenu(self)
        menu.addAction(self.tr("Choose a portrait…"), self.choose)
        menu.addAction(self.tr("Remove the portrait"), lambda: self.changed.emit(None))
        menu.exec(event.globalPos())
