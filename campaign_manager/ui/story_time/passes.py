""" "Time passes in the story": an optional field of a dialog whose action takes story time
(a rest, a night's sleep, a new chapter). Off, it changes nothing; on, the action's step
moves the story's clock on by what the GM entered, in the same undo step."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QSpinBox, QVBoxLayout, QWidget

from campaign_manager.ui.story_time.words import UNITS, unit_name


class TimePasses(QWidget):
    """A check box, an amount and its unit; :meth:`seconds` is 0 while unchecked."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.check = QCheckBox(self.tr("The story's &time moves on by"))
        self.amount = QSpinBox()
        self.amount.setRange(1, 100000)
        self.amount.setAccessibleName(self.tr("How much story time passes"))
        self.unit = QComboBox()
        self.unit.setAccessibleName(self.tr("Unit of story time"))
        for key, seconds in UNITS:
            self.unit.addItem(unit_name(key, 1), seconds)
        self.amount.valueChanged.connect(self._name_units)
        self.check.toggled.connect(self._enable)
        layout = QVBoxLayout(self)  # two short lines: the dialog it joins stays as wide
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.check)
        row = QHBoxLayout()
        row.addWidget(self.amount)
        row.addWidget(self.unit)
        row.addStretch(1)
        layout.addLayout(row)
        self.set(0)

    def _name_units(self, n: int) -> None:
        for index, (key, _seconds) in enumerate(UNITS):
            self.unit.setItemText(index, unit_name(key, n))

    def _enable(self, on: bool) -> None:
        self.amount.setEnabled(on)
        self.unit.setEnabled(on)

    def set(self, seconds: int, checked: bool | None = None) -> None:
        """Propose ``seconds`` (in the largest unit that divides it); checked when given,
        else when ``seconds`` is not 0."""
        for index in reversed(range(len(UNITS))):
            unit = UNITS[index][1]
            if seconds and seconds % unit == 0:
                self.unit.setCurrentIndex(index)
                self.amount.setValue(seconds // unit)
                break
        else:
            self.unit.setCurrentIndex(1)  # hours
            self.amount.setValue(1)
        self.check.setChecked(bool(seconds) if checked is None else checked)
        self._enable(self.check.isChecked())

    def seconds(self) -> int:
        if not self.check.isChecked():
            return 0
        return self.amount.value() * int(self.unit.currentData())
