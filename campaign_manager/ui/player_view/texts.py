"""The few words the player view paints around the public view's own data.

The TV's language is chosen for the table (``PlayerView.set_language``), independent of the
GM's interface language, and the public view already carries its band words in both
languages, so the view's own labels are bilingual texts too (the rules cores' ``Text``).
"""

from __future__ import annotations

from campaign_manager.systems.common import Text

ROUND = Text(cs="Kolo {n}", en="Round {n}")
TURN = Text(cs="Na tahu: {name}", en="Turn: {name}")
NEXT = Text(cs="Další: {name}", en="Next: {name}")
STARTING = Text(cs="Boj začíná", en="The fight begins")
FINISHED = Text(cs="Boj skončil", en="The fight is over")
DECLARE = Text(cs="Vyhlašování záměrů", en="Declaring intents")
RESOLVE = Text(cs="Vyhodnocení", en="Resolution")
INITIATIVE = Text(cs="Iniciativa", en="Initiative")
BONUS = Text(cs="bonusová akce", en="bonus action")
INTERRUPTED = Text(cs="přerušený", en="interrupted")
NO_INTENT = Text(cs="bez záměru", en="no intent")
STILL = Text(cs="ještě {rounds}", en="{rounds} to go")
PROGRESS = Text(cs="postup", en="progress")
SEPARATOR = " · "

#: a d20 combatant out of the order (delay) or waiting for its trigger (ready)
WAITING = {
    "delay": Text(cs="čeká", en="delaying"),
    "ready": Text(cs="připraven", en="readied"),
}

CONFLICT_KINDS = {
    "physical": Text(cs="Fyzický střet", en="Physical conflict"),
    "social_fast": Text(cs="Rychlý sociální střet", en="Fast social conflict"),
    "social_slow": Text(cs="Pomalý sociální střet", en="Slow social conflict"),
    "mental": Text(cs="Mentální střet", en="Mental conflict"),
}


def conflict_kind(kind: str, language: str) -> str:
    """A Střety conflict's name from the rules data (the GM may edit it), else ours."""
    try:
        from campaign_manager.systems.clovek.encounter_state import conflict_name

        return conflict_name(kind).get(language)
    except (ImportError, KeyError, OSError, ValueError):
        fallback = CONFLICT_KINDS.get(kind)
        return fallback.get(language) if fallback else str(kind)


#: labels of the PC numbers a system may show (an unknown key is shown as it is)
NUMBER_LABELS = {
    "stamina": Text(cs="Stamina", en="Stamina"),
    "wound_points": Text(cs="Zdraví", en="WP"),
    "wounds": Text(cs="Zdraví", en="WP"),
    "kondice": Text(cs="Kondice", en="Kondice"),
    "vydrz": Text(cs="Výdrž", en="Výdrž"),
    "penalty": Text(cs="Postih", en="Penalty"),
    "vule": Text(cs="Vůle", en="Vůle"),
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


def more(n: int, language: str) -> str:
    """ "+3 další" / "+3 more": combatants that did not fit on the screen."""
    if language.startswith("cs"):
        return f"+{n} další" if 1 <= n <= 4 else f"+{n} dalších"
    return f"+{n} more"


def rounds_left(n: int, language: str) -> str:
    if language.startswith("cs"):
        if n == 1:
            return "1 kolo"
        return f"{n} kola" if 2 <= n <= 4 else f"{n} kol"
    return "1 round" if n == 1 else f"{n} rounds"


def bilingual(value: object, language: str) -> str:
    """A text the public view gives either as {"cs", "en"} or as a plain string."""
    if isinstance(value, dict):
        text = value.get("cs" if language.startswith("cs") else "en") or value.get("en")
        return str(text) if text is not None else ""
    if isinstance(value, Text):
        return value.get(language)
    return "" if value is None else str(value)
