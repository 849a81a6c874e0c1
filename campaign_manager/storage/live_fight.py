"""Following a campaign's running fight from beside the GM's app, without ever writing.

:class:`LiveFight` opens the file through SQLite's read-only URI (``mode=ro``: it sees each
step the GM's app commits, write-ahead log included) and takes no lock, so the GM can open,
play and close the campaign while it watches. ``PRAGMA data_version`` tells it cheaply
whether anyone committed since it last looked; only then does it read the campaign row and
the newest running encounter. Plain ``sqlite3``, no peewee: nothing here can write.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

from campaign_manager.storage.errors import CampaignMissing, CorruptCampaign, NotACampaign
from campaign_manager.storage.uris import read_only_uri


@dataclass(frozen=True)
class FightSnapshot:
    """What the file holds now: the campaign's name, system and settings, and the state of
    its newest running fight (None: no fight is running)."""

    name: str
    system: str
    settings: dict = field(default_factory=dict)
    state: dict | None = None


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
            fight = connection.execute(
                "SELECT state FROM encounter WHERE status = 'running' "
                "ORDER BY updated_at DESC, id DESC LIMIT 1"
            ).fetchone()
        finally:
            connection.execute("COMMIT")
        if row is None:
            raise NotACampaign(self.path, "the campaign record is missing")
        settings = _json(row[2])
        state = _json(fight[0]) if fight else None
        return FightSnapshot(
            str(row[0] or ""),
            str(row[1] or ""),
            settings if isinstance(settings, dict) else {},
            state if isinstance(state, dict) else None,
        )
