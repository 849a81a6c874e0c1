"""The ledger's tables, the schema step that creates them, and the reversible ledger edits.

Tables (portable column types only; every reference to a character or a contact is its
id, never its name, and none is a foreign key into the roster, so deleting a character
never fails on its ledger rows: what becomes of them is the GM's choice, see
:func:`character_ledger_changes`):

- ``ledger_contact``: a person, shared by everyone who knows them;
- ``ledger_link``: a character knows a contact, with that link's own values;
- ``ledger_favour``: who owes whom (character or contact on either side);
- ``ledger_network``: a Dakara network (Sítě) of its owner;
- ``ledger_operation``: what was run through a network and how it went;
- ``ledger_relation``: a directed relation between two characters or contacts;
- ``ledger_position``: where the GM dragged a person in the relations graph.

Every edit is a :class:`~campaign_manager.storage.changes.Change` (insert, update or
delete of one row, validated by the rules core in the same transaction); a delete that
cascades is one :class:`~campaign_manager.storage.changes.Batch`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, ClassVar

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

from campaign_manager.storage.changes import (
    Batch,
    Change,
    ChangeSet,
    DeleteRow,
    InsertRow,
    UpdateRow,
)
from campaign_manager.storage.db import BaseModel
from campaign_manager.storage.models import utcnow
from campaign_manager.systems.dakara.sheet import validate_sheet
from campaign_manager.systems.ledger.dakara_sheet import person_key, records_from_sheet
from campaign_manager.systems.ledger.records import validate


# -- the columns, shared by the live models and the frozen schema-6 step ------------------
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


Contact = _model(BaseModel, "Contact", "contact")
Link = _model(BaseModel, "Link", "link")
Favour = _model(BaseModel, "Favour", "favour")
Network = _model(BaseModel, "Network", "network")
Operation = _model(BaseModel, "Operation", "operation")
Relation = _model(BaseModel, "Relation", "relation")
Position = _model(BaseModel, "Position", "position")
for _m in (Contact, Link, Favour, Network, Operation, Relation, Position):
    _m.changeset_field = "ledger"

MODELS = {
    "contact": Contact,
    "link": Link,
    "favour": Favour,
    "network": Network,
    "operation": Operation,
    "relation": Relation,
}
LEDGER_MODELS = [*MODELS.values(), Position]


_HIDDEN = ("id", "created_at", "updated_at", "portrait")
RECORD_FIELDS = {
    kind: tuple(n for n in columns() if n not in _HIDDEN) for kind, (_t, columns) in TABLES.items()
}


def record_of(row: Model, kind: str) -> dict[str, Any]:
    """A row as the rules core's record (the editable fields), with its ``id``."""
    return {"id": row.id, **{n: getattr(row, n) for n in RECORD_FIELDS[kind]}}


def all_records(kind: str) -> list[dict[str, Any]]:
    """Every row of ``kind`` as records, read as plain tuples (fast for 50,000 rows)."""
    model = MODELS[kind]
    names = ("id", *RECORD_FIELDS[kind])
    query = model.select(*(getattr(model, n) for n in names)).order_by(model.id).tuples()
    return [dict(zip(names, row, strict=True)) for row in query]


