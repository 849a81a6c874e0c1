"""A campaign in a file: opening, creating, copying and closing it (:class:`FileCampaign`).

A campaign is one SQLite file (suffix ``.kronikar``). Opening one:

1. checks that the path is a regular file Kronikář may read, and that none of the files
   written beside it (``.lock``, ``-wal``, ``-shm``, ``-journal``) is a symbolic link;
2. takes the exclusive lock on the file itself (another running instance, through any
   path, symlink or hard link);
3. probes it without writing (:mod:`probe`): not SQLite, damaged, not a Kronikář
   campaign, newer schema, schema objects it never creates (a trigger would run inside
   the GM's edits); a log left by a crash is judged on a copy;
4. refuses a file or folder it cannot write (or opens it read-only on request);
5. lets SQLite recover a log left by a crash, upgrades an older schema on a copy that is
   swapped in atomically only once every step has committed (the original stays
   byte-identical if a step fails; a copy of it is kept in the backups folder), opens it
   for writing with WAL, foreign keys and a busy timeout, and keeps a rolling copy in
   the campaign's backups folder.

A refusal at any step leaves the file and its siblings byte-identical. While a campaign
is open, :meth:`FileCampaign.checkpoint` (called when the app is idle, and by ``close``) moves
the committed edits from the ``-wal`` into the file, so the file alone is the campaign.

What every campaign does alike (the one ``write``, the roster lines) is the base
:class:`~campaign_manager.storage.campaign.Campaign`'s; here is only what is about a file.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import stat
import threading
import uuid as uuidlib
from collections.abc import Callable
from pathlib import Path

from peewee import DatabaseError as PeeweeDatabaseError
from peewee import OperationalError as PeeweeOperationalError
from peewee import SqliteDatabase

from campaign_manager.paths import rescue_dir
from campaign_manager.storage import migrations
from campaign_manager.storage.backups import (
    backup_file,
    folder_for,
    is_inside_backups,
    pre_migration_backup,
    rolling_backup,
)
from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.db import db
from campaign_manager.storage.errors import (
    BackupFailed,
    CampaignError,
    CampaignExists,
    CampaignLocked,
    CampaignMissing,
    CampaignReadOnly,
    CampaignUnreadable,
    CannotCreate,
    CompanionLink,
    CorruptCampaign,
    MigrationFailed,
    NotAFile,
    WriteFailed,
)
from campaign_manager.storage.lines import compute_lines
from campaign_manager.storage.locking import FileLock
from campaign_manager.storage.models import CampaignInfo
from campaign_manager.storage.probe import Facts, check_integrity, probe, sibling
from campaign_manager.storage.unreadable import not_utf8, read_text
from campaign_manager.storage.uris import read_only_uri

__all__ = ["PRAGMAS", "FileCampaign"]

PRAGMAS = {"foreign_keys": 1, "journal_mode": "wal", "busy_timeout": 5000}
SIBLING_SUFFIXES = ("-wal", "-shm", "-journal")
LOCK_SUFFIX = ".lock"


class FileCampaign(Campaign):
    """An open campaign file: its path, its lock, its backups and the bound database."""

    def __init__(
        self, path: Path, database: SqliteDatabase, lock: FileLock, *, read_only: bool = False
    ):
        super().__init__(database, read_only=read_only)
        self.path = path
        self._lock = lock
        self.migration_backup: Path | None = None
        self.rolling_backup: Path | None = None
        #: what ``open(defer_checks=True)`` left for ``deferred_checks``
        self._deferred: tuple[str, str, bool, bool] | None = None
        self._checking = threading.Lock()  # close() waits for deferred checks to end
        self._checks_passed = True  # False from opening until the deferred checks pass
        self._check_error: CampaignError | None = None  # what they found
        #: the file as opened (device, inode): a write checks the path still leads to it
        self._real = Path(os.path.realpath(path))
        info = os.stat(self._real)
        self._identity = (info.st_dev, info.st_ino)

    @property
    def location(self) -> Path:
        """Where the campaign is, as the app keeps and shows it: the file's path."""
        return self.path

    # -- what the one write checks here ------------------------------------------------
    def _refuse_writes(self) -> None:
        """Nothing is written once the file went away (:attr:`stopped`), nor before the
        checks left for after opening have passed: a write waits for them (or runs them),
        and raises what they found."""
        super()._refuse_writes()
        if not self._checks_passed:
            error = self.deferred_checks()
            if error is not None:
                raise error

    def _outermost(self, operation):
        """Nothing is written to a file that is no longer the one opened (deleted, moved
        or replaced meanwhile): the campaign stops taking edits and everything up to now
        goes to a rescue copy."""
        self._check_still_ours()
        return super()._outermost(operation)

    def _refusal(self, exc: Exception) -> WriteFailed | None:
        """A write SQLite refused: :class:`WriteFailed` in SQLite's own terms (the disk is
        full, the file is locked, ...)."""
        if not isinstance(exc, sqlite3.OperationalError | PeeweeOperationalError):
            return None
        cause = _first_cause(exc)
        refusal = self._failure(cause)
        refusal.__cause__ = cause
        return refusal

    def _failure(self, cause: BaseException) -> WriteFailed:
        """The WriteFailed for what SQLite said."""
        said = str(cause)
        text = said.lower()
        if "full" in text:
            return WriteFailed(self.path, said, reason="full", needed=self._room_needed())
        if "locked" in text or "busy" in text:
            return WriteFailed(self.path, said, reason="locked")
        if "i/o" in text or "unable to open" in text or "readonly" in text:
            return WriteFailed(self.path, said, reason="io")
        return WriteFailed(self.path, said, reason="other")

    def _room_needed(self) -> int:
        """Free space that lets edits and the idle copy into the file go on: the log's
        size (the copy moves it into the file) and a margin for the next edits."""
        try:
            log = os.stat(sibling(self._real, "-wal")).st_size
        except OSError:
            log = 0
        return max(log, 0) + 4 * 1024 * 1024

    def _check_still_ours(self) -> None:
        """Raise (and stop taking edits) when the path no longer leads to the file opened."""
        try:
            info = os.stat(self._real)
            same = (info.st_dev, info.st_ino) == self._identity
        except OSError:
            same = False
        if not same:
            rescue = self._rescue()
            self.stopped = WriteFailed(
                self.path,
                "the file was deleted, moved or replaced",
                reason="vanished",
                rescue=rescue,
            )
            raise self.stopped

    def _rescue(self) -> Path | None:
        """Copy everything committed so far (the open connection still reads the file it
        opened, even when it is gone from its folder) beside the file, or into the
        campaigns' rescue folder when that cannot be written. None when neither worked."""
        stem = self.path.stem
        for folder in (self.path.parent, rescue_dir()):
            if folder == self.path.parent and not folder.is_dir():
                continue  # its drive is gone: a folder made anew there would be lost too
            for number in range(1, 100):
                suffix = "" if number == 1 else f" {number}"
                candidate = folder / f"{stem} (rescued{suffix}){self.path.suffix}"
                if candidate.exists():
                    continue
                try:
                    backup_file(self.database.connection(), candidate)
                except (OSError, sqlite3.Error):
                    _remove_with_siblings(candidate)
                    break
                return candidate
        return None

    def checkpoint(self) -> bool:
        """Move every committed edit from the ``-wal`` into the campaign file and empty
        the log (``PRAGMA wal_checkpoint(TRUNCATE)``): afterwards a copy of the
        ``.kronikar`` file alone holds the whole campaign.

        Call it on the thread that edits (the UI thread) when the app has been idle for a
        moment; it takes as long as writing the pages changed since the last one. Returns
        False (and does nothing) inside an open transaction, on a read-only campaign, or
        when another connection kept it from finishing; also False when the disk could not
        take it (a full disk), with :attr:`checkpoint_error` saying why: the edits are all
        committed, in the file and its ``-wal`` together. True when the file is complete.
        """
        if self.read_only or self.database.is_closed() or self.stopped is not None:
            return False
        connection = self.database.connection()
        if connection.in_transaction:
            return False
        try:
            self._check_still_ours()  # never copy into a file nobody will see again
        except WriteFailed:
            return False
        try:
            busy, _, _ = connection.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        except sqlite3.Error as exc:
            self.checkpoint_error = self._failure(exc)
            return False
        self.checkpoint_error = None
        return busy == 0

    def compute_summaries(
        self,
        campaign_settings: dict,
        progress: Callable[[int, int], None] | None = None,
        cancelled: Callable[[], bool] | None = None,
        since: dict | None = None,
    ) -> dict[int, dict[str, str]] | None:
        """:func:`~.lines.compute_lines` here: the lines that differ, None if cancelled."""
        work = (self.path, self.system, campaign_settings, progress, cancelled)
        return compute_lines(*work, since=since)

    def save_copy(self, destination: Path) -> Path:
        """Write a consistent copy of the open campaign to ``destination``.

        The copy is a campaign of its own: it gets a new identity, so its backups never
        mix with this one's.
        """
        destination = Path(destination)
        if destination.resolve() == self.path.resolve() or _same_file(destination, self.path):
            raise CampaignExists(destination, "a copy cannot replace the open campaign")
        backup_file(self.database.connection(), destination)
        conn = sqlite3.connect(destination)
        try:
            with conn:
                conn.execute("UPDATE campaign SET uuid = ?", (uuidlib.uuid4().hex,))
        finally:
            conn.close()
        return destination

    # -- checks left for after the first paint ------------------------------------------
    @property
    def has_deferred_checks(self) -> bool:
        return self._deferred is not None

    def deferred_checks(self) -> CampaignError | None:
        """Run what ``open_campaign(defer_checks=True)`` left: the page-by-page integrity
        check, then the rolling backup. Returns the refusal (CorruptCampaign, BackupFailed)
        instead of raising it; None when all is well or nothing was left. Afterwards, on the
        editing thread, ``refresh_summaries()`` writes any roster line not yet written.

        Safe on a worker thread: it reads through its own read-only connection while the
        window goes on (a backup is one consistent snapshot), and ``close`` waits for it.
        """
        with self._checking:
            pending, self._deferred = self._deferred, None
            if pending is None:  # run already (here or on another thread), or closed
                return self._check_error
            self._check_error = self._run_checks(pending)
            self._checks_passed = self._check_error is None
            return self._check_error

    def _run_checks(self, pending: tuple[str, str, bool, bool]) -> CampaignError | None:
        identity, name, backup, immutable = pending
        real = Path(os.path.realpath(self.path))
        try:
            conn = sqlite3.connect(read_only_uri(real, immutable=immutable), uri=True)
        except sqlite3.Error as exc:
            return CorruptCampaign(self.path, str(exc), reason="damaged")
        try:
            check_integrity(self.path, conn)
            if backup:
                try:
                    self.rolling_backup = rolling_backup(conn, real, identity, name)
                except (OSError, sqlite3.Error) as exc:
                    return BackupFailed(self.path, _said(exc), folder=folder_for(identity))
        except CorruptCampaign as error:
            return error
        finally:
            conn.close()
        return None

    # -- opening and creating ---------------------------------------------------------
    @classmethod
    def open(
        cls,
        path: Path | str,
        *,
        backup: bool = True,
        read_only: bool = False,
        defer_checks: bool = False,
    ) -> FileCampaign:
        """Open an existing campaign, migrating it if it is older; see the module doc.

        ``read_only``: open a campaign that cannot be written (a read-only file or folder)
        for looking at it: no backup, no upgrade, every write refused. Without it such a file
        is refused with :class:`CampaignReadOnly`.

        ``defer_checks``: leave the page-by-page integrity check and the rolling backup (the
        two costs that grow with the file) to :meth:`deferred_checks`, which the app
        runs off the window's thread once the roster is painted. Everything else (the header,
        the application id, the tables, the version, recovery and upgrades) is decided here.
        """
        path = Path(path).expanduser()
        _check_path(path)
        real = Path(os.path.realpath(path))
        _refuse_companion_links(path, real)
        lock = FileLock(real)
        try:
            got = lock.acquire()
        except OSError as exc:
            raise _os_error(path, exc) from exc
        if not got:
            raise CampaignLocked(path, lock.holder())
        database = None
        try:
            try:
                facts = probe(real, migrations.CURRENT_VERSION, integrity=not defer_checks)
            except OSError as exc:
                raise _os_error(path, exc) from exc
            problem = _write_problem(path, real)
            if read_only or problem:
                if not read_only:
                    raise problem
                if facts.version < migrations.CURRENT_VERSION or facts.logs:
                    raise CampaignReadOnly(
                        path, "it must be upgraded or recovered first", reason="needs-writing"
                    )
                database = _connect(real, read_only=True)
                opened = cls(path, database, lock, read_only=True)
                if defer_checks:
                    opened._deferred = ("", "", False, True)  # the integrity check only
                    opened._checks_passed = False
                return opened
            if facts.logs:
                try:
                    _recover(real)
                except sqlite3.Error as exc:
                    raise CorruptCampaign(path, str(exc), reason="damaged") from exc
            pre_migration = None
            if facts.version < migrations.CURRENT_VERSION:
                if defer_checks and not facts.logs:  # an upgrade starts from a file checked whole
                    probe(real, migrations.CURRENT_VERSION)
                pre_migration = _migrate(path, real, lock, facts)
            database = _connect(real)
            identity, name = database.execute_sql("SELECT uuid, name FROM campaign").fetchone()
            rolling = None
            backup = backup and not is_inside_backups(real)
            checked_whole = not defer_checks or bool(facts.logs) or pre_migration is not None
            if backup and checked_whole:
                try:
                    rolling = rolling_backup(database.connection(), real, identity, name)
                except (OSError, sqlite3.Error) as exc:
                    raise BackupFailed(path, _said(exc), folder=folder_for(identity)) from exc
        except BaseException:
            _disconnect(database)
            lock.release()
            raise
        campaign = cls(path, database, lock)
        campaign.rolling_backup = rolling
        campaign.migration_backup = pre_migration
        if not checked_whole:  # nothing is written before the check: a refusal leaves it as it was
            campaign._deferred = (identity, name, backup, False)
            campaign._checks_passed = False
        else:
            campaign.refresh_summaries(only_missing=True)
        return campaign

    @classmethod
    def create(
        cls,
        path: Path | str,
        name: str,
        system: str,
        description: str = "",
        settings: dict | None = None,
    ) -> FileCampaign:
        """Create a new campaign file (never overwrites one) and open it."""
        path = Path(path).expanduser()
        if path.exists() or path.is_symlink():
            raise CampaignExists(path, "a file of that name exists")
        folder = path.parent
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise CannotCreate(path, _said(exc), folder=folder) from exc
        try:
            os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644))
        except FileExistsError as exc:
            raise CampaignExists(path, "a file of that name exists") from exc
        except OSError as exc:
            raise CannotCreate(path, _said(exc), folder=folder) from exc
        real = Path(os.path.realpath(path))
        try:
            _refuse_companion_links(path, real)
        except CompanionLink:
            _remove_with_siblings(real, logs=False)
            raise
        lock = FileLock(real)
        database = None
        try:
            if not lock.acquire():
                raise CampaignLocked(path, lock.holder())
            database = _connect(real)
            migrations.migrate_to(database)
            with database.atomic():
                CampaignInfo.create(
                    name=name, system=system, description=description, settings=settings or {}
                )
                database.execute_sql(
                    "UPDATE campaign SET uuid = ? WHERE uuid IS NULL", (uuidlib.uuid4().hex,)
                )
        except BaseException as exc:
            _disconnect(database)
            _remove_with_siblings(real)
            lock.release()
            if isinstance(exc, sqlite3.Error | PeeweeDatabaseError | OSError):
                raise CannotCreate(path, _said(exc), folder=folder) from exc
            raise
        return cls(path, database, lock)

    # -- closing ------------------------------------------------------------------------
    def _before_close(self) -> bool:
        """A deferred check still reading the file ends first; then the last copy from the
        log into the file. False when it could not be done (a full disk): the file and its
        ``-wal`` then belong together (both are kept; the next open joins them), and
        :attr:`checkpoint_error` says why."""
        with self._checking:
            self._deferred = None
        if self.database.is_closed() or self.read_only or self.stopped is not None:
            return True
        return self.checkpoint() or self.checkpoint_error is None

    def close(self) -> bool:
        """Close the campaign and let go of the file's lock; True when the ``.kronikar``
        file alone holds it all."""
        whole = super().close()
        self._lock.release()
        return whole


