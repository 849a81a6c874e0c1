"""A shared campaign: one PostgreSQL database on a server, opened by several clients.

The same models, schema steps, ``Change``/``Batch`` path and undo serve it as a campaign
file, and the same ``write`` (the base :class:`~campaign_manager.storage.campaign.Campaign`);
what is about a file stays in :mod:`campaign_manager.storage.file_campaign` (the file lock,
PRAGMAs, the application id, the backup API, checks of the file's identity, roster-line
helper processes reading the file). Here instead:

- the database is peewee's psycopg 3 database; JSON columns are ``jsonb``, read back as
  their text so every JSON value decodes as it does from a file;
- upgrades run under an advisory lock (:func:`migrations.migration_lock`); a database of a
  newer schema than this client's is refused with :class:`NewerSchema`;
- a role that may not update the characters opens the campaign read-only; the server
  enforces it;
- a write keeps its transaction's id, so that after a lost connection the client can ask
  whether it was saved; refusals name the campaign's address (its URL with no password).
"""

from __future__ import annotations

import contextlib
import uuid as uuidlib
from collections.abc import Callable
from typing import Any, TypeVar

from peewee import DatabaseError as PeeweeDatabaseError
from peewee import OperationalError as PeeweeOperationalError
from peewee import ProgrammingError as PeeweeProgrammingError
from playhouse.postgres_ext import Psycopg3Database

from campaign_manager.storage import migrations, player_view
from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.db import db
from campaign_manager.storage.drivers import load_server_driver
from campaign_manager.storage.errors import (
    CampaignError,
    CampaignExists,
    CampaignIsReadOnly,
    CannotCreate,
    NewerSchema,
    NotACampaign,
    ServerUnreachable,
    UpgradeNeedsBackup,
    WriteFailed,
)
from campaign_manager.storage.lines import decoded_line, line_of, repricing, summarizer
from campaign_manager.storage.models import CampaignInfo, server_time
from campaign_manager.storage.uris import shown

__all__ = ["ServerCampaign", "publish", "shown"]

T = TypeVar("T")

load_server_driver()  # peewee started without it (storage.drivers)


class ServerDatabase(Psycopg3Database):
    """peewee's psycopg 3 database, handing ``json``/``jsonb`` values back as their text
    (the models' ``JSONField`` decodes them, exactly as from a campaign file)."""

    def _connect(self):
        from psycopg.types.string import TextLoader

        conn = super()._connect()
        for name in ("json", "jsonb"):
            conn.adapters.register_loader(name, TextLoader)
        return conn


def _connect(url: str) -> ServerDatabase:
    database = ServerDatabase(url)
    try:
        database.connect()
    except PeeweeDatabaseError as exc:
        raise ServerUnreachable(shown(url), _said(exc), reason="connect") from exc
    return database


def _said(exc: BaseException) -> str:
    cause = exc.__cause__ or exc.__context__ or exc
    return str(cause).strip() or type(cause).__name__


def _insufficient(exc: BaseException) -> bool:
    """Whether the server refused ``exc``'s statement for want of a privilege."""
    from psycopg import errors as pg_errors

    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, pg_errors.InsufficientPrivilege):
            return True
        seen = seen.__cause__ or seen.__context__
    return False


