"""Following a campaign's running fight from beside the GM's app, without ever writing.

:class:`LiveFight` opens the file through SQLite's read-only URI (``mode=ro``: it sees each
step the GM's app commits, write-ahead log included) and takes no lock, so the GM can open,
play and close the campaign while it watches. ``PRAGMA data_version`` tells it cheaply
whether anyone committed since it last looked; only then does it read the campaign row and
the newest running encounter. Plain ``sqlite3``, no peewee: nothing here can write.

:class:`ServerFight` follows a shared campaign's player view on a PostgreSQL server the
same way: a psycopg connection of its own listens on the player view's channel, and only
when a change of it was announced (or the connection came back after it was lost) does it
read again the one row the GMs' apps keep of it (:mod:`player_view`), all the players'
role may read.
:func:`follow_fight` picks the one for a path or a ``postgresql://`` URL.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

from campaign_manager.storage import player_view
from campaign_manager.storage.errors import (
    CampaignMissing,
    CorruptCampaign,
    NotACampaign,
    ServerUnreachable,
)
from campaign_manager.storage.fight_parts import read_sql, whole_text
from campaign_manager.storage.uris import is_server_url, read_only_uri, shown

#: the state of the campaign's newest running fight
_RUNNING = player_view.RUNNING_FIGHT
#: the image between fights the campaign keeps (storage.player_image); a file of an
#: older schema has no such table
_IMAGE = "SELECT data FROM player_view_image ORDER BY id LIMIT 1"


def _image_bytes(row: tuple | None) -> bytes | None:
    from campaign_manager.storage.player_image import MAX_IMAGE_BYTES

    data = bytes(row[0]) if row is not None and row[0] is not None else None
    return data if data and len(data) <= MAX_IMAGE_BYTES else None


@dataclass(frozen=True)
class FightSnapshot:
    """What the file holds now: the campaign's name, system and settings, and the state of
    its newest running fight (None: no fight is running). From a server, ``public``: no
    state, the fight's public view instead (``view``; None: no fight is running)."""

    name: str
    system: str
    settings: dict = field(default_factory=dict)
    state: dict | None = None
    view: dict | None = None
    public: bool = False
    #: the GM blanked the player view (Ctrl+B): the page shows nothing
    blank: bool = False


def _json(text: object) -> object:
    try:
        return json.loads(text) if isinstance(text, str | bytes) else None
    except ValueError:
        return None


