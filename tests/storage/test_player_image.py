"""The image between fights is kept in the campaign: copied in from a file the GM picks
(a regular file of bounded size holding an image, nothing else, never waited for), one
undo step, carried by a copy of the campaign, and read by nothing but the campaign."""

from __future__ import annotations

import os
import threading

import pytest

from campaign_manager.storage import open_campaign
from campaign_manager.storage.player_image import (
    DIGEST_SETTING,
    MAX_IMAGE_BYTES,
    ImageRefused,
    image_digest,
    read_image_file,
    set_image,
    stored_image,
)

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 64


def _refusal(path) -> str:
    """How read_image_file refuses ``path``, on a thread of its own: a read that waited
    (a FIFO with no writer) fails the test rather than hanging it."""
    found: list[str] = []

    def read() -> None:
        try:
            read_image_file(path)
            found.append("read")
        except ImageRefused as refusal:
            found.append(refusal.reason)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(60)
    assert found, f"reading {path} did not return"
    return found[0]


@pytest.mark.sqlite_only(reason="reads files of this machine, not the campaign")
def test_only_a_bounded_regular_image_file_is_read(tmp_path):
    picture = tmp_path / "mapa.png"
    picture.write_bytes(PNG)
    assert read_image_file(picture) == PNG
    fifo = tmp_path / "roura"
    os.mkfifo(fifo)
    assert _refusal(fifo) == "not_a_file"  # and it did not wait for a writer
    assert _refusal("/dev/zero") == "not_a_file"
    assert _refusal(tmp_path) == "not_a_file"
    big = tmp_path / "velky.png"
    big.write_bytes(PNG + b"\x00" * MAX_IMAGE_BYTES)
    assert _refusal(big) == "too_large"
    text = tmp_path / "text.png"
    text.write_bytes(b"not a picture at all")
    assert _refusal(text) == "not_an_image"
    assert _refusal(tmp_path / "gone.png") == "unreadable"


def test_the_image_is_kept_in_the_campaign_as_one_undo_step(campaign):
    settings = dict(campaign.info.settings or {}, player_view_image="/home/other/secret.png")
    change = set_image(settings, PNG)
    change.apply(campaign)
    assert stored_image() == PNG
    kept = campaign.info.settings
    assert image_digest(kept) and "player_view_image" not in kept  # the old path is gone
    change.revert(campaign)
    assert stored_image() is None and DIGEST_SETTING not in campaign.info.settings
    change.apply(campaign)  # redo
    assert stored_image() == PNG and image_digest(campaign.info.settings) == image_digest(kept)
    again = set_image(campaign.info.settings, None)
    again.apply(campaign)
    assert stored_image() is None and image_digest(campaign.info.settings) is None
    again.revert(campaign)
    assert stored_image() == PNG


@pytest.mark.sqlite_only(reason="a copy of the campaign file and its reopening")
def test_a_copy_and_a_reopened_campaign_keep_the_image(campaign, tmp_path):
    set_image(campaign.info.settings, PNG).apply(campaign)
    copy = campaign.save_copy(tmp_path / "kopie.kronikar")
    path = campaign.path
    campaign.close()
    for where in (path, copy):
        opened = open_campaign(where)
        try:
            assert stored_image() == PNG and image_digest(opened.info.settings)
        finally:
            opened.close()
