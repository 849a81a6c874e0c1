"""Favours: who owes whom, and how a favour's state may move.

Known contacts "also want something from you from time to time" (Známosti): a favour
runs either way, between a character and a contact or between two characters. A favour
is *outstanding* while it is open or called in. The states move forward only:

- open → called in, repaid, forgiven;
- called in → repaid, forgiven, or back to open (the call was withdrawn);
- repaid and forgiven are final (a mistake is undone with Undo).
"""

from __future__ import annotations

from collections.abc import Iterable

from campaign_manager.ledger.checks import choice, require, require_list
from campaign_manager.ledger.checks import party as _party
from campaign_manager.ledger.records import FAVOUR_STATE_TEXTS, FAVOUR_STATES
from campaign_manager.systems.common import RuleError, Text

TRANSITIONS = {
    "open": ("called_in", "repaid", "forgiven"),
    "called_in": ("open", "repaid", "forgiven"),
    "repaid": (),
    "forgiven": (),
}
OUTSTANDING = ("open", "called_in")

Party = tuple[str, int]
#: what the functions over favours read of each
PARTY_KEYS = ("debtor_kind", "debtor_id", "creditor_kind", "creditor_id")


def next_states(state: str) -> tuple[str, ...]:
    """The states a favour in ``state`` may move to; RuleError for a state there is not."""
    return TRANSITIONS[choice(state, "state", FAVOUR_STATES)]


def change_state(favour: dict, state: str) -> dict:
    """A copy of ``favour`` in ``state``; RuleError (saying why) if it may not move there."""
    old = require(favour, "favour", ("state",))["state"]
    choice(state, "state", FAVOUR_STATES)
    if state == old:
        return dict(favour)
    if state not in next_states(old):
        was, new = FAVOUR_STATE_TEXTS[old], FAVOUR_STATE_TEXTS[state]
        raise RuleError(
            Text(
                cs=f"Laskavost, která je {was.cs}, nemůže být {new.cs}"
                + (" (je uzavřená; omyl vrať zpět Zpět)." if not TRANSITIONS[old] else "."),
                en=f"A favour that is {was.en} cannot become {new.en}"
                + (" (it is closed; undo a mistake with Undo)." if not TRANSITIONS[old] else "."),
            ),
            "favour_state",
        )
    return {**favour, "state": state}


def debtor(favour: dict) -> Party:
    require(favour, "favour", PARTY_KEYS)
    return favour["debtor_kind"], favour["debtor_id"]


def creditor(favour: dict) -> Party:
    require(favour, "favour", PARTY_KEYS)
    return favour["creditor_kind"], favour["creditor_id"]


def involves(favour: dict, party: Party) -> bool:
    return _party(party) in (debtor(favour), creditor(favour))


def outstanding(favours: Iterable[dict]) -> list[dict]:
    """The favours still open or called in (a list or tuple of favour records)."""
    return [f for f in require_list(favours, "favour", ("state",)) if f["state"] in OUTSTANDING]


def _favours(favours: Iterable[dict]) -> list[dict]:
    return outstanding(require_list(favours, "favour", ("state", *PARTY_KEYS)))


def owed_between(favours: Iterable[dict], a: Party, b: Party) -> dict[str, list[dict]]:
    """What each side owes the other, outstanding favours only:
    ``{"a_owes_b": [...], "b_owes_a": [...]}``."""
    a, b = _party(a, "a"), _party(b, "b")
    result: dict[str, list[dict]] = {"a_owes_b": [], "b_owes_a": []}
    for favour in _favours(favours):
        if debtor(favour) == a and creditor(favour) == b:
            result["a_owes_b"].append(favour)
        elif debtor(favour) == b and creditor(favour) == a:
            result["b_owes_a"].append(favour)
    return result


def balance(favours: Iterable[dict], party: Party) -> dict[Party, dict[str, int]]:
    """For each counterpart of ``party``: how many outstanding favours each side owes,
    ``{counterpart: {"owes": n, "owed": m}}`` (``owes``: ``party`` owes the counterpart)."""
    party = _party(party)
    out: dict[Party, dict[str, int]] = {}
    for favour in _favours(favours):
        if debtor(favour) == party:
            out.setdefault(creditor(favour), {"owes": 0, "owed": 0})["owes"] += 1
        elif creditor(favour) == party:
            out.setdefault(debtor(favour), {"owes": 0, "owed": 0})["owed"] += 1
    return out
