"""The sheet (JSON form), the SYSTEM object and the demo campaign."""

from __future__ import annotations

import json

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from support.shapes import assert_copy_shares_nothing  # tests/ on the path

from campaign_manager.systems import get_system
from campaign_manager.systems.common import RuleSystem, SheetError
from campaign_manager.systems.dakara import SYSTEM, Character, evaluate_creation, new_sheet


def test_system_satisfies_the_protocol():
    assert isinstance(SYSTEM, RuleSystem)
    assert get_system("dakara") is SYSTEM
    assert SYSTEM.key == "dakara"
    assert "Dakara" in SYSTEM.name.cs


def test_new_sheet_is_valid_and_a_legal_profesional():
    sheet = SYSTEM.new_sheet()
    assert SYSTEM.validate_sheet(sheet) == sheet
    ev = evaluate_creation(sheet)
    assert sheet["level"] == "profesionál"  # the text's default level
    assert ev.spent == 0 and ev.legal


def test_missing_keys_are_filled_and_json_round_trip_is_lossless():
    minimal = {"level": "veterán", "skills": {"Plavání": {"rating": 1}}}
    sheet = SYSTEM.validate_sheet(minimal)
    assert set(sheet) == set(new_sheet())
    assert sheet["skills"] == {"Plavání": {"rating": 1}}
    assert json.loads(json.dumps(sheet)) == sheet
    assert SYSTEM.validate_sheet(sheet) == sheet
    assert minimal == {"level": "veterán", "skills": {"Plavání": {"rating": 1}}}  # input untouched


@pytest.mark.parametrize(
    ("sheet", "field"),
    [
        ([], "sheet"),
        ({"colour": "red"}, "sheet"),
        ({"majetek": 7}, "majetek"),
        ({"goals": -1}, "goals"),
        ({"skills": {"Plavání": {"rating": "3"}}}, "skills.Plavání.rating"),
        ({"skills": {"Plavání": {"rating": 1, "bonus": 2}}}, "skills.Plavání"),
        (
            {"skills": {"Střelba": {"rating": 1, "specialisations": {"Luky": 9}}}},
            "skills.Střelba.specialisations.Luky",
        ),
        ({"contacts": [{"name": "", "influence": 1}]}, "contacts[0].name"),
        ({"contacts": [{"name": "Bětka", "influence": 1, "phone": "?"}]}, "contacts[0]"),
        ({"networks": [{"kind": "Soudy", "rating": -1}]}, "networks[0].rating"),
        ({"spells": ["A", "A"]}, "spells"),
        ({"gear": [{"name": "Lano (10 metrů)", "quantity": 0}]}, "gear[0].quantity"),
        ({"training": {"earned": [{"source": "goal", "xp": 11}]}}, "training.earned[0].xp"),
        (
            {"training": {"earned": [{"source": "play", "hours": 8, "xp": 2}]}},
            "training.earned[0].xp",
        ),
        ({"training": {"earned": [{"source": "loot", "xp": 1}]}}, "training.earned[0].source"),
        ({"state": {"kondice_max": 0}}, "state.kondice_max"),
        ({"state": {"kondice_max": 12, "kondice": 13}}, "state.kondice"),
        ({"exceptions": [{"code": "limit_top_two", "reason": ""}]}, "exceptions[0].reason"),
    ],
)
def test_bad_sheets_name_the_field(sheet, field):
    with pytest.raises(SheetError) as info:
        SYSTEM.validate_sheet(sheet)
    assert info.value.field == field
    assert field in str(info.value)
    assert isinstance(info.value, ValueError)


def test_summary_is_one_short_line():
    sheet = new_sheet()
    sheet["skills"]["Plavání"] = {"rating": 2}
    text = SYSTEM.summary(sheet)
    assert text.cs == "profesionál, 2/60 zk, kondice 12/12"
    assert text.en == "profesionál, 2/60 XP, kondice 12/12"
    sheet["skills"]["Plavání"]["rating"] = 5
    line = SYSTEM.summary(sheet)  # the broken rule goes with the line (the roster counts it)
    assert line.cs == "profesionál, 5/60 zk, kondice 12/12"
    assert len(line.broken) == 1 and "Plavání" in line.broken[0].cs


