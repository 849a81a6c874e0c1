"""The ledger's rules: contacts, favours, networks, operations and relations.

Pure Python (no Qt, no peewee). Records are plain dicts that refer to characters and
contacts by id; :mod:`records` validates them, :mod:`favours` moves a favour's state and
says who owes whom, :mod:`networks` says what a Dakara network can do, :mod:`rolls` runs
the Dakara rolls (find a contact, ask a contact, run an operation) as outcomes, and
:mod:`dakara_sheet` converts a Dakara sheet's contacts and networks to records and back.
"""

from campaign_manager.ledger.favours import (
    balance,
    change_state,
    next_states,
    outstanding,
    owed_between,
)
from campaign_manager.ledger.networks import (
    black_market_price,
    capabilities,
    categories,
    category_of,
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
from campaign_manager.ledger.rolls import (
    ContactFound,
    ask_contact,
    find_contact,
    run_operation,
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
    "ContactFound",
    "ask_contact",
    "attitude_text",
    "balance",
    "black_market_price",
    "capabilities",
    "categories",
    "category_of",
    "change_state",
    "find_contact",
    "next_states",
    "outstanding",
    "owed_between",
    "run_operation",
    "validate",
]
