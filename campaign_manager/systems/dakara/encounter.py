"""A Dakara fight (Boj, s. 22–24), run by its own procedure. Pure Python, plain JSON state.

No initiative. Each round: the GM declares the intents of the NPCs the player characters
know about (hidden ones' intents never reach the player view), the players declare theirs
and may change them freely, never back to an intent abandoned this round; then ``resolve``
and everything resolves in any order (NPCs first is offered: :func:`gm_rows` lists them
first). One complex action per round from the table; a multi-round one keeps the combatant
busy (a counter), an open one (concentration, a skill) until the GM ends it (ending it is
abandoning it: not declared again that round); one free action; one attack resolution per
combatant per round, only of a declared attack intent and at its declared target, and an
attack that takes longer (a spell's casting time) resolves in its last round. **Effects take hold from the next
round**: damage dealt in round N waits and lowers kondice (on the combatant's sheet) when
round N+1 starts, and every attack of round N uses the penalties fixed at its start. Out
(kondice ≤ 0) and dying (≤ −max/2) combatants cannot declare or attack unless the GM marks
them brought round (První pomoc) for some rounds; then they act at −4. Damage past the end of
the kondice track (``MAX_KONDICE_LOST`` lost; the text counts no lower than its death
threshold) is capped when it is dealt, and the log says so.

State (beyond :mod:`campaign_manager.systems.encounter_common`): ``phase`` "declare" |
"resolve", ``order`` ``[]``; each combatant also has ``penalty`` (fixed at the round's start),
``intent`` (None or ``{"action", "target", "rounds" (None: open), "done", "since"}``),
``abandoned`` (``[action, target]`` pairs given up this round), ``attacked`` (its attack of
this round is resolved), ``free`` (this round's free action, a text, or None), ``pending``
(``[{"amount", "kind": "damage" | "heal", "round", "source"}]`` landing when the next round
starts) and ``brought_round`` (rounds left, the current one included; 0 = not; −1 = until
the GM ends it).

Actions (``act``): ``start``, ``next``, ``declare``, ``resolve``, ``attack``, ``select``,
``free``, ``spend``, ``brought_round``, ``end_action``, ``damage`` / ``heal`` (another
source: lands next round, at round 0 at once), ``add``, ``remove`` and the common ones
(``condition``, ``end_condition``, ``reveal``, ``hide``, ``alias``, ``view``, ``finish``).
"""

from __future__ import annotations

import random
from typing import Any

from campaign_manager.systems.common import Text, by_gender, gender_of, signed
from campaign_manager.systems.dakara import play
from campaign_manager.systems.dakara.combat import resolve_attack
from campaign_manager.systems.dakara.encounter_actions import (
    MAX_NUMBER,
    capped_damage,
    do_add,
    do_brought_round,
    do_finish,
    do_remove,
    do_select,
    do_spend,
    entered_roll,
    event_for,
    init_extras,
    land_pending,
    peek,
    require_able,
    require_running,
    whole_number,
    wound_handler,
)
from campaign_manager.systems.dakara.encounter_roster import do_join, require_arrived
from campaign_manager.systems.dakara.encounter_rules import (
    action_name,
    action_rounds,
    busy,
    catalogue,
    is_attack,
    remaining,
    suggest_numbers,
)
from campaign_manager.systems.dakara.encounter_state import check_dakara, check_state
from campaign_manager.systems.dakara.encounter_view import (
    asked,
    asked_after,
    first_waiting_attack,
    gm_detail,
    gm_order,
    gm_rows,
    pending,
    public_view,
)
from campaign_manager.systems.dakara.sheet import validate_sheet
from campaign_manager.systems.encounter_common import (
    acted,
    base_state,
    combatant,
    common_handlers,
    dispatch,
    refuse,
    rounds_cs,
    rounds_en,
    set_current,
    tick_conditions,
)
from campaign_manager.systems.encounter_copy import view_once
from campaign_manager.systems.encounter_join import joining
from campaign_manager.systems.outcome import Event, Outcome

__all__ = [
    "act",
    "gm_detail",
    "gm_rows",
    "new_encounter",
    "pending",
    "public_view",
    "suggest_numbers",
]


#: what ``new_encounter`` takes beside the combatants and the settings
OPTIONS = ("reveal_on_act", "view")


