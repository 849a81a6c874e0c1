"""A desktop a screen reader would see: Xvfb, a session D-Bus (the AT-SPI bus is started from
it on demand, as on a desktop), the app on it (tests/support/atspi_app.py, the project's
venv) and the reader's side (tests/support/atspi_walk.py, Debian's python3 with pyatspi)."""

from __future__ import annotations

import json
import os
import queue
import shutil
import subprocess
import sys
import threading
from contextlib import contextmanager, suppress
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SUPPORT = ROOT / "tests" / "support"
READER_PYTHON = "/usr/bin/python3"
# a generous bound for a loaded 2-core machine: every wait below ends on its condition
ANSWER_TIMEOUT = 180
# the listener's readiness is asked again and again (each probe waits a second for its
# echo) until the app sends to it
PROBES, PROBE_WAIT = 180, 1.0


def missing_tools() -> list[str]:
    """What this machine lacks (scripts/test-deps.sh installs them)."""
    missing = []
    if shutil.which("Xvfb") is None:
        missing.append("xvfb")
    if shutil.which("dbus-daemon") is None:
        missing.append("dbus")
    if not Path("/usr/libexec/at-spi-bus-launcher").exists():
        missing.append("at-spi2-core")
    probe = subprocess.run(
        [READER_PYTHON, "-c", "import pyatspi"], capture_output=True, check=False
    )
    if probe.returncode != 0:
        missing.append("python3-pyatspi")
    return missing


def lines_of(stream) -> queue.Queue:
    """The lines of ``stream`` as they come (an empty one when it ends): read with a bound."""
    lines: queue.Queue[str] = queue.Queue()

    def read() -> None:
        for line in stream:
            lines.put(line)
        lines.put("")

    threading.Thread(target=read, daemon=True).start()
    return lines


@contextmanager
def desktop():
    """The environment of a desktop session: an X display and a session bus of its own."""
    read_end, write_end = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1440x900x24", "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    bus = None
    try:
        with os.fdopen(read_end) as numbers:
            display = numbers.readline().strip()  # written once the server accepts clients
        assert display, "Xvfb did not start"
        env = dict(os.environ, DISPLAY=f":{display}", QT_QPA_PLATFORM="xcb")
        env.pop("WAYLAND_DISPLAY", None)
        env.pop("AT_SPI_BUS_ADDRESS", None)
        bus = subprocess.Popen(
            ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        address = bus.stdout.readline().strip()
        assert address, "the session bus did not start"
        env["DBUS_SESSION_BUS_ADDRESS"] = address
        # Qt talks to the accessibility bus even where no reader said it is running
        env["QT_LINUX_ACCESSIBILITY_ALWAYS_ON"] = "1"
        env["QT_ACCESSIBILITY"] = "1"
        yield env
    finally:
        for process in (bus, xvfb):
            if process is not None:
                process.terminate()
                process.wait(timeout=ANSWER_TIMEOUT)
                if process.stdout is not None:
                    process.stdout.close()


class App:
    """The app on the desktop, put into an area on the test's word."""

    def __init__(self, env: dict, system: str, language: str):
        self.env = env
        self.process = subprocess.Popen(
            [sys.executable, str(SUPPORT / "atspi_app.py"), system, language],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            cwd=ROOT,
        )
        self.lines = lines_of(self.process.stdout)
        started = self.answer()
        assert started.startswith("started "), started
        self.pid = int(started.split()[1])

    def answer(self) -> str:
        try:
            line = self.lines.get(timeout=ANSWER_TIMEOUT)
        except queue.Empty:
            line = ""
        assert line, f"the app did not answer (it ended: {self.process.poll()})"
        assert not line.startswith("failed "), line
        return line.strip()

    def ask(self, command: str) -> str:
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        return self.answer()

    def walk(self) -> list[dict]:
        """Every node a reader finds shown in the app's windows."""
        result = subprocess.run(
            [READER_PYTHON, str(SUPPORT / "atspi_walk.py"), "walk", str(self.pid)],
            capture_output=True,
            text=True,
            env=self.env,
            timeout=ANSWER_TIMEOUT,
            check=True,
        )
        tree = json.loads(result.stdout)
        assert tree["found"], "the app never showed up on the accessibility bus"
        return tree["nodes"]

    def close(self) -> None:
        if self.process.poll() is None:
            with suppress(AssertionError, BrokenPipeError):
                self.ask("quit")
            try:
                self.process.wait(timeout=ANSWER_TIMEOUT)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process.stdin.close()
        self.process.stdout.close()


class Listener:
    """The reader's ear: the app's announcements and name changes, one JSON line each."""

    def __init__(self, env: dict, pid: int):
        self.process = subprocess.Popen(
            [READER_PYTHON, "-u", str(SUPPORT / "atspi_walk.py"), "listen", str(pid)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert self.process.stdout.readline().strip() == "listening"
        self.lines = lines_of(self.process.stdout)

    def heard_by(self, app: App) -> None:
        """Wait until the app sends what this listener asked for: the bus tells the app of a
        new listener on its own time, and what the app says before that is lost."""
        for _attempt in range(PROBES):
            app.ask("probe")
            try:
                self.until(lambda event: event["data"] == "probe", timeout=PROBE_WAIT)
                return
            except AssertionError:
                continue
        raise AssertionError("the app never reached the reader's listener")

    def until(self, wanted, timeout: float = ANSWER_TIMEOUT) -> list[dict]:
        """The events heard until one for which ``wanted(event)`` is true (all of them)."""
        heard = []
        while True:
            try:
                line = self.lines.get(timeout=timeout)
            except queue.Empty:
                line = None
            if not line:
                raise AssertionError(f"the reader never heard it; it heard: {heard}")
            event = json.loads(line)
            heard.append(event)
            if wanted(event):
                return heard

    def close(self) -> None:
        self.process.stdin.close()
        try:
            self.process.wait(timeout=ANSWER_TIMEOUT)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.process.stdout.close()
