"""The shared encounter code (encounter_common) and the one check of a name (common):
every odd input is refused in words and changes nothing; what the GM keeps secret stays off
the player view. Run through the three systems' real encounter modules where they use the
shared code, and on the shared functions directly where a system puts its own in front."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.fuzz import check_step, odd_actions, odd_values

from campaign_manager.systems import get_encounter, get_system, system_keys
from campaign_manager.systems.common import MAX_NAME, RuleError, check_name
from campaign_manager.systems.encounter_common import (
    acted,
    base_state,
    check_state,
    common_handlers,
    dispatch,
    make_combatant,
    public_base,
    set_current,
)

#: the built-in rule systems (a test's own system is registered only where it is used)
BUILT_IN = system_keys()


def _sheet(key: str) -> dict:
    return get_system(key).new_sheet()


def _people(key: str) -> list[dict]:
    return [
        {"id": "borek", "name": "Bořek", "side": "pc", "sheet": _sheet(key)},
        {"id": "straz", "name": "Stráž", "side": "npc", "sheet": _sheet(key)},
        {"id": "vrah", "name": "Vrah", "side": "npc", "sheet": _sheet(key), "hidden": True},
    ]


def _fight(key: str, **options) -> dict:
    return get_encounter(key).new_encounter(_people(key), **options)


def _refused(call, *args, **kwargs) -> RuleError:
    """``call`` refuses with a RuleError in both languages; the error."""
    with pytest.raises(RuleError) as info:
        call(*args, **kwargs)
    error = info.value
    assert error.text.cs.strip() and error.text.en.strip()
    assert error.text.cs != error.text.en
    return error


def _refused_act(key: str, state: dict, action) -> RuleError:
    """The system's ``act`` refuses ``action`` in words and leaves ``state`` as it was."""
    before = json.dumps(state, sort_keys=True)
    error = _refused(get_encounter(key).act, state, action)
    assert json.dumps(state, sort_keys=True) == before
    return error


def _public_names(key: str, state: dict) -> list[str]:
    return [entry["name"] for entry in get_encounter(key).public_view(state)["combatants"]]


def _public_conditions(key: str, state: dict, cid: str) -> list[str]:
    for entry in get_encounter(key).public_view(state)["combatants"]:
        if entry["id"] == cid:
            return [c["name"] for c in entry["conditions"]]
    raise AssertionError(f"{cid} is not on the player view")


systems = pytest.mark.parametrize("key", BUILT_IN)


# -- one check of a name ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("Bořek", "Bořek"),
        ("  Eliška Nováková \u00a0", "Eliška Nováková"),
        ("שָׁלוֹם עליכם", "שָׁלוֹם עליכם"),  # right-to-left letters
        ("مرحبا", "مرحبا"),
        ("👩‍👩‍👧 rodina", "👩‍👩‍👧 rodina"),  # emoji with zero-width joiners
        ("x" * MAX_NAME, "x" * MAX_NAME),
        ("<b>tučně</b>", "<b>tučně</b>"),  # markup is text; the UI shows it as text
    ],
)
def test_check_name_takes_ordinary_names_stripped(value, expected):
    assert check_name(value) == expected


@pytest.mark.parametrize(
    "value",
    [
        None,
        5,
        2.5,
        True,
        ["Bořek"],
        {"name": "Bořek"},
        b"Borek",
        "",
        "   ",
        "\u00a0\t ",
        "x" * (MAX_NAME + 1),
        "Bořek\nHrabal",
        "Bořek\tHrabal",
        "Bořek\rHrabal",
        "Bo\x00řek",
        "Bo\x1břek",
        "Bo\x7fřek",
        "Bo\x85řek",  # C1: NEXT LINE
        "Bo\x9břek",  # C1: CSI
        "Bořek\u2028Hrabal",  # LINE SEPARATOR
        "Bořek\u2029Hrabal",  # PARAGRAPH SEPARATOR
        "Bo\ud800řek",  # a lone surrogate (no file can store it)
        "\u200b\u200b",  # zero-width spaces only
        "\ufeff",  # a byte order mark only
        "\u3164 \uffa0",  # Hangul fillers only
        "\u202eBořek",  # RIGHT-TO-LEFT OVERRIDE
        "Bořek\u2067",  # RIGHT-TO-LEFT ISOLATE
    ],
)
def test_check_name_refuses_in_both_languages(value):
    error = _refused(check_name, value)
    assert error.code == "input"


