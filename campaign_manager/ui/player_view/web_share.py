"""The GM's side of the player view on the network: feeds the web server the open
campaign's public view (reduced to the page's payload), its blank key and the image
between fights, and keeps the address's token in the campaign's settings.

Each player character may have an address of its own (a key per PC, kept in the
campaign's settings, made, renewed and revoked one by one): the server is handed the keys,
and after each publish each key's page gets the public payload plus that PC's own part
(the common part made once, each key's own part spliced in by the server, a key whose
part did not change skipped; a key with no page connected is not made at all, and gets its
payload when a page of it connects). What a player's page asks comes back
on the server's thread and crosses to this one by a queued signal, to the fight's
:class:`~campaign_manager.ui.player_view.player_requests.PlayerRequests`."""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from campaign_manager.player_view.page_model import page_payload
from campaign_manager.serve import DEFAULT_PORT
from campaign_manager.storage.changes import SetCampaignField
from campaign_manager.storage.player_image import image_digest, stored_image
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.player_view.player_requests import (
    fight_state,
    player_side,
    requests_of,
)
from campaign_manager.web import PLAYER_KEYS_SETTING, TOKEN_SETTING, PlayerViewServer, new_token

log = logging.getLogger(__name__)

TOKEN_KEY = TOKEN_SETTING
PLAYER_KEYS_KEY = PLAYER_KEYS_SETTING
LOOPBACK = "127.0.0.1"
# no image handed to the server yet (a new server, another campaign)
_UNSET = object()


