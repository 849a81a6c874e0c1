"""Soul, sins and disorders (Člověk, Duše; Psychické poruchy)."""

import pytest

from campaign_manager.systems.clovek import Character, Disorder, RuleError, sin_wound_size


def soul_char(grade=5):
    c = Character({"rozhodnost": 4}, "flegmatik")
    c.soul.grade = grade
    return c


@pytest.mark.parametrize(("grade", "sin", "size"), [(5, 5, 1), (5, 3, 3), (5, 1, 5), (3, 4, 0)])
def test_sin_wound_size(grade, sin, size):
    assert sin_wound_size(grade, sin) == size


def test_hold_gives_lethal_wounds_split_among_mental_scars():
    c = soul_char()
    c.commit_sin(3, "hold", {"will": 2, "sanity": 1})
    assert c.scar("will").marks() == "XX__"
    assert c.scar("sanity").marks() == "X___"
    assert c.soul.grade == 5


def test_fall_gives_stun_wounds_and_lowers_grade():
    c = soul_char()
    c.commit_sin(4, "fall", {"sanity": 2})
    assert c.scar("sanity").marks() == "//__"
    assert c.soul.grade == 4


def test_sin_above_grade_is_free():
    c = soul_char(3)
    assert c.commit_sin(4, "hold") == []
    assert c.soul.grade == 3


def test_split_must_be_given_and_add_up():
    c = soul_char()
    before = c.to_sheet()
    with pytest.raises(RuleError, match="Split 3"):
        c.commit_sin(3, "hold")
    with pytest.raises(RuleError, match="add up"):
        c.commit_sin(3, "hold", {"will": 1})
    with pytest.raises(RuleError):
        c.commit_sin(3, "hold", {"torso": 3})
    with pytest.raises(RuleError):
        c.commit_sin(3, "pray", {"will": 3})
    assert c.to_sheet() == before


def test_overcoming_restriction_costs_one_mental_wound():
    c = soul_char()
    c.overcome_restriction("will", "lethal")
    assert c.scar("will").marks() == "X___"
    with pytest.raises(RuleError):
        c.overcome_restriction("torso", "stun")


def test_disorders_trigger_for_a_scene_and_cure():
    c = soul_char()
    c.disorders += [
        Disorder("Klaustrofobie", trigger="úzké prostory"),
        Disorder("Paranoia", permanent=True, effect="nedůvěřuje nikomu"),
    ]
    c.trigger_disorder("Klaustrofobie")
    assert c.disorder("Klaustrofobie").triggered
    c.start_scene()
    assert not c.disorder("Klaustrofobie").triggered
    with pytest.raises(RuleError, match="supernatural"):
        c.remove_disorder("Paranoia")
    c.remove_disorder("Paranoia", supernatural=True)
    c.remove_disorder("Klaustrofobie")
    assert c.disorders == []
