"""The checks of a fight's shared data, in words: combatant fields, conditions, aliases,
what the player view shows, and the state's shape (every act and public view checks it
first). Pure Python; :mod:`encounter_common` builds on it."""

from __future__ import annotations

import copy
from typing import Any

from campaign_manager.systems.common import (
    MAX_NAME,
    RuleError,
    Text,
    check_name,
    kind_of,
    shown,
)
from campaign_manager.systems.encounter_copy import check_once, fresh_since_checked

SIDES = ("pc", "npc")
PC_VIEW = ("numbers", "band", "nothing")
NPC_VIEW = ("band", "nothing")
DEFAULT_VIEW = {"pc": "band", "npc": "band", "initiative": False, "secret_conditions": []}
DEFAULT_OPTIONS = {"reveal_on_act": False}
#: longest a condition may last, in rounds (a GM who needs more writes a note)
MAX_ROUNDS = 10_000


def refuse(cs: str, en: str, code: str = "rule") -> RuleError:
    return RuleError(Text(cs=cs, en=en), code)


STATUSES = ("prepared", "running", "finished")
VIEW_KEYS = ("pc", "npc", "initiative", "secret_conditions")
#: longest id of a combatant, and longest name of a condition
MAX_ID = 64
MAX_CONDITION_NAME = 80
_ID = Text(cs="Id účastníka", en="The combatant's id")
_NAME = Text(cs="Jméno účastníka", en="The combatant's name")
_ALIAS = Text(cs="Krycí jméno", en="The alias")
_CONDITION = Text(cs="Název stavu", en="A condition's name")
_SECRET = Text(cs="Název tajného stavu", en="A secret condition's name")


def check_flag(value: Any, key: str) -> bool:
    """A yes/no field of an action or a record: only true or false (not 1, "yes", None)."""
    if not isinstance(value, bool):
        kind = kind_of(value)
        raise refuse(
            f"„{key}“ je ano/ne (true/false), ne {kind.cs}.",
            f"'{key}' is true or false, not {kind.en}.",
            "input",
        )
    return value


# -- combatants ---------------------------------------------------------------------------
def check_condition(raw: Any, who: str = "") -> dict:
    """A condition record as a combatant carries it: ``{"name", "remaining", "secret"?, ...}``
    (a system's own keys are kept); RuleError saying what is wrong otherwise."""
    prefix_cs = f"{who}: " if who else ""
    if not isinstance(raw, dict):
        raise refuse(
            f"{prefix_cs}stav je záznam s názvem a trváním, ne {kind_of(raw).cs}.",
            f"{prefix_cs}a condition is a record with a name and a duration, not "
            f"{kind_of(raw).en}.",
            "input",
        )
    entry = copy.deepcopy(raw)
    entry["name"] = check_name(raw.get("name"), _CONDITION, MAX_CONDITION_NAME)
    entry["remaining"] = check_rounds(raw.get("remaining"))
    if "secret" in raw:
        check_flag(raw["secret"], "secret")
    return entry


