"""The d20 sheet's saves: the classes' bases (good 2 + level/2, poor level/3, summed over
the classes) plus the ability, or the bonus the GM typed."""

from __future__ import annotations

import pytest

from campaign_manager.systems.common import SheetError
from campaign_manager.systems.d20 import edit, validate_sheet
from campaign_manager.systems.d20.sheet import save_bonuses
from campaign_manager.systems.d20.stats import ClassLevels, base_save

FIGHTER_WIZARD = {
    "kind": "character",
    "classes": [
        {"class": "fighter", "levels": 3, "rolls": [7, 4]},
        {"class": "wizard", "levels": 1, "rolls": [3]},
    ],
    "con": 14,
    "dex_modifier": 1,
}


def test_the_class_tables_give_good_and_poor_bases():
    assert base_save([ClassLevels("fighter", 1)], "fortitude") == 2
    assert base_save([ClassLevels("fighter", 1)], "reflex") == 0
    assert base_save([ClassLevels("monk", 6)], "will") == 5
    assert base_save([ClassLevels("rogue", 9)], "fortitude") == 3
    assert base_save([ClassLevels("fighter", 3), ClassLevels("wizard", 1)], "will") == 3
    assert base_save([ClassLevels("commoner", 4)], "will") == 1
    assert base_save([ClassLevels("arcane archer", 2, die=8)], "reflex") == 0  # not listed


def test_worked_out_saves_add_con_dex_and_wis():
    sheet = validate_sheet({**FIGHTER_WIZARD, "wis_modifier": 2})
    # Fort 3 + 0 + Con 2; Ref 1 + 0 + Dex 1; Will 1 + 2 + Wis 2
    assert save_bonuses(sheet) == {"fortitude": 5, "reflex": 2, "will": 5}


def test_a_typed_save_wins_and_forgetting_it_works_it_out_again():
    sheet = validate_sheet(FIGHTER_WIZARD)
    assert "fortitude" not in sheet and "wis_modifier" not in sheet  # old sheets unchanged
    typed, _ = edit.redefine(sheet, fortitude=9)
    assert typed["fortitude"] == 9 and save_bonuses(typed)["fortitude"] == 9
    again, _ = edit.redefine(typed, fortitude=None)
    assert "fortitude" not in again and save_bonuses(again)["fortitude"] == 5


def test_a_monster_has_its_ability_modifiers_unless_typed():
    troll = {"kind": "monster", "hit_points": 63, "hit_dice": 6, "con": 23, "size": "large"}
    assert save_bonuses(troll) == {"fortitude": 6, "reflex": 0, "will": 0}
    assert save_bonuses({**troll, "fortitude": 11, "con": None})["fortitude"] == 11
    assert save_bonuses({**troll, "con": None})["fortitude"] == 0


@pytest.mark.parametrize(("field", "value"), [("will", 100), ("reflex", "3"), ("wis_modifier", 21)])
def test_a_save_out_of_range_is_refused_by_name(field, value):
    with pytest.raises(SheetError) as error:
        validate_sheet({**FIGHTER_WIZARD, field: value})
    assert error.value.field == field
