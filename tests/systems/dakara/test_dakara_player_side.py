"""A player's own page in a Dakara fight (issue 40): their kondice, Výdrž and Vůle only,
an intent declared from the table with a visible target in the declaration phase, never
"end my turn", proposals made into the very actions the GM's tracker sends, and refusals
in both languages."""

from __future__ import annotations

import json
import random

import pytest
from support.player_fights import BOREK, ELA, HIDDEN_NAME, frozen, new_fight, run

from campaign_manager.player_view.requests import PlayerRequest
from campaign_manager.systems import player_side
from campaign_manager.systems.common import RuleError
from campaign_manager.systems.dakara.encounter import act

side = player_side("dakara")


@pytest.fixture
def campaign():
    """Pure rules: no campaign file is needed (and none is opened)."""
    yield None


def started() -> dict:
    """Round 1's declaration phase."""
    return run("dakara", new_fight("dakara"), {"type": "start"})


def refused(state: dict, who: str, request: PlayerRequest) -> RuleError:
    before = frozen(state)
    with pytest.raises(RuleError) as error:
        side.to_action(state, who, request)
    assert frozen(state) == before  # nothing changed
    text = error.value.text
    assert text.cs and text.en and text.cs != text.en  # both languages, in words
    return error.value


def accepted(state: dict, who: str, request: PlayerRequest) -> dict:
    before = frozen(state)
    action = side.to_action(state, who, request)
    assert frozen(state) == before
    act(state, action, random.Random(2))  # the GM's act takes it
    return action


def declare(intent: str | None, target: str | None = None) -> PlayerRequest:
    return PlayerRequest(1, "initiative", intent=intent, target=target)


def propose(what: str, amount: int | None = None, target: str | None = None, text: str = ""):
    return PlayerRequest(9, "propose", what=what, amount=amount, target=target, text=text)


# -- what a player sees of their own ------------------------------------------------------
def test_own_view_shows_that_pcs_kondice_and_pools_and_no_one_elses():
    # before the start damage takes hold at once
    state = run("dakara", new_fight("dakara"), {"type": "damage", "targets": [
        {"target": "ela", "amount": 5}, {"target": "straz", "amount": 9}]})  # fmt: skip
    me = side.own_view(state, BOREK, "cs")
    assert me["combatant"] == "borek" and me["name"] == "Bořek"
    assert me["numbers"] == [
        {"label": "Kondice", "value": "12/12"},
        {"label": "Postih", "value": "±0"},
        {"label": "Výdrž", "value": "2/2"},
        {"label": "Vůle", "value": "0/0"},
    ]
    assert side.own_view(state, ELA, "en")["numbers"][0] == {"label": "Kondice", "value": "7/12"}
    shown = json.dumps(me, ensure_ascii=False)
    for other in ("Ela", "7/12", "3/12", "Stráž", HIDDEN_NAME):
        assert other not in shown
    assert side.own_view(state, "99", "cs") is None


# -- declaring an intent -------------------------------------------------------------------
def test_the_intents_and_targets_offered_are_the_tables_and_the_visible_ones():
    state = run("dakara", started(), {"type": "alias", "target": "straz", "alias": "Muž v plášti"})
    offered = side.own_view(state, BOREK, "en")["initiative"]
    assert offered["kind"] == "intent"
    assert {"key": "melee_attack", "label": "Attack with a melee weapon, unarmed or grappling"} in (
        offered["actions"]
    )
    assert offered["targets"] == [
        {"id": "ela", "name": "Ela"},
        {"id": "straz", "name": "Muž v plášti"},
    ]  # never oneself, never the hidden one, an NPC by its alias
    assert side.own_view(new_fight("dakara"), BOREK, "en")["initiative"] is None  # not started


def test_a_declared_intent_is_the_trackers_declare_action():
    state = started()
    action = accepted(state, BOREK, declare("melee_attack", "straz"))
    assert action == {"type": "declare", "id": "borek", "action": "melee_attack", "target": "straz"}
    after = act(state, action).state
    assert after["combatants"]["borek"]["intent"]["action"] == "melee_attack"
    assert side.describe(state, BOREK, declare("melee_attack", "straz"), "cs") == (
        "Bořek ohlašuje: Útok zbraní pro boj zblízka, beze zbraně nebo zápasem → Stráž"
    )
    # changing it is allowed; back to the abandoned one is not (the rules' own words)
    after = act(after, side.to_action(after, BOREK, declare("ranged_attack", "straz"))).state
    error = refused(after, BOREK, declare("melee_attack", "straz"))
    assert "abandoned" in error.text.en


def test_an_unknown_intent_a_hidden_target_or_oneself_is_refused():
    state = started()
    error = refused(state, BOREK, declare("fireball", "straz"))
    assert "no such intent" in error.text.en
    refused(state, BOREK, declare(None))
    hidden = refused(state, BOREK, declare("melee_attack", "vrah"))
    unknown = refused(state, BOREK, declare("melee_attack", "xyz"))
    assert hidden.text.en.replace("vrah", "?") == unknown.text.en.replace("xyz", "?")
    assert HIDDEN_NAME not in hidden.text.cs + hidden.text.en
    refused(state, BOREK, declare("melee_attack", "borek"))


def test_no_intent_once_the_round_is_resolved():
    state = run("dakara", started(), {"type": "resolve"})
    assert side.own_view(state, ELA, "cs")["initiative"] is None
    error = refused(state, ELA, declare("melee_attack", "straz"))
    assert "before resolution" in error.text.en


def test_a_dakara_fight_has_no_turn_to_end():
    state = started()
    assert side.own_view(state, BOREK, "cs")["end_turn"] is False
    error = refused(state, BOREK, PlayerRequest(3, "end_turn"))
    assert "no turns to end" in error.text.en


# -- proposals -----------------------------------------------------------------------------
def test_proposals_are_the_actions_the_trackers_dialogs_send():
    state = started()
    assert accepted(state, BOREK, propose("damage_taken", 3)) == {
        "type": "damage",
        "targets": [{"target": "borek", "amount": 3}],
    }
    assert accepted(state, BOREK, propose("damage_dealt", 4, "straz")) == {
        "type": "damage",
        "targets": [{"target": "straz", "amount": 4}],
    }
    assert accepted(state, ELA, propose("heal", 2, "borek")) == {
        "type": "heal",
        "targets": [{"target": "borek", "amount": 2}],
    }
    assert accepted(state, ELA, propose("condition", 3, "straz", "Oslněný")) == {
        "type": "condition",
        "target": "straz",
        "name": "Oslněný",
        "rounds": 3,
    }
    assert side.to_action(state, ELA, propose("note", text="Utíkám")) is None
    refused(state, BOREK, propose("damage_dealt", 4, "vrah"))
    refused(state, BOREK, propose("damage_taken", 4, "ela"))  # another PC's


def test_once_the_fight_is_over_a_note_is_all_a_player_can_send():
    state = run("dakara", started(), {"type": "finish"})
    me = side.own_view(state, BOREK, "en")
    assert me["propose"] == ["note"] and me["initiative"] is None
    assert side.to_action(state, BOREK, propose("note", text="Díky za hru")) is None
    error = refused(state, BOREK, propose("damage_taken", 2))
    assert "fight is over" in error.text.en
