"""A fight of the fourth system: initiative by luck, turns in order, damage off might.

``new_encounter`` prepares it, ``act(encounter, action, rng)`` returns an Outcome with the
new state (the argument is never modified; a refusal raises RuleError), ``public_view``
is what the player view may show, ``gm_rows``, ``gm_detail`` and ``pending`` feed the GM's
tracker. Actions: ``start``, ``next``, ``damage`` (``target``, ``amount``: might lost, on
the combatant's sheet) and the common ones of encounter_common.

State, besides encounter_common's keys: ``most`` (id → the might it started with).
"""

from __future__ import annotations

from typing import Any

from campaign_manager.systems.common import Text
from campaign_manager.systems.encounter_common import (
    acted,
    band,
    base_state,
    combatant,
    common_handlers,
    dispatch,
    public_base,
    row_identity,
    set_current,
    tick_conditions,
    visible,
)
from campaign_manager.systems.encounter_fields import refuse
from campaign_manager.systems.outcome import Event, Outcome
from fourth_system.rules import SYSTEM, validate_sheet

KEY = SYSTEM.key


def new_encounter(combatants: list[dict], settings: dict | None = None, **options: Any) -> dict:
    view = options.pop("view", None)
    state = base_state(KEY, combatants, validate_sheet, settings, options, view)
    state["most"] = {cid: r["sheet"]["might"] for cid, r in state["combatants"].items()}
    return state


def _start(state, action, rng, events, prompts):
    if state["status"] != "prepared":
        raise refuse("Boj už začal.", "The fight has begun already.", "state")
    records = state["combatants"]
    state["order"] = sorted(records, key=lambda cid: (-records[cid]["sheet"]["luck"], cid))
    state["status"], state["round"] = "running", 1
    set_current(state, state["order"][0] if state["order"] else None)
    events.append(Event(Text(cs="Boj začíná.", en="The fight begins."), "start"))


def _next(state, action, rng, events, prompts):
    if state["status"] != "running":
        raise refuse("Boj neběží.", "The fight is not running.", "state")
    order = state["order"]
    if state["current"] is not None:
        acted(state, state["current"], events)
    at = order.index(state["current"]) if state["current"] in order else -1
    for step in range(1, len(order) + 1):
        if at + step == len(order):  # past the last one: a new round
            state["round"] += 1
            tick_conditions(state, events)
        cid = order[(at + step) % len(order)]
        if state["combatants"][cid]["sheet"]["might"] > 0:
            set_current(state, cid)
            name = state["combatants"][cid]["name"]
            events.append(Event(Text(cs=f"Na tahu: {name}", en=f"Turn: {name}"), "turn", cid))
            return
    set_current(state, None)


def _damage(state, action, rng, events, prompts):
    record = combatant(state, action.get("target"))
    amount = action.get("amount")
    if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
        raise refuse("Zranění je celé číslo od 0.", "Damage is a whole number from 0.", "input")
    sheet = record["sheet"]
    sheet["might"] = max(0, sheet["might"] - amount)
    events.append(
        Event(
            Text(
                cs=f"{record['name']} ztrácí {amount} síly.",
                en=f"{record['name']} loses {amount} might.",
            ),
            "damage",
            record["id"],
        )
    )


HANDLERS = {**common_handlers(), "start": _start, "next": _next, "damage": _damage}


def act(encounter: dict, action: dict, rng=None) -> Outcome:
    return dispatch(encounter, action, HANDLERS, rng, KEY)


def _most(state: dict, cid: str) -> int:
    return max(state["most"].get(cid, 0), state["combatants"][cid]["sheet"]["might"])


def _band_of(state: dict):
    def band_of(record: dict) -> dict:
        might, most = record["sheet"]["might"], _most(state, record["id"])
        if might <= 0:
            return band("down", 3, "padá", "down")
        if might < most:
            return band("hurt", 1, "zraněný", "hurt")
        return band("unhurt", 0, "nezraněný", "unhurt")

    return band_of


def _numbers_of(state: dict):
    def numbers_of(record: dict) -> dict:
        return {"might": record["sheet"]["might"], "max_might": _most(state, record["id"])}

    return numbers_of


def public_view(encounter: dict) -> dict:
    state = encounter
    view = public_base(state, state["order"], _band_of(state), _numbers_of(state))
    order = state["order"]
    at = order.index(state["current"]) + 1 if state["current"] in order else 0
    following = [
        cid
        for cid in order[at:] + order[:at]
        if cid != state["current"]
        and visible(state["combatants"][cid])
        and state["combatants"][cid]["sheet"]["might"] > 0
    ]
    view["next"] = following[0] if following and state["status"] == "running" else None
    return view


def gm_rows(encounter: dict) -> list[dict]:
    state = encounter
    ids = dict.fromkeys(state["order"])
    ids.update(dict.fromkeys(state["combatants"]))
    rows = []
    for cid in ids:
        record = state["combatants"][cid]
        might = record["sheet"]["might"]
        rows.append(
            {
                **row_identity(cid, record),
                "current": state["current"] == cid,
                "band": _band_of(state)(record),
                "status": Text(
                    cs=f"síla {might}/{_most(state, cid)}", en=f"might {might}/{_most(state, cid)}"
                ),
                "can_act": might > 0,
                "why_not": None if might > 0 else Text(cs="padl", en="down"),
                "conditions": list(record["conditions"]),
            }
        )
    return rows


def gm_detail(encounter: dict, cid: str) -> list[Text]:
    record = combatant(encounter, cid)
    sheet = record["sheet"]
    return [
        Text(cs=f"Síla {sheet['might']}", en=f"Might {sheet['might']}"),
        Text(cs=f"Štěstí {sheet['luck']}", en=f"Luck {sheet['luck']}"),
    ]


def pending(encounter: dict) -> list:
    return []
