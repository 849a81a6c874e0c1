"""The d20 variant in the player view: the labels of its numbers and an example view."""

from __future__ import annotations

from campaign_manager.player_view.demo import band, combatant
from campaign_manager.player_view.parts import PlayerViewParts
from campaign_manager.systems.common import Text

#: labels of the PC numbers the d20 public view carries
NUMBER_LABELS = {
    "stamina": Text(cs="Stamina", en="Stamina"),
    "wound_points": Text(cs="Zdraví", en="WP"),
    "wounds": Text(cs="Zdraví", en="WP"),
}

UNHURT = band("unhurt", 0, "nezraněný", "unhurt")
HURT = band("hurt", 1, "zraněný", "hurt")
BLOODIED = band("bloodied", 2, "krvácí", "bloodied")
DOWN = band("down", 3, "padá", "down")
DYING = band("dying", 4, "umírá", "dying")


def demo_view() -> dict:
    return {
        "system": "d20",
        "status": "running",
        "round": 3,
        "phase": None,
        "current": "borek",
        "combatants": [
            combatant("vlk", "Šedý vlk", "npc", HURT, [("Omráčen", 1)], initiative=19),
            combatant(
                "borek",
                "Bořek",
                "pc",
                HURT,
                character_id="c1",
                initiative=17,
                numbers={"stamina": 12, "max_stamina": 28, "wounds": 14, "max_wounds": 14},
            ),
            combatant(
                "ela",
                "Ela ze Lhoty",
                "pc",
                UNHURT,
                [("Požehnání", 5)],
                initiative=15,
                numbers={"stamina": 20, "max_stamina": 20, "wounds": 10, "max_wounds": 10},
                waiting="ready",
                trigger="skřet vyleze",
            ),
            combatant(
                "skret1",
                "Skřet 1",
                "npc",
                BLOODIED,
                [("Ve strachu", 2), ("Zpomalen", 3)],
                initiative=12,
            ),
            combatant("skret2", "Skřet 2", "npc", DOWN, initiative=12),
            combatant("kapitan", "Kapitán stráže", "npc", UNHURT, initiative=9),
            combatant(
                "radim",
                "Radim",
                "pc",
                DYING,
                initiative=4,
                numbers={"stamina": 0, "max_stamina": 24, "wounds": -2, "max_wounds": 12},
                states=[{"key": "stable", "text": {"cs": "stabilizovaný", "en": "stable"}}],
            ),
        ],
        "next": "ela",
    }


def long_demo_view(count: int = 30) -> dict:
    view = demo_view()
    bands = [UNHURT, HURT, BLOODIED, DOWN, DYING]
    view["combatants"] += [
        combatant(f"str{i}", f"Stráž {i}", "npc", bands[i % 5], initiative=max(1, 20 - i % 20))
        for i in range(1, count - len(view["combatants"]) + 1)
    ]
    return view


#: the system's ``player_view`` (read by the TV window and the web page alike)
PLAYER_VIEW = PlayerViewParts(
    number_labels=NUMBER_LABELS,
    demo_view=demo_view,
)
