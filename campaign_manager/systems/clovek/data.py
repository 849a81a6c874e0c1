"""Rules data of Člověk + Střety, read from resources/rules/clovek/*.json (GM-editable)."""

from __future__ import annotations

from functools import cache
from typing import Any

from campaign_manager.systems.common import Text, load_json


@cache
def rules(name: str) -> dict[str, Any]:
    """One data file (``character``, ``scars``, ``social``, ``conflict``), cached."""
    return load_json("rules", "clovek", f"{name}.json")


def text(entry: dict[str, str] | None) -> Text:
    """A ``{"cs": ..., "en": ...}`` entry as a Text (missing → empty)."""
    entry = entry or {}
    return Text(cs=entry.get("cs", ""), en=entry.get("en", ""))
