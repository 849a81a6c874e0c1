"""Opening, creating, copying, backing up and refusing campaign files."""

from __future__ import annotations

import hashlib
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from campaign_manager.paths import backups_dir
from campaign_manager.storage import (
    CampaignExists,
    CampaignLocked,
    CampaignMissing,
    CorruptCampaign,
    NewerSchema,
    NotACampaign,
    create_campaign,
    open_campaign,
)
from campaign_manager.storage.backups import ROLLING_BACKUPS
from campaign_manager.storage.db import db
from campaign_manager.storage.migrations import CURRENT_VERSION
from campaign_manager.storage.models import Character

pytestmark = pytest.mark.sqlite_only(reason="creating, opening and copying a campaign file")


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def query(path: Path, sql: str) -> list[tuple]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def folder_listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def make_campaign(path: Path, characters: int = 0) -> Path:
    opened = create_campaign(path, "Stíny nad Prahou", "dakara")
    opened.write(
        lambda: [
            Character.create(name=f"Postava {i}", notes="x" * 2000, sheet={"level": "profesionál"})
            for i in range(characters)
        ]
    )
    opened.close()
    return path


def test_new_campaign_round_trips_name_system_and_schema(tmp_path):
    path = make_campaign(tmp_path / "praha.kronikar")
    with open_campaign(path) as opened:
        assert (opened.name, opened.system) == ("Stíny nad Prahou", "dakara")
        rows = query(path, "SELECT version FROM schema_version")
        assert rows == [(CURRENT_VERSION,)]


def test_open_campaign_uses_wal_foreign_keys_and_busy_timeout(tmp_path):
    with open_campaign(make_campaign(tmp_path / "a.kronikar")):
        assert db.execute_sql("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.execute_sql("PRAGMA foreign_keys").fetchone()[0] == 1
        assert db.execute_sql("PRAGMA busy_timeout").fetchone()[0] == 5000


def test_create_never_overwrites_an_existing_file(tmp_path):
    path = tmp_path / "exists.kronikar"
    path.write_text("a player's notes")
    with pytest.raises(CampaignExists):
        create_campaign(path, "X", "dakara")
    assert path.read_text() == "a player's notes"


def test_missing_file_is_refused(tmp_path):
    with pytest.raises(CampaignMissing):
        open_campaign(tmp_path / "nowhere.kronikar")


def _not_sqlite(path: Path) -> None:
    path.write_text("Tohle je seznam nákupů, ne kampaň.\n" * 20, encoding="utf-8")


def _empty(path: Path) -> None:
    path.write_bytes(b"")


def _truncated(path: Path) -> None:
    make_campaign(path, characters=40)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def _truncated_mid_page(path: Path) -> None:
    make_campaign(path, characters=40)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) - 100])


def _corrupt(path: Path) -> None:
    make_campaign(path, characters=40)
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    for offset in range(page, len(data), page):  # wreck the header of every page after the first
        data[offset : offset + 12] = b"\xff" * 12
    path.write_bytes(bytes(data))


def _other_sqlite(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.execute("INSERT INTO recipes VALUES ('svíčková')")
    conn.commit()
    conn.close()


def _newer(path: Path) -> None:
    make_campaign(path)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE schema_version SET version = ?", (CURRENT_VERSION + 1,))
    conn.commit()
    conn.close()


@pytest.mark.parametrize(
    ("prepare", "error"),
    [
        (_not_sqlite, NotACampaign),
        (_empty, NotACampaign),
        (_other_sqlite, NotACampaign),
        (_truncated, CorruptCampaign),
        (_truncated_mid_page, CorruptCampaign),
        (_corrupt, CorruptCampaign),
        (_newer, NewerSchema),
    ],
)
def test_refused_files_stay_byte_identical(tmp_path, prepare, error):
    folder = tmp_path / "refused"
    folder.mkdir()
    path = folder / "kampan.kronikar"
    prepare(path)
    before, listing = digest(path), folder_listing(folder)
    with pytest.raises(error):
        open_campaign(path)
    assert digest(path) == before
    assert folder_listing(folder) == listing  # no -wal, -shm or lock file left behind
    assert not any(backups_dir().iterdir())  # nothing was backed up either


def test_newer_schema_says_which_versions(tmp_path):
    path = tmp_path / "new.kronikar"
    _newer(path)
    with pytest.raises(NewerSchema) as caught:
        open_campaign(path)
    assert (caught.value.found, caught.value.supported) == (CURRENT_VERSION + 1, CURRENT_VERSION)


HOLDER = textwrap.dedent(
    """
    import sys
    from campaign_manager.storage import open_campaign
    campaign = open_campaign(sys.argv[1], backup=False)
    print("ready", flush=True)
    sys.stdin.readline()
    """
)


def test_a_campaign_open_in_another_instance_is_refused_unchanged(tmp_path):
    path = make_campaign(tmp_path / "shared.kronikar")
    with subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    ) as holder:
        try:
            assert holder.stdout.readline().strip() == "ready"
            before = digest(path)
            with pytest.raises(CampaignLocked) as caught:
                open_campaign(path)
            assert str(holder.pid) in caught.value.detail
            assert digest(path) == before
        finally:
            holder.kill()
    # the OS dropped the dead instance's lock: no stale lock
    with open_campaign(path) as opened:
        assert opened.name == "Stíny nad Prahou"


def test_the_same_file_cannot_be_opened_twice_in_one_process(tmp_path, campaign):
    with pytest.raises(CampaignLocked):
        open_campaign(campaign.path)
    campaign.close()
    with open_campaign(campaign.path) as again:
        assert again.name == "Zkušební kampaň"


def test_opening_keeps_only_the_last_five_rolling_backups(tmp_path):
    path = make_campaign(tmp_path / "rolling.kronikar", characters=3)
    for _ in range(ROLLING_BACKUPS + 2):
        with open_campaign(path) as opened:
            folder = opened.backups_folder
    copies = sorted(folder.glob("*-rolling.kronikar"))
    assert len(copies) == ROLLING_BACKUPS
    names = [r[0] for r in query(copies[-1], "SELECT name FROM character ORDER BY id")]
    assert names == ["Postava 0", "Postava 1", "Postava 2"]


def test_save_a_copy_while_open_holds_the_latest_edit(tmp_path, campaign):
    campaign.write(lambda: Character.create(name="Eliška z Rožmberka"))
    copy = campaign.save_copy(tmp_path / "copy.kronikar")
    names = [r[0] for r in query(copy, "SELECT name FROM character")]
    assert names == ["Eliška z Rožmberka"]
    campaign.close()
    with open_campaign(copy) as reopened:  # the copy is a campaign in its own right
        assert reopened.name == "Zkušební kampaň"


def test_save_a_copy_refuses_to_replace_the_open_campaign(campaign):
    with pytest.raises(CampaignExists):
        campaign.save_copy(campaign.path)


def test_a_failed_write_changes_nothing(campaign):
    def half_done() -> None:
        Character.create(name="Half")
        raise RuntimeError("boom")

    with pytest.raises(RuntimeError):
        campaign.write(half_done)
    assert Character.select().count() == 0
