"""Timing helpers, the campaigns benchmarks build, and the report."""

from __future__ import annotations

import math
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

FRAME_MS = 1000 / 60


@dataclass
class Line:
    what: str
    figure_ms: float
    baseline: str
    baseline_ms: float
    goal: str
    holds: bool | None
    ratio: float | None = None

    def __post_init__(self) -> None:
        if self.ratio is None and self.baseline_ms and not math.isnan(self.baseline_ms):
            self.ratio = self.figure_ms / self.baseline_ms


def report(lines: list[Line]) -> str:
    out = [
        f"{'what':46} {'figure':>10} {'baseline':>10} {'ratio':>7}  goal / holds / baseline",
        "-" * 120,
    ]
    for line in lines:
        ratio = f"{line.ratio:7.2f}" if line.ratio is not None else "      -"
        holds = {True: "yes", False: "NO", None: "-"}[line.holds]
        out.append(
            f"{line.what:46} {line.figure_ms:8.1f}ms {line.baseline_ms:8.1f}ms {ratio}  "
            f"{line.goal} / {holds} / {line.baseline}"
        )
    held = sum(1 for line in lines if line.holds)
    judged = sum(1 for line in lines if line.holds is not None)
    out.append(f"\n{held} of {judged} goals hold on this machine.")
    return "\n".join(out)


def timed(action: Callable[[], object], repeat: int = 5, settle: Callable | None = None) -> float:
    """The median wall time of ``action`` (plus processing the events it posts) in ms."""
    from PySide6.QtWidgets import QApplication

    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        QApplication.processEvents()
        samples.append((time.perf_counter() - start) * 1000)
        if settle is not None:
            settle()
    return statistics.median(samples)


def run_process(args: list[str], repeat: int = 3) -> float:
    """The median wall time of a whole process in ms."""
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(args, check=True, capture_output=True)
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


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
