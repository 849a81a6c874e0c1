"""The Dakara parts of a fight's state, checked before the rules read them.

Pure Python. The shared parts (the top level, each combatant's id, name, side, flags and
conditions) are :func:`campaign_manager.systems.encounter_common.check_state`'s, which
``dispatch`` and ``public_base`` run. :func:`check_dakara` adds what only Dakara reads: the
phase, the settings (JSON, for the catalogue), each combatant's Dakara keys (``intent``,
``abandoned``, ``attacked``, ``free``, ``pending``, ``penalty``, ``brought_round``) and the
parts of its sheet the fight reads (``state``: size, kondice lost, Výdrž/Vůle spent, the
flags; the skills a pool is read from are checked where they are read). A state that is
not a Dakara fight's (a damaged file, hand-edited JSON) is refused with a RuleError that
names the field, never a TypeError or KeyError somewhere in the rules. Shallow on purpose,
with a quick path (a 200-combatant fight runs it every step): it does not validate a
whole sheet. :func:`check_extras` holds a new combatant's Dakara keys to the same shape
when it enters the fight.
"""

from __future__ import annotations

from typing import Any

from campaign_manager.systems.common import RuleError, kind_of
from campaign_manager.systems.dakara.condition import is_size
from campaign_manager.systems.dakara.sheet import MAX_KONDICE_LOST, MAX_POOL
from campaign_manager.systems.encounter_common import check_state as check_fight
from campaign_manager.systems.encounter_common import refuse
from campaign_manager.systems.encounter_copy import check_once, fresh_since_checked

PHASES = ("declare", "resolve")
WOUND_KINDS = ("damage", "heal")
#: ``brought_round`` of a combatant brought round until the GM ends it
OPEN = -1
#: the largest round number (or count of rounds done) a state may hold
_COUNT = 10**9
_MISSING = object()


def _damaged(where: str, cs: str, en: str, value: Any = _MISSING) -> RuleError:
    got_cs = "" if value is _MISSING else f", ne {kind_of(value).cs}"
    got_en = "" if value is _MISSING else f", not {kind_of(value).en}"
    return refuse(
        f"Stav boje je poškozený: „{where}“ {cs}{got_cs}. Boj z něj nejde vést dál; "
        "otevři ho ze zálohy, nebo připrav nový.",
        f"The fight's state is damaged: '{where}' {en}{got_en}. The fight cannot go on "
        "from it; open it from a backup, or prepare a new one.",
        "state",
    )


