"""Opening, creating, copying and closing a campaign file.

A campaign is one SQLite file (suffix ``.kronikar``). Opening one:

1. checks the header and size without opening it as a database (not SQLite,
   truncated);
2. takes the exclusive lock (another running instance);
3. probes it read-only (corrupt, not a Kronikář campaign, newer schema);
4. keeps a rolling copy in the backups folder, and before migrating copies it
   aside again; only then opens it for writing, with WAL, foreign keys and a
   busy timeout.

A refusal at any step leaves the file byte-identical.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

from peewee import SqliteDatabase

from campaign_manager.paths import CAMPAIGN_SUFFIX, backups_dir
from campaign_manager.storage import migrations
from campaign_manager.storage.db import db
from campaign_manager.storage.errors import (
    CampaignExists,
    CampaignLocked,
    CampaignMissing,
    CorruptCampaign,
    NewerSchema,
    NotACampaign,
)
from campaign_manager.storage.locking import FileLock
from campaign_manager.storage.models import CampaignInfo, Character
from campaign_manager.systems import get_system

SQLITE_HEADER = b"SQLite format 3\x00"
ROLLING_BACKUPS = 5
PRAGMAS = {"foreign_keys": 1, "journal_mode": "wal", "busy_timeout": 5000}

T = TypeVar("T")


def _check_header(path: Path) -> None:
    size = path.stat().st_size
    with path.open("rb") as handle:
        header = handle.read(100)
    if len(header) < len(SQLITE_HEADER) or not header.startswith(SQLITE_HEADER):
        raise NotACampaign(path, "not an SQLite database")
    if len(header) < 100:
        raise CorruptCampaign(path, "the file ends inside its header")
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    page_count = int.from_bytes(header[28:32], "big")
    change_counter = header[24:28]
    valid_for = header[92:96]
    if page_size < 512 or page_size & (page_size - 1):
        raise CorruptCampaign(path, f"impossible page size {page_size}")
    if change_counter == valid_for and page_count and size < page_size * page_count:
        raise CorruptCampaign(
            path, f"truncated: {size} bytes, the header promises {page_size * page_count}"
        )
    if size % page_size:
        raise CorruptCampaign(path, f"truncated: {size} bytes is not a whole number of pages")


def _probe(path: Path) -> int:
    """Read-only checks; returns the schema version. Never writes to the file."""
    # With no write-ahead log beside it, the file is read as immutable: SQLite creates
    # no -wal/-shm files. A leftover log (after a crash) must be read with the file.
    wal = path.with_name(path.name + "-wal")
    uri = path.resolve().as_uri() + ("?mode=ro" if wal.exists() else "?mode=ro&immutable=1")
    try:
        conn = sqlite3.connect(uri, uri=True)
    except sqlite3.Error as exc:
        raise CorruptCampaign(path, str(exc)) from exc
    try:
        try:
            result = conn.execute("PRAGMA quick_check").fetchone()
            if not result or result[0] != "ok":
                raise CorruptCampaign(path, result[0] if result else "quick_check failed")
            tables = {
                row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")
            }
        except sqlite3.DatabaseError as exc:
            raise CorruptCampaign(path, str(exc)) from exc
        if not {"schema_version", "campaign"} <= tables:
            raise NotACampaign(path, "an SQLite database, but not a Kronikář campaign")
        row = conn.execute("SELECT MAX(version) FROM schema_version").fetchone()
        return int(row[0] or 0)
    finally:
        conn.close()


def backup_file(source: Path | sqlite3.Connection, destination: Path) -> Path:
    """Copy a campaign with SQLite's online backup API (safe while it is open)."""
    destination.parent.mkdir(parents=True, exist_ok=True)
    tmp = destination.with_name(destination.name + ".part")
    tmp.unlink(missing_ok=True)
    src = source if isinstance(source, sqlite3.Connection) else None
    if src is None:
        src = sqlite3.connect(Path(source).resolve().as_uri() + "?mode=ro", uri=True)
    try:
        dst = sqlite3.connect(tmp)
        try:
            src.backup(dst)
        finally:
            dst.close()
    finally:
        if not isinstance(source, sqlite3.Connection):
            src.close()
    tmp.replace(destination)
    return destination


def _stamp() -> str:
    return datetime.now().strftime("%Y%m%d-%H%M%S-%f")


def rolling_backup(path: Path, keep: int = ROLLING_BACKUPS) -> Path:
    """Copy ``path`` into the backups folder and keep only its ``keep`` newest copies."""
    folder = backups_dir() / path.stem
    copy = backup_file(path, folder / f"{path.stem}-{_stamp()}{CAMPAIGN_SUFFIX}")
    copies = sorted(folder.glob(f"{path.stem}-[0-9]*{CAMPAIGN_SUFFIX}"))
    for old in copies[:-keep]:
        old.unlink(missing_ok=True)
    return copy


