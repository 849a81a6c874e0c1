"""One campaign file, one holder: however the file is reached, and however often it is
opened and closed by several processes at once."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time

import pytest

from campaign_manager.storage import CampaignLocked, create_campaign, open_campaign
from campaign_manager.storage.locking import FileLock

pytestmark = pytest.mark.sqlite_only(reason="the file lock")

HOLDER = textwrap.dedent(
    """
    import sys
    from campaign_manager.storage import open_campaign
    campaign = open_campaign(sys.argv[1], backup=False)
    print("ready", flush=True)
    sys.stdin.readline()
    campaign.close()
    """
)


@pytest.fixture
def held(tmp_path):
    """A campaign held open by another running instance (a subprocess)."""
    path = tmp_path / "drzeno.kronikar"
    create_campaign(path, "Držená kampaň", "dakara").close()
    with subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    ) as holder:
        try:
            assert holder.stdout.readline().strip() == "ready"
            yield path, holder
        finally:
            holder.kill()


@pytest.mark.slow
def test_a_symlink_to_an_open_campaign_meets_its_lock(tmp_path, held):
    path, holder = held
    link = tmp_path / "odkaz.kronikar"
    link.symlink_to(path)
    with pytest.raises(CampaignLocked) as caught:
        open_campaign(link)
    assert str(holder.pid) in caught.value.detail  # the holder is named through the link too


@pytest.mark.slow
def test_a_hard_link_to_an_open_campaign_meets_its_lock(tmp_path, held):
    path, _ = held
    other_folder = tmp_path / "jinde"
    other_folder.mkdir()
    link = other_folder / "kopie.kronikar"
    os.link(path, link)
    with pytest.raises(CampaignLocked):
        open_campaign(link)


def test_a_relative_path_and_an_absolute_one_are_one_file(tmp_path, campaign, monkeypatch):
    monkeypatch.chdir(campaign.path.parent)
    with pytest.raises(CampaignLocked):
        open_campaign(campaign.path.name)
    with pytest.raises(CampaignLocked):
        open_campaign(tmp_path / "." / campaign.path.name)


LOOPER = textwrap.dedent(
    """
    import os, sys, time
    from pathlib import Path
    from campaign_manager.storage.locking import FileLock
    target, marker, until = Path(sys.argv[1]), Path(sys.argv[2]), float(sys.argv[3])
    held = overlaps = 0
    while time.time() < until:
        lock = FileLock(target)
        if not lock.acquire():
            continue
        held += 1
        try:  # nobody else may be inside while this process holds the lock
            fd = os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        except FileExistsError:
            overlaps += 1
        else:
            os.close(fd)
            os.unlink(marker)
        lock.release()
    print(held, overlaps, flush=True)
    """
)


@pytest.mark.slow
def test_several_processes_opening_and_closing_never_hold_the_lock_together(tmp_path):
    target = tmp_path / "souboj.kronikar"
    target.write_bytes(b"")
    marker = tmp_path / "inside"
    until = time.time() + 3
    loopers = [
        subprocess.Popen(
            [sys.executable, "-c", LOOPER, str(target), str(marker), str(until)],
            stdout=subprocess.PIPE,
            text=True,
        )
        for _ in range(4)
    ]
    results = [tuple(map(int, p.communicate(timeout=60)[0].split())) for p in loopers]
    assert sum(held for held, _ in results) > 100  # the loop really ran
    assert sum(overlaps for _, overlaps in results) == 0


def test_release_leaves_no_holder_file_and_the_lock_can_be_taken_again(tmp_path):
    target = tmp_path / "a.kronikar"
    target.write_bytes(b"")
    first = FileLock(target)
    assert first.acquire()
    assert not FileLock(target).acquire()
    first.release()
    assert not first.path.exists()
    again = FileLock(target)
    assert again.acquire()
    again.release()


def test_a_link_to_a_campaign_open_in_this_process_is_refused(tmp_path, campaign):
    link = tmp_path / "odkaz.kronikar"
    os.link(campaign.path, link)
    symlink = tmp_path / "symlink.kronikar"
    symlink.symlink_to(campaign.path)
    for other in (link, symlink):
        with pytest.raises(CampaignLocked):
            open_campaign(other)
    campaign.write(lambda: None)  # the open campaign is untouched by the refusals
    campaign.close()
    with open_campaign(link) as again:
        assert again.name == "Zkušební kampaň"