class ServerCampaign(Campaign):
    """An open campaign on a PostgreSQL server (one open campaign per process, bound to
    the deferred database as a file's is). ``url`` is how it was reached (a password
    included); :attr:`location` is its address as shown (no password), for messages."""

    shared = True
    #: each GM's undo history stays with their client (in memory), not in the shared tables
    keeps_history = False

    def __init__(self, url: str, database: ServerDatabase, *, read_only: bool = False):
        super().__init__(database, read_only=read_only)
        self.url = url
        #: why the connection to the server is lost (a WriteFailed), until it is back
        self.lost: WriteFailed | None = None
        #: the transaction whose commit the lost connection left unanswered (its id)
        self._unsure: int | None = None
        # read once here: a worker thread asking for it would open a connection of its own
        self.__dict__["_system"] = database.execute_sql("SELECT system FROM campaign").fetchone()[0]
        #: this client's name (its application name, else its role), as rows and
        #: notifications name their writer
        self._who = database.execute_sql(f"SELECT {migrations.CLIENT_NAME_SQL}").fetchone()[0]

    @property
    def location(self) -> str:
        """Where the campaign is, as it may be shown and kept: the URL with no password."""
        return shown(self.url)

    @property
    def who(self) -> str:
        return self._who

    def own_connection_id(self) -> int | None:
        """The server's process id of this thread's connection (a notification it sent
        names it), or None when there is none."""
        if self.database.is_closed():
            return None
        return self.database.connection().info.backend_pid

    # -- what the one write does here -----------------------------------------------------
    def _refuse_writes(self) -> None:
        """Nothing is written while the connection is lost (until :meth:`reconnect`)."""
        super()._refuse_writes()
        if self.lost is not None:
            raise self.lost

    def _outermost(self, operation: Callable[[], T]) -> T:
        """The transaction's id is kept (whether its commit landed can be asked after a
        lost connection), its rows are stamped by the server's clock (the transaction's
        start), and what the players see is refreshed in it. A connection that broke
        during it raises ``disconnected`` (:meth:`reconnect` tells whether it was saved)."""
        transaction: list[int] = []  # its id, once known; then whether it was committing
        try:
            with self.database.atomic():
                xid, now = self.database.execute_sql(
                    "SELECT txid_current(), now() AT TIME ZONE 'UTC'"
                ).fetchone()
                transaction.append(xid)
                with server_time(now):
                    result = operation()
                player_view.refresh_if_marked(self.database)  # what the players see, with it
                transaction.append(True)  # committing now
            return result
        except Exception as exc:
            if not self._connection_lost():
                raise
            unsure = transaction[0] if len(transaction) == 2 else None
            raise self._lose(exc, unsure) from exc

    def _refusal(self, exc: Exception) -> CampaignError | None:
        """A write the server refused for want of a privilege: CampaignIsReadOnly; one that
        failed otherwise: :class:`WriteFailed` with the server's words."""
        if not isinstance(exc, PeeweeOperationalError | PeeweeProgrammingError):
            return None
        if _insufficient(exc):
            return CampaignIsReadOnly(self.location, _said(exc), reason="edit")
        if not isinstance(exc, PeeweeOperationalError):
            return None
        return WriteFailed(self.location, _said(exc), reason="other")

    def _connection_lost(self) -> bool:
        conn = self.database._state.conn
        return conn is not None and bool(conn.broken or conn.closed)

    def _lose(self, exc: BaseException, unsure: int | None) -> WriteFailed:
        """The connection broke during a write: nothing more is written until
        :meth:`reconnect` finds the server again."""
        self.lost = WriteFailed(self.location, _said(exc), reason="disconnected")
        self._unsure = unsure
        with contextlib.suppress(Exception):  # a broken connection closes as it can
            self.database.close()
        return self.lost

    def lose_connection(self, why: str) -> None:
        """The server stopped answering (its notifications stopped): nothing is written
        until :meth:`reconnect` finds it again."""
        if self.lost is None:
            self._lose(ConnectionError(why), None)

    @property
    def name(self) -> str:
        """The campaign's name (as last read while the server answered)."""
        if self.lost is None or not hasattr(self, "_name"):
            self._name = super().name
        return self._name

    def reconnect(self) -> bool | None:
        """After a lost connection, try the server again: None while it does not answer;
        else whether the write the loss interrupted was saved (False: nothing of it was; a
        write cut off before its commit never is, one cut off during its commit is asked
        about by its transaction's id)."""
        if self.lost is None:
            return None
        with contextlib.suppress(Exception):
            self.database.close()
        try:
            self.database.connect(reuse_if_open=True)
            saved = False
            if self._unsure is not None:
                row = self.database.execute_sql(
                    "SELECT txid_status(%s)", (self._unsure,)
                ).fetchone()
                saved = row[0] == "committed"
        except PeeweeDatabaseError:
            with contextlib.suppress(Exception):
                self.database.close()
            return None
        self.lost, self._unsure = None, None
        return saved

    def checkpoint(self) -> bool:
        """Nothing to move: the server has every committed edit."""
        return not self.read_only and self.lost is None and not self.database.is_closed()

    def compute_summaries(
        self,
        campaign_settings: dict,
        progress: Callable[[int, int], None] | None = None,
        cancelled: Callable[[], bool] | None = None,
        since: dict | None = None,
    ) -> dict[int, dict[str, str]] | None:
        """The roster lines under ``campaign_settings`` that differ from the stored ones
        (``since``: the stored settings), without writing; read through a connection of
        its own (safe on a worker thread)."""
        import json

        import psycopg

        summarize = summarizer(self.system, campaign_settings)
        lines: dict[int, dict[str, str]] = {}
        with psycopg.connect(self.url) as conn:
            sql = "SELECT id, sheet::text, summary::text FROM character ORDER BY id"
            rows = conn.execute(sql).fetchall()
            if since is None:  # the settings the stored lines were worked out by
                (text,) = conn.execute("SELECT settings::text FROM campaign").fetchone()
                since = json.loads(text) if text else {}
        only = repricing(self.system, since, campaign_settings)
        for done, (character_id, text, stored) in enumerate(rows, 1):
            if cancelled is not None and cancelled():
                return None
            try:
                sheet = json.loads(text) if text else {}
            except ValueError:
                sheet = None
            if only is None or only(sheet) or not decoded_line(stored):  # others keep theirs
                line = line_of(summarize, sheet)
                if line != decoded_line(stored):
                    lines[character_id] = line
            if progress is not None:
                progress(done, len(rows))
        return lines

    def save_copy(self, destination: Any) -> Any:
        """Write the shared campaign as a new campaign file at ``destination`` (a campaign
        of its own: a new identity), in one consistent read of the server."""
        from campaign_manager.storage.copying import copy_into_file

        with self.database.atomic():  # one snapshot: rows of one moment
            self.database.execute_sql("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
            return copy_into_file(destination)

    # -- opening and creating ---------------------------------------------------------
    @classmethod
    def open(
        cls, url: str, *, read_only: bool = False, force_upgrade: bool = False
    ) -> ServerCampaign:
        """Open the campaign in the PostgreSQL database at ``url``, upgrading an older schema
        under the advisory lock, after a backup of it (:mod:`server_backup`; without one the
        upgrade is refused with :class:`UpgradeNeedsBackup` unless ``force_upgrade``); refuses
        a database that holds no campaign (:class:`NotACampaign`) or one of a newer schema
        (:class:`NewerSchema`)."""
        database = _connect(url)
        try:
            if not _has_campaign(database):
                raise NotACampaign(shown(url), "the database holds no campaign", reason="tables")
            found = migrations.schema_version(database)
            if found > migrations.CURRENT_VERSION:
                raise NewerSchema(shown(url), found, migrations.CURRENT_VERSION)
            writable = _privileges(database)
            if found < migrations.CURRENT_VERSION:
                if not writable:
                    raise CampaignIsReadOnly(
                        shown(url), "it must be upgraded first", reason="needs-writing"
                    )
                _upgrade(url, database, found, force_upgrade)
            db.initialize(database)
        except BaseException:
            database.close()
            raise
        campaign = cls(url, database, read_only=read_only or not writable)
        if not campaign.read_only:
            campaign.refresh_summaries(only_missing=True)
        return campaign

    @classmethod
    def create(
        cls, url: str, name: str, system: str, description: str = "", settings: dict | None = None
    ) -> ServerCampaign:
        """Create a new campaign in the (empty) PostgreSQL database at ``url`` and open it;
        a database that holds a campaign already is refused with :class:`CampaignExists`."""
        database = _connect(url)
        try:
            if _has_campaign(database):
                raise CampaignExists(shown(url), "the database holds a campaign already")
            try:
                migrations.migrate_to(database)
                db.initialize(database)
                with database.atomic():
                    now = database.execute_sql("SELECT now() AT TIME ZONE 'UTC'").fetchone()[0]
                    with server_time(now):
                        CampaignInfo.create(
                            name=name,
                            system=system,
                            description=description,
                            settings=settings or {},
                        )
                    database.execute_sql(
                        "UPDATE campaign SET uuid = %s WHERE uuid IS NULL", (uuidlib.uuid4().hex,)
                    )
                    player_view.refresh(database)
            except PeeweeDatabaseError as exc:
                raise CannotCreate(shown(url), _said(exc)) from exc
        except BaseException:
            if db.obj is database:
                db.initialize(None)
            database.close()
            raise
        return cls(url, database)


def _privileges(database: ServerDatabase) -> bool:
    """Whether the connected role may change the characters (else: read-only)."""
    row = database.execute_sql(
        "SELECT has_table_privilege(current_user, 'character', 'UPDATE')"
    ).fetchone()
    return bool(row[0])


def _has_campaign(database: ServerDatabase) -> bool:
    return "campaign" in database.get_tables()


def _upgrade(url: str, database: ServerDatabase, found: int, force: bool) -> None:
    """Upgrade the campaign from schema ``found``: under the advisory lock, a backup first
    unless another client upgraded it meanwhile (or ``force`` and there is no backup)."""
    from campaign_manager.storage.server_backup import database_of, dump_before_upgrade

    with migrations.migration_lock(database):
        if migrations.schema_version(database) >= migrations.CURRENT_VERSION:
            return  # another client upgraded it while this one waited
        identity = ""
        if "uuid" in {column.name for column in database.get_columns("campaign")}:
            row = database.execute_sql("SELECT uuid FROM campaign").fetchone()
            identity = (row[0] if row else "") or ""
        try:
            dump_before_upgrade(url, database_of(url), identity, found)
        except UpgradeNeedsBackup:
            if not force:
                raise
        migrations.migrate_to(database)


def publish(url: str) -> int:
    """Copy the open campaign into the empty PostgreSQL database at ``url`` (made a
    campaign by the same steps as a new one); returns how many rows were copied. A database
    that holds a campaign already is refused with :class:`CampaignExists`; nothing is left
    there when the copy fails."""
    from campaign_manager.storage.copying import copy_rows

    source = db.obj
    target = _connect(url)
    try:
        if _has_campaign(target):
            raise CampaignExists(shown(url), "the database holds a campaign already")
        try:
            with target.atomic():
                migrations.migrate_to(target)
                copied = copy_rows(source, target)
                player_view.refresh(target)
                return copied
        except PeeweeDatabaseError as exc:
            raise CannotCreate(shown(url), _said(exc)) from exc
    finally:
        target.close()
