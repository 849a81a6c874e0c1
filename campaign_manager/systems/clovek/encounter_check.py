"""The shape of a Střety encounter's state and of what its actions are given, checked
before anything is read: a damaged state or an odd value is refused in words (a
``RuleError`` in both languages), never left to fail somewhere inside (a TypeError, a
KeyError). Pure Python.

``check_state`` runs at every ``act`` and every view of a fight, so it stays cheap: the
top-level keys, each combatant's record and the parts of its sheet the tracker reads
without validating it (attributes, scar marks, burned points, critical scars). A sheet
is validated in full where a rule works on it (``Character.from_sheet``).
"""

from __future__ import annotations

import math
from typing import Any

from campaign_manager.systems.clovek.character import ATTRIBUTES
from campaign_manager.systems.clovek.conflict import CONFLICT_KINDS
from campaign_manager.systems.clovek.scars import KINDS, SCAR_KEYS
from campaign_manager.systems.common import RuleError
from campaign_manager.systems.encounter_copy import check_once, fresh_since_checked
from campaign_manager.systems.encounter_fields import (
    MAX_ROUNDS,
    NPC_VIEW,
    PC_VIEW,
    SIDES,
    refuse,
)

STATUSES = ("prepared", "running", "finished")
PHASES = (None, "initiative", "act")
INITIATIVE_MODES = ("roll", "fixed", "none")
#: most dice the GM may put in one bank by an effect
MAX_BANK = 30
#: most bonus actions one combatant may hold in a round (far beyond the text's two)
MAX_BONUS = 10
#: how deep a combatant's own extra data may nest (a roster link, a group: shallow)
MAX_DEPTH = 8
#: ways a bonus action is gained (``encounter_bonus``)
BONUS_WAYS = ("second_hand", "speaking", "hidden_meaning", "other")

SHARED_KEYS = (
    "system",
    "round",
    "status",
    "current",
    "public_current",
    "order",
    "phase",
    "combatants",
    "settings",
    "options",
    "view",
)
OWN_KEYS = (
    "kind",
    "round_length",
    "initiative_mode",
    "stack",
    "conflicts",
    "actions",
    "turn",
    "initiatives",
    "bonus",
    "tie_order",
    "fresh",
)
#: the keys of a round (kept when a faster conflict interrupts, restored when it ends)
ROUND_KEYS = (
    "round",
    "phase",
    "order",
    "actions",
    "turn",
    "initiatives",
    "bonus",
    "fresh",
    "tie_order",
)
#: round keys a fight saved before bonus actions carried their kind may lack
ROUND_KEYS_SINCE = ("bonus_actions", "fast_influence", "opened")
#: keys of a combatant record the rules give a meaning to (others are kept as they are)
RECORD_KEYS = (
    "id",
    "name",
    "side",
    "sheet",
    "hidden",
    "conditions",
    "alias",
    "character_id",
    "group",
    "banks",
)


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def shown(value: Any) -> str:
    """A value for a message, short whatever it is."""
    if is_int(value) and abs(value) >= 10**9:
        return "±≈10^" + str(int((abs(value).bit_length() - 1) * 0.30103))
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "…"


def damaged(cs: str, en: str) -> RuleError:
    return refuse(
        f"Stav střetu je poškozený: {cs}. Vraťte se krokem zpět (Ctrl+Z), nebo začněte střet "
        "znovu.",
        f"The conflict's state is damaged: {en}. Step back (Ctrl+Z) or start the conflict again.",
        "state",
    )


# -- values an action or a new encounter is given -----------------------------------------
def flag(action: dict, key: str, cs: str, en: str, default: bool = False) -> bool:
    """A yes/no field: absent (or None) is ``default``; anything but true/false is refused."""
    value = action.get(key)
    if value is None:
        return default
    if not isinstance(value, bool):
        raise refuse(
            f"{cs} je ano nebo ne (true/false), ne {shown(value)}.",
            f"{en} is yes or no (true/false), not {shown(value)}.",
            "input",
        )
    return value


def is_plain(value: Any, depth: int = 0) -> bool:
    """Plain JSON that survives a round trip unchanged: dicts with text keys, lists, texts,
    whole numbers, finite numbers, true/false and null, not nested without end."""
    if depth > MAX_DEPTH:
        return False
    if value is None or isinstance(value, str | bool | int):
        return True
    if isinstance(value, float):
        return math.isfinite(value)
    if type(value) is list:
        return all(is_plain(item, depth + 1) for item in value)
    if type(value) is dict:
        return all(type(k) is str and is_plain(v, depth + 1) for k, v in value.items())
    return False