def test_character_round_trip_keeps_play_state():
    sheet = new_sheet()
    sheet["skills"]["Fyzická zdatnost"] = {"rating": 1, "specialisations": {"Výdrž": 3}}
    sheet["skills"]["Ohnivá magie"] = {"rating": 2}
    char = Character.from_sheet(sheet)
    assert (char.vydrz.maximum, char.vule.maximum) == (3, 2)
    char.condition.take(5)
    char.vydrz.spend(2)
    out = char.to_sheet()
    assert out["state"]["kondice"] == 7 and out["state"]["vydrz_spent"] == 2
    normal = SYSTEM.validate_sheet(out)  # the loss is kept, whichever number was written
    assert normal["state"]["kondice_lost"] == 5 and normal["state"]["kondice"] == 7
    assert SYSTEM.validate_sheet(Character.from_sheet(out).to_sheet()) == normal


# --- the demo campaign ---------------------------------------------------------------------
DEMO = SYSTEM.demo()


def test_demo_campaign_shape():
    assert DEMO["campaign"]["name"] and DEMO["campaign"]["description"]
    pcs = [c for c in DEMO["characters"] if c["kind"] == "pc"]
    npcs = [c for c in DEMO["characters"] if c["kind"] == "npc"]
    assert len(pcs) == 4 and all(c["player"] for c in pcs)
    assert 4 <= len(npcs) <= 8 and all(c["player"] is None for c in npcs)
    for c in DEMO["characters"]:
        assert set(c) - {"gender"} == {"name", "kind", "player", "tags", "notes", "sheet"}


@pytest.mark.parametrize("character", DEMO["characters"], ids=lambda c: c["name"])
def test_every_demo_sheet_validates_and_is_legal_or_waived(character):
    sheet = SYSTEM.validate_sheet(character["sheet"])
    assert sheet == character["sheet"]  # stored normalised
    ev = evaluate_creation(sheet)
    assert ev.legal, [str(v) for v in ev.open_violations]
    assert ev.remaining >= 0
    for v in ev.violations:
        assert v.waived and v.reason


def test_demo_player_characters_start_as_profesional():
    for c in DEMO["characters"]:
        if c["kind"] == "pc":
            assert c["sheet"]["level"] == "profesionál"


@pytest.mark.parametrize("character", SYSTEM.demo()["characters"], ids=lambda c: c["name"])
def test_a_validated_sheet_shares_nothing_with_its_input(character):
    """validate_sheet builds every part afresh (no deep copy first): editing what it returns
    can never change the sheet it was given, e.g. the roster's stored copy."""
    assert_copy_shares_nothing(SYSTEM.validate_sheet, character["sheet"])


_values = st.one_of(
    st.integers(-2, 8), st.booleans(), st.none(), st.text(max_size=3), st.just({}), st.just([])
)
_entries = st.one_of(
    _values,
    st.fixed_dictionaries(
        {"rating": _values},
        optional={
            "specialisations": st.one_of(
                _values, st.dictionaries(st.sampled_from(["Běh", "Šplh", "", " "]), _values)
            ),
            "other": _values,
        },
    ),
)


@settings(max_examples=400, deadline=None)
@given(skills=st.dictionaries(st.sampled_from(["Plavání", "Fyzická zdatnost", "", " "]), _entries))
@example(skills={"Plavání": {"rating": True}})
@example(skills={"Fyzická zdatnost": {"rating": 2, "specialisations": {"Běh": False}}})
@example(skills={"Plavání": {"rating": 3, "specialisations": []}})
@example(skills={"Fyzická zdatnost": {"rating": 1, "specialisations": {" ": 2}}})
@example(skills={" ": {"rating": 1}})
def test_the_quick_path_for_plain_skills_agrees_with_the_full_checks(skills):
    """Plainly valid skills skip the checks that name what is wrong: the result (or the
    field the refusal names) is the same as through the full checks."""
    from campaign_manager.systems.dakara import sheet as sheet_module

    def outcome():
        try:
            return ("ok", sheet_module._skills(skills))
        except SheetError as error:
            return ("refused", error.field)

    quick = outcome()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sheet_module, "_plain_skill", lambda name, entry: None)
        full = outcome()
    assert quick == full
