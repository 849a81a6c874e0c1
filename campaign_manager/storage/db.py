"""The deferred database every model binds to (one open campaign per process)."""

from __future__ import annotations

from collections.abc import Callable

from peewee import DatabaseProxy, Model

db = DatabaseProxy()

#: ids one statement's ``IN (…)`` names at most, for every reader in chunks (SQLite allows
#: 999 variables in old builds)
IDS_PER_QUERY = 500


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
