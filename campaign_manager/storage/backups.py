"""Copies of a campaign: consistent copies through SQLite's backup API, and the backups
folder with the last copies of each campaign.

Each campaign has its own folder, ``<backups>/<campaign id>/``, keyed by the identity
stored in the campaign (schema 4), never by its file name: two ``hra.kronikar`` in two
folders never share copies, and no name a user can type (brackets, dots, slashes) reaches
a glob pattern or a path outside the folder. The copies are named
``<date>-<time>-<name>.kronikar`` (rolling) and ``before-schema-<n>-<date>-<time>-<name>.kronikar``
(before an upgrade, never deleted); ``campaign.txt`` says which campaign the folder is for.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import shutil
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from campaign_manager.paths import CAMPAIGN_SUFFIX, backups_dir
from campaign_manager.storage.fight_parts import read_sql, whole_text
from campaign_manager.storage.unreadable import UnreadableValue, decode
from campaign_manager.storage.uris import read_only_uri

ROLLING_BACKUPS = 5
_STAMP = r"\d{8}-\d{6}-\d{6}"
_ROLLING = re.compile(_STAMP + r"-.*" + re.escape(CAMPAIGN_SUFFIX))
_UUID = re.compile(r"[0-9a-f]{32}")


def stamp() -> str:
    return datetime.now().strftime("%Y%m%d-%H%M%S-%f")


def folder_for(uuid: str) -> Path:
    """The backups folder of the campaign with identity ``uuid`` (not created here)."""
    key = uuid if _UUID.fullmatch(uuid) else hashlib.sha256(uuid.encode()).hexdigest()[:32]
    return backups_dir(create=False) / key


def label(path: Path) -> str:
    """A harmless short form of the campaign's file name, for the copies' names."""
    name = path.name
    stem = name[: -len(CAMPAIGN_SUFFIX)] if name.endswith(CAMPAIGN_SUFFIX) else name
    text = re.sub(r"[^\w\- ]+", "_", stem).strip(" ._-")[:60].strip(" ._-")
    return text or "campaign"


def _inside(folder: Path, name: str) -> Path:
    candidate = folder / name
    if candidate.resolve().parent != folder.resolve():  # pragma: no cover - label() forbids it
        raise ValueError(f"{name!r} would leave the backups folder")
    return candidate


def backup_file(source: Path | sqlite3.Connection, destination: Path) -> Path:
    """Copy a campaign with SQLite's online backup API (safe while it is open).

    A path source is read as immutable: the caller holds its lock (or it is a closed
    file), so SQLite neither needs nor creates a ``-shm`` beside it. The copy is written
    as ``<destination>.part`` and renamed when whole; a failure leaves no ``.part``.
    """
    destination.parent.mkdir(parents=True, exist_ok=True)
    tmp = destination.with_name(destination.name + ".part")
    tmp.unlink(missing_ok=True)
    own = not isinstance(source, sqlite3.Connection)
    try:
        src = sqlite3.connect(read_only_uri(source), uri=True) if own else source
        try:
            dst = sqlite3.connect(tmp)
            try:
                src.backup(dst)
            finally:
                dst.close()
        finally:
            if own:
                src.close()
        tmp.replace(destination)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return destination


def copy_exact(source: Path, destination: Path) -> Path:
    """Copy a closed (or locked, log-free) campaign file byte for byte, via ``.part``."""
    destination.parent.mkdir(parents=True, exist_ok=True)
    tmp = destination.with_name(destination.name + ".part")
    try:
        shutil.copyfile(source, tmp)
        with tmp.open("rb+") as handle:
            os.fsync(handle.fileno())
        tmp.replace(destination)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return destination


def _same(a: Path, b: Path) -> bool:
    try:
        return a.samefile(b)
    except OSError:
        return False


def rolling_backup(
    source: Path | sqlite3.Connection,
    path: Path,
    uuid: str,
    name: str = "",
    keep: int = ROLLING_BACKUPS,
) -> Path:
    """Copy the campaign at ``path`` (read from ``source``) into its backups folder and
    keep only its ``keep`` newest rolling copies (never the file being opened itself)."""
    folder = folder_for(uuid)
    copy = backup_file(source, _inside(folder, f"{stamp()}-{label(path)}{CAMPAIGN_SUFFIX}"))
    copies = sorted(p for p in folder.iterdir() if _ROLLING.fullmatch(p.name) and p.is_file())
    for old in copies[:-keep]:
        if not _same(old, path):
            old.unlink(missing_ok=True)
    describe_folder(folder, path, name)
    return copy


def pre_migration_backup(path: Path, uuid: str, version: int, name: str = "") -> Path:
    """A byte-for-byte copy of the file as it is, kept before upgrading it to ``version``."""
    folder = folder_for(uuid)
    copy = copy_exact(
        path,
        _inside(folder, f"before-schema-{version}-{stamp()}-{label(path)}{CAMPAIGN_SUFFIX}"),
    )
    describe_folder(folder, path, name)
    return copy


def describe_folder(folder: Path, path: Path, name: str) -> None:
    """Say in the folder which campaign it holds (for a GM looking for a copy)."""
    with contextlib.suppress(OSError):
        (folder / "campaign.txt").write_text(
            f"{name}\n{path.resolve()}\n", encoding="utf-8", errors="replace"
        )


def is_inside_backups(path: Path) -> bool:
    """True for a file in the backups folder (a copy opened directly)."""
    try:
        return path.resolve().is_relative_to(backups_dir(create=False).resolve())
    except OSError:
        return False


def newest_backup_of(path: Path) -> Path | None:
    """The newest copy in the backups folder of the campaign that lived at ``path`` (found by
    the ``campaign.txt`` each folder keeps), or None."""
    try:
        root = backups_dir(create=False)
        wanted = str(Path(path).resolve())
        copies = []
        for folder in root.iterdir():
            note = folder / "campaign.txt"
            if not note.is_file():
                continue
            lines = note.read_text(encoding="utf-8", errors="replace").splitlines()
            if len(lines) >= 2 and lines[1] == wanted:
                copies += [
                    p for p in folder.iterdir() if p.is_file() and p.suffix == CAMPAIGN_SUFFIX
                ]
    except OSError:
        return None
    copies = [p for p in copies if _ROLLING.fullmatch(p.name)] or copies
    return max(copies, key=lambda p: p.stat().st_mtime, default=None)


def restore_beside(backup: Path, damaged: Path, when: str) -> Path:
    """Copy ``backup`` next to the damaged campaign under a new name (the damaged file stays
    as it was) and return the copy's path."""
    stem = (
        damaged.name[: -len(CAMPAIGN_SUFFIX)]
        if damaged.name.endswith(CAMPAIGN_SUFFIX)
        else damaged.name
    )
    target = damaged.with_name(f"{stem} ({when}){CAMPAIGN_SUFFIX}")
    number = 2
    while target.exists():
        target = damaged.with_name(f"{stem} ({when}, {number}){CAMPAIGN_SUFFIX}")
        number += 1
    return copy_exact(backup, target)


