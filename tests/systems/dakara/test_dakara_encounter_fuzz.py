"""Dakara's part of the odd-action property (tests/support/fuzz.py): a fight played by valid
steps (start, declare, resolve, attacks at declared targets, the next round, damage and
healing, conditions secret or not, hide and reveal, aliases, view settings, the system's own
actions), and between the valid steps odd actions. Every step ends in a RuleError in both
languages with the argument unchanged, or in a new plain-JSON state whose public view leaks
nothing (``check_step``). Deterministic: ``derandomize=True``."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.fuzz import (  # tests/ on the path
    assert_leak_free,
    check_step,
    odd_actions,
    odd_values,
)

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.dakara import encounter as module
from campaign_manager.systems.dakara import new_sheet, play, validate_sheet
from campaign_manager.systems.dakara.encounter_rules import data, remaining

#: every action type of Dakara's ``act`` and every key one of them reads
TYPES = [
    "start", "next", "resolve", "declare", "end_action", "free", "attack", "select",
    "spend", "brought_round", "damage", "heal", "add", "remove", "condition",
    "end_condition", "reveal", "hide", "alias", "view", "finish",
]  # fmt: skip
KEYS = [
    "id", "action", "target", "rounds", "text", "attacker", "defender", "attack_number",
    "defence_number", "weapon_damage", "armour_quality", "armour_coverage", "attack_roll",
    "defence_roll", "pool", "points", "amount", "targets", "source", "combatant", "name",
    "secret", "alias", "view",
]  # fmt: skip
ACTIONS = [
    "melee_attack", "ranged_attack", "cast_spell", "concentration", "full_defence",
    "ready_weapon", "load_bow", "help_ally", "stand_up", "load_light_crossbow",
    "load_heavy_crossbow", "use_skill",
]  # fmt: skip
CONDITIONS = ["Oslepen", "Otráven", "Tajná kletba"]
ALIASES = ["Muž v kápi", "Stín", "Cizinec"]


def sheet(rating: int = 2, size: str | None = None) -> dict:
    s = new_sheet()
    s["skills"]["Boj zblízka"] = {"rating": rating}
    s["skills"]["Fyzická zdatnost"] = {"rating": 1, "specialisations": {"Výdrž": 2}}
    s["skills"]["Ohnivá magie"] = {"rating": 2}
    if size:
        s = play.set_size(s, size).sheet
    return validate_sheet(s)


ROSTER = [
    {"id": "borek", "name": "Bořek Hrabal", "side": "pc", "sheet": sheet(3), "character_id": 7},
    {"id": "eliska", "name": "Eliška", "side": "pc", "sheet": sheet(2), "character_id": 8},
    {"id": "straz", "name": "Stráž", "side": "npc", "sheet": sheet(2)},
    {"id": "vrah", "name": "Vrah ve stínu", "side": "npc", "sheet": sheet(3), "hidden": True},
    {"id": "zlodej", "name": "Zloděj Kryštof", "side": "npc", "sheet": sheet(1), "alias": "Cizinec"},
    {"id": "pes", "name": "Tajný pes", "side": "npc", "sheet": sheet(0, "dog_or_child"),
     "hidden": True, "alias": "Stín"},
]  # fmt: skip

VIEWS = st.fixed_dictionaries(
    {
        "pc": st.sampled_from(["numbers", "band", "nothing"]),
        "npc": st.sampled_from(["band", "nothing"]),
        "secret_conditions": st.lists(st.sampled_from(CONDITIONS), max_size=2, unique=True),
    }
)


#: the ids a fight of this test can hold (the roster's and those added), for odd actions;
#: the strategies are built once (building one per step costs more than the step)
FIGHT_IDS = [c["id"] for c in ROSTER] + [f"x{n}" for n in range(1, 6)]
ODD_ACTIONS = odd_actions(TYPES, KEYS, FIGHT_IDS)
ODD_VALUES = odd_values(FIGHT_IDS)


def choice(draw, items: list):
    """One of ``items`` (cheaper than a new ``sampled_from`` for every list)."""
    return items[draw(st.integers(0, len(items) - 1))]


def _ids(state: dict) -> list[str]:
    return list(state["combatants"])


def _able(state: dict) -> list[str]:
    return [c for c, r in state["combatants"].items() if play.can_act(r["sheet"])]


_OTHER = [
    "damage", "damage", "heal", "condition", "condition", "end_condition", "reveal", "hide",
    "alias", "view", "end_action", "brought_round", "spend", "free", "select", "add",
    "remove_rarely", "damage_many", "huge_damage", "finish_rarely",
]  # fmt: skip
#: what the GM does next, by the phase: mostly the phase's own business
KINDS = {
    "prepared": st.sampled_from(["next"] * 4 + _OTHER),
    "declare": st.sampled_from(["declare"] * 10 + ["next"] * 5 + _OTHER),
    "resolve": st.sampled_from(["attack"] * 12 + ["next"] * 4 + _OTHER),
}
ACTION_KEYS = st.sampled_from(ACTIONS + ["melee_attack", "ranged_attack"] * 4)  # mostly attacks
CONDITION_NAMES = st.sampled_from(CONDITIONS)
ALIAS_VALUES = st.sampled_from([*ALIASES, None, ""])
POOLS = st.sampled_from(["vydrz", "vule"])
SIDES = st.sampled_from(["pc", "npc"])
ROLLS = st.one_of(st.none(), st.integers(1, 6))


def _undeclared(state: dict) -> list[str]:
    return [c for c in _able(state) if state["combatants"][c]["intent"] is None]


def _ready(state: dict) -> list[tuple[str, str]]:
    """(attacker, its declared target) for every attack that may resolve now."""
    combatants = state["combatants"]
    return [
        (cid, r["intent"]["target"])
        for cid, r in combatants.items()
        if r["intent"] is not None
        and r["intent"]["action"] in data()["attack_actions"]
        and r["intent"].get("target") in combatants
        and not r["attacked"]
        and (remaining(r["intent"]) is None or remaining(r["intent"]) <= 1)
        and play.can_act(r["sheet"])
    ]


def valid_action(draw, state: dict, added: list[int]) -> dict:
    """A step the GM could take now (the rules may still refuse it: a dying combatant's
    intent, a second free action…): phase-aware so that play goes deep."""
    ids = _ids(state)
    combatants = state["combatants"]
    phase = state["phase"] if state["round"] else "prepared"
    kind = draw(KINDS.get(phase, KINDS["prepared"]))
    if not ids:
        return {"type": "next"}
    if kind == "next" and draw(st.booleans()):
        # mostly not before everyone able has declared / every declared attack is resolved
        if phase == "declare" and _undeclared(state):
            kind = "declare"
        elif phase == "resolve" and _ready(state):
            kind = "attack"
    if kind == "next":
        return {"type": "next"}
    if kind == "declare":
        able = [c for c in _able(state) if c in ids] or ids
        undeclared = _undeclared(state)
        if not undeclared and draw(st.integers(0, 2)) and phase == "declare":
            return {"type": "next"}  # everyone has declared: mostly on to the resolution
        cid = choice(draw, undeclared if undeclared and draw(st.integers(0, 3)) else able)
        key = draw(ACTION_KEYS)
        others = [i for i in ids if i != cid]
        target = choice(draw, others) if others and draw(st.integers(0, 5)) else None
        action = {"type": "declare", "id": cid, "action": key, "target": target}
        if key == "cast_spell" and draw(st.booleans()):
            action["rounds"] = draw(st.integers(1, 3))
        if draw(st.integers(0, 12)) == 0:
            action["action"] = None  # withdraw
        return action
    if kind == "attack":
        ready = _ready(state)
        if not ready:  # every declared attack is resolved: the round goes on
            return {"type": "next"} if draw(st.booleans()) else {"type": "select", "id": None}
        attacker, defender = choice(draw, ready)
        return {
            "type": "attack",
            "attacker": attacker,
            "defender": defender,
            "attack_number": draw(st.integers(0, 8)),
            "defence_number": draw(st.integers(0, 8)),
            "attack_roll": draw(ROLLS),
            "defence_roll": draw(ROLLS),
            "weapon_damage": draw(st.integers(0, 4)),
            "armour_quality": draw(st.integers(0, 2)),
            "armour_coverage": draw(st.integers(0, 3)),
        }
    if kind in ("damage", "heal"):
        amount = draw(st.integers(0 if kind == "damage" else 1, 14))
        action = {"type": kind, "target": choice(draw, ids), "amount": amount}
        if draw(st.booleans()):
            action["source"] = choice(draw, ids)
        return action
    if kind == "damage_many":
        targets = draw(st.lists(st.integers(0, len(ids) - 1), min_size=1, max_size=3))
        return {
            "type": "damage",
            "targets": [{"target": ids[t], "amount": draw(st.integers(0, 9))} for t in targets],
        }
    if kind == "huge_damage":  # to the end of the kondice track and past it
        return {
            "type": "damage",
            "target": choice(draw, ids),
            "amount": draw(st.integers(9000, 10_000)),
        }
    if kind == "condition":
        action = {
            "type": "condition",
            "target": choice(draw, ids),
            "name": draw(CONDITION_NAMES),
            "rounds": draw(st.integers(1, 3)),
        }
        if draw(st.booleans()):
            action["secret"] = draw(st.booleans())
        return action
    if kind == "end_condition":
        held = [(c, e["name"]) for c, r in combatants.items() for e in r["conditions"]]
        if not held:
            return {"type": "next"}
        target, name = choice(draw, held)
        return {"type": "end_condition", "target": target, "name": name}
    if kind in ("reveal", "hide"):
        wanted = [c for c, r in combatants.items() if r["hidden"] == (kind == "reveal")]
        return {"type": kind, "target": choice(draw, wanted or ids)}
    if kind == "alias":
        value = draw(ALIAS_VALUES)
        return {"type": "alias", "target": choice(draw, ids), "alias": value}
    if kind == "view":
        return {"type": "view", "view": draw(VIEWS)}
    if kind == "end_action":
        under_way = [
            c
            for c, r in combatants.items()
            if r["intent"] is not None and (r["intent"]["rounds"] or 2) > 1
        ]
        return {"type": "end_action", "id": choice(draw, under_way or ids)}
    if kind == "brought_round":
        out = [c for c, r in combatants.items() if play.current(r["sheet"]) <= 0] or ids
        rounds = choice(draw, [None, 0, 1, 2, 3])
        return {"type": "brought_round", "id": choice(draw, out), "rounds": rounds}
    if kind == "spend":
        pool = draw(POOLS)
        return {"type": "spend", "id": choice(draw, ids), "pool": pool, "points": 1}
    if kind == "free":
        return {"type": "free", "id": choice(draw, ids), "text": "tasí dýku"}
    if kind == "select":
        return {"type": "select", "id": choice(draw, [None, *ids])}
    if kind == "add":
        added.append(len(added) + 1)
        number = added[-1]
        record = {
            "id": f"x{number}",
            "name": f"Posila {number}",
            "side": draw(SIDES),
            "sheet": sheet(draw(st.integers(0, 3))),
            "hidden": draw(st.booleans()),
        }
        if record["side"] == "npc" and draw(st.booleans()):
            record["alias"] = choice(draw, ALIASES)
        return {"type": "add", "combatant": record}
    if kind == "remove_rarely":
        if draw(st.integers(0, 3)):
            return {"type": "next"}
        return {"type": "remove", "id": choice(draw, ids)}
    # "finish_rarely": now and then the fight ends (then only the view and aliases change)
    if draw(st.integers(0, 29)) == 0:
        return {"type": "finish"}
    return {"type": "next"}


def odd_action(draw, state: dict) -> object:
    """An odd action: one from the shared harness (``odd_actions``) a quarter of the time,
    else a valid step of this moment with one or two fields made odd or left out (this
    reaches the checks behind the first one). A draw from ``odd_actions`` builds its
    strategies anew (about 10 ms), so the cheaper kind does most of the work."""
    if draw(st.integers(0, 3)) == 0:
        return draw(ODD_ACTIONS)
    action = dict(valid_action(draw, state, []))
    for _ in range(draw(st.integers(1, 2))):
        key = choice(draw, [k for k in action if k != "type"] or ["type"])
        if draw(st.integers(0, 5)) == 0:
            action.pop(key, None)
        else:
            action[key] = draw(ODD_VALUES)
    return action


def _places(value, text: str, path: tuple = ()) -> list[tuple]:
    """The paths in ``value`` (a public view) where the string ``text`` is."""
    if isinstance(value, dict):
        return [p for k, v in value.items() for p in _places(v, text, (*path, k))]
    if isinstance(value, list):
        return [p for i, v in enumerate(value) for p in _places(v, text, (*path, i))]
    return [path] if value == text else []


def _shown_as_a_name(path: tuple) -> bool:
    return path[:1] == ("combatants",) and (
        path[2:] == ("name",) or path[2:] == ("intent", "target_name")
    )


def step(state: dict, action, rng: random.Random) -> dict | None:
    """``check_step``, less one false alarm of its text search: a hidden combatant named or
    aliased like a word the view shows for something else (another's id, a band: "straz",
    "hurt") is no leak. Where such a word is a name or a target's name, it still is."""
    saved = rng.getstate()
    try:
        new = check_step(module, state, action, rng)
        if new is not None:  # what it asks, worked out from what the state before asked
            # a plain copy (check_step found the state plain JSON): worked out anew
            assert module.pending(new) == module.pending(json.loads(json.dumps(new))), action
        return new
    except AssertionError as error:
        what = error.args[0] if error.args else None
        if not (isinstance(what, tuple) and what[0] == "hidden name in the public view"):
            raise
        rng.setstate(saved)
        new = module.act(state, action, rng).state
        places = _places(module.public_view(new), what[1])
        if not places or any(_shown_as_a_name(p) for p in places):
            raise
        return new


