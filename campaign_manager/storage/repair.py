"""The unreadable values of the open campaign, and the change that puts one right.

Finding them reads the JSON columns; SQLite's own JSON check picks out the few rows
worth decoding (reading a roster of 10,000 sheets in Python would take a third of a
second), and Python's decoding has the last word, as it has when the row is read.
Where SQLite has no JSON functions every row is decoded.

What an unreadable value is, and refusing an edit that would replace one, is
:mod:`~campaign_manager.storage.unreadable`'s (below the changes, which refuse through it).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from peewee import Case, DatabaseError, fn

from campaign_manager.storage import fight_parts
from campaign_manager.storage.backups import newest_readable
from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.db import IDS_PER_QUERY
from campaign_manager.storage.file_campaign import CampaignDatabase
from campaign_manager.storage.models import CampaignInfo, Character, Encounter, JSONField
from campaign_manager.storage.unreadable import UnreadableItem, UnreadableValue
from campaign_manager.storage.unreadable_guard import unreadable_values

if TYPE_CHECKING:  # the changes come with the first repair, not when the campaign opens
    from campaign_manager.storage.changes import Change

CHARACTER_COLUMNS = ("sheet", "tags", "summary")
#: the character's texts, each of which may be damaged (its bytes not UTF-8)
CHARACTER_TEXTS = ("name", "player", "notes")
#: the campaign's own texts
CAMPAIGN_TEXTS = ("name", "description")
#: every text column a damaged item may name (no backup is offered for one)
TEXT_COLUMNS = frozenset((*CHARACTER_TEXTS, *CAMPAIGN_TEXTS))


def _json_checks(database) -> bool:
    """Whether the database has SQLite's JSON functions."""
    try:
        database.execute_sql("SELECT json_valid('{}')").fetchone()
    except DatabaseError:
        return False
    return True


def _utf8_checks(database) -> bool:
    """Whether the database can hold text that is not UTF-8 and has the function that
    finds it (a campaign file; a server's text is always UTF-8). Asked of the database's
    type, not by a query: a failed one would end a server's transaction."""
    return isinstance(getattr(database, "obj", database), CampaignDatabase)


def _not_utf8(field):
    """SQL true for a text whose bytes are not UTF-8."""
    return fn.kronikar_not_utf8(field.cast("BLOB"))


def _suspect(field: JSONField):
    """SQL true for a value that may be damaged: not JSON, or not of the column's type."""
    wanted = "object" if field.kind is dict else "array"
    found = Case(None, [(fn.json_valid(field), fn.json_type(field))], None)
    return found.is_null() | (found != wanted)


def _characters(condition) -> dict[int, tuple[UnreadableItem, ...]]:
    database = Character._meta.database
    texts = CHARACTER_TEXTS if _utf8_checks(database) else ()
    fields = [getattr(Character, c) for c in CHARACTER_COLUMNS]
    text_fields = [getattr(Character, c) for c in texts if c != "name"]
    query = Character.select(Character.id, Character.name, *fields, *text_fields)
    if _json_checks(database):
        suspect = _suspect(fields[0])
        for field in fields[1:]:
            suspect |= _suspect(field)
        for column in texts:
            suspect |= _not_utf8(getattr(Character, column))
        condition = suspect if condition is None else condition & suspect
    if condition is not None:
        query = query.where(condition)
    found = {}
    for row in query.order_by(Character.id):
        items = unreadable_values(row, "character", (*CHARACTER_COLUMNS, *texts))
        if items:
            found[row.id] = tuple(items)
    return found


def unreadable_characters(
    low: int | None = None, high: int | None = None
) -> dict[int, tuple[UnreadableItem, ...]]:
    """The damaged values of every character with an id from ``low`` to ``high`` (all when
    not given), by character id."""
    condition = None
    if low is not None:
        condition = Character.id >= low
    if high is not None:
        upper = Character.id <= high
        condition = upper if condition is None else condition & upper
    return _characters(condition)


def unreadable_characters_of(ids: Iterable[int]) -> dict[int, tuple[UnreadableItem, ...]]:
    """The damaged values of the characters ``ids`` (those with any), by character id."""
    ids = sorted(ids)
    found: dict[int, tuple[UnreadableItem, ...]] = {}
    for start in range(0, len(ids), IDS_PER_QUERY):
        found.update(_characters(Character.id.in_(ids[start : start + IDS_PER_QUERY])))
    return found


