"""What a rule system adds to the ledger: its ``SYSTEM.ledger``, a :class:`LedgerParts`.

The ledger's records (people, links, favours, networks, operations, relations) are the
same in every campaign; a rule system may add to them:

- :class:`NetworkRules`: networks and the operations they run (their kinds, what each
  kind can do, what an operation acts against, how a roll came out, a sheet's cipher);
- :class:`SheetLists`: sheets that keep their contacts and networks in lists, converted
  to records and back (and the migration's copy of older sheets into the ledger);
- :class:`SheetRelations`: sheet entries kept in step as relations of one ``origin``.

Plain functions and data only (no Qt, no peewee): the storage and UI layers call them.
A system without ledger parts has ``ledger = None``; :func:`parts_of` reads it, and
:func:`ledger_parts` finds it by the system's key in the registry.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from campaign_manager.systems.common import Text


@dataclass(frozen=True)
class NetworkRules:
    """Networks and their operations, as a rule system has them."""

    #: the network kinds the rules know (the kinds a new network is offered)
    kinds: Callable[[], Iterable[str]]
    #: the name of the group of possibilities a network of that kind belongs to, or None
    group_name: Callable[[str], Text | None]
    #: what a network of that kind can do (plus what holds for every network)
    capabilities: Callable[[str], tuple[Text, ...]]
    #: what an operation acts against, by the record's ``against`` key
    oppositions: Mapping[str, Text]
    #: how a rolled operation came out, by the record's ``outcome`` key
    outcomes: Mapping[str, Text]
    #: the cipher strength a character's sheet gives a new network, within the record's
    #: range (0 when the sheet cannot tell)
    cipher_of: Callable[[Any], int]
    #: the rating a new network of a kind gets from its owner's sheet: ``(sheet, kind)``
    rating_of: Callable[[Any, str], int] | None = None
    #: what the rules say of an owner (its sheet) having these networks (records, the one
    #: being written among them): a broken creation limit, which the GM may waive
    warnings: Callable[[Any, list[dict]], tuple[Text, ...]] | None = None

    def opposition_text(self, key: str) -> Text:
        """The words for ``key``; an unknown key as it is."""
        return self.oppositions.get(key) or Text(key, key)

    def outcome_text(self, key: str) -> Text:
        """The words for ``key``; an unknown key as it is."""
        return self.outcomes.get(key) or Text(key, key)


@dataclass(frozen=True)
class SheetLists:
    """Sheets that keep a character's contacts and networks in lists (``contacts``,
    ``networks``), which the ledger's records replace."""

    #: a sheet as the rules read it (SheetError when it cannot be read)
    validate_sheet: Callable[[Any], dict]
    #: the sheet's lists as records: ``(people, networks)`` (see the system's module)
    records_from_sheet: Callable[[dict], tuple[list[dict], list[dict]]]
    #: the lists back from records: ``(links as (link, contact), networks as (network,
    #: liaison name))`` → ``(contacts, networks)``
    sheet_entries: Callable[[list, list], tuple[list[dict], list[dict]]]
    #: two sheet contacts with the same key are one person
    person_key: Callable[[str, str], tuple]
    #: the start of a network's notes naming a liaison who is none of the contacts
    liaison_note: str


@dataclass(frozen=True)
class SheetRelations:
    """Sheet entries kept in step as relations whose ``origin`` is :attr:`origin`."""

    origin: str
    #: the names of the beings the entries are toward
    targets: Callable[[Mapping], Iterable[str]]
    #: the relation records: ``(character_id, entries, {name: (kind, id)})``
    relations: Callable[[int, Mapping, Mapping[str, tuple[str, int]]], list[dict]]
    #: the notes of a new contact made for a target who is nobody in the campaign yet
    contact_note: str = ""


@dataclass(frozen=True)
class LedgerParts:
    """What one rule system adds to the ledger (each part None when it has none)."""

    networks: NetworkRules | None = None
    sheet_lists: SheetLists | None = None
    sheet_relations: SheetRelations | None = None


def parts_of(system: Any) -> LedgerParts | None:
    """The ledger parts of the rule system ``system`` (its ``ledger``), or None."""
    parts = getattr(system, "ledger", None)
    return parts if isinstance(parts, LedgerParts) else None


def ledger_parts(system_key: str) -> LedgerParts | None:
    """The ledger parts of the registered rule system ``system_key``; None when it adds
    nothing to the ledger, or no such system is registered."""
    from campaign_manager.systems import get_system

    try:
        system = get_system(system_key)
    except ValueError:
        return None
    return parts_of(system)


def relations_kept_as(origin: str) -> SheetRelations | None:
    """The sheet relations of the registered rule system that keeps relations of
    ``origin`` in step with its sheets, or None."""
    from campaign_manager.systems import system_keys

    for key in system_keys():
        parts = ledger_parts(key)
        kept = parts.sheet_relations if parts is not None else None
        if kept is not None and kept.origin == origin:
            return kept
    return None
