"""The campaign's templates: a character kept to make combatants from (Stráž 1 … Stráž 5), per
campaign, in the ``combatant_template`` table (schema 14).

A template holds what a combatant needs: a name, the grammatical gender, its side, and
the sheet of the campaign's system (JSON). ``kind`` says what it is: ``"character"`` (saved
from a roster character) or ``"monster"``, an entry of the campaign's own bestiary (its
``sheet`` the bestiary entry of the rule system's ``bestiary``, checked by its
``check_entry``; its name is the row's), with ``system`` the rules system whose sheet it
is and ``source`` where it came from. Adding, editing and deleting one are reversible changes, so
they go through ``session.perform`` and undo like any edit; the exchange writes and reads
templates with the characters (:mod:`campaign_manager.exchange`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from peewee import (
    AutoField,
    CharField,
    Database,
    DateTimeField,
    Model,
    TextField,
)

from campaign_manager.storage.added_tables import create_versioned_table, json_type
from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.changes.rows import DeleteRow, InsertRow, UpdateRow
from campaign_manager.storage.db import IDS_PER_QUERY, BaseModel
from campaign_manager.storage.models import Character, JSONField, utcnow, versioned
from campaign_manager.storage.unreadable import UnreadableValue
from campaign_manager.storage.unreadable_guard import refuse_unreadable
from campaign_manager.systems import get_system
from campaign_manager.systems.common import RuleError, Text, check_gender, check_name

TABLE = "combatant_template"
#: what a template is: saved from a character (a later kind: a campaign's own monster)
KINDS = ("character", "monster")
TEMPLATE_FIELDS = ("name", "kind", "system", "side", "gender", "sheet", "notes", "source")


@versioned
class CombatantTemplate(BaseModel):
    id = AutoField()
    name = CharField(max_length=200)
    kind = CharField(max_length=20, default="character")
    #: the rules system whose sheet it holds (the campaign's)
    system = CharField(max_length=20)
    side = CharField(max_length=3, default="npc")
    gender = CharField(max_length=1, default="m")
    sheet = JSONField(default=dict)
    notes = TextField(default="")
    #: where it came from: "character:12", a book's page, empty
    source = TextField(default="")
    created_at = DateTimeField(default=utcnow)
    updated_at = DateTimeField(default=utcnow)

    touched_field = "templates"

    class Meta:
        table_name = TABLE


def create_table(database: Database) -> None:
    """Schema 14's table (ids never given twice on a file, as every table's since schema
    7); on a server, granted to the roles that may change the fights, and its changes
    announced to the other clients."""
    create_versioned_table(
        database,
        TABLE,
        '"name" VARCHAR(200) NOT NULL, "kind" VARCHAR(20) NOT NULL DEFAULT \'character\', '
        '"system" VARCHAR(20) NOT NULL, "side" VARCHAR(3) NOT NULL DEFAULT \'npc\', '
        "\"gender\" VARCHAR(1) NOT NULL DEFAULT 'm', "
        f'"sheet" {json_type(database)} NOT NULL, "notes" TEXT NOT NULL DEFAULT \'\', '
        "\"source\" TEXT NOT NULL DEFAULT ''",
    )


# -- reading ------------------------------------------------------------------------------
@dataclass(frozen=True)
class TemplateRecord:
    id: int
    name: str
    kind: str
    system: str
    side: str
    gender: str
    sheet: Any
    notes: str
    source: str


def template_records(system: str | None = None, kind: str | None = None) -> list[TemplateRecord]:
    """Every template (of the ``system`` and the ``kind``, if given), by name."""
    query = CombatantTemplate.select().order_by(CombatantTemplate.name, CombatantTemplate.id)
    if system is not None:
        query = query.where(CombatantTemplate.system == system)
    if kind is not None:
        query = query.where(CombatantTemplate.kind == kind)
    return [_record(row) for row in query]


def monster_records(system: str) -> list[TemplateRecord]:
    """The campaign's own bestiary: its monsters of the rule system ``system``."""
    return template_records(system, "monster")


def monster_stamps(system: str) -> dict[int, tuple]:
    """Each campaign monster's id → what changes with every write of it (its version and
    time): a reader keeps the monsters it has and reads only those whose stamp moved."""
    query = CombatantTemplate.select(
        CombatantTemplate.id, CombatantTemplate.version, CombatantTemplate.updated_at
    ).where((CombatantTemplate.system == system) & (CombatantTemplate.kind == "monster"))
    return {row.id: (row.version, row.updated_at) for row in query}