def check_condition_record(raw: Any, where_cs: str, where_en: str) -> None:
    """A condition as a combatant brings it into a fight (or as the state keeps it)."""
    if not isinstance(raw, dict):
        raise refuse(
            f"{where_cs}: stav je záznam {{name, remaining}}, ne {shown(raw)}.",
            f"{where_en}: a condition is a record {{name, remaining}}, not {shown(raw)}.",
            "input",
        )
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip() or len(name) > 80:
        raise refuse(
            f"{where_cs}: stav potřebuje název (text do 80 znaků), ne {shown(name)}.",
            f"{where_en}: a condition needs a name (a text of up to 80 characters), not "
            f"{shown(name)}.",
            "input",
        )
    remaining = raw.get("remaining")
    if not is_int(remaining) or not 1 <= remaining <= MAX_ROUNDS:
        raise refuse(
            f"{where_cs}: stav „{name}“ trvá celý počet kol 1–{MAX_ROUNDS}, ne {shown(remaining)}.",
            f"{where_en}: condition '{name}' lasts a whole number of rounds 1–{MAX_ROUNDS}, "
            f"not {shown(remaining)}.",
            "input",
        )
    secret = raw.get("secret", False)
    banks = raw.get("banks", {})
    no_refill = raw.get("no_refill", [])
    if (
        not isinstance(secret, bool)
        or not isinstance(banks, dict)
        or any(k not in KINDS or not is_int(v) or abs(v) > MAX_BANK for k, v in banks.items())
        or not isinstance(no_refill, list)
        or any(k not in KINDS for k in no_refill)
        or not is_plain(raw)
    ):
        raise refuse(
            f"{where_cs}: stav „{name}“ má špatné údaje (secret ano/ne, banks "
            "{physical|social|mental: ±kostky}, no_refill seznam banků).",
            f"{where_en}: condition '{name}' has wrong values (secret yes/no, banks "
            "{physical|social|mental: ±dice}, no_refill a list of banks).",
            "input",
        )


def check_new_combatant(raw: Any) -> None:
    """What a combatant brings into a fight beyond what every system checks (id, name,
    side, sheet, hidden, alias, the conditions' names and durations: ``make_combatant``):
    its conditions' bank effects of the right kinds, and any data of its own plain JSON,
    so the fight's state stays plain JSON."""
    if not isinstance(raw, dict):
        return  # make_combatant refuses it in words
    who = raw.get("name") if isinstance(raw.get("name"), str) else "?"
    conditions = raw.get("conditions", [])
    for item in conditions if isinstance(conditions, list) else []:
        check_condition_record(item, who, who)
    extra = {k: v for k, v in raw.items() if k not in ("sheet", "id", "name")}
    if not all(type(k) is str for k in raw) or not is_plain(extra):
        raise refuse(
            f"{who}: údaje účastníka musí být prostý JSON (texty, čísla, seznamy, záznamy).",
            f"{who}: a combatant's data must be plain JSON (texts, numbers, lists, records).",
            "input",
        )


# -- the state ----------------------------------------------------------------------------
def check_state(state: Any) -> dict:
    """``state`` if it has the shape of a Střety encounter; a RuleError naming what is
    wrong otherwise. Checked once per state the rules know (an act's new state is looked
    at by its rows, summary, detail and prompts, then acted on: one check for all)."""
    check_once(_check_state, state)
    return state


def _check_state(state: Any) -> dict:
    if not isinstance(state, dict):
        raise refuse(
            f"Střet musí být záznam (stav boje), ne {shown(state)}.",
            f"An encounter must be a record (a fight's state), not {shown(state)}.",
            "state",
        )
    missing = [key for key in (*SHARED_KEYS, *OWN_KEYS) if key not in state]
    if missing:
        raise damaged(f"chybí {', '.join(missing)}", f"{', '.join(missing)} missing")
    if state["system"] != "clovek":
        raise refuse(
            f"Tento boj není střet systému Člověk + Střety (systém {shown(state['system'])}).",
            f"This fight is not a Člověk + Střety conflict (system {shown(state['system'])}).",
            "state",
        )
    if not is_int(state["round"]) or not 0 <= state["round"] <= 10**9:
        raise damaged("kolo není celé číslo", "the round is not a whole number")
    if state["status"] not in STATUSES or state["phase"] not in PHASES:
        raise damaged("neznámý stav nebo fáze", "an unknown status or phase")
    combatants = state["combatants"]
    if not isinstance(combatants, dict):
        raise damaged("účastníci nejsou záznam", "the combatants are not a record")
    fresh = fresh_since_checked(_check_state, state)  # the others passed in the state before
    for cid in combatants if fresh is None else [c for c in combatants if c in fresh]:
        _check_record(cid, combatants[cid])
    for key in ("current", "public_current"):
        value = state[key]
        if value is not None and (not isinstance(value, str) or value not in combatants):
            raise damaged(f"{key} není účastník", f"{key} is not a combatant")
    if not isinstance(state["settings"], dict) or not isinstance(state["options"], dict):
        raise damaged("nastavení nejsou záznam", "the settings are not a record")
    _check_view_state(state["view"])
    _check_conflicts(state)
    _check_round(state, combatants, "", "")
    return state


