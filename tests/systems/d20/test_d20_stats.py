"""Derived numbers: threat range, size factor, wound points, stamina per level, CR."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.d20 import (
    ClassLevels,
    ability_modifier,
    adjust_cr,
    character_stamina,
    monster_pools,
    roll_stamina,
    size_factor,
    stamina_for_levels,
    threat_range,
    wound_points,
)
from campaign_manager.systems.d20.data import classes


@pytest.mark.parametrize(("multiplier", "lowest"), [(2, 20), (3, 19), (4, 18), (5, 17)])
def test_threat_range_table_of_the_text(multiplier, lowest):
    assert threat_range(20, multiplier) == lowest


def test_threat_range_widens_an_already_wide_range():
    assert threat_range(19, 3) == 18
    assert threat_range(18, 2) == 18


@pytest.mark.parametrize(("lowest", "multiplier"), [(1, 2), (21, 2), (20, 1), (3, 4)])
def test_threat_range_refuses_impossible_input(lowest, multiplier):
    with pytest.raises(RuleError):
        threat_range(lowest, multiplier)


@pytest.mark.parametrize(
    ("size", "factor"),
    [
        ("fine", Fraction(1, 8)),
        ("diminutive", Fraction(1, 4)),
        ("tiny", Fraction(1, 2)),
        ("small", 1),
        ("medium", 1),
        ("large", 1),
        ("huge", 2),
        ("gargantuan", 4),
        ("colossal", 8),
    ],
)
def test_size_factors(size, factor):
    assert size_factor(size) == factor


def test_unknown_size_is_refused():
    with pytest.raises(RuleError, match="Unknown size"):
        size_factor("enormous")


def test_wound_points_equal_con_for_medium_and_follow_size():
    assert wound_points(14) == 14
    assert wound_points(23, "large") == 23
    assert wound_points(23, "huge") == 46
    assert wound_points(30, "colossal") == 240
    assert wound_points(15, "tiny") == 7  # 7.5 rounded down
    assert wound_points(10, "diminutive") == 2  # 2.5 rounded down


def test_con_1_on_a_fine_creature_still_has_one_wound_point():
    assert wound_points(1, "fine") == 1
    assert wound_points(7, "fine") == 1
    assert wound_points(16, "fine") == 2


def test_wound_points_refuse_con_0():
    with pytest.raises(RuleError):
        wound_points(0)


def test_ability_modifier():
    assert [ability_modifier(s) for s in (1, 8, 9, 10, 11, 12, 15, 18)] == [
        -5, -1, -1, 0, 0, 1, 2, 4,
    ]  # fmt: skip


def test_first_level_takes_the_die_maximum():
    assert stamina_for_levels(10, 2, []) == 12
    assert stamina_for_levels(4, 0, []) == 4


def test_later_levels_add_roll_plus_con_modifier():
    assert stamina_for_levels(10, 2, [7, 5]) == 12 + 9 + 7


def test_each_level_gives_at_least_one_stamina():
    # d4 wizard with Con 3 (−4): max 4−4 = 0 → 1; roll 2−4 → 1; roll 4−4 → 1.
    assert stamina_for_levels(4, -4, [2, 4]) == 3


def test_impossible_roll_is_refused():
    with pytest.raises(RuleError, match="impossible"):
        stamina_for_levels(6, 0, [7])
    with pytest.raises(RuleError):
        stamina_for_levels(6, 0, [0])


def test_class_dice_follow_the_srd_table():
    dice = {name: entry["die"] for name, entry in classes().items()}
    assert dice["barbarian"] == 12
    assert dice["fighter"] == dice["paladin"] == 10
    assert dice["cleric"] == dice["druid"] == dice["monk"] == dice["ranger"] == 8
    assert dice["bard"] == dice["rogue"] == 6
    assert dice["sorcerer"] == dice["wizard"] == 4
    for npc in ("adept", "aristocrat", "commoner", "expert", "warrior"):
        assert dice[npc] is None


def test_multiclass_only_the_first_level_takes_the_maximum():
    entries = [ClassLevels("rogue", 2, (4,)), ClassLevels("ranger", 1, (6,))]
    assert character_stamina(entries, 1) == (6 + 1) + (4 + 1) + (6 + 1)


def test_npc_classes_give_no_stamina():
    assert character_stamina([ClassLevels("commoner", 5)], 3) == 0
    # A warrior first: the fighter levels after it are all rolled.
    entries = [ClassLevels("warrior", 2), ClassLevels("fighter", 2, (6, 9))]
    assert character_stamina(entries, 2) == 8 + 11


def test_wrong_number_of_rolls_is_refused():
    with pytest.raises(RuleError, match="needs 2 stamina rolls"):
        character_stamina([ClassLevels("fighter", 3, (5,))], 0)
    with pytest.raises(RuleError, match="needs 0"):
        character_stamina([ClassLevels("expert", 1, (3,))], 0)


def test_prestige_class_needs_its_own_die():
    with pytest.raises(RuleError, match="not in the catalogue"):
        character_stamina([ClassLevels("fighter", 1), ClassLevels("duelist", 1, (5,))], 0)
    entries = [ClassLevels("fighter", 1), ClassLevels("duelist", 1, (5,), die=10)]
    assert character_stamina(entries, 0) == 15


def test_rolled_stamina_comes_from_the_injected_rng():
    seeded = random.Random(4)
    assert roll_stamina(8, 5, random.Random(4)) == [seeded.randint(1, 8) for _ in range(5)]
    assert all(1 <= r <= 8 for r in roll_stamina(8, 50, random.Random(1)))


def test_monster_pools():
    assert monster_pools(63, 23, "large") == (63, 23)
    assert monster_pools(200, 30, "gargantuan") == (200, 120)
    assert monster_pools(6, 15, "small", no_stamina=True) == (0, 15)


def test_monster_without_con_has_wounds_instead_of_stamina():
    assert monster_pools(6, None) == (0, 6)


def test_bonus_hit_points_become_bonus_wound_points():
    assert monster_pools(30, None, "large", bonus_hp=30) == (0, 60)
    assert monster_pools(40, 14, "medium", bonus_hp=10) == (40, 24)


@pytest.mark.parametrize(
    ("cr", "size", "has_con", "expected"),
    [
        ("1/4", "small", True, Fraction(1, 3)),
        ("1/3", "medium", False, Fraction(1, 2)),
        ("1/2", "medium", True, Fraction(1)),
        ("1/8", "tiny", True, Fraction(1, 6)),
        (5, "large", True, Fraction(5)),
        (10, "gargantuan", True, Fraction(11)),
        (15, "colossal", True, Fraction(16)),
        (10, "gargantuan", False, Fraction(10)),
        (8, "huge", True, Fraction(8)),
    ],
)
def test_cr_adjustment(cr, size, has_con, expected):
    assert adjust_cr(cr, size, has_con) == expected


def test_bad_cr_is_refused():
    with pytest.raises(RuleError):
        adjust_cr("abc", "medium", True)
    with pytest.raises(RuleError):
        adjust_cr(0, "medium", True)