def unreadable_settings() -> UnreadableItem | None:
    """The campaign's settings when they cannot be read."""
    row = CampaignInfo.select(CampaignInfo.id, CampaignInfo.name, CampaignInfo.settings).first()
    items = unreadable_values(row, "campaign", ("settings",)) if row is not None else []
    return items[0] if items else None


def unreadable_campaign() -> list[UnreadableItem]:
    """The campaign's own values that cannot be read: its settings, its name and its
    description (text that is not UTF-8)."""
    row = CampaignInfo.select(
        CampaignInfo.id, CampaignInfo.name, CampaignInfo.description, CampaignInfo.settings
    ).first()
    if row is None:
        return []
    return unreadable_values(row, "campaign", ("settings", *CAMPAIGN_TEXTS))


def unreadable_encounters() -> dict[int, UnreadableItem]:
    """The fights whose state cannot be read, by id."""
    query = Encounter.select(Encounter.id, Encounter.name, Encounter.state)
    if _json_checks(Encounter._meta.database):
        query = query.where(_suspect(Encounter.state))
    found = {
        row.id: item for row in query for item in unreadable_values(row, "encounter", ("state",))
    }
    found.update(_unreadable_in_parts())
    return found


def _unreadable_in_parts() -> dict[int, UnreadableItem]:
    """The fights kept in parts (:mod:`fight_parts`) that do not make a state (a part not
    JSON; where SQL cannot tell, every fight kept in parts is put together)."""
    from campaign_manager.storage.encounters import stored_fight

    database = Encounter._meta.database
    if _json_checks(database):
        ids = database.execute_sql(
            f"SELECT DISTINCT encounter_id FROM {fight_parts.TABLE} WHERE json_valid(body) = 0"
        ).fetchall()
    else:
        ids = database.execute_sql(f"SELECT DISTINCT encounter_id FROM {fight_parts.TABLE}")
        ids = ids.fetchall()
    found = {}
    for (encounter_id,) in ids:
        row = Encounter.select(Encounter.name).where(Encounter.id == encounter_id).first()
        stored = stored_fight(encounter_id) if row is not None else None
        if stored is not None and isinstance(stored.state, UnreadableValue):
            problem = stored.state.problem
            found[encounter_id] = UnreadableItem(
                "encounter", encounter_id, row.name, "state", problem
            )
    return found


def unreadable_items() -> list[UnreadableItem]:
    """Every damaged value of the campaign: its settings, the characters, the fights."""
    items = unreadable_campaign()
    for found in unreadable_characters().values():
        items.extend(found)
    items.extend(unreadable_encounters().values())
    return items


# -- putting one right --------------------------------------------------------------------
@dataclass(frozen=True)
class Repair:
    """The change that puts ``item`` right, with the time of the backup its value comes
    from (None: worked out again from the sheet, no backup needed)."""

    item: UnreadableItem
    change: Change
    taken: datetime | None = None


_KINDS = {"sheet": dict, "tags": list, "settings": dict, "state": dict}


def repair_of(campaign: Campaign, item: UnreadableItem) -> Repair | None:
    """How to put ``item`` right: a roster line is worked out again from the sheet; any
    other value is read from the newest copy in the campaign's backups folder that has it
    readable (None when no copy has). The change is applied through the session, so it is
    one undo step like any edit."""
    from campaign_manager.storage.changes import SetCampaignField, UpdateCharacter, whole_state

    if item.column not in _KINDS and item.column != "summary":
        return None  # a damaged text: the GM writes it anew (a name, notes, a description)
    if item.column == "summary":
        sheet = Character.select(Character.sheet).where(Character.id == item.row_id).first()
        if sheet is None:
            return None
        return Repair(item, UpdateCharacter(item.row_id, {"sheet": sheet.sheet}))
    found = newest_readable(
        campaign.backups_folder, item.table, item.row_id, item.column, _KINDS[item.column]
    )
    if found is None:
        return None
    if item.table == "campaign":
        change: Change = SetCampaignField("settings", found.value)
    elif item.table == "encounter":
        change = whole_state(item.row_id, found.value)  # in parts, as a fight's step
    else:
        change = UpdateCharacter(item.row_id, {item.column: found.value})
    return Repair(item, change, found.taken)
