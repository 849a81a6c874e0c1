"""Člověk feelings (city) as the ledger's relations."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from campaign_manager.ledger.records import validate
from campaign_manager.systems.clovek.ledger import attitude_of, feeling_relations, feeling_values


def entry(value, scene_hits=0):
    return {
        "value": value,
        "raises": 0,
        "from_requests": 0,
        "scene_hits": scene_hits,
        "chapter_hits": 0,
    }


def test_values_as_they_count_now_netted_against_the_opposite():
    sheet = {
        "Marta": {"friendship": entry(1, scene_hits=1), "enmity": entry(0)},
        "Kovář": {"enmity": entry(0)},
    }
    assert feeling_values(sheet) == {"Marta": {"friendship": 3}}  # 1 + 2 this scene


def test_relations_by_id_with_the_feeling_and_its_value():
    sheet = {
        "Marta": {"friendship": entry(4)},
        "Nikdo": {"respect": entry(2)},
        "Já": {"desire": entry(1)},
    }
    records = feeling_relations(1, sheet, {"Marta": ("character", 2), "Já": ("character", 1)})
    assert [(r["target_id"], r["label"], r["attitude"]) for r in records] == [
        (2, "Přátelství 4", 3)
    ]  # an unresolved name and the character itself are left out
    assert validate("relation", records[0])["origin"] == "feelings"


@given(st.sampled_from(["desire", "respect", "friendship", "enmity"]), st.integers(0, 5))
def test_attitude_stays_on_the_ledger_scale(feeling, value):
    attitude = attitude_of(feeling, value)
    assert -3 <= attitude <= 3
    assert (attitude < 0) == (feeling == "enmity" and value > 0)


def test_a_feeling_attacks_points_count_until_they_end():
    # a feeling attack gives the wound's size (RULINGS §2.3): 3 stun points this scene
    sheet = {"Marta": {"respect": {**entry(0), "scene_points": 3, "chapter_points": 1}}}
    assert feeling_values(sheet) == {"Marta": {"respect": 4}}
