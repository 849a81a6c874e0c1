"""SQLite's read-only URIs for a campaign file, and telling a shared campaign's server URL
from a path (no peewee here: a roster-lines helper process reads through them too)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote, urlsplit


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


def parse_location(text: str) -> Path | str:
    """A campaign's location as given on the command line: a shared campaign's server URL
    as it is, else a file's path."""
    return text if is_server_url(text) else Path(text)


#: The connection parameters of a server's URL that carry a secret (libpq's names): never
#: shown, logged or kept. (``passfile`` names a file, not a secret: it stays.)
CREDENTIALS = ("password", "sslpassword")


def without(url: str, names: tuple[str, ...] = CREDENTIALS, *, user_password: bool = True) -> str:
    """``url`` with its query parameters ``names`` left out, and where ``user_password``
    the password of its ``user:password@`` too; every other part kept exactly as written
    (libpq reads ``+`` as itself, so nothing is decoded and encoded again)."""
    parts = urlsplit(url)
    netloc = parts.netloc
    if user_password and "@" in netloc:
        userinfo, _, hosts = netloc.rpartition("@")
        user = userinfo.partition(":")[0]
        netloc = f"{user}@{hosts}" if user else hosts
    query = "&".join(
        pair
        for pair in parts.query.split("&")
        if pair and unquote(pair.partition("=")[0]) not in names
    )
    # written out: urlunsplit would make ``postgresql:///db`` (no host) ``postgresql:/db``
    return (
        f"{url[: len(parts.scheme)]}://{netloc}{parts.path}"
        + (f"?{query}" if query else "")
        + (f"#{parts.fragment}" if parts.fragment else "")
    )


def shown(url: str) -> str:
    """``url`` as it may be shown, logged and kept: every password in it left out (its
    ``user:password@``, ``?password=`` and ``?sslpassword=``)."""
    return without(url)


def carries_password(url: str) -> bool:
    """Whether ``url`` gives a password of its own (``user:password@`` or ``?password=``)."""
    return without(url, ("password",)) != url
