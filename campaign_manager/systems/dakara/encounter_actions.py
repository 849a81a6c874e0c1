"""The smaller Dakara encounter actions and the helpers every handler uses.

Pure Python; see :mod:`campaign_manager.systems.dakara.encounter` for the procedure and the
state. Here: ``select``, ``spend``, ``brought_round``, ``damage`` / ``heal`` (one target or
many, landing when the next round starts), ``add`` and ``remove``.
"""

from __future__ import annotations

from typing import Any

from campaign_manager.systems.common import Text, by_gender, gender_of
from campaign_manager.systems.dakara import play
from campaign_manager.systems.dakara.encounter_rules import catalogue
from campaign_manager.systems.dakara.encounter_state import OPEN, check_extras
from campaign_manager.systems.dakara.sheet import MAX_KONDICE_LOST, validate_sheet
from campaign_manager.systems.encounter_common import (
    combatant,
    common_handlers,
    make_combatant,
    refuse,
    rounds_cs,
    rounds_en,
    set_current,
)
from campaign_manager.systems.outcome import Event

#: the widest ÚČ/OČ and weapon/armour value a GM could enter
MAX_NUMBER = 100


def init_extras(record: dict) -> dict:
    """A new combatant's Dakara keys: the defaults, or the ones it came with when they
    have the right shape (RuleError naming the field otherwise)."""
    record.setdefault("intent", None)
    record.setdefault("abandoned", [])
    record.setdefault("attacked", False)
    record.setdefault("free", None)
    record.setdefault("pending", [])
    if record.get("brought_round") is None:
        record["brought_round"] = 0
    record["penalty"] = play.penalty(record["sheet"])
    check_extras(record, f"combatants.{record['id']}")
    if not record["brought_round"] and play.brought_round(record["sheet"]):
        record["brought_round"] = OPEN  # brought round before the fight: until the GM ends it
    return record


# --- helpers -----------------------------------------------------------------------------
def agreeing(record: dict, masculine: str, feminine: str, neuter: str) -> str:
    """The Czech form that agrees with the combatant's grammatical gender."""
    return by_gender(gender_of(record), masculine, feminine, neuter)


def event_for(record: dict | None, cs: str, en: str, kind: str) -> Event:
    if record is None:
        return Event(Text(cs=cs, en=en), kind)
    return Event(
        Text(cs=f"{record['name']}: {cs}", en=f"{record['name']}: {en}"), kind, record["id"]
    )


def peek(state: dict, combatant_id: Any) -> dict:
    """The combatant with ``combatant_id``, to read and not to change: in the copy a step
    works on it is not copied for the look (a step copies only the records it changes).
    RuleError in words as :func:`combatant` when there is none."""
    combatants = state["combatants"]
    if isinstance(combatant_id, str) and dict.__contains__(combatants, combatant_id):
        return dict.__getitem__(combatants, combatant_id)
    return combatant(state, combatant_id)  # refuses it in words


def require_running(state: dict) -> None:
    if state["round"] < 1:
        raise refuse(
            "Boj ještě nezačal: nejdřív začni první kolo.",
            "The fight has not started: start the first round first.",
            "state",
        )


def require_able(record: dict) -> None:
    reason = play.why_not(record["sheet"], gender_of(record))
    if reason is not None:
        raise refuse(f"{record['name']}: {reason.cs}", f"{record['name']}: {reason.en}", "state")


def whole_number(action: dict, key: str, low: int, high: int, default: int | None = None) -> int:
    value = action.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise refuse(
            f"„{key}“ je celé číslo {low}–{high}, ne {value!r:.40}.",
            f"'{key}' is a whole number {low}–{high}, not {value!r:.40}.",
            "input",
        )
    return value


def entered_roll(action: dict, key: str) -> int | None:
    value = action.get(key)
    if value is None:
        return None
    return whole_number(action, key, 1, 6)


def do_select(state, action, rng, events, prompts):
    target = action.get("id")
    if target is not None:
        peek(state, target)  # refuses one that is not in the fight
    set_current(state, target)


