"""The benchmark cases: each returns Lines measured against a baseline of the same run."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from common import (
    FRAME_MS,
    RUNS,
    Line,
    Runs,
    campaign_with,
    interleaved,
    main_window,
    timed,
    with_stall,
)

FRAME = Runs.fixed(FRAME_MS)
T = TypeVar("T")

PY = sys.executable
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}

BARE_WINDOW = (
    "import sys\n"
    "from PySide6.QtWidgets import QApplication, QMainWindow\n"
    "app = QApplication(sys.argv[:1])\n"
    "w = QMainWindow(); w.resize(1200, 780); w.show(); app.processEvents(); w.grab()\n"
    "if len(sys.argv) > 1:\n"
    "    print(next(l for l in open('/proc/self/status') if l.startswith('VmRSS')).split()[1])\n"
)

OPEN_AND_MEASURE = (
    "import sys\n"
    "from PySide6.QtWidgets import QApplication\n"
    "app = QApplication(sys.argv[:1])\n"
    "from campaign_manager.ui.main_window import MainWindow\n"
    "from campaign_manager.ui.settings import AppSettings\n"
    "w = MainWindow(AppSettings(), interactive=False); w.resize(1200, 780); w.show()\n"
    "w.open_campaign(sys.argv[1]); app.processEvents(); w.grab()\n"
    "print(next(l for l in open('/proc/self/status') if l.startswith('VmRSS')).split()[1])\n"
)


# the moment (the system's monotonic clock, as the parent's perf_counter) a main window
# first paints: a bare one, and the app's through its own start-up (``main``, --smoke)
BARE_FIRST_PAINT = (
    "import sys, time\n"
    "from PySide6.QtWidgets import QApplication, QMainWindow\n"
    "first = []\n"
    "class Window(QMainWindow):\n"
    "    def paintEvent(self, event):\n"
    "        first or first.append(time.perf_counter())\n"
    "        super().paintEvent(event)\n"
    "app = QApplication(sys.argv[:1])\n"
    "w = Window(); w.resize(1200, 780); w.show(); app.processEvents(); w.grab()\n"
    "print('first-paint', first[0])\n"
)
APP_FIRST_PAINT = (
    "import sys, time\n"
    "from PySide6.QtWidgets import QMainWindow\n"
    "from campaign_manager.ui.main_window import MainWindow\n"
    "first = []\n"
    "def paint(self, event):\n"
    "    first or first.append(time.perf_counter())\n"
    "    QMainWindow.paintEvent(self, event)\n"
    "MainWindow.paintEvent = paint\n"
    "from campaign_manager.app import main\n"
    "code = main(sys.argv[1:])\n"
    "print('first-paint', first[0])\n"
    "sys.exit(code)\n"
)


def first_paints(*commands: list[str]) -> list[Runs]:
    """From starting each process to its main window's first paint, in ms (in turn)."""
    samples: list[list[float]] = [[] for _ in commands]
    for _ in range(RUNS):
        for index, command in enumerate(commands):
            start = time.perf_counter()
            out = subprocess.run(command, capture_output=True, text=True, env=ENV, check=True)
            line = next(x for x in out.stdout.splitlines() if x.startswith("first-paint"))
            samples[index].append((float(line.split()[1]) - start) * 1000)
    return [Runs(tuple(s)) for s in samples]


