"""A step's rows: whether a row still holds what a step wrote or read (:func:`holds`),
the refusal naming it when it does not (:func:`changed_since`), and many rows of one table
set in one go (:func:`set_run`: a chapter start sets a thousand sheets).

A run's rows are read in a few statements and written by one prepared statement run for
every row, with the same checks, stamps and versions as :class:`UpdateRow` one by one. A
shared campaign's rows go one by one instead (another client may write one meanwhile:
each merges as it would alone). Below the changes, which use all of it.
"""

from __future__ import annotations

from typing import Any

from peewee import Model

from campaign_manager.storage.changeset import ChangeSet, touched
from campaign_manager.storage.db import IDS_PER_QUERY
from campaign_manager.storage.errors import ChangedSince
from campaign_manager.storage.models import Character, FormerCharacter, JSONField
from campaign_manager.storage.progress import let_others_run, step
from campaign_manager.storage.versions import is_versioned, other_writer, shared

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


def set_run(run: list, campaign: Any, forward: bool) -> ChangeSet:
    """Apply (``forward``) or revert every change of ``run`` (plain updates of one model)."""
    ids = [change.id for change in run]
    if shared(campaign) or len(set(ids)) < len(ids):  # a row set twice: the second reads the first
        result = ChangeSet()
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
    result = ChangeSet()
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
        result |= touched(model, change.id)
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
