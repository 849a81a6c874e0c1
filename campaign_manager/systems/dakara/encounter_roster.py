"""Reinforcements in a Dakara fight (``join``): a newcomer declares from the next round
(RULINGS §1.6, §4: a round's intents are declared before it resolves; one who comes during
a round has declared nothing in it). Before the start it joins as ``add`` does; during a
running round it is in the fight (it may be attacked, and what it takes lands as anyone's
does) but declares no intent, and so attacks nobody, until the next round starts. It is
marked ``"arrives"``: the round it declares from. Leaving is ``remove``: what it took this
round lands on its sheet as it goes (``land_pending``)."""

from __future__ import annotations

from campaign_manager.systems.dakara.encounter_actions import do_add, event_for
from campaign_manager.systems.encounter_common import refuse

#: a newcomer's key: the round it declares from
ARRIVES = "arrives"


def do_join(state, action, rng, events, prompts):
    """``{"type": "join", "combatant": {...}}``."""
    do_add(state, {**action, "type": "add"}, rng, events, prompts)
    if state["status"] != "running" or state["round"] < 1:
        return
    record = state["combatants"][next(reversed(state["combatants"]))]
    record[ARRIVES] = state["round"] + 1
    events.append(
        event_for(
            record,
            f"ohlašuje záměry od {record[ARRIVES]}. kola",
            f"declares from round {record[ARRIVES]}",
            "add",
        )
    )


def arrived(state: dict, record: dict) -> bool:
    """Whether the combatant may declare in this round (a newcomer: from the next)."""
    arrives = record.get(ARRIVES)
    return not isinstance(arrives, int) or arrives <= state.get("round", 0)


def require_arrived(state: dict, record: dict) -> None:
    if not arrived(state, record):
        raise refuse(
            f"{record['name']}: do boje přichází v tomto kole, záměr ohlásí od "
            f"{record[ARRIVES]}. kola.",
            f"{record['name']}: joined during this round and declares from round "
            f"{record[ARRIVES]}.",
            "state",
        )
