"""The deferred database every model binds to (one open campaign per process)."""

from __future__ import annotations

from peewee import DatabaseProxy, Model

db = DatabaseProxy()


class BaseModel(Model):
    class Meta:
        database = db
        legacy_table_names = False
