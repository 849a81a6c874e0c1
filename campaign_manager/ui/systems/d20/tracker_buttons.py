"""The d20 tracker panel's buttons: one per action (a short text with its key; the menu has
the full text), laid out in as many columns as the panel's width takes (1 to 3), so none
is cut off in a narrow window."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QPushButton, QSizePolicy


class ButtonGrid:
    """Mixin of the panel (a QWidget): ``buttons`` (action → button), ``grid`` (the
    QGridLayout), ``grid_order`` (the buttons in layout order), ``_shown`` (button → shown
    now) and the initiative button laid out on a row of its own."""

    buttons: dict
    grid: object
    grid_order: list
    _shown: dict
    _columns: int

    def _button(self, action: QAction, short: str) -> QPushButton:
        """A button for ``action``: a short text with its key (the menu has the full text,
        the tooltip says what it does). A child of the panel from the start: laid out, it is
        shown before the grid takes it, and a button without a parent would show as a window."""
        button = QPushButton(self)
        button.setObjectName(f"TrackerButton{len(self.buttons)}")
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(action.trigger)

        def sync() -> None:
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            arrow = short in ("↑", "↓")
            button.setText(f"{short} ({keys})" if keys and not arrow else short)
            tip = action.toolTip() or action.text().replace("&", "")
            tip = f"{tip} ({keys})" if keys else tip
            button.setToolTip(tip)
            button.setEnabled(action.isEnabled())

        action.changed.connect(sync)
        sync()
        button.setMinimumHeight(button.sizeHint().height())
        if short in ("↑", "↓"):
            button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            button.setFixedWidth(max(44, button.sizeHint().height() * 2))
        self.buttons[action] = button
        return button

    # -- the buttons' grid: as many columns as the width takes (1..3) ---------------------------
    def _cell(self) -> int:
        return max(b.sizeHint().width() for b in self.grid_order) + self.grid.spacing()

    def _fitting_columns(self, width: int) -> int:
        return max(1, min(3, (width + self.grid.spacing()) // self._cell()))

    def _lay_out_buttons(self, force: bool = False) -> None:
        columns = self._fitting_columns(self.width()) if self.width() > 0 else 3
        if columns == self._columns and not force:
            return
        self._columns = columns
        initiative = self.buttons[self.initiative_action]
        for button in [initiative, *self.grid_order]:
            self.grid.removeWidget(button)
            button.setVisible(self._shown.get(button, True))
        row = 0
        if self._shown.get(initiative, True):
            self.grid.addWidget(initiative, 0, 0, 1, columns)
            row = 1
        visible = [b for b in self.grid_order if self._shown.get(b, True)]
        for index, button in enumerate(visible):
            self.grid.addWidget(button, row + index // columns, index % columns)
        for column in range(3):
            self.grid.setColumnStretch(column, 1 if column < columns else 0)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._lay_out_buttons()

    def minimumSizeHint(self) -> QSize:
        """One column wide at least (the buttons reflow into as many as fit)."""
        hint = super().minimumSizeHint()
        return QSize(self._cell(), hint.height())

    def sizeHint(self) -> QSize:
        """Three columns of buttons."""
        hint = super().sizeHint()
        return QSize(max(hint.width(), 3 * self._cell()), hint.height())
