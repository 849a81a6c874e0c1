"""The encounter row's changes: add, delete, set columns. A fight's state is written one
way: :func:`~campaign_manager.storage.encounters.whole_state` (a
:class:`~campaign_manager.storage.encounters.SetEncounterState` of every part), or a
step's :class:`~campaign_manager.storage.encounters.SetEncounterState` of the parts it
changed; :class:`UpdateEncounter` sets the other columns only. A new fight lands in parts
(:class:`AddEncounter`); one kept in parts
(:mod:`~campaign_manager.storage.fight_parts`) is deleted with its parts, and kept whole
in the delete's snapshot (:func:`_take_parts`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from peewee import Model

from campaign_manager.storage import fight_parts
from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.changes.rows import DeleteRow, InsertRow, UpdateRow
from campaign_manager.storage.models import Encounter
from campaign_manager.storage.touched import Touched

if TYPE_CHECKING:  # (it imports the changes: imported by the first apply)
    from campaign_manager.storage.encounters import SetEncounterState

#: what an edit of an encounter's row sets (its state is a fight's write: see above)
ENCOUNTER_FIELDS = ("name", "notes", "status")


@dataclass
class AddEncounter(InsertRow):
    """Add a fight; ``values["state"]`` (a record of text keys; none: the empty fight)
    lands in parts as a step's does. The row is inserted holding no part, and the state
    written by :func:`~campaign_manager.storage.encounters.whole_state` in the same
    transaction (``fight``, made by the first apply, kept for undo and redo: undo takes
    the parts away, where the fight is still as this change left it, and then the row)."""

    model: ClassVar[type[Model]] = Encounter
    #: the write of the new fight's state (None before the first apply)
    fight: SetEncounterState | None = None

    def apply(self, campaign: Campaign) -> Touched:
        if self.fight is None:
            from campaign_manager.storage.encounters import whole_state

            state = self.values.get("state", {})
            self.fight = whole_state(0, state)  # its id once the row is in
            self.values = {**self.values, "state": {fight_parts.MARK: 0}}  # no part yet

        def op() -> Touched:
            touched = super(AddEncounter, self).apply(campaign)
            self.fight.encounter_id = self.id
            return touched | self.fight.apply(campaign)

        return campaign.write(op)

    def revert(self, campaign: Campaign) -> Touched:
        def op() -> Touched:
            touched = self.fight.revert(campaign)
            return touched | super(AddEncounter, self).revert(campaign)

        return campaign.write(op)


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
    """Set an encounter's name, notes or listed status; never its state (ValueError:
    a fight's state is written by
    :class:`~campaign_manager.storage.encounters.SetEncounterState` alone)."""

    model: ClassVar[type[Model]] = Encounter
    editable: ClassVar[tuple[str, ...]] = ENCOUNTER_FIELDS
