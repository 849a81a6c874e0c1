"""The fuzz tests' contract check (``support.fuzz.check_step``) catches an ``act`` that
changes the state it was given, whether it then refuses or returns, and however small the
change: a value, a list made a tuple, a key made a number (the check compares with a copy
of the state it takes before the call)."""

from __future__ import annotations

import pytest
from support.fuzz import check_step

from campaign_manager.systems.common import RuleError, Text
from campaign_manager.systems.outcome import Outcome


def _state() -> dict:
    return {"combatants": {"a": {"name": "Alena", "side": "pc", "marks": [1, 2]}}, "view": {}}


class _Fight:
    """A fight's rules whose ``act`` does ``change`` to its argument, then refuses
    (``refuse``) or returns the state unchanged but for a new round."""

    def __init__(self, change, refuse: bool):
        self.change, self.refuse = change, refuse

    def act(self, state, action, rng=None):
        self.change(state)
        if self.refuse:
            raise RuleError(Text("Nelze.", "Not allowed."))
        return Outcome({**state, "round": 1})

    def public_view(self, state):
        return {"combatants": [{"id": "a", "name": "Alena", "conditions": []}]}

    def gm_rows(self, state):
        return []


def _value(state):
    state["combatants"]["a"]["name"] = "Běla"


def _tuple(state):
    state["combatants"]["a"]["marks"] = (1, 2)


def _number_key(state):
    state["combatants"][1] = state["combatants"].pop("a")


def _nothing(state):
    pass


@pytest.mark.parametrize("refuse", [False, True])
@pytest.mark.parametrize("change", [_value, _tuple, _number_key])
def test_a_changed_argument_is_caught(change, refuse):
    with pytest.raises(AssertionError, match="changed its argument"):
        check_step(_Fight(change, refuse), _state(), {"type": "next"})


def test_an_act_that_leaves_its_argument_alone_passes():
    assert check_step(_Fight(_nothing, refuse=True), _state(), {"type": "next"}) is None
    assert check_step(_Fight(_nothing, refuse=False), _state(), {"type": "next"})["round"] == 1


def test_a_state_that_is_not_json_is_compared_as_it_is():
    """A caller's state holding a tuple (a JSON copy would hold a list) left alone: no
    false alarm."""
    state = _state()
    state["combatants"]["a"]["marks"] = (1, 2)
    assert check_step(_Fight(_nothing, refuse=True), state, {"type": "next"}) is None
