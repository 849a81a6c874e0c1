"""What a crash leaves is recovered whole, and the campaign file alone holds every committed
edit once the app has checkpointed (issue 14, items 1 and 9)."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from campaign_manager.storage import CorruptCampaign, create_campaign, open_campaign
from campaign_manager.storage.models import Character

pytestmark = pytest.mark.sqlite_only(
    reason="the write-ahead log and checkpoints of a campaign file"
)


def names(path: Path) -> list[str]:
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
    try:
        return [row[0] for row in conn.execute("SELECT name FROM character ORDER BY id")]
    finally:
        conn.close()


def crashed_with_everything_in_the_log(folder: Path, count: int) -> Path:
    """A campaign whose last ``count`` characters are committed in the -wal only, as a
    crash leaves it (the files copied while the app still had them open)."""
    source = folder / "source.kronikar"
    create_campaign(source, "Kampaň", "dakara").close()
    conn = sqlite3.connect(source)
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    with conn:
        for i in range(count):
            conn.execute(
                "INSERT INTO character (name, kind, player, notes, sheet, created_at, "
                "updated_at, tags, summary) VALUES (?, 'pc', '', ?, '{}', '2026-01-01', "
                "'2026-01-01', '[]', '{}')",
                (f"Postava {i}", "z" * 3000),
            )
    path = folder / "padla.kronikar"
    for suffix in ("", "-wal", "-shm"):
        shutil.copyfile(f"{source}{suffix}", f"{path}{suffix}")
    conn.close()
    return path


def cut_checkpoint_short(path: Path) -> None:
    """What a kill during a checkpoint leaves: the newest page 1 (with the new page count)
    copied from the -wal into the main file, the other pages not yet."""
    wal = Path(f"{path}-wal").read_bytes()
    page_size = int.from_bytes(wal[8:12], "big")
    newest_page_one = None
    offset = 32
    while offset + 24 + page_size <= len(wal):
        if int.from_bytes(wal[offset : offset + 4], "big") == 1:
            newest_page_one = wal[offset + 24 : offset + 24 + page_size]
        offset += 24 + page_size
    assert newest_page_one is not None
    with path.open("r+b") as main:
        main.write(newest_page_one)
    header_pages = int.from_bytes(newest_page_one[28:32], "big")
    assert path.stat().st_size < header_pages * page_size  # shorter than its header says


def test_a_crash_during_a_checkpoint_loses_nothing(tmp_path):
    path = crashed_with_everything_in_the_log(tmp_path, 60)
    cut_checkpoint_short(path)
    with open_campaign(path) as opened:
        assert Character.select().count() == 60
        assert opened.name == "Kampaň"
    assert names(path) == [f"Postava {i}" for i in range(60)]  # and the file alone has it all


def test_a_leftover_log_is_replayed_when_the_campaign_opens(tmp_path):
    path = crashed_with_everything_in_the_log(tmp_path, 10)
    assert names(path) == []  # the main file alone lacks them: they are in the -wal
    with open_campaign(path):
        assert Character.select().count() == 10


def test_truncation_with_no_log_to_recover_from_is_still_refused(tmp_path):
    path = crashed_with_everything_in_the_log(tmp_path, 60)
    cut_checkpoint_short(path)
    for suffix in ("-wal", "-shm"):
        Path(f"{path}{suffix}").unlink()
    before = path.read_bytes()
    try:
        open_campaign(path)
    except CorruptCampaign as error:
        assert error.reason == "truncated"
    else:  # pragma: no cover - the test fails here
        raise AssertionError("a truncated file was opened")
    assert path.read_bytes() == before


def test_after_a_checkpoint_the_file_alone_holds_every_committed_edit(tmp_path, campaign):
    campaign.checkpoint()  # the empty campaign's tables are in the file
    campaign.write(lambda: Character.create(name="Eliška z Rožmberka", notes="x" * 500))
    campaign.write(lambda: Character.update(player="Jana").execute())
    stale = tmp_path / "stale.kronikar"
    shutil.copyfile(campaign.path, stale)  # copied without its -wal, as a GM would
    assert names(stale) == []  # the edits are in the log: this is what issue 14 saw

    assert campaign.checkpoint() is True
    fresh = tmp_path / "fresh.kronikar"
    shutil.copyfile(campaign.path, fresh)
    assert names(fresh) == ["Eliška z Rožmberka"]
    conn = sqlite3.connect(fresh)
    try:
        assert conn.execute("SELECT player FROM character").fetchall() == [("Jana",)]
    finally:
        conn.close()
    assert Path(f"{campaign.path}-wal").stat().st_size == 0  # the log is emptied


def test_checkpoint_waits_for_an_open_transaction(campaign):
    def inside() -> bool:
        Character.create(name="Rozepsaná")
        return campaign.checkpoint()

    assert campaign.write(inside) is False  # never in the middle of an edit
    assert campaign.checkpoint() is True


def test_closing_leaves_the_file_alone_complete(tmp_path, campaign):
    campaign.write(lambda: Character.create(name="Bořek"))
    path = campaign.path
    campaign.close()
    assert not Path(f"{path}-wal").exists() or Path(f"{path}-wal").stat().st_size == 0
    assert names(path) == ["Bořek"]
