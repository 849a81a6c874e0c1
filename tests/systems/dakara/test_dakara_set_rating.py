"""Writing ratings keeps the sheet plain: no specialisation at or below its group."""

from __future__ import annotations

from campaign_manager.systems.dakara import new_sheet
from campaign_manager.systems.dakara.sheet import set_skill_rating


def test_specialisation_above_the_group_is_written_and_at_it_dropped():
    sheet = new_sheet()
    set_skill_rating(sheet, "Fyzická zdatnost", 3, "Běh")
    assert sheet["skills"] == {"Fyzická zdatnost": {"rating": 0, "specialisations": {"Běh": 3}}}
    set_skill_rating(sheet, "Fyzická zdatnost", 3)  # the group catches up: Běh is no longer extra
    assert sheet["skills"] == {"Fyzická zdatnost": {"rating": 3}}
    set_skill_rating(sheet, "Fyzická zdatnost", 2, "Běh")
    assert sheet["skills"] == {"Fyzická zdatnost": {"rating": 3}}


def test_a_skill_at_zero_is_not_written_but_a_free_skill_stays():
    sheet = new_sheet()
    set_skill_rating(sheet, "Plavání", 2)
    set_skill_rating(sheet, "Plavání", 0)
    assert sheet["skills"] == {}
    set_skill_rating(sheet, "Rodný jazyk", 4, free=True)
    assert sheet["free_skills"]["Rodný jazyk"]["rating"] == 4
