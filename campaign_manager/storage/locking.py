"""An exclusive lock on a campaign, held by the process that has it open.

The lock is an OS lock (``flock`` / ``msvcrt``) on the campaign file itself, so every way
of reaching one file (a symlink, a hard link, another spelling of the path) meets the same
lock; the OS drops it when the process dies, so a crash never leaves a stale lock.

Beside the file (at its real path) the holder writes ``<file>.lock`` with ``pid@host`` so a
second instance can say who has it open. That file is only information: it is written after
the lock is taken and removed before the lock is dropped, so removing it never lets two
holders in.
"""

from __future__ import annotations

import contextlib
import os
import socket
import sys
from datetime import datetime
from pathlib import Path

#: Where the Windows lock sits: one byte far beyond any real page, so it never covers a
#: byte SQLite reads or locks (Windows locks are mandatory).
_WINDOWS_LOCK_OFFSET = 0x7FFF_0000_0000


#: The files this process holds, by (device, inode). A second open of a held file is
#: refused before any descriptor is opened on it: closing one would drop the POSIX locks
#: SQLite keeps on the file in this process.
_HELD: dict[tuple[int, int], FileLock] = {}

#: Open a file only if it is not a symbolic link (POSIX; Windows links need rights).
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)


def _key(stat_result: os.stat_result) -> tuple[int, int]:
    return (stat_result.st_dev, stat_result.st_ino)


def held_here(path: Path) -> bool:
    """Whether this process holds ``path``'s lock (then no descriptor may be opened on it
    and closed again: that would drop the locks SQLite keeps on it)."""
    try:
        return _key(os.stat(path)) in _HELD
    except OSError:
        return False


def lock_path_for(path: Path) -> Path:
    """The holder-information file of ``path`` (beside its real file)."""
    real = Path(os.path.realpath(path))
    return real.with_name(real.name + ".lock")


def _try_lock(fd: int) -> bool:
    try:
        if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
            import msvcrt

            os.lseek(fd, _WINDOWS_LOCK_OFFSET, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _same_file(fd: int, path: Path) -> bool:
    try:
        here, there = os.fstat(fd), os.stat(path)
    except OSError:
        return False
    return (here.st_dev, here.st_ino) == (there.st_dev, there.st_ino)


def _open(path: Path) -> int:
    return os.open(path, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))


class FileLock:
    """The exclusive lock on one campaign file (identified by the file, not its name)."""

    def __init__(self, path: Path):
        self.target = Path(path)
        self.path = lock_path_for(self.target)
        self._fd: int | None = None

    def acquire(self) -> bool:
        """Take the lock; False if another process (or another open) holds it.

        Raises OSError if the file cannot be opened at all (missing, not readable).
        """
        if self._fd is not None:
            return True
        for _ in range(5):
            if _key(os.stat(self.target)) in _HELD:
                return False
            fd = _open(self.target)
            if not _try_lock(fd):
                os.close(fd)
                return False
            # The name may have been pointed at a new file (a migration swapped one in)
            # between the open and the lock: then the lock is on a file nobody reaches.
            if _same_file(fd, self.target):
                self._fd = fd
                _HELD[_key(os.fstat(fd))] = self
                self._write_holder()
                return True
            os.close(fd)
        return False

    def _write_holder(self) -> None:
        """Write who holds the lock into a new file: never through a symbolic link (that
        would overwrite the file it points to), and a regular one left by a crash is
        removed first (this process holds the lock, so that file is stale)."""
        since = datetime.now().strftime("%H:%M")
        text = f"{os.getpid()}@{socket.gethostname()}@{since}\n".encode()
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | getattr(os, "O_BINARY", 0)
        with contextlib.suppress(OSError):  # a read-only folder: the lock holds all the same
            if os.path.lexists(self.path) and not os.path.islink(self.path):
                self.path.unlink()
            fd = os.open(self.path, flags, 0o644)  # a link there: FileExistsError, not written
            try:
                os.write(fd, text)
            finally:
                os.close(fd)

    def holder(self) -> str:
        """Who holds the lock, as the holder wrote it (pid@host@HH:MM), or '' (also when
        the file is a symbolic link: what it points to is not read)."""
        try:
            fd = os.open(self.path, os.O_RDONLY | _NOFOLLOW | getattr(os, "O_BINARY", 0))
        except OSError:
            return ""
        try:
            return os.read(fd, 200).decode("utf-8").strip()
        except (OSError, UnicodeDecodeError):
            return ""
        finally:
            os.close(fd)

    def replace_file(self, replacement: Path) -> None:
        """Move ``replacement`` over the locked file atomically, keeping the lock.

        The replacement is locked before the rename, so at every moment the file at the
        campaign's path is locked by this process.
        """
        if self._fd is None:
            raise RuntimeError("replace_file needs the lock held")
        fd = _open(replacement)
        if not _try_lock(fd):
            os.close(fd)
            raise OSError(f"{replacement} is locked by another process")
        try:
            os.replace(replacement, self.target)
            _sync_folder(self.target)
        except BaseException:
            os.close(fd)
            raise
        old, self._fd = self._fd, fd
        _HELD.pop(_key(os.fstat(old)), None)
        _HELD[_key(os.fstat(fd))] = self
        os.close(old)

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        _HELD.pop(_key(os.fstat(fd)), None)
        try:
            mine = self.holder().startswith(f"{os.getpid()}@{socket.gethostname()}@")
            if mine and not os.path.islink(self.path):
                self.path.unlink(missing_ok=True)  # still holding: nobody else wrote it
        except OSError:
            pass
        finally:
            os.close(fd)

    @property
    def held(self) -> bool:
        return self._fd is not None


def _sync_folder(path: Path) -> None:
    """Make a rename in ``path``'s folder durable (POSIX; a no-op elsewhere)."""
    if sys.platform == "win32":  # pragma: no cover
        return
    fd = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
