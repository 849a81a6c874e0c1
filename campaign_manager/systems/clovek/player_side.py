"""What a player may see of their own character and ask from their page, in a Střety
conflict (Člověk + Střety).

Pure Python. ``own_view`` is the player's own part of their page (dice banks, the scars
that hold a wound, conditions, what they can do now); ``to_action`` makes a request into
the very action the GM's tracker sends to ``encounter.act`` (tried there first: a refusal
comes back in words); ``describe`` is its line in the GM's queue. See
``campaign_manager/systems/player_side_common.py`` for what every system shares.

- Initiative (in the initiative phase, once a round): ``dice`` from the mental bank (no
  more than it holds). ``roll`` None: the dice are rolled (``{"type": "roll_initiative",
  "id", "dice"}``; none: ``{"type": "initiative", "id", "faces": []}``, Vyrovnanost
  alone). ``roll`` given: the highest die the player rolled (1–10; 0 on the die counts 10,
  and 0 is taken as such), entered as ``{"type": "initiative", "id", "faces"}``: that face
  first, each other die spent as a 1 (only the highest counts; the log shows what was
  entered).
- End my turn: ``{"type": "next"}``, only on this PC's own action in the act phase.
- Proposals: in a physical conflict damage is a wound to the d10 hit location
  (``{"type": "hit_location", "target", "face": None, "severity": "lethal", "points"}``,
  the wound dialog's defaults; damage dealt names the PC as the attacker while it acts);
  a condition ``{"type": "condition", "target", "name", "rounds"}``; a note: None. Scars
  do not heal in a conflict (they heal at a scene's or a chapter's start), and in a social
  or mental conflict a wound depends on the attack: both are refused in words.
"""

from __future__ import annotations

from typing import Any

from campaign_manager.systems import player_side_common as common
from campaign_manager.systems.clovek import encounter
from campaign_manager.systems.clovek import encounter_state as st
from campaign_manager.systems.clovek.scars import SCAR_KEYS, scar_name
from campaign_manager.systems.common import Text

_BANKS = {
    "physical": Text(cs="Fyzický bank", en="Physical bank"),
    "social": Text(cs="Sociální bank", en="Social bank"),
    "mental": Text(cs="Mentální bank", en="Mental bank"),
}
_SCARS = Text(cs="Jizvy", en="Scars")
_NO_WOUND = Text(cs="bez zranění", en="no wound")
_BANK_LABEL = Text(cs="Kostky z mentálního banku", en="Dice from the mental bank")
#: the face entered for each die spent beside the highest one (it does not count)
FILLER_FACE = 1


def _may_choose(state: dict, record: dict) -> bool:
    return (
        state["status"] == "running"
        and state["phase"] == "initiative"
        and record["id"] not in state["initiatives"]
    )


def _acting(state: dict, record: dict) -> bool:
    """Whether this PC's own action is the one now (its turn)."""
    turn = state["turn"]
    return (
        state["status"] == "running"
        and state["phase"] == "act"
        and state["current"] == record["id"]
        and turn is not None
        and turn < len(state["actions"])
        and state["actions"][turn]["id"] == record["id"]
    )


def _proposals(state: dict) -> list[str]:
    if state["status"] == "finished":
        return ["note"]
    if state["kind"] == "physical":
        return ["damage_taken", "damage_dealt", "condition", "note"]
    return ["condition", "note"]


def own_view(state: dict, character_id: str, language: str) -> dict | None:
    """The player's own part of their page (the ``me`` of the players' contract), or None
    when their character is not in this conflict."""
    record = common.own_record(state, character_id)
    if record is None:
        return None
    full = st.full_banks(record["sheet"])
    numbers = [
        common.number(label, common.of_max(record["banks"][key], full[key]), language)
        for key, label in _BANKS.items()
    ]
    scars = record["sheet"]["scars"]
    wounded = [key for key in SCAR_KEYS if set(scars.get(key, "")) - {"_"}]
    numbers += [common.number(scar_name(key), scars[key], language) for key in wounded]
    if not wounded:
        numbers.append(common.number(_SCARS, _NO_WOUND.get(language), language))
    initiative = None
    if _may_choose(state, record):
        initiative = {
            "kind": "bank",
            "max": st.initiative_bank(state, record["id"]),
            "label": _BANK_LABEL.get(language),
        }
    return {
        "combatant": record["id"],
        "name": record["name"],
        "numbers": numbers,
        "conditions": common.conditions_of(state, record, language),
        "initiative": initiative,
        "end_turn": _acting(state, record),
        "propose": _proposals(state),
    }


def to_action(state: dict, character_id: str, request: Any, rng: Any = None) -> dict | None:
    """The action ``request`` asks of the conflict for this player (see the module's
    docstring); RuleError in words when the player may not do it now."""
    if request.kind == "propose" and request.what == "note":
        return None  # nothing to apply: the GM reads it, in the fight or out of it
    record = common.own_or_refused(state, character_id)
    if request.kind == "initiative":
        action = _initiative(state, record, request)
    elif request.kind == "end_turn":
        if not _acting(state, record):
            raise common.refuse(
                "Teď nejsi na tahu; ukončit můžeš jen svou vlastní akci.",
                "It is not your turn; you can end only your own action.",
                "not_your_turn",
            )
        action = {"type": "next"}
    else:
        action = _proposal(state, record, request)
        if action is None:
            return None
    return common.tried(encounter.act, state, action)


