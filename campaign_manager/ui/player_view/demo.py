"""Example public views (the shape ``public_view(encounter)`` returns), for screenshots and
for trying the player view without a fight.

Each system's UI gives its own example (``SystemUI.demo_view``); this module asks the
registry for them and holds the pieces the examples are built of.
"""

from __future__ import annotations

from campaign_manager.systems import system_keys
from campaign_manager.ui.systems import system_ui


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
    return system_ui(key).player_demo_view()


def views() -> dict[str, dict]:
    """The example public view of every registered system that gives one, by key."""
    found = {key: view(key) for key in system_keys()}
    return {key: shown for key, shown in found.items() if shown is not None}
