"""Burning (pálení): burnable scars, the per-round limit, refusals change nothing."""

import pytest

from campaign_manager.systems.clovek import Character, RuleError, Severity

S, L, D = Severity.STUN, Severity.LETHAL, Severity.DEVASTATING


def char(**attrs):
    base = {"obratnost": 3, "konstituce": 3, "sarm": 2, "vyrovnanost": 3, "inteligence": 2}
    return Character({**base, **attrs}, "cholerik")


def test_burn_writes_into_burnable_scar():
    c = char()
    c.burn("torso", S, 2)
    assert c.scar("torso").marks() == "//_"
    assert c.burned_this_round("physical") == 2


def test_non_burnable_scar_refused_naming_rule():
    c = char()
    with pytest.raises(RuleError, match="burn") as info:
        c.burn("head", S, 1)
    assert "pálení" in info.value.text.cs
    with pytest.raises(RuleError):
        c.burn("left_arm", S, 1)  # non-dominant
    with pytest.raises(RuleError):
        c.burn("fear", S, 1)  # distant from cholerik
    with pytest.raises(RuleError):
        c.burn("courage", S, 1)  # positive


def test_round_limit_counts_every_point():
    c = char()  # obratnost 3
    c.burn("torso", L, 1)
    c.burn("right_leg", S, 2)
    with pytest.raises(RuleError, match="At most 3"):
        c.burn("right_arm", S, 1)
    c.start_round()
    c.burn("right_arm", S, 1)
    assert c.scar("right_arm").marks() == "/__"


def test_limit_is_per_type():
    c = char(inteligence=1, sarm=1)
    c.burn("will", S, 1)
    c.burn("anger", S, 1)
    c.burn("torso", S, 1)
    with pytest.raises(RuleError):
        c.burn("sanity", S, 1)


def test_burn_refused_when_a_point_would_upgrade_and_nothing_changes():
    c = char()
    c.wound("torso", L)
    c.wound("torso", S, 2)  # X// full
    before = c.to_sheet()
    with pytest.raises(RuleError, match="upgrade"):
        c.burn("torso", S, 1)
    with pytest.raises(RuleError, match="upgrade"):
        c.burn("torso", L, 3)  # two push out a stun, the 3rd would upgrade
    assert c.to_sheet() == before


def test_burn_refusal_checks_all_points_first():
    c = char()  # torso 3 boxes
    c.burn("torso", S, 1)
    c.start_round()
    before = c.to_sheet()
    with pytest.raises(RuleError, match="upgrade"):
        c.burn("torso", S, 3)  # 2 fit, the 3rd would upgrade
    assert c.to_sheet() == before
    assert c.burned_this_round("physical") == 0


def test_burn_push_out_is_allowed():
    c = char()
    c.wound("torso", S, 3)
    c.burn("torso", L, 1)
    assert c.scar("torso").marks() == "X//"


def test_burn_into_full_of_devastating_refused():
    c = char()
    c.wound("torso", D, 3)
    with pytest.raises(RuleError):
        c.burn("torso", D, 1)
    assert not c.scar("torso").critical


def test_burn_heals_opposite_and_counts():
    c = char(sarm=2)
    c.wound("compassion", S)
    events = c.burn("anger", S, 1)
    assert events[0].kind == "healed_opposite"
    assert c.burned_this_round("social") == 1


def test_use_feeling_burns_a_stun_social_wound():
    c = char()
    c.use_feeling("anger")
    assert c.scar("anger").marks() == "/__"
    with pytest.raises(RuleError):
        c.use_feeling("torso")
