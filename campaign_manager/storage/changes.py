"""Reversible edits: the only way the UI changes a campaign.

A change captures what it needs to undo itself when it is made, applies and reverts
through the campaign's one write wrapper (one transaction each), and reports what it
touched as a :class:`ChangeSet`, so each view refreshes only what concerns it. A
:class:`Batch` of changes is itself a change: one transaction, one undo step, all or
nothing after a crash. The event log is written by :class:`LogEvents` inside the same
batch as the edit it describes, so undo removes its line. The UI wraps each change in a
QUndoCommand (``ui/session.py``).

A change is undone only where the rows it touched still hold what it wrote, and redone
only where they still hold what it found: anything else raises :class:`ChangedSince`
inside the write, so nothing is overwritten and the transaction rolls back. Every change
class of the storage modules is listed by name (:attr:`Change.kinds`), so the history kept
in the file (:mod:`campaign_manager.storage.history`) can name it.
"""

from __future__ import annotations

import inspect
from abc import ABC, abstractmethod
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from peewee import Model

from campaign_manager.storage import fight_parts, patches
from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.changeset import ChangeSet, touched
from campaign_manager.storage.db import IDS_PER_QUERY
from campaign_manager.storage.errors import ChangedSince, RecordGone, TextConflict
from campaign_manager.storage.models import (
    CampaignInfo,
    Character,
    Encounter,
    FormerCharacter,
    LogEntry,
    utcnow,
)
from campaign_manager.storage.progress import step
from campaign_manager.storage.queries import LogRecord
from campaign_manager.storage.rows import changed_since, former_name, holds, set_run, stored
from campaign_manager.storage.text_merge import merge_text
from campaign_manager.storage.unreadable import UnreadableValue
from campaign_manager.storage.unreadable_guard import refuse_unreadable
from campaign_manager.storage.versions import (
    delete_row,
    other_writer,
    shared,
    stamps,
    until_written,
    write_row,
)
from campaign_manager.systems.common import check_gender, check_name

CHARACTER_FIELDS = ("name", "kind", "player", "gender", "tags", "notes", "portrait", "sheet")
ENCOUNTER_FIELDS = ("name", "notes", "status", "state")


