"""SQLite's part of "ids are never given twice": every table keyed by ``id`` is rebuilt
with ``AUTOINCREMENT`` (SQLite otherwise gives a new row the highest id + 1, which is a
deleted row's id when the newest row was deleted), and each table's counter starts past
every id anything still refers to (a deleted character's log lines and ledger records).
PostgreSQL's sequences never go back, so it needs none of this."""

from __future__ import annotations

import re

from peewee import SqliteDatabase

_KEY = '"id" INTEGER NOT NULL PRIMARY KEY'

#: where else each table's ids stand: (table, id column, kind column or None, kind)
_REFERENCES: dict[str, list[tuple[str, str, str | None, str | None]]] = {
    "character": [
        ("event", "character", None, None),
        ("ledger_link", "character_id", None, None),
        ("ledger_network", "owner_id", None, None),
        ("ledger_favour", "debtor_id", "debtor_kind", "character"),
        ("ledger_favour", "creditor_id", "creditor_kind", "character"),
        ("ledger_relation", "source_id", "source_kind", "character"),
        ("ledger_relation", "target_id", "target_kind", "character"),
        ("ledger_position", "node_id", "node_kind", "character"),
        ("former_character", "id", None, None),
    ],
    "ledger_contact": [
        ("ledger_link", "contact_id", None, None),
        ("ledger_network", "liaison_id", None, None),
        ("ledger_favour", "debtor_id", "debtor_kind", "contact"),
        ("ledger_favour", "creditor_id", "creditor_kind", "contact"),
        ("ledger_relation", "source_id", "source_kind", "contact"),
        ("ledger_relation", "target_id", "target_kind", "contact"),
        ("ledger_position", "node_id", "node_kind", "contact"),
    ],
    "encounter": [
        ("event", "encounter", None, None),
        ("encounter_part", "encounter_id", None, None),
    ],
    "ledger_network": [("ledger_operation", "network_id", None, None)],
}


def never_reuse_ids(database: SqliteDatabase) -> None:
    """Rebuild every ``id``-keyed table with AUTOINCREMENT (rows, columns and indexes as
    they were) and start its counter past every id in use or referred to."""
    tables = database.execute_sql(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    ).fetchall()
    names = {name for name, _sql in tables}
    for name, sql in tables:
        if _KEY not in sql or f"{_KEY} AUTOINCREMENT" in sql:
            continue
        indexes = [
            row[0]
            for row in database.execute_sql(
                "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? "
                "AND sql IS NOT NULL",
                (name,),
            )
        ]
        work = f"{name}__rebuilt"
        created = re.sub(
            r'^CREATE TABLE (IF NOT EXISTS )?"[^"]+"', f'CREATE TABLE "{work}"', sql, count=1
        ).replace(_KEY, f"{_KEY} AUTOINCREMENT", 1)
        database.execute_sql(created)
        database.execute_sql(f'INSERT INTO "{work}" SELECT * FROM "{name}"')
        database.execute_sql(f'DROP TABLE "{name}"')
        database.execute_sql(f'ALTER TABLE "{work}" RENAME TO "{name}"')
        for index in indexes:
            database.execute_sql(index)
    for name in names:
        highest = _highest(database, name, names)
        if highest:
            database.execute_sql("DELETE FROM sqlite_sequence WHERE name = ?", (name,))
            database.execute_sql(
                "INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)", (name, highest)
            )


def _highest(database: SqliteDatabase, table: str, names: set[str]) -> int:
    """The highest id of ``table`` in use or referred to anywhere."""
    found = [database.execute_sql(f'SELECT MAX(id) FROM "{table}"').fetchone()[0]]
    for other, column, kind_column, kind in _REFERENCES.get(table, []):
        if other not in names:
            continue
        query = f'SELECT MAX("{column}") FROM "{other}"'
        if kind_column is None:
            found.append(database.execute_sql(query).fetchone()[0])
        else:
            query += f' WHERE "{kind_column}" = ?'
            found.append(database.execute_sql(query, (kind,)).fetchone()[0])
    return max((value for value in found if isinstance(value, int)), default=0)
