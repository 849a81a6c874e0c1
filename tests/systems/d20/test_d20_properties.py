"""Hypothesis: whatever happens, stamina and wounds stay within 0..maximum."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.d20 import (
    Creature,
    creature_from_sheet,
    stamina_for_levels,
    wound_points,
)
from campaign_manager.systems.d20.data import sizes

ACTIONS = st.lists(
    st.one_of(
        st.tuples(st.just("damage"), st.integers(0, 40), st.booleans()),
        st.tuples(st.just("bypass"), st.integers(0, 40), st.booleans()),
        st.tuples(st.just("coup"), st.integers(1, 20), st.booleans()),
        st.tuples(st.just("save"), st.integers(-5, 35), st.booleans()),
        st.tuples(st.just("turn"), st.integers(0, 0), st.booleans()),
        st.tuples(st.just("hour"), st.integers(1, 100), st.booleans()),
        st.tuples(st.just("night"), st.integers(1, 100), st.booleans()),
        st.tuples(st.just("hours"), st.integers(0, 30), st.booleans()),
        st.tuples(st.just("magic"), st.integers(0, 30), st.booleans()),
        st.tuples(st.just("fixed"), st.integers(0, 60), st.booleans()),
        st.tuples(st.just("heal"), st.integers(0, 30), st.booleans()),
    ),
    max_size=30,
)


def _apply(c: Creature, action: str, value: int, flag: bool) -> None:
    if action == "damage":
        c.take_damage(value, critical=flag)
    elif action == "bypass":
        c.take_damage(value, bypasses_regeneration=True)
    elif action == "coup":
        c.coup_de_grace(value)
    elif action == "save" and c.pending_saves:
        c.resolve_save(c.pending_saves[0][0], value)
    elif action == "turn":
        try:
            c.start_turn()
        except RuleError:
            c.resolve_save("dying", 12)
        if flag:
            c.end_turn()
    elif action == "hour":
        try:
            c.hour_passes(percent=value)
        except RuleError:
            c.resolve_save("stable", value // 5)
    elif action == "night":
        c.rest_night(bed_rest=flag, percent=value)
    elif action == "hours":
        c.recover_stamina(value, long_term_care=flag)
    elif action == "magic":
        c.heal_magic(value, value // 3)
    elif action == "fixed":
        c.heal_fixed(value)
    elif action == "heal" and "dying" in c.conditions:
        c.heal_check(value)


@settings(max_examples=150, deadline=None)
@given(
    stamina=st.integers(0, 60),
    wounds=st.integers(1, 30),
    has_con=st.booleans(),
    regeneration=st.integers(0, 5),
    fast_healing=st.integers(0, 3),
    actions=ACTIONS,
)
def test_pools_stay_within_bounds(stamina, wounds, has_con, regeneration, fast_healing, actions):
    c = Creature(
        stamina if has_con else 0,
        wounds,
        has_con,
        level=3,
        regeneration=regeneration,
        fast_healing=fast_healing,
    )
    for action in actions:
        _apply(c, *action)
        assert 0 <= c.stamina <= c.max_stamina
        assert 0 <= c.wounds <= c.max_wounds
        if not has_con:
            assert not {"fatigued", "stunned"} & c.conditions
        if "dead" in c.conditions:
            assert c.conditions == {"dead"} and c.pending_saves == []


@settings(max_examples=80, deadline=None)
@given(actions=ACTIONS)
def test_sheet_round_trip_is_lossless_after_any_play(actions):
    c = creature_from_sheet(
        {"kind": "character", "classes": [{"class": "rogue", "levels": 2, "rolls": [3]}],
         "con": 12, "dex_modifier": 3}
    )  # fmt: skip
    for action in actions:
        _apply(c, *action)
    sheet = c.to_sheet()
    assert json.loads(json.dumps(sheet)) == sheet
    assert creature_from_sheet(sheet).to_sheet() == sheet


@settings(max_examples=100, deadline=None)
@given(con=st.integers(1, 60), size=st.sampled_from(sorted(sizes())))
def test_wound_points_at_least_one_and_monotonic_in_con(con, size):
    assert wound_points(con, size) >= 1
    assert wound_points(con + 1, size) >= wound_points(con, size)


@settings(max_examples=100, deadline=None)
@given(
    die=st.sampled_from([4, 6, 8, 10, 12]),
    con_modifier=st.integers(-5, 6),
    data=st.data(),
)
def test_stamina_at_least_one_per_level(die, con_modifier, data):
    rolls = data.draw(st.lists(st.integers(1, die), max_size=19))
    total = stamina_for_levels(die, con_modifier, rolls)
    assert total >= 1 + len(rolls)
    assert total <= (die + max(con_modifier, 0)) * (1 + len(rolls)) or con_modifier < 0