def _first_cause(exc: BaseException) -> BaseException:
    """The error that started it: a failed write whose rollback failed too ("cannot
    rollback - no transaction is active", when SQLite had already rolled back) carries
    the first error as its context."""
    seen = exc
    while seen.__context__ is not None and "transaction is active" in str(seen).lower():
        seen = seen.__context__
    while seen.__context__ is not None and "no such savepoint" in str(seen).lower():
        seen = seen.__context__
    return seen


def _same_file(a: Path, b: Path) -> bool:
    try:
        return Path(a).samefile(b)
    except OSError:
        return False


class CampaignDatabase(SqliteDatabase):
    """A campaign file's connections: a text cell whose bytes are not UTF-8 reads as a
    :class:`~.unreadable.UnreadableText` (the driver would refuse the whole query, and the
    campaign would not open for one bad name), and ``kronikar_not_utf8(CAST(x AS BLOB))``
    finds such cells in SQL."""

    def _add_conn_hooks(self, conn: sqlite3.Connection) -> None:
        super()._add_conn_hooks(conn)
        conn.text_factory = read_text
        conn.create_function("kronikar_not_utf8", 1, not_utf8, deterministic=True)


def _connect(path: Path, *, read_only: bool = False) -> SqliteDatabase:
    if read_only:
        uri = read_only_uri(path)
        database = CampaignDatabase(uri, uri=True, pragmas={"foreign_keys": 1})
    else:
        database = CampaignDatabase(str(path), pragmas=PRAGMAS)
    database.connect()
    db.initialize(database)
    return database


