"""The changes of one row of any table, and what every change of a row uses.

:class:`InsertRow`, :class:`DeleteRow` and :class:`UpdateRow` name no table: each table's
module (characters, encounters, the ledger's) subclasses them with its ``model``. A
change of a row checks that the row still holds what it wrote or read (:func:`holds`),
and refuses naming the row when it does not (:func:`changed_since`).

A batch's run of plain updates of one table is set in one go (:func:`set_run`: a chapter
start sets a thousand sheets): the rows are read in a few statements and written by one
prepared statement run for every row, with the same checks, stamps and versions as
:class:`UpdateRow` one by one. A shared campaign's rows go one by one instead (another
client may write one meanwhile: each merges as it would alone). A run of plain deletes
of one table is one read and one delete per few hundred rows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from peewee import Model

from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.changes.base import Change
from campaign_manager.storage.db import IDS_PER_QUERY
from campaign_manager.storage.errors import ChangedSince, TextConflict
from campaign_manager.storage.models import Character, FormerCharacter, JSONField, utcnow
from campaign_manager.storage.progress import let_others_run, step
from campaign_manager.storage.text_merge import merge_text
from campaign_manager.storage.touched import Touched, touched_row
from campaign_manager.storage.unreadable import UnreadableValue
from campaign_manager.storage.unreadable_guard import refuse_unreadable
from campaign_manager.storage.versions import (
    delete_row,
    is_versioned,
    other_writer,
    shared,
    stamps,
    until_written,
    write_row,
)


def _row(model: type[Model], row_id: int) -> Model | None:
    return model.get_or_none(model.id == row_id)


@dataclass
class InsertRow(Change):
    """Insert a row of ``model``; redo brings back the same row with the same id."""

    model: ClassVar[type[Model]]
    #: columns worked out from the others (not kept, not compared: written anew)
    derived: ClassVar[tuple[str, ...]] = ()
    values: dict[str, Any]
    id: int | None = None

    def prepare(self, campaign: Campaign, values: dict[str, Any]) -> dict[str, Any]:
        return values

    def apply(self, campaign: Campaign) -> Touched:
        def op() -> int:
            values = self.prepare(campaign, dict(self.values))
            # what is written (a name tidied, a record validated): what undo expects
            written = {k: v for k, v in values.items() if k not in self.derived}
            if self.id is not None:  # redo: the id is free as the undo left it
                found = _row(self.model, self.id)
                if found is not None:
                    raise changed_since(self.model, self.id, found)
                values["id"] = self.id
            row_id = self.model.insert(**values, **stamps(campaign, self.model)).execute()
            self.values = written
            return row_id

        self.id = campaign.write(op)
        return touched_row(self.model, self.id)

    def revert(self, campaign: Campaign) -> Touched:
        def op() -> None:
            row = _row(self.model, self.id)
            # another client's edit of the new row since would go with it (a shared
            # campaign: in a file, another user's name is from an earlier session)
            who = other_writer(campaign, row) if shared(campaign) else ""
            if who or not holds(self.model, row, self.values):
                raise changed_since(self.model, self.id, row, who)
            self.model.delete_by_id(self.id)

        campaign.write(op)
        return touched_row(self.model, self.id)


@dataclass
class DeleteRow(Change):
    """Delete a row of ``model``, keeping every column so undo restores it exactly."""

    model: ClassVar[type[Model]]
    id: int
    snapshot: dict[str, Any] = field(default_factory=dict)

    def apply(self, campaign: Campaign) -> Touched:
        def attempt(again: bool) -> bool:
            row = _row(self.model, self.id) if self.snapshot else self.model.get_by_id(self.id)
            if self.snapshot and not holds(self.model, row, self.snapshot):  # redo
                raise changed_since(self.model, self.id, row, other_writer(campaign, row))
            if not delete_row(self.model, row):  # another client wrote it: read it again
                return False
            self.snapshot = dict(row.__data__)
            self.gone([self.snapshot])
            return True

        campaign.write(lambda: until_written(attempt, self.model._meta.table_name, self.id))
        return touched_row(self.model, self.id)

    def revert(self, campaign: Campaign) -> Touched:
        def op() -> None:
            found = _row(self.model, self.id)
            if found is not None:  # something else took the id meanwhile
                raise changed_since(self.model, self.id, found, other_writer(campaign, found))
            self.model.insert(**self.snapshot).execute()
            self.back([self.id])

        campaign.write(op)
        return touched_row(self.model, self.id)

    def joins(self, other: Change) -> bool:
        """A plain delete joins the one before of the same table (a few statements)."""
        return type(other) is type(self) and _plain_delete(self) and _plain_delete(other)

    @classmethod
    def gone(cls, rows: list[dict[str, Any]]) -> None:
        """Within the delete's transaction, after ``rows`` (their columns) were deleted."""

    @classmethod
    def back(cls, ids: list[int]) -> None:
        """Within the undo's transaction, after the rows with ``ids`` came back."""

    @staticmethod
    def apply_run(run: list[DeleteRow], campaign: Campaign) -> Touched:
        """``apply`` of each, as one read and one delete per few hundred rows."""
        model = run[0].model
        ids = [change.id for change in run]

        def op() -> None:
            found: dict[int, Model] = {}
            for start in range(0, len(ids), IDS_PER_QUERY):
                chunk = ids[start : start + IDS_PER_QUERY]
                found.update((row.id, row) for row in model.select().where(model.id.in_(chunk)))
            for change in run:  # redo: each row as the undo left it
                row = found.get(change.id)
                if change.snapshot and not holds(model, row, change.snapshot):
                    raise changed_since(model, change.id, row)
            missing = [i for i in ids if i not in found]
            if missing:
                raise model.DoesNotExist(f"no {model.__name__} {missing[0]}")
            rows = {row_id: dict(row.__data__) for row_id, row in found.items()}
            for change in run:
                change.snapshot = rows[change.id]
            for start in range(0, len(ids), IDS_PER_QUERY):
                model.delete().where(model.id.in_(ids[start : start + IDS_PER_QUERY])).execute()
            type(run[0]).gone([rows[i] for i in ids])

        campaign.write(op)
        result = Touched()
        for row_id in ids:
            result |= touched_row(model, row_id)
        return result

    @staticmethod
    def revert_run(run: list[DeleteRow], campaign: Campaign) -> Touched:
        """``revert`` of each (the rows back exactly as they were), a few inserts in all."""
        model = run[0].model
        by_columns: dict[tuple[str, ...], list[dict[str, Any]]] = {}
        for change in run:
            by_columns.setdefault(tuple(sorted(change.snapshot)), []).append(change.snapshot)

        def op() -> None:
            ids = [change.id for change in run]
            for start in range(0, len(ids), IDS_PER_QUERY):  # something else took an id meanwhile
                found = (
                    model.select().where(model.id.in_(ids[start : start + IDS_PER_QUERY])).first()
                )
                if found is not None:
                    raise changed_since(model, found.id, found)
            for rows in by_columns.values():
                for start in range(0, len(rows), 50):  # within SQLite's variable limit
                    model.insert_many(rows[start : start + 50]).execute()
            type(run[0]).back([change.id for change in run])

        campaign.write(op)
        result = Touched()
        for change in run:
            result |= touched_row(model, change.id)
        return result