def _int(value: Any, where: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise _damaged(
            where, f"má být celé číslo {low}–{high}", f"must be a whole number {low}–{high}", value
        )
    return value


def _bool(value: Any, where: str) -> None:
    if type(value) is not bool:
        raise _damaged(where, "má být ano/ne (true/false)", "must be true or false", value)


def _text(value: Any, where: str, optional: bool = False) -> None:
    if optional and value is None:
        return
    if type(value) is not str:
        what_cs, what_en = ("text nebo null", "a text or null") if optional else ("text", "a text")
        raise _damaged(where, f"má být {what_cs}", f"must be {what_en}", value)


def _record(value: Any, where: str) -> dict:
    if type(value) is not dict:
        raise _damaged(where, "má být záznam (objekt)", "must be a record (an object)", value)
    return value


def _list(value: Any, where: str) -> list:
    if type(value) is not list:
        raise _damaged(where, "má být seznam", "must be a list", value)
    return value


def _one_of(value: Any, choices: tuple, where: str) -> None:
    if type(value) is not str or value not in choices:
        shown = ", ".join(choices)
        raise _damaged(where, f"má být jedno z: {shown}", f"must be one of: {shown}", value)


def _get(record: dict, key: str, where: str) -> Any:
    value = record.get(key, _MISSING)
    if value is _MISSING:
        raise _damaged(f"{where}.{key}" if where else key, "chybí", "is missing")
    return value


# --- a combatant's Dakara keys -----------------------------------------------------------
def _intent(value: Any, where: str) -> None:
    if value is None:
        return
    intent = _record(value, where)
    _text(_get(intent, "action", where), f"{where}.action")
    _text(intent.get("target"), f"{where}.target", optional=True)
    rounds = _get(intent, "rounds", where)
    if rounds is not None:
        _int(rounds, f"{where}.rounds", 1, 10_000)
    _int(_get(intent, "done", where), f"{where}.done", 0, _COUNT)
    _int(_get(intent, "since", where), f"{where}.since", 0, _COUNT)


def _pending(value: Any, where: str) -> None:
    for index, entry in enumerate(_list(value, where)):
        at = f"{where}[{index}]"
        entry = _record(entry, at)
        _int(_get(entry, "amount", at), f"{at}.amount", 0, MAX_KONDICE_LOST)
        _one_of(_get(entry, "kind", at), WOUND_KINDS, f"{at}.kind")
        _int(_get(entry, "round", at), f"{at}.round", 0, _COUNT)
        _text(entry.get("source"), f"{at}.source", optional=True)


def check_extras(record: dict, where: str) -> None:
    """A combatant's Dakara keys: ``intent``, ``abandoned``, ``attacked``, ``free``,
    ``pending``, ``penalty`` and ``brought_round``."""
    _intent(_get(record, "intent", where), f"{where}.intent")
    for index, pair in enumerate(_list(_get(record, "abandoned", where), f"{where}.abandoned")):
        at = f"{where}.abandoned[{index}]"
        if type(pair) is not list or len(pair) != 2:
            raise _damaged(
                at, "má být dvojice [akce, cíl]", "must be a pair [action, target]", pair
            )
        _text(pair[0], f"{at}[0]")
        _text(pair[1], f"{at}[1]", optional=True)
    _bool(_get(record, "attacked", where), f"{where}.attacked")
    _text(_get(record, "free", where), f"{where}.free", optional=True)
    _pending(_get(record, "pending", where), f"{where}.pending")
    _int(_get(record, "penalty", where), f"{where}.penalty", -4, 0)
    _int(_get(record, "brought_round", where), f"{where}.brought_round", OPEN, 10_000)


# --- the parts of a sheet the fight reads ------------------------------------------------
def check_sheet_state(sheet: Any, where: str) -> None:
    sheet = _record(sheet, where)
    state = _record(_get(sheet, "state", where), f"{where}.state")
    at = f"{where}.state"
    size = _get(state, "size", at)
    if not is_size(size):
        raise _damaged(
            f"{at}.size",
            "má být klíč velikosti tvora (rules/dakara/sizes.json)",
            "must be a creature size key (rules/dakara/sizes.json)",
            size,
        )
    _int(_get(state, "kondice_lost", at), f"{at}.kondice_lost", 0, MAX_KONDICE_LOST)
    _int(_get(state, "vydrz_spent", at), f"{at}.vydrz_spent", 0, MAX_POOL)
    _int(_get(state, "vule_spent", at), f"{at}.vule_spent", 0, MAX_POOL)
    _bool(_get(state, "sustaining_magic", at), f"{at}.sustaining_magic")
    _bool(_get(state, "brought_round", at), f"{at}.brought_round")
    for key in ("skills", "free_skills"):
        _record(sheet.get(key, {}), f"{where}.{key}")


# --- the whole state -------------------------------------------------------------------
def check_combatant(cid: Any, record: Any) -> None:
    """One combatant's Dakara keys and the parts of its sheet the fight reads (its shared
    keys are the shared check's)."""
    where = f"combatants.{cid}"
    record = _record(record, where)
    check_sheet_state(_get(record, "sheet", where), f"{where}.sheet")
    check_extras(record, where)


_INT, _STR, _BOOL, _DICT, _LIST, _NONE = int, str, bool, dict, list, type(None)


def _plain_combatant(r: Any) -> bool:
    """True when the record plainly has the shape :func:`check_combatant` holds it to (the
    quick path, as the sheet has one: most records are fine, and the checks that name what
    is wrong cost four times as much)."""
    if type(r) is not _DICT:
        return False
    sheet = r.get("sheet")
    if type(sheet) is not _DICT:
        return False
    state = sheet.get("state")
    if type(state) is not _DICT or not is_size(state.get("size")):
        return False
    lost, vydrz, vule = state.get("kondice_lost"), state.get("vydrz_spent"), state.get("vule_spent")
    if type(lost) is not _INT or type(vydrz) is not _INT or type(vule) is not _INT:
        return False
    if not (0 <= lost <= MAX_KONDICE_LOST and 0 <= vydrz <= MAX_POOL and 0 <= vule <= MAX_POOL):
        return False
    if type(state.get("sustaining_magic")) is not _BOOL:
        return False
    if type(state.get("brought_round")) is not _BOOL:
        return False
    if (
        type(sheet.get("skills", {})) is not _DICT
        or type(sheet.get("free_skills", {})) is not _DICT
    ):
        return False
    intent, penalty, brought = r.get("intent", 0), r.get("penalty"), r.get("brought_round")
    if intent is not None:
        if type(intent) is not _DICT or type(intent.get("action")) is not _STR:
            return False
        if type(intent.get("target")) not in (_STR, _NONE):
            return False
        rounds, done, since = intent.get("rounds", 0), intent.get("done"), intent.get("since")
        if not (rounds is None or (type(rounds) is _INT and 1 <= rounds <= 10_000)):
            return False
        if type(done) is not _INT or type(since) is not _INT:
            return False
        if not (0 <= done <= _COUNT and 0 <= since <= _COUNT):
            return False
    abandoned, pending = r.get("abandoned"), r.get("pending")
    if type(abandoned) is not _LIST or type(pending) is not _LIST:
        return False
    for pair in abandoned:
        if type(pair) is not _LIST or len(pair) != 2 or type(pair[0]) is not _STR:
            return False
        if type(pair[1]) not in (_STR, _NONE):
            return False
    for entry in pending:
        if type(entry) is not _DICT or entry.get("kind") not in WOUND_KINDS:
            return False
        amount, at = entry.get("amount"), entry.get("round")
        if type(amount) is not _INT or not 0 <= amount <= MAX_KONDICE_LOST:
            return False
        if type(at) is not _INT or not 0 <= at <= _COUNT:
            return False
        if type(entry.get("source")) not in (_STR, _NONE):
            return False
    if type(r.get("attacked")) is not _BOOL or type(r.get("free", 0)) not in (_STR, _NONE):
        return False
    if type(penalty) is not _INT or type(brought) is not _INT:
        return False
    return -4 <= penalty <= 0 and OPEN <= brought <= 10_000


def check_dakara(state: Any) -> None:
    """The Dakara parts of a fight's state; RuleError naming the field. Where the shared
    shape is broken (not a record, no combatants, a combatant that is no record) it leaves
    the refusal to the shared check, which ``dispatch`` runs next. Once per state the
    rules made (:func:`check_once`), and there only the records the step made: the others
    passed in the state it came from (:func:`fresh_since_checked`)."""
    check_once(_check_dakara, state)


def _check_dakara(state: Any) -> None:
    if not isinstance(state, dict) or type(state.get("combatants")) is not dict:
        return
    _one_of(_get(state, "phase", ""), PHASES, "phase")
    options = state.get("options")
    if type(options) is dict and "reveal_on_act" in options:
        _bool(options["reveal_on_act"], "options.reveal_on_act")
    combatants = state["combatants"]
    fresh = fresh_since_checked(_check_dakara, state)
    for cid in combatants if fresh is None else [c for c in combatants if c in fresh]:
        record = combatants[cid]
        if type(record) is dict and not _plain_combatant(record):
            check_combatant(cid, record)


def check_state(state: Any) -> None:
    """Refuse (RuleError in words) a state that is not a Dakara fight's: the shared check
    (of a Dakara fight), then the Dakara parts."""
    check_fight(state, "dakara")
    check_dakara(state)