def taken_at(copy: Path) -> datetime:
    """When a copy in the backups folder was taken: the time in its name, else the file's."""
    found = re.search(_STAMP, copy.name)
    if found:
        with contextlib.suppress(ValueError):
            return datetime.strptime(found.group(), "%Y%m%d-%H%M%S-%f")
    return datetime.fromtimestamp(copy.stat().st_mtime)


@dataclass(frozen=True)
class BackupValue:
    """One stored value as a copy in the backups folder holds it."""

    copy: Path
    taken: datetime
    value: Any


def _whole_fight(conn: sqlite3.Connection, row_id: int, column: Any) -> Any:
    """A fight's state column as its whole state's text (one kept in parts put together)."""
    return whole_text(column, lambda: conn.execute(read_sql("?"), (row_id,)).fetchall())


def newest_readable(
    folder: Path, table: str, row_id: int, column: str, kind: type | None = None
) -> BackupValue | None:
    """The value of ``column`` of row ``row_id`` of ``table`` in the newest copy in
    ``folder`` where it is readable JSON (of type ``kind``); None when no copy has one.
    Copies that cannot be opened, or lack the row or the column, are passed over."""
    if not (re.fullmatch(r"\w+", table) and re.fullmatch(r"\w+", column)):
        raise ValueError(f"not a column name: {table}.{column}")
    try:
        copies = [p for p in folder.iterdir() if p.suffix == CAMPAIGN_SUFFIX and p.is_file()]
        dated = sorted(((taken_at(p), p) for p in copies), reverse=True)
    except OSError:
        return None
    sql = f'SELECT "{column}" FROM "{table}" WHERE id = ?'
    for taken, copy in dated:
        try:
            conn = sqlite3.connect(read_only_uri(copy), uri=True)
            try:
                row = conn.execute(sql, (row_id,)).fetchone()
                if row is not None and (table, column) == ("encounter", "state"):
                    row = (_whole_fight(conn, row_id, row[0]),)
            finally:
                conn.close()
        except sqlite3.Error:
            continue
        if row is not None and row[0] is not None:
            value = decode(row[0], kind)
            if not isinstance(value, UnreadableValue):
                return BackupValue(copy, taken, value)
    return None
