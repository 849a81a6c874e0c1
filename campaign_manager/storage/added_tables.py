"""A table a later schema step adds, made the same way for each: its ``id``, its own
columns, and the stamps and version every versioned row carries (who changed it last);
on a server it is granted to the roles that may change the fights, and its changes are
announced to the other clients (``kronikar_notify``), as the first schema's tables are."""

from __future__ import annotations

from peewee import Database, PostgresqlDatabase


def json_type(database: Database) -> str:
    """The column type of a JSON value: JSONB on a server, TEXT in a file."""
    return "JSONB" if isinstance(database, PostgresqlDatabase) else "TEXT"


def create_versioned_table(database: Database, table: str, columns: str) -> None:
    """Create ``table`` with ``columns`` (SQL, comma-separated) between its id and the
    stamps; on a server, grant it and announce its changes."""
    server = isinstance(database, PostgresqlDatabase)
    key = "SERIAL PRIMARY KEY" if server else "INTEGER PRIMARY KEY AUTOINCREMENT"
    database.execute_sql(
        f'CREATE TABLE "{table}" ("id" {key}, {columns}, "created_at" TIMESTAMP NOT NULL, '
        '"updated_at" TIMESTAMP NOT NULL, "version" INTEGER DEFAULT 0, '
        "\"changed_by\" VARCHAR(200) DEFAULT '')"
    )
    if server:
        from campaign_manager.storage import player_view

        player_view.grant_as_fights(
            database, table, "SELECT, INSERT, UPDATE, DELETE", sequence=f"{table}_id_seq"
        )
        database.execute_sql(
            f'CREATE TRIGGER kronikar_notify AFTER INSERT OR UPDATE OR DELETE ON "{table}" '
            "FOR EACH ROW EXECUTE FUNCTION kronikar_notify()"
        )