def cold_start(tmp: Path) -> list[Line]:
    from campaign_manager.demo import create_demo

    demo = create_demo("dakara")
    path = demo.path
    demo.close()
    from start_floor import FLOOR, floor_commands  # (here: start_floor imports this module)

    # what the app's start cannot go under: a bare window with the Qt classes the app's
    # start uses and peewee (notes/cold_start.md)
    run = dict(capture_output=True, text=True, env=ENV, check=True)
    floor_command = floor_commands(str(path), run)[FLOOR]
    # in turn, so a burst of load on the machine hits each alike
    bare, floor, app = interleaved(
        [PY, "-c", BARE_WINDOW],
        floor_command,
        [PY, "-m", "campaign_manager", "--smoke", str(path)],
        env=ENV,
    )
    bare_paint, app_paint = first_paints(
        [PY, "-c", BARE_FIRST_PAINT], [PY, "-c", APP_FIRST_PAINT, "--smoke", str(path)]
    )
    return [
        Line(
            "cold start to the first painted window (demo)",
            app_paint,
            "a bare PySide6 window's first paint",
            bare_paint,
            "≤ 1.5×",
            app_paint.median / bare_paint.median <= 1.5,
        ),
        Line(
            "cold start to the painted campaign (whole process)",
            app,
            "a bare PySide6 window process",
            bare,
            "≤ 1.5×",
            app.median / bare.median <= 1.5,
        ),
        Line(
            "cold start: … a bare window with the app's Qt classes and peewee",
            floor,
            "a bare PySide6 window process",
            bare,
            "— (what the line above cannot go under)",
            None,
        ),
    ]


def raw_roster_read(path: Path) -> float:
    start = time.perf_counter()
    conn = sqlite3.connect(path)
    rows = conn.execute(
        "SELECT id, name, kind, player, tags, notes, summary, updated_at FROM character"
    ).fetchall()
    decoded = [(r[0], r[1], json.loads(r[4] or "[]"), json.loads(r[6] or "{}")) for r in rows]
    conn.close()
    assert decoded is not None
    return (time.perf_counter() - start) * 1000


def open_large(tmp: Path) -> list[Line]:
    lines = []
    window = main_window()
    for count in (10_000, 50_000):
        path = campaign_with(tmp, count)
        raw = Runs(tuple(raw_roster_read(path) + FRAME_MS for _ in range(RUNS)))
        window.close_campaign()  # closing (a checkpoint) is not part of opening
        opened = timed(lambda p=path: window.open_campaign(p), settle=window.close_campaign)
        window.open_campaign(path)
        lines.append(
            Line(
                f"open {count:,} characters, roster shown",
                opened,
                "raw sqlite3 reading the rows + JSON + one frame",
                raw,
                "≤ 2×",
                opened.median / raw.median <= 2,
            )
        )
        if count == 10_000:
            lines += roster_work(window, path)
    window.close_campaign()
    window.close()
    return lines


def roster_work(window, path: Path) -> list[Line]:
    from PySide6.QtWidgets import QApplication

    from campaign_manager.storage.changes import Batch, DeleteCharacter
    from campaign_manager.storage.models import Character

    roster = window.roster
    from PySide6.QtTest import QTest

    firsts = []
    for _ in range(RUNS):  # fresh openings, the first keystroke after each
        window.close_campaign()
        window.open_campaign(path)
        QTest.qWait(500)  # the GM looks at the roster for half a second before typing
        start = time.perf_counter()
        roster.search.setText("n")
        QApplication.processEvents()
        firsts.append((time.perf_counter() - start) * 1000)
        roster.search.setText("")
    first = Runs(tuple(firsts))
    # one keystroke ("n" → "no") and its paint at a time; the text goes back between runs
    roster.search.setText("n")
    QApplication.processEvents()
    later = timed(
        lambda: roster.search.setText("no"),
        settle=lambda: (roster.search.setText("n"), QApplication.processEvents()),
    )
    roster.search.setText("")
    ids = [row.id for row in Character.select(Character.id).limit(100)]
    session = window.session

    def delete():
        session.perform(Batch([DeleteCharacter(i) for i in ids]), "Delete 100")

    deleted = timed(delete, settle=lambda: (session.undo(), QApplication.processEvents()))
    return [
        Line(
            "first search keystroke, 0.5 s after opening",
            first,
            "one frame",
            FRAME,
            "< 1×",
            first.median < FRAME_MS,
        ),
        Line(
            "later search keystroke at 10,000",
            later,
            "one frame",
            FRAME,
            "< 1×",
            later.median < FRAME_MS,
        ),
        Line(
            "delete 100 selected at 10,000",
            deleted,
            "100 ms",
            Runs.fixed(100.0),
            "≤ 1×",
            deleted.median <= 100,
        ),
    ]


