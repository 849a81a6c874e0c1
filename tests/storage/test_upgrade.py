"""An upgrade runs on a copy: a failure at any step leaves the original byte-identical,
and success swaps the upgraded file in whole, still locked (issue 14, item 10)."""

from __future__ import annotations

import hashlib
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from peewee import SqliteDatabase

from campaign_manager.storage import migrations, open_campaign
from campaign_manager.storage.constants import APPLICATION_ID
from campaign_manager.storage.errors import MigrationFailed
from campaign_manager.storage.models import Character

pytestmark = pytest.mark.sqlite_only(reason="upgrading a campaign file on a copy")


def digests(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def write_old_campaign(path: Path, version: int) -> None:
    """A campaign of schema ``version`` in the rollback-journal mode a fresh SQLite file has."""
    database = SqliteDatabase(str(path))
    migrations.migrate_to(database, version)
    database.close()
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO campaign (name, system, description, settings, created_at) "
        "VALUES ('Stará kampaň', 'dakara', '', '{}', '2025-01-01 10:00:00')"
    )
    columns = {"name": "Vilém", "kind": "pc", "player": "Jana", "notes": "", "sheet": "{}"}
    columns.update(created_at="2025-01-01 10:00:00", updated_at="2025-01-02 10:00:00")
    if version >= 2:
        columns["tags"] = "[]"
    if version >= 3:
        columns["summary"] = "{}"
    conn.execute(
        f"INSERT INTO character ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})",
        tuple(columns.values()),
    )
    conn.commit()
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    conn.close()


@pytest.fixture
def folder(tmp_path):
    path = tmp_path / "kampane"
    path.mkdir()
    return path


def broken(database):
    database.execute_sql("CREATE TABLE half_done (x INTEGER)")
    raise RuntimeError("disk pulled out")


@pytest.mark.parametrize(("version", "failing_step"), [(3, 4), (1, 3), (1, 2), (1, 5)])
def test_a_failed_step_leaves_the_original_byte_identical(
    folder, monkeypatch, version, failing_step
):
    path = folder / "stara.kronikar"
    write_old_campaign(path, version)
    before = digests(folder)
    monkeypatch.setitem(migrations.STEPS, failing_step, broken)
    with pytest.raises(MigrationFailed) as caught:
        open_campaign(path)
    assert caught.value.step == failing_step
    assert "disk pulled out" in caught.value.detail
    assert digests(folder) == before  # not converted to WAL, not half-upgraded, no copy left
    monkeypatch.undo()
    with open_campaign(path) as opened:  # and it upgrades once the step works again
        assert Character.get().name == "Vilém"
        assert opened.migration_backup.exists()


def test_an_upgraded_file_is_whole_marked_and_its_original_kept(folder):
    path = folder / "stara.kronikar"
    write_old_campaign(path, 1)
    original = path.read_bytes()
    with open_campaign(path) as opened:
        assert opened.migration_backup.parent == opened.backups_folder
        assert opened.migration_backup.read_bytes() == original  # the file as it was
        vilem = Character.get()
        assert (vilem.player, vilem.tags) == ("Jana", [])
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        conn.close()
    assert sorted(p.name for p in folder.iterdir()) == ["stara.kronikar"]


TRY_OPEN = textwrap.dedent(
    """
    import sys
    from campaign_manager.storage import CampaignLocked, open_campaign
    try:
        open_campaign(sys.argv[1], backup=False).close()
    except CampaignLocked:
        print("locked")
    else:
        print("opened")
    """
)


@pytest.mark.slow
def test_the_swapped_in_file_is_still_locked(folder):
    path = folder / "stara.kronikar"
    write_old_campaign(path, 2)
    with open_campaign(path):
        result = subprocess.run(
            [sys.executable, "-c", TRY_OPEN, str(path)],
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert result.stdout.strip() == "locked", result.stderr
