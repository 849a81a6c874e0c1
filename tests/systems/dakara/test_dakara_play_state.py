"""The sheet's play state (issue 16): size, kondice lost, Výdrž/Vůle, brought round, hooks;
sane ranges for every number of the sheet (issue 14 item 11)."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from campaign_manager.systems.common import RuleError, SheetError
from campaign_manager.systems.dakara import evaluate_creation, new_sheet, play, validate_sheet
from campaign_manager.systems.dakara.condition import ConditionState, sizes
from campaign_manager.systems.dakara.sheet import set_hooks


@pytest.fixture(autouse=True)
def campaign():
    """Pure rules: no campaign file is needed (and none is opened)."""
    yield None


def fighter() -> dict:
    sheet = new_sheet()
    sheet["skills"]["Fyzická zdatnost"] = {"rating": 1, "specialisations": {"Výdrž": 3}}
    sheet["skills"]["Ohnivá magie"] = {"rating": 2}
    return validate_sheet(sheet)


# --- sizes and the old sheets -----------------------------------------------------------
def test_the_size_table_of_the_text():
    table = {k: v["maximum"] for k, v in sizes().items()}
    assert table == {
        "tiny": 1,
        "infant_or_cat": 4,
        "dog_or_child": 8,
        "human": 12,
        "horse": 16,
        "elephant": 20,
    }
    assert all(v["cs"] and v["en"] for v in sizes().values())


def test_a_sheet_without_play_state_is_a_rested_unhurt_human():
    sheet = validate_sheet({"level": "veterán"})
    assert sheet["state"] == {
        "size": "human",
        "kondice_lost": 0,
        "vydrz_spent": 0,
        "vule_spent": 0,
        "sustaining_magic": False,
        "brought_round": False,
        "kondice_max": 12,
        "kondice": 12,
    }
    assert sheet["goals"] == 0 and sheet["hooks"] == []


def test_an_old_state_keeps_its_wounds_and_gets_its_size_key():
    old = {"state": {"size": "dospělý člověk", "kondice_max": 12, "kondice": 8, "vule_spent": 1}}
    state = validate_sheet(old)["state"]
    assert (state["size"], state["kondice_lost"], state["kondice"], state["vule_spent"]) == (
        "human",
        4,
        8,
        1,
    )
    horse = validate_sheet({"state": {"kondice_max": 16, "kondice": 10}})["state"]
    assert (horse["size"], horse["kondice_lost"]) == ("horse", 6)


def test_old_goal_counts_become_that_many_empty_texts_and_the_xp_bar_counts_the_same():
    old = new_sheet()
    del old["hooks"]
    old["goals"] = 2
    sheet = validate_sheet(old)
    assert sheet["hooks"] == ["", ""] and sheet["goals"] == 2
    assert evaluate_creation(sheet).budget == evaluate_creation(old | {"hooks": ["", ""]}).budget
    assert evaluate_creation(sheet).budget == evaluate_creation(new_sheet()).budget + 2


def test_hook_texts_are_kept_and_the_count_follows_them():
    sheet = new_sheet()
    set_hooks(sheet, ["Dluží Podsvětí 20 zl", "Sok: Jan z Rožmberka", "Tajemství"])
    again = validate_sheet(sheet)
    assert again["goals"] == 3 and again["hooks"][0] == "Dluží Podsvětí 20 zl"
    assert json.loads(json.dumps(again)) == again and validate_sheet(again) == again
    # a count written alone (the spin box) adds an empty one, or drops an empty one
    assert validate_sheet({**again, "goals": 4})["hooks"][-1] == ""
    assert validate_sheet({"hooks": ["a", ""], "goals": 1})["hooks"] == ["a"]
    with pytest.raises(SheetError) as info:  # never drops a written text silently
        validate_sheet({**again, "goals": 2})
    assert info.value.field == "goals"


@pytest.mark.parametrize(
    ("sheet", "field"),
    [
        ({"materials_xp": 10**30}, "materials_xp"),
        ({"materials_xp": -(10**5000)}, "materials_xp"),
        ({"goals": 10**30}, "goals"),
        ({"hooks": ["x" * 5000]}, "hooks[0]"),
        ({"hooks": [1]}, "hooks[0]"),
        ({"gear": [{"name": "Lano", "quantity": 10**30}]}, "gear[0].quantity"),
        ({"gear": [{"name": "Lano", "price_md": 10**30}]}, "gear[0].price_md"),
        (
            {"training": {"earned": [{"source": "play", "hours": 10**30}]}},
            "training.earned[0].hours",
        ),
        ({"training": {"earned": [{"source": "other", "xp": 10**30}]}}, "training.earned[0].xp"),
        ({"training": {"spent": [{"what": "x", "xp": 10**30}]}}, "training.spent[0].xp"),
        ({"state": {"kondice_lost": 10**30}}, "state.kondice_lost"),
        ({"state": {"kondice_lost": -1}}, "state.kondice_lost"),
        ({"state": {"kondice": -(10**30)}}, "state.kondice"),
        ({"state": {"vydrz_spent": 10**30}}, "state.vydrz_spent"),
        ({"state": {"vule_spent": 7}}, "state.vule_spent"),
        ({"state": {"size": "drak"}}, "state.size"),
        ({"state": {"size": "human", "kondice_max": 16}}, "state.kondice_max"),
        ({"state": {"kondice_max": 13}}, "state.kondice_max"),
        ({"state": {"brought_round": "yes"}}, "state.brought_round"),
        ({"level": "x" * 300}, "level"),
    ],
)
def test_numbers_outside_any_sane_range_are_refused_naming_the_field(sheet, field):
    with pytest.raises(SheetError) as info:
        validate_sheet(sheet)
    assert info.value.field == field
    assert len(str(info.value)) < 400  # a huge value is never printed whole


# --- kondice -----------------------------------------------------------------------------
def test_damage_lowers_kondice_with_the_penalty_and_the_state():
    sheet = new_sheet()
    out = play.damage(sheet, 4, "Bořek")
    assert out.sheet["state"]["kondice_lost"] == 4 and play.current(out.sheet) == 8
    assert play.penalty(out.sheet) == -1
    assert out.events[0].text.cs == "Bořek: kondice −4 (8/12), postih −1"
    assert sheet == new_sheet()  # the argument is untouched
    out = play.damage(out.sheet, 6, "Bořek")  # 2 left: cannot run
    assert play.state(out.sheet) is ConditionState.CANNOT_RUN and play.penalty(out.sheet) == -3
    assert "Bořek: není schopen běhu" in out.text.cs
    out = play.damage(out.sheet, 2)  # 0: out
    assert play.state(out.sheet) is ConditionState.OUT and not play.can_act(out.sheet)
    assert "První pomoc" in play.why_not(out.sheet).cs
    out = play.damage(out.sheet, 6)  # −6: dying
    assert play.state(out.sheet) is ConditionState.DYING
    assert "Dying" in play.why_not(out.sheet).en


def test_a_smaller_creature_steps_by_a_quarter_of_its_maximum():
    dog = play.set_size(new_sheet(), "pes nebo dítě").sheet
    assert dog["state"]["size"] == "dog_or_child" and play.maximum(dog) == 8
    assert play.penalty(play.damage(dog, 2).sheet) == -1
    assert play.state(play.damage(dog, 12).sheet) is ConditionState.DYING  # −4 = −8/2


def test_a_size_change_keeps_the_loss():
    hurt = play.damage(new_sheet(), 5).sheet
    horse = play.set_size(hurt, "horse").sheet
    assert play.current(horse) == 11 and play.maximum(horse) == 16
    with pytest.raises(RuleError):
        play.set_size(hurt, "drak")


def test_healing_never_goes_above_the_maximum_and_ends_brought_round():
    out = play.damage(new_sheet(), 14).sheet
    out = play.set_brought_round(out, True).sheet
    assert play.can_act(out) and play.penalty(out) == -4
    healed = play.heal(out, 20).sheet
    assert play.current(healed) == 12 and not healed["state"]["brought_round"]


def test_only_someone_out_can_be_brought_round():
    with pytest.raises(RuleError) as info:
        play.set_brought_round(new_sheet(), True, "Bořek")
    assert "Bořek" in info.value.text.cs


@pytest.mark.parametrize("bad", [-1, True, "3", 10**30, None])
def test_bad_damage_and_healing_are_refused(bad):
    with pytest.raises(RuleError):
        play.damage(new_sheet(), bad)
    with pytest.raises(RuleError):
        play.heal(new_sheet(), bad)


# --- Výdrž and Vůle --------------------------------------------------------------------
def test_pools_come_from_the_skills_and_are_spent():
    sheet = fighter()
    assert play.pools(sheet) == {
        "vydrz": {"current": 3, "maximum": 3, "spent": 0},
        "vule": {"current": 2, "maximum": 2, "spent": 0},
    }
    out = play.spend(sheet, "vydrz", 2, who="Eliška")
    assert out.text.cs == "Eliška: Výdrž −2 (1/3)"
    assert play.pools(out.sheet)["vydrz"]["current"] == 1
    with pytest.raises(RuleError) as info:
        play.spend(out.sheet, "vydrz", 2)
    assert "10 minut" in info.value.text.cs
    with pytest.raises(RuleError):
        play.spend(sheet, "mana", 1)


def test_rest_sleep_and_meditation():
    sheet = play.spend(play.spend(fighter(), "vydrz", 3).sheet, "vule", 2).sheet
    rested = play.rest(sheet).sheet
    assert play.pools(rested)["vydrz"]["current"] == 3 and play.pools(rested)["vule"]["spent"] == 2
    slept = play.sleep(sheet).sheet
    assert play.pools(slept)["vule"]["current"] == 2 and play.pools(slept)["vydrz"]["spent"] == 0
    meditated = play.meditate(sheet).sheet
    assert (
        play.pools(meditated)["vule"]["spent"] == 0 and play.pools(meditated)["vydrz"]["spent"] == 3
    )
    interrupted = play.meditate(sheet, interrupted=True)
    assert interrupted.sheet == sheet and "no effect" in interrupted.text.en


def test_no_meditation_while_sustaining_magic():
    sheet = play.spend(fighter(), "vule", 1).sheet
    sustaining = play.set_sustaining_magic(sheet, True).sheet
    with pytest.raises(RuleError) as info:
        play.meditate(sustaining)
    assert "udržuje" in info.value.text.cs
    assert (
        play.meditate(play.set_sustaining_magic(sustaining, False).sheet).sheet["state"][
            "vule_spent"
        ]
        == 0
    )


@given(st.lists(st.tuples(st.sampled_from(["damage", "heal"]), st.integers(0, 30)), max_size=12))
def test_kondice_stays_valid_and_within_its_maximum(steps):
    sheet = new_sheet()
    for kind, points in steps:
        before = copy.deepcopy(sheet)
        if kind == "heal" and points == 0:
            with pytest.raises(RuleError):
                play.heal(sheet, points)
            continue
        sheet = getattr(play, kind)(sheet, points).sheet
        assert before != sheet or points == 0 or play.current(before) == 12
        assert validate_sheet(sheet) == sheet
        assert play.current(sheet) <= 12
        assert sheet["state"]["kondice"] == 12 - sheet["state"]["kondice_lost"]
        assert -4 <= play.penalty(sheet) <= 0
