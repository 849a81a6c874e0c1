"""Which rows a violation flags while the GM enters ratings."""

from __future__ import annotations

from campaign_manager.systems.dakara import evaluate_creation, new_sheet, violations_by_subject


def test_every_stat_above_the_others_limit_is_flagged_when_three_are():
    sheet = new_sheet()
    sheet["skills"] = {"Plavání": {"rating": 3}, "Akrobacie": {"rating": 3}}
    sheet["majetek"] = 3
    flags = violations_by_subject(evaluate_creation(sheet))
    assert set(flags) == {"Plavání", "Akrobacie", "Majetek"}
    assert all(v.code == "limit_others" for vs in flags.values() for v in vs)


def test_two_stats_at_three_flag_nothing_for_a_profesional():
    sheet = new_sheet()
    sheet["skills"] = {"Plavání": {"rating": 3}, "Akrobacie": {"rating": 2}}
    sheet["majetek"] = 3
    assert violations_by_subject(evaluate_creation(sheet)) == {}


def test_a_specialisation_above_its_cap_is_flagged_by_its_own_label():
    sheet = new_sheet()
    sheet["skills"] = {"Fyzická zdatnost": {"rating": 1, "specialisations": {"Běh": 4}}}
    flags = violations_by_subject(evaluate_creation(sheet))
    assert [v.code for v in flags["Fyzická zdatnost (Běh)"]] == ["spec_cap"]
    assert [v.code for v in flags["Fyzická zdatnost"]] == ["limit_top_two"]
