"""Example public views (the shape ``public_view(encounter)`` returns), for screenshots and
for trying the player view without a fight.

Each system gives its own example (its ``player_view.demo_view``); this module asks the
registry for them and holds the pieces the examples are built of.
"""

from __future__ import annotations

from campaign_manager.player_view.parts import player_view_parts
from campaign_manager.systems import system_keys


def band(key: str, level: int | None, cs: str, en: str) -> dict:
    """A band (how hurt a combatant looks) as a public view carries it."""
    return {"band": key, "band_level": level, "band_text": {"cs": cs, "en": en}}


def combatant(cid, name, side, band, conditions=(), **extra) -> dict:
    """A visible combatant of a public view; ``conditions`` are (name, rounds left)."""
    return {
        "id": cid,
        "name": name,
        "side": side,
        "character_id": extra.pop("character_id", None),
        **band,
        "conditions": [{"name": n, "remaining": r} for n, r in conditions],
        **extra,
    }


def view(key: str) -> dict | None:
    """The example public view of the rule system ``key`` (None: it gives none)."""
    parts = player_view_parts(key)
    return parts.demo_view() if parts is not None and parts.demo_view is not None else None


def views() -> dict[str, dict]:
    """The example public view of every registered system that gives one, by key."""
    found = {key: view(key) for key in system_keys()}
    return {key: shown for key, shown in found.items() if shown is not None}