def new_encounter(combatants: list[dict], settings: dict | None = None, **options: Any) -> dict:
    """A prepared fight (round 0). ``settings``: the campaign's settings JSON (or its
    ``"dakara"`` part: the catalogue additions give the weapons). Options:
    ``reveal_on_act`` (a hidden combatant is revealed when it attacks), ``view`` (what the
    player view shows, see encounter_common). Anything else is refused in words."""
    _check_options(options)
    options = dict(options)
    view = options.pop("view", None)
    state = base_state("dakara", combatants, validate_sheet, settings, options, view)
    state["phase"] = "declare"
    for record in state["combatants"].values():
        init_extras(record)
    catalogue(state)  # the settings' catalogue additions are read (and checked) now
    check_state(state)
    return state


def _check_options(options: dict) -> None:
    """Options no Dakara fight has are refused (the shared code checks the ones it has)."""
    unknown = sorted(str(key) for key in options if key not in OPTIONS)
    if unknown:
        raise refuse(
            f"Boj Dakary nemá volbu {', '.join(unknown)} (zná {', '.join(OPTIONS)}).",
            f"A Dakara fight has no option {', '.join(unknown)} (it knows {', '.join(OPTIONS)}).",
            "input",
        )


def act(encounter: dict, action: dict, rng: random.Random | None = None) -> Outcome:
    """Run one GM action; the argument is never modified. The outcome's prompts are what
    the tracker must ask now (see :func:`pending`). A state that is not a Dakara fight's
    is refused in words (:mod:`~campaign_manager.systems.dakara.encounter_state`)."""
    check_dakara(encounter)  # the Dakara parts; dispatch checks the shared ones
    out = dispatch(encounter, action, _ALL_HANDLERS, rng, "dakara")
    state = out.state
    # what to ask, from what the state before asked (the tracker's pending reads it again)
    return Outcome(
        state, out.events, view_once(asked, state, lambda: asked_after(encounter, state))
    )


def _sum(total: int, label: str, number: int, penalty: int, die: int) -> tuple[str, str]:
    """ "9 (ÚČ 5, postih −1, 1k6 5)": how a total came about, in both languages."""
    pen = signed(penalty)
    cs = f"{total} ({label} {number}" + (f", postih {pen}" if penalty else "") + f", 1k6 {die})"
    en = f"{total} ({label} {number}" + (f", penalty {pen}" if penalty else "") + f", 1d6 {die})"
    return cs, en


# --- the round ---------------------------------------------------------------------------
def _round_start(state: dict, events: list[Event], first: bool) -> None:
    """Round N+1 begins: pending damage lands, durations count down, intents clear (except
    those still under way), and everyone's penalty is fixed for the whole round."""
    state["round"] += 1
    events.append(
        Event(
            Text(cs=f"Kolo {state['round']} začíná.", en=f"Round {state['round']} begins."), "round"
        )
    )
    combatants = state["combatants"]
    # each record is read first without copying it: only those whose round state changes
    # are copied and written (the rest stay shared with the state before)
    for cid, seen in list(dict.items(combatants)):
        if seen["pending"]:
            land_pending(combatants[cid], events)
    if not first:
        tick_conditions(state, events)
    for cid, seen in list(dict.items(combatants)):
        if _round_leaves_alone(seen):
            continue
        record = combatants[cid]
        sheet = record["sheet"]
        if record["brought_round"] > 0 and not first:
            record["brought_round"] -= 1
        if play.current(sheet) > 0:
            record["brought_round"] = 0
        if sheet["state"]["brought_round"] != bool(record["brought_round"]):
            if not record["brought_round"] and play.current(sheet) <= 0:
                events.append(
                    event_for(
                        record,
                        f"už není {by_gender(gender_of(record), 'probraný', 'probraná', 'probrané')}",
                        "is no longer brought round",
                        "state",
                    )
                )
            sheet["state"]["brought_round"] = bool(record["brought_round"])
        intent = record["intent"]
        if intent is not None and not first:
            intent["done"] += 1
            name = action_name(state, intent["action"])
            if intent["rounds"] is not None and intent["done"] >= intent["rounds"]:
                if intent["rounds"] > 1:
                    events.append(
                        event_for(record, f"dokončeno: {name.cs}", f"done: {name.en}", "action")
                    )
                record["intent"] = None
            elif not play.can_act(sheet):
                events.append(
                    event_for(record, f"přerušeno: {name.cs}", f"interrupted: {name.en}", "action")
                )
                record["intent"] = None
        record["abandoned"] = []
        record["attacked"] = False
        record["free"] = None
        record["penalty"] = play.penalty(sheet)
    state["phase"] = "declare"
    set_current(state, None)


