"""What one fight step writes to the campaign file does not grow with the fight.

A step changes a few combatants (the next turn: the one whose turn ends and the one
whose turn starts); what it writes — the fight's state, its undo record, its log lines —
should be what it changed, not the state of all 200 (issue 38 item 12). Counted as the
bytes of the SQL statements the step runs (SQLite's trace, parameters expanded), never
by timing.
"""

from __future__ import annotations

import pytest
from test_combat_area import add_party  # tests/ui on the path

from campaign_manager.storage.encounters import extras_of, roster_combatant


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def bytes_per_step(window, pcs: list[int], npc: int, size: int, steps: int = 6) -> list[int]:
    """The bytes of SQL each of ``steps`` next-turn steps runs, in a fight of ``size``."""
    combatants = [roster_combatant(i) for i in pcs] + extras_of(npc, size - len(pcs))
    controller = window.session.combat
    controller.create(f"Bitva {size}", combatants)
    controller.act({"type": "start"})
    written: list[int] = []
    connection = window.session.campaign.database.connection()
    connection.set_trace_callback(lambda statement: written.append(len(statement)))
    per_step = []
    try:
        for _ in range(steps):
            written.clear()
            controller.act({"type": "next"})
            per_step.append(sum(written))
    finally:
        connection.set_trace_callback(None)
    return per_step


def test_what_a_step_writes_does_not_grow_with_the_fight(window):
    pcs, npc = add_party(window)
    small = bytes_per_step(window, pcs, npc, 10)
    large = bytes_per_step(window, pcs, npc, 200)
    # the same steps (turns 2-7): 20 times the combatants, at most a little more written
    # (longer ids, a larger turn number), never in proportion to the fight
    assert max(large) <= 1.2 * max(small) + 512, (small, large)
