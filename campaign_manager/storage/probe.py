"""Deciding, without writing a byte, whether a file is a Kronikář campaign.

:func:`probe` checks the header, then opens the file read-only: as immutable when no log
lies beside it (SQLite then creates no ``-shm``), or, when a ``-wal`` or ``-journal`` is
there (after a crash), on a copy of the file and its log in a temporary folder, where
SQLite recovers from the log as it would on a real open. So a file whose main part is
shorter than its header says because a checkpoint was cut short is judged by what SQLite
recovers, and the refused file and its siblings stay byte-identical.

A campaign is known by Kronikář's application id in the SQLite header and the tables and
columns of its schema; a file of schema 1-3 (written before the application id) by its
exact tables and columns.

:func:`campaign_name` reads only a campaign's name, for lists of files (never waiting on a
lock, never failing: None when the name cannot be read).
"""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from dataclasses import dataclass
from pathlib import Path

from campaign_manager.storage.constants import APPLICATION_ID, LEGACY_VERSIONS
from campaign_manager.storage.errors import (
    CorruptCampaign,
    ForeignSchema,
    NewerSchema,
    NotACampaign,
)
from campaign_manager.storage.locking import held_here
from campaign_manager.storage.uris import read_only_uri

SQLITE_HEADER = b"SQLite format 3\x00"
LOG_SUFFIXES = ("-wal", "-journal")

_V1 = {
    "schema_version": {"id", "version", "changed_at"},
    "campaign": {"id", "name", "system", "description", "settings", "created_at"},
    "character": {"id", "name", "kind", "player", "notes", "sheet", "created_at", "updated_at"},
}
_V2 = {**_V1, "character": _V1["character"] | {"tags", "portrait"}}
_V3 = {**_V2, "character": _V2["character"] | {"summary"}}
_V4 = {**_V3, "campaign": _V3["campaign"] | {"uuid"}}
#: The tables and columns of each schema; a later schema has at least those of step 4.
LAYOUTS: dict[int, dict[str, set[str]]] = {1: _V1, 2: _V2, 3: _V3, 4: _V4}


#: Every table and index Kronikář creates in a campaign file (of any schema), by name;
#: SQLite's own (``sqlite_sequence``, ``sqlite_autoindex_…``, ``sqlite_stat…``) besides.
#: It creates no trigger and no view: one in a file was put there by something else, and
#: would run inside the GM's edits (a test checks a new campaign has these only).
APP_TABLES = frozenset(
    {
        "campaign",
        "schema_version",
        "character",
        "encounter",
        "encounter_part",
        "combatant_template",
        "session_journal",
        "reveal",
        "event",
        "former_character",
        "undo_step",
        "player_view_image",
        "ledger_contact",
        "ledger_favour",
        "ledger_link",
        "ledger_network",
        "ledger_operation",
        "ledger_position",
        "ledger_relation",
    }
)
APP_INDEXES = frozenset(
    {
        "character_updated_at",
        "event_at",
        "event_character",
        "event_encounter",
        "ledger_contact_name",
        "ledger_contact_area",
        "ledger_contact_npc_id",
        "ledger_favour_debtor_id",
        "ledger_favour_creditor_id",
        "ledger_favour_state",
        "ledger_link_character_id",
        "ledger_link_contact_id",
        "ledger_network_owner_id",
        "ledger_network_area",
        "ledger_network_liaison_id",
        "ledger_operation_network_id",
        "ledger_position_node_id",
        "ledger_relation_source_id",
        "ledger_relation_target_id",
        "ledger_relation_origin",
        "undo_step_position",
    }
)


def foreign_objects(conn: sqlite3.Connection) -> list[str]:
    """The schema objects of the file Kronikář did not create ("trigger name", "view
    name", "table name", "index name"), read from ``sqlite_master`` without running any."""
    found = []
    for kind, name, sql in conn.execute("SELECT type, name, sql FROM sqlite_master"):
        name = str(name)
        virtual = str(sql or "").lstrip().upper().startswith("CREATE VIRTUAL")
        ours = (
            kind == "table"
            and not virtual
            and (name in APP_TABLES or name == "sqlite_sequence" or name.startswith("sqlite_stat"))
        ) or (kind == "index" and (name in APP_INDEXES or name.startswith("sqlite_autoindex_")))
        if not ours:
            found.append(f"{kind} {name}")
    return found


