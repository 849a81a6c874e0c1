"""Roster benchmarks: how the roster's costs grow from 1,000 to 10,000 characters.

Run with ``make benchmark``. Every figure is measured in this same run, and the report
gives ratios (10,000 against 1,000 characters, and against the baseline of painting an
empty roster), never absolute limits: the machine's speed cancels out.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
tmp = Path(tempfile.mkdtemp(prefix="kronikar-bench-"))
os.environ["XDG_DATA_HOME"] = str(tmp / "data")
os.environ["XDG_CONFIG_HOME"] = str(tmp / "config")

from PySide6.QtWidgets import QApplication  # noqa: E402

from campaign_manager.storage import create_campaign  # noqa: E402
from campaign_manager.storage.models import Character  # noqa: E402
from campaign_manager.systems import get_system  # noqa: E402
from campaign_manager.ui.main_window import MainWindow  # noqa: E402
from campaign_manager.ui.settings import AppSettings  # noqa: E402


def timed(action, repeat: int = 3) -> float:
    """The median wall time of ``action`` in milliseconds."""
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        QApplication.processEvents()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def campaign_with(count: int, system: str = "dakara") -> Path:
    path = tmp / f"{system}-{count}.kronikar"
    rules = get_system(system)
    demo = rules.demo()["characters"]
    campaign = create_campaign(path, f"Benchmark {count}", system)

    def fill():
        rows = []
        for i in range(count):
            entry = demo[i % len(demo)]
            rows.append(
                {
                    "name": f"{entry['name']} {i}",
                    "kind": entry.get("kind", "pc"),
                    "player": entry.get("player") or "",
                    "tags": entry.get("tags", []),
                    "notes": entry.get("notes", ""),
                    "sheet": entry["sheet"],
                }
            )
        for start in range(0, len(rows), 500):
            Character.insert_many(rows[start : start + 500]).execute()

    campaign.write(fill)
    campaign.close()
    return path


def measure(window: MainWindow, path: Path) -> dict[str, float]:
    results = {}
    results["open campaign (roster shown)"] = timed(
        lambda: (window.close_campaign(), window.open_campaign(path)), 3
    )
    roster = window.roster
    results["search keystroke"] = timed(
        lambda: (roster.search.setText("nov"), roster.search.setText("")), 5
    )
    results["quick filter NPCs"] = timed(
        lambda: (roster.quick.setCurrentIndex(2), roster.quick.setCurrentIndex(0)), 5
    )
    results["sort by name"] = timed(
        lambda: roster.table.sortByColumn(0, roster.table.horizontalHeader().sortIndicatorOrder()),
        5,
    )
    results["sort by summary"] = timed(
        lambda: roster.table.sortByColumn(3, roster.table.horizontalHeader().sortIndicatorOrder()),
        3,
    )
    results["repaint"] = timed(lambda: window.grab(), 5)
    return results


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow(AppSettings())
    window.resize(1400, 900)
    window.show()
    baseline = timed(lambda: window.grab(), 5)
    small, large = campaign_with(1_000), campaign_with(10_000)
    low = measure(window, small)
    high = measure(window, large)
    window.close()
    print(f"baseline: painting the empty main window = 1.0 ({baseline:.1f} ms on this machine)")
    print(f"{'operation':32} {'1k / base':>10} {'10k / base':>11} {'10k / 1k':>9}")
    for name in low:
        print(
            f"{name:32} {low[name] / baseline:10.1f} {high[name] / baseline:11.1f} {high[name] / low[name]:9.1f}"
        )
    app.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