def resident_mib(args: list[str]) -> float:
    """The resident memory a process reports of itself at its end, in MiB."""
    out = subprocess.run(args, capture_output=True, text=True, env=ENV, check=True).stdout
    return int(out.split()[-1]) / 1024


def memory(tmp: Path) -> list[Line]:
    path = campaign_with(tmp, 10_000)
    bare, opened = [], []
    for _ in range(RUNS):  # in turn, as the cold start
        bare.append(resident_mib([PY, "-c", BARE_WINDOW, "rss"]))
        opened.append(resident_mib([PY, "-c", OPEN_AND_MEASURE, str(path)]))
    opened_runs = Runs(tuple(opened))
    return [
        Line(
            "memory after opening 10,000",
            opened_runs,
            "a bare PySide6 window",
            Runs(tuple(bare)),
            "≤ 100 MiB",
            opened_runs.median <= 100,
            unit="MiB",
        )
    ]


def clovek_wound(tmp: Path) -> list[Line]:
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    window = main_window()
    samples: dict[int, list[float]] = {10: [], 10_000: []}
    for _round in range(3):  # the two sizes in turn, so a burst of load hits both alike
        for count in (10, 10_000):
            window.open_campaign(campaign_with(tmp, count, "clovek"))
            QTest.qWait(700)  # the roster's search texts are worked out after opening
            window.open_character(window.roster.model.record(0).id)
            editor = window.character_area.sheet_editor
            session = window.session
            runs = timed(
                lambda e=editor: e.wound("torso", 1, 1),
                5,
                settle=lambda s=session: (s.undo(), QApplication.processEvents()),
            )
            samples[count] += runs.samples
            window.close_campaign()
    window.close()
    small, large = Runs(tuple(samples[10])), Runs(tuple(samples[10_000]))
    return [
        Line(
            "Člověk wound at 10,000 characters",
            large,
            "the same wound at 10 characters",
            small,
            "≤ 1.2×",
            large.median / small.median <= 1.2,
        )
    ]


def dakara_edits(tmp: Path) -> list[Line]:
    from PySide6.QtCore import Qt

    from campaign_manager.systems.dakara.settings import DakaraSettings

    window = main_window()
    lines = []
    window.open_campaign(campaign_with(tmp, 10_000))
    from PySide6.QtTest import QTest

    window.open_character(window.roster.model.record(0).id)
    # the page painted and the roster's texts worked out: the first run is an edit, not
    # the page's first paint and the background work after opening
    QTest.qWait(700)
    editor = window.character_area.sheet_editor
    model = editor.skills.model
    group = model.index(0, 0)
    leaf = model.index(0, 0, group) if model.rowCount(group) else group
    column = next(
        (
            c
            for c in range(model.columnCount())
            if model.flags(model.index(leaf.row(), c, leaf.parent())) & Qt.ItemFlag.ItemIsEditable
        ),
        1,
    )
    cell = model.index(leaf.row(), column, leaf.parent())
    # every run a real edit: away from the shown rating and back (never the same value)
    current = model.data(cell, Qt.ItemDataRole.EditRole)
    other = 1 if current == 2 else 2
    values = iter([other, current] * 10)
    skill = timed(lambda: model.setData(cell, next(values), Qt.ItemDataRole.EditRole), 7)
    lines.append(
        Line(
            "Dakara skill rating, edit to repainted tree",
            skill,
            "one frame",
            FRAME,
            "≤ 1×",
            skill.median <= FRAME_MS,
        )
    )
    session = window.session
    seventy = {
        "dakara": {
            "settings": DakaraSettings.default().with_level("profesionál", budget=70).to_dict()
        }
    }
    from campaign_manager.ui.responsive.long_task import settings_change

    worked, stored, undone, stalls = [], [], [], []
    for _ in range(RUNS):
        made: list = []  # worker thread, progress dialog
        wall, stall = with_stall(lambda m=made: m.append(settings_change(session, window, seventy)))
        worked.append(wall)
        stalls.append(stall)
        wall, stall = with_stall(lambda c=made[0]: session.perform(c, "rules"))  # a worker too
        stored.append(wall)
        stalls.append(stall)
        wall, stall = with_stall(session.undo)
        undone.append(wall)
        stalls.append(stall)
    second = Runs.fixed(1000.0)
    for what, baseline, samples in (
        (
            "Dakara rules change at 10,000: lines worked out",
            "1 s (off the window's thread, progress shown)",
            worked,
        ),
        ("… then stored (off the window's thread)", "1 s", stored),
        ("… and its undo (off the window's thread)", "1 s", undone),
    ):
        runs = Runs(tuple(samples))
        lines.append(Line(what, runs, baseline, second, "≤ 1×", runs.median <= 1000))
    stall = Runs(tuple(stalls))
    lines.append(
        Line(
            "… the window's longest wait meanwhile",
            stall,
            "50 ms",
            Runs.fixed(50.0),
            "≤ 50 ms (max)",
            stall.max <= 50,
        )
    )
    window.close_campaign()
    window.close()
    return lines


