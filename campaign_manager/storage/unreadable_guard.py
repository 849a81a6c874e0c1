"""Refusing an edit that would replace a stored value that cannot be read: a backup may
still give it back.

Apart from :mod:`~campaign_manager.storage.unreadable` because it reads the models, and the
models decode their columns with that one (the storage has no import cycle). Below
:mod:`~campaign_manager.storage.changes` (whose edits refuse through it) and
:mod:`~campaign_manager.storage.repair` (which finds the unreadable values and puts them
right).
"""

from __future__ import annotations

from collections.abc import Iterable

from campaign_manager.storage.models import Character
from campaign_manager.storage.unreadable import UnreadableItem, UnreadableText, UnreadableValue
from campaign_manager.systems.common import RuleError, Text


def unreadable_values(row, table: str, columns: Iterable[str]) -> list[UnreadableItem]:
    """The values of ``columns`` of a row read from ``table`` that cannot be read (JSON
    that does not decode, text that is not UTF-8)."""
    return [
        UnreadableItem(table, row.id, getattr(row, "name", ""), column, value.problem)
        for column in columns
        if isinstance(value := getattr(row, column), UnreadableValue | UnreadableText)
    ]


class WouldReplaceUnreadable(RuleError):
    """An edit refused: the value it would replace cannot be read. Nothing was changed."""

    def __init__(self, item: UnreadableItem):
        text = item.text
        super().__init__(
            Text(
                cs=f"{text.cs}. Upravit to půjde až po obnovení ze zálohy; nic se nezměnilo.",
                en=f"{text.en}. It can be edited once restored from a backup; nothing was changed.",
            ),
            "damaged",
        )
        self.item = item


def refuse_unreadable(character_id: int, columns: Iterable[str]) -> None:
    """Raise :class:`WouldReplaceUnreadable` when a stored value of ``columns`` of the character
    cannot be read: an edit must not replace what a backup could still give back."""
    columns = tuple(columns)
    if not columns:
        return
    fields = [getattr(Character, c) for c in columns]
    row = Character.select(Character.id, Character.name, *fields).where(
        Character.id == character_id
    )
    for found in row:
        items = unreadable_values(found, "character", columns)
        if items:
            raise WouldReplaceUnreadable(items[0])
