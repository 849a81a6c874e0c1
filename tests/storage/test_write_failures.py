"""A write that fails says why and changes nothing; the file alone is the campaign only
when it really is. A full disk (a real one: a small tmpfs), a file deleted or replaced
under the open campaign, a record deleted under a change."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
from pathlib import Path

import pytest

from campaign_manager.storage import create_campaign, open_campaign
from campaign_manager.storage.changes import AddCharacter, PatchSheet, UpdateCharacter
from campaign_manager.storage.errors import WriteFailed
from campaign_manager.storage.models import Character

pytestmark = pytest.mark.sqlite_only(reason="a full disk, a deleted or replaced campaign file")


@pytest.fixture
def small_disk(tmp_path):
    """A real file system of 2 MB (tmpfs), unmounted afterwards whatever happens."""
    disk = tmp_path / "disk"
    disk.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(disk)], capture_output=True
    )
    if mounted.returncode != 0:
        why = f"cannot mount a small file system here: {mounted.stderr.decode().strip()}"
        if os.environ.get("CI"):  # CI runs as root: a skip there would hide the full-disk tests
            pytest.fail(why)
        pytest.skip(why)
    try:
        yield disk
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)


def fill(disk: Path) -> Path:
    """Fill ``disk`` to the last byte; the filler's path (delete it to free the space)."""
    filler = disk / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            os.write(fd, b"x" * 4096)
    except OSError:
        pass
    finally:
        os.close(fd)
    return filler


def test_an_edit_on_a_full_disk_says_the_disk_is_full_and_changes_nothing(small_disk):
    campaign = create_campaign(small_disk / "hra.kronikar", "Hra", "d20")
    try:
        add = AddCharacter({"name": "Bořek", "sheet": {}})
        add.apply(campaign)
        fill(small_disk)
        with pytest.raises(WriteFailed) as failure:
            UpdateCharacter(add.id, {"notes": "x" * 300_000}).apply(campaign)
        assert failure.value.reason == "full"  # not "cannot rollback - no transaction ..."
        assert "full" in failure.value.detail
        assert failure.value.needed >= 4 * 1024 * 1024
        assert Character.get_by_id(add.id).notes == ""  # as it was
        assert not campaign.database.connection().in_transaction
    finally:
        campaign.close()


def test_a_copy_into_the_file_that_the_disk_cannot_take_keeps_both_files(small_disk):
    path = small_disk / "hra.kronikar"
    campaign = create_campaign(path, "Hra", "d20")
    campaign.checkpoint()
    add = AddCharacter({"name": "Bořek", "notes": "z" * 300_000, "sheet": {}})
    add.apply(campaign)  # committed, in the -wal
    filler = fill(small_disk)
    assert campaign.checkpoint() is False  # no exception: the idle timer just says so
    assert campaign.checkpoint_error.reason == "full"
    assert campaign.close() is False  # the file alone is not the campaign: say so
    assert Path(f"{path}-wal").stat().st_size > 0  # kept beside it
    filler.unlink()
    reopened = open_campaign(path)
    try:
        assert len(Character.get_by_id(add.id).notes) == 300_000  # nothing was lost
    finally:
        assert reopened.close() is True


def test_a_deleted_file_takes_no_more_edits_and_everything_is_in_the_rescue_copy(campaign):
    add = AddCharacter({"name": "Bořek", "sheet": {}})
    add.apply(campaign)
    os.unlink(campaign.path)
    with pytest.raises(WriteFailed) as failure:
        UpdateCharacter(add.id, {"notes": "after"}).apply(campaign)
    assert failure.value.reason == "vanished"
    rescue = failure.value.rescue
    assert rescue is not None and rescue.parent == campaign.path.parent
    with pytest.raises(WriteFailed):  # and every later edit is refused the same way
        AddCharacter({"name": "Ela", "sheet": {}}).apply(campaign)
    conn = sqlite3.connect(rescue)
    try:
        assert conn.execute("SELECT name, notes FROM character").fetchall() == [("Bořek", "")]
    finally:
        conn.close()


def test_a_file_replaced_by_another_campaign_is_not_written_to(campaign, tmp_path):
    campaign.save_copy(tmp_path / "jina.kronikar")  # a campaign of its own identity
    add = AddCharacter({"name": "Bořek", "sheet": {}})
    add.apply(campaign)
    before = (tmp_path / "jina.kronikar").read_bytes()
    os.replace(tmp_path / "jina.kronikar", campaign.path)
    with pytest.raises(WriteFailed) as failure:
        UpdateCharacter(add.id, {"notes": "after"}).apply(campaign)
    assert failure.value.reason == "vanished"
    assert campaign.path.read_bytes() == before  # the other campaign is untouched
    assert failure.value.rescue.exists()


def test_a_rescue_copy_goes_to_the_rescue_folder_when_the_campaigns_folder_is_gone(
    tmp_path, isolated_dirs
):
    folder = tmp_path / "stick"
    folder.mkdir()
    campaign = create_campaign(folder / "hra.kronikar", "Hra", "d20")
    try:
        AddCharacter({"name": "Bořek", "sheet": {}}).apply(campaign)
        shutil.rmtree(folder)  # the USB stick is gone
        with pytest.raises(WriteFailed) as failure:
            AddCharacter({"name": "Ela", "sheet": {}}).apply(campaign)
        rescue = failure.value.rescue
        assert rescue is not None and rescue.exists()
        assert rescue.parent.name == "rescued"
    finally:
        campaign.close()


def test_a_change_to_a_deleted_character_says_so_in_words(campaign):
    add = AddCharacter({"name": "Bořek", "sheet": {"con": 10}})
    add.apply(campaign)
    from campaign_manager.storage.changes import DeleteCharacter

    DeleteCharacter(add.id).apply(campaign)
    with pytest.raises(WriteFailed) as failure:
        PatchSheet.between(add.id, {"con": 10}, {"con": 12}).apply(campaign)
    assert failure.value.reason == "gone"
    assert failure.value.what == "Bořek"
    assert "SELECT" not in str(failure.value)
