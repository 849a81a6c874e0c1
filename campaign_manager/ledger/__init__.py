"""The ledger's rules: contacts, favours, networks, operations and relations.

Pure Python (no Qt, no peewee). Records are plain dicts that refer to characters and
contacts by id; :mod:`records` validates them, :mod:`favours` moves a favour's state and
says who owes whom, :mod:`web` draws the web of who is tied to whom and what the players
may see. What a rule system adds (what its networks can do, its rolls, its sheets'
contacts and networks as records) is its own, handed over as :mod:`parts` through the
system's ``ledger``.
"""

from campaign_manager.ledger.favours import (
    balance,
    change_state,
    next_states,
    outstanding,
    owed_between,
)
from campaign_manager.ledger.records import (
    ATTITUDE_RANGE,
    CERTAINTIES,
    FAVOUR_SIZES,
    FAVOUR_STATES,
    LINK_REASONS,
    OPPOSITIONS,
    PARTY_KINDS,
    RECORD_KINDS,
    attitude_text,
    validate,
)

__all__ = [
    "ATTITUDE_RANGE",
    "CERTAINTIES",
    "FAVOUR_SIZES",
    "FAVOUR_STATES",
    "LINK_REASONS",
    "OPPOSITIONS",
    "PARTY_KINDS",
    "RECORD_KINDS",
    "attitude_text",
    "balance",
    "change_state",
    "next_states",
    "outstanding",
    "owed_between",
    "validate",
]