def _initiative(state: dict, record: dict, request: Any) -> dict:
    cid = record["id"]
    if state["status"] != "running" or state["phase"] != "initiative":
        raise common.refuse(
            "Iniciativa se volí ve fázi iniciativy na začátku kola; teď to nejde.",
            "Initiative is chosen in the initiative phase at a round's start; not now.",
            "state",
        )
    if cid in state["initiatives"]:
        raise common.refuse(
            "Iniciativu na toto kolo už máš; změnit ji může jen Vypravěč.",
            "You have your initiative for this round; only the GM can change it.",
            "entered",
        )
    dice = request.dice
    if dice is None:
        raise common.refuse(
            "Zvol, kolik kostek z mentálního banku dáš na iniciativu (0: jen Vyrovnanost).",
            "Choose how many dice from the mental bank go on initiative (0: Vyrovnanost alone).",
            "input",
        )
    have = st.initiative_bank(state, cid)
    if dice > have:
        raise common.refuse(
            f"Mentální bank má jen {st.dice_cs(have)}; {dice} na iniciativu dát nejde.",
            f"The mental bank holds only {st.dice_en(have)}; {dice} cannot go on initiative.",
            "bank",
        )
    if request.roll is None:
        if dice == 0:
            return {"type": "initiative", "id": cid, "faces": []}
        return {"type": "roll_initiative", "id": cid, "dice": dice}
    if dice == 0:
        raise common.refuse(
            "Bez kostek se nehází: iniciativa je tvoje Vyrovnanost. Zvol aspoň jednu kostku, "
            "nebo hod nezadávej.",
            "With no dice there is no roll: your initiative is your Vyrovnanost. Choose at "
            "least one die, or enter no roll.",
            "input",
        )
    if request.roll > 10:
        raise common.refuse(
            f"Kostka k10 ukazuje 1–10 (0 platí za 10), ne {request.roll}.",
            f"A d10 shows 1–10 (0 counts 10), not {request.roll}.",
            "input",
        )
    return {
        "type": "initiative",
        "id": cid,
        "faces": [request.roll % 10] + [FILLER_FACE] * (dice - 1),
    }


def _proposal(state: dict, record: dict, request: Any) -> dict | None:
    what = request.what
    if what == "note":
        return None
    if what == "heal":
        raise common.refuse(
            "Jizvy se ve střetu nehojí: hojí se na začátku scény nebo kapitoly (Vypravěč).",
            "Scars do not heal in a conflict: they heal at a scene's or a chapter's start "
            "(the GM).",
            "no_heal",
        )
    target = common.proposal_target(state, record, what, request.target)
    if what == "condition":
        return {
            "type": "condition",
            "target": target,
            "name": request.text,
            "rounds": request.amount or common.DEFAULT_ROUNDS,
        }
    if state["kind"] != "physical":
        raise common.refuse(
            "V tomto střetu zranění míří do jizvy podle útoku; popiš ho Vypravěči poznámkou.",
            "In this conflict a wound goes to a scar by the attack; describe it to the GM in "
            "a note.",
            "no_damage",
        )
    action = {
        "type": "hit_location",
        "target": target,
        "face": None,
        "severity": "lethal",
        "points": request.amount,
    }
    if what == "damage_dealt" and _acting(state, record):
        action["attacker"] = record["id"]
    return action


def describe(state: dict, character_id: str, request: Any, language: str) -> str:
    """One line for the GM's queue: "Zdena: iniciativa, 3 kostky, nejvyšší 7 → 10"."""
    cs = language.startswith("cs")
    who = common.player_name(state, character_id)
    if request.kind == "initiative":
        dice = request.dice or 0
        many = st.dice_cs(dice) if cs else st.dice_en(dice)
        if dice == 0:
            return (
                f"{who}: iniciativa bez kostek (Vyrovnanost)"
                if cs
                else f"{who}: initiative with no dice (Vyrovnanost)"
            )
        if request.roll is None:
            return (
                f"{who}: iniciativa – hodit {many} z mentálního banku"
                if cs
                else f"{who}: initiative – roll {many} from the mental bank"
            )
        record = common.own_record(state, character_id)
        highest = request.roll if request.roll else 10
        base = st.vyrovnanost(record) if record is not None else 0
        return (
            f"{who}: iniciativa {highest + base} ({many}, nejvyšší {highest} + Vyrovnanost {base})"
            if cs
            else f"{who}: initiative {highest + base} ({many}, highest {highest} + "
            f"Vyrovnanost {base})"
        )
    if request.kind == "end_turn":
        return common.describe_end_turn(state, character_id, language)
    return common.describe_proposal(state, character_id, request, language)
