"""Schema versions and the migration runner.

Every schema since the first is reached by the same steps, so a new campaign and
an old one upgraded end in the same tables. Each step runs inside ``atomic()``;
before the first step on an existing file, :mod:`campaign` copies it aside with
SQLite's backup API. The steps use peewee's portable schema migrator only.

On a PostgreSQL server the runner holds an advisory lock while it works (two clients
opening an older campaign at once upgrade it once), and keeps the JSON columns as
``jsonb`` (:func:`server_types`).
"""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import Callable, Iterator

from peewee import (
    SQL,
    AutoField,
    BlobField,
    BooleanField,
    CharField,
    Database,
    DateTimeField,
    IntegerField,
    Model,
    PostgresqlDatabase,
    SqliteDatabase,
    TextField,
)

from campaign_manager.storage.constants import APPLICATION_ID
from campaign_manager.storage.models import SchemaVersion, utcnow


def _v1(database: Database) -> None:
    """The first schema: campaign row and characters with a JSON sheet."""

    class _Base(Model):
        class Meta:
            legacy_table_names = False

    class V1SchemaVersion(_Base):
        version = IntegerField()
        changed_at = DateTimeField(default=utcnow)

        class Meta:
            table_name = "schema_version"

    class V1Campaign(_Base):
        name = CharField(max_length=200)
        system = CharField(max_length=20)
        description = TextField(default="")
        settings = TextField(default="{}")
        created_at = DateTimeField(default=utcnow)

        class Meta:
            table_name = "campaign"

    class V1Character(_Base):
        id = AutoField()
        name = CharField(max_length=200)
        kind = CharField(max_length=3, default="pc")
        player = CharField(max_length=200, default="")
        notes = TextField(default="")
        sheet = TextField(default="{}")
        created_at = DateTimeField(default=utcnow)
        updated_at = DateTimeField(default=utcnow)

        class Meta:
            table_name = "character"

    models = [V1SchemaVersion, V1Campaign, V1Character]
    with database.bind_ctx(models):
        database.create_tables(models)


def _v2(database: Database) -> None:
    """Roster needs: tags and a portrait per character, and sorting by last change."""
    from playhouse.migrate import SchemaMigrator, migrate  # upgrades only

    migrator = SchemaMigrator.from_database(database)
    migrate(
        migrator.add_column("character", "tags", TextField(default="[]")),
        migrator.add_column("character", "portrait", BlobField(null=True)),
        migrator.add_index("character", ("updated_at",), False),
    )


def _v3(database: Database) -> None:
    """The roster line of each character is kept beside its sheet, so a roster of
    thousands opens without reading every sheet. Filled in when the campaign opens."""
    from playhouse.migrate import SchemaMigrator, migrate  # upgrades only

    migrator = SchemaMigrator.from_database(database)
    migrate(migrator.add_column("character", "summary", TextField(default="{}")))


def _v4(database: Database) -> None:
    """Kronikář's mark and the campaign's identity: the application id in the SQLite
    header (so a campaign is known without guessing from table names, and another
    program's file is never written to), and a UUID for the campaign, which keys its
    backups folder (two files of one name never share copies). A new campaign gets its
    UUID when its row is written (:func:`campaign.create_campaign`)."""
    from playhouse.migrate import SchemaMigrator, migrate  # upgrades only

    migrator = SchemaMigrator.from_database(database)
    migrate(migrator.add_column("campaign", "uuid", TextField(null=True)))
    rows = database.execute_sql("SELECT id FROM campaign WHERE uuid IS NULL").fetchall()
    for (row_id,) in rows:
        database.execute_sql(
            "UPDATE campaign SET uuid = ? WHERE id = ?", (uuid.uuid4().hex, row_id)
        )
    if isinstance(database, SqliteDatabase):  # a server's database needs no file mark
        database.execute_sql(f"PRAGMA application_id = {APPLICATION_ID}")


def _v5(database: Database) -> None:
    """The event log (written by the same change as its edit) and encounters (fights)."""

    class _Base(Model):
        class Meta:
            legacy_table_names = False

    class V5Event(_Base):
        id = AutoField()
        at = DateTimeField(default=utcnow, index=True)
        kind = CharField(max_length=40, default="note")
        text_cs = TextField()
        text_en = TextField()
        character = IntegerField(null=True, index=True)
        encounter = IntegerField(null=True, index=True)
        round = IntegerField(null=True)

        class Meta:
            table_name = "event"

    class V5Encounter(_Base):
        id = AutoField()
        name = CharField(max_length=200)
        notes = TextField(default="")
        status = CharField(max_length=12, default="prepared")
        state = TextField(default="{}")
        created_at = DateTimeField(default=utcnow)
        updated_at = DateTimeField(default=utcnow)

        class Meta:
            table_name = "encounter"

    models = [V5Event, V5Encounter]
    with database.bind_ctx(models):
        database.create_tables(models)


