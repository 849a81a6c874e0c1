"""The app's own preferences (language, recent files, the file dialogs' last folders, window
layout, the player view as each campaign left it), kept in an INI file in the per-user
config folder, so tests can isolate them by setting XDG_CONFIG_HOME."""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

from PySide6.QtCore import QByteArray, QSettings

from campaign_manager.paths import config_dir
from campaign_manager.storage.uris import is_server_url, shown

MAX_RECENT = 10
LANGUAGES = ("system", "cs", "en")
#: Settings → Appearance (ui/theme.py applies them; this module loads no widgets)
THEMES = ("system", "light", "dark", "high_contrast")
#: the sorts of file whose dialogs each remember their own last folder
FOLDER_KINDS = ("campaigns", "pdf", "characters", "images")


class ServerLocation(str):
    """A shared campaign's URL (never with a password) where the recent list holds a
    file's path; it answers what the list asks of a path (its name, where it is)."""

    @property
    def name(self) -> str:
        return urlsplit(self).path.strip("/") or str(self)

    @property
    def stem(self) -> str:
        return self.name

    @property
    def parent(self) -> str:
        parts = urlsplit(self)
        return parts.hostname or dict(parse_qsl(parts.query)).get("host", "localhost")

    def exists(self) -> bool:
        return True  # only the server can tell

    def resolve(self) -> ServerLocation:
        return self


def location_of(value: object) -> Path | ServerLocation:
    text = str(value)
    return ServerLocation(shown(text)) if is_server_url(text) else Path(text)


@dataclass(frozen=True)
class PlayerViewState:
    """The player view as a campaign was left: the TV window open (on the screen named
    ``screen``), the phone share on (at ``host`` and ``port``)."""

    tv: bool = False
    screen: str | None = None
    share: bool = False
    host: str = "127.0.0.1"
    port: int | None = None

    @property
    def on(self) -> bool:
        return self.tv or self.share

    @classmethod
    def read(cls, text: object) -> PlayerViewState:
        """The state kept as ``text`` (JSON); what is not a state (a hand-edited file)
        counts as all off."""
        try:
            data = json.loads(str(text))
        except ValueError:
            return cls()
        if not isinstance(data, dict):
            return cls()
        screen, host, port = data.get("screen"), data.get("host"), data.get("port")
        return cls(
            tv=data.get("tv") is True,
            screen=screen if isinstance(screen, str) else None,
            share=data.get("share") is True,
            host=host if isinstance(host, str) and host else "127.0.0.1",
            port=port if type(port) is int and 0 < port < 65536 else None,
        )


def _campaign_key(location: Path | str) -> str:
    """A campaign's settings group: its location (a path, an address with no password)
    hashed, as a group's name holds no slash."""
    text = str(location_of(location).resolve())
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:24]


class AppSettings:
    def __init__(self) -> None:
        self._qs = QSettings(str(config_dir() / "kronikar.ini"), QSettings.Format.IniFormat)

    # -- theme ------------------------------------------------------------------------
    @property
    def theme(self) -> str:
        value = str(self._qs.value("ui/theme", "system"))
        return value if value in THEMES else "system"

    @theme.setter
    def theme(self, value: str) -> None:
        if value not in THEMES:
            raise ValueError(f"unknown theme {value!r}")
        self._qs.setValue("ui/theme", value)

    # -- language ---------------------------------------------------------------------
    @property
    def language(self) -> str:
        value = str(self._qs.value("ui/language", "system"))
        return value if value in LANGUAGES else "system"

    @language.setter
    def language(self, value: str) -> None:
        if value not in LANGUAGES:
            raise ValueError(f"unknown language {value!r}")
        self._qs.setValue("ui/language", value)

    # -- recent campaigns ---------------------------------------------------------------
    def recent_files(self) -> list[Path | ServerLocation]:
        """The recent campaigns, newest first: files' paths, and shared campaigns' URLs
        (with no password)."""
        value = self._qs.value("files/recent", [])
        if isinstance(value, str):
            value = [value]
        return [location_of(item) for item in value or []]

    def add_recent(self, path: Path | str) -> None:
        path = location_of(path).resolve()
        files = [path] + [p for p in self.recent_files() if p != path]
        self._qs.setValue("files/recent", [str(p) for p in files[:MAX_RECENT]])

    def remove_recent(self, path: Path | str) -> None:
        path = location_of(path).resolve()
        self._qs.setValue("files/recent", [str(p) for p in self.recent_files() if p != path])

    def clear_recent(self) -> None:
        self._qs.setValue("files/recent", [])

    @property
    def last_campaign(self) -> Path | ServerLocation | None:
        """The campaign open when the app last closed: a file's path or a shared
        campaign's address (no password); a plain start opens it again."""
        value = self._qs.value("files/last", "")
        return location_of(value) if value else None

    @last_campaign.setter
    def last_campaign(self, path: Path | ServerLocation | None) -> None:
        self._qs.setValue("files/last", str(path) if path else "")

    # -- the player view as each campaign left it ------------------------------------------
    def player_view_of(self, location: Path | str) -> PlayerViewState:
        """Whether the TV window and the phone share were on when the campaign at
        ``location`` was last closed on this machine (and where)."""
        value = self._qs.value(f"campaigns/{_campaign_key(location)}/player_view", "")
        return PlayerViewState.read(value) if value else PlayerViewState()

    def keep_player_view(self, location: Path | str, state: PlayerViewState) -> None:
        """Keep ``state`` for the campaign at ``location`` (nothing kept where all is off)."""
        key = f"campaigns/{_campaign_key(location)}/player_view"
        if state.on:
            self._qs.setValue(key, json.dumps(asdict(state)))
        else:
            self._qs.remove(key)

    # -- the file dialogs' last folders ---------------------------------------------------
    def last_folder(self, kind: str) -> Path | None:
        """The folder the last file dialog of ``kind`` (one of :data:`FOLDER_KINDS`) was
        left in, or None when there is none or it is gone."""
        if kind not in FOLDER_KINDS:
            raise ValueError(f"unknown folder kind {kind!r}")
        value = str(self._qs.value(f"folders/{kind}", "") or "")
        folder = Path(value) if value else None
        return folder if folder is not None and folder.is_dir() else None

    def set_last_folder(self, kind: str, folder: Path | str) -> None:
        if kind not in FOLDER_KINDS:
            raise ValueError(f"unknown folder kind {kind!r}")
        self._qs.setValue(f"folders/{kind}", str(folder))

    # -- window layout --------------------------------------------------------------------
    def window_state(self) -> tuple[QByteArray | None, QByteArray | None]:
        return self._qs.value("window/geometry"), self._qs.value("window/state")

    def save_window_state(self, geometry: QByteArray, state: QByteArray) -> None:
        self._qs.setValue("window/geometry", geometry)
        self._qs.setValue("window/state", state)

    def sync(self) -> None:
        self._qs.sync()
