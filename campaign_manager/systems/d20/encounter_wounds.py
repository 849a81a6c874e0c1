"""The d20 encounter's actions on one combatant's body: damage (through the creature core),
saves, healing, stabilising (Heal DC 15), helping a stunned ally recover, and conditions
with durations counted on a chosen combatant's turns.

Pure Python. Each action concerns one target; many targets are many actions.
"""

from __future__ import annotations

from typing import Any

from campaign_manager.systems.d20.encounter_base import (
    creature_of,
    line,
    name_of,
    report,
    require_able,
    said,
    store,
    total_or_roll,
    whole,
)
from campaign_manager.systems.d20.encounter_order import begin_due_turn, return_helpless
from campaign_manager.systems.encounter_common import acted, add_condition, combatant, refuse
from campaign_manager.systems.outcome import Event, Prompt

#: heal "kind" → what it restores (the core's healing calls)
HEAL_KINDS = ("fixed", "stamina", "wounds", "magic")


def _flag(action: dict, key: str) -> bool:
    value = action.get(key, False)
    if not isinstance(value, bool):
        raise refuse(f"„{key}“ je ano/ne.", f"'{key}' is true or false.", "input")
    return value


def _source(
    state: dict, action: dict, key: str, events: list[Event], prompts: list[Prompt]
) -> str | None:
    """An optional acting combatant named in the action (revealed on act if the campaign
    says so; if its turn is due, it begins)."""
    if action.get(key) is None:
        return None
    cid = combatant(state, action[key])["id"]
    begin_due_turn(state, cid, events, prompts)
    acted(state, cid, events)
    return cid


def damage(state: dict, action: dict, rng: Any, events: list[Event], prompts: list[Prompt]) -> None:
    """``{"type": "damage", "target", "amount", "critical": bool}``; optional
    ``"coup_de_grace": bool``, ``"bypasses_regeneration": bool``, ``"source": id``."""
    cid = combatant(state, action.get("target"))["id"]
    amount = whole(action.get("amount"), "Zranění", "Damage", 0)
    critical = _flag(action, "critical")
    coup = _flag(action, "coup_de_grace")
    bypass = _flag(action, "bypasses_regeneration")
    creature = creature_of(state, cid)
    if not creature.alive:
        raise refuse(
            f"{name_of(state, cid)} je už {said(state, cid, 'mrtvý', 'mrtvá', 'mrtvé')}.",
            f"{name_of(state, cid)} is already dead.",
            "rule",
        )
    _source(state, action, "source", events, prompts)
    what_cs = " (coup de grace)" if coup else " (kritický)" if critical else ""
    what_en = " (coup de grace)" if coup else " (critical)" if critical else ""
    if bypass:
        what_cs += " obchází regeneraci"
        what_en += " bypassing regeneration"
    events.append(
        line(state, cid, f"zásah za {amount}{what_cs}.", f"hit for {amount}{what_en}.", "damage")
    )
    if coup:
        result = creature.coup_de_grace(amount)
    else:
        result = creature.take_damage(amount, critical, bypasses_regeneration=bypass)
    store(state, cid, creature)
    report(state, cid, result, events, prompts)
    return_helpless(state, cid, events, prompts)


def save(state: dict, action: dict, rng: Any, events: list[Event], prompts: list[Prompt]) -> None:
    """``{"type": "save", "id", "total": n}`` answers that combatant's oldest pending save;
    or ``"fortitude": n`` (and optionally the d20 as ``"roll"``) to roll it."""
    cid = combatant(state, action.get("id"))["id"]
    creature = creature_of(state, cid)
    if not creature.pending_saves:
        raise refuse(
            f"{name_of(state, cid)} nemá čekající záchranu.",
            f"{name_of(state, cid)} has no pending save.",
            "no_save",
        )
    kind = creature.pending_saves[0][0]
    total, how = total_or_roll(
        action, "total", "fortitude", rng, "Výsledek záchrany", "A save total"
    )
    if how:
        events.append(
            line(
                state,
                cid,
                f"záchrana hozena: {how} = {total}.",
                f"save rolled: {how.replace('k20', 'd20')} = {total}.",
                "roll",
            )
        )
    result = creature.resolve_save(kind, total)
    store(state, cid, creature)
    report(state, cid, result, events, prompts)
    return_helpless(state, cid, events, prompts)


def heal(state: dict, action: dict, rng: Any, events: list[Event], prompts: list[Prompt]) -> None:
    """``{"type": "heal", "target", "amount", "kind"}``; kind "fixed" (the default: a fixed
    amount, wound points first, then stamina), "stamina", "wounds", or "magic" (a healing
    spell: ``amount`` is the dice, restoring stamina, ``"bonus"`` the fixed part, restoring
    wound points)."""
    cid = combatant(state, action.get("target"))["id"]
    amount = whole(action.get("amount"), "Léčení", "Healing", 0)
    kind = action.get("kind", "fixed")
    if kind not in HEAL_KINDS:
        raise refuse(
            f"Druh léčení je jeden z: {', '.join(HEAL_KINDS)}.",
            f"The kind of healing is one of: {', '.join(HEAL_KINDS)}.",
            "input",
        )
    creature = creature_of(state, cid)
    if not creature.alive:
        raise refuse(
            f"{name_of(state, cid)} je {said(state, cid, 'mrtvý', 'mrtvá', 'mrtvé')}: léčení "
            "mrtvé neoživí.",
            f"{name_of(state, cid)} is dead: healing does not raise the dead.",
            "rule",
        )
    _source(state, action, "source", events, prompts)
    if kind == "stamina":
        result = creature.heal_stamina(amount)
    elif kind == "wounds":
        result = creature.heal_wounds(amount)
    elif kind == "magic":
        bonus = whole(action.get("bonus", 0), "Pevná oprava", "The fixed bonus", 0)
        result = creature.heal_magic(amount, bonus)
    else:
        result = creature.heal_fixed(amount)
    store(state, cid, creature)
    if not result.events:
        events.append(
            line(
                state,
                cid,
                "není co léčit (už má maximum).",
                "nothing to heal (already at the maximum).",
                "heal",
            )
        )
    report(state, cid, result, events, prompts)