def _v6(database: Database) -> None:
    """The ledger's tables (contacts, links, favours, networks, operations, relations), filled
    from Dakara sheets; imported when a file needs it, not at start-up."""
    from campaign_manager.storage.ledger_schema import _v6_ledger

    _v6_ledger(database)


def _v7(database: Database) -> None:
    """Ids are never given twice: a new character (contact, fight, ledger record, log line)
    never takes the id of a deleted one, whose log lines and kept ledger records would
    otherwise show up on it. The names of deleted characters are kept, so what stays of
    one says whose it was."""

    class _Base(Model):
        class Meta:
            legacy_table_names = False

    class V7FormerCharacter(_Base):
        id = IntegerField(primary_key=True)
        name = CharField(max_length=200)
        deleted_at = DateTimeField(default=utcnow)

        class Meta:
            table_name = "former_character"

    with database.bind_ctx([V7FormerCharacter]):
        database.create_tables([V7FormerCharacter])
    if isinstance(database, SqliteDatabase):
        from campaign_manager.storage.sqlite_ids import never_reuse_ids

        never_reuse_ids(database)


def _v8(database: Database) -> None:
    """The newest steps of the undo history are kept in the file (label, change as JSON,
    undone or not), so undo works after a restart."""

    class _Base(Model):
        class Meta:
            legacy_table_names = False

    class V8UndoStep(_Base):
        id = AutoField()
        position = IntegerField(unique=True)
        text = TextField()
        payload = TextField()
        undone = BooleanField(default=False)
        created_at = DateTimeField(default=utcnow)

        class Meta:
            table_name = "undo_step"

    with database.bind_ctx([V8UndoStep]):
        database.create_tables([V8UndoStep])


#: The tables whose rows carry a version and their last writer (schema 9).
VERSIONED_TABLES = (
    "campaign",
    "character",
    "encounter",
    "ledger_contact",
    "ledger_link",
    "ledger_favour",
    "ledger_network",
    "ledger_operation",
    "ledger_relation",
)

#: The tables whose changes another client is told of (PostgreSQL's NOTIFY).
NOTIFYING_TABLES = (*VERSIONED_TABLES, "event", "former_character", "ledger_position")

#: The channel every change of a shared campaign is announced on.
CHANNEL = "kronikar"

#: Who a server's client is: its application name, else its role.
CLIENT_NAME_SQL = "coalesce(nullif(current_setting('application_name', true), ''), current_user)"

_NOTIFY_FUNCTION = f"""
CREATE OR REPLACE FUNCTION kronikar_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    r jsonb;
BEGIN
    IF TG_OP = 'DELETE' THEN r := to_jsonb(OLD); ELSE r := to_jsonb(NEW); END IF;
    PERFORM pg_notify('{CHANNEL}', json_build_object(
        'table', TG_TABLE_NAME, 'op', lower(TG_OP), 'id', r -> 'id',
        'version', r -> 'version', 'who', {CLIENT_NAME_SQL}, 'pid', pg_backend_pid(),
        'character', r -> 'character', 'encounter', r -> 'encounter')::text);
    RETURN NULL;
END $$
"""


def _v9(database: Database) -> None:
    """No lost updates between clients: each edited row carries a version, raised by every
    write, which writes only where the row still has the version it read, and who wrote it
    last. On a PostgreSQL server every change of a row is announced to the other clients
    (``NOTIFY kronikar``, a JSON of the table, id, version and who) inside its own
    transaction, by a trigger."""
    from playhouse.migrate import SchemaMigrator, migrate  # upgrades only

    migrator = SchemaMigrator.from_database(database)
    steps = []
    for table in VERSIONED_TABLES:  # defaults in the schema: a row written by SQL gets them
        version = IntegerField(null=True, constraints=[SQL("DEFAULT 0")])
        writer = CharField(max_length=200, null=True, constraints=[SQL("DEFAULT ''")])
        steps.append(migrator.add_column(table, "version", version))
        steps.append(migrator.add_column(table, "changed_by", writer))
    migrate(*steps)
    if isinstance(database, PostgresqlDatabase):
        database.execute_sql(_NOTIFY_FUNCTION)
        for table in NOTIFYING_TABLES:
            database.execute_sql(
                f'CREATE TRIGGER kronikar_notify AFTER INSERT OR UPDATE OR DELETE ON "{table}" '
                "FOR EACH ROW EXECUTE FUNCTION kronikar_notify()"
            )


