"""A backup of a shared campaign before its schema is upgraded.

Before a client upgrades a server's campaign to its newer schema, ``pg_dump`` (found on
``PATH``) writes the whole database, in its custom format (``pg_restore`` brings it back),
into the backups folder: ``backups/server-<database>-<campaign id>/schema-<n>-<time>.dump``.
Without ``pg_dump``, or when it fails, the upgrade is refused with
:class:`~campaign_manager.storage.errors.UpgradeNeedsBackup` unless the GM forces it.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from datetime import datetime
from pathlib import Path
from urllib.parse import unquote, urlsplit

from campaign_manager.paths import backups_dir
from campaign_manager.storage.errors import UpgradeNeedsBackup
from campaign_manager.storage.uris import carries_password, shown, without

#: how long ``pg_dump`` may take before the upgrade is refused
DUMP_TIMEOUT = 600


def _without_password(url: str) -> tuple[str, str | None]:
    """``url`` with no password in it (the password goes to ``pg_dump`` by its environment,
    not on its command line), and the password (a ``?password=`` outweighs a
    ``user:password@``, as libpq takes them)."""
    if not carries_password(url):
        return url, None
    parts = urlsplit(url)
    password = unquote(parts.password) if parts.password is not None else None
    for pair in parts.query.split("&"):
        key, _, value = pair.partition("=")
        if unquote(key) == "password":
            password = unquote(value)
    return without(url, ("password",)), password


def _folder_name(database: str, campaign_id: str) -> str:
    safe = re.sub(r"[^\w.-]+", "_", database) or "campaign"
    return f"server-{safe}-{campaign_id[:12]}"


def dump_before_upgrade(url: str, database: str, campaign_id: str, schema: int) -> Path:
    """Write the database at ``url`` (named ``database``, its campaign's id
    ``campaign_id``, of schema ``schema``) to a new file in the backups folder; returns
    it. Raises :class:`UpgradeNeedsBackup` when ``pg_dump`` is not there or fails."""
    program = shutil.which("pg_dump")
    if program is None:
        raise UpgradeNeedsBackup(shown(url), "pg_dump is not installed", reason="no-pg_dump")
    folder = backups_dir() / _folder_name(database, campaign_id or "")
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = folder / f"schema-{schema}-{stamp}.dump"
    address, password = _without_password(url)
    environment = dict(os.environ)
    if password is not None:
        environment["PGPASSWORD"] = password
    try:
        done = subprocess.run(
            [program, "--format=custom", "--no-password", f"--file={target}", address],
            env=environment,
            capture_output=True,
            text=True,
            stdin=subprocess.DEVNULL,
            timeout=DUMP_TIMEOUT,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        target.unlink(missing_ok=True)
        raise UpgradeNeedsBackup(shown(url), str(exc), reason="failed") from exc
    if done.returncode:
        target.unlink(missing_ok=True)
        said = (done.stderr or done.stdout).strip().replace(address, shown(url))
        raise UpgradeNeedsBackup(shown(url), said, reason="failed")
    return target


def database_of(url: str) -> str:
    """The database's name in ``url``."""
    return urlsplit(url).path.lstrip("/")


__all__ = ["database_of", "dump_before_upgrade"]
