"""Bestiary search: one keystroke over every SRD monster plus 1,000 of a campaign's own.

Goal (issue 41, item 7): a keystroke's search (name part, accents and case ignored, type,
CR range) answers within one frame. The dock's whole keystroke (search, list reset and repaint) is
measured too. Baselines in the same run: one frame, and the plainest search there is (``needle in name.lower()`` over the same names), so the ratio shows what
accent folding and the filters cost. Add ``("bestiary", bestiary_search)`` to ``ALL_CASES``.
"""

from __future__ import annotations

import time
from fractions import Fraction
from pathlib import Path

from common import FRAME_MS, RUNS, Line, Runs, timed

FRAME = Runs.fixed(FRAME_MS)
EXTRA = 1_000
#: what a GM types, one keystroke at a time, with the filters a search may carry
KEYSTROKES = [
    ("t", None, None, None),
    ("tr", None, None, None),
    ("tro", "giant", None, None),
    ("trol", None, Fraction(1), Fraction(10)),
    ("stráž", None, None, None),
    ("", "undead", Fraction(1, 3), Fraction(5)),
]


def _samples(action) -> Runs:
    samples = []
    for _ in range(RUNS * 4):
        start = time.perf_counter()
        action()
        samples.append((time.perf_counter() - start) * 1000)
    return Runs(tuple(samples))


def bestiary_search(tmp: Path) -> list[Line]:
    from campaign_manager.systems.d20 import bestiary
    from campaign_manager.systems.d20.bestiary_search import search

    own = [
        bestiary.monster_from_dict(
            {
                "name": f"Strážný {i}",
                "name_cs": f"Hlídač číslo {i}",
                "type": "humanoid",
                "size": "medium",
                "cr": str(1 + i % 12),
                "classes": [{"class": "warrior", "levels": 1 + i % 5, "die": 8}],
            }
        )
        for i in range(EXTRA)
    ]
    monsters = [*bestiary.srd_monsters(), *own]
    plain = [monster.name for monster in monsters]

    def keystroke():
        for text, kind, low, high in KEYSTROKES:
            search(monsters, text, kind, low, high)

    def plain_keystroke():
        for text, *_ in KEYSTROKES:
            [name for name in plain if text in name.lower()]

    figure = Runs(tuple(ms / len(KEYSTROKES) for ms in _samples(keystroke).samples))
    base = Runs(tuple(ms / len(KEYSTROKES) for ms in _samples(plain_keystroke).samples))
    what = f"bestiary keystroke, {len(monsters)} monsters"
    dock_figure = _dock_keystroke(monsters)
    return [
        Line(f"{what}, in the dock", dock_figure, "one frame", FRAME,
             f"< one frame ({FRAME_MS:.1f} ms)", dock_figure.median < FRAME_MS),
        Line(what, figure, "one frame", FRAME, f"< one frame ({FRAME_MS:.1f} ms)",
             figure.median < FRAME_MS),
        Line(f"{what}, vs plain", figure, "plain substring", base, "-", None),
    ]  # fmt: skip


def _dock_keystroke(monsters) -> Runs:
    """The dock's whole keystroke: the search, the list's reset and its repaint."""
    from PySide6.QtWidgets import QApplication

    from campaign_manager.systems import get_system
    from campaign_manager.ui.bestiary.dock import BestiaryDock

    QApplication.instance() or QApplication([])
    dock = BestiaryDock()
    dock.resize(520, 760)
    dock.set_system(get_system("d20"))
    dock.show()
    QApplication.processEvents()
    dock.all_monsters = list(monsters)  # the SRD's and a campaign's own thousand
    texts = iter(["t", "tr", "tro", "trol", "troll", "", "s", "st", "str", "strá"] * 10)

    def keystroke():  # timed() then processes the events it posts: the list's repaint
        dock.search_edit.setText(next(texts))

    figure = timed(keystroke, repeat=RUNS * 4)
    dock.close()
    return figure
