"""The Střety encounter's contract on bad input: every malformed state or action reaching
``act``, ``new_encounter``, ``public_view`` (and the GM's views) is refused with a
RuleError in both languages, never a TypeError, KeyError or AttributeError, and what it
was given is left as it was. Pure, no Qt."""

import copy
import json
import math

import pytest

from campaign_manager.systems.clovek.encounter import (
    act,
    gm_detail,
    gm_rows,
    gm_summary,
    new_encounter,
    pending,
    public_view,
)
from campaign_manager.systems.clovek.sheet import new_sheet, validate_sheet
from campaign_manager.systems.common import RuleError


def fighter(cid, name, side="npc", **extra):
    return {"id": cid, "name": name, "side": side, "sheet": validate_sheet(new_sheet()), **extra}


def party():
    return [fighter("borek", "Bořek", "pc"), fighter("straz", "Stráž"), fighter("iva", "Iva", "pc")]


def run(state, *actions):
    for action in actions:
        state = act(state, action).state
    return state


def rich_state():
    """A slow conflict interrupted by a fight in its act phase, a bonus action given, a
    condition on: every part of the state holds something."""
    state = new_encounter(party(), kind="social_slow", round_length=60)
    state = run(
        state,
        {"type": "start"},
        {"type": "condition", "target": "straz", "name": "Zmatek", "rounds": 3,
         "banks": {"social": -1}, "no_refill": ["mental"]},
        {"type": "interrupt", "kind": "physical"},
        {"type": "initiative", "id": "borek", "faces": [4]},
        {"type": "bonus", "id": "iva", "actions": [{"how": "speaking"}]},
        {"type": "next"},
    )  # fmt: skip
    assert state["phase"] == "act" and len(state["conflicts"]) == 2
    return state


def refused(call, *args):
    before = copy.deepcopy(args)
    dumped = [json.dumps(a, sort_keys=True, default=repr) for a in args]
    with pytest.raises(RuleError) as info:
        call(*args)
    assert info.value.text.cs.strip() and info.value.text.en.strip()
    assert info.value.text.cs != info.value.text.en
    assert list(args) == list(before)
    assert [json.dumps(a, sort_keys=True, default=repr) for a in args] == dumped
    return info.value


def _set(path, value):
    def change(state):
        *where, last = path
        target = state
        for key in where:
            target = target[key]
        target[last] = value

    return change


def _delete(path):
    def change(state):
        *where, last = path
        target = state
        for key in where:
            target = target[key]
        del target[last]

    return change