_SIDES = frozenset(SIDES)
_HANDS = frozenset(("right", "left"))


def _check_record(cid: Any, record: Any) -> None:
    """One combatant: its record and the parts of its sheet read without validating it.
    Exact types in plain loops (this runs for every combatant at every step and every view
    of the fight: a fight of 200 holds 200 of them); the message is worked out only for a
    record that fails."""
    if type(record) is not dict:
        raise _record_damaged(cid, record)
    get = record.get
    name, alias, conditions = get("name"), get("alias"), get("conditions")
    banks, sheet = get("banks"), get("sheet")
    if (
        get("id") != cid
        or type(name) is not str
        or get("side") not in _SIDES
        or type(get("hidden")) is not bool
        or (alias is not None and type(alias) is not str)
        or type(conditions) is not list
        or type(banks) is not dict
        or type(sheet) is not dict
    ):
        raise _record_damaged(cid, record)
    for item in conditions:
        try:
            check_condition_record(item, name, name)
        except RuleError as error:
            raise damaged(error.text.cs.rstrip("."), error.text.en.rstrip(".")) from None
    for value in map(banks.get, KINDS):
        if type(value) is not int or value < 0 or value > MAX_BANK:
            raise damaged(f"{name}: banky kostek", f"{name}: the dice banks")
    attributes, scars = sheet.get("attributes"), sheet.get("scars")
    if (
        type(attributes) is not dict
        or type(scars) is not dict
        or type(sheet.get("burned")) is not dict
        or type(sheet.get("critical")) is not list
        or sheet.get("dominant") not in _HANDS
    ):
        raise damaged(f"{name}: deník postavy", f"{name}: the character sheet")
    for value in map(attributes.get, ATTRIBUTES):
        if type(value) is not int or value < 0 or value > 5:
            raise damaged(f"{name}: atributy v deníku", f"{name}: the sheet's attributes")
    for value in map(scars.get, SCAR_KEYS):
        if type(value) is not str:
            raise damaged(f"{name}: jizvy v deníku", f"{name}: the sheet's scars")


def _record_damaged(cid: Any, record: Any) -> RuleError:
    """What is wrong with a combatant's record, in words."""
    if type(record) is not dict or record.get("id") != cid:
        return damaged(
            f"účastník {shown(cid)} nemá svůj záznam",
            f"combatant {shown(cid)} has no record of its own",
        )
    name = record.get("name")
    if type(name) is not str:
        return damaged(f"účastník {shown(cid)} nemá jméno", f"combatant {shown(cid)} has no name")
    if type(record.get("banks")) is not dict:
        return damaged(f"{name}: banky kostek", f"{name}: the dice banks")
    if type(record.get("sheet")) is not dict:
        return damaged(f"{name}: deník postavy", f"{name}: the character sheet")
    return damaged(
        f"{name}: strana, skrytí, přezdívka nebo stavy mají špatný typ",
        f"{name}: the side, hidden, alias or conditions have a wrong type",
    )


def _check_view_state(view: Any) -> None:
    if (
        not isinstance(view, dict)
        or view.get("pc") not in PC_VIEW
        or view.get("npc") not in NPC_VIEW
        or not isinstance(view.get("initiative", False), bool)
        or not isinstance(view.get("secret_conditions", []), list)
        or not all(isinstance(n, str) for n in view.get("secret_conditions", []))
    ):
        raise damaged("nastavení pohledu pro hráče", "the player view's settings")


