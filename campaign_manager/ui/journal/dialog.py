"""Campaign → Sessions and journal…: the evenings of play the log suggests (or the GM
confirmed), and the journal of the one chosen, drafted from the log and edited as rich
text; saved as one undo step, exported to PDF and Markdown, its players' recap shown on
the TV."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale, Qt, QTimeZone
from PySide6.QtGui import QPageSize, QPdfWriter, QTextDocument
from PySide6.QtWidgets import (
    QDateTimeEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.journal.sessions import Span, sessions
from campaign_manager.storage.journals import (
    AddJournal,
    UpdateJournal,
    event_times,
    journal_records,
)
from campaign_manager.storage.touched import Touched
from campaign_manager.ui.file_dialogs import save_file
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.journal.sources import draft_session
from campaign_manager.ui.printing import print_sheet

SPAN_ROLE = Qt.ItemDataRole.UserRole + 1


def _local(at: datetime) -> QDateTime:
    """A stored (UTC) moment as the GM's clock shows it."""
    utc = QDateTime(at.date(), at.time(), QTimeZone.utc())
    return utc.toLocalTime()


def _stored(value: QDateTime) -> datetime:
    """A moment the GM entered, as it is stored (UTC, no zone)."""
    utc = value.toUTC()
    return datetime.fromisoformat(utc.toString(Qt.DateFormat.ISODate).rstrip("Z")).replace(
        tzinfo=None
    )