@dataclass(frozen=True)
class Facts:
    """What the probe found out about a campaign file."""

    version: int
    #: The file carries Kronikář's application id (schema 4 and later).
    marked: bool
    #: The campaign's identity (schema 4 and later), or None.
    uuid: str | None
    #: The logs beside the file when it was probed (a crash left them).
    logs: tuple[Path, ...]


def sibling(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def logs_beside(path: Path) -> tuple[Path, ...]:
    """The non-empty ``-wal`` / ``-journal`` files beside ``path``."""
    found = []
    for suffix in LOG_SUFFIXES:
        log = sibling(path, suffix)
        try:
            if log.is_file() and log.stat().st_size > 0:
                found.append(log)
        except OSError:
            continue
    return tuple(found)


def check_header(path: Path, *, has_log: bool = False) -> None:
    """The SQLite signature, a sane page size, and (with no log to recover from) a size
    that matches the header's page count."""
    size = path.stat().st_size
    with path.open("rb") as handle:
        header = handle.read(100)
    if len(header) < len(SQLITE_HEADER) or not header.startswith(SQLITE_HEADER):
        raise NotACampaign(path, "not an SQLite database", reason="not-sqlite")
    if len(header) < 100:
        raise CorruptCampaign(path, "the file ends inside its header", reason="truncated")
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        raise CorruptCampaign(path, f"impossible page size {page_size}")
    if has_log:  # the log may hold what the main file lacks: SQLite decides, on a copy
        return
    page_count = int.from_bytes(header[28:32], "big")
    change_counter = header[24:28]
    valid_for = header[92:96]
    if change_counter == valid_for and page_count and size < page_size * page_count:
        raise CorruptCampaign(
            path,
            f"truncated: {size} bytes, the header promises {page_size * page_count}",
            reason="truncated",
        )
    if size % page_size:
        raise CorruptCampaign(
            path, f"truncated: {size} bytes is not a whole number of pages", reason="truncated"
        )


def _columns(conn: sqlite3.Connection) -> dict[str, set[str]]:
    tables = [row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    return {
        name: {row[0] for row in conn.execute("SELECT name FROM pragma_table_info(?)", (name,))}
        for name in tables
    }


def _has(layout: dict[str, set[str]], columns: dict[str, set[str]]) -> bool:
    return all(table in columns and cols <= columns[table] for table, cols in layout.items())


def _exactly(layout: dict[str, set[str]], columns: dict[str, set[str]]) -> bool:
    return all(columns.get(table) == cols for table, cols in layout.items())


def _stored_version(conn: sqlite3.Connection) -> int | None:
    """The schema version the file records; None if missing or not a whole number."""
    values = [row[0] for row in conn.execute("SELECT version FROM schema_version")]
    if not values or not all(isinstance(v, int) and v > 0 for v in values):
        return None
    return max(values)


def check_integrity(path: Path, conn: sqlite3.Connection) -> None:
    """``PRAGMA quick_check`` (reads every page: tens of ms at 10,000 characters);
    CorruptCampaign naming the first problems."""
    try:
        result = conn.execute("PRAGMA quick_check").fetchall()
    except sqlite3.DatabaseError as exc:
        raise CorruptCampaign(path, str(exc), reason="damaged") from exc
    if result != [("ok",)]:
        problems = "; ".join(str(row[0]) for row in result[:3]) or "quick_check failed"
        raise CorruptCampaign(path, problems, reason="damaged")


def inspect(path: Path, conn: sqlite3.Connection, supported: int, integrity: bool = True) -> Facts:
    """Decide from an open read-only connection; raises the refusal, or returns Facts.

    ``integrity=False`` leaves the page-by-page check to the caller (the app runs it off
    the window's thread after the first paint; see ``FileCampaign.deferred_checks``)."""
    if integrity:
        check_integrity(path, conn)
    try:
        application_id = conn.execute("PRAGMA application_id").fetchone()[0]
        columns = _columns(conn)
    except sqlite3.DatabaseError as exc:
        raise CorruptCampaign(path, str(exc), reason="damaged") from exc
    marked = application_id == APPLICATION_ID
    if application_id not in (0, APPLICATION_ID):
        raise NotACampaign(path, f"another program's database (application id {application_id:#x})")
    if not {"schema_version", "campaign"} <= set(columns):
        raise NotACampaign(path, "an SQLite database, but not a Kronikář campaign")
    if not marked:
        # Written before the application id: only the exact tables of schema 1-3 count.
        matches = [v for v in LEGACY_VERSIONS if _exactly(LAYOUTS[v], columns)]
        if not matches:
            raise NotACampaign(path, "an SQLite database, but not a Kronikář campaign")
    try:
        version = _stored_version(conn)
    except sqlite3.DatabaseError as exc:
        raise CorruptCampaign(path, str(exc), reason="version") from exc
    if version is None:
        raise CorruptCampaign(
            path, "its format version is missing or is not a number", reason="version"
        )
    if marked and version > supported:
        raise NewerSchema(path, version, supported)
    if not marked and version not in matches:
        raise CorruptCampaign(
            path,
            f"it records format {version}, but its tables are those of format {matches[0]}",
            reason="version",
        )
    if marked and not _has(LAYOUTS[min(version, max(LAYOUTS))], columns):
        raise CorruptCampaign(
            path, f"its tables are not those of format {version}", reason="version"
        )
    # a newer schema's objects are its own (refused above as newer): only a file of a
    # schema this version writes is held to the objects this version creates
    try:
        foreign = foreign_objects(conn)
    except sqlite3.DatabaseError as exc:
        raise CorruptCampaign(path, str(exc), reason="damaged") from exc
    if foreign:
        raise ForeignSchema(path, foreign)
    rows = conn.execute("SELECT COUNT(*) FROM campaign").fetchone()[0]
    if rows != 1:
        raise CorruptCampaign(path, f"{rows} campaign records instead of one", reason="record")
    uuid = None
    if "uuid" in columns["campaign"]:
        uuid = conn.execute("SELECT uuid FROM campaign").fetchone()[0]
        uuid = uuid if isinstance(uuid, str) and uuid else None
    return Facts(version=version, marked=marked, uuid=uuid, logs=logs_beside(path))


def probe(path: Path, supported: int, integrity: bool = True) -> Facts:
    """Every read-only check of a campaign file; never writes beside it or to it.

    The caller holds the file's lock, so nobody writes it meanwhile. ``integrity=False``
    skips the page-by-page check of a file with no log beside it (the caller runs it later);
    a file with a log beside it is always checked whole, on a copy.
    """
    logs = logs_beside(path)
    check_header(path, has_log=bool(logs))
    if not logs:
        try:
            conn = sqlite3.connect(read_only_uri(path), uri=True)
        except sqlite3.Error as exc:
            raise CorruptCampaign(path, str(exc), reason="damaged") from exc
        try:
            return inspect(path, conn, supported, integrity)
        except sqlite3.DatabaseError as exc:
            raise CorruptCampaign(path, str(exc), reason="damaged") from exc
        finally:
            conn.close()
    # A log beside it: recover on a copy, as SQLite would on a real open.
    with tempfile.TemporaryDirectory(prefix="kronikar-probe-") as folder:
        copy = Path(folder) / "probe.kronikar"
        shutil.copyfile(path, copy)
        for log in logs:
            shutil.copyfile(log, sibling(copy, log.name[len(path.name) :]))
        try:
            conn = sqlite3.connect(copy)
        except sqlite3.Error as exc:
            raise CorruptCampaign(path, str(exc), reason="damaged") from exc
        try:
            facts = inspect(path, conn, supported)
        except sqlite3.DatabaseError as exc:
            raise CorruptCampaign(path, str(exc), reason="damaged") from exc
        finally:
            conn.close()
    return facts


def campaign_name(path: Path | str) -> str | None:
    """The campaign's own name as stored in ``path``, or None when it cannot be read at once.

    Read without writing, locking or waiting: only a regular file is opened (a pipe would
    block), its header must be SQLite's, and it is opened read-only as immutable (SQLite
    takes no lock then, so another program's lock never makes it wait; the name a crash
    left in the log is not seen). Not a campaign, damaged, or held by this process: None."""
    path = Path(path)
    try:
        if not path.is_file() or held_here(path):
            return None
        with open(path, "rb") as file:
            if file.read(len(SQLITE_HEADER)) != SQLITE_HEADER:
                return None
        conn = sqlite3.connect(read_only_uri(path), uri=True, timeout=0)
    except (OSError, sqlite3.Error):
        return None
    try:
        if conn.execute("PRAGMA application_id").fetchone()[0] not in (0, APPLICATION_ID):
            return None
        rows = conn.execute("SELECT name FROM campaign LIMIT 2").fetchall()
    except sqlite3.Error:
        return None
    finally:
        conn.close()
    if len(rows) != 1 or not isinstance(rows[0][0], str) or not rows[0][0].strip():
        return None
    return rows[0][0].strip()
