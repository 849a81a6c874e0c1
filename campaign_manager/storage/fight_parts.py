"""A fight's state kept in parts, so a step writes what it changed and no more.

A running fight of 200 is a state of 200 sheets; a step (the next turn, a wound) changes a
few of them. The state is kept as rows of ``encounter_part``, one per part: each
top-level key of the state (``["round"]``, ``["initiative"]``) and each combatant
(``["combatants", "x5-3"]``; the combatants' record itself is the part ``["combatants"]``
holding ``{}``). A part's row holds its path as JSON text (``part``) and the JSON text
of what is there (``body``), as ``JSONField`` writes it (sorted keys, not escaped). The encounter's
``state`` column then holds only :func:`marker`: ``{"$parts": check}``, where ``check``
is the sum of the parts' hashes (:func:`moved` keeps it up to date from the parts a write
changes): two states are the same exactly when their checks are (an undo finds the fight
as its step left it, or refuses).

A state column that is not a marker holds the whole state, as before this schema (a fight
of an older file, one brought back by undoing its delete): it is read as it is, and the
first step splits it. Every other write lands in parts, through one change
(:class:`~campaign_manager.storage.changes.encounters.SetEncounterState`).

A state with its parts' texts (:class:`EncodedState`, :func:`encode_state`) is what a
step writes from: the parts equal to those of the step before keep their text.

Plain JSON and text only (no peewee): the read-only watch of a campaign file and the
server's player view read fights with it too.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from hashlib import blake2b
from typing import Any

#: the table of the parts
TABLE = "encounter_part"
#: the key of the state column's marker
MARK = "$parts"
#: checks are kept below this (a signed 64-bit integer on any database)
_MODULUS = 2**63


def dumps(value: Any) -> str:
    """JSON as the state is stored (``JSONField``: sorted keys, not escaped)."""
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def key_of(*path: str) -> str:
    """A part's key: its path as JSON text."""
    return json.dumps(list(path), ensure_ascii=False)


def marker(check: int) -> str:
    """The state column's text of a fight kept in parts whose check is ``check``."""
    return f'{{"{MARK}": {check}}}'


def check_of(value: Any) -> int | None:
    """The check a state column's value (decoded) names; None: it holds a whole state."""
    if type(value) is dict and len(value) == 1 and type(value.get(MARK)) is int:
        return value[MARK]
    return None


def check_of_text(text: Any) -> int | None:
    """:func:`check_of` of a state column's text (None: a whole state, or not JSON)."""
    if not isinstance(text, str | bytes) or MARK not in (
        text if isinstance(text, str) else text.decode("utf-8", "replace")
    ):
        return None
    try:
        return check_of(json.loads(text))
    except (ValueError, RecursionError):
        return None


def _hash(key: str, text: str) -> int:
    data = f"{key}\x00{text}".encode("utf-8", "surrogatepass")
    return int.from_bytes(blake2b(data, digest_size=8).digest(), "big")


def moved(check: int, old: dict[str, str | None], new: dict[str, str | None]) -> int:
    """The check of a fight whose parts ``old`` (their texts before; None: not there) are
    now ``new``, from its ``check`` before."""
    for key, text in old.items():
        if text is not None:
            check -= _hash(key, text)
    for key, text in new.items():
        if text is not None:
            check += _hash(key, text)
    return check % _MODULUS


def parts_of(state: dict) -> dict[str, str]:
    """Every part of ``state`` with its text."""
    parts: dict[str, str] = {}
    for name, value in state.items():
        if name == "combatants" and isinstance(value, dict):
            parts[key_of(name)] = "{}"
            for cid, record in value.items():
                parts[key_of(name, cid)] = dumps(record)
        else:
            parts[key_of(name)] = dumps(value)
    return parts


def splits(state: Any) -> bool:
    """Whether ``state`` can be kept in parts (a record of text keys, its combatants'
    too; a record the rules marked as theirs is one)."""
    if not isinstance(state, dict) or not all(type(key) is str for key in state):
        return False
    combatants = state.get("combatants")
    return not isinstance(combatants, dict) or all(type(key) is str for key in combatants)


