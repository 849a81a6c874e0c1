"""Actions at the table as outcomes: prompts for the saves, answered by calling the core."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.d20 import play, validate_sheet

FIGHTER = validate_sheet(
    {
        "kind": "character",
        "classes": [{"class": "fighter", "levels": 3, "rolls": [7, 5]}],
        "con": 15,
    }
)  # stamina 28, wound points 15


def test_a_critical_hit_prompts_for_a_fortitude_save_and_keeps_it_pending():
    outcome = play.perform(FIGHTER, "critical", amount=4)
    assert outcome.sheet["wounds"] == 11
    assert [(p.kind, p.dc, p.data["save"]) for p in outcome.prompts] == [("save", 9, "stun")]
    assert outcome.prompts[0].text.en.startswith("Fortitude save DC 9")
    assert outcome.sheet["pending_saves"] == [["stun", 9]]
    assert FIGHTER["wounds"] == 15  # the argument is not changed
    assert any(event.kind == "fatigued" for event in outcome.events)


def test_answering_the_prompt_resolves_it_and_prompts_for_what_follows():
    first = play.perform(FIGHTER, "coup_de_grace", amount=3)
    assert [(p.data["save"], p.dc) for p in first.prompts] == [("coup_de_grace", 13), ("stun", 8)]
    answered = play.resolve_save(first.sheet, "coup_de_grace", 20, waiting=first.prompts[1:])
    assert [(p.data["save"], p.dc) for p in answered.prompts] == [("stun", 8)]
    assert answered.sheet["pending_saves"] == [["stun", 8]]
    assert answered.events[0].text.en.endswith("vs DC 13, success.")


def test_a_failed_coup_de_grace_save_kills_and_no_save_waits():
    first = play.perform(FIGHTER, "coup_de_grace", amount=3)
    dead = play.resolve_save(first.sheet, "coup_de_grace", 2, waiting=first.prompts[1:])
    assert "dead" in dead.sheet["conditions"]
    assert dead.prompts == () and dead.sheet["pending_saves"] == []


def test_pending_prompts_list_the_sheets_saves():
    outcome = play.perform(FIGHTER, "critical", amount=4)
    assert [(p.data["save"], p.dc) for p in play.pending_prompts(outcome.sheet)] == [("stun", 9)]


def test_an_unknown_action_or_a_refusal_changes_nothing():
    with pytest.raises(RuleError):
        play.perform(FIGHTER, "fireball")
    with pytest.raises(RuleError):
        play.resolve_save(FIGHTER, "stun", 10)


def test_roll_d20_adds_the_bonus():
    rolled = play.roll_d20(4, random.Random(1))
    die = random.Random(1).randint(1, 20)
    assert (rolled.die, rolled.total) == (die, die + 4)
    assert rolled.text.en == f"d20 shows {die}; {die} + 4 = {die + 4}"
    assert play.roll_d20(-2, die=5).text.cs == "Na k20 padlo 5; 5 − 2 = 3"
    with pytest.raises(RuleError):
        play.roll_d20(0, die=21)


@given(st.integers(-20, 60), st.integers(0, 2**32))
def test_a_roll_is_the_die_plus_the_bonus(bonus, seed):
    rolled = play.roll_d20(bonus, random.Random(seed))
    assert 1 <= rolled.die <= 20 and rolled.total == rolled.die + bonus


@given(st.integers(1, 60), st.booleans())
def test_every_prompt_is_a_pending_save(amount, critical):
    outcome = play.perform(FIGHTER, "critical" if critical else "damage", amount=amount)
    pending = [tuple(save) for save in outcome.sheet["pending_saves"]]
    assert [(p.data["save"], p.dc) for p in outcome.prompts] == pending[: len(outcome.prompts)]
