"""A player's own page in a d20 fight (issue 40): their stamina and wound points only,
initiative before the start, "end my turn" on their own turn, proposals made into the
very actions the GM's tracker sends, and refusals in both languages."""

from __future__ import annotations

import json
import random

import pytest
from support.player_fights import BOREK, ELA, HIDDEN_NAME, frozen, new_fight, run

from campaign_manager.player_view.requests import PlayerRequest
from campaign_manager.systems import player_side
from campaign_manager.systems.common import RuleError
from campaign_manager.systems.d20.encounter import act

side = player_side("d20")


@pytest.fixture
def campaign():
    """Pure rules: no campaign file is needed (and none is opened)."""
    yield None


def started() -> dict:
    """Bořek first (d20 20), Ela next (10), then the NPCs."""
    state = new_fight("d20")
    rolls = {"borek": 20, "ela": 10, "straz": 5, "vrah": 1}
    return run("d20", state, {"type": "start", "rolls": rolls}, rng=random.Random(1))


def refused(state: dict, who: str, request: PlayerRequest) -> RuleError:
    before = frozen(state)
    with pytest.raises(RuleError) as error:
        side.to_action(state, who, request)
    assert frozen(state) == before  # nothing changed
    text = error.value.text
    assert text.cs and text.en and text.cs != text.en  # both languages, in words
    return error.value


def accepted(state: dict, who: str, request: PlayerRequest, rng=None) -> dict:
    before = frozen(state)
    action = side.to_action(state, who, request, rng)
    assert frozen(state) == before
    act(state, action, random.Random(2))  # the GM's act takes it
    return action


def propose(what: str, amount: int | None = None, target: str | None = None, text: str = ""):
    return PlayerRequest(9, "propose", what=what, amount=amount, target=target, text=text)


# -- what a player sees of their own ------------------------------------------------------
def test_own_view_shows_that_pcs_stamina_and_wound_points_and_no_one_elses():
    state = run("d20", new_fight("d20"), {"type": "damage", "target": "ela", "amount": 5})
    me = side.own_view(state, BOREK, "cs")
    assert me["combatant"] == "borek" and me["name"] == "Bořek"
    assert me["numbers"] == [
        {"label": "Stamina", "value": "12/12"},
        {"label": "Body zdraví", "value": "14/14"},
    ]
    assert side.own_view(state, ELA, "en")["numbers"] == [
        {"label": "Stamina", "value": "6/11"},
        {"label": "Wound points", "value": "12/12"},
    ]
    shown = json.dumps(me, ensure_ascii=False)
    for other in ("Ela", "6/11", "Stráž", HIDDEN_NAME, "10/10"):
        assert other not in shown
    assert side.own_view(state, "99", "cs") is None  # not in the fight


def test_own_conditions_are_shown_and_secret_ones_are_not():
    state = run(
        "d20",
        new_fight("d20"),
        {"type": "condition", "target": "borek", "name": "Požehnání", "rounds": 5},
        {"type": "condition", "target": "borek", "name": "Prokletí", "rounds": 2, "secret": True},
        {"type": "condition", "target": "ela", "name": "Zpomalení", "rounds": 3},
        {"type": "damage", "target": "borek", "amount": 13},  # wound points lost: fatigued
    )
    assert side.own_view(state, BOREK, "cs")["conditions"] == ["Unavený", "Požehnání (5 kol)"]
    assert side.own_view(state, BOREK, "en")["conditions"] == ["Fatigued", "Požehnání (5 rounds)"]


# -- initiative ----------------------------------------------------------------------------
def test_initiative_entered_before_the_start_is_the_trackers_action():
    state = new_fight("d20")
    assert side.own_view(state, BOREK, "en")["initiative"] == {"kind": "d20"}
    action = accepted(state, BOREK, PlayerRequest(1, "initiative", roll=14))
    assert action == {"type": "initiative", "id": "borek", "roll": 14}
    after = act(state, action).state
    assert after["initiative"]["borek"]["roll"] == 14
    assert side.own_view(after, BOREK, "en")["initiative"] is None
    error = refused(after, BOREK, PlayerRequest(2, "initiative", roll=20))
    assert "only the GM" in error.text.en and "jen Vypravěč" in error.text.cs
    assert side.describe(state, BOREK, PlayerRequest(1, "initiative", roll=14), "cs") == (
        "Bořek: iniciativa 16 (k20 14 +2)"
    )


def test_initiative_asked_to_be_rolled_is_rolled_with_the_given_dice():
    state = new_fight("d20")
    action = accepted(state, ELA, PlayerRequest(1, "initiative"), random.Random(3))
    assert action == {"type": "initiative", "id": "ela", "roll": random.Random(3).randint(1, 20)}


