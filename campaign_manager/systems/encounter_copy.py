"""The copy every action of a fight works on (pure Python, plain JSON).

A state act() returned is an :class:`ActedState`: it says so itself, so what an action does
depends on its arguments only (no record of earlier calls). It is plain JSON all through
and nobody changes it afterwards (one changed at its top level counts as a caller's own
from then on; its parts are to be read, not changed). Such a state is copied lazily: every
part but the combatants and their initiative records at once, each combatant's records when
the rules first read them (:class:`_CopyOnRead`), each check passes on it once
(:func:`check_once`), and a view of it the act and the tracker both want (what to ask now)
is worked out once (:func:`view_once`). The new state shares the records the action left
alone with the state before; the rules never change either afterwards, so a check of the
new state need look again only at the ids whose records are new
(:func:`fresh_since_checked`). Any other state (a caller's own, one read from the file, any
copy of an ActedState) is copied whole, as a JSON round trip would (:func:`plain_copy`),
and checked every time. A caller that holds the state an
act returned (the tracker's controller) keeps this knowledge by passing that very object
back; a caller that changes a state makes a new one.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any


class ActedState(dict):
    """A fight's state as act() returned it: plain JSON all through. Nobody changes it
    afterwards (the rules do not; a caller makes a new state): one that is changed at its
    top level anyway counts as a caller's own from then on (``known`` false). ``passed``:
    the checks it passed; ``views``: what views of it were worked out
    (:func:`view_once`). A copy (``dict(it)``, ``{**it}``, ``it.copy()``,
    ``copy.deepcopy``, pickle) is a plain dict, a caller's own."""

    __slots__ = ("fresh", "inherited", "known", "passed", "views")

    def __init__(self, state: dict, inherited: frozenset = frozenset(), fresh=None) -> None:
        super().__init__(state)
        self.known = True
        self.passed: set = set()
        self.views: dict = {}
        # the checks the state this one was made from had passed, and the ids whose record
        # in a part copied lazily (:data:`LAZY_PARTS`) is not that state's very object
        # (None: not known; every id is checked)
        self.inherited = inherited if fresh is not None else frozenset()
        self.fresh: frozenset | None = fresh

    def _changed(self) -> None:
        self.known = False
        self.passed.clear()
        self.views.clear()
        self.inherited = frozenset()
        self.fresh = None

    def __setitem__(self, key: Any, value: Any) -> None:
        self._changed()
        super().__setitem__(key, value)

    def __delitem__(self, key: Any) -> None:
        self._changed()
        super().__delitem__(key)

    def __ior__(self, other: Any) -> ActedState:
        self._changed()
        return super().__ior__(other)

    def update(self, *args: Any, **kwargs: Any) -> None:
        self._changed()
        super().update(*args, **kwargs)

    def pop(self, *args: Any) -> Any:
        self._changed()
        return super().pop(*args)

    def popitem(self) -> tuple:
        self._changed()
        return super().popitem()

    def setdefault(self, *args: Any) -> Any:
        self._changed()
        return super().setdefault(*args)

    def clear(self) -> None:
        self._changed()
        super().clear()

    def __reduce_ex__(self, protocol: Any) -> Any:
        return dict, (dict(self),)


def known(state: Any) -> bool:
    """Whether ``state`` is an :class:`ActedState` unchanged since act() returned it."""
    return type(state) is ActedState and state.known


def fresh_since_checked(check: Callable[[Any], Any], state: Any) -> frozenset | None:
    """The ids ``check`` must look at in ``state`` when it looks at each combatant's
    records in the lazily copied parts (:data:`LAZY_PARTS`) alone: those whose records are
    not the very objects of the state it was made from, which passed ``check`` (the rules
    never change a state act() returned). None: every id (any other state)."""
    if known(state) and check in state.inherited:
        return state.fresh
    return None


def check_once(check: Callable[[Any], Any], state: Any) -> None:
    """``check(state)`` (which raises for a damaged state), unless it passed on this very
    :class:`ActedState` before (any other state is checked every time). An act and the
    tracker's views of its new state (its rows, summary, detail, what to ask, the player
    view) so check it once, not each."""
    if not known(state):
        check(state)
    elif check not in state.passed:
        check(state)
        state.passed.add(check)