def check_alias(value: Any) -> str | None:
    """An NPC's alias (the name the players see): text, or None / an empty or blank text
    for none. Anything else is refused: an alias that silently cleared would put the real
    name on the players' screen."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    return check_name(value, _ALIAS)


def _view_not_a_record(view: Any) -> RuleError:
    return refuse(
        "Nastavení hráčského pohledu je záznam (pc, npc, initiative, secret_conditions), "
        f"ne {kind_of(view).cs}.",
        "The player view's settings are a record (pc, npc, initiative, secret_conditions), "
        f"not {kind_of(view).en}.",
        "input",
    )


def check_view(view: Any) -> dict:
    """What the player view shows, checked: ``pc`` "numbers" | "band" | "nothing", ``npc``
    "band" | "nothing", ``initiative`` true/false, ``secret_conditions`` a list of condition
    names (each once). Returns ``view`` (its list normalised)."""
    if not isinstance(view, dict):
        raise _view_not_a_record(view)
    unknown = [key for key in view if key not in VIEW_KEYS]
    if unknown:
        raise refuse(
            f"Hráčský pohled nemá nastavení „{shown(unknown[0])}“; má jen {', '.join(VIEW_KEYS)}.",
            f"The player view has no setting '{shown(unknown[0])}'; it has only "
            f"{', '.join(VIEW_KEYS)}.",
            "input",
        )
    if view.get("pc") not in PC_VIEW or view.get("npc") not in NPC_VIEW:
        raise refuse(
            "Hráčský pohled ukazuje u postav hráčů čísla, pásmo nebo nic; u cizích postav "
            "pásmo nebo nic.",
            "The player view shows player characters as numbers, a band or nothing; NPCs as "
            "a band or nothing.",
            "input",
        )
    view["initiative"] = check_flag(view.get("initiative", False), "initiative")
    secret = view.get("secret_conditions", [])
    if not isinstance(secret, list):
        raise refuse(
            'Tajné stavy jsou seznam názvů stavů (např. ["neviditelný"]), ne '
            f"{kind_of(secret).cs}.",
            'Secret conditions are a list of condition names (e.g. ["invisible"]), not '
            f"{kind_of(secret).en}.",
            "input",
        )
    view["secret_conditions"] = list(
        dict.fromkeys(check_name(name, _SECRET, MAX_NAME) for name in secret)
    )
    return view


# -- the state's shape --------------------------------------------------------------------
def _not_a_fight(cs: str, en: str) -> RuleError:
    return refuse(
        f"Tohle není stav boje: {cs}.", f"This is not the state of a fight: {en}.", "input"
    )


def _check_record(cid: Any, record: Any) -> None:
    """The shared keys of one combatant in a state (not its sheet: that is the system's).
    Exact types (a state is plain JSON): this runs for every combatant every step."""
    if type(record) is not dict:
        raise _not_a_fight(
            f"účastník „{shown(cid)}“ není záznam", f"combatant '{shown(cid)}' is not a record"
        )
    get = record.get
    alias = get("alias")
    if (
        get("id") != cid
        or type(get("name")) is not str
        or get("side") not in SIDES
        or type(get("hidden")) is not bool
        or type(get("sheet")) is not dict
        or (alias is not None and type(alias) is not str)
    ):
        raise _not_a_fight(
            f"účastníku „{shown(cid)}“ chybí id, jméno, strana, list postavy nebo příznak "
            "skrytí, nebo nejsou správného druhu",
            f"combatant '{shown(cid)}' lacks its id, name, side, sheet or hidden flag, or one "
            "of them is of the wrong kind",
        )
    conditions = get("conditions")
    if type(conditions) is not list:
        raise _bad_conditions(cid)
    for entry in conditions:
        if (
            type(entry) is not dict
            or type(entry.get("name")) is not str
            or type(entry.get("remaining")) is not int
            or type(entry.get("secret", False)) is not bool
        ):
            raise _bad_conditions(cid)


def _bad_conditions(cid: Any) -> RuleError:
    return _not_a_fight(
        f"stavy účastníka „{shown(cid)}“ nejsou seznam záznamů s názvem a trváním",
        f"the conditions of combatant '{shown(cid)}' are not a list of records with a name "
        "and a duration",
    )


def check_state(state: Any, system: str | None = None) -> dict:
    """``state`` if it has the shape of a fight (of ``system``, when given): the shared top
    level keys of the right kinds and each combatant's shared keys (not the sheets, not a
    system's own keys). RuleError in words otherwise. Cheap: it runs every step."""
    if not isinstance(state, dict):
        raise _not_a_fight(f"je to {kind_of(state).cs}, ne záznam", f"it is {kind_of(state).en}")
    for key, kinds, cs, en in _STATE_KEYS:
        if key not in state:
            raise _not_a_fight(f"chybí „{key}“", f"'{key}' is missing")
        value = state[key]
        if not isinstance(value, kinds) or type(value) is bool:
            raise _not_a_fight(f"„{key}“ {cs}", f"'{key}' {en}")
    if system is not None and state["system"] != system:
        raise _not_a_fight(
            f"je to boj systému „{shown(state['system'])}“, ne „{system}“",
            f"it is a fight of the system '{shown(state['system'])}', not '{system}'",
        )
    if state["status"] not in STATUSES:
        raise _not_a_fight(
            "„status“ je prepared, running nebo finished",
            "'status' is prepared, running or finished",
        )
    view = state["view"]
    if (
        view.get("pc") not in PC_VIEW
        or view.get("npc") not in NPC_VIEW
        or type(view.get("initiative")) is not bool
        or not isinstance(view.get("secret_conditions"), list)
        or not all(type(name) is str for name in view["secret_conditions"])
    ):
        raise _not_a_fight(
            "nastavení hráčského pohledu („view“) nemá správný tvar",
            "the player view's settings ('view') are not of the right shape",
        )
    if state["round"] < 0:
        raise _not_a_fight("„round“ je záporné", "'round' is negative")
    check_once(_check_records, state)
    return state


def _check_records(state: dict) -> None:
    """Each combatant's shared keys; in a state act() returned, those it did not share
    with the checked state it was made from (the others passed there)."""
    combatants = state["combatants"]
    fresh = fresh_since_checked(_check_records, state)
    for cid in combatants if fresh is None else [c for c in combatants if c in fresh]:
        _check_record(cid, combatants[cid])


_OPTIONAL_TEXT = (str, type(None))
_STATE_KEYS = (
    ("system", str, "je text", "is text"),
    ("round", int, "je celé číslo", "is a whole number"),
    ("status", str, "je text", "is text"),
    ("current", _OPTIONAL_TEXT, "je id nebo nic", "is an id or nothing"),
    ("public_current", _OPTIONAL_TEXT, "je id nebo nic", "is an id or nothing"),
    ("order", list, "je seznam", "is a list"),
    ("phase", _OPTIONAL_TEXT, "je text nebo nic", "is text or nothing"),
    ("combatants", dict, "je záznam účastníků", "is a record of combatants"),
    ("settings", dict, "je záznam", "is a record"),
    ("options", dict, "je záznam", "is a record"),
    ("view", dict, "je záznam", "is a record"),
)


def check_rounds(rounds: Any) -> int:
    if not isinstance(rounds, int) or isinstance(rounds, bool) or not 1 <= rounds <= MAX_ROUNDS:
        raise refuse(
            f"Trvání je celý počet kol 1–{MAX_ROUNDS}.",
            f"A duration is a whole number of rounds, 1–{MAX_ROUNDS}.",
            "input",
        )
    return rounds