def do_spend(state, action, rng, events, prompts):
    record = combatant(state, action.get("id"))
    out = play.spend(
        record["sheet"], action.get("pool"), action.get("points", 1), catalogue(state),
        record["name"], record["id"],
    )  # fmt: skip
    record["sheet"] = out.sheet
    events.extend(out.events)


def do_brought_round(state, action, rng, events, prompts):
    """Mark an out or dying combatant brought round for ``rounds`` rounds (the current one
    included; None: until the GM ends it), or ``rounds`` 0 to end it."""
    record = combatant(state, action.get("id"))
    rounds = action.get("rounds")
    if rounds is not None:
        rounds = whole_number(action, "rounds", 0, 10_000)
    if rounds == 0:
        if not record["brought_round"]:
            raise refuse(
                f"{record['name']}: není {agreeing(record, 'probraný', 'probraná', 'probrané')}.",
                f"{record['name']}: is not brought round.",
                "state",
            )
        record["brought_round"] = 0
        out = play.set_brought_round(
            record["sheet"], False, record["name"], record["id"], gender_of(record)
        )
        record["sheet"] = out.sheet
        events.extend(out.events)
        return
    out = play.set_brought_round(record["sheet"], True, gender=gender_of(record))
    record["sheet"] = out.sheet
    record["brought_round"] = OPEN if rounds is None else rounds
    if rounds is None:
        how_cs, how_en = "dokud Vypravěč neukončí", "until the GM ends it"
    else:
        how_cs = f"na {rounds_cs(rounds)}, včetně tohoto"
        how_en = f"for {rounds_en(rounds)}, this one included"
    events.append(
        event_for(record, f"{agreeing(record, 'probraný', 'probraná', 'probrané')} (První "
            f"pomoc) {how_cs}: jedná s postihem −4",
            f"brought round (First aid) {how_en}: acts at −4", "brought_round")
    )  # fmt: skip


def land_pending(record: dict, events: list[Event]) -> None:
    """What ``record`` took (or was healed) in the last round lands on its sheet: when the
    next round starts, and (RULINGS §1.6, ruling) when the fight ends or it leaves before
    that, so no damage is lost to "effects take hold from the next round"."""
    for entry in record["pending"]:
        if entry["kind"] == "heal" and entry["amount"] < 1:
            continue
        call = play.damage if entry["kind"] == "damage" else play.heal
        out = call(
            record["sheet"], entry["amount"], record["name"], record["id"], gender_of(record)
        )
        record["sheet"] = out.sheet
        events.extend(out.events)
    record["pending"] = []


def wound_targets(action: dict) -> list[tuple[str, dict]]:
    """(target, sub-action) pairs: one ``target`` with ``amount``, or ``targets``: a list of
    ``{"target", "amount"}`` (many at once, each with its own amount)."""
    many = action.get("targets")
    if many is None:
        return [(action.get("target"), action)]
    if not isinstance(many, list) or not many or len(many) > 1000:
        raise refuse(
            "„targets“ je neprázdný seznam {target, amount}.",
            "'targets' is a non-empty list of {target, amount}.",
            "input",
        )
    pairs = []
    for entry in many:
        if not isinstance(entry, dict):
            raise refuse(
                "Každý cíl je záznam {target, amount}.",
                "Each target is a record {target, amount}.",
                "input",
            )
        pairs.append((entry.get("target"), entry))
    return pairs


def damage_room(record: dict) -> int:
    """How much more kondice ``record`` can lose before the end of the kondice track
    (``MAX_KONDICE_LOST`` lost), counting what is pending, in the order it lands."""
    lost = record["sheet"]["state"]["kondice_lost"]
    for entry in record["pending"]:
        if entry["kind"] == "damage":
            lost += entry["amount"]
        elif entry["amount"] >= 1:
            lost = max(0, lost - entry["amount"])
    return max(0, MAX_KONDICE_LOST - lost)


