"""The d20 encounter's initiative: 1d20 + Dex modifier + misc from the sheet, entered
before the start or rolled at it, ties by the campaign's settings (the higher modifier,
then roll-offs, entered or rolled, repeated among those still tied).

Pure Python. ``state["initiative"][id]`` is ``{"roll", "entered", "modifier", "total",
"roll_offs"}``; before the start ``roll_offs`` holds the roll-off dice entered so far, from
the start those the combatant actually rolled (each also an event).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from campaign_manager.systems.common import roll, signed
from campaign_manager.systems.d20.encounter_base import (
    d20,
    initiative_modifier,
    line,
    settings_of,
)
from campaign_manager.systems.d20.initiative import Combatant, roll_initiative
from campaign_manager.systems.encounter_common import combatant, refuse
from campaign_manager.systems.encounter_copy import peek
from campaign_manager.systems.outcome import Event


# -- initiative records -------------------------------------------------------------------
def new_entry(sheet: dict) -> dict:
    dex, misc = initiative_modifier(sheet)
    return {"roll": None, "entered": False, "modifier": dex + misc, "total": None, "roll_offs": []}


def tie_key(state: dict, cid: str, by_modifier: bool | None = None) -> tuple[int, int]:
    """What the order sorts by: the total, then (by the settings, or ``by_modifier`` when
    the caller read them already) the modifier; one who acted on its delay or readied
    action just before another took that one's total and tie modifier."""
    entry = peek(state["initiative"], cid)  # a look: the record is not copied
    if by_modifier is None:
        by_modifier = settings_of(state).initiative_ties_by_modifier
    modifier = entry.get("tie_modifier", entry["modifier"])
    return (entry["total"] or 0, modifier if by_modifier else 0)


def require_prepared(state: dict, cs: str, en: str) -> None:
    if state["status"] != "prepared":
        raise refuse(
            f"{cs} jen před začátkem boje.", f"{en} only before the fight starts.", "state"
        )


def enter_initiative(state: dict, action: dict, rng: Any, events: list[Event], prompts) -> None:
    """``{"type": "initiative", "id", "roll": 1..20}`` before the start; ``"roll": None``
    clears an entered roll; without ``"roll"`` the d20 is rolled now."""
    require_prepared(state, "Iniciativa se zadává", "Initiative is entered")
    cid = combatant(state, action.get("id"))["id"]
    entry = state["initiative"][cid]
    if "roll" in action and action["roll"] is None:
        entry.update(roll=None, entered=False)
        events.append(line(state, cid, "zadaná iniciativa smazána.", "entered initiative cleared."))
        return
    die = action.get("roll")
    die = roll(20, rng) if die is None else d20(die, "Hod na iniciativu", "The initiative roll")
    entry.update(
        roll=die, entered=True, modifier=sum(initiative_modifier(state["combatants"][cid]["sheet"]))
    )
    total = die + entry["modifier"]
    events.append(
        line(
            state,
            cid,
            f"iniciativa {total} (k20 {die} {signed(entry['modifier'])}).",
            f"initiative {total} (d20 {die} {signed(entry['modifier'])}).",
            "initiative",
        )
    )


def enter_roll_off(state: dict, action: dict, rng: Any, events: list[Event], prompts) -> None:
    """``{"type": "roll_off", "id", "roll": 1..20}`` before the start: a roll-off d20
    entered from physical dice, used the first time the combatant ties (a second one the
    next time, …); ``"roll": None`` clears them. Roll-offs not entered are rolled."""
    require_prepared(state, "Rozstřel se zadává", "A roll-off is entered")
    cid = combatant(state, action.get("id"))["id"]
    entry = state["initiative"][cid]
    if action.get("roll") is None:
        entry["roll_offs"] = []
        events.append(line(state, cid, "zadané rozstřely smazány.", "entered roll-offs cleared."))
        return
    die = d20(action["roll"], "Hod na rozstřel", "The roll-off")
    entry["roll_offs"].append(die)
    events.append(
        line(
            state,
            cid,
            f"rozstřel k20 {die} zadán.",
            f"roll-off d20 {die} entered.",
            "roll_off_entered",
        )
    )