def _round_leaves_alone(record: dict) -> bool:
    """Whether a new round starts without changing ``record`` (read, not written): nothing
    pending, no intent, nothing given up or done this round, not brought round, and its
    penalty as its sheet gives it. Such a record is what :func:`_round_start` would make of
    it, so it is left as it is."""
    if (
        record["pending"]
        or record["intent"] is not None
        or record["abandoned"]
        or record["attacked"]
        or record["free"] is not None
        or record["brought_round"]
    ):
        return False
    sheet = record["sheet"]
    return not sheet["state"]["brought_round"] and record["penalty"] == play.penalty(sheet)


def _start(state, action, rng, events, prompts):
    if state["round"] != 0:
        raise refuse("Boj už běží.", "The fight is already running.", "state")
    if not state["combatants"]:
        raise refuse("V boji nikdo není.", "There is nobody in the fight.", "state")
    state["status"] = "running"
    _round_start(state, events, first=True)


def _resolve(state, action, rng, events, prompts):
    require_running(state)
    if state["phase"] != "declare":
        raise refuse(
            "Kolo už se vyhodnocuje; další kolo začne akcí „další“.",
            "The round is already being resolved; 'next' starts the next round.",
            "state",
        )
    state["phase"] = "resolve"
    _resolving_next(state)
    events.append(
        Event(
            Text(
                cs=f"Kolo {state['round']}: vyhodnocení (nejdřív cizí postavy).",
                en=f"Round {state['round']}: resolution (NPCs first).",
            ),
            "phase",
        )
    )


def _resolving_next(state: dict) -> None:
    """In the resolution: the one whose attack is resolved now is current (the first
    whose attack waits, NPCs first), nobody once every attack is resolved."""
    set_current(state, first_waiting_attack(state))


def _next(state, action, rng, events, prompts):
    if state["round"] == 0:
        _start(state, action, rng, events, prompts)
    elif state["phase"] == "declare":
        _resolve(state, action, rng, events, prompts)
    else:
        _round_start(state, events, first=False)


# --- declaring ---------------------------------------------------------------------------
def _declare(state, action, rng, events, prompts):
    require_running(state)
    record = combatant(state, action.get("id"))
    require_arrived(state, record)  # a newcomer declares from the next round
    if state["phase"] != "declare":
        raise refuse(
            "Záměry se ohlašují před vyhodnocením; v tomto kole už je pozdě.",
            "Intents are declared before resolution; it is too late this round.",
            "state",
        )
    require_able(record)
    key = action.get("action")
    target = action.get("target")
    if target is not None:
        peek(state, target)  # refuses one that is not in the fight
    old = record["intent"]
    if key is None:
        if busy(old):
            _busy_refusal(state, record)
        if old is not None:
            record["abandoned"].append([old["action"], old.get("target")])
            record["intent"] = None
            events.append(event_for(record, "ruší svůj záměr", "withdraws its intent", "declare"))
        return
    rounds = action_rounds(state, key, action.get("rounds"))
    if old is not None and old["action"] == key and old.get("target") == target:
        if busy(old) or old["rounds"] == rounds:
            return  # the same intent again: nothing changes
        old["rounds"] = rounds
        return
    if busy(old):
        _busy_refusal(state, record)
    if [key, target] in record["abandoned"]:
        raise refuse(
            f"{record['name']}: tento záměr už v tomto kole "
            f"{by_gender(gender_of(record), 'opustil', 'opustila', 'opustilo')} a nesmí ho znovu "
            "ohlásit (Úprava záměrů).",
            f"{record['name']}: it abandoned this intent this round and may not declare it "
            "again (Changing intents).",
            "abandoned",
        )
    if old is not None:
        record["abandoned"].append([old["action"], old.get("target")])
    record["intent"] = {
        "action": key,
        "target": target,
        "rounds": rounds,
        "done": 0,
        "since": state["round"],
    }
    name = action_name(state, key)
    goal = peek(state, target)["name"] if target is not None else None
    events.append(
        event_for(
            record,
            f"ohlašuje {name.cs}" + (f" → {goal}" if goal else ""),
            f"declares {name.en}" + (f" → {goal}" if goal else ""),
            "declare",
        )
    )