def stabilise(state: dict, action: dict, rng: Any, events: list[Event], prompts) -> None:
    """``{"type": "stabilise", "target", "total": n}``: a Heal check DC 15 on a dying
    combatant (a standard action that provokes attacks of opportunity); or ``"modifier"``
    (and optionally ``"roll"``) to roll it; optional ``"helper": id``: who tends it, on its
    own turn (the current combatant; without a helper, someone outside the order)."""
    cid = combatant(state, action.get("target"))["id"]
    helper = action.get("helper")
    if helper is not None:
        helper = combatant(state, helper)["id"]
        if helper == cid:
            raise refuse(
                f"Umírající v bezvědomí se {said(state, cid, 'sám', 'sama', 'samo')} neošetří.",
                "A dying, unconscious creature cannot tend itself.",
                "rule",
            )
        if state["status"] != "running" or state["current"] != helper:
            raise refuse(
                f"Ošetřování je standardní akce {name_of(state, helper)} v "
                f"{said(state, helper, 'jeho', 'jejím', 'jeho')} tahu; teď na tahu není.",
                f"Tending is {name_of(state, helper)}'s standard action on its own turn; it is "
                "not its turn now.",
                "state",
            )
        begin_due_turn(state, helper, events, prompts)
        require_able(state, helper, "ošetřovat", "tend anyone")
    creature = creature_of(state, cid)
    total, how = total_or_roll(action, "total", "modifier", rng, "Výsledek Léčení", "A Heal total")
    result = creature.heal_check(total)
    if helper is not None:
        acted(state, helper, events)
        events.append(
            line(
                state,
                helper,
                f"ošetřuje {name_of(state, cid)}: Léčení {total} (standardní akce, provokuje příležitostný útok).",
                f"tends {name_of(state, cid)}: Heal {total} (a standard action that provokes attacks of opportunity).",
                "stabilise",
            )
        )
    if how:
        events.append(
            line(
                state,
                cid,
                f"Léčení hozeno: {how} = {total}.",
                f"Heal rolled: {how.replace('k20', 'd20')} = {total}.",
                "roll",
            )
        )
    store(state, cid, creature)
    report(state, cid, result, events, prompts)


def recover(state: dict, action: dict, rng: Any, events: list[Event], prompts) -> None:
    """``{"type": "recover", "helper", "target"}``: the helper, on its turn, spends a
    standard action to help a stunned combatant recover; the stun ends."""
    helper = combatant(state, action.get("helper"))["id"]
    cid = combatant(state, action.get("target"))["id"]
    if helper == cid:
        raise refuse(
            "Ochromenému musí pomoci jiná postava.",
            "Another character must help the stunned one.",
            "rule",
        )
    if state["current"] != helper:
        raise refuse(
            f"Pomoc je standardní akce {name_of(state, helper)} v "
            f"{said(state, helper, 'jeho', 'jejím', 'jeho')} tahu; teď na tahu není.",
            f"Helping is {name_of(state, helper)}'s standard action on its own turn; it is not "
            "its turn now.",
            "state",
        )
    begin_due_turn(state, helper, events, prompts)
    require_able(state, helper, "pomáhat", "help anyone")
    creature = creature_of(state, cid)
    result = creature.help_recover()
    acted(state, helper, events)
    events.append(
        line(
            state,
            helper,
            f"standardní akcí pomáhá {name_of(state, cid)} vzpamatovat se.",
            f"spends a standard action helping {name_of(state, cid)} recover.",
            "recover",
        )
    )
    store(state, cid, creature)
    report(state, cid, result, events, prompts)


def condition(state: dict, action: dict, rng: Any, events: list[Event], prompts) -> None:
    """``{"type": "condition", "target", "name", "rounds", "ends": "start" | "end",
    "of": id}``: counted down when the turn of ``of`` (default: the target) starts or
    ends (default "start"); optional ``"secret": true`` keeps it off the player view."""
    cid = combatant(state, action.get("target"))["id"]
    ends = action.get("ends", "start")
    if ends not in ("start", "end"):
        raise refuse(
            "Stav se odpočítává na začátku („start“) nebo konci („end“) tahu.",
            "A condition counts at the start ('start') or the end ('end') of a turn.",
            "input",
        )
    of = action.get("of")
    of = cid if of is None else combatant(state, of)["id"]
    extra: dict[str, Any] = {"ends": ends, "of": of}
    if _flag(action, "secret"):
        extra["secret"] = True
    add_condition(state, cid, action.get("name"), action.get("rounds"), events, **extra)