def _disconnect(database: SqliteDatabase | None) -> None:
    if database is not None and not database.is_closed():
        database.close()
    if db.obj is database or database is None:
        db.initialize(None)


def _remove_with_siblings(path: Path, *, logs: bool = True) -> None:
    """Remove a file Kronikář made (and, with ``logs``, its ``-wal``, ``-shm`` and
    ``-journal``)."""
    for candidate in (path, *(sibling(path, s) for s in SIBLING_SUFFIXES if logs)):
        with contextlib.suppress(OSError):
            candidate.unlink(missing_ok=True)


def _said(exc: BaseException) -> str:
    """What went wrong, in the OS's or SQLite's words, without Python's wrapping."""
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc)


def _os_error(path: Path, exc: OSError) -> CampaignError:
    """The refusal for an operating-system error while reading ``path``."""
    if isinstance(exc, PermissionError):
        return CampaignUnreadable(path, exc.strerror or str(exc))
    if isinstance(exc, FileNotFoundError):
        return CampaignMissing(path, exc.strerror or str(exc))
    if isinstance(exc, IsADirectoryError):
        return NotAFile(path, "a folder", reason="folder")
    return CampaignError(path, exc.strerror or str(exc), reason="os")


def _check_path(path: Path) -> None:
    """A regular file Kronikář may read, or the refusal that says what it is instead."""
    try:
        info = os.stat(path)
    except OSError as exc:
        raise _os_error(path, exc) from exc
    if stat.S_ISDIR(info.st_mode):
        raise NotAFile(path, "a folder, not a file", reason="folder")
    if not stat.S_ISREG(info.st_mode):
        raise NotAFile(path, "a device, pipe or socket, not a file", reason="special")
    if not os.access(path, os.R_OK):
        raise CampaignUnreadable(path, "no permission to read it")