def _v10(database: Database) -> None:
    """Each character's grammatical gender ("m" mužský, "f" ženský, "n" střední rod), which
    Czech texts about it agree with ("Lenka opustila", "nezraněná"). Every character
    already there is masculine, as the texts took it to be until now; the GM changes it."""
    from playhouse.migrate import SchemaMigrator, migrate  # upgrades only

    migrator = SchemaMigrator.from_database(database)
    gender = CharField(max_length=1, null=True, constraints=[SQL("DEFAULT 'm'")])
    migrate(migrator.add_column("character", "gender", gender))


def _v11(database: Database) -> None:
    """The image between fights is kept in the campaign (its bytes, type and SHA-256), not
    read from a path the settings name: that read any file of whoever opened the campaign
    (another GM's home folder, ``/dev/zero``, a FIFO). An old path setting is left as it
    is and never read."""

    class _Base(Model):
        class Meta:
            legacy_table_names = False

    class V11PlayerViewImage(_Base):
        id = AutoField()
        data = BlobField()
        kind = CharField(max_length=40)
        digest = CharField(max_length=64)

        class Meta:
            table_name = "player_view_image"

    with database.bind_ctx([V11PlayerViewImage]):
        database.create_tables([V11PlayerViewImage])
    if isinstance(database, PostgresqlDatabase):  # the group's GMs, and the players, use it
        from campaign_manager.storage import player_view

        player_view.grant_as_fights(
            database,
            "player_view_image",
            "SELECT, INSERT, UPDATE, DELETE",
            sequence="player_view_image_id_seq",
        )


def _v12(database: Database) -> None:
    """On a server, what the players may read: the ``player_view`` table, written with every
    change of a fight or of the campaign's name or settings
    (:mod:`~campaign_manager.storage.player_view`); the players' role reads it alone.
    Nothing on a file (it has no roles)."""
    if isinstance(database, PostgresqlDatabase):
        from campaign_manager.storage import player_view

        player_view.create(database)


def _v13(database: Database) -> None:
    """A fight's state kept in parts (:mod:`~campaign_manager.storage.fight_parts`), so a
    step writes what it changed, not the whole state of a fight of 200. The fights there
    stay whole (read as they are; each one's first step splits it); kept undo steps of
    fights, which named the whole state's text, go with every step older than them (undo
    after the upgrade must not skip them)."""
    database.execute_sql(
        'CREATE TABLE "encounter_part" ("encounter_id" INTEGER NOT NULL, '
        '"part" TEXT NOT NULL, "body" TEXT NOT NULL, PRIMARY KEY ("encounter_id", "part"))'
    )
    if database.table_exists("undo_step"):
        newest = database.execute_sql(
            f"SELECT MAX(position) FROM undo_step WHERE payload LIKE {database.param}",
            ("%SetEncounterState%",),
        ).fetchone()[0]
        if newest is not None:
            database.execute_sql(
                f"DELETE FROM undo_step WHERE position <= {database.param}", (newest,)
            )
    if isinstance(database, PostgresqlDatabase):  # the group's GMs step fights in it
        from campaign_manager.storage import player_view

        player_view.grant_as_fights(database, "encounter_part", "SELECT, INSERT, UPDATE, DELETE")


def _v14(database: Database) -> None:
    """The campaign's templates (a character kept to make combatants from: Stráž 1 … Stráž 5;
    later a campaign's own monsters): :mod:`~campaign_manager.storage.templates`."""
    from campaign_manager.storage.templates import create_table

    create_table(database)


def _v15(database: Database) -> None:
    """A favour and a network's operation may fall due on a date of the story (``due``:
    story time in seconds since the campaign calendar's epoch; none by default). The
    group's GMs write the tables already; a new column needs no grant of its own."""
    from peewee import BigIntegerField
    from playhouse.migrate import SchemaMigrator, migrate  # upgrades only

    migrator = SchemaMigrator.from_database(database)
    migrate(
        migrator.add_column("ledger_favour", "due", BigIntegerField(null=True)),
        migrator.add_column("ledger_operation", "due", BigIntegerField(null=True)),
    )