def time_boundaries(tmp: Path) -> list[Line]:
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from campaign_manager.ui.systems.clovek.time import start_time_boundary

    window = main_window()
    figures, stalls, unswitched = {}, [], []
    for count in (300, 3000):
        window.open_campaign(campaign_with(tmp, count, "clovek"))
        # the roster painted and its work after opening done (as the Dakara case): the
        # first run is a chapter start, not the opened campaign's first paint (which, met
        # by a worker at once, was a 50-85 ms wait of its own)
        QTest.qWait(700)
        session = window.session
        walls = []
        for _ in range(RUNS):
            wall, stall = with_stall(
                lambda s=session: start_time_boundary(
                    s, "chapter", lambda name, kind, options: options[0]
                )
            )
            walls.append(wall)
            if count == 3000:
                stalls.append(stall)
            session.undo()
            QApplication.processEvents()
            if count == 3000:  # in turn, the same without the long task's switch interval
                _, stall = without_switch_interval(
                    lambda s=session: with_stall(
                        lambda: start_time_boundary(
                            s, "chapter", lambda name, kind, options: options[0]
                        )
                    )
                )
                unswitched.append(stall)
                session.undo()
                QApplication.processEvents()
        figures[count] = Runs(tuple(walls))
        window.close_campaign()
    window.close()
    ratio = figures[3000].median / figures[300].median
    stall = Runs(tuple(stalls))
    baseline = Runs(tuple(unswitched))
    return [
        Line(
            "start a chapter at 3,000 characters",
            figures[3000],
            "the same at 300 (linear: ≤ 10× plus slack)",
            figures[300],
            "≤ 12× (linear, one transaction)",
            ratio <= 12,
        ),
        Line(
            "… the window's longest wait meanwhile (progress, Cancel)",
            stall,
            "50 ms",
            Runs.fixed(50.0),
            "≤ 50 ms (max)",
            stall.max <= 50,
        ),
        Line(
            "… the same wait, against a long task without its 1 ms switch interval",
            stall,
            "the same chapter starts, in turn, with Python's switch interval left as it is",
            baseline,
            "< 1× (the policy shortens the wait)",
            stall.median < baseline.median,
        ),
    ]


def without_switch_interval(action: Callable[[], T]) -> T:
    """``action`` run as if no long task set Python's switch interval: the policy's effect
    (the window waits for the interpreter at most that long while a worker computes) is
    measured against this, in the same run."""
    real = sys.setswitchinterval
    sys.setswitchinterval = lambda interval: None
    try:
        return action()
    finally:
        sys.setswitchinterval = real