class Change(ABC):
    #: every change class of the storage modules, by class name (not the row changes'
    #: bases, which name no table)
    kinds: ClassVar[dict[str, type[Change]]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        declared = "model" in inspect.get_annotations(cls)
        names_a_table = not declared or "model" in cls.__dict__
        if cls.__module__.startswith("campaign_manager.storage.") and names_a_table:
            Change.kinds[cls.__name__] = cls

    @abstractmethod
    def apply(self, campaign: Campaign) -> ChangeSet: ...

    @abstractmethod
    def revert(self, campaign: Campaign) -> ChangeSet: ...

    def weight(self) -> int:
        """About how many rows it writes (a heavy one is written off the window's thread)."""
        return 1


@dataclass
class Batch(Change):
    """Several changes as one: one transaction, one undo step, all or nothing."""

    changes: list[Change]

    def weight(self) -> int:
        return sum(change.weight() for change in self.changes)

    def apply(self, campaign: Campaign) -> ChangeSet:
        def op() -> ChangeSet:
            result = ChangeSet()
            runs = _runs(self.changes)
            for number, run in enumerate(runs):
                step(number, len(runs))  # a long batch on a worker: Cancel rolls it all back
                if len(run) > 1 and batched(run[0]):  # many rows of one table set together
                    result |= set_run(run, campaign, forward=True)
                elif len(run) > 1:  # many rows of one table deleted together: a few statements
                    result |= DeleteRow.apply_run(run, campaign)
                else:
                    result |= run[0].apply(campaign)
            step(len(runs), len(runs))  # a Cancel until the commit still rolls it all back
            return result

        return campaign.write(op)

    def revert(self, campaign: Campaign) -> ChangeSet:
        def op() -> ChangeSet:
            result = ChangeSet()
            runs = _runs(list(reversed(self.changes)))
            for number, run in enumerate(runs):
                step(number, len(runs))
                if len(run) > 1 and batched(run[0]):
                    result |= set_run(run, campaign, forward=False)
                elif len(run) > 1:
                    result |= DeleteRow.revert_run(run, campaign)
                else:
                    result |= run[0].revert(campaign)
            step(len(runs), len(runs))
            return result

        return campaign.write(op)


def _runs(changes: list[Change]) -> list[list[Change]]:
    """The changes in order, each run of plain row deletes (or updates) of one table kept
    together."""
    runs: list[list[Change]] = []
    for change in changes:
        last = runs[-1] if runs else None
        plain = _plain_delete(change) or batched(change)
        if plain and last and type(last[0]) is type(change):
            last.append(change)
        else:
            runs.append([change])
    return runs


def _plain_delete(change: Change) -> bool:
    return isinstance(change, DeleteRow) and type(change).apply is DeleteRow.apply


#: columns a step does not compare: every write stamps them anew
def _row(model: type[Model], row_id: int) -> Model | None:
    return model.get_or_none(model.id == row_id)


# -- generic row changes ------------------------------------------------------------------
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

    def apply(self, campaign: Campaign) -> ChangeSet:
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
        return touched(self.model, self.id)

    def revert(self, campaign: Campaign) -> ChangeSet:
        def op() -> None:
            row = _row(self.model, self.id)
            # another client's edit of the new row since would go with it (a shared
            # campaign: in a file, another user's name is from an earlier session)
            who = other_writer(campaign, row) if shared(campaign) else ""
            if who or not holds(self.model, row, self.values):
                raise changed_since(self.model, self.id, row, who)
            self.model.delete_by_id(self.id)

        campaign.write(op)
        return touched(self.model, self.id)


@dataclass
class DeleteRow(Change):
    """Delete a row of ``model``, keeping every column so undo restores it exactly."""

    model: ClassVar[type[Model]]
    id: int
    snapshot: dict[str, Any] = field(default_factory=dict)

    def apply(self, campaign: Campaign) -> ChangeSet:
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
        return touched(self.model, self.id)

    def revert(self, campaign: Campaign) -> ChangeSet:
        def op() -> None:
            found = _row(self.model, self.id)
            if found is not None:  # something else took the id meanwhile
                raise changed_since(self.model, self.id, found, other_writer(campaign, found))
            self.model.insert(**self.snapshot).execute()
            self.back([self.id])

        campaign.write(op)
        return touched(self.model, self.id)

    @classmethod
    def gone(cls, rows: list[dict[str, Any]]) -> None:
        """Within the delete's transaction, after ``rows`` (their columns) were deleted."""

    @classmethod
    def back(cls, ids: list[int]) -> None:
        """Within the undo's transaction, after the rows with ``ids`` came back."""

    @staticmethod
    def apply_run(run: list[DeleteRow], campaign: Campaign) -> ChangeSet:
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
        result = ChangeSet()
        for row_id in ids:
            result |= touched(model, row_id)
        return result

    @staticmethod
    def revert_run(run: list[DeleteRow], campaign: Campaign) -> ChangeSet:
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
        result = ChangeSet()
        for change in run:
            result |= touched(model, change.id)
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
    ) -> ChangeSet:
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
        return touched(self.model, self.id)

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

    def apply(self, campaign: Campaign) -> ChangeSet:
        base = self.base  # what an edit of a view started from
        if base:
            result = self._set(campaign, self.new, base, remember=True, merge=True)
            self.base = {}  # from now on undo and redo go by what was written
            return result
        return self._set(campaign, self.new, self.old, remember=True)

    def revert(self, campaign: Campaign) -> ChangeSet:
        return self._set(campaign, self.old, self.new, remember=False)


def batched(change: Any) -> bool:
    """Whether ``change`` is a plain row update that can go with others of its kind."""
    kind = type(change)
    return (
        isinstance(change, UpdateRow)
        and not change.base  # an edit of a view: merged on its own
        and kind.apply is UpdateRow.apply
        and kind.revert is UpdateRow.revert
    )


