"""What a rule system's UI adds to the Ledger page: the dialogs of its rolls.

A system's UI package registers a :class:`LedgerUI` in its ``UI`` (``SystemUI.ledger``,
``"module:name"``, imported when the ledger page first asks). A system that registers
none has no rolls on the page; what its rules add to the ledger's records (networks and
their kinds, its sheets' contacts) comes from ``SYSTEM.ledger``
(:mod:`campaign_manager.ledger.parts`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class LedgerUI:
    """The dialogs of a system's ledger rolls; each callable builds its dialog (the page
    opens it). ``Options`` are ``[(id, label)]`` pairs for a combo box."""

    #: find_contact(session, characters: Options, sheet_of(character_id) -> sheet, parent)
    find_contact: Callable[..., Any] | None = None
    #: ask_contact(session, links: [(link record, label)], parent)
    ask_contact: Callable[..., Any] | None = None
    #: run_operation(session, networks: [(network record, label)], parent)
    run_operation: Callable[..., Any] | None = None


def ledger_ui(system_key: str) -> LedgerUI | None:
    """The registered ledger UI of the rule system ``system_key``, or None."""
    from campaign_manager.ui.systems import system_ui

    try:
        path = getattr(system_ui(system_key), "ledger", None)
    except KeyError:
        return None
    if not path:
        return None
    module, _, name = path.partition(":")
    found = getattr(importlib.import_module(module), name)
    return found if isinstance(found, LedgerUI) else None