def assemble(rows: Iterable[tuple[Any, Any]]) -> dict:
    """The state the parts ``rows`` (key, value texts) make; ValueError where a part is
    not JSON or does not fit (a combatant without its combatants' record)."""
    paths = []
    for key, text in rows:
        path = json.loads(key)
        if type(path) is not list or not 1 <= len(path) <= 2:
            raise ValueError(f"not a part's key: {key!r}")
        paths.append((tuple(path), text))
    paths.sort(key=lambda item: item[0])
    state: dict = {}
    for path, text in paths:
        value = json.loads(text)
        if len(path) == 1:
            state[path[0]] = value
        elif type(state.get(path[0])) is dict:
            state[path[0]][path[1]] = value
        else:
            raise ValueError(f"a part without its record: {path!r}")
    return state


def read_sql(param: str, quote: str = '""') -> str:
    """The statement reading a fight's parts (the encounter's id as ``param``)."""
    left, right = quote
    return f"SELECT part, body FROM {left}{TABLE}{right} WHERE encounter_id = {param}"


def whole_text(state_text: Any, parts: Callable[[], Iterable[tuple[Any, Any]]]) -> Any:
    """A fight's whole state as JSON text, from its state column's text and (where that
    is a marker) its parts, read by ``parts`` only then; None where the parts do not
    make a state."""
    if check_of_text(state_text) is None:
        return state_text
    try:
        return dumps(assemble(parts()))
    except (ValueError, TypeError, RecursionError):
        return None


# -- a state with its parts' texts ---------------------------------------------------------
@dataclass(frozen=True)
class EncodedState:
    """A fight's state and the text of each of its parts
    (:func:`parts_of`); ``base``: the parts of the
    state it was encoded from, as stored (None: not known, the step writes every part)."""

    state: dict
    parts: dict[str, str]
    base: dict[str, str] | None = None
    #: each combatant's part's key, by its id (made once)
    keys: dict[str, str] = field(default_factory=dict)


def _reused(texts: dict[str, str], key: str, old: Any, new: Any) -> str | None:
    text = texts.get(key)
    return text if text is not None and (old is new or old == new) else None


def encode_state(state: dict, previous: EncodedState | None = None) -> EncodedState:
    """``state`` with the text of each of its parts. A part equal to its value in
    ``previous`` (the state of the step before, as stored, not modified since) keeps its
    text from there: a step encodes only what it changed. (Equal is Python's equal: the
    rules never turn a number into an equal one of another type.) TypeError for a state
    that is not plain JSON of text keys."""
    if not splits(state):
        raise TypeError("a fight's state is a record of text keys")
    old_state = previous.state if previous is not None else {}
    old_parts = previous.parts if previous is not None else {}
    old_keys = previous.keys if previous is not None else {}
    parts: dict[str, str] = {}
    keys: dict[str, str] = {}
    for name, value in state.items():
        key = key_of(name)
        if name == "combatants" and isinstance(value, dict):
            parts[key] = "{}"
            before = old_state.get(name)
            if not isinstance(before, dict):
                before = {}
            for cid, record in value.items():
                inner = keys[cid] = old_keys.get(cid) or key_of(name, cid)
                parts[inner] = _reused(old_parts, inner, before.get(cid, _ABSENT), record) or (
                    dumps(record)
                )
        else:
            parts[key] = _reused(old_parts, key, old_state.get(name, _ABSENT), value) or (
                dumps(value)
            )
    base = previous.parts if previous is not None else None
    return EncodedState(state, parts, base, keys)


def changed_parts(encoded: EncodedState) -> dict[str, str | None]:
    """The parts ``encoded`` changes from its base (None: a part that goes)."""
    base = encoded.base or {}
    changed: dict[str, str | None] = {
        key: text
        for key, text in encoded.parts.items()
        if base.get(key) is not text and base.get(key) != text
    }
    changed.update((key, None) for key in base if key not in encoded.parts)
    return changed


#: no value (None is one)
_ABSENT = object()
