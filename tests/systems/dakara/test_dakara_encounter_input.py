"""What reaches Dakara's ``new_encounter``, ``act`` and ``public_view`` and is not what they
take: refused with a RuleError in both languages that names what is wrong (never a
TypeError or KeyError), the argument unchanged."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.dakara import new_sheet, validate_sheet
from campaign_manager.systems.dakara.catalogue import Catalogue
from campaign_manager.systems.dakara.creation import effective_rating
from campaign_manager.systems.dakara.encounter import act, new_encounter, public_view
from campaign_manager.systems.dakara.encounter_state import (
    _plain_combatant,
    check_combatant,
    check_state,
)


def fighter() -> dict:
    sheet = new_sheet()
    sheet["skills"]["Boj zblízka"] = {"rating": 3}
    sheet["skills"]["Fyzická zdatnost"] = {"rating": 1, "specialisations": {"Výdrž": 2}}
    return validate_sheet(sheet)


def people() -> list[dict]:
    return [
        {"id": "borek", "name": "Bořek Hrabal", "side": "pc", "sheet": fighter()},
        {"id": "straz", "name": "Stráž", "side": "npc", "sheet": fighter()},
    ]


def started() -> dict:
    state = new_encounter(people())
    for action in (
        {"type": "start"},
        {"type": "declare", "id": "borek", "action": "melee_attack", "target": "straz"},
        {"type": "damage", "target": "straz", "amount": 2},
        {"type": "condition", "target": "straz", "name": "Oslepen", "rounds": 2},
    ):
        state = act(state, action, random.Random(0)).state
    return state


def words(error: RuleError, *parts: str) -> None:
    assert error.text.cs.strip() and error.text.en.strip()
    for part in parts:
        assert part in error.text.en, error.text.en


# --- new_encounter ---------------------------------------------------------------------
@pytest.mark.parametrize("combatants", [None, "borek", 5, {"id": "borek"}])
def test_the_combatants_are_a_list(combatants):
    with pytest.raises(RuleError) as info:
        new_encounter(combatants)
    words(info.value, "list of records")


@pytest.mark.parametrize(
    ("options", "part"),
    [
        ({"reveal_on_act": "yes"}, "reveal_on_act"),
        ({"reveal_on_act": 1}, "reveal_on_act"),
        ({"kind": "physical"}, "no option kind"),
        ({"view": "band"}, "player view's settings"),
        ({"view": ["band"]}, "player view's settings"),
        ({"view": {"secret_conditions": "Oslepen"}}, "ecret condition"),
        ({"view": {"secret_conditions": [1]}}, "ecret condition"),
        ({"view": {"pc": "everything"}}, "player view"),
    ],
)
def test_the_options_are_checked(options, part):
    with pytest.raises(RuleError) as info:
        new_encounter(people(), **options)
    words(info.value, part)


@pytest.mark.parametrize(
    "settings",
    [
        "dakara",
        [1],
        {"dakara": 5},
        {"dakara": None},
        {"dakara": {"catalogue": "weapons"}},
        {"dakara": {"catalogue": {"weapons": "Meč"}}},
        {"dakara": {"catalogue": {"weapons": [5]}}},
        {"dakara": {"catalogue": {"weapons": [{"name": "Kopí"}]}}},  # no skill
        {"dakara": {"catalogue": {"weapons": [{"name": "Kopí", "skill": "Boj zblízka", "x": 1}]}}},
        {"dakara": {"catalogue": {"weapons": [{"name": "Kopí", "skill": ["Boj zblízka"]}]}}},
        {"dakara": {"catalogue": {"skills": [{"name": "Tanec", "grouped": "ano"}]}}},
        {"dakara": {"catalogue": {"skills": [{"name": "Tanec", "specialisations": 3}]}}},
        {"dakara": {"catalogue": {"specialisations": [{"skill": [1], "name": "x"}]}}},
        {"dakara": {"catalogue": {"spells": [{"name": "Z", "skill": {}, "rating": 1}]}}},
        {"dakara": {"catalogue": {"spells": [{"name": "Z", "skill": "Ohnivá magie",
                                              "rating": 1, "note": 5}]}}},
        {"dakara": {"settings": 5}},
        {"catalogue": {"armour": [{"name": "Kůže", "quality": "1", "coverage": 1}]}},
        {"x": {1, 2}},  # not JSON
        {"x": float("nan")},
    ],
)  # fmt: skip
def test_the_campaign_settings_are_read_when_the_fight_is_prepared(settings):
    with pytest.raises(RuleError) as info:
        new_encounter(people(), settings)
    words(info.value)


def test_good_campaign_additions_still_work():
    spear = {"name": "Kopí", "skill": "Boj zblízka", "attack": 1, "damage": 2}
    state = new_encounter(people(), {"dakara": {"catalogue": {"weapons": [spear]}}})
    assert check_state(state) is None
    assert Catalogue.default({"weapons": [spear]}).weapons["Kopí"].damage == 2


@pytest.mark.parametrize(
    ("extra", "field"),
    [
        ({"intent": 5}, "combatants.a.intent"),
        ({"intent": {"action": 1}}, "combatants.a.intent.action"),
        ({"intent": {"action": "full_defence"}}, "combatants.a.intent.rounds"),
        ({"abandoned": "x"}, "combatants.a.abandoned"),
        ({"abandoned": [["melee_attack"]]}, "combatants.a.abandoned[0]"),
        ({"attacked": "no"}, "combatants.a.attacked"),
        ({"free": 3}, "combatants.a.free"),
        ({"pending": [{"amount": -1, "kind": "damage", "round": 1}]}, "amount"),
        ({"pending": [{"amount": 1, "kind": "poison", "round": 1}]}, "kind"),
        ({"pending": {"amount": 1}}, "combatants.a.pending"),
        ({"brought_round": "x"}, "combatants.a.brought_round"),
        ({"brought_round": True}, "combatants.a.brought_round"),
        ({"brought_round": [1]}, "combatants.a.brought_round"),
    ],
)
def test_a_combatants_dakara_keys_are_checked_when_it_joins(extra, field):
    raw = {"id": "a", "name": "Ajax", "side": "pc", "sheet": fighter(), **extra}
    with pytest.raises(RuleError) as info:
        new_encounter([raw])
    words(info.value, field, "damaged")
    state = new_encounter(people())
    before = copy.deepcopy(state)
    with pytest.raises(RuleError):
        act(state, {"type": "add", "combatant": raw})
    assert state == before


def test_a_combatant_may_join_with_well_formed_dakara_keys():
    raw = {"id": "a", "name": "Ajax", "side": "pc", "sheet": fighter(), "brought_round": None}
    raw["intent"] = {"action": "use_skill", "target": None, "rounds": None, "done": 0, "since": 0}
    record = new_encounter([raw])["combatants"]["a"]
    assert record["brought_round"] == 0 and record["intent"]["action"] == "use_skill"


# --- act and public_view on a state that is not a Dakara fight's ------------------------
def _without(state: dict, *path) -> dict:
    state = copy.deepcopy(state)
    holder = state
    for key in path[:-1]:
        holder = holder[key]
    del holder[path[-1]]
    return state


def _with(state: dict, value, *path) -> dict:
    state = copy.deepcopy(state)
    holder = state
    for key in path[:-1]:
        holder = holder[key]
    holder[path[-1]] = value
    return state


@pytest.mark.parametrize(
    ("damage", "field"),
    [
        (lambda s: {}, "'system'"),
        (lambda s: [], "not the state of a fight"),
        (lambda s: _with(s, "d20", "system"), "'d20', not 'dakara'"),
        (lambda s: _without(s, "round"), "'round' is missing"),
        (lambda s: _with(s, "1", "round"), "'round'"),
        (lambda s: _with(s, "paused", "status"), "'status'"),
        (lambda s: _with(s, None, "phase"), "'phase'"),
        (lambda s: _with(s, ["borek"], "current"), "'current'"),
        (lambda s: _with(s, [], "combatants"), "'combatants'"),
        (lambda s: _with(s, "band", "view"), "'view'"),
        (lambda s: _with(s, "everything", "view", "pc"), "'view'"),
        (lambda s: _with(s, "Oslepen", "view", "secret_conditions"), "'view'"),
        (lambda s: _with(s, "yes", "options", "reveal_on_act"), "reveal_on_act"),
        (lambda s: _with(s, 5, "settings"), "'settings'"),
        (lambda s: _with(s, 5, "combatants", "borek"), "combatant 'borek' is not a record"),
        (lambda s: _with(s, "eliska", "combatants", "borek", "id"), "combatant 'borek'"),
        (lambda s: _with(s, 1, "combatants", "borek", "hidden"), "hidden flag"),
        (lambda s: _with(s, 7, "combatants", "borek", "alias"), "combatant 'borek'"),
        (lambda s: _with(s, "x", "combatants", "straz", "conditions"), "conditions of"),
        (
            lambda s: _with(s, "2", "combatants", "straz", "conditions", 0, "remaining"),
            "conditions of",
        ),
        (
            lambda s: _with(s, "yes", "combatants", "straz", "conditions", 0, "secret"),
            "conditions of",
        ),
        (lambda s: _without(s, "combatants", "borek", "sheet"), "sheet"),
        (lambda s: _with(s, "giant", "combatants", "borek", "sheet", "state", "size"), "size"),
        (lambda s: _with(s, -1, "combatants", "borek", "sheet", "state", "kondice_lost"), "lost"),
        (lambda s: _with(s, 1.0, "combatants", "borek", "sheet", "state", "vule_spent"), "vule"),
        (lambda s: _with(s, [], "combatants", "borek", "sheet", "skills"), "skills"),
        (lambda s: _with(s, 2, "combatants", "borek", "intent", "rounds"), None),  # fine
        (lambda s: _with(s, "2", "combatants", "borek", "intent", "rounds"), "intent.rounds"),
        (lambda s: _without(s, "combatants", "borek", "pending"), "pending' is missing"),
        (lambda s: _with(s, [{"amount": 2}], "combatants", "straz", "pending"), "kind"),
        (lambda s: _with(s, -9, "combatants", "borek", "penalty"), "penalty"),
    ],
)
def test_act_and_the_public_view_refuse_a_damaged_state_in_words(damage, field):
    state = damage(started())
    before = copy.deepcopy(state)
    for call in (
        lambda: act(state, {"type": "next"}, random.Random(0)),
        lambda: act(state, {"type": "condition", "target": "borek", "name": "X", "rounds": 1}),
        lambda: public_view(state),
    ):
        if field is None:
            call()
            continue
        with pytest.raises(RuleError) as info:
            call()
        words(info.value, field)
        assert state == before


@pytest.mark.parametrize(
    "skills",
    [
        {"Fyzická zdatnost": {"rating": "1"}},
        {"Fyzická zdatnost": {"rating": 1, "specialisations": ["Výdrž"]}},
        {"Fyzická zdatnost": {"rating": 1, "specialisations": {"Výdrž": "2"}}},
        {"Fyzická zdatnost": 1},
    ],
)
def test_a_skill_a_pool_is_read_from_must_have_the_sheets_shape(skills):
    sheet = {**fighter(), "skills": skills}
    with pytest.raises(RuleError, match="skills"):
        effective_rating(sheet, "Fyzická zdatnost", "Výdrž")
    state = _with(
        new_encounter(people(), view={"pc": "numbers"}), sheet, "combatants", "borek", "sheet"
    )
    with pytest.raises(RuleError, match="skills"):
        public_view(state)


# --- the quick path of the state check agrees with the full one -------------------------
_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-6, 12), st.sampled_from([10**9 + 1, 10_001, -2]),
    st.text(max_size=3), st.sampled_from(["", " ", "melee_attack", "damage", "human", "pc"]),
    st.lists(st.none(), max_size=2), st.just({}),
)  # fmt: skip


def _places(value, path=()):
    out = [path] if path else []
    if isinstance(value, dict):
        for key, item in value.items():
            out += _places(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += _places(item, (*path, index))
    return out


def _record() -> dict:
    state = started()
    state = act(state, {"type": "next"}).state  # resolve
    state = act(state, {"type": "attack", "attacker": "borek", "defender": "straz",
                        "attack_number": 5, "defence_number": 1, "attack_roll": 6,
                        "defence_roll": 1}).state  # fmt: skip
    record = copy.deepcopy(state["combatants"]["straz"])
    record["abandoned"] = [["full_defence", None]]
    record["intent"] = {"action": "melee_attack", "target": "borek", "rounds": 1, "done": 0,
                        "since": 1}  # fmt: skip
    record["conditions"][0]["secret"] = True
    return record


RECORD = _record()
PLACES = [p for p in _places(RECORD) if "sheet" not in p or "state" in p or p[-1] == "skills"]


@settings(max_examples=400, deadline=None, derandomize=True)
@given(st.sampled_from(PLACES), _VALUES, st.booleans())
def test_the_quick_path_agrees_with_the_checks_that_name_what_is_wrong(place, value, delete):
    record = copy.deepcopy(RECORD)
    holder = record
    for key in place[:-1]:
        holder = holder[key]
    if delete:
        del holder[place[-1]]
    else:
        holder[place[-1]] = value
    try:
        check_combatant("straz", record)
        full = True
    except RuleError:
        full = False
    assert _plain_combatant(record) == full


def test_a_state_check_never_changes_the_state():
    state = started()
    text = json.dumps(state, sort_keys=True)
    check_state(state)
    public_view(state)
    assert json.dumps(state, sort_keys=True) == text


# --- the shared fields, through Dakara's entry points -----------------------------------
@pytest.mark.parametrize(
    "extra",
    [{"conditions": 5}, {"conditions": ["Oslepen"]}, {"alias": 5}, {"alias": ["Muž v kápi"]}],
)
def test_a_combatant_with_odd_shared_fields_is_refused_in_words(extra):
    raw = {"id": "a", "name": "Ajax", "side": "npc", "sheet": fighter(), **extra}
    with pytest.raises(RuleError) as info:
        new_encounter([raw])
    words(info.value)


@pytest.mark.parametrize(
    "action",
    [
        {"type": "alias", "target": "straz", "alias": 5},  # was: the alias cleared
        {"type": "view", "view": "band"},  # was: a TypeError
        {"type": "view", "view": {"secret_conditions": "Oslepen"}},  # was: split in letters
    ],
)
def test_odd_shared_actions_are_refused_in_words(action):
    state = act(started(), {"type": "alias", "target": "straz", "alias": "Muž v kápi"}).state
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as info:
        act(state, action)
    words(info.value)
    assert state == before
