"""The ledger's tables and the reversible ledger edits (the schema step is
:func:`_v6_ledger`, kept frozen in :mod:`campaign_manager.storage.ledger_schema`).

Tables (portable column types only; every reference to a character or a contact is its
id, never its name, and none is a foreign key into the roster, so deleting a character
never fails on its ledger rows: what becomes of them is the GM's choice, see
:func:`character_ledger_changes`):

- ``ledger_contact``: a person, shared by everyone who knows them;
- ``ledger_link``: a character knows a contact, with that link's own values;
- ``ledger_favour``: who owes whom (character or contact on either side);
- ``ledger_network``: a network of its owner (where the rule system has networks);
- ``ledger_operation``: what was run through a network and how it went;
- ``ledger_relation``: a directed relation between two characters or contacts;
- ``ledger_position``: where the GM dragged a person in the relations graph.

Every edit is a :class:`~campaign_manager.storage.changes.Change` (insert, update or
delete of one row, validated by the rules core in the same transaction); a delete that
cascades is one :class:`~campaign_manager.storage.changes.Batch`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from peewee import AutoField, BigIntegerField, CharField, IntegerField, Model, TextField

from campaign_manager.ledger.records import validate
from campaign_manager.storage import ledger_schema
from campaign_manager.storage.changes.base import Batch, Change
from campaign_manager.storage.changes.rows import DeleteRow, InsertRow, UpdateRow, former_name
from campaign_manager.storage.db import BaseModel
from campaign_manager.storage.errors import ChangedSince, RecordGone
from campaign_manager.storage.ledger_schema import (  # noqa: F401 (the step lives here too)
    TABLES,
    _model,
    _v6_ledger,
)
from campaign_manager.storage.models import Character, JSONField, versioned
from campaign_manager.storage.touched import Touched

# -- the live models: schema 6's tables (copy a table's columns here when a step changes it)
Contact = _model(BaseModel, "Contact", "contact")
Link = _model(BaseModel, "Link", "link")
Favour = _model(BaseModel, "Favour", "favour")
Network = _model(BaseModel, "Network", "network")
Operation = _model(BaseModel, "Operation", "operation")
Relation = _model(BaseModel, "Relation", "relation")
Position = _model(BaseModel, "Position", "position")
for _m in (Contact, Link, Favour, Network, Operation, Relation):
    versioned(_m)  # schema 9's columns
for _m in (Favour, Operation):  # schema 15's column: when it falls due, in story time
    _m._meta.add_field("due", BigIntegerField(null=True))
for _m in (Contact, Link, Favour, Network, Operation, Relation, Position):
    _m.touched_field = "ledger"

LIVE_TABLES: dict[str, type[Model]] = {}  # filled below: every ledger table by kind
MODELS = {
    "contact": Contact,
    "link": Link,
    "favour": Favour,
    "network": Network,
    "operation": Operation,
    "relation": Relation,
}
LEDGER_MODELS = [*MODELS.values(), Position]
for _kind, _m in MODELS.items():
    _m.ledger_kind = _kind  # a change of one of its rows names it (Touched.ledger_records)
LIVE_TABLES.update(MODELS, position=Position)


def copy_sheets_into_ledger(database) -> tuple[int, int, int]:
    """Copy the contacts and networks kept on sheets into the live ledger tables, when
    they are empty (a new demo campaign once its characters are written); returns
    (people, links, networks) written."""
    return ledger_schema.copy_sheets_into_ledger(database, LIVE_TABLES)


_HIDDEN = ("id", "created_at", "updated_at", "portrait", "version", "changed_by")
RECORD_FIELDS = {
    kind: tuple(n for n in model._meta.sorted_field_names if n not in _HIDDEN)
    for kind, model in {**MODELS, "position": Position}.items()
}


def record_of(row: Model, kind: str) -> dict[str, Any]:
    """A row as the rules core's record (the editable fields), with its ``id``."""
    return {"id": row.id, **{n: getattr(row, n) for n in RECORD_FIELDS[kind]}}


#: fields whose values the database hands back as Python has them (text, whole numbers)
_AS_READ = (AutoField, CharField, IntegerField, TextField)
#: ... except these, kept in the database in another form
_CONVERTED = (JSONField,)


def all_records(
    kind: str, after: int = 0, limit: int | None = None, ids=None
) -> list[dict[str, Any]]:
    """Every row of ``kind`` as records, read as plain tuples (fast for 50,000 rows), by
    id; only those with an id above ``after``, at most ``limit`` of them, only ``ids``
    where given (a large ledger is read in steps)."""
    model = MODELS[kind]
    names = ("id", *RECORD_FIELDS[kind])
    fields = [getattr(model, n) for n in names]
    query = model.select(*fields).order_by(model.id)
    if after:
        query = query.where(model.id > after)
    if ids is not None:
        query = query.where(model.id.in_(sorted(ids)))
    if limit is not None:
        query = query.limit(limit)
    # the cursor's own values; only the fields the database holds in another form (a
    # flag as 0/1, JSON as text) are converted: peewee converting every value of 50,000
    # rows took longer than reading them
    convert = [
        (i, field.python_value)
        for i, field in enumerate(fields)
        if not isinstance(field, _AS_READ) or isinstance(field, _CONVERTED)
    ]
    rows = model._meta.database.execute(query).fetchall()
    if not convert:
        return [dict(zip(names, row, strict=True)) for row in rows]
    records = []
    for row in rows:
        values = list(row)
        for i, python_value in convert:
            values[i] = python_value(values[i])
        records.append(dict(zip(names, values, strict=True)))
    return records


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


