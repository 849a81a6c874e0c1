"""The sheet (JSON form), the RuleSystem object and the demo campaign."""

import json

import pytest

from campaign_manager.systems import get_system
from campaign_manager.systems.clovek import (
    SYSTEM,
    Character,
    Disorder,
    Severity,
    SheetError,
    validate_sheet,
)
from campaign_manager.systems.common import RuleSystem, Text


def rich_character():
    c = Character({"konstituce": 3, "vyrovnanost": 4, "obratnost": 3}, "melancholik", "left")
    c.wound("torso", Severity.LETHAL)
    c.wound("torso", Severity.STUN)
    c.wound("head", Severity.DEVASTATING, 4)  # 3 boxes: critical
    c.wound("anger", Severity.DEVASTATING)
    c.burn("left_arm", Severity.STUN, 1)
    c.feelings.request_raise("Marta", "friendship")
    c.feelings.hit_raise("Marta", "respect")
    c.disorders.append(Disorder("Klaustrofobie", trigger="úzké prostory", triggered=True))
    c.soul.grade = 4
    c.soul.sins = {1: "vražda", 2: "zrada"}
    c.notes = "Levák, kouří dýmku."
    return c


def test_system_satisfies_protocol():
    assert isinstance(SYSTEM, RuleSystem)
    assert SYSTEM.key == "clovek"
    assert get_system("clovek") is SYSTEM
    assert isinstance(SYSTEM.name, Text)


def test_new_sheet_is_valid_and_idempotent():
    sheet = SYSTEM.new_sheet()
    assert SYSTEM.validate_sheet(sheet) == sheet
    assert sheet["scars"]["torso"] == "__"


def test_character_sheet_round_trip_is_lossless():
    c = rich_character()
    sheet = c.to_sheet()
    assert sheet["scars"]["torso"] == "X/_"
    assert sheet["scars"]["head"] == "ЖЖЖ"
    assert sheet["critical"] == ["head"]
    again = json.loads(json.dumps(sheet, ensure_ascii=False))
    assert again == sheet
    assert validate_sheet(again) == sheet
    back = Character.from_sheet(again)
    assert back.to_sheet() == sheet
    assert back.scar("head").critical
    assert back.feelings.value("Marta", "respect") == 2
    assert back.burned_this_round("physical") == 1
    assert back.soul.sins[2] == "zrada"


def test_marks_normalised():
    sheet = SYSTEM.new_sheet()
    sheet["attributes"]["konstituce"] = 4
    sheet["scars"]["torso"] = ["/", "X"]
    sheet["scars"]["head"] = "x"
    out = validate_sheet(sheet)
    assert out["scars"]["torso"] == "X/__"
    assert out["scars"]["head"] == "X___"


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda s: s.update(color="red"), "sheet"),
        (lambda s: s["attributes"].update(obratnost=6), "attributes.obratnost"),
        (lambda s: s["attributes"].update(sila=2), "attributes.sila"),
        (lambda s: s.update(temperament="hrdina"), "temperament"),
        (lambda s: s.update(dominant="both"), "dominant"),
        (lambda s: s["scars"].update(torso="XXX"), "scars.torso"),
        (lambda s: s["scars"].update(torso="Q"), "scars.torso"),
        (lambda s: s["scars"].update(tail="_"), "scars"),
        (lambda s: s.update(critical=["torso"]), "critical"),
        (lambda s: s["feelings"].update(Eva={"love": {}}), "feelings.Eva"),
        (lambda s: s["feelings"].update(Eva={"desire": {"value": 6}}), "feelings.Eva.desire.value"),
        (
            lambda s: s["feelings"].update(
                Eva={"friendship": {"value": 1}, "enmity": {"value": 1}}
            ),
            "feelings.Eva",
        ),
        (lambda s: s.update(disorders=[{"name": ""}]), "disorders[0].name"),
        (
            lambda s: s.update(disorders=[{"name": "X", "permanent": "ano"}]),
            "disorders[0].permanent",
        ),
        (lambda s: s["soul"].update(grade="vysoký"), "soul.grade"),
        (lambda s: s["soul"].update(sins={"jedna": "lež"}), "soul.sins"),
        (lambda s: s.update(notes=5), "notes"),
    ],
)
def test_bad_sheets_name_the_field(change, field):
    sheet = SYSTEM.new_sheet()
    change(sheet)
    with pytest.raises(SheetError) as info:
        validate_sheet(sheet)
    assert info.value.field == field


