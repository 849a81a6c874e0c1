"""Helpers for tests about plain JSON-like data (dicts and lists)."""

from __future__ import annotations


def containers(value, found=None) -> list:
    """Every dict and list inside ``value`` (itself included), depth first."""
    found = [] if found is None else found
    if isinstance(value, dict | list):
        found.append(value)
        for item in value.values() if isinstance(value, dict) else value:
            containers(item, found)
    return found
