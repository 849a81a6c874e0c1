"""Small d20 fights the encounter tests share: a fighter, a monster, a fight of them, a run
of actions, a started fight with entered initiative."""

from __future__ import annotations

import random

from campaign_manager.systems.d20.encounter import act, new_encounter


def fighter(dex: int = 2, misc: int = 0, con: int = 14) -> dict:
    """Fighter 1: stamina 10 + Con modifier, wound points = Con."""
    return {
        "kind": "character",
        "classes": [{"class": "fighter", "levels": 1, "rolls": []}],
        "con": con,
        "dex_modifier": dex,
        "initiative_misc": misc,
    }


def monster(dex: int = 0, **extra) -> dict:
    sheet = {"kind": "monster", "hit_points": 10, "hit_dice": 2, "con": 12, "size": "medium"}
    return {**sheet, "dex_modifier": dex, **extra}


def fight(*people, settings=None, **options) -> dict:
    """people: (id, side, sheet[, hidden])."""
    combatants = [
        {
            "id": cid,
            "name": f"Name-{cid}",
            "side": side,
            "sheet": sheet,
            "hidden": bool(rest and rest[0]),
        }
        for cid, side, sheet, *rest in people
    ]
    return new_encounter(combatants, settings, **options)


def run(encounter: dict, *actions: dict, rng=None):
    """Apply ``actions`` in turn; the last outcome (with the final state)."""
    outcome = None
    for action in actions:
        outcome = act(encounter, action, rng)
        encounter = outcome.state
    return outcome


def started(*rolls: tuple[str, int], people=None, **kwargs) -> dict:
    """A running fight of the default trio with entered initiative d20s."""
    people = people or (
        ("pc", "pc", fighter(dex=2)),
        ("orc", "npc", monster(dex=0)),
        ("wolf", "npc", monster(dex=1)),
    )
    state = fight(*people, **kwargs)
    actions = [{"type": "initiative", "id": cid, "roll": die} for cid, die in rolls]
    return run(state, *actions, {"type": "start"}, rng=random.Random(5)).state
