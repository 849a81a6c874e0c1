"""What is not a d20 fight is refused in words: arguments of ``new_encounter`` of the wrong
shape, and states that reach ``act`` or ``public_view`` damaged (read back from a file,
say): a RuleError in both languages, the argument unchanged, never a TypeError or
KeyError."""

from __future__ import annotations

import copy
from collections.abc import Callable

import pytest
from support.d20_fights import fighter, monster, run, started  # tests/ on the path

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.d20.encounter import act, new_encounter, public_view

DEFAULT = (("pc", 10), ("orc", 15), ("wolf", 5))


def people() -> list[dict]:
    return [
        {"id": "a", "name": "A", "side": "pc", "sheet": fighter()},
        {"id": "b", "name": "B", "side": "npc", "sheet": monster()},
    ]


def assert_refused(call: Callable, *args, **kwargs) -> RuleError:
    before = copy.deepcopy(args)
    with pytest.raises(RuleError) as caught:
        call(*args, **kwargs)
    assert caught.value.text.cs.strip() and caught.value.text.en.strip()
    assert args == before
    return caught.value


# -- new_encounter ------------------------------------------------------------------------
@pytest.mark.parametrize("combatants", [None, "ab", 5, {"a": 1}, [5], [None], [["a"]]])
def test_combatants_that_are_no_list_of_records_are_refused(combatants):
    assert_refused(new_encounter, combatants)


@pytest.mark.parametrize(
    ("settings", "options"),
    [
        ([1], {}),
        ("initiative_roll_off", {}),
        ({"initiative_roll_off": "yes"}, {}),
        ({"no_such_setting": True}, {}),
        (None, {"view": "band"}),
        (None, {"view": ["pc", "band"]}),
        (None, {"view": {"pc": "everything"}}),
        (None, {"reveal_on_act": "yes"}),
        (None, {"reveal_on_act": 1}),
        (None, {"anything": {1, 2}}),
    ],
)
def test_settings_and_options_of_the_wrong_shape_are_refused(settings, options):
    assert_refused(new_encounter, people(), settings, **options)


@pytest.mark.parametrize("roll", ["7", 0, 21, 7.0, [7], True])
def test_an_entered_initiative_that_is_no_d20_is_refused(roll):
    raw = people()
    raw[0]["initiative"] = roll
    assert_refused(new_encounter, raw)


def test_a_prepared_fight_comes_from_good_arguments():
    state = new_encounter(people(), {"initiative_roll_off": False}, view={"initiative": True})
    assert state["settings"] == {"initiative_roll_off": False}
    assert state["view"]["initiative"] is True
    assert public_view(state)["status"] == "prepared"


# -- damaged states -----------------------------------------------------------------------
def _set(path: tuple, value) -> Callable[[dict], None]:
    def change(state: dict) -> None:
        where = state
        for key in path[:-1]:
            where = where[key]
        where[path[-1]] = value

    return change


def _drop(path: tuple) -> Callable[[dict], None]:
    def change(state: dict) -> None:
        where = state
        for key in path[:-1]:
            where = where[key]
        del where[path[-1]]

    return change


