"""Stored data that cannot be read, and the refusal of an edit that would replace it.

A JSON column decodes to an :class:`UnreadableValue` when its text is not JSON or not the
kind of value the column holds; a text column reads as an :class:`UnreadableText` when its
bytes are not UTF-8. An unreadable value is neither a dict nor a list: the rules cores
refuse it as a sheet and no edit can start from it (``dict(value)`` raises), so it is never
taken for an empty sheet. Reading it with ``get`` gives the default (the campaign's
settings then read as "nothing set"). Stored again (an undo, a deleted row brought back)
it writes its raw text unchanged. Pure Python: no peewee, no Qt (the models decode with
it; refusing an edit that would replace such a value is :mod:`.unreadable_guard`'s).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from campaign_manager.systems.common import Text

#: a JSON value's kind in Czech (what it is; what it should have been) and in English
_KINDS: dict[type, tuple[str, str, str]] = {
    dict: ("objekt", "objektu", "an object"),
    list: ("seznam", "seznamu", "a list"),
    str: ("text", "textu", "a text"),
    int: ("číslo", "čísla", "a number"),
    float: ("číslo", "čísla", "a number"),
    bool: ("logická hodnota", "logické hodnoty", "true or false"),
    type(None): ("prázdná hodnota null", "prázdné hodnoty null", "null"),
}


class UnreadableValue:
    """A stored JSON value that cannot be read: its raw text as stored and what is wrong."""

    __slots__ = ("problem", "raw")

    def __init__(self, raw: str | bytes, problem: Text):
        self.raw = raw
        self.problem = problem

    def get(self, key: Any, default: Any = None) -> Any:
        """Nothing can be read from it: always ``default``."""
        return default

    def __eq__(self, other: object) -> bool:
        return isinstance(other, UnreadableValue) and other.raw == self.raw

    def __hash__(self) -> int:
        return hash(self.raw)

    def __repr__(self) -> str:
        return f"UnreadableValue({self.raw[:40]!r}, {self.problem.en!r})"


class UnreadableText(str):
    """A stored text that is not UTF-8 (a byte sequence no text can hold): it reads as the
    text with each bad byte shown as U+FFFD, so it can be shown and replaced, and is known
    as unreadable by its type; ``raw`` keeps the bytes as stored."""

    raw: bytes

    def __new__(cls, raw: bytes) -> UnreadableText:
        made = super().__new__(cls, raw.decode("utf-8", "replace"))
        made.raw = raw
        return made

    @property
    def problem(self) -> Text:
        return NOT_UTF8


NOT_UTF8 = Text(cs="není to text v UTF-8", en="not UTF-8 text")


def read_text(data: bytes) -> str:
    """A text cell as the campaign's connections read it (their ``text_factory``): the
    text, or a :class:`UnreadableText` when its bytes are not UTF-8 (the driver would refuse
    the whole query)."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return UnreadableText(data)


def not_utf8(data: bytes | None) -> bool:
    """Whether a cell's bytes (``CAST(x AS BLOB)``) are not UTF-8 text (for SQL: the few
    rows worth reading are picked out in the query)."""
    if data is None or data.isascii():
        return False
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return True
    return False


def decode(text: str | bytes, kind: type | None = None) -> Any:
    """The JSON value of ``text``, or an :class:`UnreadableValue` when it is not JSON or (with
    ``kind``) not a value of that type."""
    if isinstance(text, UnreadableText):
        return UnreadableValue(text.raw, NOT_UTF8)
    try:
        value = json.loads(text)
    except (ValueError, TypeError, RecursionError) as error:
        return UnreadableValue(text, json_problem(text, error))
    if kind is not None and type(value) is not kind:
        return UnreadableValue(text, wrong_kind(value, kind))
    return value


def json_problem(text: str | bytes, error: Exception) -> Text:
    """What is wrong with a text that is not JSON."""
    plain = text.decode("utf-8", "replace") if isinstance(text, bytes) else str(text)
    if not plain.strip():
        return Text(cs="místo JSON je tam prázdný text", en="empty text instead of JSON")
    if isinstance(error, UnicodeDecodeError):
        return NOT_UTF8
    if isinstance(error, RecursionError):
        return Text(cs="JSON je vnořený příliš hluboko", en="JSON nested too deeply")
    if isinstance(error, json.JSONDecodeError):
        at = error.pos + 1
        return Text(
            cs=f"není to platný JSON (chyba u {at}. znaku)",
            en=f"not valid JSON ({error.msg} at character {at})",
        )
    return Text(cs="není to platný JSON", en="not valid JSON")


def wrong_kind(value: Any, kind: type) -> Text:
    """What is wrong with a value of another type than its column holds."""
    found_cs, _, found_en = _KINDS.get(type(value), ("jiná hodnota", "", "another value"))
    _, wanted_cs, wanted_en = _KINDS[kind]
    return Text(cs=f"{found_cs} místo {wanted_cs}", en=f"{found_en} instead of {wanted_en}")


#: the columns whose values can be unreadable (JSON that cannot be read, text that is not UTF-8), as
#: (Czech, English) names for the user
COLUMNS = {
    "sheet": ("deník", "sheet"),
    "tags": ("štítky", "tags"),
    "summary": ("řádek v seznamu postav", "roster line"),
    "settings": ("nastavení", "settings"),
    "state": ("stav", "state"),
    "name": ("jméno", "name"),
    "player": ("hráč", "player"),
    "notes": ("poznámky", "notes"),
    "description": ("popis", "description"),
}

#: the campaign's own unreadable values, by column
_CAMPAIGN_COLUMNS = {
    "settings": ("nastavení kampaně", "the campaign's settings"),
    "name": ("název kampaně", "the campaign's name"),
    "description": ("popis kampaně", "the campaign's description"),
}


@dataclass(frozen=True)
class UnreadableItem:
    """One unreadable value: which row (``table`` "character", "campaign" or "encounter"),
    which column, and what is wrong."""

    table: str
    row_id: int
    name: str
    column: str
    problem: Text

    @property
    def what(self) -> Text:
        """Which item it is: character "Name" #3: sheet; the campaign's settings; …"""
        cs_column, en_column = COLUMNS[self.column]
        if self.table == "campaign":
            cs, en = _CAMPAIGN_COLUMNS.get(self.column, _CAMPAIGN_COLUMNS["settings"])
            return Text(cs=cs, en=en)
        if self.table == "encounter":
            return Text(
                cs=f"boj „{self.name}“ #{self.row_id}: {cs_column}",
                en=f'fight "{self.name}" #{self.row_id}: {en_column}',
            )
        return Text(
            cs=f"postava „{self.name}“ #{self.row_id}: {cs_column}",
            en=f'character "{self.name}" #{self.row_id}: {en_column}',
        )

    @property
    def text(self) -> Text:
        """Which item and what is wrong with it, in one line."""
        what = self.what
        return Text(cs=f"{what.cs}: {self.problem.cs}", en=f"{what.en}: {self.problem.en}")
