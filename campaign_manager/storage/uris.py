"""SQLite's read-only URIs for a campaign file (no peewee here: a roster-lines helper
process reads through them too)."""

from __future__ import annotations

from pathlib import Path


def read_only_uri(path: Path | str, *, immutable: bool = True) -> str:
    """``file:`` URI opening ``path`` read-only. ``immutable``: the file is promised not to
    change while open (a closed or locked file: no ``-shm`` is made or read); without it
    SQLite also reads the committed edits still in the write-ahead log beside it."""
    return Path(path).resolve().as_uri() + ("?mode=ro&immutable=1" if immutable else "?mode=ro")
