"""The open campaign's connection, as the window's thread and its workers use it: the UI
asks here and never holds the database (peewee's proxy, :mod:`.db`) itself."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from campaign_manager.storage.db import db

T = TypeVar("T")


def is_bound(database: Any) -> bool:
    """Whether ``database`` (a campaign's) is open and the one the models read and write."""
    return not database.is_closed() and db.obj is database


def campaign_open() -> bool:
    """Whether a campaign is open (the models have a database to read)."""
    return db.obj is not None and not db.obj.is_closed()


def on_own_connection(work: Callable[..., T]) -> Callable[..., T]:
    """``work`` for a worker thread: it reads and writes the open campaign through a
    connection of its own (peewee opens one per thread), closed when ``work`` ends; the
    window's thread keeps its own. Call this on the window's thread."""
    database = db.obj

    def run(*args: Any, **kwargs: Any) -> T:
        try:
            return work(*args, **kwargs)
        finally:
            if database is not None and not database.is_closed():
                database.close()  # this thread's own connection

    return run


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
