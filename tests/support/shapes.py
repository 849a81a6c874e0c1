"""Helpers for tests about plain JSON-like data (dicts and lists)."""

from __future__ import annotations

import json


def containers(value, found=None) -> list:
    """Every dict and list inside ``value`` (itself included), depth first."""
    found = [] if found is None else found
    if isinstance(value, dict | list):
        found.append(value)
        for item in value.values() if isinstance(value, dict) else value:
            containers(item, found)
    return found


def assert_copy_shares_nothing(validate, sheet) -> None:
    """``validate(copy of sheet)`` shares no dict or list with what it was given: editing
    every part of the result leaves the given sheet as it was."""
    given = json.loads(json.dumps(sheet))
    before = json.dumps(given, sort_keys=True)
    valid = validate(given)
    assert {id(c) for c in containers(valid)}.isdisjoint(id(c) for c in containers(given))
    for container in containers(valid):
        if isinstance(container, dict):
            container["touched"] = True
        else:
            container.append("touched")
    assert json.dumps(given, sort_keys=True) == before