def test_no_initiative_once_the_fight_runs():
    state = started()
    assert side.own_view(state, ELA, "cs")["initiative"] is None
    error = refused(state, ELA, PlayerRequest(1, "initiative", roll=12))
    assert "before the fight starts" in error.text.en


# -- end my turn ---------------------------------------------------------------------------
def test_end_turn_only_on_ones_own_turn():
    state = started()
    assert state["current"] == "borek"
    assert side.own_view(state, BOREK, "cs")["end_turn"] is True
    assert side.own_view(state, ELA, "cs")["end_turn"] is False
    action = accepted(state, BOREK, PlayerRequest(3, "end_turn"))
    assert action == {"type": "next"}  # what the Combat area's Next turn sends
    assert act(state, action).state["current"] == "ela"
    error = refused(state, ELA, PlayerRequest(3, "end_turn"))
    assert "not your turn" in error.text.en and "nejsi na tahu" in error.text.cs
    assert side.describe(state, BOREK, PlayerRequest(3, "end_turn"), "en") == "Bořek ends the turn"


# -- proposals -----------------------------------------------------------------------------
def test_proposals_are_the_actions_the_trackers_dialogs_send():
    state = started()
    assert accepted(state, BOREK, propose("damage_dealt", 5, "straz")) == {
        "type": "damage",
        "target": "straz",
        "amount": 5,
        "critical": False,
    }
    assert accepted(state, BOREK, propose("damage_taken", 3)) == {
        "type": "damage",
        "target": "borek",
        "amount": 3,
        "critical": False,
    }
    assert accepted(state, ELA, propose("heal", 2, "borek")) == {
        "type": "heal",
        "target": "borek",
        "amount": 2,
        "kind": "fixed",
    }
    assert accepted(state, ELA, propose("condition", 2, "straz", "Omráčen")) == {
        "type": "condition",
        "target": "straz",
        "name": "Omráčen",
        "rounds": 2,
        "ends": "start",
    }
    assert side.to_action(state, ELA, propose("note", text="Mám lektvar")) is None
    assert side.describe(state, BOREK, propose("damage_dealt", 5, "straz"), "cs") == (
        "Bořek navrhuje: způsobené zranění 5 → Stráž"
    )


def test_a_hidden_target_is_refused_as_one_that_does_not_exist():
    state = started()
    hidden = refused(state, BOREK, propose("damage_dealt", 5, "vrah"))
    unknown = refused(state, BOREK, propose("damage_dealt", 5, "xyz"))
    assert hidden.text.en.replace("vrah", "?") == unknown.text.en.replace("xyz", "?")
    assert hidden.text.cs.replace("vrah", "?") == unknown.text.cs.replace("xyz", "?")
    assert HIDDEN_NAME not in hidden.text.cs + hidden.text.en


def test_another_pcs_damage_is_not_this_players_to_report():
    error = refused(started(), BOREK, propose("damage_taken", 4, "ela"))
    assert "your own character" in error.text.en


def test_a_refusal_of_the_rules_names_an_npc_by_its_alias():
    state = run(
        "d20",
        started(),
        {"type": "alias", "target": "straz", "alias": "Muž v plášti"},
        {"type": "damage", "target": "straz", "amount": 100, "coup_de_grace": True},
        {"type": "save", "id": "straz", "total": 0},  # the coup de grace's save failed
    )
    assert "dead" in state["combatants"]["straz"]["sheet"]["conditions"]
    error = refused(state, BOREK, propose("damage_dealt", 5, "straz"))
    assert "Muž v plášti" in error.text.cs and "Stráž" not in error.text.cs + error.text.en


def test_a_player_whose_character_is_not_in_the_fight_is_refused():
    error = refused(started(), "99", propose("damage_taken", 1))
    assert "not in this fight" in error.text.en


def test_a_turn_only_due_is_not_the_players_to_end():
    """While one who delayed may still act first, Ela's turn is due but has not begun:
    "next" would begin it, not end it, so it is not hers to end yet."""
    state = new_fight("d20")
    rolls = {"straz": 20, "borek": 10, "ela": 5, "vrah": 1}
    state = run(
        "d20",
        state,
        {"type": "start", "rolls": rolls},
        {"type": "delay", "id": "straz"},
        {"type": "next"},  # Bořek's turn ends; Stráž, who delayed, may act before Ela
        rng=random.Random(1),
    )
    assert state["current"] == "ela" and "ela" not in state["turns"]
    assert side.own_view(state, ELA, "en")["end_turn"] is False
    error = refused(state, ELA, PlayerRequest(3, "end_turn"))
    assert "has not begun" in error.text.en and "nezačal" in error.text.cs