def play_fight(data, steps: int) -> None:
    view = data.draw(VIEWS, label="view")
    state = module.new_encounter(ROSTER, view=view, reveal_on_act=data.draw(st.booleans()))
    rng = random.Random(data.draw(st.integers(0, 2**32 - 1), label="seed"))
    added: list[int] = []
    for _ in range(steps):
        state = step(state, valid_action(data.draw, state, added), rng) or state
        step(state, odd_action(data.draw, state), rng)  # a RuleError or a valid state


@settings(
    # 100 fights of 20 valid and odd steps, the same ones in every run (tests/conftest.py):
    # 200 took two minutes of a loaded suite for little more
    max_examples=100,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.data())
@pytest.mark.slow
def test_odd_actions_between_valid_steps_are_refused_in_words_or_make_a_valid_state(data):
    play_fight(data, 20)


# --- states that are not a Dakara fight's ------------------------------------------------
def _paths(value, path: tuple = ()) -> list[tuple]:
    """Every place in a state: the path to each value inside it."""
    found = [path] if path else []
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*path, index))
    return found


def damage_path(draw, state: dict) -> tuple:
    """A place to damage: half the time outside the sheets (most places are in them, and
    the fight reads few of those)."""
    paths = _paths(state)
    outside = [p for p in paths if "sheet" not in p]
    return choice(draw, outside if outside and draw(st.booleans()) else paths)


