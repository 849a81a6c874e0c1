"""Dakara's fight steps at 200 combatants against the same at 10, in the combat case's run.

Two lines, each against its own baseline at 10 combatants in the same run (the demo's
3 PCs + extras, the window the combat case opened): declaring an intent (the step a Dakara
round is made of: one combatant's record changes) with the repaint it causes, goal ≤ 1.2×
(issue 38 item 12); and ``next``, which resolves a round or starts the next one, where the
rules ask every combatant anew (each one's prompt changes kind with the phase), shown
without a goal.
"""

from __future__ import annotations

import itertools

from common import Line, timed


def dakara_combat(window) -> list[Line]:
    from campaign_manager.storage.encounters import extras_of, roster_combatant
    from campaign_manager.storage.models import Character

    declares, nexts = {}, {}
    for size in (10, 200):
        window.open_demo("dakara")
        npc = Character.select().where(Character.kind == "npc").first()
        pcs = [r.id for r in Character.select().where(Character.kind == "pc")][:3]
        combatants = [roster_combatant(i) for i in pcs] + extras_of(npc.id, size - len(pcs))
        window.tabs.setCurrentWidget(window.combat_area)
        window.combat_area.create_fight("Benchmark", combatants)
        controller = window.session.combat
        controller.act({"type": "start"})
        ids = list(controller.state["combatants"])
        count = itertools.count()

        def declare(c=controller, ids=ids, count=count) -> None:
            # each one in turn; again with another target (never one it gave up this round)
            k = next(count)
            who = k % len(ids)
            target = ids[(who + 1 + k // len(ids)) % len(ids)]
            c.act({"type": "declare", "id": ids[who], "action": "melee_attack", "target": target})

        declares[size] = timed(declare, 31)
        nexts[size] = timed(lambda c=controller: c.act({"type": "next"}), 9)
        window.close_campaign()
    return [
        Line(
            "combat, Dakara: declare an intent + its own repaint, 200 against 10 (issue 38 item 12)",
            declares[200],
            "the same at 10 combatants, same run",
            declares[10],
            "≤ 1.2× (a step's work does not grow with the fight)",
            declares[200].median <= 1.2 * declares[10].median,
        ),
        Line(
            "combat, Dakara: next (a round resolves or starts) + its own repaint, 200 against 10",
            nexts[200],
            "the same at 10 combatants, same run",
            nexts[10],
            "— (by the rules every combatant's prompt changes with the phase)",
            None,
        ),
    ]
