"""A player's own page in a Střety conflict (issue 40): their dice banks and scars only,
initiative from the mental bank in the initiative phase (no more dice than it holds),
"end my turn" on their own action, proposals made into the very actions the GM's tracker
sends, and refusals in both languages."""

from __future__ import annotations

import json
import random

import pytest
from support.player_fights import BOREK, ELA, HIDDEN_NAME, frozen, new_fight, run

from campaign_manager.player_view.requests import PlayerRequest
from campaign_manager.systems import player_side
from campaign_manager.systems.clovek.encounter import act
from campaign_manager.systems.common import RuleError

side = player_side("clovek")


@pytest.fixture
def campaign():
    """Pure rules: no campaign file is needed (and none is opened)."""
    yield None


def started(**options) -> dict:
    """The first round's initiative phase."""
    return run("clovek", new_fight("clovek", **options), {"type": "start"})


def acting() -> dict:
    """Bořek acts first: his highest die 0 (10) + Vyrovnanost 3."""
    state = started()
    state = run(
        "clovek",
        state,
        {"type": "initiative", "id": "borek", "faces": [0]},
        {"type": "next"},
    )
    assert state["phase"] == "act" and state["current"] == "borek"
    return state


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


def propose(what: str, amount: int | None = None, target: str | None = None, text: str = ""):
    return PlayerRequest(9, "propose", what=what, amount=amount, target=target, text=text)


# -- what a player sees of their own ------------------------------------------------------
def test_own_view_shows_that_pcs_banks_and_wounded_scars_and_no_one_elses():
    state = run(
        "clovek",
        new_fight("clovek"),
        {"type": "wound", "target": "ela", "scar": "head", "severity": "lethal", "points": 2},
        {"type": "wound", "target": "borek", "scar": "torso", "severity": "stun", "points": 1},
    )
    me = side.own_view(state, BOREK, "cs")
    assert me["combatant"] == "borek" and me["name"] == "Bořek"
    assert me["numbers"] == [
        {"label": "Fyzický bank", "value": "4/4"},
        {"label": "Sociální bank", "value": "4/4"},
        {"label": "Mentální bank", "value": "6/6"},
        {"label": "Trup", "value": "/_"},  # Konstituce 2: two boxes
    ]
    shown = json.dumps(me, ensure_ascii=False)
    for other in ("Ela", "Hlava", "XX", "Stráž", HIDDEN_NAME):
        assert other not in shown
    ela = side.own_view(state, ELA, "en")
    assert {"label": "Head", "value": "XX"} in ela["numbers"]
    assert {"label": "Physical bank", "value": "6/6"} in ela["numbers"]
    assert side.own_view(state, "99", "cs") is None


# -- initiative ----------------------------------------------------------------------------
def test_initiative_dice_rolled_from_the_mental_bank_is_the_trackers_action():
    state = started()
    assert side.own_view(state, BOREK, "cs")["initiative"] == {
        "kind": "bank",
        "max": 6,
        "label": "Kostky z mentálního banku",
    }
    action = accepted(state, BOREK, PlayerRequest(1, "initiative", dice=2))
    assert action == {"type": "roll_initiative", "id": "borek", "dice": 2}
    after = act(state, action, random.Random(4)).state
    assert after["combatants"]["borek"]["banks"]["mental"] == 4
    assert side.own_view(after, BOREK, "cs")["initiative"] is None
    error = refused(after, BOREK, PlayerRequest(2, "initiative", dice=1))
    assert "only the GM" in error.text.en


def test_an_entered_highest_die_counts_zero_as_ten_and_spends_every_die():
    state = started()
    action = accepted(state, BOREK, PlayerRequest(1, "initiative", dice=3, roll=7))
    assert action == {"type": "initiative", "id": "borek", "faces": [7, 1, 1]}
    after = act(state, action).state
    assert after["initiatives"]["borek"]["value"] == 10  # 7 + Vyrovnanost 3
    assert after["combatants"]["borek"]["banks"]["mental"] == 3
    tens = act(state, side.to_action(state, BOREK, PlayerRequest(1, "initiative", dice=1, roll=0)))
    assert tens.state["initiatives"]["borek"]["value"] == 13
    none = side.to_action(state, ELA, PlayerRequest(1, "initiative", dice=0))
    assert none == {"type": "initiative", "id": "ela", "faces": []}  # Vyrovnanost alone
    assert side.describe(state, BOREK, PlayerRequest(1, "initiative", dice=3, roll=7), "cs") == (
        "Bořek: iniciativa 10 (3 kostky, nejvyšší 7 + Vyrovnanost 3)"
    )


