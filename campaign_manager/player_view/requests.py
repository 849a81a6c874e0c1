"""A player's request from their page, read and checked before anything else sees it.

Pure Python (no Qt, no storage). A page sends one JSON object per request (at most
:data:`MAX_REQUEST_BYTES` bytes of UTF-8)::

    {"id": 7, "kind": "initiative", "roll": 14}                      (roll null: roll it)
    {"id": 7, "kind": "initiative", "dice": 3, "roll": null}         (dice from a bank)
    {"id": 7, "kind": "initiative", "intent": "attack", "target": "<combatant id>"}
    {"id": 8, "kind": "end_turn"}
    {"id": 9, "kind": "propose", "what": "damage_taken", "amount": 5, "target": null,
     "text": ""}

:func:`parse_request` turns it into a :class:`PlayerRequest` or refuses it with
:class:`RequestRefused`, whose ``text`` says in Czech and English what is wrong. It checks
the shape only (types, ranges, lengths); whether this player may do it now is the rules'
call (each system's ``player_side.to_action``). Keys a kind does not use are left out of
the request (a page may send them as null); keys no request has are ignored.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass
from typing import Any

from campaign_manager.systems.common import RuleError, Text, kind_of, shown

#: the longest request a page may send, in bytes of UTF-8
MAX_REQUEST_BYTES = 1024
#: the longest text (a note, a condition's name) in a request, in characters
MAX_TEXT = 200
#: the longest combatant id or intent key a request may name
MAX_KEY = 64
#: the largest request id (the largest whole number a page's JavaScript counts exactly)
MAX_ID = 2**53 - 1
#: the highest die a request may name (a d20's face; a d10 shows 0–9 or 1–10)
MAX_ROLL = 20
#: the most dice a request may put on initiative
MAX_DICE = 30
#: the largest amount a proposal may name (damage, healing, a condition's rounds)
MAX_AMOUNT = 10_000

KINDS = ("initiative", "end_turn", "propose")
PROPOSALS = ("damage_taken", "damage_dealt", "heal", "condition", "note")

#: what a text may not carry: control characters (a line break is allowed in a note),
#: lone surrogates, and the controls that turn the direction of the text round
_NOT_IN_TEXT = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\ud800-\udfff\u202a-\u202e\u2066-\u2069]")
#: what a key (a combatant's id, an intent) may not carry: any of those, line breaks too
_NOT_IN_KEY = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029\u202a-\u202e\u2066-\u2069]")


class RequestRefused(RuleError):
    """A request that is not a well-formed one; ``text`` says why in Czech and English.
    Nothing was done with it."""

    def __init__(self, text: Text):
        super().__init__(text, "request")


@dataclass(frozen=True, slots=True)
class PlayerRequest:
    """One checked request from a player's page (see the module's docstring)."""

    id: int
    kind: str  # "initiative" | "end_turn" | "propose"
    roll: int | None = None
    dice: int | None = None
    intent: str | None = None
    target: str | None = None
    what: str | None = None
    amount: int | None = None
    text: str = ""

    def to_json(self) -> dict:
        """The request as a page sends it (what :func:`parse_request` reads back)."""
        return asdict(self)


def _refused(cs: str, en: str) -> RequestRefused:
    return RequestRefused(Text(cs=f"Žádost odmítnuta: {cs}", en=f"Request refused: {en}"))


def _whole(raw: dict, key: str, low: int, high: int, cs: str, en: str) -> int | None:
    """``raw[key]`` as a whole number ``low``..``high`` (missing or null: None)."""
    value = raw.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        kind = kind_of(value)
        raise _refused(
            f"{cs} musí být celé číslo, ne {kind.cs}.",
            f"{en} must be a whole number, not {kind.en}.",
        )
    if not low <= value <= high:
        raise _refused(
            f"{cs} musí být od {low} do {high}, ne {shown(value, 20)}.",
            f"{en} must be from {low} to {high}, not {shown(value, 20)}.",
        )
    return value


def _key(raw: dict, key: str, cs: str, en: str) -> str | None:
    """``raw[key]`` as a short one-line key (an id, an intent); missing or null: None."""
    value = raw.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        kind = kind_of(value)
        raise _refused(f"{cs} musí být text, ne {kind.cs}.", f"{en} must be text, not {kind.en}.")
    if not value or len(value) > MAX_KEY or _NOT_IN_KEY.search(value):
        raise _refused(
            f"{cs} musí být jeden řádek o 1–{MAX_KEY} znacích bez řídicích znaků.",
            f"{en} must be one line of 1–{MAX_KEY} characters with no control characters.",
        )
    return value


def _text(raw: dict) -> str:
    """``raw["text"]``: at most :data:`MAX_TEXT` characters, stripped (missing: empty)."""
    value = raw.get("text")
    if value is None:
        return ""
    if not isinstance(value, str):
        kind = kind_of(value)
        raise _refused(
            f"text musí být text, ne {kind.cs}.", f"the text must be text, not {kind.en}."
        )
    value = value.strip()
    if len(value) > MAX_TEXT:
        raise _refused(
            f"text má {len(value)} znaků, smí mít nejvýš {MAX_TEXT}; zkraťte ho.",
            f"the text has {len(value)} characters; at most {MAX_TEXT} are allowed — shorten it.",
        )
    bad = _NOT_IN_TEXT.search(value)
    if bad is not None:
        raise _refused(
            f"text obsahuje nepovolený znak (U+{ord(bad.group()):04X}) na {bad.start() + 1}. "
            "místě; odstraňte ho.",
            f"the text contains a character that is not allowed (U+{ord(bad.group()):04X}) at "
            f"position {bad.start() + 1}; remove it.",
        )
    return value


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict:
    keys = [key for key, _value in pairs]
    if len(set(keys)) != len(keys):
        twice = next(key for key in keys if keys.count(key) > 1)
        raise _refused(
            f"klíč „{shown(twice, 20)}“ je v ní dvakrát.",
            f"the key '{shown(twice, 20)}' is in it twice.",
        )
    return dict(pairs)


def _no_constant(name: str) -> Any:
    raise _refused(f"{name} není číslo, které JSON zná.", f"{name} is not a number JSON knows.")


def _decoded(text: str | bytes | bytearray) -> str:
    if isinstance(text, bytes | bytearray):
        if len(text) > MAX_REQUEST_BYTES:
            raise _too_long(len(text))
        try:
            return bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise _refused("není to text v kódování UTF-8.", "it is not text in UTF-8.") from None
    if not isinstance(text, str):
        kind = kind_of(text)
        raise _refused(f"je to {kind.cs}, ne text.", f"it is {kind.en}, not text.")
    if len(text) > MAX_REQUEST_BYTES:  # more characters than bytes allowed: too long anyway
        raise _too_long(len(text.encode("utf-8", "surrogatepass")))
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_REQUEST_BYTES:
        raise _too_long(size)
    return text


def _too_long(size: int) -> RequestRefused:
    return _refused(
        f"má {size} bajtů, smí mít nejvýš {MAX_REQUEST_BYTES}.",
        f"it has {size} bytes; at most {MAX_REQUEST_BYTES} are allowed.",
    )


def parse_request(text: str | bytes) -> PlayerRequest:
    """The request in ``text`` (JSON, see the module's docstring), checked: its kind, the
    types and ranges of its values, the length of its texts. :class:`RequestRefused` (in
    Czech and English) for anything else; never another exception."""
    source = _decoded(text)
    try:
        raw = json.loads(source, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except RequestRefused:
        raise
    except (ValueError, RecursionError):  # JSONDecodeError is a ValueError
        raise _refused("není to platný JSON.", "it is not valid JSON.") from None
    if not isinstance(raw, dict):
        kind = kind_of(raw)
        raise _refused(
            f"má to být záznam JSON („{{…}}“), ne {kind.cs}.",
            f"it must be a JSON record ('{{…}}'), not {kind.en}.",
        )
    if "id" not in raw or raw["id"] is None:
        raise _refused("chybí jí číslo („id“).", "it has no number ('id').")
    request_id = _whole(raw, "id", 0, MAX_ID, "Číslo žádosti („id“)", "The request's number ('id')")
    kind = raw.get("kind")
    if kind not in KINDS:
        raise _refused(
            f"neznámý druh žádosti {shown(kind, 30)} (zná {', '.join(KINDS)}).",
            f"unknown kind of request {shown(kind, 30)} (known: {', '.join(KINDS)}).",
        )
    if kind == "end_turn":
        return PlayerRequest(id=request_id, kind=kind)
    if kind == "initiative":
        return PlayerRequest(
            id=request_id,
            kind=kind,
            roll=_whole(raw, "roll", 0, MAX_ROLL, "Hod („roll“)", "The roll ('roll')"),
            dice=_whole(raw, "dice", 0, MAX_DICE, "Počet kostek („dice“)", "The dice ('dice')"),
            intent=_key(raw, "intent", "Záměr („intent“)", "The intent ('intent')"),
            target=_key(raw, "target", "Cíl („target“)", "The target ('target')"),
        )
    return _proposal(raw, request_id)


def _proposal(raw: dict, request_id: int) -> PlayerRequest:
    what = raw.get("what")
    if what not in PROPOSALS:
        raise _refused(
            f"neznámý návrh {shown(what, 30)} (zná {', '.join(PROPOSALS)}).",
            f"unknown proposal {shown(what, 30)} (known: {', '.join(PROPOSALS)}).",
        )
    target = _key(raw, "target", "Cíl („target“)", "The target ('target')")
    text = _text(raw)
    if what == "note":
        if not text:
            raise _refused(
                "poznámka pro Vypravěče je prázdná; napište ji.",
                "the note for the GM is empty; write it.",
            )
        return PlayerRequest(id=request_id, kind="propose", what=what, target=target, text=text)
    if what == "condition":
        if not text:
            raise _refused(
                "chybí název stavu (v „text“).", "the condition's name is missing (in 'text')."
            )
        rounds = _whole(raw, "amount", 1, MAX_AMOUNT, "Trvání v kolech", "The rounds it lasts")
        return PlayerRequest(
            id=request_id, kind="propose", what=what, target=target, amount=rounds, text=text
        )
    amount = _whole(raw, "amount", 1, MAX_AMOUNT, "Množství („amount“)", "The amount ('amount')")
    if amount is None:
        raise _refused("chybí množství („amount“).", "the amount ('amount') is missing.")
    return PlayerRequest(
        id=request_id, kind="propose", what=what, target=target, amount=amount, text=text
    )
