"""Physical conflict modifiers, hit location, autofire, shotgun (Střety)."""

import random

import pytest

from campaign_manager.systems.clovek import (
    RuleError,
    aimed_penalty,
    autofire_penalties,
    hit_location,
    limb_penalty,
    movement_steps,
    physical_actions,
    roll_location,
    shotgun_groups,
    shotgun_shot,
    speaking_bonus_penalty,
)
from campaign_manager.systems.clovek.physical import max_shot_reduction


def test_movement_one_free_step_one_more_for_one_die_two_at_most():
    # "V každém kole se může postava pohnout o jeden krok, za použití jedné Fyzické kostky
    # pak o další krok. Lze za akci běhat – hod na Atletiku, posun o Moc Atletiky."
    assert movement_steps() == 1
    assert movement_steps(1) == 2
    with pytest.raises(RuleError, match="Running is an action") as info:
        movement_steps(2)
    assert "Atletik" in info.value.text.cs and "Atletika" in str(info.value)
    with pytest.raises(RuleError):
        movement_steps(-1)


def test_limb_penalty():
    assert limb_penalty("right", "right") == 0
    assert limb_penalty("left", "right") == -1
    assert limb_penalty("both", "left") == 0


def test_second_hand_bonus_action():
    assert physical_actions(["right"], "right") == [0]
    assert physical_actions(["right", "left"], "right") == [0, -2]
    assert physical_actions(["left", "right"], "right") == [-1, -1]
    with pytest.raises(RuleError, match="once"):
        physical_actions(["right", "right"], "right")
    with pytest.raises(RuleError, match="at most 2"):
        physical_actions(["right", "left", "right"], "right")


def test_speaking_bonus_action():
    assert speaking_bonus_penalty() == -2
    with pytest.raises(RuleError):
        speaking_bonus_penalty(main_action_is_social=True)


@pytest.mark.parametrize(
    ("scar", "melee", "ranged"),
    [("torso", 0, -1), ("left_arm", -1, -2), ("right_leg", -1, -2), ("head", -2, -3)],
)
def test_aimed_penalties(scar, melee, ranged):
    assert aimed_penalty(scar) == melee
    assert aimed_penalty(scar, ranged=True) == ranged


def test_aimed_only_physical():
    with pytest.raises(RuleError):
        aimed_penalty("fear")


def test_hit_location_table():
    table = {f: hit_location(f) for f in range(10)}
    assert table == {
        0: "head", 1: None, 2: None, 3: "left_leg", 4: "right_leg",
        5: "left_arm", 6: "right_arm", 7: "torso", 8: "torso", 9: "torso",
    }  # fmt: skip
    with pytest.raises(RuleError):
        hit_location(10)


def test_roll_location_and_bystander():
    miss = roll_location(face=2)
    assert miss.scar is None
    again = roll_location(face=7, bystander=True)
    assert again.scar == "torso" and again.bystander
    rolled = roll_location(rng=random.Random(3))
    assert rolled.scar == hit_location(rolled.face)


def test_autofire_bursts_and_target_changes():
    assert autofire_penalties("short", ["A", "A"]) == [0, -1]
    assert autofire_penalties("short", ["A"]) == [0]
    assert autofire_penalties("long", ["A", "A", "A"]) == [0, -1, -2]
    # each change of target adds a cumulative -1 (A, B, then back to A)
    assert autofire_penalties("long", ["A", "B", "A"]) == [0, -2, -4]
    with pytest.raises(RuleError):
        autofire_penalties("short", ["A", "A", "A"])


def test_short_burst_second_attack_only_on_the_same_target():
    # "Střelba krátkou dávkou umožní provést druhou akci střelby na stejný cíl."
    with pytest.raises(RuleError, match="same target") as info:
        autofire_penalties("short", ["A", "B"])
    assert "stejný cíl" in info.value.text.cs


def test_shotgun_shot_trades_power_for_bonus():
    # "Snížení Moci o X dává ale bonus na hod X+1."
    assert shotgun_shot(4, 2) == (2, 3)
    assert shotgun_shot(4, 1) == (3, 2)
    with pytest.raises(RuleError):
        shotgun_shot(3, 3)
    with pytest.raises(RuleError):
        shotgun_shot(3, -1)


def test_shotgun_lowering_by_zero_is_a_slug_without_bonus():
    # the shotgun fires slugs by default ("v základu střílí slugy/breneky"): no shot, no +1
    assert shotgun_shot(4, 0) == (4, 0)


@pytest.mark.parametrize("power", [1, 2, 4, 30])
def test_shot_lowers_the_power_by_at_most_all_but_one(power):
    top = max_shot_reduction(power)
    assert top == power - 1
    if top:
        assert shotgun_shot(power, top)[0] == 1  # lowered as far as it goes, 1 is left
    with pytest.raises(RuleError):
        shotgun_shot(power, top + 1)
    assert max_shot_reduction(0) == 0


def test_shotgun_groups_each_roll_location():
    hits = shotgun_groups(3, [2, 1], faces=[0, 8])
    assert [(g, loc.scar) for g, loc in hits] == [(2, "head"), (1, "torso")]
    with pytest.raises(RuleError):
        shotgun_groups(3, [2, 2], faces=[0, 8])
    assert len(shotgun_groups(3, [1, 1, 1], rng=random.Random(5))) == 3
