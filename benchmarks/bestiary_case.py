"""Bestiary search: one keystroke over every SRD monster plus 1,000 of a campaign's own.

Goal (issue 41, item 7): a keystroke's search (name part, accents and case ignored, type,
CR range) answers within one frame. The dock's whole keystroke (search, list reset and repaint) is
measured too, in a d20 campaign whose own bestiary (templates of kind "monster") holds the
thousand, read by the dock as the app reads them. Baselines in the same run: one frame, and the plainest search there is (``needle in name.lower()`` over the same names), so the ratio shows what
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


def _own_entries() -> list[dict]:
    return [
        {
            "name": f"Strážný {i}",
            "name_cs": f"Hlídač číslo {i}",
            "type": "humanoid",
            "size": "medium",
            "cr": str(1 + i % 12),
            "classes": [{"class": "warrior", "levels": 1 + i % 5, "die": 8}],
        }
        for i in range(EXTRA)
    ]


def bestiary_search(tmp: Path) -> list[Line]:
    from campaign_manager.systems.d20 import bestiary
    from campaign_manager.systems.d20.bestiary_search import search
    from campaign_manager.systems.d20.bestiary_view import BESTIARY

    own = [  # the campaign's own, as the dock makes them from their rows
        BESTIARY.campaign_monster(i + 1, entry["name"], "m", entry)
        for i, entry in enumerate(_own_entries())
    ]
    monsters = [*own, *bestiary.srd_monsters()]
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
    dock_figure = _dock_keystroke(tmp)
    return [
        Line(f"{what}, in the dock", dock_figure, "one frame", FRAME,
             f"< one frame ({FRAME_MS:.1f} ms)", dock_figure.median < FRAME_MS),
        Line(what, figure, "one frame", FRAME, f"< one frame ({FRAME_MS:.1f} ms)",
             figure.median < FRAME_MS),
        Line(f"{what}, vs plain", figure, "plain substring", base, "-", None),
    ]  # fmt: skip


def _dock_keystroke(tmp: Path) -> Runs:
    """The dock's whole keystroke (the search, the list's reset and its repaint) in a d20
    campaign whose own bestiary holds a thousand monsters, stored and read as the app does."""
    from PySide6.QtWidgets import QApplication

    from campaign_manager.storage import create_campaign
    from campaign_manager.storage.changes import Batch
    from campaign_manager.storage.templates import AddTemplate, monster_values
    from campaign_manager.systems import get_system
    from campaign_manager.ui.bestiary.dock import BestiaryDock
    from campaign_manager.ui.session import CampaignSession

    QApplication.instance() or QApplication([])
    campaign = create_campaign(tmp / "bestiary-1000.kronikar", "Bestiář", "d20")
    Batch([AddTemplate(monster_values("d20", entry)) for entry in _own_entries()]).apply(campaign)
    session = CampaignSession(campaign)
    dock = BestiaryDock()
    dock.resize(520, 760)
    dock.set_system(get_system("d20"), session)
    dock.show()
    QApplication.processEvents()
    assert sum(m.template_id is not None for m in dock.all_monsters) == EXTRA
    texts = iter(["t", "tr", "tro", "trol", "troll", "", "s", "st", "str", "strá"] * 10)

    def keystroke():  # timed() then processes the events it posts: the list's repaint
        dock.search_edit.setText(next(texts))

    figure = timed(keystroke, repeat=RUNS * 4)
    dock.close()
    session.close()
    return figure
