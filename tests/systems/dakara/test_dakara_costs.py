"""XP costs (Tvorba postavy – Ceny ve zkušenostech)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.dakara import (
    free_skill_cost,
    grouped_cost,
    specialisation_cost,
    spell_cost,
    standalone_cost,
)

ratings = st.integers(min_value=0, max_value=6)


def test_grouped_cost_matches_the_majetek_table():
    # Tabulka majetku / postavení / známostí: 0, 2, 5, 9, 14, 20, 27
    assert [grouped_cost(r) for r in range(7)] == [0, 2, 5, 9, 14, 20, 27]


def test_grouped_step_costs_one_more_than_the_rating():
    # "Stupeň 1 tedy stojí 2 zk, stupeň 2 stojí 3 zk (dohromady 5)"
    for r in range(1, 7):
        assert grouped_cost(r) - grouped_cost(r - 1) == r + 1


def test_standalone_costs_one_per_point():
    assert [standalone_cost(r) for r in range(7)] == list(range(7))


def test_specialisation_costs_one_per_point_above_its_group():
    assert specialisation_cost(2, 3) == 1
    assert specialisation_cost(2, 4) == 2
    assert specialisation_cost(0, 2) == 2
    assert specialisation_cost(3, 3) == 0
    assert specialisation_cost(4, 2) == 0  # subsumed by the group: adds nothing, costs nothing


def test_free_skills_cost_nothing_up_to_three():
    assert free_skill_cost(3) == 0
    assert free_skill_cost(4) == 1
    assert free_skill_cost(6) == 3


def test_spells_cost_one_each():
    assert spell_cost(1) == 1
    assert spell_cost(7) == 7


@pytest.mark.parametrize("bad", [7, -1, 2.5, "3", True, None])
def test_out_of_range_ratings_raise_value_error(bad):
    for fn in (grouped_cost, standalone_cost):
        with pytest.raises(ValueError, match="rating"):
            fn(bad)
    with pytest.raises(ValueError):
        specialisation_cost(2, bad)
    with pytest.raises(ValueError):
        specialisation_cost(bad, 2)


def test_rule_error_is_a_value_error_with_both_languages():
    with pytest.raises(RuleError) as info:
        grouped_cost(7)
    assert "7" in str(info.value)
    assert "0–6" in info.value.text.cs


@settings(max_examples=60, deadline=None)
@given(ratings, ratings)
def test_costs_never_fall_when_a_rating_rises(a, b):
    low, high = sorted((a, b))
    assert grouped_cost(low) <= grouped_cost(high)
    assert standalone_cost(low) <= standalone_cost(high)
    assert free_skill_cost(low) <= free_skill_cost(high)


@settings(max_examples=60, deadline=None)
@given(ratings, ratings, ratings)
def test_specialisation_cost_never_falls_when_it_rises(group, a, b):
    low, high = sorted((a, b))
    assert specialisation_cost(group, low) <= specialisation_cost(group, high)
