"""Reinforcements in a Střety conflict (``join``): a newcomer takes part from the next
round's initiative (RULINGS §4; the text's round opens with everyone's initiative). Before
the start, or while a round's initiative is still being chosen, it joins at once, as
``add`` does; during the act phase it waits: it is in the conflict (it may be attacked,
its wounds count) but has no action until the next round begins. Leaving is ``remove``
(wounds are on the sheet with every step already)."""

from __future__ import annotations

from campaign_manager.systems.clovek import encounter_state as st
from campaign_manager.systems.clovek.encounter_check import check_new_combatant
from campaign_manager.systems.clovek.sheet import validate_sheet
from campaign_manager.systems.common import Text, by_gender, gender_of
from campaign_manager.systems.encounter_common import make_combatant, refuse
from campaign_manager.systems.outcome import Event


def join(state, action, rng, events, prompts, add) -> None:
    """``{"type": "join", "combatant": {...}}``; ``add``: the conflict's own ``add``."""
    if not (state["status"] == "running" and state["phase"] == "act"):
        add(state, {**action, "type": "add"}, rng, events, prompts)
        return
    raw = action.get("combatant")
    check_new_combatant(raw)
    record = make_combatant(raw, validate_sheet)
    if record["id"] in state["combatants"]:
        raise refuse(
            f"Účastník s id „{record['id']}“ už ve střetu je.",
            f"A combatant with the id '{record['id']}' is already in the conflict.",
            "input",
        )
    record["banks"] = st.check_banks(raw.get("banks"), record["sheet"])
    state["combatants"][record["id"]] = record
    joined = by_gender(gender_of(record), "přidán", "přidána", "přidáno")
    events.append(
        Event(
            Text(
                cs=f"{record['name']}: {joined} do střetu (jedná od iniciativy dalšího kola).",
                en=f"{record['name']}: joins the conflict (acts from the next round's initiative).",
            ),
            "add",
            record["id"],
        )
    )
