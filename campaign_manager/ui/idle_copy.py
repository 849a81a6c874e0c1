"""The idle copy: two seconds after the last change the campaign file alone holds every
committed edit (its ``-wal`` copied into it, so a copy taken to a USB stick is whole) and
the history the session dropped leaves the file. The copy is fast, on this thread; while
a long write runs it waits, and while a shared campaign's server is away there is none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from campaign_manager.ui.responsive import long_task

if TYPE_CHECKING:
    from campaign_manager.ui.session import CampaignSession

IDLE_CHECKPOINT_MS = 2000


class IdleCopy(QObject):
    #: after the copy: None when the file alone holds the campaign, else why it could not
    #: be done (a WriteFailed: the file and its ``-wal`` belong together)
    copied = Signal(object)
    #: the campaign's file went away while it was open (the error that stopped it)
    file_gone = Signal(object)

    def __init__(self, session: CampaignSession):
        super().__init__(session)
        self._session = session
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(IDLE_CHECKPOINT_MS)
        self.timer.timeout.connect(self._copy)
        session.changed.connect(lambda _changes: self.timer.start())

    def _copy(self) -> None:
        session = self._session
        if session.writing or long_task.busy():  # a long task reads or writes: later
            self.timer.start()
            return
        if session.disconnected:
            return
        campaign = session.campaign
        stopped = campaign.stopped
        session.flush_history()
        campaign.checkpoint()
        if stopped is None and campaign.stopped is not None:  # its file went away
            self.file_gone.emit(campaign.stopped)
            return
        self.copied.emit(campaign.checkpoint_error)

    def stop(self) -> None:
        self.timer.stop()
