"""Real fights of each system with two players' characters, a visible NPC and a hidden one,
for the tests of what a player sees and asks from their page (``player_side``).

Bořek (roster character 1) and Ela (roster character 2, given as text) are PCs; Stráž is
a visible NPC; the hidden NPC's name starts with "Qz" so a test sees at once that it
leaked. Every sheet is a real one of the system; each system's fight is made with its own
``new_encounter``."""

from __future__ import annotations

import json

from campaign_manager.systems import get_encounter, get_system

KEYS = ("d20", "clovek", "dakara")
HIDDEN_NAME = "Qzskryty Vrah"
BOREK, ELA = "1", "2"


def _sheets(key: str) -> dict[str, dict]:
    system = get_system(key)
    if key == "d20":
        pc = {
            "kind": "character",
            "classes": [{"class": "fighter", "levels": 1, "rolls": []}],
            "con": 14,
            "dex_modifier": 2,
            "initiative_misc": 0,
        }
        npc = {
            "kind": "monster",
            "hit_points": 10,
            "hit_dice": 2,
            "con": 12,
            "size": "medium",
            "dex_modifier": 0,
        }
        ela = {**pc, "con": 12, "dex_modifier": 1}
        return {"borek": pc, "ela": ela, "straz": npc, "vrah": npc}
    if key == "clovek":
        sheets = {}
        for cid, attributes in (
            ("borek", {"vyrovnanost": 3, "inteligence": 3}),
            ("ela", {"vyrovnanost": 1, "inteligence": 2, "obratnost": 3}),
            ("straz", {"vyrovnanost": 2}),
            ("vrah", {"vyrovnanost": 4}),
        ):
            sheet = system.new_sheet()
            sheet["attributes"].update(attributes)
            sheets[cid] = system.validate_sheet(sheet)
        return sheets
    sheet = system.new_sheet()
    sheet["skills"]["Boj zblízka"] = {"rating": 3}
    sheet["skills"]["Fyzická zdatnost"] = {"rating": 1, "specialisations": {"Výdrž": 2}}
    sheet = system.validate_sheet(sheet)
    return dict.fromkeys(("borek", "ela", "straz", "vrah"), sheet)


def cast(key: str) -> list[dict]:
    sheets = _sheets(key)
    return [
        {"id": "borek", "name": "Bořek", "side": "pc", "sheet": sheets["borek"], "character_id": 1},
        {"id": "ela", "name": "Ela", "side": "pc", "sheet": sheets["ela"], "character_id": ELA,
         "gender": "f"},
        {"id": "straz", "name": "Stráž", "side": "npc", "sheet": sheets["straz"]},
        {"id": "vrah", "name": HIDDEN_NAME, "side": "npc", "sheet": sheets["vrah"], "hidden": True},
    ]  # fmt: skip


def new_fight(key: str, **options) -> dict:
    return get_encounter(key).new_encounter(cast(key), **options)


def run(key: str, state: dict, *actions: dict, rng=None) -> dict:
    act = get_encounter(key).act
    for action in actions:
        state = act(state, action, rng).state
    return state


def frozen(state: dict) -> str:
    """The state as text, to see it unchanged."""
    return json.dumps(state, sort_keys=True, ensure_ascii=False)