def view_once(view: Callable[[Any], Any], state: Any, work: Callable[[], Any] | None = None):
    """``view(state)``, a pure function of the state whose value is read and never
    changed, worked out once per :class:`ActedState` (any other state: every time). The act
    that made a state and the tracker's views of it so share it. ``work``: how to work it
    out when it is not yet (the same value, e.g. from the state before's: :func:`seen_view`)."""
    if not known(state):
        return view(state)
    value = state.views.get(view, _UNSEEN)
    if value is _UNSEEN:
        value = state.views[view] = view(state) if work is None else work()
    return value


def seen_view(view: Callable[[Any], Any], state: Any) -> Any:
    """What :func:`view_once` worked out of this very :class:`ActedState` (None: not yet,
    or any other state)."""
    return state.views.get(view) if known(state) else None


_UNSEEN = object()


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


def peek(records: dict, key: Any) -> Any:
    """Record ``key`` of ``records`` (a part of :data:`LAZY_PARTS`) for a look that changes
    nothing: not copied, so not taken as changed by the action (a plain dict's too)."""
    return dict.__getitem__(records, key)


# the parts of a state that are records by combatant id, copied one id at a time when read
LAZY_PARTS = ("combatants", "initiative")


def lazy_copy(encounter: dict) -> dict | None:
    """``encounter`` copied but its combatants and their initiative records
    (:data:`LAZY_PARTS`), which copy themselves when read; None when it is no
    :class:`ActedState` (:func:`plain_copy` it whole then)."""
    if not known(encounter):
        return None
    try:
        state = {}
        for key, value in encounter.items():
            if type(key) is not str:
                return None
            if key in LAZY_PARTS and type(value) is dict:
                state[key] = _CopyOnRead(value)
            else:
                state[key] = value if type(value) in _SCALARS else _plain(value)
        return state
    except (_NotPlain, RecursionError):
        return None


def as_acted(state: dict, encounter: dict) -> dict:
    """The handler's new ``state`` (worked out from ``encounter``) made plain again (its
    lazily copied parts dicts, not the copy-on-read ones): an :class:`ActedState` when
    they are plain JSON all through, so the next action may copy it lazily. It knows the
    ids whose records are new (:func:`fresh_since_checked`) where every lazy part stayed
    the copy-on-read one."""
    fresh: set | None = set()
    plain = True
    for key in LAZY_PARTS:
        part = state.get(key)
        if type(part) is _CopyOnRead:
            fresh.update(part.copied)  # ``given`` is within ``copied``
        elif key in state or key in encounter:
            fresh = None  # made anew, or taken out: not known by id
        if key == "combatants" or key in state:
            plain = _plain_part(state, key, encounter) and plain
    if not plain:
        return state
    if fresh is None:
        return ActedState(state)
    return ActedState(state, frozenset(encounter.passed), frozenset(fresh))


def _plain_part(state: dict, key: str, encounter: dict) -> bool:
    """``state[key]`` a dict again; whether it is plain JSON all through (its other parts
    are copied whole every time, and checked so)."""
    part = state.get(key)
    if type(part) is _CopyOnRead:
        source = encounter[key]
        plain = dict(dict.items(part))  # each id's record: the argument's or the handler's
        state[key] = plain
        # a record the handler read is a plain copy and the rules write plain values into
        # it (held so by the fuzz tests); a record it put in whole may come from an action
        given = [cid for cid in part.given if cid in plain]
        if not all(type(cid) is str for cid in given):
            return False
        return all(plain[cid] is source.get(cid) or _is_plain(plain[cid]) for cid in given)
    if type(part) is dict:
        return all(type(cid) is str and _is_plain(value) for cid, value in part.items())
    return key != "combatants" and _is_plain(part)


def _is_plain(value: Any) -> bool:
    """True when ``value`` is plain JSON all through (dicts with text keys, lists,
    scalars), without copying it."""
    kind = type(value)
    if kind is dict or kind is ActedState:
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
    if kind is dict or kind is ActedState:
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
