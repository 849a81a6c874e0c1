"""The sheet (JSON form), the RuleSystem object, the demo, conditions data and settings."""

from __future__ import annotations

import json

import pytest

from campaign_manager.systems import get_system
from campaign_manager.systems.common import RuleError, RuleSystem, SheetError
from campaign_manager.systems.d20 import (
    CONDITIONS,
    SYSTEM,
    Creature,
    D20Settings,
    condition_label,
    condition_rules,
    creature_from_sheet,
    validate_sheet,
)

FIGHTER = {
    "kind": "character",
    "classes": [{"class": "fighter", "levels": 3, "rolls": [7, 5]}],
    "con": 15,
    "dex_modifier": 1,
}
TROLL = {
    "kind": "monster",
    "hit_points": 63,
    "hit_dice": 6,
    "con": 23,
    "size": "large",
    "regeneration": 5,
    "cr": "5",
}


def test_system_satisfies_the_protocol():
    assert isinstance(SYSTEM, RuleSystem)
    assert get_system("d20") is SYSTEM
    assert SYSTEM.key == "d20"
    assert SYSTEM.name.cs and SYSTEM.name.en


def test_new_sheet_is_valid_and_idempotent():
    sheet = SYSTEM.new_sheet()
    assert SYSTEM.validate_sheet(sheet) == sheet


@pytest.mark.parametrize("sheet", [FIGHTER, TROLL])
def test_validate_fills_the_state_and_is_idempotent(sheet):
    once = validate_sheet(sheet)
    assert validate_sheet(once) == once
    assert json.loads(json.dumps(once)) == once
    assert once["conditions"] == [] and once["pending_saves"] == []


def test_character_maxima_from_the_sheet():
    c = creature_from_sheet(FIGHTER)
    assert (c.max_stamina, c.max_wounds, c.level) == (28, 15, 3)
    assert (c.stamina, c.wounds) == (28, 15)


def test_monster_maxima_from_the_sheet():
    c = creature_from_sheet(TROLL)
    assert (c.max_stamina, c.max_wounds, c.regeneration, c.level) == (63, 23, 5, 6)


def test_round_trip_keeps_the_whole_state():
    c = creature_from_sheet(FIGHTER)
    c.take_damage(30)
    c.resolve_save("stun", 1)
    c.start_turn()
    sheet = json.loads(json.dumps(c.to_sheet()))
    back = Creature.from_sheet(sheet)
    assert (back.stamina, back.wounds) == (0, 13)
    assert back.conditions == {"fatigued", "stunned"}
    assert back.stun_turn_begun and back.fatigue_cause == "wounds"
    assert back.to_sheet() == sheet
    assert back.end_turn().has("stun_ended")


def test_pending_saves_survive_the_round_trip():
    c = creature_from_sheet(TROLL)
    c.take_damage(8, bypasses_regeneration=True)
    back = creature_from_sheet(c.to_sheet())
    back.resolve_save("regeneration", 1)
    assert back.wounds == 15


