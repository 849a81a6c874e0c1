"""The Dakara rolls of the ledger as outcomes, and the sheet ↔ ledger conversion."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from campaign_manager.systems.common import RuleError, SheetError, Text, load_json
from campaign_manager.systems.dakara.creation import evaluate_creation
from campaign_manager.systems.dakara.ledger.rolls import ask_contact, find_contact, run_operation
from campaign_manager.systems.dakara.ledger.sheet_records import records_from_sheet, sheet_entries
from campaign_manager.systems.dakara.sheet import validate_sheet

NETWORK = {"kind": "Černý trh", "area": "Staré Město", "rating": 2}


def test_a_found_contact_is_gained_in_play_with_the_needed_influence():
    out = find_contact(3, 4, 7, {"name": "Ondra Paserák"}, actor_roll=5, opposition_roll=3)
    found = out.state
    assert found.result.success
    assert found.contact["name"] == "Ondra Paserák"
    assert found.link == {
        "character_id": 7,
        "influence": 4,
        "how_met": "",
        "reason": "",
        "attitude": 0,
        "known_to_players": True,
        "in_play": True,
    }
    assert "Ondra Paserák" in out.events[0].text.cs


def test_a_failed_search_writes_nothing_and_says_so():
    out = find_contact(
        3, 4, 7, {"name": "Ondra"}, far_from_home_penalty=-2, actor_roll=4, opposition_roll=3
    )
    assert not out.state.result.success and out.state.contact is None and out.state.link is None
    assert "nothing written" in out.events[0].text.en
    with pytest.raises(SheetError):  # a nameless helper costs no roll
        find_contact(3, 4, 7, {"name": ""}, rng=random.Random(1))


def test_asking_a_contact():
    out = ask_contact(2, 3, task="propustka na Hrad", actor_roll=6, opposition_roll=4)
    assert out.state.success and "propustka na Hrad" in out.events[0].text.cs
    gm = ask_contact(6, 0, decision=False, label=Text("Jan", "Jan"))
    assert not gm.state.success and gm.events[0].text.en.startswith("Jan: request")


def test_an_operation_record_carries_the_dice_and_the_cost():
    out = run_operation(
        NETWORK,
        5,
        "prodat ukradené stříbro",
        "wealth",
        3,
        target="Kupec Vávra",
        actor_roll=4,
        opposition_roll=2,
        cost_zl=3,
        when="3. sezení",
    )
    op = out.state
    assert op["network_id"] == 5 and op["success"] and op["margin"] == 1
    assert (op["actor_roll"], op["opposition_roll"], op["cost_zl"]) == (4, 2, 3)
    assert "contractors 3 zl" in out.events[0].text.en
    # the totals in words (2 + 4 against 3 + 2), not the dice
    assert "network test 6 against 5 – success" in out.events[0].text.en
    assert "test sítě 6 proti 5 – úspěch" in out.events[0].text.cs
    assert "(4)" not in out.events[0].text.en
    decided = run_operation(NETWORK, 5, "zjistit cenu", "rarity", 1, decision=True).state
    assert decided["decided"] == "gm" and decided["outcome"] == "decided"
    with pytest.raises(RuleError):
        run_operation(NETWORK, 5, "x", "luck", 1)


@given(st.integers(0, 6), st.integers(0, 6), st.integers(0, 2**32))
def test_an_operation_is_never_an_automatic_success(rating, value, seed):
    op = run_operation(
        {**NETWORK, "rating": rating}, 1, "x", "status", value, rng=random.Random(seed)
    ).state
    assert op["actor_roll"] is not None and op["opposition_roll"] is not None
    assert op["success"] == (rating + op["actor_roll"] >= value + op["opposition_roll"])


def demo_sheet(name):
    demo = load_json("demo", "dakara.json")
    return next(c["sheet"] for c in demo["characters"] if c["name"] == name)


def test_a_demo_sheet_becomes_records_and_back_unchanged():
    sheet = validate_sheet(demo_sheet("Jan Bezruč"))
    people, networks = records_from_sheet(sheet)
    assert [p["contact"]["name"] for p in people] == ["Hubert Lasička", "Zuzka Pekařová"]
    assert [n["liaison"] for n in networks] == [1, 0]  # by the contact, not by name
    back_contacts, back_networks = sheet_entries(
        [(p["link"], p["contact"]) for p in people],
        [(n, people[n["liaison"]]["contact"]["name"]) for n in networks],
    )
    assert back_contacts == sheet["contacts"] and back_networks == sheet["networks"]
    rebuilt = validate_sheet({**sheet, "contacts": back_contacts, "networks": back_networks})
    assert evaluate_creation(rebuilt).violations == evaluate_creation(sheet).violations


def test_an_unknown_liaison_is_kept_in_the_notes():
    sheet = validate_sheet(demo_sheet("Jan Bezruč"))
    sheet["networks"][0]["liaison"] = "Neznámý převozník"
    _people, networks = records_from_sheet(sheet)
    assert networks[0]["liaison"] is None and networks[0]["notes"] == "Spojka: Neznámý převozník"
    _, back = sheet_entries([], [(networks[0], "")])
    assert back[0]["liaison"] == "Neznámý převozník"
