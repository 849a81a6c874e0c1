"""Is this a d20 fight? The shape of a state that reaches ``act`` or ``public_view`` (one
read back from a campaign file, say), checked before anything reads it, and the arguments
of ``new_encounter``: anything else is refused with a RuleError saying what is wrong.

encounter_common.check_state checks the shared keys; this module the d20 ones. Cheap: a
step of a fight of 200 checks every record's types (the turns, the conditions counting
down and the player view read them all) but validates no sheet in full: the core
validates a sheet whenever it takes a creature out of it, and the few sheet fields the
encounter reads itself (core conditions, pending saves, stamina and wound points, the
initiative modifiers) are checked here; what the maxima come from is validated where they
are worked out (encounter_base.sheet_maxima).
"""

from __future__ import annotations

import json
from typing import Any

from campaign_manager.systems.common import RuleError, Text
from campaign_manager.systems.d20.data import CONDITIONS
from campaign_manager.systems.d20.saves import SAVE_KINDS
from campaign_manager.systems.encounter_common import SIDES, check_state
from campaign_manager.systems.encounter_copy import check_once, fresh_since_checked

STATUSES = ("prepared", "running", "finished")
TURNS = ("begun", "ended")
WAITING = ("delay", "ready")
_CONDITIONS = frozenset(CONDITIONS)
_SAVE_KINDS = frozenset(SAVE_KINDS)


def _bad(cs: str, en: str) -> RuleError:
    return RuleError(
        Text(cs=f"Stav boje je poškozený: {cs}", en=f"The fight's state is damaged: {en}"),
        "state",
    )


def _whole(value: Any) -> bool:
    return type(value) is int


def _text(value: Any) -> bool:
    return type(value) is str


def _records(value: Any) -> bool:
    return type(value) is dict


def _plain(value: Any) -> bool:
    """True when ``value`` is plain JSON (it survives a round trip unchanged)."""
    try:
        return json.loads(json.dumps(value, allow_nan=False)) == value
    except (TypeError, ValueError):  # what JSON cannot hold: a set, NaN, a loop
        return False


def check_new(combatants: Any, settings: Any, options: dict) -> None:
    """The arguments of ``new_encounter`` the d20 part reads before encounter_common's
    ``base_state`` checks the rest: a list of records, settings a record (or None), options
    that are plain JSON."""
    if not isinstance(combatants, list | tuple):
        raise RuleError(
            Text(
                cs="Účastníci boje jsou seznam záznamů.",
                en="A fight's combatants are a list of records.",
            ),
            "input",
        )
    if settings is not None and not isinstance(settings, dict):
        raise RuleError(
            Text(
                cs="Nastavení d20 je záznam (název → ano/ne).",
                en="The d20 settings are a record (name → true or false).",
            ),
            "settings",
        )
    if not _plain({k: v for k, v in options.items() if k != "view"}):
        raise RuleError(
            Text(
                cs="Volby boje musí jít uložit jako JSON (text, čísla, ano/ne, seznamy, záznamy).",
                en="A fight's options must be storable as JSON (text, numbers, true/false, "
                "lists, records).",
            ),
            "input",
        )


def check_fight(state: Any) -> None:
    """Refuse a state that is not a d20 fight (RuleError naming what is wrong): the shared
    shape (encounter_common.check_state), then the d20 parts (:func:`check_d20`, once per
    state the rules know: the player view's check of a step's state serves its next act)."""
    check_state(state, "d20")
    check_once(check_d20, state)


def check_d20(state: dict) -> None:
    """The d20 parts of a state whose shared shape is checked already: the order and the
    current one, the initiative, waiting and turns records, and of every combatant what the
    encounter reads of it past encounter_common's check."""
    for key in ("initiative", "waiting", "turns"):
        if type(state.get(key)) is not dict:
            raise _bad(f"„{key}“ chybí nebo není záznam.", f"'{key}' is missing or no record.")
    combatants = state["combatants"]
    order = state["order"]
    if not all(type(cid) is str and cid in combatants for cid in order) or len(set(order)) != len(
        order
    ):
        raise _bad(
            "„order“ je seznam id účastníků, každé jednou.",
            "'order' is a list of combatant ids, each once.",
        )
    current = state["current"]
    if current is not None and current not in order:
        raise _bad(
            "ten, kdo je na tahu, není v pořadí.", "the current combatant is not in the order."
        )
    if state["public_current"] is not None and state["public_current"] not in combatants:
        raise _bad("„public_current“ není účastník boje.", "'public_current' is not a combatant.")
    initiative = state["initiative"]
    fresh = fresh_since_checked(check_d20, state)  # the others passed in the state before
    for cid in combatants if fresh is None else [c for c in combatants if c in fresh]:
        record = combatants[cid]
        entry = initiative.get(cid)
        get = record["sheet"].get
        states, saves = get("conditions"), get("pending_saves")
        if type(entry) is dict:
            roll, total, offs = entry.get("roll"), entry.get("total"), entry.get("roll_offs")
        else:
            roll = total = offs = None
        character = record.get("character_id")
        if not (
            type(get("stamina")) is int
            and type(get("wounds")) is int
            and type(get("dex_modifier", 0)) is int
            and type(get("initiative_misc", 0)) is int
            and get("kind") in _KINDS
            and type(states) is list
            and (not states or _states_ok(states))
            and type(saves) is list
            and (not saves or _saves_ok(saves))
            and (character is None or type(character) in _ID_TYPES)
            and (not record["conditions"] or all(_condition_ok(c) for c in record["conditions"]))
            and type(offs) is list
            and (not offs or set(map(type, offs)) <= _INT)
            and (roll is None or type(roll) is int)
            and (total is None or type(total) is int)
            and type(entry.get("entered")) is bool
            and type(entry.get("modifier")) is int
            and type(entry.get("tie_modifier", 0)) is int
        ):  # the words for what is wrong
            _check_record(cid, record)
            _check_initiative(cid, entry)
    for cid, waiting in state["waiting"].items():
        _check_waiting(cid, waiting, combatants)
    for cid, turn in state["turns"].items():
        if turn not in TURNS:
            raise _bad(
                f"tah „{cid}“ je begun nebo ended.", f"the turn of '{cid}' is begun or ended."
            )