def combat(tmp: Path) -> list[Line]:
    from PySide6.QtWidgets import QApplication

    from campaign_manager.storage.changes import LogEvents, LogLine
    from campaign_manager.storage.encounters import extras_of, roster_combatant
    from campaign_manager.storage.models import Character

    window = main_window()
    figures, own = {}, {}
    for size in (10, 200):
        window.open_demo("d20")
        npc = Character.select().where(Character.kind == "npc").first()
        pcs = [r.id for r in Character.select().where(Character.kind == "pc")][:3]
        combatants = [roster_combatant(i) for i in pcs] + extras_of(npc.id, size - len(pcs))
        window.tabs.setCurrentWidget(window.combat_area)
        window.combat_area.create_fight("Benchmark", combatants)
        controller = window.session.combat
        controller.act({"type": "start"})
        figures[size] = timed(lambda c=controller: (c.act({"type": "next"}), window.grab()), 9)
        # the step and the repaint it causes itself (timed() runs the event loop once):
        # a step that repaints the whole window shows here, not under a grab of it all
        # 31 samples: the ratio of the two sizes below is a goal, and 9 moved it ±40 %
        own[size] = timed(lambda c=controller: c.act({"type": "next"}), 31)
        if size == 200:  # the floor of the first line: Qt painting the whole window, no step
            repaint_alone = timed(window.grab, 9)
        if size == 200:  # a long fight: its log shown beside the table has 1,000 lines
            lines = [
                LogLine(f"řádek {n}", f"line {n}", "note", encounter=controller.encounter_id)
                for n in range(1000)
            ]
            window.session.perform(LogEvents(lines), "Benchmark lines")
            QApplication.processEvents()
            long_log = timed(lambda c=controller: c.act({"type": "next"}), 9)
        window.close_campaign()
    dakara = dakara_combat(window)  # Dakara's steps, against Dakara at 10 in this run
    window.close()
    small, large = figures[10], figures[200]
    return [
        Line(
            "combat: next turn + repaint, 200 combatants",
            large,
            "the same at 10 combatants",
            small,
            f"≤ one frame ({FRAME_MS:.1f} ms)",
            large.median <= FRAME_MS,
        ),
        Line(
            "combat: … the whole window's repaint alone (no step)",
            repaint_alone,
            "one frame",
            FRAME,
            "— (what the line above cannot go under)",
            None,
        ),
        Line(
            "combat: next + its own repaint, 200 combatants",
            own[200],
            "the same at 10 combatants",
            own[10],
            f"≤ one frame ({FRAME_MS:.1f} ms)",
            own[200].median <= FRAME_MS,
        ),
        Line(
            "combat: … the step at 200 against the step at 10 (issue 38 item 12)",
            own[200],
            "the same at 10 combatants, same run",
            own[10],
            "≤ 1.2× (a step's work does not grow with the fight)",
            own[200].median <= 1.2 * own[10].median,
        ),
        Line(
            "combat: the same with 1,000 lines in the fight's log",
            long_log,
            "the same at 10 combatants, a short log",
            own[10],
            f"≤ one frame ({FRAME_MS:.1f} ms)",
            long_log.median <= FRAME_MS,
        ),
        *dakara,
    ]


from bestiary_case import bestiary_search  # noqa: E402
from dakara_combat_case import dakara_combat  # noqa: E402
from journal_case import journal  # noqa: E402
from ledger_case import ledger  # noqa: E402
from players_case import players  # noqa: E402
from reinforcements_case import reinforcements  # noqa: E402
from shared_case import shared  # noqa: E402

ALL_CASES = [
    ("cold_start", cold_start),
    ("open_large", open_large),
    ("memory", memory),
    ("clovek_wound", clovek_wound),
    ("dakara_edits", dakara_edits),
    ("time_boundaries", time_boundaries),
    ("combat", combat),
    ("reinforcements", reinforcements),
    ("ledger", ledger),
    ("shared", shared),
    ("bestiary", bestiary_search),
    ("journal", journal),
    ("players", players),
]
