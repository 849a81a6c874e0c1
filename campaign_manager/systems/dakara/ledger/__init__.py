"""Dakara's part of the ledger: networks (Sítě), the contact and network rolls, and the
sheet's contacts and networks as the ledger's records.

- :mod:`networks` says what a network of each kind can do;
- :mod:`rolls` runs the rolls (find a contact, ask a contact, run an operation) as outcomes;
- :mod:`sheet_records` converts a sheet's contacts and networks to records and back.

:data:`LEDGER` hands them to the ledger (``SYSTEM.ledger``).
"""

from __future__ import annotations

from campaign_manager.ledger.parts import LedgerParts, NetworkRules, SheetLists
from campaign_manager.systems.dakara.contacts import NETWORK_OPPOSITIONS
from campaign_manager.systems.dakara.ledger import networks, sheet_records
from campaign_manager.systems.dakara.sheet import validate_sheet
from campaign_manager.systems.dakara.skill_test import OUTCOME_TEXTS


def _group_name(kind: str):
    category = networks.category_of(kind)
    return category.name if category else None


LEDGER = LedgerParts(
    networks=NetworkRules(
        kinds=networks.known_kinds,
        group_name=_group_name,
        capabilities=networks.capabilities,
        oppositions=NETWORK_OPPOSITIONS,
        outcomes=OUTCOME_TEXTS,
        cipher_of=sheet_records.network_cipher,
        rating_of=sheet_records.network_rating,
        warnings=sheet_records.network_warnings,
    ),
    sheet_lists=SheetLists(
        validate_sheet=validate_sheet,
        records_from_sheet=sheet_records.records_from_sheet,
        sheet_entries=sheet_records.sheet_entries,
        person_key=sheet_records.person_key,
        liaison_note=sheet_records.LIAISON_NOTE,
    ),
)
