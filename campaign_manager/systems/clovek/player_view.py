"""Člověk + Střety in the player view: the labels of its numbers, the names of the
conflicts in the stack and an example view."""

from __future__ import annotations

from campaign_manager.player_view.demo import band, combatant
from campaign_manager.player_view.parts import PlayerViewParts
from campaign_manager.systems.common import Text

#: labels of the PC numbers the Člověk public view carries (the banks, the body's parts)
NUMBER_LABELS = {
    "physical": Text(cs="Fyzická", en="Physical"),
    "social": Text(cs="Sociální", en="Social"),
    "mental": Text(cs="Mentální", en="Mental"),
    "torso": Text(cs="Trup", en="Torso"),
    "head": Text(cs="Hlava", en="Head"),
    "right_arm": Text(cs="Pravá ruka", en="Right arm"),
    "left_arm": Text(cs="Levá ruka", en="Left arm"),
    "right_leg": Text(cs="Pravá noha", en="Right leg"),
    "left_leg": Text(cs="Levá noha", en="Left leg"),
}

CONFLICT_KINDS = {
    "physical": Text(cs="Fyzický střet", en="Physical conflict"),
    "social_fast": Text(cs="Rychlý sociální střet", en="Fast social conflict"),
    "social_slow": Text(cs="Pomalý sociální střet", en="Slow social conflict"),
    "mental": Text(cs="Mentální střet", en="Mental conflict"),
}


def stack_label(kind: str, language: str) -> str | None:
    """A Střety conflict's name from the rules data (the GM may edit it), else ours; None
    for a kind that is no conflict's."""
    if not isinstance(kind, str) or kind not in CONFLICT_KINDS:
        return None
    try:
        from campaign_manager.systems.clovek.encounter_state import conflict_name

        return conflict_name(kind).get(language)
    except (ImportError, KeyError, OSError, ValueError):
        return CONFLICT_KINDS[kind].get(language)


def demo_view() -> dict:
    ok = band("ok", 0, "bez jizev", "unscarred")
    light = band("light", 1, "lehce zraněný", "lightly wounded")
    heavy = band("heavy", 2, "vážně zraněný", "badly wounded")
    critical = band("critical", 3, "kritický", "critical")
    return {
        "system": "clovek",
        "status": "running",
        "round": 1,
        "phase": "act",
        "current": "mira",
        "combatants": [
            combatant(
                "zdena",
                "Zdena",
                "pc",
                light,
                initiative=14,
                numbers={"banks": {"physical": 3, "social": 4, "mental": 2}},
            ),
            combatant("mira", "Míra", "pc", ok, [("Ochromený", 2)], initiative=11),
            combatant("hlidac", "Hlídač", "npc", heavy, initiative=9),
            combatant("pasak", "Pašerák", "npc", critical, initiative=6),
        ],
        "order": [
            {"id": "zdena", "bonus": False, "done": True},
            {"id": "mira", "bonus": False, "done": False},
            {"id": "hlidac", "bonus": False, "done": False},
            {"id": "pasak", "bonus": False, "done": False},
            {"id": "zdena", "bonus": True, "done": False},
            {"id": "hlidac", "bonus": True, "done": False},
        ],
        "next": "hlidac",
        "kind": "physical",
        "conflict": {"cs": "Fyzický střet", "en": "Physical conflict"},
        "stack": ["social_slow", "physical"],
    }


#: the system's ``player_view`` (read by the TV window and the web page alike)
PLAYER_VIEW = PlayerViewParts(
    number_labels=NUMBER_LABELS,
    stack_label=stack_label,
    demo_view=demo_view,
)
