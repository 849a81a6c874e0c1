"""The fourth system's UI: a one-widget sheet editor, its player-view words and demo."""

from campaign_manager.systems.common import Text
from campaign_manager.ui.systems import SystemUI

#: labels of the PC numbers its public view carries
NUMBER_LABELS = {"might": Text(cs="Síla", en="Might")}


def demo_view() -> dict:
    from campaign_manager.ui.player_view.demo import band, combatant

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


UI = SystemUI(
    key="ctvrty",
    editor="fourth_system.ui.editor:MightEditor",
    description=lambda: "Two numbers, might and luck; a fight takes might away.",
    number_labels="fourth_system.ui:NUMBER_LABELS",
    demo_view="fourth_system.ui:demo_view",
)
