"""The ledger's tables as schema 6 made them, and that step (``_v6_ledger``).

Frozen: a later change to a ledger table is a new schema step (and a copy of the columns
it changes into :mod:`campaign_manager.storage.ledger`), never an edit here, so every
campaign reaches the same tables by the same steps. Portable column types and
``create_tables`` only (the ledger will also run on PostgreSQL).
"""

from __future__ import annotations

import json
from typing import Any

from peewee import (
    AutoField,
    BlobField,
    BooleanField,
    CharField,
    Database,
    DateTimeField,
    FloatField,
    IntegerField,
    Model,
    TextField,
)

from campaign_manager.ledger.parts import ledger_parts
from campaign_manager.ledger.records import validate
from campaign_manager.storage.models import utcnow


# -- the columns of schema 6 ---------------------------------------------------------------
def _contact_fields() -> dict[str, Any]:
    return {
        "id": AutoField(),
        "name": CharField(max_length=200, index=True),
        "who": TextField(default=""),
        "where": TextField(default="", column_name="where_to_meet"),
        "looks": TextField(default=""),
        "area": CharField(max_length=200, default="", index=True),
        "notes": TextField(default=""),
        "npc_id": IntegerField(null=True, index=True),
        "portrait": BlobField(null=True),
        "created_at": DateTimeField(default=utcnow),
        "updated_at": DateTimeField(default=utcnow),
    }


def _link_fields() -> dict[str, Any]:
    return {
        "id": AutoField(),
        "character_id": IntegerField(index=True),
        "contact_id": IntegerField(index=True),
        "influence": IntegerField(default=0),
        "how_met": TextField(default=""),
        "reason": CharField(max_length=20, default=""),
        "attitude": IntegerField(default=0),
        "known_to_players": BooleanField(default=True),
        "in_play": BooleanField(default=False),
        "created_at": DateTimeField(default=utcnow),
        "updated_at": DateTimeField(default=utcnow),
    }


def _favour_fields() -> dict[str, Any]:
    return {
        "id": AutoField(),
        "debtor_kind": CharField(max_length=10),
        "debtor_id": IntegerField(index=True),
        "creditor_kind": CharField(max_length=10),
        "creditor_id": IntegerField(index=True),
        "size": CharField(max_length=10, default="small"),
        "size_text": CharField(max_length=200, default=""),
        "reason": TextField(default=""),
        "when": CharField(max_length=200, default="", column_name="occurred"),
        "state": CharField(max_length=12, default="open", index=True),
        "known_to_players": BooleanField(default=True),
        "created_at": DateTimeField(default=utcnow),
        "updated_at": DateTimeField(default=utcnow),
    }


def _network_fields() -> dict[str, Any]:
    return {
        "id": AutoField(),
        "owner_id": IntegerField(index=True),
        "kind": CharField(max_length=200),
        "area": CharField(max_length=200, default="", index=True),
        "rating": IntegerField(default=0),
        "liaison_id": IntegerField(null=True, index=True),
        "dead_drop": TextField(default=""),
        "cipher": TextField(default=""),
        "cipher_strength": IntegerField(null=True),
        "language": CharField(max_length=200, default=""),
        "notes": TextField(default=""),
        "in_play": BooleanField(default=False),
        "known_to_players": BooleanField(default=True),
        "created_at": DateTimeField(default=utcnow),
        "updated_at": DateTimeField(default=utcnow),
    }


def _operation_fields() -> dict[str, Any]:
    return {
        "id": AutoField(),
        "network_id": IntegerField(index=True),
        "request": TextField(),
        "against": CharField(max_length=10, default="rarity"),
        "target": CharField(max_length=200, default=""),
        "value": IntegerField(default=0),
        "decided": CharField(max_length=4, default="roll"),
        "modifier": IntegerField(default=0),
        "actor_roll": IntegerField(null=True),
        "opposition_roll": IntegerField(null=True),
        "success": BooleanField(null=True),
        "outcome": CharField(max_length=40, default=""),
        "margin": IntegerField(null=True),
        "cost_zl": IntegerField(default=0),
        "result": TextField(default=""),
        "when": CharField(max_length=200, default="", column_name="occurred"),
        "known_to_players": BooleanField(default=True),
        "created_at": DateTimeField(default=utcnow),
        "updated_at": DateTimeField(default=utcnow),
    }