class WebShare(QObject):
    """The web server of one main window: off until :meth:`start`, fed from the session."""

    # the server started or stopped, or its address changed
    changed = Signal()
    # a player's page asked something (key, character id, request): from the server's thread
    _request_arrived = Signal(str, str, object)
    # a page of a player key connected and wants its payload: from the server's thread
    _page_wanted = Signal(str)

    # the server made by :meth:`start` (a test gives another)
    server_class = PlayerViewServer

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
        # the keys handed to the server ({key: character id}), and what was last published
        self._keys_handed: dict[str, str] | None = None
        self._published: tuple | None = None
        # what the last publish was made of (base, view, state, language): a page that
        # connects later gets its own part of it
        self._made: tuple | None = None
        # the keys whose pages connected and wait for their payload
        self._wanted: set[str] = set()
        # the players' recap the GM shows on the TV (its lines; empty: none)
        self._recap: tuple[str, ...] = ()
        # the campaign's reveals (plain rows), and the ids whose pictures the server holds
        self._reveals: list[dict] = []
        self._reveal_images: set[int] = set()
        self._request_arrived.connect(self._on_request, Qt.ConnectionType.QueuedConnection)
        self._page_wanted.connect(self._on_page_wanted, Qt.ConnectionType.QueuedConnection)

    # -- the campaign ---------------------------------------------------------------------
    def set_session(self, session) -> None:
        """Follow ``session`` (None: no campaign; the page shows nothing)."""
        if self._combat is not None:
            self._combat.public_view_changed.disconnect(self._on_public_view)
            self._combat.state_changed.disconnect(self._on_public_view)
            self.session.changed.disconnect(self._on_session_changed)
            if session is not self.session:  # its pages hear nothing more of their requests
                requests_of(self.session).drop_all()
            self._combat = None
        self.session = session
        self._token = None
        self._image_digest = _UNSET
        if session is not None:
            self._combat = session.combat
            self._combat.public_view_changed.connect(self._on_public_view)
            # a PC's own numbers change where the public view may not
            self._combat.state_changed.connect(self._on_public_view)
            session.changed.connect(self._on_session_changed)
        if self.is_running():
            self.server.set_token(self.token())
            self._hand_keys()
            self._load_image()
            self._load_reveals()
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

    # -- the players' own keys ---------------------------------------------------------------
    def player_keys(self) -> dict[str, str]:
        """{character id: key} of the PCs that have an address of their own."""
        stored = self._settings().get(PLAYER_KEYS_KEY)
        if not isinstance(stored, dict):
            return {}
        return {
            str(cid): key for cid, key in stored.items() if isinstance(key, str) and len(key) >= 16
        }

    def renew_player_key(self, character_id: str, name: str) -> None:
        """A new key for the PC ``character_id`` (its old address stops working), one undo
        step; the other PCs' keys stay."""
        keys = self.player_keys()
        keys[str(character_id)] = new_token()
        self._store_keys(keys, self.tr("New address of {name}'s page").format(name=name))

    def revoke_player_key(self, character_id: str, name: str) -> None:
        """No address for the PC ``character_id`` any more (its pages close), one undo step."""
        keys = self.player_keys()
        if keys.pop(str(character_id), None) is None:
            return
        self._store_keys(keys, self.tr("Revoke the address of {name}'s page").format(name=name))

    def _store_keys(self, keys: dict[str, str], label: str) -> None:
        if self.session is None or self.session.read_only:
            return
        settings = self._settings()
        settings[PLAYER_KEYS_KEY] = keys
        self.session.perform(SetCampaignField("settings", settings), label)
        self._hand_keys()
        self.changed.emit()

    def _hand_keys(self) -> None:
        """The server is given the keys the campaign holds now, where they changed."""
        if self.server is None:
            return
        keys = {key: cid for cid, key in self.player_keys().items()}
        if keys != self._keys_handed:
            self._keys_handed = keys
            self.server.set_player_keys(dict(keys))
            self._published = None

    def player_url(self, character_id: str) -> str:
        """The address of the PC's own page ("" while not shared or it has no key)."""
        key = self.player_keys().get(str(character_id))
        url = self.url()
        if not key or not url:
            return ""
        return url[: url.rindex("/", 0, len(url) - 1) + 1] + key + "/"

    def _on_session_changed(self, changes=None, *_args) -> None:
        """Undo or redo may bring back another token, keys, image or name: follow the file."""
        if not self.is_running():
            return
        token = self.token()
        keys_before = self._keys_handed
        self._hand_keys()
        if token != self.server.token or self._keys_handed != keys_before:
            if token != self.server.token:
                self.server.set_token(token)
            self.changed.emit()
        self._load_image()
        if changes is None or getattr(changes, "reveals", True) or getattr(changes, "reread", True):
            self._load_reveals()
        self.publish()

    # -- the server -----------------------------------------------------------------------
    def is_running(self) -> bool:
        return self.server is not None and self.server.is_running()

    def start(self, host: str = LOOPBACK, port: int = DEFAULT_PORT) -> None:
        """Serve on ``host`` at ``port`` (OSError when that cannot be had)."""
        self.stop()
        server = self.server_class(self.token())
        self.server = server
        self._image_digest = _UNSET
        self._keys_handed = None
        self._published = None
        self._reveal_images = set()
        server.set_request_handler(self._from_server)
        # a key's payload is made only while a page of it is connected (asked for when
        # one connects)
        server.set_page_handler(self._page_wanted.emit)
        self._hand_keys()
        self._load_image()
        self._load_reveals()
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

    def set_recap(self, lines: list[str] | None) -> None:
        """Show the players' recap (its player-safe lines, the title first) on the pages
        between fights, as the TV does; None: no more."""
        self._recap = tuple(str(line) for line in lines or ())
        self.publish()

    def _on_public_view(self, _view) -> None:
        self.publish()

    def publish(self) -> None:
        """Hand the server the payload of what the players may see now, then each PC's
        page its own (the work of one payload per key); nothing where nothing changed."""
        if self.server is None:
            return
        view = self._combat.public_view() if self._combat is not None else None
        state = fight_state(self._combat.state) if self._combat is not None else None
        name = self.session.campaign.name if self.session is not None else ""
        language = current_language()
        now = (view, state, language, name, self._image_version, self.blank, self._recap)
        last = self._published  # the view and the state are compared as the same objects
        if last is not None and last[0] is view and last[1] is state and last[2:] == now[2:]:
            return
        base = page_payload(
            view, language, name, self._image_version, self.blank, list(self._recap)
        )
        self._published = now
        self._made = (base, view, state, language)
        if not self._publish_players(self.server.connected_keys(), base):
            self.server.publish(base)

    def _publish_players(self, wanted: set[str], shared: dict | None = None) -> bool:
        """The payloads of the keys in ``wanted`` (those with a page connected), from what
        the last publish was made of: the part every key shares made (and written as JSON
        by the server) once, each key adding its own PC's part; the other keys' are not
        made at all (the server asks for one when a page of theirs connects). ``shared``:
        the shared address's payload, handed over with them; whether they were."""
        keys = {key: cid for key, cid in (self._keys_handed or {}).items() if key in wanted}
        if not keys or self._made is None:
            return False
        from campaign_manager.player_view.notebook import notebook_for
        from campaign_manager.player_view.own import common_payload, index_view, own_part

        base, view, state, language = self._made
        common = common_payload(base, language)
        index = index_view(view)
        side = player_side(self.session.system.key) if state is not None else None
        parts = {}
        for key, character_id in keys.items():
            me = side.own_view(state, character_id, language) if side is not None else None
            notebook = notebook_for(character_id, self._reveals)
            parts[key] = own_part(base, view, character_id, me, notebook, language, index)
        self.server.publish_players(common, parts, shared)
        return True

    def _on_page_wanted(self, key: str) -> None:
        """A page of ``key`` connected with no payload of its own held: it gets one as soon
        as the window's events are through (the pages that connect meanwhile with it, the
        common part written once for all of them)."""
        if not self._wanted:
            QTimer.singleShot(0, self._publish_wanted)
        self._wanted.add(key)

    def _publish_wanted(self) -> None:
        wanted, self._wanted = self._wanted, set()
        if self.server is not None and self.session is not None:
            self._publish_players(wanted & self.server.connected_keys())

    # -- what the players ask -----------------------------------------------------------------
    def _from_server(self, key: str, character_id: str, request) -> None:
        """The server's request handler (on its thread): over to this one, queued."""
        self._request_arrived.emit(key, character_id, request)

    def _on_request(self, key: str, character_id: str, request) -> None:
        if self.server is None:
            return
        if self.session is None or (self._keys_handed or {}).get(key) != character_id:
            self._answer(key, request.id, False, self.tr("This address no longer works."))
            return
        requests_of(self.session).receive(key, character_id, request, self._answer)

    def _answer(self, key: str, request_id: int, ok: bool, text: str) -> None:
        if self.server is not None:
            self.server.answer(key, request_id, ok, text)

    def _load_reveals(self) -> None:
        """The campaign's reveals, read again (a change touched them, or another campaign):
        the notebooks come from them at the next publish, and the server holds the picture
        of each reveal still shown, and no other (a picture is read once, when it is
        shown)."""
        if self.server is None:
            return
        if self.session is None:
            rows: list[dict] = []
        else:
            from campaign_manager.storage.queries import reveals

            rows = reveals()
        shown = {row["id"] for row in rows if row.get("has_image") and not row.get("withdrawn")}
        if shown - self._reveal_images:
            from campaign_manager.storage.queries import reveal_image

            for reveal_id in sorted(shown - self._reveal_images):
                self.server.set_reveal_image(reveal_id, reveal_image(reveal_id))
        for reveal_id in self._reveal_images - shown:
            self.server.set_reveal_image(reveal_id, None)
        self._reveal_images = shown
        self._reveals = rows
        self._published = None

    def _load_image(self) -> None:
        """The image the campaign keeps, handed to the server when its settings name
        another one than the server has (the bytes are read only then)."""
        digest = image_digest(self._settings())
        if digest == self._image_digest:
            return
        self._image_digest = digest
        self.server.set_image(stored_image() if digest else None)
        self._image_version = self.server.image_version() if self.server.has_image() else None