def test_check_name_says_what_is_wrong():
    assert "200" in str(_refused(check_name, "x" * 201))
    assert "U+000A" in str(_refused(check_name, "a\nb"))
    assert "text" in str(_refused(check_name, 5))
    assert "empty" in str(_refused(check_name, " "))


# -- secret conditions --------------------------------------------------------------------
@systems
def test_a_secret_condition_keeps_its_flag_and_stays_off_the_player_view(key):
    state = _fight(key)
    action = {"type": "condition", "target": "straz", "name": "Jed", "rounds": 3}
    state = get_encounter(key).act(state, {**action, "secret": True}).state
    state = get_encounter(key).act(state, {**action, "name": "Omráčen"}).state
    conditions = {c["name"]: c for c in state["combatants"]["straz"]["conditions"]}
    assert conditions["Jed"]["secret"] is True
    assert not conditions["Omráčen"].get("secret")
    assert _public_conditions(key, state, "straz") == ["Omráčen"]


@pytest.mark.parametrize("secret", ["yes", 1, 0, None, [True], {"a": 1}])
def test_the_shared_condition_refuses_a_secret_that_is_not_a_bool(secret):
    # Dakara takes conditions with the shared handler (the other two have their own)
    action = {"type": "condition", "target": "straz", "name": "Jed", "rounds": 3}
    _refused_act("dakara", _fight("dakara"), {**action, "secret": secret})


@systems
@pytest.mark.parametrize(
    "change",
    [
        {"name": None},
        {"name": ["Jed"]},
        {"name": {"x": 1}},
        {"name": 5},
        {"name": "Jed\nJed"},
        {"name": "x" * 81},
        {"rounds": "3"},
        {"rounds": True},
        {"rounds": 2.5},
        {"rounds": None},
        {"rounds": 0},
        {"target": ["straz"]},
        {"target": {"id": "straz"}},
        {"target": 5},
        {"target": None},
        {"target": "nikdo"},
    ],
)
def test_a_condition_with_odd_fields_is_refused(key, change):
    action = {"type": "condition", "target": "straz", "name": "Jed", "rounds": 3, **change}
    _refused_act(key, _fight(key), action)


@systems
@pytest.mark.parametrize("name", [None, ["Jed"], {"Jed": 1}, 5, "", "Ne-jed"])
def test_ending_a_condition_with_an_odd_name_is_refused(key, name):
    state = _fight(key)
    added = {"type": "condition", "target": "straz", "name": "Jed", "rounds": 3}
    state = get_encounter(key).act(state, added).state
    _refused_act(key, state, {"type": "end_condition", "target": "straz", "name": name})


@systems
def test_ending_a_condition_by_its_name_with_spaces_around(key):
    state = _fight(key)
    added = {"type": "condition", "target": "straz", "name": "Jed", "rounds": 3}
    state = get_encounter(key).act(state, added).state
    ended = {"type": "end_condition", "target": "straz", "name": " Jed "}
    state = get_encounter(key).act(state, ended).state
    assert state["combatants"]["straz"]["conditions"] == []


# -- aliases ------------------------------------------------------------------------------
@systems
@pytest.mark.parametrize("alias", [5, 0, 2.5, True, False, ["Muž v plášti"], {"a": "b"}])
def test_an_alias_that_is_not_text_is_refused_and_the_real_name_stays_hidden(key, alias):
    named = {"type": "alias", "target": "straz", "alias": "Muž v plášti"}
    state = get_encounter(key).act(_fight(key), named).state
    assert "Stráž" not in _public_names(key, state)
    _refused_act(key, state, {**named, "alias": alias})
    assert "Stráž" not in _public_names(key, state)


@systems
@pytest.mark.parametrize("alias", ["Muž\nv plášti", "x" * (MAX_NAME + 1), "Muž\x00"])
def test_an_alias_that_is_no_name_is_refused(key, alias):
    _refused_act(key, _fight(key), {"type": "alias", "target": "straz", "alias": alias})