# -- the campaign row ---------------------------------------------------------------------
@dataclass
class SetCampaignField(Change):
    """Set the campaign's name, description or settings.

    New rules settings of the campaign's system change every roster line: they are
    worked out once (``summaries``, which a caller may compute beforehand on a worker
    thread with a progress dialog), the old lines are kept, and undo and redo write
    the kept lines back instead of working them out again. Settings that do not touch
    the system's rules (what the player view shows) leave the roster alone.
    """

    field: str
    new: Any
    old: Any = None
    summaries: dict[int, dict[str, str]] | None = None
    old_summaries: dict[int, dict[str, str]] | None = None
    #: what the GM's edit of the name or description started from (None: whatever is
    #: there): another client's change since is refused naming them, or, of the
    #: description, merged three-way (lines both changed: TextConflict, with both texts)
    base: str | None = None

    def __post_init__(self) -> None:
        if self.field not in ("name", "description", "settings"):
            raise ValueError(f"campaign has no editable field {self.field!r}")

    def weight(self) -> int:
        return len(self.summaries) if self.summaries else 1  # a roster line each

    def _rules_change(self, campaign: Campaign) -> bool:
        if self.field != "settings":
            return False
        key = campaign.system
        return (self.old or {}).get(key) != (self.new or {}).get(key)

    def _set(self, campaign: Campaign, value: Any, lines: dict | None, expected: Any) -> ChangeSet:
        """Write ``value`` where the field holds ``expected`` (``_ANY``: the first apply)."""

        column = CampaignInfo._meta.fields[self.field]
        read: list[Any] = []  # the field as first read, for merging after a conflict
        written: list[dict[int, str]] = []  # the roster lines as stored

        def attempt(again: bool) -> bool:
            info = CampaignInfo.get()
            held = getattr(info, self.field)
            want = read[0] if again and expected is _ANY else expected
            new_value = value
            if want is _BASE:  # an edit of what the GM saw (the first apply)
                new_value = self._merged(campaign, info, held, value)
                self.old, self.new = held, new_value  # undo and redo go by what is written
            elif want is not _ANY and stored(column, held) != stored(column, want):
                raise ChangedSince("campaign", info.id, info.name, other_writer(campaign, info))
            read.append(held)
            if not write_row(campaign, CampaignInfo, info, {self.field: new_value}):
                return False
            if lines is not None:
                written[:] = [campaign.write_summaries(lines)]
            return True

        campaign.write(lambda: until_written(attempt, "campaign", 1))
        if self.field != "settings":
            return ChangeSet(campaign=True)
        if lines is None:
            return ChangeSet(campaign=True, settings=True)
        return ChangeSet(campaign=True, settings=True, roster=True, roster_lines=written[-1])

    def _merged(self, campaign: Campaign, info: Model, held: Any, value: Any) -> Any:
        """What to write of ``value`` (an edit started from ``base``) where the field
        holds ``held``: the description merged with another client's change of it."""
        if held == self.base or held == value:
            return value
        who = other_writer(campaign, info)
        if self.field != "description":
            raise ChangedSince("campaign", info.id, info.name, who, (self.field,))
        merge = merge_text(self.base or "", value or "", held or "")
        if merge.conflicts:
            texts = (self.base or "", value or "", held or "", merge.both)
            raise TextConflict("campaign", info.id, info.name, who, self.field, texts)
        return merge.text

    def apply(self, campaign: Campaign) -> ChangeSet:
        if self.old is None and self.base is not None and self.field != "settings":
            return self._set(campaign, self.new, None, _BASE)
        expected = _ANY if self.old is None else self.old  # redo: as the undo left it
        if self.old is None:
            self.old = getattr(campaign.info, self.field)
        lines = None
        if self._rules_change(campaign):
            if self.summaries is None:  # only the lines that change
                self.summaries = campaign.compute_summaries(self.new)
            if self.old_summaries is None:
                self.old_summaries = campaign.stored_summaries(self.summaries)
            lines = self.summaries
        return self._set(campaign, self.new, lines, expected)

    def revert(self, campaign: Campaign) -> ChangeSet:
        lines = self.old_summaries if self._rules_change(campaign) else None
        return self._set(campaign, self.old, lines, self.new)


#: no expectation (a first apply writes over whatever is there)
_ANY: Any = object()
#: what a SetCampaignField's first apply expects when it carries its base
_BASE: Any = object()


