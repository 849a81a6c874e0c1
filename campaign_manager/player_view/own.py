"""What one player's own page receives: the shared payload plus their character and their
notebook.

:func:`player_payload` (:func:`common_payload`, the same for every player, and
:func:`own_part`, this player's) adds to the shared page payload (``page_model.page_payload``) the
``me`` the rules give for this player's character (their numbers, conditions, what they
can do now) with whether it is their turn or they are next, the reveals of their notebook,
and the words of the page's forms in the page's language. It is given only what this
player may see: nothing here looks at another character, a sheet or a GM's note.
"""

from __future__ import annotations

from dataclasses import dataclass

from campaign_manager.systems.common import Text

YOU_ARE_UP = Text(cs="Jsi na tahu", en="You are up")
YOU_ARE_NEXT = Text(cs="Jsi další", en="You are next")

#: the words of the "Your character" part and its forms, by the key the page reads them
FORM_TEXTS: dict[str, Text] = {
    "me": Text(cs="Tvoje postava", en="Your character"),
    "numbers": Text(cs="Hodnoty", en="Numbers"),
    "conditions": Text(cs="Stavy", en="Conditions"),
    "no_conditions": Text(cs="Žádné stavy", en="No conditions"),
    "not_in_fight": Text(
        cs="Tvoje postava teď v boji není.", en="Your character is not in the fight now."
    ),
    "your_initiative": Text(cs="Tvoje iniciativa", en="Your initiative"),
    "roll": Text(cs="Hozené číslo", en="Your roll"),
    "die_roll": Text(cs="Hozené číslo (1–20)", en="Your roll (1–20)"),
    "dice": Text(cs="Počet kostek", en="Number of dice"),
    "send": Text(cs="Poslat", en="Send"),
    "roll_for_me": Text(cs="Hoď za mě", en="Roll for me"),
    "action": Text(cs="Akce", en="Action"),
    "target": Text(cs="Cíl", en="Target"),
    "no_target": Text(cs="bez cíle", en="no target"),
    "choose_target": Text(cs="vyber cíl", en="choose a target"),
    "myself": Text(cs="moje postava", en="my character"),
    "rounds": Text(cs="Kolik kol (nepovinné)", en="Rounds (optional)"),
    "declare": Text(cs="Vyhlásit záměr", en="Declare intent"),
    "end_turn": Text(cs="Ukončit můj tah", en="End my turn"),
    "propose": Text(cs="Návrh pro Vypravěče", en="Propose to the GM"),
    "what": Text(cs="Co navrhuješ", en="What you propose"),
    "amount": Text(cs="Kolik", en="Amount"),
    "text": Text(cs="Upřesnění", en="Details"),
    "condition_text": Text(cs="Název stavu", en="The condition"),
    "note_text": Text(cs="Poznámka", en="Note"),
    "propose_send": Text(cs="Poslat návrh", en="Send the proposal"),
    "sent": Text(cs="Odesláno Vypravěči…", en="Sent to the GM…"),
    "answers": Text(cs="Odpovědi Vypravěče", en="The GM's answers"),
    "unanswered": Text(
        cs="Spojení se přerušilo; odpověď nedorazila.",
        en="The connection dropped; no answer came.",
    ),
    "accepted": Text(cs="Přijato", en="Accepted"),
    "refused": Text(cs="Zamítnuto", en="Refused"),
    "offline": Text(
        cs="Nejsi připojen; žádost nelze poslat.", en="Not connected; the request cannot be sent."
    ),
    "notebook": Text(cs="Zápisník", en="Notebook"),
    "notebook_empty": Text(
        cs="Vypravěč ti zatím nic neukázal.", en="The GM has not shown you anything yet."
    ),
    "for_everyone": Text(cs="pro všechny", en="for everyone"),
    "for_you": Text(cs="jen pro tebe", en="only for you"),
    "reveal_image": Text(cs="Obrázek: {title}", en="Picture: {title}"),
}

#: the proposals' names, in the order the form offers them
PROPOSALS: dict[str, Text] = {
    "damage_taken": Text(cs="Utržené zranění", en="Damage taken"),
    "damage_dealt": Text(cs="Způsobené zranění", en="Damage dealt"),
    "heal": Text(cs="Léčení", en="Healing"),
    "condition": Text(cs="Stav", en="A condition"),
    "note": Text(cs="Poznámka pro Vypravěče", en="A note for the GM"),
}


