"""A throw-away PostgreSQL server for the tests, from the machine's own server binaries.

:class:`PostgresServer` runs ``initdb`` into a temporary folder (as the ``postgres`` user
through ``runuser`` when the tests run as root: initdb refuses root), starts the server with
its unix socket in that folder, no TCP (``listen_addresses=''``) and ``fsync=off``, and waits
until it answers (polling ``pg_isready``, no fixed sleeps). The bootstrap role is a superuser
named :data:`SUPERUSER`, trusted on the socket. :meth:`PostgresServer.new_database` makes a
fresh empty database per test; :meth:`PostgresServer.stop` stops the server and removes the
folder, and is safe to call twice (the fixture calls it, and ``atexit`` too).
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import os
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

SUPERUSER = "kronikar"
#: How long the server may take to start or stop before the tests give up on it.
START_TIMEOUT = 60.0
_ROOT = os.geteuid() == 0 if hasattr(os, "geteuid") else False


def find_bin_dir() -> Path | None:
    """The newest ``/usr/lib/postgresql/<version>/bin`` holding the server binaries (or the
    folder in ``KRONIKAR_PG_BIN``); None when PostgreSQL's server is not installed."""
    chosen = os.environ.get("KRONIKAR_PG_BIN")
    if chosen:
        return Path(chosen) if (Path(chosen) / "initdb").exists() else None
    found = []
    for folder in Path("/usr/lib/postgresql").glob("*/bin"):
        version = folder.parent.name
        if re.fullmatch(r"\d+(\.\d+)?", version) and (folder / "initdb").exists():
            found.append((float(version), folder))
    return max(found)[1] if found else None


class PostgresServer:
    """One PostgreSQL server in a temporary folder, for one test session."""

    def __init__(self, bin_dir: Path):
        self.bin_dir = bin_dir
        self.folder = Path(tempfile.mkdtemp(prefix="kronikar-pg-"))
        self.data = self.folder / "data"
        self.socket_dir = self.folder / "socket"
        self.log = self.folder / "server.log"
        self._started = False
        self._names = itertools.count(1)

    # -- running the binaries ---------------------------------------------------------
    def _command(self, name: str, *args: str) -> list[str]:
        command = [str(self.bin_dir / name), *args]
        return ["runuser", "-u", "postgres", "--", *command] if _ROOT else command

    def _run(self, name: str, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            self._command(name, *args),
            capture_output=True,
            text=True,
            stdin=subprocess.DEVNULL,
            timeout=START_TIMEOUT,
            check=False,
        )

    def start(self) -> PostgresServer:
        """initdb, start and wait until the server takes connections."""
        self.socket_dir.mkdir()
        if _ROOT:
            shutil.chown(self.folder, "postgres")
            shutil.chown(self.socket_dir, "postgres")
        done = self._run(
            "initdb",
            "-D",
            str(self.data),
            "-U",
            SUPERUSER,
            "--auth=trust",
            "--encoding=UTF8",
            "--locale=C",
            "--no-sync",
        )
        if done.returncode:
            raise RuntimeError(f"initdb failed:\n{done.stdout}\n{done.stderr}")
        options = " ".join(
            (
                "-c listen_addresses=''",
                f"-c unix_socket_directories='{self.socket_dir}'",
                "-c fsync=off",
                "-c synchronous_commit=off",
                "-c full_page_writes=off",
                "-c max_connections=100",
            )
        )
        self._options = options
        self._start_server()
        atexit.register(self.stop)
        return self

    def _start_server(self) -> None:
        done = self._run(
            "pg_ctl", "-D", str(self.data), "-l", str(self.log), "-o", self._options, "-W", "start"
        )
        if done.returncode:
            raise RuntimeError(f"the server did not start:\n{done.stderr}\n{self._log()}")
        self._started = True
        self._wait_ready()

    def pause(self) -> None:
        """Stop the server (fast: every session is ended) and keep its data, for
        :meth:`resume`: a server going away under its clients."""
        done = self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop")
        if done.returncode:
            raise RuntimeError(f"the server did not stop:\n{done.stderr}\n{self._log()}")
        self._started = False

    def resume(self) -> None:
        """Start the paused server again on the same socket, and wait until it answers."""
        self._start_server()

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            ready = subprocess.run(
                [
                    str(self.bin_dir / "pg_isready"),
                    "-q",
                    "-h",
                    str(self.socket_dir),
                    "-U",
                    SUPERUSER,
                    "-d",
                    "postgres",
                ],
                check=False,
                stdin=subprocess.DEVNULL,
            )
            if ready.returncode == 0:
                return
            if time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"the server did not become ready:\n{self._log()}")
            time.sleep(0.05)  # polling pg_isready, not waiting a fixed time

    def _log(self) -> str:
        try:
            return self.log.read_text(errors="replace")[-4000:]
        except OSError:
            return ""

    def stop(self) -> None:
        """Stop the server (fast: open sessions are ended) and remove its folder."""
        if self._started:
            self._started = False
            done = self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop")
            if done.returncode:
                self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        with contextlib.suppress(OSError):
            shutil.rmtree(self.folder)

    # -- connecting -------------------------------------------------------------------
    def url(self, database: str = "postgres", user: str = SUPERUSER) -> str:
        """The ``postgresql://`` URL of ``database`` through the server's socket."""
        return f"postgresql://{user}@/{database}?host={self.socket_dir}"

    def admin(self):
        """A superuser connection (autocommit) to the ``postgres`` database."""
        import psycopg

        return psycopg.connect(self.url(), autocommit=True)

    def new_database(self, prefix: str = "test") -> str:
        """Create a new empty database; returns its name."""
        name = f"{prefix}_{os.getpid()}_{next(self._names)}"
        with self.admin() as conn:
            conn.execute(f'CREATE DATABASE "{name}" TEMPLATE template0')
        return name

    def drop_database(self, name: str) -> None:
        """Drop ``name``, ending whatever sessions are still connected to it."""
        with self.admin() as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