class LiveFight:
    """A read-only watch on one campaign file; :meth:`poll` says what changed."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path).expanduser()
        if not self.path.is_file():
            raise CampaignMissing(self.path, "no such campaign file")
        try:
            self._connection = sqlite3.connect(
                read_only_uri(self.path, immutable=False), uri=True, isolation_level=None
            )
            tables = {
                row[0]
                for row in self._connection.execute(
                    "SELECT name FROM sqlite_master WHERE type = 'table'"
                )
            }
        except sqlite3.DatabaseError as error:
            raise NotACampaign(self.path, str(error)) from error
        if not {"campaign", "encounter"} <= tables:
            self._connection.close()
            raise NotACampaign(self.path, "not a Kronikář campaign")
        self._version: int | None = None
        self._snapshot: FightSnapshot | None = None

    def close(self) -> None:
        self._connection.close()

    def poll(self) -> FightSnapshot | None:
        """The file's content if someone committed since the last call (the first call
        always reads), else None."""
        try:
            version = self._connection.execute("PRAGMA data_version").fetchone()[0]
            if version == self._version and self._snapshot is not None:
                return None
            snapshot = self._read()
        except sqlite3.DatabaseError as error:
            raise CorruptCampaign(self.path, str(error)) from error
        self._version = version
        if snapshot == self._snapshot:
            return None
        self._snapshot = snapshot
        return snapshot

    def _read(self) -> FightSnapshot:
        connection = self._connection
        connection.execute("BEGIN")  # one read transaction: the campaign and its fight agree
        try:
            row = connection.execute("SELECT name, system, settings FROM campaign").fetchone()
            fight = connection.execute(_RUNNING).fetchone()
            if fight is not None:  # a fight kept in parts is read from them
                parts = lambda: connection.execute(read_sql("?"), (fight[1],)).fetchall()  # noqa: E731
                fight = (whole_text(fight[0], parts),)
            blank = player_view.blank_in_file(connection)
        finally:
            connection.execute("COMMIT")
        if row is None:
            raise NotACampaign(self.path, "the campaign record is missing")
        return _snapshot(row, fight, blank)

    def image(self) -> bytes | None:
        """The image between fights the campaign keeps (None: none, or an older file);
        read only when the settings name another one (``player_image.image_digest``)."""
        try:
            return _image_bytes(self._connection.execute(_IMAGE).fetchone())
        except sqlite3.DatabaseError:
            return None


def _snapshot(row: tuple, fight: tuple | None, blank: bool = False) -> FightSnapshot:
    """The snapshot of the campaign row (name, system, settings as JSON text) and the
    running fight's row (its state as JSON text), if any; ``blank``: the GM's blank key."""
    settings = _json(row[2])
    state = _json(fight[0]) if fight else None
    return FightSnapshot(
        str(row[0] or ""),
        str(row[1] or ""),
        settings if isinstance(settings, dict) else {},
        state if isinstance(state, dict) else None,
        blank=blank,
    )


class ServerFight:
    """A read-only watch on a shared campaign's player view on a PostgreSQL server
    (:mod:`~campaign_manager.storage.player_view`: the one table the players' role may
    read); :meth:`poll` says what changed, as :class:`LiveFight.poll` does, with the
    fight's public view worked out already (``public``)."""

    def __init__(self, url: str, channel: str = player_view.CHANNEL) -> None:
        self.url = url
        self.path = shown(url)
        self._channel = channel
        self._connection = None
        self._snapshot: FightSnapshot | None = None
        self._stale = True  # read again at the next poll
        self._connect()

    def _connect(self) -> None:
        import psycopg

        try:
            connection = psycopg.connect(self.url, autocommit=True)
            connection.execute(f'LISTEN "{self._channel}"')
            campaign, view = connection.execute(
                "SELECT to_regclass('campaign') IS NOT NULL, to_regclass(%s) IS NOT NULL",
                (player_view.TABLE,),
            ).fetchone()
        except psycopg.Error as error:
            raise ServerUnreachable(self.path, str(error).strip(), reason="connect") from error
        if not view:
            connection.close()
            why = (
                "the campaign's format is older: open it once in this version of Kronikář"
                if campaign
                else "the database holds no campaign"
            )
            raise NotACampaign(self.path, why, reason="tables")
        self._connection = connection
        self._stale = True

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    def _heard(self) -> bool:
        """Whether a change of the player view was announced since the last look."""
        heard = False
        for _notice in self._connection.notifies(timeout=0):  # every one that has arrived
            heard = True
        return heard

    def poll(self) -> FightSnapshot | None:
        """The player view if a change of it was announced since the last call (the first
        call always reads), else None. A lost connection is tried again (ServerUnreachable
        while the server does not answer), then read anew."""
        import psycopg

        try:
            if self._connection is None or self._connection.broken:
                self.close()
                self._connect()
            changed = self._heard() or self._stale
            if not changed:
                return None
            row = self._connection.execute(
                f"SELECT payload::text FROM {player_view.TABLE} WHERE id = 1"
            ).fetchone()
        except psycopg.Error as error:
            self.close()
            raise ServerUnreachable(self.path, str(error).strip(), reason="connect") from error
        self._stale = False
        shared = _json(row[0]) if row else None
        shared = shared if isinstance(shared, dict) else {}
        settings, view = shared.get("settings"), shared.get("view")
        snapshot = FightSnapshot(
            str(shared.get("name") or ""),
            "",
            settings if isinstance(settings, dict) else {},
            view=view if isinstance(view, dict) else None,
            public=True,
            blank=shared.get("blank") is True,
        )
        if snapshot == self._snapshot:
            return None
        self._snapshot = snapshot
        return snapshot

    def image(self) -> bytes | None:
        """As :meth:`LiveFight.image`, from the server (None also when it does not answer:
        the next poll says so)."""
        import psycopg

        if self._connection is None:
            return None
        try:
            return _image_bytes(self._connection.execute(_IMAGE).fetchone())
        except psycopg.Error:
            return None


def follow_fight(location: Path | str) -> LiveFight | ServerFight:
    """The watch on the running fight of the campaign file at ``location``, or of the
    shared campaign at a ``postgresql://`` URL."""
    if is_server_url(location):
        return ServerFight(str(location))
    return LiveFight(location)
