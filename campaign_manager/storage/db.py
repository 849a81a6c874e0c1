"""The deferred database every model binds to (one open campaign per process)."""

from __future__ import annotations

from peewee import DatabaseProxy, Model

db = DatabaseProxy()


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
