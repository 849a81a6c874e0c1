"""Sheet-editor support in the core: explaining the maxima and editing the definition."""

from __future__ import annotations

import json
import random

import pytest

from campaign_manager.paths import resource_path
from campaign_manager.systems.common import RuleError, SheetError
from campaign_manager.systems.d20 import creature_from_sheet, edit, explain, validate_sheet
from campaign_manager.systems.d20.sheet import maxima

FIGHTER = {
    "kind": "character",
    "classes": [{"class": "fighter", "levels": 3, "rolls": [7, 5]}],
    "con": 15,
    "dex_modifier": 1,
}
WEAK_WIZARD = {
    "kind": "character",
    "classes": [{"class": "wizard", "levels": 2, "rolls": [1]}],
    "con": 6,
}
SKELETON = {"kind": "monster", "hit_points": 6, "hit_dice": 1, "con": None, "size": "medium"}
DRAGON = {
    "kind": "monster",
    "hit_points": 300,
    "bonus_hp": 10,
    "hit_dice": 20,
    "con": 29,
    "size": "gargantuan",
    "cr": "19",
}


def demo_sheets() -> list[dict]:
    demo = json.loads(resource_path("demo", "d20.json").read_text(encoding="utf-8"))
    return [c["sheet"] for c in demo["characters"]]


def test_first_level_takes_the_maximum_and_the_tooltip_says_so():
    steps = explain.stamina_steps(FIGHTER)
    assert [s.gained for s in steps] == [12, 9, 7]
    assert steps[0].roll is None
    assert steps[0].text.en == "1st level (fighter): d10 max 10 + Con 2 = 12"
    assert steps[1].text.cs == "2. úroveň (bojovník): k10 hod 7 + Odl 2 = 9"


def test_each_roll_is_for_a_character_level_after_the_maximum_one():
    sheet = {
        "kind": "character",
        "classes": [
            {"class": "fighter", "levels": 3, "rolls": [7, 5]},
            {"class": "wizard", "levels": 2, "rolls": [3, 2]},
        ],
        "con": 12,
    }
    fighter, wizard = explain.class_summaries(sheet)
    assert fighter.first_level == 1 and fighter.first_roll_level == 2  # the 1st took the maximum
    assert wizard.first_level == 4 and wizard.first_roll_level == 4
    for row in (fighter, wizard):
        rolled = [s.level for s in row.steps if s.roll is not None]
        assert rolled == list(range(row.first_roll_level, row.first_roll_level + len(row.rolls)))


def test_at_least_one_stamina_per_level_is_explained():
    steps = explain.stamina_steps(WEAK_WIZARD)
    assert steps[1].text.en == "2nd level (wizard): d4 roll 1 − Con 2 = −1 → at least 1 = 1"
    assert sum(s.gained for s in steps) == maxima(validate_sheet(WEAK_WIZARD))[0] == 3


@pytest.mark.parametrize("sheet", demo_sheets())
def test_the_steps_add_up_to_the_maximum(sheet):
    valid = validate_sheet(sheet)
    if valid["kind"] == "character":
        assert sum(s.gained for s in explain.stamina_steps(valid)) == maxima(valid)[0]
        assert sum(r.stamina for r in explain.class_summaries(valid)) == maxima(valid)[0]
    assert str(maxima(valid)[1]) in explain.wounds_explanation(valid).en


def test_npc_classes_give_no_stamina_in_the_summary():
    sheet = {
        "kind": "character",
        "classes": [
            {"class": "warrior", "levels": 2, "rolls": []},
            {"class": "fighter", "levels": 2, "rolls": [6, 9]},
        ],
        "con": 14,
    }
    rows = explain.class_summaries(sheet)
    assert (rows[0].die, rows[0].stamina, rows[0].takes_maximum) == (None, 0, False)
    assert (rows[1].first_level, rows[1].stamina) == (3, 19)
    assert "NPC class" in rows[0].steps[0].text.en


def test_monster_explanations_and_variant_cr():
    assert "Creatures without Con" in explain.stamina_explanation(SKELETON).en
    assert explain.wounds_explanation(SKELETON).en.startswith("Wound points = hit points 6 (")
    assert explain.variant_cr({**SKELETON, "cr": "1/3"}) == "1/2"
    assert "fractional" in explain.cr_explanation({**SKELETON, "cr": "1/3"}).en
    text = explain.wounds_explanation(DRAGON).en
    assert "Con 29 × 4 (Gargantuan) = 116 + bonus hit points 10 = 126" in text
    assert explain.variant_cr(DRAGON) == "20"
    assert "Gargantuan with Con +1" in explain.cr_explanation(DRAGON).en
    assert explain.variant_cr(FIGHTER) is None