def _busy_refusal(state: dict, record: dict) -> None:
    intent = record["intent"]
    name = action_name(state, intent["action"])
    left = remaining(intent)
    how_cs = f"ještě {rounds_cs(left)}" if left is not None else "dokud ji Vypravěč neukončí"
    how_en = f"{rounds_en(left)} more" if left is not None else "until the GM ends it"
    raise refuse(
        f"{record['name']}: je "
        f"{by_gender(gender_of(record), 'zaneprázdněn', 'zaneprázdněna', 'zaneprázdněno')} "
        f"({name.cs}, {how_cs}); jinou komplexní akci "
        "nezačne, dokud ji Vypravěč neukončí.",
        f"{record['name']}: is busy ({name.en}, {how_en}); no other complex action until "
        "the GM ends it.",
        "busy",
    )


def _end_action(state, action, rng, events, prompts):
    record = combatant(state, action.get("id"))
    intent = record["intent"]
    if intent is None or (intent["rounds"] is not None and intent["rounds"] <= 1):
        raise refuse(
            f"{record['name']}: nemá rozdělanou vícekolovou ani otevřenou akci.",
            f"{record['name']}: has no multi-round or open action under way.",
            "state",
        )
    name = action_name(state, intent["action"])
    # ending it is giving it up: never declared again this round (Úprava záměrů)
    record["abandoned"].append([intent["action"], intent.get("target")])
    record["intent"] = None
    events.append(event_for(record, f"končí: {name.cs}", f"ends: {name.en}", "action"))


def _free(state, action, rng, events, prompts):
    require_running(state)
    record = combatant(state, action.get("id"))
    require_able(record)
    if record["free"] is not None:
        raise refuse(
            f"{record['name']}: volnou akci už v tomto kole provedl ({record['free']}); "
            "v jednom kole je jedna.",
            f"{record['name']}: has had its free action this round ({record['free']}); "
            "there is one per round.",
            "free",
        )
    text = action.get("text")
    if not isinstance(text, str) or not text.strip() or len(text) > 200:
        raise refuse(
            "Volná akce potřebuje popis (nejvýš 200 znaků).",
            "A free action needs a description (at most 200 characters).",
            "input",
        )
    record["free"] = text.strip()
    events.append(
        event_for(record, f"volná akce: {record['free']}", f"free action: {record['free']}", "free")
    )


# --- resolving ---------------------------------------------------------------------------
def _attack(state, action, rng, events, prompts):
    require_running(state)
    if state["phase"] != "resolve":
        raise refuse(
            "Útoky se vyhodnocují až po ohlášení záměrů (fáze vyhodnocení).",
            "Attacks are resolved after the intents are declared (the resolution phase).",
            "state",
        )
    attacker = combatant(state, action.get("attacker"))
    defender = peek(state, action.get("defender"))  # copied below when it is hurt
    if attacker["id"] == defender["id"]:
        raise refuse("Nikdo neútočí sám na sebe.", "Nobody attacks itself.", "input")
    require_able(attacker)
    if attacker["attacked"]:
        raise refuse(
            f"{attacker['name']}: svůj útok v tomto kole už "
            f"{by_gender(gender_of(attacker), 'vyhodnotil', 'vyhodnotila', 'vyhodnotilo')}; "
            "každý účastník "
            "vyhodnocuje útok jen jednou za kolo.",
            f"{attacker['name']}: its attack this round is already resolved; each combatant "
            "resolves one attack per round.",
            "one_attack",
        )
    _require_declared_attack(state, attacker, defender)
    uc = whole_number(action, "attack_number", -MAX_NUMBER, MAX_NUMBER)
    oc = whole_number(action, "defence_number", -MAX_NUMBER, MAX_NUMBER)
    weapon = whole_number(action, "weapon_damage", 0, MAX_NUMBER, 0)
    quality = whole_number(action, "armour_quality", 0, MAX_NUMBER, 0)
    coverage = whole_number(action, "armour_coverage", 0, MAX_NUMBER, 0)
    a_roll, d_roll = entered_roll(action, "attack_roll"), entered_roll(action, "defence_roll")
    rng = rng or random.Random()
    if a_roll is None:
        a_roll = rng.randint(1, 6)
    if d_roll is None:
        d_roll = rng.randint(1, 6)
    a_pen, d_pen = attacker["penalty"], defender["penalty"]
    result = resolve_attack(
        uc, oc, a_roll, d_roll, weapon, quality, coverage,
        attack_penalty=a_pen, defence_penalty=d_pen,
    )  # fmt: skip
    attacker["attacked"] = True
    damage, capped = capped_damage(defender, result.damage)
    if damage:
        defender = state["combatants"][action["defender"]]  # copied to be written
        defender["pending"].append(
            {
                "amount": damage,
                "kind": "damage",
                "round": state["round"],
                "source": attacker["id"],
            }
        )
    acted(state, attacker["id"], events)
    _resolving_next(state)
    sums = (
        _sum(result.attack_total, "ÚČ", uc, a_pen, a_roll),
        _sum(result.defence_total, "OČ", oc, d_pen, d_roll),
    )
    later_cs = " (projeví se od příštího kola)" if result.damage else ""
    later_en = " (takes hold from the next round)" if result.damage else ""
    events.append(
        event_for(
            attacker,
            f"útok na {defender['name']}: {sums[0][0]} proti {sums[1][0]}: "
            f"{result.text.cs}{later_cs}",
            f"attacks {defender['name']}: {sums[0][1]} against {sums[1][1]}: "
            f"{result.text.en}{later_en}",
            "attack",
        )
    )
    if capped is not None:
        events.append(capped)


