"""A file is known to be a campaign before a byte is written: by Kronikář's application id,
or (written before it existed) by its exact tables and columns. Whatever is refused stays
byte-identical, and nothing new appears beside it (issue 14, items 4 and 5)."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from pathlib import Path

import pytest
from peewee import SqliteDatabase

from campaign_manager.paths import backups_dir
from campaign_manager.storage import (
    CorruptCampaign,
    NewerSchema,
    NotACampaign,
    create_campaign,
    open_campaign,
)
from campaign_manager.storage.constants import APPLICATION_ID
from campaign_manager.storage.migrations import CURRENT_VERSION, migrate_to
from campaign_manager.storage.models import Character

pytestmark = pytest.mark.sqlite_only(reason="telling a campaign file from other files")


def digests(folder: Path) -> dict[str, str]:
    """Every file in ``folder`` with its content's hash: names and bytes."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def assert_refused_untouched(path: Path, error: type[Exception]) -> Exception:
    before = digests(path.parent)
    with pytest.raises(error) as caught:
        open_campaign(path)
    assert digests(path.parent) == before  # same files, same bytes, nothing new beside
    assert not any(backups_dir().iterdir())  # and no copies were made of it
    return caught.value


def snapshot_while_open(conn: sqlite3.Connection, source: Path, target: Path) -> None:
    """Copy a WAL database and its -wal/-shm while ``conn`` keeps them open: the files a
    crash would leave behind."""
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    for suffix in ("", "-wal", "-shm"):
        shutil.copyfile(f"{source}{suffix}", f"{target}{suffix}")


@pytest.fixture
def folder(tmp_path):
    path = tmp_path / "slozka"
    path.mkdir()
    return path


def test_another_programs_file_with_campaign_like_tables_is_not_touched(folder):
    path = folder / "recepty.kronikar"
    conn = sqlite3.connect(path)
    conn.executescript(
        """
        CREATE TABLE campaign (title TEXT, budget INTEGER);
        CREATE TABLE schema_version (version INTEGER);
        INSERT INTO campaign VALUES ('Jarní reklama', 120000);
        INSERT INTO schema_version VALUES (2);
        """
    )
    conn.commit()
    conn.close()
    assert_refused_untouched(path, NotACampaign)


def test_a_file_of_another_application_id_is_not_touched(folder):
    path = folder / "cizi.kronikar"
    create_campaign(path, "Kampaň", "dakara").close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA application_id = 1234")
    conn.commit()
    conn.close()
    error = assert_refused_untouched(path, NotACampaign)
    assert "0x4d2" in error.detail


def write_v3_campaign(path: Path) -> None:
    database = SqliteDatabase(str(path))
    migrate_to(database, 3)
    database.close()
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO campaign (name, system, description, settings, created_at) "
        "VALUES ('Stará kampaň', 'dakara', '', '{}', '2025-01-01 10:00:00')"
    )
    conn.commit()
    conn.close()


def test_a_campaign_with_an_empty_schema_version_is_refused_unchanged(folder):
    path = folder / "bez-verze.kronikar"
    write_v3_campaign(path)
    conn = sqlite3.connect(path)
    conn.execute("DELETE FROM schema_version")
    conn.commit()
    conn.close()
    error = assert_refused_untouched(path, CorruptCampaign)
    assert error.reason == "version"


def test_a_schema_version_that_is_not_a_number_is_refused_unchanged(folder):
    path = folder / "tri.kronikar"
    create_campaign(path, "Kampaň", "dakara").close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE schema_version SET version = 'three'")
    conn.commit()
    conn.close()
    error = assert_refused_untouched(path, CorruptCampaign)
    assert error.reason == "version"


def test_an_old_file_whose_columns_do_not_match_its_version_is_refused(folder):
    path = folder / "divna.kronikar"
    write_v3_campaign(path)
    conn = sqlite3.connect(path)
    conn.execute("ALTER TABLE character ADD COLUMN hp INTEGER")
    conn.commit()
    conn.close()
    assert_refused_untouched(path, NotACampaign)


def test_every_new_campaign_carries_the_mark_and_an_identity(tmp_path):
    path = tmp_path / "nova.kronikar"
    with create_campaign(path, "Nová", "d20") as created:
        identity = created.uuid
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert conn.execute("SELECT uuid FROM campaign").fetchall() == [(identity,)]
    finally:
        conn.close()
    assert len(identity) == 32
    with open_campaign(path) as opened:
        assert opened.uuid == identity  # stable: the same campaign every time


