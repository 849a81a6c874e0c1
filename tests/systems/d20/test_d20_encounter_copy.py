"""The copy every act() works on (encounter_common.plain_copy): what a JSON round trip
gives, without its text, sharing no dict or list with the argument; and the d20 rows and
public view, worked out with the settings read once, as before; rows from the rows of the
state before are the rows worked out anew."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.d20_fights import fighter, monster, run  # tests/ on the path
from support.shapes import containers

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.d20.encounter import act, gm_rows, new_encounter, public_view
from campaign_manager.systems.encounter_common import plain_copy

N = st.integers(0, 4)


def a_fight(count: int = 8) -> dict:
    people = [{"id": "pc", "name": "Bořek", "side": "pc", "sheet": fighter()}]
    people += [
        {"id": f"x{n}", "name": f"Skřet {n}", "side": "npc", "sheet": monster(dex=n % 3)}
        for n in range(count)
    ]
    state = new_encounter(people, {"initiative_ties_by_modifier": False})
    return run(
        state,
        {"type": "start"},
        {"type": "condition", "target": "x1", "name": "oslněn", "rounds": 3},
        {"type": "damage", "target": "x2", "amount": 12},
        rng=random.Random(4),
    ).state


def test_the_copy_is_the_json_round_trip_and_shares_no_container():
    state = a_fight()
    copied = plain_copy(state)
    assert copied == json.loads(json.dumps(state)) == state
    mine = {id(c) for c in containers(state)}
    assert not mine & {id(c) for c in containers(copied)}


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=3),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=3), inner, max_size=4)
    ),
    max_leaves=30,
)


@settings(max_examples=200, deadline=None)
@given(value=JSON, shared=JSON)
def test_any_plain_value_is_copied_as_the_json_round_trip_even_with_a_part_used_twice(
    value, shared
):
    # the same list or dict twice in the argument (an action may leave one so) becomes two
    # in the copy, as JSON makes them: changing one never changes the other
    whole = {"a": value, "b": shared, "c": [shared, {"d": shared}]}
    copied = plain_copy(whole)
    assert copied == json.loads(json.dumps(whole))
    mine = {id(c) for c in containers(whole)}
    theirs = [id(c) for c in containers(copied)]
    assert not mine & set(theirs) and len(theirs) == len(set(theirs))


@pytest.mark.parametrize(
    "value",
    [
        {"a": (1, 2)},  # a tuple becomes a list
        {1: "x", None: [True]},  # keys become strings
        [{"k": float("inf")}, "č"],
    ],
)
def test_what_is_not_plain_json_goes_the_json_way(value):
    assert plain_copy(value) == json.loads(json.dumps(value))


def test_what_json_refuses_is_refused():
    with pytest.raises(TypeError):
        plain_copy({"a": {1, 2}})
    loop: list = []
    loop.append(loop)
    with pytest.raises(ValueError):
        plain_copy(loop)


def test_rows_and_public_view_follow_the_fights_settings():
    state = a_fight()
    rows = {row["id"]: row for row in gm_rows(state)}
    assert all(row["tie"][1] == 0 for row in rows.values())  # ties not by the modifier
    assert rows["x1"]["conditions"] == state["combatants"]["x1"]["conditions"]
    assert rows["x1"]["conditions"] is not state["combatants"]["x1"]["conditions"]
    assert rows["x2"]["band"]["band"] != "unhurt"
    assert [row["id"] for row in gm_rows(state)][: len(state["order"])] == state["order"]
    shown = [entry["id"] for entry in public_view(state)["combatants"]]
    assert shown == state["order"]  # each once, in the acting order


STEP = st.one_of(
    st.just({"type": "next"}),
    st.builds(
        lambda n, a: {"type": "damage", "target": f"x{n}", "amount": a}, N, st.integers(0, 30)
    ),
    st.builds(lambda n, a: {"type": "heal", "target": f"x{n}", "amount": a}, N, st.integers(0, 9)),
    st.builds(lambda n: {"type": "save", "id": f"x{n}", "total": 15}, N),
    st.builds(lambda n: {"type": "condition", "target": f"x{n}", "name": "Slow", "rounds": 1}, N),
    st.builds(lambda n: {"type": "hide", "target": f"x{n}"}, N),
    st.builds(lambda n: {"type": "resume", "id": f"x{n}"}, N),
    st.just({"type": "delay"}),
    st.just({"type": "ready", "trigger": "go"}),
    st.just({"type": "view", "view": {"initiative": True}}),
)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.lists(STEP, max_size=30))
def test_rows_from_the_rows_before_are_the_rows_worked_out_anew(seed, steps):
    rng = random.Random(seed)
    state = a_fight(5)
    rows = gm_rows(state)
    kept, touched_few = 0, False
    for action in steps:
        if action["type"] in ("delay", "ready"):
            action = {**action, "id": state["current"]}
        try:
            after = act(state, action, rng).state
        except RuleError:
            continue
        reused = gm_rows(after, previous=(state, rows))
        assert reused == gm_rows(after)
        before = {id(row) for row in rows}
        kept += sum(1 for row in reused if id(row) in before)
        touched_few = touched_few or action["type"] != "next"  # (a new round: every row)
        state, rows = after, reused
    assert kept or not touched_few  # rows were kept, not only worked out anew