def capped_damage(record: dict, amount: int) -> tuple[int, Event | None]:
    """``amount`` of damage, capped at the end of the kondice track, and the log line that
    says so (None when nothing was cut). The text counts no lower than its death threshold
    (Mez smrti); the track ends far below it, and damage past its end is not written (it
    would otherwise be accepted now and refused when the next round starts)."""
    room = damage_room(record)
    if amount <= room:
        return amount, None
    return room, event_for(
        record,
        f"zranění {amount} zkráceno na {room}: stupnice kondice končí ztrátou "
        f"{MAX_KONDICE_LOST} bodů (hluboko pod mezí smrti), víc se nezapíše",
        f"damage {amount} capped at {room}: the kondice track ends at {MAX_KONDICE_LOST} "
        "points lost (far below the death threshold); no more is written",
        "damage_capped",
    )


def wound_handler(kind: str):
    def handler(state, action, rng, events, prompts):
        source = action.get("source")
        if source is not None:
            peek(state, source)  # refuses one that is not in the fight
        for target, entry in wound_targets(action):
            record = combatant(state, target)
            amount = whole_number(entry, "amount", 0 if kind == "damage" else 1, MAX_KONDICE_LOST)
            if kind == "damage":
                amount, capped = capped_damage(record, amount)
                if capped is not None:
                    events.append(capped)
            if state["round"] == 0:
                call = play.damage if kind == "damage" else play.heal
                out = call(record["sheet"], amount, record["name"], record["id"], gender_of(record))
                record["sheet"] = out.sheet
                events.extend(out.events)
                record["penalty"] = play.penalty(record["sheet"])
                continue
            record["pending"].append(
                {"amount": amount, "kind": kind, "round": state["round"], "source": source}
            )
            what_cs = "zranění" if kind == "damage" else "léčení"
            what_en = "damage" if kind == "damage" else "healing"
            events.append(
                event_for(record, f"{what_cs} {amount} (projeví se od příštího kola)",
                    f"{what_en} {amount} (takes hold from the next round)", kind)
            )  # fmt: skip

    return handler


# --- preparing ---------------------------------------------------------------------------
def do_add(state, action, rng, events, prompts):
    record = init_extras(make_combatant(action.get("combatant"), validate_sheet))
    if record["id"] in state["combatants"]:
        raise refuse(
            f"Účastník s id „{record['id']}“ už v boji je.",
            f"A combatant with the id '{record['id']}' is already in the fight.",
            "input",
        )
    state["combatants"][record["id"]] = record
    events.append(event_for(record, "vstupuje do boje", "joins the fight", "add"))


def do_remove(state, action, rng, events, prompts):
    record = combatant(state, action.get("id"))
    land_pending(record, events)  # what it took this round goes with it (RULINGS §1.6)
    combatants = state["combatants"]
    del combatants[record["id"]]
    for cid, seen in list(dict.items(combatants)):  # read only: those aiming at it are copied
        if seen["intent"] is not None and seen["intent"].get("target") == record["id"]:
            combatants[cid]["intent"]["target"] = None
    if state.get("current") == record["id"]:
        set_current(state, None)
    if state.get("public_current") == record["id"]:
        state["public_current"] = None
    left = event_for(record, "odchází z boje", "leaves the fight", "remove")
    # its sheet as it leaves: the roster character's sheet is written from it
    events.append(Event(left.text, left.kind, left.combatant, sheet=record["sheet"]))


def do_finish(state, action, rng, events, prompts):
    """The fight ends: what anyone took in the last round lands now (RULINGS §1.6)."""
    if state["status"] != "finished":
        combatants = state["combatants"]
        for cid, seen in list(dict.items(combatants)):  # read only: the others stay shared
            if seen["pending"] or seen["penalty"] != play.penalty(seen["sheet"]):
                record = combatants[cid]
                land_pending(record, events)
                record["penalty"] = play.penalty(record["sheet"])
    common_handlers()["finish"](state, action, rng, events, prompts)
