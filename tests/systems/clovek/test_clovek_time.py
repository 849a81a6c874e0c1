"""Healing on scene, chapter and book boundaries (Člověk, Zranění)."""

import pytest

from campaign_manager.systems.clovek import Character, Disorder, RuleError, Severity

S, L, D = Severity.STUN, Severity.LETHAL, Severity.DEVASTATING


def char():
    return Character({"konstituce": 4, "vyrovnanost": 4, "rozhodnost": 3}, "cholerik")


def test_scene_heals_stun_only():
    c = char()
    c.wound("torso", L)
    c.wound("torso", S, 2)
    c.wound("will", S)
    events = c.start_scene()
    assert c.scar("torso").marks() == "X___"
    assert c.scar("will").marks() == "___"
    assert [e.kind for e in events].count("healed") == 3


def test_scene_lowers_social_devastating_to_lethal():
    c = char()
    c.wound("fear", D, 2)
    c.wound("fear", S)
    c.wound("torso", D)
    c.start_scene()
    assert c.scar("fear").marks() == "XX__"
    assert c.scar("torso").marks() == "Ж___"


def test_chapter_heals_lethal_and_one_devastating_per_type():
    c = char()
    c.wound("torso", D, 2)
    c.wound("torso", L)
    c.wound("will", D)
    c.wound("anger", D)  # lowered to lethal, then healed as lethal
    c.start_chapter()
    assert c.scar("torso").marks() == "Ж___"
    assert c.scar("will").marks() == "___"
    assert c.scar("anger").marks() == "____"


def test_chapter_needs_player_choice_when_several_scars_hold_devastating():
    c = char()
    c.wound("head", D)
    c.wound("left_leg", D)
    c.wound("head", S)
    assert c.chapter_choices_needed() == {"physical": ["head", "left_leg"]}
    before = c.to_sheet()
    with pytest.raises(RuleError, match="head") as info:
        c.start_chapter()
    assert info.value.code == "choice"
    assert c.to_sheet() == before  # nothing healed
    with pytest.raises(RuleError):
        c.start_chapter({"physical": "torso"})  # holds no devastating wound
    c.start_chapter({"physical": "left_leg"})
    assert c.scar("head").marks() == "Ж___"
    assert c.scar("left_leg").marks() == "____"


def test_chapter_opens_with_a_scene():
    c = char()
    c.wound("right_arm", S)
    c.start_chapter()
    assert c.scar("right_arm").marks() == "____"


def test_book_heals_everything_and_clears_critical():
    c = char()
    c.wound("head", D, 5)
    assert c.scar("head").critical
    c.wound("joy", L)
    c.start_book()
    assert all(s.marks() == "_" * s.size for s in c.scars.values())
    assert not c.scar("head").critical


def test_critical_stays_until_scar_no_longer_full():
    c = char()
    c.wound("head", D, 5)
    c.start_scene()
    assert c.scar("head").critical
    c.start_chapter()
    assert c.scar("head").marks() == "ЖЖЖ_"
    assert not c.scar("head").critical


def test_scene_resets_round_burns_and_triggered_disorders():
    c = char()
    c.disorders.append(Disorder("Klaustrofobie", trigger="úzké prostory"))
    c.trigger_disorder("Klaustrofobie")
    c.burn("torso", S, 2)
    c.start_scene()
    assert not c.disorder("Klaustrofobie").triggered
    assert c.burned_this_round("physical") == 0
