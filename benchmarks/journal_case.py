"""The session journal: drafting one evening of 2,000 lines of the event log.

Goal (issue 42, item 8): a session journal of 2,000 events drafts within 200 ms — its lines,
fights and characters read from the campaign and the journal told from them, in Czech.
Baselines in the same run: the fixed budget, and raw ``sqlite3`` reading the same 2,000
lines (what the reading alone costs). Add ``("journal", journal)`` to ``ALL_CASES``.
"""

from __future__ import annotations

import sqlite3
import time
from datetime import datetime, timedelta
from pathlib import Path

from common import RUNS, Line, Runs, timed

BUDGET_MS = 200.0
EVENTS = 2_000
FIGHTS = 20


def journal_campaign(tmp: Path, events: int = EVENTS):
    """An open d20 campaign whose log holds one evening of ``events`` lines in ``FIGHTS``
    fights, each with a fall and a hidden combatant."""
    from campaign_manager.storage import create_campaign
    from campaign_manager.storage.changes import AddEncounter
    from campaign_manager.storage.models import LogEntry

    campaign = create_campaign(tmp / f"journal-{time.time_ns()}.kronikar", "Deník", "d20")
    fights = []
    for number in range(FIGHTS):
        combatants = {
            f"c{i}": {"id": f"c{i}", "name": f"Hlídač {number}-{i}", "gender": "mf"[i % 2],
                      "side": "npc", "hidden": i == 0}
            for i in range(10)
        }  # fmt: skip
        add = AddEncounter({"name": f"Střet {number}", "status": "finished",
                            "state": {"status": "finished", "combatants": combatants}})  # fmt: skip
        add.apply(campaign)
        fights.append(add.id)
    start = datetime(2026, 12, 5, 18, 0)
    rows = []
    for n in range(events):
        fight = fights[n * FIGHTS // events]
        who = f"Hlídač {fights.index(fight)}-{n % 10}"
        kind = "dead" if n % 50 == 0 else ("condition" if n % 7 == 0 else "note")
        rows.append({
            "at": start + timedelta(seconds=5 * n), "kind": kind, "text_cs": f"{who}: výdrž −{n % 9}",
            "text_en": f"{who}: stamina −{n % 9}", "encounter": fight, "round": 1 + n % 30,
        })  # fmt: skip
    with campaign.database.atomic():
        for at in range(0, len(rows), 40):
            LogEntry.insert_many(rows[at : at + 40]).execute()
    return campaign, start, start + timedelta(seconds=5 * events)


def journal(tmp: Path) -> list[Line]:
    from campaign_manager.ui.journal.sources import draft_session

    campaign, start, end = journal_campaign(tmp)
    try:
        figure = timed(lambda: draft_session("d20", start, end, "cs", "5. 12. 2026"), RUNS)

        def raw():
            connection = sqlite3.connect(campaign.path)
            try:
                connection.execute(
                    "SELECT * FROM event WHERE at BETWEEN ? AND ? ORDER BY at, id",
                    (str(start), str(end)),
                ).fetchall()
            finally:
                connection.close()

        base = timed(raw, RUNS)
    finally:
        campaign.close()
    what = f"session journal of {EVENTS:,} events drafted"
    return [
        Line(what, figure, "200 ms", Runs.fixed(BUDGET_MS), f"≤ {BUDGET_MS:.0f} ms",
             figure.median <= BUDGET_MS),
        Line(f"{what}, vs raw read", figure, "raw sqlite3 reading the lines", base, "-", None),
    ]  # fmt: skip