BORK = ("combatants", "borek")
SHEET = (*BORK, "sheet")
DAMAGE = {
    "system": _set(("system",), "d20"),
    "round text": _set(("round",), "1"),
    "round negative": _set(("round",), -1),
    "status": _set(("status",), "paused"),
    "phase": _set(("phase",), "dance"),
    "combatants list": _set(("combatants",), []),
    "combatant number": _set(BORK, 5),
    "combatant id": _set((*BORK, "id"), "straz"),
    "name": _set((*BORK, "name"), 5),
    "side": _set((*BORK, "side"), "gm"),
    "hidden": _set((*BORK, "hidden"), "no"),
    "alias": _set((*BORK, "alias"), ["Stín"]),
    "conditions": _set((*BORK, "conditions"), "Zmatek"),
    "condition": _set(("combatants", "straz", "conditions", 0), 5),
    "condition rounds": _set(("combatants", "straz", "conditions", 0, "remaining"), "3"),
    "condition banks": _set(("combatants", "straz", "conditions", 0, "banks"), {"luck": 1}),
    "condition refill": _set(("combatants", "straz", "conditions", 0, "no_refill"), "mental"),
    "condition secret": _set(("combatants", "straz", "conditions", 0, "secret"), "yes"),
    "banks": _delete((*BORK, "banks")),
    "bank text": _set((*BORK, "banks", "physical"), "3"),
    "bank huge": _set((*BORK, "banks", "physical"), 10**6),
    "sheet": _set(SHEET, None),
    "attributes": _delete((*SHEET, "attributes")),
    "attribute": _set((*SHEET, "attributes", "obratnost"), "3"),
    "scar": _set((*SHEET, "scars", "torso"), 5),
    "scars": _set((*SHEET, "scars"), []),
    "burned": _set((*SHEET, "burned"), None),
    "critical": _set((*SHEET, "critical"), "head"),
    "dominant": _set((*SHEET, "dominant"), "up"),
    "current": _set(("current",), "nobody"),
    "current number": _set(("current",), 5),
    "public current": _set(("public_current",), ["borek"]),
    "settings": _set(("settings",), []),
    "options": _set(("options",), 5),
    "view": _set(("view",), None),
    "view pc": _set(("view", "pc"), "all"),
    "view secret": _set(("view", "secret_conditions"), "Zmatek"),
    "view initiative": _set(("view", "initiative"), "yes"),
    "conflicts empty": _set(("conflicts",), []),
    "conflict": _set(("conflicts", 0), 5),
    "conflict kind": _set(("conflicts", 1, "kind"), "chess"),
    "round length": _set(("conflicts", 1, "round_length"), 0),
    "fixed order": _set(("conflicts", 1, "fixed_order"), "borek"),
    "progress": _set(("conflicts", 1, "progress"), -1),
    "saved on top": _set(("conflicts", 1, "saved"), {}),
    "no saved round": _set(("conflicts", 0, "saved"), None),
    "saved round": _delete(("conflicts", 0, "saved", "order")),
    "saved turn": _set(("conflicts", 0, "saved", "turn"), "1"),
    "saved current": _set(("conflicts", 0, "saved", "current"), 5),
    "kind": _set(("kind",), "mental"),
    "stack": _set(("stack",), ["physical"]),
    "order": _set(("order",), "borek"),
    "actions": _set(("actions",), []),
    "action id": _set(("actions", 0, "id"), "nobody"),
    "action bonus": _set(("actions", 0, "bonus"), -1),
    "action": _set(("actions", 0), None),
    "turn": _set(("turn",), 99),
    "turn text": _set(("turn",), "0"),
    "initiatives": _set(("initiatives",), []),
    "initiative": _set(("initiatives", "borek", "value"), "x"),
    "initiative faces": _set(("initiatives", "borek", "faces"), [10]),
    "bonus": _set(("bonus",), {"iva": "1"}),
    "bonus ways": _set(("bonus_actions",), {"iva": [{"how": "flying"}]}),
    "bonus ways list": _set(("bonus_actions",), {"iva": 5}),
    "bonus way penalty": _set(("bonus_actions", "iva", 0, "penalty"), "−2"),
    "fast influence": _set(("fast_influence",), "borek"),
    "tie order": _set(("tie_order",), [1]),
    "fresh": _set(("fresh",), "no"),
    **{f"no {key}": _delete((key,)) for key in (
        "system", "round", "status", "current", "public_current", "order", "phase",
        "combatants", "settings", "options", "view", "kind", "round_length",
        "initiative_mode", "stack", "conflicts", "actions", "turn", "initiatives", "bonus",
        "tie_order", "fresh",
    )},
}  # fmt: skip


@pytest.mark.parametrize("damage", list(DAMAGE), ids=str)
def test_a_damaged_state_is_refused_in_words_everywhere_and_left_as_it_was(damage):
    state = rich_state()
    DAMAGE[damage](state)
    error = refused(act, state, {"type": "next"})
    assert error.code == "state"
    refused(act, state, {"type": "wound", "target": "straz", "scar": "torso", "severity": "stun"})
    refused(public_view, state)
    refused(gm_rows, state)
    refused(gm_summary, state)
    refused(gm_detail, state, "straz")
    refused(pending, state)


@pytest.mark.parametrize("state", [None, [], "fight", 5, {}, {"system": "clovek"}], ids=repr)
def test_what_is_no_state_at_all_is_refused(state):
    refused(act, state, {"type": "start"})
    refused(public_view, state)


def test_the_rich_state_itself_is_fine_and_a_fight_saved_before_the_new_keys_too():
    state = rich_state()
    assert public_view(state)["stack"] == ["social_slow", "physical"]
    for key in ("bonus_actions", "fast_influence"):
        del state[key]
        del state["conflicts"][0]["saved"][key]
    gm_rows(state)
    state = run(state, {"type": "next"}, {"type": "next"}, {"type": "next"})
    back = run(state, {"type": "end_conflict"})
    assert back["stack"] == ["social_slow"] and back["bonus_actions"] == {}