# -- characters ---------------------------------------------------------------------------
def _with_summary(campaign: Campaign, values: dict[str, Any]) -> dict[str, Any]:
    """``values`` plus the roster line, wherever they carry a sheet; a name is checked as
    the rules check every name (RuleError: nothing is written)."""
    if "name" in values:
        values = {**values, "name": check_name(values["name"])}
    if "gender" in values:
        values = {**values, "gender": check_gender(values["gender"])}
    if "sheet" in values:
        return {**values, "summary": campaign.summary_of(values["sheet"])}
    return values


@dataclass
class AddCharacter(InsertRow):
    """Add a character; ``values`` are column values (name, kind, sheet, ...)."""

    model: ClassVar[type[Model]] = Character
    derived: ClassVar[tuple[str, ...]] = ("summary",)

    def prepare(self, campaign: Campaign, values: dict[str, Any]) -> dict[str, Any]:
        return _with_summary(campaign, values)


@dataclass
class DeleteCharacter(DeleteRow):
    """Delete a character; its name is kept (:class:`FormerCharacter`) for whatever of it
    stays, and undo takes that away again."""

    model: ClassVar[type[Model]] = Character

    @classmethod
    def gone(cls, rows: list[dict[str, Any]]) -> None:
        names = [{"id": row["id"], "name": row["name"]} for row in rows]
        cls.back([row["id"] for row in names])  # a name kept from an earlier delete goes
        for start in range(0, len(names), 200):
            FormerCharacter.insert_many(names[start : start + 200]).execute()

    @classmethod
    def back(cls, ids: list[int]) -> None:
        for start in range(0, len(ids), IDS_PER_QUERY):
            FormerCharacter.delete().where(
                FormerCharacter.id.in_(ids[start : start + IDS_PER_QUERY])
            ).execute()


@dataclass
class UpdateCharacter(UpdateRow):
    """Set some columns of one character (e.g. ``{"sheet": {...}}``); with a ``base``
    (what the page showed), its notes merge three-way with another client's change."""

    model: ClassVar[type[Model]] = Character
    editable: ClassVar[tuple[str, ...]] = CHARACTER_FIELDS
    texts: ClassVar[tuple[str, ...]] = ("notes",)

    def prepare(self, campaign: Campaign, values: dict[str, Any]) -> dict[str, Any]:
        return _with_summary(campaign, values)


@dataclass
class PatchSheet(Change):
    """Change the key paths of a character's sheet that an edit on a copy changed (a
    fight's step, the sheet editor), merged into the sheet as the file holds it: whatever
    else changed there meanwhile stays (:mod:`campaign_manager.storage.patches`). Undo puts
    back what those paths held, where they still hold what this wrote."""

    character_id: int
    patch: list[dict]
    #: the paths as the file held them before (worked out when applied)
    before: list[dict] = field(default_factory=list)

    @classmethod
    def between(cls, character_id: int, old: Any, new: Any) -> PatchSheet | None:
        """The change from the copy ``old`` to ``new``; None when they are equal."""
        patch = patches.diff(old, new)
        return cls(character_id, patch) if patch else None

    def _read(self) -> Any:
        fields = (Character.id, Character.name, Character.sheet, Character.version)
        row = Character.select(*fields, Character.changed_by).where(
            Character.id == self.character_id
        )
        row = row.first()
        if row is None:
            raise RecordGone("character", self.character_id, former_name(self.character_id))
        if isinstance(
            row.sheet, UnreadableValue
        ):  # never merged into: a backup may still give it back
            refuse_unreadable(self.character_id, ("sheet",))
        return row

    def _changed(self, campaign: Campaign, row: Any) -> ChangedSince:
        return ChangedSince("character", self.character_id, row.name, other_writer(campaign, row))

    def _write(self, campaign: Campaign, row: Any, sheet: Any) -> bool:
        values = {"sheet": sheet, "summary": campaign.summary_of(sheet), "updated_at": utcnow()}
        return write_row(campaign, Character, row, values)

    def apply(self, campaign: Campaign) -> ChangeSet:
        read: list[list[dict]] = []  # the paths as first read, for merging after a conflict

        def attempt(again: bool) -> bool:
            row = self._read()
            expected = self.before or (read[0] if again else None)
            if expected and not patches.holds(row.sheet, expected, side="old"):  # redo
                raise self._changed(campaign, row)
            # a shared campaign: only where every path still holds what the copy had (the
            # row's last writer does not say who changed a path: maybe this client since)
            stale = not patches.holds(row.sheet, self.patch, side="old")
            if not expected and shared(campaign) and stale:
                raise self._changed(campaign, row)
            before = patches.values_of(row.sheet, self.patch)
            read.append(before)
            if not self._write(campaign, row, patches.apply(row.sheet, self.patch)):
                return False
            self.before = before
            return True

        campaign.write(lambda: until_written(attempt, "character", self.character_id))
        return touched(Character, self.character_id)

    def revert(self, campaign: Campaign) -> ChangeSet:
        def attempt(again: bool) -> bool:
            row = self._read()
            if not patches.holds(row.sheet, self.before):
                raise self._changed(campaign, row)
            return self._write(campaign, row, patches.apply(row.sheet, self.before, side="old"))

        campaign.write(lambda: until_written(attempt, "character", self.character_id))
        return touched(Character, self.character_id)


