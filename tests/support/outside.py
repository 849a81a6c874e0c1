"""What another program (or another client) reads and writes in a test's campaign, through
a connection of its own: sqlite3 on the file, psycopg on a server's database. SQL is
written with SQLite's ``?`` placeholders; on a server they become ``%s``."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator


class Outside:
    """A connection of its own to ``campaign``'s database, committing each statement."""

    def __init__(self, campaign):
        self.server = hasattr(campaign, "url")
        if self.server:
            import psycopg

            self.conn = psycopg.connect(campaign.url, autocommit=True)
        else:
            self.conn = sqlite3.connect(campaign.path, isolation_level=None)

    def execute(self, sql: str, params: tuple = ()):
        if self.server:
            sql = sql.replace("?", "%s")
        return self.conn.execute(sql, params)

    def tables(self) -> list[str]:
        """The campaign's tables (without the database's own)."""
        if self.server:
            sql = (
                "SELECT table_name FROM information_schema.tables "
                "WHERE table_schema = current_schema()"
            )
        else:
            sql = (
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name != 'sqlite_sequence'"
            )
        return sorted(name for (name,) in self.conn.execute(sql).fetchall())

    def close(self) -> None:
        self.conn.close()


@contextlib.contextmanager
def outside(campaign) -> Iterator[Outside]:
    connection = Outside(campaign)
    try:
        yield connection
    finally:
        connection.close()
