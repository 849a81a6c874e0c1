"""Marks every Kronikář campaign file carries (no Qt, no peewee)."""

from __future__ import annotations

#: ``PRAGMA application_id`` of every campaign (the bytes b"KRNK" in the SQLite header at
#: offset 68). Set on every new campaign and by schema step 4 on older ones; a file with
#: another application id is some other program's database and is never written to.
APPLICATION_ID = int.from_bytes(b"KRNK", "big")

#: The schema versions written before the application id existed; such a file is known by
#: its exact tables and columns instead (see :mod:`campaign_manager.storage.probe`).
LEGACY_VERSIONS = (1, 2, 3)