class Campaign:
    """An open campaign: its file, its lock and the bound database.

    One campaign is open per process; every model reads and writes it through the
    deferred database :data:`campaign_manager.storage.db.db`.
    """

    def __init__(self, path: Path, database: SqliteDatabase, lock: FileLock):
        self.path = path
        self.database = database
        self._lock = lock
        self.migration_backup: Path | None = None
        self.rolling_backup: Path | None = None

    # -- the one wrapper for every write ---------------------------------------------
    def write(self, operation: Callable[[], T]) -> T:
        """Run ``operation`` in one transaction: committed at once, or not at all."""
        with self.database.atomic():
            return operation()

    # -- campaign row -----------------------------------------------------------------
    @property
    def info(self) -> CampaignInfo:
        return CampaignInfo.get()

    @property
    def name(self) -> str:
        return self.info.name

    @property
    def system(self) -> str:
        return self.info.system

    # -- roster lines -------------------------------------------------------------------
    def summary_of(self, sheet: dict, campaign_settings: dict | None = None) -> dict[str, str]:
        """The roster line for ``sheet`` in both languages, by the campaign's own rules."""
        settings = self.info.settings if campaign_settings is None else campaign_settings
        try:
            text = get_system(self.system).summary(sheet, settings)
        except ValueError as error:  # a damaged sheet still gets a line that says so
            return {"cs": f"deník nelze přečíst: {error}", "en": f"sheet cannot be read: {error}"}
        return {"cs": text.cs, "en": text.en}

    def refresh_summaries(self, only_missing: bool = True) -> int:
        """Recompute the stored roster lines (all, or those not yet written); returns how many."""

        def op() -> int:
            settings = self.info.settings
            query = Character.select(Character.id, Character.sheet, Character.summary)
            if only_missing:  # decided in SQL: a large roster's sheets are not read at all
                query = query.where(Character.summary.is_null() | (Character.summary == "{}"))
            count = 0
            for row in query:
                summary = self.summary_of(row.sheet, settings)
                if summary != row.summary:
                    Character.update(summary=summary).where(Character.id == row.id).execute()
                    count += 1
            return count

        return self.write(op)

    def save_copy(self, destination: Path) -> Path:
        """Write a consistent copy of the open campaign to ``destination``."""
        destination = Path(destination)
        if destination.resolve() == self.path.resolve():
            raise CampaignExists(destination, "a copy cannot replace the open campaign")
        return backup_file(self.database.connection(), destination)

    def close(self) -> None:
        if not self.database.is_closed():
            self.database.close()
        if db.obj is self.database:
            db.initialize(None)
        self._lock.release()

    def __enter__(self) -> Campaign:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def _connect(path: Path) -> SqliteDatabase:
    database = SqliteDatabase(str(path), pragmas=PRAGMAS)
    database.connect()
    db.initialize(database)
    return database


def open_campaign(path: Path | str, *, backup: bool = True) -> Campaign:
    """Open an existing campaign, migrating it if it is older; see the module doc."""
    path = Path(path).expanduser()
    if not path.is_file():
        raise CampaignMissing(path, "no such file")
    _check_header(path)
    lock = FileLock(path)
    if not lock.acquire():
        raise CampaignLocked(path, lock.holder())
    try:
        version = _probe(path)
        if version > migrations.CURRENT_VERSION:
            raise NewerSchema(path, version, migrations.CURRENT_VERSION)
        rolling = rolling_backup(path) if backup else None
        pre_migration = None
        if version < migrations.CURRENT_VERSION:
            pre_migration = backup_file(
                path,
                backups_dir()
                / path.stem
                / f"{path.stem}-before-schema-{migrations.CURRENT_VERSION}"
                f"-{_stamp()}{CAMPAIGN_SUFFIX}",
            )
        database = _connect(path)
        try:
            migrations.migrate_to(database)
        except Exception:
            database.close()
            db.initialize(None)
            raise
    except BaseException:
        lock.release()
        raise
    campaign = Campaign(path, database, lock)
    campaign.rolling_backup = rolling
    campaign.migration_backup = pre_migration
    campaign.refresh_summaries(only_missing=True)
    return campaign


def create_campaign(
    path: Path | str, name: str, system: str, description: str = "", settings: dict | None = None
) -> Campaign:
    """Create a new campaign file (never overwrites one) and open it."""
    path = Path(path).expanduser()
    if path.exists():
        raise CampaignExists(path, "a file of that name exists")
    path.parent.mkdir(parents=True, exist_ok=True)
    lock = FileLock(path)
    if not lock.acquire():
        raise CampaignLocked(path, lock.holder())
    try:
        database = _connect(path)
        migrations.migrate_to(database)
        with database.atomic():
            CampaignInfo.create(
                name=name, system=system, description=description, settings=settings or {}
            )
    except BaseException:
        if not db.is_closed():
            db.close()
        db.initialize(None)
        path.unlink(missing_ok=True)
        lock.release()
        raise
    return Campaign(path, database, lock)
