"""What every system's ``player_side`` shares: finding a player's own combatant, the
targets a player may name, proposals, and the words a refusal may carry to a page.

Pure Python. A player's page names its character by ``character_id`` (the roster
character's id as text); everything here reads the fight's state and never changes it.
A request is checked by the rules exactly as the GM's own action would be: the action a
system makes of it is tried on the state with the system's ``act`` (on a copy: the state
given is never modified) and a refusal comes back in words; the names in those words are
the ones the players see (an NPC's alias; a hidden combatant is never named).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

from campaign_manager.systems.common import RuleError, Text, shown
from campaign_manager.systems.encounter_common import (
    public_name,
    rounds_cs,
    rounds_en,
    visible,
)

#: everything a player may propose, in the order a page offers it
PROPOSALS = ("damage_taken", "damage_dealt", "heal", "condition", "note")
#: a player proposes a condition lasting this many rounds when it names none
DEFAULT_ROUNDS = 1


def refuse(cs: str, en: str, code: str = "player") -> RuleError:
    return RuleError(Text(cs=cs, en=en), code)


def own_record(state: dict, character_id: str) -> dict | None:
    """The combatant whose ``character_id`` is ``character_id`` (compared as text), or
    None when that character is not in this fight (or the state is no fight)."""
    if not isinstance(state, dict) or not isinstance(character_id, str):
        return None
    combatants = state.get("combatants")
    if not isinstance(combatants, dict):
        return None
    for record in combatants.values():
        if not isinstance(record, dict):
            continue
        own = record.get("character_id")
        if own is not None and not isinstance(own, bool) and str(own) == character_id:
            return record
    return None


def own_or_refused(state: dict, character_id: str) -> dict:
    """The player's own combatant; RuleError in words when the character is not in the
    fight, or the fight is over."""
    record = own_record(state, character_id)
    if record is None:
        raise refuse(
            "Tvoje postava v tomto boji není; požádej Vypravěče, ať ji přidá.",
            "Your character is not in this fight; ask the GM to add it.",
            "not_in_fight",
        )
    if state.get("status") == "finished":
        raise refuse(
            "Boj skončil; už se v něm nic nemění.",
            "The fight is over; nothing in it changes any more.",
            "finished",
        )
    return record


def targets(state: dict, own_id: str | None = None) -> list[dict]:
    """The combatants a player may name (every visible one but ``own_id``), each as
    ``{"id", "name"}`` with the name the players see."""
    return [
        {"id": cid, "name": public_name(record)}
        for cid, record in state["combatants"].items()
        if visible(record) and cid != own_id
    ]


def target_or_refused(state: dict, target: Any) -> dict:
    """The visible combatant ``target`` names; RuleError in words otherwise. A hidden one
    is refused exactly as an id no combatant has: a page learns nothing from the answer."""
    record = state["combatants"].get(target) if isinstance(target, str) else None
    if record is None or not visible(record):
        raise refuse(
            f"V boji nikdo takový není ({shown(target, 20)}); vyber cíl ze seznamu.",
            f"There is no such combatant in this fight ({shown(target, 20)}); choose a target "
            "from the list.",
            "no_target",
        )
    return record


def proposal_target(state: dict, record: dict, what: str, target: str | None) -> str:
    """The combatant a proposal concerns: one's own for damage taken (naming another's is
    refused), a visible one for damage dealt (required; never oneself), one's own or a
    visible one for healing and a condition."""
    own = record["id"]
    if what == "damage_taken":
        if target not in (None, own):
            raise refuse(
                "Utržené zranění se týká jen tvé postavy; zranění jiného navrhni jako způsobené.",
                "Damage taken is your own character's only; propose another's as damage dealt.",
                "not_yours",
            )
        return own
    if what == "damage_dealt":
        if target is None:
            raise refuse(
                "Vyber cíl způsobeného zranění.",
                "Whom did you deal the damage to? Choose a target.",
                "no_target",
            )
        if target == own:
            raise refuse(
                "Zranění sobě navrhni jako utržené.",
                "Propose damage to yourself as damage taken.",
                "not_yours",
            )
        return target_or_refused(state, target)["id"]
    if target is None or target == own:
        return own
    return target_or_refused(state, target)["id"]


def conditions_of(state: dict, record: dict, language: str) -> list[str]:
    """The conditions on ``record`` a player may know: every one the view does not keep
    secret, with the rounds left ("Požehnání (5 kol)")."""
    secret = set(state.get("view", {}).get("secret_conditions", []))
    cs = language.startswith("cs")
    return [
        f"{entry['name']} ({rounds_cs(entry['remaining']) if cs else rounds_en(entry['remaining'])})"
        for entry in record.get("conditions", [])
        if entry["name"] not in secret and not entry.get("secret")
    ]


def public_words(state: dict, text: Text) -> Text:
    """``text`` as a player may read it: a combatant's real name replaced by the name the
    players see (an NPC's alias), a hidden one's by "someone" (longest names first)."""
    swaps: dict[str, tuple[str, str]] = {}
    for record in state["combatants"].values():
        name = record["name"]
        if not visible(record):
            swaps[name] = ("někdo", "someone")
        elif public_name(record) != name:
            swaps.setdefault(name, (public_name(record), public_name(record)))
    if not swaps:
        return text
    pattern = re.compile("|".join(re.escape(n) for n in sorted(swaps, key=len, reverse=True)))
    return Text(
        cs=pattern.sub(lambda m: swaps[m.group()][0], text.cs),
        en=pattern.sub(lambda m: swaps[m.group()][1], text.en),
    )


def tried(act: Callable, state: dict, action: dict) -> dict:
    """``action`` when ``act`` accepts it on ``state`` (tried on a copy, with a throwaway
    dice roller: the state given is never modified, nor the GM's dice moved on); its
    refusal in the players' words otherwise."""
    try:
        act(state, action, random.Random(0))
    except RuleError as error:
        raise RuleError(public_words(state, error.text), error.code) from None
    return action


def player_name(state: dict, character_id: str) -> str:
    """The name the GM knows the player's character by in this fight (its id when it is
    not in it)."""
    record = own_record(state, character_id)
    return record["name"] if record is not None else f"#{character_id}"


def gm_name(state: dict, cid: Any) -> str:
    """A combatant's name for the GM (the id shown as it is when there is none)."""
    combatants = state.get("combatants") if isinstance(state, dict) else None
    record = combatants.get(cid) if isinstance(combatants, dict) and isinstance(cid, str) else None
    return record["name"] if record is not None else shown(cid, 20)


def describe_proposal(state: dict, character_id: str, request: Any, language: str) -> str:
    """One line for the GM's queue: "Ela navrhuje: zranění 5 → Skřet 1"."""
    cs = language.startswith("cs")
    who = player_name(state, character_id)
    record = own_record(state, character_id)
    own = record["id"] if record is not None else None
    what = request.what
    amount = request.amount
    target = request.target
    to = f" → {gm_name(state, target)}" if target not in (None, own) else ""
    if what == "damage_taken":
        body = f"utržené zranění {amount}" if cs else f"damage taken {amount}"
    elif what == "damage_dealt":
        body = f"způsobené zranění {amount}{to}" if cs else f"damage dealt {amount}{to}"
    elif what == "heal":
        body = f"léčení {amount}{to}" if cs else f"healing {amount}{to}"
    elif what == "condition":
        rounds = amount or DEFAULT_ROUNDS
        length = rounds_cs(rounds) if cs else rounds_en(rounds)
        body = (
            f"stav {request.text} ({length}){to}"
            if cs
            else f"condition {request.text} ({length}){to}"
        )
    else:
        body = f"poznámka: {request.text}" if cs else f"note: {request.text}"
    return f"{who} navrhuje: {body}" if cs else f"{who} proposes: {body}"


def describe_end_turn(state: dict, character_id: str, language: str) -> str:
    who = player_name(state, character_id)
    return f"{who} končí tah" if language.startswith("cs") else f"{who} ends the turn"


def number(label: Text, value: str, language: str) -> dict:
    return {"label": label.get(language), "value": value}


def of_max(now: int, top: int) -> str:
    """ "12/28" (a negative number with the real minus sign)."""
    return f"{now}/{top}".replace("-", "−")
