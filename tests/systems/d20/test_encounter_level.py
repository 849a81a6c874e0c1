"""The encounter level (D&D 3.5 DMG, chapter 3) of a fight's creatures and its word for
the party, from the rules data file."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from campaign_manager.systems.d20 import encounter_level as el
from campaign_manager.systems.d20.sheet import validate_sheet


def test_one_creature_is_its_cr():
    assert el.encounter_level([5]) == 5
    assert el.encounter_level([]) is None


def test_the_dmg_table_of_numbers():
    # Table 3-2 (Encounter Numbers): n creatures of CR X make EL X + 0, 2, 3, 4, 5, 5, 6…
    expected = {1: 0, 2: 2, 3: 3, 4: 4, 5: 5, 6: 5, 7: 6, 9: 6, 10: 7, 12: 7}
    for count, add in expected.items():
        assert el.encounter_level([3] * count) == 3 + add, count
    # past the table: each doubling adds two (16 = 2 × 8 → 6 + 2)
    assert el.encounter_level([1] * 16) == 1 + 8


def test_mixed_pairs_and_a_troll_with_six_wolves():
    assert el.encounter_level([5, 4]) == 6  # CRs one apart: the higher + 1
    assert el.encounter_level([5, 3]) == 6  # two apart: the higher + 1
    assert el.encounter_level([7, 2]) == 7  # far below: nothing
    # a troll (CR 5) and six wolves (CR 1): the wolves EL 6, paired with the troll → 7
    assert el.encounter_level([5] + [1] * 6) == 7


def test_fractional_crs_count_together():
    assert el.encounter_level(["1/2", "1/2"]) == 1  # two CR 1/2 count as one CR 1
    assert el.encounter_level(["1/4"]) == 1  # never below EL 1
    assert el.encounter_level(["1/2"] * 8) == el.encounter_level([1] * 4) == 5


def test_the_dmg_words_against_the_party_level():
    assert el.difficulty(4, 5) == "easy"
    assert el.difficulty(5, 5) == "challenging"
    assert el.difficulty(6, 5) == el.difficulty(9, 5) == "very_difficult"
    assert el.difficulty(10, 5) == el.difficulty(20, 5) == "overpowering"


def test_party_level_is_the_average_rounded():
    assert el.party_level([3, 4]) == 4
    assert el.party_level([3, 3, 4]) == 3
    assert el.party_level([]) is None


def _monster(cr: str | None, size: str = "large") -> dict:
    return validate_sheet(
        {"kind": "monster", "hit_points": 63, "hit_dice": 6, "con": 23, "size": size, "cr": cr}
    )


def test_a_fights_balance_from_sheets():
    fighter = validate_sheet({"kind": "character", "con": 14, "classes": [
        {"class": "fighter", "levels": 5, "rolls": [6, 7, 4, 8]}]})  # fmt: skip
    balance = el.balance([fighter, fighter], [_monster("5"), _monster(None)])
    assert (balance.el, balance.party, balance.word, balance.unrated) == (
        5, 5, "challenging", 1,
    )  # fmt: skip
    # a Gargantuan creature with Con: CR + 1 under the variant
    assert el.cr_of(_monster("5", "gargantuan")) == Fraction(6)


@given(st.lists(st.integers(1, 20), min_size=1, max_size=40))
def test_more_creatures_never_lower_the_level(crs):
    level = el.encounter_level(crs)
    assert max(crs) <= level
    assert el.encounter_level([*crs, min(crs)]) >= level