def test_an_old_campaign_is_recognised_and_gets_the_mark(folder):
    path = folder / "stara.kronikar"
    write_v3_campaign(path)
    with open_campaign(path) as opened:
        assert opened.name == "Stará kampaň"
        identity = opened.uuid
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert conn.execute("SELECT version FROM schema_version").fetchall() == [(CURRENT_VERSION,)]
    finally:
        conn.close()
    with open_campaign(path) as again:
        assert again.uuid == identity


def test_another_programs_wal_database_with_its_log_is_refused_without_a_new_shm(folder, tmp_path):
    source = tmp_path / "jiny-program.db"
    conn = sqlite3.connect(source)
    conn.execute("PRAGMA journal_mode = wal")
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    conn.execute("CREATE TABLE campaign (name TEXT)")
    conn.execute("CREATE TABLE schema_version (version INTEGER)")
    conn.execute("INSERT INTO schema_version VALUES (3)")
    conn.commit()
    path = folder / "jiny.kronikar"
    snapshot_while_open(conn, source, path)
    conn.close()
    (folder / "jiny.kronikar-shm").unlink()  # a log without its index: SQLite would add one
    assert_refused_untouched(path, NotACampaign)


def test_another_programs_wal_database_without_a_log_gets_no_shm(folder):
    path = folder / "wal.kronikar"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = wal")
    conn.execute("CREATE TABLE notes (text TEXT)")
    conn.commit()
    conn.close()
    assert_refused_untouched(path, NotACampaign)


def test_a_newer_schema_with_a_log_keeps_its_log_and_index_byte_identical(folder, tmp_path):
    source = tmp_path / "novejsi.kronikar"
    create_campaign(source, "Z budoucnosti", "dakara").close()
    conn = sqlite3.connect(source)
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    conn.execute("UPDATE schema_version SET version = ?", (CURRENT_VERSION + 1,))
    conn.commit()
    path = folder / "novejsi.kronikar"
    snapshot_while_open(conn, source, path)
    conn.close()
    error = assert_refused_untouched(path, NewerSchema)
    assert error.found == CURRENT_VERSION + 1  # read from the log: the main file says less


def test_a_damaged_file_with_a_log_beside_is_refused_unchanged(folder, tmp_path):
    source = tmp_path / "poskozena.kronikar"
    opened = create_campaign(source, "Poškozená", "dakara")
    opened.write(lambda: [Character.create(name=f"A{i}", notes="x" * 5000) for i in range(5)])
    opened.close()
    conn = sqlite3.connect(source)
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    conn.execute("UPDATE character SET notes = 'y'")
    conn.commit()
    path = folder / "poskozena.kronikar"
    snapshot_while_open(conn, source, path)
    conn.close()
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    for offset in range(page, len(data), page):
        data[offset : offset + 12] = b"\xff" * 12
    path.write_bytes(bytes(data))
    assert_refused_untouched(path, CorruptCampaign)


def test_a_files_campaign_name_is_read_without_waiting_or_touching_it(folder):
    from campaign_manager.storage.probe import campaign_name

    path = folder / "stiny.kronikar"
    create_campaign(path, "  Stíny nad Prahou ", "dakara").close()
    # another program holds SQLite's exclusive lock (in rollback-journal mode, where it
    # keeps every other reader out): the name is still read at once
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("PRAGMA journal_mode = DELETE")
    before = digests(folder)
    other.execute("BEGIN EXCLUSIVE")
    try:
        assert campaign_name(path) == "Stíny nad Prahou"
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert digests(folder) == before  # nothing written, nothing new beside it
    assert campaign_name(path) == "Stíny nad Prahou"
    # held by this process (the open campaign): not touched, no name
    with open_campaign(path):
        assert campaign_name(path) is None
    # not a campaign, damaged, gone, a folder: no name
    (folder / "text.kronikar").write_text("seznam NPC", encoding="utf-8")
    damaged = folder / "damaged.kronikar"
    damaged.write_bytes(path.read_bytes()[:100] + b"\xff" * 4000)
    for other_path in (folder / "text.kronikar", damaged, folder / "gone.kronikar", folder):
        assert campaign_name(other_path) is None


def test_a_pipe_named_like_a_campaign_is_not_opened(folder):
    import os

    from campaign_manager.storage.probe import campaign_name

    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    pipe = folder / "pipe.kronikar"
    os.mkfifo(pipe)
    assert campaign_name(pipe) is None  # returns at once: a read would block