def _language(language: str) -> str:
    return "cs" if str(language).startswith("cs") else "en"


@dataclass(frozen=True)
class ViewIndex:
    """What every player's own part reads of one public view, worked out once for all of
    them (:func:`index_view`): each combatant as a proposal's target (with its id as the
    view has it), and the combatants' ids by the character each stands for."""

    running: bool
    current: object
    next: object
    targets: tuple[tuple[object, dict], ...]
    by_character: dict[str, frozenset]


def index_view(view: dict | None) -> ViewIndex:
    """The :class:`ViewIndex` of ``view`` (the public view; None: no fight)."""
    records = view.get("combatants") if isinstance(view, dict) else None
    targets = []
    by_character: dict[str, set] = {}
    for record in records or ():
        if not isinstance(record, dict):
            continue
        if record.get("id") is not None:
            entry = {"id": str(record["id"]), "name": str(record.get("name", ""))}
            targets.append((record["id"], entry))
        if record.get("character_id") is not None:
            by_character.setdefault(str(record["character_id"]), set()).add(record.get("id"))
    running = isinstance(view, dict) and view.get("status") == "running"
    return ViewIndex(
        running,
        view.get("current") if running else None,
        view.get("next") if running else None,
        tuple(targets),
        {key: frozenset(ids) for key, ids in by_character.items()},
    )


def _turn(index: ViewIndex, character_id: str, me: dict) -> str | None:
    """ "now" when the current combatant is this character's, "next" when the next one
    is, else None (also when no fight runs)."""
    if not index.running:
        return None
    own = {me.get("combatant")} - {None}
    own |= index.by_character.get(character_id, frozenset())
    if index.current is not None and index.current in own:
        return "now"
    if index.next is not None and index.next in own:
        return "next"
    return None


def _targets(index: ViewIndex, own: str | None) -> list[dict]:
    """Every other combatant the public view shows, by its id and the name the page
    shows (a proposal's target; one's own character is the form's own choice)."""
    return [entry for raw, entry in index.targets if raw != own]


def common_payload(base: dict, language: str) -> dict:
    """The part of every player's payload that is the same for every player: ``base``
    (the shared payload) plus the words of the page's forms in ``language`` (a blanked
    view stays blank). Worked out (and written as JSON) once for every key."""
    if base.get("mode") == "blank":
        return dict(base)
    lang = _language(language)
    texts = dict(base.get("texts") or {})
    texts.update({key: text.get(lang) for key, text in FORM_TEXTS.items()})
    return {
        **base,
        "texts": texts,
        "proposals": [{"key": key, "label": text.get(lang)} for key, text in PROPOSALS.items()],
    }


def own_part(
    base: dict,
    view: dict | None,
    character_id: str,
    me: dict | None,
    notebook: list[dict],
    language: str,
    index: ViewIndex | None = None,
) -> dict:
    """What only ``character_id``'s page gets besides :func:`common_payload`: ``me`` (None
    when the character is not in the running fight) with ``turn`` ("now" / "next" / None)
    and ``turn_text``, and ``notebook``; nothing when ``base`` is blanked. ``index`` is
    :func:`index_view` of ``view`` (given: worked out once for every player)."""
    if base.get("mode") == "blank":
        return {}
    lang = _language(language)
    own = None
    if isinstance(me, dict):
        index = index if index is not None else index_view(view)
        turn = _turn(index, str(character_id), me)
        words = {"now": YOU_ARE_UP, "next": YOU_ARE_NEXT}
        own = {
            **me,
            "turn": turn,
            "turn_text": words[turn].get(lang) if turn else None,
        }
        if "targets" not in own:
            own["targets"] = _targets(index, me.get("combatant"))
    return {"me": own, "notebook": list(notebook)}


def player_payload(
    base: dict,
    view: dict | None,
    character_id: str,
    me: dict | None,
    notebook: list[dict],
    language: str,
) -> dict:
    """The payload of the page of ``character_id``'s player: ``base`` (the shared
    payload) plus ``me`` (None when the character is not in the running fight) with
    ``turn`` ("now" / "next" / None) and ``turn_text``, plus ``notebook`` and the words of
    the page's forms. A blanked view stays blank: nothing of the player's is added.
    :func:`common_payload` and :func:`own_part` together (a server splices them)."""
    return {
        **common_payload(base, language),
        **own_part(base, view, character_id, me, notebook, language),
    }