# -- a new encounter ----------------------------------------------------------------------
NEW = {
    "combatants None": ((None,), {}),
    "combatants text": (("Bořek",), {}),
    "combatants record": (({"id": "borek"},), {}),
    "combatant None": (([None],), {}),
    "combatant number": (([5],), {}),
    "combatant no sheet": (([{"id": "a", "name": "A", "side": "pc"}],), {}),
    "combatant bad sheet": (([{**fighter("a", "A"), "sheet": {"attributes": {"sarm": 9}}}],), {}),
    "combatant hidden text": (([fighter("a", "A", hidden="yes")],), {}),
    "combatant alias number": (([fighter("a", "A", alias=5)],), {}),
    "combatant name newline": (([fighter("a", "A\nB")],), {}),
    "combatant conditions text": (([fighter("a", "A", conditions="Jed")],), {}),
    "combatant condition bank": (
        ([fighter("a", "A", conditions=[{"name": "Jed", "remaining": 2, "banks": {"x": 1}}])],),
        {},
    ),
    "combatant condition refill": (
        ([fighter("a", "A", conditions=[{"name": "Jed", "remaining": 2, "no_refill": "x"}])],),
        {},
    ),
    "combatant condition rounds": (
        ([fighter("a", "A", conditions=[{"name": "Jed", "remaining": "2"}])],),
        {},
    ),
    "combatant set": (([fighter("a", "A", tags={"x"})],), {}),
    "combatant tuple": (([fighter("a", "A", group_of=("x", "y"))],), {}),
    "combatant nan": (([fighter("a", "A", weight=math.nan)],), {}),
    "combatant banks": (([fighter("a", "A", banks="full")],), {}),
    "combatant bank": (([fighter("a", "A", banks={"physical": -1})],), {}),
    "two with one id": (([fighter("a", "A"), fighter("a", "B")],), {}),
    "kind list": ((party(),), {"kind": ["physical"]}),
    "kind": ((party(),), {"kind": "chess"}),
    "round length text": ((party(),), {"kind": "mental", "round_length": "60"}),
    "initiative list": ((party(),), {"kind": "mental", "round_length": 60, "initiative": [1]}),
    "initiative record": ((party(),), {"initiative": {"a": 1}}),
    "initiative physical": ((party(),), {"initiative": "none"}),
    "fixed order": ((party(),), {"kind": "mental", "round_length": 6, "fixed_order": "borek"}),
    "target value": ((party(),), {"kind": "mental", "round_length": 6, "target_value": 0}),
    "settings list": ((party(),), {"settings": [1]}),
    "settings tie rule": ((party(),), {"settings": {"tie_rule": "dice"}}),
    "view text": ((party(),), {"view": "band"}),
    "view secret text": ((party(),), {"view": {"secret_conditions": "Jed"}}),
    "view unknown": ((party(),), {"view": {"colour": "red"}}),
    "reveal text": ((party(),), {"reveal_on_act": "yes"}),
    "options set": ((party(),), {"extra": {1, 2}}),
}


@pytest.mark.parametrize("case", list(NEW), ids=str)
def test_a_new_encounter_refuses_odd_arguments_in_words(case):
    args, kwargs = NEW[case]
    before = copy.deepcopy((args, kwargs))
    with pytest.raises(RuleError) as info:
        new_encounter(*args, **kwargs)
    assert info.value.text.cs.strip() and info.value.text.en.strip()
    assert (args, kwargs) == before


