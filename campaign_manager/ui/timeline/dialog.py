"""Campaign → Timeline: what happened, placed on the campaign's calendar, grouped by story
day; filtered by character, kind of entry and text; Enter or a double click goes to the
line's character, fight or ledger entry. It follows every change of the session (undo
included): new and removed lines of the log without reading it again, anything else by
reading it again in one pass."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QEvent, QModelIndex, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.storage.queries import party
from campaign_manager.storage.timeline import fight_names, timeline_lines
from campaign_manager.story_time.settings import calendar_of
from campaign_manager.story_time.timeline import (
    CATEGORIES,
    FAVOUR,
    FIGHT,
    NOTE,
    OPERATION,
    OTHER,
    REVEAL,
    TIME,
    Line,
    Timeline,
    category,
)
from campaign_manager.ui.timeline.model import LINE_ROLE, TimelineModel
from campaign_manager.ui.widgets.titles import fit_title

# the texts are folded for the search this long after the timeline is shown (a GM reads
# before typing), so the view is usable at once and the first key finds them ready
FOLD_AFTER_MS = 150


class TimelineDialog(QDialog):
    """``window`` the main window (its session, its areas to go to)."""

    def __init__(self, window, parent: QWidget | None = None):
        super().__init__(parent if parent is not None else window)
        self.main = window
        self.session = None
        self.setObjectName("timeline")
        self.setWindowTitle(self.tr("Timeline"))
        fit_title(self)
        self.resize(760, 620)

        self.character = QComboBox()
        self.character.setObjectName("timeline_character")
        self.character.setAccessibleName(self.tr("Character"))
        self.kind = QComboBox()
        self.kind.setObjectName("timeline_kind")
        self.kind.setAccessibleName(self.tr("Kind of entry"))
        self.kind.addItem(self.tr("Every kind"), None)
        for key in CATEGORIES:
            self.kind.addItem(self.kind_name(key), key)
        self.text = QLineEdit()
        self.text.setObjectName("timeline_text")
        self.text.setClearButtonEnabled(True)
        self.text.setPlaceholderText(self.tr("Search the timeline…"))
        self.text.setAccessibleName(self.tr("Search the timeline"))
        self.count = QLabel()
        self.count.setObjectName("timeline_count")

        self.model = TimelineModel(self)
        self.view = QListView()
        self.view.setObjectName("timeline_view")
        self.view.setAccessibleName(self.tr("Timeline"))
        self.view.setUniformItemSizes(True)  # 100,000 rows: no row is measured
        self.view.setLayoutMode(QListView.LayoutMode.Batched)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setModel(self.model)
        self.view.activated.connect(self.go_to)
        self.view.installEventFilter(self)
        self.note_button = QPushButton(self.tr("Add a &note…"))
        self.note_button.clicked.connect(self.add_note)

        filters = QHBoxLayout()
        for label_text, field in (
            (self.tr("&Character:"), self.character),
            (self.tr("&Kind:"), self.kind),
            (self.tr("&Text:"), self.text),
        ):
            label = QLabel(label_text)
            label.setBuddy(field)
            filters.addWidget(label)
            filters.addWidget(field, 2 if field is self.text else 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.count, 1)
        bottom.addWidget(self.note_button)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.view, 1)
        layout.addLayout(bottom)

        self.character.currentIndexChanged.connect(self.apply_filter)
        self.kind.currentIndexChanged.connect(self.apply_filter)
        self.text.textChanged.connect(self.apply_filter)
        self.set_session(window.session)

    def kind_name(self, key: str) -> str:
        return {
            FIGHT: self.tr("Fights"),
            TIME: self.tr("Time boundaries"),
            FAVOUR: self.tr("Favours"),
            OPERATION: self.tr("Network operations"),
            REVEAL: self.tr("Reveals"),
            NOTE: self.tr("Dated notes"),
            OTHER: self.tr("Other entries"),
        }[key]

    # -- the session ----------------------------------------------------------------------
    def set_session(self, session) -> None:
        if self.session is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self.session.changed.disconnect(self._on_changed)
        self.session = session
        if session is not None:
            session.changed.connect(self._on_changed)
        self.note_button.setEnabled(session is not None and not session.read_only)
        self.reload()

    def _on_changed(self, touched) -> None:
        if not self.isVisible():  # closed: read again when next opened, nothing now
            return
        if touched.reread or touched.events_unlisted:
            self.reload()
            return
        if touched.event_lines or touched.event_lines_gone:
            self._follow_lines(touched.event_lines, touched.event_lines_gone)
        elif touched.encounters:
            self.model.fights = fight_names()  # a fight renamed
            self.apply_filter()
        if touched.campaign:  # the calendar may be another: the headings follow
            self.model.set_calendar(self._calendar())
        if touched.roster or touched.characters:
            self._fill_characters()

    def reload(self) -> None:
        """Read the log again (one pass) and show it under the filter as it is."""
        self._fill_characters()
        if self.session is None:
            self.model.set_timeline(Timeline([]), None, {})
        else:
            timeline = Timeline(timeline_lines(), presorted=True)
            match = self._match(timeline)
            self.model.set_timeline(timeline, self._calendar(), fight_names(), match)
            # the search's folded texts are made while the GM looks, not at the first key
            QTimer.singleShot(FOLD_AFTER_MS, lambda: self.model.timeline.folded)
        self._shown()

    def _calendar(self):
        return calendar_of(self.session.campaign.info.settings, self.session.system.key)

    def _follow_lines(self, added, gone) -> None:
        """New and removed lines of the log, without reading it again."""
        lines = [
            Line(r.id, r.at, r.kind, r.cs, r.en, r.character, r.encounter, r.story_time)
            for r in added
        ]
        fights = self.model.fights
        if any(line.encounter is not None and line.encounter not in fights for line in lines):
            fights = fight_names()
        timeline = self.model.timeline.changed(lines, gone)
        self.model.set_timeline(timeline, self._calendar(), fights, self._match(timeline))
        self._shown()

    def _fill_characters(self) -> None:
        chosen = self.character.currentData()
        self.character.blockSignals(True)
        self.character.clear()
        self.character.addItem(self.tr("Everyone"), None)
        if self.session is not None:
            for character_id, name, _kind in party():
                self.character.addItem(name, character_id)
        at = self.character.findData(chosen)
        self.character.setCurrentIndex(max(at, 0))
        self.character.blockSignals(False)

    # -- filtering ----------------------------------------------------------------------------
    def _match(self, timeline: Timeline):
        return timeline.filter(
            self.character.currentData(), self.kind.currentData(), self.text.text()
        )

    def apply_filter(self, *_args) -> None:
        self.model.set_match(self._match(self.model.timeline))
        self._shown()

    def _shown(self) -> None:
        """The count and the newest story days in view, for what the model shows."""
        match = self.model.match
        self.count.setText(self.tr("%n event(s)", "", len(match)))
        if match.row_count:
            self.view.scrollToBottom()  # the newest story days

    # -- going to what a line is about ---------------------------------------------------
    def eventFilter(self, watched, event) -> bool:
        if (
            watched is self.view
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self.go_to(self.view.currentIndex())
            return True
        return super().eventFilter(watched, event)

    def go_to(self, index: QModelIndex) -> bool:
        """Show what the line at ``index`` is about: its fight in the Combat area, its
        favour or operation in the ledger, else its character. False: nothing to show."""
        line = index.data(LINE_ROLE) if index.isValid() else None
        if line is None:
            return False
        window = self.main
        kind = category(line.kind, line.encounter)
        if line.encounter is not None and kind != NOTE:
            window.tabs.setCurrentWidget(window.combat_area)
            page = window.combat_area.page
            if page.controller is not None:
                page.controller.open(line.encounter)
            return True
        if kind in (FAVOUR, OPERATION):
            window.tabs.setCurrentWidget(window.ledger_area)
            page = window.ledger_area.page
            tab = "favours" if kind == FAVOUR else "operations"
            from campaign_manager.ui.ledger.page import TABS

            page.tabs.setCurrentIndex(TABS.index(tab))
            if line.character is not None:
                at = page.scope.findData(f"character:{line.character}")
                if at >= 0:
                    page.scope.setCurrentIndex(at)
            return True
        if line.character is not None:
            window.roster.select_id(line.character)
            window.open_character(line.character)
            return True
        return False

    # -- a dated note ---------------------------------------------------------------------
    def add_note(self) -> None:
        from campaign_manager.ui.timeline.note import add_note

        add_note(self.main, self)
