"""Timing helpers, the campaigns benchmarks build, and the report."""

from __future__ import annotations

import itertools
import math
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

FRAME_MS = 1000 / 60
RUNS = 5  # every line is at least this many runs


@dataclass(frozen=True)
class Runs:
    """The samples of one measurement (ms, or another unit), shown as min / median / max."""

    samples: tuple[float, ...]

    @classmethod
    def fixed(cls, value: float) -> Runs:
        """A constant baseline (one frame, a second): the same at every run."""
        return cls((value,))

    @property
    def min(self) -> float:
        return min(self.samples) if self.samples else math.nan

    @property
    def median(self) -> float:
        return statistics.median(self.samples) if self.samples else math.nan

    @property
    def max(self) -> float:
        return max(self.samples) if self.samples else math.nan

    def shown(self) -> str:
        if len(self.samples) == 1:
            return f"{self.median:.1f}"
        return f"{self.min:.1f} / {self.median:.1f} / {self.max:.1f}"


NO_RUNS = Runs(())


def load_average() -> float:
    """The machine's one-minute load average (NaN where the system has none)."""
    try:
        return os.getloadavg()[0]
    except OSError:
        return math.nan


@dataclass
class Line:
    """One benchmark line: the figure, its baseline from the same run, the goal and the verdict."""

    what: str
    figure: Runs
    baseline: str
    base: Runs
    goal: str
    holds: bool | None
    unit: str = "ms"
    load: float = math.nan  # the load average when the line's case started

    @property
    def ratio(self) -> float | None:
        if self.base.samples and self.base.median and not math.isnan(self.base.median):
            return self.figure.median / self.base.median
        return None


def report(lines: list[Line], cores: int | None = None) -> str:
    cores = cores or os.cpu_count()
    out = [
        f"{time.strftime('%Y-%m-%d %H:%M')}, {cores} cores, "
        f"load average at the end {load_average():.2f}",
        f"figures are min / median / max of at least {RUNS} runs; ratio and verdict on the medians",
        f"{'what':50} {'load':>5} {'figure (min / median / max)':>28} {'baseline':>24} "
        f"{'ratio':>6}  goal / holds / baseline",
        "-" * 154,
    ]
    for line in lines:
        ratio = f"{line.ratio:6.2f}" if line.ratio is not None else "     -"
        holds = {True: "yes", False: "NO", None: "-"}[line.holds]
        out.append(
            f"{line.what:50} {line.load:5.2f} {line.figure.shown() + ' ' + line.unit:>28} "
            f"{line.base.shown() + ' ' + line.unit:>24} {ratio}  "
            f"{line.goal} / {holds} / {line.baseline}"
        )
    held = sum(1 for line in lines if line.holds)
    judged = sum(1 for line in lines if line.holds is not None)
    out.append(f"\n{held} of {judged} goals hold on this machine.")
    return "\n".join(out)


def timed(action: Callable[[], object], repeat: int = RUNS, settle: Callable | None = None) -> Runs:
    """The wall times of ``action`` (plus processing the events it posts) in ms."""
    from PySide6.QtWidgets import QApplication

    samples = []
    for _ in range(max(repeat, RUNS)):
        start = time.perf_counter()
        action()
        QApplication.processEvents()
        samples.append((time.perf_counter() - start) * 1000)
        if settle is not None:
            settle()
    return Runs(tuple(samples))


def with_stall(action: Callable[[], object]) -> tuple[float, float]:
    """``action``'s wall time and the longest the window's event loop went without
    running a 5 ms timer meanwhile (work on the window's thread shows as a long stall;
    work on a worker behind the progress dialog does not), both in ms."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    start = time.perf_counter()
    ticks.append(start)
    timer.start()
    action()
    QApplication.processEvents()
    end = time.perf_counter()
    timer.stop()
    marks = [*ticks, end]
    return (end - start) * 1000, max(b - a for a, b in itertools.pairwise(marks)) * 1000


def run_process(args: list[str], repeat: int = RUNS, env: dict | None = None) -> Runs:
    """The wall times of a whole process in ms."""
    samples = []
    for _ in range(max(repeat, RUNS)):
        start = time.perf_counter()
        subprocess.run(args, check=True, capture_output=True, env=env)
        samples.append((time.perf_counter() - start) * 1000)
    return Runs(tuple(samples))


def interleaved(*args_lists: list[str], repeat: int = RUNS, env: dict | None = None) -> list[Runs]:
    """Wall times of several processes run in turn (a, b, a, b, …), so load hits each alike."""
    samples: list[list[float]] = [[] for _ in args_lists]
    for _ in range(max(repeat, RUNS)):
        for index, args in enumerate(args_lists):
            start = time.perf_counter()
            subprocess.run(args, check=True, capture_output=True, env=env)
            samples[index].append((time.perf_counter() - start) * 1000)
    return [Runs(tuple(s)) for s in samples]


def campaign_with(tmp: Path, count: int, system: str = "dakara", name: str = "") -> Path:
    """A campaign of ``count`` characters made from the system's demo characters."""
    from campaign_manager.storage import create_campaign
    from campaign_manager.storage.models import Character
    from campaign_manager.systems import get_system

    path = tmp / f"{name or system}-{count}.kronikar"
    if path.exists():
        return path
    rules = get_system(system)
    demo = rules.demo()["characters"]
    campaign = create_campaign(path, f"Benchmark {count}", system)

    def fill():
        rows = []
        for i in range(count):
            entry = demo[i % len(demo)]
            sheet = entry["sheet"]
            rows.append(
                {
                    "name": f"{entry['name']} {i}",
                    "kind": entry.get("kind", "pc"),
                    "player": entry.get("player") or "",
                    "tags": entry.get("tags", []),
                    "notes": entry.get("notes", ""),
                    "sheet": sheet,
                    "summary": campaign.summary_of(sheet),
                }
            )
        for start in range(0, len(rows), 500):
            Character.insert_many(rows[start : start + 500]).execute()

    campaign.write(fill)
    campaign.close()
    return path


def main_window():
    from PySide6.QtWidgets import QApplication

    from campaign_manager.ui.main_window import MainWindow
    from campaign_manager.ui.settings import AppSettings

    QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow(AppSettings(), interactive=False)
    window.resize(1400, 900)
    window.show()
    QApplication.processEvents()
    return window