ORC = ("combatants", "orc")
SHEET = (*ORC, "sheet")
DAMAGE = {
    "system": _set(("system",), "dakara"),
    "no combatants": _drop(("combatants",)),
    "combatants a list": _set(("combatants",), []),
    "status": _set(("status",), "paused"),
    "round as text": _set(("round",), "1"),
    "round negative": _set(("round",), -1),
    "order as text": _set(("order",), "orc"),
    "order unknown id": _set(("order",), ["orc", "pc", "wolf", "ghost"]),
    "order twice": _set(("order",), ["orc", "orc", "pc", "wolf"]),
    "order unhashable": _set(("order",), [["orc"], "pc", "wolf"]),
    "current unknown": _set(("current",), "ghost"),
    "current unhashable": _set(("current",), ["orc"]),
    "current not in order": _set(("order",), ["pc", "wolf"]),
    "view missing": _drop(("view",)),
    "view pc": _set(("view", "pc"), "all"),
    "view initiative": _set(("view", "initiative"), "yes"),
    "view secret as text": _set(("view", "secret_conditions"), "Slow"),
    "record not a record": _set(ORC, "orc"),
    "record id": _set((*ORC, "id"), "pc"),
    "record name": _set((*ORC, "name"), 5),
    "record side": _set((*ORC, "side"), "gm"),
    "record hidden": _set((*ORC, "hidden"), "no"),
    "record alias": _set((*ORC, "alias"), ["Maska"]),
    "record character id": _set((*ORC, "character_id"), {"id": 1}),
    "conditions as text": _set((*ORC, "conditions"), "Slow"),
    "condition not a record": _set((*ORC, "conditions"), ["Slow"]),
    "condition remaining text": _set((*ORC, "conditions"), [{"name": "Slow", "remaining": "2"}]),
    "condition remaining bool": _set((*ORC, "conditions"), [{"name": "Slow", "remaining": True}]),
    "condition name list": _set((*ORC, "conditions"), [{"name": ["Slow"], "remaining": 2}]),
    "condition without name": _set((*ORC, "conditions"), [{"remaining": 2}]),
    "condition ends": _set((*ORC, "conditions"), [{"name": "S", "remaining": 2, "ends": 1}]),
    "condition of": _set((*ORC, "conditions"), [{"name": "S", "remaining": 2, "of": ["pc"]}]),
    "condition secret": _set((*ORC, "conditions"), [{"name": "S", "remaining": 2, "secret": 1}]),
    "sheet missing": _drop(SHEET),
    "sheet not a record": _set(SHEET, "monster"),
    "sheet kind": _set((*SHEET, "kind"), "dragon"),
    "sheet stamina text": _set((*SHEET, "stamina"), "3"),
    "sheet wounds missing": _drop((*SHEET, "wounds")),
    "sheet conditions text": _set((*SHEET, "conditions"), "dead"),
    "sheet condition unknown": _set((*SHEET, "conditions"), ["asleep"]),
    "sheet condition unhashable": _set((*SHEET, "conditions"), [["dead"]]),
    "sheet saves": _set((*SHEET, "pending_saves"), [["stun"]]),
    "sheet save dc text": _set((*SHEET, "pending_saves"), [["stun", "9"]]),
    "sheet dex text": _set((*SHEET, "dex_modifier"), "1"),
    "initiative missing": _drop(("initiative", "orc")),
    "initiative total text": _set(("initiative", "orc", "total"), "15"),
    "initiative roll-offs": _set(("initiative", "orc", "roll_offs"), "3"),
    "initiative not a record": _set(("initiative", "orc"), 15),
    "waiting unknown id": _set(("waiting", "ghost"), {"kind": "delay", "round": 1}),
    "waiting not a record": _set(("waiting", "pc"), "delay"),
    "waiting kind": _set(("waiting", "pc"), {"kind": "sleep", "trigger": None, "round": 1}),
    "waiting round": _set(("waiting", "pc"), {"kind": "delay", "trigger": None, "round": "1"}),
    "waiting before": _set(
        ("waiting", "pc"), {"kind": "delay", "trigger": None, "round": 1, "before": 5}
    ),
    "waiting key": _set(("waiting", 5), {"kind": "delay", "trigger": None, "round": 1}),
    "turns": _set(("turns", "orc"), "maybe"),
    "turns list": _set(("turns",), ["orc"]),
    "settings a list": _set(("settings",), ["initiative_roll_off"]),
}


@pytest.mark.parametrize("damage", list(DAMAGE), ids=list(DAMAGE))
def test_a_damaged_state_is_refused_in_words_by_act_and_the_player_view(damage):
    state = started(*DEFAULT)
    DAMAGE[damage](state)
    for action in ({"type": "next"}, {"type": "damage", "target": "pc", "amount": 1}):
        assert_refused(act, state, action)
    assert_refused(public_view, state)


@pytest.mark.parametrize("state", [None, [], "fight", 5, {}, {"system": "d20"}])
def test_what_is_no_state_at_all_is_refused(state):
    assert_refused(act, state, {"type": "next"})
    assert_refused(public_view, state)


@pytest.mark.parametrize(
    "change",
    [
        _set((*SHEET, "hit_points"), "10"),
        _set((*SHEET, "size"), "planet"),
        _drop((*SHEET, "size")),
        _set((*SHEET, "con"), [12]),
        _set((*SHEET, "hit_points"), -5),
    ],
)
def test_a_sheet_that_gives_no_maxima_is_refused_where_they_are_needed(change):
    state = started(*DEFAULT)
    change(state)
    assert_refused(public_view, state)
    assert_refused(act, state, {"type": "damage", "target": "orc", "amount": 1})


def test_a_damaged_character_sheet_too():
    state = started(*DEFAULT)
    state["combatants"]["pc"]["sheet"]["classes"] = [{"class": "fighter", "levels": "1"}]
    assert_refused(public_view, state)
    state["combatants"]["pc"]["sheet"]["classes"] = "fighter"
    assert_refused(public_view, state)


def test_a_state_as_the_fight_keeps_it_passes():
    state = run(
        started(*DEFAULT),
        {"type": "condition", "target": "pc", "name": "Slow", "rounds": 2, "secret": True},
        {"type": "delay", "id": "orc"},
        {"type": "next"},
        {"type": "alias", "target": "wolf", "alias": "Stín"},
    ).state
    assert public_view(state)["current"] == "wolf"
    assert act(state, {"type": "resume", "id": "orc"}).state["current"] == "orc"