@dataclass
class UpdateRow(Change):
    """Set some columns of one row of ``model``; ``updated_at`` is stamped where it has one.

    ``base``: the values the GM's edit started from (what the view showed). A field that
    another client changed since is refused, naming who and what; the ``texts`` (notes,
    descriptions) merge three-way instead, and only lines both changed refuse the edit
    (:class:`~campaign_manager.storage.errors.TextConflict`, with both texts). Undo and
    redo then go by what was written."""

    model: ClassVar[type[Model]]
    editable: ClassVar[tuple[str, ...]] = ()
    #: the fields merged three-way with another client's change
    texts: ClassVar[tuple[str, ...]] = ()
    id: int
    new: dict[str, Any]
    old: dict[str, Any] = field(default_factory=dict)
    base: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        unknown = set(self.new) - set(self.editable)
        if unknown:
            raise ValueError(f"{self.model.__name__} has no editable field(s) {sorted(unknown)}")

    def prepare(self, campaign: Campaign, values: dict[str, Any]) -> dict[str, Any]:
        return values

    def _set(
        self,
        campaign: Campaign,
        values: dict[str, Any],
        expected: dict[str, Any],
        remember: bool,
        merge: bool = False,
    ) -> Touched:
        """Write ``values`` where the row holds ``expected`` (nothing expected: the first
        apply); ``remember``: keep what the row held, for undo. With ``merge``, ``expected``
        is what the edit started from, and a row that holds something else since is merged
        with (:meth:`merged`) rather than refused outright."""
        stamps = "updated_at" in self.model._meta.fields

        read: dict[str, Any] = {}  # the columns as first read, for merging after a conflict

        def attempt(again: bool) -> bool:
            want = expected or read  # again: another client wrote the row meanwhile
            row = _row(self.model, self.id) if want else self.model.get_by_id(self.id)
            written = values
            if want and not holds(self.model, row, want):
                if not merge or row is None:
                    raise changed_since(self.model, self.id, row, other_writer(campaign, row))
                written = self.merged(campaign, row, values, want)
            read.update({name: getattr(row, name) for name in values if name not in read})
            stamped = self.stamped(campaign, row, written, remember, stamps)
            return write_row(campaign, self.model, row, stamped)

        campaign.write(lambda: until_written(attempt, self.model._meta.table_name, self.id))
        return touched_row(self.model, self.id)

    def stamped(
        self, campaign: Campaign, row: Model, values: dict[str, Any], remember: bool, stamps: bool
    ) -> dict[str, Any]:
        """The columns to write over ``row``: ``values`` prepared, with ``updated_at`` where
        the table ``stamps`` it. When ``remember`` (a first apply or a redo), the row's
        values before and what is written (a name tidied, a record validated) are kept."""
        if remember:
            self.old = {name: getattr(row, name) for name in values}
            if stamps:
                self.old["updated_at"] = row.updated_at
        prepared = self.prepare(campaign, dict(values))
        if remember:
            self.new = {name: prepared[name] for name in self.new if name in prepared}
        return ({"updated_at": utcnow()} if stamps else {}) | prepared

    def merged(
        self, campaign: Campaign, row: Model, values: dict[str, Any], base: dict[str, Any]
    ) -> dict[str, Any]:
        """What to write of ``values`` (an edit started from ``base``) over ``row``, which
        another client changed since: the ``texts`` merged three-way with theirs; only
        fields that still hold their ``base`` (or already hold the value) are written; any
        other refuses the edit, naming the field and who changed it."""
        out = dict(values)
        for name in self.texts:
            if name not in values or name not in base:
                continue
            if holds(self.model, row, {name: base[name]}):
                continue
            held = getattr(row, name)
            if isinstance(
                held, UnreadableValue
            ):  # (a character's): a backup may still give it back
                refuse_unreadable(self.id, (name,))
            merge = merge_text(base[name] or "", values[name] or "", held or "")
            if merge.conflicts:
                who = other_writer(campaign, row)
                refusal = changed_since(self.model, self.id, row, who)
                texts = (base[name] or "", values[name] or "", held or "", merge.both)
                raise TextConflict(refusal.kind, self.id, refusal.name, who, name, texts)
            out[name] = merge.text
        for name, value in out.items():
            if name in self.texts:
                continue
            if name not in base or holds(self.model, row, {name: base[name]}):
                continue  # as the edit found it
            if not holds(self.model, row, {name: value}):  # (not the same change)
                refusal = changed_since(self.model, self.id, row, other_writer(campaign, row))
                refusal.fields = (name,)
                raise refusal
        return out

    def apply(self, campaign: Campaign) -> Touched:
        base = self.base  # what an edit of a view started from
        if base:
            result = self._set(campaign, self.new, base, remember=True, merge=True)
            self.base = {}  # from now on undo and redo go by what was written
            return result
        return self._set(campaign, self.new, self.old, remember=True)

    def revert(self, campaign: Campaign) -> Touched:
        return self._set(campaign, self.old, self.new, remember=False)

    def joins(self, other: Change) -> bool:
        """A plain update joins the one before of the same table (:func:`set_run`)."""
        return type(other) is type(self) and batched(self) and batched(other)

    @staticmethod
    def apply_run(run: list[UpdateRow], campaign: Campaign) -> Touched:
        return set_run(run, campaign, forward=True)

    @staticmethod
    def revert_run(run: list[UpdateRow], campaign: Campaign) -> Touched:
        return set_run(run, campaign, forward=False)