class JournalDialog(QDialog):
    """``session`` the window's campaign session; ``show_recap(lines_in)`` puts a recap on
    the TV (the main window's player view), ``lines_in(language)`` giving its lines in the
    TV's language; ``show_recap(None)`` takes it off."""

    def __init__(
        self,
        session,
        show_recap: Callable[[Callable[[str], list[str]] | None], None] | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.session = session
        self._show_recap = show_recap
        self._bodies: dict[int, str] = {}
        self._previous: Span | None = None
        self.setWindowTitle(self.tr("Sessions and journal"))
        self.resize(980, 640)

        self.sessions = QListWidget()
        self.sessions.setAccessibleName(self.tr("Sessions"))
        self.start = QDateTimeEdit()
        self.end = QDateTimeEdit()
        for edit in (self.start, self.end):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat(QLocale().dateTimeFormat(QLocale.FormatType.ShortFormat))
        self.start.setAccessibleName(self.tr("Session start"))
        self.end.setAccessibleName(self.tr("Session end"))
        self.editor = QTextEdit()
        self.editor.setAcceptRichText(True)
        self.editor.setAccessibleName(self.tr("Journal"))
        self.status = QLabel()
        self.status.setWordWrap(True)

        self.redraft_button = QPushButton(self.tr("&Draft again"))
        self.save_button = QPushButton(self.tr("&Save"))
        self.pdf_button = QPushButton(self.tr("Export &PDF…"))
        self.markdown_button = QPushButton(self.tr("Export &Markdown…"))
        self.recap_button = QPushButton(self.tr("Show &recap on TV"))
        self.recap_button.setCheckable(True)
        self.print_recap_button = QPushButton(self.tr("Pr&int recap…"))
        self.print_recap_button.clicked.connect(self.print_recap)
        self.redraft_button.clicked.connect(self.redraft)
        self.save_button.clicked.connect(self.save)
        self.pdf_button.clicked.connect(self.export_pdf_dialog)
        self.markdown_button.clicked.connect(self.export_markdown_dialog)
        self.recap_button.toggled.connect(self.show_recap)

        times = QFormLayout()
        times.addRow(self.tr("S&tarted:"), self.start)
        times.addRow(self.tr("&Ended:"), self.end)
        buttons = QHBoxLayout()
        for button in (
            self.redraft_button, self.save_button, self.pdf_button, self.markdown_button,
            self.recap_button, self.print_recap_button,
        ):  # fmt: skip
            buttons.addWidget(button)
        buttons.addStretch(1)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addLayout(times)
        right_layout.addWidget(self.editor, 1)
        right_layout.addLayout(buttons)
        right_layout.addWidget(self.status)
        splitter = QSplitter()
        splitter.addWidget(self.sessions)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 3)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addWidget(close)

        self.sessions.currentItemChanged.connect(self._on_switched)
        session.changed.connect(self._on_changed)
        self.reload()

    # -- the list of sessions ---------------------------------------------------------
    def reload(self) -> None:
        """Read the sessions again, keeping the one chosen where it still is."""
        chosen = self.current_span()
        stored = journal_records()
        self._bodies = {record.id: record.body for record in stored}
        spans = sessions(event_times(), [(r.id, r.started_at, r.ended_at) for r in stored])
        self.sessions.blockSignals(True)
        self.sessions.clear()
        place = len(spans) - 1
        for number, span in enumerate(spans):
            item = QListWidgetItem(self._label(span))
            item.setData(SPAN_ROLE, span)
            self.sessions.addItem(item)
            if chosen is not None and (
                (chosen.stored is not None and chosen.stored == span.stored)
                or chosen.start == span.start  # a proposed one grows while play goes on
            ):
                place = number
        self.sessions.blockSignals(False)
        empty = not spans
        for widget in (
            self.start, self.end, self.editor, self.redraft_button, self.save_button,
            self.pdf_button, self.markdown_button, self.recap_button, self.print_recap_button,
        ):  # fmt: skip
            widget.setEnabled(not empty)
        self.save_button.setEnabled(not empty and not self.session.read_only)
        self.editor.setReadOnly(self.session.read_only)  # read and exported, never saved
        if empty:
            self.editor.clear()
            self.status.setText(self.tr("The event log is empty: there is no session yet."))
            return
        same = chosen is not None and self._same(chosen, spans[place])
        self.sessions.blockSignals(True)
        self.sessions.setCurrentRow(place)
        self.sessions.blockSignals(False)
        if same and self.unsaved():
            return  # the GM's unsaved words stay as they are
        self._on_chosen()

    @staticmethod
    def _same(one: Span, other: Span) -> bool:
        if one.stored is not None or other.stored is not None:
            return one.stored == other.stored or one.start == other.start
        return one.start == other.start

    def unsaved(self) -> bool:
        """The GM changed the journal's text since it was drafted, read or saved."""
        return self.editor.document().isModified()

    def _keep_unsaved(self, cancel: bool) -> bool:
        """Ask whether to save the GM's unsaved journal; False: stay (``cancel`` offered
        and chosen, or the save failed)."""
        if not self.unsaved() or self.session.read_only:
            return True
        if self.session.campaign.database.is_closed():
            return True  # the campaign went with its window: nothing to write to
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        if cancel:
            buttons |= QMessageBox.StandardButton.Cancel
        answer = QMessageBox.question(
            self,
            self.tr("Sessions and journal"),
            self.tr("You changed the journal. Save your changes?"),
            buttons,
        )
        if answer == QMessageBox.StandardButton.Yes:
            return self.save(self._previous)
        return answer == QMessageBox.StandardButton.No

    def _on_switched(self, current, previous) -> None:
        """Another session chosen: the one left keeps the GM's words if they want."""
        if previous is not None and self.unsaved():
            left = previous.data(SPAN_ROLE)
            self._previous = left
            try:
                kept = self._keep_unsaved(cancel=False)
            finally:
                self._previous = None
            if not kept:  # the save failed: back to the text, nothing lost
                self._choose(left)
                return
            self.editor.document().setModified(False)
        self._on_chosen()

    def _choose(self, span: Span) -> None:
        """Select ``span``'s row again without showing it anew."""
        self.sessions.blockSignals(True)
        for row in range(self.sessions.count()):
            if self._same(self.sessions.item(row).data(SPAN_ROLE), span):
                self.sessions.setCurrentRow(row)
                break
        self.sessions.blockSignals(False)

    def reject(self) -> None:
        self._previous = None
        if self._keep_unsaved(cancel=True):
            super().reject()

    def _label(self, span: Span) -> str:
        locale = QLocale()
        start, end = _local(span.start), _local(span.end)
        day = locale.toString(start.date(), QLocale.FormatType.ShortFormat)
        hours = f"{locale.toString(start.time(), 'HH:mm')}–{locale.toString(end.time(), 'HH:mm')}"
        events = self.tr("%n event(s)", "", span.events)
        label = f"{day}  {hours}  ·  {events}"
        if span.stored is None:
            label += "  ·  " + self.tr("proposed")
        return label

    def current_span(self) -> Span | None:
        item = self.sessions.currentItem()
        return item.data(SPAN_ROLE) if item is not None else None

    def _on_chosen(self, *_args) -> None:
        span = self.current_span()
        if span is None:
            return
        self.start.setDateTime(_local(span.start))
        self.end.setDateTime(_local(span.end))
        # the edits show minutes: the session's exact times stand until the GM moves them
        self._shown = (self.start.dateTime(), self.end.dateTime())
        body = self._bodies.get(span.stored, "") if span.stored is not None else ""
        if body:
            self.editor.setHtml(body)
            self.editor.document().setModified(False)
            self.status.setText(self.tr("The journal as you edited it."))
        else:
            self.redraft()

    def _on_changed(self, changes: Touched) -> None:
        if changes.journals or changes.events or changes.reread:
            self.reload()

    # -- drafting and saving ----------------------------------------------------------
    def _date(self, span: Span) -> str:
        return QLocale().toString(_local(span.start).date(), QLocale.FormatType.ShortFormat)

    def _times(self, span: Span | None = None) -> tuple[datetime, datetime]:
        """The session's start and end: as the GM set them, else its own to the second."""
        span = span or self.current_span()
        start, end = self.start.dateTime(), self.end.dateTime()
        shown = getattr(self, "_shown", (None, None))
        exact_start = span.start if span is not None and start == shown[0] else _stored(start)
        exact_end = span.end if span is not None and end == shown[1] else _stored(end)
        return exact_start, exact_end

    def redraft(self) -> None:
        """Draft the journal from the log again (what the GM wrote goes when saved)."""
        span = self.current_span()
        if span is None:
            return
        start, end = self._times()
        journal = draft_session(
            self.session.campaign.system, start, end, current_language(), self._date(span)
        )
        self.editor.setHtml(journal.to_html())
        self.editor.document().setModified(False)
        self.status.setText(self.tr("Drafted from the event log; save to keep your changes."))

    def save(self, span: Span | None = None) -> bool:
        """Keep the session's times and the journal's text (one undo step); ``span``: the
        session the text is of (default: the one chosen)."""
        span = span or self.current_span()
        if span is None:
            return False
        start, end = self._times(span)
        if end < start:
            self.status.setText(self.tr("A session cannot end before it starts."))
            QMessageBox.warning(
                self, self.tr("Sessions and journal"),
                self.tr("A session cannot end before it starts."),
            )  # fmt: skip
            return False
        body = self.editor.toHtml()
        if span.stored is None:
            change = AddJournal({"started_at": start, "ended_at": end, "body": body})
        else:
            old = self._bodies.get(span.stored, "")
            change = UpdateJournal(
                span.stored,
                {"started_at": start, "ended_at": end, "body": body},
                base={"started_at": span.start, "ended_at": span.end, "body": old},
            )
        from campaign_manager.ui.session import EditCancelled, EditNotSaved

        document = self.editor.document()
        document.setModified(False)  # the list read again after the save shows it anew
        try:
            self.session.perform(change, self.tr("Save the session's journal"), origin=self)
        except (EditNotSaved, EditCancelled):
            document.setModified(True)
            return False  # the GM was told why, or cancelled it; the text stays here
        self.status.setText(self.tr("The journal is saved."))
        return True

    # -- exports ----------------------------------------------------------------------
    def _title(self) -> str:
        span = self.current_span()
        when = self._date(span) if span is not None else ""
        return self.tr("Session journal {date}").format(date=when)

    def _file_name(self, suffix: str) -> str:
        span = self.current_span()
        day = _local(span.start).date().toString("yyyy-MM-dd") if span is not None else ""
        name = self.tr("journal")
        return f"{name}-{day}{suffix}"

    def _refuse(self, path: str, error: OSError) -> None:
        QMessageBox.warning(
            self,
            self.tr("Sessions and journal"),
            self.tr("The journal could not be written to {path}: {reason}").format(
                path=path, reason=error.strerror or str(error)
            ),
        )

    def export_pdf_dialog(self) -> None:
        path = save_file(
            self, "pdf", self.tr("Export the journal as PDF"), self._file_name(".pdf"),
            self.tr("PDF (*.pdf)"),
        )  # fmt: skip
        if path:
            self.export_pdf(Path(path))

    def export_pdf(self, path: Path) -> Path | None:
        """Write the journal as the GM sees it (their edits and all) to an A4 PDF."""
        if path.suffix.lower() != ".pdf":
            path = path.with_name(path.name + ".pdf")
        try:
            with open(path, "ab"):
                pass  # a folder that cannot be written to says so here (Qt would not)
        except OSError as error:
            self._refuse(str(path), error)
            return None
        writer = QPdfWriter(str(path))
        writer.setTitle(self._title())
        writer.setCreator("Kronikář")
        writer.setResolution(300)
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        self.editor.document().clone(self).print_(writer)
        self.status.setText(self.tr("The journal was saved as {path}").format(path=path))
        return path

    def export_markdown_dialog(self) -> None:
        path = save_file(
            self, "markdown", self.tr("Export the journal as Markdown"), self._file_name(".md"),
            self.tr("Markdown (*.md)"),
        )  # fmt: skip
        if path:
            self.export_markdown(Path(path))

    def markdown(self) -> str:
        return self.editor.document().toMarkdown(
            QTextDocument.MarkdownFeature.MarkdownDialectGitHub
        )

    def export_markdown(self, path: Path) -> Path | None:
        if path.suffix.lower() != ".md":
            path = path.with_name(path.name + ".md")
        try:
            path.write_text(self.markdown(), encoding="utf-8")
        except OSError as error:
            self._refuse(str(path), error)
            return None
        self.status.setText(self.tr("The journal was saved as {path}").format(path=path))
        return path

    # -- the players' recap -----------------------------------------------------------
    def _recap(self, language: str | None = None):
        span = self.current_span()
        if span is None:
            return None
        start, end = self._times()
        return draft_session(
            self.session.campaign.system, start, end, language or current_language(),
            self._date(span), recap=True,
        )  # fmt: skip

    def recap_lines(self, language: str | None = None) -> list[str]:
        """The players' recap of the chosen session (nothing hidden in it)."""
        recap = self._recap(language)
        return recap.lines() if recap is not None else []

    def recap_html(self) -> str:
        recap = self._recap()
        return recap.to_html() if recap is not None else ""

    def show_recap(self, shown: bool = True) -> None:
        """Put the recap on the TV (checked), or take it off."""
        if self._show_recap is None:
            return
        self._show_recap(self.recap_lines if shown else None)
        self.status.setText(
            self.tr("The recap is on the TV.") if shown else self.tr("The recap is off the TV.")
        )

    def print_recap(self) -> bool:
        """Print the players' recap (the printer asked for first)."""
        recap = self._recap()
        if recap is None:
            return False
        return print_sheet(recap.to_html(), recap.title, self)
