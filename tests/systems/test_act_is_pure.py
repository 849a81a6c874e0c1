"""A system's ``act(state, action, rng)`` depends on its arguments only: called in any
order, on the states of a fight or on copies of them, it gives the same outcomes, and it
leaves no trace in the rules' modules (no record of the states it made or checked)."""

from __future__ import annotations

import contextlib
import copy
import importlib
import pkgutil
import random
from types import ModuleType

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from systems.test_encounter_copy_on_write import _fight, _steps  # tests/ on the path

import campaign_manager.systems
from campaign_manager.systems import get_encounter, system_keys
from campaign_manager.systems.common import RuleError


def _outcome(module, state, action, seed: int) -> str:
    """What ``act`` gives, as text (a NaN an odd action put in is equal to itself so)."""
    try:
        outcome = module.act(state, action, random.Random(seed))
    except RuleError as error:
        return repr(("refused", error.code, error.text))
    return repr((dict(outcome.state), outcome.events, outcome.prompts))


@pytest.mark.parametrize("key", system_keys())
@settings(
    max_examples=25,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data(), steps=st.lists(_steps(), min_size=1, max_size=12))
def test_act_in_any_order_on_copies_gives_the_same_outcomes(key, data, steps):
    module = get_encounter(key)
    state = _fight(key)
    calls = []  # (the state acted on, the action, the seed, the outcome in the fight's order)
    for number, action in enumerate(steps):
        calls.append((state, action, number, _outcome(module, state, action, number)))
        with contextlib.suppress(RuleError):  # refused: the fight goes on from the same
            state = module.act(state, action, random.Random(number)).state
    order = data.draw(st.permutations(range(len(calls))), label="order")
    copied = data.draw(st.lists(st.booleans(), min_size=len(calls), max_size=len(calls)))
    for number in order:
        given_state, action, seed, expected = calls[number]
        if copied[number]:
            given_state = copy.deepcopy(given_state)
        assert _outcome(module, given_state, action, seed) == expected, (number, action)


def _rules_modules() -> list[ModuleType]:
    package = campaign_manager.systems
    names = [info.name for info in pkgutil.walk_packages(package.__path__, package.__name__ + ".")]
    return [package, *(importlib.import_module(name) for name in names)]


def _containers(modules: list[ModuleType]) -> dict[str, tuple]:
    """Each module-level dict, list and set of ``modules``: what it holds (ids, for a
    dict the keys and the ids of the values)."""
    found = {}
    for module in modules:
        for name, value in vars(module).items():
            if type(value) in (dict, list, set):
                items = value.items() if type(value) is dict else enumerate(value)
                held = tuple((k, id(v)) for k, v in items) if type(value) is not set else ()
                found[f"{module.__name__}.{name}"] = (len(value), held, frozenset(map(id, value)))
    return found


def _play(key: str) -> None:
    module = get_encounter(key)
    state = _fight(key)
    for number, action in enumerate(
        [{"type": "start"}, {"type": "next"}, {"type": "hide", "target": "straz"}]
    ):
        state = module.act(state, action, random.Random(number)).state
        module.gm_rows(state)
        module.pending(state)
        module.public_view(state)


def test_acting_leaves_no_trace_in_the_rules_modules():
    modules = _rules_modules()
    for key in system_keys():  # what a module fills once (a catalogue read) is filled now
        _play(key)
    before = _containers(modules)
    for key in system_keys():
        _play(key)
    after = _containers(modules)
    changed = sorted(
        name for name in before.keys() | after.keys() if before.get(name) != after.get(name)
    )
    assert not changed, f"acting changed what these hold: {changed}"


@pytest.mark.parametrize("key", system_keys())
def test_a_state_act_returned_changed_at_its_top_level_is_checked_again(key):
    module = get_encounter(key)
    state = module.act(_fight(key), {"type": "start"}, random.Random(1)).state
    module.gm_rows(state)  # checked: sound
    state["combatants"] = "nobody"
    with pytest.raises(RuleError):
        module.gm_rows(state)
    with pytest.raises(RuleError):
        module.act(state, {"type": "next"}, random.Random(2))


def test_the_state_act_returned_is_copied_lazily_and_a_copy_of_it_whole():
    """What the copy-on-read bought stays: passed back as act() returned it, the next step
    shares the combatants it left alone; a copy (a caller's own) shares none."""
    module = get_encounter("d20")
    state = module.act(_fight("d20"), {"type": "start"}, random.Random(1)).state
    step = module.act(state, {"type": "next"}, random.Random(2)).state
    shared = [c for c in step["combatants"] if step["combatants"][c] is state["combatants"][c]]
    assert shared
    mine = copy.deepcopy(state)
    step = module.act(mine, {"type": "next"}, random.Random(2)).state
    assert not any(step["combatants"][c] is mine["combatants"][c] for c in step["combatants"])