_INT = frozenset({int})
_STR = frozenset({str})
_KINDS = ("character", "monster")
_ID_TYPES = (str, int)


def _states_ok(states: Any) -> bool:
    """The core conditions of a sheet: a list of known names."""
    return type(states) is list and (
        not states or (set(map(type, states)) <= _STR and _CONDITIONS.issuperset(states))
    )


def _saves_ok(saves: Any) -> bool:
    """A sheet's pending saves: a list of [kind, DC]."""
    return type(saves) is list and all(
        type(s) is list
        and len(s) == 2
        and type(s[0]) is str
        and s[0] in _SAVE_KINDS
        and type(s[1]) is int
        for s in saves
    )


def _check_record(cid: Any, record: Any) -> None:
    if not _text(cid) or not _records(record) or record.get("id") != cid:
        raise _bad(
            f"účastník „{cid}“ není záznam s tímto id.",
            f"combatant '{cid}' is no record with that id.",
        )
    alias = record.get("alias")
    character = record.get("character_id")
    if (
        not _text(record.get("name"))
        or record.get("side") not in SIDES
        or type(record.get("hidden")) is not bool
        or not (alias is None or _text(alias))
        or not (character is None or _text(character) or _whole(character))
    ):
        raise _bad(
            f"účastník „{cid}“ potřebuje jméno, stranu pc/npc, skrytí ano/ne, přezdívku jako "
            "text a id postavy jako text nebo číslo.",
            f"combatant '{cid}' needs a name, a side pc/npc, hidden true or false, an alias "
            "as text and a character id as text or a number.",
        )
    conditions = record.get("conditions")
    if type(conditions) is not list or not all(_condition_ok(c) for c in conditions):
        raise _bad(
            f"stavy účastníka „{cid}“ jsou seznam záznamů s názvem a počtem kol.",
            f"the conditions of combatant '{cid}' are a list of records with a name and rounds.",
        )
    _check_sheet(cid, record.get("sheet"))


def _condition_ok(entry: Any) -> bool:
    return (
        _records(entry)
        and _text(entry.get("name"))
        and _whole(entry.get("remaining"))
        and entry.get("ends", "start") in ("start", "end")
        and _text(entry.get("of", ""))
        and type(entry.get("secret", False)) is bool
    )


def _check_sheet(cid: str, sheet: Any) -> None:
    """What the encounter reads of a sheet without the core (the core validates the rest
    when it takes a creature out of it; the maxima are checked where they are worked out)."""
    if (
        not _records(sheet)
        or sheet.get("kind") not in ("character", "monster")
        or not _whole(sheet.get("stamina"))
        or not _whole(sheet.get("wounds"))
        or not _whole(sheet.get("dex_modifier", 0))
        or not _whole(sheet.get("initiative_misc", 0))
        or type(sheet.get("conditions")) is not list
        or not all(_text(c) and c in _CONDITIONS for c in sheet["conditions"])
        or type(sheet.get("pending_saves")) is not list
        or not all(
            type(s) is list and len(s) == 2 and _text(s[0]) and s[0] in _SAVE_KINDS and _whole(s[1])
            for s in sheet["pending_saves"]
        )
    ):
        raise _bad(
            f"deník účastníka „{cid}“ není platný deník d20 (druh, stamina, body zdraví, "
            "stavy, čekající záchrany).",
            f"the sheet of combatant '{cid}' is no valid d20 sheet (kind, stamina, wound "
            "points, conditions, pending saves).",
        )


def _check_initiative(cid: str, entry: Any) -> None:
    if not (
        _records(entry)
        and (entry.get("roll") is None or _whole(entry["roll"]))
        and type(entry.get("entered")) is bool
        and _whole(entry.get("modifier"))
        and (entry.get("total") is None or _whole(entry["total"]))
        and _whole(entry.get("tie_modifier", 0))
        and type(entry.get("roll_offs")) is list
        and all(_whole(v) for v in entry["roll_offs"])
    ):
        raise _bad(
            f"iniciativa účastníka „{cid}“ chybí nebo není záznam čísel.",
            f"the initiative of combatant '{cid}' is missing or not a record of numbers.",
        )


def _check_waiting(cid: Any, waiting: Any, combatants: dict) -> None:
    if not (
        _text(cid)
        and cid in combatants
        and _records(waiting)
        and waiting.get("kind") in WAITING
        and (waiting.get("trigger") is None or _text(waiting["trigger"]))
        and _whole(waiting.get("round"))
        and (waiting.get("before") is None or _text(waiting["before"]))
    ):
        raise _bad(
            f"čekání „{cid}“ není záznam (druh delay/ready, spouštěč, kolo).",
            f"the waiting of '{cid}' is no record (kind delay/ready, trigger, round).",
        )
