"""Dakara in the player view: the labels of its numbers and an example view."""

from __future__ import annotations

from campaign_manager.player_view.demo import band, combatant
from campaign_manager.player_view.parts import PlayerViewParts
from campaign_manager.systems.common import Text

#: labels of the PC numbers the Dakara public view carries
NUMBER_LABELS = {
    "kondice": Text(cs="Kondice", en="Kondice"),
    "vydrz": Text(cs="Výdrž", en="Výdrž"),
    "penalty": Text(cs="Postih", en="Penalty"),
    "vule": Text(cs="Vůle", en="Vůle"),
}


def _intent(action, cs, en, target, rounds=1, remaining=1) -> dict:
    return {
        "action": action,
        "name": {"cs": cs, "en": en},
        "target": target,
        "target_name": None,
        "rounds": rounds,
        "remaining": remaining,
    }


def demo_view() -> dict:
    fine = band("fine", 0, "v pořádku", "fine")
    minus1 = band("bruised", 1, "otlučený (−1)", "bruised (−1)")
    minus3 = band("wounded", 2, "zraněný (−3)", "wounded (−3)")
    out = band("out", 3, "vyřazený", "out")
    return {
        "system": "dakara",
        "status": "running",
        "round": 2,
        "phase": "declare",
        "current": None,
        "combatants": [
            combatant(
                "jarmila",
                "Jarmila",
                "pc",
                fine,
                intent=_intent("attack", "Útok", "Attack", "vudce"),
                numbers={"kondice": 14, "kondice_max": 14, "penalty": 0, "vydrz": [6, 8]},
            ),
            combatant(
                "ota",
                "Ota Kovář",
                "pc",
                minus1,
                [("Oslněný", 1)],
                intent=_intent("spell", "Kouzlení", "Casting", None, rounds=3, remaining=2),
                numbers={"kondice": 9, "kondice_max": 12, "penalty": -1, "vydrz": [3, 8]},
            ),
            combatant(
                "bandita",
                "Bandita s kuší",
                "npc",
                minus3,
                intent=_intent("shoot", "Střelba", "Shooting", "ota"),
            ),
            combatant("vudce", "Vůdce lapků", "npc", fine, intent=None),
            combatant("pes", "Pes", "npc", out, intent=None),
        ],
        "order": [],
    }


#: the system's ``player_view`` (read by the TV window and the web page alike)
PLAYER_VIEW = PlayerViewParts(
    number_labels=NUMBER_LABELS,
    demo_view=demo_view,
)
