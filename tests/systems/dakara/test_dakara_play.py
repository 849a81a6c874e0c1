"""Play: skill tests, kondice, Výdrž/Vůle, combat, contacts and networks."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.dakara import (
    Combat,
    Condition,
    ConditionState,
    Pool,
    attack_number,
    complex_action,
    condition_penalty,
    condition_state,
    contact_influence_roll,
    defence_number,
    failure_outcome,
    find_contact,
    meditate,
    network_test,
    resolve_attack,
    resolve_contest,
    resolve_test,
    rest,
    sleep,
)

# --- skill test --------------------------------------------------------------------------


def test_tie_goes_to_the_actor():
    r = resolve_test(2, 2, actor_roll=3, opposition_roll=3)
    assert r.success and not r.automatic and r.margin == 0 and r.outcome == "success"


def test_tie_can_be_a_draw_where_it_makes_sense():
    r = resolve_test(2, 2, actor_roll=3, opposition_roll=3, allow_draw=True)
    assert r.draw and not r.success and r.text.en == "draw"


def test_automatic_success_at_plus_two_but_never_in_combat():
    r = resolve_test(4, 2)
    assert r.automatic and r.success and r.margin is None and r.outcome == "success"
    assert not resolve_test(3, 2, 1, 6).automatic  # only +1
    r = resolve_test(4, 2, actor_roll=1, opposition_roll=6, in_combat=True)
    assert not r.automatic and r.margin == -3 and r.outcome == "mild_complications"


def test_modifiers_count_toward_automatic_success():
    assert resolve_test(3, 2, actor_modifier=1).automatic
    assert not resolve_test(
        3, 2, actor_modifier=1, opposition_modifier=1, actor_roll=1, opposition_roll=1
    ).automatic


@pytest.mark.parametrize(
    ("margin", "outcome"),
    [
        (0, "success"),
        (-1, "failure"),
        (-2, "failure"),
        (-3, "mild_complications"),
        (-5, "mild_complications"),
        (-6, "serious_complications"),
        (-9, "serious_complications"),
    ],
)
def test_failure_bands(margin, outcome):
    assert failure_outcome(margin) == outcome


def test_text_example_pickpocket_failing_by_three_is_noticed():
    r = resolve_test(3, 3, actor_roll=2, opposition_roll=5)
    assert r.margin == -3 and r.outcome == "mild_complications"


def test_injury_instead_of_complications():
    r = resolve_test(2, 3, actor_roll=1, opposition_roll=4)  # margin −4
    assert r.injury() == 4
    assert r.injury(hazard_modifier=2, armour=1) == 5
    assert r.injury(armour=9) == 0
    assert resolve_test(3, 3, 4, 4).injury(hazard_modifier=3) == 0  # success: no injury


def test_description_bonus_and_wound_penalty_apply():
    base = resolve_test(2, 3, actor_roll=3, opposition_roll=3)
    assert base.margin == -1
    assert resolve_test(2, 3, 3, 3, description_bonus=1).margin == 0
    assert resolve_test(2, 3, 3, 3, description_bonus=2).margin == 1
    assert resolve_test(2, 3, 3, 3, actor_wound_penalty=condition_penalty(5)).margin == -3
    with pytest.raises(ValueError):
        resolve_test(2, 3, 3, 3, description_bonus=3)
    with pytest.raises(ValueError):
        resolve_test(2, 3, 3, 3, actor_wound_penalty=-5)


def test_contest_uses_the_opponents_skill():
    r = resolve_contest(3, 4, actor_roll=5, opponent_roll=4)
    assert r.actor_total == 8 and r.opposition_total == 8 and r.success


def test_rolls_come_from_an_injectable_rng():
    a = resolve_test(2, 3, rng=random.Random(7))
    b = resolve_test(2, 3, rng=random.Random(7))
    assert a == b and a.actor_total is not None


@pytest.mark.parametrize("bad", [0, 7, 2.0])
def test_hand_entered_rolls_must_be_a_d6(bad):
    with pytest.raises(ValueError, match="1–6"):
        resolve_test(2, 3, actor_roll=bad, opposition_roll=3)


def test_skill_out_of_range_raises():
    with pytest.raises(ValueError):
        resolve_test(7, 3, 1, 1)


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 6), st.integers(0, 6), st.integers(1, 6), st.integers(1, 6))
def test_margin_is_actor_minus_opposition(skill, diff, a, o):
    r = resolve_test(skill, diff, a, o, in_combat=True)
    assert r.margin == (skill + a) - (diff + o)
    assert r.success == (r.margin >= 0)


# --- kondice ------------------------------------------------------------------------------


def test_human_penalty_table():
    expected = {12: 0, 10: 0, 9: -1, 7: -1, 6: -2, 4: -2, 3: -3, 1: -3, 0: -4, -5: -4, -6: -4}
    for k, p in expected.items():
        assert condition_penalty(k) == p, k


def test_human_states():
    assert condition_state(4) is ConditionState.ACTIVE
    assert condition_state(3) is ConditionState.CANNOT_RUN
    assert condition_state(1) is ConditionState.CANNOT_RUN
    assert condition_state(0) is ConditionState.OUT
    assert condition_state(-5) is ConditionState.OUT
    assert condition_state(-6) is ConditionState.DYING


def test_other_sizes_step_by_quarters_and_die_at_half():
    assert [condition_penalty(k, 8) for k in (8, 7, 6, 5, 4, 3, 2, 1)] == [
        0,
        0,
        -1,
        -1,
        -2,
        -2,
        -3,
        -3,
    ]
    assert condition_state(-3, 8) is ConditionState.OUT
    assert condition_state(-4, 8) is ConditionState.DYING
    assert condition_state(-10, 20) is ConditionState.DYING
    assert condition_state(-9, 20) is ConditionState.OUT
    assert condition_penalty(1, 1) == 0 and condition_state(-1, 1) is ConditionState.DYING


def test_bad_kondice_raises():
    with pytest.raises(ValueError, match="at least 1"):
        condition_penalty(3, -12)
    with pytest.raises(ValueError, match="above its maximum"):
        condition_penalty(13)


@settings(max_examples=100, deadline=None)
@given(st.integers(1, 30), st.data())
def test_penalty_never_improves_as_kondice_falls(maximum, data):
    k = data.draw(st.integers(-2 * maximum, maximum))
    p = condition_penalty(k, maximum)
    assert -4 <= p <= 0
    assert condition_penalty(k - 1, maximum) <= p


def test_condition_heals_only_to_maximum():
    c = Condition(12)
    c.take(8)
    assert c.penalty == -2
    c.heal(20)
    assert c.current == 12
    with pytest.raises(ValueError):
        c.take(-1)


# --- Výdrž and Vůle -------------------------------------------------------------------------


def test_pool_refuses_when_empty_and_changes_nothing():
    vydrz = Pool("Výdrž", 2)
    vydrz.spend()
    vydrz.spend()
    with pytest.raises(RuleError) as info:
        vydrz.spend()
    assert info.value.code == "pool_empty" and vydrz.current == 0
    assert not rest(vydrz, 5) and vydrz.current == 0
    assert rest(vydrz, 10) and vydrz.current == 2


def test_vule_restored_by_sleep_or_meditation_not_while_sustaining():
    vule = Pool("Vůle", 3, spent=3)
    assert not sleep(vule, 5) and vule.current == 0
    assert sleep(vule, 6) and vule.current == 3
    vule.spend(3)
    with pytest.raises(RuleError, match="sustaining"):
        meditate(vule, sustaining_magic=True)
    assert not meditate(vule, interrupted=True) and vule.current == 0
    assert meditate(vule) and vule.current == 3


# --- combat -------------------------------------------------------------------------------


def test_attack_and_defence_numbers():
    assert attack_number(3, 1) == 4
    assert defence_number(3, 1, 2) == 6
    assert defence_number(3) == 3  # a spell: the casting roll alone


def test_hit_on_overshoot_zero_and_armour_quality_up_to_coverage():
    r = resolve_attack(4, 4, 3, 3, weapon_damage=2, armour_quality=1, armour_coverage=2)
    assert (r.overshoot, r.hit, r.damage) == (0, True, 1)  # 0 + 2 − Kvalita 1
    r = resolve_attack(6, 4, 3, 3, weapon_damage=2, armour_quality=1, armour_coverage=2)
    assert (r.overshoot, r.damage) == (2, 3)  # Přesah = Pokrytí: still Kvalita
    r = resolve_attack(7, 4, 3, 3, weapon_damage=2, armour_quality=1, armour_coverage=2)
    assert (r.overshoot, r.damage) == (3, 3)  # Přesah > Pokrytí: subtract Pokrytí 2


def test_miss_and_damage_never_below_zero():
    r = resolve_attack(3, 4, 3, 3, weapon_damage=5)
    assert (r.overshoot, r.hit, r.damage) == (-1, False, 0)
    r = resolve_attack(4, 4, 3, 3, weapon_damage=0, armour_quality=4, armour_coverage=1)
    assert r.hit and r.damage == 0


@settings(max_examples=100, deadline=None)
@given(
    st.integers(0, 10),
    st.integers(0, 10),
    st.integers(1, 6),
    st.integers(1, 6),
    st.integers(0, 5),
    st.integers(0, 5),
    st.integers(0, 5),
)
def test_attack_invariants(an, dn, ar, dr, wd, q, cov):
    r = resolve_attack(an, dn, ar, dr, wd, q, cov)
    assert r.overshoot == an + ar - dn - dr
    assert r.damage >= 0
    assert r.hit == (r.overshoot >= 0)
    if not r.hit:
        assert r.damage == 0


def test_damage_takes_hold_from_the_next_round():
    fight = Combat()
    fight.add("Ondřej")
    fight.add("Bandita")
    fight.start_round()
    hit = fight.attack("Ondřej", "Bandita", 5, 3, attack_roll=6, defence_roll=1, weapon_damage=2)
    assert hit.damage == 9
    # the wounded bandit still fights this round without a penalty
    back = fight.attack("Bandita", "Ondřej", 4, 4, attack_roll=4, defence_roll=4)
    assert back.attack_total == 8
    assert fight.combatants["Bandita"].condition.current == 12
    fight.start_round()
    assert fight.combatants["Bandita"].condition.current == 3
    back = fight.attack("Bandita", "Ondřej", 4, 4, attack_roll=4, defence_roll=4)
    assert back.attack_total == 5  # −3 from round two
    assert fight.can_act("Bandita")


def test_multi_round_complex_actions():
    fight = Combat()
    fight.add("Kušiník")
    fight.start_round()
    action = fight.begin_action("Kušiník", "load_heavy_crossbow")
    assert action.rounds == 5
    done = []
    for _ in range(5):
        done = fight.end_round()
        fight.start_round()
    assert done == ["Kušiník"]
    assert complex_action("don_shield").rounds == 2
    assert complex_action("load_handgun").rounds == 6
    assert complex_action("cast_spell").rounds is None
    assert complex_action("cast_spell", rounds=3).rounds == 3
    assert complex_action("concentration", rounds=4).rounds == 4
    with pytest.raises(ValueError):
        complex_action("rearm", rounds=1)
    with pytest.raises(ValueError):
        complex_action("teleport")


# --- contacts and networks ------------------------------------------------------------------


def test_find_contact_with_far_from_home_penalty():
    assert find_contact(3, 3, actor_roll=3, opposition_roll=3).success
    assert not find_contact(3, 3, actor_roll=3, opposition_roll=3, far_from_home_penalty=-1).success
    with pytest.raises(ValueError):
        find_contact(3, 3, 1, 1, far_from_home_penalty=1)


def test_contact_influence_and_network_tests():
    assert contact_influence_roll(4, 3, 2, 3).success
    r = network_test(2, "rarity", 4, actor_roll=1, opposition_roll=6)
    assert r.outcome == "serious_complications"
    assert not network_test(3, "status", 1).automatic  # never automatic (issue 16)
    with pytest.raises(ValueError, match="rarity"):
        network_test(2, "luck", 2, 3, 3)
