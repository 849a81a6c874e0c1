"""The fourth system in the player view: the label of its number and an example view."""

from campaign_manager.player_view.demo import band, combatant
from campaign_manager.player_view.parts import PlayerViewParts
from campaign_manager.systems.common import Text

#: labels of the PC numbers its public view carries
NUMBER_LABELS = {"might": Text(cs="Síla", en="Might")}


def demo_view() -> dict:
    return {
        "system": "ctvrty",
        "status": "running",
        "round": 1,
        "phase": None,
        "current": "a",
        "combatants": [
            combatant("a", "Aloisie", "pc", band("unhurt", 0, "nezraněný", "unhurt")),
            combatant("z", "Zlobr", "npc", band("hurt", 1, "zraněný", "hurt")),
        ],
        "next": "z",
    }


PLAYER_VIEW = PlayerViewParts(number_labels=NUMBER_LABELS, demo_view=demo_view)
