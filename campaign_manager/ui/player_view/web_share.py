"""The GM's side of the player view on the network: feeds the web server the open
campaign's public view (reduced to the page's payload), its blank key and the image
between fights, and keeps the address's token in the campaign's settings."""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from campaign_manager.player_view.page_model import page_payload
from campaign_manager.serve import DEFAULT_PORT
from campaign_manager.storage.changes import SetCampaignField
from campaign_manager.storage.player_image import image_digest, stored_image
from campaign_manager.ui.i18n import current_language
from campaign_manager.web import TOKEN_SETTING, PlayerViewServer, new_token

log = logging.getLogger(__name__)

TOKEN_KEY = TOKEN_SETTING
LOOPBACK = "127.0.0.1"
# no image handed to the server yet (a new server, another campaign)
_UNSET = object()


class WebShare(QObject):
    """The web server of one main window: off until :meth:`start`, fed from the session."""

    # the server started or stopped, or its address changed
    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server: PlayerViewServer | None = None
        self.session = None
        self.blank = False
        self.host = LOOPBACK
        self.port = DEFAULT_PORT
        self._combat = None
        self._token: str | None = None
        self._image_version: int | None = None
        self._image_digest: object = _UNSET

    # -- the campaign ---------------------------------------------------------------------
    def set_session(self, session) -> None:
        """Follow ``session`` (None: no campaign; the page shows nothing)."""
        if self._combat is not None:
            self._combat.public_view_changed.disconnect(self._on_public_view)
            self.session.changed.disconnect(self._on_session_changed)
            self._combat = None
        self.session = session
        self._token = None
        self._image_digest = _UNSET
        if session is not None:
            self._combat = session.combat
            self._combat.public_view_changed.connect(self._on_public_view)
            session.changed.connect(self._on_session_changed)
        if self.is_running():
            self.server.set_token(self.token())
            self._load_image()
            self.publish()
            self.changed.emit()

    def _settings(self) -> dict:
        if self.session is None:
            return {}
        return dict(self.session.campaign.info.settings or {})

    def token(self) -> str:
        """The campaign's token (made and stored with the first share; a read-only
        campaign, or none, gets one for this run only)."""
        stored = self._settings().get(TOKEN_KEY)
        if isinstance(stored, str) and len(stored) >= 16:
            return stored
        if self._token is None:
            self._token = new_token()
            self._store(self._token)
        return self._token

    def new_address(self) -> None:
        """A new token: the old address stops working, every page must scan the new one."""
        self._token = new_token()
        self._store(self._token, undoable=True)
        if self.server is not None:
            self.server.set_token(self.token())
        self.changed.emit()

    def _store(self, token: str, *, undoable: bool = False) -> None:
        """Keep ``token`` in the campaign (where ``serve-player-view`` and another GM read
        it); only a new address the GM asked for is a step to undo."""
        if self.session is None or self.session.read_only:
            return
        if not undoable:
            self.session.keep_setting(TOKEN_KEY, token)
            return
        settings = self._settings()
        settings[TOKEN_KEY] = token
        self.session.perform(
            SetCampaignField("settings", settings), self.tr("New address of the player view")
        )

    def _on_session_changed(self, *_args) -> None:
        """Undo or redo may bring back another token, image or name: follow the file."""
        if not self.is_running():
            return
        token = self.token()
        if token != self.server.token:
            self.server.set_token(token)
            self.changed.emit()
        self._load_image()
        self.publish()

    # -- the server -----------------------------------------------------------------------
    def is_running(self) -> bool:
        return self.server is not None and self.server.is_running()

    def start(self, host: str = LOOPBACK, port: int = DEFAULT_PORT) -> None:
        """Serve on ``host`` at ``port`` (OSError when that cannot be had)."""
        self.stop()
        server = PlayerViewServer(self.token())
        self.server = server
        self._image_digest = _UNSET
        self._load_image()
        self.publish()
        try:
            self.port = server.start([host], port)
        except OSError:
            self.server = None
            raise
        self.host = host
        self.changed.emit()

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None
            self.changed.emit()

    def url(self) -> str:
        return self.server.url(self.host) if self.server is not None else ""

    def viewers(self) -> int:
        return self.server.viewers() if self.server is not None else 0

    # -- what it shows ----------------------------------------------------------------------
    def set_blank(self, blank: bool) -> None:
        self.blank = bool(blank)
        self.publish()

    def _on_public_view(self, _view) -> None:
        self.publish()

    def publish(self) -> None:
        """Hand the server the payload of what the players may see now."""
        if self.server is None:
            return
        view = self._combat.public_view() if self._combat is not None else None
        name = self.session.campaign.name if self.session is not None else ""
        self.server.publish(
            page_payload(view, current_language(), name, self._image_version, self.blank)
        )

    def _load_image(self) -> None:
        """The image the campaign keeps, handed to the server when its settings name
        another one than the server has (the bytes are read only then)."""
        digest = image_digest(self._settings())
        if digest == self._image_digest:
            return
        self._image_digest = digest
        self.server.set_image(stored_image() if digest else None)
        self._image_version = self.server.image_version() if self.server.has_image() else None
