"""*Campaign → Story time…*: advance the story's clock by an amount ("3 days") or set it
to a date the GM types; each is one undo step. A date that the calendar does not have is
refused in words under the field, and OK waits for one it has."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.story_time.calendar import Calendar, CalendarError
from campaign_manager.ui.story_time.words import UNITS, date_text, unit_name


class StoryTimeDialog(QDialog):
    """What the GM asks of the clock: ``advance()`` (seconds) or ``target()`` (a story
    time); ``calendar_requested`` asks for the calendar's editor."""

    def __init__(self, calendar: Calendar, now: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.calendar = calendar
        self.now = now
        self.calendar_wanted = False
        self.setWindowTitle(self.tr("Story time"))
        layout = QVBoxLayout(self)
        self.now_label = QLabel(self.tr("Now: {date}").format(date=date_text(calendar, now)))
        self.now_label.setWordWrap(True)
        layout.addWidget(self.now_label)

        self.advance_button = QRadioButton(self.tr("&Advance by"))
        self.set_button = QRadioButton(self.tr("&Set to"))
        self.advance_button.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.advance_button)
        group.addButton(self.set_button)

        form = QFormLayout()
        row = QHBoxLayout()
        self.amount = QSpinBox()
        self.amount.setRange(1, 100000)
        self.amount.setValue(1)
        self.amount.setAccessibleName(self.tr("How much time passes"))
        self.unit = QComboBox()
        self.unit.setAccessibleName(self.tr("Unit of time"))
        for key, seconds in UNITS:
            self.unit.addItem(unit_name(key, 1), seconds)
        self.unit.setCurrentIndex(2)  # days
        self.amount.valueChanged.connect(self._name_units)
        row.addWidget(self.amount)
        row.addWidget(self.unit, 1)
        form.addRow(self.advance_button, row)

        self.date_edit = QLineEdit(calendar.format(now, self._language(), with_weekday=False))
        self.date_edit.setAccessibleName(self.tr("The story's new date and time"))
        self.date_edit.setToolTip(
            self.tr(
                "A date as it is shown, or day. month. year hours:minutes, e.g. 3. 4. 1250 18:30"
            )
        )
        self.date_edit.textEdited.connect(lambda _text: self.set_button.setChecked(True))
        self.date_edit.textChanged.connect(self._check)
        form.addRow(self.set_button, self.date_edit)
        layout.addLayout(form)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        layout.addWidget(self.preview)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.calendar_button = QPushButton(self.tr("&Calendar…"))
        self.calendar_button.clicked.connect(self._want_calendar)
        self.buttons.addButton(self.calendar_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        for signal in (
            self.amount.valueChanged,
            self.unit.currentIndexChanged,
            self.advance_button.toggled,
        ):
            signal.connect(self._check)
        self._check()

    @staticmethod
    def _language() -> str:
        from campaign_manager.ui.i18n import current_language

        return current_language()

    def _name_units(self, n: int) -> None:
        for index, (key, _seconds) in enumerate(UNITS):
            self.unit.setItemText(index, unit_name(key, n))

    def _want_calendar(self) -> None:
        self.calendar_wanted = True
        self.reject()

    def advance(self) -> int | None:
        """The seconds to advance by (None: the GM sets a date)."""
        if not self.advance_button.isChecked():
            return None
        return self.amount.value() * int(self.unit.currentData())

    def target(self) -> int | None:
        """The story time to set (None: the GM advances, or the date is no date)."""
        if not self.set_button.isChecked():
            return None
        try:
            return self.calendar.parse(self.date_edit.text())
        except CalendarError:
            return None

    def _check(self, *_args) -> None:
        ok = True
        self.problem.clear()
        if self.set_button.isChecked():
            target = self.target()
            if target is None:
                ok = False
                self.problem.setText(
                    self.tr("“{text}” is not a date of this calendar.").format(
                        text=self.date_edit.text()
                    )
                )
            else:
                self.preview.setText(
                    self.tr("New date: {date}").format(date=date_text(self.calendar, target))
                )
        else:
            self.preview.setText(
                self.tr("New date: {date}").format(
                    date=date_text(self.calendar, self.now + (self.advance() or 0))
                )
            )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)
