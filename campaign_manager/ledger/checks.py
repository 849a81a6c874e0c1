"""What the ledger's functions are given, checked: records of the right shape, parties,
lists. Every refusal is a RuleError (code "ledger") in both languages naming what is wrong;
nothing is changed (the checks only read).

The functions over many records (the web, favours, a sheet's contacts) check only the
keys they read, so a record the storage layer hands over with more keys still passes.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from campaign_manager.ledger.records import (
    CERTAINTIES,
    FAVOUR_STATES,
    LINK_REASONS,
    PARTY_KINDS,
)
from campaign_manager.systems.common import RuleError, Text, kind_of, shown

Party = tuple[str, int]

KIND_TEXTS = {
    "contact": Text("známý", "contact"),
    "link": Text("známost", "link"),
    "favour": Text("laskavost", "favour"),
    "network": Text("síť", "network"),
    "operation": Text("operace", "operation"),
    "relation": Text("vztah", "relation"),
}


def fail(cs: str, en: str) -> RuleError:
    return RuleError(Text(cs=cs, en=en), "ledger")


def _is_id(value: Any) -> bool:
    return type(value) is int and value >= 1


def _is_int(value: Any) -> bool:
    return type(value) is int


def _is_text(value: Any) -> bool:
    return type(value) is str


def _is_bool(value: Any) -> bool:
    return type(value) is bool


def _one_of(choices: tuple[str, ...]) -> Callable[[Any], bool]:
    return lambda value: type(value) is str and value in choices


_ID = (_is_id, Text("id (celé číslo od 1)", "an id (a whole number from 1)"))
_INT = (_is_int, Text("celé číslo", "a whole number"))
_TEXT = (_is_text, Text("text", "text"))
_BOOL = (_is_bool, Text("ano/ne (true/false)", "true or false"))
_PARTY_KIND = (_one_of(PARTY_KINDS), Text("„character“ nebo „contact“", "'character' or 'contact'"))

#: the kind of every key a function reads from a record
FIELDS: dict[str, tuple[Callable[[Any], bool], Text]] = {
    "id": _ID,
    "character_id": _ID,
    "contact_id": _ID,
    "owner_id": _ID,
    "network_id": _ID,
    "debtor_id": _ID,
    "creditor_id": _ID,
    "source_id": _ID,
    "target_id": _ID,
    "debtor_kind": _PARTY_KIND,
    "creditor_kind": _PARTY_KIND,
    "source_kind": _PARTY_KIND,
    "target_kind": _PARTY_KIND,
    "liaison_id": (
        lambda value: value is None or _is_id(value),
        Text("id známého nebo nic", "a contact's id or nothing"),
    ),
    "attitude": _INT,
    "influence": _INT,
    "rating": _INT,
    "known_to_players": _BOOL,
    "in_play": _BOOL,
    "state": (
        _one_of(FAVOUR_STATES),
        Text(f"jeden ze stavů {', '.join(FAVOUR_STATES)}", f"one of {', '.join(FAVOUR_STATES)}"),
    ),
    "certainty": (
        _one_of(CERTAINTIES),
        Text(f"jedno z {', '.join(CERTAINTIES)}", f"one of {', '.join(CERTAINTIES)}"),
    ),
    "reason": _TEXT,
}


def require(record: Any, kind: str, keys: tuple[str, ...], optional: tuple[str, ...] = ()) -> dict:
    """``record`` if it is a record with each of ``keys`` (and each of ``optional`` it has)
    of the kind :data:`FIELDS` says (text for a key not listed there)."""
    what = KIND_TEXTS.get(kind, Text(kind, kind))
    if type(record) is not dict:
        raise fail(
            f"Záznam ({what.cs}) má být záznam, ne {kind_of(record).cs}.",
            f"A {what.en} must be a record, not {kind_of(record).en}.",
        )
    for key in keys + optional:
        if key not in record:
            if key in optional:
                continue
            raise fail(
                f"Záznamu ({what.cs}) chybí „{key}“.", f"The {what.en} record lacks '{key}'."
            )
        check, expected = FIELDS.get(key, _TEXT)
        if not check(record[key]):
            raise fail(
                f"V záznamu ({what.cs}) má být „{key}“ {expected.cs}, ne {shown(record[key])}.",
                f"In the {what.en} record, '{key}' must be {expected.en}, not "
                f"{shown(record[key])}.",
            )
    return record


def require_list(value: Any, kind: str, keys: tuple[str, ...], optional=()) -> list[dict]:
    """``value`` as a list of records of ``kind`` (a list or a tuple; each checked)."""
    what = KIND_TEXTS.get(kind, Text(kind, kind))
    if not isinstance(value, list | tuple):
        raise fail(
            f"Záznamy ({what.cs}) mají být seznam, ne {kind_of(value).cs}.",
            f"The {what.en} records must be a list, not {kind_of(value).en}.",
        )
    return [require(record, kind, keys, optional) for record in value]


def require_records(records: Any, needs: Mapping[str, tuple[str, ...]]) -> dict[str, list]:
    """The ledger's ``records`` by kind (a record of lists; a kind missing is none), each
    kind in ``needs`` checked for the keys listed there."""
    if not isinstance(records, Mapping):
        raise fail(
            f"Záznamy knihy vztahů jsou záznam seznamů podle druhu, ne {kind_of(records).cs}.",
            f"The ledger's records are a record of lists by kind, not {kind_of(records).en}.",
        )
    out: dict[str, list] = {}
    for kind, keys in needs.items():
        out[kind] = require_list(records.get(kind, []), kind, keys)
    return out


def party(value: Any, what: str = "party") -> Party:
    """``(kind, id)`` of a character or a contact (a tuple or a two-item list)."""
    if (
        not isinstance(value, tuple | list)
        or len(value) != 2
        or not _one_of(PARTY_KINDS)(value[0])
        or not _is_id(value[1])
    ):
        raise fail(
            f"„{what}“ je dvojice (druh, id): („character“ nebo „contact“, celé číslo od 1), "
            f"ne {shown(value)}.",
            f"'{what}' is a pair (kind, id): ('character' or 'contact', a whole number from "
            f"1), not {shown(value)}.",
        )
    return value[0], value[1]


def ident(value: Any, what: str) -> int:
    if not _is_id(value):
        raise fail(
            f"„{what}“ je id (celé číslo od 1), ne {shown(value)}.",
            f"'{what}' is an id (a whole number from 1), not {shown(value)}.",
        )
    return value


def whole(value: Any, what: str, low: int | None = None, high: int | None = None) -> int:
    if (
        not _is_int(value)
        or (low is not None and value < low)
        or (high is not None and value > high)
    ):
        span = f" {'' if low is None else low}–{'' if high is None else high}"
        span = "" if low is None and high is None else span
        raise fail(
            f"„{what}“ je celé číslo{span}, ne {shown(value)}.",
            f"'{what}' is a whole number{span}, not {shown(value)}.",
        )
    return value


def text(value: Any, what: str) -> str:
    if not _is_text(value):
        raise fail(
            f"„{what}“ je text, ne {kind_of(value).cs}.",
            f"'{what}' is text, not {kind_of(value).en}.",
        )
    return value


def flag(value: Any, what: str, optional: bool = False) -> bool | None:
    if optional and value is None:
        return None
    if not _is_bool(value):
        nothing_cs, nothing_en = (" nebo nic", " or nothing") if optional else ("", "")
        raise fail(
            f"„{what}“ je ano/ne (true/false){nothing_cs}, ne {shown(value)}.",
            f"'{what}' is true or false{nothing_en}, not {shown(value)}.",
        )
    return value


def choice(value: Any, what: str, choices: tuple[str, ...]) -> str:
    if not _one_of(choices)(value):
        listed = ", ".join(c or "''" for c in choices)
        raise fail(
            f"„{what}“ je jedno z: {listed}; ne {shown(value)}.",
            f"'{what}' is one of {listed}, not {shown(value)}.",
        )
    return value


def label(value: Any) -> Text | None:
    if value is not None and not isinstance(value, Text):
        raise fail(
            f"Popisek hodu je dvojjazyčný text (Text) nebo nic, ne {kind_of(value).cs}.",
            f"A roll's label is a bilingual Text or nothing, not {kind_of(value).en}.",
        )
    return value


def rng(value: Any) -> random.Random | None:
    if value is not None and not callable(getattr(value, "randint", None)):
        raise fail(
            f"Zdroj náhody je random.Random nebo nic, ne {kind_of(value).cs}.",
            f"The source of chance is a random.Random or nothing, not {kind_of(value).en}.",
        )
    return value


def link_reason(value: Any) -> str:
    return choice(value, "reason", LINK_REASONS)
