"""What a player may see of their own character and ask from their page, in a d20 fight.

Pure Python. ``own_view`` is the player's own part of their page (stamina and wound
points, conditions, what they can do now); ``to_action`` makes a request into the very
action the GM's tracker sends to ``encounter.act`` (tried there first: a refusal comes
back in words); ``describe`` is its line in the GM's queue. See
``campaign_manager/systems/player_side_common.py`` for what every system shares.

- Initiative: the d20 (entered, or rolled here when ``roll`` is None) while the fight is
  prepared and this PC has none entered yet (the rules take initiative only before the
  start); it becomes ``{"type": "initiative", "id", "roll"}``.
- End my turn: ``{"type": "next"}``, only while this PC's own turn runs (not while it is
  only due: the GM begins it).
- Proposals: damage ``{"type": "damage", "target", "amount", "critical": False}``,
  healing ``{"type": "heal", "target", "amount", "kind": "fixed"}``, a condition
  ``{"type": "condition", "target", "name", "rounds", "ends": "start"}`` (the tracker's
  dialogs' defaults), a note: None.
"""

from __future__ import annotations

import random
from typing import Any

from campaign_manager.systems import player_side_common as common
from campaign_manager.systems.common import Text, gender_of, roll, signed
from campaign_manager.systems.d20 import encounter
from campaign_manager.systems.d20.data import condition_label
from campaign_manager.systems.d20.encounter_base import pools
from campaign_manager.systems.d20.encounter_order import turn_due

_STAMINA = Text(cs="Stamina", en="Stamina")
_WOUNDS = Text(cs="Body zdraví", en="Wound points")


def _may_roll(state: dict, record: dict) -> bool:
    entry = state["initiative"].get(record["id"])
    return state["status"] == "prepared" and entry is not None and not entry["entered"]


def _my_turn(state: dict, record: dict) -> bool:
    return state["status"] == "running" and state["current"] == record["id"] and not turn_due(state)


def _proposals(state: dict) -> list[str]:
    return list(common.PROPOSALS) if state["status"] != "finished" else ["note"]


def own_view(state: dict, character_id: str, language: str) -> dict | None:
    """The player's own part of their page (the ``me`` of the players' contract), or None
    when their character is not in this fight."""
    record = common.own_record(state, character_id)
    if record is None:
        return None
    sheet = record["sheet"]
    numbers = pools(sheet)
    stamina = (
        common.of_max(numbers["stamina"], numbers["max_stamina"])
        if numbers["max_stamina"]
        else ("žádná" if language.startswith("cs") else "none")
    )
    gender = gender_of(record)
    # the core's conditions (fatigued, disabled, dying…), as a list's items begin
    states = [condition_label(key, gender).get(language) for key in sheet["conditions"]]
    states = [label[:1].upper() + label[1:] for label in states]
    return {
        "combatant": record["id"],
        "name": record["name"],
        "numbers": [
            common.number(_STAMINA, stamina, language),
            common.number(
                _WOUNDS, common.of_max(numbers["wounds"], numbers["max_wounds"]), language
            ),
        ],
        "conditions": states + common.conditions_of(state, record, language),
        "initiative": {"kind": "d20"} if _may_roll(state, record) else None,
        "end_turn": _my_turn(state, record),
        "propose": _proposals(state),
    }


def to_action(state: dict, character_id: str, request: Any, rng: Any = None) -> dict | None:
    """The action ``request`` asks of the fight for this player (see the module's
    docstring); RuleError in words when the player may not do it now. ``rng`` rolls the
    d20 of an initiative asked to be rolled."""
    if request.kind == "propose" and request.what == "note":
        return None  # nothing to apply: the GM reads it, in the fight or out of it
    record = common.own_or_refused(state, character_id)
    cid = record["id"]
    if request.kind == "initiative":
        if state["status"] != "prepared":
            raise common.refuse(
                "Iniciativa se hází před začátkem boje; teď už ji zadat nejde.",
                "Initiative is rolled before the fight starts; it cannot be entered now.",
                "state",
            )
        if state["initiative"][cid]["entered"]:
            got = state["initiative"][cid]["roll"]
            raise common.refuse(
                f"Iniciativu už máš zadanou (k20 {got}); změnit ji může jen Vypravěč.",
                f"Your initiative is entered already (d20 {got}); only the GM can change it.",
                "entered",
            )
        die = request.roll
        if die is None:
            die = roll(20, rng if rng is not None else random.Random())
        elif not 1 <= die <= 20:
            raise common.refuse(
                f"Hod k20 je 1–20, ne {die}.", f"A d20 roll is 1–20, not {die}.", "input"
            )
        action = {"type": "initiative", "id": cid, "roll": die}
    elif request.kind == "end_turn":
        if not _my_turn(state, record):
            if state["status"] == "running" and state["current"] == cid:
                raise common.refuse(
                    "Tvůj tah ještě nezačal: začne ho Vypravěč.",
                    "Your turn has not begun yet: the GM begins it.",
                    "not_your_turn",
                )
            raise common.refuse(
                "Teď nejsi na tahu; ukončit můžeš jen svůj vlastní tah.",
                "It is not your turn; you can end only your own turn.",
                "not_your_turn",
            )
        action = {"type": "next"}
    else:
        action = _proposal(state, record, request)
        if action is None:
            return None
    return common.tried(encounter.act, state, action)


def _proposal(state: dict, record: dict, request: Any) -> dict | None:
    what = request.what
    if what == "note":
        return None
    target = common.proposal_target(state, record, what, request.target)
    if what in ("damage_taken", "damage_dealt"):
        return {"type": "damage", "target": target, "amount": request.amount, "critical": False}
    if what == "heal":
        return {"type": "heal", "target": target, "amount": request.amount, "kind": "fixed"}
    return {
        "type": "condition",
        "target": target,
        "name": request.text,
        "rounds": request.amount or common.DEFAULT_ROUNDS,
        "ends": "start",
    }


def describe(state: dict, character_id: str, request: Any, language: str) -> str:
    """One line for the GM's queue: "Bořek: iniciativa 17 (k20 14 +3)"."""
    cs = language.startswith("cs")
    who = common.player_name(state, character_id)
    if request.kind == "initiative":
        record = common.own_record(state, character_id)
        entry = state.get("initiative", {}).get(record["id"]) if record else None
        modifier = entry["modifier"] if entry else 0
        if request.roll is None:
            return (
                f"{who}: iniciativa – hodit k20 {signed(modifier)}"
                if cs
                else f"{who}: initiative – roll d20 {signed(modifier)}"
            )
        total = request.roll + modifier
        return (
            f"{who}: iniciativa {total} (k20 {request.roll} {signed(modifier)})"
            if cs
            else f"{who}: initiative {total} (d20 {request.roll} {signed(modifier)})"
        )
    if request.kind == "end_turn":
        return common.describe_end_turn(state, character_id, language)
    return common.describe_proposal(state, character_id, request, language)
