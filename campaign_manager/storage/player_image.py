"""The image the player view shows between fights, kept in the campaign itself.

The GM picks a file; :func:`read_image_file` reads it (a regular file only, at most
:data:`MAX_IMAGE_BYTES`, an image by its first bytes; never a device or a FIFO, which it
does not even wait to open) on a worker thread, and :func:`set_image` is the one undo step
that copies the bytes into the campaign's ``player_view_image`` table and names their
SHA-256 in the campaign's settings (:data:`DIGEST_SETTING`). Everyone who shows the image
(the TV window, the web page, ``serve-player-view``) reads it from there, and reads the
bytes again only when that name changes. A path in the settings is never read: a
co-GM's setting served a picture from the other GM's home folder, ``/dev/zero`` froze the
window and a FIFO hung ``serve-player-view``.
"""

from __future__ import annotations

import hashlib
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.changes import Batch, Change, SetCampaignField
from campaign_manager.storage.errors import ChangedSince
from campaign_manager.storage.image_kind import image_type
from campaign_manager.storage.models import PlayerViewImage
from campaign_manager.storage.touched import Touched

#: the largest image a campaign keeps (a phone's photo fits; undo keeps it twice)
MAX_IMAGE_BYTES = 8 * 1024 * 1024
#: the campaign setting that names the image kept now (its SHA-256, hex)
DIGEST_SETTING = "player_view_image_sha256"


class ImageRefused(ValueError):
    """A file that is not kept as the image: ``reason`` is "not_a_file", "too_large",
    "not_an_image" or "unreadable" (with the system's words in ``detail``)."""

    def __init__(self, reason: str, detail: str = "") -> None:
        self.reason = reason
        self.detail = detail
        super().__init__(f"{reason}: {detail}" if detail else reason)


def read_image_file(path: str | Path) -> bytes:
    """The bytes of the image file at ``path``; :class:`ImageRefused` for anything that is
    not a regular file of at most MAX_IMAGE_BYTES holding a PNG, JPEG, GIF or WebP.

    Opened without waiting (a FIFO with no writer does not hang the open) and looked at
    before a byte is read (a device, a FIFO, a folder are refused); never more than
    MAX_IMAGE_BYTES + 1 bytes are read, whatever the file says its size is."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        descriptor = os.open(path, flags | getattr(os, "O_BINARY", 0))
    except OSError as error:
        raise ImageRefused("unreadable", error.strerror or str(error)) from error
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise ImageRefused("not_a_file")
        if info.st_size > MAX_IMAGE_BYTES:
            raise ImageRefused("too_large")
        chunks, left = [], MAX_IMAGE_BYTES + 1
        while left > 0:
            chunk = os.read(descriptor, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as error:
        raise ImageRefused("unreadable", error.strerror or str(error)) from error
    finally:
        os.close(descriptor)
    data = b"".join(chunks)
    if len(data) > MAX_IMAGE_BYTES:
        raise ImageRefused("too_large")
    if image_type(data) is None:
        raise ImageRefused("not_an_image")
    return data


def digest_of(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def image_digest(settings: object) -> str | None:
    """The SHA-256 the campaign's settings name for its image (None: no image)."""
    value = settings.get(DIGEST_SETTING) if isinstance(settings, dict) else None
    return value if isinstance(value, str) and value else None


def stored_image() -> bytes | None:
    """The image the open campaign keeps (None: none)."""
    row = PlayerViewImage.select().order_by(PlayerViewImage.id).first()
    return bytes(row.data) if row is not None else None


@dataclass
class ReplacePlayerViewImage(Change):
    """The row of the image: ``new`` bytes in place of whatever is there (None: none);
    undo puts back what was there, where the row still holds what this wrote."""

    new: bytes | None
    old: bytes | None = None
    read: bool = False  # the first apply read ``old``

    def _put(self, campaign: Campaign, data: bytes | None, expected: bytes | None) -> Touched:
        def op() -> None:
            held = stored_image()
            if not self.read:
                self.old, self.read = held, True
            elif held != expected:
                raise ChangedSince("player_view_image", 1)
            PlayerViewImage.delete().execute()
            if data is not None:
                PlayerViewImage.create(data=data, kind=image_type(data), digest=digest_of(data))

        campaign.write(op)
        return Touched(campaign=True, settings=True)

    def apply(self, campaign: Campaign) -> Touched:
        return self._put(campaign, self.new, self.old)

    def revert(self, campaign: Campaign) -> Touched:
        return self._put(campaign, self.old, self.new)


def set_image(settings: dict, data: bytes | None) -> Change:
    """The one undo step that keeps ``data`` (checked bytes of :func:`read_image_file`;
    None: no image) as the campaign's image; ``settings``: the campaign's settings now."""
    if data is not None and (len(data) > MAX_IMAGE_BYTES or image_type(data) is None):
        raise ImageRefused("not_an_image" if image_type(data) is None else "too_large")
    new_settings = dict(settings)
    new_settings.pop("player_view_image", None)  # the path of old versions: never read
    if data is None:
        new_settings.pop(DIGEST_SETTING, None)
    else:
        new_settings[DIGEST_SETTING] = digest_of(data)
    return Batch([ReplacePlayerViewImage(data), SetCampaignField("settings", new_settings)])
