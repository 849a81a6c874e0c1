"""SQLite's read-only URIs for a campaign file, and telling a shared campaign's server URL
from a path (no peewee here: a roster-lines helper process reads through them too)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit, urlunsplit


def read_only_uri(path: Path | str, *, immutable: bool = True) -> str:
    """``file:`` URI opening ``path`` read-only. ``immutable``: the file is promised not to
    change while open (a closed or locked file: no ``-shm`` is made or read); without it
    SQLite also reads the committed edits still in the write-ahead log beside it."""
    return Path(path).resolve().as_uri() + ("?mode=ro&immutable=1" if immutable else "?mode=ro")


#: How a shared campaign's URL starts (a PostgreSQL server), where a file's path would be.
SERVER_SCHEMES = ("postgresql://", "postgres://")


def is_server_url(location: object) -> bool:
    """Whether ``location`` names a campaign on a PostgreSQL server (not a file)."""
    return isinstance(location, str) and location.lower().startswith(SERVER_SCHEMES)


def shown(url: str) -> str:
    """``url`` as it may be shown and logged: any password in it left out."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    user = parts.username or ""
    host = parts.hostname or ""
    netloc = f"{user}@{host}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))
