"""The ledger's records as plain dicts: validation and the fixed vocabularies.

Pure Python. Every record refers to characters and contacts by id, never by name. A
*party* is ``(kind, id)`` with kind "character" (a roster character) or "contact" (a
person of the ledger). Each ``validate_*`` returns a normalised copy of the record or
raises :class:`SheetError` naming the field and the problem (and changes nothing).

- **contact**: a person shared by everyone who knows them (``name``, ``who``, ``where``,
  ``looks``, ``area``, ``notes``, optional ``npc_id`` — the roster NPC they are).
- **link**: a character knows a contact, with that link's own ``influence`` (Vliv 0..6),
  ``how_met`` (how they met, why they help), ``reason`` (owes, paid, friend, other),
  ``attitude`` −3..+3, ``known_to_players``, ``in_play`` (gained in play, not at creation).
- **favour**: ``debtor`` owes ``creditor`` (one side at least a character), ``size``,
  ``size_text`` (the GM's own word), ``reason``, ``when``, ``state``, ``due`` (a story
  time it falls due, or None).
- **network** (where a rule system has them): ``owner_id``, ``kind``, ``area``,
  ``rating``, ``liaison_id`` (a contact), ``dead_drop``, ``cipher``, ``cipher_strength``,
  ``language``, ``in_play``.
- **operation**: run through ``network_id``: ``request``, ``against`` (rarity, wealth,
  influence, status), ``target``, ``value``, the test (``decided`` by the GM or rolled,
  the dice, ``success``, ``outcome``, ``margin``), ``cost_zl`` for outside contractors,
  ``result``, ``when``, ``due`` (as a favour's).
- **relation**: directed ``source`` → ``target``, ``label``, ``attitude`` −3..+3,
  ``reverse_label``, ``certainty`` (known, suspected), ``known_to_players``, ``origin``
  ("" the GM's; another kept in step with entries of a sheet, e.g. "feelings").
"""

from __future__ import annotations

from typing import Any

from campaign_manager.systems.common import SheetError, Text, shown, signed

PARTY_KINDS = ("character", "contact")
PARTY_TEXTS = {"character": Text("postava", "character"), "contact": Text("známý", "contact")}
LINK_REASONS = ("", "owes", "paid", "friend", "other")
LINK_REASON_TEXTS = {
    "": Text("neurčeno", "not given"),
    "owes": Text("něco dluží", "owes something"),
    "paid": Text("nechává si platit", "is paid"),
    "friend": Text("kamarád", "a friend"),
    "other": Text("jinak", "otherwise"),
}
FAVOUR_SIZES = ("small", "big", "life", "custom")
FAVOUR_SIZE_TEXTS = {
    "small": Text("malá laskavost", "a small favour"),
    "big": Text("velká laskavost", "a big favour"),
    "life": Text("dluh na život", "a life debt"),
    "custom": Text("jiná (slovy Vypravěče)", "other (the GM's own word)"),
}
FAVOUR_STATES = ("open", "called_in", "repaid", "forgiven")
FAVOUR_STATE_TEXTS = {
    "open": Text("otevřená", "open"),
    "called_in": Text("vyžádaná", "called in"),
    "repaid": Text("splacená", "repaid"),
    "forgiven": Text("odpuštěná", "forgiven"),
}
OPPOSITIONS = ("rarity", "wealth", "influence", "status")
CERTAINTIES = ("known", "suspected")
CERTAINTY_TEXTS = {"known": Text("jisté", "known"), "suspected": Text("tušené", "suspected")}
ATTITUDE_RANGE = (-3, 3)
RATING_RANGE = (0, 6)

#: a due date: story time in seconds since the campaign calendar's epoch (a 64-bit column)
DUE_RANGE = (-(2**62), 2**62)
RECORD_KINDS = ("contact", "link", "favour", "network", "operation", "relation")


def _err(field: str, cs: str, en: str) -> SheetError:
    return SheetError(field, Text(cs=cs, en=en))