def _v16(database: Database) -> None:
    """The sessions of play the GM confirmed and their journals:
    :mod:`~campaign_manager.storage.journals`."""
    from campaign_manager.storage.journals import create_table

    create_table(database)


def _v17(database: Database) -> None:
    """What the GM showed the players (handouts, pictures, cards; to everyone or to chosen
    PCs): :mod:`~campaign_manager.storage.reveals`."""
    from campaign_manager.storage.reveals import create_table

    create_table(database)


def _v18(database: Database) -> None:
    """Each line of the event log keeps the story's time it happened at (``story_time``:
    seconds since the campaign calendar's epoch, read from the clock when the line is
    written; none for the lines written before, which the timeline places by real time
    only), and an index in the timeline's order. Step 17 is the players' reveals (issue
    40); the two are independent."""
    from peewee import BigIntegerField
    from playhouse.migrate import SchemaMigrator, migrate  # upgrades only

    migrator = SchemaMigrator.from_database(database)
    migrate(migrator.add_column("event", "story_time", BigIntegerField(null=True)))
    # the timeline reads the log in this order (no sort of 100,000 lines on a file)
    database.execute_sql('CREATE INDEX "event_timeline" ON "event" ("story_time", "at", "id")')


#: Step n brings a file from schema n-1 to schema n.
STEPS: dict[int, Callable[[Database], None]] = {
    1: _v1,
    2: _v2,
    3: _v3,
    4: _v4,
    5: _v5,
    6: _v6,
    7: _v7,
    8: _v8,
    9: _v9,
    10: _v10,
    11: _v11,
    12: _v12,
    13: _v13,
    14: _v14,
    15: _v15,
    16: _v16,
    17: _v17,
    18: _v18,
}
CURRENT_VERSION = max(STEPS)


def schema_version(database: Database) -> int:
    """The file's schema version; 0 for a file with no tables yet."""
    if not database.table_exists("schema_version"):
        return 0
    with database.bind_ctx([SchemaVersion]):
        row = SchemaVersion.select().order_by(SchemaVersion.version.desc()).first()
    return row.version if row else 0


def migrate_to(database: Database, target: int = CURRENT_VERSION) -> list[int]:
    """Run every step from the file's version up to ``target``; returns the steps run."""
    done = []
    with migration_lock(database):
        current = schema_version(database)
        for version in sorted(v for v in STEPS if current < v <= target):
            with database.atomic():
                STEPS[version](database)
                with database.bind_ctx([SchemaVersion]):
                    SchemaVersion.delete().execute()
                    SchemaVersion.create(version=version)
            done.append(version)
        if isinstance(database, PostgresqlDatabase):
            server_types(database)
    return done


#: The advisory lock a client holds on a PostgreSQL campaign while it upgrades it.
MIGRATION_LOCK = 0x4B524E4B  # "KRNK"


@contextlib.contextmanager
def migration_lock(database: Database) -> Iterator[None]:
    """Hold PostgreSQL's advisory lock :data:`MIGRATION_LOCK` (waiting for another client's
    upgrade to end); nothing on SQLite, whose file lock keeps other clients out."""
    if not isinstance(database, PostgresqlDatabase):
        yield
        return
    database.execute_sql("SELECT pg_advisory_lock(%s)", (MIGRATION_LOCK,))
    try:
        yield
    finally:
        database.execute_sql("SELECT pg_advisory_unlock(%s)", (MIGRATION_LOCK,))


#: The columns that hold JSON (the models' ``JSONField``), by table.
JSON_COLUMNS: dict[str, tuple[str, ...]] = {
    "campaign": ("settings",),
    "character": ("sheet", "summary", "tags"),
    "encounter": ("state",),
}


def server_types(database: PostgresqlDatabase) -> None:
    """Keep every JSON column of a PostgreSQL campaign as ``jsonb`` (the steps create them
    as text, as on SQLite); a column that is one already is left alone."""
    found = database.execute_sql(
        "SELECT table_name, column_name FROM information_schema.columns "
        "WHERE table_schema = current_schema() AND data_type = 'jsonb'"
    ).fetchall()
    have = {tuple(row) for row in found}
    with database.atomic():
        for table, columns in JSON_COLUMNS.items():
            for column in columns:
                if (table, column) in have:
                    continue
                database.execute_sql(
                    f'ALTER TABLE "{table}" ALTER COLUMN "{column}" DROP DEFAULT, '
                    f'ALTER COLUMN "{column}" TYPE jsonb USING "{column}"::jsonb'
                )