def batched(change: Any) -> bool:
    """Whether ``change`` is a plain row update that can go with others of its kind."""
    kind = type(change)
    return (
        isinstance(change, UpdateRow)
        and not change.base  # an edit of a view: merged on its own
        and kind.apply is UpdateRow.apply
        and kind.revert is UpdateRow.revert
    )


def _plain_delete(change: Change) -> bool:
    return isinstance(change, DeleteRow) and type(change).apply is DeleteRow.apply


# -- what every change of a row uses ------------------------------------------------------
#: columns a step stamps, never compared
UNCOMPARED = frozenset({"updated_at", "version", "changed_by"})


def stored(field: Any, value: Any) -> Any:
    """``value`` of a column in the form the file keeps it, for comparing."""
    if isinstance(value, bytes | bytearray | memoryview):
        return bytes(value)
    if isinstance(field, JSONField):
        return field.db_value(value)
    return value


def holds(model: type[Model], row: Model | None, values: dict[str, Any]) -> bool:
    """True when ``row`` is there and its columns hold ``values`` (``updated_at`` aside)."""
    if row is None:
        return False
    columns = model._meta.fields
    return all(
        stored(columns[name], getattr(row, name)) == stored(columns[name], value)
        for name, value in values.items()
        if name not in UNCOMPARED and name in columns
    )