@systems
def test_an_alias_without_its_field_is_refused(key):
    _refused_act(key, _fight(key), {"type": "alias", "target": "straz"})


@systems
@pytest.mark.parametrize("cleared", [None, "", "   "])
def test_an_empty_alias_or_none_clears_it(key, cleared):
    module = get_encounter(key)
    named = {"type": "alias", "target": "straz", "alias": "  Muž v plášti "}
    state = module.act(_fight(key), named).state
    assert state["combatants"]["straz"]["alias"] == "Muž v plášti"
    assert "Muž v plášti" in _public_names(key, state)
    state = module.act(state, {**named, "alias": cleared}).state
    assert state["combatants"]["straz"]["alias"] is None
    assert "Stráž" in _public_names(key, state)


# -- the player view's settings -----------------------------------------------------------
@systems
@pytest.mark.parametrize(
    "view",
    [
        None,
        "band",
        ["pc", "band"],
        5,
        {"secret_conditions": "Jed"},
        {"secret_conditions": ["Jed", 5]},
        {"secret_conditions": ["Jed", ""]},
        {"secret_conditions": [["Jed"]]},
        {"secret_conditions": {"Jed": True}},
        {"initiative": "yes"},
        {"initiative": 1},
        {"initiative": None},
        {"pc": "all"},
        {"npc": "numbers"},
        {"pc": ["band"]},
        {"colour": "red"},
    ],
)
def test_odd_view_settings_are_refused(key, view):
    error = _refused_act(key, _fight(key), {"type": "view", "view": view})
    assert error.code == "input"


@systems
def test_view_settings_that_are_right_are_taken(key):
    module = get_encounter(key)
    view = {"pc": "numbers", "initiative": True, "secret_conditions": ["Jed", " Kletba "]}
    state = module.act(_fight(key), {"type": "view", "view": view}).state
    assert state["view"] == {
        "pc": "numbers",
        "npc": "band",
        "initiative": True,
        "secret_conditions": ["Jed", "Kletba"],
    }
    added = {"type": "condition", "target": "straz", "name": "Kletba", "rounds": 2}
    state = module.act(state, added).state
    assert _public_conditions(key, state, "straz") == []


@systems
@pytest.mark.parametrize(
    "view", ["band", ["band"], {"secret_conditions": "Jed"}, {"initiative": "no"}]
)
def test_a_new_fight_refuses_odd_view_settings(key, view):
    _refused(get_encounter(key).new_encounter, _people(key), view=view)


# -- a new fight's combatants -------------------------------------------------------------
@pytest.mark.parametrize("key", ["dakara", "clovek"])  # d20 reads the list itself first
@pytest.mark.parametrize("combatants", [None, "Bořek", 5, {"id": "borek"}])
def test_a_new_fight_refuses_combatants_that_are_not_a_list(key, combatants):
    _refused(get_encounter(key).new_encounter, combatants)


@pytest.mark.parametrize("combatants", [None, "Bořek", 5, {"id": "borek"}, {1, 2}])
def test_base_state_refuses_combatants_that_are_not_a_list(combatants):
    _refused(base_state, "dakara", combatants, get_system("dakara").validate_sheet, None)


@systems
@pytest.mark.parametrize(
    "change",
    [
        {"id": 5},
        {"id": ["borek"]},
        {"id": ""},
        {"id": "x" * 65},
        {"name": 5},
        {"name": None},
        {"name": ["Bořek"]},
        {"name": "Bořek\nHrabal"},
        {"name": "x" * (MAX_NAME + 1)},
        {"name": " "},
        {"side": "gm"},
        {"side": ["pc"]},
        {"hidden": "yes"},
        {"hidden": 1},
        {"alias": 5},
        {"alias": ["Muž"]},
        {"conditions": "Jed"},
        {"conditions": {"name": "Jed"}},
        {"conditions": ["Jed"]},
        {"conditions": [{"remaining": 3}]},
        {"conditions": [{"name": "Jed"}]},
        {"conditions": [{"name": "Jed", "remaining": "3"}]},
        {"conditions": [{"name": "Jed", "remaining": True}]},
        {"conditions": [{"name": ["Jed"], "remaining": 3}]},
        {"conditions": [{"name": "Jed", "remaining": 3, "secret": "yes"}]},
        {"character_id": ["c1"]},
        {"character_id": True},
        {"group": 5},
    ],
)
def test_a_new_fight_refuses_a_combatant_of_the_wrong_shape(key, change):
    people = _people(key)
    people[1] = {**people[1], **change}
    given = copy.deepcopy(people)
    _refused(get_encounter(key).new_encounter, people)
    assert people == given


