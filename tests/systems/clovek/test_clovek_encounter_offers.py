"""What the Střety tracker offers comes from the rules core and agrees with what the core
accepts (issue 39, item 3): the bonus actions each conflict's kind gives, and the kinds of
conflict that may interrupt the running one. Pure, no Qt."""

import pytest

from campaign_manager.systems.clovek.conflict import CONFLICT_KINDS
from campaign_manager.systems.clovek.encounter import act, new_encounter
from campaign_manager.systems.clovek.encounter_bonus import offered_bonus_ways
from campaign_manager.systems.clovek.encounter_stack import interrupting_kinds
from campaign_manager.systems.common import RuleError
from tests.systems.clovek.test_clovek_encounter import party

WAYS = ("second_hand", "speaking", "hidden_meaning")
LENGTH = {"social_slow": 60, "mental": 600}


def running(kind):
    state = new_encounter(party(), kind=kind, round_length=LENGTH.get(kind))
    return act(state, {"type": "start"}).state


def accepted(state, how):
    try:
        act(state, {"type": "bonus", "id": "borek", "actions": [{"how": how}]})
    except RuleError:
        return False
    return True


@pytest.mark.parametrize("kind", CONFLICT_KINDS)
def test_the_bonus_actions_offered_are_exactly_those_the_conflict_accepts(kind):
    state = running(kind)
    assert {w for w in WAYS if accepted(state, w)} == set(offered_bonus_ways(kind))
    if kind == "social_slow":
        assert offered_bonus_ways(kind) == ("hidden_meaning",)  # only slow influence


@pytest.mark.parametrize("kind", CONFLICT_KINDS)
def test_the_conflicts_offered_to_interrupt_are_exactly_those_that_may(kind):
    state = running(kind)
    may = interrupting_kinds(state)
    for other in CONFLICT_KINDS:
        action = {"type": "interrupt", "kind": other}
        if other == "mental":
            action["round_length"] = 1
        try:
            act(state, action)
        except RuleError:
            assert other not in may, other
        else:
            assert other in may, other
    assert interrupting_kinds(new_encounter(party())) == []  # nothing runs yet