#: the free texts of each kind of record (notes, what came of it ...): an edit that carries
#: its base merges them three-way with another GM's change (UpdateRow.texts)
TEXTS: dict[str, tuple[str, ...]] = {
    "contact": ("notes",),
    "link": ("how_met",),
    "favour": ("reason",),
    "network": ("notes",),
    "operation": ("result",),
}


@dataclass
class AddContact(InsertRow):
    model: ClassVar[type[Model]] = Contact
    prepare = _validated_insert("contact")


@dataclass
class UpdateContact(UpdateRow):
    model: ClassVar[type[Model]] = Contact
    editable: ClassVar[tuple[str, ...]] = _editable("contact")
    texts: ClassVar[tuple[str, ...]] = TEXTS["contact"]
    prepare = _validated_update("contact")


@dataclass
class DeleteContactRow(DeleteRow):
    """Delete a contact (its favours, links ... go before it: :func:`delete_contact`)."""

    model: ClassVar[type[Model]] = Contact

    @classmethod
    def gone(cls, rows: list[dict[str, Any]]) -> None:
        """A favour that still names a deleted contact was added after the delete was
        worked out (another GM's, committed meanwhile): the delete is refused, naming
        who added it, rather than leaving the favour pointing at no one."""
        names = {row["id"]: row.get("name") or "" for row in rows}
        ids = sorted(names)
        for start in range(0, len(ids), 200):
            chunk = ids[start : start + 200]
            owed = (
                Favour.select(Favour.debtor_kind, Favour.debtor_id, Favour.creditor_id)
                .select_extend(Favour.changed_by)
                .where(
                    ((Favour.debtor_kind == "contact") & Favour.debtor_id.in_(chunk))
                    | ((Favour.creditor_kind == "contact") & Favour.creditor_id.in_(chunk))
                )
                .first()
            )
            if owed is not None:
                named = owed.debtor_id if owed.debtor_kind == "contact" else owed.creditor_id
                if named not in names:
                    named = owed.creditor_id
                raise ChangedSince("contact", named, names.get(named, ""), owed.changed_by or "")


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
    texts: ClassVar[tuple[str, ...]] = TEXTS["link"]
    prepare = _validated_update("link")


@dataclass
class DeleteLink(DeleteRow):
    model: ClassVar[type[Model]] = Link


def _parties_there(values: dict[str, Any]) -> dict[str, Any]:
    """``values`` of a favour, whose debtor and creditor must still be there (another GM of
    a shared campaign may have deleted one meanwhile): RecordGone names the one that is
    not, and nothing is written.

    On a server each is read with a key-share lock, held until the favour's transaction
    ends: a delete another GM is committing at that moment is waited for (and then its
    row is gone), and a delete that comes after waits for the favour, then finds it
    (:meth:`DeleteContactRow.gone`). A file has one writer at a time."""
    for side in ("debtor", "creditor"):
        kind, ident = values.get(f"{side}_kind"), values.get(f"{side}_id")
        if kind is None or ident is None:
            continue
        model = Contact if kind == "contact" else Character
        query = model.select(model.id).where(model.id == ident)
        if model._meta.database.for_update:  # (a key share lets other GMs edit the row)
            query = query.for_update("FOR KEY SHARE")
        if query.tuples().first() is None:
            name = former_name(ident) if model is Character else ""
            raise RecordGone(kind, ident, name)
    return values


@dataclass
class AddFavour(InsertRow):
    model: ClassVar[type[Model]] = Favour

    def prepare(self, campaign, values: dict[str, Any]) -> dict[str, Any]:
        return _parties_there(_validated_insert("favour")(self, campaign, values))


@dataclass
class UpdateFavour(UpdateRow):
    model: ClassVar[type[Model]] = Favour
    editable: ClassVar[tuple[str, ...]] = _editable("favour")
    texts: ClassVar[tuple[str, ...]] = TEXTS["favour"]

    def prepare(self, campaign, values: dict[str, Any]) -> dict[str, Any]:
        return _parties_there(_validated_update("favour")(self, campaign, values))


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
    texts: ClassVar[tuple[str, ...]] = TEXTS["network"]
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
    texts: ClassVar[tuple[str, ...]] = TEXTS["operation"]
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
    #: ``old`` was read (a later apply is a redo)
    found: bool = False

    def _held(self) -> tuple[float, float] | None:
        row = (
            Position.select()
            .where((Position.node_kind == self.node_kind) & (Position.node_id == self.node_id))
            .first()
        )
        return None if row is None else (row.x, row.y)

    def _set(self, campaign, value, expected=None, check: bool = True) -> Any:
        def op() -> None:
            held = self._held()
            if check and held != (None if expected is None else tuple(expected)):
                raise ChangedSince("position", self.node_id)
            if not self.found:
                self.old, self.found = held, True
            Position.delete().where(
                (Position.node_kind == self.node_kind) & (Position.node_id == self.node_id)
            ).execute()
            if value is not None:
                Position.insert(
                    node_kind=self.node_kind, node_id=self.node_id, x=value[0], y=value[1]
                ).execute()

        campaign.write(op)
        return Touched(ledger=True, ledger_unlisted=True)

    def apply(self, campaign) -> Any:
        # redo: the position as the undo left it
        return self._set(campaign, self.new, self.old, check=self.found)

    def revert(self, campaign) -> Any:
        return self._set(campaign, self.old, self.new)


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
