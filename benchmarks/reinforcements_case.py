"""Reinforcements in a running fight (issue 41, item 7): twenty combatants joining a d20
fight of 200 (each rolling its initiative and taking its place in the order), with the
window's repaint, against a plain step of that fight with its repaint plus one frame of
the window's time, in the same run. Each join is undone before the next run, so every
sample starts from the fight of 200."""

from __future__ import annotations

import itertools
from pathlib import Path

from common import FRAME_MS, Line, Runs, main_window, timed

SIZE = 200
NEWCOMERS = 20


def reinforcements(tmp: Path) -> list[Line]:
    from campaign_manager.storage.encounters import extras_of, roster_combatant
    from campaign_manager.storage.models import Character
    from campaign_manager.ui.combat.reinforcements import add_combatants

    window = main_window()
    window.open_demo("d20")
    npc = Character.select().where(Character.kind == "npc").first()
    pcs = [r.id for r in Character.select().where(Character.kind == "pc")][:3]
    combatants = [roster_combatant(i) for i in pcs] + extras_of(npc.id, SIZE - len(pcs))
    window.tabs.setCurrentWidget(window.combat_area)
    window.combat_area.create_fight("Benchmark", combatants)
    controller = window.session.combat
    controller.act({"type": "start"})
    panel = window.combat_area.panel
    step = timed(lambda: (controller.act({"type": "next"}), window.grab()), 9)
    batches = itertools.count(1)

    def join() -> None:
        first = SIZE + NEWCOMERS * next(batches)  # ids never taken in this fight
        newcomers = extras_of(npc.id, NEWCOMERS, start=first)
        assert add_combatants(panel, newcomers, fields={})  # initiative rolled
        window.grab()

    joined = timed(join, 9, settle=window.menus.undo_action.trigger)
    window.close_campaign()
    window.close()
    budget = Runs(tuple(sample + FRAME_MS for sample in step.samples))
    return [
        Line(
            f"combat: {NEWCOMERS} join a running fight of {SIZE} + repaint",
            joined,
            "a step of that fight + repaint, plus one frame",
            budget,
            "≤ 1×",
            joined.median <= budget.median,
        )
    ]