def _damage(state: dict, path: tuple, odd, delete: bool) -> dict:
    damaged = copy.deepcopy(state)
    holder = damaged
    for key in path[:-1]:
        holder = holder[key]
    if delete:
        del holder[path[-1]]
    else:
        holder[path[-1]] = odd
    return damaged


PROBES = [
    {"type": "next"},
    {"type": "declare", "id": "borek", "action": "melee_attack", "target": "straz"},
    {"type": "damage", "target": "straz", "amount": 3},
    {"type": "condition", "target": "eliska", "name": "Oslepen", "rounds": 2},
    {"type": "alias", "target": "straz", "alias": "Muž v kápi"},
    {"type": "spend", "id": "borek", "pool": "vule", "points": 1},
    {"type": "end_action", "id": "eliska"},
    {"type": "view", "view": {"pc": "numbers"}},
    {"type": "finish"},
]


@settings(
    max_examples=100,  # the same 100 damaged states in every run (tests/conftest.py)
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.data())
def test_a_damaged_state_is_refused_in_words_or_acted_on_never_a_crash(data):
    """A state reached by valid play with one place changed to an odd value or taken out:
    ``act`` (each probe) and ``public_view`` refuse it with a RuleError in both languages
    (the argument unchanged) or work on it, leaking nothing."""
    state = module.new_encounter(ROSTER, view=data.draw(VIEWS))
    rng = random.Random(0)
    added: list[int] = []
    for _ in range(data.draw(st.integers(0, 12))):
        state = step(state, valid_action(data.draw, state, added), rng) or state
    path = damage_path(data.draw, state)
    odd = data.draw(ODD_VALUES.filter(_plain_json))  # a state is JSON: it is stored so
    damaged = _damage(state, path, odd, delete=data.draw(st.integers(0, 4)) == 0)
    try:
        module.public_view(damaged)
    except RuleError as error:
        assert error.text.cs.strip() and error.text.en.strip()
    else:
        assert_leak_free(module, damaged)
    for probe in PROBES:
        try:
            step(damaged, probe, rng)
        except RuleError as error:
            # act took the state (what it reads is fine) and the new state's public view
            # refused a part of a sheet act does not read: in words, no crash
            assert error.text.cs.strip() and error.text.en.strip()
            assert path[:1] == ("combatants",) and "sheet" in path, path


def _plain_json(value) -> bool:
    try:
        return json.loads(json.dumps(value)) == value
    except (TypeError, ValueError):
        return False
