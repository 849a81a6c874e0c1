"""A shared campaign's link to its server, as the session holds it: other GMs' edits heard
as they happen, and the connection lost, tried again every second and back.

While the connection is lost editing waits (the session is read-only). A write the loss
cut off may have been saved or not: once the server answers, :attr:`ServerLink.back`
says which, with how to finish that write on this side when it was saved. For a
campaign file there is no server: nothing is heard and the connection is never lost.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from campaign_manager.storage.campaign import Campaign
from campaign_manager.ui.live import RECONNECT_MS


class ServerLink(QObject):
    #: another client's edit (a Touched), reported as this client's own are
    heard = Signal(object)
    #: notifications may have been missed: every view reads again
    resync = Signal()
    #: the server's notifications stopped: the connection is lost, editing waits
    lost = Signal()
    #: (what was being written, whether it was saved, how to finish it here or None) when
    #: the server answers again
    back = Signal(str, bool, object)

    def __init__(self, campaign: Campaign, parent: QObject | None = None):
        super().__init__(parent)
        self.campaign = campaign
        #: other clients' edits of a shared campaign, as they happen (None: a file)
        self.live = None
        #: after a lost connection: what was being written, and how to finish it on this
        #: side when the server says it was saved
        self._interrupted: tuple[str, Callable[[], None] | None] | None = None
        self.retry = QTimer(self)
        self.retry.setInterval(RECONNECT_MS)
        self.retry.timeout.connect(self._try_again)
        if getattr(campaign, "url", None):
            self._listen()

    @property
    def disconnected(self) -> bool:
        """The connection to the shared campaign's server is lost: editing waits."""
        return getattr(self.campaign, "lost", None) is not None

    def cut_off(self, what: str, finish: Callable[[], None] | None = None) -> None:
        """A write of ``what`` failed, perhaps because the connection was lost while it
        committed: ``finish`` moves this side on if the server says it was saved."""
        self._interrupted = (what, finish)

    def failed(self) -> bool:
        """A write failed: True when the connection is lost (tried again until it is
        back), False when the failure was the write's own."""
        if self.disconnected:
            self.retry.start()
            return True
        self._interrupted = None
        return False

    def _try_again(self) -> None:
        """Try the server again; once it answers, say whether the interrupted write was
        saved."""
        saved = self.campaign.reconnect()
        if saved is None:
            return
        self.retry.stop()
        what, finish = self._interrupted or ("", None)
        self._interrupted = None
        self.back.emit(what, saved, finish)

    def _listen(self) -> None:
        """Hear other clients' edits; after a lost connection, every view re-reads."""
        from campaign_manager.ui.live import LiveUpdates

        self.live = LiveUpdates(self.campaign.url, self.campaign.own_connection_id, parent=self)
        self.live.heard.connect(self.heard.emit)
        self.live.resync.connect(self.resync.emit)
        self.live.connected.connect(self._live_connection)

    def _live_connection(self, up: bool) -> None:
        """The notifications stopped: the server is gone, editing waits until it answers.
        It is tried again whoever noticed the loss first (a write may have)."""
        if up:
            return
        if not self.disconnected:
            self.campaign.lose_connection("the server's notifications stopped")
            self.lost.emit()
        if not self.retry.isActive():
            self.retry.start()

    def close(self) -> None:
        self.retry.stop()
        if self.live is not None:
            self.live.close()
