"""Bestiary search: a name part without accents or case, a type, a CR range."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from campaign_manager.systems.d20 import bestiary
from campaign_manager.systems.d20.bestiary_search import parse_cr_bound, search

SRD = bestiary.srd_monsters()
OWN = [
    bestiary.monster_from_dict(
        {
            "name": "Strážný pes",
            "name_cs": "Hlídací Čokl",
            "type": "animal",
            "size": "medium",
            "cr": "1/2",
            "hit_dice": {"count": "1", "die": 8},
        }
    )
]


def names(found) -> list[str]:
    return [monster.name for monster in found]


def test_name_part_ignores_case():
    assert "Troll" in names(search(SRD, "tROLL"))
    assert all("troll" in m.name.lower() for m in search(SRD, "troll"))


def test_name_part_ignores_accents_in_czech_names_too():
    assert names(search([*SRD, *OWN], "cokl")) == ["Strážný pes"]
    assert names(search([*SRD, *OWN], "STRAZNY")) == ["Strážný pes"]


def test_names_with_a_word_starting_so_come_first():
    found = names(search(SRD, "tro"))
    first_other = next(i for i, name in enumerate(found) if name.startswith("Monstrous"))
    assert {"Troll", "Troglodyte", "Skeleton (Troll)"} <= set(found[:first_other])


def test_type_and_cr_range():
    found = search(SRD, kind="undead", cr_min=Fraction(1, 3), cr_max=Fraction(1))
    assert "Skeleton (Human Warrior)" in names(found)
    assert all(m.type == "undead" and Fraction(1, 3) <= m.cr_value <= 1 for m in found)
    assert "Troll" not in names(search(SRD, "troll", cr_max=Fraction(4)))


def test_empty_query_returns_everything_in_order():
    assert search(SRD) == list(SRD)


def test_a_cr_bound_the_gm_types():
    assert parse_cr_bound("1/2") == Fraction(1, 2)
    assert parse_cr_bound(" 5 ") == 5
    assert parse_cr_bound("") is None
    assert parse_cr_bound("abc") is None


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=6), st.sampled_from([None, *bestiary.types()]))
def test_search_returns_exactly_the_matching_monsters(text, kind):
    found = search(SRD, text, kind)
    needle = bestiary.fold(text.strip())
    expected = [m for m in SRD if needle in m.folded and (kind is None or m.type == kind)]
    assert sorted(found, key=SRD.index) == expected
    starts = [
        needle
        and (m.folded.startswith(needle) or f" {needle}" in m.folded or f"({needle}" in m.folded)
        for m in found
    ]
    assert starts == sorted(starts, reverse=True)  # word starts first
