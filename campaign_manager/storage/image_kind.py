"""What kind of picture some bytes hold, by their first bytes: the pictures a campaign keeps
for the players (the image between fights, a reveal's picture) are PNG, JPEG, GIF or WebP."""

from __future__ import annotations

_MAGIC = (
    (b"\x89PNG\r\n\x1a\n", "image/png"),
    (b"\xff\xd8\xff", "image/jpeg"),
    (b"GIF87a", "image/gif"),
    (b"GIF89a", "image/gif"),
)


def image_type(data: bytes) -> str | None:
    """The MIME type of an image the player view shows (PNG, JPEG, GIF, WebP), else None."""
    for magic, kind in _MAGIC:
        if data.startswith(magic):
            return kind
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "image/webp"
    return None
