"""Damage, critical hits, fatigue, stun, 0 wound points, coup de grace, regeneration."""

from __future__ import annotations

import pytest

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.d20 import Creature, D20Settings


def test_damage_comes_off_stamina_first():
    c = Creature(20, 14)
    result = c.take_damage(8)
    assert (c.stamina, c.wounds) == (12, 14)
    assert result.kinds() == ["stamina_damage"]
    assert c.conditions == set()
    assert c.pending_saves == []


def test_damage_past_stamina_goes_to_wound_points():
    c = Creature(10, 14)
    result = c.take_damage(13)
    assert (c.stamina, c.wounds) == (0, 11)
    assert (result.stamina_lost, result.wounds_lost) == (10, 3)
    assert "fatigued" in c.conditions
    assert c.pending_saves == [("stun", 8)]


def test_at_zero_stamina_everything_goes_to_wound_points():
    c = Creature(5, 12)
    c.take_damage(5)
    assert c.wounds == 12
    c.take_damage(4)
    assert (c.stamina, c.wounds) == (0, 8)


def test_critical_with_stamina_left_goes_straight_to_wound_points():
    c = Creature(30, 14)
    result = c.take_damage(6, critical=True)
    assert (c.stamina, c.wounds) == (30, 8)
    assert result.has("critical")
    assert "fatigued" in c.conditions
    assert c.pending_saves == [("stun", 11)]


def test_no_massive_damage_rule():
    c = Creature(100, 14)
    c.take_damage(60)
    assert c.alive and c.pending_saves == [] and c.conditions == set()


def test_fatigue_only_on_the_first_wound_loss():
    c = Creature(0, 14)
    first = c.take_damage(2)
    assert first.has("fatigued")
    c.resolve_save("stun", 20)
    c.remove_condition("fatigued")  # e.g. the GM ended it by hand
    second = c.take_damage(2)
    assert not second.has("fatigued")
    assert "fatigued" not in c.conditions


def test_stun_save_dc_is_5_plus_wound_points_lost():
    c = Creature(0, 14)
    c.take_damage(4)
    assert c.pending_saves == [("stun", 9)]
    result = c.resolve_save("stun", 8)
    assert "stunned" in c.conditions and result.has("stunned")


def test_stun_save_success_leaves_it_unstunned():
    c = Creature(0, 14)
    c.take_damage(4)
    c.resolve_save("stun", 9)  # total == DC succeeds
    assert "stunned" not in c.conditions


def test_stun_lasts_one_round_through_its_next_turn():
    c = Creature(0, 14)
    c.take_damage(4)
    c.resolve_save("stun", 1)
    assert c.start_turn().has("stunned")
    assert "stunned" in c.conditions
    assert c.end_turn().has("stun_ended")
    assert "stunned" not in c.conditions


def test_stun_also_ends_at_the_following_turn_if_end_turn_was_not_called():
    c = Creature(0, 14)
    c.take_damage(4)
    c.resolve_save("stun", 1)
    c.start_turn()
    assert c.start_turn().has("stun_ended")
    assert "stunned" not in c.conditions


def test_an_ally_ends_the_stun_with_a_standard_action():
    c = Creature(0, 14)
    c.take_damage(4)
    c.resolve_save("stun", 1)
    c.help_recover()
    assert "stunned" not in c.conditions
    with pytest.raises(RuleError, match="not stunned"):
        c.help_recover()


def test_wound_points_never_below_zero_and_zero_disables():
    c = Creature(0, 10)
    result = c.take_damage(25)
    assert c.wounds == 0
    assert result.wounds_lost == 10
    assert "disabled" in c.conditions
    assert ("disabled", 15) in c.pending_saves
    assert ("stun", 15) in c.pending_saves  # DC 5 + the 10 points actually lost


def test_disabled_save_success_stays_disabled_failure_starts_dying():
    c = Creature(0, 10)
    c.take_damage(10)
    c.resolve_save("disabled", 15)
    assert c.conditions >= {"disabled"} and "dying" not in c.conditions
    d = Creature(0, 10)
    d.take_damage(10)
    d.resolve_save("disabled", 14)
    assert {"dying", "unconscious"} <= d.conditions
    assert "disabled" not in d.conditions
    # the stun save put off stays pending until the GM resolves it (issue 37); an
    # unconscious creature cannot be stunned, so it then no longer matters, in words
    assert d.pending_saves == [("stun", 15)]
    result = d.resolve_save("stun", 3)
    assert "stunned" not in d.conditions and d.pending_saves == []
    assert [e.kind for e in result.events] == ["save", "no_effect"]
    assert result.events[-1].text.en == "The save no longer matters."