def template_records_of(ids: list[int]) -> list[TemplateRecord]:
    """The templates with these ids (a deleted one is not there)."""
    found: list[TemplateRecord] = []
    for start in range(0, len(ids), IDS_PER_QUERY):
        query = CombatantTemplate.select().where(
            CombatantTemplate.id.in_(ids[start : start + IDS_PER_QUERY])
        )
        found += [_record(row) for row in query]
    return found


def monster_values(system: str, entry: dict, gender: str = "m", source: str = "") -> dict[str, Any]:
    """A new campaign monster's columns: ``entry`` is the system's bestiary entry (its
    ``name`` the row's name)."""
    return {
        "name": entry.get("name", ""),
        "kind": "monster",
        "system": system,
        "side": "npc",
        "gender": gender,
        "sheet": entry,
        "notes": "",
        "source": source,
    }


def template_record(template_id: int) -> TemplateRecord | None:
    row = CombatantTemplate.get_or_none(CombatantTemplate.id == template_id)
    return _record(row) if row is not None else None


def _record(row: CombatantTemplate) -> TemplateRecord:
    return TemplateRecord(
        row.id, row.name, row.kind, row.system, row.side, row.gender or "m", row.sheet,
        row.notes or "", row.source or "",
    )  # fmt: skip


def template_values(character_id: int, system: str) -> dict[str, Any]:
    """A new template's columns from a roster character (its sheet as it is now)."""
    row = Character.get_by_id(character_id)
    if isinstance(row.sheet, UnreadableValue):
        refuse_unreadable(character_id, ("sheet",))
    return {
        "name": row.name,
        "kind": "character",
        "system": system,
        "side": "npc",
        "gender": row.gender or "m",
        "sheet": row.sheet,
        "notes": "",
        "source": f"character:{row.id}",
    }


def template_extras(template_id: int, names: list[str], first: int = 1, **extra: Any) -> list[dict]:
    """Combatants made from a template, one per name, each with its own copy of the
    sheet (their wounds stay in the fight), ids ``t<template>-<n>`` from ``first``."""
    row = CombatantTemplate.get_by_id(template_id)
    if isinstance(row.sheet, UnreadableValue):
        refuse_unreadable(template_id, ("sheet",))
    return [
        {
            "id": f"t{row.id}-{number}",
            "name": name,
            "gender": row.gender or "m",
            "side": row.side if row.side in ("pc", "npc") else "npc",
            "sheet": row.sheet,
            "character_id": None,
            "template": row.id,
            **extra,
        }
        for number, name in enumerate(names, start=first)
    ]


# -- changes ------------------------------------------------------------------------------
def _checked(campaign: Campaign, values: dict[str, Any], kind: str = "character") -> dict[str, Any]:
    """A template's values as stored: its name and gender checked as a character's, its
    sheet checked by the campaign's rules (a monster's by its bestiary; RuleError: nothing
    is written)."""
    values = dict(values)
    kind = values.get("kind", kind)
    if "name" in values:
        values["name"] = check_name(values["name"])
    if "gender" in values:
        values["gender"] = check_gender(values["gender"])
    if "kind" in values and values["kind"] not in KINDS:
        raise ValueError(f"a template's kind is one of {KINDS}")
    if "sheet" in values and kind == "monster":
        bestiary = getattr(get_system(campaign.system), "bestiary", None)
        if bestiary is None:
            raise RuleError(
                Text(
                    cs="Pravidla kampaně nemají bestiář.",
                    en="The campaign's rules have no bestiary.",
                ),
                "input",
            )
        entry = values["sheet"]
        if isinstance(entry, dict) and "name" in values:
            entry = {**entry, "name": values["name"]}
        values["sheet"] = bestiary.check_entry(entry)
    elif "sheet" in values:
        values["sheet"] = get_system(campaign.system).validate_sheet(values["sheet"])
    return values


@dataclass
class AddTemplate(InsertRow):
    """Save a template; ``values`` are its columns (:func:`template_values`)."""

    model: ClassVar[type[Model]] = CombatantTemplate

    def prepare(self, campaign: Campaign, values: dict[str, Any]) -> dict[str, Any]:
        return _checked(campaign, values)


@dataclass
class DeleteTemplate(DeleteRow):
    model: ClassVar[type[Model]] = CombatantTemplate


@dataclass
class UpdateTemplate(UpdateRow):
    """Rename a template, change its notes, gender or sheet."""

    model: ClassVar[type[Model]] = CombatantTemplate
    editable: ClassVar[tuple[str, ...]] = ("name", "gender", "sheet", "notes", "side")
    texts: ClassVar[tuple[str, ...]] = ("notes",)

    def prepare(self, campaign: Campaign, values: dict[str, Any]) -> dict[str, Any]:
        row = CombatantTemplate.get_or_none(CombatantTemplate.id == self.id)
        kind = row.kind if row is not None else "character"
        return _checked(campaign, values, kind)
