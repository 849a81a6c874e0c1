"""What an edit changed in a JSON value (a sheet), by key path, and merging that into the
value as the file holds it now.

An edit made on a copy (the fight's copy of a sheet, the sheet editor's) is stored as a
patch: the key paths it changed with their old and new values. Applied to the sheet as
the file holds it, it changes those paths only, so an edit made elsewhere meanwhile (the
Character area, another fight, an import) stays. Records are compared key by key; any
other value (a list, a number, a text) is one value, replaced whole.

A patch is plain JSON: a list of ``{"path": [...], "old": ..., "new": ...}``, where a
missing ``old`` means the key was not there and a missing ``new`` that it is removed.
"""

from __future__ import annotations

import copy
from typing import Any

#: no value at a path (None is a value)
MISSING: Any = type("Missing", (), {"__repr__": lambda self: "MISSING"})()


def diff(old: Any, new: Any, path: tuple = ()) -> list[dict]:
    """The patch that turns ``old`` into ``new``."""
    if type(old) is dict and type(new) is dict:
        entries: list[dict] = []
        for key in old:
            if key not in new:
                entries.append({"path": [*path, key], "old": old[key]})
            elif old[key] != new[key]:
                entries.extend(diff(old[key], new[key], (*path, key)))
        for key in new:
            if key not in old:
                entries.append({"path": [*path, key], "new": new[key]})
        return entries
    if old == new and type(old) is type(new):
        return []
    return [{"path": list(path), "old": old, "new": new}]


def value_at(document: Any, path: list) -> Any:
    """The value at ``path`` in ``document``, or MISSING."""
    for key in path:
        if type(document) is not dict or key not in document:
            return MISSING
        document = document[key]
    return document


def apply(document: Any, patch: list[dict], side: str = "new") -> Any:
    """``document`` with every path of ``patch`` set to its ``side`` value ("new" to do,
    "old" to undo); a new value (``document`` is not changed). Missing records on the way
    are made; a path whose value is MISSING is removed."""
    result = copy.deepcopy(document)
    for entry in patch:
        path = entry["path"]
        value = entry.get(side, MISSING)
        if not path:
            result = None if value is MISSING else copy.deepcopy(value)
            continue
        if type(result) is not dict:
            result = {}
        parent = result
        for key in path[:-1]:
            if type(parent.get(key)) is not dict:
                parent[key] = {}
            parent = parent[key]
        if value is MISSING:
            parent.pop(path[-1], None)
        else:
            parent[path[-1]] = copy.deepcopy(value)
    return result


def values_of(document: Any, patch: list[dict]) -> list[dict]:
    """The patch's paths with ``document``'s values as their ``old`` (what undo puts back)
    and the patch's own ``new``."""
    entries = []
    for entry in patch:
        found = value_at(document, entry["path"])
        kept = {"path": entry["path"]}
        if found is not MISSING:
            kept["old"] = copy.deepcopy(found)
        if "new" in entry:
            kept["new"] = entry["new"]
        entries.append(kept)
    return entries


def holds(document: Any, patch: list[dict], side: str = "new") -> bool:
    """True when every path of ``patch`` holds its ``side`` value in ``document``."""
    return all(
        _same(value_at(document, entry["path"]), entry.get(side, MISSING)) for entry in patch
    )


def _same(a: Any, b: Any) -> bool:
    if a is MISSING or b is MISSING:
        return a is b
    return a == b and type(a) is type(b)