def _dying() -> Creature:
    c = Creature(0, 10)
    c.take_damage(10)
    c.resolve_save("disabled", 0)
    assert c.pending_saves == [("stun", 15)]  # put off: it stays until resolved
    c.resolve_save("stun", 0)  # moot once it is unconscious
    assert c.pending_saves == []
    return c


def test_dying_save_dc_climbs_each_round():
    c = _dying()
    dcs = []
    for _ in range(3):
        c.start_turn()
        dcs.append(c.pending_saves[-1][1])
        c.resolve_save("dying", dcs[-1] + 1)  # margin 1: still dying
    assert dcs == [10, 11, 12]


@pytest.mark.parametrize(
    ("margin", "expected"),
    [
        (-1, {"dead"}),
        (0, {"dying", "unconscious"}),
        (4, {"dying", "unconscious"}),
        (5, {"stable", "unconscious"}),
        (9, {"stable", "unconscious"}),
        (10, {"disabled"}),
    ],
)
def test_dying_save_margins(margin, expected):
    c = _dying()
    c.start_turn()
    c.resolve_save("dying", 10 + margin)
    assert c.conditions - {"fatigued"} == expected


def test_death_clears_pending_saves():
    c = _dying()
    c.start_turn()
    c.resolve_save("dying", 3)
    assert not c.alive and c.pending_saves == []
    assert c.take_damage(5).kinds() == ["no_effect"]
    assert c.start_turn().events == []


def test_start_turn_refuses_a_second_dying_save_before_the_first_is_resolved():
    c = _dying()
    c.start_turn()
    with pytest.raises(RuleError, match="pending dying save"):
        c.start_turn()


def test_resolve_save_without_a_pending_one_is_refused():
    with pytest.raises(RuleError, match="No pending save"):
        Creature(5, 5).resolve_save("stun", 10)


def test_heal_dc_15_stabilises_a_dying_creature():
    c = _dying()
    c.start_turn()
    assert c.heal_check(14).kinds() == ["no_effect"]
    assert "dying" in c.conditions
    c.heal_check(15)
    assert c.conditions - {"fatigued"} == {"stable", "unconscious"}
    assert c.tended and not any(kind == "dying" for kind, _ in c.pending_saves)
    with pytest.raises(RuleError):
        Creature(5, 5).heal_check(20)


def _stable() -> Creature:
    c = _dying()
    c.start_turn()
    c.resolve_save("dying", 16)  # margin 6
    return c


def test_hourly_save_of_a_stable_creature_climbs():
    c = _stable()
    dcs = []
    for _ in range(3):
        c.hour_passes()
        dcs.append(c.pending_saves[-1][1])
        c.resolve_save("stable", dcs[-1] + 1)
    assert dcs == [10, 11, 12]
    assert "stable" in c.conditions


@pytest.mark.parametrize(
    ("margin", "expected"),
    [
        (-1, {"dying", "unconscious"}),
        (0, {"stable", "unconscious"}),
        (4, {"stable", "unconscious"}),
        (5, {"disabled"}),
        (9, {"disabled"}),
        (10, {"disabled"}),
    ],
)
def test_stable_save_margins(margin, expected):
    c = _stable()
    c.hour_passes()
    c.resolve_save("stable", 10 + margin)
    assert c.conditions - {"fatigued"} == expected


def test_failed_hourly_save_restarts_dying_at_dc_10():
    c = _stable()
    c.hour_passes()
    c.resolve_save("stable", 9)
    c.start_turn()
    assert c.pending_saves[-1] == ("dying", 10)


def test_tended_creature_wakes_on_d100_up_to_10():
    c = _dying()
    c.heal_check(20)
    assert c.hour_passes(percent=11).has("still_stable")
    assert "unconscious" in c.conditions
    assert c.pending_saves == []  # tended: no hourly Fortitude save
    c.hour_passes(percent=10)
    assert c.conditions - {"fatigued"} == {"disabled"}


def test_hit_while_stable_starts_dying_again():
    c = _stable()
    c.take_damage(3)
    assert "dying" in c.conditions and "stable" not in c.conditions
    off = _stable()
    off.settings = D20Settings(hit_while_stable_starts_dying=False)
    off.take_damage(3)
    assert "stable" in off.conditions


def test_hit_while_disabled_at_zero_calls_for_the_save_again():
    c = Creature(0, 10)
    c.take_damage(10)
    c.resolve_save("disabled", 20)
    c.resolve_save("stun", 20)
    result = c.take_damage(2)
    assert result.wounds_lost == 0
    assert c.pending_saves == [("disabled", 15)]
    off = Creature(0, 10, settings=D20Settings(resave_when_hit_at_zero=False))
    off.take_damage(10)
    off.resolve_save("disabled", 20)
    off.resolve_save("stun", 20)
    off.take_damage(2)
    assert off.pending_saves == []


