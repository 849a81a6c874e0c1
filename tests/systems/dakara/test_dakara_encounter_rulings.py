"""Dakara's fight held to RULINGS §1.6 and §4 and the text (Boj, s. 22–24): an attack
resolves what was declared, ending an action is abandoning it, damage never runs past the
kondice track's end."""

from __future__ import annotations

import copy
import random

import pytest

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.dakara import new_sheet, play, validate_sheet
from campaign_manager.systems.dakara.encounter import act, new_encounter, pending
from campaign_manager.systems.dakara.sheet import MAX_KONDICE_LOST


def fighter() -> dict:
    sheet = new_sheet()
    sheet["skills"]["Boj zblízka"] = {"rating": 3}
    return validate_sheet(sheet)


def fight() -> dict:
    return new_encounter(
        [
            {"id": "borek", "name": "Bořek Hrabal", "side": "pc", "sheet": fighter()},
            {"id": "eliska", "name": "Eliška", "side": "pc", "sheet": fighter()},
            {"id": "straz", "name": "Stráž", "side": "npc", "sheet": fighter()},
        ]
    )


def run(state: dict, *actions: dict) -> dict:
    for action in actions:
        state = act(state, action, random.Random(0)).state
    return state


def declare(cid: str, action: str = "melee_attack", target: str | None = None, **more) -> dict:
    return {"type": "declare", "id": cid, "action": action, "target": target, **more}


def hit(attacker: str, defender: str, **more) -> dict:
    return {
        "type": "attack",
        "attacker": attacker,
        "defender": defender,
        "attack_number": 5,
        "defence_number": 2,
        "attack_roll": 6,
        "defence_roll": 1,
        **more,
    }


def refused(state: dict, action: dict, words: str) -> RuleError:
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as info:
        act(state, action, random.Random(0))
    assert state == before
    assert info.value.text.cs.strip() and info.value.text.en.strip()
    assert words in info.value.text.en, info.value.text.en
    return info.value


def lost(state: dict, cid: str) -> int:
    return state["combatants"][cid]["sheet"]["state"]["kondice_lost"]


# --- 1. an attack follows a declared attack intent, at its declared target ---------------
def test_an_attack_nobody_declared_is_refused():
    state = run(fight(), {"type": "start"}, {"type": "resolve"})
    error = refused(state, hit("borek", "straz"), "declared no attack this round")
    assert "neohlásil útok" in error.text.cs


def test_an_attack_resolves_only_at_the_declared_target():
    state = run(fight(), {"type": "start"}, declare("borek", target="straz"), {"type": "resolve"})
    error = refused(state, hit("borek", "eliska"), "declared its attack at Stráž, not at Eliška")
    assert "ohlásil útok na Stráž" in error.text.cs
    state = run(state, hit("borek", "straz"))
    assert state["combatants"]["borek"]["attacked"]


def test_an_attack_declared_without_a_target_is_asked_for_its_target_and_does_not_resolve():
    state = run(fight(), {"type": "start"}, declare("borek"))
    prompts = [(p.kind, p.text.en) for p in pending(state) if p.combatant == "borek"]
    assert prompts == [("declare", "Bořek Hrabal: declare the attack's target")]
    state = run(state, {"type": "resolve"})
    assert not [p for p in pending(state) if p.combatant == "borek"]  # nothing to resolve
    refused(state, hit("borek", "straz"), "without a target")


def test_a_target_that_left_the_fight_takes_the_attack_with_it():
    state = run(fight(), {"type": "start"}, declare("borek", target="eliska"))
    state = run(state, {"type": "remove", "id": "eliska"}, {"type": "resolve"})
    refused(state, hit("borek", "straz"), "without a target")


def test_another_action_declared_is_no_attack():
    state = run(fight(), {"type": "start"}, declare("borek", "help_ally", "eliska"))
    state = run(state, {"type": "resolve"})
    refused(state, hit("borek", "eliska"), "one complex action per round")


# --- 2. ending an action is abandoning it -----------------------------------------------
def test_an_ended_action_cannot_be_declared_again_that_round():
    state = run(fight(), {"type": "start"}, declare("eliska", "load_heavy_crossbow"))
    state = run(state, {"type": "next"}, {"type": "next"})  # round 2: 4 rounds to go
    state = run(state, {"type": "end_action", "id": "eliska"})
    assert state["combatants"]["eliska"]["abandoned"] == [["load_heavy_crossbow", None]]
    error = refused(state, declare("eliska", "load_heavy_crossbow"), "abandoned this intent")
    assert "opustil" in error.text.cs
    run(state, declare("eliska", target="straz"))  # another intent is fine
    state = run(state, {"type": "next"}, {"type": "next"})  # a new round forgets
    state = run(state, declare("eliska", "load_heavy_crossbow"))
    assert state["combatants"]["eliska"]["intent"]["done"] == 0  # a new start, 5 rounds


