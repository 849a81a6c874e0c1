"""The focus ring follows the focus round its widget, whatever attributes the widgets have,
and goes quietly when the focused widget is deleted (closing a campaign removes the sheet
with the focus in it)."""

from __future__ import annotations

import shiboken6
from PySide6.QtWidgets import QComboBox, QLineEdit, QVBoxLayout, QWidget

from campaign_manager.ui.widgets import focus_ring


class Page(QWidget):
    """A page whose own attributes are named like QWidget's methods."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.size = QComboBox(self)
        self.window = "the main window"
        self.edit = QLineEdit(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.size)
        layout.addWidget(self.edit)


def test_the_ring_goes_round_the_focus_and_goes_with_its_widget(qtbot, qapp):
    ring = focus_ring.install(qapp)
    top = QWidget()
    qtbot.addWidget(top)
    page = Page(top)
    QVBoxLayout(top).addWidget(page)
    top.resize(300, 200)
    top.show()
    qtbot.waitExposed(top)
    top.activateWindow()
    page.edit.setFocus()
    qtbot.waitUntil(page.edit.hasFocus)
    frame = ring.ring
    edit_place = page.edit.geometry().translated(page.pos())
    qtbot.waitUntil(lambda: frame.isVisible())
    assert frame.geometry() == edit_place.adjusted(-2, -2, 2, 2)
    page.move(page.x() + 10, page.y())  # the ring moves with it
    qtbot.waitUntil(lambda: frame.geometry().left() == edit_place.left() + 10 - 2)
    page.deleteLater()  # the focused widget goes with its page
    qtbot.waitUntil(lambda: not shiboken6.isValid(page))
    qtbot.waitUntil(lambda: ring.ring is None or not ring.ring.isVisible())