@systems
def test_a_new_fight_takes_a_combatant_with_its_conditions_and_alias(key):
    people = _people(key)
    people[1].update(
        name="  Stráž u brány ",
        alias=" Muž ",
        conditions=[{"name": " Jed ", "remaining": 2, "secret": True}],
        character_id=None,
    )
    state = get_encounter(key).new_encounter(people)
    record = state["combatants"]["straz"]
    assert (record["name"], record["alias"]) == ("Stráž u brány", "Muž")
    assert record["conditions"][0]["name"] == "Jed"
    assert record["conditions"][0]["secret"] is True
    assert _public_conditions(key, state, "straz") == []


def test_make_combatant_names_use_the_one_name_check():
    raw = {"id": "a", "name": "Bo\u2028řek", "side": "pc", "sheet": {}}
    error = _refused(make_combatant, raw, lambda sheet: sheet)
    assert "U+2028" in str(error)
    raw["name"] = "  \u202eBořek "  # an override would reorder the text shown after it
    assert "U+202E" in str(_refused(make_combatant, raw, lambda sheet: sheet))
    raw["name"] = "\u200b\ufeff"
    assert "visible" in str(_refused(make_combatant, raw, lambda sheet: sheet))


# -- a state that is no fight -------------------------------------------------------------
def _broken_states(key: str) -> list:
    state = _fight(key)

    def without(name):
        return {k: v for k, v in state.items() if k != name}

    def changed(**values):
        return {**copy.deepcopy(state), **values}

    def record(**values):
        broken = copy.deepcopy(state)
        broken["combatants"]["straz"].update(values)
        return broken

    return [
        None,
        {},
        [],
        "fight",
        5,
        without("combatants"),
        without("status"),
        without("view"),
        without("round"),
        without("options"),
        changed(combatants=[]),
        changed(combatants=None),
        changed(combatants={"straz": "Stráž"}),
        changed(combatants={"straz": None}),
        changed(status="over"),
        changed(status=None),
        changed(status=["running"]),
        changed(round="1"),
        changed(round=True),
        changed(round=-1),
        changed(current=["straz"]),
        changed(current=5),
        changed(order="straz"),
        changed(view=None),
        changed(view="band"),
        changed(view={"pc": "band"}),
        changed(view={**state["view"], "initiative": "yes"}),
        changed(view={**state["view"], "secret_conditions": "Jed"}),
        changed(options=None),
        changed(settings=[]),
        changed(system=None),
        record(name=5),
        record(name=None),
        record(id="jiny"),
        record(side="gm"),
        record(hidden="no"),
        record(sheet=None),
        record(alias=5),
        record(conditions="Jed"),
        record(conditions=[{"name": "Jed", "remaining": "3"}]),
        record(conditions=[{"name": 5, "remaining": 3}]),
        record(conditions=[{"remaining": 3}]),
        record(conditions=["Jed"]),
        record(conditions=[{"name": "Jed", "remaining": 3, "secret": "yes"}]),
        record(sheet={"set": {1, 2}}),  # not JSON: refused when copied
    ]


@systems
def test_act_refuses_a_state_that_is_no_fight(key):
    actions = [
        {"type": "alias", "target": "straz", "alias": "Muž"},
        {"type": "condition", "target": "straz", "name": "Jed", "rounds": 2},
        {"type": "view", "view": {"pc": "nothing"}},
        {"type": "hide", "target": "straz"},
        {"type": "finish"},
    ]
    for number, state in enumerate(_broken_states(key)):
        for action in actions:
            snapshot = copy.deepcopy(state)
            with pytest.raises(RuleError) as info:
                get_encounter(key).act(state, action)
            assert info.value.text.cs.strip() and info.value.text.en.strip(), number
            assert state == snapshot, number