def test_an_action_declared_and_ended_in_the_same_round_is_abandoned_too():
    state = run(fight(), {"type": "start"}, declare("eliska", "use_skill"))
    state = run(state, {"type": "end_action", "id": "eliska"})
    refused(state, declare("eliska", "use_skill"), "abandoned")


# --- 3. damage never runs past the end of the kondice track ------------------------------
def test_damage_past_the_tracks_end_is_capped_at_once_and_the_next_round_still_starts():
    state = run(fight(), {"type": "start"})
    state = run(state, {"type": "damage", "target": "straz", "amount": MAX_KONDICE_LOST - 5})
    out = act(state, {"type": "damage", "target": "straz", "amount": 10})
    capped = [e for e in out.events if e.kind == "damage_capped"]
    assert len(capped) == 1
    assert capped[0].text.en.startswith("Stráž: damage 10 capped at 5")
    assert "zkráceno na 5" in capped[0].text.cs
    assert [p["amount"] for p in out.state["combatants"]["straz"]["pending"]] == [
        MAX_KONDICE_LOST - 5,
        5,
    ]
    state = run(out.state, {"type": "damage", "target": "straz", "amount": 3})
    assert state["combatants"]["straz"]["pending"][-1]["amount"] == 0  # nothing left
    state = run(state, {"type": "next"}, {"type": "next"})  # never blocked
    assert (state["round"], lost(state, "straz")) == (2, MAX_KONDICE_LOST)
    assert validate_sheet(state["combatants"]["straz"]["sheet"])


def test_pending_healing_makes_room_in_the_order_things_land():
    state = run(fight(), {"type": "damage", "target": "straz", "amount": MAX_KONDICE_LOST})
    state = run(
        state,
        {"type": "start"},
        {"type": "heal", "target": "straz", "amount": 10},
        {"type": "damage", "target": "straz", "amount": 25},  # 10 of it fits
    )
    assert [p["amount"] for p in state["combatants"]["straz"]["pending"]] == [10, 10]
    state = run(state, {"type": "next"}, {"type": "next"})
    assert lost(state, "straz") == MAX_KONDICE_LOST


def test_before_the_fight_damage_is_capped_too():
    state = run(fight(), {"type": "damage", "target": "straz", "amount": MAX_KONDICE_LOST})
    out = act(state, {"type": "damage", "target": "straz", "amount": 1})
    assert out.events[0].kind == "damage_capped"
    assert lost(out.state, "straz") == MAX_KONDICE_LOST


def test_an_attack_past_the_tracks_end_is_capped_and_says_so():
    far_gone = play.damage(fighter(), MAX_KONDICE_LOST - 2).sheet
    state = new_encounter(
        [
            {"id": "a", "name": "Ajax", "side": "pc", "sheet": fighter()},
            {"id": "b", "name": "Bůh", "side": "npc", "sheet": far_gone},
        ]
    )
    state = run(state, {"type": "start"}, declare("a", target="b"), {"type": "resolve"})
    out = act(state, hit("a", "b", weapon_damage=10))
    kinds = [e.kind for e in out.events]
    assert kinds[-2:] == ["attack", "damage_capped"]
    assert out.state["combatants"]["b"]["pending"][0]["amount"] == 2
    state = run(out.state, {"type": "next"})
    assert lost(state, "b") == MAX_KONDICE_LOST


# --- a secret condition stays the GM's ---------------------------------------------------
def test_a_secret_condition_never_shows_on_the_player_view():
    from campaign_manager.systems.dakara.encounter import public_view

    state = run(
        fight(),
        {"type": "start"},
        {"type": "condition", "target": "straz", "name": "Otráven", "rounds": 3, "secret": True},
        {"type": "condition", "target": "straz", "name": "Oslepen", "rounds": 2},
    )
    assert state["combatants"]["straz"]["conditions"][0].get("secret") is True
    straz = next(c for c in public_view(state)["combatants"] if c["id"] == "straz")
    assert [c["name"] for c in straz["conditions"]] == ["Oslepen"]
    state = run(state, {"type": "next"}, {"type": "next"})  # it counts down, still secret
    assert state["combatants"]["straz"]["conditions"][0] == {
        "name": "Otráven",
        "remaining": 2,
        "secret": True,
    }
