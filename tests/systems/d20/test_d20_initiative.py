"""Initiative: 1d20 + Dex modifier + misc; ties by higher modifier, then a roll-off."""

from __future__ import annotations

import random

import pytest

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.d20 import Combatant, D20Settings, is_default, roll_initiative


def test_total_is_d20_plus_dex_plus_misc_highest_first():
    order = roll_initiative(
        [Combatant("Bořek", 1, 4), Combatant("Lenka", 2), Combatant("troll", 2)],
        rolls={"Bořek": 10, "Lenka": 17, "troll": 3},
    )
    assert [(e.name, e.total) for e in order] == [("Lenka", 19), ("Bořek", 15), ("troll", 5)]


def test_tie_goes_to_the_higher_modifier():
    order = roll_initiative([Combatant("A", 1), Combatant("B", 3)], rolls={"A": 12, "B": 10})
    assert [e.name for e in order] == ["B", "A"]
    assert order[0].roll_offs == ()


def test_tie_with_equal_modifiers_is_settled_by_a_roll_off():
    order = roll_initiative(
        [Combatant("A", 2), Combatant("B", 2)], rng=random.Random(3), rolls={"A": 8, "B": 8}
    )
    first, second = order
    assert first.roll_offs and second.roll_offs
    assert first.roll_offs[0] >= second.roll_offs[0]
    if first.roll_offs[0] == second.roll_offs[0]:
        assert first.roll_offs[1] > second.roll_offs[1]


def test_roll_off_is_repeatable_with_the_same_seed():
    people = [Combatant(n, 0) for n in "ABCDE"]
    rolls = dict.fromkeys("ABCDE", 10)
    one = roll_initiative(people, random.Random(7), rolls)
    two = roll_initiative(people, random.Random(7), rolls)
    assert one == two


def test_settings_can_turn_the_tie_rules_off():
    settings = D20Settings(initiative_ties_by_modifier=False, initiative_roll_off=False)
    order = roll_initiative(
        [Combatant("A", 1), Combatant("B", 3)], rolls={"A": 12, "B": 10}, settings=settings
    )
    assert [e.name for e in order] == ["A", "B"]  # given order; the GM decides
    assert is_default("initiative_ties_by_modifier") and is_default("initiative_roll_off")


def test_rolls_come_from_the_rng_when_not_entered():
    order = roll_initiative([Combatant("A"), Combatant("B")], rng=random.Random(1))
    assert all(1 <= e.roll <= 20 for e in order)


def test_bad_rolls_and_names_are_refused():
    with pytest.raises(RuleError):
        roll_initiative([Combatant("A")], rolls={"A": 21})
    with pytest.raises(RuleError):
        roll_initiative([Combatant("A")], rolls={"Z": 5})
    with pytest.raises(RuleError):
        roll_initiative([Combatant("A"), Combatant("A")])
