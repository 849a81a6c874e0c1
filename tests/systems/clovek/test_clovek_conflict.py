"""Conflict rounds, the interrupt stack, initiative and action order (Střety)."""

import random

import pytest

from campaign_manager.systems.clovek import (
    Character,
    ClovekSettings,
    Conflict,
    ConflictStack,
    InitiativeEntry,
    RuleError,
    action_order,
    initiative,
    initiative_order,
    unresolved_ties,
)


def hero(vyr=3, obr=3, sarm=2, intel=2):
    return Character(
        {"vyrovnanost": vyr, "obratnost": obr, "sarm": sarm, "inteligence": intel}, "cholerik"
    )


def test_initiative_highest_die_plus_vyrovnanost():
    assert initiative(3, [4, 7, 2]) == 10
    assert initiative(3, [0, 9]) == 13  # 0 counts as 10
    assert initiative(3, []) == 3
    with pytest.raises(RuleError):
        initiative(3, [10])


def test_banks_refill_every_round():
    fight = Conflict("physical")
    fight.add("Tomáš", hero())
    fight.start_round()
    fight.spend("Tomáš", "physical", 4)
    assert fight.participants["Tomáš"].banks["physical"] == 2
    fight.start_round()
    assert fight.participants["Tomáš"].banks["physical"] == 6


def test_spending_more_than_bank_refused():
    fight = Conflict("physical")
    fight.add("Tomáš", hero())
    fight.start_round()
    with pytest.raises(RuleError):
        fight.spend("Tomáš", "physical", 7)


def test_initiative_dice_leave_mental_bank():
    fight = Conflict("physical")
    fight.add("Tomáš", hero(intel=3))
    fight.start_round()
    assert fight.roll_initiative("Tomáš", 2, faces=[5, 0]) == 13
    assert fight.participants["Tomáš"].banks["mental"] == 4
    value = fight.roll_initiative("Tomáš", 1, rng=random.Random(1))
    assert 4 <= value <= 13
    with pytest.raises(RuleError):
        fight.roll_initiative("Tomáš", 9)


def test_slow_social_has_no_initiative():
    talk = Conflict("social_slow")
    talk.add("Lucie", hero())
    talk.start_round()
    with pytest.raises(RuleError, match="without initiative"):
        talk.roll_initiative("Lucie", 1, faces=[3])


def test_fast_interrupts_slow_banks_carry_then_refill_and_slow_resumes_full():
    stack = ConflictStack()
    talk = stack.push(Conflict("social_slow"))
    tomas = hero()
    talk.add("Tomáš", tomas)
    talk.start_round()
    talk.spend("Tomáš", "social", 3)
    talk.spend("Tomáš", "physical", 5)
    fight = stack.push(Conflict("physical"))
    fight.add("Tomáš", tomas)
    fight.start_round()
    banks = fight.participants["Tomáš"].banks
    assert banks["social"] == 1 and banks["physical"] == 1  # carried into the first round
    fight.start_round()
    assert fight.participants["Tomáš"].banks["physical"] == 6
    assert stack.pop() is talk
    assert talk.participants["Tomáš"].banks == {"physical": 6, "social": 4, "mental": 4}


def test_participants_added_before_push_carry_too():
    stack = ConflictStack()
    talk = stack.push(Conflict("social_slow"))
    tomas = hero()
    talk.add("Tomáš", tomas)
    talk.start_round()
    talk.spend("Tomáš", "physical", 6)
    fight = Conflict("physical")
    fight.add("Tomáš", tomas)
    stack.push(fight)
    fight.start_round()
    assert fight.participants["Tomáš"].banks["physical"] == 0


def test_slow_never_interrupts_fast():
    stack = ConflictStack()
    stack.push(Conflict("physical"))
    with pytest.raises(RuleError, match="never interrupts"):
        stack.push(Conflict("social_slow"))
    with pytest.raises(RuleError):
        stack.push(Conflict("social_fast"))  # same round length: not faster


def test_mental_conflict_progress_persists_when_left_and_resumed():
    stack = ConflictStack()
    chess = stack.push(Conflict("mental", round_seconds=60, target_value=10))
    assert chess.apply_progress(4) == 6
    stack.pop()  # left
    stack.push(chess)  # resumed later
    assert chess.apply_progress(7) == 0
    assert chess.resolved
    with pytest.raises(RuleError):
        Conflict("mental")  # the GM must set its round length


def test_initiative_order_default_tie_rule_vyrovnanost_then_gm():
    entries = [
        InitiativeEntry("A", 10, 2),
        InitiativeEntry("B", 12, 1),
        InitiativeEntry("C", 10, 4),
        InitiativeEntry("D", 10, 2),
    ]
    assert initiative_order(entries) == ["B", "C", "A", "D"]
    assert initiative_order(entries, gm_order=["D", "A", "B", "C"]) == ["B", "C", "D", "A"]
    assert unresolved_ties(entries) == [["A", "D"]]


def test_initiative_order_gm_only_setting():
    entries = [InitiativeEntry("A", 10, 2), InitiativeEntry("C", 10, 4)]
    settings = ClovekSettings(tie_rule="gm")
    assert initiative_order(entries, settings) == ["A", "C"]
    assert unresolved_ties(entries, settings) == [["A", "C"]]


def test_conflict_order_uses_rolled_initiative():
    fight = Conflict("physical")
    fight.add("Tomáš", hero(vyr=3))
    fight.add("Viktor", hero(vyr=2))
    fight.start_round()
    fight.roll_initiative("Tomáš", 1, faces=[2])
    fight.roll_initiative("Viktor", 1, faces=[9])
    assert fight.order() == ["Viktor", "Tomáš"]


def test_bonus_actions_after_all_main_actions():
    order = ["A", "B", "C"]
    assert action_order(order, {"C": 2, "A": 1}) == [
        ("A", 0), ("B", 0), ("C", 0), ("A", 1), ("C", 1), ("C", 2),
    ]  # fmt: skip