def changed_since(
    model: type[Model], row_id: int, row: Model | None = None, who: str = ""
) -> ChangedSince:
    """The refusal for a row of ``model`` that no longer holds what a step expects
    (``who``: the other client that changed it)."""
    name = getattr(row, "name", "") if row is not None else ""
    if not name and model is Character:
        name = former_name(row_id)
    kind = getattr(model, "ledger_kind", None) or model._meta.table_name
    return ChangedSince(kind, row_id, name if isinstance(name, str) else "", who)


def former_name(character_id: int) -> str:
    """The name a deleted character had, where the campaign remembers it."""
    row = FormerCharacter.get_or_none(FormerCharacter.id == character_id)
    return row.name if row is not None else ""


def set_run(run: list, campaign: Any, forward: bool) -> Touched:
    """Apply (``forward``) or revert every change of ``run`` (plain updates of one model)."""
    ids = [change.id for change in run]
    if shared(campaign) or len(set(ids)) < len(ids):  # a row set twice: the second reads the first
        result = Touched()
        for change in run:
            result |= change.apply(campaign) if forward else change.revert(campaign)
            let_others_run()
        return result
    model = type(run[0]).model
    stamps = "updated_at" in model._meta.fields
    rows: dict[int, Any] = {}
    for start in range(0, len(ids), IDS_PER_QUERY):
        for r in model.select().where(model.id.in_(ids[start : start + IDS_PER_QUERY])):
            rows[r.id] = r
            let_others_run()
    writes: dict[tuple[str, ...], list[tuple[Any, dict[str, Any]]]] = {}
    result = Touched()
    for number, change in enumerate(run):
        if number % 100 == 0:
            step(number, len(run))  # a cancel rolls the whole write back
        values, expected = (change.new, change.old) if forward else (change.old, change.new)
        row = rows.get(change.id)
        if row is None and not expected:  # gone before a first apply: as one by one
            model.get_by_id(change.id)
        if expected and not holds(model, row, expected):
            raise changed_since(model, change.id, row, other_writer(campaign, row))
        stamped = change.stamped(campaign, row, values, forward, stamps)
        writes.setdefault(tuple(sorted(stamped)), []).append((row, stamped))
        result |= touched_row(model, change.id)
        let_others_run()
    for names, group in writes.items():
        _write(campaign, model, names, group)
    return result


def _write(campaign: Any, model, names: tuple[str, ...], group: list) -> None:
    fields = model._meta.fields
    mark = campaign.database.param
    sets = [f'"{fields[name].column_name}" = {mark}' for name in names]
    where = f'"id" = {mark}'
    versioned = is_versioned(model)
    if versioned:
        sets += ['"version" = "version" + 1', f'"changed_by" = {mark}']
        where += f' AND "version" = {mark}'
    sql = f'UPDATE "{model._meta.table_name}" SET {", ".join(sets)} WHERE {where}'
    params = []
    who = campaign.who  # once: the local GM is looked up in the system's user database
    for row, stamped in group:
        values = [fields[name].db_value(stamped[name]) for name in names]
        if versioned:
            params.append((*values, who, row.id, row.version))
        else:
            params.append((*values, row.id))
    cursor = campaign.database.cursor()
    cursor.executemany(sql, params)
    if cursor.rowcount != len(params):  # one client only, so never: refuse, all rolls back
        raise ChangedSince(model._meta.table_name, group[0][0].id)
