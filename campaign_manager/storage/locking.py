"""An exclusive lock on a campaign, held by the process that has it open.

A lock file beside the campaign carries an OS lock (``flock`` / ``msvcrt``); the
OS drops it when the process dies, so a crash never leaves a stale lock.
"""

from __future__ import annotations

import os
import socket
import sys
from pathlib import Path


def lock_path_for(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


class FileLock:
    def __init__(self, path: Path):
        self.path = lock_path_for(path)
        self._fd: int | None = None

    def acquire(self) -> bool:
        """Take the lock; False if another process (or another open) holds it."""
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
                import msvcrt

                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            else:
                import fcntl

                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}@{socket.gethostname()}\n".encode())
        self._fd = fd
        return True

    def holder(self) -> str:
        """Who holds the lock, as the holder wrote it (pid@host), or ''."""
        try:
            return self.path.read_text(encoding="utf-8").strip()
        except OSError:
            return ""

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        try:
            self.path.unlink(missing_ok=True)
        finally:
            os.close(fd)

    @property
    def held(self) -> bool:
        return self._fd is not None