def test_not_a_dict():
    with pytest.raises(SheetError):
        validate_sheet([1, 2])


def test_summary_is_short():
    line = SYSTEM.summary(rich_character().to_sheet())
    assert "melancholik" in line.cs and "levák" in line.cs
    assert "Ж4 X1 /2" in line.en  # head ЖЖЖ, anger Ж, torso X/


def test_demo_campaign():
    demo = SYSTEM.demo()
    assert demo["campaign"]["name"]
    chars = demo["characters"]
    pcs = [c for c in chars if c["kind"] == "pc"]
    npcs = [c for c in chars if c["kind"] == "npc"]
    assert len(pcs) == 4 and all(c["player"] for c in pcs)
    assert 4 <= len(npcs) <= 8 and all(c["player"] is None for c in npcs)
    for entry in chars:
        assert set(entry) - {"gender"} == {"name", "kind", "player", "tags", "notes", "sheet"}
        assert SYSTEM.validate_sheet(entry["sheet"]) == entry["sheet"], entry["name"]
        Character.from_sheet(entry["sheet"])


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda s: s["soul"].update(grade=10**30), "soul.grade"),
        (lambda s: s["soul"].update(grade=-(10**30)), "soul.grade"),
        (lambda s: s["soul"].update(grade=-1), "soul.grade"),
        (lambda s: s["soul"].update(grade=101), "soul.grade"),
        (lambda s: s["soul"].update(sins={str(10**30): "lež"}), "soul.sins"),
        (lambda s: s["soul"].update(sins={"0": "lež"}), "soul.sins"),
        (lambda s: s["burned"].update(physical=10**30), "burned.physical"),
        (lambda s: s["burned"].update(social=6), "burned.social"),
        (
            lambda s: s["feelings"].update(Eva={"desire": {"scene_hits": 10**30}}),
            "feelings.Eva.desire.scene_hits",
        ),
        (
            lambda s: s["feelings"].update(Eva={"desire": {"chapter_hits": -1}}),
            "feelings.Eva.desire.chapter_hits",
        ),
        (lambda s: s["attributes"].update(obratnost=10**30), "attributes.obratnost"),
    ],
)
def test_hostile_numbers_are_refused_naming_the_field(change, field):
    # issue 14 item 11: soul.grade = ±10^30 imported and broke the character when it opened
    sheet = SYSTEM.new_sheet()
    change(sheet)
    with pytest.raises(SheetError) as info:
        validate_sheet(sheet)
    assert info.value.field == field
    assert len(str(info.value)) < 200  # the message stays readable


def test_sane_numbers_at_the_edges_are_kept():
    sheet = SYSTEM.new_sheet()
    sheet["soul"] = {"grade": 100, "sins": {"1": "lež", "100": "vražda"}}
    sheet["burned"] = {"physical": 2, "social": 0, "mental": 0}
    assert validate_sheet(sheet)["soul"]["grade"] == 100
    assert validate_sheet(sheet)["soul"]["sins"] == {"1": "lež", "100": "vražda"}


@pytest.mark.parametrize(
    "character", get_system("clovek").demo()["characters"], ids=lambda c: c["name"]
)
def test_a_validated_sheet_shares_nothing_with_its_input(character):
    """Editing what validate_sheet returns never changes the sheet it was given."""
    from support.shapes import assert_copy_shares_nothing  # tests/ on the path

    from campaign_manager.systems.clovek.sheet import validate_sheet

    assert_copy_shares_nothing(validate_sheet, character["sheet"])


def test_a_sheet_inside_itself_is_refused_not_a_crash():
    from campaign_manager.systems.clovek.sheet import validate_sheet
    from campaign_manager.systems.common import SheetError

    sheet: dict = {"attributes": {}}
    sheet["notes"] = sheet
    with pytest.raises(SheetError):
        validate_sheet(sheet)