def test_coup_de_grace_is_a_critical_and_calls_for_a_death_save_first():
    c = Creature(40, 16)
    c.add_condition("unconscious")
    result = c.coup_de_grace(7)
    assert (c.stamina, c.wounds) == (40, 9)
    assert c.pending_saves[0] == ("coup_de_grace", 17)
    assert result.has("coup_de_grace_save")
    c.resolve_save("coup_de_grace", 16)
    assert not c.alive


def test_coup_de_grace_survived():
    c = Creature(40, 16)
    c.coup_de_grace(7)
    c.resolve_save("coup_de_grace", 17)
    assert c.alive


def test_creature_without_con_is_never_fatigued_or_stunned():
    skeleton = Creature(0, 6, has_con=False)
    result = skeleton.take_damage(4, critical=True)
    assert skeleton.wounds == 2
    assert "fatigued" not in skeleton.conditions
    assert not any(kind == "stun" for kind, _ in skeleton.pending_saves)
    assert not result.has("stun_save")
    with pytest.raises(RuleError, match="no stamina"):
        Creature(5, 6, has_con=False)


def test_no_stamina_creature_takes_everything_to_wound_points():
    dog = Creature(0, 15)
    dog.take_damage(3)
    assert dog.wounds == 12 and "fatigued" in dog.conditions


class TestRegeneration:
    def test_all_damage_even_criticals_only_reduces_stamina(self):
        troll = Creature(63, 23, regeneration=5)
        troll.take_damage(10, critical=True)
        assert (troll.stamina, troll.wounds) == (53, 23)
        troll.take_damage(100)
        assert (troll.stamina, troll.wounds) == (0, 23)
        assert "fatigued" in troll.conditions
        assert troll.pending_saves == []

    def test_regeneration_heals_stamina_each_turn_and_ends_its_fatigue(self):
        troll = Creature(63, 23, regeneration=5)
        troll.take_damage(70)
        result = troll.start_turn()
        assert troll.stamina == 5 and result.stamina_healed == 5
        assert "fatigued" not in troll.conditions
        troll.start_turn()
        assert troll.stamina == 10
        for _ in range(20):
            troll.start_turn()
        assert troll.stamina == 63

    def test_bypassing_damage_can_be_turned_into_stamina_damage(self):
        troll = Creature(63, 23, regeneration=5)
        troll.take_damage(8, bypasses_regeneration=True)
        assert troll.pending_saves == [("regeneration", 18)]
        troll.resolve_save("regeneration", 18)
        assert (troll.stamina, troll.wounds) == (55, 23)

    def test_failed_conversion_deals_wound_damage(self):
        troll = Creature(63, 23, regeneration=5)
        troll.take_damage(8, bypasses_regeneration=True)
        result = troll.resolve_save("regeneration", 17)
        assert (troll.stamina, troll.wounds) == (63, 15)
        assert result.has("fatigued")
        assert troll.pending_saves == [("stun", 13)]


class TestFastHealing:
    def test_restores_stamina(self):
        c = Creature(20, 10, fast_healing=2)
        c.take_damage(5)
        c.start_turn()
        assert c.stamina == 17

    def test_heals_wound_points_of_a_creature_without_con(self):
        c = Creature(0, 10, has_con=False, fast_healing=3)
        c.take_damage(5)
        c.start_turn()
        assert c.wounds == 8

    def test_does_nothing_for_a_creature_with_con_but_no_stamina(self):
        c = Creature(0, 10, fast_healing=3)
        c.take_damage(5)
        result = c.start_turn()
        assert c.wounds == 5 and result.has("no_effect")


def test_negative_damage_is_refused():
    with pytest.raises(RuleError):
        Creature(5, 5).take_damage(-1)


def test_event_texts_are_bilingual():
    result = Creature(0, 10).take_damage(4)
    for event in result.events:
        assert event.text.cs and event.text.en and event.text.cs != event.text.en
    assert "Hit to the body" in result.text.en


def test_roll_save_rolls_d20_plus_fortitude_from_the_rng():
    import random

    c = Creature(0, 14)
    c.take_damage(4)  # stun DC 9
    result = c.roll_save(30, random.Random(2))
    assert c.pending_saves == [] and "stunned" not in c.conditions
    assert "vs DC 9, success" in result.text.en
    with pytest.raises(RuleError, match="No save is pending"):
        c.roll_save(0, random.Random(2))