def test_summary_names_classes_and_pools():
    summary = SYSTEM.summary(FIGHTER)
    assert "bojovník 3" in summary.cs and "28/28" in summary.cs
    assert "fighter 3" in summary.en
    skeleton = {"kind": "monster", "hit_points": 6, "hit_dice": 1, "con": None,
                "size": "medium", "cr": "1/3"}  # fmt: skip
    assert "NB 1/2 (kniha 1/3)" in SYSTEM.summary(skeleton).cs


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"kind": "elf"}, "kind"),
        ({"con": "14"}, "con"),
        ({"con": 0}, "con"),
        ({"colour": "red"}, "colour"),
        ({"stamina": 29}, "stamina"),
        ({"wounds": -1}, "wounds"),
        ({"conditions": ["sleepy"]}, "conditions"),
        ({"pending_saves": [["panic", 10]]}, "pending_saves"),
        ({"pending_saves": [["stun", True]]}, "pending_saves"),
        ({"classes": [{"class": "fighter", "levels": 3, "rolls": [7]}]}, "classes"),
        ({"classes": [{"class": "fighter", "levels": 0}]}, "levels"),
        ({"classes": [{"class": "duelist", "levels": 1}]}, "classes[0].die"),
        ({"classes": [{"class": "fighter", "levels": 1, "extra": 1}]}, "classes[0]"),
        ({"tended": "no"}, "tended"),
        ({"fatigue_cause": "boredom"}, "fatigue_cause"),
        ({"dex_modifier": 1.5}, "dex_modifier"),
    ],
)
def test_bad_character_sheets_name_the_field(change, field):
    with pytest.raises(SheetError) as info:
        validate_sheet({**FIGHTER, **change})
    assert field in info.value.field


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"size": "enormous"}, "size"),
        ({"hit_points": -3}, "hit_points"),
        ({"no_stamina": 1}, "no_stamina"),
        ({"cr": 5}, "cr"),
        ({"cr": "x"}, "cr"),
        ({"con": None, "stamina": 5}, "stamina"),
    ],
)
def test_bad_monster_sheets_name_the_field(change, field):
    with pytest.raises(SheetError) as info:
        validate_sheet({**TROLL, **change})
    assert info.value.field == field


def test_missing_required_key_is_named():
    sheet = dict(TROLL)
    del sheet["hit_dice"]
    with pytest.raises(SheetError) as info:
        validate_sheet(sheet)
    assert info.value.field == "hit_dice"
    with pytest.raises(SheetError):
        validate_sheet([1, 2])


def test_sheet_error_messages_are_bilingual():
    with pytest.raises(SheetError) as info:
        validate_sheet({**FIGHTER, "con": 0})
    assert "con" in info.value.text.cs and "con" in str(info.value)


def test_demo_campaign_is_complete_and_every_sheet_validates():
    demo = SYSTEM.demo()
    assert demo["campaign"]["name"] and demo["campaign"]["description"]
    pcs = [c for c in demo["characters"] if c["kind"] == "pc"]
    npcs = [c for c in demo["characters"] if c["kind"] == "npc"]
    assert len(pcs) == 4 and all(c["player"] for c in pcs)
    assert 4 <= len(npcs) <= 8 and all(c["player"] is None for c in npcs)
    for character in demo["characters"]:
        assert set(character) - {"gender"} == {"name", "kind", "player", "tags", "notes", "sheet"}
        sheet = validate_sheet(character["sheet"])
        assert validate_sheet(sheet) == sheet
        creature_from_sheet(sheet)


def test_every_condition_has_labels_and_what_starts_and_ends_it():
    assert CONDITIONS == (
        "fatigued", "stunned", "disabled", "unconscious", "dying", "stable", "dead",
    )  # fmt: skip
    for name in CONDITIONS:
        label = condition_label(name)
        starts, ends = condition_rules(name)
        assert label.cs and label.en and starts.cs and starts.en and ends.cs and ends.en
    with pytest.raises(RuleError):
        condition_label("sleepy")


def test_settings_round_trip_and_refuse_unknown_or_wrong_values():
    settings = D20Settings(initiative_roll_off=False)
    assert D20Settings.from_dict(settings.to_dict()) == settings
    with pytest.raises(RuleError):
        D20Settings.from_dict({"house_rule": True})
    with pytest.raises(RuleError):
        D20Settings.from_dict({"initiative_roll_off": "yes"})


def test_catalogue_files_are_pretty_utf8_json():
    from campaign_manager.paths import resource_path

    for name in ("classes.json", "sizes.json", "conditions.json"):
        text = resource_path("rules", "d20", name).read_text(encoding="utf-8")
        assert "\n  " in text
        json.loads(text)
    assert "bojovník" in resource_path("rules", "d20", "classes.json").read_text("utf-8")