# -- schema step 6 --------------------------------------------------------------------------
def _v6_ledger(database: Database) -> None:
    """The ledger's tables; a Dakara campaign's sheets' contacts and networks are copied in.

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


def copy_sheets_into_ledger(database: Database, models: dict[str, type[Model]] | None = None):
    """Copy every Dakara sheet's contacts and networks into the (empty) ledger tables.

    Reads the campaign row and the characters with plain SQL through peewee (no live
    model), so it serves the schema step. Returns (people, links, networks) written.
    """
    models = models or {**MODELS, "position": Position}
    row = database.execute_sql("SELECT system FROM campaign").fetchone()
    if row is None or row[0] != "dakara":
        return (0, 0, 0)
    people: dict[tuple[str, str], int] = {}
    links = networks = 0
    for character_id, sheet_text in database.execute_sql(
        "SELECT id, sheet FROM character ORDER BY id"
    ).fetchall():
        try:
            sheet = validate_sheet(json.loads(sheet_text or "{}"))
        except ValueError:  # a damaged sheet is left for the GM; its lists stay on it
            continue
        entries, nets = records_from_sheet(sheet)
        contact_ids = []
        for entry in entries:
            contact = validate("contact", entry["contact"])
            key = person_key(contact["name"], contact["who"])
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


# -- reversible edits -------------------------------------------------------------------------
def _validated_insert(kind: str):
    def prepare(self, campaign, values: dict[str, Any]) -> dict[str, Any]:
        extra = {k: values[k] for k in ("portrait",) if k in values and kind == "contact"}
        return {**validate(kind, {k: v for k, v in values.items() if k != "portrait"}), **extra}

    return prepare


def _validated_update(kind: str):
    def prepare(self, campaign, values: dict[str, Any]) -> dict[str, Any]:
        model = MODELS[kind]
        current = record_of(model.get_by_id(self.id), kind)
        plain = {k: v for k, v in values.items() if k not in ("portrait", "updated_at")}
        merged = validate(kind, {**current, **plain})
        out = {k: merged[k] for k in plain}
        out.update({k: values[k] for k in ("portrait", "updated_at") if k in values})
        return out

    return prepare


def _editable(kind: str) -> tuple[str, ...]:
    return RECORD_FIELDS[kind] + (("portrait",) if kind == "contact" else ())


@dataclass
class AddContact(InsertRow):
    model: ClassVar[type[Model]] = Contact
    prepare = _validated_insert("contact")


@dataclass
class UpdateContact(UpdateRow):
    model: ClassVar[type[Model]] = Contact
    editable: ClassVar[tuple[str, ...]] = _editable("contact")
    prepare = _validated_update("contact")


@dataclass
class DeleteContactRow(DeleteRow):
    model: ClassVar[type[Model]] = Contact


@dataclass
class AddLink(InsertRow):
    model: ClassVar[type[Model]] = Link
    prepare = _validated_insert("link")


@dataclass
class AddLinkFor(AddLink):
    """A link to the contact that ``contact`` (an AddContact earlier in the same Batch)
    inserts: a new person and who knows them, in one undo step."""

    contact: AddContact | None = None

    def prepare(self, campaign, values: dict[str, Any]) -> dict[str, Any]:
        if self.contact is not None:
            values["contact_id"] = self.contact.id
        return validate("link", values)


def add_person(contact: dict, link: dict | None = None) -> Change:
    """A new contact, and if ``link`` is given (without ``contact_id``) who knows them."""
    add = AddContact(dict(contact))
    if link is None:
        return add
    return Batch([add, AddLinkFor(dict(link), contact=add)])


@dataclass
class UpdateLink(UpdateRow):
    model: ClassVar[type[Model]] = Link
    editable: ClassVar[tuple[str, ...]] = _editable("link")
    prepare = _validated_update("link")


@dataclass
class DeleteLink(DeleteRow):
    model: ClassVar[type[Model]] = Link


@dataclass
class AddFavour(InsertRow):
    model: ClassVar[type[Model]] = Favour
    prepare = _validated_insert("favour")


@dataclass
class UpdateFavour(UpdateRow):
    model: ClassVar[type[Model]] = Favour
    editable: ClassVar[tuple[str, ...]] = _editable("favour")
    prepare = _validated_update("favour")


@dataclass
class DeleteFavour(DeleteRow):
    model: ClassVar[type[Model]] = Favour


@dataclass
class AddNetwork(InsertRow):
    model: ClassVar[type[Model]] = Network
    prepare = _validated_insert("network")


@dataclass
class UpdateNetwork(UpdateRow):
    model: ClassVar[type[Model]] = Network
    editable: ClassVar[tuple[str, ...]] = _editable("network")
    prepare = _validated_update("network")


@dataclass
class DeleteNetworkRow(DeleteRow):
    model: ClassVar[type[Model]] = Network


@dataclass
class AddOperation(InsertRow):
    model: ClassVar[type[Model]] = Operation
    prepare = _validated_insert("operation")


@dataclass
class UpdateOperation(UpdateRow):
    model: ClassVar[type[Model]] = Operation
    editable: ClassVar[tuple[str, ...]] = _editable("operation")
    prepare = _validated_update("operation")


@dataclass
class DeleteOperation(DeleteRow):
    model: ClassVar[type[Model]] = Operation


@dataclass
class AddRelation(InsertRow):
    model: ClassVar[type[Model]] = Relation
    prepare = _validated_insert("relation")


@dataclass
class UpdateRelation(UpdateRow):
    model: ClassVar[type[Model]] = Relation
    editable: ClassVar[tuple[str, ...]] = _editable("relation")
    prepare = _validated_update("relation")


@dataclass
class DeleteRelation(DeleteRow):
    model: ClassVar[type[Model]] = Relation


@dataclass
class DeletePosition(DeleteRow):
    model: ClassVar[type[Model]] = Position


ADD = {
    "contact": AddContact,
    "link": AddLink,
    "favour": AddFavour,
    "network": AddNetwork,
    "operation": AddOperation,
    "relation": AddRelation,
}
UPDATE = {
    "contact": UpdateContact,
    "link": UpdateLink,
    "favour": UpdateFavour,
    "network": UpdateNetwork,
    "operation": UpdateOperation,
    "relation": UpdateRelation,
}
DELETE_ROW = {
    "contact": DeleteContactRow,
    "link": DeleteLink,
    "favour": DeleteFavour,
    "network": DeleteNetworkRow,
    "operation": DeleteOperation,
    "relation": DeleteRelation,
}


@dataclass
class SetPosition(Change):
    """Where the GM dragged a person in the relations graph (``None`` forgets it)."""

    node_kind: str
    node_id: int
    new: tuple[float, float] | None
    old: tuple[float, float] | None = None

    def _set(self, campaign, value) -> Any:
        def op() -> None:
            Position.delete().where(
                (Position.node_kind == self.node_kind) & (Position.node_id == self.node_id)
            ).execute()
            if value is not None:
                Position.insert(
                    node_kind=self.node_kind, node_id=self.node_id, x=value[0], y=value[1]
                ).execute()

        campaign.write(op)
        return ChangeSet(ledger=True)

    def apply(self, campaign) -> Any:
        row = (
            Position.select()
            .where((Position.node_kind == self.node_kind) & (Position.node_id == self.node_id))
            .first()
        )
        self.old = None if row is None else (row.x, row.y)
        return self._set(campaign, self.new)

    def revert(self, campaign) -> Any:
        return self._set(campaign, self.old)


# -- cascades: what a delete takes with it ---------------------------------------------------
def _party_rows(model: type[Model], prefix_a: str, prefix_b: str, kind: str, ident: int):
    a_kind, a_id = getattr(model, f"{prefix_a}_kind"), getattr(model, f"{prefix_a}_id")
    b_kind, b_id = getattr(model, f"{prefix_b}_kind"), getattr(model, f"{prefix_b}_id")
    return list(
        model.select(model.id).where(
            ((a_kind == kind) & (a_id == ident)) | ((b_kind == kind) & (b_id == ident))
        )
    )


def dependants(kind: str, ident: int) -> dict[str, list[int]]:
    """The ids of every ledger row that refers to a contact or a character (``kind``
    "contact" or "character"), by record kind; networks bring their operations."""
    out: dict[str, list[int]] = {}
    column = Link.contact_id if kind == "contact" else Link.character_id
    out["link"] = [r.id for r in Link.select(Link.id).where(column == ident)]
    out["favour"] = [r.id for r in _party_rows(Favour, "debtor", "creditor", kind, ident)]
    out["relation"] = [r.id for r in _party_rows(Relation, "source", "target", kind, ident)]
    if kind == "character":
        nets = [r.id for r in Network.select(Network.id).where(Network.owner_id == ident)]
        out["network"] = nets
        out["operation"] = (
            [r.id for r in Operation.select(Operation.id).where(Operation.network_id.in_(nets))]
            if nets
            else []
        )
    else:
        out["liaison_of"] = [
            r.id for r in Network.select(Network.id).where(Network.liaison_id == ident)
        ]
    out["position"] = [
        r.id
        for r in Position.select(Position.id).where(
            (Position.node_kind == kind) & (Position.node_id == ident)
        )
    ]
    return out


def _cascade(found: dict[str, list[int]]) -> list[Change]:
    changes: list[Change] = [DeleteOperation(i) for i in found.get("operation", [])]
    changes += [DeleteNetworkRow(i) for i in found.get("network", [])]
    changes += [UpdateNetwork(i, {"liaison_id": None}) for i in found.get("liaison_of", [])]
    for kind in ("link", "favour", "relation"):
        changes += [DELETE_ROW[kind](i) for i in found.get(kind, [])]
    changes += [DeletePosition(i) for i in found.get("position", [])]
    return changes


def delete_contact(contact_id: int) -> Batch:
    """Delete a contact with its links, favours, relations and graph position, and clear
    it as any network's liaison: one Batch, one undo step that brings all of it back."""
    return Batch([*_cascade(dependants("contact", contact_id)), DeleteContactRow(contact_id)])


def delete_network(network_id: int) -> Batch:
    """Delete a network with its operations (one undo step)."""
    ops = [r.id for r in Operation.select(Operation.id).where(Operation.network_id == network_id)]
    return Batch([*(DeleteOperation(i) for i in ops), DeleteNetworkRow(network_id)])


def character_ledger_changes(character_id: int) -> list[Change]:
    """What deleting a character takes from the ledger (its links, favours, relations,
    networks with their operations, graph position), for the character delete's Batch
    when the GM chooses to delete them; left out, the rows stay and come back into use
    when the character's delete is undone."""
    return _cascade(dependants("character", character_id))


def dependant_counts(kind: str, ident: int) -> dict[str, int]:
    """How many rows of each kind a delete of the contact or character would take."""
    return {k: len(v) for k, v in dependants(kind, ident).items() if v and k != "position"}
