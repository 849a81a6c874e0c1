"""What a player may see of their own character and ask from their page, in a Dakara
fight.

Pure Python. ``own_view`` is the player's own part of their page (kondice and its
penalty, Výdrž and Vůle, conditions, what they can do now); ``to_action`` makes a request
into the very action the GM's tracker sends to ``encounter.act`` (tried there first: a
refusal comes back in words); ``describe`` is its line in the GM's queue. See
``campaign_manager/systems/player_side_common.py`` for what every system shares.

- Initiative: Dakara has none; in the declaration phase a player declares an intent, one
  of the complex actions of the campaign's table, with its target (a visible combatant,
  or none): ``{"type": "declare", "id", "action", "target"}`` (the rounds as the table
  says). The rules refuse an intent abandoned this round, a busy or a downed combatant.
- End my turn: never (everyone resolves in any order; the GM moves the round on).
- Proposals: damage ``{"type": "damage", "targets": [{"target", "amount"}]}`` and healing
  ``{"type": "heal", "targets": [...]}`` (from another source: they take hold when the
  next round starts), a condition ``{"type": "condition", "target", "name", "rounds"}``;
  a note: None.
"""

from __future__ import annotations

from typing import Any

from campaign_manager.systems import player_side_common as common
from campaign_manager.systems.common import Text, signed
from campaign_manager.systems.dakara import encounter, play
from campaign_manager.systems.dakara.encounter_roster import arrived
from campaign_manager.systems.dakara.encounter_rules import action_name, busy, catalogue

_KONDICE = Text(cs="Kondice", en="Kondice")
_PENALTY = Text(cs="Postih", en="Penalty")
_VYDRZ = Text(cs="Výdrž", en="Výdrž")
_VULE = Text(cs="Vůle", en="Vůle")


def _may_declare(state: dict, record: dict) -> bool:
    return (
        state["status"] == "running"
        and state["round"] >= 1
        and state["phase"] == "declare"
        and arrived(state, record)
        and play.can_act(record["sheet"])
        and not busy(record["intent"])
    )


def _actions(state: dict, language: str) -> list[dict]:
    return [
        {"key": key, "label": action_name(state, key).get(language)}
        for key in catalogue(state).complex_actions
    ]


def own_view(state: dict, character_id: str, language: str) -> dict | None:
    """The player's own part of their page (the ``me`` of the players' contract), or None
    when their character is not in this fight."""
    record = common.own_record(state, character_id)
    if record is None:
        return None
    sheet = record["sheet"]
    pools = play.pools(sheet, catalogue(state))
    initiative = None
    if _may_declare(state, record):
        initiative = {
            "kind": "intent",
            "actions": _actions(state, language),
            "targets": common.targets(state, record["id"]),
        }
    return {
        "combatant": record["id"],
        "name": record["name"],
        "numbers": [
            common.number(
                _KONDICE, common.of_max(play.current(sheet), play.maximum(sheet)), language
            ),
            common.number(_PENALTY, signed(record["penalty"]), language),
            common.number(
                _VYDRZ,
                common.of_max(pools["vydrz"]["current"], pools["vydrz"]["maximum"]),
                language,
            ),
            common.number(
                _VULE, common.of_max(pools["vule"]["current"], pools["vule"]["maximum"]), language
            ),
        ],
        "conditions": common.conditions_of(state, record, language),
        "initiative": initiative,
        "end_turn": False,
        "propose": list(common.PROPOSALS) if state["status"] != "finished" else ["note"],
    }


def to_action(state: dict, character_id: str, request: Any, rng: Any = None) -> dict | None:
    """The action ``request`` asks of the fight for this player (see the module's
    docstring); RuleError in words when the player may not do it now."""
    if request.kind == "propose" and request.what == "note":
        return None  # nothing to apply: the GM reads it, in the fight or out of it
    record = common.own_or_refused(state, character_id)
    cid = record["id"]
    if request.kind == "initiative":
        if state["status"] != "running" or state["phase"] != "declare":
            raise common.refuse(
                "Záměry se ohlašují na začátku kola, před vyhodnocením; teď to nejde.",
                "Intents are declared at a round's start, before resolution; not now.",
                "state",
            )
        key = request.intent
        if key is None:
            raise common.refuse(
                "Vyber záměr: komplexní akci z tabulky.",
                "Choose an intent: a complex action from the table.",
                "input",
            )
        if key not in catalogue(state).complex_actions:
            raise common.refuse(
                "Takový záměr tabulka komplexních akcí nezná; vyber ze seznamu.",
                "The complex-action table has no such intent; choose from the list.",
                "unknown_intent",
            )
        target = request.target
        if target is not None:
            if target == cid:
                raise common.refuse(
                    "Cílem záměru je někdo jiný; vyber cíl ze seznamu, nebo žádný.",
                    "An intent's target is someone else; choose a target from the list, or none.",
                    "no_target",
                )
            target = common.target_or_refused(state, target)["id"]
        action = {"type": "declare", "id": cid, "action": key, "target": target}
    elif request.kind == "end_turn":
        raise common.refuse(
            "V boji Dakary se tah nekončí: všichni jednají v kole zároveň a kolo posouvá Vypravěč.",
            "A Dakara fight has no turns to end: everyone acts within the round, and the GM "
            "moves the round on.",
            "no_turns",
        )
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
    if what == "condition":
        return {
            "type": "condition",
            "target": target,
            "name": request.text,
            "rounds": request.amount or common.DEFAULT_ROUNDS,
        }
    kind = "heal" if what == "heal" else "damage"
    return {"type": kind, "targets": [{"target": target, "amount": request.amount}]}


def describe(state: dict, character_id: str, request: Any, language: str) -> str:
    """One line for the GM's queue: "Ela ohlašuje: Útok zblízka → Skřet 1"."""
    cs = language.startswith("cs")
    who = common.player_name(state, character_id)
    if request.kind == "initiative":
        try:
            name = action_name(state, request.intent).get(language)
        except (AttributeError, KeyError, TypeError, ValueError):  # no fight, a damaged one
            name = str(request.intent)
        to = f" → {common.gm_name(state, request.target)}" if request.target else ""
        return f"{who} ohlašuje: {name}{to}" if cs else f"{who} declares: {name}{to}"
    if request.kind == "end_turn":
        return common.describe_end_turn(state, character_id, language)
    return common.describe_proposal(state, character_id, request, language)