def test_more_dice_than_the_mental_bank_holds_are_refused():
    error = refused(started(), ELA, PlayerRequest(1, "initiative", dice=5))
    assert "holds only 4 dice" in error.text.en and "jen 4 kostky" in error.text.cs


def test_initiative_only_in_the_initiative_phase():
    state = acting()
    assert side.own_view(state, ELA, "cs")["initiative"] is None
    error = refused(state, ELA, PlayerRequest(1, "initiative", dice=1))
    assert "initiative phase" in error.text.en


# -- end my turn ---------------------------------------------------------------------------
def test_end_turn_only_on_ones_own_action():
    state = acting()
    assert side.own_view(state, BOREK, "en")["end_turn"] is True
    assert side.own_view(state, ELA, "en")["end_turn"] is False
    action = accepted(state, BOREK, PlayerRequest(3, "end_turn"))
    assert action == {"type": "next"}
    assert act(state, action).state["current"] != "borek"
    error = refused(state, ELA, PlayerRequest(3, "end_turn"))
    assert "not your turn" in error.text.en
    refused(started(), BOREK, PlayerRequest(3, "end_turn"))  # the initiative phase: no one's


# -- proposals -----------------------------------------------------------------------------
def test_damage_in_a_physical_conflict_is_a_wound_to_the_hit_location():
    state = acting()
    assert accepted(state, ELA, propose("damage_taken", 2)) == {
        "type": "hit_location",
        "target": "ela",
        "face": None,
        "severity": "lethal",
        "points": 2,
    }
    # Bořek acts now: he is the attacker, as the tracker's wound dialog starts
    assert accepted(state, BOREK, propose("damage_dealt", 1, "straz")) == {
        "type": "hit_location",
        "target": "straz",
        "face": None,
        "severity": "lethal",
        "points": 1,
        "attacker": "borek",
    }
    assert accepted(state, ELA, propose("condition", 2, None, "Ochromená")) == {
        "type": "condition",
        "target": "ela",
        "name": "Ochromená",
        "rounds": 2,
    }
    assert side.to_action(state, ELA, propose("note", text="Kryju se")) is None


def test_scars_do_not_heal_in_a_conflict_and_a_social_wound_needs_the_gm():
    assert "heal" not in side.own_view(acting(), BOREK, "cs")["propose"]
    error = refused(acting(), BOREK, propose("heal", 2))
    assert "do not heal" in error.text.en
    social = started(kind="social_fast")
    assert side.own_view(social, BOREK, "cs")["propose"] == ["condition", "note"]
    refused(social, BOREK, propose("damage_taken", 2))


def test_a_hidden_target_is_refused_as_one_that_does_not_exist():
    state = acting()
    hidden = refused(state, BOREK, propose("damage_dealt", 1, "vrah"))
    unknown = refused(state, BOREK, propose("damage_dealt", 1, "xyz"))
    assert hidden.text.en.replace("vrah", "?") == unknown.text.en.replace("xyz", "?")
    assert HIDDEN_NAME not in hidden.text.cs + hidden.text.en


def test_another_pcs_damage_is_not_this_players_to_report():
    refused(acting(), BOREK, propose("damage_taken", 1, "ela"))


def test_checking_a_request_does_not_move_the_gms_dice_on():
    """The rules try the action on throwaway dice: the GM's own dice roll on accepting
    as they would have without the request."""
    dice = random.Random(5)
    side.to_action(started(), BOREK, PlayerRequest(1, "initiative", dice=3), dice)
    assert dice.random() == random.Random(5).random()
