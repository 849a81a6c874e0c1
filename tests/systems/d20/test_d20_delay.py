"""Delay and resume by RULINGS §4 (the d20 rule): a delayed combatant keeps its place until
the next round, acts between two turns before anything of the next turn's start has
happened, and takes a new place (and initiative) when it acts; a helper tends the dying on
its own turn."""

from __future__ import annotations

import copy

import pytest
from support.d20_fights import monster, run, started  # tests/ on the path

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.d20.encounter import (
    act,
    gm_detail,
    gm_rows,
    pending,
    public_view,
)

DEFAULT = (("pc", 10), ("orc", 15), ("wolf", 5))  # totals 12, 15, 6: orc, pc, wolf


def refused(state: dict, action: dict) -> RuleError:
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as caught:
        act(state, action)
    assert state == before
    assert caught.value.text.cs and caught.value.text.en
    return caught.value


def remaining(state: dict, cid: str, name: str) -> int | None:
    found = [c for c in state["combatants"][cid]["conditions"] if c["name"] == name]
    return found[0]["remaining"] if found else None


def texts(outcome) -> list[str]:
    return [e.text.en for e in outcome.events]


# -- 1. back at its place next round ------------------------------------------------------
def test_a_delayed_combatant_not_resumed_is_back_at_its_place_next_round_and_counts_on():
    state = started(*DEFAULT)  # orc current, round 1
    state = run(
        state,
        {"type": "condition", "target": "orc", "name": "Rage", "rounds": 3},
        {"type": "delay", "id": "orc"},
    ).state
    assert state["order"] == ["pc", "wolf"] and state["current"] == "pc"
    state = act(state, {"type": "next"}).state  # between turns: the orc may act first
    assert state["current"] == "wolf" and "wolf" not in state["turns"]
    state = act(state, {"type": "next"}).state  # the wolf's turn begins
    out = act(state, {"type": "next"})  # round 2: the orc's place comes round
    state = out.state
    assert (state["round"], state["current"]) == (2, "orc")
    assert state["order"] == ["orc", "pc", "wolf"] and state["waiting"] == {}
    assert state["turns"] == {"orc": "begun"}
    assert any("Name-orc: its delayed action is lost" in t for t in texts(out))
    assert remaining(state, "orc", "Rage") == 2  # its duration counted at its turn
    # it may delay again, and is back again a round later
    steps = [{"type": "delay", "id": "orc"}] + [{"type": "next"}] * 3
    state = run(state, *steps).state
    assert (state["round"], state["current"], state["order"]) == (3, "orc", ["orc", "pc", "wolf"])
    assert remaining(state, "orc", "Rage") == 1


def test_the_last_one_delayed_is_back_at_the_end_of_the_next_round():
    state = run(started(*DEFAULT), {"type": "next"}, {"type": "next"}).state  # the wolf
    state = act(state, {"type": "delay", "id": "wolf"}).state
    assert (state["round"], state["current"], state["order"]) == (2, "orc", ["orc", "pc"])
    assert "Name-wolf" in public_view(state)["combatants"][2]["name"]  # listed, waiting
    assert public_view(state)["combatants"][2]["waiting"] == "delay"
    state = act(state, {"type": "next"}).state  # the PC; the wolf may act before it
    assert state["current"] == "pc" and "pc" not in state["turns"]
    state = act(state, {"type": "next"}).state  # the PC's turn begins
    assert state["turns"]["pc"] == "begun"
    state = act(state, {"type": "next"}).state
    assert (state["round"], state["current"], state["order"]) == (2, "wolf", ["orc", "pc", "wolf"])
    assert state["waiting"] == {}


def test_its_place_is_its_initiative_count_even_when_someone_joins_just_after_it():
    state = run(started(*DEFAULT), {"type": "delay", "id": "orc"}).state  # orc 15
    late = {"id": "late", "name": "Late", "side": "npc", "sheet": monster()}
    state = act(state, {"type": "add", "combatant": late, "roll": 14}).state
    assert state["order"] == ["late", "pc", "wolf"]
    steps = [{"type": "next"}] * 3  # the PC's turn ends; the wolf's (due, then begun) ends
    state = run(state, *steps).state
    assert (state["round"], state["current"]) == (2, "orc")
    assert state["order"] == ["orc", "late", "pc", "wolf"]


def test_gm_detail_and_the_public_next_know_where_a_delayed_one_comes_back():
    state = run(started(*DEFAULT), {"type": "delay", "id": "orc"}).state
    detail = [t.en for t in gm_detail(state, "orc")]
    assert (
        "Delayed in round 1; unless it acts before, it is back at its place (before Name-pc) "
        "in round 2." in detail
    )
    state = act(state, {"type": "next"}).state  # between the PC and the wolf
    state = act(state, {"type": "next"}).state  # the wolf's turn
    assert public_view(state)["next"] == "orc"  # round 2 begins with the orc again