def _check_conflicts(state: dict) -> None:
    conflicts = state["conflicts"]
    if not isinstance(conflicts, list) or not conflicts:
        raise damaged("chybí probíhající střet", "no conflict is running")
    for i, conflict in enumerate(conflicts):
        if (
            not isinstance(conflict, dict)
            or conflict.get("kind") not in CONFLICT_KINDS
            or not is_int(conflict.get("round_length"))
            or conflict["round_length"] < 1
            or conflict.get("initiative") not in INITIATIVE_MODES
            or not _ids(conflict.get("fixed_order"))
            or not is_int(conflict.get("progress"))
            or conflict["progress"] < 0
            or not (conflict.get("target_value") is None or is_int(conflict["target_value"]))
        ):
            raise damaged(f"{i + 1}. střet zásobníku", f"conflict {i + 1} of the stack")
        saved = conflict.get("saved")
        if i == len(conflicts) - 1:
            if saved is not None:
                raise damaged(
                    "probíhající střet má uložené kolo", "the running conflict has a saved round"
                )
        else:
            if not isinstance(saved, dict) or not all(k in saved for k in (*ROUND_KEYS, "current")):
                raise damaged(
                    f"přerušený {i + 1}. střet nemá uložené kolo",
                    f"the interrupted conflict {i + 1} has no saved round",
                )
            if not (saved["current"] is None or isinstance(saved["current"], str)):
                raise damaged("uložené kolo", "a saved round")
            _check_round(
                saved,
                None,
                f" (uložené kolo {i + 1}. střetu)",
                f" (the saved round of conflict {i + 1})",
            )
    top = conflicts[-1]
    if (
        state["kind"] != top["kind"]
        or state["round_length"] != top["round_length"]
        or state["initiative_mode"] != top["initiative"]
        or state["stack"] != [c["kind"] for c in conflicts]
    ):
        raise damaged(
            "druh střetu neodpovídá zásobníku", "the conflict's kind does not match its stack"
        )


def _ids(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(i, str) for i in value)


def _check_round(state: dict, combatants: dict | None, where: str, where_en: str) -> None:
    """The round's keys (of the running conflict, or of an interrupted one's saved round,
    where ``combatants`` is None: those may name combatants who have left since)."""
    order, actions, turn = state["order"], state["actions"], state["turn"]
    if (
        not is_int(state["round"])
        or state["phase"] not in PHASES
        or not _ids(order)
        or not isinstance(actions, list)
        or len(actions) != len(order)
    ):
        raise damaged(f"pořadí akcí{where}", f"the order of actions{where_en}")
    for cid, entry in zip(order, actions, strict=True):
        if type(entry) is not dict or entry.get("id") != cid:
            raise damaged(f"akce v pořadí{where}", f"an action in the order{where_en}")
        number = entry.get("bonus")
        if (
            type(number) is not int
            or number < 0
            or number > MAX_BONUS
            or (combatants is not None and cid not in combatants)
        ):
            raise damaged(f"akce v pořadí{where}", f"an action in the order{where_en}")
    if not (turn is None or (is_int(turn) and 0 <= turn <= len(order))):
        raise damaged(f"tah{where}", f"the turn{where_en}")
    initiatives = state["initiatives"]
    if type(initiatives) is not dict:
        raise damaged(f"iniciativa{where}", f"the initiative{where_en}")
    for got in initiatives.values():
        faces = got.get("faces") if type(got) is dict else None
        if (
            type(faces) is not list
            or type(got.get("value")) is not int
            or any(type(f) is not int or f < 0 or f > 9 for f in faces)
        ):
            raise damaged(f"iniciativa{where}", f"the initiative{where_en}")
    bonus = state["bonus"]
    if not isinstance(bonus, dict) or any(
        not is_int(n) or not 0 <= n <= MAX_BONUS for n in bonus.values()
    ):
        raise damaged(f"bonusové akce{where}", f"the bonus actions{where_en}")
    ways = state.get("bonus_actions", {})
    if not isinstance(ways, dict) or any(
        not isinstance(items, list) or len(items) > MAX_BONUS or not all(map(_bonus_record, items))
        for items in ways.values()
    ):
        raise damaged(f"druhy bonusových akcí{where}", f"the kinds of bonus actions{where_en}")
    if not _ids(state.get("fast_influence", [])) or not _ids(state["tie_order"]):
        raise damaged(
            f"pořadí Vypravěče nebo rychlé působení{where}",
            f"the GM's order or fast influence{where_en}",
        )
    opened = state.get("opened", [])
    if not isinstance(opened, list) or any(
        type(item) is not list
        or len(item) != 2
        or not isinstance(item[0], str)
        or not is_int(item[1])
        or not 0 <= item[1] <= MAX_BONUS
        for item in opened
    ):
        raise damaged(f"provedené akce{where}", f"the actions taken{where_en}")
    if not isinstance(state["fresh"], bool):
        raise damaged(
            f"první kolo přerušení{where}", f"an interrupting conflict's first round{where_en}"
        )


def _bonus_record(item: Any) -> bool:
    return (
        isinstance(item, dict)
        and item.get("how") in BONUS_WAYS
        and (item.get("kind") is None or item.get("kind") in KINDS)
        and is_int(item.get("penalty"))
        and -MAX_BANK <= item["penalty"] <= 0
        and item.get("hand") in (None, "right", "left")
    )
