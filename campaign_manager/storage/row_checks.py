"""What a step expects of a row: whether it still holds the values the step wrote or
read (:func:`holds`), and the refusal naming it when it does not
(:func:`changed_since`). Below the changes and the batched row writes, which both use it."""

from __future__ import annotations

from typing import Any

from peewee import Model

from campaign_manager.storage.errors import ChangedSince
from campaign_manager.storage.models import Character, FormerCharacter, JSONField

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
