"""Dice pools and campaign settings (defaults flagged as defaults)."""

import random

import pytest

from campaign_manager.systems.clovek import (
    ClovekSettings,
    RuleError,
    count_successes,
    face_value,
    manual_successes,
    roll_pool,
)


def test_zero_counts_as_ten():
    assert face_value(0) == 10
    assert face_value(7) == 7


def test_default_threshold_seven_plus():
    assert count_successes([6, 7, 9, 0, 1]) == 3


def test_threshold_setting():
    assert count_successes([6, 7, 9, 0, 1], threshold=10) == 1
    assert count_successes([6, 7, 9, 0, 1], threshold=6) == 4


def test_pool_from_injected_rng_is_reproducible():
    a = roll_pool(6, random.Random(42))
    b = roll_pool(6, random.Random(42))
    assert a == b and len(a.faces) == 6
    assert all(0 <= f <= 9 for f in a.faces)


def test_pool_entered_by_hand():
    pool = roll_pool(3, faces=[0, 3, 8])
    assert pool.successes == 2 and pool.by_hand
    with pytest.raises(RuleError):
        roll_pool(3, faces=[1, 2])
    assert manual_successes(4).successes == 4


def test_settings_defaults_flagged_and_round_trip():
    settings = ClovekSettings()
    assert settings.success_threshold == 7
    assert settings.tie_rule == "vyrovnanost_then_gm"
    assert settings.is_default("success_threshold")
    assert "Default" in ClovekSettings.default_note("tie_rule").en
    changed = ClovekSettings.from_dict({"success_threshold": 8})
    assert not changed.is_default("success_threshold")
    assert ClovekSettings.from_dict(changed.to_dict()) == changed


@pytest.mark.parametrize("bad", [{"success_threshold": 0}, {"success_threshold": 11},
                                 {"tie_rule": "dice"}, {"speed": 1}])  # fmt: skip
def test_settings_validation(bad):
    with pytest.raises(RuleError):
        ClovekSettings.from_dict(bad)
