""":class:`StoryClock`: the story's date and time in the header of the window's work area
(beside the tabs), and the Campaign menu's *Story time…* (Ctrl+Alt+T), *Advance the
story by a day* (Ctrl+Alt+D) and *Calendar…*. Each change of the clock or the calendar
is one undo step through the session; a shared campaign's other GM sees it at once (the
session hears the campaign row change)."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QToolButton

from campaign_manager.story_time import log_words
from campaign_manager.story_time.calendar import DAY, Calendar
from campaign_manager.story_time.settings import CALENDAR_KEY, NOW_KEY, calendar_of, now_of
from campaign_manager.ui.story_time.words import date_text, duration_text

if TYPE_CHECKING:
    from campaign_manager.storage.touched import Touched


class StoryClock(QObject):
    """The clock of the campaign open in ``window`` (a :class:`MainWindow`, completed)."""

    # the story's time or calendar changed (here or by another GM, undo included)
    moved = Signal()

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self._session = None
        self.button = QToolButton()
        self.button.setObjectName("storyClock")
        self.button.setAutoRaise(True)
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.button.clicked.connect(self.story_time_dialog)
        window.tabs.setCornerWidget(self.button, Qt.Corner.TopRightCorner)
        self.time_action = self._action(
            self.tr("Story &time…"), self.story_time_dialog, "Ctrl+Alt+T"
        )
        self.day_action = self._action(
            self.tr("Advance the story by a &day"), lambda: self.advance(DAY), "Ctrl+Alt+D"
        )
        self.calendar_action = self._action(self.tr("Ca&lendar…"), self.calendar_dialog)
        menu = window.menus.campaign_menu
        first = menu.actions()[2] if len(menu.actions()) > 2 else None  # after the settings
        menu.insertActions(first, [self.time_action, self.day_action, self.calendar_action])
        window.session_changed.connect(self._follow_session)
        self._follow_session()

    def _action(self, text: str, slot, shortcut: str = "") -> QAction:
        action = QAction(text, self.window)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _=False: slot())
        self.window.addAction(action)
        return action

    # -- the campaign's clock ---------------------------------------------------------
    @property
    def session(self):
        return self.window.session

    def _settings(self) -> dict:
        settings = self.session.campaign.info.settings if self.session else None
        return settings if isinstance(settings, dict) else {}

    def calendar(self) -> Calendar:
        session = self.session
        return calendar_of(self._settings(), session.system.key if session else None)

    def now(self) -> int:
        return now_of(self._settings())

    def _follow_session(self) -> None:
        session = self.session
        if session is not self._session:
            if self._session is not None:
                with contextlib.suppress(RuntimeError, TypeError):
                    self._session.changed.disconnect(self._on_changed)
            self._session = session
            if session is not None:
                session.changed.connect(self._on_changed)
        self.refresh()

    def _on_changed(self, touched: Touched) -> None:
        if touched.campaign or touched.reread:
            self.refresh()
            self.moved.emit()

    def refresh(self) -> None:
        session = self.session
        has = session is not None
        self.button.setVisible(has)
        writable = has and not session.read_only
        for action in (self.time_action, self.day_action, self.calendar_action):
            action.setEnabled(writable)
        if not has:
            return
        date = date_text(self.calendar(), self.now())
        self.button.setText(date)
        self.button.setToolTip(
            self.tr("Story time: {date}. Click to advance it or set it (Ctrl+Alt+T).").format(
                date=date
            )
        )
        self.button.setAccessibleName(self.tr("Story time: {date}").format(date=date))

    # -- changes ------------------------------------------------------------------------
    def _perform(self, change, label: str, log: tuple[str, str] | None = None) -> bool:
        """``log``: the (Czech, English) line the timeline shows as a boundary of time."""
        from campaign_manager.storage.changes import LogLine
        from campaign_manager.ui.session import EditCancelled, EditNotSaved

        lines = [LogLine(log[0], log[1], "time")] if log else None
        try:
            self.session.perform(change, label, origin=self, log=lines)
        except (EditNotSaved, EditCancelled):  # the GM was told why; nothing changed
            return False
        return True

    def advance(self, seconds: int) -> bool:
        """Move the story on by ``seconds``, as one undo step."""
        from campaign_manager.storage.changes import AdvanceStoryTime

        if self.session is None or self.session.read_only or not seconds:
            return False
        label = self.tr("Story time +{duration}").format(duration=duration_text(seconds))
        log = log_words.advanced(self.calendar(), seconds, self.now() + seconds)
        return self._perform(AdvanceStoryTime(seconds), label, log)

    def set_to(self, seconds: int) -> bool:
        """Set the story's clock to ``seconds``, as one undo step."""
        from campaign_manager.storage.changes import SetCampaignSetting

        if self.session is None or self.session.read_only:
            return False
        label = self.tr("Set the story's date to {date}").format(
            date=date_text(self.calendar(), seconds)
        )
        log = log_words.set_to(self.calendar(), seconds)
        return self._perform(SetCampaignSetting(NOW_KEY, seconds), label, log)

    def set_calendar(self, calendar: Calendar) -> bool:
        from campaign_manager.storage.changes import SetCampaignSetting

        if self.session is None or self.session.read_only:
            return False
        return self._perform(
            SetCampaignSetting(CALENDAR_KEY, calendar.to_json()), self.tr("Change the calendar")
        )

    # -- dialogs ------------------------------------------------------------------------
    def story_time_dialog(self) -> None:
        from campaign_manager.ui.story_time.dialog import StoryTimeDialog

        if self.session is None or self.session.read_only:
            return
        dialog = StoryTimeDialog(self.calendar(), self.now(), self.window)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            seconds = dialog.advance()
            if seconds is not None:
                self.advance(seconds)
            elif (target := dialog.target()) is not None:
                self.set_to(target)
        elif dialog.calendar_wanted:
            self.calendar_dialog()

    def calendar_dialog(self) -> None:
        from campaign_manager.ui.story_time.calendar_dialog import CalendarDialog

        if self.session is None or self.session.read_only:
            return
        dialog = CalendarDialog(self.calendar(), self.session.system.key, self.window)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            calendar = dialog.result_calendar()
            if calendar is not None and calendar.to_json() != self.calendar().to_json():
                self.set_calendar(calendar)