def test_check_state_can_insist_on_the_system():
    state = _fight("dakara")
    assert check_state(state, "dakara") is state
    assert "d20" in str(_refused(check_state, state, "d20"))
    handlers = common_handlers()
    action = {"type": "alias", "target": "straz", "alias": "Muž"}
    _refused(dispatch, state, action, handlers, None, "clovek")
    assert dispatch(state, action, handlers, None, "dakara").state["combatants"]["straz"]["alias"]


def test_the_public_view_base_refuses_a_state_that_is_no_fight():
    # the last one (a set in a sheet) is JSON's to refuse: the public view never copies sheets
    for number, state in enumerate(_broken_states("dakara")[:-1]):
        with pytest.raises(RuleError):
            public_base(state, [], lambda record: {})
        assert number >= 0


# -- odd actions between valid ones -------------------------------------------------------
_COMMON_TYPES = ["condition", "end_condition", "reveal", "hide", "alias", "view", "finish"]
_COMMON_KEYS = ["type", "target", "name", "rounds", "secret", "alias", "view"]
_IDS = ["borek", "straz", "vrah"]


def _valid_steps() -> st.SearchStrategy:
    target = st.sampled_from(_IDS)
    name = st.sampled_from(["Jed", "Kletba", "Omráčen"])
    return st.one_of(
        st.builds(
            lambda t, n, r, s: {
                "type": "condition",
                "target": t,
                "name": n,
                "rounds": r,
                "secret": s,
            },
            target,
            name,
            st.integers(1, 3),
            st.booleans(),
        ),
        st.builds(lambda t, n: {"type": "end_condition", "target": t, "name": n}, target, name),
        st.builds(lambda t: {"type": "reveal", "target": t}, target),
        st.builds(lambda t: {"type": "hide", "target": t}, target),
        st.builds(
            lambda t, a: {"type": "alias", "target": t, "alias": a},
            target,
            st.sampled_from([None, "", "Muž v plášti", "Stín"]),
        ),
        st.builds(
            lambda pc, npc, i, s: {
                "type": "view",
                "view": {"pc": pc, "npc": npc, "initiative": i, "secret_conditions": s},
            },
            st.sampled_from(["numbers", "band", "nothing"]),
            st.sampled_from(["band", "nothing"]),
            st.booleans(),
            st.lists(name, max_size=2),
        ),
    )


@systems
@settings(
    max_examples=100,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    steps=st.lists(
        st.tuples(_valid_steps(), odd_actions(_COMMON_TYPES, _COMMON_KEYS, _IDS)),
        min_size=1,
        max_size=12,
    )
)
def test_odd_common_actions_between_valid_ones_are_refused_or_valid(key, steps):
    module = get_encounter(key)
    state = _fight(key)
    for valid, odd in steps:
        state = check_step(module, state, valid) or state
        state = check_step(module, state, odd) or state


@settings(max_examples=400, derandomize=True, deadline=None)
@given(
    field=st.sampled_from(["id", "name", "side", "hidden", "alias", "conditions", "group"]),
    value=odd_values(_IDS),
)
def test_odd_combatant_fields_are_refused_or_taken(field, value):
    raw = {"id": "a", "name": "A", "side": "pc", "sheet": {}, field: value}
    snapshot = repr(raw)
    try:
        record = make_combatant(raw, lambda sheet: dict(sheet))
    except RuleError as error:
        assert error.text.cs.strip() and error.text.en.strip()
    else:
        assert json.loads(json.dumps(record)) == record
        state = base_state("x", [], lambda sheet: sheet, None)
        check_state({**state, "combatants": {record["id"]: record}})
    assert repr(raw) == snapshot


@pytest.mark.parametrize("cid", [["straz"], {"id": "straz"}, 5, {1, 2}])
def test_the_shared_steps_refuse_an_id_that_is_not_text(cid):
    state = _fight("dakara")
    for call in (set_current, acted):
        args = (state, cid) if call is set_current else (state, cid, [])
        _refused(call, *args)
    set_current(state, "straz")
    assert state["current"] == state["public_current"] == "straz"
    set_current(state, None)
    assert state["current"] is state["public_current"] is None
