"""The deferred database every model binds to (one open campaign per process)."""

from __future__ import annotations

from collections.abc import Callable

from peewee import DatabaseProxy, Model

db = DatabaseProxy()


#: SQL texts by what built them and the database's parameter and quoting style
_IN_STYLE: dict[tuple, tuple[str, ...]] = {}


def in_style(database, build: Callable[[str, str], tuple[str, ...]]) -> tuple[str, ...]:
    """The SQL texts ``build(param, quote)`` writes for ``database``'s own parameter style
    (SQLite ``?``, PostgreSQL ``%s``) and identifier quoting, worked out once per style
    (building a hot path's statements with peewee at each call cost more than running them)."""
    key = (build, database.param, database.quote)
    kept = _IN_STYLE.get(key)
    if kept is None:
        kept = _IN_STYLE[key] = build(database.param, database.quote)
    return kept


class BaseModel(Model):
    class Meta:
        database = db
        legacy_table_names = False


def rollback_open_transaction() -> bool:
    """Roll back whatever transaction is left open on the campaign (after an error).

    Every edit runs in one transaction, so this drops at most the edit that failed.
    Returns True if something was rolled back.
    """
    if db.obj is None or db.is_closed():
        return False
    connection = db.connection()
    info = getattr(connection, "info", None)  # psycopg's connection: ask the server's state
    if info is not None and hasattr(info, "transaction_status"):
        if info.transaction_status.name == "IDLE":
            return False
    elif not getattr(connection, "in_transaction", True):  # sqlite3's
        return False
    connection.rollback()
    return True
