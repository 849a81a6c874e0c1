"""Feelings (city): requests, temporary raises, opposition, decay (Člověk, City)."""

import pytest

from campaign_manager.systems.clovek import Character, Feelings, RuleError
from campaign_manager.systems.clovek.feelings import VALUE_RANGE


def test_request_raises_at_most_three_times():
    f = Feelings()
    for expected in (1, 2, 3):
        f.request_raise("Marta", "desire")
        assert f.value("Marta", "desire") == expected
    with pytest.raises(RuleError, match="three"):
        f.request_raise("Marta", "desire")


def test_feelings_capped_at_five():
    f = Feelings()
    f.set_value("Marta", "respect", 5)
    with pytest.raises(RuleError, match="maximum"):
        f.request_raise("Marta", "respect")
    f.hit_raise("Marta", "respect")
    assert f.value("Marta", "respect") == 5
    with pytest.raises(RuleError):
        f.set_value("Marta", "respect", 6)


def test_a_lasting_value_is_set_within_the_range_the_editor_offers():
    low, high = VALUE_RANGE
    assert (low, high) == (0, 5)
    f = Feelings()
    for value in (low, high):
        f.set_value("Marta", "desire", value)
        assert f.value("Marta", "desire") == value
    for value in (low - 1, high + 1):
        with pytest.raises(RuleError, match="0–5"):
            f.set_value("Marta", "desire", value)


def test_hit_raise_two_for_scene_then_one_for_chapter():
    f = Feelings()
    f.set_value("Karel", "respect", 1)
    f.hit_raise("Karel", "respect")
    assert f.value("Karel", "respect") == 3
    f.end_scene()
    assert f.value("Karel", "respect") == 2
    f.end_scene()
    assert f.value("Karel", "respect") == 2
    f.end_chapter()
    assert f.value("Karel", "respect") == 1


def test_character_time_boundaries_drive_feelings():
    c = Character({}, "cholerik")
    c.feelings.hit_raise("Karel", "desire")
    c.start_scene()
    assert c.feelings.value("Karel", "desire") == 1
    c.start_chapter()
    assert c.feelings.value("Karel", "desire") == 0


def test_friendship_request_first_lowers_enmity():
    f = Feelings()
    f.set_value("Vondra", "enmity", 2)
    f.request_raise("Vondra", "friendship")
    assert f.value("Vondra", "enmity") == 1
    assert f.value("Vondra", "friendship") == 0
    f.request_raise("Vondra", "friendship")
    f.request_raise("Vondra", "friendship")
    assert f.value("Vondra", "enmity") == 0
    assert f.value("Vondra", "friendship") == 1


def test_temporary_raise_nets_against_opposite():
    f = Feelings()
    f.set_value("Vondra", "enmity", 3)
    f.hit_raise("Vondra", "friendship")
    assert f.value("Vondra", "enmity") == 1
    assert f.value("Vondra", "friendship") == 0


def test_set_value_clears_opposite():
    f = Feelings()
    f.set_value("Eva", "friendship", 3)
    f.set_value("Eva", "enmity", 1)
    assert f.value("Eva", "friendship") == 0


def test_book_end_decay_only_for_request_raised():
    f = Feelings()
    f.set_value("Eva", "respect", 2)  # background
    f.request_raise("Eva", "desire")
    f.request_raise("Eva", "desire")
    assert f.decayable() == [("Eva", "desire")]
    with pytest.raises(RuleError):
        f.end_book([("Eva", "respect")])
    f.end_book([("Eva", "desire")])
    assert f.value("Eva", "desire") == 1
    f.end_book()  # the player may decline
    assert f.value("Eva", "desire") == 1


def test_unknown_feeling_refused():
    with pytest.raises(RuleError):
        Feelings().request_raise("Eva", "love")
