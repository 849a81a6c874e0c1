"""The few words the player view paints around the public view's own data.

The TV's language is chosen for the table (``PlayerView.set_language``), independent of the
GM's interface language, and the public view already carries its band words in both
languages, so the view's own labels are bilingual texts too (the rules cores' ``Text``).
"""

from __future__ import annotations

from campaign_manager.player_view.parts import player_view_parts
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

#: a combatant out of the order (delay) or waiting for its trigger (ready)
WAITING = {
    "delay": Text(cs="čeká", en="delaying"),
    "ready": Text(cs="připraven", en="readied"),
}


def number_labels(system: object) -> dict[str, Text]:
    """Labels of the PC numbers the system's public view carries (the system's
    ``player_view`` gives them); an unknown key is shown as it is."""
    parts = player_view_parts(system)
    return dict(parts.number_labels) if parts is not None else {}


def stack_label(system: object, kind: str, language: str) -> str | None:
    """The name of a conflict kind in the public view's ``stack``, as the system gives it;
    None when it gives none (the kind is shown as it is)."""
    parts = player_view_parts(system)
    if parts is None or parts.stack_label is None:
        return None
    return parts.stack_label(kind, language)


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


# -- the ``serve-player-view`` command's words (to its terminal, in the page's language) ----
PASSWORD_PROMPT = Text(cs="Heslo k serveru {where}: ", en="Password for the server of {where}: ")
PASSWORD_NEEDED = Text(
    cs="Server {where} chce heslo. Dejte ho do proměnné prostředí PGPASSWORD (nebo do "
    "souboru ~/.pgpass), nebo spusťte příkaz v terminálu: zeptá se na ně.",
    en="The server of {where} wants a password. Give it in the PGPASSWORD environment "
    "variable (or the ~/.pgpass file), or run the command in a terminal: it asks for it.",
)
PASSWORD_WRONG = Text(
    cs="Server {where} heslo nepřijal: {detail}",
    en="The server of {where} refused the password: {detail}",
)
CANNOT_SERVE = Text(cs="Nelze zobrazit {where}: {detail}", en="Cannot serve {where}: {detail}")
CANNOT_LISTEN = Text(
    cs="Nelze naslouchat na {hosts}: {detail}", en="Cannot listen on {hosts}: {detail}"
)
UNREADABLE_FIGHT = Text(
    cs="Běžící boj nelze zobrazit: {detail}", en="The running fight cannot be shown: {detail}"
)