def _require_declared_attack(state: dict, attacker: dict, defender: dict) -> None:
    """An attack resolves what was declared: the attacker's attack intent, at its target,
    in the intent's last round (Ohlašování akcí, Vyhodnocení akcí)."""
    who = attacker["name"]
    declared = by_gender(gender_of(attacker), "ohlásil", "ohlásila", "ohlásilo")
    intent = attacker["intent"]
    if intent is None:
        raise refuse(
            f"{who}: v tomto kole ne{declared} útok; vyhodnocuje se jen ohlášený záměr "
            "(útok se ohlašuje i s cílem ve fázi ohlašování).",
            f"{who}: declared no attack this round; only a declared intent is resolved "
            "(declare the attack, with its target, in the declaration phase).",
            "not_declared",
        )
    name = action_name(state, intent["action"])
    if not is_attack(intent["action"]):
        raise refuse(
            f"{who}: v tomto kole dělá {name.cs}; jedna komplexní akce za kolo.",
            f"{who}: is doing {name.en} this round; one complex action per round.",
            "one_action",
        )
    target = intent.get("target")
    if target is None:
        raise refuse(
            f"{who}: {declared} {name.cs} bez cíle; útok se vyhodnocuje jen na ohlášený cíl "
            "(cíl se ohlašuje se záměrem).",
            f"{who}: declared {name.en} without a target; an attack resolves only at its "
            "declared target (the target is declared with the intent).",
            "no_target",
        )
    if target != defender["id"]:
        goal = dict.get(state["combatants"], target, {}).get("name", target)
        raise refuse(
            f"{who}: {declared} útok na {goal}, ne na {defender['name']}; vyhodnocuje se "
            "ohlášený záměr.",
            f"{who}: declared its attack at {goal}, not at {defender['name']}; the declared "
            "intent is what resolves.",
            "other_target",
        )
    left = remaining(intent)
    if left is not None and left > 1:
        last = state["round"] + left - 1
        raise refuse(
            f"{who}: {name.cs} trvá ještě {rounds_cs(left)}; útok se "
            f"vyhodnotí v posledním kole (kolo {last}).",
            f"{who}: {name.en} takes {rounds_en(left)} more; the attack "
            f"resolves in its last round (round {last}).",
            "not_yet",
        )


HANDLERS = {
    "start": _start,
    "next": _next,
    "resolve": _resolve,
    "declare": _declare,
    "end_action": _end_action,
    "free": _free,
    "attack": _attack,
    "select": do_select,
    "spend": do_spend,
    "brought_round": do_brought_round,
    "damage": wound_handler("damage"),
    "heal": wound_handler("heal"),
    "add": do_add,
    "join": joining(do_join),  # reinforcements: encounter_roster
    "remove": do_remove,
    "finish": do_finish,
}

_ALL_HANDLERS = {**common_handlers(), **HANDLERS}

_ = gm_order  # re-exported for the tracker (NPCs first, then PCs)
