"""Encounters in the campaign file: the list, one state, and one tracker step as a Batch.

A step of a fight is one undo step and one transaction: the encounter's new state, the
sheets of the roster characters whose wounds it changed, and its log lines
(:func:`encounter_step`). Extras (combatants with no roster character) keep their wounds
in the encounter only.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from campaign_manager.storage.changes import (
    Batch,
    Change,
    LogEvents,
    LogLine,
    UpdateCharacter,
    UpdateEncounter,
)
from campaign_manager.storage.models import Character, Encounter


@dataclass(frozen=True)
class EncounterRecord:
    id: int
    name: str
    status: str  # "prepared", "running", "finished"
    notes: str
    updated_at: datetime | None


def encounter_records() -> list[EncounterRecord]:
    """Every encounter, newest change first, without reading any state."""
    query = Encounter.select(
        Encounter.id, Encounter.name, Encounter.status, Encounter.notes, Encounter.updated_at
    ).order_by(Encounter.updated_at.desc(), Encounter.id.desc())
    return [EncounterRecord(r.id, r.name, r.status, r.notes, r.updated_at) for r in query]


def encounter_state(encounter_id: int) -> dict | None:
    row = Encounter.select(Encounter.state).where(Encounter.id == encounter_id).first()
    return row.state if row else None


def roster_combatant(character_id: int, **extra: Any) -> dict:
    """A combatant for a roster character: its id, name, side and sheet."""
    row = Character.get_by_id(character_id)
    return {
        "id": f"c{row.id}",
        "name": row.name,
        "side": row.kind,
        "sheet": row.sheet,
        "character_id": row.id,
        **extra,
    }


def extras_of(character_id: int, count: int, start: int = 1, **extra: Any) -> list[dict]:
    """``count`` quick extras made from an NPC ("3× Stráž" → Stráž 1, Stráž 2, Stráž 3),
    each with its own copy of the sheet, numbered; their wounds stay in the encounter."""
    row = Character.get_by_id(character_id)
    return [
        {
            "id": f"x{row.id}-{number}",
            "name": f"{row.name} {number}",
            "side": "npc",
            "sheet": row.sheet,
            "character_id": None,
            "extra_of": row.id,
            **extra,
        }
        for number in range(start, start + count)
    ]


def encounter_step(
    encounter_id: int, before: dict, after: dict, events: list, extra: list[Change] = ()
) -> Batch:
    """The Batch for one tracker step: the new state, changed sheets, the log lines."""
    changes: list[Change] = [UpdateEncounter(encounter_id, {"state": after})]
    old = before.get("combatants", {})
    for cid, record in after.get("combatants", {}).items():
        character_id = record.get("character_id")
        if character_id and cid in old and record.get("sheet") != old[cid].get("sheet"):
            changes.append(UpdateCharacter(character_id, {"sheet": record["sheet"]}))
    lines = []
    for event in events:
        record = after.get("combatants", {}).get(event.combatant) if event.combatant else None
        lines.append(
            LogLine(
                event.text.cs,
                event.text.en,
                event.kind,
                character=record.get("character_id") if record else None,
                encounter=encounter_id,
                round=after.get("round"),
            )
        )
    if lines:
        changes.append(LogEvents(lines))
    changes.extend(extra)
    return Batch(changes)
