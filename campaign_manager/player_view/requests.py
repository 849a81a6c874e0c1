"""A request a player's page sends on its WebSocket, parsed and checked for shape.

(The PAGES side's small stand-in: the RULES side writes the full module under the same
names; the web server needs only :func:`parse_request`, :class:`PlayerRequest`,
:class:`RequestRefused` and :data:`MAX_REQUEST_BYTES`.)
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass

from campaign_manager.systems.common import Text

#: the largest request a page may send (UTF-8 bytes of its JSON)
MAX_REQUEST_BYTES = 1024
#: the longest free text of a request (a condition's name, a note)
MAX_TEXT = 200
KINDS = ("initiative", "end_turn", "propose")
PROPOSALS = ("damage_taken", "damage_dealt", "heal", "condition", "note")

NOT_A_REQUEST = Text(
    cs="Tomu aplikace nerozumí: žádost nemá správný tvar.",
    en="The app cannot read that: the request is not well-formed.",
)
TOO_LONG = Text(cs="Žádost je příliš dlouhá.", en="The request is too long.")


class RequestRefused(ValueError):
    """A page's message that is not a well-formed request; ``text`` says why (cs/en)."""

    def __init__(self, text: Text) -> None:
        super().__init__(text.en)
        self.text = text


@dataclass(frozen=True, slots=True)
class PlayerRequest:
    id: int
    kind: str
    roll: int | None = None
    dice: int | None = None
    intent: str | None = None
    target: str | None = None
    what: str | None = None
    amount: int | None = None
    text: str = ""

    def to_json(self) -> dict:
        return asdict(self)


def _number(data: dict, key: str, low: int, high: int) -> int | None:
    value = data.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RequestRefused(NOT_A_REQUEST)
    return value


def _word(data: dict, key: str, longest: int) -> str | None:
    value = data.get(key)
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > longest:
        raise RequestRefused(NOT_A_REQUEST)
    return value


def parse_request(text: str) -> PlayerRequest:
    """The request in ``text``; RequestRefused for anything else."""
    if not isinstance(text, str):
        raise RequestRefused(NOT_A_REQUEST)
    if len(text.encode("utf-8", "surrogatepass")) > MAX_REQUEST_BYTES:
        raise RequestRefused(TOO_LONG)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise RequestRefused(NOT_A_REQUEST) from None
    if not isinstance(data, dict) or data.get("kind") not in KINDS:
        raise RequestRefused(NOT_A_REQUEST)
    request_id = _number(data, "id", 0, 2**31 - 1)
    what = _word(data, "what", 20)
    if request_id is None or (what is not None and what not in PROPOSALS):
        raise RequestRefused(NOT_A_REQUEST)
    if data["kind"] == "propose" and what is None:
        raise RequestRefused(NOT_A_REQUEST)
    return PlayerRequest(
        id=request_id,
        kind=data["kind"],
        roll=_number(data, "roll", 0, 1000),
        dice=_number(data, "dice", 1, 50),
        intent=_word(data, "intent", 40),
        target=_word(data, "target", 64),
        what=what,
        amount=_number(data, "amount", 0, 10_000),
        text=_word(data, "text", MAX_TEXT) or "",
    )
