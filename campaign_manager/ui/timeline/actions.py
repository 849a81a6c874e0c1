""":class:`TimelineActions`: the Campaign menu's *Timeline* (Ctrl+Alt+L) and *Add a note to
the timeline…*, put after *Sessions and journal…*."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence


class TimelineActions(QObject):
    """The timeline's actions in ``window``'s Campaign menu (a :class:`MainWindow`)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.dialog = None
        self.timeline_action = QAction(self.tr("Ti&meline"), window)
        self.timeline_action.setObjectName("timeline_action")
        self.timeline_action.setShortcut(QKeySequence("Ctrl+Alt+L"))
        self.timeline_action.triggered.connect(lambda _=False: self.open_timeline())
        self.note_action = QAction(self.tr("Add a &note to the timeline…"), window)
        self.note_action.setObjectName("timeline_note_action")
        self.note_action.triggered.connect(lambda _=False: self.add_note())
        for action in (self.timeline_action, self.note_action):
            window.addAction(action)
        menu = window.menus.campaign_menu
        actions = menu.actions()
        journal = window.menus.journal_action
        after = actions.index(journal) + 1 if journal in actions else len(actions)
        before = actions[after] if after < len(actions) else None
        menu.insertActions(before, [self.timeline_action, self.note_action])
        window.session_changed.connect(self._follow_session)
        self._follow_session()

    def _follow_session(self) -> None:
        session = self.window.session
        self.timeline_action.setEnabled(session is not None)
        self.note_action.setEnabled(session is not None and not session.read_only)
        if self.dialog is not None:
            if session is None:
                self.dialog.close()
            self.dialog.set_session(session)

    def open_timeline(self):
        """Campaign → Timeline: the window (made once, raised after)."""
        if self.window.session is None:
            return None
        from campaign_manager.ui.timeline.dialog import TimelineDialog

        if self.dialog is None:
            self.dialog = TimelineDialog(self.window)
        elif not self.dialog.isVisible():
            self.dialog.reload()
        self.dialog.show()
        self.dialog.activateWindow()
        self.dialog.view.setFocus()
        return self.dialog

    def add_note(self) -> bool:
        from campaign_manager.ui.timeline.note import add_note

        return add_note(self.window)
