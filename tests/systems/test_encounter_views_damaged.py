"""A stored fight damaged in one place (a key taken out, a value of the wrong type), shown
by each system's ``public_view``, ``gm_rows`` and ``pending``: a result, or a RuleError in
both languages, never a KeyError or a TypeError (issue 39, item 6: ``act`` refused such a
state in words while the views crashed on it). Deterministic: ``derandomize=True``."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.d20_fights import fighter, monster  # tests/ on the path
from support.fuzz import odd_values

from campaign_manager.systems import clovek, dakara
from campaign_manager.systems.clovek import encounter as clovek_fight
from campaign_manager.systems.common import RuleError
from campaign_manager.systems.d20 import encounter as d20_fight
from campaign_manager.systems.dakara import encounter as dakara_fight


def _dakara_sheet(rating: int) -> dict:
    sheet = dakara.new_sheet()
    sheet["skills"]["Boj zblízka"] = {"rating": rating}
    return dakara.validate_sheet(sheet)


def _clovek_sheet(**attributes) -> dict:
    sheet = clovek.new_sheet()
    sheet["attributes"].update(attributes)
    return clovek.validate_sheet(sheet)


def _run(module, state: dict, actions: list[dict]) -> dict:
    for action in actions:
        state = module.act(state, action, random.Random(0)).state
    return state


def _dakara() -> list[dict]:
    state = dakara_fight.new_encounter(
        [
            {"id": "borek", "name": "Bořek", "side": "pc", "sheet": _dakara_sheet(3)},
            {"id": "straz", "name": "Stráž", "side": "npc", "sheet": _dakara_sheet(2)},
            {
                "id": "vrah",
                "name": "Vrah",
                "side": "npc",
                "sheet": _dakara_sheet(2),
                "hidden": True,
            },
        ]
    )
    declared = _run(
        dakara_fight,
        state,
        [
            {"type": "start"},
            {"type": "declare", "id": "borek", "action": "melee_attack", "target": "straz"},
            {"type": "damage", "target": "straz", "amount": 3},
            {"type": "condition", "target": "straz", "name": "Oslepen", "rounds": 2},
        ],
    )
    resolving = _run(dakara_fight, declared, [{"type": "resolve"}])
    return [state, declared, resolving]


def _d20() -> list[dict]:
    state = d20_fight.new_encounter(
        [
            {"id": "hero", "name": "Hero", "side": "pc", "sheet": fighter()},
            {"id": "orc", "name": "Zloduch", "side": "npc", "sheet": monster(hit_points=20)},
            {"id": "ambush", "name": "Stin", "side": "npc", "sheet": monster(), "hidden": True},
        ],
        view={"initiative": True},
    )
    started = _run(d20_fight, state, [{"type": "start"}])
    hurt = _run(
        d20_fight,
        started,
        [
            {"type": "damage", "target": "hero", "amount": 30, "critical": True},
            {"type": "condition", "target": "orc", "name": "Omráčen", "rounds": 2},
        ],
    )
    return [state, started, hurt]


def _clovek() -> list[dict]:
    cast = [
        {"id": "pc1", "name": "Iva", "side": "pc", "sheet": _clovek_sheet(vyrovnanost=3)},
        {"id": "n1", "name": "Kapitán", "side": "npc", "sheet": _clovek_sheet(konstituce=3)},
        {"id": "h1", "name": "Stín", "side": "npc", "sheet": _clovek_sheet(), "hidden": True},
    ]
    state = clovek_fight.new_encounter(cast, kind="physical")
    started = _run(clovek_fight, state, [{"type": "start"}])
    return [state, started]


SYSTEMS = {"dakara": (dakara_fight, _dakara()), "d20": (d20_fight, _d20())}
SYSTEMS["clovek"] = (clovek_fight, _clovek())
ODD = odd_values(["borek", "straz", "hero", "orc", "pc1", "n1"]).filter(
    lambda v: json.loads(json.dumps(v)) == v if _is_json(v) else False
)


def _is_json(value) -> bool:
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return False
    return True


def _paths(value, path: tuple = ()) -> list[tuple]:
    found = [path] if path else []
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*path, index))
    return found


def _damaged(state: dict, path: tuple, odd, delete: bool) -> dict:
    damaged = copy.deepcopy(state)
    holder = damaged
    for key in path[:-1]:
        holder = holder[key]
    if delete:
        del holder[path[-1]]
    else:
        holder[path[-1]] = odd
    return damaged


def _shown_or_refused(call, state: dict) -> None:
    try:
        call(state)
    except RuleError as error:
        assert error.text.cs.strip() and error.text.en.strip()


@pytest.mark.parametrize("system", list(SYSTEMS))
@settings(
    max_examples=150,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_a_damaged_fight_is_shown_or_refused_in_words(system, data):
    module, states = SYSTEMS[system]
    state = data.draw(st.sampled_from(states))
    paths = _paths(state)
    outside = [p for p in paths if "sheet" not in p]  # most places are in the sheets
    path = data.draw(st.sampled_from(outside if data.draw(st.booleans()) else paths))
    delete = data.draw(st.integers(0, 3)) == 0
    damaged = _damaged(state, path, None if delete else data.draw(ODD), delete)
    for call in (module.public_view, module.gm_rows, module.pending):
        _shown_or_refused(call, damaged)


@pytest.mark.parametrize(
    ("system", "path"),
    [
        ("dakara", ("combatants", "straz", "pending")),
        ("dakara", ("combatants", "borek", "intent")),
        ("dakara", ("phase",)),
        ("d20", ("combatants", "hero", "sheet")),
        ("d20", ("order",)),
        ("clovek", ("combatants", "pc1", "sheet")),
        ("clovek", ("combatants", "pc1", "banks")),
    ],
)
@pytest.mark.parametrize("call", ["public_view", "gm_rows", "pending"])
def test_a_key_taken_out_is_refused_in_words(system, path, call):
    module, states = SYSTEMS[system]
    damaged = _damaged(states[-1], path, None, delete=True)
    _shown_or_refused(getattr(module, call), damaged)