def _dict(value: Any, field: str, keys: tuple[str, ...]) -> dict:
    if not isinstance(value, dict):
        raise _err(
            field,
            f"má být záznam, ne {shown(repr(value))}.",
            f"must be a record, not {shown(repr(value))}.",
        )
    unknown = sorted(shown(key) for key in value if key not in keys and key != "id")
    if unknown:
        names = ", ".join(unknown)
        raise _err(field, f"neznámé položky: {names}.", f"unknown entries: {names}.")
    return value


def _str(value: Any, field: str, required: bool = False, limit: int = 20000) -> str:
    if not isinstance(value, str):
        raise _err(
            field,
            f"má být text, ne {shown(repr(value))}.",
            f"must be text, not {shown(repr(value))}.",
        )
    value = value.strip()
    if required and not value:
        raise _err(field, "nesmí být prázdné.", "cannot be empty.")
    if len(value) > limit:
        raise _err(field, f"je delší než {limit} znaků.", f"is longer than {limit} characters.")
    return value


def _int(value: Any, field: str, low: int | None = None, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _err(
            field,
            f"má být celé číslo, ne {shown(repr(value))}.",
            f"must be a whole number, not {shown(repr(value))}.",
        )
    if (low is not None and value < low) or (high is not None and value > high):
        span = f"{'' if low is None else low}–{'' if high is None else high}"
        raise _err(
            field, f"hodnota {value} je mimo rozsah {span}.", f"value {value} is outside {span}."
        )
    return value


def _opt_int(value: Any, field: str, low: int | None = None, high: int | None = None):
    return None if value is None else _int(value, field, low, high)


def _bool(value: Any, field: str) -> bool:
    if not isinstance(value, bool):
        raise _err(
            field,
            f"má být ano/ne, ne {shown(repr(value))}.",
            f"must be yes/no, not {shown(repr(value))}.",
        )
    return value


def _choice(value: Any, field: str, choices: tuple[str, ...]) -> str:
    if value not in choices:
        listed = ", ".join(c or "''" for c in choices)
        raise _err(
            field,
            f"má být jedno z: {listed}; ne {shown(repr(value))}.",
            f"must be one of {listed}, not {shown(repr(value))}.",
        )
    return value


def _id(value: Any, field: str) -> int:
    return _int(value, field, 1)


def _party(record: dict, prefix: str) -> tuple[str, int]:
    kind = _choice(record.get(f"{prefix}_kind"), f"{prefix}_kind", PARTY_KINDS)
    return kind, _id(record.get(f"{prefix}_id"), f"{prefix}_id")


CONTACT_KEYS = ("name", "who", "where", "looks", "area", "notes", "npc_id")
LINK_KEYS = (
    "character_id",
    "contact_id",
    "influence",
    "how_met",
    "reason",
    "attitude",
    "known_to_players",
    "in_play",
)
FAVOUR_KEYS = (
    "debtor_kind",
    "debtor_id",
    "creditor_kind",
    "creditor_id",
    "size",
    "size_text",
    "reason",
    "when",
    "state",
    "known_to_players",
    "due",
)
NETWORK_KEYS = (
    "owner_id",
    "kind",
    "area",
    "rating",
    "liaison_id",
    "dead_drop",
    "cipher",
    "cipher_strength",
    "language",
    "notes",
    "in_play",
    "known_to_players",
)
OPERATION_KEYS = (
    "network_id",
    "request",
    "against",
    "target",
    "value",
    "decided",
    "modifier",
    "actor_roll",
    "opposition_roll",
    "success",
    "outcome",
    "margin",
    "cost_zl",
    "result",
    "when",
    "known_to_players",
    "due",
)
RELATION_KEYS = (
    "source_kind",
    "source_id",
    "target_kind",
    "target_id",
    "label",
    "attitude",
    "reverse_label",
    "certainty",
    "known_to_players",
    "origin",
)
RELATION_ORIGINS = ("", "feelings")  # the GM's own, or kept in step with a sheet's feelings
KEYS = {
    "contact": CONTACT_KEYS,
    "link": LINK_KEYS,
    "favour": FAVOUR_KEYS,
    "network": NETWORK_KEYS,
    "operation": OPERATION_KEYS,
    "relation": RELATION_KEYS,
}


def validate_contact(record: Any) -> dict:
    r = _dict(record, "contact", CONTACT_KEYS)
    out = {"name": _str(r.get("name", ""), "name", required=True, limit=200)}
    for key in ("who", "where", "looks", "area", "notes"):
        out[key] = _str(r.get(key, ""), key)
    out["npc_id"] = None if r.get("npc_id") is None else _id(r["npc_id"], "npc_id")
    return out


def validate_link(record: Any) -> dict:
    r = _dict(record, "link", LINK_KEYS)
    return {
        "character_id": _id(r.get("character_id"), "character_id"),
        "contact_id": _id(r.get("contact_id"), "contact_id"),
        "influence": _int(r.get("influence", 0), "influence", *RATING_RANGE),
        "how_met": _str(r.get("how_met", ""), "how_met"),
        "reason": _choice(r.get("reason", ""), "reason", LINK_REASONS),
        "attitude": _int(r.get("attitude", 0), "attitude", *ATTITUDE_RANGE),
        "known_to_players": _bool(r.get("known_to_players", True), "known_to_players"),
        "in_play": _bool(r.get("in_play", False), "in_play"),
    }


def validate_favour(record: Any) -> dict:
    r = _dict(record, "favour", FAVOUR_KEYS)
    debtor = _party(r, "debtor")
    creditor = _party(r, "creditor")
    if debtor == creditor:
        raise _err(
            "creditor_id",
            "nikdo nemůže dlužit sám sobě.",
            "nobody can owe a favour to themselves.",
        )
    if "character" not in (debtor[0], creditor[0]):
        raise _err(
            "debtor_kind",
            "laskavost je mezi postavou a známým nebo mezi dvěma postavami, ne mezi dvěma známými.",
            "a favour is between a character and a contact or between two characters, "
            "not between two contacts.",
        )
    size = _choice(r.get("size", "small"), "size", FAVOUR_SIZES)
    size_text = _str(r.get("size_text", ""), "size_text", limit=200)
    if size == "custom" and not size_text:
        raise _err(
            "size_text",
            "u jiné velikosti napiš, jak velká laskavost je.",
            "for another size, write how big the favour is.",
        )
    return {
        "debtor_kind": debtor[0],
        "debtor_id": debtor[1],
        "creditor_kind": creditor[0],
        "creditor_id": creditor[1],
        "size": size,
        "size_text": size_text,
        "reason": _str(r.get("reason", ""), "reason"),
        "when": _str(r.get("when", ""), "when", limit=200),
        "state": _choice(r.get("state", "open"), "state", FAVOUR_STATES),
        "known_to_players": _bool(r.get("known_to_players", True), "known_to_players"),
        "due": _opt_int(r.get("due"), "due", *DUE_RANGE),
    }


def validate_network(record: Any) -> dict:
    r = _dict(record, "network", NETWORK_KEYS)
    out = {
        "owner_id": _id(r.get("owner_id"), "owner_id"),
        "kind": _str(r.get("kind", ""), "kind", required=True, limit=200),
        "area": _str(r.get("area", ""), "area", limit=200),
        "rating": _int(r.get("rating", 0), "rating", *RATING_RANGE),
        "liaison_id": None if r.get("liaison_id") is None else _id(r["liaison_id"], "liaison_id"),
        "cipher_strength": _opt_int(r.get("cipher_strength"), "cipher_strength", *RATING_RANGE),
        "in_play": _bool(r.get("in_play", False), "in_play"),
        "known_to_players": _bool(r.get("known_to_players", True), "known_to_players"),
    }
    for key in ("dead_drop", "cipher", "language", "notes"):
        out[key] = _str(r.get(key, ""), key)
    return out


def validate_operation(record: Any) -> dict:
    r = _dict(record, "operation", OPERATION_KEYS)
    decided = _choice(r.get("decided", "roll"), "decided", ("gm", "roll"))
    out = {
        "network_id": _id(r.get("network_id"), "network_id"),
        "request": _str(r.get("request", ""), "request", required=True),
        "against": _choice(r.get("against", "rarity"), "against", OPPOSITIONS),
        "target": _str(r.get("target", ""), "target", limit=200),
        "value": _int(r.get("value", 0), "value", *RATING_RANGE),
        "decided": decided,
        "modifier": _int(r.get("modifier", 0), "modifier", -20, 20),
        "actor_roll": _opt_int(r.get("actor_roll"), "actor_roll", 1, 6),
        "opposition_roll": _opt_int(r.get("opposition_roll"), "opposition_roll", 1, 6),
        "success": None if r.get("success") is None else _bool(r["success"], "success"),
        "outcome": _str(r.get("outcome", ""), "outcome", limit=40),
        "margin": _opt_int(r.get("margin"), "margin"),
        "cost_zl": _int(r.get("cost_zl", 0), "cost_zl", 0),
        "result": _str(r.get("result", ""), "result"),
        "when": _str(r.get("when", ""), "when", limit=200),
        "known_to_players": _bool(r.get("known_to_players", True), "known_to_players"),
        "due": _opt_int(r.get("due"), "due", *DUE_RANGE),
    }
    rolled = out["actor_roll"] is not None and out["opposition_roll"] is not None
    if decided == "roll" and out["success"] is not None and not rolled:
        raise _err(
            "actor_roll",
            "hozený test sítě zapisuje obě kostky (úspěch sítě není automatický).",
            "a rolled network test records both dice (a network's success is never automatic).",
        )
    return out


def validate_relation(record: Any) -> dict:
    r = _dict(record, "relation", RELATION_KEYS)
    source = _party(r, "source")
    target = _party(r, "target")
    if source == target:
        raise _err(
            "target_id",
            "vztah vede ke druhé osobě, ne k sobě.",
            "a relation leads to someone else.",
        )
    return {
        "source_kind": source[0],
        "source_id": source[1],
        "target_kind": target[0],
        "target_id": target[1],
        "label": _str(r.get("label", ""), "label", required=True, limit=200),
        "attitude": _int(r.get("attitude", 0), "attitude", *ATTITUDE_RANGE),
        "reverse_label": _str(r.get("reverse_label", ""), "reverse_label", limit=200),
        "certainty": _choice(r.get("certainty", "known"), "certainty", CERTAINTIES),
        "known_to_players": _bool(r.get("known_to_players", False), "known_to_players"),
        "origin": _choice(r.get("origin", ""), "origin", RELATION_ORIGINS),
    }


VALIDATORS = {
    "contact": validate_contact,
    "link": validate_link,
    "favour": validate_favour,
    "network": validate_network,
    "operation": validate_operation,
    "relation": validate_relation,
}


def validate(kind: str, record: Any) -> dict:
    """Validate a record of ``kind`` (one of :data:`RECORD_KINDS`); SheetError naming the
    field and the problem (a kind there is not is refused the same way)."""
    if not isinstance(kind, str) or kind not in VALIDATORS:
        raise _err(
            "kind",
            f"druh záznamu je jeden z: {', '.join(RECORD_KINDS)}; ne {shown(repr(kind))}.",
            f"a record's kind is one of {', '.join(RECORD_KINDS)}, not {shown(repr(kind))}.",
        )
    return VALIDATORS[kind](record)


def attitude_text(attitude: int) -> Text:
    """ "+2 přátelský" for an attitude −3..+3."""
    _int(attitude, "attitude", *ATTITUDE_RANGE)
    words = {
        -3: ("nepřítel na život a na smrt", "a mortal enemy"),
        -2: ("nepřátelský", "hostile"),
        -1: ("nevraživý", "unfriendly"),
        0: ("neutrální", "neutral"),
        1: ("vstřícný", "friendly"),
        2: ("přátelský", "warm"),
        3: ("oddaný", "devoted"),
    }[attitude]
    sign = signed(attitude)
    return Text(f"{sign} {words[0]}", f"{sign} {words[1]}")
