"""A zlib stream that unpacks to far more than it holds, made in milliseconds without
holding what it unpacks to: after a full flush deflate starts afresh, so the bytes of
one more chunk are the same each time, and the stream is those bytes repeated."""

from __future__ import annotations

import struct
import zlib

CHUNK = 1024 * 1024


def zlib_bomb(megabytes: int) -> bytes:
    """A valid zlib stream of ``megabytes`` MiB of ``a``."""
    chunk = b"a" * CHUNK
    packer = zlib.compressobj(9)
    first = packer.compress(chunk) + packer.flush(zlib.Z_FULL_FLUSH)
    again = packer.compress(chunk) + packer.flush(zlib.Z_FULL_FLUSH)
    end = packer.flush()[:-4]  # the last, empty block (its checksum is of two chunks)
    checksum = 1
    for _ in range(megabytes):
        checksum = zlib.adler32(chunk, checksum)
    return first + again * (megabytes - 1) + end + struct.pack(">I", checksum)
