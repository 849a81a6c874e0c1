"""Healing: natural, long-term care, magic dice vs bonus, fixed amounts; never above maximum."""

from __future__ import annotations

import random

import pytest

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.d20 import Creature


def _hurt(level: int = 3) -> Creature:
    c = Creature(30, 14, level=level)
    c.take_damage(30)
    c.take_damage(8)
    c.pending_saves.clear()
    return c  # stamina 0/30, wounds 6/14, fatigued


def test_stamina_recovers_one_per_hour_per_level():
    c = _hurt(level=3)
    c.recover_stamina(2)
    assert c.stamina == 6


def test_long_term_care_doubles_stamina_recovery():
    c = _hurt(level=3)
    c.recover_stamina(2, long_term_care=True)
    assert c.stamina == 12


def test_stamina_never_above_maximum():
    c = _hurt(level=3)
    result = c.recover_stamina(100)
    assert c.stamina == 30 and result.stamina_healed == 30


def test_night_heals_one_wound_point_per_level_and_ends_fatigue():
    c = _hurt(level=3)
    result = c.rest_night()
    assert c.wounds == 9
    assert "fatigued" not in c.conditions
    assert result.has("fatigue_ended")


def test_night_heals_at_least_one():
    c = Creature(0, 10, level=0)
    c.take_damage(4)
    c.rest_night()
    assert c.wounds == 7


def test_bed_rest_doubles_and_care_doubles_again():
    c = _hurt(level=2)
    c.rest_night(bed_rest=True)
    assert c.wounds == 10
    d = _hurt(level=2)
    d.rest_night(bed_rest=True, long_term_care=True)
    assert d.wounds == 14  # 6 + 8


def test_interrupted_rest_heals_nothing():
    c = _hurt(level=3)
    result = c.rest_night(interrupted=True)
    assert c.wounds == 6 and "fatigued" in c.conditions
    assert result.kinds() == ["no_effect"]


def test_any_wound_healing_ends_the_fatigue_of_wounds():
    c = _hurt()
    c.heal_wounds(1)
    assert "fatigued" not in c.conditions


def test_healing_dice_restore_stamina_and_the_fixed_bonus_restores_wounds():
    c = _hurt()
    result = c.heal_magic(dice_total=6, bonus=3)  # e.g. cure light wounds 1d8+3
    assert (c.stamina, c.wounds) == (6, 9)
    assert (result.stamina_healed, result.wounds_healed) == (6, 3)


def test_fixed_amount_heals_wound_points_first_then_stamina():
    c = _hurt()
    c.heal_fixed(10)
    assert (c.wounds, c.stamina) == (14, 2)


def test_fixed_amount_never_above_maxima():
    c = _hurt()
    c.heal_fixed(1000)
    assert (c.wounds, c.stamina) == (14, 30)


def test_one_wound_point_wakes_a_dying_creature():
    c = Creature(0, 10)
    c.take_damage(10)
    c.resolve_save("disabled", 1)
    c.start_turn()
    result = c.heal_wounds(1)
    assert c.conditions == set()  # healing wounds also ends the fatigue they caused
    assert c.pending_saves == [("stun", 15)]  # the stun save put off is still the GM's
    assert result.has("recovered")


def test_tended_unconscious_creature_heals_and_wakes():
    c = Creature(0, 10, level=2)
    c.take_damage(10)
    c.resolve_save("disabled", 1)
    c.heal_check(15)
    c.rest_night()
    assert c.wounds == 2
    assert not {"unconscious", "stable", "disabled"} & c.conditions


def _alone_at_zero() -> Creature:
    c = Creature(0, 10, level=2)
    c.take_damage(10)
    c.resolve_save("disabled", 1)
    c.start_turn()
    c.resolve_save("dying", 20)  # margin 10: disabled and conscious, on its own
    return c


def test_alone_at_zero_needs_ten_percent_a_day_to_start_healing():
    c = _alone_at_zero()
    assert c.rest_night(percent=11).kinds()[-1] == "no_effect"
    assert c.wounds == 0
    result = c.rest_night(percent=10)
    assert result.has("recovering") and c.wounds == 2
    assert c.conditions == set()


def test_alone_at_zero_percent_may_come_from_the_rng():
    results = set()
    for seed in range(40):
        c = _alone_at_zero()
        c.rest_night(rng=random.Random(seed))
        results.add(c.wounds)
    assert results == {0, 2}


def test_untended_unconscious_heals_nothing_overnight():
    c = Creature(0, 10, level=2)
    c.take_damage(10)
    c.resolve_save("disabled", 1)
    c.start_turn()
    c.resolve_save("dying", 16)  # stable, unconscious, not tended
    c.rest_night(percent=1)
    assert c.wounds == 0


def test_dead_creatures_do_not_heal():
    c = Creature(0, 10)
    c.take_damage(10)
    c.resolve_save("disabled", 1)
    c.start_turn()
    c.resolve_save("dying", 1)
    c.heal_fixed(20)
    assert c.wounds == 0 and c.conditions == {"dead"}


def test_bad_amounts_are_refused():
    with pytest.raises(RuleError):
        Creature(5, 5).heal_wounds(-1)
    with pytest.raises(RuleError):
        _alone_at_zero().rest_night(percent=0)


def test_con_change_moves_wound_points_and_keeps_damage():
    from campaign_manager.systems.d20 import creature_from_sheet

    c = creature_from_sheet(
        {"kind": "character", "classes": [{"class": "fighter", "levels": 1, "rolls": []}],
         "con": 14, "dex_modifier": 0}
    )  # fmt: skip
    assert (c.max_stamina, c.max_wounds) == (12, 14)
    c.take_damage(3, critical=True)
    c.change_con(10)
    assert (c.max_wounds, c.wounds) == (10, 7)
    assert c.max_stamina == 10  # Con modifier +2 → 0
    result = c.change_con(3)
    assert c.wounds == 0 and "disabled" in c.conditions and result.has("disabled")