# -- 2. acting between two turns ------------------------------------------------------------
def test_resuming_comes_before_anything_of_the_next_turns_start():
    state = started(*DEFAULT)  # orc current
    state = run(
        state,
        {"type": "condition", "target": "wolf", "name": "Held", "rounds": 1},
        {"type": "delay", "id": "orc"},
    ).state
    assert state["current"] == "pc" and state["turns"]["pc"] == "begun"  # no pause for the orc
    out = act(state, {"type": "next"})  # the PC's turn ends; the orc may act first
    state = out.state
    assert state["current"] == "wolf" and "wolf" not in state["turns"]
    assert remaining(state, "wolf", "Held") == 1  # nothing of the wolf's start has happened
    assert [p.kind for p in pending(state)] == ["turn"]
    assert public_view(state)["current"] == "wolf"
    out = act(state, {"type": "resume", "id": "orc"})
    state = out.state
    assert state["current"] == "orc" and state["order"] == ["pc", "orc", "wolf"]
    assert remaining(state, "wolf", "Held") == 1
    assert not any(t.startswith("Name-wolf") for t in texts(out))
    out = act(state, {"type": "next"})  # the orc's turn ends, the wolf's begins
    assert texts(out)[0] == "Name-wolf: turn (round 1)."
    assert "Name-wolf: Held ends." in texts(out)
    assert out.state["current"] == "wolf" and pending(out.state) == []


def test_between_turns_next_begins_the_turn_and_the_due_one_acting_begins_it_too():
    state = run(started(*DEFAULT), {"type": "delay", "id": "orc"}).state
    state = act(state, {"type": "next"}).state  # the wolf's turn is due
    out = act(state, {"type": "next"})
    assert texts(out) == ["Name-wolf: turn (round 1)."]
    assert out.state["current"] == "wolf" and out.state["round"] == 1
    # the due one delays: its turn begins (its start-of-turn), then it steps out
    out = act(state, {"type": "delay", "id": "wolf"})
    assert texts(out)[0] == "Name-wolf: turn (round 1)."
    assert out.state["waiting"]["wolf"]["kind"] == "delay"


def test_one_resumed_in_the_next_round_ends_its_paused_turn_then_begins_this_rounds_first():
    state = run(started(*DEFAULT), {"type": "next"}, {"type": "next"}).state  # the wolf
    state = run(
        state,
        {"type": "condition", "target": "wolf", "name": "Slow", "rounds": 3},
        {"type": "condition", "target": "wolf", "name": "Bane", "rounds": 3, "ends": "end"},
        {"type": "condition", "target": "pc", "name": "Bless", "rounds": 3},
        {"type": "delay", "id": "wolf"},  # round 2 begins: the orc's turn
    ).state
    state = act(state, {"type": "next"}).state  # between the orc and the PC
    assert state["current"] == "pc" and remaining(state, "pc", "Bless") == 3
    out = act(state, {"type": "resume", "id": "wolf"})
    state = out.state
    lines = texts(out)
    assert lines.index("Name-wolf: turn (round 2).") > lines.index(
        "Name-wolf: acts now before Name-pc (initiative 12) and keeps that place."
    )
    assert remaining(state, "wolf", "Bane") == 2  # the paused turn of round 1 ended
    assert remaining(state, "wolf", "Slow") == 2  # its turn of round 2 began
    assert remaining(state, "pc", "Bless") == 3  # the PC's start has not happened yet
    assert state["order"] == ["orc", "wolf", "pc"]
    out = act(state, {"type": "next"})
    assert remaining(out.state, "wolf", "Bane") == 1
    assert remaining(out.state, "pc", "Bless") == 2
    assert out.state["current"] == "pc"


# -- 3. the new place shows ----------------------------------------------------------------
def test_the_resumed_one_shows_its_new_place_and_initiative_to_the_gm_and_the_players():
    state = started(*DEFAULT)
    state = act(state, {"type": "view", "view": {"initiative": True}}).state
    state = run(state, {"type": "delay", "id": "orc"}, {"type": "next"}).state
    state = act(state, {"type": "resume", "id": "orc"}).state
    rows = gm_rows(state)
    assert [r["id"] for r in rows] == ["pc", "orc", "wolf"]
    by_id = {r["id"]: r for r in rows}
    assert by_id["orc"]["initiative"] == 6 and by_id["orc"]["in_order"]
    assert by_id["orc"]["tie"] == by_id["wolf"]["tie"]  # it acts on the wolf's count
    assert by_id["orc"]["initiative_roll"] == 15  # its own roll stays on record
    shown = public_view(state)["combatants"]
    assert [(c["id"], c["initiative"]) for c in shown] == [("pc", 12), ("orc", 6), ("wolf", 6)]
    # from then on it keeps that place, round after round
    seen = []
    for _ in range(4):
        state = act(state, {"type": "next"}).state
        seen.append(state["current"])
    assert seen == ["wolf", "pc", "orc", "wolf"]
    # a late arrival on the same count comes after both, as after any tie
    late = {"id": "late", "name": "Late", "side": "npc", "sheet": monster()}
    state = act(state, {"type": "add", "combatant": late, "roll": 6}).state
    assert state["order"] == ["pc", "orc", "wolf", "late"]