def _relation_fields() -> dict[str, Any]:
    return {
        "id": AutoField(),
        "source_kind": CharField(max_length=10),
        "source_id": IntegerField(index=True),
        "target_kind": CharField(max_length=10),
        "target_id": IntegerField(index=True),
        "label": CharField(max_length=200),
        "attitude": IntegerField(default=0),
        "reverse_label": CharField(max_length=200, default=""),
        "certainty": CharField(max_length=10, default="known"),
        "known_to_players": BooleanField(default=False),
        "origin": CharField(max_length=10, default="", index=True),
        "created_at": DateTimeField(default=utcnow),
        "updated_at": DateTimeField(default=utcnow),
    }


def _position_fields() -> dict[str, Any]:
    return {
        "id": AutoField(),
        "node_kind": CharField(max_length=10),
        "node_id": IntegerField(index=True),
        "x": FloatField(),
        "y": FloatField(),
    }


TABLES = {
    "contact": ("ledger_contact", _contact_fields),
    "link": ("ledger_link", _link_fields),
    "favour": ("ledger_favour", _favour_fields),
    "network": ("ledger_network", _network_fields),
    "operation": ("ledger_operation", _operation_fields),
    "relation": ("ledger_relation", _relation_fields),
    "position": ("ledger_position", _position_fields),
}


def _model(base: type[Model], class_name: str, kind: str) -> type[Model]:
    _table, columns = TABLES[kind]
    meta = type("Meta", (), {"table_name": _table})
    return type(class_name, (base,), {**columns(), "Meta": meta, "__module__": __name__})


# -- schema step 6 --------------------------------------------------------------------------
def _v6_ledger(database: Database) -> None:
    """The ledger's tables; the sheets' contacts and networks are copied in, in a campaign
    whose rule system keeps them on its sheets.

    Frozen models (built from this module's column lists, which later steps must not
    change in place): portable ``create_tables`` only. Contacts of the same name and
    "who" on several sheets become one person with a link each. The sheets keep their
    lists for now (the creation sheet reads them until it reads the ledger).
    """

    class _Base(Model):
        class Meta:
            legacy_table_names = False

    models = {kind: _model(_Base, f"V6{kind.title()}", kind) for kind in TABLES}
    with database.bind_ctx(list(models.values())):
        database.create_tables(list(models.values()))
        copy_sheets_into_ledger(database, models)


def copy_sheets_into_ledger(database: Database, models: dict[str, type[Model]]):
    """Copy every sheet's contacts and networks into the (empty) ledger tables ``models``
    (each table's model by kind), in a campaign whose rule system keeps them on its sheets
    (its ledger's ``sheet_lists``).

    Reads the campaign row and the characters with plain SQL through peewee (no live
    model), so it serves the schema step with its frozen models, and a new demo campaign
    once its characters are written with the live ones
    (:func:`campaign_manager.storage.ledger.copy_sheets_into_ledger`). A ledger that holds
    any contact, link or network already is left alone (so a second call copies nothing
    twice). Returns (people, links, networks) written.
    """
    row = database.execute_sql("SELECT system FROM campaign").fetchone()
    parts = ledger_parts(row[0]) if row is not None else None
    lists = parts.sheet_lists if parts is not None else None
    if lists is None:
        return (0, 0, 0)
    if any(models[kind].select().exists() for kind in ("contact", "link", "network")):
        return (0, 0, 0)
    people: dict[tuple[str, str], int] = {}
    links = networks = 0
    for character_id, sheet_text in database.execute_sql(
        "SELECT id, sheet FROM character ORDER BY id"
    ).fetchall():
        try:
            sheet = lists.validate_sheet(json.loads(sheet_text or "{}"))
        except ValueError:  # a damaged sheet is left for the GM; its lists stay on it
            continue
        entries, nets = lists.records_from_sheet(sheet)
        contact_ids = []
        for entry in entries:
            contact = validate("contact", entry["contact"])
            key = lists.person_key(contact["name"], contact["who"])
            if key not in people:
                people[key] = models["contact"].insert(**contact).execute()
            contact_ids.append(people[key])
            link = validate(
                "link",
                {**entry["link"], "character_id": character_id, "contact_id": people[key]},
            )
            models["link"].insert(**link).execute()
            links += 1
        for net in nets:
            liaison = net.pop("liaison")
            record = {
                **net,
                "owner_id": character_id,
                "liaison_id": None if liaison is None else contact_ids[liaison],
            }
            models["network"].insert(**validate("network", record)).execute()
            networks += 1
    return (len(people), links, networks)