# -- encounters ---------------------------------------------------------------------------
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


# -- the event log ------------------------------------------------------------------------
@dataclass(frozen=True)
class LogLine:
    """One line to write: both languages, optional character, encounter and round."""

    cs: str
    en: str
    kind: str = "note"
    character: int | None = None
    encounter: int | None = None
    round: int | None = None


@dataclass
class LogEvents(Change):
    """Write lines to the event log; revert removes exactly those lines."""

    lines: list[LogLine]
    ids: list[int] = field(default_factory=list)

    @classmethod
    def of(cls, lines: Iterable[LogLine]) -> LogEvents:
        return cls(list(lines))

    def weight(self) -> int:
        return len(self.lines) // 4  # short inserts

    def apply(self, campaign: Campaign) -> ChangeSet:
        def op() -> list[int]:
            rows = [
                {
                    "kind": line.kind,
                    "text_cs": line.cs,
                    "text_en": line.en,
                    "character": line.character,
                    "encounter": line.encounter,
                    "round": line.round,
                    "at": utcnow(),
                }
                for line in self.lines
            ]
            if self.ids:  # redo: the same lines with the same ids, none of them taken
                if self._written().exists():
                    raise ChangedSince("event", self.ids[0])
                for row, line_id in zip(rows, self.ids, strict=True):
                    row["id"] = line_id
            ids: list[int] = []
            for start in range(0, len(rows), 50):  # a few statements for a chapter's lines
                chunk = rows[start : start + 50]
                if self.ids:
                    LogEntry.insert_many(chunk).execute()
                elif len(chunk) == 1:
                    ids.append(LogEntry.insert(**chunk[0]).execute())
                else:
                    # the ids come back in any order; the rows took them in order
                    query = LogEntry.insert_many(chunk).returning(LogEntry.id).tuples()
                    ids.extend(sorted(row_id for (row_id,) in query.execute()))
            return (list(self.ids) if self.ids else ids), rows

        self.ids, rows = campaign.write(op)
        keys = ("at", "kind", "text_cs", "text_en", "character", "encounter", "round")
        added = [
            LogRecord(n, *(row[key] for key in keys)) for n, row in zip(self.ids, rows, strict=True)
        ]
        return self._touched(event_lines=frozenset(added))

    def revert(self, campaign: Campaign) -> ChangeSet:
        def op() -> None:
            if self._written().count() != len(set(self.ids)):  # a line went meanwhile
                raise ChangedSince("event", self.ids[0] if self.ids else 0)
            LogEntry.delete().where(LogEntry.id.in_(self.ids)).execute()

        campaign.write(op)
        return self._touched(event_lines_gone=frozenset(self.ids))

    def _written(self):
        """The lines this change wrote, as the file holds them now."""
        return LogEntry.select(LogEntry.id).where(LogEntry.id.in_(self.ids))

    def _touched(self, **lines: frozenset) -> ChangeSet:
        """What the log's views hear: the lines written, or the ids of those removed."""
        return ChangeSet(
            **lines,
            events=True,
            event_characters=frozenset(line.character for line in self.lines if line.character),
            event_encounters=frozenset(line.encounter for line in self.lines if line.encounter),
        )
