"""Sheet edits outside a conflict: attributes resize scars, healing by hand, disorders,
feeling targets, soul, names, and one entry point for the time boundaries."""

import pytest

from campaign_manager.systems.clovek import Character, Disorder, RuleError, Severity
from campaign_manager.systems.clovek.editing import (
    add_disorder,
    attribute_level,
    attribute_name,
    attribute_role,
    burn_status,
    feeling_description,
    feeling_table,
    heal_wound,
    remove_feeling_target,
    replace_disorder,
    scar_states,
    set_attribute,
    set_dominant,
    set_sin,
    set_soul_grade,
    set_temperament,
    start_boundary,
    temperament_name,
    type_name,
    wound_meaning,
)

S, L, D = Severity.STUN, Severity.LETHAL, Severity.DEVASTATING


def char():
    return Character({"konstituce": 3, "vyrovnanost": 3, "rozhodnost": 2}, "cholerik")


def test_names_come_from_the_rules_data():
    assert attribute_name("konstituce").cs == "Konstituce"
    assert attribute_name("sarm").en == "Charm"
    assert type_name("social").cs == "sociální"
    assert temperament_name("sangvinik").en == "sanguine"
    assert "průměrný" in attribute_level(2).cs
    assert attribute_role("obratnost") == ("physical", "skill")
    assert attribute_role("rozhodnost") == ("mental", "capacity")
    assert "electricity" in wound_meaning("physical", S).en
    with pytest.raises(RuleError):
        attribute_role("sila")


def test_raising_a_capacity_adds_boxes_and_keeps_wounds():
    c = char()
    c.wound("torso", L)
    set_attribute(c, "konstituce", 5)
    assert c.attributes["konstituce"] == 5
    assert c.scar("torso").marks() == "X____"
    assert c.scar("head").marks() == "_____"
    assert c.scar("will").size == 2  # other types untouched
    assert Character.from_sheet(c.to_sheet()).scar("torso").marks() == "X____"


def test_raising_a_capacity_ends_a_critical_state():
    c = char()
    c.wound("head", D, 4)
    assert c.scar("head").critical
    set_attribute(c, "konstituce", 4)
    assert not c.scar("head").critical
    assert c.scar("head").marks() == "ЖЖЖ_"


def test_lowering_a_capacity_below_the_wounds_is_refused():
    c = char()
    c.wound("left_arm", S, 3)
    before = c.to_sheet()
    with pytest.raises(RuleError, match="Left arm") as info:
        set_attribute(c, "konstituce", 2)
    assert info.value.code == "attribute"
    assert c.to_sheet() == before
    set_attribute(c, "konstituce", 4)
    assert c.scar("left_arm").marks() == "///_"


def test_skill_attribute_changes_limits_not_boxes():
    c = char()
    set_attribute(c, "obratnost", 4)
    assert c.bank("physical") == 8
    assert c.scar("torso").size == 3
    assert burn_status(c)["physical"] == (0, 4)
    for bad in (6, -1, "3", True):
        with pytest.raises(RuleError):
            set_attribute(c, "obratnost", bad)
    with pytest.raises(RuleError):
        set_attribute(c, "sila", 3)


def test_temperament_and_side():
    c = char()
    set_temperament(c, "melancholik")
    set_dominant(c, "left")
    assert scar_states(c, "fear")["close"]
    assert scar_states(c, "anger")["distant"]
    assert not scar_states(c, "anger")["burnable"]  # distant negative scar
    assert scar_states(c, "left_arm")["burnable"]
    assert not scar_states(c, "right_arm")["burnable"]
    with pytest.raises(RuleError):
        set_temperament(c, "stoik")
    with pytest.raises(RuleError):
        set_dominant(c, "both")


def test_heal_wound_by_hand():
    c = char()
    c.wound("torso", D)
    c.wound("torso", S)
    event = heal_wound(c, "torso", "Ж")
    assert event.kind == "healed" and event.severity == D
    assert c.scar("torso").marks() == "/__"
    assert "(/__)" in event.text.en
    with pytest.raises(RuleError, match="no lethal"):
        heal_wound(c, "torso", L)


def test_heal_ends_critical():
    c = char()
    c.wound("will", D, 3)
    assert c.scar("will").critical
    heal_wound(c, "will", D)
    assert not c.scar("will").critical


def test_disorders_add_replace_and_refuse_duplicates():
    c = char()
    add_disorder(c, Disorder(" Klaustrofobie ", trigger="úzké prostory"))
    assert c.disorders[0].name == "Klaustrofobie"
    with pytest.raises(RuleError):
        add_disorder(c, Disorder("Klaustrofobie"))
    with pytest.raises(RuleError):
        add_disorder(c, Disorder("  "))
    add_disorder(c, Disorder("Paranoia", permanent=True))
    replace_disorder(c, "Klaustrofobie", Disorder("Klaustrofobie", effect="neklid"))
    assert c.disorders[0].effect == "neklid"
    with pytest.raises(RuleError):
        replace_disorder(c, "Klaustrofobie", Disorder("Paranoia"))
    with pytest.raises(RuleError):
        replace_disorder(c, "Nic", Disorder("Nic"))
    assert [d.name for d in Character.from_sheet(c.to_sheet()).disorders] == [
        "Klaustrofobie",
        "Paranoia",
    ]


def test_remove_feeling_target():
    c = char()
    c.feelings.set_value("Marta", "respect", 2)
    remove_feeling_target(c, "Marta")
    assert c.to_sheet()["feelings"] == {}
    with pytest.raises(RuleError):
        remove_feeling_target(c, "Marta")


def test_soul_grade_and_sins():
    c = char()
    set_soul_grade(c, 4)
    set_sin(c, 1, " vražda ")
    set_sin(c, 2, "krádež")
    set_sin(c, 2, "")
    assert c.to_sheet()["soul"] == {"grade": 4, "sins": {"1": "vražda"}}
    with pytest.raises(RuleError):
        set_soul_grade(c, -1)
    with pytest.raises(RuleError):
        set_sin(c, 0, "x")


def test_start_boundary_dispatches():
    c = char()
    c.wound("torso", L)
    c.wound("torso", S)
    assert [e.severity for e in start_boundary(c, "scene")] == [S]
    c.wound("head", D)
    c.wound("left_leg", D)
    with pytest.raises(RuleError):
        start_boundary(c, "chapter")
    start_boundary(c, "chapter", {"physical": "head"})
    assert c.scar("head").marks() == "___"
    assert c.scar("left_leg").marks() == "Ж__"
    start_boundary(c, "book")
    assert c.scar("left_leg").marks() == "___"
    with pytest.raises(RuleError):
        start_boundary(c, "round")


def test_feeling_table_nets_opposed_feelings_and_shows_temporary():
    c = char()
    c.feelings.set_value("Marta", "friendship", 2)
    c.feelings.request_raise("Marta", "friendship")
    c.feelings.hit_raise("Marta", "enmity")  # +2 enmity this scene, nets against friendship
    c.feelings.set_value("anna", "respect", 1)
    rows = feeling_table(c)
    assert [target for target, _ in rows] == ["anna", "Marta"]
    marta = rows[1][1]
    assert marta["friendship"] == {"value": 1, "lasting": 3, "raises": 1, "temporary": 0}
    assert marta["enmity"] == {"value": 0, "lasting": 0, "raises": 0, "temporary": 2}
    assert "opposes" in feeling_description("friendship").en