# -- odd values in the Střety actions -------------------------------------------------------
ODD = [
    {"type": "tie_order", "ids": [["borek"]]},
    {"type": "tie_order", "ids": [{"a": 1}, "straz"]},
    {"type": "initiative", "id": "borek", "faces": "45"},
    {"type": "initiative", "id": "borek", "faces": [4.0]},
    {"type": "roll_initiative", "id": "borek", "dice": True},
    {"type": "bonus", "id": "iva", "actions": "speaking"},
    {"type": "bonus", "id": "iva", "actions": [None]},
    {"type": "bonus", "id": "iva", "actions": [{"how": ["speaking"]}]},
    {"type": "bonus", "id": "iva", "actions": [{"how": "second_hand", "hand": ["left"]}]},
    {"type": "bonus", "id": "iva", "count": "1"},
    {"type": "interrupt", "kind": "mental", "round_length": 1, "initiative": [1]},
    {"type": "interrupt", "kind": {"a": 1}},
    {"type": "interrupt", "kind": "mental", "round_length": 1.5},
    {"type": "end_conflict", "then": "physical"},
    {"type": "end_conflict", "then": {"kind": ["mental"]}},
    {"type": "shotgun", "target": "straz", "power": 3, "groups": 3},
    {"type": "shotgun", "target": "straz", "power": 3, "groups": [3], "faces": 7},
    {"type": "shotgun", "target": "straz", "power": 3, "groups": [True, 2]},
    {"type": "shotgun", "target": "straz", "power": 3.0},
    {"type": "shotgun", "target": "straz", "power": 10**9},
    {"type": "shotgun", "target": "straz", "power": -2},
    {"type": "aimed_wound", "target": "straz", "scar": "head", "ranged": "no"},
    {"type": "aimed_wound", "target": "straz", "scar": ["head"]},
    {"type": "hit_location", "target": "straz", "face": "7"},
    {"type": "hit_location", "target": "straz", "face": 7, "bystander": 1},
    {"type": "autofire", "burst": ["short"], "targets": ["straz"]},
    {"type": "autofire", "burst": "short", "targets": "straz"},
    {"type": "wound", "target": "straz", "scar": {"torso": 1}, "severity": "stun"},
    {"type": "wound", "target": "straz", "scar": "torso", "severity": ["stun"]},
    {"type": "wound", "target": "straz", "scar": "torso", "severity": "stun", "points": 2.0},
    {"type": "burn", "id": "borek", "scar": "torso", "feeling": "yes"},
    {"type": "burn", "id": "borek", "scar": "torso", "bank": ["physical"]},
    {"type": "condition", "target": "straz", "name": "Jed", "rounds": 2, "secret": "yes"},
    {"type": "condition", "target": "straz", "name": "Jed", "rounds": 2, "banks": [1]},
    {"type": "condition", "target": "straz", "name": "Jed", "rounds": 2, "no_refill": "mental"},
    {"type": "condition", "target": "straz", "name": ["Jed"], "rounds": 2},
    {"type": "spend", "id": "borek", "bank": {"physical"}, "dice": 1},
    {"type": "set_bank", "id": "borek", "bank": "physical", "dice": math.inf},
    {"type": "add", "combatant": fighter("vlk", "Vlk", conditions=[5])},
    {"type": "add", "combatant": fighter("vlk", "Vlk", tags=("a",))},
    {"type": "add", "combatant": [fighter("vlk", "Vlk")]},
    {"type": "social_attack", "target": "straz", "attack_skill": ["presence"]},
    {"type": "social_attack", "target": "straz", "attack_skill": "presence",
     "defence_skill": 0},
    {"type": "social_attack", "target": "straz", "attack_skill": "presence", "scar": "fear",
     "points": 1, "effect": ["rozkaz"]},
    {"type": "social_attack", "target": "straz", "attack_skill": "presence", "scar": "fear",
     "points": 1, "effect": "respekt", "toward": "A\\nB\n"},
    {"type": "social_attack", "target": "straz", "attack_skill": "presence", "scar": "fear",
     "points": 1, "bonus_action": "yes"},
    {"type": "slow_resolve", "attacks": "all"},
    {"type": "slow_resolve", "attacks": [5]},
    {"type": "slow_resolve", "attacks": [], "defenders": [["borek", 2]]},
    {"type": "slow_resolve", "attacks": [], "defenders": {"borek": "2"}},
    {"type": "progress", "add": 1.5},
    {"type": "remove", "id": ["borek"]},
]  # fmt: skip


@pytest.mark.parametrize("action", ODD, ids=lambda a: json.dumps(a, default=repr)[:60])
def test_odd_values_in_actions_are_refused_in_words_and_change_nothing(action):
    fight = rich_state()
    slow = run(new_encounter(party(), kind="social_slow", round_length=60), {"type": "start"})
    for state in (fight, slow):
        refused(act, state, action)
