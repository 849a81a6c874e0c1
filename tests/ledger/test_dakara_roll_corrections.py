"""Issue 16: a network's and a contact's roll is never an automatic success; the one
skill-test call the skill-test dialog uses."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from campaign_manager.systems.common import RuleError, Text
from campaign_manager.systems.dakara.contacts import (
    contact_influence_roll,
    find_contact,
    network_test,
)
from campaign_manager.systems.dakara.skill_test import skill_test

ratings = st.integers(0, 6)
dice = st.integers(1, 6)


@given(ratings, st.sampled_from(["rarity", "wealth", "influence", "status"]), ratings, dice, dice)
def test_a_network_test_always_rolls(rating, against, value, a, o):
    result = network_test(rating, against, value, a, o)
    assert not result.automatic
    assert result.actor_total == rating + a and result.opposition_total == value + o
    assert result.success == (rating + a >= value + o)


def test_a_network_far_above_the_difficulty_still_rolls_and_can_fail():
    # 6 against 0 would be an automatic success for a skill; a network rolls: 6+1 < 0+... no,
    # it cannot fail at +6, so take +2: rating 2 against 0 with 1 : 6 fails.
    result = network_test(2, "rarity", 0, actor_roll=1, opposition_roll=6)
    assert not result.automatic and not result.success and result.margin == -3
    assert result.outcome == "mild_complications"


def test_a_contacts_influence_always_rolls():
    result = contact_influence_roll(5, 2, actor_roll=1, opposition_roll=6)
    assert not result.automatic and not result.success
    rolled = contact_influence_roll(5, 2, rng=random.Random(3))
    assert rolled.actor_roll is not None and rolled.opposition_roll is not None


def test_the_gm_may_decide_instead_of_rolling():
    yes = network_test(0, "status", 6, decision=True)
    assert yes.success and yes.decided and yes.actor_roll is None
    assert yes.text.cs == "Vypravěč rozhodl: úspěch"
    no = contact_influence_roll(6, 0, decision=False)
    assert not no.success and no.decided and no.text.en == "the GM decided: failure"
    with pytest.raises(RuleError):
        network_test(7, "status", 1, decision=True)


def test_finding_a_contact_is_a_skill_test_so_plus_two_is_automatic():
    assert find_contact(4, 2).automatic
    assert not find_contact(
        4, 2, far_from_home_penalty=-1, actor_roll=1, opposition_roll=1
    ).automatic


def test_skill_test_automatic_only_out_of_combat():
    out = skill_test(4, 2, in_combat=False)
    assert out.state.automatic and out.state.success
    assert "automatický úspěch" in out.events[0].text.cs
    fight = skill_test(4, 2, in_combat=True, actor_roll=1, opposition_roll=6)
    assert not fight.state.automatic and fight.state.margin == -3


def test_skill_test_description_bonus_and_modifiers_count():
    base = skill_test(2, 3, in_combat=True, actor_roll=3, opposition_roll=3)
    assert base.state.margin == -1 and base.state.outcome == "failure"
    plus = skill_test(2, 3, in_combat=True, description_bonus=2, actor_roll=3, opposition_roll=3)
    assert plus.state.margin == 1 and plus.state.success
    wounded = skill_test(
        2, 3, in_combat=True, wound_penalty=-2, actor_modifier=1, actor_roll=3, opposition_roll=3
    )
    assert wounded.state.margin == -2
    with pytest.raises(RuleError):
        skill_test(2, 3, in_combat=True, description_bonus=3)


def test_skill_test_bands_and_injury_instead():
    mild = skill_test(1, 3, in_combat=False, actor_roll=2, opposition_roll=3)
    assert mild.state.outcome == "mild_complications"
    assert "mírné komplikace" in mild.events[0].text.cs
    hurt = skill_test(
        1,
        3,
        in_combat=False,
        threat="injury",
        hazard_modifier=2,
        armour=1,
        actor_roll=2,
        opposition_roll=3,
    )
    assert hurt.state.injury_taken == 4  # shortfall 3 + 2 − 1
    assert "zranění 4" in hurt.events[0].text.cs
    with pytest.raises(RuleError, match="never both"):
        skill_test(1, 3, in_combat=False, armour=1)
    with pytest.raises(RuleError):
        skill_test(1, 3, in_combat=False, threat="doom")


def test_skill_test_log_line_names_who_and_the_dice():
    out = skill_test(
        3,
        4,
        in_combat=False,
        opposed=True,
        actor_roll=5,
        opposition_roll=2,
        label=Text("Bořek – Šplh", "Bořek – Climbing"),
    )
    line = out.events[0].text
    assert line.cs.startswith("Bořek – Šplh: 3 proti dovednosti 4: 8 (5) : 6 (2), +2")
    assert line.en.endswith("success")


@given(ratings, ratings, dice, dice, st.booleans())
def test_skill_test_rolls_entered_dice_exactly(skill, difficulty, a, o, combat):
    out = skill_test(skill, difficulty, in_combat=combat, actor_roll=a, opposition_roll=o)
    if out.state.automatic:
        assert not combat and skill >= difficulty + 2
    else:
        assert out.state.margin == skill + a - difficulty - o