def test_adding_classes_and_levels_rolls_only_what_is_needed():
    rng = random.Random(3)
    classes, rolled = edit.add_class([], "fighter", rng)
    assert classes == [{"class": "fighter", "levels": 1, "rolls": []}] and rolled == []
    classes, rolled = edit.set_levels(classes, 0, 3, rng)
    assert len(classes[0]["rolls"]) == 2 and all(1 <= r <= 10 for r in classes[0]["rolls"])
    assert [t.en.split(":")[0] for t in rolled] == ["Level 2 (fighter)", "Level 3 (fighter)"]
    classes, rolled = edit.add_class(classes, "wizard", rng)
    assert len(classes[1]["rolls"]) == 1 and rolled[0].en.startswith("Level 4 (wizard)")
    classes, _ = edit.set_levels(classes, 0, 2, rng)
    assert len(classes[0]["rolls"]) == 1
    classes, _ = edit.add_class(classes, "commoner", rng)
    assert classes[2]["rolls"] == []


def test_changing_the_class_rerolls_rolls_the_new_die_cannot_show():
    classes = [{"class": "fighter", "levels": 3, "rolls": [7, 3]}]
    changed, rolled = edit.set_class(classes, 0, "wizard", random.Random(1))
    assert changed[0]["class"] == "wizard"
    assert changed[0]["rolls"][1] == 3 and 1 <= changed[0]["rolls"][0] <= 4
    assert len(rolled) == 1


def test_removing_the_first_class_gives_the_next_its_maximum():
    classes = [
        {"class": "rogue", "levels": 2, "rolls": [4]},
        {"class": "ranger", "levels": 2, "rolls": [6, 2]},
    ]
    changed, rolled = edit.remove_class(classes, 0)
    assert changed == [{"class": "ranger", "levels": 2, "rolls": [2]}] and rolled == []


def test_set_roll_and_reroll():
    classes = FIGHTER["classes"]
    assert edit.set_roll(classes, 0, 1, 10)[0]["rolls"] == [7, 10]
    with pytest.raises(RuleError, match="impossible on a d10"):
        edit.set_roll(classes, 0, 0, 11)
    with pytest.raises(RuleError):
        edit.set_roll(classes, 0, 2, 3)
    rerolled, rolled = edit.reroll(classes, 0, random.Random(5))
    assert len(rerolled[0]["rolls"]) == 2 and len(rolled) == 2
    with pytest.raises(RuleError):
        edit.set_levels(classes, 0, 0)
    with pytest.raises(RuleError):
        edit.add_class(classes, "warlock")
    assert edit.add_class(classes, "warlock", die=6)[0][1]["die"] == 6


def test_redefine_keeps_the_damage_taken():
    hurt = {**validate_sheet(FIGHTER), "stamina": 20, "wounds": 12}
    classes, _ = edit.set_levels(hurt["classes"], 0, 4, random.Random(2))
    sheet, result = edit.redefine(hurt, classes=classes)
    new_max = maxima(sheet)[0]
    assert new_max > 28 and sheet["stamina"] == new_max - 8
    sheet, result = edit.redefine(sheet, con=13)
    assert sheet["wounds"] == 10 and maxima(sheet)[1] == 13
    assert result.events == []
    sheet, result = edit.redefine(sheet, con=3)
    assert sheet["wounds"] == 0 and "disabled" in sheet["conditions"]
    assert result.has("disabled")


def test_redefine_to_no_con_drops_fatigue_and_stun():
    troll = {
        "kind": "monster",
        "hit_points": 20,
        "hit_dice": 3,
        "con": 12,
        "size": "medium",
    }
    creature = creature_from_sheet(troll)
    creature.take_damage(4, critical=True)
    creature.resolve_save("stun", 1)
    hurt = creature.to_sheet()
    assert {"fatigued", "stunned"} <= set(hurt["conditions"])
    sheet, result = edit.redefine(hurt, con=None)
    assert sheet["conditions"] == [] and sheet["stamina"] == 0
    assert maxima(sheet) == (0, 20) and result.has("no_con")
    with pytest.raises(SheetError):
        edit.redefine(hurt, size="enormous")
    with pytest.raises(RuleError):
        edit.redefine(hurt, stamina=3)


def test_convert_kind_and_set_condition():
    monster = edit.convert_kind(FIGHTER, "monster")
    assert monster["kind"] == "monster" and validate_sheet(monster) == monster
    assert edit.convert_kind(monster, "character")["classes"] == []
    assert edit.convert_kind(monster, "monster") == monster
    with pytest.raises(RuleError):
        edit.convert_kind(monster, "dragon")
    marked = edit.set_condition(FIGHTER, "fatigued", True)
    assert marked["conditions"] == ["fatigued"] and marked["fatigue_cause"] == "other"
    assert edit.set_condition(marked, "fatigued", False)["conditions"] == []


def test_stamina_summary_is_one_line():
    assert explain.stamina_summary(FIGHTER).en == "By level: 12 + 9 + 7 = 28"
    npc = {"kind": "character", "classes": [{"class": "commoner", "levels": 2}], "con": 11}
    assert explain.stamina_summary(npc).en == "NPC classes: no stamina."
    assert explain.stamina_summary(edit.convert_kind(SKELETON, "character")).en.startswith(
        "No class"
    )
    assert explain.stamina_summary(SKELETON) == explain.stamina_explanation(SKELETON)
