"""The copy an action works on (encounter_common.dispatch): a state act() returned is copied
lazily, each combatant when the rules first read it, so the new state shares the combatants
the action left alone with the state before. Neither that state nor any earlier one of the
fight ever changes, in all three systems, whatever the actions."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.fuzz import odd_actions

from campaign_manager.systems import get_encounter, get_system, system_keys
from campaign_manager.systems.common import RuleError
from campaign_manager.systems.encounter_copy import _CopyOnRead

_IDS = ["borek", "straz", "vrah"]
_TYPES = ["start", "next", "condition", "end_condition", "reveal", "hide", "alias", "finish"]
_KEYS = ["type", "target", "name", "rounds", "secret", "alias", "id"]


def _fight(key: str) -> dict:
    sheet = get_system(key).new_sheet
    people = [
        {"id": "borek", "name": "Bořek", "side": "pc", "sheet": sheet()},
        {"id": "straz", "name": "Stráž", "side": "npc", "sheet": sheet()},
        {"id": "vrah", "name": "Vrah", "side": "npc", "sheet": sheet(), "hidden": True},
    ]
    return get_encounter(key).new_encounter(people)


def _steps() -> st.SearchStrategy:
    target = st.sampled_from(_IDS)
    name = st.sampled_from(["Jed", "Kletba"])
    return st.one_of(
        st.just({"type": "start"}),
        st.just({"type": "next"}),
        st.builds(
            lambda t, n, r: {"type": "condition", "target": t, "name": n, "rounds": r},
            target,
            name,
            st.integers(1, 3),
        ),
        st.builds(lambda t, n: {"type": "end_condition", "target": t, "name": n}, target, name),
        st.builds(lambda t: {"type": "reveal", "target": t}, target),
        st.builds(lambda t: {"type": "hide", "target": t}, target),
        st.builds(lambda t: {"type": "alias", "target": t, "alias": "Stín"}, target),
        odd_actions(_TYPES, _KEYS, _IDS),
    )


@pytest.mark.parametrize("key", system_keys())
@settings(
    max_examples=60,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(seed=st.integers(0, 2**16), steps=st.lists(_steps(), min_size=1, max_size=25))
def test_no_action_changes_its_state_or_any_earlier_state_of_the_fight(key, seed, steps):
    module = get_encounter(key)
    rng = random.Random(seed)
    state = _fight(key)
    kept = [(state, copy.deepcopy(state))]  # every state of the fight, and what it held
    for action in steps:
        try:
            state = module.act(state, action, rng).state
        except RuleError:
            pass
        else:
            assert json.loads(json.dumps(state)) == state, "the new state is not plain JSON"
            kept.append((state, copy.deepcopy(state)))
        for number, (earlier, snapshot) in enumerate(kept):
            assert earlier == snapshot, f"state {number} of the fight changed by {action}"


def test_the_same_state_acted_on_twice_gives_the_same_outcome_each_time():
    module = get_encounter("d20")
    state = module.act(_fight("d20"), {"type": "start"}, random.Random(1)).state
    snapshot = copy.deepcopy(state)
    first = module.act(state, {"type": "next"}, random.Random(2)).state
    second = module.act(state, {"type": "next"}, random.Random(2)).state
    assert first == second
    assert state == snapshot


def _source() -> dict:
    return {"a": {"sheet": {"hp": [1, 2]}}, "b": {"sheet": {"hp": [3]}}}


@pytest.mark.parametrize(
    "read",
    [
        lambda c: [c["a"]],
        lambda c: [c.get("a")],
        lambda c: list(c.values()),
        lambda c: [v for _, v in c.items()],
        lambda c: list({**c}.values()),
        lambda c: list(dict(c).values()),
        lambda c: list(c.copy().values()),
        lambda c: list((c | {}).values()),
        lambda c: list(({} | c).values()),
        lambda c: list(copy.copy(c).values()),
        lambda c: [c.pop("a")],
        lambda c: [c.popitem()[1]],
        lambda c: [c.setdefault("a", None)],
    ],
)
def test_every_way_of_reading_the_combatants_gives_a_copy(read):
    source = _source()
    snapshot = copy.deepcopy(source)
    for record in read(_CopyOnRead(source)):
        record["sheet"]["hp"].append(99)
        record["sheet"]["new"] = True
    assert source == snapshot


def test_reading_a_combatant_twice_gives_the_same_copy():
    combatants = _CopyOnRead(_source())
    combatants["a"]["sheet"]["hp"].append(5)
    assert combatants["a"]["sheet"]["hp"] == [1, 2, 5]
    assert "a" in combatants and len(combatants) == 2 and list(combatants) == ["a", "b"]


def test_a_state_changed_in_place_after_the_action_is_no_longer_copied_lazily():
    """A caller's own state (not one act() returned) is copied whole: what JSON cannot
    hold in a combatant the action does not read is still refused."""
    module = get_encounter("d20")
    state = module.act(_fight("d20"), {"type": "start"}, random.Random(1)).state
    damaged = {**state, "combatants": {**state["combatants"]}}
    damaged["combatants"]["vrah"] = {**damaged["combatants"]["vrah"], "extra": {1, 2}}
    with pytest.raises(RuleError):
        module.act(damaged, {"type": "view", "view": {"pc": "nothing"}})


def test_the_views_of_a_steps_new_state_check_it_once(monkeypatch):
    """Člověk checks the whole state (every combatant's record) for each view: the rows,
    the summary, the detail, what to ask, and the next act on it. For a state the rules
    returned (unchanged since) that is one check, not five."""
    from campaign_manager.systems.clovek import encounter_check

    module = get_encounter("clovek")
    state = module.act(_fight("clovek"), {"type": "start"}, random.Random(1)).state
    calls = []
    real = encounter_check._check_state
    monkeypatch.setattr(encounter_check, "_check_state", lambda s: calls.append(s) or real(s))
    state = module.act(state, {"type": "next"}, random.Random(2)).state
    calls.clear()
    module.gm_rows(state)
    module.gm_summary(state)
    module.gm_detail(state, "borek")
    module.pending(state)
    module.act(state, {"type": "next"}, random.Random(3))
    assert len(calls) == 1


def test_a_damaged_copy_of_a_checked_state_is_still_refused():
    module = get_encounter("clovek")
    state = module.act(_fight("clovek"), {"type": "start"}, random.Random(1)).state
    module.gm_rows(state)  # checked: sound
    damaged = copy.deepcopy(state)
    damaged["combatants"]["straz"]["banks"] = "plno"
    for view in (module.gm_rows, module.gm_summary, module.pending):
        with pytest.raises(RuleError):
            view(damaged)
    with pytest.raises(RuleError):
        module.act(damaged, {"type": "next"})


@pytest.mark.parametrize("key", system_keys())
def test_a_callers_own_state_changed_in_place_is_checked_again(key):
    """A state the caller made (not one act() returned) is copied and checked whole at
    every act, so what it puts in place afterwards is refused as before."""
    module = get_encounter(key)
    state = _fight(key)
    module.act(state, {"type": "view", "view": {"pc": "nothing"}})
    state["combatants"]["vrah"]["extra"] = {1, 2}  # not JSON, in a combatant no view reads
    with pytest.raises(RuleError):
        module.act(state, {"type": "view", "view": {"pc": "band"}})
