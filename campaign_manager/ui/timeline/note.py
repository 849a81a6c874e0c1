"""Campaign → Add a note to the timeline…: the GM's own note at a date of the story (the
story's current date proposed), written to the event log as one undo step."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.story_time.calendar import Calendar, CalendarError
from campaign_manager.story_time.settings import calendar_of, now_of
from campaign_manager.story_time.timeline import NOTE_KIND
from campaign_manager.ui.story_time.words import date_text
from campaign_manager.ui.widgets.titles import fit_title

# a note longer than this is refused (the log keeps lines, not chapters)
MAX_NOTE = 4000


class TimelineNoteDialog(QDialog):
    def __init__(self, calendar: Calendar, now: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.calendar = calendar
        self.setWindowTitle(self.tr("Add a note to the timeline"))
        fit_title(self)
        self.date_edit = QLineEdit(date_text(calendar, now))
        self.date_edit.setObjectName("timeline_note_date")
        self.date_edit.setAccessibleName(self.tr("Date of the story"))
        self.note = QPlainTextEdit()
        self.note.setObjectName("timeline_note_text")
        self.note.setTabChangesFocus(True)
        self.note.setAccessibleName(self.tr("Note"))
        self.problem = QLabel()
        self.problem.setObjectName("timeline_note_problem")
        self.problem.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("&Date:"), self.date_edit)
        form.addRow(self.tr("&Note:"), self.note)
        for field in (self.date_edit, self.note):
            label = form.labelForField(field)
            if isinstance(label, QLabel):
                label.setBuddy(field)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.date_edit.textChanged.connect(self._check)
        self.note.textChanged.connect(self._check)
        self._check()

    def undo_text(self, seconds: int) -> str:
        """The History's line of the note."""
        return self.tr("Note on the timeline: {date}").format(
            date=date_text(self.calendar, seconds)
        )

    def story_time(self) -> int | None:
        try:
            return self.calendar.parse(self.date_edit.text())
        except CalendarError:
            return None

    def text(self) -> str:
        return self.note.toPlainText().strip()

    def _check(self) -> None:
        problem = ""
        if self.story_time() is None:
            problem = self.tr("“{text}” is not a date of this calendar.").format(
                text=self.date_edit.text()
            )
        elif len(self.text()) > MAX_NOTE:
            problem = self.tr("A note holds at most {n} characters.").format(n=MAX_NOTE)
        self.problem.setText(problem)
        ok = not problem and bool(self.text())
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)


def add_note(window, parent: QWidget | None = None) -> bool:
    """Ask for a dated note and write it as one undo step; False when none was written."""
    from campaign_manager.storage.changes import LogEvents, LogLine
    from campaign_manager.ui.session import EditCancelled, EditNotSaved

    session = window.session
    if session is None or session.read_only:
        return False
    settings = session.campaign.info.settings
    calendar = calendar_of(settings, session.system.key)
    dialog = TimelineNoteDialog(calendar, now_of(settings), parent or window)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    seconds, text = dialog.story_time(), dialog.text()
    if seconds is None or not text:
        return False
    line = LogLine(text, text, NOTE_KIND, story_time=seconds)
    label = dialog.undo_text(seconds)
    try:
        session.perform(LogEvents([line]), label, origin=dialog)
    except (EditNotSaved, EditCancelled):  # the GM was told why; nothing changed
        return False
    return True