def _refuse_companion_links(path: Path, real: Path) -> None:
    """Refuse a campaign whose ``.lock``, ``-wal``, ``-shm`` or ``-journal`` is a symbolic
    link: Kronikář or SQLite would write through it, over whatever it points to."""
    for suffix in (LOCK_SUFFIX, *SIBLING_SUFFIXES):
        companion = sibling(real, suffix)
        if os.path.islink(companion):
            raise CompanionLink(path, companion)


def _write_problem(path: Path, real: Path) -> CampaignReadOnly | None:
    """Why edits to the file could not be saved, or None."""
    if not os.access(real, os.W_OK):
        return CampaignReadOnly(path, "the file is read-only", reason="file")
    if not os.access(real.parent, os.W_OK | os.X_OK):
        return CampaignReadOnly(
            path, "its folder is read-only", reason="folder", folder=real.parent
        )
    return None


def _recover(real: Path) -> None:
    """Let SQLite replay a log a crash left (WAL) or roll back a hot journal, in place.

    Only after the probe has shown, on a copy, that the file is ours and whole.
    """
    conn = sqlite3.connect(real)
    try:
        conn.execute("PRAGMA busy_timeout = 5000")
        conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
    finally:
        conn.close()


def _migrate(path: Path, real: Path, lock: FileLock, facts: Facts) -> Path:
    """Upgrade the file on a copy beside it; swap the copy in once every step has
    committed. Returns the copy of the original kept in the backups folder."""
    work = real.with_name(f".{real.name}.upgrading")
    _remove_with_siblings(work)
    target = migrations.CURRENT_VERSION
    try:
        try:
            backup_file(real, work)
        except (OSError, sqlite3.Error) as exc:
            raise MigrationFailed(
                path, 0, f"the working copy could not be written: {_said(exc)}"
            ) from exc
        database = SqliteDatabase(str(work), pragmas={"foreign_keys": 1})
        database.connect()
        try:
            database.execute_sql("PRAGMA journal_mode = delete")
            for step in sorted(v for v in migrations.STEPS if facts.version < v <= target):
                try:
                    migrations.migrate_to(database, step)
                except Exception as exc:
                    raise MigrationFailed(path, step, f"{type(exc).__name__}: {exc}") from exc
            database.execute_sql("PRAGMA journal_mode = wal")
            identity, name = database.execute_sql("SELECT uuid, name FROM campaign").fetchone()
        finally:
            database.close()
        try:
            kept = pre_migration_backup(real, identity, target, name)
        except (OSError, sqlite3.Error) as exc:
            raise BackupFailed(path, _said(exc), folder=folder_for(identity)) from exc
        lock.replace_file(work)
    except BaseException:
        _remove_with_siblings(work)
        raise
    return kept