def open_roll_offs(state: dict) -> list[tuple[str, list[str]]]:
    """Before the start: (id, the ids it is tied with) for every combatant whose entered
    initiative ties and who has no entered roll-off to settle it yet."""
    if not settings_of(state).initiative_roll_off:
        return []
    by_modifier = settings_of(state).initiative_ties_by_modifier
    entries = state["initiative"]
    groups: dict[tuple[int, int], list[str]] = {}
    for cid, entry in entries.items():
        if entry["entered"]:
            total = entry["roll"] + entry["modifier"]
            groups.setdefault((total, entry["modifier"] if by_modifier else 0), []).append(cid)
    wanted: list[tuple[str, list[str]]] = []

    def walk(group: list[str], depth: int) -> None:
        lacking = [cid for cid in group if len(entries[cid]["roll_offs"]) <= depth]
        if lacking:
            wanted.extend((cid, [o for o in group if o != cid]) for cid in lacking)
            return
        values: dict[int, list[str]] = {}
        for cid in group:
            values.setdefault(entries[cid]["roll_offs"][depth], []).append(cid)
        for tied in values.values():
            if len(tied) > 1:
                walk(tied, depth + 1)

    for group in groups.values():
        if len(group) > 1:
            walk(group, 0)
    return wanted


def _settle(
    state: dict, group: list[str], queues: dict, rng: Any, events: list[Event]
) -> list[str]:
    """A roll-off among ``group`` (tied): entered dice first, then ``rng``; again among
    those still tied."""
    offs = {}
    for cid in group:
        entry = state["initiative"][cid]
        die = queues[cid].pop(0) if queues[cid] else roll(20, rng)
        entry["roll_offs"].append(die)
        offs[cid] = die
        events.append(
            line(
                state,
                cid,
                f"rozstřel k20 {die} (remíza na iniciativě {entry['total']}).",
                f"roll-off d20 {die} (tied at initiative {entry['total']}).",
                "roll_off",
            )
        )
    done: list[str] = []
    for value in sorted(set(offs.values()), reverse=True):
        tied = [cid for cid in group if offs[cid] == value]
        done.extend(_settle(state, tied, queues, rng, events) if len(tied) > 1 else tied)
    return done


def roll_order(state: dict, rng: Any, events: list[Event]) -> list[str]:
    """Roll the initiative not entered, settle the ties; the acting order (ids)."""
    settings = settings_of(state)
    people = []
    for cid, record in state["combatants"].items():
        dex, misc = initiative_modifier(record["sheet"])
        people.append(Combatant(cid, dex, misc))
    entries = state["initiative"]
    rolls = {cid: entries[cid]["roll"] for cid in entries if entries[cid]["entered"]}
    no_roll_off = dataclasses.replace(settings, initiative_roll_off=False)
    rolled = roll_initiative(people, rng, rolls, no_roll_off)
    queues = {cid: list(entries[cid]["roll_offs"]) for cid in entries}
    for item in rolled:
        entry = entries[item.name]
        # an entered roll was logged when it was entered: again only if its modifier changed
        logged = entry["entered"] and entry["modifier"] == item.modifier
        entry.update(roll=item.roll, modifier=item.modifier, total=item.total, roll_offs=[])
        if logged:
            continue
        how = "zadáno" if entry["entered"] else "hozeno"
        how_en = "entered" if entry["entered"] else "rolled"
        events.append(
            line(
                state,
                item.name,
                f"iniciativa {item.total} (k20 {item.roll} {signed(item.modifier)}, {how}).",
                f"initiative {item.total} (d20 {item.roll} {signed(item.modifier)}, {how_en}).",
                "initiative",
            )
        )
    order: list[str] = []
    ids = [item.name for item in rolled]
    index = 0
    while index < len(ids):
        key = tie_key(state, ids[index])
        group = [cid for cid in ids[index:] if tie_key(state, cid) == key]
        if len(group) > 1 and settings.initiative_roll_off:
            order.extend(_settle(state, group, queues, rng, events))
        else:
            order.extend(group)
        index += len(group)
    return order
