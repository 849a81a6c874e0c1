"""The campaign's calendar, edited: start from one Kronikář ships (or the system's own),
then rename months, change their lengths, add or remove months, name the weekdays and the
era. A calendar picked and left as it is keeps its names in both languages; what the GM
types is shown as typed in every language. The story's time stays the same count of
seconds: a new calendar names the same moment anew."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.story_time.calendar import (
    BUILT_IN,
    Calendar,
    CalendarError,
    Month,
    built_in,
    system_calendar,
    text,
)
from campaign_manager.ui.i18n import current_language


class CalendarDialog(QDialog):
    """Edits ``calendar``; :meth:`result_calendar` is the calendar the GM made (None
    while what is filled in is no calendar, said under the table)."""

    def __init__(self, calendar: Calendar, system_key: str | None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Calendar"))
        self.language = current_language()
        self.start = calendar
        self.edited = False
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.preset = QComboBox()
        self.preset.setAccessibleName(self.tr("Start from"))
        self.preset.addItem(self.tr("The campaign's calendar"), calendar)
        own = system_calendar(system_key) if system_key else None
        if own is not None:
            self.preset.addItem(self.tr("The rule system's calendar"), own)
        for key in BUILT_IN:
            one = built_in(key)
            self.preset.addItem(text(one.name, self.language), one)
        self.preset.activated.connect(self._pick)
        form.addRow(self.tr("&Start from:"), self.preset)
        layout.addLayout(form)

        self.months = QTableWidget(0, 2)
        self.months.setHorizontalHeaderLabels([self.tr("Month"), self.tr("Days")])
        self.months.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.months.setAccessibleName(self.tr("Months"))
        layout.addWidget(self.months, 1)
        row = QHBoxLayout()
        self.add_button = QPushButton(self.tr("&Add a month"))
        self.add_button.clicked.connect(self._add_month)
        self.remove_button = QPushButton(self.tr("&Remove the month"))
        self.remove_button.clicked.connect(self._remove_month)
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        layout.addLayout(row)

        more = QFormLayout()
        self.weekdays = QLineEdit()
        self.weekdays.setToolTip(self.tr("The days of the week, separated by commas"))
        more.addRow(self.tr("&Weekdays:"), self.weekdays)
        self.era = QLineEdit()
        more.addRow(self.tr("&Era:"), self.era)
        self.first_year = QSpinBox()
        self.first_year.setRange(-100000, 100000)
        more.addRow(self.tr("&First year:"), self.first_year)
        layout.addLayout(more)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._fill(calendar)
        self.months.itemChanged.connect(self._edited)
        for edit in (self.weekdays, self.era):
            edit.textEdited.connect(self._edited)
        self.first_year.valueChanged.connect(self._edited)

    # -- filling ------------------------------------------------------------------------
    def _fill(self, calendar: Calendar) -> None:
        self.months.blockSignals(True)
        self.months.setRowCount(0)
        for month in calendar.months:
            self._append(text(month.name, self.language), month.days)
        self.months.blockSignals(False)
        self.weekdays.setText(", ".join(text(day, self.language) for day in calendar.weekdays))
        self.era.setText(text(calendar.era, self.language))
        self.first_year.blockSignals(True)
        self.first_year.setValue(calendar.first_year)
        self.first_year.blockSignals(False)
        self.start = calendar
        self.edited = False
        self._check()

    def _append(self, name: str, days: int) -> None:
        row = self.months.rowCount()
        self.months.insertRow(row)
        self.months.setItem(row, 0, QTableWidgetItem(name))
        self.months.setItem(row, 1, QTableWidgetItem(str(days)))

    def _pick(self, index: int) -> None:
        self._fill(self.preset.itemData(index))

    def _add_month(self) -> None:
        self._append(self.tr("New month"), 30)
        self.months.setCurrentCell(self.months.rowCount() - 1, 0)
        self._edited()

    def _remove_month(self) -> None:
        row = self.months.currentRow()
        if row >= 0:
            self.months.removeRow(row)
            self._edited()

    def _edited(self, *_args) -> None:
        self.edited = True
        self._check()

    # -- the result ---------------------------------------------------------------------
    def result_calendar(self) -> Calendar | None:
        """The calendar as filled in (the one picked, names in both languages, when
        nothing was changed); None when it is no calendar."""
        if not self.edited:
            return self.start
        months = []
        for row in range(self.months.rowCount()):
            name_item, days_item = self.months.item(row, 0), self.months.item(row, 1)
            name = name_item.text().strip() if name_item else ""
            try:
                days = int(days_item.text()) if days_item else 0
            except ValueError:
                return None
            if not name:
                return None
            months.append(Month(name, days))
        weekdays = tuple(day.strip() for day in self.weekdays.text().split(",") if day.strip())
        try:
            return Calendar(
                "custom",
                tuple(months),
                weekdays,
                era=self.era.text().strip(),
                first_year=self.first_year.value(),
                name=self.tr("The campaign's own calendar"),
            )
        except CalendarError:
            return None

    def _check(self) -> None:
        ok = self.result_calendar() is not None
        self.problem.setText(
            ""
            if ok
            else self.tr(
                "Every month needs a name and 1 to 1000 days, and the week at least one day."
            )
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)
