"""The two checks that grow with the file (the page-by-page integrity check and the rolling
backup) can be left for after the first paint: the app opens with ``defer_checks=True`` and
runs ``FileCampaign.deferred_checks`` on a worker thread. What they find is the same refusal."""

from __future__ import annotations

import shutil
import sqlite3
import threading
from pathlib import Path

import pytest

from campaign_manager.paths import backups_dir
from campaign_manager.storage import CorruptCampaign, create_campaign, open_campaign
from campaign_manager.storage.changes import AddCharacter, LogEvents, LogLine
from campaign_manager.storage.errors import BackupFailed

pytestmark = pytest.mark.sqlite_only(
    reason="the page-by-page integrity check and backup of a campaign file"
)

PAGE = 4096


def with_a_long_log(path: Path) -> Path:
    """A campaign whose event log fills many pages (a table the roster never reads)."""
    campaign = create_campaign(path, "Kampaň", "dakara")
    AddCharacter({"name": "Bořek"}).apply(campaign)
    LogEvents([LogLine(f"řádek {i} " + "x" * 300, f"line {i}") for i in range(400)]).apply(campaign)
    campaign.close()
    return path


def damage_the_log(path: Path) -> None:
    """Give one leaf page of the event log an impossible cell count (quick_check sees it)."""
    conn = sqlite3.connect(path)
    first, last = conn.execute("SELECT MIN(rowid), MAX(rowid) FROM event").fetchone()
    conn.close()
    assert last - first > 100
    data = bytearray(path.read_bytes())
    leaves = [i for i in range(1, len(data) // PAGE) if data[i * PAGE] == 0x0D]
    victim = leaves[-2]  # the log was written last: its leaves come last
    data[victim * PAGE + 3 : victim * PAGE + 5] = b"\xff\xff"
    path.write_bytes(bytes(data))


def test_a_deferred_open_leaves_the_check_and_the_backup_for_later(isolated_dirs, tmp_path):
    path = with_a_long_log(tmp_path / "kampan.kronikar")
    before = set(backups_dir().rglob("*.kronikar"))
    campaign = open_campaign(path, defer_checks=True)
    try:
        assert campaign.has_deferred_checks and campaign.rolling_backup is None
        assert set(backups_dir().rglob("*.kronikar")) == before  # nothing copied yet
        result: list = []
        worker = threading.Thread(target=lambda: result.append(campaign.deferred_checks()))
        worker.start()
        AddCharacter({"name": "Meanwhile"}).apply(campaign)  # the window goes on meanwhile
        worker.join()
        assert result == [None] and not campaign.has_deferred_checks
        assert campaign.rolling_backup is not None and campaign.rolling_backup.exists()
        assert campaign.deferred_checks() is None  # run once
    finally:
        campaign.close()


def test_damage_found_after_opening_is_the_same_refusal(isolated_dirs, tmp_path):
    path = with_a_long_log(tmp_path / "kampan.kronikar")
    damage_the_log(path)
    with pytest.raises(CorruptCampaign):
        open_campaign(path)  # checked whole at once
    campaign = open_campaign(path, defer_checks=True)  # the roster's rows are whole
    try:
        error = campaign.deferred_checks()
        assert isinstance(error, CorruptCampaign) and error.reason == "damaged"
        assert campaign.rolling_backup is None  # a damaged file is never kept as a backup
    finally:
        campaign.close()


def test_a_failed_backup_after_opening_is_the_same_refusal(isolated_dirs, tmp_path):
    path = with_a_long_log(tmp_path / "kampan.kronikar")
    campaign = open_campaign(path, defer_checks=True)
    folder = campaign.backups_folder
    if folder.exists():
        shutil.rmtree(folder)
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("a file where the backups folder should be")
    try:
        assert isinstance(campaign.deferred_checks(), BackupFailed)
    finally:
        campaign.close()
        folder.unlink()


def test_closing_waits_for_a_check_still_reading(isolated_dirs, tmp_path):
    path = with_a_long_log(tmp_path / "kampan.kronikar")
    campaign = open_campaign(path, defer_checks=True)
    worker = threading.Thread(target=campaign.deferred_checks)
    worker.start()
    campaign.close()  # waits for the check (or finds it not started and cancels it)
    worker.join()
    with open_campaign(path) as again:  # nothing was left locked
        assert again.name == "Kampaň"


def test_nothing_is_written_before_the_checks_pass(isolated_dirs, tmp_path):
    """An edit made while the checks are still to come waits for them: on a damaged file it
    is refused with what they found, and the file stays exactly as it was."""
    path = with_a_long_log(tmp_path / "kampan.kronikar")
    damage_the_log(path)
    before = path.read_bytes()
    campaign = open_campaign(path, defer_checks=True)
    try:
        with pytest.raises(CorruptCampaign):
            AddCharacter({"name": "Too soon"}).apply(campaign)
        assert isinstance(campaign.deferred_checks(), CorruptCampaign)  # the same, told again
    finally:
        campaign.close()
    assert path.read_bytes() == before


def test_an_edit_before_the_checks_runs_them_first(isolated_dirs, tmp_path):
    path = with_a_long_log(tmp_path / "kampan.kronikar")
    campaign = open_campaign(path, defer_checks=True)
    try:
        AddCharacter({"name": "Early"}).apply(campaign)  # checked and backed up, then written
        assert not campaign.has_deferred_checks and campaign.rolling_backup.exists()
        assert campaign.deferred_checks() is None
    finally:
        campaign.close()
