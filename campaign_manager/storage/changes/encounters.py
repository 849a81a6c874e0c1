"""The encounter row's changes: add, delete, set columns. A fight kept in parts
(:mod:`~campaign_manager.storage.fight_parts`) is deleted with its parts, and kept whole
in the delete's snapshot (:func:`_take_parts`). A fight's step, which writes only the
parts it changed, is :class:`~campaign_manager.storage.encounters.SetEncounterState`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from peewee import Model

from campaign_manager.storage import fight_parts
from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.changes.rows import DeleteRow, InsertRow, UpdateRow
from campaign_manager.storage.models import Encounter

ENCOUNTER_FIELDS = ("name", "notes", "status", "state")


@dataclass
class AddEncounter(InsertRow):
    model: ClassVar[type[Model]] = Encounter


@dataclass
class DeleteEncounter(DeleteRow):
    """Delete a fight. One kept in parts is kept whole in the snapshot, and its parts go
    with it (its undo brings the fight back whole: the same state, split again by its
    next step)."""

    model: ClassVar[type[Model]] = Encounter

    @classmethod
    def gone(cls, rows: list[dict[str, Any]]) -> None:
        for row in rows:
            whole = _take_parts(row["id"], row.get("state"))
            if whole is not None:
                row["state"] = whole


def _take_parts(encounter_id: int, column: Any) -> dict | None:
    """Within a delete of the fight (its state column ``column``, decoded; the row gone
    already): its parts removed and the state they made; None where it is not kept in
    parts, or they do not make a state (then they stay, for the undo's row to find)."""
    if fight_parts.check_of(column) is None:
        return None
    database = Encounter._meta.database
    read = fight_parts.read_sql(database.param, database.quote)
    rows = database.execute_sql(read, (encounter_id,)).fetchall()
    if not all(type(body) is str for _part, body in rows):  # DamagedText is not str
        return None
    try:
        state = fight_parts.assemble(rows)
    except (ValueError, TypeError, RecursionError):
        return None
    left, right = database.quote
    database.execute_sql(
        f"DELETE FROM {left}{fight_parts.TABLE}{right} WHERE encounter_id = {database.param}",
        (encounter_id,),
    )
    return state


@dataclass
class UpdateEncounter(UpdateRow):
    """Set an encounter's columns; a new ``state`` also sets the listed ``status``."""

    model: ClassVar[type[Model]] = Encounter
    editable: ClassVar[tuple[str, ...]] = ENCOUNTER_FIELDS

    def prepare(self, campaign: Campaign, values: dict[str, Any]) -> dict[str, Any]:
        state = values.get("state")
        if isinstance(state, dict) and "status" in state:
            values["status"] = state["status"]
        return values
