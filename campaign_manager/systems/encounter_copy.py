"""The copy every action of a fight works on (pure Python, plain JSON).

A state act() returned (plain JSON all through; the rules never change it afterwards) is
copied lazily: every part but the combatants at once, each combatant when the rules first
read it (:class:`_CopyOnRead`). The new state shares the combatants the action left alone
with the state before; the rules never change either afterwards. Any other state is copied
whole, as a JSON round trip would (:func:`plain_copy`). The lazy copy is read from the
state as it is then, so nothing is stale; what it does not do is look for a value JSON
cannot hold put in place (by a caller) into a combatant the action does not read: callers
give a new state, as the tracker's controller does, rather than change one in place.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

_PRODUCED: dict[int, dict] = {}  # id → a state dispatch returned, plain JSON all through
_KEEP = 8  # the latest returned or acted on; held, so no other object takes their ids


def _is_produced(state: Any) -> bool:
    """Whether ``state`` is one dispatch returned (plain JSON all through)."""
    key = id(state)
    if _PRODUCED.get(key) is not state:
        return False
    _PRODUCED.pop(key, None)
    _PRODUCED[key] = state  # acted on again: kept the longest
    return True


def _remember(state: dict) -> None:
    _PRODUCED.pop(id(state), None)
    _PRODUCED[id(state)] = state
    while len(_PRODUCED) > _KEEP:
        gone = next(iter(_PRODUCED))
        del _PRODUCED[gone]
        _PASSED.pop(gone, None)


_PASSED: dict[int, set] = {}  # id of a known state → the checks it passed


def check_once(check: Callable[[Any], Any], state: Any) -> None:
    """``check(state)`` (which raises for a damaged state), unless it passed on this very
    state before: a state act() returned, which nothing changes afterwards (a state a
    caller made, or changed, is checked every time). An act and the tracker's views of its new state (its
    rows, summary, detail, what to ask, the player view) so check it once, not each."""
    key = id(state)
    if _PRODUCED.get(key) is not state:
        check(state)
        return
    passed = _PASSED.setdefault(key, set())
    if check not in passed:
        check(state)
        passed.add(check)


class _CopyOnRead(dict):
    """The combatants of a state a handler works on: each record is a plain copy of the
    argument's from the first time it is read (by key, ``get``, ``values``, ``items``,
    ``pop``...). Iterating gives the ids; ``{**it}`` and ``dict(it)`` read by key."""

    __slots__ = ("copied", "given")

    def __init__(self, source: dict) -> None:
        super().__init__(source)
        self.copied: set = set()  # the ids whose record is a copy by now
        self.given: set = set()  # the ids the handler put a record of its own under

    def _own(self, key: Any) -> Any:
        value = dict.__getitem__(self, key)
        if key not in self.copied:
            self.copied.add(key)
            value = plain_copy(value)
            dict.__setitem__(self, key, value)
        return value

    def __getitem__(self, key: Any) -> Any:
        return self._own(key)

    def get(self, key: Any, default: Any = None) -> Any:
        return self._own(key) if dict.__contains__(self, key) else default

    def values(self):
        return [self._own(key) for key in dict.keys(self)]

    def items(self):
        return [(key, self._own(key)) for key in dict.keys(self)]

    def __setitem__(self, key: Any, value: Any) -> None:
        self.copied.add(key)
        self.given.add(key)
        dict.__setitem__(self, key, value)

    def setdefault(self, key: Any, default: Any = None) -> Any:
        if dict.__contains__(self, key):
            return self._own(key)
        self[key] = default
        return default

    def pop(self, key: Any, *default: Any) -> Any:
        if dict.__contains__(self, key):
            value = self._own(key)
            dict.__delitem__(self, key)
            return value
        return dict.pop(self, key, *default)

    def popitem(self) -> tuple:
        key = next(reversed(dict.keys(self)))
        return key, self.pop(key)

    def update(self, *others: Any, **more: Any) -> None:
        for key, value in dict(*others, **more).items():
            self[key] = value

    def __iter__(self):  # not dict's own: so ``{**it}``, ``dict(it)`` read by key
        return iter(list(dict.keys(self)))

    def copy(self) -> dict:
        return {key: self._own(key) for key in dict.keys(self)}

    def __or__(self, other: Any) -> dict:
        return {**self.copy(), **other}

    def __ror__(self, other: Any) -> dict:
        return {**other, **self.copy()}

    def __reduce_ex__(self, protocol: Any) -> Any:
        return dict, (self.copy(),)

    def __ior__(self, other: Any):  # ``|=`` changes it in place, as a dict's does
        self.update(other)
        return self


def lazy_copy(encounter: dict) -> dict | None:
    """``encounter`` copied but its combatants, which copy themselves when read; None when
    it is not a state known to be plain JSON all through (:func:`plain_copy` it whole then)."""
    if not _is_produced(encounter):
        return None
    try:
        state = {}
        for key, value in encounter.items():
            if type(key) is not str:
                return None
            if key == "combatants" and type(value) is dict:
                state[key] = _CopyOnRead(value)
            else:
                state[key] = value if type(value) in _SCALARS else _plain(value)
        return state
    except (_NotPlain, RecursionError):
        return None


def settle(state: dict, encounter: dict) -> None:
    """The handler's new ``state`` made plain again (its combatants a dict, not the
    copy-on-read one), and remembered when its combatants are plain JSON all through, so
    the next action may copy it lazily."""
    if _plain_combatants(state, encounter):
        _remember(state)


def _plain_combatants(state: dict, encounter: dict) -> bool:
    """``state``'s combatants a dict again; whether they are plain JSON all through (its
    other parts are copied whole every time, and checked so)."""
    combatants = state.get("combatants")
    if type(combatants) is _CopyOnRead:
        source = encounter["combatants"]
        plain = dict(dict.items(combatants))  # each id's record: the argument's or the handler's
        state["combatants"] = plain
        # a record the handler read is a plain copy and the rules write plain values into
        # it (held so by the fuzz tests); a record it put in whole may come from an action
        given = [key for key in combatants.given if key in plain]
        if not all(type(key) is str for key in given):
            return False
        return all(plain[key] is source.get(key) or _is_plain(plain[key]) for key in given)
    if type(combatants) is dict:
        return all(type(key) is str and _is_plain(value) for key, value in combatants.items())
    return False


def _is_plain(value: Any) -> bool:
    """True when ``value`` is plain JSON all through (dicts with text keys, lists,
    scalars), without copying it."""
    kind = type(value)
    if kind is dict:
        for key, item in value.items():
            if type(key) is not str or (type(item) not in _SCALARS and not _is_plain(item)):
                return False
        return True
    if kind is list:
        return all(type(item) in _SCALARS or _is_plain(item) for item in value)
    return kind in _SCALARS


class _NotPlain(Exception):
    pass


_SCALARS = frozenset({str, int, float, bool, type(None)})


def _plain(value: Any) -> Any:
    """A new container of ``value``'s kind: copied whole at once (``dict.copy``), then each
    dict or list inside replaced by its own copy; scalars are kept, being immutable."""
    kind = type(value)
    if kind is dict:
        new = value.copy()
        for key, item in new.items():
            if type(key) is not str:
                raise _NotPlain
            if type(item) not in _SCALARS:
                new[key] = _plain(item)  # the same key: the dict keeps its size
        return new
    if kind is list:
        new = value.copy()
        for number, item in enumerate(new):
            if type(item) not in _SCALARS:
                new[number] = _plain(item)
        return new
    if kind in _SCALARS:
        return value
    raise _NotPlain


def plain_copy(value: Any) -> Any:
    """``json.loads(json.dumps(value))`` without the text in between: new dicts and lists
    all the way down (nothing shared with ``value`` but strings, numbers, booleans and
    None), in a third of its time. A value that is not plain JSON already (a tuple, a key that
    is not a string, another type) goes the JSON way, so it is normalised or refused as
    JSON would."""
    try:
        return _plain(value)
    except (_NotPlain, RecursionError):  # RecursionError: a loop, which JSON refuses
        return json.loads(json.dumps(value))


def is_plain_json(state: Any) -> bool:
    """True when ``state`` survives a JSON round trip unchanged (a test helper too)."""
    return json.loads(json.dumps(state)) == state
