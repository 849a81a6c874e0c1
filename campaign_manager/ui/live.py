"""Other clients' edits of a shared campaign, as they happen.

A shared campaign announces every change of a row on the server's ``kronikar`` channel
(a JSON of the table, id, version and who, sent inside the change's own transaction). The
session of such a campaign listens on a connection of its own (not the one the models
use, which is busy with their transactions), whose socket a :class:`QSocketNotifier`
watches: whatever arrives from another client becomes the :class:`Touched` that client's
own edit reported, and the session emits it, so every view refreshes what it touched, as
for this client's own edits. A lost connection is tried again every second; once it is
back, every view re-reads everything (what happened meanwhile was not heard).
"""

from __future__ import annotations

import contextlib
import json
import logging

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Signal

from campaign_manager.storage.touched import Touched, from_notice

log = logging.getLogger(__name__)

#: how long to wait before trying a lost connection again
RECONNECT_MS = 1000


class LiveUpdates(QObject):
    """Listens for other clients' changes of the campaign at ``url``; ``heard`` carries
    what each batch of them touched; ``resync`` says that the connection came back
    after it was lost (every view re-reads). ``own`` says which server process is this
    client's (its own notifications are left out: its edits were reported already)."""

    heard = Signal(object)  # Touched
    resync = Signal()
    #: whether the connection is up (False: lost, being tried again)
    connected = Signal(bool)

    def __init__(self, url: str, own, channel: str = "kronikar", parent: QObject | None = None):
        super().__init__(parent)
        self._url = url
        self._own = own
        self._channel = channel
        self._conn = None
        self._notifier: QSocketNotifier | None = None
        self._retry = QTimer(self)
        self._retry.setInterval(RECONNECT_MS)
        self._retry.timeout.connect(self._reconnect)
        self._connect()

    @property
    def listening(self) -> bool:
        return self._conn is not None

    def _connect(self) -> bool:
        import psycopg

        try:
            conn = psycopg.connect(self._url, autocommit=True)
            conn.execute(f'LISTEN "{self._channel}"')
        except psycopg.Error as exc:
            log.info("not listening for other clients' changes: %s", exc)
            return False
        self._conn = conn
        self._notifier = QSocketNotifier(conn.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._read)
        return True

    def _reconnect(self) -> None:
        if self._connect():
            self._retry.stop()
            self.connected.emit(True)
            self.resync.emit()

    def _lost(self) -> None:
        self._drop()
        self.connected.emit(False)
        self._retry.start()

    def _drop(self) -> None:
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
            self._notifier = None
        if self._conn is not None:
            with contextlib.suppress(Exception):  # a broken connection closes as it can
                self._conn.close()
            self._conn = None

    def _read(self) -> None:
        """Everything that has arrived, as one Touched (a batch of many rows is one
        refresh)."""
        import psycopg

        if self._conn is None:
            return
        try:
            notices = list(self._conn.notifies(timeout=0))
        except psycopg.Error as exc:
            log.warning("lost the server's notifications: %s", exc)
            self._lost()
            return
        if self._conn.closed or self._conn.broken:
            self._lost()
            return
        own = self._own()
        changes = Touched()
        for notice in notices:
            try:
                payload = json.loads(notice.payload)
            except ValueError:
                continue
            if payload.get("pid") == own or notice.pid == own:
                continue  # this client's own edit: reported when it was made
            changes |= from_notice(payload)
        if changes:
            self.heard.emit(changes)

    def close(self) -> None:
        self._retry.stop()
        self._drop()