def test_a_readied_one_acting_takes_the_place_and_initiative_of_the_one_it_interrupts():
    state = started(*DEFAULT)  # orc, pc, wolf
    state = act(state, {"type": "ready", "id": "orc", "trigger": "the door opens"}).state
    state = act(state, {"type": "next"}).state  # the wolf (no pause: nobody delayed)
    assert state["turns"]["wolf"] == "begun"
    out = act(state, {"type": "resume", "id": "orc"})
    row = {r["id"]: r for r in gm_rows(out.state)}["orc"]
    assert row["initiative"] == 6 and out.state["order"] == ["pc", "orc", "wolf"]
    out = act(out.state, {"type": "next"})
    assert "Name-wolf: its turn continues." in texts(out)


# -- 4. tending needs the helper's own turn -------------------------------------------------
def dying_orc() -> dict:
    state = started(*DEFAULT)  # the orc's turn
    return run(
        state,
        {"type": "damage", "target": "orc", "amount": 30},
        {"type": "save", "id": "orc", "total": 30},
        {"type": "save", "id": "orc", "total": 1},
    ).state


def test_stabilising_another_needs_the_helpers_own_turn():
    state = dying_orc()
    assert (
        state["current"] == "orc" and "dying" in state["combatants"]["orc"]["sheet"]["conditions"]
    )
    error = refused(state, {"type": "stabilise", "target": "orc", "total": 16, "helper": "pc"})
    assert "Name-pc" in error.text.en and "own turn" in error.text.en
    assert "Name-pc" in error.text.cs
    state = act(state, {"type": "next"}).state  # the PC's turn
    refused(state, {"type": "stabilise", "target": "orc", "total": 16, "helper": "wolf"})
    out = act(state, {"type": "stabilise", "target": "orc", "total": 16, "helper": "pc"})
    assert "stable" in out.state["combatants"]["orc"]["sheet"]["conditions"]
    # without a helper (someone outside the order) the check is taken as entered
    out = act(state, {"type": "stabilise", "target": "orc", "total": 16})
    assert "stable" in out.state["combatants"]["orc"]["sheet"]["conditions"]


def test_a_due_helper_tending_begins_its_turn_first():
    state = run(started(*DEFAULT), {"type": "delay", "id": "orc"}).state  # the PC's turn
    state = run(
        state,
        {"type": "damage", "target": "pc", "amount": 40},
        {"type": "save", "id": "pc", "total": 30},
        {"type": "save", "id": "pc", "total": 1},
        {"type": "next"},  # the wolf is next; the orc may act before it
    ).state
    assert "dying" in state["combatants"]["pc"]["sheet"]["conditions"]
    assert state["current"] == "wolf" and "wolf" not in state["turns"]
    out = act(state, {"type": "stabilise", "target": "pc", "total": 15, "helper": "wolf"})
    lines = texts(out)
    assert lines[0] == "Name-wolf: turn (round 1)."
    assert lines[1].startswith("Name-wolf: tends Name-pc: Heal 15")
    assert out.state["turns"]["wolf"] == "begun"


def test_one_who_dies_before_its_due_turn_begins_is_skipped():
    state = run(started(*DEFAULT), {"type": "delay", "id": "orc"}, {"type": "next"}).state
    assert state["current"] == "wolf" and "wolf" not in state["turns"]
    state["combatants"]["wolf"]["sheet"]["conditions"] = ["dead"]
    out = act(state, {"type": "next"})
    assert not any(t == "Name-wolf: turn (round 1)." for t in texts(out))
    assert (out.state["round"], out.state["current"]) == (2, "orc")


def test_a_delayed_one_who_can_no_longer_act_is_back_at_its_own_place():
    state = run(started(*DEFAULT), {"type": "delay", "id": "orc"}, {"type": "next"}).state
    state = act(state, {"type": "next"}).state  # the wolf's turn begins
    out = act(state, {"type": "damage", "target": "orc", "amount": 18, "critical": True})
    state = act(out.state, {"type": "save", "id": "orc", "total": 1}).state  # stunned
    assert "stunned" in state["combatants"]["orc"]["sheet"]["conditions"]
    assert state["order"] == ["orc", "pc", "wolf"] and state["waiting"] == {}
    assert state["turns"]["orc"] == "ended"  # its delayed turn is over
    state = act(state, {"type": "next"}).state  # round 2: its stunned turn
    assert (state["round"], state["current"]) == (2, "orc")
